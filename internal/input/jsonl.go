package input

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/kg-archive/kg/schema"
)

// errJSONArray explains the commonest wrong input for JSON Lines.
var errJSONArray = errors.New(`a JSON array, not JSON Lines (one object per line); convert it with: jq -c '.[]'`)

func (s *scanner) readJSONL(br *bufio.Reader) error {
	lr := newLineReader(br, s.max)
	first := true
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
		wasFirst := first
		first = first && (tooLong || len(bytes.TrimSpace(line)) == 0)
		if tooLong {
			err = lineTooLong(s.max)
		} else if len(bytes.TrimSpace(line)) == 0 {
			continue
		} else if wasFirst && bytes.HasPrefix(bytes.TrimSpace(line), []byte("[")) {
			// One "not an object" problem per line of a pretty-printed
			// array would bury the one thing to say.
			return s.fatal(n, errJSONArray)
		} else if err = invalidUTF8(line); err == nil {
			var c schema.Caption
			if c, err = parseJSONCaption(line); err == nil {
				c.Line = n
				if err := s.emit(c); err != nil {
					return err
				}
				continue
			}
		}
		if err := s.problem(n, err); err != nil {
			return err
		}
	}
}

// parseJSONCaption reads one JSON Lines record: an object with a "text"
// (or "caption") string, an optional "id" string or number, and other
// scalar fields kept as properties. Nested values have no place in a photo's
// properties and are left out.
func parseJSONCaption(line []byte) (schema.Caption, error) {
	var c schema.Caption
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return c, fmt.Errorf("invalid JSON: %s", jsonReason(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return c, errors.New("invalid JSON: more data after the first value")
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return c, fmt.Errorf("not a JSON object but %s", jsonKind(v))
	}
	textKey := "text"
	if _, ok := obj[textKey]; !ok {
		textKey = "caption"
	}
	raw, ok := obj[textKey]
	if !ok {
		return c, fmt.Errorf(`%w: no "text" or "caption" field`, ErrNoText)
	}
	if raw == nil {
		return c, fmt.Errorf(`%w: %q is null`, ErrNoText, textKey)
	}
	text, ok := raw.(string)
	if !ok {
		return c, fmt.Errorf(`%q is %s, not a string`, textKey, jsonKind(raw))
	}
	c.Text = strings.TrimSpace(text)
	if c.Text == "" {
		return c, fmt.Errorf(`%w: %q is empty`, ErrNoText, textKey)
	}
	switch id := obj["id"].(type) {
	case nil:
	case string:
		c.ID = strings.TrimSpace(id)
	case json.Number:
		c.ID = id.String()
	default:
		return c, fmt.Errorf(`"id" is %s, not a string or number`, jsonKind(id))
	}
	for k, v := range obj {
		if k == textKey || k == "id" {
			continue
		}
		var val string
		switch v := v.(type) {
		case string:
			val = v
		case json.Number:
			val = v.String()
		case bool:
			val = fmt.Sprint(v)
		default:
			continue
		}
		if c.Props == nil {
			c.Props = make(map[string]string)
		}
		c.Props[k] = val
	}
	return c, nil
}

// jsonReason strips the "json: " prefix some decoder errors carry and
// turns an early end into words.
func jsonReason(err error) string {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "unexpected end of line"
	}
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("%v (at byte %d)", se, se.Offset)
	}
	return strings.TrimPrefix(err.Error(), "json: ")
}

func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}
