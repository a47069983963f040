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
	"github.com/kg-archive/kg/queries"
)

func (e *env) queryCommand() *cli.Command {
	return &cli.Command{
		Name:      "query",
		Usage:     "run a Gizmo query against the graph",
		ArgsUsage: "GIZMO (or --file F, or --name SAVED --arg key=value ...)",
		Description: "Runs a Gizmo script (Cayley's JavaScript query language). Example:\n\n" +
			"   kg query 'g.V(\"<http://schema.org/Person>\").In(\"<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>\").Out(\"<http://schema.org/name>\").All()'\n\n" +
			"A query that runs past --timeout is stopped and its partial results discarded.\n\n" +
			"Saved queries (kg queries lists them) run by name, their parameters passed as data:\n\n" +
			"   kg query --name ego --arg entity=Reuters\n\n" +
			"With --server, or when a writable kg serve holds the store, the query runs\n" +
			"through that server's HTTP API (its own limit and timeout apply as well).",
		Flags: []cli.Flag{
			dbFlag(),
			&cli.StringFlag{Name: "file", Aliases: []string{"f"}, Usage: "read the script from this file (- for standard input)"},
			&cli.StringFlag{Name: "format", Usage: "output: json, table or csv", Value: "json"},
			&cli.IntFlag{Name: "limit", Usage: "stop after this many results (0 for no limit)", Value: graph.DefaultQueryLimit},
			&cli.DurationFlag{Name: "timeout", Usage: "stop the query after this long", Value: 30 * time.Second},
			&cli.StringFlag{Name: "name", Aliases: []string{"n"}, Usage: "run the saved query with this name (see kg queries)"},
			&cli.StringSliceFlag{Name: "arg", Aliases: []string{"a"}, Usage: "a saved query's parameter as key=value (repeatable)"},
			&cli.StringFlag{Name: "server", Usage: "run the query on a kg serve (or Cayley) server at this URL instead of opening --db", EnvVars: []string{"KG_SERVER"}},
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
	limit := c.Int("limit")
	if limit <= 0 {
		limit = -1 // graph.Query: negative means no cap
	}
	opt := graph.QueryOptions{Limit: limit, Timeout: c.Duration("timeout")}
	out := newResultWriter(e.stdout, format)
	if url := c.String("server"); url != "" {
		if err := remoteQuery(c.Context, url, script, opt, out.add); err != nil {
			return err
		}
		return out.close()
	}
	store, err := openStore(c.Context, c.String("db"), readAccess)
	var served servedError
	if errors.As(err, &served) {
		fmt.Fprintf(e.stderr, "kg: %s holds the store; running the query through it\n", served.info.URL)
		if err := remoteQuery(c.Context, served.info.URL, script, opt, out.add); err != nil {
			return err
		}
		return out.close()
	}
	if err != nil {
		return err
	}
	defer store.Close()
	err = store.Query(c.Context, script, opt, out.add)
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
	if name := c.String("name"); name != "" {
		if file != "" || c.Args().Len() > 0 {
			return "", usagef("query: give a script, --file or --name, not more than one")
		}
		q, err := queries.Get(name)
		if err != nil {
			return "", usageError{err}
		}
		args, err := queries.ParseArgs(c.StringSlice("arg"))
		if err != nil {
			return "", usagef("query: --arg: %v", err)
		}
		script, err := q.Script(args)
		if err != nil {
			return "", usageError{err}
		}
		return script, nil
	}
	if len(c.StringSlice("arg")) > 0 {
		return "", usagef("query: --arg only goes with --name (a saved query)")
	}
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
