package extract

// Interpretation: splitting a run into known and unknown names and
// deciding which stretches of it name one thing.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
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

// occupationBeforeName: a sentence opens with a capitalised word no
// gazetteer knows, shaped like a doer's noun, then a known given name and
// more of the name: "Lifeguard Tiago Martins", "Voorzitter Wiebe
// Wieling", "Weightlifter Name Surname". The word says what the person
// does (but "Winter Storm Uri" is a storm).
func (g *gazetteer) occupationBeforeName(toks []token, a, b int) bool {
	w := toks[a].Text
	if b-a < 3 || toks[a].Kind != tokWord || isAllCaps(w) || !reDoerNoun.MatchString(w) || g.givenNames[w] || eventOpeners[toks[a+1].Text] || g.demonyms[w] || !g.givenFirst(toks[a+1].Text) ||
		g.lookupTokens([]string{w}) != nil || len(g.geoLookup(w)) > 0 || g.lookupTokens(texts(toks, a, b)) != nil {
		return false
	}
	for _, t := range toks[a+1 : b] {
		if t.Kind != tokWord || !isCapitalized(t.Text) && !nameParticles[strings.ToLower(t.Text)] || orgWords[strings.ToLower(t.Text)] || placeWords[strings.ToLower(t.Text)] {
			return false
		}
	}
	return true
}

// ofParticles are "of" in the languages beside English, which join a
// group noun to the body it belongs to ("Membros da Real Academia
// Galega", "Bewoners van Bonaire"), and Chamorro's article "i" ("i Public
// School System").
var ofParticles = map[string]bool{"de": true, "da": true, "do": true, "das": true, "dos": true, "del": true, "van": true, "fan": true, "du": true, "des": true, "i": true}

// reDoerNoun: the endings of nouns for what someone does, in English and
// the languages beside it: lifeguard, sprinter, orchardist, silversmith,
// percebeiro, voorzitter, and the Scandinavian definite forms: forskaren,
// fåruppfödaren, treneren.
var reDoerNoun = regexp.MustCompile(`\p{Ll}(?:er|ist|guard|smith|eiro|eira|ero|era|aren|eren)$`)

// clubName reports whether a run's words name a sports club.
func clubName(words []string) bool {
	if len(words) == 1 {
		w := words[0]
		return strings.HasSuffix(w, "spor") && len(w) > 6 && isCapitalized(w)
	}
	// (but "Real Alcázar" is a royal palace)
	return clubOpeners[words[0]] && !placeWords[strings.ToLower(words[len(words)-1])] || clubClosers[words[len(words)-1]]
}

