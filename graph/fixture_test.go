package graph

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/schema"
)

// The test graph: three photos from two sources (named graphs src:a and
// src:b) and the entities they link to; every entity also has an rdf:type and
// a schema:name (alice and afp an alternateName too), in no named graph.
//
//	p1 (src:a) --mentions--------> alice  (Person)
//	           --creator---------> bob    (Person)
//	           --provider--------> afp    (Organization)
//	           --contentLocation-> aleppo (Place)
//	           --dateCreated-----> "2016-08-06"^^xsd:date
//	           --url-------------> <https://example.org/p1.jpg>  (no entity)
//	p2 (src:a) --mentions--------> alice
//	           --about-----------> alice
//	           --creator---------> bob
//	           --provider--------> afp
//	p3 (src:b) --mentions--------> alice
//	           --contentLocation-> aleppo
//	           --provider--------> afp
//	                               carol  (Person, on no photo)
//
//	entity  distinct photos
//	afp     3  (p1, p2, p3)
//	alice   3  (p2 links twice, counted once)
//	bob     2  (p1, p2)
//	aleppo  2  (p1, p3)
//	carol   0
var (
	p1, p2, p3 = quad.IRI("urn:kg:photo:1"), quad.IRI("urn:kg:photo:2"), quad.IRI("urn:kg:photo:3")
	alice      = quad.IRI("urn:kg:person:alice")
	bob        = quad.IRI("urn:kg:person:bob")
	carol      = quad.IRI("urn:kg:person:carol")
	afp        = quad.IRI("urn:kg:org:afp")
	aleppo     = quad.IRI("urn:kg:place:aleppo")
	srcA       = quad.IRI("urn:kg:source:a")
	srcB       = quad.IRI("urn:kg:source:b")

	mentions        = quad.IRI(schema.SchemaNS + "mentions")
	about           = quad.IRI(schema.SchemaNS + "about")
	creator         = quad.IRI(schema.SchemaNS + "creator")
	provider        = quad.IRI(schema.SchemaNS + "provider")
	contentLocation = quad.IRI(schema.SchemaNS + "contentLocation")
	dateCreated     = quad.IRI(schema.SchemaNS + "dateCreated")
	url             = quad.IRI(schema.SchemaNS + "url")

	date2016 = quad.TypedString{Value: "2016-08-06", Type: "http://www.w3.org/2001/XMLSchema#date"}
)

func fixtureQuads() []quad.Quad {
	return []quad.Quad{
		{Subject: p1, Predicate: schema.RDFType, Object: schema.Photograph, Label: srcA},
		{Subject: p1, Predicate: mentions, Object: alice, Label: srcA},
		{Subject: p1, Predicate: creator, Object: bob, Label: srcA},
		{Subject: p1, Predicate: provider, Object: afp, Label: srcA},
		{Subject: p1, Predicate: contentLocation, Object: aleppo, Label: srcA},
		{Subject: p1, Predicate: dateCreated, Object: date2016, Label: srcA},
		{Subject: p1, Predicate: url, Object: quad.IRI("https://example.org/p1.jpg"), Label: srcA},

		{Subject: p2, Predicate: schema.RDFType, Object: schema.Photograph, Label: srcA},
		{Subject: p2, Predicate: mentions, Object: alice, Label: srcA},
		{Subject: p2, Predicate: about, Object: alice, Label: srcA},
		{Subject: p2, Predicate: creator, Object: bob, Label: srcA},
		{Subject: p2, Predicate: provider, Object: afp, Label: srcA},

		{Subject: p3, Predicate: schema.RDFType, Object: schema.Photograph, Label: srcB},
		{Subject: p3, Predicate: mentions, Object: alice, Label: srcB},
		{Subject: p3, Predicate: contentLocation, Object: aleppo, Label: srcB},
		{Subject: p3, Predicate: provider, Object: afp, Label: srcB},

		{Subject: alice, Predicate: schema.RDFType, Object: schema.PersonClass},
		{Subject: alice, Predicate: schema.Name, Object: quad.String("Alice Smith")},
		{Subject: alice, Predicate: schema.AlternateName, Object: quad.String("A. Smith")},
		{Subject: bob, Predicate: schema.RDFType, Object: schema.PersonClass},
		{Subject: bob, Predicate: schema.Name, Object: quad.String("Bob Jones")},
		{Subject: carol, Predicate: schema.RDFType, Object: schema.PersonClass},
		{Subject: carol, Predicate: schema.Name, Object: quad.String("Carol White")},
		{Subject: afp, Predicate: schema.RDFType, Object: schema.OrgClass},
		{Subject: afp, Predicate: schema.Name, Object: quad.String("Agence France-Presse")},
		{Subject: afp, Predicate: schema.AlternateName, Object: quad.String("AFP")},
		{Subject: aleppo, Predicate: schema.RDFType, Object: schema.PlaceClass},
		{Subject: aleppo, Predicate: schema.Name, Object: quad.LangString{Value: "Aleppo", Lang: "en"}},
	}
}

// The fixture's totals, counted by hand: 28 quads; nodes are 3 photos, 5
// entities, 2 sources, 4 types, 10 predicates (rdf:type, 7 photo properties,
// name, alternateName), the date, the URL and 7 name strings.
const (
	fixtureQuadCount = 28
	fixtureNodeCount = 3 + 5 + 2 + 4 + 10 + 1 + 1 + 7
)

var backends = []string{BackendMemory, BackendBolt}

// openTest opens an empty store of the given backend, closed when the test ends.
func openTest(t testing.TB, backend string) *Store {
	t.Helper()
	opt := Options{Backend: backend}
	if backend == BackendBolt {
		opt.Path = filepath.Join(t.TempDir(), "kg.db")
	}
	s, err := Open(context.Background(), opt)
	if err != nil {
		t.Fatalf("open %s store: %v", backend, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func writeAll(t testing.TB, s *Store, batch int, quads []quad.Quad) (sent, added int64) {
	t.Helper()
	ctx := context.Background()
	w := s.NewWriter(batch)
	if err := w.Add(ctx, quads...); err != nil {
		t.Fatalf("add: %v", err)
	}
	if err := w.Close(ctx); err != nil {
		t.Fatalf("close writer: %v", err)
	}
	sent, added = w.Written()
	return sent, added
}

func fixtureStore(t testing.TB, backend string) *Store {
	t.Helper()
	s := openTest(t, backend)
	writeAll(t, s, 0, fixtureQuads())
	return s
}

// bigStore is a graph where Out().Out() from every node has fanout*fanout
// paths: enough work that a traversal of it takes far longer than the
// timeouts tests give it.
func bigStore(t testing.TB, nodes, fanout int) *Store {
	t.Helper()
	s := openTest(t, BackendMemory)
	w := s.NewWriter(0)
	ctx := context.Background()
	for i := range nodes {
		for j := 1; j <= fanout; j++ {
			err := w.Add(ctx, quad.Make(
				quad.IRI(fmt.Sprintf("urn:n:%d", i)),
				quad.IRI("urn:p:link"),
				quad.IRI(fmt.Sprintf("urn:n:%d", (i+j)%nodes)), nil))
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
	return s
}
