// Package graph is kg's knowledge-graph store: a thin layer over a Cayley quad
// store that hides Cayley's registries, options and iterator plumbing behind one
// small Store type.
//
// A Store is either persistent (Cayley's "bbolt" key-value backend, a directory
// holding indexes.bolt, the layout Cayley's own tools open) or in memory
// (Cayley's memstore, for tests and throw-away runs). The persistent store is
// opened without Cayley's bloom filter, which otherwise makes every open read
// the whole quad log, and with a short lock timeout, so that a second process
// finds out at once, through ErrLocked, that another kg process holds it.
//
// Writes go through Writer in batched transactions that ignore duplicates, so
// loading the same captions twice leaves the graph unchanged. Reads are
// streamed through callbacks: Quads for export, Query for Gizmo scripts (with a
// timeout that also stops scripts that never touch the graph), Stats for
// `kg stats` and Aliases for resolving names against what a store already holds.
//
// The vocabulary (schema.org types and properties) is package schema's.
package graph
