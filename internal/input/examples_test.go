package input

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kg-archive/kg/internal/testenv"
)

// The demo data ships as text and as JSON Lines; both must give the same
// 30 captions in the same order, which also exercises paragraph joining and
// the split of the one paragraph holding two captions.
func TestExampleCaptionsAgree(t *testing.T) {
	dir := filepath.Join(testenv.RepoRoot(t), "testdata", "examples")
	txt := readPath(t, filepath.Join(dir, "captions.txt"), Options{})
	jsonl := readPath(t, filepath.Join(dir, "captions.jsonl"), Options{})
	for name, res := range map[string]result{"captions.txt": txt, "captions.jsonl": jsonl} {
		if res.err != nil || len(res.problems) > 0 {
			t.Fatalf("%s: err %v, problems %q", name, res.err, res.problems)
		}
		if len(res.captions) != 30 {
			t.Errorf("%s: %d captions, want 30", name, len(res.captions))
		}
	}
	tt, jt := texts(txt.captions), texts(jsonl.captions)
	for i := range min(len(tt), len(jt)) {
		if tt[i] != jt[i] {
			t.Errorf("caption %d differs:\n txt:   %q\n jsonl: %q", i+1, tt[i], jt[i])
		}
	}
	// Captions 6 and 7 share the paragraph on lines 16-18 of the text file.
	if len(txt.captions) == 30 {
		if l6, l7 := txt.captions[5].Line, txt.captions[6].Line; l6 != 16 || l7 != 17 {
			t.Errorf("captions 6 and 7 start on lines %d and %d, want 16 and 17", l6, l7)
		}
	}
	for i, c := range jsonl.captions {
		if c.Line != i+1 {
			t.Errorf("jsonl caption %d: line %d", i+1, c.Line)
		}
		id := fmt.Sprintf("ex-%03d", i+1)
		if c.ID != id || c.Props["url"] != "https://example.org/photos/"+id+".jpg" {
			t.Errorf("jsonl caption %d: id %q url %q", i+1, c.ID, c.Props["url"])
		}
	}
}

// The example captions laid out one per line, or hard-wrapped with no blank
// lines between them, still come apart at their credits, bare
// "REUTERS/Name" ones included.
func TestExampleCaptionsWithoutBlankLines(t *testing.T) {
	ex := readPath(t, filepath.Join(testenv.RepoRoot(t), "testdata", "examples", "captions.jsonl"), Options{})
	if ex.err != nil || len(ex.problems) > 0 {
		t.Fatalf("err %v, problems %q", ex.err, ex.problems)
	}
	want := texts(ex.captions)
	wrapped := make([]string, len(want))
	for i, c := range want {
		wrapped[i] = wrap(c, 60)
	}
	for name, in := range map[string]string{
		"one per line": strings.Join(want, "\n"),
		"wrapped":      strings.Join(wrapped, "\n"),
	} {
		t.Run(name, func(t *testing.T) {
			res := readString(t, "ex.txt", in, Options{})
			if got := texts(res.captions); !slices.Equal(got, want) || res.err != nil || len(res.problems) > 0 {
				t.Errorf("err %v, problems %q, %d captions, want %d:\n%s", res.err, res.problems, len(got), len(want), strings.Join(got, "\n---\n"))
			}
		})
	}
}
