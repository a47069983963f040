package input

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"regexp"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Credit lines end captions, so they are where a paragraph holding two
// captions is split. The patterns are deliberately narrow: a missed split
// leaves two photos in one caption, but a wrong split cuts one caption in
// two, which is worse.
const (
	// agencyNames are the credit's last part in "(Name/Agency)" and
	// "Name/Agency" credits.
	agencyNames = `Reuters|REUTERS|AFP(?: Photo| PHOTO)?|AP|Associated Press|Getty Images|EPA-EFE|EPA|EFE|` +
		`Anadolu Agency|Anadolu|Xinhua|SANA|Sputnik|TASS|NurPhoto|SOPA Images|LightRocket|ZUMA Press|ZUMA Wire|` +
		`Pool|Handout|UPI|Bloomberg|dpa|DPA|Redux|Polaris`
	// creditParen is a bracketed credit: "(Photo by …)", "(AP Photo/…)",
	// "(REUTERS/…)" or "(…/Reuters)".
	creditParen = `\((?:(?:Photos? by|Photographs? by|Pictures? by|Photo:|(?:AP|AFP) (?:Photo|PHOTO)\s?/|` +
		`(?:REUTERS|Reuters|EPA-EFE|EPA|EFE|Xinhua)\s?/)[^()\n]+|[^()\n]*/\s?(?:` + agencyNames + `))\)`
	// personName is a photographer's name: capitalised words, with the
	// lower-case particles Arabic and European names carry.
	personName = `\p{Lu}[\p{L}\p{M}'’.\-]*(?:\s+(?:(?:al|el|de|da|di|du|van|von|bin|ibn|abu|ben|le|la)[\-\s])?\p{Lu}[\p{L}\p{M}'’.\-]*){0,4}`
)

var (
	// inlineSplit finds a bracketed credit followed on the same line by
	// the start of another caption.
	inlineSplit = regexp.MustCompile(`(` + creditParen + `)\s+["“‘']?[\p{Lu}\p{N}]`)
	// isParenCredit matches exactly one bracketed credit.
	isParenCredit = regexp.MustCompile(`^` + creditParen + `$`)
	// endsWithSlashCredit matches a caption ending with an unbracketed
	// credit: "REUTERS/Name", "EPA-EFE/NAME", "AFP PHOTO / NAME",
	// "Name/AFP/Getty Images", "NAME / AFP".
	endsWithSlashCredit = regexp.MustCompile(
		`(?:(?:^|[\s(])(?:REUTERS|Reuters|EPA-EFE|EPA|EFE|AFP PHOTO|AFP Photo|AFP|AP Photo|Xinhua)\s?/\s?` + personName + `(?:/File(?: Photo)?)?` +
			`|` + personName + `\s?/\s?(?:AFP|AFP PHOTO|Getty Images|Anadolu Agency|Anadolu|AP|EPA-EFE|EPA|Reuters|REUTERS|Xinhua|NurPhoto|SOPA Images)` +
			`(?:/Getty Images| via Getty Images)?)$`)
)

// creditEnd says how a caption ends, which decides how sure a following
// line must look to start a new caption.
type creditEnd int

const (
	noCredit    creditEnd = iota
	parenCredit           // a closed bracket: safe to split at
	slashCredit           // a bare name may go on on the next line
)

// slashReach bounds how far before its last slash an unbracketed credit
// can start, and how far after it it can run: a few names long.
const slashReach = 120

// endingOf says how a caption (so far) ends. Regular expressions only see
// the few bytes a credit can occupy, so the cost does not grow with the
// caption.
func endingOf(caption []byte) creditEnd {
	end := bytes.TrimRight(caption, ". \t\n\r\f\v")
	if len(end) == 0 {
		return noCredit
	}
	if end[len(end)-1] == ')' {
		// A bracketed credit holds no brackets, so it starts at the last "(".
		if open := bytes.LastIndexByte(end, '('); open >= 0 && isParenCredit.Match(end[open:]) {
			return parenCredit
		}
		return noCredit
	}
	slash := bytes.LastIndexByte(end, '/')
	if slash < 0 || len(end)-slash > slashReach {
		return noCredit
	}
	from := max(slash-slashReach, 0)
	for from > 0 && !utf8.RuneStart(end[from]) {
		from--
	}
	if endsWithSlashCredit.Match(end[from:]) {
		return slashCredit
	}
	return noCredit
}

// startsCaption reports whether line, following a caption that ended with
// a credit, begins a new caption rather than continuing the credit. After
// a bare "REUTERS/Name" the next line could be the rest of the name, so it
// must also be a sentence-length line. A line that opens with its own
// bracketed credit, "(Photo: Name/Flash90) Competitors swim ...", starts
// a caption too.
func startsCaption(line []byte, after creditEnd) bool {
	if after == noCredit {
		return false
	}
	if line[0] == '(' { // (only a bracket can open a credit: no regular expression runs on other lines)
		if m := inlineSplit.FindIndex(line); m != nil && m[0] == 0 {
			return true
		}
	}
	r, size := utf8.DecodeRune(line)
	switch r {
	case '"', '“', '‘', '\'':
		r, _ = utf8.DecodeRune(line[size:])
	}
	if !unicode.IsUpper(r) && !unicode.IsDigit(r) {
		return false
	}
	return after == parenCredit || len(bytes.Fields(line)) >= 3
}

