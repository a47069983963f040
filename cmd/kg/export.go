package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/cayleygraph/quad"
	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/graph"
	"github.com/kg-archive/kg/internal/rdf"
	"github.com/kg-archive/kg/schema"
)

func (e *env) exportCommand() *cli.Command {
	return &cli.Command{
		Name:  "export",
		Usage: "write the graph (or part of it) as RDF",
		Description: "Streams the store as RDF that linked-data tools (rdflib, Jena, Oxigraph,\n" +
			"GraphDB, raptor) load without a warning, in memory that does not grow with\n" +
			"the graph. Formats (--format, else from the --out extension, else nquads):\n" +
			"\n" +
			"  nquads   .nq      every quad, in the named graph of the photo that stated it\n" +
			"  trig     .trig    the same named graphs, with prefixes and grouped subjects\n" +
			"  jsonld   .jsonld  schema.org JSON-LD, one @graph per photo\n" +
			"  ntriples .nt      the default graph only: provenance is dropped and a fact\n" +
			"                    several photos state is written once\n" +
			"  turtle   .ttl     the default graph only, like ntriples, grouped by subject\n" +
			"\n" +
			"IRIs holding characters RDF forbids (spaces, <>\"{}|\\^`) are percent-encoded;\n" +
			"a statement RDF cannot express (a relative IRI, a literal subject) stops the\n" +
			"export with an error naming it. Language tags are lower-cased; typed values\n" +
			"carry full XSD datatype IRIs.\n" +
			"\n" +
			"--entity exports a neighbourhood: the quads within --depth steps of the node\n" +
			"(an IRI, or the exact schema:name or alternateName of an entity). --query\n" +
			"exports the quads among the nodes a Gizmo query returns, with their names,\n" +
			"dates and types. With --out the file appears only once it is complete, so a\n" +
			"failed export never leaves a truncated file behind.",
		Flags: []cli.Flag{
			dbFlag(),
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "nquads, ntriples, turtle, trig or jsonld (default: from the --out extension, else nquads)"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write to this file instead of standard output"},
			&cli.StringFlag{Name: "base", Usage: "base IRI the graph was built with, abbreviated as kg: (and photo:, person:, org:, place:)", Value: schema.DefaultBase, EnvVars: []string{"KG_BASE"}},
			&cli.StringFlag{Name: "entity", Usage: "export only the neighbourhood of this `IRI-or-name`"},
			&cli.IntFlag{Name: "depth", Usage: "steps from --entity to include", Value: 1},
			&cli.StringFlag{Name: "query", Usage: "export only the quads among the nodes this `GIZMO` query returns"},
			&cli.IntFlag{Name: "limit", Usage: "results of --query to use (0: all)"},
			&cli.DurationFlag{Name: "timeout", Usage: "stop --query after this long (0: no limit)", Value: 30 * time.Second},
		},
		Action: e.export,
	}
}

func (e *env) export(c *cli.Context) error {
	out := c.String("out")
	format, err := exportFormat(c.String("format"), out)
	if err != nil {
		return err
	}
	entity, script := c.String("entity"), c.String("query")
	if entity != "" && script != "" {
		return usagef("export: give --entity or --query, not both")
	}
	if c.IsSet("depth") && entity == "" {
		return usagef("export: --depth goes with --entity")
	}
	if c.Int("depth") < 1 {
		return usagef("export: --depth must be 1 or more")
	}
	iris, err := schema.NewIRIs(c.String("base"))
	if err != nil {
		return usageError{err}
	}
	store, err := openStore(c.Context, c.String("db"), readAccess)
	if err != nil {
		return err
	}
	defer store.Close()

	start := time.Now()
	var source func(ctx context.Context, fn func(quad.Quad) error) error
	switch {
	case entity != "":
		nodes, err := store.FindEntities(c.Context, entity)
		if err != nil {
			return err
		}
		if len(nodes) == 0 {
			return fmt.Errorf("export: no node %q in the store (give an IRI or an entity's exact name)", entity)
		}
		if len(nodes) > 1 {
			fmt.Fprintf(e.stderr, "kg: %d entities are named %q; exporting the neighbourhood of all of them\n", len(nodes), entity)
		}
		source = func(ctx context.Context, fn func(quad.Quad) error) error {
			return store.Neighbourhood(ctx, nodes, c.Int("depth"), fn)
		}
	case script != "":
		limit := c.Int("limit")
		if limit <= 0 {
			limit = -1
		}
		source = func(ctx context.Context, fn func(quad.Quad) error) error {
			return store.QueryQuads(ctx, script, graph.QueryOptions{Limit: limit, Timeout: c.Duration("timeout")}, fn)
		}
	case format.KeepsGraphs():
		source = store.Quads
	default:
		source = store.Triples
	}
	subgraph := entity != "" || script != ""

	var n int64
	err = writeAtomically(out, e.stdout, func(w io.Writer) error {
		rw, err := rdf.NewWriter(w, format, rdf.Options{Prefixes: rdf.GraphPrefixes(iris.Base())})
		if err != nil {
			return err
		}
		write := func(q quad.Quad) error {
			n++
			return rw.WriteQuad(q)
		}
		if !format.KeepsGraphs() {
			write = dropGraphs(write, subgraph)
		}
		if err := source(c.Context, write); err != nil {
			return fmt.Errorf("export: %w", err)
		}
		return rw.Close()
	})
	if err != nil {
		return err
	}
	if out != "" && out != "-" {
		fmt.Fprintf(e.stderr, "wrote %d statements to %s (%s) in %.1fs\n", n, out, format, time.Since(start).Seconds())
	}
	return nil
}

// dropGraphs turns quads into the default graph's triples. Store.Triples
// already hands over each triple once; a subgraph's quads may state a triple
// once per photo, so those are deduplicated here, holding the subgraph's
// distinct triples (a subgraph is held in memory anyway).
func dropGraphs(write func(quad.Quad) error, dedupe bool) func(quad.Quad) error {
	seen := map[string]struct{}{}
	return func(q quad.Quad) error {
		q.Label = nil
		if dedupe {
			key := q.Subject.String() + "\x00" + q.Predicate.String() + "\x00" + q.Object.String()
			if _, dup := seen[key]; dup {
				return nil
			}
			seen[key] = struct{}{}
		}
		return write(q)
	}
}

// exportFormat picks the format from --format, else from the extension of
// --out, else N-Quads.
func exportFormat(name, out string) (rdf.Format, error) {
	if name != "" {
		f, err := rdf.ParseFormat(name)
		if err != nil {
			return "", usagef("export: %v", err)
		}
		if byExt, ok := rdf.FormatOf(out); ok && byExt != f {
			return "", usagef("export: --format %s but --out %s has the extension of %s", f, out, byExt)
		}
		return f, nil
	}
	if out == "" || out == "-" {
		return rdf.NQuads, nil
	}
	if f, ok := rdf.FormatOf(out); ok {
		return f, nil
	}
	return "", usagef("export: cannot tell the format of %s from its extension (.nq .nt .ttl .trig .jsonld); give --format", out)
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
