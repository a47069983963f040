package extract

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Slavic languages and Finnish write a town's name with a case ending:
// "v Bratislave" (in Bratislava), "в Махачкале" (in Makhachkala),
// "Inarissa" (in Inari). GeoNames knows only the nominative, so a name it
// lacks, in such a place, is looked up again with its ending replaced by
// the nominative's; the nominative becomes the name, the written form its
// alias.

// slavicPlacePreps take a town in the locative or genitive case: "v", "vo",
// "na", "z", "zo", "do", "pri" in Slovak and Czech, "w", "we" in Polish,
// "u" in Croatian and Serbian, and their Cyrillic kin.
var slavicPlacePreps = map[string]bool{
	"v": true, "vo": true, "na": true, "z": true, "zo": true, "do": true, "pri": true, "w": true, "we": true, "u": true,
	"в": true, "во": true, "на": true, "из": true, "под": true, "у": true, "до": true, "ў": true,
	"з": true, "із": true, "зі": true, "біля": true, "поблизу": true, "возле": true, "около": true, // Ukrainian from, near; Russian near
	"kod": true, "prema": true, "između": true, "preko": true, "iz": true, "код": true, "према": true, "између": true, "преко": true, // Bosnian, Croatian, Serbian: at, towards, between, across, from
}

// slavicLocativePreps put what follows them somewhere ("v", "na", "pri"),
// unlike "z" and "u", which also take people.
var slavicLocativePreps = map[string]bool{"v": true, "vo": true, "na": true, "pri": true, "w": true, "we": true}

// slavicBreakWords are "na" (on, at), which in other languages joins a
// name ("Rostov-na-Donu" keeps it by its hyphens), and "and": Polish "i"
// and "oraz", Slovak and Czech "a" ("w Kazimierzu Dolnym i Janowcu").
var slavicBreakWords = map[string]bool{"na": true, "i": true, "oraz": true, "a": true}

// slavicFunctionWords tell a Slovak, Czech or Polish caption, where the
// Latin prepositions above are no Spanish or Portuguese "na" and "do".
var slavicFunctionWords = map[string]bool{
	"sa": true, "sú": true, "je": true, "bol": true, "bola": true, "boli": true, "počas": true, "pri": true, "zo": true,
	"vo": true, "pred": true, "ktorý": true, "ktorá": true, "ktoré": true, "aj": true, "že": true, "ako": true,
	"się": true, "jest": true, "został": true, "oraz": true, "przed": true, "podczas": true, "jsou": true,
	"byl": true, "byla": true, "během": true, "který": true, "která": true, "které": true, "také": true, "jako": true,
	"koji": true, "koja": true, "koje": true, "tokom": true, "nakon": true, "godine": true, "zbog": true, "kod": true, // Bosnian, Croatian, Serbian
}

// slavicLetters are letters Slovak, Czech and Polish write and the other
// languages read here do not: a word with one counts as a function word.
const slavicLetters = "ľĺŕôťďňřěůłąęśźżčšž"

// finnishFunctionWords tell a Finnish caption.
var finnishFunctionWords = map[string]bool{
	"ja": true, "oli": true, "ovat": true, "olivat": true, "että": true, "kun": true, "joka": true, "jotka": true,
	"sekä": true, "myös": true, "jälkeen": true, "mukaan": true, "vuonna": true, "aikana": true, "kanssa": true,
	"hän": true, "ennen": true,
}

// slavic reports whether the body is Slovak, Czech or Polish: two or more
// of their function words, and more than of English's.
func (c functionWordCounts) slavic() bool { return c.sl >= 2 && c.sl > c.en }

// finnish reports whether the body is Finnish: two or more of its function
// words, or three or more words in its local cases, and more than of
// English's ("juhli maailmanmestaruutta Tampereen Nokia Areenalla
// sunnuntaina").
func (c functionWordCounts) finnish() bool {
	return (c.fi >= 2 || c.fiCase >= 3) && c.fi+c.fiCase > c.en+c.es+c.sc
}

