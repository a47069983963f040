// Package schema holds kg's domain types (a caption, an entity, the record
// extraction makes of one photo), the RDF vocabulary kg writes (schema.org,
// XSD, RDF, OWL), the minting of stable IRIs, and the mapping from a record
// to quads.
//
// It imports no other kg package: extract produces Records, graph stores the
// quads this package makes of them, and cmd/kg wires the two.
//
// # The graph model
//
// A photo is a schema:Photograph and a schema:ImageObject. People,
// organisations and places are nodes with a schema:name, schema:alternateName
// for every other way a caption wrote them, and an rdf:type. Dates are typed
// literals on the photo. Every quad's label is the IRI of the photo whose
// caption stated it: that is the fact's provenance, so a fact two captions
// state is two quads, and an N-Quads export has one named graph per photo.
//
// IRIs are stable: a photo's comes from its input id (or, without one, a hash
// of its whitespace-normalised text); an entity's from its type and the Key of
// its canonical name, percent-encoded, so no IRI ever holds a space.
//
// The caption
//
//	A man reacts over dead bodies prior to burial in a graveyard after
//	shelling in the rebel held besieged town of Douma, eastern Ghouta in
//	Damascus, Syria, October 24, 2016. (Photo by Bassam Khabieh/Reuters)
//
// read with id "douma-2016-10-24" gives these quads (kg: is the base IRI,
// https://example.org/kg/ by default; every quad's label is kg:photo/douma-2016-10-24;
// the lines below are pinned by TestDocMatchesQuads):
//
//	kg:photo/douma-2016-10-24 rdf:type schema:Photograph
//	kg:photo/douma-2016-10-24 rdf:type schema:ImageObject
//	kg:photo/douma-2016-10-24 schema:caption "A man reacts over dead bodies … (Photo by Bassam Khabieh/Reuters)"
//	kg:photo/douma-2016-10-24 schema:identifier "douma-2016-10-24"
//	kg:photo/douma-2016-10-24 schema:dateCreated "2016-10-24"^^xsd:date
//	kg:photo/douma-2016-10-24 schema:creditText "Photo by Bassam Khabieh/Reuters"
//	kg:photo/douma-2016-10-24 schema:creator kg:person/bassam-khabieh
//	kg:photo/douma-2016-10-24 schema:provider kg:org/reuters
//	kg:photo/douma-2016-10-24 schema:contentLocation kg:place/douma
//	kg:photo/douma-2016-10-24 schema:mentions kg:place/douma
//	kg:photo/douma-2016-10-24 schema:mentions kg:place/eastern-ghouta
//	kg:place/douma rdf:type schema:Place
//	kg:place/douma schema:name "Douma"
//	kg:place/douma schema:containedInPlace kg:place/eastern-ghouta
//	kg:place/eastern-ghouta schema:name "Eastern Ghouta"
//	kg:place/eastern-ghouta schema:alternateName "eastern Ghouta"
//	kg:place/eastern-ghouta schema:containedInPlace kg:place/damascus
//	kg:place/damascus schema:containedInPlace kg:place/syria
//	kg:place/syria rdf:type schema:Country
//	kg:place/syria schema:addressCountry "SY"
//	kg:person/bassam-khabieh rdf:type schema:Person
//	kg:person/bassam-khabieh schema:name "Bassam Khabieh"
//	kg:org/reuters rdf:type schema:Organization
//	kg:org/reuters schema:name "Reuters"
//
// Places the gazetteer knows also carry owl:sameAs their GeoNames resource
// and schema:geo a schema:GeoCoordinates node (kg:place/damascus/geo) with
// schema:latitude and schema:longitude as xsd:double. Input fields other than
// id and text become photo properties: url as schema:url, the rest under
// kg:vocab/. The photographer and agency are the creator and provider of a
// photo, not mentions; places named in the caption's first sentence are its
// schema:contentLocation.
package schema
