package extract

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/kg-archive/kg/internal/eval"
	"github.com/kg-archive/kg/internal/testenv"
	"github.com/kg-archive/kg/schema"
)

var (
	testExOnce sync.Once
	testEx     *Extractor
	testExErr  error
)

// sharedExtractor builds one Extractor for the whole test binary: loading
// prose's model is the slow part and the extractor is safe to share.
func sharedExtractor(t testing.TB) *Extractor {
	t.Helper()
	testExOnce.Do(func() { testEx, testExErr = New() })
	if testExErr != nil {
		t.Fatalf("New: %v", testExErr)
	}
	return testEx
}

func scoreFile(t *testing.T, path string) eval.Report {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gold, err := eval.ReadGold(f, filepath.Base(path))
	if err != nil {
		t.Fatalf("read gold: %v", err)
	}
	if len(gold) == 0 {
		t.Fatalf("%s holds no captions", path)
	}
	x := sharedExtractor(t)
	preds := make([]schema.Record, 0, len(gold))
	for _, g := range gold {
		preds = append(preds, x.Extract(schema.Caption{Text: g.Text}))
	}
	rep := eval.Score(gold, preds)
	for _, ty := range schema.EntityTypes {
		p := rep.PerType[ty]
		t.Logf("%-6s P=%.3f R=%.3f F1=%.3f (tp=%d fp=%d fn=%d)", ty, p.Precision(), p.Recall(), p.F1(), p.TP, p.FP, p.FN)
	}
	t.Logf("micro  P=%.3f R=%.3f F1=%.3f", rep.Micro.Precision(), rep.Micro.Recall(), rep.Micro.F1())
	t.Logf("part_of F1=%.3f photographers=%.3f agencies=%.3f date=%.3f",
		rep.PartOf.F1(), rep.Photographers.Value(), rep.Agencies.Value(), rep.Date.Value())
	if testing.Verbose() || os.Getenv("KG_SHOW_ERRORS") != "" {
		var b strings.Builder
		if err := rep.WriteText(&b, true); err == nil {
			t.Log("\n" + b.String())
		}
	}
	return rep
}

// floor is what a gold set must score: entity micro-F1, F1 of each entity
// type, part_of F1 and the accuracy of the three record fields.
type floor struct {
	micro, perType, partOf, fields float64
	minCaptions                    int
}

func checkFloor(t *testing.T, name string, rep eval.Report, f floor) {
	t.Helper()
	if rep.Captions < f.minCaptions {
		t.Errorf("%s has %d captions, want at least %d", name, rep.Captions, f.minCaptions)
	}
	if got := rep.Micro.F1(); got < f.micro {
		t.Errorf("%s entity micro-F1 = %.3f, want >= %.2f", name, got, f.micro)
	}
	for _, ty := range schema.EntityTypes {
		if p := rep.PerType[ty]; p.TP+p.FN > 0 && p.F1() < f.perType {
			t.Errorf("%s %s F1 = %.3f, want >= %.2f", name, ty, p.F1(), f.perType)
		}
	}
	if got := rep.PartOf.F1(); got < f.partOf {
		t.Errorf("%s part_of F1 = %.3f, want >= %.2f", name, got, f.partOf)
	}
	for field, acc := range map[string]eval.Accuracy{"photographers": rep.Photographers, "agencies": rep.Agencies, "date": rep.Date} {
		if acc.Value() < f.fields {
			t.Errorf("%s %s accuracy = %.3f, want >= %.2f", name, field, acc.Value(), f.fields)
		}
	}
}

// TestSeedFloor holds extraction to the goal on the user's seed
// gold set. It scores 1.000 micro-F1 and 1.000 part_of F1 with no rule or
// gazetteer row written for one of its captions (its villages are found by
// context or in GeoNames).
func TestSeedFloor(t *testing.T) {
	rep := scoreFile(t, testenv.SharedGold(t, "seed-captions.jsonl"))
	checkFloor(t, "seed", rep, floor{micro: 0.97, perType: 0.95, partOf: 0.90, fields: 1.0, minCaptions: 16})
}

// TestDevFloor scores our development set: 81 captions written for other
// conflicts, disasters, elections and refugee routes, every credit and date
// style the issue lists. It was used to tune the rules, so it guards
// against regressions more than it predicts unseen text; it scores 1.000
// entity micro-F1 and 0.990 part_of F1, and the floors keep a margin.
func TestDevFloor(t *testing.T) {
	rep := scoreFile(t, filepath.Join("testdata", "dev-captions.jsonl"))
	checkFloor(t, "dev", rep, floor{micro: 0.97, perType: 0.95, partOf: 0.93, fields: 0.97, minCaptions: 80})
}

