package rdf

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cayleygraph/quad"
	"github.com/piprate/json-gold/ld"
)

// DefaultMaxLine is the longest N-Quads or N-Triples line a Reader accepts
// unless told otherwise; a longer one is a SyntaxError and is skipped.
const DefaultMaxLine = 16 << 20

// SyntaxError is one statement a Reader could not read. Reading may go on
// after it: the next ReadQuad call continues with the next line.
type SyntaxError struct {
	Source string // the name the input was opened under
	Line   int    // 1-based; 0 when the input has no lines (JSON-LD)
	Err    error
}

// Error reads "source:line: reason", like compilers and kg's caption readers.
func (e *SyntaxError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", e.Source, e.Line, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Source, e.Err)
}

func (e *SyntaxError) Unwrap() error { return e.Err }

// Reader reads statements one at a time.
type Reader interface {
	// ReadQuad returns the next statement, io.EOF at the end, a *SyntaxError
	// for a statement that cannot be read (call again to go on), or another
	// error when the input itself fails.
	ReadQuad() (quad.Quad, error)
}

// NewReader returns a Reader of format f; source names the input in errors.
// Literals keep their lexical form and datatype exactly (Cayley's own reader
// turns "1.0E3"^^xsd:double into the number 1000). JSON-LD is read whole
// before the first statement is returned; its remote contexts are never
// fetched.
func NewReader(r io.Reader, f Format, source string) (Reader, error) {
	switch f {
	case NQuads, NTriples:
		return &lineReader{r: bufio.NewReaderSize(r, 1<<16), graphs: f == NQuads, source: source, max: DefaultMaxLine}, nil
	case JSONLD:
		return &jsonldReader{r: r, source: source}, nil
	}
	return nil, fmt.Errorf("reading %s is not supported (readable: nquads, ntriples, jsonld)", f)
}

type lineReader struct {
	r      *bufio.Reader
	graphs bool
	source string
	max    int
	line   int
	buf    []byte
}

func (r *lineReader) ReadQuad() (quad.Quad, error) {
	for {
		line, tooLong, err := r.next()
		if err != nil {
			return quad.Quad{}, err
		}
		if tooLong {
			return quad.Quad{}, r.syntax(fmt.Errorf("line longer than %d bytes", r.max))
		}
		if !utf8.Valid(line) {
			return quad.Quad{}, r.syntax(errors.New("invalid UTF-8"))
		}
		p := lineParser{s: string(line)}
		q, ok, err := p.statement(r.graphs)
		if err != nil {
			return quad.Quad{}, r.syntax(err)
		}
		if ok {
			return q, nil
		}
	}
}

func (r *lineReader) syntax(err error) error {
	return &SyntaxError{Source: r.source, Line: r.line, Err: err}
}

// next returns the next line without its end, or tooLong after skipping a
// line longer than max.
func (r *lineReader) next() (line []byte, tooLong bool, err error) {
	r.buf = r.buf[:0]
	for {
		chunk, err := r.r.ReadSlice('\n')
		if len(r.buf)+len(chunk) > r.max {
			tooLong = true
			r.buf = r.buf[:0]
		} else if !tooLong {
			r.buf = append(r.buf, chunk...)
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF:
			if len(r.buf) == 0 && !tooLong {
				return nil, false, io.EOF
			}
		case err != nil:
			return nil, false, fmt.Errorf("read %s: %w", r.source, err)
		}
		r.line++
		return bytes.TrimRight(r.buf, "\r\n"), tooLong, nil
	}
}

// lineParser reads one N-Quads or N-Triples line.
type lineParser struct {
	s   string
	pos int
}

func (p *lineParser) skipSpace() {
	for p.pos < len(p.s) && (p.s[p.pos] == ' ' || p.s[p.pos] == '\t') {
		p.pos++
	}
}

func (p *lineParser) errorf(format string, args ...any) error {
	return fmt.Errorf("column %d: %s", p.pos+1, fmt.Sprintf(format, args...))
}

// statement parses the line; ok is false for a blank or comment line.
func (p *lineParser) statement(graphs bool) (q quad.Quad, ok bool, err error) {
	p.skipSpace()
	if p.pos == len(p.s) || p.s[p.pos] == '#' {
		return q, false, nil
	}
	if q.Subject, err = p.node(); err != nil {
		return q, false, fmt.Errorf("subject: %w", err)
	}
	p.skipSpace()
	if p.pos >= len(p.s) || p.s[p.pos] != '<' {
		return q, false, p.errorf("predicate: want an IRI in <>")
	}
	if q.Predicate, err = p.iri(); err != nil {
		return q, false, fmt.Errorf("predicate: %w", err)
	}
	p.skipSpace()
	if p.pos < len(p.s) && p.s[p.pos] == '"' {
		q.Object, err = p.literal()
	} else {
		q.Object, err = p.node()
	}
	if err != nil {
		return q, false, fmt.Errorf("object: %w", err)
	}
	p.skipSpace()
	if p.pos < len(p.s) && p.s[p.pos] != '.' {
		if !graphs {
			return q, false, p.errorf("N-Triples has no graph label; read the file as N-Quads (.nq)")
		}
		if q.Label, err = p.node(); err != nil {
			return q, false, fmt.Errorf("graph label: %w", err)
		}
		p.skipSpace()
	}
	if p.pos >= len(p.s) || p.s[p.pos] != '.' {
		return q, false, p.errorf("want '.' at the end of the statement")
	}
	p.pos++
	p.skipSpace()
	if p.pos < len(p.s) && p.s[p.pos] != '#' {
		return q, false, p.errorf("unexpected %q after the statement", p.rest())
	}
	return q, true, nil
}