// finnishCased reports whether w, a word of six letters or more, ends in a
// Finnish local case or the "-na" of a weekday ("sunnuntaina").
func finnishCased(w string) bool {
	if len([]rune(w)) < 6 {
		return false
	}
	if strings.HasSuffix(w, "ina") || strings.HasSuffix(w, "inä") {
		return true
	}
	for _, e := range finnishEndings {
		if e.ending != "n" && strings.HasSuffix(w, e.ending) {
			return true
		}
	}
	return false
}

// caseEnding is a case ending and what the nominative ends with instead.
type caseEnding struct{ ending, nominative string }

// slavicEndings turn locatives and genitives back into nominatives:
// Bratislave Bratislava, Košiciach Košice, Handlovej Handlová, Prešove
// Prešov, Piešťanoch Piešťany, Warszawie Warszawa, Zagrebu Zagreb;
// Махачкале Махачкала, Краснодаре Краснодар, Казани Казань, Махачкалы
// Махачкала, Ростовской Ростовская, Гомеле and Belarusian Гомелі Гомель,
// Tajik's Қурбоншаҳиди (of Qurbonshahid) Қурбоншаҳид; Bosnian, Croatian and
// Serbian Tuzli, Tuzlu Tuzla, Hrvatskoj Hrvatska, Бањој Луци Бања Лука,
// Лесковцу Лесковац (its "a" falls out before an ending), Ярославля
// Ярославль. The lookup, not the table, decides.
var slavicEndings = []caseEnding{
	{"iach", "e"}, {"ach", "y"}, {"ach", "a"}, {"och", "y"}, {"ej", "á"}, {"ej", "a"}, {"ou", "a"}, {"om", ""},
	{"ie", "a"}, {"ie", ""}, {"iu", ""}, {"e", "a"}, {"e", ""}, {"e", "o"}, {"ě", "a"}, {"ě", "o"}, {"i", "a"},
	{"i", ""}, {"y", "a"}, {"u", ""}, {"a", ""}, {"a", "o"},
	{"oj", "a"}, {"ci", "ka"}, {"u", "a"}, {"cu", "ac"}, {"ca", "ac"}, {"ku", "ak"}, {"ka", "ak"},
	{"ой", "ая"}, {"ии", "ия"}, {"ом", ""}, {"е", "а"}, {"е", ""}, {"е", "ь"}, {"и", "ь"}, {"и", "а"}, {"и", "я"}, {"ы", "а"},
	{"ој", "а"}, {"ци", "ка"}, {"у", "а"}, {"цу", "ац"}, {"ца", "ац"},
	{"а", ""}, {"у", ""}, {"і", "ь"}, {"і", "а"}, {"і", ""}, {"и", ""}, {"я", "ь"},
}

// reUkrainianOpenStem is a Ukrainian stem whose last syllable a case
// ending opened, turning the nominative's closed "і" or "ї" back into "о",
// "е" or "є": "у Харкові" is in Харків, "Львова" of Львів, "Києва" of
// Київ, "Тернополі" in Тернопіль, "Миколаєва" of Миколаїв.
var reUkrainianOpenStem = regexp.MustCompile(`^(.*\p{Cyrillic})([оеє])([бвгджзклмнпрстфхцчшщ])(ь?)$`)

// ukrainianClosed is the nominative of such a stem with its "і" or "ї"
// restored, or "" when the stem does not end so.
func ukrainianClosed(stem string) string {
	m := reUkrainianOpenStem.FindStringSubmatch(stem)
	if m == nil {
		return ""
	}
	vowel := "і"
	if m[2] == "є" {
		vowel = "ї"
	}
	soft := ""
	if m[3] == "л" {
		soft = "ь" // Тернополя, Тернопіль
	}
	return m[1] + vowel + m[3] + soft
}

