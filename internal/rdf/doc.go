// Package rdf writes and reads the RDF serialisations kg exchanges with other
// linked-data tools: N-Quads, N-Triples, Turtle, TriG and JSON-LD out, N-Quads,
// N-Triples and JSON-LD in.
//
// Cayley's own writers are not enough for that: they write IRIs verbatim (one
// space makes a file unparseable), keep Cayley's short datatype forms such as
// <xsd:dateTime>, have no Turtle or TriG at all, and hold a whole JSON-LD
// document in memory. The writers here stream: N-Triples and N-Quads write
// each statement as it comes; Turtle, TriG and JSON-LD keep a bounded window
// of statements (MaxBlock) which they group by graph, subject and predicate
// before writing it, so memory does not grow with the graph. A caller that
// hands them the statements of one graph or one subject together (package
// graph's Quads and Triples do) gets one block per graph or subject.
//
// # Terms
//
// Every value is normalised the same way in every format:
//
//   - IRIs: characters RDF forbids in an IRI (space, control characters,
//     <>"{}|\^` and a '%' that starts no escape, and a second '#') are
//     percent-encoded as UTF-8, so a name with a space still exports. Cayley's
//     short forms (xsd:, rdf:, rdfs:, owl:, schema:) are expanded. An IRI
//     without a scheme (relative) cannot be written in any format without a
//     base, so it is an error naming the IRI rather than a silent guess.
//   - Literals: native Cayley values become typed literals with full XSD
//     datatype IRIs (quad.Int xsd:integer, quad.Float xsd:double, quad.Bool
//     xsd:boolean, quad.Time xsd:dateTime); xsd:string is written as a plain
//     literal; invalid UTF-8 becomes U+FFFD. Language tags are lower-cased, '_'
//     becomes '-', and a tag that is still not of BCP 47's shape is an error.
//   - Blank nodes keep their labels when the label is valid in Turtle and
//     N-Triples; other labels are hex-encoded behind the prefix "hx_", which
//     leaves an export read back and exported again unchanged.
//   - A literal or blank predicate, a literal subject or a literal graph label
//     cannot be stated in RDF: it is an error naming the statement.
//
// # Formats
//
// N-Quads, TriG and JSON-LD keep every statement's graph label (in kg, the
// photo whose caption stated it). N-Triples and Turtle have only the default
// graph: they drop labels, so callers should hand them deduplicated triples.
package rdf
