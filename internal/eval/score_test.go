package eval

import (
	"encoding/json"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/kg-archive/kg/schema"
)

func ent(t schema.EntityType, name string, aliases ...string) GoldEntity {
	return GoldEntity{Type: t, Name: name, Aliases: aliases}
}

func pent(t schema.EntityType, name string) schema.Entity {
	return schema.Entity{Type: t, Name: name}
}

func TestScoreEntities(t *testing.T) {
	const text = "Some caption. (Photo by A/B)"
	tests := []struct {
		name   string
		gold   []GoldEntity
		ignore []string
		pred   []schema.Entity
		want   map[schema.EntityType]PRF
	}{
		{
			name: "exact and folded names match",
			gold: []GoldEntity{ent(schema.Place, "Deir ez-Zor"), ent(schema.Person, "Jon Été")},
			pred: []schema.Entity{pent(schema.Place, "the deir ez–zor"), pent(schema.Person, "JON ETE")},
			want: map[schema.EntityType]PRF{schema.Place: {TP: 1}, schema.Person: {TP: 1}},
		},
		{
			name: "alias matches",
			gold: []GoldEntity{ent(schema.Org, "Syrian Democratic Forces", "SDF")},
			pred: []schema.Entity{pent(schema.Org, "SDF")},
			want: map[schema.EntityType]PRF{schema.Org: {TP: 1}},
		},
		{
			name: "predicted alias is not consulted",
			gold: []GoldEntity{ent(schema.Org, "Syrian Democratic Forces")},
			pred: []schema.Entity{{Type: schema.Org, Name: "Democratic Forces", Aliases: []string{"Syrian Democratic Forces"}}},
			want: map[schema.EntityType]PRF{schema.Org: {FP: 1, FN: 1}},
		},
		{
			name: "type must agree",
			gold: []GoldEntity{ent(schema.Place, "Reuters")},
			pred: []schema.Entity{pent(schema.Org, "Reuters")},
			want: map[schema.EntityType]PRF{schema.Place: {FN: 1}, schema.Org: {FP: 1}},
		},
		{
			name: "each gold entity matched once",
			gold: []GoldEntity{ent(schema.Person, "Bassam Khabieh")},
			pred: []schema.Entity{pent(schema.Person, "Bassam Khabieh"), pent(schema.Person, "Bassam Khabieh")},
			want: map[schema.EntityType]PRF{schema.Person: {TP: 1, FP: 1}},
		},
		{
			name:   "ignore string suppresses a false positive",
			gold:   []GoldEntity{ent(schema.Place, "Hama")},
			ignore: []string{"Sukhoi Su-25"},
			pred:   []schema.Entity{pent(schema.Place, "Hama"), pent(schema.Org, "sukhoi su–25")},
			want:   map[schema.EntityType]PRF{schema.Place: {TP: 1}},
		},
		{
			name:   "ignore string does not excuse a miss",
			gold:   []GoldEntity{ent(schema.Place, "Hama")},
			ignore: []string{"Hama"},
			pred:   nil,
			want:   map[schema.EntityType]PRF{schema.Place: {FN: 1}},
		},
		{
			// A greedy first-fit would pair "Y" with the first entity
			// (alias Y) and leave "X" without a partner.
			name: "matching is maximal, not greedy",
			gold: []GoldEntity{ent(schema.Place, "X", "Y"), ent(schema.Place, "Y")},
			pred: []schema.Entity{pent(schema.Place, "Y"), pent(schema.Place, "X")},
			want: map[schema.EntityType]PRF{schema.Place: {TP: 2}},
		},
		{
			name: "unknown predicted type is a false positive",
			gold: nil,
			pred: []schema.Entity{pent("VEHICLE", "T-72")},
			want: map[schema.EntityType]PRF{"VEHICLE": {FP: 1}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gold := []Gold{{Text: text, Entities: tt.gold, Ignore: tt.ignore}}
			r := Score(gold, []schema.Record{{Text: text, Entities: tt.pred}})
			var micro PRF
			for _, typ := range append(schema.EntityTypes, "VEHICLE") {
				if got, want := r.PerType[typ], tt.want[typ]; got != want {
					t.Errorf("%s: got %+v, want %+v", typ, got, want)
				}
				micro.add(tt.want[typ])
			}
			if r.Micro != micro {
				t.Errorf("micro: got %+v, want %+v", r.Micro, micro)
			}
			var fp, fn int
			for _, e := range r.Errors {
				switch e.Kind {
				case KindFP:
					fp++
				case KindFN:
					fn++
				}
			}
			if fp != micro.FP || fn != micro.FN {
				t.Errorf("listed %d FP and %d FN errors, counted %+v", fp, fn, micro)
			}
		})
	}
}

