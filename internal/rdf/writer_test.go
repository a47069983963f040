package rdf

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// write serialises quads in format f with kg's prefixes.
func write(t *testing.T, f Format, quads []quad.Quad, maxBlock int) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewWriter(&buf, f, Options{Prefixes: GraphPrefixes(base), MaxBlock: maxBlock})
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range quads {
		if err := w.WriteQuad(q); err != nil {
			t.Fatalf("WriteQuad(%v): %v", q, err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func goldenPath(f Format) string {
	return filepath.Join("testdata", "hostile"+f.Extension()+".golden")
}

// TestGolden pins every format's output for the hostile graph; run
// `go test ./internal/rdf -update` after an intended change.
func TestGolden(t *testing.T) {
	for _, f := range Formats {
		t.Run(string(f), func(t *testing.T) {
			got := write(t, f, hostileQuads(), 0)
			path := goldenPath(f)
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("output differs from %s (run with -update if intended):\n%s", path, got)
			}
		})
	}
}

// TestSmallBlocksSameStatements checks that a writer forced to flush every
// few statements (as on a large graph) still states the same quads: graphs
// and subjects split across blocks are merged by readers.
func TestSmallBlocksSameStatements(t *testing.T) {
	want := nquadLines(t, canonicalBlanks(readAll(t, NQuads, write(t, NQuads, hostileQuads(), 0))))
	for _, f := range []Format{JSONLD} {
		for _, size := range []int{1, 3, 1000} {
			got := canonicalBlanks(readAll(t, f, write(t, f, hostileQuads(), size)))
			if !slices.Equal(nquadLines(t, got), want) {
				t.Errorf("%s with blocks of %d: read back\n%s\nwant\n%s", f, size, strings.Join(nquadLines(t, got), "\n"), strings.Join(want, "\n"))
			}
		}
	}
}

// TestTriplesDropGraphs checks the triple formats: labels gone, a triple
// two photos state written once.
func TestTriplesDropGraphs(t *testing.T) {
	nt := string(write(t, NTriples, hostileQuads(), 0))
	if n := strings.Count(nt, `<https://example.org/kg/person/karim-haddad> <http://schema.org/name> "Karim Haddad" .`); n != 2 {
		// N-Triples streams as given; deduplication is the caller's (see
		// graph.Store.Triples), so both statements are there.
		t.Errorf("N-Triples has %d copies of the repeated triple, want 2 (it streams what it is given)", n)
	}
	ttl := string(write(t, Turtle, hostileQuads(), 0))
	if n := strings.Count(ttl, `"Karim Haddad"`); n != 1 {
		t.Errorf("Turtle has %d copies of the repeated triple, want 1:\n%s", n, ttl)
	}
	if strings.Contains(ttl, "photo:ex-001 {") {
		t.Errorf("Turtle output has a graph block:\n%s", ttl)
	}
}

func TestInvalidStatements(t *testing.T) {
	iri := quad.IRI("http://example.org/a")
	cases := []struct {
		name string
		q    quad.Quad
		want string
	}{
		{"literal subject", quad.Quad{Subject: quad.String("x"), Predicate: iri, Object: iri}, "literal subject"},
		{"blank predicate", quad.Quad{Subject: iri, Predicate: quad.BNode("p"), Object: iri}, "predicate is not an IRI"},
		{"relative IRI", quad.Quad{Subject: quad.IRI("photo/1"), Predicate: iri, Object: iri}, "<photo/1> is relative"},
		{"literal label", quad.Quad{Subject: iri, Predicate: iri, Object: iri, Label: quad.String("g")}, "literal graph label"},
		{"bad language tag", quad.Quad{Subject: iri, Predicate: iri, Object: quad.LangString{Value: "x", Lang: "english language"}}, "not a BCP 47 tag"},
		{"relative datatype", quad.Quad{Subject: iri, Predicate: iri, Object: quad.TypedString{Value: "x", Type: "date"}}, "<date> is relative"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, f := range Formats {
				w, err := NewWriter(io.Discard, f, Options{})
				if err != nil {
					t.Fatal(err)
				}
				err = w.WriteQuad(c.q)
				if err == nil || !errors.Is(err, ErrInvalidTerm) || !strings.Contains(err.Error(), c.want) {
					t.Errorf("%s: error %v, want ErrInvalidTerm mentioning %q", f, err, c.want)
				}
			}
		})
	}
}

func TestNormalizeIRI(t *testing.T) {
	cases := []struct{ in, want, err string }{
		{"https://example.org/kg/place/douma", "https://example.org/kg/place/douma", ""},
		{"https://example.org/a b", "https://example.org/a%20b", ""},
		{"https://example.org/a#b#c", "https://example.org/a#b%23c", ""},
		{"https://example.org/<x>{y}|^`\\\"", "https://example.org/%3Cx%3E%7By%7D%7C%5E%60%5C%22", ""},
		{"https://example.org/100%", "https://example.org/100%25", ""},
		{"https://example.org/ok%20%C3%A9", "https://example.org/ok%20%C3%A9", ""},
		{"https://example.org/Zürich/دمشق", "https://example.org/Zürich/دمشق", ""},
		{"https://example.org/nb\u00a0sp\u2028", "https://example.org/nb%C2%A0sp%E2%80%A8", ""},
		{"https://example.org/tab\there\x00", "https://example.org/tab%09here%00", ""},
		{"https://example.org/bad\xffbyte", "https://example.org/bad%FFbyte", ""},
		{"xsd:dateTime", "http://www.w3.org/2001/XMLSchema#dateTime", ""},
		{"schema:name", "http://schema.org/name", ""},
		{"urn:isbn:123", "urn:isbn:123", ""},
		{"photo/1", "", "relative"},
		{"", "", "relative"},
		{"1http://x", "", "relative"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			got, err := NormalizeIRI(c.in)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Errorf("NormalizeIRI(%q) = %q, %v; want error %q", c.in, got, err, c.err)
				}
				return
			}
			if err != nil || got != c.want {
				t.Errorf("NormalizeIRI(%q) = %q, %v; want %q", c.in, got, err, c.want)
			}
		})
	}
}

