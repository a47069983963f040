package rdf

import (
	"bufio"
	"fmt"
	"strings"
	"unicode/utf8"
)

// jsonldWriter streams one JSON-LD document:
//
//	{"@context": {...}, "@graph": [ node objects of the default graph,
//	  {"@id": graph, "@graph": [ its node objects ]}, ... ]}
//
// Node objects use schema.org as @vocab (properties and types as bare terms:
// "name", "Person"), the declared prefixes elsewhere, and value objects for
// every literal that is not a plain string, so lexical forms survive exactly.
type jsonldWriter struct {
	w        *bufio.Writer
	prefixes []Prefix
	terms    map[string]bool
	started  bool
	items    int // entries written to the top-level @graph
	buf      []byte
}

func (w *jsonldWriter) header() {
	if w.started {
		return
	}
	w.started = true
	w.terms = map[string]bool{}
	w.w.WriteString("{\n  \"@context\": {\n    \"@vocab\": " + jsonString(schemaNS))
	for _, p := range w.prefixes {
		w.terms[p.Name] = true
		w.w.WriteString(",\n    " + jsonString(p.Name) + ": " + jsonString(p.IRI))
	}
	w.w.WriteString("\n  },\n  \"@graph\": [")
}

func (w *jsonldWriter) writeBlock(b *block) error {
	w.header()
	for _, g := range b.graphs {
		if !g.named {
			for _, s := range g.subjects {
				if err := w.writeNode(s, "    "); err != nil {
					return err
				}
			}
			continue
		}
		id, err := w.id(g.name)
		if err != nil {
			return err
		}
		w.item()
		w.w.WriteString("    {\n      \"@id\": " + jsonString(id) + ",\n      \"@graph\": [")
		for i, s := range g.subjects {
			if i > 0 {
				w.w.WriteByte(',')
			}
			w.w.WriteString("\n        ")
			if err := w.writeNodeObject(s); err != nil {
				return err
			}
		}
		w.w.WriteString("\n      ]\n    }")
	}
	_, err := w.w.Write(nil)
	return err
}

func (w *jsonldWriter) item() {
	if w.items > 0 {
		w.w.WriteByte(',')
	}
	w.items++
	w.w.WriteByte('\n')
}

func (w *jsonldWriter) writeNode(s *subjectGroup, indent string) error {
	w.item()
	w.w.WriteString(indent)
	return w.writeNodeObject(s)
}

// writeNodeObject writes one subject's statements as a one-line node object.
func (w *jsonldWriter) writeNodeObject(s *subjectGroup) error {
	id, err := w.id(s.subject)
	if err != nil {
		return err
	}
	b := append(w.buf[:0], `{"@id": `...)
	b = appendJSONString(b, id)
	for _, p := range s.preds {
		types, rest := p.objects, []term(nil)
		if p.predicate.value == rdfType {
			// Only IRIs can be @type values; a blank node or a literal
			// object stays an rdf:type statement.
			types, rest = nil, nil
			for _, o := range p.objects {
				if o.kind == kindIRI {
					types = append(types, o)
				} else {
					rest = append(rest, o)
				}
			}
			if len(types) > 0 {
				b = append(b, `, "@type": `...)
				if b, err = w.appendList(b, types, true); err != nil {
					return err
				}
			}
			if len(rest) == 0 {
				continue
			}
			types = rest
		}
		key, err := w.compact(p.predicate.value, true)
		if err != nil {
			return err
		}
		b = append(b, ", "...)
		b = appendJSONString(b, key)
		b = append(b, ": "...)
		if b, err = w.appendList(b, types, false); err != nil {
			return err
		}
	}
	b = append(b, '}')
	w.buf = b
	_, err = w.w.Write(b)
	return err
}

