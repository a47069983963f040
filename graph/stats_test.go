package graph

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"
)

func TestStats(t *testing.T) {
	afpStat := EntityStat{IRI: "urn:kg:org:afp", Name: "Agence France-Presse", Type: "Organization", Photos: 3}
	aliceStat := EntityStat{IRI: "urn:kg:person:alice", Name: "Alice Smith", Type: "Person", Photos: 3}
	bobStat := EntityStat{IRI: "urn:kg:person:bob", Name: "Bob Jones", Type: "Person", Photos: 2}
	aleppoStat := EntityStat{IRI: "urn:kg:place:aleppo", Name: "Aleppo", Type: "Place", Photos: 2}
	tests := []struct {
		top  int
		want []EntityStat
	}{
		{0, nil},
		{1, []EntityStat{afpStat}}, // tied with alice at 3; the IRI decides
		{3, []EntityStat{afpStat, aliceStat, bobStat}},
		{10, []EntityStat{afpStat, aliceStat, bobStat, aleppoStat}}, // carol is on no photo
	}
	for _, backend := range backends {
		s := fixtureStore(t, backend)
		for _, tc := range tests {
			t.Run(fmt.Sprintf("%s/top=%d", backend, tc.top), func(t *testing.T) {
				st, err := s.Stats(context.Background(), tc.top)
				if err != nil {
					t.Fatal(err)
				}
				want := Stats{
					Photos: 3, Persons: 3, Organizations: 1, Places: 1,
					Nodes: fixtureNodeCount, Quads: fixtureQuadCount,
					Top: tc.want,
				}
				if !reflect.DeepEqual(st, want) {
					t.Errorf("Stats(%d):\n got %+v\nwant %+v", tc.top, st, want)
				}
			})
		}
	}
}

func TestStatsEmptyStore(t *testing.T) {
	for _, backend := range backends {
		st, err := openTest(t, backend).Stats(context.Background(), 5)
		if err != nil {
			t.Fatalf("%s: %v", backend, err)
		}
		if !reflect.DeepEqual(st, Stats{Top: []EntityStat{}}) {
			t.Errorf("%s: Stats of an empty store = %+v", backend, st)
		}
	}
}

func TestAliases(t *testing.T) {
	want := []string{
		"urn:kg:org:afp=AFP",
		"urn:kg:org:afp=Agence France-Presse",
		"urn:kg:person:alice=A. Smith",
		"urn:kg:person:alice=Alice Smith",
		"urn:kg:person:bob=Bob Jones",
		"urn:kg:person:carol=Carol White",
		"urn:kg:place:aleppo=Aleppo",
	}
	for _, backend := range backends {
		t.Run(backend, func(t *testing.T) {
			s := fixtureStore(t, backend)
			var got []string
			err := s.Aliases(context.Background(), func(iri, name string) error {
				got = append(got, iri+"="+name)
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("Aliases:\n got %q\nwant %q", got, want)
			}

			stop := errors.New("stop")
			if err := s.Aliases(context.Background(), func(string, string) error { return stop }); !errors.Is(err, stop) {
				t.Errorf("Aliases with a failing callback = %v, want its error", err)
			}
		})
	}
}
