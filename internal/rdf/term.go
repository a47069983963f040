package rdf

import (
	"encoding/hex"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/cayleygraph/quad"
)

// Namespaces every format knows.
const (
	xsdNS    = "http://www.w3.org/2001/XMLSchema#"
	rdfNS    = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
	rdfsNS   = "http://www.w3.org/2000/01/rdf-schema#"
	owlNS    = "http://www.w3.org/2002/07/owl#"
	schemaNS = "http://schema.org/"

	xsdString = xsdNS + "string"
	rdfType   = rdfNS + "type"
	rdfLang   = rdfNS + "langString"
)

// shortForms are the prefixes Cayley writes IRIs and datatypes with
// (<xsd:date>); they are expanded so the output holds only absolute IRIs.
var shortForms = map[string]string{
	"xsd:":    xsdNS,
	"rdf:":    rdfNS,
	"rdfs:":   rdfsNS,
	"owl:":    owlNS,
	"schema:": schemaNS,
}

// ErrInvalidTerm is wrapped by every error about a value that cannot be
// written as RDF.
var ErrInvalidTerm = errors.New("not expressible in RDF")

type termKind uint8

const (
	kindIRI termKind = iota + 1
	kindBlank
	kindLiteral
)

// term is a value in the form all writers share: an IRI already
// percent-encoded, a blank node label already made safe, or a literal's
// lexical form with its language or full datatype IRI ("" for xsd:string).
type term struct {
	kind     termKind
	value    string
	lang     string
	datatype string
}

func (t term) isLiteral() bool { return t.kind == kindLiteral }

// toTerm normalises a Cayley value; see the package documentation.
func toTerm(v quad.Value) (term, error) {
	switch v := v.(type) {
	case quad.IRI:
		iri, err := NormalizeIRI(string(v))
		return term{kind: kindIRI, value: iri}, err
	case quad.BNode:
		return term{kind: kindBlank, value: blankLabel(string(v))}, nil
	case quad.String:
		return literal(string(v), "", "")
	case quad.LangString:
		lang, err := NormalizeLang(v.Lang)
		if err != nil {
			return term{}, err
		}
		return literal(string(v.Value), lang, "")
	case quad.TypedString:
		dt, err := NormalizeIRI(string(v.Type))
		if err != nil {
			return term{}, fmt.Errorf("datatype of %q: %w", string(v.Value), err)
		}
		if dt == xsdString {
			dt = ""
		}
		return literal(string(v.Value), "", dt)
	case quad.Int:
		return literal(strconv.FormatInt(int64(v), 10), "", xsdNS+"integer")
	case quad.Float:
		return literal(formatDouble(float64(v)), "", xsdNS+"double")
	case quad.Bool:
		return literal(strconv.FormatBool(bool(v)), "", xsdNS+"boolean")
	case quad.Time:
		return literal(time.Time(v).Format(time.RFC3339Nano), "", xsdNS+"dateTime")
	case nil:
		return term{}, fmt.Errorf("missing value: %w", ErrInvalidTerm)
	default:
		return term{}, fmt.Errorf("value %v of type %T: %w", v, v, ErrInvalidTerm)
	}
}

func literal(lex, lang, datatype string) (term, error) {
	if !utf8.ValidString(lex) {
		lex = strings.ToValidUTF8(lex, "\uFFFD")
	}
	if lang != "" {
		datatype = ""
	}
	return term{kind: kindLiteral, value: lex, lang: lang, datatype: datatype}, nil
}

