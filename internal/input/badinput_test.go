package input

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kg-archive/kg/schema"
)

func TestReadFileWholeSourceProblems(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	mostlyControl := bytes.Repeat([]byte("ab\x01\x02\x03\x04\x05\x06\x07\x08"), 100)
	latin1 := []byte("Un caf\xe9 \xe0 Beyrouth, pr\xe8s du port. (Photo by A/AFP)\n\nA second caption.\n")
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		path     string
		opt      Options
		err      string
		is       error
		captions int
		problems []string
	}{
		{name: "missing file", path: filepath.Join(dir, "missing.txt"), err: filepath.Join(dir, "missing.txt") + ": no such file", is: fs.ErrNotExist},
		{name: "directory", path: sub, err: sub + ": is a directory", is: ErrIsDir},
		{name: "NUL byte", path: write("nul.txt", []byte("A caption.\x00\n")), err: filepath.Join(dir, "nul.txt") + ": binary file", is: ErrBinary},
		{name: "NUL byte in JSONL", path: write("nul.jsonl", []byte("{\"text\":\"a\"}\n\x00")), err: filepath.Join(dir, "nul.jsonl") + ": binary file", is: ErrBinary},
		{name: "mostly control bytes", path: write("ctl.csv", mostlyControl), err: filepath.Join(dir, "ctl.csv") + ": binary file", is: ErrBinary},
		{name: "UTF-16 text is binary to a UTF-8 reader", path: write("u16.txt", []byte("\xff\xfeA\x00 \x00c\x00")), err: filepath.Join(dir, "u16.txt") + ": binary file", is: ErrBinary},
		{
			name:     "a few Latin-1 bytes are per-paragraph problems, not a binary file",
			path:     write("latin1.txt", latin1),
			captions: 1,
			problems: []string{filepath.Join(dir, "latin1.txt") + ":1: invalid UTF-8 at byte 7"},
		},
		{name: "empty file", path: write("empty.jsonl", nil)},
		{name: "NUL after the first 8 KiB is not sniffed", path: write("late.txt", append(bytes.Repeat([]byte("Caption.\n\n"), 1000), 0)), captions: 1001},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := readPath(t, tt.path, tt.opt)
			gotErr := ""
			if res.err != nil {
				gotErr = res.err.Error()
				var p *Problem
				if !errors.As(res.err, &p) || p.Line != 0 {
					t.Errorf("err %v is not a whole-source *Problem", res.err)
				}
			}
			if gotErr != tt.err {
				t.Errorf("err = %q, want %q", gotErr, tt.err)
			}
			if tt.is != nil && !errors.Is(res.err, tt.is) {
				t.Errorf("errors.Is(%v, %v) = false", res.err, tt.is)
			}
			if len(res.captions) != tt.captions {
				t.Errorf("%d captions, want %d", len(res.captions), tt.captions)
			}
			if !slices.Equal(res.problems, tt.problems) {
				t.Errorf("problems:\n got %q\nwant %q", res.problems, tt.problems)
			}
		})
	}
}

// hugeLineReader yields prefix, then n bytes of 'x' without a newline,
// then suffix, without ever holding the long line.
type hugeLineReader struct {
	prefix, suffix string
	n              int
	pos            int
}

func (h *hugeLineReader) Read(p []byte) (int, error) {
	total := len(h.prefix) + h.n + len(h.suffix)
	if h.pos >= total {
		return 0, io.EOF
	}
	k := 0
	for k < len(p) && h.pos < total {
		switch {
		case h.pos < len(h.prefix):
			p[k] = h.prefix[h.pos]
		case h.pos < len(h.prefix)+h.n:
			p[k] = 'x'
		default:
			p[k] = h.suffix[h.pos-len(h.prefix)-h.n]
		}
		k++
		h.pos++
	}
	return k, nil
}

// A 10 MB line must cost about MaxLine of memory, not 10 MB, and the
// captions after it must still be read.
func TestTenMegabyteLine(t *testing.T) {
	const size = 10 << 20
	tests := []struct {
		name, prefix, suffix string
		want                 []string
		problem              string
	}{
		{
			name:   "big.txt",
			prefix: "Before. (Photo by A/AFP)\n\nStarts here ", suffix: "\n\nAfter. (Photo by B/AFP)\n",
			want:    []string{"Before. (Photo by A/AFP)", "After. (Photo by B/AFP)"},
			problem: "big.txt:3: line too long (more than 1048576 bytes)",
		},
		{
			name:   "big.jsonl",
			prefix: `{"text": "Before."}` + "\n" + `{"text": "`, suffix: `"}` + "\n" + `{"text": "After."}` + "\n",
			want:    []string{"Before.", "After."},
			problem: "big.jsonl:2: line too long (more than 1048576 bytes)",
		},
		{
			name:   "big.csv",
			prefix: "id,text\n1,Before.\n2,", suffix: "\n3,After.\n",
			want:    []string{"Before.", "After."},
			problem: "big.csv:3: line too long (more than 1048576 bytes)",
		},
		{
			name:   "big.tsv",
			prefix: "id\ttext\n1\tBefore.\n2\t", suffix: "\n3\tAfter.\n",
			want:    []string{"Before.", "After."},
			problem: "big.tsv:3: line too long (more than 1048576 bytes)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got, problems []string
			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := Read(context.Background(), &hugeLineReader{prefix: tt.prefix, suffix: tt.suffix, n: size}, tt.name, Options{},
				func(c schema.Caption) error { got = append(got, c.Text); return nil },
				func(p Problem) { problems = append(problems, p.Error()) })
			runtime.ReadMemStats(&after)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("captions %q, want %q", got, tt.want)
			}
			if len(problems) != 1 || problems[0] != tt.problem {
				t.Errorf("problems %q, want [%q]", problems, tt.problem)
			}
			// Everything allocated during the read, freed or not, stays below
			// the line's own 10 MiB: it was never held whole.
			alloc := after.TotalAlloc - before.TotalAlloc
			t.Logf("allocated %d bytes", alloc)
			if alloc > 8<<20 {
				t.Errorf("allocated %d bytes reading a %d-byte line", alloc, size)
			}
		})
	}
}

