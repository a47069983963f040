package eval

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/kg-archive/kg/schema"
)

// PRF counts true positives, false positives and false negatives.
//
// When a ratio's denominator is zero the ratio is 0, except that an empty
// PRF (nothing to find and nothing predicted) scores 1 on all three: an
// extractor that correctly finds nothing has made no mistake.
type PRF struct{ TP, FP, FN int }

// Precision is TP / (TP + FP).
func (p PRF) Precision() float64 { return p.ratio(p.TP, p.TP+p.FP) }

// Recall is TP / (TP + FN).
func (p PRF) Recall() float64 { return p.ratio(p.TP, p.TP+p.FN) }

// F1 is the harmonic mean of precision and recall, 2TP / (2TP + FP + FN).
func (p PRF) F1() float64 { return p.ratio(2*p.TP, 2*p.TP+p.FP+p.FN) }

func (p PRF) ratio(num, den int) float64 {
	if p == (PRF{}) {
		return 1
	}
	if den == 0 {
		return 0
	}
	return float64(num) / float64(den)
}

func (p *PRF) add(q PRF) { p.TP += q.TP; p.FP += q.FP; p.FN += q.FN }

// MarshalJSON writes the counts together with the derived ratios.
func (p PRF) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		TP        int     `json:"tp"`
		FP        int     `json:"fp"`
		FN        int     `json:"fn"`
		Precision float64 `json:"precision"`
		Recall    float64 `json:"recall"`
		F1        float64 `json:"f1"`
	}{p.TP, p.FP, p.FN, p.Precision(), p.Recall(), p.F1()})
}

// Accuracy counts exact matches of a per-caption field.
type Accuracy struct{ Correct, Total int }

// Value is Correct / Total, and 0 when there is nothing to count.
func (a Accuracy) Value() float64 {
	if a.Total == 0 {
		return 0
	}
	return float64(a.Correct) / float64(a.Total)
}

// MarshalJSON writes the counts together with the ratio.
func (a Accuracy) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Correct int     `json:"correct"`
		Total   int     `json:"total"`
		Value   float64 `json:"value"`
	}{a.Correct, a.Total, a.Value()})
}

// ErrorKind says what went wrong in one Error.
type ErrorKind string

// The kinds of mistake a report lists.
const (
	KindFP            ErrorKind = "FP"            // predicted entity matching no gold entity
	KindFN            ErrorKind = "FN"            // gold entity no prediction matched
	KindPhotographers ErrorKind = "photographers" // photographers list differs
	KindAgencies      ErrorKind = "agencies"      // agencies list differs
	KindDate          ErrorKind = "date"          // photo date differs
	KindPartOf        ErrorKind = "part_of"       // pair predicted but not in gold (Predicted set) or missed (Gold set)
	KindMissing       ErrorKind = "missing"       // gold caption without a prediction
)

// Error is one mistake of the extractor on one caption.
type Error struct {
	// Caption is the start of the caption text, for people; Line is its gold
	// file line.
	Caption string    `json:"caption"`
	Line    int       `json:"line,omitempty"`
	Kind    ErrorKind `json:"kind"`
	// Type is set for entity errors.
	Type      schema.EntityType `json:"type,omitempty"`
	Predicted string            `json:"predicted,omitempty"`
	Gold      string            `json:"gold,omitempty"`
	// Note explains a near miss, e.g. the right name with the wrong type.
	Note string `json:"note,omitempty"`
}

// Report is the outcome of scoring predictions against a gold set.
type Report struct {
	// Captions is the number of gold captions; Missing of them had no
	// prediction. Extra counts predictions that were not scored because no
	// gold caption (or no not-yet-scored one) has their text.
	Captions int `json:"captions"`
	Missing  int `json:"missing"`
	Extra    int `json:"extra"`

	PerType       map[schema.EntityType]PRF `json:"per_type"`
	Micro         PRF                       `json:"micro"`
	PartOf        PRF                       `json:"part_of"`
	Photographers Accuracy                  `json:"photographers"`
	Agencies      Accuracy                  `json:"agencies"`
	Date          Accuracy                  `json:"date"`

	// Errors are grouped by caption, in gold file order.
	Errors []Error `json:"errors"`
}

// Score pairs every prediction with its gold caption and scores the lot.
func Score(gold []Gold, pred []schema.Record) Report {
	s := NewScorer(gold)
	for _, rec := range pred {
		s.Add(rec)
	}
	return s.Report()
}

