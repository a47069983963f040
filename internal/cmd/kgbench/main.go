package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/jdkato/prose/v2"

	"github.com/kg-archive/kg/extract"
	"github.com/kg-archive/kg/internal/input"
	"github.com/kg-archive/kg/internal/synth"
	"github.com/kg-archive/kg/schema"
)

const usage = `usage:
  kgbench gen -n N [-seed S] [-o FILE]
  kgbench prose [-n N] FILE
  kgbench extract [-n N] FILE
  kgbench run -- CMD ARGS...
`

// exitUsage is the exit status of a malformed command line, as flag uses.
const exitUsage = 2

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// usageError marks an error that is the caller's command line's fault.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// exitError carries a child's exit status through, so a failing build
// fails the script that ran it.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("command exited with status %d", e.code) }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	var err error
	switch args[0] {
	case "gen":
		err = genCommand(args[1:], stdout, stderr)
	case "prose":
		err = rateCommand(ctx, "prose", args[1:], stdout, stderr, proseTagger)
	case "extract":
		err = rateCommand(ctx, "extract", args[1:], stdout, stderr, fullExtractor)
	case "run":
		err = runCommand(args[1:], stdout, stderr)
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		err = usageError{fmt.Sprintf("unknown command %q", args[0])}
	}
	var ue usageError
	var ee exitError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "kgbench: %v\n%s", err, usage)
		return exitUsage
	case errors.As(err, &ee):
		return ee.code
	default:
		fmt.Fprintf(stderr, "kgbench: %v\n", err)
		return 1
	}
}

// newFlags returns a flag set whose parse errors come back as usage errors
// instead of exiting the process.
func newFlags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err.Error()}
	}
	return nil
}

func genCommand(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("gen", stderr)
	n := fs.Int("n", 100000, "number of captions")
	seed := fs.Uint64("seed", 1, "corpus seed: the same seed gives the same captions")
	out := fs.String("o", "-", "output file (- for standard output)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Sprintf("gen: unexpected argument %q", fs.Arg(0))}
	}
	if *n < 0 {
		return usageError{"gen: -n must not be negative"}
	}
	if *out == "-" {
		return synth.WriteJSONL(stdout, *n, *seed)
	}
	f, err := os.Create(*out)
	if err != nil {
		return fmt.Errorf("gen: %w", err)
	}
	if err := synth.WriteJSONL(f, *n, *seed); err != nil {
		f.Close()
		return fmt.Errorf("gen %s: %w", *out, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("gen %s: %w", *out, err)
	}
	return nil
}

// tagger is the per-caption work whose rate a rate command measures; its
// setup (model loading) is done before the clock starts.
type tagger func() (func(schema.Caption), error)

func proseTagger() (func(schema.Caption), error) {
	m, err := loadProseModel()
	if err != nil {
		return nil, err
	}
	return func(c schema.Caption) {
		// The error is always nil in prose v2; a panic would be a bug worth seeing.
		_, _ = prose.NewDocument(c.Text, prose.UsingModel(m), prose.WithSegmentation(false))
	}, nil
}

// loadProseModel loads the model the way package extract does, so both
// rates use the same tagger.
func loadProseModel() (m *prose.Model, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("load prose model: %v", r)
		}
	}()
	return prose.ModelFromData("kg-en"), nil
}

func fullExtractor() (func(schema.Caption), error) {
	x, err := extract.New()
	if err != nil {
		return nil, fmt.Errorf("load extractor: %w", err)
	}
	return func(c schema.Caption) { x.Extract(c) }, nil
}

func rateCommand(ctx context.Context, name string, args []string, stdout, stderr io.Writer, setup tagger) error {
	fs := newFlags(name, stderr)
	n := fs.Int("n", 2000, "number of captions to process (the first N of FILE)")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError{name + ": name exactly one input FILE"}
	}
	if *n <= 0 {
		return usageError{name + ": -n must be positive"}
	}
	caps, err := readCaptions(ctx, fs.Arg(0), *n)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if len(caps) == 0 {
		return fmt.Errorf("%s: no captions in %s", name, fs.Arg(0))
	}
	do, err := setup()
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	// One caption untimed, so lazy initialisation inside the tagger is not
	// billed to the rate.
	do(caps[0])
	runtime.GC()
	cpu0 := cpuSeconds()
	start := time.Now()
	for i, c := range caps {
		if i%256 == 0 && ctx.Err() != nil {
			return fmt.Errorf("%s: %w", name, ctx.Err())
		}
		do(c)
	}
	secs := time.Since(start).Seconds()
	cpu := cpuSeconds() - cpu0
	// The CPU rate is what the wall rate would be on an idle machine; the
	// two differ when other processes compete for the core.
	fmt.Fprintf(stdout, "%s: %d captions on 1 core in %.3f s (%.3f s CPU): %.1f captions/s, %.1f captions/CPU-s\n",
		name, len(caps), secs, cpu, float64(len(caps))/secs, float64(len(caps))/cpu)
	return nil
}

