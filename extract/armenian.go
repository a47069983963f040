package extract

import (
	"strings"
	"unicode"

	"github.com/kg-archive/kg/schema"
)

// Armenian glues its article and its cases to a name: "Նիկոլ Փաշինյանը
// Սպիտակում" (Nikol Pashinyan, in Spitak), "Վանաձորի կենտրոնում" (in the
// centre of Vanadzor), "Գյումրու" (of Gyumri). A run of capitals then
// holds a person and a place, or opens with a plural common noun
// ("Զբոսաշրջիկները", the tourists); and GeoNames knows the town only in
// its nominative, in Latin letters.

// armenian reports whether w is a word of Armenian letters.
func armenian(w string) bool {
	return strings.ContainsFunc(w, func(r rune) bool { return unicode.Is(unicode.Armenian, r) })
}

// armenianPluralEndings end a plural noun with its article or case.
var armenianPluralEndings = []string{"ները", "երը", "ներին", "երին", "ների", "երի", "ներում", "երում", "ներ", "եր"}

// armenianCaseEndings end a name in a case or with its article; each
// leaves the stem whose nominative armenianNominatives gives.
var armenianCaseEndings = []string{"ում", "ից", "ին", "ով", "ը", "ի", "ու"}

// armenianNominatives are the nominatives a word in a case may have, by
// its ending: "Վանաձորի" and "Սպիտակում" lose the ending, "Գյումրու" and
// "Լոռու" turn it back into the "ի" it replaced.
func armenianNominatives(w string) []string {
	var out []string
	for _, e := range armenianCaseEndings {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || len([]rune(stem)) < 3 {
			continue
		}
		if e == "ու" {
			out = append(out, stem+"ի")
		}
		out = append(out, stem)
	}
	return out
}

// armenianCased reports whether w ends in one of the case endings that
// close a name inside a run.
func armenianCased(w string) bool {
	for _, e := range []string{"ում", "ից", "ը", "ու"} {
		if strings.HasSuffix(w, e) && len([]rune(w)) > len([]rune(e))+2 {
			return true
		}
	}
	return false
}

// splitArmenianRuns drops a plural noun that opens a run and splits a run
// after a word in a case that closes a name, or a known town in the
// genitive that opens it: "Զբոսաշրջիկները Պարզ" is "Պարզ", "Նիկոլ
// Փաշինյանը Սպիտակում" two names, "Գյումրու Յոթ վերք" two, "Վանաձորի
// Հովհաննես Աբելյանի անվան" (Vanadzor's, named after Hovhannes Abelyan)
// two.
func (g *gazetteer) splitArmenianRuns(toks []token, runs []run) []run {
	out := make([]run, 0, len(runs))
	for _, r := range runs {
		a := r.a
		if !armenian(toks[a].Text) {
			out = append(out, r)
			continue
		}
		if r.b-a >= 2 && hasAnySuffix(toks[a].Text, armenianPluralEndings...) {
			a++
		}
		for k := a; k+1 < r.b; k++ {
			if armenianCased(toks[k].Text) || k == a && g.armenianTownInGenitive(toks[k].Text) {
				out = append(out, run{a, k + 1})
				a = k + 1
			}
		}
		if a < r.b {
			out = append(out, run{a, r.b})
		}
	}
	return out
}

// armenianTownInGenitive reports whether w is a town of Armenia that
// GeoNames knows, in the genitive.
func (g *gazetteer) armenianTownInGenitive(w string) bool {
	if !hasAnySuffix(w, "ի", "ու") {
		return false
	}
	for _, cand := range armenianNominatives(w) {
		for _, p := range g.geoLookup(cand) {
			if p.Country == "AM" {
				return true
			}
		}
	}
	return false
}

// armenianSurnameEndings are the article and cases on a surname in
// "-յան": "Փաշինյանը", "Փաշինյանի", "Փաշինյանին".
var armenianSurnameEndings = []string{"յանը", "յանի", "յանին", "յանից", "յանով", "յանն"}

