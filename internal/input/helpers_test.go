package input

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kg-archive/kg/schema"
)

// result is everything one read produced.
type result struct {
	captions []schema.Caption
	problems []string
	err      error
}

// readString reads src as the named source and collects the outcome.
func readString(t testing.TB, name, src string, opt Options) result {
	t.Helper()
	var res result
	res.err = Read(context.Background(), strings.NewReader(src), name, opt,
		func(c schema.Caption) error { res.captions = append(res.captions, c); return nil },
		func(p Problem) { res.problems = append(res.problems, p.Error()) })
	return res
}

// readPath reads a file and collects the outcome.
func readPath(t testing.TB, path string, opt Options) result {
	t.Helper()
	var res result
	res.err = ReadFile(context.Background(), path, opt,
		func(c schema.Caption) error { res.captions = append(res.captions, c); return nil },
		func(p Problem) { res.problems = append(res.problems, p.Error()) })
	return res
}

func texts(cs []schema.Caption) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Text
	}
	return out
}

// repoRoot walks up from the test's directory to the one holding go.mod.
func repoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		} else if !errors.Is(err, os.ErrNotExist) {
			t.Fatal(err)
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test directory")
		}
		dir = parent
	}
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
