package schema

// EntityType is one of the four kinds of named thing a caption can mention.
type EntityType string

// The entity types of the annotation standard (GUIDELINES.md).
const (
	Person EntityType = "PERSON"
	Org    EntityType = "ORG"
	Place  EntityType = "PLACE"
	Date   EntityType = "DATE"
)

// EntityTypes lists every type in a stable order, for reports and loops.
var EntityTypes = []EntityType{Person, Org, Place, Date}

// Valid reports whether t is one of the four known types.
func (t EntityType) Valid() bool {
	switch t {
	case Person, Org, Place, Date:
		return true
	}
	return false
}

// Caption is one photo caption as read from an input file, before extraction.
type Caption struct {
	// ID is the input's own identifier for the photo; empty when the input has none.
	ID string
	// Text is the caption, credit line included.
	Text string
	// Props holds the input's other fields (e.g. "url"), kept as photo properties.
	Props map[string]string
	// Source and Line say where the caption was read, for error messages.
	Source string
	Line   int
}

// Entity is one named thing mentioned by a caption.
type Entity struct {
	Type EntityType `json:"type"`
	// Name is the canonical form: titles, generic words and glosses removed.
	Name string `json:"name"`
	// Aliases are other ways the caption wrote the same thing (an acronym, a
	// longer form such as "Deir al-Zor province").
	Aliases []string `json:"aliases,omitempty"`
	// GeoNamesID, Latitude and Longitude link a place to the gazetteer, when known.
	GeoNamesID int     `json:"geonames_id,omitempty"`
	Latitude   float64 `json:"lat,omitempty"`
	Longitude  float64 `json:"lon,omitempty"`
	// CountryCode is the ISO 3166-1 alpha-2 code of a country entity.
	CountryCode string `json:"country_code,omitempty"`
}

// Record is what extraction makes of one caption: the output contract of
// `kg extract` (see GUIDELINES.md in the shared gold folder).
type Record struct {
	ID            string      `json:"id"`
	Text          string      `json:"text"`
	Entities      []Entity    `json:"entities"`
	Photographers []string    `json:"photographers"`
	Agencies      []string    `json:"agencies"`
	Date          string      `json:"date"`
	PartOf        [][2]string `json:"part_of"`
	// Credit is the credit line as written, without its brackets.
	Credit string `json:"credit,omitempty"`
	// Props carries the input's extra fields through to the graph.
	Props map[string]string `json:"props,omitempty"`
}

// Entity returns the record's entity of type t named name, if any.
func (r *Record) Entity(t EntityType, name string) (Entity, bool) {
	for _, e := range r.Entities {
		if e.Type == t && e.Name == name {
			return e, true
		}
	}
	return Entity{}, false
}
