package input

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/kg-archive/kg/schema"
)

func TestReadJSONL(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		maxLine  int
		want     []schema.Caption
		problems []string
		err      string
	}{
		{name: "empty file", in: ""},
		{
			name: "string and number ids, caption field, blank lines skipped",
			in: `{"id": "a-1", "text": "First."}` + "\n\n   \n" +
				`{"id": 42, "caption": "  Second.  "}` + "\r\n" +
				`{"id": 1.5e3, "text": "Third."}`,
			want: []schema.Caption{
				{ID: "a-1", Text: "First.", Line: 1},
				{ID: "42", Text: "Second.", Line: 4},
				{ID: "1.5e3", Text: "Third.", Line: 5},
			},
		},
		{
			name: "scalar fields become props, nested and null ones do not",
			in:   `{"text": "T.", "url": "https://x/1.jpg", "width": 640, "public": true, "tags": ["a"], "geo": {"lat": 1}, "note": null, "caption": "alt"}`,
			want: []schema.Caption{{Text: "T.", Line: 1, Props: map[string]string{
				"url": "https://x/1.jpg", "width": "640", "public": "true", "caption": "alt"}}},
		},
		{
			name: "bad lines are problems, the good ones around them are read",
			in: strings.Join([]string{
				`{"id": "ok-1", "text": "Good."}`,
				`{"id": "x", "text": "unterminated`,
				`{"id": "x" "text": "no comma"}`,
				`["an", "array"]`,
				`"a string"`,
				`7`,
				`{"id": "x"}`,
				`{"id": "x", "text": "   "}`,
				`{"id": "x", "text": 12}`,
				`{"id": true, "text": "Bool id."}`,
				`{"text": "One."} {"text": "Two."}`,
				"{\"text\": \"Bad \xff byte.\"}",
				`{"text": null}`,
				`{"id": "ok-2", "text": "Also good."}`,
			}, "\n"),
			want: []schema.Caption{{ID: "ok-1", Text: "Good.", Line: 1}, {ID: "ok-2", Text: "Also good.", Line: 14}},
			problems: []string{
				"c.jsonl:2: invalid JSON: unexpected end of line",
				"c.jsonl:3: invalid JSON: invalid character '\"' after object key:value pair (at byte 12)",
				"c.jsonl:4: not a JSON object but an array",
				"c.jsonl:5: not a JSON object but a string",
				"c.jsonl:6: not a JSON object but a number",
				`c.jsonl:7: no caption text: no "text" or "caption" field`,
				`c.jsonl:8: no caption text: "text" is empty`,
				`c.jsonl:9: "text" is a number, not a string`,
				`c.jsonl:10: "id" is a boolean, not a string or number`,
				"c.jsonl:11: invalid JSON: more data after the first value",
				"c.jsonl:12: invalid UTF-8 at byte 15",
				`c.jsonl:13: no caption text: "text" is null`,
			},
		},
		{
			name: "a JSON array document is rejected once, not line by line",
			in:   "\n[\n  {\"text\": \"a\"},\n  {\"text\": \"b\"}\n]\n",
			err:  `c.jsonl:2: a JSON array, not JSON Lines (one object per line); convert it with: jq -c '.[]'`,
		},
		{
			name:     "an array line after the first is an ordinary problem",
			in:       "{\"text\": \"a\"}\n[1]\n{\"text\": \"b\"}",
			want:     []schema.Caption{{Text: "a", Line: 1}, {Text: "b", Line: 3}},
			problems: []string{"c.jsonl:2: not a JSON object but an array"},
		},
		{
			name:     "line over MaxLine",
			in:       `{"text": "` + strings.Repeat("x", 100) + `"}` + "\n" + `{"text": "Next."}`,
			maxLine:  64,
			want:     []schema.Caption{{Text: "Next.", Line: 2}},
			problems: []string{"c.jsonl:1: line too long (more than 64 bytes)"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := readString(t, "c.jsonl", tt.in, Options{MaxLine: tt.maxLine})
			gotErr := ""
			if res.err != nil {
				gotErr = res.err.Error()
			}
			if gotErr != tt.err {
				t.Errorf("err = %q, want %q", gotErr, tt.err)
			}
			checkCaptions(t, res.captions, tt.want, "c.jsonl")
			if !slices.Equal(res.problems, tt.problems) {
				t.Errorf("problems:\n got %q\nwant %q", res.problems, tt.problems)
			}
		})
	}
}

// checkCaptions compares captions field by field, Source included.
func checkCaptions(t *testing.T, got, want []schema.Caption, source string) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%d captions, want %d:\n got %+v\nwant %+v", len(got), len(want), got, want)
		return
	}
	for i := range got {
		g, w := got[i], want[i]
		w.Source = source
		if g.ID != w.ID || g.Text != w.Text || g.Line != w.Line || g.Source != w.Source || !maps.Equal(g.Props, w.Props) {
			t.Errorf("caption %d:\n got %+v\nwant %+v", i, g, w)
		}
	}
}
