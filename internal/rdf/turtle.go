package rdf

import (
	"bufio"
)

// turtleWriter writes Turtle (the default graph only) or TriG (one
// `graph { … }` block per graph and held block). A graph or subject that
// spans two held blocks is written twice, which both grammars allow: the
// statements are merged when read.
type turtleWriter struct {
	w        *bufio.Writer
	prefixes []Prefix
	graphs   bool
	started  bool
	buf      []byte
}

func (w *turtleWriter) header() {
	if w.started {
		return
	}
	w.started = true
	for _, p := range w.prefixes {
		w.w.WriteString("@prefix " + p.Name + ": <" + p.IRI + "> .\n")
	}
	w.w.WriteByte('\n')
}

func (w *turtleWriter) writeBlock(b *block) error {
	w.header()
	for _, g := range b.graphs {
		indent := ""
		if w.graphs && g.named {
			w.buf = append(w.appendTerm(w.buf[:0], g.name), " {\n"...)
			w.w.Write(w.buf)
			indent = "    "
		}
		for _, s := range g.subjects {
			w.writeSubject(s, indent)
		}
		if w.graphs && g.named {
			w.w.WriteString("}\n\n")
		}
	}
	_, err := w.w.Write(nil) // bufio keeps the first write error
	return err
}

func (w *turtleWriter) writeSubject(s *subjectGroup, indent string) {
	b := append(w.buf[:0], indent...)
	b = w.appendTerm(b, s.subject)
	for i, p := range s.preds {
		if i == 0 {
			b = append(b, ' ')
		} else {
			b = append(b, " ;\n"...)
			b = append(b, indent...)
			b = append(b, "    "...)
		}
		if p.predicate.value == rdfType {
			b = append(b, 'a')
		} else {
			b = w.appendTerm(b, p.predicate)
		}
		for j, o := range p.objects {
			if j == 0 {
				b = append(b, ' ')
			} else {
				b = append(b, ", "...)
			}
			b = w.appendTerm(b, o)
		}
	}
	b = append(b, " .\n"...)
	if indent == "" {
		b = append(b, '\n')
	}
	w.buf = b
	w.w.Write(b)
}

func (w *turtleWriter) appendTerm(b []byte, t term) []byte {
	switch t.kind {
	case kindIRI:
		if name := abbreviate(w.prefixes, t.value); name != "" {
			return append(b, name...)
		}
	case kindLiteral:
		if t.datatype != "" {
			b = appendQuoted(b, t.value)
			b = append(b, "^^"...)
			return w.appendTerm(b, term{kind: kindIRI, value: t.datatype})
		}
	}
	return appendNTerm(b, t)
}

func (w *turtleWriter) close() error {
	w.header() // an empty graph is still a document with its prefixes
	return w.w.Flush()
}
