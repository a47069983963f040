package input

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// lineReader reads lines of at most max bytes. A longer line is skipped
// through to its newline without being kept, so one huge line costs no more
// memory than a line of max bytes.
type lineReader struct {
	br   *bufio.Reader
	max  int
	line int // number of the line last returned
	buf  []byte
}

func newLineReader(br *bufio.Reader, max int) *lineReader {
	return &lineReader{br: br, max: max}
}

// next returns the next line without its "\n" or "\r\n" and with line set
// to its number. A line longer than max comes back as tooLong with no
// content. At the end of input it returns io.EOF; other errors are the
// source's. The returned slice is only valid until the next call.
func (lr *lineReader) next() (text []byte, tooLong bool, err error) {
	lr.buf = lr.buf[:0]
	read := false
	for {
		chunk, err := lr.br.ReadSlice('\n')
		read = read || len(chunk) > 0
		if !tooLong {
			// max+2 leaves room for the "\r\n" that is not part of the line.
			if len(lr.buf)+len(chunk) > lr.max+2 {
				tooLong = true
				lr.buf = lr.buf[:0]
			} else {
				lr.buf = append(lr.buf, chunk...)
			}
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF:
			if !read {
				return nil, false, io.EOF
			}
		case err != nil:
			return nil, false, err
		}
		lr.line++
		text = bytes.TrimSuffix(lr.buf, []byte("\n"))
		text = bytes.TrimSuffix(text, []byte("\r"))
		if len(text) > lr.max {
			tooLong = true
		}
		if tooLong {
			return nil, true, nil
		}
		return text, false, nil
	}
}

// lineTooLong is the reason given for a line longer than max.
func lineTooLong(max int) error {
	return fmt.Errorf("%w (more than %d bytes)", ErrLineTooLong, max)
}

// errRecordTooLong stops encoding/csv when a quoted field runs on over many
// lines, which an unmatched quote makes it do to the end of the file.
var errRecordTooLong = errors.New("record too long")

// csvLimiter sits between the source and encoding/csv, which would
// otherwise read any line whole. It passes at most max bytes of each line,
// drops the rest up to the newline and remembers the number of each line it
// cut, so the row holding it can be rejected. It also fails the read when
// more than limit bytes pass without the consumer finishing a record.
type csvLimiter struct {
	r         io.Reader
	max       int
	limit     int
	line      int // number of the line being passed, 1-based
	col       int // bytes of the current line passed or dropped so far
	cut       []int
	sinceLast int
}

func (l *csvLimiter) Read(p []byte) (int, error) {
	for {
		n, err := l.r.Read(p)
		kept := l.filter(p[:n])
		l.sinceLast += kept
		if l.sinceLast > l.limit {
			return kept, errRecordTooLong
		}
		if kept > 0 || err != nil {
			return kept, err
		}
	}
}

// filter compacts p in place to the bytes that pass and returns their count.
func (l *csvLimiter) filter(p []byte) int {
	out := 0
	rest := p
	for len(rest) > 0 {
		nl := bytes.IndexByte(rest, '\n')
		seg := rest
		if nl >= 0 {
			seg = rest[:nl]
		}
		// One byte over max lets a "\r" before the newline through.
		room := max(l.max+1-l.col, 0)
		keep := min(len(seg), room)
		out += copy(p[out:], seg[:keep])
		if len(seg) > keep && (len(l.cut) == 0 || l.cut[len(l.cut)-1] != l.line+1) {
			l.cut = append(l.cut, l.line+1)
		}
		l.col += len(seg)
		if nl < 0 {
			break
		}
		p[out] = '\n'
		out++
		l.line++
		l.col = 0
		rest = rest[nl+1:]
	}
	return out
}

// recordDone is called when encoding/csv returns a record or error ending
// on line last. It reports the first cut line in the record, if any, and
// forgets the cuts up to last.
func (l *csvLimiter) recordDone(first, last int) (cutLine int) {
	l.sinceLast = 0
	i := 0
	for i < len(l.cut) && l.cut[i] <= last {
		if cutLine == 0 && l.cut[i] >= first {
			cutLine = l.cut[i]
		}
		i++
	}
	l.cut = l.cut[i:]
	return cutLine
}