func TestNormalizeLang(t *testing.T) {
	cases := []struct{ in, want string }{
		{"en", "en"},
		{"EN-gb", "en-gb"},
		{"he_IL", "he-il"},
		{"zh-Hant-TW", "zh-hant-tw"},
		{"de-1996", "de-1996"},
		{"", ""},
		{"en-", ""},
		{"1en", ""},
		{"englishlanguage", ""},
		{"en gb", ""},
		{"fr-ça", ""},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			got, err := NormalizeLang(c.in)
			if c.want == "" {
				if err == nil {
					t.Errorf("NormalizeLang(%q) = %q, want an error", c.in, got)
				}
				return
			}
			if err != nil || got != c.want {
				t.Errorf("NormalizeLang(%q) = %q, %v; want %q", c.in, got, err, c.want)
			}
		})
	}
}

func TestQuoted(t *testing.T) {
	cases := []struct{ in, nt, json string }{
		{"plain", `"plain"`, `"plain"`},
		{`say "hi"`, `"say \"hi\""`, `"say \"hi\""`},
		{`back\slash`, `"back\\slash"`, `"back\\slash"`},
		{"a\nb\rc\td\be\ff", `"a\nb\rc\td\be\ff"`, `"a\nb\rc\td\u0008e\u000cf"`},
		{"nul\x00 del\x7f esc\x1b", `"nul\u0000 del\u007F esc\u001B"`, `"nul\u0000 del\u007f esc\u001b"`},
		{"Zürich دمشق \u200f", "\"Zürich دمشق \u200f\"", "\"Zürich دمشق \u200f\""},
		{"line\u2028sep", "\"line\u2028sep\"", `"line\u2028sep"`},
		{"bad\xff", "\"bad\xff\"", `"bad\ufffd"`},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			if got := quoted(c.in); got != c.nt {
				t.Errorf("N-Triples: %s, want %s", got, c.nt)
			}
			if got := jsonString(c.in); got != c.json {
				t.Errorf("JSON: %s, want %s", got, c.json)
			}
		})
	}
}

func TestBlankLabel(t *testing.T) {
	cases := []struct{ in, want string }{
		{"b0", "b0"},
		{"geo.1", "geo.1"},
		{"_x-y", "_x-y"},
		{"x y", "hx_782079"},
		{"end.", "hx_656e642e"},
		{"-a", "hx_2d61"},
		{"hx_782079", "hx_782079"}, // idempotent: an exported label stays as it is
		{"", "hx_"},
		{"é", "hx_c3a9"},
	}
	for _, c := range cases {
		if got := blankLabel(c.in); got != c.want {
			t.Errorf("blankLabel(%q) = %q, want %q", c.in, got, c.want)
		}
		if again := blankLabel(c.want); again != c.want {
			t.Errorf("blankLabel(%q) = %q, want it unchanged", c.want, again)
		}
	}
}