// armenianPersonName cuts the article or case off the last word of an
// Armenian person's name, "Նիկոլ Փաշինյանը" Նիկոլ Փաշինյան, or returns
// the name as it is.
func armenianPersonName(name string) string {
	k := strings.LastIndexByte(name, ' ')
	last := name[k+1:]
	for _, e := range armenianSurnameEndings {
		if stem, ok := strings.CutSuffix(last, e); ok && stem != "" {
			return name[:k+1] + stem + "յան"
		}
	}
	return name
}

// armenianPersonNames names each Armenian person without the article or
// case of the surname, the written form an alias.
func armenianPersonNames(ms []mention) {
	for i, m := range ms {
		if m.entity.Type != schema.Person || !armenian(m.entity.Name) {
			continue
		}
		if name := armenianPersonName(m.entity.Name); name != m.entity.Name {
			ms[i].entity.Aliases = append(ms[i].entity.Aliases, m.entity.Name)
			ms[i].entity.Name = name
		}
	}
}

// armenianTown reads toks[a], one Armenian word in a case, as the town
// whose nominative GeoNames knows in Armenia or a country the caption
// names: "Վանաձորի" is Vanadzor, named "Վանաձոր".
func (x *Extractor) armenianTown(toks []token, a int, c *capCtx) (mention, bool) {
	g := x.gaz
	w := toks[a].Text
	if g.lookupTokens([]string{w}) != nil || len(g.geoLookup(w)) > 0 {
		return mention{}, false
	}
	for _, cand := range armenianNominatives(w) {
		m := mention{entity: schema.Entity{Type: schema.Place, Name: cand, Aliases: []string{w}}, pos: toks[a].Start, tokStart: a, tokEnd: a + 1}
		if e := g.lookupTokens([]string{cand}); e != nil && e.Type == schema.Place {
			m.entity.Aliases = append(m.entity.Aliases, e.Name)
			m.gaz, m.score = e, 8
			return m, true
		}
		if p, ok := pickGeo(g.geoLookup(cand), c.countries, "AM", false); ok && (p.Country == "AM" || c.countries[p.Country]) {
			m.place, m.score = &p, 6
			return m, true
		}
	}
	return mention{}, false
}

// armenianLatin spells Armenian as GeoNames spells Armenia's towns
// ("Վանաձոր" Vanadzor, "Գյումրի" Gyumri, "Դիլիջան" Dilijan); "ու" is one
// vowel, "u".
var armenianLatin = strings.NewReplacer(
	"ու", "u", "և", "ev",
	"ա", "a", "բ", "b", "գ", "g", "դ", "d", "ե", "e", "զ", "z", "է", "e", "ը", "y", "թ", "t", "ժ", "zh", "ի", "i",
	"լ", "l", "խ", "kh", "ծ", "ts", "կ", "k", "հ", "h", "ձ", "dz", "ղ", "gh", "ճ", "ch", "մ", "m", "յ", "y", "ն", "n",
	"շ", "sh", "ո", "o", "չ", "ch", "պ", "p", "ջ", "j", "ռ", "r", "ս", "s", "վ", "v", "տ", "t", "ր", "r", "ց", "ts",
	"ւ", "v", "փ", "p", "ք", "k", "օ", "o", "ֆ", "f",
)

// armenianTransliterations are an Armenian name's Latin spellings: as
// written, and with an opening "ե" and "ո" said "ye" and "vo" ("Երևան"
// Yerevan, "Ոսկեպար" Voskepar).
func armenianTransliterations(name string) []string {
	low := strings.ToLower(name)
	out := []string{armenianLatin.Replace(low)}
	if r := []rune(low); len(r) > 0 && (r[0] == 'ե' || r[0] == 'ո') {
		lead := "ye"
		if r[0] == 'ո' {
			lead = "vo"
		}
		out = append(out, lead+armenianLatin.Replace(string(r[1:])))
	}
	return out
}
