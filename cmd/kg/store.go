package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/graph"
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

// openStore opens the store a --db flag names. Readers open an existing
// store read-only, so several can share it.
func openStore(ctx context.Context, db string, write bool) (*graph.Store, error) {
	if db == "memory" {
		return graph.Open(ctx, graph.Options{Backend: graph.BackendMemory})
	}
	if !write {
		if _, err := os.Stat(filepath.Join(db)); errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("no graph at %s: build one with `kg build --db %s FILE...`", db, db)
		}
	}
	return graph.Open(ctx, graph.Options{Backend: graph.BackendBolt, Path: db, ReadOnly: !write})
}
