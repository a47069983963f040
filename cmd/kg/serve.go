package main

import (
	"fmt"
	"log"
	"net"
	"os"
	"path/filepath"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/kg-archive/kg/internal/server"
)

func (e *env) serveCommand() *cli.Command {
	return &cli.Command{
		Name:  "serve",
		Usage: "explore the graph in Cayley's web UI and HTTP API",
		Description: "Serves Cayley's HTTP API v2 (/api/v2/query, /api/v2/read, …) and its web UI\n" +
			"from the kg binary; the UI works offline (nothing it loads leaves this server).\n" +
			"Saved queries (kg queries) open from " + "/kg/" + ". Read-only unless --writable.\n" +
			"Binds loopback by default: the API has no authentication, so think before\n" +
			"giving --addr another interface. Stop it with Ctrl-C.",
		Flags: []cli.Flag{
			dbFlag(),
			&cli.StringFlag{Name: "addr", Usage: "listen on this host:port (port 0 picks a free one)", Value: server.DefaultAddr},
			&cli.BoolFlag{Name: "writable", Usage: "accept writes and deletes through the API (other kg commands then cannot open the store)"},
			&cli.DurationFlag{Name: "query-timeout", Usage: "stop a query after this long (0 for no limit)", Value: server.DefaultQueryTimeout},
			&cli.IntFlag{Name: "query-limit", Usage: "most results a query returns (0 for no limit)", Value: server.DefaultQueryLimit},
		},
		Action: e.serve,
	}
}

func (e *env) serve(c *cli.Context) error {
	if c.NArg() > 0 {
		return usagef("serve: unexpected argument %q", c.Args().First())
	}
	db := c.String("db")
	writable := c.Bool("writable")
	access := readAccess
	if writable {
		access = writeAccess
	}
	store, err := openStore(c.Context, db, access)
	if err != nil {
		return err
	}
	defer store.Close()
	srv, err := server.New(store, server.Options{
		Writable:     writable,
		QueryTimeout: c.Duration("query-timeout"),
		QueryLimit:   c.Int("query-limit"),
		ErrorLog:     log.New(e.stderr, "kg serve: ", 0),
	})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", c.String("addr"))
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	url := "http://" + ln.Addr().String()
	if db != "memory" {
		remove, err := server.Announce(db, server.Info{URL: url, PID: os.Getpid(), Writable: writable, Started: time.Now().UTC()})
		if err != nil {
			ln.Close()
			return err
		}
		defer remove()
	}
	mode := "read-only"
	if writable {
		mode = "writable"
	}
	if abs, err := filepath.Abs(db); err == nil && db != "memory" {
		db = abs
	}
	fmt.Fprintf(e.stderr, "kg serve: %s (%s) on %s\n  web UI:        %s/\n  saved queries: %s/kg/\n  API:           %s/api/v2/query?lang=gizmo\nPress Ctrl-C to stop.\n",
		db, mode, url, url, url, url)
	err = srv.Serve(c.Context, ln)
	fmt.Fprintln(e.stderr, "kg serve: stopped")
	return err
}