func (p *lineParser) rest() string {
	r := p.s[p.pos:]
	if len(r) > 20 {
		r = r[:20] + "…"
	}
	return r
}

// node reads an IRI or a blank node.
func (p *lineParser) node() (quad.Value, error) {
	if p.pos >= len(p.s) {
		return nil, p.errorf("missing term")
	}
	switch {
	case p.s[p.pos] == '<':
		return p.iri()
	case strings.HasPrefix(p.s[p.pos:], "_:"):
		return p.blank()
	}
	return nil, p.errorf("want an IRI in <> or a blank node _:label, found %q", p.rest())
}

func (p *lineParser) iri() (quad.Value, error) {
	start := p.pos
	p.pos++ // '<'
	var b strings.Builder
	for p.pos < len(p.s) {
		c := p.s[p.pos]
		switch {
		case c == '>':
			p.pos++
			iri := b.String()
			if !hasScheme(iri) {
				return nil, fmt.Errorf("column %d: IRI <%s> is relative; RDF needs absolute IRIs", start+1, iri)
			}
			return quad.IRI(iri), nil
		case c == '\\':
			r, err := p.uchar()
			if err != nil {
				return nil, err
			}
			if r <= 0x20 || strings.ContainsRune("<>\"{}|^`\\", r) {
				return nil, p.errorf("escaped character %U is not allowed in an IRI", r)
			}
			b.WriteRune(r)
		case c <= 0x20 || strings.IndexByte("<\"{}|^`", c) >= 0:
			return nil, p.errorf("character %q is not allowed in an IRI (percent-encode it)", c)
		default:
			b.WriteByte(c)
			p.pos++
		}
	}
	return nil, fmt.Errorf("column %d: IRI not closed with '>'", start+1)
}

// uchar reads \uXXXX or \UXXXXXXXX at p.pos.
func (p *lineParser) uchar() (rune, error) {
	if p.pos+1 >= len(p.s) {
		return 0, p.errorf("incomplete escape")
	}
	n := 0
	switch p.s[p.pos+1] {
	case 'u':
		n = 4
	case 'U':
		n = 8
	default:
		return 0, p.errorf("invalid escape \\%c", p.s[p.pos+1])
	}
	if p.pos+2+n > len(p.s) {
		return 0, p.errorf("incomplete escape")
	}
	hex := p.s[p.pos+2 : p.pos+2+n]
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil || strings.ContainsAny(hex, "+-") {
		return 0, p.errorf("invalid escape \\%c%s", p.s[p.pos+1], hex)
	}
	r := rune(v)
	if !utf8.ValidRune(r) {
		return 0, p.errorf("escape \\%c%s is not a Unicode character", p.s[p.pos+1], hex)
	}
	p.pos += 2 + n
	return r, nil
}

func (p *lineParser) blank() (quad.Value, error) {
	p.pos += 2
	start := p.pos
	for p.pos < len(p.s) {
		r, size := utf8.DecodeRuneInString(p.s[p.pos:])
		first := p.pos == start
		ok := r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0x80 && r != 0xD7 && r != 0xF7 && r != 0x2028 && r != 0x2029
		if !first && (r == '-' || r == '.') {
			ok = true
		}
		if !ok {
			break
		}
		p.pos += size
	}
	// A label never ends in '.', which is the statement's end instead.
	for p.pos > start && p.s[p.pos-1] == '.' {
		p.pos--
	}
	if p.pos == start {
		return nil, p.errorf("empty blank node label")
	}
	return quad.BNode(p.s[start:p.pos]), nil
}

