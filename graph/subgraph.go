package graph

import (
	"context"
	"fmt"
	"strings"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/cayley/query"
	"github.com/cayleygraph/cayley/query/gizmo"
	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/schema"
)

// Triples calls fn with every distinct triple of the store (labels dropped:
// a fact two photos state comes once), grouped by subject. It walks the
// nodes and, for each, the quads it is the subject of through Cayley's
// subject index, so memory holds one subject's distinct statements at a
// time, however large the store.
func (s *Store) Triples(ctx context.Context, fn func(quad.Quad) error) error {
	if err := s.check(); err != nil {
		return err
	}
	nodes := s.qs.NodesAllIterator().Iterate()
	defer nodes.Close()
	var (
		pairs []cgraph.Ref // predicate, object, predicate, object, ...
		seen  = make(map[[2]any]struct{})
	)
	read := 0
	for nodes.Next(ctx) {
		if read++; read%releaseEvery == 0 {
			releaseMapped(s.bolt)
		}
		subject := nodes.Result()
		pairs = pairs[:0]
		clear(seen)
		it := s.qs.QuadIterator(quad.Subject, subject).Iterate()
		for it.Next(ctx) {
			q := it.Result()
			p, err := s.qs.QuadDirection(q, quad.Predicate)
			if err != nil {
				it.Close()
				return fmt.Errorf("read triples from %s: %w", s.name, err)
			}
			o, err := s.qs.QuadDirection(q, quad.Object)
			if err != nil {
				it.Close()
				return fmt.Errorf("read triples from %s: %w", s.name, err)
			}
			key := [2]any{p.Key(), o.Key()}
			if _, dup := seen[key]; dup {
				continue
			}
			seen[key] = struct{}{}
			pairs = append(pairs, p, o)
		}
		err := it.Err()
		it.Close()
		if err != nil {
			return fmt.Errorf("read triples from %s: %w", s.name, err)
		}
		if len(pairs) == 0 {
			continue // a literal, a class or a graph label: no statements
		}
		vals, err := cgraph.ValuesOf(ctx, s.qs, append(pairs, subject))
		if err != nil {
			return fmt.Errorf("read triples from %s: %w", s.name, err)
		}
		sub := vals[len(vals)-1]
		for i := 0; i+1 < len(pairs); i += 2 {
			if err := fn(quad.Quad{Subject: sub, Predicate: vals[i], Object: vals[i+1]}); err != nil {
				return err
			}
		}
	}
	if err := nodes.Err(); err != nil {
		return fmt.Errorf("read triples from %s: %w", s.name, err)
	}
	return ctx.Err()
}

// quadsWith calls fn with every quad that has v in direction d, resolved in
// batches like Quads.
func (s *Store) quadsWith(ctx context.Context, d quad.Direction, v quad.Value, fn func(quad.Quad) error) error {
	ref, err := s.qs.ValueOf(v)
	if err != nil {
		return storeError{err}
	}
	if ref == nil {
		return nil
	}
	it := s.qs.QuadIterator(d, ref).Iterate()
	defer it.Close()
	b := newQuadBatch()
	for it.Next(ctx) {
		if err := b.add(s.qs, it.Result()); err != nil {
			return storeError{err}
		}
		if b.len() == quadsBatch {
			if err := b.emit(ctx, s.qs, fn); err != nil {
				return err
			}
		}
	}
	if err := it.Err(); err != nil {
		return storeError{err}
	}
	return b.emit(ctx, s.qs, fn)
}

// FindEntities returns the nodes ref names: an IRI (written bare or in <>)
// the store holds, or else every node whose schema:name, failing that whose
// schema:alternateName, is exactly ref.
func (s *Store) FindEntities(ctx context.Context, ref string) ([]quad.Value, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	if iri, ok := asIRI(ref); ok {
		r, err := s.qs.ValueOf(iri)
		if err != nil {
			return nil, fmt.Errorf("find %s in %s: %w", ref, s.name, err)
		}
		if r != nil {
			return []quad.Value{iri}, nil
		}
		if strings.HasPrefix(ref, "<") {
			return nil, nil
		}
	}
	for _, pred := range []quad.IRI{schema.Name, schema.AlternateName} {
		var out []quad.Value
		seen := map[string]bool{}
		err := s.quadsWith(ctx, quad.Object, quad.String(ref), func(q quad.Quad) error {
			if q.Predicate == pred && !seen[nodeKey(q.Subject)] {
				seen[nodeKey(q.Subject)] = true
				out = append(out, q.Subject)
			}
			return nil
		})
		if err != nil {
			return nil, s.quadsErr(err)
		}
		if len(out) > 0 {
			return out, nil
		}
	}
	return nil, nil
}

