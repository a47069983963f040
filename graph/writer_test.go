package graph

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/schema"
)

func TestWriteIsIdempotent(t *testing.T) {
	for _, backend := range backends {
		for _, batch := range []int{0, 1, 4} {
			t.Run(fmt.Sprintf("%s/batch=%d", backend, batch), func(t *testing.T) {
				s := openTest(t, backend)
				ctx := context.Background()
				sent, added := writeAll(t, s, batch, fixtureQuads())
				if sent != fixtureQuadCount || added != fixtureQuadCount {
					t.Errorf("first write: sent %d, added %d; want %d, %d", sent, added, fixtureQuadCount, fixtureQuadCount)
				}
				nodes1, quads1, err := s.Counts(ctx)
				if err != nil {
					t.Fatal(err)
				}

				// The second pass also repeats quads inside one batch.
				again := append(fixtureQuads(), fixtureQuads()[:5]...)
				sent, added = writeAll(t, s, batch, again)
				if sent != int64(len(again)) || added != 0 {
					t.Errorf("second write: sent %d, added %d; want %d, 0", sent, added, len(again))
				}
				nodes2, quads2, err := s.Counts(ctx)
				if err != nil {
					t.Fatal(err)
				}
				if nodes1 != fixtureNodeCount || quads1 != fixtureQuadCount || nodes2 != nodes1 || quads2 != quads1 {
					t.Errorf("counts: first %d nodes/%d quads, second %d/%d; want %d/%d both times",
						nodes1, quads1, nodes2, quads2, fixtureNodeCount, fixtureQuadCount)
				}
			})
		}
	}
}

// The same triple in another named graph is another quad.
func TestWriteKeepsLabelsApart(t *testing.T) {
	s := openTest(t, BackendBolt)
	q := quad.Make(alice, schema.Name, quad.String("Alice Smith"), srcA)
	unlabelled := q
	unlabelled.Label = nil
	otherLabel := q
	otherLabel.Label = srcB
	_, added := writeAll(t, s, 0, []quad.Quad{q, unlabelled, otherLabel, q})
	if added != 3 {
		t.Errorf("added %d quads, want 3 (one per label)", added)
	}
}

func TestWriterRejectsIncompleteQuads(t *testing.T) {
	s := openTest(t, BackendMemory)
	ctx := context.Background()
	w := s.NewWriter(0)
	good := quad.Make(alice, schema.Name, quad.String("Alice"), nil)
	bad := quad.Quad{Subject: alice, Predicate: schema.Name}
	err := w.Add(ctx, good, bad)
	if err == nil || !strings.Contains(err.Error(), "required") {
		t.Fatalf("Add with a quad lacking an object: %v, want an error", err)
	}
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
	if sent, _ := w.Written(); sent != 0 {
		t.Errorf("sent %d quads, want 0: a rejected call queues nothing", sent)
	}
}

func TestWriterHonoursContext(t *testing.T) {
	s := openTest(t, BackendMemory)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := s.NewWriter(2)
	if err := w.Add(ctx, fixtureQuads()...); err == nil {
		t.Fatal("Add with a canceled context succeeded")
	}
	_, quads, err := s.Counts(context.Background())
	if err != nil || quads != 0 {
		t.Errorf("store holds %d quads (%v) after a canceled write, want 0", quads, err)
	}
}

// One Add is one transaction even past the batch size: a caption's quads are
// never split between two commits.
func TestWriteKeepsACallTogether(t *testing.T) {
	s := openTest(t, BackendBolt)
	ctx := context.Background()
	w := s.NewWriter(3)
	qs := fixtureQuads()[:5]
	if err := w.Add(ctx, qs...); err != nil {
		t.Fatal(err)
	}
	if _, quads, _ := s.Counts(ctx); quads != 5 {
		t.Errorf("after one Add of 5 quads with batch size 3 the store holds %d, want all 5 committed together", quads)
	}
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
}
