package extract

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// analysis is what the body of one caption yields.
type analysis struct {
	mentions  []mention
	dates     []dateMention
	photoDate string
	partOf    [][2]string
}

var monthWords = map[string]bool{
	"January": true, "February": true, "March": true, "April": true, "May": true, "June": true,
	"July": true, "August": true, "September": true, "October": true, "November": true, "December": true,
	"Jan": true, "Feb": true, "Mar": true, "Apr": true, "Jun": true, "Jul": true, "Aug": true,
	"Sep": true, "Sept": true, "Oct": true, "Nov": true, "Dec": true,
	"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true,
	"Saturday": true, "Sunday": true,
}

// abbrevs keep their dot inside a name run and do not end a sentence.
var abbrevs = map[string]bool{
	"Gen": true, "Dr": true, "Lt": true, "Col": true, "Sgt": true, "St": true, "Mr": true, "Mrs": true,
	"Ms": true, "Capt": true, "Maj": true, "Brig": true, "Cpl": true, "Pvt": true, "Rep": true, "Sen": true,
	"Gov": true, "Reps": true, "Sens": true, "Adm": true, "Cmdr": true, "Rev": true, "Prof": true, "Jr": true, "Sr": true, "Mt": true,
	"Jan": true, "Feb": true, "Mar": true, "Apr": true, "Jun": true, "Jul": true, "Aug": true,
	"Sep": true, "Sept": true, "Oct": true, "Nov": true, "Dec": true, "No": true, "Staff": false,
}

// connectors may join capitalised words inside an organisation's name.
var connectors = map[string]bool{"of": true, "for": true, "and": false}

// placeOf: "the town of X", "the outskirts of X" type X as a place.
var placeOf = map[string]bool{
	"town": true, "city": true, "village": true, "neighbourhood": true, "neighborhood": true,
	"district": true, "province": true, "governorate": true, "region": true, "area": true,
	"suburb": true, "suburbs": true, "outskirts": true, "capital": true, "campus": true, "grounds": true, "countryside": true, "heart": true,
	"centre": true, "center": true, "edges": true, "streets": true, "port": true, "islands": true,
	"island": true, "state": true, "county": true, "municipality": true, "camp": true, "enclave": true,
	"north": true, "south": true, "east": true, "west": true, "northeast": true, "northwest": true,
	"southeast": true, "southwest": true, "part": true, "parts": true, "quarter": true, "border": true,
}

// placePreps usually precede a place.
var placePreps = map[string]bool{
	"in": true, "at": true, "near": true, "outside": true, "across": true, "around": true,
	"towards": true, "toward": true, "into": true, "inside": true, "from": true, "to": true, "through": true,
}

// roleWords before a name make it a person: "the spokesman Ali Ahmad".
var roleWords = map[string]bool{
	"leader": true, "commander": true, "spokesman": true, "spokeswoman": true, "minister": true,
	"president": true, "photographer": true, "chief": true, "mother": true, "father": true, "son": true,
	"daughter": true, "wife": true, "husband": true, "brother": true, "sister": true, "named": true,
	"activist": true, "journalist": true, "candidate": true, "envoy": true, "general": true,
	"resident": true, "mayor": true, "governor": true, "officer": true, "volunteer": true, "doctor": true,
	"nurse": true, "player": true, "artist": true, "singer": true, "girl": true, "boy": true, "man": true,
	"woman": true, "refugee": true, "fighter": true, "soldier": true, "surgeon": true, "couple": true,
	"grandmother": true, "grandfather": true, "uncle": true, "aunt": true, "cousin": true, "rapper": true,
	"sheikh": true, "cleric": true, "priest": true, "teacher": true, "student": true, "lawmaker": true,
	"international": true, "striker": true, "midfielder": true, "goalkeeper": true, "coach": true,
}

// placeWords at the end of a name make it a place: "Carlton Hotel".
var placeWords = map[string]bool{
	"hotel": true, "airport": true, "mosque": true, "hospital": true, "square": true, "street": true,
	"bridge": true, "camp": true, "base": true, "stadium": true, "palace": true, "mountains": true,
	"mountain": true, "river": true, "valley": true, "sea": true, "island": true, "islands": true,
	"province": true, "region": true, "county": true, "district": true, "lake": true, "desert": true,
	"park": true, "gate": true, "market": true, "school": true, "prison": true, "tower": true, "dam": true,
	"road": true, "avenue": true, "highway": true, "plain": true, "plains": true, "heights": true,
	"strait": true, "gulf": true, "bay": true, "coast": true, "peninsula": true, "cathedral": true,
	"mosques": true, "citadel": true, "castle": true, "temple": true, "crossing": true, "city": true,
	"governorate": true, "port": true, "harbour": true, "harbor": true, "field": true, "oilfield": true,
	"village": true, "town": true, "gap": true, "slum": true, "penitentiary": true, "hall": true,
	"zone": true, "abbey": true, "embassy": true, "plant": true, "reactor": true, "canal": true,
	"quarter": true, "library": true, "museum": true, "university": true, "college": true, "academy": true, "building": true, "courts": true, "courthouse": true,
	"cemetery": true, "graveyard": true, "station": true, "terminal": true, "arena": true,
	"theatre": true, "theater": true, "monument": true, "memorial": true, "residence": true,
	"compound": true, "motorway": true, "expressway": true, "freeway": true, "boulevard": true,
	"beach": true, "forest": true, "volcano": true, "glacier": true, "reservoir": true,
	"refinery": true, "airfield": true, "checkpoint": true, "pier": true, "mall": true,
	"way": true, "lane": true, "buildings": true, "shoal": true, "reef": true, "atoll": true, "islet": true, "lagoon": true, "corridor": true,
}

// leadingPlaceWords open a place name: "Camp Lejeune", "Mount Sinjar".
var leadingPlaceWords = map[string]bool{
	"camp": true, "mount": true, "mt": true, "lake": true, "fort": true, "cape": true, "wadi": true,
	"jebel": true, "jabal": true, "tal": true, "tell": true, "kafr": true, "ras": true, "ain": true,
	"port": true, "lake's": false, "isla": true, "rio": true, "san": true, "santa": true, "saint": true,
	"gulf": true, "strait": true, "bay": true, "isle": true, "university": true, "church": true,
	"cathedral": true, "mosque": true, "monastery": true, "basilica": true, "chapel": true,
	"synagogue": true, "temple": true, "shrine": true, "metro": true, "stade": true, "stadion": true,
	"plaza": true, "praça": true, "praca": true, "estadio": true, "estádio": true, "avenida": true,
	"calle": true, "rua": true, "playa": true, "parque": true, "place": true, "rue": true, "piazza": true,
	"palacio": true, "palais": true, "palazzo": true, "puerto": true, "cerro": true, "colonia": true,
	"barrio": true, "hotel": true, "hospital": true, "estación": true, "aeropuerto": true, "plac": true,
	"ulica": true, "platz": false, "pont": true, "porte": true, "quai": true, "jardin": true,
}

// placeCentres before "Centre" make a building, not a body.
var placeCentres = map[string]bool{
	"convention": true, "conference": true, "exhibition": true, "trade": true, "shopping": true,
	"government": true, "medical": true, "detention": true, "community": true, "cultural": true,
	"civic": true, "sports": true, "aquatics": true, "evacuation": true, "distribution": true,
	"registration": true, "reception": true, "transit": true, "processing": true, "holding": true,
	"business": true, "financial": true, "youth": true, "congress": true, "memorial": true,
	"visitor": true, "visitors": true, "heritage": true, "islamic": true, "health": false,
}

// compassPrefixes open a region's name before a known place.
var compassPrefixes = map[string]bool{
	"North": true, "South": true, "East": true, "West": true, "Upper": true, "Lower": true,
	"Northern": true, "Southern": true, "Eastern": true, "Western": true, "Central": true,
}

// ofHeads are place words that take their name after "of".
var ofHeads = map[string]bool{
	"university": true, "college": true, "academy": true, "cape": true, "gulf": true, "strait": true,
	"straits": true, "bay": true, "sea": true, "isle": true, "island": true, "islands": true,
	"church": true, "cathedral": true, "mosque": true, "dome": true, "temple": true, "tomb": true,
	"shrine": true, "palace": true, "museum": true, "house": true, "horn": true, "sea's": false,
}

// clubOpeners and clubClosers make a sports club's name: "Real Madrid",
// "Sporting Lisbon", "Leeds United", "Hatayspor".
var (
	clubOpeners = map[string]bool{
		"Real": true, "Atlético": true, "Atletico": true, "Sporting": true, "Deportivo": true,
		"Olympique": true, "Dynamo": true, "Dinamo": true, "Borussia": true, "Inter": true, "AC": true,
		"FC": true, "Racing": true, "Athletic": true, "Club": true, "CF": true, "AS": true, "SS": true,
		"Juventus": true, "Galatasaray": true, "Fenerbahce": true, "Fenerbahçe": true, "Besiktas": true,
		"Beşiktaş": true, "Bayer": true, "Eintracht": true, "Hertha": true, "Werder": true, "Schalke": true,
		"VfB": true, "VfL": true, "RB": true, "SSC": true, "SL": true, "FK": true, "NK": true, "PSV": true,
	}
	clubClosers = map[string]bool{
		"FC": true, "F.C.": true, "CF": true, "SC": true, "AFC": true, "United": true, "Hotspur": true,
		"Rovers": true, "Wanderers": true, "Albion": true, "Athletic": true, "Spor": true,
	}
)

// placePiece reports whether tokens [a,b) name a place: a curated one, or
// a GeoNames area or town of some size ("Texas", "Gaza").
func (x *Extractor) placePiece(body string, toks []token, a, b int, gz *gazEntry, c *capCtx) bool {
	if gz != nil {
		return gz.Type == schema.Place
	}
	p, ok := pickGeo(x.gaz.geoLookup(spanText(body, toks, a, b)), c.countries, "", false)
	return ok && (p.admin() || p.Pop >= 10000)
}

// wholeEnd is where a run's first name ends: at its first "'s", unless
// the possessive is inside a name ("St. Peter's Square", not "Kyiv's").
func wholeEnd(g *gazetteer, toks []token, a, b int) int {
	for k := a + 1; k < b; k++ {
		if toks[k].Kind == tokPoss && toks[k].Text == "'s" {
			if g.lookupTokens(texts(toks, a, k)) == nil && placeWords[lower(toks, b-1)] && k+1 < b {
				return b
			}
			return k
		}
	}
	return b
}

func hasPossessive(ts []token) bool {
	for _, t := range ts {
		if t.Kind == tokPoss && t.Text == "'s" {
			return true
		}
	}
	return false
}

// clubPeople are "of" a club: "fans of X", "the coach of X".
var clubPeople = map[string]bool{
	"fans": true, "players": true, "coach": true, "striker": true, "midfielder": true, "defender": true,
	"goalkeeper": true, "captain": true, "supporters": false, "manager": true, "forward": true,
}

// clubName reports whether a run's words name a sports club.
func clubName(words []string) bool {
	if len(words) == 1 {
		w := words[0]
		return strings.HasSuffix(w, "spor") && len(w) > 6 && isCapitalized(w)
	}
	return clubOpeners[words[0]] || clubClosers[words[len(words)-1]]
}

// shoutWords are all-caps words in a body that name nothing.
var shoutWords = map[string]bool{
	"TOPSHOT": true, "UPDATE": true, "EDITORS": true, "NOTE": true, "PHOTO": true, "FILE": true,
	"TV": true, "RETRANSMISSION": true, "CORRECTION": true, "ATTENTION": true, "EDITORIAL": true,
	"USE": true, "ONLY": true, "RESTRICTED": true, "MANDATORY": true, "CREDIT": true, "HANDOUT": true,
	"WARNING": true, "GRAPHIC": true, "CONTENT": true, "I": true, "OK": true, "TPX": true, "IMAGES": true,
	"OF": true, "THE": true, "DAY": true, "AM": true, "PM": true, "GMT": true, "UTC": true,
	"FILES": true, "FILES)": false, "EXCLUSIVE": true, "WIDER": true, "IMAGE": true, "VIDEO": true,
}

type run struct{ a, b int } // token range [a,b)

// unitWords after a bare number make a unit's name: "444 Brigade".
var unitWords = map[string]bool{
	"brigade": true, "battalion": true, "regiment": true, "division": true, "squadron": true,
	"corps": true, "unit": true, "army": true, "fleet": true, "wing": true, "group": false,
}

