package graph

import (
	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/schema"
)

// entityTypes are the rdf:type values Stats counts and ranks, in report order.
var entityTypes = []quad.IRI{schema.PersonClass, schema.OrgClass, schema.PlaceClass}
