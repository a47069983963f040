package graph

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/cayley/graph/kv"
	"github.com/cayleygraph/cayley/graph/memstore"
	"github.com/cayleygraph/cayley/writer"
	"github.com/cayleygraph/quad"
	hbolt "github.com/hidal-go/hidalgo/kv/bbolt"
	bolt "go.etcd.io/bbolt"
)

// Backend names accepted in Options.Backend.
const (
	BackendBolt   = "bbolt"
	BackendMemory = "memory"
)

// DefaultLockTimeout is how long Open waits for another process to release a
// persistent store before giving up with ErrLocked.
const DefaultLockTimeout = time.Second

// boltFile is the file Cayley's own bbolt backend keeps inside its directory;
// using the same name keeps stores openable by Cayley's tools.
const boltFile = "indexes.bolt"

// ErrLocked reports that another process (or another Store in this process)
// holds the persistent store open.
var ErrLocked = errors.New("store is in use by another kg process (e.g. kg serve); stop it or query it through its HTTP API")

// ErrClosed is returned by operations on a closed Store.
var ErrClosed = errors.New("store is closed")

// Options say which store to open and how.
type Options struct {
	// Backend is BackendBolt (the default when empty) or BackendMemory.
	Backend string
	// Path is the store's directory for BackendBolt; Open creates it when missing.
	Path string
	// LockTimeout bounds the wait for a store held by another process;
	// DefaultLockTimeout when zero.
	LockTimeout time.Duration
	// ReadOnly opens a persistent store for reading only, which several
	// processes may do at once; the store must already exist. The memory
	// backend ignores it.
	ReadOnly bool
}

// Store is an open quad store. Reads and writes on a bbolt store are safe for
// concurrent use; the memory backend must not be written while it is read.
type Store struct {
	qs       cgraph.QuadStore
	qw       cgraph.QuadWriter
	name     string
	readOnly bool
	// bolt is the bbolt file under qs, nil for the memory backend.
	bolt *bolt.DB

	closeOnce sync.Once
	closed    chan struct{}
	closeErr  error
}

// ignoreOpts makes loading idempotent: a quad already stored is skipped rather
// than reported, and deleting a missing quad is not an error either.
var ignoreOpts = cgraph.IgnoreOpts{IgnoreDup: true, IgnoreMissing: true}

// Open opens the store opt describes, creating and initialising a persistent
// store on first use unless opt.ReadOnly is set.
func Open(ctx context.Context, opt Options) (*Store, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var (
		qs   cgraph.QuadStore
		db   *bolt.DB
		name string
		err  error
	)
	switch opt.Backend {
	case "", BackendBolt:
		qs, db, err = openBolt(opt)
		name = opt.Path
	case BackendMemory:
		qs = memstore.New()
		name = "memory"
	default:
		return nil, fmt.Errorf("open store: unknown backend %q (want %q or %q)", opt.Backend, BackendBolt, BackendMemory)
	}
	if err != nil {
		return nil, err
	}
	qw, err := writer.NewSingle(qs, ignoreOpts)
	if err != nil {
		qs.Close()
		return nil, fmt.Errorf("open store %s: writer: %w", name, err)
	}
	return &Store{
		qs:       qs,
		qw:       qw,
		name:     name,
		readOnly: opt.ReadOnly && opt.Backend != BackendMemory,
		bolt:     db,
		closed:   make(chan struct{}),
	}, nil
}

func openBolt(opt Options) (cgraph.QuadStore, *bolt.DB, error) {
	if opt.Path == "" {
		return nil, nil, errors.New("open store: no path given for the bbolt backend")
	}
	st, err := os.Stat(opt.Path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if opt.ReadOnly {
			return nil, nil, fmt.Errorf("open store %s: it does not exist (and read-only mode cannot create it)", opt.Path)
		}
		if err := os.MkdirAll(opt.Path, 0o755); err != nil {
			return nil, nil, fmt.Errorf("create store %s: %w", opt.Path, err)
		}
	case err != nil:
		return nil, nil, fmt.Errorf("open store %s: %w", opt.Path, err)
	case !st.IsDir():
		return nil, nil, fmt.Errorf("open store %s: not a directory (a store is a directory holding %s)", opt.Path, boltFile)
	}

	file := filepath.Join(opt.Path, boltFile)
	if opt.ReadOnly {
		if _, err := os.Stat(file); err != nil {
			return nil, nil, fmt.Errorf("open store %s: %w", opt.Path, err)
		}
	}
	timeout := opt.LockTimeout
	if timeout <= 0 {
		timeout = DefaultLockTimeout
	}
	db, err := hbolt.Open(file, &bolt.Options{Timeout: timeout, ReadOnly: opt.ReadOnly})
	if errors.Is(err, bolt.ErrTimeout) {
		return nil, nil, fmt.Errorf("open store %s: %w", opt.Path, ErrLocked)
	} else if err != nil {
		return nil, nil, fmt.Errorf("open store %s: %w", opt.Path, err)
	}

	// Cayley's bloom filters cost a fixed ~600 MB and a read of every quad
	// at open time (1.4s for 1M quads); measured on builds of 20k and 100k
	// captions they did not make loading faster.
	copts := cgraph.Options{kv.OptNoBloom: true}
	qs, err := kv.New(db, copts)
	if errors.Is(err, cgraph.ErrNotInitialized) && !opt.ReadOnly {
		if err = kv.Init(db, copts); err == nil {
			qs, err = kv.New(db, copts)
		}
	}
	if err != nil {
		db.Close()
		if errors.Is(err, cgraph.ErrNotInitialized) {
			return nil, nil, fmt.Errorf("open store %s: not an initialised kg store", opt.Path)
		}
		return nil, nil, fmt.Errorf("open store %s: %w", opt.Path, err)
	}
	return qs, db.DB(), nil
}