func (p *lineParser) literal() (quad.Value, error) {
	start := p.pos
	p.pos++ // '"'
	var b strings.Builder
	closed := false
	for p.pos < len(p.s) && !closed {
		c := p.s[p.pos]
		switch c {
		case '"':
			closed = true
			p.pos++
		case '\\':
			if p.pos+1 >= len(p.s) {
				return nil, p.errorf("incomplete escape")
			}
			if e := p.s[p.pos+1]; e == 'u' || e == 'U' {
				r, err := p.uchar()
				if err != nil {
					return nil, err
				}
				b.WriteRune(r)
				continue
			}
			i := strings.IndexByte(`tbnrf"'\`, p.s[p.pos+1])
			if i < 0 {
				return nil, p.errorf("invalid escape \\%c", p.s[p.pos+1])
			}
			b.WriteByte("\t\b\n\r\f\"'\\"[i])
			p.pos += 2
		case '\n', '\r':
			return nil, p.errorf("raw line break in a literal")
		default:
			b.WriteByte(c)
			p.pos++
		}
	}
	if !closed {
		return nil, fmt.Errorf("column %d: literal not closed with '\"'", start+1)
	}
	lex := b.String()
	switch {
	case strings.HasPrefix(p.s[p.pos:], "@"):
		p.pos++
		ls := p.pos
		for p.pos < len(p.s) && (isAlnum(p.s[p.pos]) || p.s[p.pos] == '-') {
			p.pos++
		}
		tag := p.s[ls:p.pos]
		if _, err := NormalizeLang(tag); err != nil || strings.Contains(tag, "_") {
			return nil, fmt.Errorf("column %d: language tag %q is not a BCP 47 tag", ls+1, tag)
		}
		return quad.LangString{Value: quad.String(lex), Lang: tag}, nil
	case strings.HasPrefix(p.s[p.pos:], "^^"):
		p.pos += 2
		if p.pos >= len(p.s) || p.s[p.pos] != '<' {
			return nil, p.errorf("want a datatype IRI in <> after ^^")
		}
		dt, err := p.iri()
		if err != nil {
			return nil, fmt.Errorf("datatype: %w", err)
		}
		if dt == quad.IRI(xsdString) {
			return quad.String(lex), nil
		}
		if dt == quad.IRI(rdfLang) {
			return nil, p.errorf("rdf:langString needs a language tag, not a datatype")
		}
		return quad.TypedString{Value: quad.String(lex), Type: dt.(quad.IRI)}, nil
	}
	return quad.String(lex), nil
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// jsonldReader converts a whole JSON-LD document to statements with
// json-gold, then hands them out graph by graph.
type jsonldReader struct {
	r      io.Reader
	source string
	quads  []quad.Quad
	done   bool
}

func (r *jsonldReader) ReadQuad() (quad.Quad, error) {
	if !r.done {
		r.done = true
		if err := r.load(); err != nil {
			return quad.Quad{}, err
		}
	}
	if len(r.quads) == 0 {
		return quad.Quad{}, io.EOF
	}
	q := r.quads[0]
	r.quads[0] = quad.Quad{}
	r.quads = r.quads[1:]
	return q, nil
}

// noRemoteContexts keeps JSON-LD reading offline and predictable: a
// document that needs a remote context fails with a clear error instead of
// a network request.
type noRemoteContexts struct{}

func (noRemoteContexts) LoadDocument(u string) (*ld.RemoteDocument, error) {
	return nil, fmt.Errorf("remote JSON-LD context %s is not fetched; inline the context", u)
}

func (r *jsonldReader) load() (err error) {
	defer func() {
		// json-gold is third-party code fed untrusted input; a panic there
		// must become this file's error, not kg's crash.
		if p := recover(); p != nil {
			err = &SyntaxError{Source: r.source, Err: fmt.Errorf("JSON-LD processor failed: %v", p)}
		}
	}()
	dec := json.NewDecoder(r.r)
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		return &SyntaxError{Source: r.source, Err: fmt.Errorf("not JSON: %w", err)}
	}
	opts := ld.NewJsonLdOptions("")
	opts.DocumentLoader = noRemoteContexts{}
	data, err := ld.NewJsonLdProcessor().ToRDF(doc, opts)
	if err != nil {
		return &SyntaxError{Source: r.source, Err: fmt.Errorf("JSON-LD: %w", err)}
	}
	ds, ok := data.(*ld.RDFDataset)
	if !ok {
		return &SyntaxError{Source: r.source, Err: fmt.Errorf("JSON-LD processor returned %T", data)}
	}
	names := make([]string, 0, len(ds.Graphs))
	for name := range ds.Graphs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		var label quad.Value
		if name != "@default" {
			label = ldName(name)
		}
		for _, lq := range ds.Graphs[name] {
			q := quad.Quad{Label: label}
			var e1, e2, e3 error
			q.Subject, e1 = fromLD(lq.Subject)
			q.Predicate, e2 = fromLD(lq.Predicate)
			q.Object, e3 = fromLD(lq.Object)
			if err := errors.Join(e1, e2, e3); err != nil {
				return &SyntaxError{Source: r.source, Err: err}
			}
			r.quads = append(r.quads, q)
		}
	}
	return nil
}

func ldName(name string) quad.Value {
	if label, ok := strings.CutPrefix(name, "_:"); ok {
		return quad.BNode(label)
	}
	return quad.IRI(name)
}

func fromLD(n ld.Node) (quad.Value, error) {
	switch n := n.(type) {
	case *ld.IRI:
		return ldName(n.Value), nil
	case *ld.BlankNode:
		return quad.BNode(strings.TrimPrefix(n.Attribute, "_:")), nil
	case *ld.Literal:
		switch {
		case n.Language != "":
			return quad.LangString{Value: quad.String(n.Value), Lang: n.Language}, nil
		case n.Datatype == "" || n.Datatype == xsdString:
			return quad.String(n.Value), nil
		}
		return quad.TypedString{Value: quad.String(n.Value), Type: quad.IRI(n.Datatype)}, nil
	}
	return nil, fmt.Errorf("JSON-LD term %v of type %T", n, n)
}
