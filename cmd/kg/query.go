package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/graph"
)

func (e *env) queryCommand() *cli.Command {
	return &cli.Command{
		Name:      "query",
		Usage:     "run a Gizmo query against the graph",
		ArgsUsage: "GIZMO (or --file F)",
		Description: "Runs a Gizmo script (Cayley's JavaScript query language). Example:\n\n" +
			"   kg query 'g.V(\"<http://schema.org/Person>\").In(\"<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>\").Out(\"<http://schema.org/name>\").All()'\n\n" +
			"A query that runs past --timeout is stopped and its partial results discarded.",
		Flags: []cli.Flag{
			dbFlag(),
			&cli.StringFlag{Name: "file", Aliases: []string{"f"}, Usage: "read the script from this file (- for standard input)"},
			&cli.StringFlag{Name: "format", Usage: "output: json, table or csv", Value: "json"},
			&cli.IntFlag{Name: "limit", Usage: "stop after this many results (0 for no limit)", Value: graph.DefaultQueryLimit},
			&cli.DurationFlag{Name: "timeout", Usage: "stop the query after this long", Value: 30 * time.Second},
		},
		Action: e.query,
	}
}

func (e *env) query(c *cli.Context) error {
	format := c.String("format")
	if format != "json" && format != "table" && format != "csv" {
		return usagef("query: unknown --format %q (want json, table or csv)", format)
	}
	script, err := e.queryScript(c)
	if err != nil {
		return err
	}
	store, err := openStore(c.Context, c.String("db"), false)
	if err != nil {
		return err
	}
	defer store.Close()
	limit := c.Int("limit")
	if limit <= 0 {
		limit = -1 // graph.Query: negative means no cap
	}
	out := newResultWriter(e.stdout, format)
	err = store.Query(c.Context, script, graph.QueryOptions{Limit: limit, Timeout: c.Duration("timeout")}, out.add)
	if errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("query stopped after the %s timeout and its partial results were discarded; raise --timeout or narrow the query", c.Duration("timeout"))
	}
	if err != nil {
		return err
	}
	return out.close()
}

func (e *env) queryScript(c *cli.Context) (string, error) {
	file := c.String("file")
	switch {
	case file != "" && c.Args().Len() > 0:
		return "", usagef("query: give the script as an argument or with --file, not both")
	case file == "-":
		b, err := io.ReadAll(e.stdin)
		return string(b), err
	case file != "":
		b, err := os.ReadFile(file)
		if err != nil {
			return "", fmt.Errorf("query: %w", err)
		}
		return string(b), nil
	case c.Args().Len() == 0:
		return "", usagef("query: give a Gizmo script, e.g. kg query 'g.V().Limit(5).All()'")
	}
	return strings.Join(c.Args().Slice(), " "), nil
}

// resultWriter prints query results: JSON streams one result at a time;
// table and CSV need every column first, so they hold the (limited) results.
type resultWriter struct {
	w      io.Writer
	format string
	n      int
	rows   []map[string]any
}

func newResultWriter(w io.Writer, format string) *resultWriter {
	return &resultWriter{w: w, format: format}
}

func (r *resultWriter) add(res map[string]any) error {
	if r.format != "json" {
		r.rows = append(r.rows, res)
		return nil
	}
	b, err := marshalResult(res)
	if err != nil {
		return err
	}
	sep := ",\n  "
	if r.n == 0 {
		sep = "[\n  "
	}
	r.n++
	_, err = fmt.Fprintf(r.w, "%s%s", sep, b)
	return err
}

func (r *resultWriter) close() error {
	switch r.format {
	case "json":
		if r.n == 0 {
			_, err := fmt.Fprintln(r.w, "[]")
			return err
		}
		_, err := fmt.Fprintln(r.w, "\n]")
		return err
	case "csv":
		cols := columns(r.rows)
		cw := csv.NewWriter(r.w)
		cw.Write(cols)
		for _, row := range r.rows {
			cw.Write(cells(row, cols))
		}
		cw.Flush()
		return cw.Error()
	default:
		cols := columns(r.rows)
		tw := tabwriter.NewWriter(r.w, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, strings.ToUpper(strings.Join(cols, "\t")))
		for _, row := range r.rows {
			fmt.Fprintln(tw, strings.Join(cells(row, cols), "\t"))
		}
		fmt.Fprintf(tw, "(%d results)\n", len(r.rows))
		return tw.Flush()
	}
}

// columns puts "id" first, then the other tags in alphabetical order.
func columns(rows []map[string]any) []string {
	seen := map[string]bool{}
	var cols []string
	for _, row := range rows {
		for k := range row {
			if !seen[k] {
				seen[k] = true
				cols = append(cols, k)
			}
		}
	}
	sort.Slice(cols, func(i, j int) bool {
		if (cols[i] == "id") != (cols[j] == "id") {
			return cols[i] == "id"
		}
		return cols[i] < cols[j]
	})
	return cols
}

func cells(row map[string]any, cols []string) []string {
	out := make([]string, len(cols))
	for i, c := range cols {
		switch v := row[c].(type) {
		case nil:
		case string:
			out[i] = v
		default:
			b, _ := marshalResult(v)
			out[i] = string(b)
		}
	}
	return out
}

// marshalResult is json.Marshal without HTML escaping: IRIs stay readable
// as <http://…> rather than \u003chttp://…\u003e.
func marshalResult(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