func TestScorePartOf(t *testing.T) {
	const text = "In Douma, Damascus, Syria."
	gold := Gold{
		Text: text,
		Entities: []GoldEntity{
			ent(schema.Place, "Douma", "Douma neighbourhood"),
			ent(schema.Place, "Damascus", "Damascus suburb"),
			ent(schema.Place, "Syria"),
		},
		PartOf: [][2]string{{"Douma", "Damascus"}, {"Damascus", "Syria"}},
	}
	tests := []struct {
		name string
		pred [][2]string
		want PRF
	}{
		{"exact", [][2]string{{"Douma", "Damascus"}, {"Damascus", "Syria"}}, PRF{TP: 2}},
		{"folded and aliased", [][2]string{{"douma neighbourhood", "DAMASCUS SUBURB"}}, PRF{TP: 1, FN: 1}},
		{"reversed pair", [][2]string{{"Damascus", "Douma"}}, PRF{FP: 1, FN: 2}},
		{"repeated pair counts once", [][2]string{{"Douma", "Damascus"}, {"Douma", "Damascus"}}, PRF{TP: 1, FP: 1, FN: 1}},
		{"unknown place", [][2]string{{"Douma", "Aleppo"}}, PRF{FP: 1, FN: 2}},
		{"none", nil, PRF{FN: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Score([]Gold{gold}, []schema.Record{{Text: text, PartOf: tt.pred}})
			if r.PartOf != tt.want {
				t.Errorf("got %+v, want %+v", r.PartOf, tt.want)
			}
		})
	}
}

func TestScoreFields(t *testing.T) {
	const text = "Caption. (Photo by A/B)"
	gold := Gold{Text: text, Photographers: []string{"Jon Été", "Ana Sousa"}, Agencies: []string{"EPA", "EFE"}, Date: "2016-08-22"}
	tests := []struct {
		name                   string
		pred                   schema.Record
		photog, agency, dateOK bool
	}{
		{"all equal", schema.Record{Photographers: []string{"Jon Été", "Ana Sousa"}, Agencies: []string{"EPA", "EFE"}, Date: "2016-08-22"}, true, true, true},
		{"folded", schema.Record{Photographers: []string{"jon ete", "ANA SOUSA"}, Agencies: []string{"epa", "efe"}, Date: "2016–08–22"}, true, true, true},
		{"order matters", schema.Record{Photographers: []string{"Ana Sousa", "Jon Été"}, Agencies: []string{"EFE", "EPA"}, Date: "2016-08-22"}, false, false, true},
		{"subset is wrong", schema.Record{Photographers: []string{"Jon Été"}, Agencies: []string{"EPA", "EFE", "Pool"}, Date: "2016-08"}, false, false, false},
		{"empty", schema.Record{}, false, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.pred.Text = text
			r := Score([]Gold{gold}, []schema.Record{tt.pred})
			check := func(what string, a Accuracy, ok bool) {
				want := Accuracy{Total: 1}
				if ok {
					want.Correct = 1
				}
				if a != want {
					t.Errorf("%s: got %+v, want %+v", what, a, want)
				}
			}
			check("photographers", r.Photographers, tt.photog)
			check("agencies", r.Agencies, tt.agency)
			check("date", r.Date, tt.dateOK)
		})
	}
	t.Run("empty date equals empty date", func(t *testing.T) {
		r := Score([]Gold{{Text: text}}, []schema.Record{{Text: text, Photographers: []string{}}})
		if r.Date != (Accuracy{1, 1}) || r.Photographers != (Accuracy{1, 1}) || len(r.Errors) != 0 {
			t.Errorf("got date %+v photographers %+v errors %+v", r.Date, r.Photographers, r.Errors)
		}
	})
}

