package extract

import "testing"

func TestDbgNest(t *testing.T) {
	x := sharedExtractor(t)
	for _, s := range []string{"Officials met Rhee Chang-yong in Seoul.", "Former President Donald J. Trump sits in the courtroom."} {
		toks := tokenize(s)
		a := x.analyse(s)
		for _, m := range a.mentions {
			t.Logf("%q %d-%d", m.entity.Name, m.tokStart, m.tokEnd)
		}
		runs := x.gaz.findRuns(toks, make([]bool, len(toks)))
		for _, r := range runs {
			t.Logf("run %v %q", r, texts(toks, r.a, r.b))
			t.Logf("pieces %v", x.gaz.splitPieces(toks, r.a, r.b, r.a))
		}
	}
}
