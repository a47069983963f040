package eval

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/kg-archive/kg/schema"
)

// types lists the report's entity types: the four known ones in their usual
// order, then any other type a prediction used, sorted.
func (r Report) types() []schema.EntityType {
	out := slices.Clone(schema.EntityTypes)
	var extra []schema.EntityType
	for t := range r.PerType {
		if !t.Valid() {
			extra = append(extra, t)
		}
	}
	slices.Sort(extra)
	return append(out, extra...)
}

// WriteText writes the scores as an aligned table and, when withErrors is
// set, every mistake grouped under its caption.
func (r Report) WriteText(w io.Writer, withErrors bool) error {
	ew := &errWriter{w: w}
	ew.printf("captions: %d gold, %d scored, %d missing; unscored predictions: %d\n\n",
		r.Captions, r.Captions-r.Missing, r.Missing, r.Extra)

	types := r.types()
	width := len("photographers")
	for _, t := range types {
		width = max(width, len(t))
	}
	ew.printf("%-*s  %5s  %5s  %5s  %9s  %6s  %5s\n", width, "", "TP", "FP", "FN", "precision", "recall", "F1")
	row := func(label string, p PRF) {
		ew.printf("%-*s  %5d  %5d  %5d  %9.3f  %6.3f  %5.3f\n",
			width, label, p.TP, p.FP, p.FN, p.Precision(), p.Recall(), p.F1())
	}
	for _, t := range types {
		row(string(t), r.PerType[t])
	}
	row("micro", r.Micro)
	row("part_of", r.PartOf)

	ew.printf("\n%-*s  %7s  %5s  %8s\n", width, "", "correct", "total", "accuracy")
	acc := func(label string, a Accuracy) {
		ew.printf("%-*s  %7d  %5d  %8.3f\n", width, label, a.Correct, a.Total, a.Value())
	}
	acc("photographers", r.Photographers)
	acc("agencies", r.Agencies)
	acc("date", r.Date)

	if withErrors && len(r.Errors) > 0 {
		ew.printf("\nerrors:\n")
		var last string
		for _, e := range r.Errors {
			if key := fmt.Sprint(e.Line, e.Caption); key != last {
				if e.Line > 0 {
					ew.printf("\n[line %d] %s\n", e.Line, e.Caption)
				} else {
					ew.printf("\n%s\n", e.Caption)
				}
				last = key
			}
			ew.printf("  %s\n", e.describe())
		}
	}
	if ew.err != nil {
		return fmt.Errorf("write report: %w", ew.err)
	}
	return nil
}

// describe renders one error on one line.
func (e Error) describe() string {
	var b strings.Builder
	b.WriteString(string(e.Kind))
	if e.Type != "" {
		b.WriteString(" " + string(e.Type))
	}
	switch {
	case e.Kind == KindMissing:
		fmt.Fprintf(&b, ": no prediction (%s)", e.Gold)
	case e.Predicted != "" && e.Gold != "":
		fmt.Fprintf(&b, ": predicted %q, gold %q", e.Predicted, e.Gold)
	case e.Predicted != "":
		fmt.Fprintf(&b, ": predicted %q", e.Predicted)
	default:
		fmt.Fprintf(&b, ": missed %q", e.Gold)
	}
	if e.Note != "" {
		b.WriteString(" (" + e.Note + ")")
	}
	return b.String()
}

// errWriter keeps the first write error so that a report can be written
// with plain printf calls and checked once.
type errWriter struct {
	w   io.Writer
	err error
}

func (ew *errWriter) Write(p []byte) (int, error) {
	if ew.err != nil {
		return 0, ew.err
	}
	n, err := ew.w.Write(p)
	ew.err = err
	return n, err
}

func (ew *errWriter) printf(format string, args ...any) {
	fmt.Fprintf(ew, format, args...)
}
