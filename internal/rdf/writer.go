package rdf

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/cayleygraph/quad"
)

// DefaultMaxBlock is how many statements the grouping writers (Turtle, TriG,
// JSON-LD) hold at most before they write them out.
const DefaultMaxBlock = 4096

// Prefix is a namespace the Turtle, TriG and JSON-LD writers abbreviate.
type Prefix struct {
	Name string // without the colon: "schema"
	IRI  string // the namespace, ending in '/' or '#'
}

// StandardPrefixes are declared by every Turtle, TriG and JSON-LD output.
var StandardPrefixes = []Prefix{
	{"schema", schemaNS},
	{"rdf", rdfNS},
	{"rdfs", rdfsNS},
	{"xsd", xsdNS},
	{"owl", owlNS},
}

// GraphPrefixes are the standard prefixes plus kg: for base and one prefix
// per kind of node kg mints under it (photo:, person:, org:, place:).
func GraphPrefixes(base string) []Prefix {
	out := append([]Prefix(nil), StandardPrefixes...)
	if base == "" {
		return out
	}
	out = append(out, Prefix{"kg", base})
	for _, seg := range []string{"photo", "person", "org", "place"} {
		out = append(out, Prefix{seg, base + seg + "/"})
	}
	return out
}

// Options shape a Writer's output.
type Options struct {
	// Prefixes to declare and abbreviate with, in declaration order;
	// StandardPrefixes when nil. Ignored by N-Triples and N-Quads.
	Prefixes []Prefix
	// MaxBlock bounds the statements a grouping writer holds
	// (DefaultMaxBlock when zero or less).
	MaxBlock int
}

// Writer writes statements in one format. Close writes what is still held
// and the end of the document; it does not close the underlying io.Writer.
type Writer interface {
	WriteQuad(quad.Quad) error
	Close() error
}

// NewWriter returns a Writer of format f on w.
func NewWriter(w io.Writer, f Format, opt Options) (Writer, error) {
	if opt.Prefixes == nil {
		opt.Prefixes = StandardPrefixes
	}
	if opt.MaxBlock <= 0 {
		opt.MaxBlock = DefaultMaxBlock
	}
	for _, p := range opt.Prefixes {
		if !validPrefixName(p.Name) {
			return nil, fmt.Errorf("prefix name %q: want letters, digits, '_' or '-', starting with a letter", p.Name)
		}
		if iri, err := NormalizeIRI(p.IRI); err != nil || iri != p.IRI {
			return nil, fmt.Errorf("prefix %s: namespace <%s> is not a valid absolute IRI", p.Name, p.IRI)
		}
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	switch f {
	case NQuads, NTriples:
		return &lineWriter{w: bw, graphs: f == NQuads}, nil
	case Turtle, TriG:
		tw := &turtleWriter{w: bw, prefixes: opt.Prefixes, graphs: f == TriG}
		return &groupingWriter{max: opt.MaxBlock, graphs: f == TriG, out: tw}, nil
	case JSONLD:
		jw := &jsonldWriter{w: bw, prefixes: opt.Prefixes}
		return &groupingWriter{max: opt.MaxBlock, graphs: true, out: jw}, nil
	}
	return nil, fmt.Errorf("unknown RDF format %q (want one of %s)", f, formatList())
}

func validPrefixName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || !(c >= '0' && c <= '9' || c == '_' || c == '-')) {
			return false
		}
	}
	return true
}

// block is the statements a grouping writer holds, arranged for output:
// graphs in order of first appearance, their subjects likewise, each
// subject's predicates likewise, and each predicate's objects without
// repeats.
type block struct {
	graphs []*graphGroup
	index  map[graphKey]*graphGroup
	seen   map[statementKey]struct{}
	n      int
}

type graphKey struct {
	has bool
	t   term
}

type statementKey struct {
	s, p, o term
	g       graphKey
}

type graphGroup struct {
	name     term
	named    bool
	subjects []*subjectGroup
	index    map[term]*subjectGroup
}