func (w *jsonldWriter) appendList(b []byte, objs []term, asType bool) ([]byte, error) {
	if len(objs) > 1 {
		b = append(b, '[')
	}
	for i, o := range objs {
		if i > 0 {
			b = append(b, ", "...)
		}
		var err error
		if asType {
			var name string
			if name, err = w.compact(o.value, true); err == nil {
				b = appendJSONString(b, name)
			}
		} else {
			b, err = w.appendValue(b, o)
		}
		if err != nil {
			return nil, err
		}
	}
	if len(objs) > 1 {
		b = append(b, ']')
	}
	return b, nil
}

func (w *jsonldWriter) appendValue(b []byte, o term) ([]byte, error) {
	switch {
	case o.kind != kindLiteral:
		id, err := w.id(o)
		if err != nil {
			return nil, err
		}
		b = append(b, `{"@id": `...)
		b = appendJSONString(b, id)
		return append(b, '}'), nil
	case o.lang != "":
		b = append(b, `{"@value": `...)
		b = appendJSONString(b, o.value)
		b = append(b, `, "@language": `...)
		b = appendJSONString(b, o.lang)
		return append(b, '}'), nil
	case o.datatype != "":
		dt, err := w.compact(o.datatype, true)
		if err != nil {
			return nil, err
		}
		b = append(b, `{"@value": `...)
		b = appendJSONString(b, o.value)
		b = append(b, `, "@type": `...)
		b = appendJSONString(b, dt)
		return append(b, '}'), nil
	}
	return appendJSONString(b, o.value), nil
}

// id is the @id of a node: a blank node label, or its IRI compacted with
// the prefixes (never with @vocab, which does not apply to @id).
func (w *jsonldWriter) id(t term) (string, error) {
	if t.kind == kindBlank {
		return "_:" + t.value, nil
	}
	return w.compact(t.value, false)
}

// compact abbreviates an IRI for a position where JSON-LD expands it:
// vocab positions (property names, @type) also take bare schema.org terms.
// An IRI whose scheme is one of the context's prefix names cannot be
// written unambiguously there, so it is an error rather than a silent change
// of meaning.
func (w *jsonldWriter) compact(iri string, vocab bool) (string, error) {
	if vocab && strings.HasPrefix(iri, schemaNS) {
		local := iri[len(schemaNS):]
		if simpleLocal(local) && !w.terms[local] {
			return local, nil
		}
	}
	if name := abbreviate(w.prefixes, iri); name != "" {
		return name, nil
	}
	scheme := iri[:strings.IndexByte(iri, ':')]
	if w.terms[scheme] && !strings.HasPrefix(iri[len(scheme)+1:], "//") {
		return "", fmt.Errorf("IRI <%s> reads as a prefixed name in JSON-LD (its scheme is the prefix %q): %w", iri, scheme, ErrInvalidTerm)
	}
	if vocab && !strings.Contains(iri, ":") {
		return "", fmt.Errorf("IRI <%s> has no scheme: %w", iri, ErrInvalidTerm)
	}
	return iri, nil
}

func (w *jsonldWriter) close() error {
	w.header()
	if w.items > 0 {
		w.w.WriteString("\n  ")
	}
	w.w.WriteString("]\n}\n")
	return w.w.Flush()
}

func jsonString(s string) string { return string(appendJSONString(nil, s)) }

// appendJSONString writes s as a JSON string: quotes, backslashes and
// control characters escaped, U+2028 and U+2029 too (JavaScript reads them
// as line ends), everything else as UTF-8.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != 0x7F && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"':
				b = append(b, `\"`...)
			case '\\':
				b = append(b, `\\`...)
			case '\n':
				b = append(b, `\n`...)
			case '\r':
				b = append(b, `\r`...)
			case '\t':
				b = append(b, `\t`...)
			default:
				b = fmt.Appendf(b, `\u%04x`, c)
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == '\u2028' || r == '\u2029' || r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			if r == utf8.RuneError {
				r = '\uFFFD'
			}
			b = fmt.Appendf(b, `\u%04x`, r)
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
