package extract

import (
	"bufio"
	"embed"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/kg-archive/kg/extract/internal/namekey"
	"github.com/kg-archive/kg/schema"
)

//go:embed data/*.tsv data/*.txt
var dataFS embed.FS

// gazEntry is one known real-world thing.
type gazEntry struct {
	Type    schema.EntityType
	Name    string // canonical
	Kind    string // country, city, agency, armed, ...
	Country string // ISO code: the country itself, or the country a place lies in
	Forms   []string
	// Lat and Lon locate a country (from world-countries); places are
	// located through the GeoNames table instead.
	Lat, Lon float64
}

type titleForm struct {
	tokens []string
}

type genericWord struct {
	tokens   []string
	facility bool
}

// gazetteer holds the embedded reference data; it is read-only after load,
// so one value serves every goroutine.
type gazetteer struct {
	byKey  map[string]*gazEntry // token key of a surface form -> entry
	byFold map[string]*gazEntry // folded form -> entry, for credit lines written in any case
	// scriptPlaces maps the names of countries and known places in the
	// caselessScripts to their entries; scriptPlaceWords is the most
	// words one has
	scriptPlaces     map[string]*gazEntry
	scriptPlaceWords int
	// agencyFold maps the folded forms of agencies alone: in a credit
	// "PTI" is the Press Trust of India, in the text Imran Khan's party.
	agencyFold map[string]*gazEntry
	maxTokens  int
	demonyms   map[string]bool
	titles     []titleForm // longest first
	titleWords map[string]bool
	titleKeys  map[string]bool          // token texts of each title, joined by spaces
	generics   map[string][]genericWord // by first word, longest first
	common     map[string]bool
	countries  map[string]*gazEntry // ISO code -> country
	entries    []*gazEntry
	geo        *geoTable // GeoNames populated places and admin areas
	// prefixes holds the opening words of every multi-word form and title
	// ("Democratic Republic of", "Secretary of"), so that a name run may go
	// on across "of" and "the" where a known name does.
	prefixes map[string]bool
	// demonymCountry maps "Lebanese" to LB: a demonym says which country a
	// caption is about without naming it.
	demonymCountry map[string]string
	// stateAbbrevs maps "Calif", "N.Y.", "CA" and "Alta" to the US state
	// or Canadian province; they are read only after "Place, " (see
	// stateAfterTown).
	stateAbbrevs map[string]stateAbbrev
	// bracketStates maps Brazil's state codes ("MG") to the states; they
	// are read only in brackets after a Brazilian town (see stateAfterTown).
	bracketStates map[string]stateAbbrev
	// postal holds what needs a town of the state's country before it:
	// postal codes ("CA") and state names a country has taken ("Georgia").
	postal map[string]bool
	// cityClubs maps the folded forms of clubs named after a town
	// ("Napoli", "Liverpool") to the club: read only in sports captions.
	cityClubs map[string]*gazEntry
	// teamWords close the names of known teams: "Chiefs", "Panthers".
	teamWords map[string]bool
	// slashNames are organisation forms with a slash inside ("RFE/RL"),
	// which a credit line must not split.
	slashNames []string
	// givenNames holds first names from many languages ("Erling",
	// "Mohammed"): evidence that an unknown name is a person's.
	givenNames map[string]bool
}

