package input

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// DefaultMaxLine is the longest line, row or caption read when
// Options.MaxLine is not set. Real captions are a few hundred bytes; anything
// near a mebibyte is a broken file, not a caption.
const DefaultMaxLine = 1 << 20

// sniffSize is how much of a source is inspected to tell text from binary.
const sniffSize = 8 << 10

// Options controls how a source is read. The zero value reads the format
// detected from the source's name with the default limits.
type Options struct {
	// Format of the source; empty means DetectFormat(name).
	Format Format
	// TextColumn names the CSV/TSV column holding the caption; empty means
	// "text", or "caption" when there is no "text" column.
	TextColumn string
	// IDColumn names the CSV/TSV column holding the photo id; empty means
	// "id", and a file without an "id" column then yields empty ids.
	IDColumn string
	// MaxLine is the longest line (and the longest caption) accepted, in
	// bytes; longer ones become a Problem. Zero or less means DefaultMaxLine.
	MaxLine int
}

func (o Options) maxLine() int {
	if o.MaxLine <= 0 {
		return DefaultMaxLine
	}
	return o.MaxLine
}

// Errors a Problem can wrap, for callers that count or classify problems
// with errors.Is.
var (
	ErrBinary            = errors.New("binary file")
	ErrIsDir             = errors.New("is a directory")
	ErrNotExist    error = notExistError{}
	ErrLineTooLong       = errors.New("line too long")
	ErrTooLong           = errors.New("caption too long")
	ErrInvalidUTF8       = errors.New("invalid UTF-8")
	ErrNoText            = errors.New("no caption text")
	ErrNoColumn          = errors.New("no such column")
)

// notExistError reads better than fs.ErrNotExist's "file does not exist"
// in a "name: reason" message, yet still matches it with errors.Is.
type notExistError struct{}

func (notExistError) Error() string        { return "no such file" }
func (notExistError) Is(target error) bool { return target == fs.ErrNotExist }

// Problem is one rejected unit of input: a whole source that cannot be read
// (Line 0) or one line, paragraph or row of it.
type Problem struct {
	// Source is the name the source was read under ("<stdin>" for "-").
	Source string
	// Line is the 1-based line the problem is on; 0 for the whole source.
	Line int
	Err  error
}

// Error formats the problem as "source:line: reason", or "source: reason"
// for a whole source, the form editors and grep users expect.
func (p *Problem) Error() string {
	src := p.Source
	if src == "" {
		src = "<input>"
	}
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", src, p.Line, p.Err)
	}
	return fmt.Sprintf("%s: %v", src, p.Err)
}

// Unwrap lets errors.Is see the reason, e.g. ErrInvalidUTF8.
func (p *Problem) Unwrap() error { return p.Err }

// sourceName is the name used in captions and problems for a source.
func sourceName(name string) string {
	if name == "-" || name == "" {
		return "<stdin>"
	}
	return name
}

// Read streams the captions of one source, read from r under name ("-"
// meaning standard input). Each caption goes to fn in input order; a
// rejected line, paragraph or row goes to onProblem and reading continues
// with the next one.
//
// Read returns nil when the whole source was read, problems or not; the
// error fn returns, unchanged, which stops the read; the context's error
// (wrapped) when ctx is done; or a *Problem when the source, or the rest of
// it, cannot be read: binary data, a CSV header without the text column, a
// JSON array given as JSON Lines, a read error. Such a Problem has Line 0,
// or the line that made the rest unreadable. A nil onProblem makes the first
// problem end the read instead, as a returned *Problem.
//
// Captions are valid UTF-8 with surrounding white space trimmed and never
// empty. Cancellation is noticed between units; a Read blocked inside r
// returns when r does.
func Read(ctx context.Context, r io.Reader, name string, opt Options, fn func(schema.Caption) error, onProblem func(Problem)) error {
	format := opt.Format
	if format == "" {
		format = DetectFormat(name)
	}
	switch {
	case fn == nil:
		return fmt.Errorf("read %s: no caption callback", sourceName(name))
	case !slices.Contains(Formats, format):
		return fmt.Errorf("read %s: unknown input format %q", sourceName(name), format)
	}
	s := &scanner{
		ctx:       ctx,
		source:    sourceName(name),
		max:       opt.maxLine(),
		fn:        fn,
		onProblem: onProblem,
	}
	br := bufio.NewReaderSize(r, 64<<10)
	if err := s.sniff(br); err != nil {
		return err
	}
	var err error
	switch format {
	case Text:
		err = s.readText(br)
	case JSONL:
		err = s.readJSONL(br)
	case CSV:
		err = s.readCSV(br, opt)
	case TSV:
		err = s.readTSV(br, opt)
	}
	if errors.Is(err, errStop) {
		return s.stopErr
	}
	return err
}

