package pipeline

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sync/atomic"
	"time"

	"github.com/cayleygraph/quad"

	"github.com/kg-archive/kg/schema"
)

// Extractor turns one caption into a record; it must be safe for concurrent use.
type Extractor interface {
	Extract(schema.Caption) schema.Record
}

// Resolver maps every way of writing an entity to one canonical name.
type Resolver interface {
	Learn(schema.Record)
	Known(schema.Record) bool
	Resolve(schema.Record) schema.Record
}

// QuadWriter receives the quads of resolved records, in batches of one record.
type QuadWriter interface {
	Add(ctx context.Context, qs ...quad.Quad) error
}

// Source streams captions to emit and stops at emit's first error.
type Source func(ctx context.Context, emit func(schema.Caption) error) error

// Progress is a snapshot of a running build, for progress bars.
type Progress struct {
	Read, Extracted, Written int
	Elapsed                  time.Duration
}

// Options configure Run. Extractor, Resolver, Writer and IRIs are required.
type Options struct {
	Extractor Extractor
	Resolver  Resolver
	Writer    QuadWriter
	IRIs      schema.IRIs
	// Workers is the number of extraction goroutines; 0 means GOMAXPROCS.
	Workers int
	// SpoolDir holds the temporary file of deferred records; "" is os.TempDir.
	SpoolDir string
	// OnProgress, when set, is called from the writer about ten times a second.
	OnProgress func(Progress)
}

// Summary counts what a build did.
type Summary struct {
	Captions int // captions extracted and written
	Entities int // distinct entity nodes written
	Quads    int // quads handed to the store (duplicates of stored ones included)
	Deferred int // records written after the last caption, against the full alias table
	Elapsed  time.Duration
}

// Run extracts every caption src yields and writes its quads. On error the
// records already written stay written; the caller decides whether to keep
// them (the store's batches are transactions, so no quad is half-written).
func Run(ctx context.Context, src Source, opt Options) (Summary, error) {
	if opt.Extractor == nil || opt.Resolver == nil || opt.Writer == nil {
		return Summary{}, errors.New("pipeline: extractor, resolver and writer are required")
	}
	w := &writer{opt: opt, entities: make(map[quad.IRI]struct{}), start: time.Now()}
	counted := func(ctx context.Context, emit func(schema.Caption) error) error {
		return src(ctx, func(c schema.Caption) error {
			w.read.Add(1)
			return emit(c)
		})
	}
	// Extract's bounded pool keeps memory flat however large the input is,
	// and hands the writer records in input order.
	err := Extract(ctx, counted, opt.Extractor, opt.Workers, func(rec schema.Record) error {
		return w.take(ctx, rec)
	})
	if err != nil {
		w.closeSpool()
		return w.summary(), err
	}
	if err := w.flushSpool(ctx); err != nil {
		return w.summary(), err
	}
	w.progress(true)
	return w.summary(), nil
}

type writer struct {
	opt       Options
	entities  map[quad.IRI]struct{}
	sum       Summary
	extracted int
	start     time.Time
	lastTick  time.Time
	read      atomic.Int64 // captions read, counted by the reading goroutine

	spool    *os.File
	spoolBuf *bufio.Writer
}

// take writes one extracted record, or holds it back until the last caption.
func (w *writer) take(ctx context.Context, rec schema.Record) error {
	w.extracted++
	// Asked before learning: a record is safe to write now only if its
	// names were known before it arrived.
	known := w.opt.Resolver.Known(rec)
	w.opt.Resolver.Learn(rec)
	var err error
	if known {
		err = w.write(ctx, rec)
	} else {
		err = w.defer_(rec)
	}
	w.progress(false)
	return err
}

func (w *writer) write(ctx context.Context, rec schema.Record) error {
	rec = w.opt.Resolver.Resolve(rec)
	qs := w.opt.IRIs.Quads(rec)
	if err := w.opt.Writer.Add(ctx, qs...); err != nil {
		return fmt.Errorf("write caption %s: %w", describe(rec), err)
	}
	for _, e := range rec.Entities {
		if _, ok := e.Type.Class(); ok {
			w.entities[w.opt.IRIs.Entity(e.Type, e.Name)] = struct{}{}
		}
	}
	w.sum.Captions++
	w.sum.Quads += len(qs)
	return nil
}

func describe(rec schema.Record) string {
	if rec.ID != "" {
		return rec.ID
	}
	text := []rune(rec.Text)
	if len(text) > 40 {
		return fmt.Sprintf("%q…", string(text[:40]))
	}
	return fmt.Sprintf("%q", string(text))
}

// defer_ spools a record whose names are not all known yet.
func (w *writer) defer_(rec schema.Record) error {
	if w.spool == nil {
		f, err := os.CreateTemp(w.opt.SpoolDir, "kg-spool-*.jsonl")
		if err != nil {
			return fmt.Errorf("spool deferred records: %w", err)
		}
		w.spool, w.spoolBuf = f, bufio.NewWriterSize(f, 1<<20)
	}
	line, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("spool %s: %w", describe(rec), err)
	}
	line = append(line, '\n')
	if _, err := w.spoolBuf.Write(line); err != nil {
		return fmt.Errorf("spool %s: %w", w.spool.Name(), err)
	}
	w.sum.Deferred++
	return nil
}

// flushSpool writes the deferred records now that every alias is known.
func (w *writer) flushSpool(ctx context.Context) error {
	if w.spool == nil {
		return nil
	}
	defer w.closeSpool()
	if err := w.spoolBuf.Flush(); err != nil {
		return fmt.Errorf("spool %s: %w", w.spool.Name(), err)
	}
	if _, err := w.spool.Seek(0, 0); err != nil {
		return fmt.Errorf("spool %s: %w", w.spool.Name(), err)
	}
	sc := bufio.NewScanner(w.spool)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var rec schema.Record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return fmt.Errorf("spool %s: %w", w.spool.Name(), err)
		}
		if err := w.write(ctx, rec); err != nil {
			return err
		}
		w.progress(false)
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("spool %s: %w", w.spool.Name(), err)
	}
	return nil
}

func (w *writer) closeSpool() {
	if w.spool != nil {
		w.spool.Close()
		os.Remove(w.spool.Name())
		w.spool = nil
	}
}

func (w *writer) progress(final bool) {
	if w.opt.OnProgress == nil {
		return
	}
	now := time.Now()
	if !final && now.Sub(w.lastTick) < 100*time.Millisecond {
		return
	}
	w.lastTick = now
	w.opt.OnProgress(Progress{Read: int(w.read.Load()), Extracted: w.extracted, Written: w.sum.Captions, Elapsed: now.Sub(w.start)})
}

func (w *writer) summary() Summary {
	s := w.sum
	s.Entities = len(w.entities)
	s.Elapsed = time.Since(w.start)
	return s
}
