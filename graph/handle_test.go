package graph

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/cayleygraph/cayley/query"
	"github.com/cayleygraph/cayley/query/gizmo"
	"github.com/cayleygraph/quad"
)

// TestHandleSeesStore checks that what is written through the Store is what
// Cayley's own query machinery reads through Handle, and that a read-only
// store's handle refuses writes.
func TestHandleSeesStore(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "g.db")
	s, err := Open(ctx, Options{Path: dir})
	if err != nil {
		t.Fatal(err)
	}
	q := quad.MakeIRI("http://ex.org/a", "http://schema.org/name", "", "http://ex.org/photo/1")
	q.Object = quad.String("Alpha")
	if err := s.Handle().AddQuad(q); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	ro, err := Open(ctx, Options{Path: dir, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if !ro.ReadOnly() || ro.Path() != dir {
		t.Errorf("ReadOnly()=%v Path()=%q, want true %q", ro.ReadOnly(), ro.Path(), dir)
	}
	h := ro.Handle()
	it, err := gizmo.NewSession(h.QuadStore).Execute(ctx, `g.V("<http://ex.org/a>").Out("<http://schema.org/name>").All()`, query.Options{Collation: query.JSON, Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	defer it.Close()
	var got []any
	for it.Next(ctx) {
		got = append(got, it.Result())
	}
	if err := it.Err(); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].(map[string]any)["id"] != "Alpha" {
		t.Errorf("query through Handle = %v, want one result Alpha", got)
	}
	q2 := q
	q2.Object = quad.String("Beta")
	if err := h.AddQuad(q2); err == nil {
		t.Error("write through a read-only store's handle succeeded")
	}
}
