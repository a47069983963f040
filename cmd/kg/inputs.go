package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/internal/input"
	"github.com/kg-archive/kg/internal/pipeline"
	"github.com/kg-archive/kg/schema"
)

func inputFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "format", Usage: "input format: text, jsonl, csv or tsv; or nquads, ntriples, jsonld, loaded as they are (default: from each file's extension)"},
		&cli.StringFlag{Name: "text-column", Usage: "CSV/TSV column holding the caption (default text, or caption)"},
		&cli.StringFlag{Name: "id-column", Usage: "CSV/TSV column holding the photo id (default id)"},
	}
}

// inputs reads the caption files of one command, reporting each rejected
// line on stderr as it goes and counting them.
type inputs struct {
	env      *env
	opt      input.Options
	read     atomic.Int64 // bytes consumed, for the progress bar
	rejected int          // only touched by the reading goroutine until the source returns
	report   *syncWriter
}

func newInputs(c *cli.Context, e *env, formatFlag string) (*inputs, error) {
	format, err := input.ParseFormat(c.String(formatFlag))
	if err != nil {
		return nil, usageError{err}
	}
	return &inputs{
		env:    e,
		report: newSyncWriter(e.stderr),
		opt: input.Options{
			Format:     format,
			TextColumn: c.String("text-column"),
			IDColumn:   c.String("id-column"),
		},
	}, nil
}

// source streams the captions of every file in turn. A file that cannot be
// read is reported and skipped, like a bad line.
func (in *inputs) source(files []string) pipeline.Source {
	return func(ctx context.Context, emit func(schema.Caption) error) error {
		for _, name := range files {
			err := in.readOne(ctx, name, emit)
			var p *input.Problem
			if errors.As(err, &p) {
				in.problem(*p)
				continue
			}
			if err != nil {
				return err
			}
		}
		return nil
	}
}

func (in *inputs) readOne(ctx context.Context, name string, emit func(schema.Caption) error) error {
	r, closeInput, err := in.env.openInput(name)
	if err != nil {
		return err
	}
	defer closeInput()
	return input.Read(ctx, &countingReader{r: r, n: &in.read}, name, in.opt, emit, in.problem)
}

// openInput opens a named input, "-" being standard input. A file that
// cannot be read as a whole (missing, a directory) is an *input.Problem, to
// be reported and skipped like a bad line.
func (e *env) openInput(name string) (io.Reader, func(), error) {
	if name == "-" {
		return e.stdin, func() {}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, &input.Problem{Source: name, Err: describeOpenError(err)}
	}
	if info, err := f.Stat(); err != nil {
		f.Close()
		return nil, nil, &input.Problem{Source: name, Err: err}
	} else if info.IsDir() {
		f.Close()
		return nil, nil, &input.Problem{Source: name, Err: input.ErrIsDir}
	}
	return f, func() { f.Close() }, nil
}

func describeOpenError(err error) error {
	if errors.Is(err, os.ErrNotExist) {
		return input.ErrNotExist
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func (in *inputs) problem(p input.Problem) {
	in.rejected++
	in.report.printf("kg: skipped %v\n", &p)
}

// totalBytes is the size of the regular files among names, for the
// progress bar's estimate; 0 when any input's size is unknown (stdin).
func (in *inputs) totalBytes(names []string) int64 {
	var total int64
	for _, name := range names {
		info, err := os.Stat(name)
		if name == "-" || err != nil || !info.Mode().IsRegular() {
			return 0
		}
		total += info.Size()
	}
	return total
}

func (in *inputs) bytesRead() int64 { return in.read.Load() }

type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

// syncWriter serialises writes from the reading goroutine (problems) and the
// writer goroutine (progress) onto one stream. On a terminal it keeps a
// status line at the bottom: messages print above it.
type syncWriter struct {
	mu     sync.Mutex
	w      io.Writer
	status string
}

func newSyncWriter(w io.Writer) *syncWriter { return &syncWriter{w: w} }

func (s *syncWriter) printf(format string, args ...any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.status != "" {
		fmt.Fprint(s.w, "\r\033[K")
	}
	fmt.Fprintf(s.w, format, args...)
	if s.status != "" {
		fmt.Fprint(s.w, s.status)
	}
}

// setStatus replaces the status line; "" removes it.
func (s *syncWriter) setStatus(line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.status != "" || line != "" {
		fmt.Fprint(s.w, "\r\033[K", line)
	}
	s.status = line
}
