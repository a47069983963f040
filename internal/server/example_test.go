package server

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/kg-archive/kg/graph"
	"github.com/kg-archive/kg/internal/testgraph"
)

// buildExamples builds the repository's example captions through the real
// extractor into a bbolt store in dir, and returns its path.
func buildExamples(t testing.TB, dir string) string {
	t.Helper()
	db := filepath.Join(dir, "g.db")
	s, err := graph.Open(context.Background(), graph.Options{Path: db})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	testgraph.Examples(t, s)
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
