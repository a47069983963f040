package rdf

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/cayleygraph/quad"
)

// lineWriter writes N-Triples or N-Quads: one statement a line, as it comes.
type lineWriter struct {
	w      *bufio.Writer
	graphs bool
	buf    []byte
	closed bool
}

func (w *lineWriter) WriteQuad(q quad.Quad) error {
	if w.closed {
		return fmt.Errorf("write RDF: writer is closed")
	}
	st, err := toStatement(q)
	if err != nil {
		return err
	}
	b := w.buf[:0]
	b = appendNTerm(b, st.s)
	b = append(b, ' ')
	b = appendNTerm(b, st.p)
	b = append(b, ' ')
	b = appendNTerm(b, st.o)
	if w.graphs && st.hasGraph {
		b = append(b, ' ')
		b = appendNTerm(b, st.g)
	}
	b = append(b, " .\n"...)
	w.buf = b
	_, err = w.w.Write(b)
	return err
}

func (w *lineWriter) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	return w.w.Flush()
}

// appendNTerm writes a term in its N-Triples form, which Turtle, TriG and
// N-Quads share.
func appendNTerm(b []byte, t term) []byte {
	switch t.kind {
	case kindIRI:
		b = append(b, '<')
		b = append(b, t.value...)
		return append(b, '>')
	case kindBlank:
		b = append(b, "_:"...)
		return append(b, t.value...)
	}
	b = appendQuoted(b, t.value)
	switch {
	case t.lang != "":
		b = append(b, '@')
		b = append(b, t.lang...)
	case t.datatype != "":
		b = append(b, "^^<"...)
		b = append(b, t.datatype...)
		b = append(b, '>')
	}
	return b
}

// appendQuoted writes s as a STRING_LITERAL_QUOTE: the characters the
// grammars forbid raw (", \, LF, CR) and every other control character are
// escaped, with the short ECHAR forms where they exist; everything else,
// including non-ASCII and right-to-left text, stays as UTF-8.
func appendQuoted(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c != 0x7F {
			continue
		}
		b = append(b, s[start:i]...)
		start = i + 1
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
		case '\b':
			b = append(b, `\b`...)
		case '\f':
			b = append(b, `\f`...)
		default:
			b = fmt.Appendf(b, `\u%04X`, c)
		}
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// quoted is appendQuoted for a string.
func quoted(s string) string {
	var sb strings.Builder
	sb.Write(appendQuoted(nil, s))
	return sb.String()
}
