package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/kg-archive/kg/internal/synth"
)

// helperEnv makes the test binary act as a child process for `run`.
const helperEnv = "KGBENCH_TEST_HELPER"

func TestMain(m *testing.M) {
	if os.Getenv(helperEnv) == "grow" {
		// Touch 96 MiB so the child's peak RSS is known to exceed it.
		buf := make([]byte, 96<<20)
		for i := 0; i < len(buf); i += 4096 {
			buf[i] = 1
		}
		os.Stderr.WriteString("child stderr line\n")
		os.Stdout.WriteString("child stdout line\n")
		os.Exit(3)
	}
	os.Exit(m.Run())
}

func runKgbench(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

var runLine = regexp.MustCompile(`(?m)^run: wall ([0-9.]+) s, user ([0-9.]+) s, sys ([0-9.]+) s, peak RSS (\d+) KiB, peak anon RSS (-?\d+) KiB, exit (\d+)$`)

func TestRunReportsChildPeakRSS(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("SKIP: peak RSS units are checked on Linux only")
	}
	t.Setenv(helperEnv, "grow")
	code, stdout, stderr := runKgbench(t, "run", "--", os.Args[0])
	if code != 3 {
		t.Errorf("exit code %d, want the child's 3", code)
	}
	if !strings.Contains(stderr, "child stderr line") || !strings.Contains(stdout, "child stdout line") {
		t.Errorf("child output not passed through: stdout %q stderr %q", stdout, stderr)
	}
	m := runLine.FindStringSubmatch(stdout)
	if m == nil {
		t.Fatalf("no result line in %q", stdout)
	}
	rss, _ := strconv.Atoi(m[4])
	if rss < 96<<10 {
		t.Errorf("peak RSS %d KiB, want >= %d KiB (the child touched 96 MiB)", rss, 96<<10)
	}
	if m[6] != "3" {
		t.Errorf("result line says exit %s, want 3", m[6])
	}
}

func TestSampleAnonRSSSeesOwnHeap(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("SKIP: RssAnon comes from Linux's /proc")
	}
	buf := make([]byte, 96<<20)
	for i := 0; i < len(buf); i += 4096 {
		buf[i] = 1
	}
	// The sampler always reads once before it looks at stop.
	got := sampleAnonRSS(os.Getpid())()
	runtime.KeepAlive(buf)
	if got < 96<<10 {
		t.Errorf("peak anon RSS %d KiB with 96 MiB touched, want >= %d", got, 96<<10)
	}
}

func TestReadAnonRSS(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name    string
		content string
		want    int64
		ok      bool
	}{
		{"running", "Name:\tkg\nVmRSS:\t  798652 kB\nRssAnon:\t  212280 kB\nRssFile:\t  586372 kB\n", 212280, true},
		{"zombie", "Name:\tkg\nState:\tZ (zombie)\n", 0, false},
		{"garbled", "RssAnon:\tlots kB\n", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.name)
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			got, ok := readAnonRSS(path)
			if got != tt.want || ok != tt.ok {
				t.Errorf("readAnonRSS = %d, %v; want %d, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
	if _, ok := readAnonRSS(filepath.Join(dir, "missing")); ok {
		t.Error("a missing status file read as ok")
	}
}

func TestGenWritesTheSyntheticCorpus(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.jsonl")
	if code, _, stderr := runKgbench(t, "gen", "-n", "40", "-seed", "4", "-o", path); code != 0 {
		t.Fatalf("gen exited %d: %s", code, stderr)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := synth.WriteJSONL(&want, 40, 4); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Error("gen output differs from synth.WriteJSONL with the same seed")
	}
}

var rateLine = regexp.MustCompile(`^(prose|extract): (\d+) captions on 1 core in [0-9.]+ s \([0-9.]+ s CPU\): ([0-9.]+) captions/s, ([0-9.]+|\+Inf) captions/CPU-s\n$`)

func TestRateCommands(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.jsonl")
	if code, _, stderr := runKgbench(t, "gen", "-n", "12", "-o", path); code != 0 {
		t.Fatalf("gen exited %d: %s", code, stderr)
	}
	procs := runtime.GOMAXPROCS(0)
	tests := []struct {
		cmd, n string
		want   string // captions processed
	}{
		{"prose", "5", "5"},
		{"extract", "5", "5"},
		{"prose", "100", "12"}, // a short file gives what it has
	}
	for _, tt := range tests {
		t.Run(tt.cmd+"-"+tt.n, func(t *testing.T) {
			code, stdout, stderr := runKgbench(t, tt.cmd, "-n", tt.n, path)
			if code != 0 {
				t.Fatalf("exited %d: %s", code, stderr)
			}
			m := rateLine.FindStringSubmatch(stdout)
			if m == nil {
				t.Fatalf("unexpected output %q", stdout)
			}
			if m[1] != tt.cmd || m[2] != tt.want {
				t.Errorf("got %s of %s captions, want %s of %s", m[1], m[2], tt.cmd, tt.want)
			}
			if rate, _ := strconv.ParseFloat(m[3], 64); rate <= 0 {
				t.Errorf("rate %v, want > 0", m[3])
			}
			if got := runtime.GOMAXPROCS(0); got != procs {
				t.Errorf("GOMAXPROCS left at %d, want %d restored", got, procs)
			}
		})
	}
}

func TestCommandLineErrors(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.jsonl")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no command", nil, 2, "usage:"},
		{"unknown command", []string{"bogus"}, 2, `unknown command "bogus"`},
		{"bad flag", []string{"gen", "-x"}, 2, "flag provided but not defined"},
		{"gen extra argument", []string{"gen", "file"}, 2, "unexpected argument"},
		{"gen negative", []string{"gen", "-n", "-1"}, 2, "must not be negative"},
		{"prose without file", []string{"prose"}, 2, "exactly one input FILE"},
		{"prose zero", []string{"prose", "-n", "0", empty}, 2, "must be positive"},
		{"prose missing file", []string{"prose", filepath.Join(dir, "nope.jsonl")}, 1, "no such file"},
		{"extract empty file", []string{"extract", empty}, 1, "no captions"},
		{"run without command", []string{"run", "--"}, 2, "name a command"},
		{"run missing program", []string{"run", "--", filepath.Join(dir, "no-such-program")}, 1, "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runKgbench(t, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d", code, tt.code)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr %q does not contain %q", stderr, tt.want)
			}
		})
	}
}