// Scorer scores predictions one at a time, so that extraction output can be
// streamed through it instead of being held in memory. It is not safe for
// concurrent use.
type Scorer struct {
	gold   []Gold
	byText map[string][]int // folded text -> gold indices, in file order
	scored []bool
	errs   [][]Error // per gold caption
	report Report    // counts of the captions scored so far
}

// NewScorer prepares to score predictions against gold. Gold captions
// sharing a text are each paired with one prediction, in order.
func NewScorer(gold []Gold) *Scorer {
	s := &Scorer{
		gold:   gold,
		byText: make(map[string][]int, len(gold)),
		scored: make([]bool, len(gold)),
		errs:   make([][]Error, len(gold)),
		report: Report{PerType: map[schema.EntityType]PRF{}},
	}
	for i, g := range gold {
		k := foldText(g.Text)
		s.byText[k] = append(s.byText[k], i)
	}
	return s
}

// Add scores one prediction and reports whether it was paired with a gold
// caption.
func (s *Scorer) Add(rec schema.Record) bool {
	idx := -1
	for _, i := range s.byText[foldText(rec.Text)] {
		if !s.scored[i] {
			idx = i
			break
		}
	}
	if idx < 0 {
		s.report.Extra++
		return false
	}
	s.scored[idx] = true
	c := caption{gold: s.gold[idx], short: shorten(s.gold[idx].Text), report: &s.report}
	c.entities(rec.Entities)
	c.partOf(rec.PartOf)
	c.fields(rec)
	s.errs[idx] = c.errs
	return true
}

// Report returns the scores so far, counting every gold caption not yet
// paired with a prediction as missing. Adding more predictions afterwards is
// allowed.
func (s *Scorer) Report() Report {
	r := s.report
	r.Captions = len(s.gold)
	r.PerType = make(map[schema.EntityType]PRF, len(s.report.PerType))
	for t, p := range s.report.PerType {
		r.PerType[t] = p
	}
	for _, t := range schema.EntityTypes {
		if _, ok := r.PerType[t]; !ok {
			r.PerType[t] = PRF{} // every known type appears, even if empty
		}
	}
	r.Errors = []Error{} // JSON "[]", not null, when there are none
	for i, g := range s.gold {
		if s.scored[i] {
			r.Errors = append(r.Errors, s.errs[i]...)
			continue
		}
		r.Missing++
		for _, e := range g.Entities {
			p := r.PerType[e.Type]
			p.FN++
			r.PerType[e.Type] = p
			r.Micro.FN++
		}
		r.PartOf.FN += len(g.PartOf)
		r.Photographers.Total++
		r.Agencies.Total++
		r.Date.Total++
		r.Errors = append(r.Errors, Error{
			Caption: shorten(g.Text), Line: g.Line, Kind: KindMissing,
			Gold: fmt.Sprintf("%d entities, %d part_of pairs", len(g.Entities), len(g.PartOf)),
		})
	}
	return r
}

// caption scores one prediction against its gold caption.
type caption struct {
	gold   Gold
	short  string
	report *Report
	errs   []Error
}

func (c *caption) fail(e Error) {
	e.Caption, e.Line = c.short, c.gold.Line
	c.errs = append(c.errs, e)
}

func (c *caption) count(t schema.EntityType, d PRF) {
	p := c.report.PerType[t]
	p.add(d)
	c.report.PerType[t] = p
	c.report.Micro.add(d)
}

// goldNames is the set of folded names a gold entity answers to.
func goldNames(e GoldEntity) map[string]bool {
	names := map[string]bool{Fold(e.Name): true}
	for _, a := range e.Aliases {
		names[Fold(a)] = true
	}
	return names
}

func (c *caption) entities(pred []schema.Entity) {
	golds := make([]map[string]bool, len(c.gold.Entities))
	for j, g := range c.gold.Entities {
		golds[j] = goldNames(g)
	}
	folded := make([]string, len(pred))
	for i, p := range pred {
		folded[i] = Fold(p.Name)
	}
	match := bipartite(len(pred), len(golds), func(i, j int) bool {
		return pred[i].Type == c.gold.Entities[j].Type && golds[j][folded[i]]
	})
	ignored := map[string]bool{}
	for _, s := range c.gold.Ignore {
		ignored[Fold(s)] = true
	}
	matched := make([]bool, len(golds))
	for i, p := range pred {
		if j := match[i]; j >= 0 {
			matched[j] = true
			c.count(p.Type, PRF{TP: 1})
			continue
		}
		if ignored[folded[i]] {
			continue
		}
		c.count(p.Type, PRF{FP: 1})
		c.fail(Error{Kind: KindFP, Type: p.Type, Predicted: p.Name, Note: c.nearMiss(p.Type, folded[i], golds)})
	}
	for j, g := range c.gold.Entities {
		if !matched[j] {
			c.count(g.Type, PRF{FN: 1})
			c.fail(Error{Kind: KindFN, Type: g.Type, Gold: g.Name})
		}
	}
}