// formatDouble writes the xsd:double lexical form Go's shortest round-trip
// formatting gives, with XSD's spellings of the special values.
func formatDouble(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "INF"
	case math.IsInf(f, -1):
		return "-INF"
	case math.IsNaN(f):
		return "NaN"
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// NormalizeIRI returns iri with Cayley's short prefixes expanded and every
// character RDF does not allow in an IRI percent-encoded. It fails for an
// IRI without a scheme, which no format here can write without guessing a
// base.
func NormalizeIRI(iri string) (string, error) {
	for short, full := range shortForms {
		if strings.HasPrefix(iri, short) && !strings.HasPrefix(iri[len(short):], "//") {
			iri = full + iri[len(short):]
			break
		}
	}
	if !hasScheme(iri) {
		return "", fmt.Errorf("IRI <%s> is relative (no scheme such as http:): %w", iri, ErrInvalidTerm)
	}
	if !needsEncoding(iri) {
		return iri, nil
	}
	var b strings.Builder
	b.Grow(len(iri) + 8)
	fragment := false
	for i := 0; i < len(iri); {
		r, size := utf8.DecodeRuneInString(iri[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			// Invalid UTF-8 has no character to keep; encoding the byte keeps
			// distinct IRIs distinct.
			fmt.Fprintf(&b, "%%%02X", iri[i])
		case r == '%' && !(i+2 < len(iri) && isHex(iri[i+1]) && isHex(iri[i+2])):
			b.WriteString("%25")
		case r == '#' && fragment:
			b.WriteString("%23")
		case r == '#':
			fragment = true
			b.WriteByte('#')
		case forbiddenInIRI(r):
			for _, c := range []byte(string(r)) {
				fmt.Fprintf(&b, "%%%02X", c)
			}
		default:
			b.WriteString(iri[i : i+size])
		}
		i += size
	}
	return b.String(), nil
}

func needsEncoding(iri string) bool {
	if !utf8.ValidString(iri) {
		return true
	}
	hashes := 0
	for i, r := range iri {
		switch {
		case r == '#':
			hashes++
			if hashes > 1 {
				return true
			}
		case r == '%':
			if !(i+2 < len(iri) && isHex(iri[i+1]) && isHex(iri[i+2])) {
				return true
			}
		case forbiddenInIRI(r):
			return true
		}
	}
	return false
}

// forbiddenInIRI is true for the characters N-Triples' IRIREF excludes and
// for those RFC 3987 allows in no IRI (controls, spaces of any kind,
// non-characters), which some parsers warn about.
func forbiddenInIRI(r rune) bool {
	switch {
	case r <= 0x20, r == 0x7F, r >= 0x80 && r <= 0x9F:
		return true
	case strings.ContainsRune("<>\"{}|\\^`", r):
		return true
	case r == 0xA0, r == 0x1680, r >= 0x2000 && r <= 0x200A, r == 0x2028, r == 0x2029, r == 0x202F, r == 0x205F, r == 0x3000:
		return true
	case r >= 0xFDD0 && r <= 0xFDEF, r&0xFFFE == 0xFFFE:
		return true
	}
	return false
}

func hasScheme(iri string) bool {
	colon := strings.IndexByte(iri, ':')
	if colon < 1 {
		return false
	}
	for i := 0; i < colon; i++ {
		c := iri[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if i == 0 && !letter || !(letter || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// NormalizeLang lower-cases a language tag (BCP 47 tags compare without
// case, and RDF 1.1's canonical form is lower case), turns '_' into '-' and
// checks the tag's shape: letters, then '-'-separated runs of 1 to 8 letters
// or digits.
func NormalizeLang(tag string) (string, error) {
	norm := strings.ToLower(strings.ReplaceAll(tag, "_", "-"))
	for i, part := range strings.Split(norm, "-") {
		ok := len(part) >= 1 && len(part) <= 8
		for j := 0; ok && j < len(part); j++ {
			c := part[j]
			ok = c >= 'a' && c <= 'z' || i > 0 && c >= '0' && c <= '9'
		}
		if !ok {
			return "", fmt.Errorf("language tag %q is not a BCP 47 tag: %w", tag, ErrInvalidTerm)
		}
	}
	return norm, nil
}

// blankPrefix marks labels that had to be encoded.
const blankPrefix = "hx_"

// blankLabel returns label when Turtle, TriG, N-Triples and N-Quads all
// accept it as written (ASCII letters, digits, '_', '-' and inner '.'), and an
// encoding of it otherwise. The mapping is idempotent, so an export read back
// and exported again is unchanged; the price is that a store holding both
// "x y" and "hx_782079" would merge them.
func blankLabel(label string) string {
	if validBlankLabel(label) {
		return label
	}
	return blankPrefix + hex.EncodeToString([]byte(label))
}

func validBlankLabel(label string) bool {
	if label == "" || label[len(label)-1] == '.' {
		return false
	}
	for i := 0; i < len(label); i++ {
		c := label[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_':
		case (c == '-' || c == '.') && i > 0:
		default:
			return false
		}
	}
	return true
}

// statement is a quad whose values are all terms, checked against what RDF
// allows in each position.
type statement struct {
	s, p, o, g term
	hasGraph   bool
}

func toStatement(q quad.Quad) (statement, error) {
	var st statement
	var err error
	if st.s, err = toTerm(q.Subject); err != nil {
		return st, fmt.Errorf("subject of %s: %w", describe(q), err)
	}
	if st.s.isLiteral() {
		return st, fmt.Errorf("%s: a literal subject: %w", describe(q), ErrInvalidTerm)
	}
	if st.p, err = toTerm(q.Predicate); err != nil {
		return st, fmt.Errorf("predicate of %s: %w", describe(q), err)
	}
	if st.p.kind != kindIRI {
		return st, fmt.Errorf("%s: the predicate is not an IRI: %w", describe(q), ErrInvalidTerm)
	}
	if st.o, err = toTerm(q.Object); err != nil {
		return st, fmt.Errorf("object of %s: %w", describe(q), err)
	}
	if q.Label != nil {
		if st.g, err = toTerm(q.Label); err != nil {
			return st, fmt.Errorf("graph label of %s: %w", describe(q), err)
		}
		if st.g.isLiteral() {
			return st, fmt.Errorf("%s: a literal graph label: %w", describe(q), ErrInvalidTerm)
		}
		st.hasGraph = true
	}
	return st, nil
}

// describe names a quad in error messages, shortened so a 10 MB caption does
// not flood the terminal.
func describe(q quad.Quad) string {
	s := q.String()
	if len(s) > 300 {
		s = strings.ToValidUTF8(s[:300], "") + "…"
	}
	return "statement " + s
}

// Check reports whether q can be written as RDF by these writers, with the
// error they would give.
func Check(q quad.Quad) error {
	_, err := toStatement(q)
	return err
}