// numberedHeads take a number after them as part of the name: "Highway 32",
// "Unit 8200", "Terminal 2".
var numberedHeads = map[string]bool{
	"highway": true, "route": true, "interstate": true, "unit": true, "gate": true, "terminal": true,
	"block": true, "camp": true, "pier": true, "sector": true, "hangar": true, "building": true,
	"area": true, "road": true, "platform": true, "checkpoint": true, "brigade": true, "battalion": true,
	"station": true, "hall": true, "ward": true, "zone": true, "base": true, "lot": true,
}

// reOrdinal lets "82nd Airborne Division" start with its number.
var reOrdinal = regexp.MustCompile(`^\d+(?:st|nd|rd|th)$`)

var reUndated = regexp.MustCompile(`(?i)\bundated\s+(?:photo|picture|image|handout|file)`)

// analyse finds the dates, names and place nesting of a caption body.
func (x *Extractor) analyse(body string) analysis {
	var out analysis
	out.dates = findDates(body)
	if d, ok := datelineDate(body, out.dates); ok {
		out.dates = append([]dateMention{d}, out.dates...)
	}
	toks := tokenize(body)
	inDate := make([]bool, len(toks))
	di := 0
	for i, t := range toks {
		for di < len(out.dates) && out.dates[di].End <= t.Start {
			di++
		}
		if di < len(out.dates) && t.Start >= out.dates[di].Start && t.End <= out.dates[di].End {
			inDate[i] = true
		}
	}
	for i := range toks {
		inDate[i] = inDate[i] || monthBreak(toks, i)
	}
	sentStart := sentenceStarts(toks)
	out.photoDate = photoDate(out.dates, toks, sentStart)
	if reUndated.MatchString(body) {
		out.photoDate = "" // "in this undated photo released on ... by KCNA"
	}

	proseText := cutAt(body, x.cfg.proseLimit)
	runs := x.gaz.findRuns(toks, inDate)
	c := &capCtx{
		countries: x.gaz.captionCountries(toks, runs),
		tagText:   func() proseHints { return x.hints(proseText) },
	}
	var ms []mention
	for _, r := range runs {
		ms = append(ms, x.interpret(body, toks, r, sentStart, c)...)
	}
	ms = dropCaseNames(toks, ms)
	ms = mergeParens(body, toks, ms, x.gaz)
	ms = mergeKnownAs(toks, ms)
	ms = mergeNicknames(body, toks, ms)
	ms = dropBuriedOwners(toks, ms)
	ms = mergeSurnames(ms)
	unifyKnown(ms)
	ms = mergeAliasUses(ms)
	typeLists(toks, ms)
	x.gaz.link(ms, c.countries)
	out.mentions = ms
	out.partOf = x.nest(toks, ms, out.dates, sentStart)
	return out
}

// sentenceStarts marks tokens that begin a sentence.
func sentenceStarts(toks []token) []bool {
	st := make([]bool, len(toks))
	if len(toks) > 0 {
		st[0] = true
	}
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Kind != tokPunct {
			continue
		}
		switch t.Text {
		case ".", "!", "?":
			if t.Text == "." && i > 0 && toks[i-1].Kind == tokWord && toks[i-1].End == t.Start &&
				(abbrevs[toks[i-1].Text] || len([]rune(toks[i-1].Text)) == 1) {
				continue
			}
			j := i + 1
			for j < len(toks) && toks[j].Kind == tokPunct && strings.ContainsAny(toks[j].Text, "\"”“'’)") {
				j++
			}
			if j < len(toks) {
				st[j] = true
			}
		case ":", "\"", "“", "—", "–":
			if i+1 < len(toks) {
				st[i+1] = true
			}
		case "-":
			// "TOPSHOT - Cars carrying refugees ..."
			if i > 0 && i+1 < len(toks) && labelOnly(toks[:i]) {
				st[i+1] = true
			}
		}
	}
	return st
}

// labelOnly reports whether toks are shouted label words ("TOPSHOT").
func labelOnly(toks []token) bool {
	for _, t := range toks {
		if t.Kind == tokWord && !shoutWords[t.Text] {
			return false
		}
	}
	return true
}

// photoDate picks the dateline date: the first full date of the first
// sentence, else its first date of any precision, else the first full date.
func photoDate(dates []dateMention, toks []token, sentStart []bool) string {
	// "FILE PHOTO: ...", "TOPSHOT - ...": a label is no first sentence
	from := 0
	for from < len(toks) && (toks[from].Kind == tokPunct || shoutWords[toks[from].Text]) {
		from++
	}
	firstEnd := -1
	for i := from + 1; i < len(toks); i++ {
		if sentStart[i] {
			firstEnd = toks[i].Start
			break
		}
	}
	inFirst := func(d dateMention) bool { return firstEnd < 0 || d.Start < firstEnd }
	for _, d := range dates {
		if d.Full && inFirst(d) {
			return d.ISO
		}
	}
	for _, d := range dates {
		if inFirst(d) && len(d.ISO) == 7 {
			return d.ISO
		}
	}
	for _, d := range dates {
		if d.Full {
			return d.ISO
		}
	}
	for _, d := range dates {
		if inFirst(d) && !d.Attributive {
			return d.ISO // "in 2023": a year is all the caption says
		}
	}
	return ""
}

func breaker(t token, inDate bool) bool {
	return inDate
}

// monthBreak reports whether token i is a month or weekday that ends a name
// run ("Syria February 21"). "Mar", "Jan" and "May" open names too ("Vina
// del Mar", "Theresa May"), so they break a run only before a number.
func monthBreak(toks []token, i int) bool {
	w := toks[i].Text
	if toks[i].Kind != tokWord {
		return false
	}
	if isAllCaps(w) && len(w) > 2 {
		w = titleCase(w)
	}
	if !monthWords[w] {
		return false
	}
	if monthNames[w] && w != "May" {
		return true
	}
	j := i + 1
	if j < len(toks) && toks[j].Text == "." {
		j++
	}
	return j < len(toks) && toks[j].Kind == tokWord && toks[j].Text[0] >= '0' && toks[j].Text[0] <= '9'
}

// monthNames are the unambiguous full month and weekday names.
var monthNames = map[string]bool{
	"January": true, "February": true, "March": true, "April": true, "May": true, "June": true,
	"July": true, "August": true, "September": true, "October": true, "November": true, "December": true,
	"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true,
	"Saturday": true, "Sunday": true,
}

// findRuns groups capitalised words (with the particles and connectors that
// may sit inside a name) into candidate name runs.
func (g *gazetteer) findRuns(toks []token, inDate []bool) []run {
	var runs []run
	i := 0
	for i < len(toks) {
		t := toks[i]
		ordinal := (reOrdinal.MatchString(t.Text) || isNumber(t.Text) && len(t.Text) <= 4 && unitWords[lower(toks, i+1)]) &&
			i+1 < len(toks) && toks[i+1].Kind == tokWord && isCapitalized(toks[i+1].Text) && !inDate[i]
		if !ordinal && (t.Kind != tokWord || breaker(t, inDate[i]) || !(isCapitalized(t.Text) || isAllCaps(t.Text))) {
			i++
			continue
		}
		j := i + 1
		for j < len(toks) {
			u := toks[j]
			adjacentNext := func(k int) bool {
				return k < len(toks) && toks[k].Kind == tokWord && !breaker(toks[k], inDate[k]) && isCapitalized(toks[k].Text)
			}
			switch {
			case u.Kind == tokWord && !breaker(u, inDate[j]) && (isCapitalized(u.Text) || elidedName(u.Text)) && !modelCode(u.Text):
				j++
				continue
			case u.Kind == tokWord && !breaker(u, inDate[j]) && toks[j-1].Kind == tokWord && syllableName(u.Text) && !g.demonyms[strings.SplitN(u.Text, "-", 2)[0]]:
				// "Lee Jae-myung", "Kim Jong-un"
				j++
				continue
			case u.Kind == tokPunct && u.Text == "." && u.Start == toks[j-1].End && (abbrevs[toks[j-1].Text] || initial(toks[j-1].Text)) && adjacentNext(j+1):
				// "Gen. Ali", "Mute B. Egede"
				j++
				continue
			case u.Kind == tokPunct && u.Text == "." && toks[j-1].Text == "No" && j+2 < len(toks) && isNumber(toks[j+1].Text) && adjacentNext(j+2):
				// "Urumqi No. 3 Detention Center"
				j += 2
				continue
			case u.Kind == tokPoss && u.Text == "'s" && adjacentNext(j+1):
				j++
				continue
			case u.Kind == tokPoss && u.Text != "'s" && adjacentNext(j+1) && (orgWords[lower(toks, j+1)] || placeWords[lower(toks, j+1)]):
				// "Metalworkers' Union", "Magistrates' Courts"
				j++
				continue
			case u.Kind == tokWord && nameParticles[strings.ToLower(u.Text)]:
				// "de la Cruz", "von der Leyen"
				k := j
				for k < len(toks) && k < j+3 && toks[k].Kind == tokWord && nameParticles[strings.ToLower(toks[k].Text)] {
					k++
				}
				if adjacentNext(k) {
					j = k
					continue
				}
			case u.Kind == tokWord && (connectors[u.Text] || u.Text == "the") && g.continuesKnown(toks, i, j):
				j++
				continue
			case u.Kind == tokWord && connectors[u.Text] && adjacentNext(j+1) && (runHasOrgWord(toks[i:j]) || u.Text == "of" && ofHeads[lower(toks, j-1)]):
				// "Ministry of Health", "Cape of Good Hope", "University of Dhaka"
				j++
				continue
			case u.Kind == tokWord && connectors[u.Text] && lower(toks, j+1) == "the" && adjacentNext(j+2) && runHasOrgWord(toks[i:j]):
				// "National Council for the Safeguard of the Homeland"
				j += 2
				continue
			case u.Kind == tokWord && u.Text == "and" && adjacentNext(j+1) && (g.andJoinsName(toks, i, j) || acronymSpans(toks, i, j) || toks[i].Text == "Operation"):
				j++
				continue
			case u.Kind == tokWord && u.Text == "the" && j > i && connectors[toks[j-1].Text] && adjacentNext(j+1):
				j++
				continue
			}
			break
		}
		// never end on a connector
		for j > i+1 && (toks[j-1].Kind != tokWord || connectors[toks[j-1].Text] || toks[j-1].Text == "the" || toks[j-1].Text == "for" || toks[j-1].Text == "and") {
			j--
		}
		runs = append(runs, run{i, j})
		i = j
	}
	return runs
}