// TestHoldoutFloor watches testdata/holdout-captions.jsonl, captions
// written after the first rules were tuned on the seed and dev sets (first
// score 0.982; now 1.000 entity micro-F1, 0.941 part_of F1).
func TestHoldoutFloor(t *testing.T) {
	rep := scoreFile(t, filepath.Join("testdata", "holdout-captions.jsonl"))
	checkFloor(t, "holdout", rep, floor{micro: 0.95, perType: 0.90, partOf: 0.85, fields: 1.0, minCaptions: 12})
}

// TestBlindFloor watches testdata/blind-captions.jsonl: 32 captions in
// agency, credit and date styles no earlier set had (Xinhua, Anadolu via
// Getty, Sipa, ZUMA, NurPhoto, SOPA Images/LightRocket, Getty Images via
// AFP, dpa/picture alliance, Reuters TV, KCNA, Kyodo with editors' notes,
// shouted datelines). Written before the GeoNames work and scored once
// unseen: entity micro-F1 0.930, part_of F1 0.785, photographers and
// agencies 0.875, date 0.969. The general bugs it showed were then fixed;
// it now scores 1.000 and 1.000.
func TestBlindFloor(t *testing.T) {
	rep := scoreFile(t, filepath.Join("testdata", "blind-captions.jsonl"))
	checkFloor(t, "blind", rep, floor{micro: 0.96, perType: 0.93, partOf: 0.90, fields: 0.95, minCaptions: 25})
}

// TestBlind2Floor watches testdata/blind2-captions.jsonl: 40 captions by an
// annotator who never saw the code (Latin America, Africa, South and East
// Asia, Europe; Kyodo, Télam, WANA, Eyepix credits). Scored unseen: entity
// micro-F1 0.902, part_of 0.897, agencies 0.850. The classes of error it
// showed (bare reuse of a defined acronym, modifiers and hyphenated ranks
// before titles, "and"/apostrophes inside organisation names, trailing ID
// codes and editors' notes in credits, surface vs canonical names, nesting
// through "southwest China's") were fixed by general rules; it now scores
// 0.994 and 0.993. Its one date miss is a month-only dateline, which the
// older sets annotate as YYYY-MM and this one as "".
func TestBlind2Floor(t *testing.T) {
	rep := scoreFile(t, filepath.Join("testdata", "blind2-captions.jsonl"))
	checkFloor(t, "blind2", rep, floor{micro: 0.98, perType: 0.97, partOf: 0.96, fields: 0.97, minCaptions: 40})
}

// TestBlind3Floor watches testdata/blind3-captions.jsonl: 40 captions from
// 2022-2024 news (Gaza, Sudan, Haiti, Maui, Serbia, Argentina). Scored
// unseen: entity micro-F1 0.956 (PERSON 0.920), part_of 0.935, agencies
// 0.975. The classes it showed (a title inside a run after its office or
// place, "<title> of <seat> <name>", demonym-led organisation names,
// numbered districts, station facilities, hyphenated modifiers, quoted
// nicknames, one referent written with and without a possessive, laws and
// landforms in nesting, later short uses of a place) were fixed by general
// rules; it now scores 1.000 and 0.992. Its agency miss is gold writing
// "Anadolu" where the credit says "Anadolu Agency"; its part_of miss a
// street ("Front Street in Lahaina") the gold leaves unannotated.
func TestBlind3Floor(t *testing.T) {
	rep := scoreFile(t, filepath.Join("testdata", "blind3-captions.jsonl"))
	checkFloor(t, "blind3", rep, floor{micro: 0.98, perType: 0.97, partOf: 0.96, fields: 0.97, minCaptions: 40})
}

// TestBlind4Floor watches testdata/blind4-captions.jsonl: 40 captions from
// regions the other sets hardly cover (Caucasus, Horn of Africa, Pacific,
// Greenland, US elections and wildfires, Taiwan, Hong Kong) with partner-
// agency credits. Scored unseen: entity micro-F1 0.929 (PERSON 0.885, ORG
// 0.909, PLACE 0.940), part_of 0.857, photographers 0.825, agencies 0.775.
// Only its credit classes were fixed (a source named between photographer
// and distributor, web-address and desk agencies, "Photographer:"); the
// entity errors are left as a measure of what remains, so its floor sits
// just under today's score.
func TestBlind4Floor(t *testing.T) {
	rep := scoreFile(t, filepath.Join("testdata", "blind4-captions.jsonl"))
	checkFloor(t, "blind4", rep, floor{micro: 0.93, perType: 0.92, partOf: 0.84, fields: 0.92, minCaptions: 40})
}
