package pipeline

import (
	"context"
	"fmt"
	"runtime"
	"sync"

	"github.com/kg-archive/kg/schema"
)

// Extract runs x over every caption src yields on workers goroutines (0 means
// GOMAXPROCS) and calls fn with the records in input order. At most a few
// records per worker are in flight, so memory stays flat however long the
// input is.
func Extract(ctx context.Context, src Source, x Extractor, workers int, fn func(schema.Record) error) error {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)

	type job struct {
		caption schema.Caption
		done    chan schema.Record
	}
	// order holds each caption's result slot in input order; jobs feeds the
	// workers. Both are bounded.
	order := make(chan chan schema.Record, 4*workers)
	jobs := make(chan job, workers)

	var readErr error
	go func() {
		defer close(order)
		defer close(jobs)
		readErr = src(ctx, func(c schema.Caption) error {
			j := job{caption: c, done: make(chan schema.Record, 1)}
			select {
			case order <- j.done:
			case <-ctx.Done():
				return context.Cause(ctx)
			}
			select {
			case jobs <- j:
				return nil
			case <-ctx.Done():
				return context.Cause(ctx)
			}
		})
	}()

	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				rec, err := safeExtract(x, j.caption)
				if err != nil {
					cancel(err) // the reader stops and the loop below returns err
					continue
				}
				j.done <- rec
			}
		}()
	}
	defer wg.Wait()

	for done := range order {
		var rec schema.Record
		select {
		case rec = <-done:
		case <-ctx.Done():
			drain(order)
			return context.Cause(ctx)
		}
		if err := fn(rec); err != nil {
			cancel(err)
			drain(order)
			return err
		}
	}
	if readErr != nil {
		return readErr
	}
	return ctx.Err()
}

// drain empties order so the reader goroutine can finish.
func drain(order <-chan chan schema.Record) {
	for range order {
	}
}

// safeExtract runs x on one caption. A panic inside extraction is a bug, but
// one caption must not take the process down with a half-written graph: it
// becomes an error that names the caption's file and line and ends the run.
func safeExtract(x Extractor, c schema.Caption) (rec schema.Record, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s:%d: extract: internal error: %v", c.Source, c.Line, r)
		}
	}()
	return x.Extract(c), nil
}
