package schema

import "github.com/cayleygraph/quad"

// Namespaces kg writes. schema.org's RDF namespace is the http one; the https
// form is only an alias for JSON-LD contexts.
const (
	SchemaNS = "http://schema.org/"
	RDFNS    = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
	XSDNS    = "http://www.w3.org/2001/XMLSchema#"
	OWLNS    = "http://www.w3.org/2002/07/owl#"
	// GeoNamesNS is where GeoNames publishes one resource per place id.
	GeoNamesNS = "https://sws.geonames.org/"
)

// Predicates and classes, as full IRIs. Full IRIs matter: Cayley's short
// forms such as <xsd:date> are not valid RDF once exported.
const (
	RDFType = quad.IRI(RDFNS + "type")

	Photograph     = quad.IRI(SchemaNS + "Photograph")
	ImageObject    = quad.IRI(SchemaNS + "ImageObject")
	PersonClass    = quad.IRI(SchemaNS + "Person")
	OrgClass       = quad.IRI(SchemaNS + "Organization")
	PlaceClass     = quad.IRI(SchemaNS + "Place")
	CountryClass   = quad.IRI(SchemaNS + "Country")
	GeoCoordinates = quad.IRI(SchemaNS + "GeoCoordinates")

	CaptionProp     = quad.IRI(SchemaNS + "caption")
	Identifier      = quad.IRI(SchemaNS + "identifier")
	DateCreated     = quad.IRI(SchemaNS + "dateCreated")
	Creator         = quad.IRI(SchemaNS + "creator")
	CreditText      = quad.IRI(SchemaNS + "creditText")
	Provider        = quad.IRI(SchemaNS + "provider")
	ContentLocation = quad.IRI(SchemaNS + "contentLocation")
	Mentions        = quad.IRI(SchemaNS + "mentions")
	ContainedIn     = quad.IRI(SchemaNS + "containedInPlace")
	Name            = quad.IRI(SchemaNS + "name")
	AlternateName   = quad.IRI(SchemaNS + "alternateName")
	URL             = quad.IRI(SchemaNS + "url")
	Geo             = quad.IRI(SchemaNS + "geo")
	Latitude        = quad.IRI(SchemaNS + "latitude")
	Longitude       = quad.IRI(SchemaNS + "longitude")
	AddressCountry  = quad.IRI(SchemaNS + "addressCountry")
	SameAs          = quad.IRI(OWLNS + "sameAs")

	XSDDate       = quad.IRI(XSDNS + "date")
	XSDGYearMonth = quad.IRI(XSDNS + "gYearMonth")
	XSDGYear      = quad.IRI(XSDNS + "gYear")
	XSDDouble     = quad.IRI(XSDNS + "double")
)

// Class returns the schema.org class of an entity type, and false for types
// that are not nodes (dates are literals on the photo).
func (t EntityType) Class() (quad.IRI, bool) {
	switch t {
	case Person:
		return PersonClass, true
	case Org:
		return OrgClass, true
	case Place:
		return PlaceClass, true
	}
	return "", false
}

// segment is the IRI path segment of an entity type.
func (t EntityType) segment() string {
	switch t {
	case Person:
		return "person"
	case Org:
		return "org"
	case Place:
		return "place"
	}
	return "thing"
}
