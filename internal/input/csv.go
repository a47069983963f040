package input

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// columns maps a header row to the roles of its columns.
type columns struct {
	names []string
	text  int
	id    int // -1 when there is no id column
}

// headerColumns finds the text and id columns in a header row.
func headerColumns(header []string, opt Options) (columns, error) {
	cols := columns{names: make([]string, len(header)), text: -1, id: -1}
	for i, h := range header {
		cols.names[i] = strings.TrimSpace(h)
	}
	find := func(name string) int {
		for i, h := range cols.names {
			if strings.EqualFold(h, name) {
				return i
			}
		}
		return -1
	}
	available := func() string {
		quoted := make([]string, len(cols.names))
		for i, h := range cols.names {
			quoted[i] = fmt.Sprintf("%q", h)
		}
		return strings.Join(quoted, ", ")
	}
	if opt.TextColumn != "" {
		if cols.text = find(opt.TextColumn); cols.text < 0 {
			return cols, fmt.Errorf("%w: no text column %q; the columns are %s", ErrNoColumn, opt.TextColumn, available())
		}
	} else if cols.text = find("text"); cols.text < 0 {
		if cols.text = find("caption"); cols.text < 0 {
			return cols, fmt.Errorf(`%w: no text column "text" or "caption"; the columns are %s (choose one with --text-column)`, ErrNoColumn, available())
		}
	}
	if opt.IDColumn != "" {
		if cols.id = find(opt.IDColumn); cols.id < 0 {
			return cols, fmt.Errorf("%w: no id column %q; the columns are %s", ErrNoColumn, opt.IDColumn, available())
		}
	} else {
		cols.id = find("id")
	}
	return cols, nil
}

// caption makes a caption of one row whose field count has been checked.
func (cols columns) caption(row []string, line int) (schema.Caption, error) {
	c := schema.Caption{Line: line, Text: strings.TrimSpace(row[cols.text])}
	if c.Text == "" {
		return c, fmt.Errorf("%w: column %q is empty", ErrNoText, cols.names[cols.text])
	}
	if cols.id >= 0 {
		c.ID = strings.TrimSpace(row[cols.id])
	}
	for i, v := range row {
		if i == cols.text || i == cols.id || v == "" || cols.names[i] == "" {
			continue
		}
		if c.Props == nil {
			c.Props = make(map[string]string, len(row))
		}
		c.Props[cols.names[i]] = v
	}
	return c, nil
}

func fieldCountError(got, want int) error {
	return fmt.Errorf("row has %d fields, the header has %d", got, want)
}

func (s *scanner) readCSV(br *bufio.Reader, opt Options) error {
	lim := &csvLimiter{r: br, max: s.max, limit: s.max + 8<<10}
	cr := csv.NewReader(lim)
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true

	var cols columns
	haveHeader := false
	for {
		if err := s.checkCtx(); err != nil {
			return err
		}
		row, err := cr.Read()
		if err == io.EOF {
			return nil
		}
		if errors.Is(err, errRecordTooLong) {
			// encoding/csv cannot resynchronise inside a quoted field, and
			// an unmatched quote would swallow the rest of the file anyway.
			line := 0
			if len(row) > 0 {
				line, _ = cr.FieldPos(0)
			}
			return s.problem(line, fmt.Errorf("invalid CSV: %w: a quoted field runs on for more than %d bytes (unmatched quote?); rest of file skipped", errRecordTooLong, lim.limit))
		}
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			why := fmt.Errorf("invalid CSV: %w (column %d)", pe.Err, pe.Column)
			line := pe.Line
			if errors.Is(pe.Err, csv.ErrQuote) && pe.Line > pe.StartLine {
				// Only an unclosed quote runs to a later line; where it
				// opened is what the user needs to find.
				why = fmt.Errorf("invalid CSV: %w: the quoted field opened on this row is not closed by line %d", pe.Err, pe.Line)
				line = pe.StartLine
			}
			if cut := lim.recordDone(pe.StartLine, pe.Line); cut > 0 {
				why, line = lineTooLong(s.max), cut
			}
			if !haveHeader {
				return s.fatal(line, fmt.Errorf("header: %w", why))
			}
			if err := s.problem(line, why); err != nil {
				return err
			}
			continue
		}
		if err != nil {
			return s.readErr(0, err)
		}
		if len(row) == 0 {
			continue // encoding/csv skips empty lines itself; this is a guard
		}
		first, _ := cr.FieldPos(0)
		last, _ := cr.FieldPos(len(row) - 1)
		last += strings.Count(row[len(row)-1], "\n")
		if cut := lim.recordDone(first, last); cut > 0 {
			if !haveHeader {
				return s.fatal(cut, fmt.Errorf("header: %w", lineTooLong(s.max)))
			}
			if err := s.problem(cut, lineTooLong(s.max)); err != nil {
				return err
			}
			continue
		}
		if line, err := invalidField(cr, row); err != nil {
			if !haveHeader {
				return s.fatal(line, fmt.Errorf("header: %w", err))
			}
			if err := s.problem(line, err); err != nil {
				return err
			}
			continue
		}
		if !haveHeader {
			if cols, err = headerColumns(row, opt); err != nil {
				return s.fatal(0, err)
			}
			haveHeader = true
			continue
		}
		if err := s.row(cols, row, first); err != nil {
			return err
		}
	}
}

// row checks and emits one data row.
func (s *scanner) row(cols columns, row []string, line int) error {
	if len(row) != len(cols.names) {
		return s.problem(line, fieldCountError(len(row), len(cols.names)))
	}
	c, err := cols.caption(row, line)
	if err != nil {
		return s.problem(line, err)
	}
	return s.emit(c)
}

// invalidField finds the first field that is not UTF-8 and the line the
// bad byte is on (a quoted field can span lines).
func invalidField(cr *csv.Reader, row []string) (int, error) {
	for i, f := range row {
		if utf8.ValidString(f) {
			continue
		}
		j := 0
		for j < len(f) {
			r, size := utf8.DecodeRuneInString(f[j:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			j += size
		}
		line, _ := cr.FieldPos(i)
		return line + strings.Count(f[:j], "\n"), fmt.Errorf("%w in field %d", ErrInvalidUTF8, i+1)
	}
	return 0, nil
}

func (s *scanner) readTSV(br *bufio.Reader, opt Options) error {
	lr := newLineReader(br, s.max)
	var cols columns
	haveHeader := false
	var row []string
	for {
		if err := s.checkCtx(); err != nil {
			return err
		}
		line, tooLong, err := lr.next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return s.readErr(lr.line+1, err)
		}
		n := lr.line
		var why error
		if tooLong {
			why = lineTooLong(s.max)
		} else if len(bytes.TrimSpace(line)) == 0 {
			continue
		} else {
			why = invalidUTF8(line)
		}
		if why != nil {
			if !haveHeader {
				return s.fatal(n, fmt.Errorf("header: %w", why))
			}
			if err := s.problem(n, why); err != nil {
				return err
			}
			continue
		}
		row = row[:0]
		for f := range strings.SplitSeq(string(line), "\t") {
			row = append(row, f)
		}
		if !haveHeader {
			if cols, err = headerColumns(row, opt); err != nil {
				return s.fatal(0, err)
			}
			haveHeader = true
			continue
		}
		if err := s.row(cols, row, n); err != nil {
			return err
		}
	}
}
