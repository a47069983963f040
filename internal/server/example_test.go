package server

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/kg-archive/kg/extract"
	"github.com/kg-archive/kg/graph"
	"github.com/kg-archive/kg/internal/pipeline"
	"github.com/kg-archive/kg/internal/testenv"
	"github.com/kg-archive/kg/schema"
)

// buildExamples builds the repository's example captions through the real
// extractor into a bbolt store in dir, and returns its path.
func buildExamples(t testing.TB, dir string) string {
	t.Helper()
	ctx := context.Background()
	f, err := os.Open(filepath.Join(testenv.RepoRoot(t), "testdata", "examples", "captions.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	src := func(ctx context.Context, emit func(schema.Caption) error) error {
		sc := bufio.NewScanner(f)
		for n := 1; sc.Scan(); n++ {
			var rec map[string]string
			if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
				return err
			}
			c := schema.Caption{ID: rec["id"], Text: rec["text"], Props: map[string]string{}, Source: f.Name(), Line: n}
			for k, v := range rec {
				if k != "id" && k != "text" {
					c.Props[k] = v
				}
			}
			if err := emit(c); err != nil {
				return err
			}
		}
		return sc.Err()
	}
	x, err := extract.New()
	if err != nil {
		t.Fatal(err)
	}
	iris, err := schema.NewIRIs("")
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "g.db")
	s, err := graph.Open(ctx, graph.Options{Path: db})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	w := s.NewWriter(0)
	if _, err := pipeline.Run(ctx, src, pipeline.Options{Extractor: x, Resolver: extract.NewResolver(), Writer: w, IRIs: iris, Workers: 1}); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
	return db
}

// openExamples opens a fresh copy of the example graph, read-only unless
// writable.
func openExamples(t testing.TB, writable bool) *graph.Store {
	t.Helper()
	db := buildExamples(t, t.TempDir())
	s, err := graph.Open(context.Background(), graph.Options{Path: db, ReadOnly: !writable})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
