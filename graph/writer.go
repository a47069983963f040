package graph

import (
	"context"
	"errors"
	"fmt"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/quad"
)

// DefaultBatchSize is the number of quads a Writer commits per transaction
// when NewWriter is given no positive size.
const DefaultBatchSize = 5000

// Writer adds quads to a Store in batched transactions. Quads the store already
// holds are skipped, so writing the same data twice changes nothing. A Writer is
// not safe for concurrent use; several Writers on one bbolt Store are.
type Writer struct {
	s     *Store
	size  int
	batch []quad.Quad

	sent, added int64
	flushes     int
	err         error
}

// releaseEveryFlush is how many commits a Writer makes between releases of
// the store's mapped pages (see releaseMapped). Inserts touch pages all over
// the B-tree, so the pages of a few commits are most of the file; re-reading
// the ones the next commit needs from the page cache costs little.
const releaseEveryFlush = 1

// NewWriter returns a Writer committing every batchSize quads
// (DefaultBatchSize when batchSize <= 0).
func (s *Store) NewWriter(batchSize int) *Writer {
	if batchSize <= 0 {
		batchSize = DefaultBatchSize
	}
	return &Writer{s: s, size: batchSize}
}

// Add queues quads, committing the batch once it holds batchSize or more. A quad without a
// subject, predicate or object is rejected before anything of this call is queued.
func (w *Writer) Add(ctx context.Context, quads ...quad.Quad) error {
	if w.err != nil {
		return w.err
	}
	for _, q := range quads {
		if !q.IsValid() {
			return fmt.Errorf("add quad %v: subject, predicate and object are required", q)
		}
	}
	// One call's quads (one caption's facts) go into one transaction, so a
	// failed or interrupted build never leaves half a caption in the store.
	w.batch = append(w.batch, quads...)
	if len(w.batch) >= w.size {
		return w.Flush(ctx)
	}
	return nil
}

// Flush commits the queued quads. After a failed commit the Writer keeps
// returning that error: the failed batch is not retried.
func (w *Writer) Flush(ctx context.Context) error {
	if w.err != nil {
		return w.err
	}
	if len(w.batch) == 0 {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := w.s.check(); err != nil {
		return err
	}
	if w.s.readOnly {
		w.err = fmt.Errorf("write to store %s: opened read-only", w.s.name)
		return w.err
	}
	before, err := w.s.quadCount(ctx)
	if err == nil {
		err = w.s.qw.AddQuadSet(w.batch)
	}
	var after int64
	if err == nil {
		after, err = w.s.quadCount(ctx)
	}
	if err != nil {
		var derr *cgraph.DeltaError
		if errors.As(err, &derr) {
			err = fmt.Errorf("quad %v: %w", derr.Delta.Quad, derr.Err)
		}
		w.err = fmt.Errorf("write %d quads to store %s: %w", len(w.batch), w.s.name, err)
		return w.err
	}
	w.sent += int64(len(w.batch))
	w.added += after - before
	if w.flushes++; w.flushes%releaseEveryFlush == 0 {
		releaseMapped(w.s.bolt)
	}
	clear(w.batch)
	w.batch = w.batch[:0]
	return nil
}

// Close commits what is still queued. The Writer must not be used afterwards.
func (w *Writer) Close(ctx context.Context) error {
	err := w.Flush(ctx)
	w.batch = nil
	return err
}

// Written reports how many quads were committed so far (sent) and how many of
// them were new to the store (added); the difference are duplicates. Added is
// measured as the growth of the store, so it also counts quads that concurrent
// writers added meanwhile.
func (w *Writer) Written() (sent, added int64) {
	return w.sent, w.added
}

// quadCount is cheap on both backends: Cayley keeps the quad total as metadata.
func (s *Store) quadCount(ctx context.Context) (int64, error) {
	st, err := s.stats(ctx, false)
	if err != nil {
		return 0, err
	}
	return st.Quads.Value, nil
}
