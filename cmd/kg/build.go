package main

import (
	"fmt"
	"runtime"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/extract"
	"github.com/kg-archive/kg/internal/input"
	"github.com/kg-archive/kg/internal/pipeline"
	"github.com/kg-archive/kg/internal/rdf"
	"github.com/kg-archive/kg/schema"
)

func (e *env) buildCommand() *cli.Command {
	return &cli.Command{
		Name:      "build",
		Usage:     "extract captions and load them into a graph store",
		ArgsUsage: "FILE... (- for standard input)",
		Description: "Reads captions from plain text (one per blank-line-separated paragraph),\n" +
			"JSON Lines ({\"id\":…, \"text\":…}) or CSV with a header, extracts every caption\n" +
			"on all cores and writes the graph. Building the same input twice changes nothing.\n" +
			"Unreadable lines are reported with file and line and skipped; kg exits 1 only\n" +
			"when no caption could be read. N-Quads, N-Triples or JSON-LD (a kg export)\n" +
			"are loaded as they are, like kg import.",
		Flags: append(inputFlags(),
			dbFlag(),
			&cli.StringFlag{Name: "base", Usage: "base IRI of the graph's nodes", Value: schema.DefaultBase, EnvVars: []string{"KG_BASE"}},
			&cli.IntFlag{Name: "workers", Usage: "extraction workers", Value: runtime.GOMAXPROCS(0)},
			&cli.IntFlag{Name: "batch", Usage: "quads per write transaction", Value: 5000},
			&cli.BoolFlag{Name: "no-progress", Usage: "never draw a progress bar"},
		),
		Action: e.build,
	}
}

func (e *env) build(c *cli.Context) error {
	files := c.Args().Slice()
	if len(files) == 0 {
		return usagef("build: name at least one input file (- for standard input)")
	}
	if rdfInput, err := isRDFInput(c.String("format"), files); err != nil {
		return err
	} else if rdfInput {
		// An export read back: statements are loaded as they are.
		return e.importRDF(c)
	}
	in, err := newInputs(c, e, "format")
	if err != nil {
		return err
	}
	iris, err := schema.NewIRIs(c.String("base"))
	if err != nil {
		return usageError{err}
	}
	start := time.Now()
	x, err := extract.New()
	if err != nil {
		return err
	}
	store, err := openStore(c.Context, c.String("db"), writeAccess)
	if err != nil {
		return err
	}
	defer store.Close()
	w := store.NewWriter(c.Int("batch"))

	bar := newProgressBar(in.report, e.stderr, in.totalBytes(files), !c.Bool("no-progress"))
	sum, err := pipeline.Run(c.Context, in.source(files), pipeline.Options{
		Extractor: x,
		Resolver:  extract.NewResolver(),
		Writer:    w,
		IRIs:      iris,
		Workers:   c.Int("workers"),
		OnProgress: func(p pipeline.Progress) {
			bar.update(p.Written, in.bytesRead())
		},
	})
	if cerr := w.Close(c.Context); err == nil {
		err = cerr
	}
	bar.finish()
	_, added := w.Written()
	fmt.Fprintf(e.stderr, "read %d captions, rejected %d, %d entities, %d quads written (%d new) in %.1fs\n",
		sum.Captions, in.rejected, sum.Entities, sum.Quads, added, time.Since(start).Seconds())
	if err != nil {
		return err
	}
	if sum.Captions == 0 && in.rejected > 0 {
		return fmt.Errorf("build: no caption could be read from %d input(s)", len(files))
	}
	return nil
}

// isRDFInput reports whether a build is given RDF (an N-Quads, N-Triples or
// JSON-LD export, by --format or by every file's extension) rather than
// captions. Mixing the two in one build is refused.
func isRDFInput(format string, files []string) (bool, error) {
	if format != "" {
		if _, err := input.ParseFormat(format); err == nil {
			return false, nil
		}
		if f, err := rdf.ParseFormat(format); err == nil && f.Readable() {
			return true, nil
		}
		return false, usagef("build: unknown input format %q (captions: text, jsonl, csv, tsv; RDF: nquads, ntriples, jsonld)", format)
	}
	rdfFiles := 0
	for _, name := range files {
		if _, ok := rdf.FormatOf(name); ok {
			rdfFiles++
		}
	}
	if rdfFiles > 0 && rdfFiles < len(files) {
		return false, usagef("build: give captions and RDF files in separate runs (RDF is loaded as it is, captions are extracted)")
	}
	return rdfFiles > 0, nil
}
