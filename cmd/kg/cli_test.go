package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// run calls the CLI in-process and returns its exit code and output.
func run(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(append([]string{"kg"}, args...), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

const goodCaption = "Rescue workers search the rubble in Antakya, Turkey, February 7, 2023. (Photo by Lena Hartmann/Reuters)"

// TestBuildBadBytes feeds the inputs that must never crash a build or stop
// the good captions beside them: binary data, invalid UTF-8 and a 10 MB line.
func TestBuildBadBytes(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	binary := write("photo.jpg.txt", append([]byte("\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01"), bytes.Repeat([]byte{0, 1, 2, 3}, 1000)...))
	invalid := write("latin1.txt", []byte("Caf\xe9 owners clean up in Beirut, Lebanon, August 5, 2020. (Photo by Rami Khoury/AFP)\n\n"+goodCaption+"\n"))
	huge := write("huge.jsonl", []byte(`{"id":"big","text":"`+strings.Repeat("a", 10<<20)+`"}`+"\n"+`{"id":"ok","text":"`+goodCaption+`"}`+"\n"))

	cases := []struct {
		name     string
		file     string
		code     int
		captions int
		problem  *regexp.Regexp
	}{
		{"binary file", binary, 1, 0, regexp.MustCompile(`photo\.jpg\.txt: binary file`)},
		{"invalid UTF-8", invalid, 0, 1, regexp.MustCompile(`latin1\.txt:1: .*UTF-8`)},
		{"10 MB line", huge, 0, 1, regexp.MustCompile(`huge\.jsonl:1: .*too long`)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, stderr := run(t, "", "build", "--db", "memory", c.file)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, c.code, stderr)
			}
			if !c.problem.MatchString(stderr) {
				t.Errorf("stderr does not match %s:\n%s", c.problem, stderr)
			}
			want := regexp.MustCompile(`read ` + string(rune('0'+c.captions)) + ` captions, rejected 1,`)
			if !want.MatchString(stderr) {
				t.Errorf("summary does not match %s:\n%s", want, stderr)
			}
			if strings.Contains(stderr, "panic") {
				t.Errorf("panic:\n%s", stderr)
			}
		})
	}
}

// TestBuildSummaryCounts checks the summary against the store it describes.
func TestBuildSummaryCounts(t *testing.T) {
	summary := regexp.MustCompile(`read (\d+) captions, rejected 0, (\d+) entities, (\d+) quads written \((\d+) new\)`)
	build := func(input string) []string {
		db := filepath.Join(t.TempDir(), "g.db")
		code, _, stderr := run(t, input, "build", "--db", db, "-")
		if code != 0 {
			t.Fatalf("build exit %d:\n%s", code, stderr)
		}
		m := summary.FindStringSubmatch(stderr)
		if m == nil {
			t.Fatalf("unexpected summary:\n%s", stderr)
		}
		_, stats, _ := run(t, "", "stats", "--db", db, "--format", "json")
		// A fresh store holds exactly the quads the build added.
		if !strings.Contains(stats, `"Quads": `+m[4]+",") {
			t.Errorf("store holds other than the %s new quads:\n%s", m[4], stats)
		}
		return m
	}
	one := build(goodCaption)
	// The second caption names the same photographer, agency and places:
	// the entity count must not grow, the quad count must.
	two := build(goodCaption + "\n\n" + strings.Replace(goodCaption, "February 7", "February 8", 1))
	if one[1] != "1" || two[1] != "2" {
		t.Errorf("captions read: %s and %s, want 1 and 2", one[1], two[1])
	}
	if one[2] != two[2] || one[2] == "0" {
		t.Errorf("entities: %s for one caption, %s for two naming the same things", one[2], two[2])
	}
	if atoi(t, one[3]) >= atoi(t, two[3]) {
		t.Errorf("quads written did not grow: %s then %s", one[3], two[3])
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
