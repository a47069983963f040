package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/queries"
)

func (e *env) queriesCommand() *cli.Command {
	return &cli.Command{
		Name:  "queries",
		Usage: "list the saved Gizmo queries (run one with kg query --name)",
		Description: "Lists the saved queries built into kg, with their parameters. Run one with\n" +
			"   kg query --name ego --arg entity=Reuters\n" +
			"or open it in the web UI from kg serve's /kg/ page.",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "script", Usage: "print each query's Gizmo source as well"},
		},
		Action: e.listQueries,
	}
}

func (e *env) listQueries(c *cli.Context) error {
	qs, err := queries.List()
	if err != nil {
		return err
	}
	if c.NArg() > 0 {
		return usagef("queries: unexpected argument %q", c.Args().First())
	}
	for i, q := range qs {
		if i > 0 {
			fmt.Fprintln(e.stdout)
		}
		draw := ""
		if q.Graph {
			draw = " [drawable]"
		}
		fmt.Fprintf(e.stdout, "%s: %s%s\n", q.Name, q.Title, draw)
		fmt.Fprintf(e.stdout, "    %s\n", wrap(q.Description, 72, "    "))
		tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
		for _, p := range q.Params {
			opt := ""
			if p.Optional {
				opt = fmt.Sprintf(" (optional, default %q)", p.Default)
			}
			fmt.Fprintf(tw, "    --arg %s=…\t%s%s\n", p.Name, p.Description, opt)
		}
		tw.Flush()
		fmt.Fprintf(e.stdout, "    e.g. kg query --name %s%s\n", q.Name, exampleArgs(q))
		if c.Bool("script") {
			fmt.Fprintf(e.stdout, "\n%s", indent(q.Body, "    "))
		}
	}
	return nil
}

func exampleArgs(q *queries.Query) string {
	var b strings.Builder
	for _, p := range q.Params {
		v, ok := q.Example[p.Name]
		if !ok || (p.Optional && v == "") {
			continue
		}
		fmt.Fprintf(&b, " --arg %s", shellQuote(p.Name+"="+v))
	}
	return b.String()
}

func shellQuote(s string) string {
	if strings.ContainsAny(s, " \t'\"\\$`!*?&;|<>()[]{}#~") {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return s
}

func wrap(s string, width int, prefix string) string {
	var b strings.Builder
	n := 0
	for i, w := range strings.Fields(s) {
		if i > 0 {
			if n+1+len(w) > width {
				b.WriteString("\n" + prefix)
				n = 0
			} else {
				b.WriteString(" ")
				n++
			}
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String()
}

func indent(s, prefix string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "\n") + "\n"
}
