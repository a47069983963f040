package graph

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	// Registers Cayley's own bbolt backend, to check that it opens our stores.
	_ "github.com/cayleygraph/cayley/graph/kv/bbolt"
	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"
)

func TestOpenErrors(t *testing.T) {
	file := filepath.Join(t.TempDir(), "plain")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		opt  Options
		want string
	}{
		{"unknown backend", Options{Backend: "leveldb"}, `unknown backend "leveldb"`},
		{"no path", Options{}, "no path"},
		{"path is a file", Options{Path: file}, "not a directory"},
		{"read-only missing", Options{Path: filepath.Join(t.TempDir(), "none"), ReadOnly: true}, "does not exist"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Open(context.Background(), tc.opt)
			if err == nil {
				s.Close()
				t.Fatalf("Open succeeded, want error containing %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}

func TestOpenLocked(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "kg.db")
	ctx := context.Background()
	first, err := Open(ctx, Options{Path: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()

	for _, readOnly := range []bool{false, true} {
		start := time.Now()
		second, err := Open(ctx, Options{Path: dir, ReadOnly: readOnly})
		took := time.Since(start)
		if err == nil {
			second.Close()
			t.Fatalf("second open (read-only %v) of a held store succeeded", readOnly)
		}
		if !errors.Is(err, ErrLocked) {
			t.Fatalf("second open (read-only %v): %v, want ErrLocked", readOnly, err)
		}
		if took > 2*time.Second {
			t.Errorf("second open took %v to fail, want about the 1s lock timeout", took)
		}
		for _, part := range []string{dir, "in use by another kg process", "HTTP API"} {
			if !strings.Contains(err.Error(), part) {
				t.Errorf("error %q does not mention %q", err, part)
			}
		}
	}

	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := Open(ctx, Options{Path: dir, LockTimeout: 100 * time.Millisecond})
	if err != nil {
		t.Fatalf("open after the holder closed: %v", err)
	}
	again.Close()
}

func TestReadOnlyStoresShare(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "kg.db")
	ctx := context.Background()
	s, err := Open(ctx, Options{Path: dir})
	if err != nil {
		t.Fatal(err)
	}
	writeAll(t, s, 0, fixtureQuads())
	s.Close()

	var readers []*Store
	for range 2 {
		r, err := Open(ctx, Options{Path: dir, ReadOnly: true, LockTimeout: 200 * time.Millisecond})
		if err != nil {
			t.Fatalf("read-only open: %v", err)
		}
		defer r.Close()
		readers = append(readers, r)
	}
	_, quads, err := readers[1].Counts(ctx)
	if err != nil || quads != fixtureQuadCount {
		t.Errorf("read-only Counts = %d quads, %v; want %d", quads, err, fixtureQuadCount)
	}
	w := readers[0].NewWriter(0)
	if err := w.Add(ctx, fixtureQuads()[0]); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(ctx); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("write to a read-only store: %v, want a read-only error", err)
	}
}

func TestReopenKeepsData(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "kg.db")
	ctx := context.Background()
	s, err := Open(ctx, Options{Path: dir})
	if err != nil {
		t.Fatal(err)
	}
	writeAll(t, s, 0, fixtureQuads())
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "indexes.bolt")); err != nil {
		t.Fatalf("store layout: %v", err)
	}

	s, err = Open(ctx, Options{Path: dir})
	if err != nil {
		t.Fatal(err)
	}
	nodes, quads, err := s.Counts(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if nodes != fixtureNodeCount || quads != fixtureQuadCount {
		t.Errorf("after reopen: %d nodes, %d quads; want %d, %d", nodes, quads, fixtureNodeCount, fixtureQuadCount)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	// Cayley's own backend must read the same directory.
	qs, err := cgraph.NewQuadStore("bbolt", dir, nil)
	if err != nil {
		t.Fatalf("cayley's bbolt backend cannot open the store: %v", err)
	}
	defer qs.Close()
	st, err := qs.Stats(ctx, true)
	if err != nil {
		t.Fatal(err)
	}
	if st.Quads.Value != fixtureQuadCount || st.Nodes.Value != fixtureNodeCount {
		t.Errorf("cayley sees %d nodes, %d quads; want %d, %d", st.Nodes.Value, st.Quads.Value, fixtureNodeCount, fixtureQuadCount)
	}
}

func TestClosedStore(t *testing.T) {
	s := openTest(t, BackendMemory)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	ctx := context.Background()
	calls := map[string]error{
		"Counts": func() error { _, _, err := s.Counts(ctx); return err }(),
		"Quads":  s.Quads(ctx, func(quad.Quad) error { return nil }),
		"Query":  s.Query(ctx, "g.V().All()", QueryOptions{}, func(map[string]any) error { return nil }),
		"Stats":  func() error { _, err := s.Stats(ctx, 3); return err }(),
		"Write":  func() error { w := s.NewWriter(0); w.Add(ctx, fixtureQuads()...); return w.Close(ctx) }(),
	}
	for name, err := range calls {
		if !errors.Is(err, ErrClosed) {
			t.Errorf("%s on a closed store: %v, want ErrClosed", name, err)
		}
	}
}

func TestCounts(t *testing.T) {
	for _, backend := range backends {
		t.Run(backend, func(t *testing.T) {
			s := openTest(t, backend)
			nodes, quads, err := s.Counts(context.Background())
			if err != nil || nodes != 0 || quads != 0 {
				t.Fatalf("empty store: %d nodes, %d quads, %v", nodes, quads, err)
			}
			writeAll(t, s, 0, fixtureQuads())
			nodes, quads, err = s.Counts(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if nodes != fixtureNodeCount || quads != fixtureQuadCount {
				t.Errorf("Counts = %d nodes, %d quads; want %d, %d", nodes, quads, fixtureNodeCount, fixtureQuadCount)
			}
		})
	}
}

// TestQuadsRoundTrip checks what the N-Quads export relies on: Quads gives back
// every stored quad with its label, and literals keep their datatype and language.
func TestQuadsRoundTrip(t *testing.T) {
	for _, backend := range backends {
		t.Run(backend, func(t *testing.T) {
			s := fixtureStore(t, backend)
			var buf bytes.Buffer
			w := nquads.NewWriter(&buf)
			if err := s.Quads(context.Background(), w.WriteQuad); err != nil {
				t.Fatal(err)
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			out := buf.String()
			for _, line := range []string{
				`<urn:kg:photo:1> <http://schema.org/dateCreated> "2016-08-06"^^<http://www.w3.org/2001/XMLSchema#date> <urn:kg:source:a> .`,
				`<urn:kg:place:aleppo> <http://schema.org/name> "Aleppo"@en .`,
				`<urn:kg:photo:3> <http://schema.org/provider> <urn:kg:org:afp> <urn:kg:source:b> .`,
			} {
				if !strings.Contains(out, line+"\n") {
					t.Errorf("export lacks line %s", line)
				}
			}

			got, err := quad.ReadAll(nquads.NewReader(strings.NewReader(out), false))
			if err != nil {
				t.Fatalf("read back export: %v", err)
			}
			if diff := diffQuads(got, fixtureQuads()); diff != "" {
				t.Error(diff)
			}
		})
	}
}

func TestQuadsStopsOnCallbackError(t *testing.T) {
	s := fixtureStore(t, BackendBolt)
	stop := errors.New("stop")
	n := 0
	err := s.Quads(context.Background(), func(quad.Quad) error {
		n++
		if n == 5 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || n != 5 {
		t.Errorf("Quads = %v after %d calls, want the callback's error after 5", err, n)
	}
}

func diffQuads(got, want []quad.Quad) string {
	key := func(qs []quad.Quad) []string {
		out := make([]string, len(qs))
		for i, q := range qs {
			out[i] = q.NQuad()
		}
		slices.Sort(out)
		return out
	}
	g, w := key(got), key(want)
	if slices.Equal(g, w) {
		return ""
	}
	return "quads differ:\n got: " + strings.Join(g, "\n      ") + "\nwant: " + strings.Join(w, "\n      ")
}
