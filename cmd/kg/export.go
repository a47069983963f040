package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"
	"github.com/urfave/cli/v2"
)

func (e *env) exportCommand() *cli.Command {
	return &cli.Command{
		Name:  "export",
		Usage: "write the graph as RDF",
		Description: "Streams every quad of the store as W3C N-Quads: one named graph per photo,\n" +
			"the provenance of each fact. With --out the file appears only once it is\n" +
			"complete, so a failed export never leaves a truncated file behind.",
		Flags: []cli.Flag{
			dbFlag(),
			&cli.StringFlag{Name: "format", Usage: "nquads (default: from the --out extension, else nquads)"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write to this file instead of standard output"},
		},
		Action: e.export,
	}
}

func (e *env) export(c *cli.Context) error {
	format := c.String("format")
	out := c.String("out")
	if format == "" {
		format = "nquads"
		if ext := strings.ToLower(filepath.Ext(out)); ext != "" && ext != ".nq" {
			return usagef("export: cannot tell the format of %s (only .nq N-Quads is supported yet)", out)
		}
	}
	if format != "nquads" {
		return usagef("export: unsupported --format %q (supported: nquads)", format)
	}
	store, err := openStore(c.Context, c.String("db"), false)
	if err != nil {
		return err
	}
	defer store.Close()

	return writeAtomically(out, e.stdout, func(w io.Writer) error {
		qw := nquads.NewWriter(w)
		if err := store.Quads(c.Context, func(q quad.Quad) error { return qw.WriteQuad(q) }); err != nil {
			return err
		}
		return qw.Close()
	})
}

// writeAtomically runs fn on stdout when path is empty, else on a temporary
// file beside path that replaces path only when fn succeeds.
func writeAtomically(path string, stdout io.Writer, fn func(io.Writer) error) error {
	if path == "" || path == "-" {
		bw := bufio.NewWriterSize(stdout, 1<<16)
		if err := fn(bw); err != nil {
			return err
		}
		return bw.Flush()
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	bw := bufio.NewWriterSize(tmp, 1<<16)
	if err := fn(bw); err != nil {
		tmp.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		tmp.Close()
		return fmt.Errorf("export %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("export %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("export %s: %w", path, err)
	}
	return nil
}
