package graph

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestQuery(t *testing.T) {
	tests := []struct {
		name   string
		script string
		limit  int
		want   []map[string]any // compared as a set unless ordered
	}{
		{
			name:   "people by type",
			script: `g.V("<http://schema.org/Person>").In("<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>").All()`,
			want: []map[string]any{
				{"id": "<urn:kg:person:alice>"}, {"id": "<urn:kg:person:bob>"}, {"id": "<urn:kg:person:carol>"},
			},
		},
		{
			name:   "typed literal keeps its datatype",
			script: `g.V("<urn:kg:photo:1>").Tag("photo").Out("<http://schema.org/dateCreated>").All()`,
			want: []map[string]any{
				{"photo": "<urn:kg:photo:1>", "id": `"2016-08-06"^^<http://www.w3.org/2001/XMLSchema#date>`},
			},
		},
		{
			name:   "plain and language strings (Cayley's JSON drops the language)",
			script: `g.V("<urn:kg:person:alice>", "<urn:kg:place:aleppo>").Out("<http://schema.org/name>").All()`,
			want:   []map[string]any{{"id": "Alice Smith"}, {"id": "Aleppo"}},
		},
		{
			name:   "named graph restricts the traversal",
			script: `g.V("<urn:kg:person:alice>").LabelContext("<urn:kg:source:b>").In("<http://schema.org/mentions>").All()`,
			want:   []map[string]any{{"id": "<urn:kg:photo:3>"}},
		},
		{
			name:   "emitted values",
			script: `g.emit({photos: g.V("<http://schema.org/Photograph>").In("<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>").Count()}); g.emit("done")`,
			want:   []map[string]any{{"photos": int64(3)}, {"value": "done"}},
		},
		{
			name:   "limit",
			script: `g.V().All()`,
			limit:  4,
			want:   nil, // checked by count below
		},
		{
			name:   "no results",
			script: `g.V("<urn:kg:nobody>").Out().All()`,
		},
		{
			// Without the guard this one kills the process (a Cayley bug).
			name:   "excluding a node the store lacks",
			script: `g.V("<urn:kg:photo:1>").Out("<http://schema.org/creator>").Except(g.V("<urn:kg:nobody>")).All()`,
			want:   []map[string]any{{"id": "<urn:kg:person:bob>"}},
		},
		{
			name:   "difference with a node the store lacks",
			script: `g.V("<urn:kg:photo:3>").Out("<http://schema.org/provider>").Difference(g.V("<urn:kg:nobody>", "<urn:kg:nothing>")).All()`,
			want:   []map[string]any{{"id": "<urn:kg:org:afp>"}},
		},
		{
			name:   "excluding a node that exists still excludes it",
			script: `g.V("<urn:kg:photo:1>").Out().Except(g.V("<urn:kg:person:bob>")).Except(g.V("<urn:kg:org:afp>")).Out("<http://schema.org/name>").All()`,
			want:   []map[string]any{{"id": "Alice Smith"}, {"id": "Aleppo"}},
		},
	}
	for _, backend := range backends {
		s := fixtureStore(t, backend)
		for _, tc := range tests {
			t.Run(backend+"/"+tc.name, func(t *testing.T) {
				var got []map[string]any
				err := s.Query(context.Background(), tc.script, QueryOptions{Limit: tc.limit, Timeout: 5 * time.Second},
					func(m map[string]any) error {
						got = append(got, m)
						return nil
					})
				if err != nil {
					t.Fatalf("Query: %v", err)
				}
				if tc.limit > 0 {
					if len(got) != tc.limit {
						t.Errorf("got %d results, want the limit %d", len(got), tc.limit)
					}
					return
				}
				if !sameResults(got, tc.want) {
					t.Errorf("results:\n got %v\nwant %v", got, tc.want)
				}
			})
		}
	}
}