// greekPlacePreps are Greek's prepositions and articles before a town in
// its cases: "στη Λάρισα", "στον Βόλο", "της Λάρισας", "του Βόλου", "από
// τη Νίκαια"; greekAreaHeads the municipality, prefecture and region whose
// town or area follows in the genitive ("Δήμου Διδυμοτείχου").
var (
	greekPlacePreps = map[string]bool{
		"στο": true, "στη": true, "στην": true, "στον": true, "στα": true, "στις": true, "στους": true, "της": true, "του": true,
		"των": true, "από": true, "τον": true, "την": true, "προς": true, "σε": true, "μέχρι": true,
		"δήμου": true, "δήμο": true, "νομού": true, "νομό": true, "περιφέρειας": true, "πόλη": true, "πόλης": true, "χωριό": true, "χωριού": true,
	}
	greekAreaHeads = map[string]bool{
		"Δήμος": true, "Δήμου": true, "Δήμο": true, "Νομός": true, "Νομού": true, "Νομό": true, "Περιφέρεια": true, "Περιφέρειας": true,
	}
)

// greekEndings turn Greek's genitive and accusative back into the
// nominative: Λάρισας Λάρισα, Ξάνθης Ξάνθη, Βόλου and Βόλο Βόλος,
// Διδυμοτείχου Διδυμοτείχο (its accent moved, which folding ignores),
// Σουφλίου Σουφλί, Τρικάλων Τρικάλα.
var greekEndings = []caseEnding{
	{"ίου", "ί"}, {"ιου", "ι"}, {"ου", "ος"}, {"ου", "ο"}, {"ας", "α"}, {"ης", "η"}, {"ο", "ος"}, {"ων", "α"}, {"ών", "ά"}, {"ων", "η"},
}

// cyrillicCountries write their towns' names in Cyrillic: a Cyrillic
// name's nominative lies there, unless the caption names another country
// ("на Северном полюсе" is no Severn).
var cyrillicCountries = map[string]bool{
	"RU": true, "UA": true, "BY": true, "BG": true, "RS": true, "MK": true, "KZ": true, "KG": true, "TJ": true, "MN": true,
	// Russian-language papers of the other former Soviet republics
	"UZ": true, "TM": true, "MD": true, "AM": true, "AZ": true, "GE": true,
}

// areaNouns, in their cases, follow an area's adjectival name in Russian
// and Slovak: "Крымском районе", "Ростовской области", "Sabinovskom okrese".
var areaNouns = map[string]bool{
	"район": true, "района": true, "районе": true, "область": true, "области": true, "край": true, "края": true,
	"крае": true, "округ": true, "округа": true, "округе": true, "okres": true, "okrese": true, "okresu": true, "kraj": true, "kraji": true, "kraja": true,
}

// russianAreaNouns give the nominative of the area nouns after a Russian
// region's or district's adjectival name, and the gender its adjective
// takes: "Курской области" is Курская область, "Суджанского района"
// Суджанский район.
var russianAreaNouns = map[string]struct {
	nominative string
	feminine   bool
}{
	"область": {"область", true}, "области": {"область", true}, "областью": {"область", true},
	"район": {"район", false}, "района": {"район", false}, "районе": {"район", false}, "районом": {"район", false}, "району": {"район", false},
	"край": {"край", false}, "края": {"край", false}, "крае": {"край", false}, "краем": {"край", false}, "краю": {"край", false},
	"округ": {"округ", false}, "округа": {"округ", false}, "округе": {"округ", false}, "округом": {"округ", false},
}

// russianFeminineEndings and russianMasculineEndings turn an adjective's
// case forms back into its nominative: Курской, Курскую Курская;
// Суджанского, Суджанском, Суджанскому Суджанский.
var (
	russianFeminineEndings  = []caseEnding{{"ая", "ая"}, {"ой", "ая"}, {"ую", "ая"}}
	russianMasculineEndings = []caseEnding{{"ий", "ий"}, {"ый", "ый"}, {"ого", "ий"}, {"ом", "ий"}, {"ому", "ий"}, {"им", "ий"}}
)