func TestReadStopsOnCancelAndCallbackError(t *testing.T) {
	in := strings.Repeat("A caption.\n\n", 100)
	t.Run("context cancelled by the callback", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		n := 0
		err := Read(ctx, strings.NewReader(in), "c.txt", Options{}, func(schema.Caption) error {
			n++
			if n == 3 {
				cancel()
			}
			return nil
		}, func(Problem) {})
		if !errors.Is(err, context.Canceled) || n != 3 {
			t.Errorf("err %v after %d captions, want context.Canceled after 3", err, n)
		}
	})
	t.Run("context done before the read", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		for _, f := range Formats {
			n := 0
			err := Read(ctx, strings.NewReader("id,text\n1,a\n"), "c", Options{Format: f},
				func(schema.Caption) error { n++; return nil }, func(Problem) {})
			if !errors.Is(err, context.Canceled) || n != 0 {
				t.Errorf("%s: err %v after %d captions", f, err, n)
			}
		}
	})
	t.Run("callback error is returned unchanged", func(t *testing.T) {
		stop := errors.New("disk full")
		n := 0
		err := Read(context.Background(), strings.NewReader(in), "c.txt", Options{}, func(schema.Caption) error {
			n++
			return stop
		}, func(Problem) {})
		if err != stop || n != 1 {
			t.Errorf("err %v after %d captions, want %v after 1", err, n, stop)
		}
	})
	t.Run("nil onProblem makes the first problem fatal", func(t *testing.T) {
		n := 0
		err := Read(context.Background(), strings.NewReader("{\"text\":\"a\"}\nnot json\n{\"text\":\"b\"}\n"), "c.jsonl", Options{},
			func(schema.Caption) error { n++; return nil }, nil)
		var p *Problem
		if !errors.As(err, &p) || p.Line != 2 || n != 1 {
			t.Errorf("err %v after %d captions, want a line 2 *Problem after 1", err, n)
		}
	})
}

// failingReader returns its data, then a read error.
type failingReader struct {
	data string
	err  error
}

func (f *failingReader) Read(p []byte) (int, error) {
	if f.data == "" {
		return 0, f.err
	}
	n := copy(p, f.data)
	f.data = f.data[n:]
	return n, nil
}

func TestReadErrorIsWholeSourceProblem(t *testing.T) {
	broken := errors.New("device gone")
	for _, f := range Formats {
		t.Run(string(f), func(t *testing.T) {
			err := Read(context.Background(), &failingReader{data: "text\nOne\n", err: broken}, "-", Options{Format: f},
				func(schema.Caption) error { return nil }, func(Problem) {})
			var p *Problem
			if !errors.Is(err, broken) || !errors.As(err, &p) || p.Source != "<stdin>" {
				t.Errorf("err = %v, want a <stdin> *Problem wrapping %v", err, broken)
			}
		})
	}
}

func TestReadRejectsBadArguments(t *testing.T) {
	keep := func(schema.Caption) error { return nil }
	tests := []struct {
		name string
		opt  Options
		fn   func(schema.Caption) error
		err  string
	}{
		{"unknown format", Options{Format: "nquads"}, keep, `read a.txt: unknown input format "nquads"`},
		{"no callback", Options{}, nil, "read a.txt: no caption callback"},
	}
	for _, tt := range tests {
		err := Read(context.Background(), strings.NewReader("x"), "a.txt", tt.opt, tt.fn, func(Problem) {})
		if err == nil || err.Error() != tt.err {
			t.Errorf("%s: err = %v, want %q", tt.name, err, tt.err)
		}
	}
}

func TestStdinName(t *testing.T) {
	res := readString(t, "-", "One.\n\n\xff\n", Options{})
	if len(res.captions) != 1 || res.captions[0].Source != "<stdin>" {
		t.Errorf("captions %+v", res.captions)
	}
	if want := []string{"<stdin>:3: invalid UTF-8 at byte 1"}; !slices.Equal(res.problems, want) {
		t.Errorf("problems %q, want %q", res.problems, want)
	}
}

// Captions from a pipe arrive as they are written: the binary sniff must
// not wait for 8 KiB first.
func TestPipeIsReadAsItArrives(t *testing.T) {
	pr, pw := io.Pipe()
	got := make(chan string, 2)
	done := make(chan error, 1)
	go func() {
		done <- Read(context.Background(), pr, "-", Options{},
			func(c schema.Caption) error { got <- c.Text; return nil }, func(Problem) {})
	}()
	if _, err := pw.Write([]byte("First. (Photo by A/AFP)\n\n")); err != nil {
		t.Fatal(err)
	}
	select {
	case text := <-got:
		if text != "First. (Photo by A/AFP)" {
			t.Errorf("first caption %q", text)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("first caption not read while the pipe stays open")
	}
	if _, err := pw.Write([]byte("Second.\n")); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if text := <-got; text != "Second." {
		t.Errorf("second caption %q", text)
	}
}