func TestQueryDefaultAndNoLimit(t *testing.T) {
	s := bigStore(t, 150, 1) // 150 nodes + 1 predicate
	count := func(limit int) int {
		n := 0
		err := s.Query(context.Background(), `g.V().All()`, QueryOptions{Limit: limit}, func(map[string]any) error {
			n++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	if n := count(0); n != DefaultQueryLimit {
		t.Errorf("limit 0 gave %d results, want DefaultQueryLimit (%d)", n, DefaultQueryLimit)
	}
	if n := count(-1); n != 151 {
		t.Errorf("no limit gave %d results, want all 151 nodes", n)
	}
}

// Once the limit is reached, what the script does next cannot change the
// results, so it must not turn a complete answer into a timeout.
func TestQueryLimitReachedStopsScript(t *testing.T) {
	s := fixtureStore(t, BackendMemory)
	n := 0
	start := time.Now()
	err := s.Query(context.Background(), `g.V().All(); while(true){}`, QueryOptions{Limit: 5, Timeout: 5 * time.Second},
		func(map[string]any) error {
			n++
			return nil
		})
	if err != nil || n != 5 {
		t.Fatalf("Query = %v with %d results, want 5 results", err, n)
	}
	if took := time.Since(start); took > time.Second {
		t.Errorf("Query took %v: it waited for the endless script", took)
	}
}

func TestQueryErrors(t *testing.T) {
	s := fixtureStore(t, BackendMemory)
	tests := []struct {
		name, script, want string
	}{
		{"syntax error", `g.V(`, "SyntaxError"},
		{"unknown method", `g.V().Foo()`, "has no member 'Foo'"},
		{"thrown error", `throw new Error("boom")`, "boom"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			called := false
			err := s.Query(context.Background(), tc.script, QueryOptions{}, func(map[string]any) error {
				called = true
				return nil
			})
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "gizmo: ") {
				t.Errorf("error %v, want a gizmo error containing %q", err, tc.want)
			}
			if called {
				t.Error("a failing script delivered results")
			}
		})
	}
}

func TestQueryCallbackError(t *testing.T) {
	s := fixtureStore(t, BackendMemory)
	stop := errors.New("stop")
	for _, limit := range []int{0, -1} {
		n := 0
		err := s.Query(context.Background(), `g.V().All()`, QueryOptions{Limit: limit}, func(map[string]any) error {
			n++
			return stop
		})
		if !errors.Is(err, stop) || n != 1 {
			t.Errorf("limit %d: Query = %v after %d calls, want the callback's error after 1", limit, err, n)
		}
	}
}

func TestQueryTimeout(t *testing.T) {
	big := bigStore(t, 3000, 30) // Out().Out() has 2.7M paths
	small := fixtureStore(t, BackendMemory)
	tests := []struct {
		name    string
		store   *Store
		script  string
		limit   int
		timeout time.Duration
		// partial says results may reach fn before the timeout (no limit: streamed).
		partial bool
	}{
		{"endless loop", small, `while(true){}`, 0, 200 * time.Millisecond, false},
		{"endless loop after results", small, `g.V().All(); while(true){}`, 0, 200 * time.Millisecond, false},
		{"big traversal held back", big, `g.V().Out().Out().All()`, 1 << 30, 100 * time.Millisecond, false},
		{"big traversal streamed", big, `g.V().Out().Out().All()`, -1, 100 * time.Millisecond, true},
		{"big count", big, `g.emit(g.V().Out().Out().Out().Count())`, 0, 100 * time.Millisecond, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			goroutines := runtime.NumGoroutine()
			start := time.Now()
			err := tc.store.Query(context.Background(), tc.script, QueryOptions{Limit: tc.limit, Timeout: tc.timeout},
				func(map[string]any) error {
					n++
					return nil
				})
			took := time.Since(start)
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("Query = %v, want an error wrapping context.DeadlineExceeded", err)
			}
			if want := fmt.Sprintf("query stopped after %s timeout", tc.timeout); !strings.Contains(err.Error(), want) {
				t.Errorf("error %q does not say %q", err, want)
			}
			if took > tc.timeout+time.Second {
				t.Errorf("Query returned after %v, want soon after the %v timeout", took, tc.timeout)
			}
			if !tc.partial && n != 0 {
				t.Errorf("%d partial results delivered, want none", n)
			}
			// The script itself must stop too, not only Query return.
			for deadline := time.Now().Add(2 * time.Second); runtime.NumGoroutine() > goroutines; {
				if time.Now().After(deadline) {
					t.Fatalf("%d goroutines still running 2s after the timeout, %d before the query", runtime.NumGoroutine(), goroutines)
				}
				time.Sleep(10 * time.Millisecond)
			}
		})
	}
}

func TestQueryCanceled(t *testing.T) {
	s := fixtureStore(t, BackendMemory)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	err := s.Query(ctx, `while(true){}`, QueryOptions{Timeout: time.Minute}, func(map[string]any) error { return nil })
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("Query = %v, want context.Canceled", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("canceled query returned after %v", took)
	}
}

// sameResults compares result lists as multisets.
func sameResults(got, want []map[string]any) bool {
	if len(got) != len(want) {
		return false
	}
	left := slices.Clone(want)
	for _, g := range got {
		i := slices.IndexFunc(left, func(w map[string]any) bool { return reflect.DeepEqual(g, w) })
		if i < 0 {
			return false
		}
		left = slices.Delete(left, i, i+1)
	}
	return true
}
