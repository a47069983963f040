package graph

import (
	"context"
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/schema"
)

// dupFact is a fact the fixture already states in src:a, stated again by
// another source: a second quad, the same triple.
var dupFact = quad.Quad{Subject: p1, Predicate: mentions, Object: alice, Label: srcB}

func subgraphStore(t *testing.T, backend string) *Store {
	t.Helper()
	s := openTest(t, backend)
	writeAll(t, s, 0, append(fixtureQuads(), dupFact))
	return s
}

func tripleKey(q quad.Quad) string {
	return q.Subject.String() + " " + q.Predicate.String() + " " + q.Object.String()
}

func quadKey(q quad.Quad) string {
	l := ""
	if q.Label != nil {
		l = " " + q.Label.String()
	}
	return tripleKey(q) + l
}

func TestTriples(t *testing.T) {
	want := map[string]bool{}
	for _, q := range append(fixtureQuads(), dupFact) {
		want[tripleKey(q)] = true
	}
	for _, backend := range backends {
		t.Run(backend, func(t *testing.T) {
			s := subgraphStore(t, backend)
			got := map[string]int{}
			var subjects []string
			err := s.Triples(context.Background(), func(q quad.Quad) error {
				if q.Label != nil {
					t.Errorf("triple %v has a label", q)
				}
				got[tripleKey(q)]++
				if n := len(subjects); n == 0 || subjects[n-1] != q.Subject.String() {
					subjects = append(subjects, q.Subject.String())
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			for k, n := range got {
				if n != 1 || !want[k] {
					t.Errorf("triple %s delivered %d times (in fixture: %v)", k, n, want[k])
				}
			}
			if len(got) != len(want) {
				t.Errorf("%d distinct triples, want %d", len(got), len(want))
			}
			seen := map[string]bool{}
			for _, sub := range subjects {
				if seen[sub] {
					t.Errorf("subject %s's triples are not together: %v", sub, subjects)
				}
				seen[sub] = true
			}
		})
	}
}

func TestTriplesStopsOnCallbackError(t *testing.T) {
	s := subgraphStore(t, BackendBolt)
	stop := errors.New("stop")
	n := 0
	err := s.Triples(context.Background(), func(quad.Quad) error { n++; return stop })
	if !errors.Is(err, stop) || n != 1 {
		t.Errorf("Triples returned %v after %d calls, want the callback's error after 1", err, n)
	}
}

// bruteNeighbourhood is Neighbourhood's definition computed the slow way on
// a list of quads: the nodes within depth-1 undirected steps (not through
// literals nor rdf:type's classes), then every quad touching one of them.
func bruteNeighbourhood(quads []quad.Quad, start quad.Value, depth int) map[string]bool {
	near := map[string]bool{start.String(): true}
	for range depth - 1 {
		next := map[string]bool{}
		for k := range near {
			next[k] = true
		}
		for _, q := range quads {
			_, iri := q.Object.(quad.IRI)
			if near[q.Subject.String()] && iri && q.Predicate != schema.RDFType {
				next[q.Object.String()] = true
			}
			if near[q.Object.String()] {
				next[q.Subject.String()] = true
			}
		}
		near = next
	}
	out := map[string]bool{}
	for _, q := range quads {
		if near[q.Subject.String()] || near[q.Object.String()] {
			out[quadKey(q)] = true
		}
	}
	return out
}

func TestNeighbourhood(t *testing.T) {
	all := append(fixtureQuads(), dupFact)
	cases := []struct {
		start quad.Value
		depth int
		count int // counted by hand from the fixture's picture
	}{
		{alice, 1, 8},  // her 3 facts, 4 mentions (one repeated by src:b) and p2's about
		{bob, 2, 15},   // his 2 facts; p1's 8 quads (with the repeat) and p2's 5
		{carol, 1, 2},  // only her own facts: nothing links to her
		{carol, 3, 2},  // and no path leads anywhere
		{aleppo, 1, 4}, // 2 facts, 2 contentLocations
		{alice, 3, 0},  // checked against the brute force only
		{afp, 2, 0},
	}
	for _, backend := range backends {
		s := subgraphStore(t, backend)
		for _, c := range cases {
			name := backend + "/" + strings.TrimPrefix(c.start.String(), "<urn:kg:")
			t.Run(name+"/depth"+string(rune('0'+c.depth)), func(t *testing.T) {
				got := map[string]int{}
				err := s.Neighbourhood(context.Background(), []quad.Value{c.start}, c.depth, func(q quad.Quad) error {
					got[quadKey(q)]++
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
				want := bruteNeighbourhood(all, c.start, c.depth)
				for k, n := range got {
					if n != 1 {
						t.Errorf("%s delivered %d times", k, n)
					}
					if !want[k] {
						t.Errorf("%s is not in the neighbourhood", k)
					}
				}
				for k := range want {
					if got[k] == 0 {
						t.Errorf("%s is missing", k)
					}
				}
				if c.count > 0 && len(got) != c.count {
					t.Errorf("%d quads, want %d", len(got), c.count)
				}
			})
		}
	}
	s := subgraphStore(t, BackendMemory)
	if err := s.Neighbourhood(context.Background(), []quad.Value{alice}, 0, func(quad.Quad) error { return nil }); err == nil {
		t.Error("depth 0 accepted")
	}
}

func TestFindEntities(t *testing.T) {
	cases := []struct {
		ref  string
		want []quad.Value
	}{
		{"Alice Smith", []quad.Value{alice}},
		{"A. Smith", []quad.Value{alice}},
		{"AFP", []quad.Value{afp}},
		{"urn:kg:person:bob", []quad.Value{bob}},
		{"<urn:kg:person:bob>", []quad.Value{bob}},
		{"<urn:kg:person:nobody>", nil},
		{"Nobody", nil},
	}
	for _, backend := range backends {
		s := subgraphStore(t, backend)
		for _, c := range cases {
			t.Run(backend+"/"+c.ref, func(t *testing.T) {
				got, err := s.FindEntities(context.Background(), c.ref)
				if err != nil {
					t.Fatal(err)
				}
				if len(got) != len(c.want) || len(got) > 0 && got[0] != c.want[0] {
					t.Errorf("FindEntities(%q) = %v, want %v", c.ref, got, c.want)
				}
			})
		}
	}
}

func TestQueryQuads(t *testing.T) {
	script := `g.V("<urn:kg:person:alice>").Tag("person").In("<http://schema.org/mentions>").Tag("photo").All()`
	want := []string{
		"<urn:kg:person:alice> <http://schema.org/alternateName> \"A. Smith\"",
		"<urn:kg:person:alice> <http://schema.org/name> \"Alice Smith\"",
		"<urn:kg:person:alice> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://schema.org/Person>",
		"<urn:kg:photo:1> <http://schema.org/dateCreated> \"2016-08-06\"^^<http://www.w3.org/2001/XMLSchema#date> <urn:kg:source:a>",
		"<urn:kg:photo:1> <http://schema.org/mentions> <urn:kg:person:alice> <urn:kg:source:a>",
		"<urn:kg:photo:1> <http://schema.org/mentions> <urn:kg:person:alice> <urn:kg:source:b>",
		"<urn:kg:photo:1> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://schema.org/Photograph> <urn:kg:source:a>",
		"<urn:kg:photo:2> <http://schema.org/about> <urn:kg:person:alice> <urn:kg:source:a>",
		"<urn:kg:photo:2> <http://schema.org/mentions> <urn:kg:person:alice> <urn:kg:source:a>",
		"<urn:kg:photo:2> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://schema.org/Photograph> <urn:kg:source:a>",
		"<urn:kg:photo:3> <http://schema.org/mentions> <urn:kg:person:alice> <urn:kg:source:b>",
		"<urn:kg:photo:3> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://schema.org/Photograph> <urn:kg:source:b>",
	}
	for _, backend := range backends {
		t.Run(backend, func(t *testing.T) {
			s := subgraphStore(t, backend)
			var got []string
			err := s.QueryQuads(context.Background(), script, QueryOptions{Limit: -1}, func(q quad.Quad) error {
				got = append(got, quadKey(q))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			sort.Strings(got)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
	s := subgraphStore(t, BackendMemory)
	if err := s.QueryQuads(context.Background(), "g.V(", QueryOptions{}, func(quad.Quad) error { return nil }); err == nil || !strings.Contains(err.Error(), "gizmo") {
		t.Errorf("syntax error gave %v", err)
	}
}
