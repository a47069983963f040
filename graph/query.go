package graph

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/cayleygraph/cayley/query"
	"github.com/cayleygraph/cayley/query/gizmo"
)

// DefaultQueryLimit caps the results of a Query whose options set no limit.
const DefaultQueryLimit = 100

// QueryOptions bound a Gizmo query.
type QueryOptions struct {
	// Limit caps the number of results: DefaultQueryLimit when zero, no cap when
	// negative. With a cap, results are held back until the script has finished,
	// so a query that times out or fails delivers nothing; without one they are
	// streamed as they come, so fn may have seen some before the error.
	Limit int
	// Timeout stops the script after this long; zero means only ctx bounds it.
	Timeout time.Duration
}

// Query runs a Gizmo script (Cayley's JavaScript query language, e.g.
// `g.V("<http://schema.org/Person>").In("<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>").All()`)
// and calls fn with each result in Cayley's JSON form: a map from tag ("id"
// for the current node) to value, IRIs written as "<iri>". A value the script
// emits that is not an object arrives as {"value": v}. Literals come as their
// N-Quads form when typed ("\"2016-08-06\"^^<...#date>") and as bare text
// otherwise; Cayley's JSON drops the language tag. Like in Cayley, only
// results of All(), ForEach() or g.emit() are delivered, not the value the
// script ends with.
//
// When the timeout passes, the script is interrupted even if it never touches
// the graph (e.g. an endless loop), and Query returns an error wrapping
// context.DeadlineExceeded.
func (s *Store) Query(ctx context.Context, script string, opt QueryOptions, fn func(result map[string]any) error) error {
	run, err := s.startGizmo(ctx, script, opt, query.JSON)
	if err != nil {
		return err
	}
	defer run.close()
	it, qctx, limit := run.it, run.ctx, run.limit

	held := limit > 0
	var results []map[string]any
	// Gizmo only notices a deadline through the ctx given to Next: there it
	// cancels its iterators and interrupts the JavaScript runtime.
	for it.Next(qctx) {
		r := it.Result()
		if r == nil {
			continue // the script's own return value, not a result
		}
		m, ok := r.(map[string]any)
		if !ok {
			m = map[string]any{"value": r}
		}
		if held {
			results = append(results, m)
			if len(results) == limit {
				// Gizmo sends nothing past the limit; waiting for the script to
				// end would only let a slow or endless tail time the query out.
				break
			}
			continue
		}
		if err := fn(m); err != nil {
			return err
		}
	}
	if err := run.err(); err != nil {
		return err
	}
	for _, m := range results {
		if err := fn(m); err != nil {
			return err
		}
	}
	return nil
}

// gizmoRun is one Gizmo script running under QueryOptions.
type gizmoRun struct {
	it      query.Iterator
	ctx     context.Context // bounded by the timeout: give it to it.Next
	parent  context.Context
	cancel  context.CancelFunc
	limit   int // DefaultQueryLimit for a zero Limit; negative for none
	timeout time.Duration
}

// startGizmo guards and compiles script and starts it in a session of its
// own (sessions keep per-script state in their JavaScript runtime).
func (s *Store) startGizmo(ctx context.Context, script string, opt QueryOptions, col query.Collation) (*gizmoRun, error) {
	if err := s.check(); err != nil {
		return nil, err
	}
	guarded, err := GuardGizmo(script)
	if err != nil {
		return nil, fmt.Errorf("gizmo: %w", err)
	}
	r := &gizmoRun{ctx: ctx, parent: ctx, cancel: func() {}, limit: opt.Limit, timeout: opt.Timeout}
	if r.limit == 0 {
		r.limit = DefaultQueryLimit
	}
	if opt.Timeout > 0 {
		r.ctx, r.cancel = context.WithTimeout(ctx, opt.Timeout)
	}
	r.it, err = gizmo.NewSession(s.qs).Execute(r.ctx, guarded, query.Options{Limit: max(r.limit, 0), Collation: col})
	if err != nil {
		r.cancel()
		return nil, fmt.Errorf("gizmo: %w", err)
	}
	return r, nil
}

// close interrupts the script if it is still running.
func (r *gizmoRun) close() {
	r.it.Close()
	r.cancel()
}

// err says why the script stopped early, if it did: Gizmo only notices a
// deadline through the ctx given to Next, and then returns partial results.
func (r *gizmoRun) err() error {
	err := r.it.Err()
	switch {
	case err == nil:
		return nil
	case r.parent.Err() != nil:
		return fmt.Errorf("query canceled: %w", r.parent.Err())
	case errors.Is(r.ctx.Err(), context.DeadlineExceeded):
		return fmt.Errorf("query stopped after %s timeout: %w", r.timeout, context.DeadlineExceeded)
	}
	return fmt.Errorf("gizmo: %w", err)
}
