package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/kg-archive/kg/graph"
)

func TestMain(m *testing.M) {
	os.Exit(testscript.RunMain(m, map[string]func() int{
		"kg": func() int { return Main(os.Args, os.Stdin, os.Stdout, os.Stderr) },
	}))
}

// TestScripts runs the CLI end to end: each testdata/script/*.txtar is a
// shell-like script with its input files inline.
func TestScripts(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			// Scripts read the repo's example captions as $EXAMPLES.
			env.Setenv("EXAMPLES", filepath.Join(root, "testdata", "examples"))
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"holdstore": holdStore,
			"everyline": everyLine,
		},
	})
}

// holdStore opens the store at args[0] for writing and keeps it open until
// the script ends, as a running `kg build` or `kg serve` would.
func holdStore(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: holdstore DIR")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s, err := graph.Open(ctx, graph.Options{Path: ts.MkAbs(args[0])})
	if err != nil {
		ts.Fatalf("holdstore: %v", err)
	}
	ts.Defer(func() { s.Close() })
}

// everyLine fails unless every line of a file matches a regular expression.
func everyLine(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: everyline PATTERN FILE")
	}
	re, err := regexp.Compile(args[0])
	ts.Check(err)
	lines := strings.Split(strings.TrimSuffix(ts.ReadFile(args[1]), "\n"), "\n")
	for i, line := range lines {
		if !re.MatchString(line) {
			ts.Fatalf("%s:%d does not match %s: %s", args[1], i+1, args[0], line)
		}
	}
}