type subjectGroup struct {
	subject term
	preds   []*predicateGroup
	index   map[term]*predicateGroup
}

type predicateGroup struct {
	predicate term
	objects   []term
}

func (b *block) add(st statement, keepGraph bool) {
	g := graphKey{}
	if keepGraph && st.hasGraph {
		g = graphKey{has: true, t: st.g}
	}
	key := statementKey{st.s, st.p, st.o, g}
	if _, dup := b.seen[key]; dup {
		return
	}
	if b.seen == nil {
		b.seen = make(map[statementKey]struct{})
		b.index = make(map[graphKey]*graphGroup)
	}
	b.seen[key] = struct{}{}
	b.n++
	gg := b.index[g]
	if gg == nil {
		gg = &graphGroup{name: g.t, named: g.has, index: make(map[term]*subjectGroup)}
		b.index[g] = gg
		b.graphs = append(b.graphs, gg)
	}
	sg := gg.index[st.s]
	if sg == nil {
		sg = &subjectGroup{subject: st.s, index: make(map[term]*predicateGroup)}
		gg.index[st.s] = sg
		gg.subjects = append(gg.subjects, sg)
	}
	pg := sg.index[st.p]
	if pg == nil {
		pg = &predicateGroup{predicate: st.p}
		sg.index[st.p] = pg
		if st.p.value == rdfType {
			// Types first, as people write them ("x a schema:Person ; …").
			sg.preds = append([]*predicateGroup{pg}, sg.preds...)
		} else {
			sg.preds = append(sg.preds, pg)
		}
	}
	pg.objects = append(pg.objects, st.o)
}

func (b *block) reset() {
	b.graphs = b.graphs[:0]
	clear(b.index)
	clear(b.seen)
	b.n = 0
}

// blockWriter is the format-specific half of a grouping writer.
type blockWriter interface {
	writeBlock(b *block) error
	close() error
}

// groupingWriter collects up to max statements, then hands them to out
// grouped. Statements of one graph (or one subject) that arrive together
// therefore come out together, while memory stays bounded by max.
type groupingWriter struct {
	max    int
	graphs bool
	out    blockWriter
	cur    block
	err    error
}

func (w *groupingWriter) WriteQuad(q quad.Quad) error {
	if w.err != nil {
		return w.err
	}
	st, err := toStatement(q)
	if err != nil {
		return err
	}
	w.cur.add(st, w.graphs)
	if w.cur.n >= w.max {
		return w.flush()
	}
	return nil
}

func (w *groupingWriter) flush() error {
	if w.cur.n == 0 {
		return nil
	}
	if err := w.out.writeBlock(&w.cur); err != nil {
		w.err = err
		return err
	}
	w.cur.reset()
	return nil
}

func (w *groupingWriter) Close() error {
	if err := w.flush(); err != nil {
		return err
	}
	if err := w.out.close(); err != nil {
		w.err = err
		return err
	}
	w.err = fmt.Errorf("write RDF: writer is closed")
	return nil
}

// abbreviate returns the prefixed name of iri under the longest matching
// prefix whose remainder is a local name every parser accepts, or "".
func abbreviate(prefixes []Prefix, iri string) string {
	best := -1
	for i, p := range prefixes {
		if strings.HasPrefix(iri, p.IRI) && simpleLocal(iri[len(p.IRI):]) && (best < 0 || len(p.IRI) > len(prefixes[best].IRI)) {
			best = i
		}
	}
	if best < 0 {
		return ""
	}
	return prefixes[best].Name + ":" + iri[len(prefixes[best].IRI):]
}

// simpleLocal is a deliberately narrow subset of Turtle's PN_LOCAL (ASCII
// letters, digits, '_' and '-'): names outside it are written as full IRIs
// rather than with escapes that older parsers reject.
func simpleLocal(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' && i > 0) {
			return false
		}
	}
	return true
}
