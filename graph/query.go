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
	if err := s.check(); err != nil {
		return err
	}
	limit := opt.Limit
	if limit == 0 {
		limit = DefaultQueryLimit
	}
	qctx := ctx
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		qctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}

	// Sessions keep per-script state in their JavaScript runtime, so each
	// query gets its own.
	guarded, err := GuardGizmo(script)
	if err != nil {
		return fmt.Errorf("gizmo: %w", err)
	}
	sess := gizmo.NewSession(s.qs)
	it, err := sess.Execute(qctx, guarded, query.Options{Limit: max(limit, 0), Collation: query.JSON})
	if err != nil {
		return fmt.Errorf("gizmo: %w", err)
	}
	// Close interrupts the script when fn fails or the loop ends early.
	defer it.Close()

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
	if err := it.Err(); err != nil {
		switch {
		case ctx.Err() != nil:
			return fmt.Errorf("query canceled: %w", ctx.Err())
		case errors.Is(qctx.Err(), context.DeadlineExceeded):
			return fmt.Errorf("query stopped after %s timeout: %w", opt.Timeout, context.DeadlineExceeded)
		}
		return fmt.Errorf("gizmo: %w", err)
	}
	for _, m := range results {
		if err := fn(m); err != nil {
			return err
		}
	}
	return nil
}
