package synth

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/internal/input"
	"github.com/kg-archive/kg/schema"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

func TestCaptionIsDeterministic(t *testing.T) {
	for _, seed := range []uint64{0, 1, 42, 1 << 63} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			a, b := New(seed), New(seed)
			const n = 300
			forward := make([]schema.Caption, n)
			for i := range n {
				forward[i] = a.Caption(i)
			}
			// Asking in reverse order from a fresh generator must not matter.
			for i := n - 1; i >= 0; i-- {
				got := b.Caption(i)
				if got.ID != forward[i].ID || got.Text != forward[i].Text {
					t.Fatalf("caption %d differs between runs:\n%q\n%q", i, forward[i].Text, got.Text)
				}
			}
		})
	}
}

func TestSeedsGiveDifferentCorpora(t *testing.T) {
	a, b := New(1), New(2)
	same := 0
	for i := range 500 {
		if a.Caption(i).Text == b.Caption(i).Text {
			same++
		}
	}
	if same > 5 {
		t.Errorf("%d of 500 captions identical across seeds 1 and 2", same)
	}
}

func TestWriteJSONL(t *testing.T) {
	tests := []struct {
		name  string
		n     int
		lines int
	}{
		{"none", 0, 0},
		{"one", 1, 1},
		{"many", 250, 250},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a, b bytes.Buffer
			if err := WriteJSONL(&a, tt.n, 7); err != nil {
				t.Fatal(err)
			}
			if err := WriteJSONL(&b, tt.n, 7); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a.Bytes(), b.Bytes()) {
				t.Fatal("two writes of the same seed differ")
			}
			if got := bytes.Count(a.Bytes(), []byte("\n")); got != tt.lines {
				t.Fatalf("wrote %d lines, want %d", got, tt.lines)
			}
		})
	}
}