// nearMiss explains a false positive that names a gold entity.
func (c *caption) nearMiss(t schema.EntityType, name string, golds []map[string]bool) string {
	for j, g := range c.gold.Entities {
		if !golds[j][name] {
			continue
		}
		if g.Type != t {
			return fmt.Sprintf("gold has %q as %s", g.Name, g.Type)
		}
		return fmt.Sprintf("%q already matched by another prediction", g.Name)
	}
	return ""
}

func (c *caption) partOf(pred [][2]string) {
	gold := c.gold.PartOf
	// side returns the names a gold pair member answers to: its own folded
	// form plus every name and alias of a gold entity it refers to.
	side := func(name string) map[string]bool {
		f := Fold(name)
		names := map[string]bool{f: true}
		for _, e := range c.gold.Entities {
			if en := goldNames(e); en[f] {
				for n := range en {
					names[n] = true
				}
			}
		}
		return names
	}
	sides := make([][2]map[string]bool, len(gold))
	for j, g := range gold {
		sides[j] = [2]map[string]bool{side(g[0]), side(g[1])}
	}
	match := bipartite(len(pred), len(gold), func(i, j int) bool {
		return sides[j][0][Fold(pred[i][0])] && sides[j][1][Fold(pred[i][1])]
	})
	matched := make([]bool, len(gold))
	for i, p := range pred {
		if j := match[i]; j >= 0 {
			matched[j] = true
			c.report.PartOf.TP++
			continue
		}
		c.report.PartOf.FP++
		c.fail(Error{Kind: KindPartOf, Predicted: pairString(p)})
	}
	for j, g := range gold {
		if !matched[j] {
			c.report.PartOf.FN++
			c.fail(Error{Kind: KindPartOf, Gold: pairString(g)})
		}
	}
}

func pairString(p [2]string) string { return p[0] + " < " + p[1] }

func (c *caption) fields(rec schema.Record) {
	check := func(acc *Accuracy, kind ErrorKind, pred, gold []string) {
		acc.Total++
		if slices.Equal(foldAll(pred), foldAll(gold)) {
			acc.Correct++
			return
		}
		c.fail(Error{Kind: kind, Predicted: listString(pred), Gold: listString(gold)})
	}
	check(&c.report.Photographers, KindPhotographers, rec.Photographers, c.gold.Photographers)
	check(&c.report.Agencies, KindAgencies, rec.Agencies, c.gold.Agencies)
	check(&c.report.Date, KindDate, single(rec.Date), single(c.gold.Date))
}

func foldAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = Fold(s)
	}
	return out
}

// single makes a date comparable as a list, "" being the empty list.
func single(s string) []string {
	if Fold(s) == "" {
		return nil
	}
	return []string{s}
}

func listString(ss []string) string {
	if len(ss) == 0 {
		return "(none)"
	}
	return strings.Join(ss, "; ")
}

// shorten keeps the start of a caption, enough to recognise it in a report.
func shorten(text string) string {
	const max = 60
	t := foldText(text)
	if r := []rune(t); len(r) > max {
		return strings.TrimSpace(string(r[:max])) + "…"
	}
	return t
}

// bipartite returns a maximum matching between n left and m right nodes as
// the right partner of each left node (-1 when unmatched). Left nodes are
// tried in order, so with no competition the first fit wins.
func bipartite(n, m int, edge func(i, j int) bool) []int {
	left := make([]int, n)
	right := make([]int, m)
	for i := range left {
		left[i] = -1
	}
	for j := range right {
		right[j] = -1
	}
	var try func(i int, seen []bool) bool
	try = func(i int, seen []bool) bool {
		for j := 0; j < m; j++ {
			if seen[j] || !edge(i, j) {
				continue
			}
			seen[j] = true
			if right[j] < 0 || try(right[j], seen) {
				left[i], right[j] = j, i
				return true
			}
		}
		return false
	}
	for i := 0; i < n; i++ {
		try(i, make([]bool, m))
	}
	return left
}
