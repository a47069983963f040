package input

import (
	"fmt"
	"path/filepath"
	"strings"
)

// Format names an input file format.
type Format string

// The formats Read understands.
const (
	// Text holds one caption per paragraph; paragraphs are separated by blank lines.
	Text Format = "text"
	// JSONL holds one JSON object per line with a "text" (or "caption") field.
	JSONL Format = "jsonl"
	// CSV is comma-separated values with a header row (RFC 4180 quoting).
	CSV Format = "csv"
	// TSV is tab-separated values with a header row and no quoting.
	TSV Format = "tsv"
)

// Formats lists the formats Read understands, for help texts.
var Formats = []Format{Text, JSONL, CSV, TSV}

// DetectFormat picks a format from a file name's extension. Names without a
// known extension, and "-" for standard input, are read as text.
func DetectFormat(name string) Format {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".jsonl", ".ndjson", ".json":
		return JSONL
	case ".csv":
		return CSV
	case ".tsv", ".tab":
		return TSV
	default:
		return Text
	}
}

// ParseFormat turns a user-given format name (a --format flag) into a
// Format. The empty string means "detect from the file name".
func ParseFormat(s string) (Format, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return "", nil
	case "text", "txt", "plain":
		return Text, nil
	case "jsonl", "ndjson", "json":
		return JSONL, nil
	case "csv":
		return CSV, nil
	case "tsv", "tab":
		return TSV, nil
	}
	return "", fmt.Errorf("unknown input format %q (want one of text, jsonl, csv, tsv)", s)
}
