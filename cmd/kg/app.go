package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"

	"github.com/urfave/cli/v2"
)

// Exit codes.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

// env is what every command reads and writes instead of the os package, so
// the whole CLI runs in-process in tests.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// usageError marks a mistake in the command line rather than in the work.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// NewApp builds the kg command line around the given streams.
func NewApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	return &cli.App{
		Name:  "kg",
		Usage: "build a knowledge graph from news photo captions",
		Description: "kg extracts people, organisations, places and dates from photo captions,\n" +
			"loads them into a Cayley graph store with the provenance of every fact,\n" +
			"and queries (Gizmo), exports (N-Quads) and summarises the graph.",
		Reader:          stdin,
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		// Errors are printed once, by Main, with the exit code it picks.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError: func(_ *cli.Context, err error, _ bool) error {
			return usageError{err}
		},
		Commands: []*cli.Command{
			e.buildCommand(),
			e.extractCommand(),
			e.evalCommand(),
			e.queryCommand(),
			e.exportCommand(),
			e.importCommand(),
			e.statsCommand(),
			e.serveCommand(),
			e.queriesCommand(),
		},
	}
}

// Main runs kg with args and returns the process exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	app := NewApp(stdin, stdout, stderr)
	err := app.RunContext(ctx, args)
	if err == nil {
		return exitOK
	}
	var exit cli.ExitCoder
	if errors.As(err, &exit) {
		if msg := err.Error(); msg != "" {
			fmt.Fprintln(stderr, "kg:", msg)
		}
		return exit.ExitCode()
	}
	fmt.Fprintln(stderr, "kg:", err)
	var usage usageError
	if errors.As(err, &usage) {
		return exitUsage
	}
	return exitError
}
