package main

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/internal/input"
	"github.com/kg-archive/kg/internal/rdf"
)

func (e *env) importCommand() *cli.Command {
	return &cli.Command{
		Name:      "import",
		Usage:     "load RDF (N-Quads, N-Triples, JSON-LD) into a graph store",
		ArgsUsage: "FILE... (- for standard input)",
		Description: "Loads statements as they are, without extraction: a `kg export` read back,\n" +
			"or RDF from other tools. The format comes from --format, else from each\n" +
			"file's extension (.nq .nt .jsonld; standard input defaults to nquads).\n" +
			"Named graphs are kept as quad labels. Literals keep their exact lexical form\n" +
			"and datatype, so export, import and export again gives the same statements.\n" +
			"Lines that cannot be read are reported with file and line and skipped; kg\n" +
			"exits 1 only when nothing could be read. Importing the same file twice\n" +
			"changes nothing. JSON-LD is read whole into memory (N-Quads and N-Triples are\n" +
			"streamed). Turtle and TriG cannot be read back yet: export N-Quads to move a\n" +
			"graph between stores.",
		Flags: []cli.Flag{
			dbFlag(),
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "nquads, ntriples or jsonld (default: from each file's extension)"},
			&cli.IntFlag{Name: "batch", Usage: "quads per write transaction", Value: 5000},
		},
		Action: e.importRDF,
	}
}

func (e *env) importRDF(c *cli.Context) error {
	files := c.Args().Slice()
	if len(files) == 0 {
		return usagef("import: name at least one RDF file (- for standard input)")
	}
	var forced rdf.Format
	if name := c.String("format"); name != "" {
		f, err := rdf.ParseFormat(name)
		if err != nil {
			return usagef("import: %v", err)
		}
		if !f.Readable() {
			return usagef("import: cannot read %s (readable: nquads, ntriples, jsonld)", f)
		}
		forced = f
	}
	// Check every name before opening the store, so a typo in a format costs
	// nothing.
	formats := make([]rdf.Format, len(files))
	for i, name := range files {
		f, err := importFormat(forced, name)
		if err != nil {
			return err
		}
		formats[i] = f
	}

	start := time.Now()
	store, err := openStore(c.Context, c.String("db"), writeAccess)
	if err != nil {
		return err
	}
	defer store.Close()
	w := store.NewWriter(c.Int("batch"))

	var read, rejected int64
	problem := func(err error) {
		rejected++
		fmt.Fprintf(e.stderr, "kg: skipped %v\n", err)
	}
	for i, name := range files {
		err := e.importOne(c, name, formats[i], func(r rdf.Reader) error {
			for {
				q, err := r.ReadQuad()
				if err == io.EOF {
					return nil
				}
				var se *rdf.SyntaxError
				if errors.As(err, &se) {
					problem(se)
					continue
				}
				if err != nil {
					return err
				}
				if err := rdf.Check(q); err != nil {
					problem(&rdf.SyntaxError{Source: name, Err: err})
					continue
				}
				read++
				if err := w.Add(c.Context, q); err != nil {
					return err
				}
			}
		})
		var p *input.Problem
		if errors.As(err, &p) {
			problem(p)
			continue
		}
		if err != nil {
			w.Close(c.Context)
			return fmt.Errorf("import %s: %w", name, err)
		}
	}
	err = w.Close(c.Context)
	_, added := w.Written()
	fmt.Fprintf(e.stderr, "read %d statements from %d file(s), rejected %d, %d quads new in %.1fs\n",
		read, len(files), rejected, added, time.Since(start).Seconds())
	if err != nil {
		return err
	}
	if read == 0 && rejected > 0 {
		return fmt.Errorf("import: no statement could be read from %d input(s)", len(files))
	}
	return nil
}

// importOne opens one input and hands fn its reader; a file that cannot be
// opened is an *input.Problem, reported and skipped like a bad line.
func (e *env) importOne(c *cli.Context, name string, f rdf.Format, fn func(rdf.Reader) error) error {
	src, closeInput, err := e.openInput(name)
	if err != nil {
		return err
	}
	defer closeInput()
	source := name
	if name == "-" {
		source = "<stdin>"
	}
	r, err := rdf.NewReader(&contextReader{ctx: c, r: src}, f, source)
	if err != nil {
		return err
	}
	return fn(r)
}

// contextReader stops a long import at Ctrl-C between reads.
type contextReader struct {
	ctx *cli.Context
	r   io.Reader
}

func (r *contextReader) Read(p []byte) (int, error) {
	if err := r.ctx.Context.Err(); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}

func importFormat(forced rdf.Format, name string) (rdf.Format, error) {
	if forced != "" {
		return forced, nil
	}
	if name == "-" {
		return rdf.NQuads, nil
	}
	f, ok := rdf.FormatOf(name)
	switch {
	case !ok:
		return "", usagef("import: cannot tell the format of %s from its extension (.nq .nt .jsonld); give --format", name)
	case !f.Readable():
		return "", usagef("import: %s is %s, which kg cannot read yet (readable: nquads, ntriples, jsonld); export N-Quads instead", name, f)
	}
	return f, nil
}