// ReadFile is Read on the file at path; "-" reads os.Stdin. A missing file,
// a directory or an unreadable file is returned as a *Problem with Line 0
// and a short reason ("missing.txt: no such file").
func ReadFile(ctx context.Context, path string, opt Options, fn func(schema.Caption) error, onProblem func(Problem)) error {
	if path == "-" {
		return Read(ctx, os.Stdin, path, opt, fn, onProblem)
	}
	f, err := os.Open(path)
	if err != nil {
		return &Problem{Source: path, Err: openReason(err)}
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return &Problem{Source: path, Err: openReason(err)}
	}
	if info.IsDir() {
		return &Problem{Source: path, Err: ErrIsDir}
	}
	return Read(ctx, f, path, opt, fn, onProblem)
}

// openReason drops the "open PATH:" prefix of an *fs.PathError, since the
// Problem already names the file, and maps the common cases to this
// package's errors.
func openReason(err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return ErrNotExist
	case errors.Is(err, fs.ErrPermission):
		return fs.ErrPermission
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// errStop unwinds a format reader when fn or a nil onProblem ends the read;
// the error to return is kept in scanner.stopErr.
var errStop = errors.New("stop")

// scanner holds what every format reader shares: where it is reading, the
// limits and the two callbacks.
type scanner struct {
	ctx       context.Context
	source    string
	max       int
	fn        func(schema.Caption) error
	onProblem func(Problem)
	stopErr   error
}

// emit hands one caption to fn. It returns errStop when fn fails.
func (s *scanner) emit(c schema.Caption) error {
	c.Source = s.source
	if err := s.fn(c); err != nil {
		s.stopErr = err
		return errStop
	}
	return nil
}

// problem reports one rejected unit. It returns errStop when there is no
// onProblem, making the problem fatal.
func (s *scanner) problem(line int, err error) error {
	p := Problem{Source: s.source, Line: line, Err: err}
	if s.onProblem == nil {
		s.stopErr = &p
		return errStop
	}
	s.onProblem(p)
	return nil
}

// fatal is a problem with the whole source.
func (s *scanner) fatal(line int, err error) error {
	return &Problem{Source: s.source, Line: line, Err: err}
}

// checkCtx is called between units.
func (s *scanner) checkCtx() error {
	if err := s.ctx.Err(); err != nil {
		return fmt.Errorf("read %s: %w", s.source, err)
	}
	return nil
}

// readErr turns an I/O error from the source into a whole-source problem.
func (s *scanner) readErr(line int, err error) error {
	return s.fatal(line, fmt.Errorf("read error: %w", err))
}

// sniff rejects binary sources and drops a UTF-8 byte order mark. It looks
// at what the first read brought, up to sniffSize: a whole sample from a
// file, and no wait for more from a pipe that is still being written.
func (s *scanner) sniff(br *bufio.Reader) error {
	if _, err := br.Peek(1); err != nil {
		if err == io.EOF {
			return nil
		}
		return s.readErr(0, err)
	}
	head, _ := br.Peek(min(br.Buffered(), sniffSize))
	if looksBinary(head) {
		return s.fatal(0, ErrBinary)
	}
	if bytes.HasPrefix(head, []byte("\uFEFF")) {
		_, _ = br.Discard(3)
	}
	return nil
}

// looksBinary reports whether a sample is not text: it holds a NUL byte, or
// more than one byte in ten (and more than a handful) is a control
// character or not UTF-8. The threshold leaves room for a stray Latin-1
// accent, which is reported per line instead.
func looksBinary(b []byte) bool {
	if bytes.IndexByte(b, 0) >= 0 {
		return true
	}
	bad, n := 0, 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		if r == utf8.RuneError && size == 1 && !utf8.FullRune(b) {
			break // a character cut by the end of the sample
		}
		switch {
		case r == utf8.RuneError && size == 1:
			bad++
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r' && r != '\f' && r != '\v':
			bad++
		}
		n += size
		b = b[size:]
	}
	return bad > 4 && bad*10 > n
}

// invalidUTF8 describes where b stops being UTF-8, or returns nil.
func invalidUTF8(b []byte) error {
	if i := firstInvalid(b); i >= 0 {
		return fmt.Errorf("%w at byte %d", ErrInvalidUTF8, i+1)
	}
	return nil
}

// firstInvalid is the index of the first byte of b that is not part of a
// UTF-8 character, or -1.
func firstInvalid(b []byte) int {
	if utf8.Valid(b) {
		return -1
	}
	i := 0
	for i < len(b) {
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			return i
		}
		i += size
	}
	return -1
}
