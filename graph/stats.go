package graph

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/cayley/query/path"
	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/schema"
)

// Stats summarises a store for `kg stats`.
type Stats struct {
	// Photos is the number of distinct subjects typed schema:Photograph.
	Photos int64
	// Persons, Organizations and Places count distinct subjects of each type.
	Persons, Organizations, Places int64
	// Nodes and Quads are the store's totals, as Counts reports them.
	Nodes, Quads int64
	// Top are the most connected entities, most photos first.
	Top []EntityStat
}

// EntityStat is one entity and the number of photos linking to it.
type EntityStat struct {
	IRI string
	// Name is the entity's schema:name (the smallest one when it has several).
	Name string
	// Type is the local name of its schema.org type: "Person", "Organization" or "Place".
	Type string
	// Photos is the number of distinct photos with any property (mentions,
	// credit, location...) whose value is this entity.
	Photos int64
}

// Stats counts photos, entities per type, nodes and quads, and ranks the top
// entities by the number of distinct photos linking to them. Ranking keeps one
// counter per entity in memory; photos are streamed.
func (s *Store) Stats(ctx context.Context, top int) (Stats, error) {
	var st Stats
	var err error
	if st.Nodes, st.Quads, err = s.Counts(ctx); err != nil {
		return Stats{}, err
	}
	if st.Photos, err = s.countTyped(ctx, schema.Photograph); err != nil {
		return Stats{}, err
	}
	for _, t := range entityTypes {
		n, err := s.countTyped(ctx, t)
		if err != nil {
			return Stats{}, err
		}
		switch t {
		case schema.PersonClass:
			st.Persons = n
		case schema.OrgClass:
			st.Organizations = n
		case schema.PlaceClass:
			st.Places = n
		}
	}
	if top > 0 {
		if st.Top, err = s.topEntities(ctx, top); err != nil {
			return Stats{}, err
		}
	}
	return st, nil
}

// typed is the path to the distinct subjects whose rdf:type is t.
func (s *Store) typed(t quad.IRI) *path.Path {
	return path.StartPath(s.qs, t).In(schema.RDFType).Unique()
}

func (s *Store) countTyped(ctx context.Context, t quad.IRI) (int64, error) {
	n, err := s.typed(t).Iterate(ctx).Count()
	if err != nil {
		return 0, fmt.Errorf("count %s in store %s: %w", t, s.name, err)
	}
	return n, nil
}

type entityCount struct {
	ref    cgraph.Ref
	typ    quad.IRI
	iri    string
	photos int64
}

func (s *Store) topEntities(ctx context.Context, top int) ([]EntityStat, error) {
	entities := make(map[any]*entityCount)
	for _, t := range entityTypes {
		err := s.typed(t).Iterate(ctx).Each(func(r cgraph.Ref) error {
			if _, seen := entities[r.Key()]; !seen {
				entities[r.Key()] = &entityCount{ref: r, typ: t}
			}
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("list %s in store %s: %w", t, s.name, err)
		}
	}

	// A photo may link to one entity through several properties (mentioned
	// and pictured, say); it still counts once.
	onPhoto := make(map[any]struct{})
	err := s.typed(schema.Photograph).Iterate(ctx).Each(func(photo cgraph.Ref) error {
		clear(onPhoto)
		it := s.qs.QuadIterator(quad.Subject, photo).Iterate()
		defer it.Close()
		for it.Next(ctx) {
			obj, err := s.qs.QuadDirection(it.Result(), quad.Object)
			if err != nil {
				return err
			}
			if obj == nil {
				continue
			}
			e, ok := entities[obj.Key()]
			if !ok {
				continue
			}
			if _, dup := onPhoto[obj.Key()]; !dup {
				onPhoto[obj.Key()] = struct{}{}
				e.photos++
			}
		}
		return it.Err()
	})
	if err != nil {
		return nil, fmt.Errorf("rank entities in store %s: %w", s.name, err)
	}

	ranked := make([]*entityCount, 0, len(entities))
	for _, e := range entities {
		if e.photos > 0 {
			ranked = append(ranked, e)
		}
	}
	slices.SortFunc(ranked, func(a, b *entityCount) int { return cmp.Compare(b.photos, a.photos) })
	if len(ranked) > top {
		// Entities tied with the last place are kept until their IRIs break the tie.
		cut := top
		for cut < len(ranked) && ranked[cut].photos == ranked[top-1].photos {
			cut++
		}
		ranked = ranked[:cut]
	}
	for _, e := range ranked {
		v, err := s.qs.NameOf(e.ref)
		if err != nil {
			return nil, fmt.Errorf("rank entities in store %s: %w", s.name, err)
		}
		e.iri = textOf(v)
	}
	slices.SortFunc(ranked, func(a, b *entityCount) int {
		return cmp.Or(cmp.Compare(b.photos, a.photos), cmp.Compare(a.iri, b.iri))
	})
	ranked = ranked[:min(top, len(ranked))]

	out := make([]EntityStat, 0, len(ranked))
	for _, e := range ranked {
		names, err := path.StartPathNodes(s.qs, e.ref).Out(schema.Name).Iterate(ctx).AllValues(s.qs)
		if err != nil {
			return nil, fmt.Errorf("name of %s in store %s: %w", e.iri, s.name, err)
		}
		var name string
		for i, n := range names {
			if t := textOf(n); i == 0 || t < name {
				name = t
			}
		}
		out = append(out, EntityStat{
			IRI:    e.iri,
			Name:   name,
			Type:   string(e.typ[len(schema.SchemaNS):]),
			Photos: e.photos,
		})
	}
	return out, nil
}

// Aliases calls fn with every schema:name and schema:alternateName of every
// Person, Organization and Place in the store, so that new mentions can be
// resolved to entities the store already holds. An entity of several types is
// reported once per type.
func (s *Store) Aliases(ctx context.Context, fn func(iri, name string) error) error {
	if err := s.check(); err != nil {
		return err
	}
	preds := make(map[any]bool)
	for _, p := range []quad.IRI{schema.Name, schema.AlternateName} {
		r, err := s.qs.ValueOf(p)
		if err != nil {
			return fmt.Errorf("aliases in store %s: %w", s.name, err)
		}
		if r != nil {
			preds[r.Key()] = true
		}
	}
	if len(preds) == 0 {
		return nil
	}
	for _, t := range entityTypes {
		err := s.typed(t).Iterate(ctx).Each(func(ent cgraph.Ref) error {
			it := s.qs.QuadIterator(quad.Subject, ent).Iterate()
			defer it.Close()
			for it.Next(ctx) {
				pred, err := s.qs.QuadDirection(it.Result(), quad.Predicate)
				if err != nil {
					return err
				}
				if pred == nil || !preds[pred.Key()] {
					continue
				}
				q, err := s.qs.Quad(it.Result())
				if err != nil {
					return err
				}
				if err := fn(textOf(q.Subject), textOf(q.Object)); err != nil {
					return err
				}
			}
			return it.Err()
		})
		if err != nil {
			return fmt.Errorf("aliases in store %s: %w", s.name, err)
		}
	}
	return nil
}

// textOf returns a value's lexical form: an IRI without brackets, a literal
// without quotes, language tag or datatype.
func textOf(v quad.Value) string {
	switch v := v.(type) {
	case nil:
		return ""
	case quad.IRI:
		return string(v)
	case quad.String:
		return string(v)
	case quad.LangString:
		return string(v.Value)
	case quad.TypedString:
		return string(v.Value)
	}
	return v.String()
}
