package rdf

import (
	"path/filepath"
	"testing"

	"github.com/kg-archive/kg/internal/rdf/rdftest"
)

// TestGoldensParseInRapper has raptor parse every golden it can read: zero
// errors, zero warnings, and the number of statements written.
func TestGoldensParseInRapper(t *testing.T) {
	quads := len(hostileQuads())
	cases := []struct {
		format Format
		rapper string
		want   int
	}{
		{NQuads, "nquads", quads},
		{NTriples, "ntriples", quads}, // the writer streams what it is given
		{Turtle, "turtle", quads - 1}, // one triple is stated by two photos
		{TriG, "trig", quads},
	}
	for _, c := range cases {
		t.Run(string(c.format), func(t *testing.T) {
			if n := rdftest.Rapper(t, c.rapper, goldenPath(c.format)); n != c.want {
				t.Errorf("rapper counted %d statements, want %d", n, c.want)
			}
		})
	}
}

// TestGoldensInRDFLib has rdflib load every golden and compares them with
// the N-Quads one: same named graphs, same statements, no warnings.
func TestGoldensInRDFLib(t *testing.T) {
	python := rdftest.Python(t)
	abs := func(f Format) string {
		p, err := filepath.Abs(goldenPath(f))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	out := rdftest.SameStatements(t, python,
		rdftest.File{Format: "nquads", Path: abs(NQuads)},
		rdftest.File{Format: "trig", Path: abs(TriG)},
		rdftest.File{Format: "json-ld", Path: abs(JSONLD)},
		rdftest.File{Format: "turtle", Path: abs(Turtle)},
		rdftest.File{Format: "nt", Path: abs(NTriples)},
	)
	t.Log(out)
}