// cpuSeconds is the user and system CPU time this process has used.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// errEnough stops a read once the wanted number of captions is in hand.
var errEnough = errors.New("enough captions")

// readCaptions returns the first n captions of path. Only n captions are
// ever held, however large the file.
func readCaptions(ctx context.Context, path string, n int) ([]schema.Caption, error) {
	caps := make([]schema.Caption, 0, min(n, 1<<16))
	var firstProblem error
	err := input.ReadFile(ctx, path, input.Options{}, func(c schema.Caption) error {
		caps = append(caps, c)
		if len(caps) >= n {
			return errEnough
		}
		return nil
	}, func(p input.Problem) {
		if firstProblem == nil {
			firstProblem = &p
		}
	})
	if err != nil && !errors.Is(err, errEnough) {
		return nil, err
	}
	if len(caps) == 0 && firstProblem != nil {
		return nil, firstProblem
	}
	return caps, nil
}

func runCommand(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("run", stderr)
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageError{"run: name a command to run after --"}
	}
	cmd := exec.Command(fs.Arg(0), fs.Args()[1:]...)
	cmd.Stdin = os.Stdin
	// The child's output passes straight through; only the result line is ours.
	cmd.Stdout = stdout
	cmd.Stderr = stderr
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("run %s: %w", fs.Arg(0), err)
	}
	stopSampling := sampleAnonRSS(cmd.Process.Pid)
	_ = cmd.Wait() // the outcome is read from ProcessState below
	wall := time.Since(start).Seconds()
	anonKiB := stopSampling()
	ps := cmd.ProcessState
	fmt.Fprintf(stdout, "run: wall %.3f s, user %.3f s, sys %.3f s, peak RSS %d KiB, peak anon RSS %d KiB, exit %d\n",
		wall, ps.UserTime().Seconds(), ps.SystemTime().Seconds(), peakRSSKiB(ps), anonKiB, ps.ExitCode())
	if !ps.Success() {
		code := ps.ExitCode()
		if code <= 0 {
			code = 1 // killed by a signal
		}
		return exitError{code}
	}
	return nil
}

// sampleAnonRSS polls the anonymous part of pid's resident set (heap and
// stacks, from /proc/PID/status) until stop is called, and stop returns the
// largest value seen, in KiB; -1 where /proc has no RssAnon. Peak RSS alone
// cannot tell memory the program holds from pages of a memory-mapped store
// file (bbolt maps its whole database), which the kernel counts as resident
// once touched yet can drop at any time.
func sampleAnonRSS(pid int) (stop func() int64) {
	path := fmt.Sprintf("/proc/%d/status", pid)
	var max atomic.Int64
	max.Store(-1)
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			if kib, ok := readAnonRSS(path); ok && kib > max.Load() {
				max.Store(kib)
			}
			select {
			case <-quit:
				return
			case <-tick.C:
			}
		}
	}()
	return func() int64 {
		close(quit)
		<-done
		return max.Load()
	}
}

// readAnonRSS reads the RssAnon line of a /proc status file, in KiB. A
// zombie (exited, not yet reaped) has no such line.
func readAnonRSS(path string) (int64, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	for line := range strings.Lines(string(data)) {
		rest, ok := strings.CutPrefix(line, "RssAnon:")
		if !ok {
			continue
		}
		fields := strings.Fields(rest)
		if len(fields) == 0 {
			return 0, false
		}
		kib, err := strconv.ParseInt(fields[0], 10, 64)
		return kib, err == nil
	}
	return 0, false
}

// peakRSSKiB is the child's maximum resident set size in KiB.
func peakRSSKiB(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok || ru == nil {
		return -1
	}
	// Linux reports ru_maxrss in KiB, macOS in bytes.
	if runtime.GOOS == "darwin" {
		return int64(ru.Maxrss) / 1024
	}
	return int64(ru.Maxrss)
}