func readLines(name string) ([][]string, error) {
	f, err := dataFS.Open("data/" + name)
	if err != nil {
		return nil, fmt.Errorf("open gazetteer %s: %w", name, err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		for i := range cols {
			cols[i] = strings.TrimSpace(cols[i])
		}
		rows = append(rows, cols)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read gazetteer %s: %w", name, err)
	}
	return rows, nil
}

func col(cols []string, i int) string {
	if i < len(cols) {
		return cols[i]
	}
	return ""
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ";") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func loadGazetteer() (*gazetteer, error) {
	g := &gazetteer{
		byKey:          map[string]*gazEntry{},
		byFold:         map[string]*gazEntry{},
		agencyFold:     map[string]*gazEntry{},
		demonyms:       map[string]bool{},
		titleWords:     map[string]bool{},
		titleKeys:      map[string]bool{},
		generics:       map[string][]genericWord{},
		common:         map[string]bool{},
		countries:      map[string]*gazEntry{},
		demonymCountry: map[string]string{},
		prefixes:       map[string]bool{},
		stateAbbrevs:   map[string]stateAbbrev{},
		bracketStates:  map[string]stateAbbrev{},
		postal:         map[string]bool{},
		cityClubs:      map[string]*gazEntry{},
		givenNames:     map[string]bool{},
		teamWords:      map[string]bool{},
	}
	rows, err := readLines("countries.tsv")
	if err != nil {
		return nil, err
	}
	for _, c := range rows {
		e := &gazEntry{Type: schema.Place, Name: c[0], Kind: "country", Country: col(c, 1)}
		e.Lat, _ = strconv.ParseFloat(col(c, 4), 64)
		e.Lon, _ = strconv.ParseFloat(col(c, 5), 64)
		e.Forms = append([]string{e.Name}, splitList(col(c, 2))...)
		g.add(e)
		g.countries[e.Country] = e
		for _, d := range splitList(col(c, 3)) {
			g.demonyms[d] = true
			if _, taken := g.demonymCountry[d]; !taken {
				g.demonymCountry[d] = e.Country
			}
		}
	}
	if rows, err = readLines("country-names.tsv"); err != nil {
		return nil, err
	}
	g.scriptPlaces = map[string]*gazEntry{}
	for _, c := range rows {
		e := g.countries[c[0]]
		if e == nil {
			continue // a territory countries.tsv leaves out
		}
		for _, name := range splitList(col(c, 1)) {
			if g.addScriptPlace(e, name) {
				continue
			}
			if _, taken := g.byKey[strings.Join(wordTexts(name), " ")]; !taken {
				g.addForm(e, name) // Cyrillic, Greek and Armenian: "Хорватия", "Ισραήλ"
			}
		}
	}
	if rows, err = readLines("places.tsv"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		e := &gazEntry{Type: schema.Place, Name: c[0], Kind: col(c, 1), Country: col(c, 2)}
		e.Forms = append([]string{e.Name}, splitList(col(c, 3))...)
		g.add(e)
		for _, f := range e.Forms {
			g.addScriptPlace(e, f) // "ירושלים", "সুন্দরবন"
		}
	}
	if rows, err = readLines("orgs.tsv"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		e := orgEntry(c)
		g.add(e)
		for _, f := range e.Forms {
			if strings.Contains(f, "/") {
				g.slashNames = append(g.slashNames, f)
			}
			if w := f[strings.LastIndexByte(f, ' ')+1:]; e.Kind == "sport" && strings.HasSuffix(w, "s") && isCapitalized(w) {
				g.teamWords[w] = true
			}
		}
	}
	if rows, err = readLines("arabic.tsv"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		e := g.byFold[fold(col(c, 1))]
		if e == nil {
			e = &gazEntry{Type: schema.Place, Name: col(c, 1), Kind: "city"} // a town known only to GeoNames
			g.entries = append(g.entries, e)
		}
		for _, f := range splitList(col(c, 0)) {
			g.addForm(e, f)
		}
	}
	if rows, err = readLines("city-clubs.tsv"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		e := orgEntry(c)
		for _, f := range e.Forms {
			g.cityClubs[fold(f)] = e
		}
	}
	if rows, err = readLines("persons.tsv"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		e := &gazEntry{Type: schema.Person, Name: c[0], Kind: "person"}
		e.Forms = append([]string{e.Name}, splitList(col(c, 1))...)
		g.add(e)
	}
	if rows, err = readLines("demonyms.txt"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		g.demonyms[c[0]] = true
	}
	if rows, err = readLines("titles.txt"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		forms := [][]string{wordTexts(c[0])}
		if short, ok := strings.CutSuffix(c[0], "."); ok && !strings.Contains(short, ".") {
			forms = append(forms, wordTexts(short)) // British style: "Sgt Rupert Frere"
		}
		for _, toks := range forms {
			g.addPrefixes(toks)
			g.titles = append(g.titles, titleForm{tokens: toks})
			g.titleKeys[strings.Join(toks, " ")] = true
		}
		g.titleWords[strings.ToLower(c[0])] = true
	}
	sort.SliceStable(g.titles, func(i, j int) bool { return len(g.titles[i].tokens) > len(g.titles[j].tokens) })
	if rows, err = readLines("generic.txt"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		gw := genericWord{tokens: wordTexts(c[0]), facility: col(c, 1) == "facility"}
		g.generics[gw.tokens[0]] = append(g.generics[gw.tokens[0]], gw)
	}
	for _, gws := range g.generics {
		sort.SliceStable(gws, func(i, j int) bool { return len(gws[i].tokens) > len(gws[j].tokens) })
	}
	for _, f := range []struct{ file, country string }{{"us-states.tsv", "US"}, {"ca-provinces.tsv", "CA"}} {
		if rows, err = readLines(f.file); err != nil {
			return nil, err
		}
		g.addStates(rows, f.country)
	}
	if rows, err = readLines("br-states.tsv"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		g.bracketStates[col(c, 1)] = stateAbbrev{c[0], "BR"}
	}
	if rows, err = readLines("given-names.txt"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		// "Primoz" as often as "Primož"
		g.givenNames[c[0]] = true
		g.givenNames[namekey.StripMarks(c[0])] = true
	}
	if rows, err = readLines("commonwords.txt"); err != nil {
		return nil, err
	}
	for _, c := range rows {
		g.common[c[0]] = true
	}
	if g.geo, err = loadGeoTable(geonamesFS); err != nil {
		return nil, err
	}
	return g, nil
}

// orgEntry reads a row of orgs.tsv or city-clubs.tsv: name, kind, aliases.
func orgEntry(c []string) *gazEntry {
	e := &gazEntry{Type: schema.Org, Name: c[0], Kind: col(c, 1)}
	e.Forms = append([]string{e.Name}, splitList(col(c, 2))...)
	return e
}

// add registers every form of e. The first entry to claim a form keeps it,
// so the file order (countries, places, organisations, people) settles clashes.
// addScriptPlace files name, when it is written in one of the
// caselessScripts, as a name of e's for scriptPlaceNames, unless an
// earlier entry has it; it reports whether name is in such a script.
func (g *gazetteer) addScriptPlace(e *gazEntry, name string) bool {
	if scriptOf(name) == nil {
		return false
	}
	if _, taken := g.scriptPlaces[name]; !taken {
		g.scriptPlaces[name] = e
		g.scriptPlaceWords = max(g.scriptPlaceWords, len(strings.Fields(name)))
	}
	return true
}

func (g *gazetteer) add(e *gazEntry) {
	g.entries = append(g.entries, e)
	for _, f := range e.Forms {
		g.addForm(e, f)
		if rest, ok := strings.CutPrefix(f, "Saint "); ok && e.Type == schema.Place {
			g.addForm(e, "St. "+rest) // "St. Vincent and the Grenadines"
			g.addForm(e, "St "+rest)
		}
	}
}

func (g *gazetteer) addForm(e *gazEntry, f string) {
	toks := wordTexts(f)
	if len(toks) == 0 {
		return
	}
	g.addPrefixes(toks)
	k := strings.Join(toks, " ")
	if _, taken := g.byKey[k]; !taken {
		g.byKey[k] = e
	}
	if len(toks) > g.maxTokens {
		g.maxTokens = len(toks)
	}
	fk := fold(f)
	if taken, ok := g.byFold[fk]; !ok || taken.Kind == "agency" && e.Kind != "agency" {
		g.byFold[fk] = e
		if ok && g.byKey[k] == taken {
			g.byKey[k] = e // an agency's acronym in running text is the other body's
		}
	}
	if _, taken := g.agencyFold[fk]; !taken && e.Kind == "agency" {
		g.agencyFold[fk] = e
	}
}

// creditBody returns the organisation a credit's part names, an agency
// before any other body of the same name.
func (g *gazetteer) creditBody(p string) *gazEntry {
	if e := g.agencyFold[fold(p)]; e != nil {
		return e
	}
	if e := g.byFold[fold(p)]; e != nil && e.Type == schema.Org {
		return e
	}
	return nil
}

func (g *gazetteer) addPrefixes(toks []string) {
	for n := 2; n < len(toks); n++ {
		g.prefixes[strings.Join(toks[:n], " ")] = true
	}
}

// continuesKnown reports whether the run toks[a:j] ending in word j-1,
// extended by toks[j], is still the opening of a known multi-word name.
func (g *gazetteer) continuesKnown(toks []token, a, j int) bool {
	for k := j - 1; k >= a && k >= j-5; k-- {
		if g.prefixes[strings.Join(texts(toks, k, j+1), " ")] {
			return true
		}
	}
	return false
}

// knownGoesOn reports whether toks[j] carries on a known name that began
// in toks[a:j]: as a longer prefix, or as its last word.
func (g *gazetteer) knownGoesOn(toks []token, a, j int) bool {
	if j >= len(toks) || toks[j].Kind != tokWord {
		return false
	}
	if g.continuesKnown(toks, a, j) {
		return true
	}
	for k := j - 1; k >= a && k >= j-6; k-- {
		if g.lookupTokens(texts(toks, k, j+1)) != nil || g.titleKeys[strings.Join(texts(toks, k, j+1), " ")] {
			return true // a known name or a title ("Secretary of State")
		}
	}
	return false
}

// wordTexts tokenizes s the way captions are tokenized and returns the token
// texts, so gazetteer forms and caption text compare token by token.
func wordTexts(s string) []string {
	toks := tokenize(s)
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = t.Text
	}
	return out
}