// splitInline cuts a line at every bracketed credit followed by the start
// of another caption, returning the [start, end) byte ranges of the parts.
// On a line that opens a caption, a credit with nothing before it opens
// the caption that follows it ("(Photo: Name/Flash90) Competitors swim
// ..."), so it is no cut.
func splitInline(line []byte, opens bool) [][2]int {
	if !mayContinueAfterBracket(line) {
		return [][2]int{{0, len(line)}}
	}
	var parts [][2]int
	start := 0
	for _, m := range inlineSplit.FindAllSubmatchIndex(line, -1) {
		if opens && start == 0 && len(bytes.TrimSpace(line[:m[2]])) == 0 {
			continue
		}
		end := m[3] // end of the credit
		parts = append(parts, [2]int{start, end})
		start = end
	}
	return append(parts, [2]int{start, len(line)})
}

// mayContinueAfterBracket is a cheap test that lets most lines skip
// inlineSplit: some ")" is followed by white space and then what could
// start a caption.
func mayContinueAfterBracket(line []byte) bool {
	for i := 0; i < len(line); i++ {
		j := bytes.IndexByte(line[i:], ')')
		if j < 0 {
			return false
		}
		i += j
		k := i + 1
		for k < len(line) && (line[k] == ' ' || line[k] == '\t' || line[k] == '\f' || line[k] == '\r' || line[k] == '\n') {
			k++
		}
		if k == i+1 || k == len(line) {
			continue
		}
		r, size := utf8.DecodeRune(line[k:])
		switch r {
		case '"', '“', '‘', '\'':
			r, _ = utf8.DecodeRune(line[k+size:])
		}
		if unicode.IsUpper(r) || unicode.IsNumber(r) {
			return true
		}
	}
	return false
}

// paragraph is the caption being gathered from consecutive lines.
type paragraph struct {
	text    []byte
	start   int   // line the caption starts on; 0 when none is open
	bad     error // why the caption is rejected, once it is
	badLine int
	ending  creditEnd
}

func (s *scanner) readText(br *bufio.Reader) error {
	lr := newLineReader(br, s.max)
	p := &paragraph{}
	for {
		if err := s.checkCtx(); err != nil {
			return err
		}
		line, tooLong, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return s.readErr(lr.line+1, err)
		}
		n := lr.line
		if tooLong {
			s.reject(p, n, lineTooLong(s.max))
			continue
		}
		trimmed := bytes.TrimLeftFunc(line, unicode.IsSpace)
		lead := len(line) - len(trimmed)
		line = bytes.TrimRightFunc(trimmed, unicode.IsSpace)
		if len(line) == 0 {
			if err := s.flush(p); err != nil {
				return err
			}
			continue
		}
		// A credit alone on the lines so far opens the caption below it.
		if p.start > 0 && startsCaption(line, p.ending) && !isParenCredit.Match(p.text) {
			if err := s.flush(p); err != nil {
				return err
			}
		}
		for i, r := range splitInline(line, p.start == 0) {
			if i > 0 {
				if err := s.flush(p); err != nil {
					return err
				}
			}
			seg := line[r[0]:r[1]]
			off := len(seg) - len(bytes.TrimLeftFunc(seg, unicode.IsSpace))
			part := bytes.TrimRightFunc(seg[off:], unicode.IsSpace)
			if k := firstInvalid(part); k >= 0 {
				at := lead + r[0] + off + k
				s.reject(p, n, fmt.Errorf("%w at byte %d", ErrInvalidUTF8, at+1))
				p.ending = endingOf(part)
				continue
			}
			s.add(p, n, part)
			if p.bad != nil {
				p.ending = endingOf(part)
			} else {
				p.ending = endingOf(p.text)
			}
		}
	}
	return s.flush(p)
}

// reject marks the open caption, or a new one starting at line, as bad.
func (s *scanner) reject(p *paragraph, line int, why error) {
	if p.start == 0 {
		p.start = line
	}
	if p.bad == nil {
		p.bad, p.badLine = why, line
		p.text = p.text[:0]
	}
	p.ending = noCredit
}

// add appends one line's worth of text to the open caption.
func (s *scanner) add(p *paragraph, line int, part []byte) {
	if p.start == 0 {
		p.start = line
	}
	if p.bad != nil || len(part) == 0 {
		return
	}
	sep := min(len(p.text), 1)
	if len(p.text)+sep+len(part) > s.max {
		p.bad, p.badLine = captionTooLong(s.max), p.start
		p.text = p.text[:0]
		return
	}
	if sep > 0 {
		p.text = append(p.text, ' ')
	}
	p.text = append(p.text, part...)
}

// captionTooLong is the reason given for a caption, gathered from several
// lines, longer than max.
func captionTooLong(max int) error {
	return fmt.Errorf("%w (more than %d bytes)", ErrTooLong, max)
}

// flush emits or rejects the open caption and starts afresh.
func (s *scanner) flush(p *paragraph) error {
	defer func() {
		p.text, p.start, p.bad, p.badLine, p.ending = p.text[:0], 0, nil, 0, noCredit
	}()
	if p.bad != nil {
		return s.problem(p.badLine, p.bad)
	}
	if len(p.text) == 0 {
		return nil
	}
	return s.emit(schema.Caption{Text: string(p.text), Line: p.start})
}
