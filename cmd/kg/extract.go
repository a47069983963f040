package main

import (
	"encoding/json"
	"fmt"
	"runtime"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/extract"
	"github.com/kg-archive/kg/internal/pipeline"
	"github.com/kg-archive/kg/schema"
)

func (e *env) extractCommand() *cli.Command {
	return &cli.Command{
		Name:      "extract",
		Usage:     "print what extraction finds in each caption, without touching a store",
		ArgsUsage: "FILE... (- for standard input)",
		Description: "Prints one JSON object per caption (id, text, entities, photographers,\n" +
			"agencies, date, part_of), in input order: the contract of the gold files\n" +
			"that kg eval scores. --format table is for people.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Usage: "output: jsonl or table", Value: "jsonl"},
			&cli.StringFlag{Name: "input-format", Usage: "input format: text, jsonl, csv or tsv (default: from the extension)"},
			&cli.StringFlag{Name: "text-column", Usage: "CSV/TSV column holding the caption"},
			&cli.StringFlag{Name: "id-column", Usage: "CSV/TSV column holding the photo id"},
			&cli.IntFlag{Name: "workers", Usage: "extraction workers", Value: runtime.GOMAXPROCS(0)},
		},
		Action: e.extract,
	}
}

func (e *env) extract(c *cli.Context) error {
	files := c.Args().Slice()
	if len(files) == 0 {
		return usagef("extract: name at least one input file (- for standard input)")
	}
	format := c.String("format")
	if format != "jsonl" && format != "json" && format != "table" {
		return usagef("extract: unknown --format %q (want jsonl or table)", format)
	}
	in, err := newInputs(c, e, "input-format")
	if err != nil {
		return err
	}
	x, err := extract.New()
	if err != nil {
		return err
	}
	var emit func(schema.Record) error
	var table *tabwriter.Writer
	if format == "table" {
		table = tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(table, "ID\tDATE\tCREDIT\tENTITIES")
		emit = func(rec schema.Record) error {
			_, err := fmt.Fprintf(table, "%s\t%s\t%s\t%s\n", orDash(rec.ID), orDash(rec.Date),
				orDash(strings.Join(append(append([]string(nil), rec.Photographers...), rec.Agencies...), " / ")),
				entityList(rec))
			return err
		}
	} else {
		enc := json.NewEncoder(e.stdout)
		enc.SetEscapeHTML(false)
		emit = func(rec schema.Record) error { return enc.Encode(contractOf(rec)) }
	}
	n := 0
	err = pipeline.Extract(c.Context, in.source(files), x, c.Int("workers"), func(rec schema.Record) error {
		n++
		return emit(rec)
	})
	if table != nil {
		if ferr := table.Flush(); err == nil {
			err = ferr
		}
	}
	if err != nil {
		return err
	}
	if n == 0 && in.rejected > 0 {
		return fmt.Errorf("extract: no caption could be read")
	}
	return nil
}

// contractOf fills the empty lists of a record, so every field of the
// output contract is present ("entities": [] rather than null).
func contractOf(rec schema.Record) schema.Record {
	if rec.Entities == nil {
		rec.Entities = []schema.Entity{}
	}
	if rec.Photographers == nil {
		rec.Photographers = []string{}
	}
	if rec.Agencies == nil {
		rec.Agencies = []string{}
	}
	if rec.PartOf == nil {
		rec.PartOf = [][2]string{}
	}
	return rec
}

func entityList(rec schema.Record) string {
	var parts []string
	for _, t := range schema.EntityTypes {
		for _, ent := range rec.Entities {
			if ent.Type == t {
				parts = append(parts, string(t)+":"+ent.Name)
			}
		}
	}
	for _, p := range rec.PartOf {
		parts = append(parts, p[0]+"<"+p[1])
	}
	return strings.Join(parts, "; ")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