// russianArea reads toks[a:b], one capitalised Cyrillic adjective before
// a lower-case area noun, as a region or district: "Курской области" is
// the place Курская область, the written form its alias.
func russianArea(body string, toks []token, a, b int) (mention, bool) {
	noun, ok := russianAreaNouns[lower(toks, b)] // (none past the last token)
	if !ok || b-a != 1 || !cyrillic(toks[a].Text) || toks[b].Text != lower(toks, b) {
		return mention{}, false
	}
	endings := russianMasculineEndings
	if noun.feminine {
		endings = russianFeminineEndings
	}
	adj := toks[a].Text
	for _, e := range endings {
		if stem, ok := strings.CutSuffix(adj, e.ending); ok && len([]rune(stem)) >= 3 {
			name := stem + e.nominative + " " + noun.nominative
			written := spanText(body, toks, a, b+1)
			m := mention{entity: schema.Entity{Type: schema.Place, Name: name}, pos: toks[a].Start, tokStart: a, tokEnd: b + 1, score: 6}
			if written != name {
				m.entity.Aliases = []string{written}
			}
			return m, true
		}
	}
	return mention{}, false
}

// russianRepublicForms are the cases of Республика, which opens a
// republic's name while the name after it stays as it is: "в Республике
// Алтай", "Республики Саха".
var russianRepublicForms = map[string]bool{
	"Республика": true, "Республики": true, "Республике": true, "Республику": true, "Республикой": true,
}

// russianRepublic reads a case of Республика at toks[a] and the
// republic's name after it as the place in its nominative, the written
// form its alias. The name is one capitalised Cyrillic word, two when the
// first is an adjective ("Северная Осетия") or the second is "Эл" ("Марий
// Эл"); what follows is another name ("Республики Карелия Артур
// Парфенчиков"). It returns the index after the name.
func russianRepublic(body string, toks []token, a, b int) (mention, int, bool) {
	word := func(k int) bool {
		return k < b && toks[k].Kind == tokWord && cyrillic(toks[k].Text) && isCapitalized(toks[k].Text)
	}
	if !russianRepublicForms[toks[a].Text] || !word(a+1) {
		return mention{}, 0, false
	}
	end := a + 2
	if word(end) && (hasAnySuffix(toks[a+1].Text, "ая", "ой", "ую") || toks[end].Text == "Эл") {
		end++
	}
	name := "Республика " + spanText(body, toks, a+1, end)
	m := mention{entity: schema.Entity{Type: schema.Place, Name: name}, pos: toks[a].Start, tokStart: a, tokEnd: end, score: 6}
	if written := spanText(body, toks, a, end); written != name {
		m.entity.Aliases = []string{written}
	}
	return m, end, true
}

// finnishEndings are the local cases and the genitive: Inarissa,
// Sodankylässä, Vantaalla, Tampereen, Sallan. The local cases also tell a
// Finnish caption (finnishCased).
var finnishEndings = []caseEnding{
	{"ssa", ""}, {"ssä", ""}, {"sta", ""}, {"stä", ""}, {"lla", ""}, {"llä", ""}, {"lta", ""}, {"ltä", ""},
	{"lle", ""}, {"n", ""},
}

// splitFinnishRuns splits a run after a word in a Finnish local case:
// "Arktikumissa Rovaniemellä" (at the Arktikum in Rovaniemi) and
// "Suurikuusikossa Kittilässä" are two places, each in its case; and after
// a known town in the genitive, which holds the place after it:
// "Tampereen Nokia Areenalla" is the Nokia Arena, of Tampere. A common
// noun in the partitive plural opening a sentence is no part of the name
// after it ("Laskettelijoita Jämsän Himoksella": skiers, at Himos, of
// Jämsä).
func (g *gazetteer) splitFinnishRuns(toks []token, runs []run, sentStart []bool) []run {
	out := make([]run, 0, len(runs))
	for _, r := range runs {
		a := r.a
		if w := toks[a].Text; r.b-a >= 2 && sentStart[a] && len([]rune(w)) >= 8 && hasAnySuffix(w, "ita", "itä", "ia", "iä") && g.lookupTokens([]string{w}) == nil && !g.givenNames[w] {
			a++
		}
		for k := a; k+1 < r.b; k++ {
			w := toks[k].Text
			if toks[k].Kind == tokWord && strings.HasSuffix(w, "n") && isCapitalized(toks[k+1].Text) && g.finnishTownInGenitive(w) {
				out = append(out, run{a, k + 1})
				a = k + 1
				continue
			}
			if toks[k].Kind == tokWord && finnishCased(w) && !strings.HasSuffix(w, "n") && isCapitalized(toks[k+1].Text) {
				out = append(out, run{a, k + 1})
				a = k + 1
			}
		}
		out = append(out, run{a, r.b})
	}
	return out
}

