package rdf

import (
	"fmt"
	"path/filepath"
	"strings"
)

// Format is an RDF serialisation.
type Format string

// The formats this package writes; NQuads, NTriples and JSONLD it also reads.
const (
	NQuads   Format = "nquads"
	NTriples Format = "ntriples"
	Turtle   Format = "turtle"
	TriG     Format = "trig"
	JSONLD   Format = "jsonld"
)

// Formats lists every format in the order help texts name them.
var Formats = []Format{NQuads, NTriples, Turtle, TriG, JSONLD}

var extensions = map[string]Format{
	".nq":     NQuads,
	".nt":     NTriples,
	".ttl":    Turtle,
	".trig":   TriG,
	".jsonld": JSONLD,
}

var aliases = map[string]Format{
	"nq": NQuads, "n-quads": NQuads,
	"nt": NTriples, "n-triples": NTriples,
	"ttl":     Turtle,
	"json-ld": JSONLD,
}

// ParseFormat accepts a format's name ("turtle") or a usual alias ("ttl",
// "n-quads", "json-ld"), in any case.
func ParseFormat(name string) (Format, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	for _, f := range Formats {
		if string(f) == name {
			return f, nil
		}
	}
	if f, ok := aliases[name]; ok {
		return f, nil
	}
	return "", fmt.Errorf("unknown RDF format %q (want one of %s)", name, formatList())
}

// FormatOf guesses a file's format from its extension: .nq .nt .ttl .trig
// .jsonld, and false for anything else.
func FormatOf(path string) (Format, bool) {
	f, ok := extensions[strings.ToLower(filepath.Ext(path))]
	return f, ok
}

// Extension is the usual file extension of the format, with its dot.
func (f Format) Extension() string {
	for ext, g := range extensions {
		if g == f {
			return ext
		}
	}
	return ""
}

// KeepsGraphs reports whether the format has named graphs; N-Triples and
// Turtle hold only the default graph.
func (f Format) KeepsGraphs() bool {
	return f == NQuads || f == TriG || f == JSONLD
}

// Readable reports whether this package can read the format back.
func (f Format) Readable() bool {
	return f == NQuads || f == NTriples || f == JSONLD
}

func formatList() string {
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = string(f)
	}
	return strings.Join(names, ", ")
}
