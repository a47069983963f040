package graph

import (
	cgraph "github.com/cayleygraph/cayley/graph"
)

// Handle exposes the Cayley quad store and writer behind s, for code that
// speaks Cayley's own interfaces (its HTTP API). Writes through it bypass
// Writer's batching; on a read-only store they fail. The handle is valid
// until s is closed.
func (s *Store) Handle() *cgraph.Handle {
	return &cgraph.Handle{QuadStore: s.qs, QuadWriter: s.qw}
}

// ReadOnly reports whether s was opened read-only.
func (s *Store) ReadOnly() bool { return s.readOnly }

// Path returns the directory of a persistent store, or "memory".
func (s *Store) Path() string { return s.name }