// finnishTownInGenitive reports whether w is a Finnish town or a place the
// gazetteer knows, in the genitive: "Jyväskylän", "Tampereen", "Äänekosken".
func (g *gazetteer) finnishTownInGenitive(w string) bool {
	for _, cand := range nominatives(w, []caseEnding{{"n", ""}}, true) {
		if e := g.lookupTokens([]string{cand}); e != nil && e.Type == schema.Place {
			return true
		}
		for _, p := range g.geoLookup(cand) {
			if p.Country == "FI" {
				return true
			}
		}
	}
	return false
}

// finnishNominativeNames names a Finnish place that neither gazetteer
// knows, written in a local case, in the nominative, the written form its
// alias: "Kompassilla" is Kompassi, "Suolahdessa" Suolahti.
func finnishNominativeNames(ms []mention) {
	for i, m := range ms {
		name := m.entity.Name
		head, last := "", name
		if k := strings.LastIndexByte(name, ' '); k >= 0 {
			head, last = name[:k+1], name[k+1:]
		}
		if m.entity.Type != schema.Place || m.gaz != nil || m.place != nil || !finnishCased(last) || hasAnySuffix(last, "n", "ina", "inä") {
			continue
		}
		if nom := finnishNominative(last); nom != last {
			ms[i].entity.Name = head + nom
			ms[i].entity.Aliases = append(ms[i].entity.Aliases, name)
		}
	}
}

// finnishStemChanges undo the changes a local case makes to a name's
// stem, tried in this order once the ending is cut: the weak grades of
// -lahti, -vesi, -mäki, -joki, -katu, -kenttä, -ranta and -lampi, the
// "-kse-" of a name in "-s", the "-se-" and plural "-isi-" of one in
// "-nen", and the "-nte-" of one in "-nne".
var finnishStemChanges = []caseEnding{
	{"hde", "hti"}, {"vede", "vesi"}, {"mäe", "mäki"}, {"joe", "joki"}, {"kadu", "katu"}, {"kentä", "kenttä"},
	{"nna", "nta"}, {"mme", "mpi"}, {"kse", "s"}, {"se", "nen"}, {"isi", "inen"}, {"nte", "nne"},
}

// reFinnishUnsureStem is a stem whose nominative a case may have changed
// past guessing: a single k, p or t before its last vowel may be a doubled
// one's weak grade ("Lapissa" is in Lappi), "nd", "ng", "ll", "rr" or
// "mm" the weak grade of "nt", "nk", "lt", "rt" or "mp", and a single
// consonant before "i" a loan's link vowel ("Sundissa", "Arktikumissa").
var reFinnishUnsureStem = regexp.MustCompile(`(?:[^kpt][kpt]|nd|ng|ll|rr|mm)[aeiouyäö]$|[^aeiouyäö][^aeiouyäös]i$|[aeiouyäö][^aeiouyäöslnr]i$`)

// finnishNominative guesses the nominative of w, a name in a Finnish local
// case: "Laulurinteellä" Laulurinne, "Himoksella" Himos, "Pihlajavedellä"
// Pihlajavesi, "Rovaniemellä" Rovaniemi. It returns w when it has no such
// ending or its stem leaves the nominative in doubt.
func finnishNominative(w string) string {
	for _, e := range finnishEndings {
		stem, ok := strings.CutSuffix(w, e.ending)
		if !ok || e.ending == "n" || len([]rune(stem)) < 3 {
			continue
		}
		if strings.HasSuffix(stem, "ee") {
			stem = stem[:len(stem)-1] // a doubled "ee" loses one: "Laulurinteellä"
		}
		for _, c := range finnishStemChanges {
			if s, ok := strings.CutSuffix(stem, c.ending); ok {
				return s + c.nominative
			}
		}
		if s, ok := strings.CutSuffix(stem, "e"); ok && !reFinnishUnsureStem.MatchString(s+"a") {
			return s + "i"
		}
		if reFinnishUnsureStem.MatchString(stem) {
			return w
		}
		return stem
	}
	return w
}