// interpret turns one run into zero or more typed mentions.
func (x *Extractor) interpret(body string, toks []token, r run, sentStart []bool, c *capCtx) []mention {
	g := x.gaz
	a, b := r.a, r.b
	if g.shoutedHeadline(toks, a, b) || g.legislation(toks, a, b) || b-a == 1 && reRomanNumeral.MatchString(toks[a].Text) {
		return nil // (a lone "XVIII" is a century, "IX–XI" centuries)
	}
	if b-a == 1 && a > 0 && elidedArticles[toks[a-1].Text] && orgWords[strings.ToLower(toks[a].Text)] && g.lookupTokens(texts(toks, a, b)) == nil {
		return nil // "l'Organisation mondiale de la santé": the head of a name French writes on in lower case
	}
	if m, ok := russianArea(body, toks, b-1, b); ok {
		if b-1 > a {
			return append(x.interpret(body, toks, run{a, b - 1}, sentStart, c), m) // "Жители Суджанского района"
		}
		return []mention{m}
	}
	for k := a; k+1 < b; k++ {
		if m, end, ok := russianRepublic(body, toks, k, b); ok {
			var out []mention
			if k > a {
				out = x.interpret(body, toks, run{a, k}, sentStart, c) // "села Бельтир Республики Алтай"
			}
			out = append(out, m)
			if end < b {
				out = append(out, x.interpret(body, toks, run{end, b}, sentStart, c)...) // "Республики Карелия Артур Парфенчиков"
			}
			return out
		}
	}
	// A leading "The"/"A"/"Former" (after an agency's picture number:
	// "epa09184321 Former Lord's Resistance Army (LRA) commander") or a
	// capitalised common word opening a sentence.
	for a < b && toks[a].Kind == tokWord && (sentStart[a] || toks[a].Text == "The" || toks[a].Text == "A" || toks[a].Text == "Former" || articleAn(toks, a, b)) {
		if g.knownPrefix(toks, a, b) {
			break // "New Zealand Prime Minister ...", "The Hague"
		}
		w := toks[a].Text
		if w == "A" && (a+2 < b && toks[a+1].Text == "." && toks[a+1].Start == toks[a].End || lower(toks, a-1) == "the" ||
			a+1 < b && len(g.geoLookup("A "+toks[a+1].Text)) > 0) {
			break // "A. Philip Randolph", "the A Shau Valley", the Galician town "A Coruña": no article
		}
		if eventOpeners[w] && b-a > 1 {
			break // "Hurricane Ian, which slammed into Florida": an event, typed as one
		}
		if w == "Team" && g.countryAt(toks, a+1, b) {
			break // "Team Europe's Rory McIlroy": a side, named by the merge of pieces below
		}
		// ("Armed Forces of the Philippines" keeps its participle)
		namesBody := participle(w) && b-a > 1 && isCapitalized(toks[a+1].Text) && orgWords[lower(toks, a+1)]
		partyNamed := partyAdjectives[w] && partyRoles[lower(toks, b)] || g.partyBeforeTitle(toks, a, b) // "Conservative leader Andrew Scheer"
		if g.common[w] && !namesBody || w == "The" || sentStart[a] && g.occupationBeforeName(toks, a, b) || sentStart[a] && b-a > 1 && areaNounsBefore[strings.ToLower(w)] || c.french && frenchOpeners[w] && sentStart[a] || c.dutch && dutchOpeners[w] && sentStart[a] || c.romance && sentStart[a] && g.romanceOpener(toks, a, b) || w == "A" || articleAn(toks, a, b) || (sentStart[a] && b-a == 1 && g.lookupTokens([]string{w}) == nil && !g.demonyms[w] && !(c.sports && (g.cityClubs[fold(w)] != nil || g.teamWords[w] && (clubPeople[lower(toks, b)] || clubCrowds[lower(toks, b)] || clubStaff[lower(toks, b)]))) && (commonTag(c.tag(w)) || g.foreignNoun(toks, a, b, c)) && !g.datelineTown(toks, a, b, c) && lower(toks, b) != ":" && !partyNamed && !g.townBeforeArea(toks, a, b) && !x.isScandinavianGenitive(toks, a, b, c) && !nordicBody(w)) ||
			sentStart[a] && b-a > 1 && participle(w) && !g.givenNames[w] && g.lookupTokens([]string{w}) == nil && len(g.geoLookup(w)) == 0 && !namesBody &&
				(g.knownPrefix(toks, a+1, b) || g.lookupTokens(texts(toks, a+1, a+2)) != nil || commonTag(c.tag(w))) {
			// "Mounted U.S. Border Patrol agents", "Wounded Gaza children",
			// but "Ahmed Abdo", "Rached Ghannouchi": before a known name,
			// or when prose agrees, unless a given name
			a++
			for a < b && (toks[a].Kind != tokWord || toks[a].Text == "and" || (connectors[toks[a].Text] || toks[a].Text == "the" || lowerArticles[toks[a].Text] || ofParticles[toks[a].Text]) && a+1 < b) {
				a++ // "Firefighters and Italian Red Cross volunteers", "Doctors of the Indian Medical Association", "Según la EPV", "Membros da Real Academia Galega"
			}
			continue
		}
		break
	}
	if marchName(toks, a, b) {
		return nil // "the March for Our Lives", "the Million Hoodie March": a march's name
	}
	if b-a == 1 && (abstractNouns[strings.ToLower(toks[a].Text)] && nameTail(toks, a) || battleWords[toks[a].Text] && lower(toks, a-1) == "the" && lower(toks, b) == "of") {
		return nil // "the Statue of Liberty", "Crimes Against Humanity"; "the Battle of Okinawa"
	}
	if b-a == 1 && billWords[toks[a].Text] && isNumber(lower(toks, b)) {
		return nil // "Bill 96", "Proposition 1": a measure's number, no one's name
	}
	if b-a == 1 && eraMarkers[toks[a].Text] && (isNumber(lower(toks, a-1)) || centuryWords[lower(toks, a-1)] || isNumber(lower(toks, b))) {
		return nil // "the seventh century AD", "in 300 BC", "AD 79": an era, no body
	}
	if gz := g.placeWithArticle(toks, a, b); gz != nil {
		// the name stays as written, the gazetteer's its alias
		return []mention{{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 8, gaz: gz,
			entity: schema.Entity{Type: gz.Type, Name: toks[a].Text, Aliases: []string{gz.Name}}}}
	}
	if b-a == 2 && toks[a+1].Text == "City" && !c.sports {
		// "Toyota City": a town named after the company it is home to
		if gz := g.lookupTokens(texts(toks, a, a+1)); gz != nil && gz.Type == schema.Org {
			if p, ok := pickGeo(g.geoLookup(toks[a].Text), c.countries, "", false); ok && !p.admin() {
				return []mention{{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 8, place: &p,
					entity: schema.Entity{Type: schema.Place, Name: spanText(body, toks, a, b), Aliases: []string{toks[a].Text}}}}
			}
		}
	}
	if allPortfolios(toks[a:b]) && lower(toks, b) == "and" && g.portfolioTitleAt(toks, b+1) {
		return nil // "Public Works and Housing Minister Basuki Hadimuljono": the title's portfolios
	}
	if g.islandDescriptor(toks, a, b) {
		return nil // "on the Canary Island of Tenerife" is "on the island of Tenerife"
	}
	if g.partyBeforeTitle(toks, a, b) {
		// "Conservative MP Pierre Poilievre": the party, then a titled person
		party := mention{pos: toks[a].Start, tokStart: a, tokEnd: a + 1, score: 8, entity: schema.Entity{Type: schema.Org, Name: toks[a].Text}}
		return append([]mention{party}, x.interpret(body, toks, run{a + 1, b}, sentStart, c)...)
	}
	if b-a > 3 && g.compassOnCountry(toks, a, b) {
		a++ // Xinhua's "Northwest China's Xinjiang Uygur Autonomous Region": where in China, read as "northwest"
	}
	// ("the State of Origin", "the Vuelta a Espana": the run holds the
	// event's last word only)
	eventTail := a >= 2 && (eventNames[strings.Join(texts(toks, a-2, b), " ")] || lower(toks, a-1) == "a" && eventOpeners[toks[a-2].Text])
	if a >= b || !c.sports && !c.slavic && caseParty(toks, a, b) || b-a >= 2 && shipPrefixes[toks[a].Text] || eventNames[spanText(body, toks, a, b)] || eventTail {
		// ("International Women's Day" is read whole, before its possessive
		// splits it; in Slovak and Czech "v" is "in", no court case's "v.")
		return nil
	}
	if m, ok := x.titledTown(body, toks, a, b, c); ok {
		return []mention{m}
	}
	if m, ok := x.inflectedTown(body, toks, a, b, c); ok {
		return []mention{m}
	}
	if m, ok := x.scandinavianGenitive(toks, a, b, c); ok {
		return []mention{m}
	}
	// "the Ain al-Hilweh Palestinian refugee camp": a demonym between a
	// name and its generic describes the place and is no part of its name
	if b-a > 1 && g.demonyms[toks[b-1].Text] {
		if gw, _, ok := g.genericAfter(toks, b-1); ok && gw.facility {
			b--
		}
	}
	if b-a > 1 && creeds[toks[a].Text] && (g.lookupTokens(texts(toks, a+1, b)) != nil || b-a == 2 && isAllCaps(toks[a+1].Text)) {
		a++ // "Marxist FARC rebels": a creed describes a known group
	}
	if b-a > 2 && peerages[toks[a].Text] && toks[a+1].Text == "of" && !placeWords[lower(toks, b-1)] && g.titleAt(toks, a, b) == 1 {
		// "Prince Philip, Duke of Edinburgh": a peer's seat is part of
		// the title and no place the caption is about
		return nil
	}
	if b-a > 2 && g.isTitleWord(toks[a].Text) && toks[a+1].Text == "of" && !placeWords[lower(toks, b-1)] && (g.titleAt(toks, a, b) <= 1 || g.bodyOutrunsTitle(toks, a, b)) {
		// "Archbishop of Westminster Vincent Nichols": only "Princess of
		// Wales Theatre" keeps its title; here the seat and name follow it
		return x.interpret(body, toks, run{a + 2, b}, sentStart, c)
	}
	if b-a >= 2 && toks[b-1].Text == "Flight" && b < len(toks) && (isNumber(toks[b].Text) || modelCode(toks[b].Text)) {
		// "Pan Am Flight 103": the airline flies the flight
		out := x.interpret(body, toks, run{a, b - 1}, sentStart, c)
		if len(out) == 1 && out[0].gaz == nil {
			out[0].entity.Type = schema.Org
		}
		return out
	}
	if k := a + 1; toks[a].Text == "Co" || toks[a].Text == "County" {
		if k < b && toks[k].Text == "." {
			k++
		}
		if b-k == 1 && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) {
			// "Keshcarrigan, Co Leitrim", "Newry, Co. Down": an Irish
			// county after its word or its abbreviation
			return []mention{{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 8,
				entity: schema.Entity{Type: schema.Place, Name: spanText(body, toks, a, b), Aliases: []string{toks[k].Text}}}}
		}
	}
	if b-a == 2 && compassPrefixes[toks[a].Text] && areaNameEnds[toks[a+1].Text] {
		// "the Northern Province" of Sri Lanka, Zambia or Rwanda: the
		// direction is the name
		return []mention{{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 8,
			entity: schema.Entity{Type: schema.Place, Name: spanText(body, toks, a, b)}}}
	}
	if e := g.lookupTokens(texts(toks, a, b-1)); b-a >= 2 && areaGenerics[lower(toks, b-1)] && lower(toks, b-1) != "county" && x.placePiece(body, toks, a, b-1, e, c) &&
		!(e != nil && e.Kind == "country" && b-a == 2 && toks[b-1].Text == "State") {
		// (but "Niger State" is no country: the generic keeps it apart)
		b-- // "Borno State", "Kherson Oblast": the area word is the place's generic
	} else if b-a >= 2 && toks[b-1].Text == "Division" && e == nil && g.divisionArea(spanText(body, toks, a, b-1)) {
		b-- // "Ayeyarwady Division", "Sylhet Division", but "Gaza Division" is a unit
	}
	if a > 0 && prefixedAdjective(toks[a-1]) && !g.isTitleWord(toks[a-1].Text) {
		return nil // "sub-Saharan Africa" describes a region, it names no place (but "then-Mayor Bob Filner" is titled)
	}
	// "the Imam Reza shrine", "Prince Sultan Air Base": a facility named
	// after a titled person keeps the title in its name
	if n := g.titleAt(toks, a, b); n > 0 && n < b-a && g.facilityEnds(toks, a+n+1, b) {
		if m, ok := x.mentionFor(body, toks, a, b, nil, true, c); ok && m.entity.Type == schema.Place {
			return []mention{m}
		}
	}
	if m, ok := x.stateAfterTown(body, toks, a, b); ok {
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
		thousands := toks[b+1].Text == "," && b+2 < len(toks) && toks[b+2].Start == toks[b+1].End && startsWithDigit(toks[b+2].Text) // "Olympic 1,500m champion"
		if ok && (!gw.facility || roadGenerics[strings.Join(gw.tokens, " ")]) || toks[b+1].Text == "," && b-a == 1 && unknown && !thousands {
			b++
		}
	}
	// "Task Force 58" is numbered, but an "Air Force F-35" is an aircraft.
	if b < len(toks) && toks[b].Kind == tokWord && (isNumber(toks[b].Text) || modelCode(toks[b].Text) && len(toks[b].Text) <= 4 && lower(toks, b-1) != "force") && len(toks[b].Text) <= 5 &&
		toks[b].Start == toks[b-1].End+1 && numberedHeads[lower(toks, b-1)] {
		b++
		if b < len(toks) && streetQuadrants[lower(toks, b)] && isCapitalized(toks[b].Text) && (b+1 >= len(toks) || !isCapitalized(toks[b+1].Text)) {
			b++ // "Hill 881 South"
		}
	}
	if b < len(toks) && eventNames[toks[b-1].Text+" "+toks[b].Text] {
		return nil // "on Palm Sunday": the day is read as a date, the feast is no name
	}
	if b-a == 1 && b < len(toks) && monthNames[toks[b].Text] && toks[b].Start == toks[a].End+1 && !monthNames[toks[a].Text] &&
		g.lookupTokens(texts(toks, a, b)) == nil && commonTag(c.tag(toks[a].Text)) {
		return nil // "Bloody Sunday", "Super Tuesday": a word that names a day is no name of its own
	}
	if b-a == 1 && pairedNames(g, toks[a].Text) {
		// "the Russia-Ukraine conflict", "Israel-Hamas war": two names
		// joined into a modifier are not entities of their own.
		return nil
	}
	if participleTail(toks[b-1].Text) || b < len(toks) && toks[b].Start == toks[b-1].End+1 && participleTail(toks[b].Text) && startsUpper(toks[b].Text) {
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
		gz := g.lookupTokens(texts(toks, a, e))
		if gz == nil && orgGenerics[lower(toks, e-1)] {
			// "the Sinaloa cartel": the gazetteer's "Sinaloa Cartel"
			ws := texts(toks, a, e)
			for i := b - a; i < len(ws); i++ {
				ws[i] = upperFirst(ws[i])
			}
			if gz = g.lookupTokens(ws); gz != nil && gz.Type != schema.Org {
				gz = nil
			}
		}
		if gz != nil {
			if m, ok := x.mentionFor(body, toks, a, e, gz, true, c); ok {
				return []mention{m}
			}
		}
	}
	// "the Medellin cartel": a cartel named after its city is a body, and
	// the city's name alone would be the city
	if b < len(toks) && toks[b].Text == "cartel" {
		if x.placePiece(body, toks, a, b, g.lookupTokens(texts(toks, a, b)), c) {
			m := mention{pos: toks[a].Start, tokStart: a, tokEnd: b + 1, score: 8}
			m.entity = schema.Entity{Type: schema.Org, Name: spanText(body, toks, a, b+1)}
			return []mention{m}
		}
	}
	if b-a > 1 && (toks[a].Text == "Great" && (greatEventHeads[toks[b-1].Text] || eventHeads[toks[b-1].Text]) || eventOpeners[toks[a].Text] && !g.knownPrefix(toks, a, b)) {
		// "the Great East Japan Earthquake", "the Great Chicago Fire", "the
		// Copa America", "the Tour de France": an event, whatever names it holds
		return nil
	}
	if b-a > 2 && (toks[b-1].Text == "Day" || toks[b-1].Text == "Eve") && toks[b-2].Kind == tokPoss {
		return nil // "St David's Day", "New Year's Eve": a day, named after no entity
	}
	if b-a == 2 && toks[a].Text == "Group" && len(toks[a+1].Text) == 1 && isAllCaps(toks[a+1].Text) {
		return nil // "the Group F match": a tournament's group
	}
	if taskForceName(toks, a, b) {
		// "Task Force Tarawa", "Joint Task Force Bravo": a unit named after
		// a place or a word is one body
		return []mention{{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 8,
			entity: schema.Entity{Type: schema.Org, Name: spanText(body, toks, a, b)}}}
	}
	if lower(toks, b) == "samba" && lower(toks, b+1) == "school" {
		// "the Beija-Flor samba school": a carnival club
		return []mention{{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 8,
			entity: schema.Entity{Type: schema.Org, Name: spanText(body, toks, a, b), Aliases: []string{spanText(body, toks, a, b+2)}}}}
	}
	if m, ok := x.knownCompany(body, toks, a, b, c); ok {
		return []mention{m}
	}
	if b-a > 2 && companySuffix(toks[b-1].Text) {
		// "Maruti Suzuki India Ltd": a company's name is one name, whatever
		// known names lie inside it
		if m, ok := x.mentionFor(body, toks, a, b, nil, true, c); ok && m.entity.Type == schema.Org {
			return []mention{m}
		}
	}
	for k := a + 1; k+2 < b; k++ {
		if companySuffix(toks[k].Text) && toks[k+1].Kind == tokPoss {
			// "BHP Group Ltd's Olympic Dam mine": the company ends at its suffix
			return append(x.interpret(body, toks, run{a, k + 1}, sentStart, c), x.interpret(body, toks, run{k + 2, b}, sentStart, c)...)
		}
	}
	if x.subsidiary(body, toks, a, b) {
		// "ArcelorMittal Temirtau", "Greenpeace Russia": a branch named after its place
		return []mention{{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 8,
			entity: schema.Entity{Type: schema.Org, Name: spanText(body, toks, a, b)}}}
	}
	if k := g.makerAt(toks, a, b); k > a {
		// "an Emirates Airbus A380", "a Ryanair Boeing 737": the name
		// before a maker and its model runs the machine
		out := x.interpret(body, toks, run{a, k}, sentStart, c)
		if len(out) == 0 && !g.common[toks[a].Text] && !g.demonyms[spanText(body, toks, a, k)] {
			out = []mention{{pos: toks[a].Start, tokStart: a, tokEnd: k, score: 6,
				entity: schema.Entity{Type: schema.Org, Name: spanText(body, toks, a, k)}}}
		}
		if len(out) == 1 && out[0].gaz == nil && out[0].tokStart == a && out[0].tokEnd == k {
			out[0].entity.Type = schema.Org
		}
		return append(out, x.interpret(body, toks, run{k, b}, sentStart, c)...)
	}
	if k := g.titleOfSeat(toks, a, b); k > a {
		// "Archbishop of Canterbury Justin Welby", "Ambassador to Ukraine
		// Marie Yovanovitch": the seat, or the country she is sent to, is
		// a place of its own, and the name follows it.
		name := x.interpret(body, toks, run{k, b}, sentStart, c)
		if e := g.lookupTokens(texts(toks, a, k)); lower(toks, a-1) == "to" || lower(toks, a-1) == "на" || k < b && g.personAt(toks, k, b) && (e != nil && e.Type == schema.Place || e == nil && len(g.geoLookup(spanText(body, toks, a, k))) > 0) {
			return append(x.interpret(body, toks, run{a, k}, sentStart, c), name...)
		}
		return name // ("Minister for Health Simon Harris": the portfolio is the title's; "captain of Chennai Super Kings" names no person)
	}
	if k := g.headBeforeName(toks, a, b); k > a {
		// "the Civil Protection Department Bernardo De Bernardinis": a
		// body's name, then its officer's
		return append(x.interpret(body, toks, run{a, k}, sentStart, c), x.interpret(body, toks, run{k, b}, sentStart, c)...)
	}
	if k, ok := x.innerTitle(toks, a, b); ok {
		// "Maui County Mayor Richard Bissen", "Economy Minister Sergio
		// Massa": the words before the title qualify it; they are a name of
		// their own only when they look like one.
		var out []mention
		pb := k
		for pb > a && (toks[pb-1].Kind != tokWord || portfolios[strings.ToLower(toks[pb-1].Text)]) {
			pb-- // "U.S. Defense Secretary": the portfolio belongs to the title
		}
		if x.plausiblePrefix(body, toks, a, pb, c) {
			out = append(out, x.interpret(body, toks, run{a, pb}, sentStart, c)...)
		} else if corporateTitles[strings.ToLower(toks[k].Text)] && pb-a <= 3 {
			// "Nvidia CEO Jensen Huang": the words before a company title
			// name the company
			out = append(out, mention{pos: toks[a].Start, tokStart: a, tokEnd: pb, score: 6,
				entity: schema.Entity{Type: schema.Org, Name: spanText(body, toks, a, pb)}})
		}
		return append(out, x.interpret(body, toks, run{k, b}, sentStart, c)...)
	}
	// "Port Sudan", "West Darfur": a whole run that GeoNames knows as one
	// place is not split at the curated name inside it.
	if b-a > 1 && g.lookupTokens(texts(toks, a, b)) == nil {
		if ps := g.geoLookup(spanText(body, toks, a, b)); len(ps) > 0 {
			// (a small town too when the caption names its country or state:
			// "East Palestine, Ohio")
			if p, ok := pickGeo(ps, c.countries, "", false); ok && (p.Pop >= 10000 || p.admin() || c.countries[p.Country] && p.Pop >= 1000) {
				if m, ok := x.mentionFor(body, toks, a, b, nil, true, c); ok {
					return []mention{m}
				}
			}
		}
	}
	// "Del Rio International Bridge", "Place du Luxembourg", "Real Madrid":
	// a run that opens or closes with a place word, or is shaped like a
	// club's name, is one name whatever known names lie inside it.
	if wb := wholeEnd(g, toks, a, b); wb-a > 1 && g.lookupTokens(texts(toks, a, wb)) == nil && (g.titleAt(toks, a, wb) == 0 || namesFacility(toks[a+1:wb])) {
		// ("Princess of Wales Theatre": a title opens a facility's name)
		words := texts(toks, a, wb)
		saintSite := len(words) >= 4 && saintWords[words[0]] && placeWords[strings.ToLower(words[len(words)-2])] // "St. Mary's Hospital Lacor"
		if (leadingPlaceWords[strings.ToLower(words[0])] || placeWords[strings.ToLower(words[len(words)-1])] || saintSite || clubName(words) || acronymSpans(toks, a, wb) ||
			c.sports && (clubSuffixes[words[len(words)-1]] || x.teamName(body, toks, a, wb, c))) && !g.knownThenTitle(toks, a, wb) {
			if m, ok := x.mentionFor(body, toks, a, wb, nil, wb == b, c); ok {
				if wb == b {
					return []mention{m}
				}
				// "Real Madrid's Vinicius Junior": the rest is a name of its own
				return append([]mention{m}, x.interpret(body, toks, run{wb + 1, b}, sentStart, c)...)
			}
		}
	}
	// "the Apple Daily newspaper": a run that its organisation's generic
	// follows is one name, whatever known names lie inside it
	if b-a > 1 && b < len(toks) && toks[b].Kind == tokWord && orgGenerics[toks[b].Text] && g.titleAt(toks, a, b) == 0 && g.lookupTokens(texts(toks, a, b)) == nil {
		plain := true
		for _, t := range toks[a:b] {
			plain = plain && t.Kind == tokWord && !g.demonyms[t.Text]
		}
		if m, ok := x.mentionFor(body, toks, a, b, nil, true, c); plain && ok && m.entity.Type == schema.Org {
			return []mention{m}
		}
	}
	if a > 0 && vesselWords[lower(toks, a-1)] && g.titleAt(toks, a, b) > 0 {
		return nil // "the aircraft carrier Admiral Kuznetsov", "the cruiser General Belgrano": a ship's name
	}
	// "Chief of the General Staff Valery Gerasimov": no known name is
	// looked for inside a title that opens the run
	titled := a
	if !isAllCaps(toks[a].Text) { // "U.S. Secretary of State" keeps its "U.S."
		titled += g.titleAt(toks, a, b)
	}
	pieces := x.joinPieces(body, toks, a, b, g.splitPieces(toks, a, b, titled), sentStart, c)
	var out []mention
	generic := -1
	for pi, p := range pieces {
		if p.gaz == nil && p.b-p.a >= 2 && toks[p.b-1].Text == "of" && pi+1 < len(pieces) && pieces[pi+1].gaz != nil &&
			(p.b-p.a == 2 || p.b-p.a == 3 && toks[p.a].Text == "Autonomous") && (placeWords[lower(toks, p.b-2)] || toks[p.b-2].Text == "Republic") {
			// "the Canary Island of El Hierro", "Beslan, Republic of North
			// Ossetia-Alania", "the Autonomous Region of Bougainville": the
			// generic before the known name is part of its mention but not
			// of its name
			generic = p.a
			continue
		}
		if p.gaz == nil && pi+1 < len(pieces) && pieces[pi+1].a == p.b && g.titleEnds(toks, p.a, p.b) {
			if q := pieces[pi+1]; q.gaz != nil && q.gaz.Type == schema.Person || q.gaz == nil && generationSuffix[toks[q.b-1].Text] {
				continue // "German Chancellor Angela Merkel", "Philippine President Ferdinand Marcos Jr.": the known person's title
			}
		}
		if p.org {
			m := mention{pos: toks[p.a].Start, tokStart: p.a, tokEnd: p.b, score: 8}
			m.entity = schema.Entity{Type: schema.Org, Name: spanText(body, toks, p.a, p.b)}
			out = append(out, m)
			continue
		}
		for p.gaz == nil && p.b > p.a+1 && (connectors[toks[p.b-1].Text] || toks[p.b-1].Text == "the" || toks[p.b-1].Text == "and") {
			p.b-- // "Team Sky's Chris Froome of Britain": the name ends before "of"
		}
		atEnd := pi == len(pieces)-1 && p.b == b
		if m, ok := x.mentionFor(body, toks, p.a, p.b, p.gaz, atEnd, c); ok {
			// ("Rangers patrol the park": a short name of the Pakistan
			// Rangers that is also a plural noun)
			shortPlural := m.gaz != nil && m.gaz.Type == schema.Org && strings.HasSuffix(m.gaz.Name, " "+m.entity.Name) && strings.HasSuffix(m.entity.Name, "s")
			if (m.gaz == nil || shortPlural) && m.tokEnd-m.tokStart == 1 && sentStart[m.tokStart] && (m.score < 4 || shortPlural || orgWords[strings.ToLower(m.entity.Name)] || placeWords[strings.ToLower(m.entity.Name)]) && !isAllCaps(m.entity.Name) && !legislatures[m.entity.Name] &&
				m.tokEnd < len(toks) && toks[m.tokEnd].Kind == tokWord && !isCapitalized(toks[m.tokEnd].Text) && !(lower(toks, m.tokEnd) == "party" && m.entity.Type == schema.Org) &&
				!(c.sports && g.clubBeforeItsPeople(toks, m)) { // ("Napoli fans gather")
				// "Asylum seekers camp...", "Abortion rights activists...": a
				// capitalised first word before lower-case ones is a common
				// noun unless the evidence for a name is strong
				continue
			}
			if generic >= 0 {
				m.tokStart, generic = generic, -1
			}
			out = append(out, m)
		}
	}
	return out
}

