package pipeline

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/kg-archive/kg/extract"
	"github.com/kg-archive/kg/graph"
	"github.com/kg-archive/kg/internal/synth"
	"github.com/kg-archive/kg/schema"
)

// BenchmarkBuild measures a whole build of synthetic captions into a fresh
// bbolt store, extraction on every core included; compare it with
// extract's BenchmarkProseAlone for the build-to-prose ratio.
func BenchmarkBuild(b *testing.B) {
	x, err := extract.New()
	if err != nil {
		b.Fatal(err)
	}
	gen := synth.New(1)
	const n = 500
	cs := make([]schema.Caption, n)
	for i := range cs {
		cs[i] = gen.Caption(i)
	}
	iris, _ := schema.NewIRIs(schema.DefaultBase)
	ctx := context.Background()
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		store, err := graph.Open(ctx, graph.Options{Path: filepath.Join(b.TempDir(), "g"+string(rune('a'+i%26)))})
		if err != nil {
			b.Fatal(err)
		}
		w := store.NewWriter(0)
		b.StartTimer()
		if _, err := Run(ctx, sliceSource(cs), Options{Extractor: x, Resolver: extract.NewResolver(), Writer: w, IRIs: iris}); err != nil {
			b.Fatal(err)
		}
		if err := w.Close(ctx); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		store.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "captions/s")
}
