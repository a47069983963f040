package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/graph"
	"github.com/kg-archive/kg/internal/rdf/rdftest"
	"github.com/kg-archive/kg/internal/testenv"
)

// exampleStore builds the repository's example captions into a fresh store.
func exampleStore(t *testing.T) (dir, db string) {
	t.Helper()
	dir = t.TempDir()
	db = filepath.Join(dir, "g.db")
	examples := filepath.Join(testenv.RepoRoot(t), "testdata", "examples", "captions.jsonl")
	if code, _, stderr := run(t, "", "build", "--db", db, examples); code != 0 {
		t.Fatalf("build exit %d:\n%s", code, stderr)
	}
	return dir, db
}

func exportTo(t *testing.T, db, out string, args ...string) {
	t.Helper()
	if code, _, stderr := run(t, "", append([]string{"export", "--db", db, "--out", out}, args...)...); code != 0 {
		t.Fatalf("export %s exit %d:\n%s", out, code, stderr)
	}
}

// sortedLines reads an N-Quads or N-Triples file as a sorted list of lines.
func sortedLines(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) == 1 && lines[0] == "" {
		lines = nil
	}
	sort.Strings(lines)
	return lines
}

var graphLabel = regexp.MustCompile(` <[^<>]*> \.$`)

// distinctTriples drops the graph label of every N-Quads line and counts
// what is left, as a triple format must state it.
func distinctTriples(lines []string) []string {
	set := map[string]bool{}
	for _, l := range lines {
		set[graphLabel.ReplaceAllString(l, " .")] = true
	}
	out := make([]string, 0, len(set))
	for l := range set {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// TestExportIsValidRDF exports the example captions in every format raptor
// reads and has rapper parse each: zero errors, zero warnings, and as many
// statements as the store holds quads (N-Quads, TriG) or distinct triples
// (N-Triples, Turtle).
func TestExportIsValidRDF(t *testing.T) {
	testenv.Tool(t, "rapper")
	dir, db := exampleStore(t)
	nq := filepath.Join(dir, "g.nq")
	exportTo(t, db, nq)
	quads := len(sortedLines(t, nq))
	triples := len(distinctTriples(sortedLines(t, nq)))
	if triples >= quads {
		t.Fatalf("the examples should state some facts in several photos: %d triples, %d quads", triples, quads)
	}
	_, stats, _ := run(t, "", "stats", "--db", db, "--format", "json")
	if !strings.Contains(stats, `"Quads": `+strconv.Itoa(quads)) {
		t.Errorf("store and export disagree on the quad count (%d exported):\n%s", quads, stats)
	}
	cases := []struct {
		ext, rapper string
		want        int
	}{
		{".nq", "nquads", quads},
		{".trig", "trig", quads},
		{".nt", "ntriples", triples},
		{".ttl", "turtle", triples},
	}
	for _, c := range cases {
		t.Run(c.rapper, func(t *testing.T) {
			out := filepath.Join(dir, "export"+c.ext)
			exportTo(t, db, out)
			if n := rdftest.Rapper(t, c.rapper, out); n != c.want {
				t.Errorf("rapper counted %d statements, want %d", n, c.want)
			}
		})
	}
	if got := sortedLines(t, filepath.Join(dir, "export.nt")); strings.Join(got, "\n") != strings.Join(distinctTriples(sortedLines(t, nq)), "\n") {
		t.Errorf("N-Triples export is not the N-Quads export's distinct triples")
	}
}

// sparqlScript loads one export into an rdflib Dataset (named graphs seen as
// one union graph) and prints the answers of each SPARQL query, one JSON
// list of sorted strings per query.
const sparqlScript = `
import json, sys
from rdflib import Dataset
ds = Dataset(default_union=True)
ds.parse(sys.argv[2], format=sys.argv[1])
out = []
for q in sys.argv[3:]:
    rows = sorted(" ".join(str(v) for v in row) for row in ds.query(q))
    out.append(rows)
print(json.dumps(out))
`

// TestExportInRDFLib loads the N-Quads, TriG, Turtle and JSON-LD exports of
// the example captions into rdflib, checks they state the same graphs, and
// runs SPARQL equivalents of Gizmo queries on each: the answers must match
// the store's.
func TestExportInRDFLib(t *testing.T) {
	python := rdftest.Python(t)
	dir, db := exampleStore(t)
	files := map[string]string{}
	for _, f := range []struct{ ext, rdflib string }{{".nq", "nquads"}, {".trig", "trig"}, {".ttl", "turtle"}, {".jsonld", "json-ld"}, {".nt", "nt"}} {
		files[f.rdflib] = filepath.Join(dir, "g"+f.ext)
		exportTo(t, db, files[f.rdflib])
	}
	t.Log(rdftest.SameStatements(t, python,
		rdftest.File{Format: "nquads", Path: files["nquads"]},
		rdftest.File{Format: "trig", Path: files["trig"]},
		rdftest.File{Format: "json-ld", Path: files["json-ld"]},
		rdftest.File{Format: "turtle", Path: files["turtle"]},
		rdftest.File{Format: "nt", Path: files["nt"]},
	))

	const (
		s      = "http://schema.org/"
		person = "https://example.org/kg/person/karim-haddad"
		syria  = "https://example.org/kg/place/syria"
	)
	queries := []struct {
		name   string
		sparql string
		gizmo  string
		row    func(map[string]any) string
	}{
		{
			"places in a photographer's photos",
			`PREFIX schema: <` + s + `> SELECT DISTINCT ?place WHERE { ?photo schema:creator <` + person + `> ; schema:contentLocation ?place }`,
			`g.V("<` + person + `>").In("<` + s + `creator>").Out("<` + s + `contentLocation>").Unique().All()`,
			func(r map[string]any) string { return iriOf(r["id"]) },
		},
		{
			"photos per agency",
			`PREFIX schema: <` + s + `> SELECT ?agency (COUNT(DISTINCT ?photo) AS ?n) WHERE { ?photo a schema:Photograph ; schema:provider ?agency } GROUP BY ?agency`,
			`g.V("<` + s + `Photograph>").In("<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>").Tag("photo").Out("<` + s + `provider>").All()`,
			nil, // counted below
		},
		{
			"everything contained in a place",
			`PREFIX schema: <` + s + `> SELECT DISTINCT ?x WHERE { ?x schema:containedInPlace+ <` + syria + `> }`,
			`g.V("<` + syria + `>").FollowRecursive(g.M().In("<` + s + `containedInPlace>")).Unique().All()`,
			func(r map[string]any) string { return iriOf(r["id"]) },
		},
	}

	store, err := graph.Open(context.Background(), graph.Options{Path: db, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	var want [][]string
	for _, q := range queries {
		var rows []string
		perAgency := map[string]map[string]bool{}
		err := store.Query(context.Background(), q.gizmo, graph.QueryOptions{Limit: -1}, func(r map[string]any) error {
			if q.row == nil {
				agency := iriOf(r["id"])
				if perAgency[agency] == nil {
					perAgency[agency] = map[string]bool{}
				}
				perAgency[agency][iriOf(r["photo"])] = true
				return nil
			}
			rows = append(rows, q.row(r))
			return nil
		})
		if err != nil {
			t.Fatalf("%s: %v", q.name, err)
		}
		for agency, photos := range perAgency {
			rows = append(rows, fmt.Sprintf("%s %d", agency, len(photos)))
		}
		sort.Strings(rows)
		if len(rows) == 0 {
			t.Fatalf("%s: the store has no answer, so the comparison would prove nothing", q.name)
		}
		want = append(want, rows)
	}
	store.Close()

	args := []string{}
	for _, q := range queries {
		args = append(args, q.sparql)
	}
	for _, format := range []string{"nquads", "trig", "turtle", "json-ld"} {
		t.Run(format, func(t *testing.T) {
			out := rdftest.RunPython(t, python, sparqlScript, append([]string{format, files[format]}, args...)...)
			var got [][]string
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("rdflib output %q: %v", out, err)
			}
			for i, q := range queries {
				if strings.Join(got[i], "\n") != strings.Join(want[i], "\n") {
					t.Errorf("%s: SPARQL on %s gives\n%s\nGizmo on the store gives\n%s", q.name, format, strings.Join(got[i], "\n"), strings.Join(want[i], "\n"))
				}
			}
		})
	}
}

// iriOf turns a Gizmo JSON value ("<iri>") into the bare IRI rdflib prints.
func iriOf(v any) string {
	s, _ := v.(string)
	return strings.TrimSuffix(strings.TrimPrefix(s, "<"), ">")
}

// TestExportImportRoundTrip exports the example graph, imports it into an
// empty store and exports again: the same statements, for every format kg
// reads back.
func TestExportImportRoundTrip(t *testing.T) {
	dir, db := exampleStore(t)
	for _, ext := range []string{".nq", ".nt", ".jsonld"} {
		t.Run(ext, func(t *testing.T) {
			first := filepath.Join(dir, "first"+ext)
			exportTo(t, db, first)
			db2 := filepath.Join(t.TempDir(), "copy.db")
			code, _, stderr := run(t, "", "import", "--db", db2, first)
			if code != 0 || !strings.Contains(stderr, "rejected 0") {
				t.Fatalf("import exit %d:\n%s", code, stderr)
			}
			// Compare as N-Quads (N-Triples for the triple format), sorted.
			cmpExt := ".nq"
			if ext == ".nt" {
				cmpExt = ".nt"
			}
			before, after := filepath.Join(dir, "before"+ext+cmpExt), filepath.Join(dir, "after"+ext+cmpExt)
			exportTo(t, db, before)
			exportTo(t, db2, after)
			b, a := sortedLines(t, before), sortedLines(t, after)
			if len(a) == 0 || strings.Join(a, "\n") != strings.Join(b, "\n") {
				t.Errorf("after import, %d statements differ from the %d exported", len(a), len(b))
			}
		})
	}
}

// TestExportHostileRoundTrip imports the hostile golden graph of package
// rdf (quotes, backslashes, line breaks, RTL text, percent-encoded IRIs,
// blank nodes), exports it in every format kg reads and imports each back:
// N-Quads and N-Triples come back byte for byte; rapper accepts every
// format.
func TestExportHostileRoundTrip(t *testing.T) {
	golden := filepath.Join(testenv.RepoRoot(t), "internal", "rdf", "testdata", "hostile.nq.golden")
	dir := t.TempDir()
	db := filepath.Join(dir, "h.db")
	if code, _, stderr := run(t, "", "import", "--db", db, "--format", "nquads", golden); code != 0 {
		t.Fatalf("import exit %d:\n%s", code, stderr)
	}
	want := sortedLines(t, golden)
	out := filepath.Join(dir, "h.nq")
	exportTo(t, db, out)
	if got := sortedLines(t, out); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("export of the imported golden differs:\n%s", strings.Join(got, "\n"))
	}
	blank := regexp.MustCompile(`_:[A-Za-z0-9_.-]+`)
	for _, ext := range []string{".nt", ".jsonld"} {
		t.Run(ext, func(t *testing.T) {
			file := filepath.Join(dir, "h"+ext)
			exportTo(t, db, file)
			db2 := filepath.Join(t.TempDir(), "copy.db")
			if code, _, stderr := run(t, "", "import", "--db", db2, file); code != 0 {
				t.Fatalf("import exit %d:\n%s", code, stderr)
			}
			again := filepath.Join(dir, "again"+ext+".nq")
			exportTo(t, db2, again)
			expect := want
			if ext == ".nt" {
				expect = distinctTriples(want)
			}
			got := sortedLines(t, again)
			if ext == ".jsonld" {
				// JSON-LD processors name blank nodes afresh.
				for i := range got {
					got[i] = blank.ReplaceAllString(got[i], "_:b")
				}
				expect = append([]string(nil), expect...)
				for i := range expect {
					expect[i] = blank.ReplaceAllString(expect[i], "_:b")
				}
				sort.Strings(got)
				sort.Strings(expect)
			}
			if strings.Join(got, "\n") != strings.Join(expect, "\n") {
				t.Errorf("round trip through %s differs:\n%s\nwant\n%s", ext, strings.Join(got, "\n"), strings.Join(expect, "\n"))
			}
		})
	}
	// Last, as it skips the test where rapper is missing.
	for _, f := range []struct{ ext, rapper string }{{".nq", "nquads"}, {".nt", "ntriples"}, {".ttl", "turtle"}, {".trig", "trig"}} {
		file := filepath.Join(dir, "r"+f.ext)
		exportTo(t, db, file)
		rdftest.Rapper(t, f.rapper, file)
	}
}

// BenchmarkExport exports a generated kg-shaped store in each format and
// reports the export rate and the peak Go heap while exporting. Sizes come
// from KG_BENCH_QUADS (default 10000,100000); compare a 1M-quad peak with a
// 10k one to see that memory does not grow with the graph:
//
//	KG_BENCH_QUADS=10000,1000000 go test ./cmd/kg -run '^$' -bench Export -benchtime 1x
func BenchmarkExport(b *testing.B) {
	sizes := []int{10000, 100000}
	if env := os.Getenv("KG_BENCH_QUADS"); env != "" {
		sizes = nil
		for _, f := range strings.Split(env, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			if err != nil {
				b.Fatalf("KG_BENCH_QUADS: %v", err)
			}
			sizes = append(sizes, n)
		}
	}
	for _, size := range sizes {
		db := filepath.Join(b.TempDir(), "bench.db")
		quads := benchStore(b, db, size)
		for _, format := range []string{"nquads", "ntriples", "turtle", "trig", "jsonld"} {
			b.Run(fmt.Sprintf("%s/%d", format, quads), func(b *testing.B) {
				for b.Loop() {
					peak := watchHeap()
					code := Main([]string{"kg", "export", "--db", db, "--format", format, "--out", filepath.Join(b.TempDir(), "out")}, strings.NewReader(""), discard{}, discard{})
					heap := peak()
					if code != 0 {
						b.Fatalf("export exit %d", code)
					}
					b.ReportMetric(float64(heap)/(1<<20), "peak-heap-MB")
				}
				b.ReportMetric(float64(quads*b.N)/b.Elapsed().Seconds(), "quads/s")
			})
		}
	}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// watchHeap samples the heap until the returned function is called, which
// returns the largest HeapInuse seen.
func watchHeap() func() uint64 {
	runtime.GC()
	var mu sync.Mutex
	var peak uint64
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			mu.Lock()
			peak = max(peak, ms.HeapInuse)
			mu.Unlock()
			select {
			case <-done:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	return func() uint64 {
		close(done)
		<-stopped
		mu.Lock()
		defer mu.Unlock()
		return peak
	}
}

// benchStore writes about n quads shaped like kg's: photos, each its own
// named graph, naming a photographer, an agency and places that many photos
// share (so facts repeat across graphs, as in a real build).
func benchStore(b *testing.B, db string, n int) int {
	b.Helper()
	ctx := context.Background()
	s, err := graph.Open(ctx, graph.Options{Path: db})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	w := s.NewWriter(20000)
	const (
		sn  = "http://schema.org/"
		kg  = "https://example.org/kg/"
		typ = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
	)
	written := 0
	for i := 0; written < n; i++ {
		photo := quad.IRI(fmt.Sprintf("%sphoto/p-%d", kg, i))
		person := quad.IRI(fmt.Sprintf("%sperson/person-%d", kg, i%5000))
		place := quad.IRI(fmt.Sprintf("%splace/place-%d", kg, i%2000))
		org := quad.IRI(fmt.Sprintf("%sorg/agency-%d", kg, i%50))
		qs := []quad.Quad{
			{Subject: photo, Predicate: quad.IRI(typ), Object: quad.IRI(sn + "Photograph"), Label: photo},
			{Subject: photo, Predicate: quad.IRI(sn + "caption"), Object: quad.String(fmt.Sprintf("Caption %d with \"quotes\" and a line\nbreak in Damascus, Syria", i)), Label: photo},
			{Subject: photo, Predicate: quad.IRI(sn + "dateCreated"), Object: quad.TypedString{Value: quad.String(fmt.Sprintf("2016-08-%02d", i%28+1)), Type: "http://www.w3.org/2001/XMLSchema#date"}, Label: photo},
			{Subject: photo, Predicate: quad.IRI(sn + "creator"), Object: person, Label: photo},
			{Subject: photo, Predicate: quad.IRI(sn + "provider"), Object: org, Label: photo},
			{Subject: photo, Predicate: quad.IRI(sn + "contentLocation"), Object: place, Label: photo},
			{Subject: person, Predicate: quad.IRI(typ), Object: quad.IRI(sn + "Person"), Label: photo},
			{Subject: person, Predicate: quad.IRI(sn + "name"), Object: quad.String(fmt.Sprintf("Person %d", i%5000)), Label: photo},
			{Subject: place, Predicate: quad.IRI(typ), Object: quad.IRI(sn + "Place"), Label: photo},
			{Subject: place, Predicate: quad.IRI(sn + "name"), Object: quad.String(fmt.Sprintf("Place %d", i%2000)), Label: photo},
		}
		if err := w.Add(ctx, qs...); err != nil {
			b.Fatal(err)
		}
		written += len(qs)
	}
	if err := w.Close(ctx); err != nil {
		b.Fatal(err)
	}
	return written
}