// subsidiary reports whether toks[a:b] is a known company and then a place,
// but no machine ("SpaceX Falcon 9"), or a known charity and then the
// country of its branch ("Greenpeace Russia").
func (x *Extractor) subsidiary(body string, toks []token, a, b int) bool {
	g := x.gaz
	if b-a < 2 || b < len(toks) && (isNumber(toks[b].Text) || modelCode(toks[b].Text) || vehicleWords[lower(toks, b)]) {
		return false
	}
	company := func(e *gazEntry) bool { return e != nil && (e.Kind == "company" || e.Kind == "ngo") }
	if !company(g.lookupTokens(texts(toks, a, a+1))) && (b-a < 3 || !company(g.lookupTokens(texts(toks, a, a+2)))) {
		return false // (splitting every run is dear)
	}
	ps := g.splitPieces(toks, a, b, a)
	if len(ps) != 2 || ps[0].gaz == nil {
		return false
	}
	switch ps[0].gaz.Kind {
	case "company":
		// ("Samsung Electronics Vietnam": a company of two words before its country)
		return (ps[0].b == a+1 || ps[1].gaz != nil && ps[1].gaz.Kind == "country" && toks[ps[0].b-1].Kind == tokWord) && !(ps[1].b-ps[1].a == 1 && (naturalWords[lower(toks, ps[1].a)] || placeWords[lower(toks, ps[1].a)] || venueEnds[lower(toks, ps[1].a)])) &&
			(ps[1].gaz != nil && ps[1].gaz.Type == schema.Place || ps[1].gaz == nil && len(g.geoLookup(spanText(body, toks, ps[1].a, ps[1].b))) > 0)
	case "ngo":
		return ps[1].gaz != nil && ps[1].gaz.Kind == "country"
	}
	return false
}

// makerAt returns where a known maker written with its model starts inside
// toks[a:b] ("Emirates Airbus A380"), or 0.
func (g *gazetteer) makerAt(toks []token, a, b int) int {
	for k := a + 1; k < b; k++ {
		// ("a Gulf Air Boeing 787-9": a model numbered with a hyphen)
		if toks[k].Kind == tokWord && k+1 < len(toks) && (modelCode(toks[k+1].Text) || isNumber(strings.ReplaceAll(toks[k+1].Text, "-", ""))) {
			if e := g.lookupTokens(texts(toks, k, k+1)); e != nil && e.Kind == "company" {
				return k
			}
		}
	}
	return 0
}

// compassOnCountry reports whether toks[a:b] opens with a compass word on
// a known country's name and its possessive, the two together naming
// nothing ("Northwest China's", not "South Sudan's").
func (g *gazetteer) compassOnCountry(toks []token, a, b int) bool {
	if !compassPrefixes[toks[a].Text] {
		return false
	}
	for k := a + 2; k < b && k <= a+5; k++ {
		if toks[k].Kind == tokPoss {
			e := g.lookupTokens(texts(toks, a+1, k))
			return e != nil && e.Kind == "country" && g.lookupTokens(texts(toks, a, k)) == nil
		}
	}
	return false
}

// titledTown: "in Prince Albert, Saskatchewan", "near General Santos": a
// town named after a titled person, which GeoNames knows, where the words
// around it speak of a place (after "in", "near" or "from", or before a
// comma and a known place). Elsewhere "Prince George" is a prince.
func (x *Extractor) titledTown(body string, toks []token, a, b int, c *capCtx) (mention, bool) {
	g := x.gaz
	if b-a < 2 || !g.isTitleWord(toks[a].Text) {
		return mention{}, false
	}
	placeBefore := placePreps[lower(toks, a-1)] && lower(toks, a-1) != "to"
	if !placeBefore && !(lower(toks, b) == "," && b+1 < len(toks) && g.placeAfter(toks, b+1)) {
		return mention{}, false
	}
	if n := g.titleAt(toks, a, b); n == 0 || n >= b-a {
		return mention{}, false
	}
	name := spanText(body, toks, a, b)
	p, _, ok := g.geoEvidence(name, texts(toks, a, b), c, false)
	if !ok || p.Pop < 10000 && !p.admin() {
		return mention{}, false
	}
	return mention{entity: schema.Entity{Type: schema.Place, Name: name}, pos: toks[a].Start, tokStart: a, tokEnd: b, score: 6, place: &p}, true
}

// bodyOutrunsTitle: "Speaker of the House of Commons Lindsay Hoyle": a
// known body opens after the title's "of (the)" and runs past the longest
// title ("Speaker of the House"), so the title ends before the body.
func (g *gazetteer) bodyOutrunsTitle(toks []token, a, b int) bool {
	k := pastThe(toks, a+2)
	end := a + g.titleAt(toks, a, b)
	for n := min(g.maxTokens, b-k); n >= 1 && k+n > end; n-- {
		if e := g.lookupTokens(texts(toks, k, k+n)); e != nil && e.Type == schema.Org {
			return true
		}
	}
	return false
}

