package input

import (
	"slices"
	"strings"
	"testing"

	"github.com/kg-archive/kg/internal/testenv"
)

// The gold captions are real-world text: reading them back from plain text
// laid out three ways must find exactly the same captions, which shows the
// split rule neither misses a credit nor cuts inside a caption.
func TestGoldCaptionsSurviveTextLayouts(t *testing.T) {
	gold := readPath(t, testenv.SharedGold(t, "seed-captions.jsonl"), Options{})
	if gold.err != nil || len(gold.problems) > 0 || len(gold.captions) == 0 {
		t.Fatalf("reading gold: err %v, problems %q, %d captions", gold.err, gold.problems, len(gold.captions))
	}
	want := texts(gold.captions)
	wrapped := make([]string, len(want))
	for i, c := range want {
		wrapped[i] = wrap(c, 50)
	}
	layouts := map[string]string{
		"paragraphs":                   strings.Join(want, "\n\n"),
		"one per line":                 strings.Join(want, "\n"),
		"all on one line":              strings.Join(want, " "),
		"wrapped paragraphs":           strings.Join(wrapped, "\n\n"),
		"wrapped, no blank lines":      strings.Join(wrapped, "\n"),
		"wrapped, CRLF, indented 2 sp": "  " + strings.ReplaceAll(strings.Join(wrapped, "\n"), "\n", "\r\n  "),
	}
	for name, in := range layouts {
		t.Run(name, func(t *testing.T) {
			res := readString(t, "gold.txt", in, Options{})
			if res.err != nil || len(res.problems) > 0 {
				t.Fatalf("err %v, problems %q", res.err, res.problems)
			}
			if got := texts(res.captions); !slices.Equal(got, want) {
				t.Errorf("got %d captions, want %d:\n%s", len(got), len(want), strings.Join(got, "\n---\n"))
			}
		})
	}
}

// wrap breaks text into lines of at most width bytes at single spaces, the
// way an editor hard-wraps a caption. Text must hold no runs of spaces.
func wrap(text string, width int) string {
	var b strings.Builder
	n := 0
	for i, w := range strings.Split(text, " ") {
		if i > 0 {
			if n+1+len(w) > width {
				b.WriteByte('\n')
				n = 0
			} else {
				b.WriteByte(' ')
				n++
			}
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}
