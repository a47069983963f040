package input

import "testing"

func TestDetectFormat(t *testing.T) {
	tests := []struct {
		name string
		want Format
	}{
		{"captions.txt", Text},
		{"captions.text", Text},
		{"CAPTIONS.TXT", Text},
		{"README", Text},
		{"-", Text},
		{"dir.d/captions", Text},
		{"captions.jsonl", JSONL},
		{"captions.ndjson", JSONL},
		{"captions.json", JSONL},
		{"archive/2016.CSV", CSV},
		{"captions.tsv", TSV},
		{"captions.md", Text},
	}
	for _, tt := range tests {
		if got := DetectFormat(tt.name); got != tt.want {
			t.Errorf("DetectFormat(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestParseFormat(t *testing.T) {
	tests := []struct {
		in      string
		want    Format
		wantErr string
	}{
		{"", "", ""},
		{"text", Text, ""},
		{"TXT", Text, ""},
		{"jsonl", JSONL, ""},
		{"ndjson", JSONL, ""},
		{"csv", CSV, ""},
		{" tsv ", TSV, ""},
		{"nquads", "", `unknown input format "nquads" (want one of text, jsonl, csv, tsv)`},
	}
	for _, tt := range tests {
		got, err := ParseFormat(tt.in)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if got != tt.want || gotErr != tt.wantErr {
			t.Errorf("ParseFormat(%q) = %q, %q; want %q, %q", tt.in, got, gotErr, tt.want, tt.wantErr)
		}
	}
}