func TestFormats(t *testing.T) {
	for _, c := range []struct {
		name string
		want Format
	}{{"nquads", NQuads}, {"N-Triples", NTriples}, {"ttl", Turtle}, {"TriG", TriG}, {"json-ld", JSONLD}} {
		if got, err := ParseFormat(c.name); err != nil || got != c.want {
			t.Errorf("ParseFormat(%q) = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	if _, err := ParseFormat("rdfxml"); err == nil || !strings.Contains(err.Error(), "nquads, ntriples, turtle, trig, jsonld") {
		t.Errorf("ParseFormat(rdfxml) error %v should list the formats", err)
	}
	for path, want := range map[string]Format{"a.nq": NQuads, "b.NT": NTriples, "dir.x/c.ttl": Turtle, "d.trig": TriG, "e.jsonld": JSONLD} {
		if got, ok := FormatOf(path); !ok || got != want {
			t.Errorf("FormatOf(%q) = %q, %v; want %q", path, got, ok, want)
		}
	}
	if f, ok := FormatOf("x.json"); ok {
		t.Errorf("FormatOf(x.json) = %q, want no format", f)
	}
	for _, f := range Formats {
		if g, ok := FormatOf("x" + f.Extension()); !ok || g != f {
			t.Errorf("%s's extension %q maps to %q", f, f.Extension(), g)
		}
	}
}

func TestEmptyDocuments(t *testing.T) {
	for _, f := range Formats {
		out := string(write(t, f, nil, 0))
		switch f {
		case NQuads, NTriples:
			if out != "" {
				t.Errorf("%s of nothing = %q, want empty", f, out)
			}
		case JSONLD:
			if !strings.Contains(out, `"@graph": []`) {
				t.Errorf("JSON-LD of nothing = %q, want an empty @graph", out)
			}
		default:
			if !strings.HasPrefix(out, "@prefix schema: <http://schema.org/> .") {
				t.Errorf("%s of nothing = %q, want the prefixes", f, out)
			}
		}
	}
}

func readAll(t *testing.T, f Format, data []byte) []quad.Quad {
	t.Helper()
	r, err := NewReader(bytes.NewReader(data), f, "test")
	if err != nil {
		t.Fatal(err)
	}
	var out []quad.Quad
	for {
		q, err := r.ReadQuad()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("read %s: %v\n%s", f, err, data)
		}
		out = append(out, q)
	}
}

// nquadLines writes quads with the N-Quads writer (so values are compared
// normalised) and returns the sorted, deduplicated lines.
func nquadLines(t *testing.T, quads []quad.Quad) []string {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(string(write(t, NQuads, quads, 0))), "\n")
	sort.Strings(lines)
	out := lines[:0]
	for i, l := range lines {
		if i == 0 || l != lines[i-1] {
			out = append(out, l)
		}
	}
	return out
}

// canonicalBlanks renames every blank node after its outgoing statements, so
// that graphs read through JSON-LD (whose processors relabel blank nodes)
// compare equal. Enough for fixtures whose blank nodes differ in what they
// state.
func canonicalBlanks(quads []quad.Quad) []quad.Quad {
	sig := map[quad.BNode][]string{}
	for _, q := range quads {
		if b, ok := q.Subject.(quad.BNode); ok {
			o := q.Object.String()
			if _, blank := q.Object.(quad.BNode); blank {
				o = "_"
			}
			sig[b] = append(sig[b], q.Predicate.String()+" "+o)
		}
	}
	name := func(v quad.Value) quad.Value {
		b, ok := v.(quad.BNode)
		if !ok {
			return v
		}
		s := sig[b]
		sort.Strings(s)
		return quad.BNode(fmt.Sprintf("c%x", sha256.Sum256([]byte(strings.Join(s, "\n")))))
	}
	out := make([]quad.Quad, len(quads))
	for i, q := range quads {
		out[i] = quad.Quad{Subject: name(q.Subject), Predicate: q.Predicate, Object: name(q.Object), Label: name(q.Label)}
		if q.Label == nil {
			out[i].Label = nil
		}
	}
	return out
}