// lithuanianEndings are the locative and genitive of towns and countries:
// Vilniuje Vilnius, Kaune Kaunas, Klaipėdoje and Klaipėdos Klaipėda,
// Medininkuose and Rūdninkų Medininkai, Rūdninkai, Pabradėje Pabradė,
// Estijos Estija.
var lithuanianEndings = []caseEnding{
	{"iuje", "ius"}, {"uose", "ai"}, {"iaus", "ius"}, {"oje", "a"}, {"ėje", "ė"}, {"os", "a"}, {"ės", "ė"},
	{"ų", "ai"}, {"e", "as"}, {"o", "as"},
}

// nominatives are the forms word may have in the nominative, by endings.
// A Finnish stem also drops the doubled vowel a case ending lengthens
// ("Tampereella") and turns an "e" back into the "i" it was
// ("Rovaniemellä").
func nominatives(word string, endings []caseEnding, finnish bool) []string {
	// "Ростове-на-Дону": the head of a hyphenated name takes the ending
	head, tail := word, ""
	if i := strings.IndexByte(word, '-'); i > 0 && !finnish {
		head, tail = word[:i], word[i:]
	}
	var out []string
	for _, e := range endings {
		stem, ok := strings.CutSuffix(head, e.ending)
		if !ok || len([]rune(stem)) < 3 {
			continue
		}
		out = append(out, stem+e.nominative+tail)
		if !finnish {
			continue
		}
		r := []rune(stem)
		last := r[len(r)-1]
		if n := len(r); n >= 2 && r[n-2] == last && strings.ContainsRune("aeiouyäö", last) {
			out = append(out, string(r[:n-1]))
		}
		if last == 'e' {
			out = append(out, string(r[:len(r)-1])+"i")
		}
	}
	return out
}

// inflectedTown reads toks[a:b], a name neither gazetteer knows, as a
// town written with a case ending, when a Slavic preposition or a Russian
// title stands before it or the caption is in Finnish or Lithuanian.
func (x *Extractor) inflectedTown(body string, toks []token, a, b int, c *capCtx) (mention, bool) {
	g := x.gaz
	// (the run may hold the title: "Мэр Иркутска", "Premijer Republike
	// Srpske")
	titleGenitive := b-a >= 2 && b-a <= 3 && g.titleSeat(toks, a+1, b-a-1)
	if titleGenitive {
		a++
	}
	if b-a == 1 && armenian(toks[a].Text) {
		return x.armenianTown(toks, a, c)
	}
	isGreek := greek(toks[a].Text)
	if isGreek && b-a == 2 && greekAreaHeads[toks[a].Text] {
		a++ // "στον Δήμο Σουφλίου": the municipality of Soufli
	}
	if b-a > 2 || !c.finnish && !c.lithuanian && !c.slavic && !cyrillic(toks[a].Text) && !isGreek && !titleGenitive {
		return mention{}, false
	}
	slavicPrep := slavicPlacePreps[lower(toks, a-1)] || titleGenitive || b-a == 1 && g.titleGenitive(toks, a)
	greekPrep := isGreek && (greekPlacePreps[lower(toks, a-1)] || a > 0 && greekAreaHeads[toks[a-1].Text])
	if !slavicPrep && !greekPrep && !c.finnish && !c.lithuanian {
		if b-a == 1 && cyrillic(toks[a].Text) {
			return g.cyrillicCountryCase(toks, a) // "на границе Армении и Ирана"
		}
		return mention{}, false
	}
	if areaNouns[lower(toks, b)] {
		return mention{}, false // "в Крымском районе" is the Krymsky district, no town of Krymsk
	}
	words := texts(toks, a, b)
	name := spanText(body, toks, a, b)
	if g.lookupTokens(words) != nil || len(g.geoLookup(name)) > 0 || g.givenNames[words[0]] {
		return mention{}, false
	}
	endings, finnish, lithuanian := slavicEndings, !slavicPrep && !greekPrep && c.finnish, !slavicPrep && !greekPrep && c.lithuanian
	if greekPrep {
		endings = greekEndings
	} else if finnish {
		endings = finnishEndings
	} else if lithuanian {
		endings = lithuanianEndings
	}
	forms := func(w string) []string {
		noms := nominatives(w, endings, finnish)
		if c.ukrainian {
			for _, n := range noms {
				if closed := ukrainianClosed(n); closed != "" {
					noms = append(noms, closed)
				}
			}
		}
		return append([]string{w}, noms...)
	}
	// each word of "Veľkej Mači" takes its own ending, or none
	firsts := forms(words[0])
	cands := firsts[1:]
	if len(words) == 2 {
		seconds := forms(words[1])
		cands = nil
		for i, first := range firsts {
			for j, second := range seconds {
				if i > 0 || j > 0 {
					cands = append(cands, first+" "+second)
				}
			}
		}
	}
	for _, cand := range cands {
		m := mention{entity: schema.Entity{Type: schema.Place, Name: cand, Aliases: []string{name}}, pos: toks[a].Start, tokStart: a, tokEnd: b}
		if e := g.lookupTokens(wordTexts(cand)); e != nil && e.Type == schema.Place {
			// "Kanadan", "Estijos": a country the gazetteer knows by that
			// name, named as it names it; "Исландии" in the nominative of
			// the caption's script, which the gazetteer's name is not in
			if !cyrillic(cand) {
				m.entity.Name, m.entity.Aliases = e.Name, []string{name}
			} else {
				m.entity.Aliases = mergeAliases(cand, []string{name}, []string{e.Name})
			}
			m.gaz, m.score = e, 8
			return m, true
		}
		p, ok := pickGeo(g.geoLookup(cand), c.countries, "", false)
		// a Finnish form names a Finnish town, a Cyrillic one a town where
		// Cyrillic is written, unless the caption names the country
		home := c.countries[p.Country] || finnish && p.Country == "FI" || lithuanian && p.Country == "LT" || cyrillic(cand) && cyrillicCountries[p.Country] ||
			isGreek && (p.Country == "GR" || p.Country == "CY") || !finnish && !lithuanian && !cyrillic(cand) && !isGreek
		if !ok || !home || len(c.countries) > 0 && !c.countries[p.Country] && p.Pop < 100000 {
			continue
		}
		m.place, m.score = &p, 6
		return m, true
	}
	return mention{}, false
}

