package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/graph"
	"github.com/kg-archive/kg/internal/server"
)

// defaultDB is where kg keeps its graph when --db is not given.
const defaultDB = "kg.db"

func dbFlag() *cli.StringFlag {
	return &cli.StringFlag{
		Name:    "db",
		Usage:   "graph store: a directory for the embedded bbolt store, or \"memory\" for a throwaway one",
		Value:   defaultDB,
		EnvVars: []string{"KG_DB"},
	}
}

// servedError reports that the store is locked by a running `kg serve`,
// and where that server answers.
type servedError struct {
	db   string
	info server.Info
}

func (e servedError) Error() string {
	if e.info.Writable {
		return fmt.Sprintf("kg serve is running on %s at %s (writable, so it holds the store alone); query it there (kg query --server %s …) or stop it", e.db, e.info.URL, e.info.URL)
	}
	return fmt.Sprintf("kg serve is running on %s at %s; query it there (kg query --server %s …) or stop it to change the store", e.db, e.info.URL, e.info.URL)
}

func (e servedError) Unwrap() error { return graph.ErrLocked }

// storeAccess says how a command uses the store.
type storeAccess int

const (
	readAccess  storeAccess = iota // shared with other readers
	writeAccess                    // exclusive
)

// openStore opens the store a --db flag names. Readers open an existing
// store read-only, so several can share it (with a read-only kg serve too).
func openStore(ctx context.Context, db string, access storeAccess) (*graph.Store, error) {
	write := access != readAccess
	if db == "memory" {
		return graph.Open(ctx, graph.Options{Backend: graph.BackendMemory})
	}
	if !write {
		if _, err := os.Stat(filepath.Join(db)); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("no graph at %s: build one with `kg build --db %s FILE...`", db, db)
		}
	}
	s, err := graph.Open(ctx, graph.Options{Backend: graph.BackendBolt, Path: db, ReadOnly: !write})
	if errors.Is(err, graph.ErrLocked) {
		if info, ok := server.Running(db); ok {
			return nil, servedError{db: db, info: info}
		}
	}
	return s, err
}