// nameTail: toks[a:b] could carry on a person's name: capitalised words
// that are no title, body's word or place's word.
func (g *gazetteer) nameTail(toks []token, a, b int) bool {
	for _, t := range toks[a:b] {
		w := strings.ToLower(t.Text)
		if t.Kind != tokWord || !isCapitalized(t.Text) || g.isTitleWord(t.Text) || orgWords[w] || placeWords[w] || generationSuffix[t.Text] {
			return false
		}
	}
	return true
}

// afterTitles returns where toks[a:b] carries on after its last title
// word ("Chechen President Akhmad" -> "Akhmad"), or a when it has none.
func (g *gazetteer) afterTitles(toks []token, a, b int) int {
	s := a
	for k := a; k < b; k++ {
		if g.isTitleWord(toks[k].Text) {
			s = k + 1
			if s < b && toks[s].Text == "." {
				s++ // "Lt. Gen. Joseph-Desire Mobutu"
			}
		}
	}
	return s
}

// namedAfter: toks[a:b] ends with a body's or a place's word, so a
// person's name beside it names the thing: "Foundation", "Square",
// "International Airport", "Grand Stade".
func namedAfter(toks []token, a, b int) bool {
	w := strings.ToLower(toks[b-1].Text)
	return toks[b-1].Kind == tokWord && isCapitalized(toks[b-1].Text) && (orgWords[w] || placeWords[w] || w == "stade")
}

// titleEnds reports whether a title ends the span toks[a:b], with at
// most its modifiers before it ("German Chancellor", "Crown Prince").
func (g *gazetteer) titleEnds(toks []token, a, b int) bool {
	for k := a; k < b; k++ {
		if n := g.titleAt(toks, k, len(toks)); n > 0 && k+n >= b {
			return true
		}
	}
	return false
}

// knownThenTitle reports whether the run toks[a:b] is a known name and a
// title after it: "Rio de Janeiro Mayor Eduardo Paes".
func (g *gazetteer) knownThenTitle(toks []token, a, b int) bool {
	for k := a + 1; k < b; k++ {
		if g.titleAt(toks, k, b) > 0 && g.lookupTokens(texts(toks, a, k)) != nil {
			return true
		}
	}
	return false
}

// taskForceName reports whether the run toks[a:b] is "Task Force" and a
// name, after words such as "Joint" or "Combined".
func taskForceName(toks []token, a, b int) bool {
	k := a
	for k < b && taskForceModifiers[toks[k].Text] {
		k++
	}
	return b-k >= 3 && b-k <= 4 && toks[k].Text == "Task" && toks[k+1].Text == "Force" && toks[k+2].Kind == tokWord && isCapitalized(toks[k+2].Text)
}

var taskForceModifiers = map[string]bool{"Joint": true, "Combined": true, "Multinational": true, "Naval": true}

// knownCompany: "Samsung Electronics Co.", "ASML Holding NV": a known
// organisation and its legal suffix, named without it.
func (x *Extractor) knownCompany(body string, toks []token, a, b int, c *capCtx) (mention, bool) {
	k := b
	for k > a+1 && (toks[k-1].Text == "." || companySuffix(toks[k-1].Text)) {
		k--
	}
	if k == b || !companySuffix(toks[k].Text) {
		return mention{}, false
	}
	e := x.gaz.lookupTokens(texts(toks, a, k))
	if e == nil && k-a > 1 && (toks[k-1].Text == "Group" || toks[k-1].Text == "Holdings") {
		e = x.gaz.lookupTokens(texts(toks, a, k-1)) // "BHP Group Ltd"
	}
	if e == nil || e.Type != schema.Org {
		return mention{}, false
	}
	m, ok := x.mentionFor(body, toks, a, k, e, false, c)
	if ok {
		// named as written, legal suffix and all, like an unknown company
		full := spanText(body, toks, a, b)
		if b < len(toks) && toks[b].Text == "." && toks[b].Start == toks[b-1].End && abbreviatedSuffix(toks[b-1].Text) {
			full += "." // "Samsung Electronics Co."
		}
		m.entity.Aliases = mergeAliases(full, nil, append([]string{m.entity.Name}, m.entity.Aliases...))
		m.entity.Name = full
		m.tokEnd = b
	}
	return m, ok
}

// piece is a stretch of a run: a name the gazetteer knows (gaz), an unknown
// stretch (gaz nil), or an organisation's office named after a country
// (org).
type piece struct {
	a, b  int
	gaz   *gazEntry
	org   bool
	whole bool // an unknown stretch that GeoNames names whole ("Blue Nile"), joined to nothing after it
}

// partOfName: the piece matched fewer words than its known name has, a
// surname ("Kadyrov") or a shorter spelling, not the whole name.
func (p piece) partOfName() bool { return p.b-p.a < len(wordTexts(p.gaz.Name)) }

// splitPieces splits the run toks[a:b] into the longest names the
// gazetteer knows and the unknown stretches between them; before token
// from, nothing is looked up.
func (g *gazetteer) splitPieces(toks []token, a, b, from int) []piece {
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
		if i < from {
			maxN = 0 // a title's words are no known names
		}
		for n := maxN; n >= 1; n-- {
			if toks[i+n-1].Kind != tokWord && (toks[i+n-1].Kind != tokPoss || n == 1) { // ("Christie's" is known with its 's)
				continue
			}
			if e := g.lookupTokens(texts(toks, i, i+n)); e != nil {
				// an acronym alias must be written exactly: "IS", not "Is"
				pieces = append(pieces, piece{a: i, b: i + n, gaz: e})
				i += n
				found = true
				break
			}
		}
		if found {
			continue
		}
		j, whole := i+1, false
	scan:
		for j < b {
			if toks[j].Kind == tokPoss && toks[j].Text == "'s" {
				break
			}
			for n := 1; n <= g.maxTokens && j+n <= b && j >= from; n++ {
				if toks[j].Kind == tokWord && toks[j+n-1].Kind == tokWord {
					if e := g.lookupTokens(texts(toks, j, j+n)); e != nil && !(e.Type == schema.Person && initialBefore(toks, i, j)) && !(j == i+1 && (spanishArticles[toks[i].Text] || toks[i].Text == "Al")) {
						// (but "Joseph R. Biden Jr.", "Los Lagos" and "Al Anbar"
						// are one name, and so is a region GeoNames names
						// after a known river or sea, "Blue Nile")
						if e.Kind == "water" && len(g.geoLookup(strings.Join(texts(toks, i, j+n), " "))) > 0 {
							j += n
							whole = true
						}
						break scan
					}
				}
			}
			j++
		}
		for j > i+1 && toks[j-1].Kind != tokWord {
			j--
		}
		if last := len(pieces) - 1; last >= 0 && pieces[last].gaz == nil && !pieces[last].whole && !whole && pieces[last].b == i {
			pieces[last].b = j
		} else {
			pieces = append(pieces, piece{a: i, b: j, whole: whole})
		}
		i = j
	}
	return pieces
}

// initialBefore reports whether an initial, perhaps with its dot, ends
// toks[i:j]: "Joseph R." before a surname.
func initialBefore(toks []token, i, j int) bool {
	k := j - 1
	if k > i && toks[k].Text == "." {
		k--
	}
	return k > i && toks[k].Kind == tokWord && initial(toks[k].Text)
}

// titledFrom reports whether toks[a:b] is a title, perhaps after a
// demonym ("Maltese Prime Minister"), before the name at toks[b].
func (g *gazetteer) titledFrom(toks []token, a, b int) bool {
	if b-a > 1 && g.demonyms[toks[a].Text] {
		a++
	}
	return b > a && b < len(toks) && g.titleAt(toks, a, b+1) == b-a
}