// cyrillicCountryCase reads toks[a], one Cyrillic word in a case, as the
// country it names, in the nominative of its script, wherever it stands: a
// country's name in a case is that country after any word ("на границе
// Армении и Ирана", on the border of Armenia and Iran).
func (g *gazetteer) cyrillicCountryCase(toks []token, a int) (mention, bool) {
	w := toks[a].Text
	if g.lookupTokens([]string{w}) != nil {
		return mention{}, false
	}
	for _, cand := range nominatives(w, slavicEndings, false) {
		if e := g.lookupTokens([]string{cand}); e != nil && e.Kind == "country" {
			return mention{entity: schema.Entity{Type: schema.Place, Name: cand, Aliases: mergeAliases(cand, []string{w}, []string{e.Name})},
				pos: toks[a].Start, tokStart: a, tokEnd: a + 1, gaz: e, score: 8}, true
		}
	}
	return mention{}, false
}

// scandinavianGenitive reads toks[a:b], one word neither gazetteer knows,
// in a Danish, Norwegian or Swedish caption, as a known place with the
// genitive's "s": "Danmarks ældste", "Esbjergs borgmester". The known name
// becomes the name, the written form its alias.
func (x *Extractor) scandinavianGenitive(toks []token, a, b int, c *capCtx) (mention, bool) {
	g := x.gaz
	w := toks[a].Text
	stem, ok := strings.CutSuffix(w, "s")
	if !c.scandinavian || b-a != 1 || !ok || utf8.RuneCountInString(stem) < 3 || g.lookupTokens([]string{w}) != nil || len(g.geoLookup(w)) > 0 {
		return mention{}, false
	}
	if _, _, generic := g.genericAfter(toks, b); generic {
		return mention{}, false // "Stockholms skärgård": the genitive opens the name of what follows
	}
	m := mention{entity: schema.Entity{Type: schema.Place, Name: stem, Aliases: []string{w}}, pos: toks[a].Start, tokStart: a, tokEnd: b, score: 6}
	if e := g.lookupTokens([]string{stem}); e != nil && e.Type == schema.Place {
		m.entity.Name, m.gaz = e.Name, e
		return m, true
	}
	if p, ok := pickGeo(g.geoLookup(stem), c.countries, "", false); ok && (c.countries[p.Country] || scandinavianCountries[p.Country]) {
		m.place = &p
		return m, true
	}
	return mention{}, false
}

