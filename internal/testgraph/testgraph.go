package testgraph

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/kg-archive/kg/extract"
	"github.com/kg-archive/kg/graph"
	"github.com/kg-archive/kg/internal/input"
	"github.com/kg-archive/kg/internal/pipeline"
	"github.com/kg-archive/kg/internal/testenv"
	"github.com/kg-archive/kg/schema"
)

// Examples writes testdata/examples/captions.jsonl into s with the default
// base IRI.
func Examples(t testing.TB, s *graph.Store) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(testenv.RepoRoot(t), "testdata", "examples", "captions.jsonl")
	src := func(ctx context.Context, emit func(schema.Caption) error) error {
		return input.ReadFile(ctx, path, input.Options{}, emit, nil)
	}
	x, err := extract.New()
	if err != nil {
		t.Fatal(err)
	}
	iris, err := schema.NewIRIs("")
	if err != nil {
		t.Fatal(err)
	}
	w := s.NewWriter(0)
	opt := pipeline.Options{Extractor: x, Resolver: extract.NewResolver(), Writer: w, IRIs: iris, Workers: 1}
	if _, err := pipeline.Run(ctx, src, opt); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
}
