package eval

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/kg-archive/kg/schema"
)

// GoldEntity is one annotated entity: its canonical name and the other
// spellings that also count as a match.
type GoldEntity struct {
	Type    schema.EntityType `json:"type"`
	Name    string            `json:"name"`
	Aliases []string          `json:"aliases"`
}

// Gold is one annotated caption of a gold file.
type Gold struct {
	Text          string       `json:"text"`
	Entities      []GoldEntity `json:"entities"`
	Photographers []string     `json:"photographers"`
	Agencies      []string     `json:"agencies"`
	Date          string       `json:"date"`
	PartOf        [][2]string  `json:"part_of"`
	// Ignore lists names outside the four types (aircraft, vehicles) that a
	// prediction may contain without penalty.
	Ignore []string `json:"ignore"`
	// Line is the gold file line the caption came from, for reports.
	Line int `json:"line,omitempty"`
}

// Record returns the gold caption as the prediction a perfect extractor
// would make, which is handy for tests and for checking a gold file.
func (g Gold) Record() schema.Record {
	rec := schema.Record{
		Text:          g.Text,
		Photographers: append([]string(nil), g.Photographers...),
		Agencies:      append([]string(nil), g.Agencies...),
		Date:          g.Date,
		PartOf:        append([][2]string(nil), g.PartOf...),
	}
	for _, e := range g.Entities {
		rec.Entities = append(rec.Entities, schema.Entity{
			Type:    e.Type,
			Name:    e.Name,
			Aliases: append([]string(nil), e.Aliases...),
		})
	}
	return rec
}

// goldLine is the wire form, looser than Gold so that a malformed part_of
// pair is reported instead of silently truncated or padded.
type goldLine struct {
	Text          *string      `json:"text"`
	Entities      []GoldEntity `json:"entities"`
	Photographers []string     `json:"photographers"`
	Agencies      []string     `json:"agencies"`
	Date          string       `json:"date"`
	PartOf        [][]string   `json:"part_of"`
	Ignore        []string     `json:"ignore"`
}

// ReadGold reads a JSON-lines gold file. Blank lines are skipped; fields the
// gold format does not use (an extractor's "id", "credit") are allowed so
// that corrected `kg extract` output can serve as gold. Errors name the file
// and the line.
func ReadGold(r io.Reader, name string) ([]Gold, error) {
	var (
		out   []Gold
		first = map[string]int{} // folded text -> line, to reject duplicates
		br    = bufio.NewReader(r)
	)
	for line := 1; ; line++ {
		raw, readErr := br.ReadBytes('\n')
		if readErr != nil && !errors.Is(readErr, io.EOF) {
			return nil, fmt.Errorf("read gold %s:%d: %w", name, line, readErr)
		}
		if line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\ufeff"))
		}
		raw = bytes.TrimSpace(raw)
		if len(raw) > 0 {
			g, err := parseGold(raw)
			if err != nil {
				return nil, fmt.Errorf("read gold %s:%d: %w", name, line, err)
			}
			g.Line = line
			key := foldText(g.Text)
			if prev, dup := first[key]; dup {
				return nil, fmt.Errorf("read gold %s:%d: caption text repeats line %d", name, line, prev)
			}
			first[key] = line
			out = append(out, g)
		}
		if readErr != nil {
			return out, nil
		}
	}
}

func parseGold(raw []byte) (Gold, error) {
	var gl goldLine
	if err := json.Unmarshal(raw, &gl); err != nil {
		return Gold{}, err
	}
	if gl.Text == nil || foldText(*gl.Text) == "" {
		return Gold{}, errors.New(`missing or empty "text"`)
	}
	g := Gold{
		Text:          *gl.Text,
		Entities:      gl.Entities,
		Photographers: gl.Photographers,
		Agencies:      gl.Agencies,
		Date:          gl.Date,
		Ignore:        gl.Ignore,
	}
	for i, e := range g.Entities {
		if !e.Type.Valid() {
			return Gold{}, fmt.Errorf("entity %d (%q): unknown type %q", i+1, e.Name, e.Type)
		}
		if Fold(e.Name) == "" {
			return Gold{}, fmt.Errorf("entity %d: empty name", i+1)
		}
	}
	for i, p := range gl.PartOf {
		if len(p) != 2 || Fold(p[0]) == "" || Fold(p[1]) == "" {
			return Gold{}, fmt.Errorf("part_of %d: want [child, parent], got %q", i+1, p)
		}
		g.PartOf = append(g.PartOf, [2]string{p[0], p[1]})
	}
	return g, nil
}