// isScandinavianGenitive reports whether scandinavianGenitive reads
// toks[a:b] as a place, which a sentence may open ("Esbjergs borgmester").
func (x *Extractor) isScandinavianGenitive(toks []token, a, b int, c *capCtx) bool {
	_, ok := x.scandinavianGenitive(toks, a, b, c)
	return ok
}

// scandinavianCountries write the genitive's "s" on their towns' names.
var scandinavianCountries = map[string]bool{"DK": true, "NO": true, "SE": true, "FO": true}

// titleSeat reports whether toks[k:k+n] stand between a title and the
// full name the title governs, so may name the title's town or region in
// the genitive: "Мэр Иркутска Руслан Болотов", "Глава Бурятии Алексей
// Цыденов", "Premijer Republike Srpske Radovan Višković".
func (g *gazetteer) titleSeat(toks []token, k, n int) bool {
	prev := lower(toks, k-1)
	return (g.titleWords[prev] || roleWords[prev]) && k+n < len(toks) && toks[k+n].Kind == tokWord && g.givenFirstAnyScript(toks[k+n].Text)
}

// titleGenitive reports whether toks[k], one Cyrillic word, is such a
// seat; a Cyrillic word there is rarely anything else.
func (g *gazetteer) titleGenitive(toks []token, k int) bool {
	if !cyrillic(toks[k].Text) {
		return false
	}
	// ("президент Армении Серж Саргсян": a lower-case title in any case,
	// then the seat and a full name of two capitalised words)
	capital := func(i int) bool { return i < len(toks) && cyrillic(toks[i].Text) && isCapitalized(toks[i].Text) }
	return g.titleSeat(toks, k, 1) || k > 0 && toks[k-1].Text == lower(toks, k-1) && g.cyrillicTitle(toks[k-1].Text) && capital(k+1) && capital(k+2)
}

// caseFormsOfPlaces makes a name that neither gazetteer knows, in a
// caption in another language, the place the caption names elsewhere
// when it is that place's name with another ending: "ulice Jeseníku"
// after the dateline "Jeseník", "Klaipėdos uoste" after "Klaipėda", "w
// Przewodowie" after "Przewodów". The written form becomes an alias.
func caseFormsOfPlaces(ms []mention) {
	for i := range ms {
		m := &ms[i]
		if m.gaz != nil || m.place != nil || m.entity.Type == schema.Date {
			continue
		}
		for _, p := range ms {
			if p.entity.Type != schema.Place || p.gaz == nil && p.place == nil || !sameStem(m.entity.Name, p.entity.Name) {
				continue
			}
			m.entity = schema.Entity{Type: schema.Place, Name: p.entity.Name, Aliases: mergeAliases(p.entity.Name, m.entity.Aliases, []string{m.entity.Name})}
			m.gaz, m.place = p.gaz, p.place
			break
		}
	}
}

// sameStem reports whether written is name, word for word, with endings
// of up to three letters in place of the last two or fewer of each word's
// (the stem keeps four letters at least): "Stroniu Śląskim" is "Stronie
// Śląskie", "Kaune" is "Kaunas"; "Přewodowie" folds to "Przewodów"'s stem.
func sameStem(written, name string) bool {
	ws, ns := strings.Fields(fold(written)), strings.Fields(fold(name))
	if len(ws) != len(ns) || fold(written) == fold(name) {
		return false
	}
	for i := range ws {
		w, n := []rune(ws[i]), []rune(ns[i])
		k := 0
		for k < len(w) && k < len(n) && w[k] == n[k] {
			k++
		}
		if k < 4 || len(n)-k > 2 || len(w)-k > 3 {
			return false
		}
	}
	return true
}