// joinPieces joins pieces that name one thing together: a name that goes
// on into a known name, a country's body, a club, a region.
func (x *Extractor) joinPieces(body string, toks []token, a, b int, pieces []piece, sentStart []bool, c *capCtx) []piece {
	g := x.gaz
	// "Relief Society of Tigray", "University of Baghdad": a name that goes
	// on across "of" or "for" into a known name is one longer name.
	for k := 0; k+1 < len(pieces); k++ {
		p := pieces[k]
		last := toks[p.b-1].Text
		// ("Royal Palace of Madrid": a place word before "of" heads one name)
		placeHead := last == "of" && p.b-p.a >= 3 && placeWords[lower(toks, p.b-2)] && !g.demonyms[toks[p.a].Text]
		if p.gaz == nil && p.b-p.a >= 2 && ((connectors[last] || last == "the") && (runHasOrgWord(toks[p.a:p.b]) || placeHead) || nameParticles[last]) {
			// ("Lanao del Sur": a particle goes on into the rest of the name)
			end := k + 1
			for end+1 < len(pieces) && pieces[end+1].gaz == nil {
				end++ // "Ministry of Peshmerga Affairs"
			}
			pieces[k] = piece{a: p.a, b: pieces[end].b}
			pieces = append(pieces[:k+1], pieces[end+1:]...)
			k--
		}
	}
	// "Likud Party": a known party's name goes on into its generic
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.gaz != nil && p.gaz.Kind == "party" && q.gaz == nil && q.a == p.b && q.b-q.a == 1 && toks[q.a].Text == "Party" {
			pieces[k].b = q.b
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "Team Canada", "Emirates Team New Zealand": a side named "Team" and
	// its country or continent is the team
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.gaz == nil && toks[p.b-1].Text == "Team" && q.a == p.b && sideCountry(q.gaz) {
			pieces[k] = piece{a: p.a, b: q.b}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	pieces = g.bodyOfPlace(toks, b, pieces)
	// "Anna Holland, 20,": a given name before a one-word place, with an
	// age or a role to say it is a person, makes one personal name.
	if n := len(pieces); n >= 2 && pieces[n-2].gaz == nil && pieces[n-1].gaz != nil &&
		pieces[n-1].gaz.Type == schema.Place && pieces[n-1].b-pieces[n-1].a == 1 && pieces[n-1].a == pieces[n-2].b && pieces[n-1].b == b {
		p := pieces[n-2]
		if n == 2 && p.b-p.a == 1 && (ageFollows(toks, b) || roleWords[lower(toks, a-1)] || professions[lower(toks, a-1)]) {
			pieces = []piece{{a: a, b: b}}
		} else if g.givenNames[toks[p.b-1].Text] && (g.titledFrom(toks, p.a, p.b-1) || p.b-p.a == 2 && professions[lower(toks, p.a)]) {
			// "Rep. Jim Jordan", "Maltese Prime Minister Joseph Muscat",
			// "Singer Whitney Houston"
			pieces = append(pieces[:n-2], piece{a: p.a, b: b})
		}
	}
	pieces = g.placeInPersonalName(toks, b, pieces)
	// "Gerald Ford", "Michael Dell": a given name before a one-word
	// company named after a family is a person of that family, and so is
	// one with a surname after it ("Francis Ford Coppola", "Christine
	// Blasey Ford"); so is one before another body's one-word name
	// ("Richard Wagner", "Giuseppe Verdi").
	if n := len(pieces); n >= 2 {
		k := n - 1
		if n >= 3 && pieces[k].gaz == nil && pieces[k].b-pieces[k].a == 1 && pieces[k].a == pieces[k-1].b {
			k-- // the surname after the company
		}
		p, q := pieces[k-1], pieces[k]
		// ("Mayor Michael R. Bloomberg": an initial after the given name)
		initialled := q.a == p.b+1 && toks[p.b].Text == "." && p.b-p.a >= 2 && initial(toks[p.b-1].Text) && g.givenNames[toks[p.b-2].Text]
		if p.gaz == nil && q.gaz != nil && (q.gaz.Kind == "company" || q.gaz.Type == schema.Org && !isAllCaps(toks[q.a].Text)) && q.b-q.a == 1 &&
			(q.a == p.b && (g.givenNames[toks[p.b-1].Text] || g.givenNames[toks[p.a].Text]) || initialled) &&
			(b >= len(toks) || toks[b].Kind != tokWord || !isCapitalized(toks[b].Text) && !vehicleWords[lower(toks, b)]) {
			pieces = append(pieces[:k-1], piece{a: p.a, b: b})
		}
	}
	// "Donald Trump Jr.": a generation suffix belongs to the name before it
	if n := len(pieces); n >= 2 {
		p, q := pieces[n-2], pieces[n-1]
		if q.b-q.a == 1 && q.a == p.b && generationSuffix[toks[q.a].Text] && (p.gaz == nil || p.gaz.Type == schema.Person) {
			pieces = append(pieces[:n-2], piece{a: p.a, b: q.b})
		}
	}
	// "Maher al-Assad": a given name before a known person's surname is
	// another member of the family.
	if len(pieces) == 2 && pieces[0].gaz == nil && pieces[0].b-pieces[0].a == 1 && pieces[1].gaz != nil &&
		pieces[1].gaz.Type == schema.Person && pieces[1].a == pieces[0].b && pieces[1].b == b && !g.demonyms[toks[a].Text] && g.titleAt(toks, a, b) == 0 {
		pieces = []piece{{a: a, b: b}}
	}
	// "President Volodymyr Zelenskyy", "Donald J. Trump": a given name
	// (and an initial) right before a known person's other spelling
	// belongs to the name
	if n := len(pieces); n >= 2 {
		p, q := pieces[n-2], pieces[n-1]
		k := p.b - 1
		dotted := q.a == p.b+1 && toks[p.b].Text == "." && initial(toks[k].Text)
		if dotted && k > p.a {
			k--
		}
		if p.gaz == nil && q.gaz != nil && q.gaz.Type == schema.Person && q.b == b && (q.a == p.b || dotted) && g.givenNames[toks[k].Text] && !g.isTitleWord(toks[k].Text) {
			if s := g.afterTitles(toks, p.a, p.b); s > p.a && k-s <= 2 && g.nameTail(toks, s, k) {
				k = s // "Deputy Chief Minister Sushil Kumar Modi": all the names after the title
			}
			if k > p.a {
				pieces[n-2].b = k
				pieces[n-1] = piece{a: k, b: b}
			} else {
				pieces = append(pieces[:n-2], piece{a: k, b: b})
			}
		}
	}
	// A known person's name inside a longer name is no mention of them:
	// "Joaquin Guzman Lopez", "Mahamat Idriss Deby Itno" (more of a name
	// after it: someone's longer name, and a son is not his father);
	// "Akhmad Kadyrov", "Sushil Kumar Modi" (given names before a known
	// surname: another of the family); "the Nelson Mandela Foundation",
	// "Kim Il Sung Square", "the Grand Stade Hassan II" (a body or place
	// named after them). The whole is typed as an unknown name.
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if q.a != p.b {
			continue
		}
		if s := g.afterTitles(toks, p.a, p.b); p.gaz == nil && q.gaz != nil && q.gaz.Type == schema.Person && s > p.a && s < p.b && p.b-s <= 3 &&
			g.nameTail(toks, s, p.b) && q.partOfName() {
			// "Chechen President Akhmad Kadyrov": the title stays apart
			pieces[k] = piece{a: p.a, b: s}
			pieces = append(pieces[:k+1], append([]piece{{a: s, b: q.b}}, pieces[k+2:]...)...)
			continue
		}
		switch {
		case p.gaz != nil && p.gaz.Type == schema.Person && q.gaz == nil && q.b == b && b-q.a <= 2 && g.nameTail(toks, q.a, b),
			p.gaz == nil && q.gaz != nil && q.gaz.Type == schema.Person && p.b-p.a <= 3 && g.nameTail(toks, p.a, p.b) && q.partOfName() && !g.demonyms[toks[p.a].Text],
			p.gaz != nil && p.gaz.Type == schema.Person && q.gaz == nil && q.b == b && namedAfter(toks, q.a, b),
			p.gaz == nil && q.gaz != nil && q.gaz.Type == schema.Person && k == 0 && namedAfter(toks, p.a, p.b):
			pieces[k] = piece{a: p.a, b: q.b}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
			k--
		}
	}
	// "the Democratic Party of Korea": a known body's name carried on
	// with "of" and a country is that country's body of the name.
	if n := len(pieces); n == 3 && pieces[0].gaz != nil && pieces[0].gaz.Type == schema.Org && pieces[1].gaz == nil &&
		pieces[1].b-pieces[1].a == 1 && connectors[toks[pieces[1].a].Text] && pieces[2].gaz != nil && pieces[2].gaz.Kind == "country" {
		pieces = []piece{{a: pieces[0].a, b: pieces[2].b, org: true}}
	}
	// "Tele Sahel", "Radio Okapi": a broadcaster's word before a known
	// place names the broadcaster
	if len(pieces) == 2 && pieces[0].gaz == nil && pieces[0].b-pieces[0].a == 1 && broadcastWords[strings.ToLower(toks[pieces[0].a].Text)] &&
		pieces[1].gaz != nil && pieces[1].gaz.Type == schema.Place && pieces[1].a == pieces[0].b && pieces[1].b == b {
		pieces = []piece{{a: pieces[0].a, b: b, org: true}}
	}
	// "Apple Daily", "Khaleej Times": a known name before a newspaper's
	// word is the paper's name
	if n := len(pieces); n >= 2 {
		p, q := pieces[n-2], pieces[n-1]
		if p.gaz != nil && p.gaz.Type == schema.Org && q.gaz == nil && q.a == p.b && q.b == b && b-q.a == 1 && newspaperWords[toks[q.a].Text] {
			pieces = append(pieces[:n-2], piece{a: p.a, b: b})
		}
	}
	// "North Darfur", "South Kivu", "Little Havana", "Old Havana": a
	// compass word (or "Little", "Old") before a known place names a
	// region of its own.
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.gaz == nil && p.b-p.a == 1 && (compassPrefixes[toks[p.a].Text] || toks[p.a].Text == "Little" || toks[p.a].Text == "Old") && q.gaz != nil && q.gaz.Type == schema.Place && q.a == p.b &&
			(q.gaz.Kind != "country" || x.gaz.adminArea(spanText(body, toks, p.a, q.b))) { // ("West Azerbaijan" in Iran)
			pieces[k] = piece{a: p.a, b: q.b}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "the Crimean Premier League", "the Chinese Football Association": a
	// country's adjective before a league or sports body known by its
	// generic name names that country's own
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.b-p.a == 1 && g.demonyms[toks[p.a].Text] && q.gaz != nil && q.gaz.Type == schema.Org && q.gaz.Kind == "sport" && q.a == p.b &&
			q.b-q.a >= 2 && genericBodyTails[toks[q.b-1].Text] { // (but "Spanish LaLiga" and "Italian Serie A" are the league itself)
			pieces[k] = piece{a: p.a, b: q.b, org: true}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "the Royal Spanish Football Federation": a known body's royal title
	// is part of its name
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.gaz == nil && p.b-p.a == 1 && toks[p.a].Text == "Royal" && q.gaz != nil && q.gaz.Type == schema.Org && q.a == p.b {
			pieces[k] = piece{a: p.a, b: q.b, org: true}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "People's Liberation Army", "People's Liberation Movement-North",
	// "National People's Power (NPP)": two unknown stretches joined by a
	// possessive make one organisation's name; "St Peter's Basilica",
	// "Nelson's Column": one place's.
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		if p.gaz == nil && q.gaz == nil && q.a == p.b+1 && toks[p.b].Kind == tokPoss && toks[p.b].Text == "'s" &&
			((orgWords[headWord(toks[q.b-1].Text)] || acronymSpans(toks, p.a, q.b)) && !x.personOwns(toks, []piece{p, q}) || q.b-q.a == 1 && placeWords[lower(toks, q.a)]) {
			pieces[k] = piece{a: p.a, b: q.b}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "Spain's National Geographic Institute": a known body's name with an
	// organisation's word after it names a body of its own.
	if n := len(pieces); n >= 2 {
		p, q := pieces[n-2], pieces[n-1]
		if p.gaz != nil && p.gaz.Type == schema.Org && q.gaz == nil && q.a == p.b && q.b == b && q.b-q.a == 1 && orgWords[lower(toks, q.a)] {
			pieces = append(pieces[:n-2], piece{a: p.a, b: q.b})
		}
	}
	// "Damascus University": a known name followed by an organisation or
	// place word is one longer, unknown name.
	// "Chad Smith": a one-word known place directly followed by other name
	// words, with no comma or possessive between, is part of a longer name.
	for k := 0; k+1 < len(pieces); k++ {
		p, q := pieces[k], pieces[k+1]
		// "Ford Island": a company's name before a natural feature's word
		// names the feature
		feature := p.gaz != nil && p.gaz.Kind == "company" && q.b-q.a == 1 && naturalWords[lower(toks, q.a)]
		if p.gaz != nil && p.b-p.a == 1 && q.gaz == nil && (p.gaz.Type == schema.Place || feature) && q.a == p.b &&
			toks[q.a].Kind == tokWord && !g.isTitleWord(toks[q.a].Text) && g.titleAt(toks, q.a, b) == 0 && !g.demonyms[toks[q.a].Text] {
			pieces[k] = piece{a: p.a, b: q.b}
			pieces = append(pieces[:k+1], pieces[k+2:]...)
		}
	}
	// "Zeppelin Observatory", "Capitolio Nacional": an unknown name before
	// a one-word body at the end of the run goes on into that word; the
	// body ("Observatory" for the Syrian Observatory, the club Nacional)
	// is not named, but a maker before its model is ("Bhoja Air Boeing
	// 737").
	if n := len(pieces); n >= 2 {
		p, q := pieces[n-2], pieces[n-1]
		if p.gaz == nil && q.gaz != nil && q.gaz.Type == schema.Org && q.b-q.a == 1 && q.a == p.b && q.b == b && !isAllCaps(toks[q.a].Text) &&
			!sentStart[p.a] && !g.common[toks[p.a].Text] && !g.demonyms[toks[p.b-1].Text] && !g.givenName(toks[p.a].Text) && g.titleAt(toks, p.a, b) == 0 && !(b < len(toks) && startsWithDigit(toks[b].Text)) {
			pieces = append(pieces[:n-2], piece{a: p.a, b: b})
		}
	}
	// "Instituto Nacional de Defensa Civil": outside a sports report, a
	// club known by one word inside a longer run is a word of that name
	for k := 1; k+1 < len(pieces) && !c.sports; k++ {
		p, q, r := pieces[k-1], pieces[k], pieces[k+1]
		if q.gaz != nil && q.gaz.Kind == "sport" && q.b-q.a == 1 && !isAllCaps(toks[q.a].Text) && p.gaz == nil && r.gaz == nil && p.b == q.a && r.a == q.b &&
			r.b-r.a >= 2 && isCapitalized(toks[r.b-1].Text) {
			pieces[k-1] = piece{a: p.a, b: r.b}
			pieces = append(pieces[:k], pieces[k+2:]...)
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
			pieces = append(pieces[:n-2], piece{a: p.a, b: b})
		}
	}
	// "Bolivarian National Guard": an unknown adjective before a known
	// organisation is part of a longer name.
	if len(pieces) == 2 && pieces[0].gaz == nil && pieces[0].b-pieces[0].a == 1 && pieces[1].gaz != nil &&
		pieces[1].gaz.Type == schema.Org && pieces[1].a == pieces[0].b && pieces[1].b == b {
		w := toks[pieces[0].a].Text
		if !g.demonyms[w] && adjectiveShaped(w) && !sentStart[pieces[0].a] {
			pieces = []piece{{a: pieces[0].a, b: b}}
		}
	}
	// "Libyan Red Crescent": a demonym before a known organisation whose
	// name is built on an organisation word is that organisation's own name.
	if len(pieces) == 2 && pieces[0].gaz == nil && pieces[0].b-pieces[0].a == 1 && g.demonyms[toks[pieces[0].a].Text] &&
		pieces[1].gaz != nil && pieces[1].gaz.Type == schema.Org && pieces[1].a == pieces[0].b && pieces[1].b == b &&
		(runHasOrgWord(toks[pieces[1].a:b]) && (pieces[1].gaz.Kind == "intl" || pieces[1].gaz.Kind == "ngo") || pieces[1].gaz.Kind == "party") {
		// "Libyan Red Crescent", "Scottish Conservatives"; not "Italian
		// Guardia di Finanza", which is the Guardia di Finanza
		pieces = []piece{{a: pieces[0].a, b: b}}
	}
	// "Texas National Guard", "Gaza Health Ministry": a place written
	// straight before a known organisation names its branch there.
	if len(pieces) == 2 && x.placePiece(body, toks, pieces[0].a, pieces[0].b, pieces[0].gaz, c) && pieces[1].gaz != nil &&
		pieces[1].gaz.Type == schema.Org && pieces[1].a == pieces[0].b && pieces[1].b == b && pieces[1].gaz.Kind != "agency" && pieces[1].gaz.Kind != "media" {
		pieces = []piece{{a: pieces[0].a, b: b}}
	}
	// "UNDP Papua New Guinea", "UNICEF Ukraine": a body's office in a country.
	if n := len(pieces); n >= 2 && (pieces[n-2].gaz == nil || pieces[n-2].gaz.Type == schema.Org) && pieces[n-1].gaz != nil &&
		pieces[n-1].gaz.Kind == "country" && pieces[n-1].a == pieces[n-2].b && pieces[n-1].b == b && pieces[n-2].b-pieces[n-2].a == 1 && isAllCaps(toks[pieces[n-2].a].Text) && len(toks[pieces[n-2].a].Text) >= 3 {
		pieces = append(pieces[:n-2], piece{a: pieces[n-2].a, b: b, org: true})
	}
	// "Azerbaijan's Defence Ministry", "Houthi Media Center": a country's
	// or a body's organisation is one name.
	if len(pieces) == 2 && pieces[0].gaz != nil && pieces[0].gaz.Type != schema.Person && pieces[1].gaz == nil {
		last := strings.ToLower(toks[pieces[1].b-1].Text)
		poss := toks[pieces[0].b].Kind == tokPoss
		// but a body's own unit is named apart: "the Free Syrian Army's
		// Tawhid Brigade"
		// "Hong Kong Federation of Students": the place before a name
		// headed by a body's word and "of"
		head := strings.ToLower(toks[pieces[1].a].Text)
		headed := !poss && pieces[0].gaz.Type == schema.Place && pieces[1].b-pieces[1].a >= 3 && lower(toks, pieces[1].a+1) == "of" && (orgWords[head] || placeWords[head])
		// ("Haiti's Centre department": a one-word name before an area's
		// generic is the area's)
		gw, _, area := g.genericAfter(toks, b)
		area = area && !gw.facility && poss && pieces[1].b-pieces[1].a == 1
		// ("Canada's Centerra Gold Corp", "China's Jingye Group": a firm
		// is its country's by seat only, and the country is named apart)
		firm := poss && pieces[0].gaz.Kind == "country" && (firmWords[last] || companySuffix(toks[pieces[1].b-1].Text))
		if orgWords[last] && !(poss && pieces[0].gaz.Type == schema.Org) && !area && !firm || (!poss && placeWords[last]) || headed {
			pieces = []piece{{a: pieces[0].a, b: pieces[1].b}}
		}
	}
	// "Republican People's Party": an unknown name ending in an
	// organisation word keeps its possessive, unless a person owns it
	// ("Mohamed Farrah Aidid's Somali National Alliance").
	if len(pieces) > 1 && orgWords[strings.ToLower(toks[b-1].Text)] {
		known := false
		for _, p := range pieces {
			known = known || p.gaz != nil
		}
		if !known && !x.personOwns(toks, pieces) {
			pieces = []piece{{a: pieces[0].a, b: b}}
		}
	}
	// "United Nations Operation in the Congo", "UN Assistance Mission for
	// Rwanda": a known body's mission is a name of its own.
	if len(pieces) == 2 && pieces[0].gaz != nil && pieces[0].gaz.Type == schema.Org && pieces[1].gaz == nil &&
		pieces[1].a == pieces[0].b && hasMissionHead(toks[pieces[1].a:pieces[1].b]) {
		pieces = []piece{{a: pieces[0].a, b: pieces[1].b, org: true}}
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
			pieces = []piece{{a: pieces[0].a, b: b}}
		}
	}
	return pieces
}

func hasMissionHead(ts []token) bool {
	for _, t := range ts {
		if missionHeads[strings.ToLower(t.Text)] {
			return true
		}
	}
	return false
}

// caseParty: "Dobbs v. Jackson Women's Health Organization", "Roe v
// Wade": the parties named in a court case's title.
func caseParty(toks []token, a, b int) bool {
	before := a - 1
	if before > 0 && toks[before].Text == "." {
		before--
	}
	v := func(i int) bool { w := lower(toks, i); return w == "v" || w == "vs" }
	return v(before) || v(b)
}

// personOwns: the first of two pieces is a person's name in the
// possessive, opening with a known first name ("Mohamed Farrah Aidid's",
// "Abiy's"), and the second is two words or more.
func (x *Extractor) personOwns(toks []token, pieces []piece) bool {
	if len(pieces) != 2 {
		return false
	}
	owner, owned := pieces[0], pieces[1]
	if owner.b >= len(toks) || toks[owner.b].Kind != tokPoss || owned.b-owned.a < 2 {
		return false
	}
	first := x.gaz.lookupTokens(texts(toks, owner.a, owner.a+1))
	if x.gaz.givenNames[toks[owner.a].Text] && (first == nil || first.Type == schema.Person) {
		return true
	}
	// "Ne Win's Burma Socialist Programme Party": a two- or three-word
	// owner made of plain name words, with no title, common noun or
	// place word among them, is a person too
	if n := owner.b - owner.a; n < 2 || n > 3 || x.gaz.isTitleWord(toks[owner.a].Text) {
		return false
	}
	for _, t := range toks[owner.a:owner.b] {
		w := strings.ToLower(t.Text)
		if t.Kind != tokWord || !isCapitalized(t.Text) || x.gaz.common[t.Text] || orgWords[w] || placeWords[w] || x.gaz.demonyms[t.Text] || collectiveOwners[w] {
			return false
		}
	}
	return true
}

// genericAfter finds a generic place word right after token b: "camp",
// "air base", or, before a facility's generic, one or two describing
// words ("the Abadan oil refinery", "the Markale open-air market").
func (g *gazetteer) genericAfter(toks []token, b int) (genericWord, int, bool) {
	if gw, end, ok := g.genericAt(toks, b); ok {
		return gw, end, true
	}
	// ("the Ain al-Hilweh Palestinian refugee camp", "the Okhmatdyt
	// children's hospital")
	for k, n := b, 0; n < 2 && k < len(toks) && (facilityModifier(toks[k]) || g.demonyms[toks[k].Text]); k, n = k+1, n+1 {
		if k+1 < len(toks) && toks[k+1].Kind == tokPoss && toks[k+1].Text == "'s" {
			k++
		}
		if gw, end, ok := g.genericAt(toks, k+1); ok && gw.facility {
			return gw, end, true
		}
	}
	return genericWord{}, b, false
}

// facilityEnds reports whether a facility's generic word closes the run
// [a,b), from token from on, or follows it ("Air Base", "shrine").
func (g *gazetteer) facilityEnds(toks []token, from, b int) bool {
	if gw, _, ok := g.genericAfter(toks, b); ok {
		return gw.facility
	}
	for k := from; k < b; k++ {
		if gw, end, ok := g.genericAt(toks, k); ok && end == b {
			return gw.facility
		}
	}
	return false
}

// genericAt finds a generic place word starting at token b.
func (g *gazetteer) genericAt(toks []token, b int) (genericWord, int, bool) {
	if b >= len(toks) {
		return genericWord{}, b, false
	}
	for _, gw := range g.generics[strings.ToLower(toks[b].Text)] {
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

var articles = map[string]bool{
	"the": true, "a": true, "an": true, "to": true, "by": true, "as": true, "is": true, "was": true,
	"their": true, "his": true, "her": true, "its": true, "our": true, "my": true, "your": true, // "pick their way"
}

// facilityModifier: a lower-case word that may describe a facility
// between its name and its generic; not a function word, not a plural,
// which is more often a subject ("protesters camp outside"), and not an
// office ("the Salahuddin provincial council building" is the province's).
func facilityModifier(t token) bool {
	w := t.Text
	if r, _ := utf8.DecodeRuneInString(w); t.Kind != tokWord || !unicode.IsLower(r) || phraseEnd[w] || placePreps[w] || articles[w] || orgWords[w] || strings.HasSuffix(w, "al") || plural(w) ||
		nameParticles[w] || frenchBreakWords[w] { // ("Jean Béliveau au Centre Bell")
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '-' {
			return false
		}
	}
	return true
}

// stateAfterTown reads a US state's or Canadian province's abbreviation
// after "Place, " or a member's "of": "Forest Ranch, Calif.", "PARADISE,
// CA -", "Buffalo, N.Y.", "Fort McMurray, Alta.", "Nancy Pelosi of
// Calif.". A postal code needs a town of the state's country before it;
// an agency abbreviation needs its dot. An empty mention with ok says the
// abbreviation belongs to the known name before it.
func (x *Extractor) stateAfterTown(body string, toks []token, a, b int) (mention, bool) {
	g := x.gaz
	bracketed := a >= 2 && toks[a-1].Text == "(" && b < len(toks) && toks[b].Text == ")"
	if b-a != 1 || a < 2 || toks[a-1].Text != "," && toks[a-1].Text != "of" && !bracketed || toks[a-2].Kind != tokWord || !isCapitalized(toks[a-2].Text) && !isAllCaps(toks[a-2].Text) {
		return mention{}, false
	}
	w := toks[a].Text
	state, ok := g.stateAbbrevs[w]
	if bracketed {
		state, ok = g.bracketStates[w]
	}
	if !ok {
		return mention{}, false
	}
	if bracketed {
		// "Brumadinho (MG)", "Juiz de Fora (MG)": a Brazilian town, its
		// name's particles included, before the state's code
		inCountry, sameName := false, false
		for k := a - 2; k >= 0 && k > a-7 && toks[k].Kind == tokWord && (isCapitalized(toks[k].Text) || nameParticles[toks[k].Text]); k-- {
			town := spanText(body, toks, k, a-1)
			for _, p := range g.geoLookup(town) {
				inCountry = inCountry || p.Country == state.country
			}
			sameName = sameName || town == state.name
		}
		if !inCountry {
			return mention{}, false
		}
		m := x.stateMention(toks, a, b, w, state)
		if sameName {
			// "São Paulo (SP)": the state's name as an alias would make
			// the city and its state one node
			m.entity.Aliases, m.gaz, m.place = nil, nil, nil
		}
		return m, true
	}
	k := a - 2
	for k > 0 && (toks[k-1].Kind == tokWord && (isCapitalized(toks[k-1].Text) || isAllCaps(toks[k-1].Text)) ||
		k > 1 && toks[k-1].Text == "." && (abbrevs[toks[k-2].Text] || shoutedAbbrev(toks[k-2].Text))) {
		k-- // ("ST. LOUIS, MO": the abbreviation's dot is inside the town's name)
	}
	if g.lookupTokens(texts(toks, k, b)) != nil {
		return mention{}, true // "Washington, D.C." is one known name, found whole
	}
	surface := w
	switch {
	case strings.HasSuffix(w, "."): // "N.Y."
	case g.postal[w]:
		if b < len(toks) && toks[b].Kind == tokWord && state.name != w {
			return mention{}, false // "CA" before a word is no postal code
		}
		inCountry := false
		for _, p := range g.geoLookup(spanText(body, toks, k, a-1)) {
			inCountry = inCountry || p.Country == state.country
		}
		if !inCountry && !(k == 0 && isAllCaps(toks[a-2].Text)) {
			return mention{}, false // (but Getty's dateline "CANNON BALL, ND - DECEMBER 04:")
		}
	case b < len(toks) && toks[b].Text == "." && toks[b].Start == toks[a].End && state.name != w:
		surface = w + "." // (not the full stop after "Sutherland Springs, Texas.")
	default:
		return mention{}, false
	}
	return x.stateMention(toks, a, b, surface, state), true
}

// stateMention names a state as its abbreviation toks[a:b] is written,
// like any known place: "Va." with Virginia an alias.
func (x *Extractor) stateMention(toks []token, a, b int, surface string, state stateAbbrev) mention {
	g := x.gaz
	m := mention{pos: toks[a].Start, tokStart: a, tokEnd: b, score: 10}
	m.entity = schema.Entity{Type: schema.Place, Name: surface, Aliases: []string{state.name}}
	if gz := g.lookupTokens(wordTexts(state.name)); gz != nil && gz.Type == schema.Place && gz.Country == state.country && gz.Kind == "province" {
		m.gaz = gz
	} else if p, ok := pickGeo(g.geoLookup(state.name), map[string]bool{state.country: true}, state.country, true); ok && p.Country == state.country {
		m.place = &p
	}
	return m
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
		// "Bank of Japan Governor Kazuo Ueda", "Communist Party of Vietnam
		// General Secretary Nguyen Phu Trong": a connector inside the body
		// named before the title
		connector := k-1 > a && (connectors[t.Text] || t.Text == "the" || t.Text == "and") && runHasOrgWord(toks[a:k-1]) && !leadingPlaceWords[strings.ToLower(toks[a].Text)]
		if t.Kind == tokPoss || (t.Kind == tokWord && (g.isTitleWord(t.Text) || titleModifiers[strings.ToLower(t.Text)] || !isCapitalized(t.Text) && !connector)) {
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
				if !isCapitalized(t.Text) && !strings.Contains(t.Text, "-") && !nameParticles[t.Text] {
					return 0, false
				}
				rest++
			}
		}
		// one word after the title is a name only after a known place
		// ("Karnataka Chief Minister Siddaramaiah"), and a title that is a
		// common word names no one alone ("Galapagos Marine Reserve")
		if rest == 1 && (n == 1 && g.common[toks[k].Text] || !g.namesPlace(texts(toks, a, k)) || g.lookupTokens(texts(toks, k+n, b)) != nil || placeWords[lower(toks, b-1)]) {
			return 0, false
		}
		if rest == 0 || runHasOrgWord(toks[k+n:b]) || g.lookupTokens(texts(toks, k+n, b)) != nil && g.lookupTokens(texts(toks, k+n, b)).Type != schema.Person {
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

// namesPlace reports whether words name a place the gazetteer knows or a
// state or province in GeoNames.
func (g *gazetteer) namesPlace(words []string) bool {
	if e := g.lookupTokens(words); e != nil {
		return e.Type == schema.Place
	}
	return slices.ContainsFunc(g.geoLookup(strings.Join(words, " ")), geoPlace.admin)
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
	if b-a >= 3 && orgWords[strings.ToLower(toks[a].Text)] && connectors[toks[a+1].Text] {
		return true // "Bank of Korea", "Ministry of Finance"
	}
	for j := a + 1; j < b-1; j++ {
		if connectors[toks[j].Text] && runHasOrgWord(toks[a:j]) && g.lookupTokens(texts(toks, j+1, b)) != nil {
			return true // "Communist Party of Vietnam", "Central Bank of Sri Lanka": a body of a known place
		}
	}
	return b-a >= 2 && (orgWords[last] || placeWords[last])
}

// titleOfSeat returns where the personal name starts in a run that follows
// "<title> of" or "<title> to" (Bulgarian "на") and opens with a known
// place ("Archbishop of Canterbury Justin Welby" -> "Justin", "Ambassador
// to Ukraine Marie Yovanovitch" -> "Marie", "Кметът на Бургас Димитър
// Николов" -> "Димитър"), or a when the run is not of that shape.
func (g *gazetteer) titleOfSeat(toks []token, a, b int) int {
	forSeat := a >= 2 && lower(toks, a-1) == "for" && (g.isTitleWord(toks[a-2].Text) || a >= 4 && g.isTitleWord(toks[a-4].Text) && lower(toks, a-3) == "of")
	if forSeat || g.portfolioAfterTitle(toks, a) {
		// "Minister for Health Simon Harris", "Minister of State for
		// Foreign Affairs Zain Noorani", "Minister of Mines and Energy Tom
		// Alweendo": the portfolio runs up to a given name
		for k := a + 1; k+2 <= b; k++ {
			if g.givenNames[toks[k].Text] {
				return k
			}
		}
		if !forSeat && allPortfolios(toks[a:b]) {
			return b // "the Minister of Health, Silvia Lutucuta": the portfolio is the title's
		}
		// "Commissioner for Competition Margrethe Vestager": else the name
		// of two or three words after the portfolio's own words
		k := a
		for k < b && (portfolios[lower(toks, k)] || k > a && (toks[k].Text == "and" || connectors[toks[k].Text])) {
			k++
		}
		if k > a && b-k >= 2 && b-k <= 3 && capitalisedWords(toks[k:b]) == b-k {
			return k
		}
		return a
	}
	if a < 2 || !strings.EqualFold(toks[a-1].Text, "of") && lower(toks, a-1) != "to" && lower(toks, a-1) != "на" || toks[a-2].Kind != tokWord || !g.isTitleWord(toks[a-2].Text) {
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
		if runHasOrgWord(toks[k:b]) || placeWords[lower(toks, b-1)] || g.lookupTokens(texts(toks, k, b)) != nil && g.lookupTokens(texts(toks, k, b)).Type != schema.Person {
			return a // ("director of Kamal Adwan Hospital")
		}
		return k
	}
	// "Chief of the Defence Forces Gen. Francis Ogolla": a rank inside the
	// seat opens the officer's name
	for k := a + 1; k+3 <= b; k++ {
		if !abbrevs[toks[k].Text] || !g.isTitleWord(toks[k].Text) || lower(toks, k+1) != "." {
			continue
		}
		for _, t := range toks[k+2 : b] {
			if t.Kind != tokWord || !isCapitalized(t.Text) {
				return a
			}
		}
		if b-k-2 >= 2 {
			return k
		}
	}
	return a
}

// headBeforeName returns where a person's name starts in the unknown run
// toks[a:b], the seat of a title, after a body's or a place's head word
// that is not the run's first ("head of the National Museum John Smith"),
// or a. A head that opens the run names a facility after a person
// ("Estadio Maria Lenk").
func (g *gazetteer) headBeforeName(toks []token, a, b int) int {
	if b-a < 4 || g.lookupTokens(texts(toks, a, b)) != nil || !g.seatOfTitle(toks, a) {
		return a
	}
	for k := a + 2; k+1 < b && b-k <= 4; k++ {
		head := lower(toks, k-1)
		if (orgWords[head] || placeWords[head]) && g.givenNames[toks[k].Text] && g.lookupTokens(texts(toks, k, b)) == nil {
			for _, t := range toks[k:b] {
				if t.Kind != tokWord || !isCapitalized(t.Text) && !nameParticles[strings.ToLower(t.Text)] {
					return a
				}
			}
			return k
		}
	}
	return a
}

// seatOfTitle reports whether the run at toks[a] follows a title and
// "of" or "for", perhaps across a possessive: "head of the ...",
// "Commander-in-Chief of Ukraine's ...".
func (g *gazetteer) seatOfTitle(toks []token, a int) bool {
	for j := a - 1; j >= 0 && j >= a-6; j-- {
		switch w := lower(toks, j); {
		case w == "of" || w == "for":
			return j > 0 && (g.isTitleWord(toks[j-1].Text) || officerWords[lower(toks, j-1)])
		case w == "the" || toks[j].Kind == tokPoss || toks[j].Kind == tokWord && isCapitalized(toks[j].Text):
		default:
			return false
		}
	}
	return false
}

// portfolioAfterTitle reports whether the run at toks[a] opens with a
// portfolio after "<title> of" or "for", perhaps after other portfolios
// and "and": "Minister of Health ...", "Minister of Mines and Energy
// ...", "Minister for Foreign Affairs and Trade ...".
func (g *gazetteer) portfolioAfterTitle(toks []token, a int) bool {
	if a >= len(toks) || !portfolios[strings.ToLower(toks[a].Text)] {
		return false
	}
	k := a - 1
	for k > a-10 && k >= 0 && (toks[k].Text == "," || toks[k].Text == "&" || toks[k].Text == "and" || toks[k].Text == "the" && k >= 1 && (toks[k-1].Text == "," || toks[k-1].Text == "and") ||
		toks[k].Kind == tokWord && portfolios[strings.ToLower(toks[k].Text)]) {
		k--
	}
	return k >= 1 && (toks[k].Text == "of" || toks[k].Text == "for") && g.isTitleWord(toks[k-1].Text)
}

// portfolioTitleAt reports whether capitalised words at toks[k] run up to
// a title, the last a portfolio: "Housing Minister", "International Trade
// Minister".
func (g *gazetteer) portfolioTitleAt(toks []token, k int) bool {
	start := k
	for k < len(toks) && k < start+3 && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) && !g.isTitleWord(toks[k].Text) {
		k++
	}
	return k > start && k < len(toks) && portfolios[lower(toks, k-1)] && g.isTitleWord(toks[k].Text)
}

// allPortfolios reports whether ts holds only portfolios and the words
// that join them.
func allPortfolios(ts []token) bool {
	for _, t := range ts {
		if t.Kind == tokWord && !portfolios[strings.ToLower(t.Text)] && t.Text != "and" {
			return false
		}
	}
	return len(ts) > 0
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

// pairedNames reports whether a hyphenated word joins two known names that
// are not one known name together ("Russia-Ukraine", not "Guinea-Bissau").
func pairedNames(g *gazetteer, w string) bool {
	parts := strings.Split(w, "-")
	if len(parts) != 2 || g.lookupTokens([]string{w}) != nil {
		return false
	}
	for _, p := range parts {
		if g.demonyms[p] {
			continue // "Israeli-Palestinian talks", "the Belarusian-Polish border"
		}
		e := g.lookupTokens([]string{p})
		if e == nil || e.Type == schema.Person {
			return false
		}
	}
	return true
}

// shoutedHeadline reports whether toks[a:b] is the headline in capitals
// that The Star and the Borneo Post put before a caption ("ON ALERT:",
// "SUBMERGED:"): it opens the caption, ends at a colon and names nothing
// the gazetteer or GeoNames knows, as a dateline's "KUCHING:" would.
func (g *gazetteer) shoutedHeadline(toks []token, a, b int) bool {
	if a != 0 || lower(toks, b) != ":" {
		return false
	}
	for _, t := range toks[a:b] {
		if t.Kind != tokWord || !isAllCaps(t.Text) || len([]rune(t.Text)) < 2 {
			return false
		}
	}
	words := texts(toks, a, b)
	return g.lookupTokens(words) == nil && len(g.geoLookup(strings.Join(words, " "))) == 0
}

// datedAfter reports whether a comma and one of the caption's dates follow
// toks[:b].
func datedAfter(toks []token, b int, c *capCtx) bool {
	return b+1 < len(toks) && toks[b].Text == "," && slices.ContainsFunc(c.dates, func(d dateMention) bool { return d.Start == toks[b+1].Start })
}

// datelineTown reports whether the one word toks[a:b], opening a
// sentence, is a town GeoNames knows that opens a dateline ("Szeged, 2019.
// október 13.", "Варна, 6 март 2013 г.", "Россия. Якутск."), or any word
// that opens the caption before a comma and a date: prose's tagger, which
// reads English, may call it a common word.
func (g *gazetteer) datelineTown(toks []token, a, b int, c *capCtx) bool {
	next := lower(toks, b)
	dated := next == "," && b+1 < len(toks) && (startsWithDigit(toks[b+1].Text) || monthNames[titleCase(toks[b+1].Text)])
	cyrillicDateline := cyrillic(toks[a].Text) && (next == "," || next == ".")
	if a == 0 && datedAfter(toks, b, c) {
		return true // "Ստեփանակերտ, 25 դեկտեմբերի 2022թ.": the caption opens with its town and date
	}
	return (dated || cyrillicDateline) && len(g.geoLookup(toks[a].Text)) > 0
}

// romanceOpener reports whether the capital of toks[a], opening a Spanish
// or Portuguese sentence, opens no name: an article before a name the
// gazetteer and GeoNames do not know with it ("El Gobierno de Martín
// Vizcarra"), or a lone word neither knows that no given name or capitals
// mark ("Familiares lloran", "Pacientes com covid-19").
func (g *gazetteer) romanceOpener(toks []token, a, b int) bool {
	w := toks[a].Text
	if g.lookupTokens(texts(toks, a, b)) != nil || len(g.geoLookup(strings.Join(texts(toks, a, b), " "))) > 0 {
		return false
	}
	if romanceArticles[w] || romancePrepositions[w] {
		return b-a > 1
	}
	return b-a == 1 && !g.givenNames[w] && !isAllCaps(w) && !g.demonyms[w]
}

// marchName reports whether the run toks[a:b] is part of a march's name:
// after "the March for", "the planned March for", "the March on Washington
// for" or "March Against", or before a capitalised "March" that is no date's month.
func marchName(toks []token, a, b int) bool {
	if b < len(toks) && toks[b].Text == "March" && (b+1 >= len(toks) || !isNumber(toks[b+1].Text)) && lower(toks, a-1) != "in" && lower(toks, a-1) != "on" {
		return true
	}
	for k := a - 1; k >= 0 && k >= a-8; k-- {
		t := toks[k]
		if t.Text == "March" {
			prev := lower(toks, k-1)
			named := prev == "the" || prev == "a" || k > 0 && opensQuote(toks[k-1]) ||
				isLowerWord(prev) && (lower(toks, k-2) == "the" || lower(toks, k-2) == "a") // "the annual March of Silence"
			return (k < a-1 || marchLinks[strings.ToLower(toks[a].Text)]) && named
		}
		if t.Kind != tokWord || !isCapitalized(t.Text) && !marchLinks[t.Text] {
			return false
		}
	}
	return false
}

// nameTail reports whether the word at toks[a] ends a longer name after a
// capitalised word and "of", "for", "against" or "to": "the Statue of
// Liberty", "European Capital of Culture", "Special Jurisdiction for Peace".
func nameTail(toks []token, a int) bool {
	switch lower(toks, a-1) {
	case "of", "for", "against", "to":
		return a >= 2 && toks[a-2].Kind == tokWord && isCapitalized(toks[a-2].Text)
	}
	return false
}

// countryAt reports whether a country or a continent's region opens
// toks[a:b] ("Europe", "New Zealand").
func (g *gazetteer) countryAt(toks []token, a, b int) bool {
	for n := 1; n <= 3 && a+n <= b; n++ {
		if sideCountry(g.lookupTokens(texts(toks, a, a+n))) {
			return true
		}
	}
	return false
}

// sideCountry: e is a country or a continent's region, which a national
// side is named after ("Team Europe", "England v Australia").
func sideCountry(e *gazEntry) bool {
	return e != nil && e.Type == schema.Place && (e.Kind == "country" || e.Kind == "region")
}

// placeWithArticle returns the place the gazetteer knows by the one word
// at toks[a] with its article: "the Channel" is the English Channel, but
// "Channel 4" a broadcaster and "The Hindu" a paper.
func (g *gazetteer) placeWithArticle(toks []token, a, b int) *gazEntry {
	if b-a != 1 || lower(toks, a-1) != "the" || b < len(toks) && toks[b].Kind == tokWord && (isCapitalized(toks[b].Text) || isNumber(toks[b].Text)) {
		return nil
	}
	if gz := g.lookupTokens([]string{"the", toks[a].Text}); gz != nil && gz.Type == schema.Place && gz.Name != toks[a].Text {
		return gz
	}
	return nil
}

// islandDescriptor reports whether the run toks[a:b] only says what kind
// of island the name after it is: "the Canary Island of Tenerife", "the
// Greek Island of Lesbos". "the South Island of New Zealand" and a known
// island keep their names.
func (g *gazetteer) islandDescriptor(toks []token, a, b int) bool {
	head := toks[b-1].Text
	return b-a >= 2 && (head == "Island" || head == "Isle") && lower(toks, a-1) == "the" && lower(toks, b) == "of" &&
		b+1 < len(toks) && isCapitalized(toks[b+1].Text) && !compassPrefixes[toks[a].Text] && g.lookupTokens(texts(toks, a, b)) == nil
}

// marchLinks join the words of a march's name: "March on Washington for
// Jobs and Freedom".
var marchLinks = map[string]bool{"for": true, "on": true, "against": true, "and": true, "of": true, "to": true}

// partyBeforeTitle reports whether the run toks[a:b] opens with a party's
// adjective before a titled name: "Conservative MP Pierre Poilievre".
func (g *gazetteer) partyBeforeTitle(toks []token, a, b int) bool {
	return b-a >= 2 && partyAdjectives[toks[a].Text] && g.titleAt(toks, a+1, b) > 0
}

// placeInPersonalName joins "Dominik Paris", "Halima Aden Mohamed" and
// "Madhav Kumar Nepal": after a given name that names no place itself, a
// one-word town or country written without a comma is part of the
// personal name, as are the unknown words around it. A given name that
// GeoNames knows as a town joins a country only where it has no town of
// that name: "Thomas Jordan", but not "Mary Turkmenistan".
func (g *gazetteer) placeInPersonalName(toks []token, b int, pieces []piece) []piece {
	for k, p := range pieces {
		first := toks[p.a].Text
		if p.gaz != nil || !g.givenNames[first] || isAllCaps(first) || g.common[first] || g.lookupTokens([]string{first}) != nil {
			continue
		}
		if towns := g.geoLookup(first); len(towns) > 0 && !g.onlyAbroad(towns, pieces[k+1:]) {
			continue
		}
		places, end := 0, p.b
		for _, t := range toks[p.a:p.b] {
			if t.Kind != tokWord || !isCapitalized(t.Text) {
				return pieces // "Chris Froome of Britain"
			}
		}
		for _, q := range pieces[k+1:] {
			if q.a != end || q.b-q.a != 1 || q.gaz != nil && q.gaz.Type != schema.Place {
				return pieces
			}
			if q.gaz != nil {
				places++
			}
			end = q.b
		}
		if places == 0 || end != b || b-p.a > 4 {
			return pieces
		}
		if _, _, ok := g.genericAt(toks, b); ok {
			return pieces // "the Anna Paris district"
		}
		return append(pieces[:k], piece{a: p.a, b: b})
	}
	return pieces
}

// onlyAbroad reports whether the pieces after a given name are one country
// that holds none of the towns GeoNames gives that name.
func (g *gazetteer) onlyAbroad(towns []geoPlace, rest []piece) bool {
	if len(rest) != 1 || rest[0].gaz == nil || rest[0].gaz.Kind != "country" {
		return false
	}
	for _, t := range towns {
		if t.Country == rest[0].gaz.Country {
			return false
		}
	}
	return true
}

// bodyOfPlace joins "the National Liberation Front of Corsica" and "the Red
// Cross Society of Moldova": a known body's name that goes on into "of"
// and a place, or into a body's word and "of", to the run's end names
// another body.
func (g *gazetteer) bodyOfPlace(toks []token, b int, pieces []piece) []piece {
	for k := 0; k+1 < len(pieces); k++ {
		p, rest := pieces[k], pieces[k+1:]
		if p.gaz == nil || p.gaz.Type != schema.Org || p.b-p.a < 2 || !orgWords[lower(toks, p.b-1)] || rest[0].a != p.b || rest[len(rest)-1].b != b {
			continue
		}
		ofPlace := lower(toks, p.b) == "of" && p.b+1 < b && g.knownPlace(texts(toks, p.b+1, b))
		bodyOf := len(rest) == 1 && rest[0].gaz == nil && orgWords[lower(toks, rest[0].a)] && containsExact(texts(toks, rest[0].a, rest[0].b), "of")
		if ofPlace || bodyOf {
			if k > 0 && pieces[k-1].gaz == nil && pieces[k-1].b == p.a {
				k-- // "the National Democratic Party of Germany"
			}
			return append(pieces[:k], piece{a: pieces[k].a, b: b})
		}
	}
	return pieces
}

// articleAn: "An" before a word that opens with a vowel is the article ("An
// Australian Electoral Commission official"), not the surname of "An
// Se-young".
func articleAn(toks []token, a, b int) bool {
	return toks[a].Text == "An" && a+1 < b && strings.ContainsRune("AEIOU", rune(toks[a+1].Text[0]))
}

// personAt reports whether toks[k:b] names a person: one the gazetteer
// knows, or a name opened by a given name.
func (g *gazetteer) personAt(toks []token, k, b int) bool {
	if e := g.lookupTokens(texts(toks, k, b)); e != nil {
		return e.Type == schema.Person
	}
	return g.givenFirst(toks[k].Text)
}

// reRomanNumeral is a number in Roman numerals of two letters or more,
// up to 39.
var reRomanNumeral = regexp.MustCompile(`^(?:XX{1,2}|X{0,3}(?:IX|IV|VI{1,3}|II{1,2})|X{1,3}(?:V|I))$`)

// townBeforeArea: a one-word name GeoNames knows before an Azerbaijani or
// Kyrgyz area's word ("Şəki rayonunun", of the Shaki district) names the
// area, even opening a sentence.
func (g *gazetteer) townBeforeArea(toks []token, a, b int) bool {
	return b-a == 1 && areaWordsAfter[lower(toks, b)] && len(g.geoLookup(toks[a].Text)) > 0
}

// foreignNoun: in a caption in another language, prose reads any
// capitalised word opening a sentence as a name; one word that no
// gazetteer knows and no given name opens, before a word in lower case,
// is a noun: "Deelnemers aan de fakkeltocht", "Horníci vyvezli" (but
// "Kaune, prie paminklo" is in Kaunas).
func (g *gazetteer) foreignNoun(toks []token, a, b int, c *capCtx) bool {
	w := toks[a].Text
	if !c.foreign || b-a != 1 || isAllCaps(w) || g.givenFirst(w) || len(g.geoLookup(w)) > 0 || b >= len(toks) {
		return false
	}
	return toks[b].Kind == tokWord && unicode.IsLower([]rune(toks[b].Text)[0])
}

// legislation: "the Finance Bill", "the Inflation Reduction Act", "the
// Magnitsky Act": a law or a bill is none of the entity types (but a given
// name and "Bill" may be a person's name).
func (g *gazetteer) legislation(toks []token, a, b int) bool {
	last := toks[b-1].Text
	return b-a >= 2 && (last == "Act" || last == "Bill") && !(b-a == 2 && g.givenFirst(toks[a].Text)) && g.lookupTokens(texts(toks, a, b)) == nil
}
