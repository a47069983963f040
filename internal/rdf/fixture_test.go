package rdf

import (
	"time"

	"github.com/cayleygraph/quad"
)

const base = "https://example.org/kg/"

// hostileQuads is a small graph in kg's shape (one named graph per photo)
// with every kind of value that has broken RDF exports: quotes, backslashes,
// line breaks, tabs, control characters, right-to-left text, IRIs with
// spaces and #<>, Cayley's short datatype forms, native values, odd blank
// node labels, upper-case language tags, a triple two photos state, and a
// statement in the default graph.
func hostileQuads() []quad.Quad {
	photo1 := quad.IRI(base + "photo/ex-001")
	photo2 := quad.IRI(base + "photo/ex 002#top")
	person := quad.IRI(base + "person/karim-haddad")
	place := quad.IRI(base + "place/damascus")
	odd := quad.IRI(base + "place/a b#c<d>{e}|f^g`h\\i\"j%zz")
	geo := quad.BNode("geo.1")
	weird := quad.BNode("x y")
	const (
		s = "http://schema.org/"
		r = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
	)
	q := func(sub quad.Value, pred string, obj, label quad.Value) quad.Quad {
		return quad.Quad{Subject: sub, Predicate: quad.IRI(pred), Object: obj, Label: label}
	}
	return []quad.Quad{
		q(photo1, r+"type", quad.IRI(s+"Photograph"), photo1),
		q(photo1, r+"type", quad.IRI(s+"ImageObject"), photo1),
		q(photo1, s+"caption", quad.String("He said \"run\" \\ then\nleft\ttoday.\r\x01\x7f end"), photo1),
		q(photo1, s+"dateCreated", quad.TypedString{Value: "2016-08-06", Type: "xsd:date"}, photo1),
		q(photo1, s+"creator", person, photo1),
		q(photo1, s+"contentLocation", place, photo1),
		q(photo1, s+"mentions", odd, photo1),
		q(person, r+"type", quad.IRI(s+"Person"), photo1),
		q(person, s+"name", quad.String("Karim Haddad"), photo1),
		q(person, s+"alternateName", quad.LangString{Value: "كريم حداد", Lang: "AR"}, photo1),
		q(place, r+"type", quad.IRI(s+"Place"), photo1),
		q(place, s+"name", quad.String("Damascus"), photo1),
		q(place, s+"alternateName", quad.LangString{Value: "דמשק\u200f", Lang: "he_IL"}, photo1),
		q(place, s+"geo", geo, photo1),
		q(geo, s+"latitude", quad.TypedString{Value: "33.5102", Type: "http://www.w3.org/2001/XMLSchema#double"}, photo1),
		q(geo, s+"longitude", quad.Float(36.29128), photo1),
		q(odd, s+"name", quad.String("a b#c<d> \"Zürich\" \u2028 line"), photo1),

		q(photo2, r+"type", quad.IRI(s+"Photograph"), photo2),
		q(photo2, s+"identifier", quad.Int(42), photo2),
		q(photo2, s+"isFamilyFriendly", quad.Bool(true), photo2),
		q(photo2, s+"uploadDate", quad.Time(time.Date(2020, 8, 5, 18, 7, 0, 0, time.UTC)), photo2),
		q(photo2, s+"creator", person, photo2),
		// The same fact as in photo1's graph: one quad per photo, one triple.
		q(person, s+"name", quad.String("Karim Haddad"), photo2),
		q(photo2, s+"about", weird, photo2),
		q(weird, s+"description", quad.String("'''single''' \"\"\"triple\"\"\" \\u0041 not an escape"), photo2),
		q(photo2, s+"keywords", quad.TypedString{Value: "plain", Type: "xsd:string"}, photo2),

		q(quad.IRI(base+"dataset"), s+"description", quad.LangString{Value: "Graph of captions", Lang: "en-GB"}, nil),
	}
}