// lookupTokens finds the entry whose form equals the given token texts.
func (g *gazetteer) lookupTokens(texts []string) *gazEntry {
	if len(texts) == 0 {
		return nil
	}
	k := strings.Join(texts, " ")
	if e, ok := g.byKey[k]; ok {
		return e
	}
	// "MOSUL, IRAQ": datelines and credits shout; an acronym stays as written.
	allCaps := true
	minLen := 4 // "IRAQ", not "US" or "UN", which stay acronyms
	if len(texts) > 1 {
		minLen = 2 // "NEW ZEALAND"
	}
	for _, t := range texts {
		if t == "'s" && len(texts) > 1 || t == "," && len(texts) > 2 {
			continue // "DONETSK PEOPLE'S REPUBLIC", "WASHINGTON, DC"
		}
		if !isAllCaps(t) || len(t) < minLen {
			allCaps = false
			break
		}
	}
	if allCaps {
		tc := make([]string, len(texts))
		for i, t := range texts {
			tc[i] = titleCase(t)
			if low := strings.ToLower(t); i > 0 && (connectors[low] || low == "the" || low == "and" || nameParticles[low]) {
				tc[i] = low // "DEMOCRATIC REPUBLIC OF THE CONGO"
			} else if i > 0 && len(t) == 2 {
				tc[i] = t // the postal code of "WASHINGTON, DC"
			} else if len(t) > 3 && t[1] == '\'' {
				// "COTE D'IVOIRE", "L'AQUILA": an elided article, lower case
				// inside a name
				tc[i] = t[:2] + titleCase(t[2:])
				if i > 0 {
					tc[i] = strings.ToLower(t[:2]) + titleCase(t[2:])
				}
			}
		}
		if e, ok := g.byKey[strings.Join(tc, " ")]; ok {
			return e
		}
		if len(texts) > 1 && len(texts[0]) == 2 {
			tc[0] = texts[0] // "DR CONGO": an acronym opens the name
			if e, ok := g.byKey[strings.Join(tc, " ")]; ok {
				return e
			}
		}
	}
	// "Trinidad And Tobago": Getty's datelines capitalise a name's "and"
	// (copied and joined only when such a word is there: every run's
	// lookups pass through here)
	if len(texts) > 2 {
		var lowered []string
		for i, t := range texts[1 : len(texts)-1] {
			if t == "And" || t == "Of" || t == "The" {
				if lowered == nil {
					lowered = slices.Clone(texts)
				}
				lowered[i+1] = strings.ToLower(t)
			}
		}
		if lowered != nil {
			if e, ok := g.byKey[strings.Join(lowered, " ")]; ok {
				return e
			}
		}
	}
	// "eastern Ghouta": a lower-case first word of a multi-word form.
	if len(texts) > 1 {
		first := upperFirst(texts[0])
		if first != texts[0] {
			if e, ok := g.byKey[first+k[len(texts[0]):]]; ok {
				return e
			}
		}
	}
	return nil
}

// stateAbbrev is a state or province an abbreviation stands for.
type stateAbbrev struct{ name, country string }

// addStates reads the states of country with their postal codes and
// agency abbreviations.
func (g *gazetteer) addStates(rows [][]string, country string) {
	for _, c := range rows {
		state := stateAbbrev{c[0], country}
		if e := g.lookupTokens(wordTexts(c[0])); e == nil {
			// a state whose name no country or curated place has taken
			g.add(&gazEntry{Type: schema.Place, Name: c[0], Kind: "province", Country: country, Forms: []string{c[0]}})
		} else if e.Kind == "country" {
			// "Atlanta, Georgia": read like an abbreviation, after a US town
			g.stateAbbrevs[c[0]] = state
			g.postal[c[0]] = true
		}
		g.stateAbbrevs[col(c, 1)] = state
		g.postal[col(c, 1)] = true
		for _, ab := range splitList(col(c, 2)) {
			if strings.Count(ab, ".") == 1 {
				ab = strings.TrimSuffix(ab, ".") // tokenized "Calif" "."
			}
			if !strings.Contains(ab, " ") {
				g.stateAbbrevs[ab] = state
			}
		}
	}
}

func upperFirst(s string) string {
	for i, r := range s {
		return strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}
