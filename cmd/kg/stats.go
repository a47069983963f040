package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/urfave/cli/v2"
)

func (e *env) statsCommand() *cli.Command {
	return &cli.Command{
		Name:  "stats",
		Usage: "summarise the graph: photos, entities per type, quads, most connected entities",
		Flags: []cli.Flag{
			dbFlag(),
			&cli.IntFlag{Name: "top", Usage: "how many of the most connected entities to list", Value: 10},
			&cli.StringFlag{Name: "format", Usage: "output: text or json", Value: "text"},
		},
		Action: e.stats,
	}
}

func (e *env) stats(c *cli.Context) error {
	format := c.String("format")
	if format != "text" && format != "json" {
		return usagef("stats: unknown --format %q (want text or json)", format)
	}
	store, err := openStore(c.Context, c.String("db"), readAccess)
	if err != nil {
		return err
	}
	defer store.Close()
	st, err := store.Stats(c.Context, c.Int("top"))
	if err != nil {
		return err
	}
	if format == "json" {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(st)
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "photos\t%d\n", st.Photos)
	fmt.Fprintf(tw, "people\t%d\n", st.Persons)
	fmt.Fprintf(tw, "organisations\t%d\n", st.Organizations)
	fmt.Fprintf(tw, "places\t%d\n", st.Places)
	fmt.Fprintf(tw, "nodes\t%d\n", st.Nodes)
	fmt.Fprintf(tw, "quads\t%d\n", st.Quads)
	if len(st.Top) > 0 {
		fmt.Fprintf(tw, "\nmost connected\tphotos\ttype\n")
		for _, ent := range st.Top {
			fmt.Fprintf(tw, "%s\t%d\t%s\n", ent.Name, ent.Photos, ent.Type)
		}
	}
	return tw.Flush()
}
