package input

import (
	"slices"
	"strings"
	"testing"

	"github.com/kg-archive/kg/schema"
)

func TestReadCSV(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		opt      Options
		want     []schema.Caption
		problems []string
		err      string
	}{
		{name: "empty file", in: ""},
		{name: "header only", in: "id,text,url\n"},
		{
			name: "default columns, other columns become props, empty cells dropped",
			in:   "id,text,url,place\nc1,First.,https://x/1.jpg,Aleppo\nc2,\"Second, quoted \"\"here\"\".\",,\n",
			want: []schema.Caption{
				{ID: "c1", Text: "First.", Line: 2, Props: map[string]string{"url": "https://x/1.jpg", "place": "Aleppo"}},
				{ID: "c2", Text: `Second, quoted "here".`, Line: 3},
			},
		},
		{
			name: "caption column is the fallback, no id column gives empty ids",
			in:   "Caption,Credit\r\nA man waits.,Reuters\r\n",
			want: []schema.Caption{{Text: "A man waits.", Line: 2, Props: map[string]string{"Credit": "Reuters"}}},
		},
		{
			name: "chosen text and id columns",
			in:   "photo,body,text\np9,The caption.,not this\n",
			opt:  Options{TextColumn: "body", IDColumn: "photo"},
			want: []schema.Caption{{ID: "p9", Text: "The caption.", Line: 2, Props: map[string]string{"text": "not this"}}},
		},
		{
			name: "multi-line quoted field keeps its start line",
			in:   "id,text\na,\"Line one\nline two.\"\nb,Next.\n",
			want: []schema.Caption{{ID: "a", Text: "Line one\nline two.", Line: 2}, {ID: "b", Text: "Next.", Line: 4}},
		},
		{
			name: "bad rows are problems, reading goes on",
			in: strings.Join([]string{
				"id,text",
				"a,Good.",
				"b,Too,many",
				"c",
				`d,Bare "quote" here`,
				`e,"Quote" then text`,
				"f,   ",
				"g,Bad \xff byte",
				"h,\"Multi\nline \xfe bad\"",
				"i,Also good.",
			}, "\n"),
			want: []schema.Caption{{ID: "a", Text: "Good.", Line: 2}, {ID: "i", Text: "Also good.", Line: 11}},
			problems: []string{
				"c.csv:3: row has 3 fields, the header has 2",
				"c.csv:4: row has 1 fields, the header has 2",
				`c.csv:5: invalid CSV: bare " in non-quoted-field (column 8)`,
				`c.csv:6: invalid CSV: extraneous or missing " in quoted-field (column 9)`,
				`c.csv:7: no caption text: column "text" is empty`,
				"c.csv:8: invalid UTF-8 in field 2",
				"c.csv:10: invalid UTF-8 in field 2",
			},
		},
		{
			name:     "line over MaxLine is cut, the row rejected, the next read",
			in:       "id,text\na," + strings.Repeat("x", 100) + "\nb,Next.\n",
			opt:      Options{MaxLine: 64},
			want:     []schema.Caption{{ID: "b", Text: "Next.", Line: 3}},
			problems: []string{"c.csv:2: line too long (more than 64 bytes)"},
		},
		{
			name:     "unmatched quote ends the file with one problem",
			in:       "id,text\na,Good.\nb,\"Never closed\n" + strings.Repeat("filler line\n", 20),
			opt:      Options{MaxLine: 64},
			want:     []schema.Caption{{ID: "a", Text: "Good.", Line: 2}},
			problems: []string{"c.csv:3: invalid CSV: extraneous or missing \" in quoted-field: the quoted field opened on this row is not closed by line 23"},
		},
		{
			name:     "unmatched quote in a long file stops with bounded memory",
			in:       "id,text\na,Good.\nb,\"Never closed\n" + strings.Repeat("filler line\n", 2000),
			opt:      Options{MaxLine: 64},
			want:     []schema.Caption{{ID: "a", Text: "Good.", Line: 2}},
			problems: []string{"c.csv:3: invalid CSV: record too long: a quoted field runs on for more than 8256 bytes (unmatched quote?); rest of file skipped"},
		},
		{
			name: "missing text column is fatal and names the columns",
			in:   "id,body,url\na,b,c\n",
			err:  `c.csv: no such column: no text column "text" or "caption"; the columns are "id", "body", "url" (choose one with --text-column)`,
		},
		{
			name: "missing chosen text column",
			in:   "id,text\na,b\n",
			opt:  Options{TextColumn: "body"},
			err:  `c.csv: no such column: no text column "body"; the columns are "id", "text"`,
		},
		{
			name: "missing chosen id column",
			in:   "id,text\na,b\n",
			opt:  Options{IDColumn: "photo"},
			err:  `c.csv: no such column: no id column "photo"; the columns are "id", "text"`,
		},
		{
			name: "bad header is fatal",
			in:   "id,te\"xt\na,b\n",
			err:  `c.csv:1: header: invalid CSV: bare " in non-quoted-field (column 6)`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := readString(t, "c.csv", tt.in, tt.opt)
			gotErr := ""
			if res.err != nil {
				gotErr = res.err.Error()
			}
			if gotErr != tt.err {
				t.Fatalf("err = %q, want %q", gotErr, tt.err)
			}
			checkCaptions(t, res.captions, tt.want, "c.csv")
			if !slices.Equal(res.problems, tt.problems) {
				t.Errorf("problems:\n got %q\nwant %q", res.problems, tt.problems)
			}
		})
	}
}

func TestReadTSV(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		want     []schema.Caption
		problems []string
		err      string
	}{
		{
			name: "quotes are plain text in TSV",
			in:   "id\ttext\tur l\n1\tHe said \"no\". (Photo by A/AFP)\thttps://x\n\n2\tSecond.\t\n",
			want: []schema.Caption{
				{ID: "1", Text: `He said "no". (Photo by A/AFP)`, Line: 2, Props: map[string]string{"ur l": "https://x"}},
				{ID: "2", Text: "Second.", Line: 4},
			},
		},
		{
			name:     "wrong field count and invalid UTF-8",
			in:       "id\ttext\n1\ttoo\tmany\n2\tbad \xff\n3\tGood.\n",
			want:     []schema.Caption{{ID: "3", Text: "Good.", Line: 4}},
			problems: []string{"c.tsv:2: row has 3 fields, the header has 2", "c.tsv:3: invalid UTF-8 at byte 7"},
		},
		{
			name: "missing text column",
			in:   "id\tbody\n",
			err:  `c.tsv: no such column: no text column "text" or "caption"; the columns are "id", "body" (choose one with --text-column)`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := readString(t, "c.tsv", tt.in, Options{})
			gotErr := ""
			if res.err != nil {
				gotErr = res.err.Error()
			}
			if gotErr != tt.err {
				t.Fatalf("err = %q, want %q", gotErr, tt.err)
			}
			checkCaptions(t, res.captions, tt.want, "c.tsv")
			if !slices.Equal(res.problems, tt.problems) {
				t.Errorf("problems:\n got %q\nwant %q", res.problems, tt.problems)
			}
		})
	}
}
