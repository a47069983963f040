package rdf

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
)

// TestLineRoundTrip reads the N-Quads and N-Triples goldens back and writes
// them again: byte for byte the same, so no escape or value is lost.
func TestLineRoundTrip(t *testing.T) {
	for _, f := range []Format{NQuads, NTriples} {
		t.Run(string(f), func(t *testing.T) {
			first := write(t, f, hostileQuads(), 0)
			again := write(t, f, readAll(t, f, first), 0)
			if !bytes.Equal(first, again) {
				t.Errorf("read and written again differs:\n%s\nwant\n%s", again, first)
			}
		})
	}
}

func TestReaderKeepsLexicalForms(t *testing.T) {
	in := `<http://e.org/a> <http://e.org/p> "1.0E3"^^<http://www.w3.org/2001/XMLSchema#double> .
<http://e.org/a> <http://e.org/p> "007"^^<http://www.w3.org/2001/XMLSchema#integer> .
<http://e.org/a> <http://e.org/p> "x"^^<http://www.w3.org/2001/XMLSchema#string> .
<http://e.org/a> <http://e.org/p> "Hallo"@de-CH .
`
	got := readAll(t, NQuads, []byte(in))
	want := []quad.Value{
		quad.TypedString{Value: "1.0E3", Type: xsdNS + "double"},
		quad.TypedString{Value: "007", Type: xsdNS + "integer"},
		quad.String("x"),
		quad.LangString{Value: "Hallo", Lang: "de-CH"},
	}
	if len(got) != len(want) {
		t.Fatalf("read %d statements, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].Object != want[i] {
			t.Errorf("statement %d: object %#v, want %#v", i+1, got[i].Object, want[i])
		}
	}
}

// TestReaderErrors feeds one bad line at a time between good ones: each is
// reported with its line number, and the good lines around it still arrive.
func TestReaderErrors(t *testing.T) {
	good := `<http://e.org/a> <http://e.org/p> "ok" .`
	cases := []struct {
		name, line, want string
		format           Format
	}{
		{"relative IRI", `<a> <http://e.org/p> "x" .`, "relative", NQuads},
		{"space in IRI", `<http://e.org/a b> <http://e.org/p> "x" .`, "not allowed in an IRI", NQuads},
		{"unclosed literal", `<http://e.org/a> <http://e.org/p> "x .`, "not closed", NQuads},
		{"bad escape", `<http://e.org/a> <http://e.org/p> "\q" .`, `invalid escape \q`, NQuads},
		{"short UCHAR", `<http://e.org/a> <http://e.org/p> "\u12" .`, "escape", NQuads},
		{"surrogate UCHAR", `<http://e.org/a> <http://e.org/p> "\uD800" .`, "not a Unicode character", NQuads},
		{"no dot", `<http://e.org/a> <http://e.org/p> "x"`, "want '.'", NQuads},
		{"literal predicate", `<http://e.org/a> "p" "x" .`, "predicate", NQuads},
		{"literal subject", `"s" <http://e.org/p> "x" .`, "subject", NQuads},
		{"bad language tag", `<http://e.org/a> <http://e.org/p> "x"@en-toolongsubtag .`, "BCP 47", NQuads},
		{"trailing junk", `<http://e.org/a> <http://e.org/p> "x" . junk`, "after the statement", NQuads},
		{"graph in N-Triples", `<http://e.org/a> <http://e.org/p> "x" <http://e.org/g> .`, "no graph label", NTriples},
		{"invalid UTF-8", "<http://e.org/a> <http://e.org/p> \"caf\xe9\" .", "invalid UTF-8", NQuads},
		{"empty blank label", `_: <http://e.org/p> "x" .`, "empty blank node label", NQuads},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := "# comment\n" + good + "\n\n" + c.line + "\n" + good + "\n"
			r, err := NewReader(strings.NewReader(in), c.format, "in.nq")
			if err != nil {
				t.Fatal(err)
			}
			var n int
			var problems []error
			for {
				_, err := r.ReadQuad()
				if err == io.EOF {
					break
				}
				var se *SyntaxError
				if errors.As(err, &se) {
					problems = append(problems, err)
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				n++
			}
			if n != 2 || len(problems) != 1 {
				t.Fatalf("read %d statements and %d problems %v, want 2 and 1", n, len(problems), problems)
			}
			if msg := problems[0].Error(); !strings.HasPrefix(msg, "in.nq:4: ") || !strings.Contains(msg, c.want) {
				t.Errorf("problem %q, want in.nq:4: … %s", msg, c.want)
			}
		})
	}
}

func TestReaderLongLine(t *testing.T) {
	in := `<http://e.org/a> <http://e.org/p> "` + strings.Repeat("x", 200) + `" .` + "\n" + `<http://e.org/a> <http://e.org/p> "ok" .` + "\n"
	r := &lineReader{r: newBufReader(in, 16), source: "long.nq", max: 64, graphs: true}
	_, err := r.ReadQuad()
	if err == nil || !strings.Contains(err.Error(), "long.nq:1: line longer than 64 bytes") {
		t.Fatalf("first read: %v, want a too-long error on line 1", err)
	}
	q, err := r.ReadQuad()
	if err != nil || q.Object != quad.String("ok") {
		t.Fatalf("second read: %v %v, want the line after the long one", q, err)
	}
}

func TestJSONLDReaderErrors(t *testing.T) {
	cases := []struct{ name, doc, want string }{
		{"not JSON", `{"@graph": [`, "not JSON"},
		{"remote context", `{"@context": "https://schema.org/", "name": "x"}`, "remote context"},
		{"bad keyword", `{"@context": {"@vocab": 5}, "name": "x"}`, "JSON-LD"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, _ := NewReader(strings.NewReader(c.doc), JSONLD, "doc.jsonld")
			_, err := r.ReadQuad()
			if err == nil || !strings.HasPrefix(err.Error(), "doc.jsonld: ") || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want doc.jsonld: … %s", err, c.want)
			}
		})
	}
}

func newBufReader(s string, size int) *bufio.Reader {
	return bufio.NewReaderSize(strings.NewReader(s), size)
}