func asIRI(ref string) (quad.IRI, bool) {
	if strings.HasPrefix(ref, "<") && strings.HasSuffix(ref, ">") {
		return quad.IRI(ref[1 : len(ref)-1]), true
	}
	if i := strings.Index(ref, ":"); i > 0 && !strings.ContainsAny(ref, " \t\n") {
		return quad.IRI(ref), true
	}
	return "", false
}

// Neighbourhood calls fn with the quads within depth steps of the start
// nodes: depth 1 is every quad a start node is the subject or object of;
// each further step adds the quads of the nodes reached, in either
// direction. Literals are not stepped through, and neither are the classes
// rdf:type points to (every person would be two steps from every other).
// Each quad is delivered once, grouped by the node it was reached from. The
// nodes visited are held in memory, so a large depth from a hub can cost as
// much as the graph.
func (s *Store) Neighbourhood(ctx context.Context, start []quad.Value, depth int, fn func(quad.Quad) error) error {
	if err := s.check(); err != nil {
		return err
	}
	if depth < 1 {
		return fmt.Errorf("neighbourhood: depth %d, want 1 or more", depth)
	}
	visited := make(map[string]bool)
	var frontier []quad.Value
	for _, v := range start {
		if !visited[nodeKey(v)] {
			visited[nodeKey(v)] = true
			frontier = append(frontier, v)
		}
	}
	expandable := func(v quad.Value) bool {
		switch v.(type) {
		case quad.IRI, quad.BNode:
			return true
		}
		return false
	}
	for level := 0; level < depth && len(frontier) > 0; level++ {
		last := level == depth-1
		var next []quad.Value
		for _, node := range frontier {
			// Outgoing quads are always delivered here; an incoming quad is
			// delivered as an outgoing one of its subject when that subject
			// is expanded too, and here only when it never will be.
			err := s.quadsWith(ctx, quad.Subject, node, func(q quad.Quad) error {
				if !last && expandable(q.Object) && q.Predicate != schema.RDFType && !visited[nodeKey(q.Object)] {
					visited[nodeKey(q.Object)] = true
					next = append(next, q.Object)
				}
				return fn(q)
			})
			if err != nil {
				return s.quadsErr(err)
			}
			err = s.quadsWith(ctx, quad.Object, node, func(q quad.Quad) error {
				if visited[nodeKey(q.Subject)] {
					return nil
				}
				if !last {
					visited[nodeKey(q.Subject)] = true
					next = append(next, q.Subject)
					return nil
				}
				return fn(q)
			})
			if err != nil {
				return s.quadsErr(err)
			}
		}
		frontier = next
	}
	return ctx.Err()
}

// QueryQuads runs a Gizmo script and calls fn with the quads among the
// nodes it returns: for every node in any result (each tag, "id" included),
// its quads whose object is a literal, a class (rdf:type) or another
// returned node. That is the subgraph a query's answer stands on, with the
// names, dates and types that make it readable. The returned nodes are held in memory; opt bounds them as in
// Query (a Limit of 0 means DefaultQueryLimit results).
func (s *Store) QueryQuads(ctx context.Context, script string, opt QueryOptions, fn func(quad.Quad) error) error {
	run, err := s.startGizmo(ctx, script, opt, query.Raw)
	if err != nil {
		return err
	}
	defer run.close()
	it, qctx, limit := run.it, run.ctx, run.limit
	nodes := make(map[any]cgraph.Ref)
	var order []cgraph.Ref
	results := 0
	for it.Next(qctx) {
		r, ok := it.Result().(*gizmo.Result)
		if !ok || r.Meta || r.Tags == nil {
			continue
		}
		for _, ref := range r.Tags {
			if ref == nil {
				continue
			}
			if _, seen := nodes[ref.Key()]; !seen {
				nodes[ref.Key()] = ref
				order = append(order, ref)
			}
		}
		results++
		if limit > 0 && results == limit {
			break
		}
	}
	if err := run.err(); err != nil {
		return err
	}
	returned := make(map[string]bool, len(order))
	vals, err := cgraph.ValuesOf(ctx, s.qs, order)
	if err != nil {
		return fmt.Errorf("read query results from %s: %w", s.name, err)
	}
	for _, v := range vals {
		if v != nil {
			returned[nodeKey(v)] = true
		}
	}
	for _, v := range vals {
		if v == nil {
			continue
		}
		err := s.quadsWith(ctx, quad.Subject, v, func(q quad.Quad) error {
			switch q.Object.(type) {
			case quad.IRI, quad.BNode:
				if q.Predicate != schema.RDFType && !returned[nodeKey(q.Object)] {
					return nil
				}
			}
			return fn(q)
		})
		if err != nil {
			return s.quadsErr(err)
		}
	}
	return ctx.Err()
}

// nodeKey identifies a value in maps: quad.Value's own types are not all
// comparable, but their N-Quads-like String forms are distinct.
func nodeKey(v quad.Value) string {
	if v == nil {
		return ""
	}
	return v.String()
}