func TestScorePairing(t *testing.T) {
	gold := []Gold{
		{Text: "First  caption\n(Photo by A/B)", Entities: []GoldEntity{ent(schema.Person, "A")}, Photographers: []string{"A"}, PartOf: [][2]string{{"x", "y"}}},
		{Text: "Second caption.", Entities: []GoldEntity{ent(schema.Place, "Hama"), ent(schema.Org, "B")}},
	}
	t.Run("whitespace folded text pairs, id ignored", func(t *testing.T) {
		r := Score(gold[:1], []schema.Record{{ID: "unrelated", Text: " First caption (Photo by\tA/B) ", Entities: []schema.Entity{pent(schema.Person, "A")}, Photographers: []string{"A"}, PartOf: [][2]string{{"x", "y"}}}})
		if r.Missing != 0 || r.Extra != 0 || r.Micro != (PRF{TP: 1}) || r.PartOf != (PRF{TP: 1}) {
			t.Errorf("got %+v", r)
		}
	})
	t.Run("missing prediction counts as false negatives", func(t *testing.T) {
		r := Score(gold, []schema.Record{{Text: "First caption (Photo by A/B)", Entities: []schema.Entity{pent(schema.Person, "A")}, Photographers: []string{"A"}}})
		if r.Captions != 2 || r.Missing != 1 {
			t.Errorf("captions %d missing %d, want 2 and 1", r.Captions, r.Missing)
		}
		if r.Micro != (PRF{TP: 1, FN: 2}) || r.PerType[schema.Place] != (PRF{FN: 1}) || r.PerType[schema.Org] != (PRF{FN: 1}) {
			t.Errorf("micro %+v per type %+v", r.Micro, r.PerType)
		}
		if r.PartOf != (PRF{FN: 1}) || r.Date != (Accuracy{1, 2}) || r.Agencies != (Accuracy{1, 2}) || r.Photographers != (Accuracy{1, 2}) {
			t.Errorf("part_of %+v date %+v agencies %+v photographers %+v", r.PartOf, r.Date, r.Agencies, r.Photographers)
		}
		var missing []Error
		for _, e := range r.Errors {
			if e.Kind == KindMissing {
				missing = append(missing, e)
			}
		}
		if len(missing) != 1 || missing[0].Caption != "Second caption." {
			t.Errorf("missing errors %+v", missing)
		}
	})
	t.Run("extra and repeated predictions are not scored", func(t *testing.T) {
		s := NewScorer(gold[1:])
		adds := []bool{
			s.Add(schema.Record{Text: "Second caption.", Entities: []schema.Entity{pent(schema.Place, "Hama")}}),
			s.Add(schema.Record{Text: "Second caption.", Entities: []schema.Entity{pent(schema.Place, "Hama"), pent(schema.Org, "B")}}),
			s.Add(schema.Record{Text: "Not in gold."}),
		}
		if adds[0] != true || adds[1] != false || adds[2] != false {
			t.Errorf("Add results %v, want [true false false]", adds)
		}
		r := s.Report()
		if r.Extra != 2 || r.Micro != (PRF{TP: 1, FN: 1}) {
			t.Errorf("extra %d micro %+v, want 2 and TP 1 FN 1", r.Extra, r.Micro)
		}
	})
	t.Run("report before and after more predictions", func(t *testing.T) {
		s := NewScorer(gold[1:])
		if r := s.Report(); r.Missing != 1 || r.Micro != (PRF{FN: 2}) {
			t.Errorf("empty scorer: missing %d micro %+v", r.Missing, r.Micro)
		}
		s.Add(gold[1].Record())
		if r := s.Report(); r.Missing != 0 || r.Micro != (PRF{TP: 2}) {
			t.Errorf("after add: missing %d micro %+v", r.Missing, r.Micro)
		}
	})
}