// participle: "Mounted", "Displaced", "Smiling", "Reportedly": a word that
// opens a sentence as a modifier, not a name.
func participle(w string) bool {
	if !isCapitalized(w) || isAllCaps(w) || len(w) < 5 {
		return false
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ly")
}

// knownPrefix reports whether the run toks[a:b] opens with a known name of
// two or more words, or is one.
func (g *gazetteer) knownPrefix(toks []token, a, b int) bool {
	for n := min(g.maxTokens, b-a); n >= 1; n-- {
		if (n > 1 || n == b-a) && g.lookupTokens(texts(toks, a, a+n)) != nil {
			return true
		}
	}
	return false
}

// initial: a single capital letter, a middle initial when a dot follows.
func initial(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return size == len(w) && unicode.IsUpper(r)
}

// elidedName: "d'Iena", "l'Ouverture": a French elided article before a
// capitalised word, inside a name ("Pont d'Iena", "Mossos d'Esquadra").
func elidedName(w string) bool {
	for _, p := range []string{"d'", "l'", "d’", "l’"} {
		if strings.HasPrefix(w, p) && len(w) > len(p) {
			r, _ := utf8.DecodeRuneInString(w[len(p):])
			return unicode.IsUpper(r)
		}
	}
	return false
}

// modelCode: "P-3K2", "Su-25", "MH17": a code of letters and digits, which
// ends a name run ("a New Zealand Defence Force P-3K2 Orion").
func modelCode(w string) bool {
	if reOrdinal.MatchString(w) {
		return false // "82nd Airborne Division"
	}
	letters, digits := false, false
	for _, r := range w {
		letters = letters || unicode.IsLetter(r)
		digits = digits || unicode.IsDigit(r)
	}
	return letters && digits
}

// andJoinsName reports whether the "and" at toks[j] sits inside one name
// that began at toks[i]: a known name ("Jammu and Kashmir") or an
// organisation whose words go on to an organisation word ("National
// Disaster Risk Reduction and Management Council", "Disaster and Emergency
// Management Authority"), when the words before "and" are no name of their own.
func (g *gazetteer) andJoinsName(toks []token, i, j int) bool {
	if g.continuesKnown(toks, i, j) {
		return true
	}
	start := i
	for k := j - 1; k > i; k-- {
		if toks[k].Kind == tokPoss || toks[k].Kind == tokPunct {
			start = k + 1
			break
		}
	}
	if start >= j || g.lookupTokens(texts(toks, start, j)) != nil || runHasOrgWord(toks[start:j]) {
		return false
	}
	for k := start; k < j; k++ {
		if k == start && k+1 < j {
			if e := g.lookupTokens(texts(toks, k, k+1)); e != nil && e.Type == schema.Place {
				continue // "U.S. Customs and Border Protection"
			}
		}
		if toks[k].Kind != tokWord || g.demonyms[toks[k].Text] || isAllCaps(toks[k].Text) {
			return false
		}
	}
	for k := j + 1; k < len(toks) && k <= j+4; k++ {
		if toks[k].Kind != tokWord || !isCapitalized(toks[k].Text) {
			return false
		}
		if orgWords[strings.ToLower(toks[k].Text)] {
			return k+1 >= len(toks) || toks[k+1].Kind != tokWord || !isCapitalized(toks[k+1].Text) || orgWords[lower(toks, k+1)]
		}
	}
	return false
}

// acronymSpans reports whether the "and" at toks[j] lies inside a name
// whose acronym follows it in brackets: "Pacific Gas and Electric (PG&E)",
// "Customs and Border Protection (CBP)".
func acronymSpans(toks []token, i, j int) bool {
	k := j + 1
	if j >= len(toks) || toks[j].Text != "and" {
		k = j // a whole run [i,j): is it followed by its acronym?
	}
	for k < len(toks) && toks[k].Kind == tokWord && (isCapitalized(toks[k].Text) || connectors[toks[k].Text] || toks[k].Text == "and") {
		k++
	}
	if k+2 >= len(toks) || toks[k].Text != "(" || toks[k+2].Text != ")" || !isAllCaps(toks[k+1].Text) {
		return false
	}
	var initials []rune
	for _, t := range toks[i:k] {
		if t.Kind == tokWord && isCapitalized(t.Text) && t.Text != "The" {
			r, _ := utf8.DecodeRuneInString(t.Text)
			initials = append(initials, r)
		}
	}
	var letters []rune
	for _, r := range toks[k+1].Text {
		if unicode.IsUpper(r) {
			letters = append(letters, r)
		}
	}
	in, l := string(initials), string(letters)
	if j < len(toks) && toks[j].Text == "and" && len(letters) >= 3 && runHasOrgWord(toks[i:j]) {
		// "Center for Volcanology and Geological Hazard Mitigation
		// (PVMBG)": a body's acronym in its own language
		return true
	}
	return len(letters) >= 2 && len(initials) > 1 && (strings.HasSuffix(in, l) || strings.HasPrefix(in, l))
}

// syllableName: a given name of two hyphenated syllables, the second in
// lower case ("Jae-myung", "Suk-yeol"), unlike a modifier ("Hamas-run",
// "Russian-backed", "NATO-led") whose tail is an English participle.
func syllableName(w string) bool {
	parts := strings.Split(w, "-")
	if len(parts) != 2 {
		return false
	}
	head, tail := parts[0], parts[1]
	hr := []rune(head)
	if len(hr) < 2 || len(hr) > 4 || !isCapitalized(head) || isAllCaps(head) {
		return false
	}
	tr := []rune(tail)
	if len(tr) < 1 || len(tr) > 5 || isCapitalized(tail) {
		return false
	}
	switch {
	case strings.HasSuffix(tail, "ed"), strings.HasSuffix(tail, "ing"):
		return false
	}
	switch tail {
	case "run", "led", "held", "born", "made", "wide", "like", "era", "type", "free", "up", "in", "out", "off", "on", "old", "year":
		return false
	}
	return true
}

func runHasOrgWord(ts []token) bool {
	for _, t := range ts {
		if orgWords[strings.ToLower(t.Text)] {
			return true
		}
	}
	return false
}

func spanText(body string, toks []token, a, b int) string {
	if a >= b {
		return ""
	}
	return collapseSpace(body[toks[a].Start:toks[b-1].End])
}

func texts(toks []token, a, b int) []string {
	out := make([]string, 0, b-a)
	for _, t := range toks[a:b] {
		out = append(out, t.Text)
	}
	return out
}

// interpret turns one run into zero or more typed mentions.
func (x *Extractor) interpret(body string, toks []token, r run, sentStart []bool, c *capCtx) []mention {
	g := x.gaz
	a, b := r.a, r.b
	// A leading "The"/"A" or a capitalised common word opening a sentence.
	for a < b && toks[a].Kind == tokWord && (sentStart[a] || toks[a].Text == "The" || toks[a].Text == "A") {
		if g.knownPrefix(toks, a, b) {
			break // "New Zealand Prime Minister ...", "The Hague"
		}
		w := toks[a].Text
		if g.common[w] || w == "The" || w == "A" || (sentStart[a] && b-a == 1 && g.lookupTokens([]string{w}) == nil && !g.demonyms[w] && commonTag(c.tag(w))) ||
			sentStart[a] && b-a > 1 && participle(w) && g.lookupTokens([]string{w}) == nil && len(g.geoLookup(w)) == 0 {
			// "Mounted U.S. Border Patrol agents", "Wounded Gaza children"
			a++
			for a < b && toks[a].Kind != tokWord {
				a++
			}
			continue
		}
		break
	}
	if a >= b {
		return nil
	}
	if m, ok := x.usState(body, toks, a, b); ok {
		if m.entity.Name == "" {
			return nil // the "D.C." of "Washington, D.C."
		}
		return []mention{m}
	}
	// "Delmas 32 neighborhood", "Sham 2, a homemade armoured vehicle": a
	// short number right after a name, before a place word or a comma,
	// is part of the name.
	if b+1 < len(toks) && toks[b].Kind == tokWord && isNumber(toks[b].Text) && len(toks[b].Text) <= 3 {
		gw, _, ok := g.genericAfter(toks, b+1)
		unknown := g.lookupTokens(texts(toks, a, b)) == nil && len(g.geoLookup(spanText(body, toks, a, b))) == 0
		if ok && !gw.facility || toks[b+1].Text == "," && b-a == 1 && unknown {
			b++
		}
	}
	if b < len(toks) && toks[b].Kind == tokWord && isNumber(toks[b].Text) && len(toks[b].Text) <= 5 &&
		toks[b].Start == toks[b-1].End+1 && numberedHeads[lower(toks, b-1)] {
		b++
	}
	if b-a == 1 && pairedNames(g, toks[a].Text) {
		// "the Russia-Ukraine conflict", "Israel-Hamas war": two names
		// joined into a modifier are not entities of their own.
		return nil
	}
	if participleTail(toks[b-1].Text) || b < len(toks) && toks[b].Start == toks[b-1].End+1 && participleTail(toks[b].Text) && isCapitalized(toks[b].Text) {
		return nil // "an Islamic State-linked insurgency"
	}
	if hyphenModifier(toks, b) {
		// "U.S.-led strikes": a name inside a hyphenated modifier is not
		// an entity of its own.
		return nil
	}
	// "UN refugee agency": a known name continued by lower-case words.
	for n := 3; n >= 1; n-- {
		e := b + n
		if e > len(toks) {
			continue
		}
		ok := true
		for _, t := range toks[b:e] {
			ok = ok && t.Kind == tokWord && !isCapitalized(t.Text)
		}
		if !ok {
			continue
		}
		if gz := g.lookupTokens(texts(toks, a, e)); gz != nil {
			if m, ok := x.mentionFor(body, toks, a, e, gz, true, c); ok {
				return []mention{m}
			}
		}
	}
	if k := g.titleOfSeat(toks, a, b); k > a {
		// "Archbishop of Canterbury Justin Welby": the seat belongs to the
		// title, and the name follows it.
		return x.interpret(body, toks, run{k, b}, sentStart, c)
	}
	if k, ok := x.innerTitle(toks, a, b); ok {
		// "Maui County Mayor Richard Bissen", "Economy Minister Sergio
		// Massa": the words before the title qualify it; they are a name of
		// their own only when they look like one.
		var out []mention
		pb := k
		for pb > a && toks[pb-1].Kind != tokWord {
			pb--
		}
		if x.plausiblePrefix(body, toks, a, pb, c) {
			out = append(out, x.interpret(body, toks, run{a, pb}, sentStart, c)...)
		}
		return append(out, x.interpret(body, toks, run{k, b}, sentStart, c)...)
	}
	// "Port Sudan", "West Darfur": a whole run that GeoNames knows as one
	// place is not split at the curated name inside it.
	if b-a > 1 && g.lookupTokens(texts(toks, a, b)) == nil {
		if ps := g.geoLookup(spanText(body, toks, a, b)); len(ps) > 0 {
			if p, ok := pickGeo(ps, c.countries, "", false); ok && (p.Pop >= 10000 || p.admin()) {
				if m, ok := x.mentionFor(body, toks, a, b, nil, true, c); ok {
					return []mention{m}
				}
			}
		}
	}
	// "Del Rio International Bridge", "Place du Luxembourg", "Real Madrid":
	// a run that opens or closes with a place word, or is shaped like a
	// club's name, is one name whatever known names lie inside it.
	if wb := wholeEnd(g, toks, a, b); wb-a > 1 && g.lookupTokens(texts(toks, a, wb)) == nil && g.titleAt(toks, a, wb) == 0 {
		words := texts(toks, a, wb)
		if leadingPlaceWords[strings.ToLower(words[0])] || placeWords[strings.ToLower(words[len(words)-1])] || clubName(words) || acronymSpans(toks, a, wb) {
			if m, ok := x.mentionFor(body, toks, a, wb, nil, wb == b, c); ok {
				if wb == b {
					return []mention{m}
				}
				// "Real Madrid's Vinicius Junior": the rest is a name of its own
				return append([]mention{m}, x.interpret(body, toks, run{wb + 1, b}, sentStart, c)...)
			}
		}
	}
	// Split into gazetteer pieces and unknown stretches.
	type piece struct {
		a, b int
		gaz  *gazEntry
	}
	var pieces []piece
	i := a
	for i < b {
		if toks[i].Kind != tokWord {
			i++
			continue
		}
		found := false
		maxN := g.maxTokens
		if b-i < maxN {
			maxN = b - i
		}
		for n := maxN; n >= 1; n-- {
			if toks[i+n-1].Kind != tokWord {
				continue
			}
			if e := g.lookupTokens(texts(toks, i, i+n)); e != nil {
				// an acronym alias must be written exactly: "IS", not "Is"
				pieces = append(pieces, piece{i, i + n, e})
				i += n
				found = true
				break
			}
		}
		if found {
			continue
		}
		j := i + 1
		for j < b {
			if toks[j].Kind == tokPoss && toks[j].Text == "'s" {
				break
			}
			stop := false
			for n := 1; n <= g.maxTokens && j+n <= b; n++ {
				if toks[j].Kind == tokWord && toks[j+n-1].Kind == tokWord && g.lookupTokens(texts(toks, j, j+n)) != nil {
					stop = true
					break
				}
			}
			if stop {
				break
			}
			j++
		}
		for j > i+1 && toks[j-1].Kind != tokWord {
			j--
		}
		if len(pieces) > 0 && pieces[len(pieces)-1].gaz == nil && pieces[len(pieces)-1].b == i {
			pieces[len(pieces)-1].b = j
		} else {
			pieces = append(pieces, piece{i, j, nil})
		}
		i = j
	}
	// "Relief Society of Tigray", "University of Baghdad": a name that goes
	// on across "of" or "for" into a known name is one longer name.
	for k := 0; k+1 < len(pieces); k++ {
		p := pieces[k]
		if p.gaz == nil && p.b-p.a >= 2 && (connectors[toks[p.b-1].Text] || toks[p.b-1].Text == "the") && runHasOrgWord(toks[p.a:p.b]) {
			end := k + 1
			for end+1 < len(pieces) && pieces[end+1].gaz == nil {
				end++ // "Ministry of Peshmerga Affairs"
			}
			pieces[k] = piece{p.a, pieces[end].b, nil}
			pieces = append(pieces[:k+1], pieces[end+1:]...)
			k--
		}
	}
	// "North Darfur", "South Kivu": a compass word before a known place
	// names a region of its own.
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.gaz == nil && p.b-p.a == 1 && compassPrefixes[toks[p.a].Text] && q.gaz != nil && q.gaz.Type == schema.Place && q.a == p.b && q.gaz.Kind != "country" {
			pieces[k] = piece{p.a, q.b, nil}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "People's Liberation Army": two unknown stretches joined by a
	// possessive make one organisation's name.
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.gaz == nil && q.gaz == nil && q.a == p.b+1 && toks[p.b].Kind == tokPoss && toks[p.b].Text == "'s" &&
			orgWords[strings.ToLower(toks[q.b-1].Text)] {
			pieces[k] = piece{p.a, q.b, nil}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "Damascus University": a known name followed by an organisation or
	// place word is one longer, unknown name.
	// "Chad Smith": a one-word known place directly followed by other name
	// words, with no comma or possessive between, is part of a longer name.
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.gaz != nil && p.b-p.a == 1 && q.gaz == nil && p.gaz.Type == schema.Place && q.a == p.b &&
			toks[q.a].Kind == tokWord && !g.isTitleWord(toks[q.a].Text) && !g.demonyms[toks[q.a].Text] {
			pieces[k] = piece{p.a, q.b, nil}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "the 41st Gulf Cooperation Council summit": the ordinal numbers a
	// meeting, not the body.
	if len(pieces) == 2 && pieces[0].gaz == nil && pieces[0].b-pieces[0].a == 1 && reOrdinal.MatchString(toks[pieces[0].a].Text) &&
		pieces[1].gaz != nil && pieces[1].gaz.Type == schema.Org {
		pieces = pieces[1:]
	}
	// "Supreme National Security Council": capitalised words before a
	// known organisation that ends the run are the start of its name.
	if n := len(pieces); n >= 2 {
		p, q := pieces[n-2], pieces[n-1]
		if p.gaz == nil && p.b-p.a >= 2 && p.b-p.a <= 3 && q.gaz != nil && q.gaz.Type == schema.Org && q.a == p.b && q.b == b &&
			runHasOrgWord(toks[q.a:b]) && !g.demonyms[toks[p.a].Text] && g.titleAt(toks, p.a, b) == 0 {
			pieces = append(pieces[:n-2], piece{p.a, b, nil})
		}
	}
	// "Bolivarian National Guard": an unknown adjective before a known
	// organisation is part of a longer name.
	if len(pieces) == 2 && pieces[0].gaz == nil && pieces[0].b-pieces[0].a == 1 && pieces[1].gaz != nil &&
		pieces[1].gaz.Type == schema.Org && pieces[1].a == pieces[0].b && pieces[1].b == b {
		w := toks[pieces[0].a].Text
		if !g.demonyms[w] && adjectiveShaped(w) && !sentStart[pieces[0].a] {
			pieces = []piece{{pieces[0].a, b, nil}}
		}
	}
	// "Libyan Red Crescent": a demonym before a known organisation whose
	// name is built on an organisation word is that organisation's own name.
	if len(pieces) == 2 && pieces[0].gaz == nil && pieces[0].b-pieces[0].a == 1 && g.demonyms[toks[pieces[0].a].Text] &&
		pieces[1].gaz != nil && pieces[1].gaz.Type == schema.Org && pieces[1].a == pieces[0].b && pieces[1].b == b &&
		(runHasOrgWord(toks[pieces[1].a:b]) && (pieces[1].gaz.Kind == "intl" || pieces[1].gaz.Kind == "ngo") || pieces[1].gaz.Kind == "party") {
		// "Libyan Red Crescent", "Scottish Conservatives"; not "Italian
		// Guardia di Finanza", which is the Guardia di Finanza
		pieces = []piece{{pieces[0].a, b, nil}}
	}
	// "Texas National Guard", "Gaza Health Ministry": a place written
	// straight before a known organisation names its branch there.
	if len(pieces) == 2 && x.placePiece(body, toks, pieces[0].a, pieces[0].b, pieces[0].gaz, c) && pieces[1].gaz != nil &&
		pieces[1].gaz.Type == schema.Org && pieces[1].a == pieces[0].b && pieces[1].b == b && pieces[1].gaz.Kind != "agency" && pieces[1].gaz.Kind != "media" {
		pieces = []piece{{pieces[0].a, b, nil}}
	}
	// "UNDP Papua New Guinea", "UNICEF Ukraine": a body's office in a country.
	if n := len(pieces); n >= 2 && (pieces[n-2].gaz == nil || pieces[n-2].gaz.Type == schema.Org) && pieces[n-1].gaz != nil &&
		pieces[n-1].gaz.Kind == "country" && pieces[n-1].a == pieces[n-2].b && pieces[n-1].b == b && pieces[n-2].b-pieces[n-2].a == 1 && isAllCaps(toks[pieces[n-2].a].Text) && len(toks[pieces[n-2].a].Text) >= 3 {
		pieces = append(pieces[:n-2], piece{pieces[n-2].a, b, nil})
		if len(pieces) == 1 {
			m := mention{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 8}
			m.entity = schema.Entity{Type: schema.Org, Name: spanText(body, toks, a, b)}
			return []mention{m}
		}
	}
	// "Azerbaijan's Defence Ministry": a country's organisation is one name.
	if len(pieces) == 2 && pieces[0].gaz != nil && pieces[0].gaz.Type == schema.Place && pieces[1].gaz == nil {
		last := strings.ToLower(toks[pieces[1].b-1].Text)
		poss := toks[pieces[0].b].Kind == tokPoss
		if orgWords[last] || (!poss && placeWords[last]) {
			pieces = []piece{{pieces[0].a, pieces[1].b, nil}}
		}
	}
	// "Republican People's Party": an unknown name ending in an
	// organisation word keeps its possessive.
	if len(pieces) > 1 && orgWords[strings.ToLower(toks[b-1].Text)] {
		known := false
		for _, p := range pieces {
			known = known || p.gaz != nil
		}
		if !known {
			pieces = []piece{{pieces[0].a, b, nil}}
		}
	}
	// "Kurdish Red Crescent Society": known names inside a longer
	// organisation or place name are not entities of their own.
	if len(pieces) > 2 && pieces[len(pieces)-1].gaz == nil {
		last := strings.ToLower(toks[b-1].Text)
		poss := false
		for _, t := range toks[pieces[0].a:b] {
			poss = poss || t.Kind == tokPoss
		}
		if !poss && (orgWords[last] || placeWords[last]) {
			pieces = []piece{{pieces[0].a, b, nil}}
		}
	}
	var out []mention
	for pi, p := range pieces {
		atEnd := pi == len(pieces)-1 && p.b == b
		if m, ok := x.mentionFor(body, toks, p.a, p.b, p.gaz, atEnd, c); ok {
			if m.gaz == nil && m.tokEnd-m.tokStart == 1 && sentStart[m.tokStart] && m.score < 4 && !isAllCaps(m.entity.Name) &&
				m.tokEnd < len(toks) && toks[m.tokEnd].Kind == tokWord && !isCapitalized(toks[m.tokEnd].Text) {
				// "Asylum seekers camp...", "Abortion rights activists...": a
				// capitalised first word before lower-case ones is a common
				// noun unless the evidence for a name is strong
				continue
			}
			out = append(out, m)
		}
	}
	return out
}

// genericAfter finds a generic place word right after token b.
func (g *gazetteer) genericAfter(toks []token, b int) (genericWord, int, bool) {
	for _, gw := range g.generics {
		n := len(gw.tokens)
		if b+n > len(toks) {
			continue
		}
		ok := true
		for k := 0; k < n; k++ {
			if toks[b+k].Kind != tokWord || strings.ToLower(toks[b+k].Text) != gw.tokens[k] {
				ok = false
				break
			}
		}
		if ok {
			return gw, b + n, true
		}
	}
	return genericWord{}, b, false
}

func lower(toks []token, i int) string {
	if i < 0 || i >= len(toks) {
		return ""
	}
	return strings.ToLower(toks[i].Text)
}

// mentionFor types the name in tokens [a,b).
func (x *Extractor) mentionFor(body string, toks []token, a, b int, gz *gazEntry, atEnd bool, c *capCtx) (mention, bool) {
	g := x.gaz
	surface := spanText(body, toks, a, b)
	m := mention{pos: toks[a].Start, tokStart: a, tokEnd: b}
	gw, afterGeneric, hasGeneric := genericWord{}, b, false
	if atEnd {
		gw, afterGeneric, hasGeneric = g.genericAfter(toks, b)
		if hasGeneric && gw.facility && (lower(toks, a-1) == "a" || lower(toks, a-1) == "an" || lower(toks, afterGeneric) == "of" || lower(toks, afterGeneric) == "city" || lower(toks, afterGeneric) == "town") {
			// "a Tehran street", "a Kyiv hospital", "the Red Sea port of
			// Salif": a facility in a place, not a facility's name.
			hasGeneric, afterGeneric = false, b
		}
	}
	if hasGeneric {
		m.generic = strings.Join(gw.tokens, " ")
		// "Hmeymim air base" may itself be a known facility.
		if e := g.lookupTokens(texts(toks, a, afterGeneric)); e != nil {
			gz = e
			surface = spanText(body, toks, a, afterGeneric)
			b = afterGeneric
			m.tokEnd = b
			hasGeneric = false
		}
	}
	if gz != nil {
		m.gaz = gz
		m.score = 10
		// The caption's own spelling is the name ("U.N.", "Tayyip
		// Erdogan"), the gazetteer's canonical form an alias: a reader
		// finds the name in the text, and the resolver still makes one
		// node of every spelling.
		if g.demonyms[surface] && gz.Type == schema.Place && fold(surface) != fold(gz.Name) {
			return mention{}, false // "Afghan girls": a demonym names no place
		}
		m.entity = schema.Entity{Type: gz.Type, Name: surface}
		if g.demonyms[surface] || fold(surface) == fold(gz.Name) {
			// "LVIV" and "eastern Ghouta" are Lviv and Eastern Ghouta in
			// other letters
			m.entity.Name = gz.Name
		}
		if gz.Kind == "country" {
			m.entity.CountryCode = gz.Country
		}
		if m.entity.Name != gz.Name {
			m.entity.Aliases = []string{gz.Name}
		} else if surface != gz.Name {
			m.entity.Aliases = []string{surface}
		}
		if hasGeneric && gz.Type == schema.Place {
			long := spanText(body, toks, a, afterGeneric)
			if gw.facility {
				m.entity.Aliases = append(m.entity.Aliases, m.entity.Name)
				m.entity.Name = long
			} else {
				m.entity.Aliases = append(m.entity.Aliases, long)
			}
			m.tokEnd = afterGeneric
		}
		return m, true
	}

	// Unknown name: strip demonyms and titles, then weigh the evidence.
	// "the Queen Consort": a title alone names no one.
	for _, tf := range g.titles {
		if equalTokens(toks[a:b], tf.tokens) {
			return mention{}, false
		}
	}
	// "Operation Home and Garden", "Hurricane Ian", "the Park Fire",
	// "Election Day": operations, storms, fires and days are events.
	if b-a > 1 && (eventName(toks[a:b]) || modelCode(toks[a].Text)) || b-a == 1 && (eventNames[toks[a].Text] || modelCode(toks[a].Text) && strings.Contains(toks[a].Text, "-")) {
		// "A-18E Super Hornet", "Su-25 jets": a model is no entity
		return mention{}, false
	}
	person, orgLead := 0.0, 0.0
	start := a
	for {
		moved := false
		if start < b && g.demonyms[toks[start].Text] {
			rest := texts(toks, start+1, b)
			firstName := len(rest) == 1 && (person > 0 || roleWords[lower(toks, a-1)] || g.titleWords[lower(toks, a-1)])
			// "the ruling Georgian Dream party": the demonym is in the name
			partyName := len(rest) == 1 && (b < len(toks) && orgGenerics[lower(toks, b)] || politicalNames[rest[0]])
			if len(rest) > 0 && !runHasOrgWord(toks[start+1:b]) && !(len(rest) == 1 && (placeWords[strings.ToLower(rest[0])] || placeOf[strings.ToLower(rest[0])])) && !firstName && !partyName {
				// "Finance Minister Christian Lindner" keeps his first name
				// "French Quarter" keeps its demonym
				start++
				moved = true
			}
		}
		if start == a && start+2 < b && appositivePeople[strings.ToLower(toks[start].Text)] {
			// "Farmer Johan van der Merwe"
			start++
			person += 3
			moved = true
		}
		if start+1 < b && orgDescriptors[toks[start].Text] {
			// "the French NGO SOS Mediterranee"
			start++
			orgLead += 6
			moved = true
		}
		if n := g.titleAt(toks, start, b); n > 0 && !namesFacility(toks[start+n:b]) && isCapitalized(toks[start+n].Text) {
			// not "Justice and Development Party"
			start += n
			person += 5
			moved = true
		}
		for start < b && toks[start].Kind != tokWord {
			start++
		}
		if !moved {
			break
		}
	}
	if start >= b {
		return mention{}, false
	}
	// "(Lebanon's) Health Minister Hamad Hassan": a portfolio and its title
	// before a personal name of two or more words.
	for k := start + 1; k+2 < b; k++ {
		n := g.titleAt(toks, k, b)
		if n == 0 || b-(k+n) < 2 || runHasOrgWord(toks[start:k]) || runHasOrgWord(toks[k+n:b]) || g.lookupTokens(texts(toks, start, k)) != nil {
			continue
		}
		names := true
		for _, t := range toks[k+n : b] {
			names = names && t.Kind == tokWord && isCapitalized(t.Text)
		}
		if names {
			start = k + n
			person += 5
		}
		break
	}
	// "the 41st Gulf Cooperation Council summit": the ordinal numbers the
	// meeting, not the body
	if b-start > 1 && reOrdinal.MatchString(toks[start].Text) && eventNouns[lower(toks, b)] {
		start++
	}
	// "Hokuriku Electric Power Co": a company; its suffix is not its name.
	company := ""
	if b-start >= 2 && toks[b-1].Kind == tokWord && companySuffixes[toks[b-1].Text] {
		company = spanText(body, toks, start, b)
		b--
		m.tokEnd = b
	}
	// "Israeli Prime Minister" before a known name: a title alone names no one.
	for _, tf := range g.titles {
		if equalTokens(toks[start:b], tf.tokens) {
			return mention{}, false
		}
	}
	a = start
	m.tokStart = a
	m.pos = toks[a].Start
	words := texts(toks, a, b)
	name := spanText(body, toks, a, b)
	allShout := true
	for _, t := range toks[a:b] {
		if t.Kind == tokWord && !shoutWords[t.Text] {
			allShout = false
		}
	}
	if allShout {
		return mention{}, false
	}
	allDemonym := true
	for _, t := range toks[a:b] {
		if t.Kind == tokWord && !g.demonyms[t.Text] {
			allDemonym = false
		}
	}
	if (allDemonym || g.demonyms[name]) && !(hasGeneric && areaGenerics[m.generic] && m.generic != "state") {
		return mention{}, false
	}
	if len(words) > 1 && g.demonyms[words[len(words)-1]] && !runHasOrgWord(toks[a:b]) {
		// "Ethnic Armenians", "Bosnian Serbs": people described, not named
		return mention{}, false
	}
	if len(words) == 1 {
		w := words[0]
		if g.common[w] || shoutWords[w] || g.titleWords[strings.ToLower(w)] {
			return mention{}, false
		}
	}
	if e := g.lookupTokens(words); e != nil {
		return x.mentionFor(body, toks, a, b, e, atEnd, c)
	}
	if e := g.lookupTokens(words[1:]); len(words) > 1 && e != nil && e.Type == schema.Org && reOrdinal.MatchString(words[0]) {
		// "the 41st Gulf Cooperation Council (GCC) summit"
		return x.mentionFor(body, toks, a+1, b, e, atEnd, c)
	}

	scores := map[schema.EntityType]float64{}
	scores[schema.Person] += person
	scores[schema.Org] += orgLead
	prev, prev2 := lower(toks, a-1), lower(toks, a-2)
	if g.titleWords[prev] || roleWords[prev] {
		scores[schema.Person] += 3
	}
	// "Ursula von der Leyen": a nobiliary or patronymic particle inside a
	// name marks a person.
	for k, w := range words {
		if k > 0 && k < len(words)-1 && personParticles[w] {
			scores[schema.Person] += 4
			break
		}
	}
	// "Nada Merhi, 18,", not "the Gulf Coast, 29 September"
	if b+1 < len(toks) && toks[b].Text == "," && isNumber(toks[b+1].Text) && len(toks[b+1].Text) <= 3 &&
		(b+2 >= len(toks) || toks[b+2].Kind == tokPunct && toks[b+2].Text != "-") {
		scores[schema.Person] += 5
	}
	if hasGeneric {
		scores[schema.Place] += 6
	}
	switch appositiveHead(toks, b) {
	case "person":
		scores[schema.Person] += 6 // "Halima, a 35-year-old mother of seven"
	case "place":
		scores[schema.Place] += 5 // "Kharp, a settlement above the Arctic Circle"
	case "org":
		scores[schema.Org] += 5 // "SOS Mediterranee, a charity"
	case "vessel":
		return mention{}, false // "the Ocean Viking, a rescue ship"
	}
	// "Camilla, the Queen Consort": an appositive title names a person.
	if b+2 < len(toks) && toks[b].Text == "," && lower(toks, b+1) == "the" && g.isTitleWord(toks[b+2].Text) {
		scores[schema.Person] += 5
	}
	// "the charity SOS Mediterranee", "the militant group Hamas"
	if orgNouns[prev] {
		scores[schema.Org] += 4
	}
	// "the ruling Morena party", "the Wagner group"
	orgGeneric := ""
	if atEnd && !hasGeneric && b < len(toks) && toks[b].Kind == tokWord && orgGenerics[toks[b].Text] {
		orgGeneric = toks[b].Text
		scores[schema.Org] += 6
	} else if atEnd && !hasGeneric && b+1 < len(toks) && orgModifiers[lower(toks, b)] && toks[b].Kind == tokWord && orgGenerics[lower(toks, b+1)] {
		// "Carabineros riot police", "the Wagner mercenary group"
		scores[schema.Org] += 6
	}
	if prev == "of" && placeOf[prev2] {
		scores[schema.Place] += 5
	}
	if placePreps[prev] || (prev == "the" && placePreps[prev2]) {
		scores[schema.Place] += 2
	}
	if b+1 < len(toks) && (toks[b].Text == "," || lower(toks, b) == "in") && toks[b+1].Kind == tokWord {
		// "X, Syria", "X in Idlib", "X, Jaffarabad district"
		k := b + 1
		for k < len(toks) && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) && k < b+5 {
			k++
		}
		if k < len(toks) && toks[k].Kind == tokPoss && toks[b].Text == "," {
			// "Prabowo Subianto, Indonesia's defence minister": an
			// appositive, not "X, Country".
			if x.appositiveRole(toks, k+1) {
				scores[schema.Person] += 5
			}
		} else if e := g.lookupTokens(texts(toks, b+1, k)); e != nil && e.Type == schema.Place {
			scores[schema.Place] += 3
		} else if e := g.lookupTokens([]string{toks[b+1].Text}); e != nil && e.Type == schema.Place {
			scores[schema.Place] += 3
		} else if ps := g.geoLookup(spanText(body, toks, b+1, k)); k > b+1 && len(ps) > 0 && (ps[0].admin() || ps[0].Pop >= 20000) {
			scores[schema.Place] += 2
		} else if _, _, ok := g.genericAfter(toks, k); ok && k > b+1 {
			// "X, Jaffarabad district", "X in Jaffarabad district"
			scores[schema.Place] += 3
		}
	}
	if p, s, ok := g.geoEvidence(name, words, c, hasGeneric && areaGenerics[strings.Join(gw.tokens, " ")]); ok {
		scores[schema.Place] += s
		m.place = &p
	}
	lastLow := strings.ToLower(words[len(words)-1])
	if len(words) > 1 && isNumber(lastLow) {
		lastLow = strings.ToLower(words[len(words)-2]) // "Highway 32"
	}
	if len(words) > 1 && (lastLow == "centre" || lastLow == "center") && placeCentres[strings.ToLower(words[len(words)-2])] {
		// "Kenyatta International Convention Centre": a building
		scores[schema.Place] += 8
	}
	if placeWords[lastLow] || (len(words) > 1 && leadingPlaceWords[strings.ToLower(words[0])]) {
		scores[schema.Place] += 5
	}
	for _, w := range words {
		if orgWords[strings.ToLower(w)] {
			scores[schema.Org] += 4
			break
		}
	}
	if len(words) > 1 && orgWords[strings.ToLower(words[0])] && connectors[lower(toks, a+1)] && !leadingPlaceWords[strings.ToLower(words[0])] {
		scores[schema.Org] += 2 // "Ministry of Finance": an organisation word heads the name
	}
	if len(words) == 1 && isAllCaps(words[0]) && len([]rune(words[0])) >= 2 {
		scores[schema.Org] += 2
	}
	if clubName(words) {
		scores[schema.Org] += 8
	}
	// "fans of Vasco da Gama": a club, whatever town shares its name
	if prev == "of" && clubPeople[prev2] {
		scores[schema.Org] += 6
	}
	// prose's vote moves a type by 1.5; it is asked only when that could
	// change the type or whether the name is kept at all.
	typ, top := decideType(scores, words, "")
	for _, vote := range []schema.EntityType{schema.Person, schema.Place, schema.Org} {
		if t, v := decideType(scores, words, vote); t != typ || (v >= 1) != (top >= 1) {
			typ, top = decideType(scores, words, proseVote(c, words))
			break
		}
	}
	if top < 1 {
		return mention{}, false
	}
	m.score = top
	if typ != schema.Place {
		m.place = nil
	}
	if company != "" {
		typ = schema.Org
	}
	if k := ownerPossessive(g, toks, a, b); typ == schema.Org && k > 0 {
		// "Greece's Civil Protection": the body is "Civil Protection";
		// the country buried in its name is no entity of its own
		m.entity = schema.Entity{Type: typ, Name: spanText(body, toks, k, b), Aliases: []string{name}}
		m.score = top
		return m, true
	}
	if typ == schema.Person && b < len(toks) && toks[b].Text == "." && toks[b].Start == toks[b-1].End && initial(toks[b-1].Text) {
		name += "." // "Nahel M."
	}
	m.entity = schema.Entity{Type: typ, Name: name}
	if company != "" {
		m.entity.Aliases = []string{company}
	}
	if typ == schema.Org && orgGeneric != "" {
		m.entity.Aliases = []string{spanText(body, toks, a, b+1)}
	}
	if typ == schema.Place && hasGeneric {
		long := spanText(body, toks, a, afterGeneric)
		if gw.facility {
			m.entity.Aliases = []string{name}
			m.entity.Name = long
		} else {
			m.entity.Aliases = []string{long}
		}
		m.tokEnd = afterGeneric
	}
	return m, true
}

// usState reads a US state's abbreviation after "Place, ": "Forest
// Ranch, Calif.", "PARADISE, CA -", "Buffalo, N.Y.". A postal code needs a
// US place before it; an AP abbreviation needs its dot. An empty mention
// with ok says the abbreviation belongs to the known name before it.
func (x *Extractor) usState(body string, toks []token, a, b int) (mention, bool) {
	g := x.gaz
	if b-a != 1 || a < 2 || toks[a-1].Text != "," || toks[a-2].Kind != tokWord || !isCapitalized(toks[a-2].Text) && !isAllCaps(toks[a-2].Text) {
		return mention{}, false
	}
	w := toks[a].Text
	state := g.usStateAbbrevs[w]
	if state == "" {
		return mention{}, false
	}
	k := a - 2
	for k > 0 && toks[k-1].Kind == tokWord && (isCapitalized(toks[k-1].Text) || isAllCaps(toks[k-1].Text)) {
		k--
	}
	if g.lookupTokens(texts(toks, k, b)) != nil {
		return mention{}, true // "Washington, D.C." is one known name, found whole
	}
	surface := w
	switch {
	case strings.HasSuffix(w, "."): // "N.Y."
	case g.usPostal[w]:
		if b < len(toks) && toks[b].Kind == tokWord {
			return mention{}, false
		}
		inUS := false
		for _, p := range g.geoLookup(spanText(body, toks, k, a-1)) {
			inUS = inUS || p.Country == "US"
		}
		if !inUS {
			return mention{}, false
		}
	case b < len(toks) && toks[b].Text == "." && toks[b].Start == toks[a].End:
		surface = w + "."
	default:
		return mention{}, false
	}
	// named as written, like any known place: "Va." with Virginia an alias
	m := mention{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 10}
	m.entity = schema.Entity{Type: schema.Place, Name: surface, Aliases: []string{state}}
	if gz := g.lookupTokens(wordTexts(state)); gz != nil && gz.Type == schema.Place && gz.Country == "US" {
		m.gaz = gz
	} else if p, ok := pickGeo(g.geoLookup(state), map[string]bool{"US": true}, "US", true); ok && p.Country == "US" {
		m.place = &p
	}
	return m, true
}

// appositiveHead reads the noun phrase after ", a" or ", the" following a
// name and says what it makes the name: "person", "place", "org",
// "vessel" or "".
func appositiveHead(toks []token, b int) string {
	if b+2 >= len(toks) || toks[b].Text != "," {
		return ""
	}
	switch lower(toks, b+1) {
	case "a", "an", "the":
	default:
		return ""
	}
	// the phrase runs to a preposition or punctuation; its head is the
	// last word that says what kind of thing the name is
	var words []string
	for k := b + 2; k < len(toks) && k < b+7; k++ {
		t := toks[k]
		if t.Kind != tokWord || isCapitalized(t.Text) || phraseEnd[strings.ToLower(t.Text)] {
			break
		}
		words = append(words, strings.ToLower(t.Text))
	}
	for i := len(words) - 1; i >= 0; i-- {
		w := words[i]
		switch {
		case strings.HasSuffix(w, "-year-old") || roleWords[w] || appositivePeople[w]:
			return "person"
		case vesselWords[w]:
			return "vessel"
		case orgNouns[w] || orgWords[w]:
			return "org"
		case placeOf[w] || placeWords[w]:
			return "place"
		}
	}
	return ""
}

// phraseEnd words end the noun phrase of an appositive.
var phraseEnd = map[string]bool{
	"of": true, "in": true, "from": true, "for": true, "who": true, "which": true, "that": true,
	"known": true, "at": true, "on": true, "with": true, "and": true, "where": true,
}

var (
	appositivePeople = map[string]bool{
		"farmer": true, "fisherman": true, "nurse": true, "mother": true, "father": true, "resident": true,
		"migrant": true, "vendor": true, "worker": true, "pilgrim": true, "survivor": true, "widow": true,
		"grandmother": true, "grandfather": true, "student": true, "teacher": true, "trader": true,
		"shopkeeper": true, "driver": true, "volunteer": true, "medic": true, "paramedic": true,
	}
	vesselWords = map[string]bool{
		"ship": true, "vessel": true, "boat": true, "tanker": true, "ferry": true, "freighter": true,
		"frigate": true, "destroyer": true, "carrier": true, "submarine": true, "yacht": true, "trawler": true,
	}
)

// appositiveRole reports whether the words from toks[i] name a person's
// role: lower-case modifiers, then a title or role word ("defence
// minister", "opposition leader", "former prime minister").
func (x *Extractor) appositiveRole(toks []token, i int) bool {
	for k := i; k < len(toks) && k < i+4; k++ {
		t := toks[k]
		if t.Kind != tokWord {
			return false
		}
		w := strings.ToLower(t.Text)
		if roleWords[w] || x.gaz.titleWords[w] {
			return true
		}
		if isCapitalized(t.Text) && !titleModifiers[w] {
			return false
		}
	}
	return false
}

// eventOpeners and eventHeads mark the names of events, which are none of
// the entity types.
var (
	eventOpeners = map[string]bool{
		"Operation": true, "Hurricane": true, "Typhoon": true, "Cyclone": true, "Storm": true,
		"Tropical": true, "Super": false,
	}
	eventHeads = map[string]bool{"Fire": true, "Wildfire": true, "Fires": true, "Day": true, "Cup": true, "Championship": true, "Championships": true, "Trophy": true}
	// dayNames: "Election Day", "Independence Day", but "Doris Day".
	dayNames = map[string]bool{
		"Election": true, "Independence": true, "Christmas": true, "Victory": true, "Memorial": true,
		"Labor": true, "Labour": true, "Remembrance": true, "Armistice": true, "Martyrs": true,
		"Nakba": true, "Quds": true, "Unity": true, "National": true, "Republic": true,
		"Constitution": true, "Earth": true, "Thanksgiving": true, "Easter": true, "Boxing": true,
		"Liberation": true, "Revolution": true, "Flag": true, "Veterans": true, "Inauguration": true,
		"Polling": true, "Army": true, "Navy": true, "Heroes": true, "Workers": true, "Women": true,
		"Children": true, "Youth": true, "Peace": true, "Pride": true, "Anzac": true, "Bastille": true,
		"Australia": true, "Canada": true, "Africa": true, "Europe": true, "Mother": true, "Father": true,
		"Valentine": true, "Year": true, "Kristallnacht": false,
	}
)

// eventNames are holidays, pilgrimages and games: events, not entities.
var eventNames = map[string]bool{
	"New Year": true, "Lunar New Year": true, "Christmas": true, "Easter": true, "Ramadan": true,
	"Eid": true, "Eid al-Fitr": true, "Eid al-Adha": true, "Hanukkah": true, "Diwali": true,
	"Holi": true, "Passover": true, "Yom Kippur": true, "Thanksgiving": true, "Nowruz": true,
	"Hajj": true, "Umrah": true, "Ashura": true, "Arbaeen": true, "Kumbh Mela": true, "Olympics": true,
	"Olympic Games": true, "Paralympics": true, "Paralympic Games": true, "World Cup": true,
	"Asian Games": true, "Commonwealth Games": true, "Holocaust": true, "Nakba": true,
}

func eventName(ts []token) bool {
	if eventOpeners[ts[0].Text] || eventNames[tokenText(ts)] {
		return true
	}
	last := ts[len(ts)-1].Text
	if !eventHeads[last] {
		return false
	}
	if last != "Day" {
		return true
	}
	prev := ts[len(ts)-2]
	return prev.Kind == tokPoss || dayNames[prev.Text]
}

// tokenText joins the texts of words the way gazetteer forms are keyed.
func tokenText(ts []token) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = t.Text
	}
	return strings.Join(parts, " ")
}

// ownerPossessive returns where the name after "Country's" starts in
// toks[a:b] ("Britain's Labour Party" -> "Labour"), or 0.
func ownerPossessive(g *gazetteer, toks []token, a, b int) int {
	for k := a + 1; k+1 < b; k++ {
		if toks[k].Kind == tokPoss && toks[k].Text == "'s" {
			if e := g.lookupTokens(texts(toks, a, k)); e != nil && e.Type == schema.Place {
				return k + 1
			}
			return 0
		}
	}
	return 0
}

// namesFacility: what follows a title-like word is a single place or
// organisation word, or ends in a place word, so the title is part of the
// name ("General Hospital", "Metropolitan Library", "Marshal Tito Street").
func namesFacility(rest []token) bool {
	if len(rest) == 0 || rest[len(rest)-1].Kind != tokWord {
		return false
	}
	w := strings.ToLower(rest[len(rest)-1].Text)
	if len(rest) > 1 {
		return placeWords[w] // "Marshal Tito Street"
	}
	return placeWords[w] || orgWords[w]
}

// adjectiveShaped: "Bolivarian", "Islamic", "Revolutionary".
func adjectiveShaped(w string) bool {
	low := strings.ToLower(w)
	for _, suf := range []string{"ian", "an", "ese", "ic", "ary", "ist", "al"} {
		if strings.HasSuffix(low, suf) && len(low) > len(suf)+3 {
			return true
		}
	}
	return false
}

// companySuffixes end a company's name and are dropped from it.
var companySuffixes = map[string]bool{
	"Co": true, "Inc": true, "Ltd": true, "Corp": true, "Plc": true, "PLC": true, "LLC": true,
	"GmbH": true, "AG": true, "SA": false,
}

// orgGenerics, written in lower case after a name, make it an organisation.
var orgGenerics = map[string]bool{
	"party": true, "union": true, "movement": true, "militia": true, "coalition": true,
	"alliance": true, "faction": true, "bloc": true, "group": true, "militants": false,
	"newspaper": true, "daily": true, "magazine": true, "weekly": true, "tabloid": true,
	"broadcaster": true, "channel": true, "network": true, "agency": true, "company": true,
	"firm": true, "club": true, "gang": true, "cartel": true, "outlet": true, "brigade": true,
	"battalion": true, "regiment": true, "militants'": false, "police": true,
}

// eventNouns after a name say it is named in a meeting's name.
var eventNouns = map[string]bool{
	"summit": true, "session": true, "meeting": true, "conference": true, "congress": true,
	"anniversary": true, "edition": true, "festival": true, "round": true, "convention": true,
}

// politicalNames after a demonym make a party's name: "Scottish
// Conservatives", "Welsh Labour".
var politicalNames = map[string]bool{
	"Conservatives": true, "Labour": true, "Greens": true, "Liberals": true, "Democrats": true,
	"Republicans": true, "Socialists": true, "Tories": true, "Nationalists": true,
}

// orgNouns before a name say what kind of body it is.
var orgNouns = map[string]bool{
	"charity": true, "group": true, "organisation": true, "organization": true, "company": true,
	"firm": true, "party": true, "movement": true, "militia": true, "newspaper": true,
	"broadcaster": true, "outlet": true, "club": true, "ngo": true, "watchdog": true, "insurer": true,
	"operator": true, "carrier": true, "airline": true, "network": true, "daily": true, "weekly": true,
	"tabloid": true, "channel": true, "wing": true, "agency": false,
}

// orgDescriptors open a run before an organisation's name.
var orgDescriptors = map[string]bool{"NGO": true, "NGOs": true, "Charity": false}

// orgModifiers stand between a name and its organisation generic.
var orgModifiers = map[string]bool{
	"riot": true, "security": true, "armed": true, "militant": true, "rebel": true, "paramilitary": true,
	"opposition": true, "ruling": true, "political": true, "mercenary": true, "football": true,
	"soccer": true, "state": true, "news": true, "islamist": true, "jihadist": true, "criminal": true,
	"drug": true, "separatist": true, "military": true, "national": true, "farmers'": true,
	"farmers": true, "workers'": true, "trade": true, "labour": true, "labor": true, "teachers'": true,
	"students'": true, "student": true, "youth": true, "women's": true,
}

// titleModifiers qualify a title without being a name: "Former President",
// "the late King", "Acting Governor".
var titleModifiers = map[string]bool{
	"former": true, "late": true, "then": true, "acting": true, "interim": true, "outgoing": true,
	"incoming": true, "ousted": true, "deposed": true, "exiled": true, "jailed": true, "slain": true,
	"retired": true, "new": true, "current": true, "caretaker": true, "de": false,
	"democratic": true, "republican": true,
}

// isTitleWord: "Sen" written "Sen." counts, and so does a hyphenated rank
// ("Lieutenant-Colonel", "Major-General") made of title words.
func (g *gazetteer) isTitleWord(w string) bool {
	low := strings.ToLower(w)
	if g.titleWords[low] || g.titleWords[low+"."] {
		return true
	}
	if strings.Contains(low, "-") {
		for _, p := range strings.Split(low, "-") {
			if !g.titleWords[p] && p != "elect" && p != "in" && p != "chief" {
				return false
			}
		}
		return true
	}
	return false
}

// titleAt returns how many tokens from toks[i] (short of b) form a title
// that precedes a name: a listed title ("Prime Minister"), a hyphenated
// rank, a title after a modifier ("Former President") or after the
// acronym of the body it belongs to ("INE President"). 0 when none.
func (g *gazetteer) titleAt(toks []token, i, b int) int {
	if i >= b || toks[i].Kind != tokWord {
		return 0
	}
	for _, tf := range g.titles {
		n := len(tf.tokens)
		if i+n < b && equalTokens(toks[i:i+n], tf.tokens) {
			return n
		}
	}
	if i+1 < b && strings.Contains(toks[i].Text, "-") && g.isTitleWord(toks[i].Text) {
		return 1
	}
	w := toks[i].Text
	if i+1 < b && (titleModifiers[strings.ToLower(w)] || (isAllCaps(w) && len(w) >= 2 && !shoutWords[w])) {
		if n := g.titleAt(toks, i+1, b); n > 0 {
			return n + 1
		}
	}
	return 0
}

func equalTokens(ts []token, words []string) bool {
	if len(ts) != len(words) {
		return false
	}
	for i := range ts {
		if ts[i].Text != words[i] {
			return false
		}
	}
	return true
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// mergeParens folds "Name (ACRONYM)" and "Name (Gloss)" into one mention.
func mergeParens(body string, toks []token, ms []mention, g *gazetteer) []mention {
	var out []mention
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if i+1 < len(ms) {
			n := ms[i+1]
			open, close := m.tokEnd, n.tokEnd
			affiliation := m.entity.Type == schema.Person && n.gaz != nil && n.gaz.Type == schema.Org // "Olaf Scholz (SPD)"
			if open < len(toks) && toks[open].Text == "(" && n.tokStart == open+1 && close < len(toks) && toks[close].Text == ")" && m.entity.Type != schema.Date && !affiliation {
				if start, ok := acronymWindow(toks, open, n.entity.Name); ok && start < m.tokStart {
					// "International Criminal Tribunal for the former
					// Yugoslavia (ICTY)": the acronym spans mentions the
					// lower-case words split
					typ := schema.Org
					for len(out) > 0 && out[len(out)-1].tokStart >= start {
						if out[len(out)-1].tokStart == start {
							typ = out[len(out)-1].entity.Type
						}
						out = out[:len(out)-1]
					}
					if typ != schema.Place {
						typ = schema.Org
					}
					long := spanText(body, toks, start, open)
					out = append(out, mention{pos: toks[start].Start, tokStart: start, tokEnd: close + 1, score: 8,
						entity: schema.Entity{Type: typ, Name: long, Aliases: []string{n.entity.Name}}})
					i++
					continue
				}
				if m.gaz == nil && n.gaz == nil && m.generic == "" && (m.entity.Type == schema.Person || m.entity.Type == schema.Place && !isFacility(m)) &&
					m.place == nil && isAllCaps(n.entity.Name) && len(strings.Fields(m.entity.Name)) > 1 {
					// "Pakistan Tehreek-e-Insaf (PTI)": people and places
					// are rarely given acronyms, organisations are
					m.entity.Type = schema.Org
				}
				if m.gaz == nil && n.gaz != nil {
					// the acronym is known: so is the thing it stands for
					m.entity.Type = n.gaz.Type
					m.gaz = n.gaz
				}
				m.entity.Aliases = append(m.entity.Aliases, n.entity.Name)
				m.entity.Aliases = append(m.entity.Aliases, n.entity.Aliases...)
				if spellingRank(n.entity.Name) > spellingRank(m.entity.Name) {
					// "the U.N. refugee agency (UNHCR)": the bracket holds the name
					m.entity.Aliases = mergeAliases(n.entity.Name, m.entity.Aliases, []string{m.entity.Name})
					m.entity.Name = n.entity.Name
				}
				m.tokEnd = close + 1
				out = append(out, m)
				i++
				continue
			}
		}
		// "Ansar Allah (Supporters of God)": a gloss of several words,
		// whatever was found inside it, is an alias.
		if open := m.tokEnd; m.entity.Type != schema.Date && open < len(toks) && toks[open].Text == "(" {
			if close := glossEnd(toks, open); close > 0 {
				var words []string
				for _, t := range toks[open+1 : close] {
					words = append(words, t.Text)
				}
				m.entity.Aliases = append(m.entity.Aliases, strings.Join(words, " "))
				m.tokEnd = close + 1
				for i+1 < len(ms) && ms[i+1].tokStart > open && ms[i+1].tokStart < close {
					i++
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// dropCaseNames drops the parties of a court case, "Roe v. Wade": the case
// is none of the entity types and its parties are not named as themselves.
func dropCaseNames(toks []token, ms []mention) []mention {
	drop := map[int]bool{}
	for i := 0; i+1 < len(ms); i++ {
		k := ms[i].tokEnd
		if k >= len(toks) || (toks[k].Text != "v" && toks[k].Text != "vs") {
			continue
		}
		k++
		if k < len(toks) && toks[k].Text == "." {
			k++
		}
		if ms[i+1].tokStart == k {
			drop[i], drop[i+1] = true, true
		}
	}
	out := ms[:0:0]
	for i, m := range ms {
		if !drop[i] {
			out = append(out, m)
		}
	}
	return out
}

// knownAsWords may stand between a name and another name for it.
var knownAsWords = map[string]bool{
	",": true, "(": true, "also": true, "locally": true, "widely": true, "commonly": true,
	"better": true, "formerly": true, "known": true, "as": true, "aka": true, "a.k.a.": true,
	"renamed": true, "nicknamed": true, "dubbed": true, "now": true,
}

// mergeKnownAs makes the second name of "the Special Deterrence Force,
// known as Rada" or "Kirill, also known as ..." an alias of the first.
func mergeKnownAs(toks []token, ms []mention) []mention {
	out := ms[:0:0]
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if i+1 < len(ms) && m.entity.Type != schema.Date && ms[i+1].entity.Type != schema.Date {
			n := ms[i+1]
			gap := toks[m.tokEnd:n.tokStart]
			known, sawKnown := false, false
			ok := len(gap) >= 2
			for _, t := range gap {
				w := strings.ToLower(t.Text)
				ok = ok && knownAsWords[w]
				known = known || w == "aka" || w == "a.k.a." || w == "renamed" || w == "nicknamed" || w == "dubbed" ||
					w == "as" && sawKnown // "known locally as"
				sawKnown = sawKnown || w == "known"
			}
			if ok && known {
				m.entity.Aliases = append(m.entity.Aliases, n.entity.Name)
				m.entity.Aliases = append(m.entity.Aliases, n.entity.Aliases...)
				m.tokEnd = n.tokEnd
				i++
			}
		}
		out = append(out, m)
	}
	return out
}

// acronymWindow looks back from toks[end] for the words whose initials
// spell acr and returns where they start. Capitalised words must supply a
// letter; a lower-case word may ("Front for Change and Concord in Chad"
// is FACT) or may not ("Tribunal for the former Yugoslavia" is TY).
func acronymWindow(toks []token, end int, acr string) (int, bool) {
	var letters []rune
	for _, r := range acr {
		if unicode.IsUpper(r) {
			letters = append(letters, r)
		}
	}
	if len(letters) < 3 || !isAllCaps(acr) {
		return 0, false
	}
	low := max(0, end-14)
	var match func(k, j int) (int, bool) // match letters[:j+1] ending at token k
	match = func(k, j int) (int, bool) {
		for ; k >= low; k-- {
			t := toks[k]
			if t.Kind != tokWord {
				if t.Text == "-" {
					continue
				}
				return 0, false
			}
			r, _ := utf8.DecodeRuneInString(t.Text)
			if isCapitalized(t.Text) {
				if r != letters[j] {
					return 0, false
				}
				if j == 0 {
					return k, true
				}
				j--
				continue
			}
			if unicode.ToUpper(r) == letters[j] {
				if j == 0 {
					return 0, false // a name starts with a capital
				}
				if start, ok := match(k-1, j-1); ok {
					return start, true
				}
			}
		}
		return 0, false
	}
	return match(end-1, len(letters)-1)
}

// glossEnd finds the ")" closing a gloss of two to six capitalised words
// (connectors allowed) opened at toks[open], or returns -1.
func glossEnd(toks []token, open int) int {
	words := 0
	for k := open + 1; k < len(toks) && k < open+10; k++ {
		t := toks[k]
		switch {
		case t.Text == ")":
			if words >= 2 {
				return k
			}
			return -1
		case t.Kind == tokWord && (isCapitalized(t.Text) || connectors[t.Text] || t.Text == "the" || t.Text == "and" || nameParticles[t.Text]):
			words++
		default:
			return -1
		}
	}
	return -1
}

// mergeAliasUses drops a later mention whose name is already an alias of an
// earlier, longer one: "Kosovo Force (KFOR) ... KFOR troops" names one
// organisation once, whatever type the bare acronym alone would get.
func mergeAliasUses(ms []mention) []mention {
	owner := map[string]int{}
	for i, m := range ms {
		if m.entity.Type == schema.Date || m.generic != "" {
			// "Jenin refugee camp" lists "Jenin", which names the city too
			continue
		}
		for _, a := range m.entity.Aliases {
			k := fold(a)
			if _, ok := owner[k]; !ok && k != fold(m.entity.Name) {
				owner[k] = i
			}
		}
	}
	out := ms[:0:0]
	for i, m := range ms {
		if j, ok := owner[fold(m.entity.Name)]; ok && j != i && m.entity.Type != schema.Date &&
			fold(ms[j].entity.Name) != fold(m.entity.Name) {
			if m.gaz == nil || m.gaz == ms[j].gaz || ms[j].gaz == nil {
				// kept under the owner's name: a place's later use still
				// tells nesting where it is ("Rafah, southern Gaza")
				if m.entity.Type != schema.Place || ms[j].entity.Type != schema.Place {
					continue
				}
				m.entity = ms[j].entity
				m.entity.Aliases = append([]string(nil), ms[j].entity.Aliases...)
				m.gaz = ms[j].gaz
			}
		}
		out = append(out, m)
	}
	return out
}

// unifyKnown gives every mention of one gazetteer entry the same name, the
// fullest spelling the caption uses ("United Nations" over a later "UN"),
// so that they make one entity with every spelling as an alias. A facility
// named after a place ("Jenin refugee camp") is a thing of its own.
func unifyKnown(ms []mention) {
	best := map[*gazEntry]int{}
	for i, m := range ms {
		if m.gaz == nil || m.entity.Type == schema.Date || keepsGeneric(m) {
			continue
		}
		j, ok := best[m.gaz]
		if !ok || spellingRank(m.entity.Name) > spellingRank(ms[j].entity.Name) {
			best[m.gaz] = i
		}
	}
	for i := range ms {
		m := &ms[i]
		j, ok := best[m.gaz]
		if m.gaz == nil || !ok || j == i || keepsGeneric(*m) || m.entity.Type != ms[j].entity.Type {
			continue
		}
		m.entity.Aliases = mergeAliases(ms[j].entity.Name, m.entity.Aliases, []string{m.entity.Name})
		m.entity.Name = ms[j].entity.Name
	}
}

// typeLists gives an uncertain one-word name the place type of the known
// places listed with it: "the mayors of Zvecan, Leposavic and Zubin Potok".
func typeLists(toks []token, ms []mention) {
	for i := 0; i < len(ms); {
		j := i + 1
		for j < len(ms) && listGap(toks, ms[j-1].tokEnd, ms[j].tokStart) {
			j++
		}
		places, people := 0, 0
		for _, m := range ms[i:j] {
			if m.gaz != nil && m.entity.Type == schema.Place || m.place != nil {
				places++
			}
			if m.gaz != nil && m.entity.Type == schema.Person {
				people++
			}
		}
		if j-i >= 3 && places >= 1 && people == 0 {
			for k := i; k < j; k++ {
				m := &ms[k]
				if m.gaz == nil && m.entity.Type != schema.Place && m.score < 5 && !strings.Contains(m.entity.Name, " ") {
					m.entity.Type = schema.Place
				}
			}
		}
		i = j
	}
}

// listGap reports whether toks[a:b] separates two items of a list.
func listGap(toks []token, a, b int) bool {
	var ws []string
	for _, t := range toks[a:b] {
		ws = append(ws, t.Text)
	}
	switch strings.Join(ws, " ") {
	case ",", "and", ", and", "or", ", or":
		return true
	}
	return false
}

// keepsGeneric: the name carries its generic word ("Jenin refugee camp").
func keepsGeneric(m mention) bool {
	return m.generic != "" && strings.HasSuffix(fold(m.entity.Name), fold(m.generic))
}

// spellingRank prefers more capitalised words, then a written-out word to
// a shouted or dotted one; lower-case words count against a spelling ("UN
// refugee agency" is a description of UNHCR, not its name).
func spellingRank(name string) int {
	r := 0
	for _, w := range strings.Fields(name) {
		switch {
		case isCapitalized(w) || isAllCaps(w):
			r += 2
		case !nameParticles[w] && !connectors[w] && w != "the":
			r -= 2
		}
	}
	if !isAllCaps(name) && !strings.Contains(name, ".") {
		r++
	}
	return r
}

// mergeSurnames turns a lone "Merhi" after "Nada Merhi" into an alias.
func mergeSurnames(ms []mention) []mention {
	last := map[string]int{}
	for i, m := range ms {
		if m.entity.Type == schema.Person {
			f := strings.Fields(m.entity.Name)
			if len(f) >= 2 {
				k := fold(f[len(f)-1])
				if _, ok := last[k]; !ok {
					last[k] = i
				}
				// "Lula" after "Luiz Inácio Lula da Silva"
				for _, w := range f[1 : len(f)-1] {
					if k := fold(w); len([]rune(w)) >= 3 && !nameParticles[strings.ToLower(w)] && isCapitalized(w) {
						if _, ok := last[k]; !ok {
							last[k] = i
						}
					}
				}
				// "von der Leyen" after "Ursula von der Leyen"
				for k := 1; k < len(f)-1; k++ {
					if nameParticles[strings.ToLower(f[k])] {
						key := fold(strings.Join(f[k:], " "))
						if _, ok := last[key]; !ok {
							last[key] = i
						}
						break
					}
				}
				if strings.Contains(f[len(f)-1], "-") {
					parts := strings.SplitN(f[len(f)-1], "-", 2)
					if prefixParticles[strings.ToLower(parts[0])] {
						if _, ok := last[fold(parts[1])]; !ok {
							last[fold(parts[1])] = i
						}
					}
				}
			}
		}
	}
	var out []mention
	drop := map[int]bool{}
	for i, m := range ms {
		if m.gaz == nil && (!strings.Contains(m.entity.Name, " ") || nameParticles[strings.ToLower(strings.Fields(m.entity.Name)[0])]) {
			if j, ok := last[fold(m.entity.Name)]; ok && j != i {
				ms[j].entity.Aliases = append(ms[j].entity.Aliases, m.entity.Name)
				drop[i] = true
			}
		}
	}
	for i, m := range ms {
		if !drop[i] {
			out = append(out, m)
		}
	}
	return out
}

// innerTitle finds a title inside a run that does not open with one and
// is followed by a personal name of at least two words: "Maui County Mayor
// Richard Bissen" -> the index of "Mayor". A run the gazetteer knows whole,
// or whose prefix holds a possessive, title or modifier, is left alone, as
// is a title followed by an organisation ("Prime Minister Media Office").
func (x *Extractor) innerTitle(toks []token, a, b int) (int, bool) {
	g := x.gaz
	if g.lookupTokens(texts(toks, a, b)) != nil {
		return 0, false
	}
	for k := a + 1; k < b; k++ {
		t := toks[k-1]
		if t.Kind == tokPoss || (t.Kind == tokWord && (g.isTitleWord(t.Text) || titleModifiers[strings.ToLower(t.Text)] || !isCapitalized(t.Text))) {
			return 0, false
		}
		if t.Kind == tokPunct && t.Text != "-" && t.Text != "." {
			return 0, false
		}
		if toks[k].Kind != tokWord || g.titleAt(toks, a, b) > 0 {
			continue
		}
		n := g.titleAt(toks, k, b)
		if n == 0 {
			continue
		}
		rest := 0
		for _, t := range toks[k+n : b] {
			if t.Kind == tokWord {
				if !isCapitalized(t.Text) && !strings.Contains(t.Text, "-") {
					return 0, false
				}
				rest++
			}
		}
		if rest < 2 || runHasOrgWord(toks[k+n:b]) || g.lookupTokens(texts(toks, k+n, b)) != nil && g.lookupTokens(texts(toks, k+n, b)).Type != schema.Person {
			return 0, false
		}
		onlyDemonyms := true
		for _, t := range toks[a:k] {
			if t.Kind == tokWord && !g.demonyms[t.Text] {
				onlyDemonyms = false
			}
		}
		if onlyDemonyms {
			return 0, false
		}
		return k, true
	}
	return 0, false
}

// plausiblePrefix: the words before an inner title name something when
// the gazetteer or GeoNames knows them or they end in an organisation or
// place word after a name ("Maui County", not "Economy" or "University").
func (x *Extractor) plausiblePrefix(body string, toks []token, a, b int, c *capCtx) bool {
	if a >= b {
		return false
	}
	g := x.gaz
	if g.lookupTokens(texts(toks, a, b)) != nil {
		return true
	}
	last := strings.ToLower(toks[b-1].Text)
	if b-a == 1 && (orgWords[last] || placeWords[last]) {
		return false
	}
	if ps := g.geoLookup(spanText(body, toks, a, b)); len(ps) > 0 {
		if p, ok := pickGeo(ps, c.countries, "", false); ok && (p.Pop >= 10000 || p.admin()) {
			return true
		}
	}
	return b-a >= 2 && (orgWords[last] || placeWords[last])
}

// titleOfSeat returns where the personal name starts in a run that follows
// "<title> of" and opens with a known place ("Archbishop of Canterbury
// Justin Welby" -> "Justin"), or a when the run is not of that shape.
func (g *gazetteer) titleOfSeat(toks []token, a, b int) int {
	if a < 2 || !strings.EqualFold(toks[a-1].Text, "of") || toks[a-2].Kind != tokWord || !g.isTitleWord(toks[a-2].Text) {
		return a
	}
	for n := g.maxTokens; n >= 1; n-- {
		k := a + n
		if k+2 > b || toks[k-1].Kind != tokWord {
			continue
		}
		e := g.lookupTokens(texts(toks, a, k))
		if e != nil && e.Type != schema.Place || e == nil && len(g.geoLookup(strings.Join(texts(toks, a, k), " "))) == 0 {
			continue
		}
		for _, t := range toks[k:b] {
			if t.Kind != tokWord || !isCapitalized(t.Text) {
				return a
			}
		}
		if runHasOrgWord(toks[k:b]) || g.lookupTokens(texts(toks, k, b)) != nil && g.lookupTokens(texts(toks, k, b)).Type != schema.Person {
			return a
		}
		return k
	}
	return a
}

// hyphenModifier reports whether the name ending before token b is glued
// by a hyphen to a lower-case word: "U.S.-led", not "Port-au-Prince".
func hyphenModifier(toks []token, b int) bool {
	if b == 0 || b+1 >= len(toks) || toks[b].Kind != tokPunct || !isHyphen([]rune(toks[b].Text)[0]) {
		return false
	}
	w := toks[b+1]
	if toks[b].Start != toks[b-1].End || w.Start != toks[b].End || w.Kind != tokWord || isCapitalized(w.Text) {
		return false
	}
	return b+2 >= len(toks) || toks[b+2].Start != w.End || toks[b+2].Kind != tokPunct
}

// participleTail: "State-linked", "Hamas-run", "Russia-backed": a word
// glued to a participle, which makes its name a modifier.
func participleTail(w string) bool {
	i := strings.LastIndexAny(w, "-‐‑")
	if i <= 0 || i == len(w)-1 {
		return false
	}
	tail := w[i+1:]
	if isCapitalized(tail) {
		return false
	}
	switch tail {
	case "run", "led", "held", "based", "backed", "linked", "allied", "aligned", "affiliated", "controlled",
		"occupied", "inspired", "style", "era", "born", "made", "owned", "funded", "sponsored", "bound":
		return true
	}
	return strings.HasSuffix(tail, "ed") && len(tail) > 4
}

func isQuote(t token) bool {
	return t.Kind == tokPunct && (t.Text == "\"" || t.Text == "“" || t.Text == "”")
}

// opensQuote and closesQuote also take single quotes, which the tokenizer
// leaves as punctuation before a word and as a trailing apostrophe after one.
func opensQuote(t token) bool {
	return isQuote(t) || t.Kind == tokPunct && (t.Text == "'" || t.Text == "‘")
}

func closesQuote(t token) bool {
	return isQuote(t) || (t.Kind == tokPunct || t.Kind == tokPoss) && (t.Text == "'" || t.Text == "’")
}

// mergeNicknames joins a first name, a quoted nickname and a surname into
// one person: Jimmy "Barbecue" Cherizier is "Jimmy Cherizier", the quoted
// form and the nickname being aliases.
func mergeNicknames(body string, toks []token, ms []mention) []mention {
	for i := 0; i < len(ms); i++ {
		m := &ms[i]
		e := m.tokEnd
		if m.entity.Type != schema.Person || e+3 >= len(toks) || !opensQuote(toks[e]) {
			continue
		}
		q := e + 1
		for q < len(toks) && q <= e+4 && toks[q].Kind == tokWord && isCapitalized(toks[q].Text) {
			q++
		}
		if q == e+1 || q >= len(toks) || !closesQuote(toks[q]) {
			continue
		}
		end := q + 1
		for end < len(toks) && end <= q+3 && toks[end].Kind == tokWord && isCapitalized(toks[end].Text) {
			end++
		}
		if end == q+1 {
			continue
		}
		nick := spanText(body, toks, e+1, q)
		full := spanText(body, toks, m.tokStart, end)
		m.entity.Name = spanText(body, toks, m.tokStart, e) + " " + spanText(body, toks, q+1, end)
		m.entity.Aliases = mergeAliases(m.entity.Name, m.entity.Aliases, []string{full, nick})
		m.tokEnd = end
		out := ms[:i+1]
		for _, o := range ms[i+1:] {
			if o.tokStart >= e && o.tokStart < end {
				continue
			}
			out = append(out, o)
		}
		ms = out
	}
	return ms
}

// dropBuriedOwners drops a known organisation written with a possessive
// right before another known organisation ("the UN's Office for the
// Coordination of Humanitarian Affairs"): the owner is buried in the name.
func dropBuriedOwners(toks []token, ms []mention) []mention {
	orgAt := map[int]bool{}
	for _, m := range ms {
		if m.entity.Type == schema.Org {
			orgAt[m.tokStart] = true
		}
	}
	out := ms[:0:0]
	for _, m := range ms {
		if m.gaz != nil && m.gaz.Type == schema.Org && m.tokEnd < len(toks) && toks[m.tokEnd].Kind == tokPoss && orgAt[m.tokEnd+1] {
			continue
		}
		out = append(out, m)
	}
	return out
}

// pairedNames reports whether a hyphenated word joins two known names that
// are not one known name together ("Russia-Ukraine", not "Guinea-Bissau").
func pairedNames(g *gazetteer, w string) bool {
	parts := strings.Split(w, "-")
	if len(parts) != 2 || g.lookupTokens([]string{w}) != nil {
		return false
	}
	for _, p := range parts {
		e := g.lookupTokens([]string{p})
		if e == nil || e.Type == schema.Person {
			return false
		}
	}
	return true
}

// personParticles sit lower-case inside personal names, not place names.
var personParticles = map[string]bool{"von": true, "van": true, "der": true, "bin": true, "ibn": true, "ben": true}

// commonTag reports whether prose tagged a word as something other than a
// proper noun ("" when it has no tag).
func commonTag(tag string) bool {
	return tag != "" && tag != "NNP" && tag != "NNPS"
}

// proseVote is prose's type for a name, by majority over its words.
func proseVote(c *capCtx, words []string) schema.EntityType {
	votes := map[string]int{}
	for _, w := range words {
		if l := c.label(w); l != "" {
			votes[l]++
		}
	}
	best, bestN := "", 0
	for _, l := range []string{"PERSON", "GPE", "GSP", "LOCATION", "ORGANIZATION"} {
		if votes[l] > bestN {
			best, bestN = l, votes[l]
		}
	}
	switch best {
	case "PERSON":
		return schema.Person
	case "GPE", "GSP", "LOCATION":
		return schema.Place
	case "ORGANIZATION":
		return schema.Org
	}
	return ""
}

// decideType adds prose's vote (if any) to the evidence scores and picks
// the type with the highest score. Two to four capitalised words with no
// organisation or strong place evidence lean towards a person.
func decideType(evidence map[schema.EntityType]float64, words []string, vote schema.EntityType) (schema.EntityType, float64) {
	scores := map[schema.EntityType]float64{}
	for t, v := range evidence {
		scores[t] = v
	}
	if vote != "" {
		scores[vote] += 1.5
	}
	if len(words) >= 2 && len(words) <= 4 && scores[schema.Org] == 0 && scores[schema.Place] < 5 {
		scores[schema.Person] += 1
	}
	typ, top := schema.EntityType(""), 0.0
	for _, t := range []schema.EntityType{schema.Person, schema.Org, schema.Place} {
		if scores[t] > top {
			typ, top = t, scores[t]
		}
	}
	return typ, top
}
