package graph

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/schema"
)

// captionQuads makes the quads of n synthetic photos shaped like kg's output:
// a type, a date, a mention of one of a few hundred people and a provider.
func captionQuads(n int, emit func(quad.Quad) error) error {
	src := quad.IRI("urn:kg:source:bench")
	for i := range n {
		p := quad.IRI(fmt.Sprintf("urn:kg:photo:%d", i))
		for _, q := range []quad.Quad{
			{Subject: p, Predicate: schema.RDFType, Object: schema.Photograph, Label: src},
			{Subject: p, Predicate: dateCreated, Object: quad.TypedString{Value: quad.String(fmt.Sprintf("2016-08-%02d", i%28+1)), Type: "http://www.w3.org/2001/XMLSchema#date"}, Label: src},
			{Subject: p, Predicate: mentions, Object: quad.IRI(fmt.Sprintf("urn:kg:person:%d", i%300)), Label: src},
			{Subject: p, Predicate: provider, Object: afp, Label: src},
		} {
			if err := emit(q); err != nil {
				return err
			}
		}
	}
	return nil
}

func BenchmarkWrite(b *testing.B) {
	ctx := context.Background()
	s := openTest(b, BackendBolt)
	w := s.NewWriter(0)
	photos := max(b.N/4, 1)
	b.ResetTimer()
	start := time.Now()
	if err := captionQuads(photos, func(q quad.Quad) error { return w.Add(ctx, q) }); err != nil {
		b.Fatal(err)
	}
	if err := w.Close(ctx); err != nil {
		b.Fatal(err)
	}
	b.StopTimer()
	sent, _ := w.Written()
	b.ReportMetric(float64(sent)/time.Since(start).Seconds(), "quads/s")
}

func BenchmarkOpen(b *testing.B) {
	ctx := context.Background()
	dir := filepath.Join(b.TempDir(), "kg.db")
	s, err := Open(ctx, Options{Path: dir})
	if err != nil {
		b.Fatal(err)
	}
	w := s.NewWriter(0)
	if err := captionQuads(25000, func(q quad.Quad) error { return w.Add(ctx, q) }); err != nil {
		b.Fatal(err)
	}
	if err := w.Close(ctx); err != nil {
		b.Fatal(err)
	}
	s.Close()
	b.ResetTimer()
	for b.Loop() {
		s, err := Open(ctx, Options{Path: dir})
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	}
}

// BenchmarkQuads measures the export path: streaming every quad of a bbolt store.
func BenchmarkQuads(b *testing.B) {
	ctx := context.Background()
	s := openTest(b, BackendBolt)
	w := s.NewWriter(0)
	if err := captionQuads(25000, func(q quad.Quad) error { return w.Add(ctx, q) }); err != nil {
		b.Fatal(err)
	}
	if err := w.Close(ctx); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		n := 0
		if err := s.Quads(ctx, func(quad.Quad) error { n++; return nil }); err != nil {
			b.Fatal(err)
		}
		if n != 100000 {
			b.Fatalf("streamed %d quads, want 100000", n)
		}
	}
	b.ReportMetric(float64(100000*b.N)/b.Elapsed().Seconds(), "quads/s")
}