func TestWriteJSONLErrors(t *testing.T) {
	tests := []struct {
		name string
		w    *failingWriter
		n    int
		want string
	}{
		{"negative count", &failingWriter{}, -1, "negative count"},
		{"writer fails", &failingWriter{err: errors.New("disk full")}, 2000, "disk full"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := WriteJSONL(tt.w, tt.n, 1)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

type failingWriter struct{ err error }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	return len(p), nil
}

// The corpus must be input kg's own reader accepts, caption for caption.
func TestWriteJSONLReadsBack(t *testing.T) {
	const n = 400
	var buf bytes.Buffer
	if err := WriteJSONL(&buf, n, 3); err != nil {
		t.Fatal(err)
	}
	g := New(3)
	i := 0
	err := input.Read(context.Background(), &buf, "synth.jsonl", input.Options{}, func(c schema.Caption) error {
		want := g.Caption(i)
		if c.ID != want.ID || c.Text != want.Text {
			return fmt.Errorf("caption %d read back as %q %q, want %q %q", i, c.ID, c.Text, want.ID, want.Text)
		}
		i++
		return nil
	}, func(p input.Problem) { t.Errorf("reader rejected: %v", &p) })
	if err != nil {
		t.Fatal(err)
	}
	if i != n {
		t.Fatalf("read back %d captions, want %d", i, n)
	}
}

var idPattern = regexp.MustCompile(`^syn-\d{7}$`)

func TestCaptionsAreWellFormed(t *testing.T) {
	g := New(11)
	for i := range 3000 {
		c := g.Caption(i)
		if c.ID != fmt.Sprintf("syn-%07d", i) || !idPattern.MatchString(c.ID) {
			t.Fatalf("caption %d has id %q", i, c.ID)
		}
		problems := map[string]bool{
			"invalid UTF-8":       !utf8.ValidString(c.Text),
			"unfilled slot":       strings.ContainsAny(c.Text, "{}"),
			"double space":        strings.Contains(c.Text, "  "),
			"space before period": strings.Contains(c.Text, " ."),
			"lower-case start":    !unicode.IsUpper([]rune(c.Text)[0]),
			"no credit at end":    creditStyleOf(c.Text) < 0,
		}
		for what, bad := range problems {
			if bad {
				t.Errorf("caption %d: %s: %q", i, what, c.Text)
			}
		}
	}
}

// creditPatterns recognise each credit style at the end of a caption.
var creditPatterns = map[int]*regexp.Regexp{
	creditPhotoBy:  regexp.MustCompile(`\(Photo by [^/()]+/(AFP|Reuters|Getty Images|NurPhoto|SOPA Images|AFP Photo|Xinhua|Middle East Images|Anadolu Agency)\)$`),
	creditReuters:  regexp.MustCompile(`REUTERS/[^/]+$`),
	creditAP:       regexp.MustCompile(`\(AP Photo/[^/]+\)$`),
	creditAFPGetty: regexp.MustCompile(`[^/ ]+ [^/]+/AFP(/| via )Getty Images$`),
	creditEPA:      regexp.MustCompile(`EPA-EFE/[^a-z/]+$`),
	creditAFPPhoto: regexp.MustCompile(`AFP PHOTO / [^a-z/]+$`),
	creditViaGetty: regexp.MustCompile(`\(Photo by [^/()]+/Anadolu Agency via Getty Images\)$`),
	creditXinhua:   regexp.MustCompile(`\(Xinhua/[^/]+\)$`),
}

func creditStyleOf(text string) int {
	for style, re := range creditPatterns {
		if re.MatchString(text) {
			return style
		}
	}
	return -1
}

func TestVariety(t *testing.T) {
	const n = 5000
	g := New(5)
	texts := map[string]bool{}
	people := map[string]bool{}
	styles := map[int]int{}
	for i := range n {
		c := g.compose(i)
		texts[c.text] = true
		for _, p := range c.people {
			people[p] = true
		}
		styles[c.credit]++
		if !creditPatterns[c.credit].MatchString(c.text) {
			t.Errorf("caption %d was composed with credit style %d but does not end in it: %q", i, c.credit, c.text)
		}
	}
	if len(texts) < n-n/1000 {
		t.Errorf("only %d distinct texts in %d captions", len(texts), n)
	}
	// Thousands of distinct people keep the graph's node count realistic.
	if len(people) < 3000 {
		t.Errorf("only %d distinct people in %d captions, want >= 3000", len(people), n)
	}
	for style := range creditStyles {
		t.Run(fmt.Sprintf("credit style %d", style), func(t *testing.T) {
			if styles[style] < n/creditStyles/2 {
				t.Errorf("credit style %d used %d times in %d captions", style, styles[style], n)
			}
		})
	}
}

func TestVarietyOfForms(t *testing.T) {
	corpus := new(strings.Builder)
	g := New(9)
	for i := range 2000 {
		corpus.WriteString(g.Caption(i).Text)
		corpus.WriteByte('\n')
	}
	forms := []struct {
		name string
		re   string
	}{
		{"month day, year", `on (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}`},
		{"day month year", `on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}`},
		{"AP abbreviation", `on (Jan\.|Feb\.|Aug\.|Sept\.|Oct\.|Nov\.|Dec\.) \d{1,2}, \d{4}`},
		{"weekday and date", `on (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2}, \d{4}`},
		{"ISO date", `on \d{4}-\d{2}-\d{2}`},
		{"month and year", `in [A-Z][a-z]+ \d{4}`},
		{"neighbourhood of city, country", `the [^,.]+ (neighbourhood|neighborhood|district|area) of [^,.]+, [A-Z]`},
		{"suburb", `the [^,.]+ suburb of [^,.]+, [A-Z]`},
		{"village north of city", `village of [^,]+, (north|south|east|west)[a-z]* of [^,]+, [A-Z]`},
		{"outskirts", `on the outskirts of [^,]+, [A-Z]`},
		{"province", `[A-Z][^,.]* province, [A-Z]`},
		{"acronym defined", `the [A-Z][A-Za-z' -]+ \([A-Z]{2,}\)`},
		{"title before name", `(President|Prime Minister|Gen\.|Dr\.|Sheikh|Mayor) [A-Z]\S+ [A-Z]`},
		{"middle initial", ` [A-Z]\. [A-Z][a-z]`},
		{"TOPSHOT", `(?m)^TOPSHOT - `},
		{"FILE PHOTO", `(?m)^FILE PHOTO: `},
		{"non-ASCII name", `[ÀÉÖÜàáâãçéèêíóôöúüğışłńśźż]`},
	}
	for _, f := range forms {
		t.Run(f.name, func(t *testing.T) {
			if !regexp.MustCompile(f.re).MatchString(corpus.String()) {
				t.Errorf("no caption in 2000 matches %s", f.re)
			}
		})
	}
}

// The corpus itself is benchmark input: a change to it changes every
// measured number, so it is pinned by a golden file (-update rewrites it).
func TestGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJSONL(&buf, 25, 1); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "seed1.jsonl")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("seed 1 corpus differs from %s; if the change is intended, rerun with -update and note it beside benchmark results", path)
	}
}
