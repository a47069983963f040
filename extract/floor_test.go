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

// TestSeedFloor holds extraction to the floor of the first milestone on the
// user's seed gold set.
func TestSeedFloor(t *testing.T) {
	rep := scoreFile(t, testenv.SharedGold(t, "seed-captions.jsonl"))
	if got := rep.Micro.F1(); got < 0.85 {
		t.Errorf("seed entity micro-F1 = %.3f, want >= 0.85", got)
	}
}

// devFloor is what the extractor reaches on testdata/dev-captions.jsonl,
// minus a small margin so that harmless changes do not trip it: the set
// scores 1.000 entity micro-F1 at the time of writing (it was used to tune
// the rules, so it says more about regressions than about unseen text).
const devFloor = 0.95

// TestDevFloor scores our own development set, written for other conflicts,
// countries and credit styles than the seed set.
func TestDevFloor(t *testing.T) {
	rep := scoreFile(t, filepath.Join("testdata", "dev-captions.jsonl"))
	if rep.Captions < 30 {
		t.Errorf("dev set has %d captions, want at least 30", rep.Captions)
	}
	if got := rep.Micro.F1(); got < devFloor {
		t.Errorf("dev entity micro-F1 = %.3f, want >= %.2f", got, devFloor)
	}
}

// holdoutFloor guards testdata/holdout-captions.jsonl, captions written
// after the rules were tuned on the seed and dev sets. They first scored
// 0.982; two general bugs they exposed (a bare title "Prime Minister" kept as
// a person, "via REUTERS" and "Antara Foto" in credits) were then fixed, and
// the set now scores 1.000. The floor keeps a margin below both.
const holdoutFloor = 0.95

// TestHoldoutFloor watches the score on captions the rules were not fitted
// to, the better guide to unseen text.
func TestHoldoutFloor(t *testing.T) {
	rep := scoreFile(t, filepath.Join("testdata", "holdout-captions.jsonl"))
	if got := rep.Micro.F1(); got < holdoutFloor {
		t.Errorf("holdout entity micro-F1 = %.3f, want >= %.2f", got, holdoutFloor)
	}
}