// Close releases the store; a persistent store becomes available to other
// processes. Closing twice is harmless.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		close(s.closed)
		s.closeErr = s.qs.Close()
		if s.closeErr != nil {
			s.closeErr = fmt.Errorf("close store %s: %w", s.name, s.closeErr)
		}
	})
	return s.closeErr
}

func (s *Store) check() error {
	select {
	case <-s.closed:
		return fmt.Errorf("store %s: %w", s.name, ErrClosed)
	default:
		return nil
	}
}

// Counts returns the number of distinct nodes (values in any position) and
// quads. The node count is exact, which on bbolt means a scan of the nodes.
func (s *Store) Counts(ctx context.Context) (nodes, quads int64, err error) {
	if err := s.check(); err != nil {
		return 0, 0, err
	}
	st, err := s.stats(ctx, true)
	if err != nil {
		return 0, 0, fmt.Errorf("count store %s: %w", s.name, err)
	}
	return st.Nodes.Value, st.Quads.Value, nil
}

// quadsBatch is how many quads Quads resolves at once: on bbolt, resolving a
// batch's values in one read transaction instead of one per quad makes the
// export several times faster.
const quadsBatch = 256

// releaseEvery is how many quads a scan reads between releases of the store's
// mapped pages. Resolving a quad's values touches pages all over the file,
// so even a few hundred quads make megabytes resident.
const releaseEvery = 256

// Quads calls fn with every quad in the store, in storage order, stopping at the
// first error fn returns.
func (s *Store) Quads(ctx context.Context, fn func(quad.Quad) error) error {
	if err := s.check(); err != nil {
		return err
	}
	it := s.qs.QuadsAllIterator().Iterate()
	defer it.Close()
	b := newQuadBatch()
	for it.Next(ctx) {
		if err := b.add(s.qs, it.Result()); err != nil {
			return fmt.Errorf("read quads from %s: %w", s.name, err)
		}
		if b.len() == quadsBatch {
			if err := b.emit(ctx, s.qs, fn); err != nil {
				return s.quadsErr(err)
			}
			releaseMapped(s.bolt)
		}
	}
	if err := it.Err(); err != nil {
		return fmt.Errorf("read quads from %s: %w", s.name, err)
	}
	if err := b.emit(ctx, s.qs, fn); err != nil {
		return s.quadsErr(err)
	}
	return ctx.Err()
}

// quadsErr wraps store failures but passes fn's own errors through unchanged.
func (s *Store) quadsErr(err error) error {
	var se storeError
	if errors.As(err, &se) {
		return fmt.Errorf("read quads from %s: %w", s.name, se.err)
	}
	return err
}

type storeError struct{ err error }

func (e storeError) Error() string { return e.err.Error() }

// quadBatch collects quads as node references, each distinct node once, so
// that their values are looked up together.
type quadBatch struct {
	quads [][4]int // indexes into nodes, -1 for no value (an unlabelled quad)
	nodes []cgraph.Ref
	index map[any]int
}

func newQuadBatch() *quadBatch {
	return &quadBatch{index: make(map[any]int)}
}

func (b *quadBatch) len() int { return len(b.quads) }

func (b *quadBatch) add(qs cgraph.QuadStore, q cgraph.Ref) error {
	var dirs [4]int
	for i, d := range quad.Directions {
		r, err := qs.QuadDirection(q, d)
		if err != nil {
			return err
		}
		if r == nil {
			dirs[i] = -1
			continue
		}
		n, ok := b.index[r.Key()]
		if !ok {
			n = len(b.nodes)
			b.nodes = append(b.nodes, r)
			b.index[r.Key()] = n
		}
		dirs[i] = n
	}
	b.quads = append(b.quads, dirs)
	return nil
}

func (b *quadBatch) emit(ctx context.Context, qs cgraph.QuadStore, fn func(quad.Quad) error) error {
	if len(b.quads) == 0 {
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	vals, err := cgraph.ValuesOf(ctx, qs, b.nodes)
	if err != nil {
		return storeError{err}
	}
	for _, dirs := range b.quads {
		var q quad.Quad
		for i, d := range quad.Directions {
			if dirs[i] >= 0 {
				q.Set(d, vals[dirs[i]])
			}
		}
		if !q.IsValid() {
			return storeError{fmt.Errorf("quad %v has a node without a value", q)}
		}
		if err := fn(q); err != nil {
			return err
		}
	}
	b.quads = b.quads[:0]
	clear(b.nodes)
	b.nodes = b.nodes[:0]
	clear(b.index)
	return nil
}

// stats wraps Cayley's Stats: a kv store that was never written has no size
// record yet and reports kv.ErrNoBucket rather than zero.
func (s *Store) stats(ctx context.Context, exact bool) (cgraph.Stats, error) {
	st, err := s.qs.Stats(ctx, exact)
	if errors.Is(err, kv.ErrNoBucket) {
		return cgraph.Stats{}, nil
	}
	return st, err
}