func TestPRF(t *testing.T) {
	tests := []struct {
		p       PRF
		pr, rec float64
		f1      float64
	}{
		{PRF{}, 1, 1, 1},
		{PRF{TP: 3}, 1, 1, 1},
		{PRF{FN: 2}, 0, 0, 0},
		{PRF{FP: 2}, 0, 0, 0},
		{PRF{TP: 1, FP: 1, FN: 2}, 0.5, 1.0 / 3, 0.4},
		{PRF{TP: 15, FP: 3, FN: 5}, 15.0 / 18, 0.75, 30.0 / 38},
	}
	for _, tt := range tests {
		if !near(tt.p.Precision(), tt.pr) || !near(tt.p.Recall(), tt.rec) || !near(tt.p.F1(), tt.f1) {
			t.Errorf("%+v: got P %.4f R %.4f F1 %.4f, want %.4f %.4f %.4f", tt.p,
				tt.p.Precision(), tt.p.Recall(), tt.p.F1(), tt.pr, tt.rec, tt.f1)
		}
	}
	if v := (Accuracy{}).Value(); v != 0 {
		t.Errorf("empty accuracy = %v, want 0", v)
	}
	if v := (Accuracy{3, 4}).Value(); v != 0.75 {
		t.Errorf("3/4 accuracy = %v", v)
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// readPred reads extraction output in the `kg extract --format jsonl` shape.
func readPred(t *testing.T, path string) []schema.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []schema.Record
	dec := json.NewDecoder(f)
	for {
		var r schema.Record
		if err := dec.Decode(&r); errors.Is(err, io.EOF) {
			return out
		} else if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
}

func readTinyGold(t *testing.T) []Gold {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "tiny.gold.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gold, err := ReadGold(f, "tiny.gold.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	return gold
}

// TestScoreTiny scores testdata/tiny.pred.jsonl against tiny.gold.jsonl.
// Expected counts, worked out by hand:
//
//	caption 1 (pred text has extra whitespace): 5 TP; "Ana Sousa" predicted
//	  twice -> PERSON FP 1; part_of 1 TP; photographers, agencies, date right.
//	caption 2: "FHB" (alias) ORG TP, "Lakeside" (alias) PLACE TP, "Jon Ete"
//	  (diacritics) PERSON TP, "Wire Service" ORG TP; "T‑72" ignored; "Free
//	  Hills" PLACE FP; DATE 2019 not predicted -> FN; pair Lakeside<Free Hills
//	  FP; agencies wrong (extra Handout); photographers and date right.
//	caption 3: "City Hall of Port Alba" (alias) PLACE TP, Lena Ortiz, Sam Reed
//	  PERSON TP, Port Alba PLACE TP, 2020-06-01 DATE TP, Daily Photo Agency
//	  ORG TP; "Estland" as ORG -> ORG FP and PLACE FN; both pairs TP (one via
//	  alias); date wrong (2020-06-02).
//	caption 4: no prediction -> Westport, Kim Lee, Example Press FN; fields
//	  wrong. One prediction has no gold caption -> Extra 1.
//
//	PERSON TP 4 FP 1 FN 1: P 4/5 = 0.800, R 4/5 = 0.800, F1 0.800
//	ORG    TP 4 FP 1 FN 1: P 0.800, R 0.800, F1 0.800
//	PLACE  TP 5 FP 1 FN 2: P 5/6 = 0.833, R 5/7 = 0.714, F1 10/13 = 0.769
//	DATE   TP 2 FP 0 FN 1: P 1.000, R 2/3 = 0.667, F1 4/5 = 0.800
//	micro  TP 15 FP 3 FN 5: P 15/18 = 0.833, R 15/20 = 0.750, F1 30/38 = 0.789
//	part_of TP 3 FP 1 FN 0: P 0.750, R 1.000, F1 6/7 = 0.857
//	photographers 3/4, agencies 2/4, date 2/4
func TestScoreTiny(t *testing.T) {
	r := Score(readTinyGold(t), readPred(t, filepath.Join("testdata", "tiny.pred.jsonl")))
	if r.Captions != 4 || r.Missing != 1 || r.Extra != 1 {
		t.Errorf("captions %d missing %d extra %d, want 4 1 1", r.Captions, r.Missing, r.Extra)
	}
	want := map[schema.EntityType]PRF{
		schema.Person: {TP: 4, FP: 1, FN: 1},
		schema.Org:    {TP: 4, FP: 1, FN: 1},
		schema.Place:  {TP: 5, FP: 1, FN: 2},
		schema.Date:   {TP: 2, FN: 1},
	}
	for typ, w := range want {
		if got := r.PerType[typ]; got != w {
			t.Errorf("%s: got %+v, want %+v", typ, got, w)
		}
	}
	if len(r.PerType) != 4 {
		t.Errorf("per type has %d entries, want 4: %+v", len(r.PerType), r.PerType)
	}
	if r.Micro != (PRF{TP: 15, FP: 3, FN: 5}) {
		t.Errorf("micro %+v", r.Micro)
	}
	if !near(r.Micro.F1(), 30.0/38) || !near(r.PerType[schema.Place].F1(), 10.0/13) {
		t.Errorf("micro F1 %.4f place F1 %.4f", r.Micro.F1(), r.PerType[schema.Place].F1())
	}
	if r.PartOf != (PRF{TP: 3, FP: 1}) || !near(r.PartOf.F1(), 6.0/7) {
		t.Errorf("part_of %+v", r.PartOf)
	}
	if r.Photographers != (Accuracy{3, 4}) || r.Agencies != (Accuracy{2, 4}) || r.Date != (Accuracy{2, 4}) {
		t.Errorf("photographers %+v agencies %+v date %+v", r.Photographers, r.Agencies, r.Date)
	}
	// 3 FP + 5 FN entity errors, but caption 4's three FNs are one
	// "missing" error; 1 part_of; agencies x1; date x2 (caption 3 and 4's
	// via missing); so: 3 FP + 2 FN + 1 part_of + 1 agencies + 1 date + 1 missing.
	if len(r.Errors) != 9 {
		t.Errorf("got %d errors, want 9: %+v", len(r.Errors), r.Errors)
	}
}
