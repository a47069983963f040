package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"runtime"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/extract"
	"github.com/kg-archive/kg/internal/eval"
	"github.com/kg-archive/kg/internal/pipeline"
	"github.com/kg-archive/kg/schema"
)

func (e *env) evalCommand() *cli.Command {
	return &cli.Command{
		Name:  "eval",
		Usage: "score extraction against a gold file",
		Description: "Extracts every caption of a gold file (GUIDELINES.md format) and prints\n" +
			"precision, recall and F1 per entity type, micro-averaged, the accuracy of\n" +
			"photographers, agencies and date, and part_of F1. --errors lists each miss.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "gold", Usage: "gold file (JSON Lines)", Required: true},
			&cli.BoolFlag{Name: "errors", Usage: "list every error, caption by caption"},
			&cli.StringFlag{Name: "format", Usage: "output: text or json", Value: "text"},
			&cli.Float64Flag{Name: "min-f1", Usage: "exit 1 when entity micro-F1 is below this (for CI)"},
			&cli.IntFlag{Name: "workers", Usage: "extraction workers", Value: runtime.GOMAXPROCS(0)},
		},
		Action: e.eval,
	}
}

func (e *env) eval(c *cli.Context) error {
	format := c.String("format")
	if format != "text" && format != "json" {
		return usagef("eval: unknown --format %q (want text or json)", format)
	}
	name := c.String("gold")
	f, err := os.Open(name)
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	gold, err := eval.ReadGold(f, name)
	f.Close()
	if err != nil {
		return fmt.Errorf("eval: %w", err)
	}
	x, err := extract.New()
	if err != nil {
		return err
	}
	scorer := eval.NewScorer(gold)
	src := func(ctx context.Context, emit func(schema.Caption) error) error {
		for _, g := range gold {
			if err := emit(schema.Caption{Text: g.Text, Source: name, Line: g.Line}); err != nil {
				return err
			}
		}
		return nil
	}
	err = pipeline.Extract(c.Context, src, x, c.Int("workers"), func(rec schema.Record) error {
		scorer.Add(rec)
		return nil
	})
	if err != nil {
		return err
	}
	report := scorer.Report()
	if format == "json" {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if !c.Bool("errors") {
			report.Errors = nil
		}
		err = enc.Encode(report)
	} else {
		err = report.WriteText(e.stdout, c.Bool("errors"))
	}
	if err != nil {
		return err
	}
	if min := c.Float64("min-f1"); c.IsSet("min-f1") && report.Micro.F1() < min {
		return fmt.Errorf("eval: entity micro-F1 %.3f is below --min-f1 %.3f", report.Micro.F1(), min)
	}
	return nil
}
