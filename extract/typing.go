package extract

// Typing: weighing the evidence for an unknown name's type.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// mentionFor types the name in tokens [a,b).
func (x *Extractor) mentionFor(body string, toks []token, a, b int, gz *gazEntry, atEnd bool, c *capCtx) (mention, bool) {
	g := x.gaz
	surface := spanText(body, toks, a, b)
	m := mention{pos: toks[a].Start, tokStart: a, tokEnd: b}
	gw, afterGeneric, hasGeneric := genericWord{}, b, false
	operator := false // "a Foxconn plant": the name runs the facility
	if b-a == 1 && reOrdinal.MatchString(toks[a].Text) {
		return mention{}, false // "the 37th America's Cup": the number of an event, left alone
	}
	if b-a == 1 && a >= 2 && g.teamCodeFollows(toks, a-1) && toks[a-2].Kind == tokWord && isCapitalized(toks[a-2].Text) && gz == nil {
		// "Sebastien Loeb (FRA)": the athlete's country, no acronym of the
		// name (but "Simone Biles (USA)" names the country)
		return mention{}, false
	}
	if gz != nil && gz.Type == schema.Org && gz.Kind != "agency" && eventAfter(toks, b) {
		return mention{}, false // "the World Athletics Championships", "the FIFA World Cup": the body names its event
	}
	if b < len(toks) && animalNouns[lower(toks, b)] && (b-a == 1 || b-a == 2 && toks[a].Text == "Royal") {
		return mention{}, false // "a Bengal tiger", "a Nile hippopotamus": a breed, not a place
	}
	if atEnd {
		gw, afterGeneric, hasGeneric = g.genericAfter(toks, b)
		if hasGeneric && (gw.tokens[len(gw.tokens)-1] == "island" || gw.tokens[len(gw.tokens)-1] == "islands") &&
			lower(toks, afterGeneric) == "of" && afterGeneric+1 < len(toks) && isCapitalized(toks[afterGeneric+1].Text) {
			// "the Aegean island of Lesbos", "the Canary island of El
			// Hierro": the island is named after "of"; the words before
			// say where it lies, and name no place of the caption's
			return mention{}, false
		}
		if hasGeneric && gw.facility && (lower(toks, a-1) == "a" || lower(toks, a-1) == "an" || lower(toks, afterGeneric) == "of" ||
			lower(toks, afterGeneric) == "city" || lower(toks, afterGeneric) == "town" || gz != nil && gz.Kind == "country" && !commemorative[gw.tokens[len(gw.tokens)-1]]) {
			// "a Tehran street", "a Kyiv hospital", "the Red Sea port of
			// Salif", "the U.S. military base": a facility in a place, not
			// a facility's name. A memorial is named after what it
			// remembers ("the Estonia memorial", after the ferry).
			operator = lower(toks, a-1) == "a" || lower(toks, a-1) == "an"
			hasGeneric, afterGeneric = false, b
		}
		if hasGeneric && afterGeneric-b > len(gw.tokens) && gz != nil && rank(gz) >= 4 {
			// "the Salahuddin provincial council building" is in the
			// province, not named after it
			hasGeneric, afterGeneric = false, b
		}
	}
	if c.indonesian && a > 0 && indonesianAreaNouns[toks[a-1].Text] != "" {
		m.generic = indonesianAreaNouns[toks[a-1].Text] // "Kecamatan Pronojiwo": a district
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
	if quotedAlone(toks, a, b) && (gz == nil || gz.Type == schema.Place && gz.Kind != "country") && !nameIntros[lower(toks, a-2)] {
		// `the award for "Anora"`: a work's title, but `the nom de guerre
		// "Maung Khar"` names a person
		return mention{}, false
	}
	if (gz == nil || gz.Type == schema.Place && gz.Kind != "country") && workTitle(toks, a, b) {
		return mention{}, false // "Banksy's 'Girl with Balloon'", "the painting 'View of the Sea at Scheveningen'"
	}
	if gz == nil && inQuotedTitle(toks, a, b) && !(b-a >= 2 && g.givenNames[toks[a].Text]) {
		// `the premiere of "The Life of Chuck"`, `"Triangle of Sadness"`:
		// a word of a work's title names no one (but a slogan's full
		// name does: "Justice for Rafael Nahuel")
		return mention{}, false
	}
	if b-a == 1 && partyAdjectives[toks[a].Text] && partyRoles[lower(toks, b)] && (gz == nil || gz.Type == schema.Place && gz.Kind != "country") {
		// "Liberal leader Justin Trudeau", "a Conservative MP": the party,
		// named by its adjective (not the Kansas town of Liberal)
		m.entity = schema.Entity{Type: schema.Org, Name: surface}
		m.score = 8
		return m, true
	}
	if gz != nil && gz.Type == schema.Place && atEnd && b < len(toks) && unitGenerics[toks[b].Text] {
		// "the Donbas battalion", "the Azov regiment": a unit named after a place
		m.entity = schema.Entity{Type: schema.Org, Name: spanText(body, toks, a, b+1)}
		m.tokEnd, m.score = b+1, 8
		return m, true
	}
	if gz != nil && gz.Kind == "company" && b-a == 1 {
		if p, ok := g.townBeforeItsCountry(toks, b, surface); ok {
			// "Nokia, Finland": the town the company shares its name with
			m.entity = schema.Entity{Type: schema.Place, Name: surface}
			m.place, m.score = &p, 10
			return m, true
		}
	}
	// "the Paul Biya stadium", "the Samora Machel secondary school": a
	// facility named after a known person is no mention of them
	namedAfterPerson := func(e *gazEntry) bool { return e != nil && e.Type == schema.Person && hasGeneric && gw.facility }
	if namedAfterPerson(gz) {
		gz = nil
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
		locatedIn := lower(toks, b) == "in" && b+1 < len(toks) && toks[b+1].Kind == tokWord && isCapitalized(toks[b+1].Text)
		if gz.Kind == "seat" && (locatedIn || placePreps[lower(toks, a-1)] || lower(toks, a-1) == "the" && (placePreps[lower(toks, a-2)] || seatApproaches[lower(toks, a-2)] || lower(toks, a-2) == "of" && buildingParts[lower(toks, a-3)] || lower(toks, a-2) == "as" && lower(toks, a-3) == "known")) {
			// "talks at the Kremlin", "protesters near the White House",
			// "the flag is lowered over the Kremlin", "marchers pass the
			// White House", "the parliament building known as the White
			// House", "the South Lawn of the White House", "the East
			// Room of the White House", "leaves the Elysee Palace in
			// Paris": the building, where elsewhere it speaks for its
			// government
			m.entity.Type = schema.Place
		}
		if g.demonyms[surface] || fold(surface) == fold(gz.Name) && (gz.Type != schema.Person || isAllCaps(surface)) { // ("Miguel Díaz-Canel" keeps its accent)
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
			if gw.facility && !builtWords[lower(toks, b-1)] {
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
	for b-a > 1 && toks[b-1].Text == "and" {
		b-- // "Miguel Díaz-Canel and" before "National Liberation Army"
		m.tokEnd = b
	}
	// "the Queen Consort", "Acting President": a title alone names no one.
	for _, tf := range g.titles {
		if equalTokens(toks[a:b], tf.tokens) || b-a > 1 && titleModifiers[lower(toks, a)] && equalTokens(toks[a+1:b], tf.tokens) {
			return mention{}, false
		}
	}
	// "Operation Home and Garden", "Hurricane Ian", "the Park Fire",
	// "Election Day": operations, storms, fires and days are events.
	if oldTown[strings.Join(texts(toks, a, b), " ")] && lower(toks, b) == "of" {
		return mention{}, false // "the Old City of Mosul" describes part of Mosul
	}
	if stormWords[lower(toks, a-1)] && !isCapitalized(toks[max(a-1, 0)].Text) || b-a == 1 && c.storms[toks[a].Text] {
		return mention{}, false // "after storm Daniel", "typhoon Gaemi"; "Hurricane Irma ... Irma, which"
	}
	if ofEvent(toks, a) && g.titleAt(toks, a, b) == 0 {
		// ("the funeral Mass of Pope John Paul II" names a person)
		return mention{}, false // "the Africa Cup of Nations" is one event
	}
	if b-a == 1 && (eventHeads[toks[a].Text] || toks[a].Text == "Year") && lower(toks, b) == "of" {
		return mention{}, false // "the Day of the Dead", "the Festival of the Sun"
	}
	if b-a == 1 && strings.HasPrefix(toks[a].Text, "All-") && g.lookupTokens(texts(toks, a, b)) == nil {
		return mention{}, false // "the All-Ireland final", "an All-Star": an adjective
	}
	if awardField(toks, a, b) && g.lookupTokens(texts(toks, a, b)) == nil {
		return mention{}, false // "the Nobel Prize in Literature", "the Women's Prize for Fiction"
	}
	if b-a == 1 && (lower(toks, b) == "laureate" || lower(toks, b) == "laureates" || b < len(toks) && strings.HasPrefix(toks[b].Text, "Prize-")) {
		return mention{}, false // "Nobel laureate Seamus Heaney", "Pulitzer Prize-winning"
	}
	if numberedEvents[toks[a].Text] && (b < len(toks) && (b-a == 1 && (isNumber(strings.ReplaceAll(toks[b].Text, "-", "")) || modelCode(toks[b].Text)) ||
		b-a == 2 && isAllCaps(toks[a+1].Text) && len(toks[a+1].Text) <= 3 && isNumber(toks[b].Text)) ||
		b-a == 2 && romanNumeral(toks[a+1].Text)) {
		return mention{}, false // "Game 5", "Stage 20", "Flight MH370", "Flight ET 302", "Game III"
	}
	if b-a == 1 && currencyWords[toks[a].Text] && b < len(toks) && startsWithDigit(toks[b].Text) {
		return mention{}, false // "Rs 50", "Tk 8,000": an amount of rupees or taka
	}
	opensSentence := a == 0 || toks[a-1].Kind == tokPunct
	if b-a == 1 && forceLevels[toks[a].Text] && orgGenerics[lower(toks, b)] && opensSentence {
		return mention{}, false // "State police officers guard ...": a sentence opened by a kind of force
	}
	if b-a == 1 && toks[a].Text == "CFA" && strings.HasPrefix(lower(toks, b), "franc") {
		return mention{}, false // "the CFA franc", "1,800 CFA francs": a currency
	}
	if b-a == 2 && numberedRules[toks[b-1].Text] && b < len(toks) && isNumber(toks[b].Text) && g.lookupTokens(texts(toks, a, a+1)) == nil {
		return mention{}, false // "Emergency Ordinance 13", "Alert Level 4": a numbered rule or stage
	}
	if last := toks[b-1].Text; b+1 < len(toks) && (contestSides[last] && toks[b].Kind == tokPoss && isCapitalized(toks[b+1].Text) || strings.EqualFold(last, "euro") && isNumber(toks[b].Text)) {
		return mention{}, false // "the FIVB Women's World Championship", "the Women's EHF EURO 2022"
	}
	if b-a == 1 && (toks[a].End < len(body) && body[toks[a].End] == '_' || toks[a].Start > 0 && body[toks[a].Start-1] == '_') {
		return mention{}, false // APA's picture number "ABD0038_20150620"
	}
	if b-a == 1 && a == 0 && reEFECode.MatchString(toks[a].Text) && lower(toks, b) == "." {
		return mention{}, false // EFE's picture code "IQU05. IQUIQUE (CHILE), 02/04/2014.-"
	}
	if b-a == 1 && utf8.RuneCountInString(toks[a].Text) == 1 && g.lookupTokens(texts(toks, a, b)) == nil {
		return mention{}, false // Portuguese "O presidente", the Russian army's "Z": one letter names nothing the gazetteer lacks
	}
	if b-a == 1 && (toks[a].Text == "No" || toks[a].Text == "Yes") {
		return mention{}, false // "the No. 3 reactor", "supporters of the No vote"
	}
	if sportName(toks[a:b]) && g.lookupTokens(texts(toks, a, b)) == nil && !placePreps[lower(toks, a-1)] { // (but "in Rugby, Warwickshire")
		return mention{}, false // Reuters' "Tennis - Wimbledon - ...", "Paralympics - Wheelchair Rugby - ..."
	}
	if b-a == 1 && sportClass(toks, a) {
		return mention{}, false // "the women's T54 marathon", "the 100m T44 final": a para-sport class
	}
	if b-a == 1 && modelCode(toks[a].Text) && strings.EqualFold(lower(toks, a-1), "flight") {
		return mention{}, false // "Malaysia Airlines Flight MH370": the flight's number
	}
	if b-a == 2 && (toks[a].Text == "Day" || numberedEvents[toks[a].Text]) && dayNumbers[strings.ToLower(toks[a+1].Text)] {
		return mention{}, false // Getty's "on Day Fourteen of The Championships", "Game Six"
	}
	if b-a == 1 && len(toks[a].Text) == 1 && (lower(toks, a-1) == "group" || lower(toks, a-1) == "pool") {
		return mention{}, false // "the Euro 2016 group B match": a tournament's group
	}
	if contestLabel(toks[a:b]) {
		return mention{}, false // "the Gentlemen's Singles Final", "Mixed Doubles"
	}
	if b-a > 1 && (toks[a].Text == "Best" || toks[a].Text == "Outstanding") || awardCategories[strings.Join(texts(toks, a, b), " ")] || b-a > 3 && toks[b-1].Text == "Year" && lower(toks, b-2) == "the" && lower(toks, b-3) == "of" {
		return mention{}, false // "the Oscar for Best Picture", "Album Of The Year": an award's category
	}
	if (festivalNouns[lower(toks, b)] || festivalKinds[lower(toks, b)] && festivalNouns[lower(toks, b+1)]) && !runHasOrgWord(toks[a:b]) {
		// "the Songkran festival", "the Durbar procession"; but "the
		// Al-Qassam Brigades parade in Gaza" is a body on the march
		return mention{}, false
	}
	if b-a > 1 && (eventName(toks[a:b]) || modelCode(toks[a].Text) && !hasGeneric) || b-a == 1 && (eventNames[toks[a].Text] || modelCode(toks[a].Text) && strings.Contains(toks[a].Text, "-") && !hasGeneric) {
		// "A-18E Super Hornet", "Su-25 jets": a model is no entity
		return mention{}, false
	}
	person, orgLead := 0.0, 0.0
	start := a
	for {
		moved := false
		if start < b && (g.demonyms[toks[start].Text] || g.hyphenedDemonym(toks[start].Text)) && (start == a || g.lookupTokens(texts(toks, start, b)) == nil) &&
			!(start == a && b-a > 1 && g.adminArea(spanText(body, toks, a, b))) { // "Tamil Nadu" keeps "Tamil"
			// ("the Russian Western Military District" keeps "Western")
			rest := texts(toks, start+1, b)
			firstName := len(rest) == 1 && (person > 0 || roleWords[lower(toks, a-1)] || g.titleWords[lower(toks, a-1)] ||
				// "Christian Lindner": a demonym that is also a given name, before a surname no gazetteer knows
				// (a small town's name is a surname too: "Christian Coleman")
				g.givenNames[toks[start].Text] && g.lookupTokens(rest) == nil && !g.demonyms[rest[0]] && !g.largePlace(rest) && !unitWords[strings.ToLower(rest[0])])
			// "the ruling Georgian Dream party": the demonym is in the name
			// (not "the Palestinian Fatah movement", Fatah being known)
			// (not "the Islamist Ennahdha party": a creed, not a nation)
			political := len(rest) == 1 && politicalNames[rest[0]]
			partyName := political || len(rest) == 1 && b < len(toks) && orgGenerics[lower(toks, b)] && g.lookupTokens(rest) == nil && g.demonymCountry[toks[start].Text] != ""
			if political {
				orgLead = max(orgLead, 6) // "Welsh Labour leader Mark Drakeford": the party, not a person
			}
			if len(rest) > 0 && !runHasOrgWord(toks[start+1:b]) && !(len(rest) == 1 && (placeWords[strings.ToLower(rest[0])] || placeOf[strings.ToLower(rest[0])])) && !firstName && !partyName {
				// "Finance Minister Christian Lindner" keeps his first name
				// "French Quarter" keeps its demonym
				start++
				moved = true
			}
		}
		if start == a && b-start >= 4 && g.demonyms[toks[start].Text+" "+toks[start+1].Text] && g.givenName(toks[start+2].Text) && !runHasOrgWord(toks[start+2:b]) {
			start += 2 // "New Zealander Edmund Hillary"
			moved = true
		}
		// ("Actor Vijay waves": one name after a sentence's opening trade)
		oneName := start+2 == b && opensSentence && g.lookupTokens(texts(toks, start+1, b)) == nil && !placeWords[lower(toks, start+1)]
		// "Fishmonger Hiroshi Matsuda": a trade the word list lacks, shaped
		// like one, opening the sentence before a given name
		trade := start+2 < b && opensSentence && agentNoun(toks[start].Text) && !g.givenName(toks[start].Text) &&
			g.givenName(toks[start+1].Text) && g.lookupTokens(texts(toks, start, start+1)) == nil && len(g.geoLookup(toks[start].Text)) == 0
		// "Actors Zazie Beetz and ...": a plural trade before a given name,
		// or before any name when it opens the sentence (but not "Writers
		// Guild of America members")
		pluralTrade := start+1 < b && pluralProfession(lower(toks, start)) && (g.givenName(toks[start+1].Text) || opensSentence && !runHasOrgWord(toks[start+1:b]))
		// ("Actress Sally Field": a trade before a given name and a surname
		// that is also a place's word)
		tradeThenName := start+3 == b && professions[lower(toks, start)] && g.givenName(toks[start+1].Text) && surnamePlaceWords[toks[b-1].Text]
		if start == a && (start+2 < b || oneName) && (appositivePeople[lower(toks, start)] || professions[lower(toks, start)] || pluralTrade || trade) && (!namesFacility(toks[start+1:b]) || tradeThenName) {
			// (but "Imam Hussein Square" is named after a titled person)
			// "Farmer Johan van der Merwe", "Actress Zoe Saldana"
			start++
			person += 3
			if tradeThenName {
				person += 4 // the surname's place word weighs nothing
			}
			moved = true
		}
		if start+1 < b && orgDescriptors[toks[start].Text] {
			// "the French NGO SOS Mediterranee"
			start++
			orgLead += 6
			moved = true
		}
		if n := g.titleAt(toks, start, b); n > 0 {
			// ("President Army Gen. Raul Castro": a service before the rank)
			rest := start + n + g.serviceBeforeRank(toks, start+n, b)
			if !namesFacility(toks[rest:b]) && !g.facilityEnds(toks, rest+1, b) && isCapitalized(toks[rest].Text) && !runHasOrgWord(toks[rest:b]) && !hasGeneric {
				// (not in "General Confederation of Labour" or "Justice and
				// Development Party")
				start = rest
				person += 5
				moved = true
			}
		}
		for start < b && toks[start].Kind != tokWord {
			start++
		}
		if !moved {
			break
		}
	}
	if start >= b || eventNames[strings.Join(texts(toks, start, b), " ")] {
		return mention{}, false // "the Thai New Year"
	}
	// "(Lebanon's) Health Minister Hamad Hassan": a portfolio and its title
	// before a personal name of two or more words, or of one before a
	// quoted nickname ("Cook County Commissioner Jesus "Chuy" Garcia").
	minNames := 2
	if b < len(toks) && isQuote(toks[b]) {
		minNames = 1
	}
	for k := start + 1; k+minNames < b; k++ {
		n := g.titleAt(toks, k, b)
		// ("Saudi Defence Minister ...": a demonym qualifies the title too)
		known := g.lookupTokens(texts(toks, start, k)) != nil && !(k == start+1 && g.demonyms[toks[start].Text])
		// (an organisation's word before the title is a portfolio's:
		// "Energy Minister Khalid al-Falih")
		// ("Cambodia's Senate President Hun Sen": one body's word is the seat)
		if n == 0 || b-(k+n) < minNames || runHasOrgWord(toks[start:k]) && !allPortfolios(toks[start:k]) && !(k == start+1 && legislatures[toks[start].Text]) || runHasOrgWord(toks[k+n:b]) || known || g.facilityEnds(toks, k+n, b) {
			continue
		}
		names := true
		for _, t := range toks[k+n : b] {
			names = names && t.Kind == tokWord && (isCapitalized(t.Text) || nameParticles[strings.ToLower(t.Text)])
		}
		if names {
			start = k + n
			person += 5
			// "Saudi Defence Minister Prince Khalid bin Salman": a rank after
			// the office
			for m := g.titleAt(toks, start, b); m > 0 && b-(start+m) >= 2; m = g.titleAt(toks, start, b) {
				start += m
			}
		}
		break
	}
	// "the 41st Gulf Cooperation Council summit": the ordinal numbers the
	// meeting, not the body
	if b-start > 1 && reOrdinal.MatchString(toks[start].Text) && eventNouns[lower(toks, b)] {
		start++
	}
	// "the 8th Congress of the Communist Party of Cuba": a numbered
	// meeting of a body names the body
	if b-start > 3 && reOrdinal.MatchString(toks[start].Text) {
		for k := start + 2; k < b; k++ {
			if toks[k].Text != "of" {
				continue
			}
			body := pastThe(toks, k+1)
			if eventNouns[lower(toks, k-1)] && b-body >= 2 {
				start = body
			}
			break
		}
	}
	// "Helen McEntee TD", "Keir Starmer MP": a member's or an honour's
	// letters after a personal name are no part of it
	if b-start >= 3 && postnominals[toks[b-1].Text] && g.givenName(toks[start].Text) {
		b--
		m.tokEnd = b
	}
	// "Hokuriku Electric Power Co": a company, named with its legal
	// suffix as written, its name without the suffix an alias.
	company := ""
	if b-start >= 2 && toks[b-1].Kind == tokWord && companySuffix(toks[b-1].Text) {
		company = spanText(body, toks, start, b)
		if b < len(toks) && toks[b].Text == "." && toks[b].Start == toks[b-1].End && abbreviatedSuffix(toks[b-1].Text) {
			company += "." // "Tesla Inc."
		}
		b--
		m.tokEnd = b
	} else if b-start >= 2 && companyPrefixes[toks[start].Text] && isCapitalized(toks[start+1].Text) {
		company = spanText(body, toks, start, b) // "PT Bio Farma", "PJSC Gazprom"
		start++
	}
	// "Israeli Prime Minister" before a known name, "the 17th President":
	// a title alone names no one.
	for _, tf := range g.titles {
		if equalTokens(toks[start:b], tf.tokens) || reOrdinal.MatchString(toks[start].Text) && equalTokens(toks[start+1:b], tf.tokens) {
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
	for k, t := range toks[a:b] {
		// ("South Ossetian": a compass word before a demonym)
		if t.Kind == tokWord && !g.demonyms[t.Text] && !(compassPrefixes[t.Text] && a+k+1 < b && g.demonyms[toks[a+k+1].Text]) {
			allDemonym = false
		}
	}
	if (allDemonym || g.demonyms[name]) && !(hasGeneric && areaGenerics[m.generic] && m.generic != "state" && lower(toks, afterGeneric) != "of") {
		// ("the southern Italian region of Calabria" names Calabria)
		return mention{}, false
	}
	if len(words) > 1 && g.demonyms[words[len(words)-1]] && !runHasOrgWord(toks[a:b]) && !nameParticles[lower(toks, b-2)] && len(g.geoLookup(name)) == 0 &&
		!(len(words) == 2 && g.givenNames[words[0]] && !g.demonyms[words[0]] && !strings.HasSuffix(words[1], "s")) {
		// "Ethnic Armenians", "Bosnian Serbs": people described, not named
		// (but "Coyuca de Catalan" and "Pass Christian" are towns, and
		// "Ersin Tatar" and "Dawn French" people)
		return mention{}, false
	}
	known := g.lookupTokens(words)
	if len(words) == 1 {
		w, prev1 := words[0], lower(toks, a-1)
		if g.common[w] || shoutWords[w] || g.titleWords[strings.ToLower(w)] || creeds[w] || thingAcronyms[w] || pluralAcronym(w) ||
			eventHeads[w] && known == nil && len(g.geoLookup(w)) == 0 && !partyRoles[lower(toks, b)] && lower(toks, b) != "coalition" { // ("the Leaders' Summit": the head of an event's name, alone; but "the Jubilee coalition" is a party)
			return mention{}, false
		}
		if stem, ok := strings.CutSuffix(w, "s"); ok && (prev1 == "two" || prev1 == "both") {
			if e := g.lookupTokens([]string{stem}); e != nil && e.Kind == "country" {
				return mention{}, false // "the two Koreas": countries counted, none named
			}
		}
		if !hasGeneric && adjectiveShaped(w) && b < len(toks) && toks[b].Kind == tokWord && !isCapitalized(toks[b].Text) &&
			known == nil && len(g.geoLookup(w)) == 0 && (eventAdjectives[w] || strings.HasPrefix(c.tag(w), "JJ")) {
			return mention{}, false // "a Silesian costume", "the Olympic final": an adjective, as prose reads it or as it always is
		}
	}
	if known != nil && !namedAfterPerson(known) {
		return x.mentionFor(body, toks, a, b, known, atEnd, c)
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
	if prev == "by" && operatorVerbs[prev2] && !g.givenName(words[0]) {
		scores[schema.Org] += 3 // "operated by HS Orka", "owned by Dana Gas"
	}
	if len(words) > 2 && placeWords[strings.ToLower(words[len(words)-2])] && len(g.geoLookup(words[len(words)-1])) > 0 && !runHasOrgWord(toks[a:b]) {
		scores[schema.Place] += 3 // "Kyocera Dome Osaka": a venue with its city's name after its word
	}
	if len(words) > 1 && (words[0] == "Lower" || words[0] == "Upper" || words[0] == "Middle" || words[len(words)-1] == "Land") && !runHasOrgWord(toks[a:b]) {
		scores[schema.Place] += 3 // "Lower Shabelle", "Upper Nile", "Arnhem Land": a region or its part
	}
	if lower(toks, b) == "regime" || (prev == "to" || prev == "of") && likenessNouns[prev2] && !containsExact(words, "of") && !runHasOrgWord(toks[a:b]) && !isAllCaps(words[len(words)-1]) {
		// (not "a statue of Our Lady of Fatima")
		scores[schema.Person] += 5 // "the Batista regime", "a monument to Lenin", "the grave of Yitzhak Rabin"
	}
	if b+1 < len(toks) && toks[b].Text == "," && (lower(toks, b+1) == "who" || lower(toks, b+1) == "whose") && !runHasOrgWord(toks[a:b]) && !placeWords[strings.ToLower(words[len(words)-1])] {
		// (but "the damaged Gaziantep Castle, whose bastions collapsed")
		scores[schema.Person] += 4 // "Suharto, who died on January 27", "Cambria Harris, whose mother"
	}
	if (words[0] == "St" || words[0] == "Saint") && len(words) > 1 && b+1 < len(toks) && toks[b].Text == "'s" && !isCapitalized(toks[b+1].Text) {
		scores[schema.Place] += 8 // "the dome of St Peter's": a saint's church, named by the saint
	}
	if len(words) > 1 && spanishArticles[words[0]] && !runHasOrgWord(toks[a:b]) && !quoted(toks, a, b) {
		// "El Rosario", "Las Medulas": a Spanish article opens a place's
		// name, not a person's, unless it is a nickname ("El Mayo")
		scores[schema.Place] += 4
	}
	if callSign(toks, a) {
		scores[schema.Person] += 6 // "a serviceman with the call sign Kupol"
	}
	// "Ursula von der Leyen": a nobiliary or patronymic particle inside a
	// name marks a person.
	for k, w := range words {
		if k > 0 && k < len(words)-1 && personParticles[w] {
			scores[schema.Person] += 4
			break
		}
	}
	if ageFollows(toks, b) || positionFollows(toks, b) || g.roleAsFollows(toks, b) || lifeEventFollows(toks, b) {
		scores[schema.Person] += 5
	}
	if workFollows(toks, b) && !runHasOrgWord(toks[a:b]) && !isAllCaps(words[0]) {
		scores[schema.Person] += 5 // "Verdi's 'Aida'", "Pyotr Tchaikovsky's ballet": the maker of a work
	}
	if g.teamCodeFollows(toks, b) && !runHasOrgWord(toks[a:b]) && !hasGeneric {
		scores[schema.Person] += 8 // "Sebastien Loeb (FRA)": an athlete and the team he competes for
	}
	if (b-a >= 2 && b-a <= 3 || b-a == 1 && c.sports) && !hasGeneric && !placeWords[strings.ToLower(words[len(words)-1])] && !runHasOrgWord(toks[a:b]) && g.nationalityFollows(toks, b) {
		// "Usain Bolt of Jamaica", "Aryna Sabalenka, of Belarus", "Rodri of
		// Manchester City"
		scores[schema.Person] += 5
	}
	givenFirst := x.givenNameFirst(toks, a, b)
	if b-a >= 2 && saintWords[toks[a].Text] && !g.titleWords[prev] {
		// "Spanish Town, St Catherine", "San Isidro": a saint's name
		// opening a run names a parish, a town, a church or a club,
		// almost never a person
		scores[schema.Person] -= 6
		if prev == "," && !runHasOrgWord(toks[a:b]) {
			scores[schema.Place] += 2 // in a list of places
		}
		givenFirst = false
	}
	// "J. Jayalalithaa", "M.G. Ramachandran": initials before one name
	if !givenFirst && b-a >= 3 && b-a <= 5 && initial(toks[a].Text) && toks[a+1].Text == "." && toks[b-1].Kind == tokWord && isCapitalized(toks[b-1].Text) &&
		!runHasOrgWord(toks[a:b]) && !placeWords[lower(toks, b-1)] && g.lookupTokens(words) == nil {
		givenFirst = true
	}
	if b-a == 1 && gluedInitial(words[0]) && g.lookupTokens(words) == nil {
		scores[schema.Person] += 5 // "Ц.Батбаяр": the father's initial glued to a name
	}
	if givenFirst && !g.cityNamed(name) && !(b-a > 1 && areaGenerics[lower(toks, b-1)]) {
		// "Erling Haaland", not the Norwegian village (but "Alba Iulia" is
		// a city, and "Karen State" an area named with its generic)
		scores[schema.Person] += 3
	} else if (g.titleWords[prev] || roleWords[prev]) && b-a == 2 && g.givenNames[toks[a].Text] && g.lookupTokens(texts(toks, a, b)) == nil {
		scores[schema.Person] += 3 // "gubernatorial candidate Kari Lake": a role names a person
	} else if a > 0 && g.demonyms[toks[a-1].Text] && b-a == 2 && g.givenName(toks[a].Text) && g.lookupTokens(texts(toks, a, b)) == nil && !runHasOrgWord(toks[a:b]) && !placeWords[strings.ToLower(toks[b-1].Text)] {
		scores[schema.Person] += 3 // "American Jordan Chiles": a nationality before a first name that is a country's
	} else if b-a == 1 && g.givenNames[toks[a].Text] && !placePreps[prev] && !(prev == "the" && placePreps[prev2]) {
		scores[schema.Person] += 2 // "his twin babies Aya and Ahmed"
	}
	if b-a >= 2 && syllableName(toks[b-1].Text) {
		scores[schema.Person] += 3 // "Rhee Chang-yong"
	}
	if hasGeneric {
		scores[schema.Place] += 6
	}
	if len(g.geoLookup(strings.Join(words, " "))) > 0 && (placeAnds[prev] && g.placeEndsAt(toks, a-1) || placeAnds[lower(toks, b)] && g.placeStartsAt(toks, b+1)) {
		scores[schema.Place] += 5 // "entre Castro Marim e Ayamonte": a known place beside another
	}
	if listedPlace(toks, a, b) {
		scores[schema.Place] += 5 // "Knott, Breathitt and Perry counties", "villages, including Barwari Bala and Kani Masi"
	}
	if len(words) > 1 && compassPrefixes[words[0]] {
		if e := g.lookupTokens(words[1:]); e != nil && e.Type == schema.Place {
			scores[schema.Place] += 6 // "Middle Tennessee", "South Kivu"
		}
	}
	if (vehicleWords[lower(toks, b)] || b < len(toks) && (isNumber(toks[b].Text) || vehicleModifiers[lower(toks, b)]) && vehicleWords[lower(toks, b+1)]) && !orgWords[lower(toks, b-1)] {
		return mention{}, false // "a SpaceX Falcon 9 rocket", not "a Tennessee Highway Patrol helicopter"
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
	// "Camilla, the Queen Consort", "Andy Street, the Conservative Mayor of
	// the West Midlands": an appositive title names a person.
	if b+2 < len(toks) && toks[b].Text == "," && lower(toks, b+1) == "the" && (g.isTitleWord(toks[b+2].Text) ||
		b+3 < len(toks) && (partyAdjectives[toks[b+2].Text] || g.demonyms[toks[b+2].Text]) && g.isTitleWord(toks[b+3].Text)) {
		scores[schema.Person] += 5
	}
	// "the charity SOS Mediterranee", "the militant group Hamas"
	if orgNouns[prev] {
		scores[schema.Org] += 4
	}
	if !givenFirst && !participle(words[0]) && (staffNouns[lower(toks, b)] || prev == "of" && staffNouns[prev2] || prev == "to" && prev2 == "according" && b-a == 1) {
		scores[schema.Org] += 4
	}
	// "fans of the Reggae Boyz", "supporters of the Broad Convergence":
	// people follow or belong to a body (not a piece of a name that goes
	// on, nor one word shaped like an adjective: "members of the Alpine
	// rescue service")
	follower := lower(toks, a-3)
	belongs := staffNouns[follower] || clubCrowds[follower] || follower == "members" || follower == "followers"
	adjective := b-a == 1 && (adjectiveShaped(words[0]) || strings.HasSuffix(words[0], "ine") || strings.HasSuffix(words[0], "ive"))
	if !givenFirst && prev == "the" && prev2 == "of" && belongs && !nameGoesOn(toks, b) && !adjective {
		scores[schema.Org] += 3
	}
	if (runHasAcademicWord(toks[a:b]) || strings.HasPrefix(words[len(words)-1], "Institut")) && (academicStaff(toks, a) || academicMembers(toks, b)) {
		// "a professor at Seoul National University", "researchers from
		// the University of Queensland", "University of Chile students",
		// "Harvard University's 373rd Commencement": the university's
		// people and doings belong to a body (where students and teachers
		// met at it are at a place)
		scores[schema.Org] += 8
	}
	if b < len(toks) && !givenFirst && !(b-a == 1 && showNouns[words[0]]) && (fashionSeason(toks, b) || toks[b].Kind == tokPoss && b+1 < len(toks) && fashionSeason(toks, b+1)) {
		scores[schema.Org] += 5 // "the Coperni Spring-Summer 2024 collection", "Erdem's Autumn/Winter 2024 collection": a label
	}
	if b+1 < len(toks) && toks[b].Kind == tokPoss && businessSite(toks, b+1) {
		scores[schema.Org] += 5 // "Sibanye-Stillwater's Kloof gold mine"
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
	if prev == "of" && placeOf[prev2] || (prev == "of" || romanceOf[prev]) && seatTitles[prev2] && !runHasOrgWord(toks[a:b]) {
		scores[schema.Place] += 5 // "the town of X"; "mayor of Beit Shemesh", "gouverneur du Katanga": the office's seat
	}
	if b-a >= 2 && topographicEnds[words[len(words)-1]] && !g.givenNames[words[0]] && !g.titleWords[strings.ToLower(words[0])] && !runHasOrgWord(toks[a:b]) {
		scores[schema.Place] += 3 // "Ladbroke Grove", "Clapham Common", "Hampstead Heath" (but "Elijah Wood")
	}
	if c != nil && c.sports && prev == "of" && a >= 2 && (isCapitalized(toks[a-2].Text) || toks[a-2].Text == ",") && sponsorsJoined(words) && !placeWords[strings.ToLower(words[0])] &&
		g.lookupTokens(words) == nil && len(g.geoLookup(strings.Join(words, " "))) == 0 {
		// "Vincenzo Nibali of Bahrain-Merida", "Chris Horner of
		// RadioShack-Leopard": a team named after two sponsors, joined by a
		// hyphen, is what a rider rides for
		scores[schema.Org] += 5
	}
	if b-a == 1 && teamRoles[lower(toks, b)] && b+1 < len(toks) && toks[b+1].Kind == tokWord && isCapitalized(toks[b+1].Text) {
		scores[schema.Org] += 6 // "Mercedes driver Lewis Hamilton", "Movistar rider Nairo Quintana": the team
	}
	if c.indonesian && (indonesianPlacePreps[prev] || indonesianPlaceNouns[prev]) {
		scores[schema.Place] += 5 // "di Palu", "Kota Palu", "jembatan Gladak Perak"
	}
	if c.slavic && slavicLocativePreps[prev] {
		scores[schema.Place] += 3 // "na hraničnom priechode Vyšné Nemecké", "v Ostrovanoch"
	}
	if c.finnish && b-a == 1 && finnishCased(words[0]) && !hasAnySuffix(words[0], "n", "ina", "inä") {
		// "Haaparannalta", "Sundissa": in Finnish a name in a local case
		// is where something is, comes from or goes, seldom who
		scores[schema.Place] += 5
		scores[schema.Person] -= 3
	}
	if c.scandinavian && scandinavianPlacePreps[prev] > 0 {
		scores[schema.Place] += scandinavianPlacePreps[prev] // "i Tysvær kommune", "på Kårstø"
	}
	if bantuOf[prev] && bantuPlaceNouns[prev2] {
		scores[schema.Place] += 6 // "Kaunti ya Kisumu", "kijiji cha Kochogo", "komine ya Kiremba"
	}
	if prev == "na" && c.openVowels {
		scores[schema.Place] += 4 // Krio's "na Bo", "na Koidu"
	}
	if bantuLocatives[prev] && (prev != "e" || c.luganda) && !(prev == "mu" && b < len(toks) && len(toks[b].Text) == 4 && isNumber(toks[b].Text)) {
		// "y'e Kamuli", "b'i Gishora", "mu kibuga Jinja", "mu Solwezi" (but
		// "mu Nasimiyu 2023" is in a month)
		scores[schema.Place] += 6
	}
	if frenchFacilityNouns[prev] && c.french && !g.givenFirst(words[0]) {
		// "au stade Lumumba", "le pont Tshopo": named after a person as
		// often as not (but "le pont Henri Konan Bédié" shares the name of
		// the man the caption names)
		scores[schema.Place] += 8
	}
	if romanceOf[prev] && romanceAreaNouns[prev2] {
		scores[schema.Place] += 5 // "no bairro da Kissala", "la ciudad de Pucallpa", "la ville de Rimouski"
	}
	if vietnameseAreaNouns[prev] || areaNounsBefore[prev] {
		scores[schema.Place] += 6 // "tỉnh Hà Tĩnh", "huyện Phong Điền"
	}
	if c != nil && c.vietnamese && b-a >= 2 && !vietnameseSurnames[words[0]] && strings.ContainsAny(strings.Join(words, ""), vietnameseLetters) {
		// "trước Ngọ Môn", "tại Hội An": a Vietnamese person's name opens
		// with the family name
		scores[schema.Person] -= 6
		if vietnamesePlacePreps[prev] {
			scores[schema.Place] += 3
		}
	}
	if b-a == 1 && (g.titleGenitive(toks, a) || bantuOf[prev] && g.titleWords[prev2]) {
		// ("Katuukiro wa Busoga": a title's seat after the Bantu "of")
		scores[schema.Person] -= 6
		scores[schema.Place] += 3
	}
	if len(words) >= 4 && worksWords[words[len(words)-1]] && containsExact(words, "and") {
		scores[schema.Place] += 6 // "Baikalsk Pulp and Paper Mill": a works named for what it makes (but "John Stuart Mill")
	}
	if foreignPlacePreps[prev] {
		scores[schema.Place] += 2 // Romanian "în Alba Iulia", French "dans", Portuguese "em"
	}
	if placePreps[prev] || (prev == "the" || areaAdjectives[prev]) && placePreps[prev2] {
		// ("in central Rostov-on-Don", "at the X")
		scores[schema.Place] += 2
		if prev == "in" {
			scores[schema.Place] += 1 // "in El Aguaje": "in" rarely comes before a person
		}
	}
	if b+3 < len(toks) && toks[b].Text == "," && compassWords[lower(toks, b+1)] && lower(toks, b+2) == "of" {
		scores[schema.Place] += 3 // "Bani Suheila, east of Khan Younis"
	} else if k := distanceAfter(toks, b+1); b < len(toks) && toks[b].Text == "," && k > 0 && compassWords[lower(toks, k)] && lower(toks, k+1) == "of" {
		scores[schema.Place] += 5 // "Xuan Loc, 60 km northeast of Saigon": only a place lies at a distance
	}
	if a == 0 && b+1 < len(toks) && toks[b].Text == "," && toks[b+1].Kind == tokWord && (monthNames[titleCase(toks[b+1].Text)] || monthAbbrevAt(toks, b+1) || startsWithDigit(toks[b+1].Text) && (len(toks[b+1].Text) >= 4 || b+2 < len(toks) && monthNames[titleCase(toks[b+2].Text)]) ||
		isAllCaps(toks[a].Text) && isCapitalized(toks[b+1].Text) && b+2 < len(toks) && isDash(toks[b+2].Text)) {
		// a dateline: "WHAKATANE, 2019-12-13 -", "Kabul, May 3", "CHAMDO, Nov. 13", "GAZA, 3
		// March", "JOLO, Sulu -" (but "Widad Hamdan, 65," is a person's age)
		scores[schema.Place] += 4
	} else if a == 0 && (b < len(toks) && toks[b].Text == "," && dayMonthAt(toks, b+1) || datedAfter(toks, b, c)) {
		// a dateline in another language: "Praha, 4. ledna 2024 -",
		// "Bergamo, 28 giugno 2020.", "Ստեփանակերտ, 25 դեկտեմբերի 2022թ."
		scores[schema.Place] += 4
	}
	if a == 0 && b+1 < len(toks) && toks[b].Text == "," && (isNumber(toks[b+1].Text) && dateAt(toks, b+1) || reNumericToken.MatchString(toks[b+1].Text)) {
		scores[schema.Place] += 5 // "Kazimierz Dolny, 30.07.2022 r.": a dateline, whatever given name opens it
	}
	// (TT's "LULEÅ 20130612": the town before the day's eight digits)
	compact := a == 0 && b < len(toks) && isAllCaps(toks[a].Text) && reCompactDay.MatchString(toks[b].Text)
	if isAllCaps(toks[a].Text) && opensDateline(toks, a) && b < len(toks) && (toks[b].Text == ":" || isDash(toks[b].Text) || toks[b].Text == "," && cyrillic(toks[a].Text) || compact) {
		// a shouted dateline's town, which a short name's capitals would
		// read as an acronym: "GRAZ:", "ABD0038_20150620 - LINZ - ÖSTERREICH:",
		// TASS's "СЕВЕРОМОРСК, 9 февраля 2017.";
		// before a dash and a country, any town GeoNames lacks too: "HALLSTATT - ÖSTERREICH:"
		country := false
		if b+2 < len(toks) && isDash(toks[b].Text) && toks[b+2].Text == ":" {
			e := g.lookupTokens(texts(toks, b+1, b+2))
			country = e != nil && e.Kind == "country"
		}
		// ANP's "ZEERIJP - Commissievoorzitter ...": a word of six
		// capitals or more before a dash and a sentence is a village's
		// name, too long for an acronym
		village := a == 0 && b-a == 1 && isDash(toks[b].Text) && utf8.RuneCountInString(toks[a].Text) >= 6 && b+1 < len(toks) && isCapitalized(toks[b+1].Text) && !isAllCaps(toks[b+1].Text)
		if ps := g.geoLookup(titleCase(toks[a].Text)); country || village || b-a == 1 && len(ps) > 0 && (ps[0].admin() || ps[0].Pop >= 50000 || compact) {
			scores[schema.Place] += 4
		}
	}
	if a >= 1 && toks[a-1].Text == "," && b+1 < len(toks) && toks[b].Text == "," && dateAt(toks, b+1) && person == 0 {
		// "(PMI), Lourdes, 25.05.2024.": a name set between commas before
		// the date is where the picture was taken
		scores[schema.Place] += 4
	}
	if a >= 2 && toks[a-1].Text == "," && !c.sports && placeBefore(toks, a-2) && placeChainGoesOn(toks, b) && !givenFirst && person == 0 {
		// "in Timika, Central Papua, on September 21", "Tivoli Gardens,
		// West Kingston, May 25": a name between a place and a date or
		// the sentence's end is where that place lies
		scores[schema.Place] += 4
	}
	if b+1 < len(toks) && (toks[b].Text == "," || lower(toks, b) == "in") && toks[b+1].Kind == tokWord {
		// "X, Syria", "X in Idlib", "X, Jaffarabad district", "X,
		// northern Israel", "X, in the northern Gaza Strip"
		from := b + 1
		for from < b+5 && from < len(toks) && toks[from].Kind == tokWord && !isCapitalized(toks[from].Text) && (fillers[toks[from].Text] || toks[from].Text == "in") {
			from++
		}
		k := from
		for k < len(toks) && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) && k < from+4 {
			k++
		}
		if k < len(toks) && toks[k].Kind == tokPoss && from == b+1 && toks[b].Text == "," {
			// "Prabowo Subianto, Indonesia's defence minister": an
			// appositive, not "X, Country".
			if x.appositiveRole(toks, k+1) {
				scores[schema.Person] += 5
			}
		} else if e := g.lookupTokens(texts(toks, from, k)); e != nil && e.Type == schema.Place {
			scores[schema.Place] += 3
		} else if e := g.lookupTokens(texts(toks, from, min(k, from+1))); k > from && e != nil && e.Type == schema.Place {
			scores[schema.Place] += 3
		} else if ps := g.geoLookup(spanText(body, toks, from, k)); k > from && len(ps) > 0 && (ps[0].admin() || ps[0].Pop >= 20000) {
			scores[schema.Place] += 2
		} else if _, _, ok := g.genericAfter(toks, k); ok && k > from || k > from+1 && toks[b].Text == "," && placeWords[lower(toks, k-1)] {
			// "X, Jaffarabad district", "X in Jaffarabad district", "X,
			// in the Lacandon Jungle"
			scores[schema.Place] += 3
		}
	}
	if p, s, ok := g.geoEvidence(name, words, c, hasGeneric && areaGenerics[strings.Join(gw.tokens, " ")]); ok {
		scores[schema.Place] += s
		m.place = &p
		if orgGeneric == "police" {
			// "Khyber Pakhtunkhwa police chief", "Las Vegas police": the
			// town or province, a modifier ("Kosovo Police" is the body)
			scores[schema.Org] -= 6
			orgGeneric = ""
		}
	} else if operator || (prev == "a" || prev == "an") && shopNouns[lower(toks, b)] {
		// "a Foxconn plant", "a Caritas feeding centre", "a Foodland
		// store": a name no gazetteer knows as a place, before one of
		// many facilities, runs them
		scores[schema.Org] += 5
	}
	lastLow := strings.ToLower(words[len(words)-1])
	if len(words) > 1 && builtWords[lastLow] && runHasOrgWord(toks[a:b-1]) {
		scores[schema.Place] += 2 // "the Council House", "Trades Hall": the building a body meets in
	}
	if len(words) > 1 && isAllCaps(words[0]) && utf8.RuneCountInString(words[0]) >= 3 && !strings.Contains(words[0], ".") && !isAllCaps(words[len(words)-1]) && !g.givenNames[words[1]] {
		// "TIFF Bell Lightbox", "OGC Nice": an acronym opens no one's name,
		// rather a body's (but a rally desk's "OGIER Sébastien" writes the
		// surname first in capitals)
		scores[schema.Person] -= 2
		scores[schema.Org]++
	}
	if len(words) > 1 && isNumber(lastLow) {
		lastLow = strings.ToLower(words[len(words)-2]) // "Highway 32"
	}
	if len(words) == 1 && germanStreet(lastLow) {
		scores[schema.Place] += 5 // "Stalinallee", "Kurfürstendamm"
	}
	if len(words) > 2 && streetQuadrants[lastLow] && placeWords[strings.ToLower(words[len(words)-2])] {
		lastLow = strings.ToLower(words[len(words)-2]) // "Fifth Avenue North"
	}
	if k := abbreviatedStreetEnd(words); k > 0 {
		lastLow = strings.ToLower(words[k]) // "Ste-Catherine St. W."
	}
	if len(words) > 1 && (lastLow == "centre" || lastLow == "center") && placeCentres[strings.ToLower(words[len(words)-2])] {
		// "Kenyatta International Convention Centre": a building
		scores[schema.Place] += 8
	}
	if len(words) > 1 && (lastLow == "district" || lastLow == "schools") && strings.HasPrefix(strings.ToLower(words[len(words)-2]), "school") ||
		len(words) > 2 && lastLow == "schools" && strings.EqualFold(words[len(words)-2], "Public") {
		// "Cobb County School District", "Gwinnett County Public Schools": the board that runs them
		scores[schema.Org] += 8
	}
	if nordicBody(words[len(words)-1]) {
		scores[schema.Org] += 8 // "Sjukvårdspartiet", "Sametinget", "Trafikverket", "Sundhedsstyrelsen"
	}
	if len(words) > 1 && lastLow == "reserve" && reserveKinds[strings.ToLower(words[len(words)-2])] {
		// "Kronotsky Nature Reserve", but "U.S. Army Reserve"
		scores[schema.Place] += 8
	}
	if venueEnds[lastLow] && len(words) > 1 && (sitePreps[prev] || prev == "the" && sitePreps[prev2]) {
		// "a rally at the Chase Center", "inside Fiserv Forum": where
		// something happens is a building, whatever runs it
		scores[schema.Place] += 6
	}
	// ("Old Stock Exchange", "Old Bailey": what is old is a building or a quarter)
	// ("the Pyramid Stage": a festival's stage is where its acts play)
	if placeWords[lastLow] || (len(words) > 1 && (leadingPlaceWords[strings.ToLower(words[0])] || words[0] == "Old" || lastLow == "stage")) || placeOfHead(words) || militaryPost(words) {
		scores[schema.Place] += 5
	} else if len(words) > 1 && c.scandinavian && scandinavianPlaceEnd(lastLow) {
		scores[schema.Place] += 5 // "Ribe Katedralskole", "Esbjerg Havn", "Ribe Marsk"
	} else if len(words) > 1 && areaGenerics[lastLow] && !runHasOrgWord(toks[a:b]) {
		scores[schema.Place] += 4 // "Karen State", "Sagaing Region": an area named with its generic
	} else if (lastLow == "republic" || lastLow == "channel") && g.namedAfterPlace(words) {
		// "the Altai Republic", "Komi Republic", "Nakhchivan Autonomous
		// Republic": republics within a country, named like its regions;
		// "the Mozambique Channel", "the Bristol Channel": a strait named
		// after the land beside it
		scores[schema.Place] += 8
	}
	if legislatureHouse(words) {
		scores[schema.Org] += 6
	}
	if len(words) > 2 && orgWords[strings.ToLower(words[0])] && words[1] == "for" {
		scores[schema.Org] += 3 // "the Movement for the Emancipation of the Niger Delta": a body heads its name
	}
	if localGovernmentArea(words) {
		scores[schema.Place] += 8 // "Akinyele Local Government Area": Nigeria's district, named by its council's word
	}
	for _, w := range words {
		if orgWords[strings.ToLower(w)] {
			scores[schema.Org] += 4
			if forceEnds[lastLow] && len(words) > 1 {
				scores[schema.Org] += 2 // "the Haitian National Police in Port-au-Prince": a force is no building
			}
			break
		}
	}
	if len(words) > 1 && words[len(words)-1] == "Air" || len(words) == 2 && words[0] == "Air" {
		scores[schema.Org] += 4 // "Tara Air", "Sriwijaya Air", "Air Zermatt": an airline
	}
	if scores[schema.Place] == 0 && slices.ContainsFunc(toks[a:b], func(t token) bool { return t.Text == "&" }) {
		scores[schema.Org] += 4 // "SK Engineering & Construction", "Xutos & Pontapes": no one's name
	}
	if len(words) >= 2 && reOrdinal.MatchString(words[0]) && unitWords[lastLow] {
		scores[schema.Org] += 6 // "the 3rd Battalion in Helmand": a numbered unit, wherever it is
	}
	if (lastLow == "church" || lastLow == "chapel") && (placePreps[prev] || prev == "the" && placePreps[prev2]) {
		scores[schema.Place] += 4 // "a vigil outside First Baptist Church": the building
	}
	if len(words) > 1 && (lastLow == "church" || len(words) > 3 && words[0] == "Church" && words[1] == "of" && words[2] == "the") && !denominational(words) {
		// "Regina Mundi Church", "the Church of the Immaculate
		// Conception": a church named for a saint or a mystery is a
		// building; "the Serbian Orthodox Church" is a body
		scores[schema.Place] += 5
	}
	if len(words) > 1 && orgWords[strings.ToLower(words[0])] && connectors[lower(toks, a+1)] && !leadingPlaceWords[strings.ToLower(words[0])] {
		scores[schema.Org] += 2 // "Ministry of Finance": an organisation word heads the name
		if ministryHeads[words[0]] {
			scores[schema.Org] += 4 // the body, even "at the Ministry of Finance in Tokyo"
		}
	}
	if len(words) == 1 && isAllCaps(words[0]) && len([]rune(words[0])) >= 2 {
		scores[schema.Org] += 2
	}
	// ("beating the Crusaders": a team by its nickname)
	if clubName(words) || c.sports && (len(words) > 1 && (clubSuffixes[words[len(words)-1]] || x.teamName(body, toks, a, b, c)) || len(words) == 1 && g.teamWords[words[0]]) {
		scores[schema.Org] += 8
	}
	// "fans of Vasco da Gama": a club, whatever town shares its name
	if prev == "of" && clubPeople[prev2] {
		scores[schema.Org] += 6
	}
	for _, w := range words {
		if k := strings.LastIndexAny(w, "-‐‑"); k > 0 && elidedCapital(w[k+1:]) {
			scores[schema.Place] += 3 // "Les Sables-d'Olonne", "Villeneuve-d'Ascq": a French town's shape
			break
		}
	}
	if len(words) > 1 && (lastLow == "nation" || lastLow == "nations") {
		// "James Smith Cree Nation", "Mathias Colomb Cree Nation": a
		// people's community or body, named after its chief at most; a
		// people's own nation is its land ("the Navajo Nation")
		scores[schema.Person] = 0
		if len(words) > 2 && indigenousPeoples[words[len(words)-2]] {
			scores[schema.Place] += 3
		}
	}
	if scriptAcronyms(words, unicode.Cyrillic) {
		scores[schema.Person] = 0 // "ВС РФ": Cyrillic initials name a body, never a person
		scores[schema.Org] += 3
	}
	// prose's vote moves a type by 1.5; it is asked only when that could
	// change the type or whether the name is kept at all.
	if prev == "the" && !(b < len(toks) && toks[b].Kind == tokPoss) && !(g.givenNames[toks[b-1].Text] && !sitePreps[prev2]) && !strings.Contains(words[0], ".") {
		// "at the Galle Face Green", "the Fresh Kills landfill": "the"
		// comes before the name of a place or a body, hardly ever a person's
		// (but "the Virgin Mary", "the O.J. Simpson trial")
		scores[schema.Person] -= 3
		if scores[schema.Org] < 1 && scores[schema.Place] < 1 && acronymSpans(toks, a, b) {
			scores[schema.Org]++ // "the National People's Power (NPP)"
		}
	}
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
	if typ == schema.Person && b < len(toks) && toks[b].Text == "." && toks[b].Start == toks[b-1].End && (initial(toks[b-1].Text) || generationSuffix[toks[b-1].Text]) {
		name += "." // "Nahel M.", "William K. Harrison Jr."
	}
	if typ == schema.Place && b+1 < len(toks) && toks[b].Text == "." && toks[b].Start == toks[b-1].End && (streetAbbrevs[toks[b-1].Text] || abbreviatedStreetEnd(texts(toks, a, b)) > 0) && !isCapitalized(toks[b+1].Text) {
		name += "." // "on Ann St. in the Financial District", "Ste-Catherine St. W." (but "... Molesworth St. NZ Herald photograph")
	}
	m.entity = schema.Entity{Type: typ, Name: name}
	if company != "" {
		m.entity = schema.Entity{Type: typ, Name: company, Aliases: []string{name}}
	}
	if typ == schema.Org && orgGeneric != "" {
		m.entity.Aliases = []string{spanText(body, toks, a, b+1)}
	}
	if typ == schema.Place && hasGeneric {
		long := spanText(body, toks, a, afterGeneric)
		if gw.facility && !builtWords[lower(toks, b-1)] {
			m.entity.Aliases = []string{name}
			m.entity.Name = long
		} else {
			m.entity.Aliases = []string{long}
		}
		m.tokEnd = afterGeneric
	}
	return m, true
}

// scandinavianPlaceEnds close the compound that names a place in Danish,
// Norwegian and Swedish: a school, church, harbour, beach, town hall,
// square, marsh, castle or hospital.
var scandinavianPlaceEnds = []string{"skole", "skola", "kirke", "kyrka", "havn", "hamn", "strand", "rådhus", "torv", "torg", "marsk", "slot", "slott", "sygehus", "sykehus", "sjukhus"}

// scandinavianPlaceEnd reports whether w, in lower case, ends with one.
// nordicBody: a Swedish, Norwegian or Danish compound that names a body
// by its definite last part, a party, an assembly, an agency, a board, a
// ministry or a federation, alone or in the genitive: "Sjukvårdspartiet",
// "Sametingets", "Sjöfartsverket", "Sundhedsstyrelsen",
// "Utlendingsdirektoratet", "Idrottsförbundet".
func nordicBody(w string) bool {
	low := strings.TrimSuffix(strings.ToLower(w), "s")
	for _, end := range []string{"partiet", "tinget", "verket", "myndigheten", "styrelsen", "direktoratet", "departementet", "förbundet", "forbundet", "nämnden"} {
		if rest, ok := strings.CutSuffix(low, end); ok && utf8.RuneCountInString(rest) >= 3 {
			return true
		}
	}
	return false
}

func scandinavianPlaceEnd(w string) bool {
	return slices.ContainsFunc(scandinavianPlaceEnds, func(end string) bool { return strings.HasSuffix(w, end) })
}

// listedPlace reports whether the name toks[a:b] is listed with others
// before a plural place noun ("Knott, Breathitt and Perry counties") or
// after one and "including" or "such as" ("mountain villages, including
// Barwari Bala and Kani Masi").
func listedPlace(toks []token, a, b int) bool {
	listWord := func(t token) bool {
		return t.Kind == tokWord && isCapitalized(t.Text) || t.Text == "," || t.Text == "and"
	}
	for k := b; k < len(toks) && k < b+12; k++ {
		if pluralPlaceNouns[toks[k].Text] {
			return k > b || lower(toks, a-1) == "and" || lower(toks, a-1) == ","
		}
		if !listWord(toks[k]) {
			break
		}
	}
	k := a - 1
	for k >= 0 && k > a-12 && listWord(toks[k]) {
		k--
	}
	intro := lower(toks, k) == "including" || lower(toks, k) == "as" && lower(toks, k-1) == "such"
	if !intro {
		return false
	}
	if lower(toks, k) == "as" {
		k--
	}
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		if pluralPlaceNouns[toks[j].Text] {
			return true
		}
	}
	return false
}

// knownPlace reports whether the gazetteer or GeoNames knows words as a
// place.
func (g *gazetteer) knownPlace(words []string) bool {
	if e := g.lookupTokens(words); e != nil {
		return e.Type == schema.Place
	}
	return len(g.geoLookup(strings.Join(words, " "))) > 0
}

// namedAfterPlace reports whether a name's words before its last, less an
// "Autonomous", name a known place: "Nakhchivan Autonomous Republic".
func (g *gazetteer) namedAfterPlace(words []string) bool {
	head := words[:len(words)-1]
	if n := len(head); n > 1 && head[n-1] == "Autonomous" {
		head = head[:n-1]
	}
	return len(head) > 0 && g.knownPlace(head)
}

// pluralPlaceNouns name several places of one kind.
var pluralPlaceNouns = map[string]bool{
	"villages": true, "towns": true, "cities": true, "districts": true, "counties": true,
	"provinces": true, "regions": true, "states": true, "municipalities": true, "neighbourhoods": true,
	"neighborhoods": true, "camps": true, "suburbs": true, "settlements": true, "governorates": true,
	"parishes": true, "communes": true, "islands": true, "hamlets": true, "fields": true,
	"rivers": true, "lakes": true, "valleys": true, "oblasts": true, // "the Katun and Biya rivers"
}

// distanceAfter returns the index after a distance that starts at toks[i]
// ("60 km", "some 40 miles", "about 10 kilometres"), or 0.
func distanceAfter(toks []token, i int) int {
	if approximately[lower(toks, i)] {
		i++
	}
	if i+1 >= len(toks) || !isNumber(strings.ReplaceAll(toks[i].Text, ",", "")) {
		return 0
	}
	switch lower(toks, i+1) {
	case "km", "kilometres", "kilometers", "miles", "mi":
		return i + 2
	}
	return 0
}

var approximately = map[string]bool{"some": true, "about": true, "around": true, "nearly": true, "roughly": true, "almost": true}

// givenNameFirst: a name of two to four capitalised words opening with a
// known first name that the gazetteer does not know as a place or body,
// and ending in no place or organisation word.
func (x *Extractor) givenNameFirst(toks []token, a, b int) bool {
	g := x.gaz
	if b-a < 2 || b-a > 4 || !g.givenName(toks[a].Text) || g.lookupTokens(texts(toks, a, a+1)) != nil {
		return false
	}
	last := strings.ToLower(toks[b-1].Text)
	return !placeWords[last] && !facilityWords[last] && !orgWords[last] && !runHasOrgWord(toks[a:b])
}

// pluralAcronym: "MPs", "SUVs", "NGOs" are common nouns in the plural.
func pluralAcronym(w string) bool {
	stem, ok := strings.CutSuffix(w, "s")
	return ok && len(stem) >= 2 && isAllCaps(stem) && !strings.ContainsAny(stem, ".-")
}

// denominational: a church's name that holds its creed ("Serbian
// Orthodox Church", "Coptic Orthodox Church") names the body.
func denominational(words []string) bool {
	for _, w := range words {
		switch strings.ToLower(w) {
		case "orthodox", "catholic", "anglican", "protestant", "evangelical", "lutheran", "methodist",
			"presbyterian", "pentecostal", "apostolic", "reformed", "coptic", "tewahedo", "episcopal":
			return true
		}
	}
	return false
}

// nameGoesOn reports whether a name may go on after the run ending at b:
// "Together for Yes", "Bakery, Confectionery, Tobacco Workers".
func nameGoesOn(toks []token, b int) bool {
	switch lower(toks, b) {
	case "for", "of", "and", "&", ",", "the": // ("Save the 8th")
		return true
	}
	return b < len(toks) && (isNumber(toks[b].Text) || isCapitalized(toks[b].Text)) // "Densus 88"
}

// sponsorsJoined: the last word joins two capitalised names with a hyphen,
// as teams named after their sponsors do ("Alpecin-Fenix", "Saunier
// Duval-Scott").
func sponsorsJoined(words []string) bool {
	first, second, ok := strings.Cut(words[len(words)-1], "-")
	return ok && isCapitalized(first) && isCapitalized(second)
}

// givenName: a first name, or two joined by a hyphen ("Jean-Bertrand").
func (g *gazetteer) givenName(w string) bool {
	if g.givenNames[w] {
		return true
	}
	first, second, ok := strings.Cut(w, "-")
	return ok && g.givenNames[first] && g.givenNames[second]
}

// callSign: the name follows "call sign" or "callsign", perhaps in quotes.
func callSign(toks []token, a int) bool {
	k := a - 1
	for k >= 0 && toks[k].Kind == tokPunct && strings.ContainsAny(toks[k].Text, "'\"“”‘’") {
		k--
	}
	return lower(toks, k) == "callsign" || lower(toks, k) == "sign" && lower(toks, k-1) == "call"
}

// militaryPost: "Forward Operating Base Inkerman", "Combat Outpost Keating".
func militaryPost(words []string) bool {
	name := strings.ToLower(strings.Join(words, " "))
	for _, p := range []string{"forward operating base ", "combat outpost ", "patrol base ", "firebase ", "fire base "} {
		if strings.HasPrefix(name, p) && len(name) > len(p) {
			return true
		}
	}
	return false
}

// teamName reports whether a sports caption's name is a team named after
// its town: "Kansas City Chiefs", "Boston Red Sox".
func (x *Extractor) teamName(body string, toks []token, a, b int, c *capCtx) bool {
	last := toks[b-1].Text
	if b-a < 2 || !strings.HasSuffix(last, "s") || !isCapitalized(last) {
		return false
	}
	if x.gaz.givenNames[toks[a].Text] && !x.gaz.teamWords[last] {
		return false // "Jordan Chiles", "Chester Williams": a person whose first name is a town's
	}
	for k := b - 1; k > a; k-- {
		if x.placePiece(body, toks, a, k, x.gaz.lookupTokens(texts(toks, a, k)), c) {
			return true
		}
	}
	return false
}

func capitalisedWords(ts []token) int {
	n := 0
	for _, t := range ts {
		if t.Kind == tokWord && isCapitalized(t.Text) {
			n++
		}
	}
	return n
}

// placeOfHead: "Great Mosque of al-Nuri", "Church of the Nativity": a
// place word heads the name before "of".
func placeOfHead(words []string) bool {
	for k := 1; k+1 < len(words); k++ {
		if words[k] == "of" {
			return placeWords[strings.ToLower(words[k-1])] && !orgWords[strings.ToLower(words[k-1])] && !legislatureHouse(words)
		}
	}
	return false
}

// legislatureHouse: "House of Representatives", "Tennessee House of
// Representatives", "House of Assembly": a chamber named as the house of
// its members is the body, not a building.
func legislatureHouse(words []string) bool {
	for k := 1; k+1 < len(words); k++ {
		if words[k] == "of" && words[k-1] == "House" {
			return chamberMembers[strings.ToLower(words[k+1])]
		}
	}
	return false
}

var chamberMembers = map[string]bool{
	"representatives": true, "delegates": true, "commons": true, "lords": true, "assembly": true,
	"councillors": true, "councilors": true, "deputies": true, "peers": true, "keys": true,
	"nationalities": true, "burgesses": true, "federation": true,
}

// ageFollows reports whether an age follows the name ending before toks[b]:
// "Nada Merhi, 18,", not "the Gulf Coast, 29 September".
func ageFollows(toks []token, b int) bool {
	// (not the day of "Passau, Lower Bavaria, 03.06.2013", "Reef, 28/03/2016"
	// or "Ribe, 24/6-2022")
	numericDate := b+3 < len(toks) && (toks[b+2].Text == "." || toks[b+2].Text == "/") && toks[b+2].Start == toks[b+1].End && startsWithDigit(toks[b+3].Text)
	return b+1 < len(toks) && toks[b].Text == "," && isNumber(toks[b+1].Text) && len(toks[b+1].Text) <= 3 &&
		(b+2 >= len(toks) || toks[b+2].Kind == tokPunct && toks[b+2].Text != "-") && !numericDate
}

var generationSuffix = map[string]bool{"Jr": true, "Sr": true}

// postnominals: seats and honours written after a name.
var postnominals = map[string]bool{
	"MP": true, "TD": true, "MEP": true, "MSP": true, "MLA": true, "MS": true, "QC": true, "KC": true,
	"OBE": true, "MBE": true, "CBE": true, "KBE": true, "DBE": true,
}

// romanNumeral: a king's or a game's number, "II", "XIV".
func romanNumeral(s string) bool { return s != "" && strings.Trim(s, "IVX") == "" }

// nationalityFollows: "of Jamaica", ", of the United States", "of
// Manchester City": the country or club an athlete plays for, written
// after the name.
func (g *gazetteer) nationalityFollows(toks []token, b int) bool {
	if lower(toks, b) == "," {
		b++
	}
	if lower(toks, b) != "of" {
		return false
	}
	j := pastThe(toks, b+1)
	k := j
	for k < len(toks) && k < j+4 && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) {
		k++
	}
	for ; k > j; k-- {
		if e := g.lookupTokens(texts(toks, j, k)); e != nil {
			return e.Kind == "country" || e.Kind == "sport"
		}
	}
	return false
}

// lifeEventFollows: "Benazir Bhutto's assassination", "Mandela's funeral":
// what befalls a person, after the possessive.
func lifeEventFollows(toks []token, b int) bool {
	return b+1 < len(toks) && toks[b].Kind == tokPoss && lifeEvents[lower(toks, b+1)]
}

var lifeEvents = map[string]bool{
	"assassination": true, "funeral": true, "death": true, "killing": true, "murder": true,
	"arrest": true, "burial": true, "wedding": true, "inauguration": true, "birthday": true,
	"resignation": true, "widow": true, "widower": true, "coffin": true, "grave": true, "tomb": true,
}

// roleAsFollows: "the election of Snyder Rini as prime minister": a
// lower-case title after "as" is the office the named person takes.
func (g *gazetteer) roleAsFollows(toks []token, b int) bool {
	if lower(toks, b) != "as" || b+1 >= len(toks) || isCapitalized(toks[b+1].Text) {
		return false
	}
	return g.titleWords[toks[b+1].Text] || b+2 < len(toks) && g.titleWords[toks[b+1].Text+" "+toks[b+2].Text]
}

// positionFollows: "Jude Bellingham (C)", "Rodri (2nd L)": where a
// person stands in the picture.
func positionFollows(toks []token, b int) bool {
	if b+2 >= len(toks) || toks[b].Text != "(" {
		return false
	}
	k := b + 1
	if reOrdinal.MatchString(toks[k].Text) {
		k++
	}
	if k+1 >= len(toks) || toks[k+1].Text != ")" {
		return false
	}
	switch toks[k].Text {
	case "L", "R", "C", "left", "right", "centre", "center", "front", "back", "top", "bottom":
		return true
	}
	return false
}

// workFollows: a possessive after toks[b-1] owns a work, named by its noun
// or by a quoted title ("Verdi's 'Aida'", "Tchaikovsky's ballet").
func workFollows(toks []token, b int) bool {
	if b+1 >= len(toks) || toks[b].Kind != tokPoss || toks[b].Text != "'s" {
		return false
	}
	if workNouns[lower(toks, b+1)] {
		return true
	}
	return opensQuote(toks[b+1]) && b+2 < len(toks) && toks[b+2].Start == toks[b+1].End && workTitle(toks, b+2, b+3)
}

// teamCodeFollows: "Toby Price (AUS)", the Olympic code of an athlete's
// country in brackets after a name that opens with a first name.
func (g *gazetteer) teamCodeFollows(toks []token, b int) bool {
	if b < 1 || b+2 >= len(toks) || toks[b].Text != "(" || !olympicCodes[toks[b+1].Text] || toks[b+2].Text != ")" {
		return false
	}
	k := b - 1
	for k > 0 && b-k < 4 && toks[k-1].Kind == tokWord && isCapitalized(toks[k-1].Text) {
		k--
	}
	if !g.givenNames[toks[k].Text] {
		return false // (not "the National Emergency Secretariat (SEN)")
	}
	_, spelt := acronymWindow(toks, b, toks[b+1].Text) // (not "Barisan Revolusi Nasional (BRN)")
	return !spelt
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
		if w := lower(toks, b+1); roleWords[w] && (lower(toks, b+2) == "of" || lower(toks, b+2) == "for") && w != "named" {
			return "person" // "Paetongtarn Shinawatra, leader of the Pheu Thai Party"
		}
		return ""
	}
	// the phrase runs to a preposition or punctuation; its head is the
	// last word that says what kind of thing the name is
	var words []string
	for k := b + 2; k < len(toks) && k < b+8; k++ {
		t := toks[k]
		if t.Kind == tokPoss {
			words = words[:0] // "the prime minister's official residence": the owner is no head
			continue
		}
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
		case placeOf[w] && !orgNouns[w] || w == "headquarters":
			return "place" // "the administrative centre of ...", "the headquarters of Croydon Council"
		case (orgNouns[w] || orgWords[w]) && i == len(words)-1 && slices.ContainsFunc(words[:i], formerly):
			return "place" // "Borsen, the old stock exchange": the building a body left
		case orgNouns[w] || orgWords[w]:
			return "org"
		case placeWords[w]:
			return "place"
		}
	}
	return ""
}

// dateAt reports whether a date starts at toks[k]: a month's name or a
// numeric date ("25.05.2024", "2019-12-13").
func dateAt(toks []token, k int) bool {
	if k >= len(toks) || toks[k].Kind != tokWord {
		return false
	}
	if monthNames[titleCase(toks[k].Text)] {
		return true
	}
	return isNumber(toks[k].Text) && k+2 < len(toks) && (toks[k+1].Text == "." || toks[k+1].Text == "/" || toks[k+1].Text == "-") && isNumber(toks[k+2].Text)
}

// reCompactDay is a day written as eight digits, as TT's datelines do:
// "LULEÅ 20130612".
var reCompactDay = regexp.MustCompile(`^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$`)

// reNumericToken is a date written in numbers as one token: "30.07.2022",
// "2022/07/21".
var reNumericToken = regexp.MustCompile(`^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$`)

// dayMonthAt: a day of the month, perhaps with a dot, before a month
// named in lower case in any language and a year: "4. ledna 2024", "28
// giugno 2020".
func dayMonthAt(toks []token, k int) bool {
	if k >= len(toks) || !isNumber(toks[k].Text) || len(toks[k].Text) > 2 || toks[k].Text > "31" && len(toks[k].Text) == 2 {
		return false
	}
	k++
	if k < len(toks) && toks[k].Text == "." {
		k++
	}
	return k+1 < len(toks) && toks[k].Kind == tokWord && len(toks[k].Text) >= 3 && (!isCapitalized(toks[k].Text) || foreignMonths[strings.ToLower(toks[k].Text)] > 0) &&
		isNumber(toks[k+1].Text) && len(toks[k+1].Text) == 4
}

// monthAbbrevAt: a month shortened with a dot before the day, "Nov. 13".
func monthAbbrevAt(toks []token, k int) bool {
	switch lower(toks, k) {
	case "jan", "feb", "mar", "apr", "aug", "sep", "sept", "oct", "nov", "dec":
		return lower(toks, k+1) == "." && k+2 < len(toks) && isNumber(toks[k+2].Text)
	}
	return false
}

// formerly says a body no longer sits where the phrase points: "old",
// "former", "17th-century".
func formerly(w string) bool {
	return w == "old" || w == "former" || strings.HasSuffix(w, "-century")
}

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

// businessSite reports whether one of the three words from k names a
// company's site, stock or staff: "Kloof gold mine", "plant", "shares".
func businessSite(toks []token, k int) bool {
	for n := 0; n < 3 && k+n < len(toks) && toks[k+n].Kind == tokWord; n++ {
		w := lower(toks, k+n)
		if businessSites[w] {
			return true
		}
		if n > 0 && isCapitalized(toks[k+n].Text) {
			continue // "Kloof gold mine"
		}
		if n > 0 && !isLowerWord(w) {
			return false
		}
	}
	return false
}

// ofEvent reports whether the name at a completes an event's name after
// "of": "the Africa Cup of Nations", "the Lunar New Year of the Dragon".
func ofEvent(toks []token, a int) bool {
	k := beforeThe(toks, a)
	if k < 1 || lower(toks, k) != "of" {
		return false
	}
	return eventHeads[toks[k-1].Text] || toks[k-1].Text == "Year"
}

func eventName(ts []token) bool {
	if len(ts) > 1 && reOrdinal.MatchString(ts[0].Text) {
		ts = ts[1:] // "the 109th Tour de France"
	}
	if eventOpeners[ts[0].Text] || eventNames[strings.Join(texts(ts, 0, len(ts)), " ")] {
		return true
	}
	last := ts[len(ts)-1].Text
	if (last == "Match" || last == "Game") && len(ts) > 1 && ts[len(ts)-2].Text == "Medal" {
		return true // "Women's Singles Gold Medal Match", not "Paris Match"
	}
	if !eventHeads[last] || last == "War" && runHasOrgWord(ts) { // not "Ministry of War"
		return false
	}
	if last == "Conference" && len(ts) > 1 && (ts[len(ts)-2].Text == "Republican" || ts[len(ts)-2].Text == "Democratic") {
		return false // "the House Republican Conference": a party's caucus, not a meeting
	}
	if last != "Day" {
		return true
	}
	prev := ts[len(ts)-2]
	return prev.Kind == tokPoss || dayNames[prev.Text]
}

// ownerPossessive returns where the name after "Country's" starts in
// toks[a:b] ("Britain's Labour Party" -> "Labour"), or 0.
func ownerPossessive(g *gazetteer, toks []token, a, b int) int {
	for k := a + 1; k+1 < b; k++ {
		if toks[k].Kind == tokPoss {
			if e := g.lookupTokens(texts(toks, a, k)); e != nil && e.Type == schema.Place {
				return k + 1
			}
			if k == a+1 && toks[k].Text != "'s" && !orgWords[lower(toks, a)] && !collectiveOwners[lower(toks, a)] && capitalisedWords(toks[k+1:b]) >= 2 {
				return k + 1 // "Wilders' Party for Freedom", not "Dockworkers' Union" or "Citizens' Action Party"
			}
			return 0
		}
	}
	return 0
}

// streetSides follow a street's name where a city numbers it from a
// dividing line.
var streetSides = map[string]bool{"East": true, "West": true, "North": true, "South": true}

// namesFacility: what follows a title-like word is a single place or
// organisation word, or ends in a place word, so the title is part of the
// name ("General Hospital", "Metropolitan Library", "Marshal Tito Street").
func namesFacility(rest []token) bool {
	if len(rest) == 0 || rest[len(rest)-1].Kind != tokWord {
		return false
	}
	if n := len(rest); n > 1 && streetSides[rest[n-1].Text] && placeWords[lower(rest, n-2)] {
		rest = rest[:n-1] // "King Street West", "Queen Street East"
	}
	w := strings.ToLower(rest[len(rest)-1].Text)
	if len(rest) > 1 {
		// "Marshal Tito Street", "Metropolitan Museum of Art"
		return placeWords[w] || leadingPlaceWords[strings.ToLower(rest[0].Text)] && lower(rest, 1) == "of"
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

// nameIntros, before a quoted name, say it is what someone or something is
// called.
var nameIntros = map[string]bool{"as": true, "guerre": true, "named": true, "nicknamed": true, "called": true, "alias": true, "dubbed": true}

// quotedAlone reports whether the name toks[a:b] fills a pair of double
// quotes by itself, as the title of a film, song or show does. A
// nickname quoted inside a name (`Jimmy "Barbecue" Cherizier`) has name
// words around it.
func quotedAlone(toks []token, a, b int) bool {
	quote := func(k int) bool {
		return k >= 0 && k < len(toks) && toks[k].Kind == tokPunct && strings.Contains(`"“”`, toks[k].Text)
	}
	nameWord := func(k int) bool {
		return k >= 0 && k < len(toks) && toks[k].Kind == tokWord && isCapitalized(toks[k].Text)
	}
	return quote(a-1) && quote(b) && toks[a-1].End == toks[a].Start && toks[b].Start == toks[b-1].End && !nameWord(a-2) && !nameWord(b+1)
}

// builtWords end the name of a building, so a facility's generic after one
// ("the Rana Plaza factory complex") says what it houses, and the name
// stays without it; a mine or a dam named after a river keeps its generic.
var builtWords = map[string]bool{"plaza": true, "tower": true, "building": true, "house": true, "mall": true, "complex": true}

// inQuotedTitle reports whether toks[a:b] lies inside a longer quoted
// title: a short quotation in title case that joins its capitalised words
// with "of", "the", "in" and the like or a colon ("Triangle of Sadness",
// "Camp: Notes on Fashion"). A quoted remark is written in sentence case.
func inQuotedTitle(toks []token, a, b int) bool {
	const most = 10
	o, cl := -1, -1
	for k := a - 1; k >= 0 && k >= a-most; k-- {
		if isQuote(toks[k]) {
			o = k
			break
		}
		if toks[k].Text == "." || toks[k].Text == ";" {
			return false
		}
	}
	for k := b; k < len(toks) && k <= b+most; k++ {
		if isQuote(toks[k]) {
			cl = k
			break
		}
	}
	if o < 0 || cl < 0 || o == a-1 && cl == b || toks[o+1].Start != toks[o].End || toks[cl].Start != toks[cl-1].End {
		return false
	}
	joined := false
	for k := o + 1; k < cl; k++ {
		t := toks[k]
		switch {
		case t.Text == ":":
			joined = true
		case t.Kind != tokWord || isCapitalized(t.Text) || isNumber(t.Text):
		case titleJoiners[t.Text] && k > o+1:
			joined = true
		default:
			return false
		}
	}
	return joined
}

// eventAfter reports whether up to three capitalised words after toks[b-1]
// end in a recurring event's word ("Championships", "World Cup", "Finals").
func eventAfter(toks []token, b int) bool {
	for k := b; k < len(toks) && k < b+3; k++ {
		if toks[k].Kind != tokWord || !isCapitalized(toks[k].Text) {
			return false
		}
		if recurringEvents[toks[k].Text] && toks[k].Text != "Championship" { // (a boxing body's "IBF World Heavyweight Championship" is its belt)
			return true
		}
	}
	return false
}

// workTitle reports whether toks[a:b] lies inside quotes opened right
// after a possessive or a work's noun and closed within a few words: the
// title of someone's painting, film or song ("Banksy's 'Love is in the
// Bin'", "the song 'A Hard Rain's A-Gonna Fall'"), in any case.
func workTitle(toks []token, a, b int) bool {
	const most = 12
	o := -1
	for k := a - 1; k >= 0 && k >= a-most; k-- {
		if opensQuote(toks[k]) && toks[k+1].Start == toks[k].End {
			o = k
			break
		}
		if toks[k].Text == "." || toks[k].Text == ";" || toks[k].Text == "(" || isQuote(toks[k]) {
			return false // (a quote closed before the name: `"Thinking Out Loud" did not copy Marvin Gaye's`)
		}
	}
	if o < 1 {
		return false
	}
	p := o - 1 // ("Banksy's partially shredded 'Girl with Balloon'": words describing the work between)
	for p > 0 && o-p <= 3 && toks[p].Kind == tokWord && !isCapitalized(toks[p].Text) && !workNouns[toks[p].Text] {
		p--
	}
	if !(toks[p].Kind == tokPoss && toks[p].Text == "'s" || workNouns[lower(toks, p)]) {
		return false
	}
	for k := b; k < len(toks) && k <= b+most; k++ {
		if closesQuote(toks[k]) && toks[k].Start == toks[k-1].End {
			return true
		}
		if toks[k].Text == "." || toks[k].Text == ";" || isQuote(toks[k]) {
			return false
		}
	}
	return false
}

// workNouns name a work that a quoted title follows.
var workNouns = map[string]bool{
	"painting": true, "paintings": true, "film": true, "movie": true, "documentary": true, "song": true,
	"single": true, "album": true, "book": true, "novel": true, "memoir": true, "play": true, "opera": true,
	"musical": true, "series": true, "sculpture": true, "artwork": true, "masterpiece": true, "poem": true,
	"installation": true, "mural": true, "exhibition": true, "ballet": true, "symphony": true,
}

// titleJoiners are the small words a title leaves in lower case.
var titleJoiners = map[string]bool{
	"of": true, "the": true, "in": true, "at": true, "to": true, "a": true, "an": true,
	"on": true, "for": true, "with": true, "from": true, "and": true, "by": true,
}

// quoted reports whether toks[a:b] stands between quotation marks, as a
// nickname does: Ismael "El Mayo" Zambada.
func quoted(toks []token, a, b int) bool {
	return a > 0 && b < len(toks) && opensQuote(toks[a-1]) && closesQuote(toks[b])
}

// isDash: a hyphen or a dash standing alone, as after a dateline.
// opensDateline reports whether toks[a] opens the text, or follows only
// a picture's number and a dash: APA's "ABD0038_20150620 - GRAZ - ...".
func opensDateline(toks []token, a int) bool {
	if a == 0 {
		return true
	}
	if a < 2 || !isDash(toks[a-1].Text) {
		return false
	}
	for _, t := range toks[:a-1] {
		if t.Text != "_" && !strings.ContainsAny(t.Text, "0123456789") {
			return false
		}
	}
	return true
}

func isDash(s string) bool { return s == "-" || s == "–" || s == "—" }

// placeBefore reports whether a place ends at toks[k], in a chain of
// places: a name or a place word ("Salahutu district") after "in", "at",
// "near" or a comma. (An envoy "for Sudan, Ramtane Lamamra," is a
// person named after a place.)
func placeBefore(toks []token, k int) bool {
	start := k
	for start >= 0 && k-start < 4 && toks[start].Kind == tokWord && (isCapitalized(toks[start].Text) || placeWords[toks[start].Text]) {
		start--
	}
	if start == k || start < 0 {
		return false
	}
	switch toks[start].Text {
	case "in", "at", "near", ",":
		return true
	}
	return false
}

// placeChainGoesOn reports whether what follows the name ending before
// toks[b] closes a chain of places: the sentence's end, or a comma before a
// date, a place or a clause ("..., on Sunday", "..., Maluku province").
func placeChainGoesOn(toks []token, b int) bool {
	if b >= len(toks) {
		return true
	}
	if t := toks[b].Text; t == ";" || t == "." && lower(toks, b+1) != "," {
		return true // (not the dot of "Dallas, Tex., 24 November")
	}
	if toks[b].Text != "," || b+1 >= len(toks) || toks[b+1].Kind != tokWord {
		return false
	}
	n := toks[b+1].Text
	return monthNames[titleCase(n)] || len(n) == 4 && isNumber(n) || chainClauses[n] || isCapitalized(n) && (areaGenerics[lower(toks, b+2)] || lower(toks, b+2) == "district")
}

// chainClauses open what follows a place chain: "in Timika, Central
// Papua, on Sunday".
var chainClauses = map[string]bool{"on": true, "in": true, "during": true, "after": true, "as": true, "where": true, "while": true, "before": true, "near": true}

// abbreviatedStreetEnd returns the index of a street's abbreviation
// before a compass letter at the end of words ("Sherbrooke St. W",
// "Ste-Catherine St. W."), or 0.
func abbreviatedStreetEnd(words []string) int {
	n := len(words)
	if n > 0 && words[n-1] == "." {
		n--
	}
	if n < 4 || words[n-2] != "." || !streetAbbrevs[words[n-3]] {
		return 0
	}
	switch words[n-1] {
	case "N", "S", "E", "W":
		return n - 3
	}
	return 0
}

// streetAbbrevs end a street's name, often with a dot.
var streetAbbrevs = map[string]bool{"St": true, "Rd": true, "Ave": true, "Blvd": true}

// hyphenedDemonym reports whether w joins demonyms with hyphens:
// "Israeli-American Hersh Goldberg-Polin", "Franco-German".
func (g *gazetteer) hyphenedDemonym(w string) bool {
	parts := strings.Split(w, "-")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if !g.demonyms[p] {
			return false
		}
	}
	return true
}

// townBeforeItsCountry finds the GeoNames town called name when a comma and
// a known place of the town's country follow it at toks[b]: "Nokia,
// Finland", "Nokia, Pirkanmaa".
func (g *gazetteer) townBeforeItsCountry(toks []token, b int, name string) (geoPlace, bool) {
	if b+1 >= len(toks) || toks[b].Text != "," {
		return geoPlace{}, false
	}
	for n := min(g.maxTokens, len(toks)-b-1); n >= 1; n-- {
		e := g.lookupTokens(texts(toks, b+1, b+1+n))
		if e == nil || e.Type != schema.Place || e.Country == "" {
			continue
		}
		for _, p := range g.geoLookup(name) {
			if p.Country == e.Country && !p.admin() {
				return p, true
			}
		}
		return geoPlace{}, false
	}
	return geoPlace{}, false
}

// agentNoun: a word shaped like one naming what someone does: "Fishmonger",
// "Beekeeper", "Herdsman", "Violinist", "Librarian".
func agentNoun(w string) bool {
	low := strings.ToLower(w)
	if len(low) < 6 || !isCapitalized(w) || isAllCaps(w) {
		return false
	}
	for _, suf := range []string{"er", "or", "ist", "ian", "man", "woman"} {
		if strings.HasSuffix(low, suf) {
			return true
		}
	}
	return false
}

// serviceBeforeRank returns how many words at toks[k] name an armed
// service before a rank ("Army Gen.", "Air Force Maj."), or 0.
func (g *gazetteer) serviceBeforeRank(toks []token, k, b int) int {
	for _, service := range [][]string{{"Army"}, {"Navy"}, {"Air", "Force"}, {"Marine", "Corps"}, {"Space", "Force"}} {
		n := len(service)
		if k+n < b && slices.Equal(texts(toks, k, k+n), service) && g.titleAt(toks, k+n, b) > 0 {
			return n
		}
	}
	return 0
}

// awardField reports whether the one word at toks[a:b] is the field an
// award is given in, after "Prize in" or "Award for".
func awardField(toks []token, a, b int) bool {
	prep := lower(toks, a-1)
	return b-a == 1 && a >= 2 && (prep == "in" || prep == "for") && (toks[a-2].Text == "Prize" || toks[a-2].Text == "Prizes" || toks[a-2].Text == "Award")
}

// forceLevels say which government a force serves, not its name.
var forceLevels = map[string]bool{"State": true, "Federal": true, "Municipal": true, "Provincial": true, "Local": true, "Regional": true, "Riot": true, "Traffic": true, "Tribal": true}

// dayNumbers count the days of a tournament in words, as Getty writes them.
var dayNumbers = map[string]bool{
	"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true,
	"eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true, "thirteen": true,
	"fourteen": true, "fifteen": true, "sixteen": true, "seventeen": true, "eighteen": true,
	"nineteen": true, "twenty": true,
}

// awardCategories close an award's name after "in a" or a dash: "Best
// Actress in a Leading Role", "Best Female Actor – Motion Picture".
var awardCategories = map[string]bool{"Leading Role": true, "Supporting Role": true, "Motion Picture": true}

// contestLabel reports whether ts name an event of a tennis or badminton
// draw and nothing else: "Singles", "Mixed Doubles", "Singles Final".
func contestLabel(ts []token) bool {
	draw := false
	for _, t := range ts {
		switch strings.ToLower(t.Text) {
		case "singles", "doubles":
			draw = true
		case "mixed", "final", "finals", "semifinal", "semifinals", "semi-final", "quarterfinal", "quarter-final":
		default:
			return false
		}
	}
	return draw
}

// reClassCode matches the class codes of para sport: "T54", "SH1", "S5".
var reClassCode = regexp.MustCompile(`^[A-Z]{1,2}[0-9]{1,2}$`)

// sportClass reports whether toks[a] is a class code where an event is
// named: a few lower-case words after "men's" or a distance ("the men's
// long jump T64"), or before "final", "heat" or "class".
func sportClass(toks []token, a int) bool {
	if !reClassCode.MatchString(toks[a].Text) {
		return false
	}
	switch lower(toks, a+1) {
	case "final", "finals", "heat", "heats", "semifinal", "semi-final", "race", "class", "category", "classification", "event", "marathon", "title":
		return true
	}
	for k := a - 1; k >= 0 && k >= a-5; k-- {
		if toks[k].Kind == tokPoss {
			continue // "men 's"
		}
		w := strings.TrimSuffix(strings.TrimSuffix(lower(toks, k), "'s"), "’s")
		if w == "men" || w == "women" || w == "boys" || w == "girls" || w == "mixed" || reDistance.MatchString(w) {
			return true
		}
		if toks[k].Kind != tokWord || isCapitalized(toks[k].Text) {
			return false
		}
	}
	return false
}

// reDistance matches a race's distance written as one word: "100m", "1500m", "10km".
var reDistance = regexp.MustCompile(`^[0-9][0-9,]*(m|km|metres?|meters?)$`)

// sportName reports whether ts names a sport and nothing else: "Tennis",
// "Ice Hockey", "Wheelchair Rugby", not "Cricket Australia".
func sportName(ts []token) bool {
	sports := 0
	for _, t := range ts {
		w := strings.ToLower(t.Text)
		switch {
		case sportNames[w]:
			sports++
		case !sportModifiers[w]:
			return false
		}
	}
	return sports > 0
}

// academicMembers reports whether toks[b] opens what a university owns or
// who belongs to it: a possessive, or "students", "study", "crew".
func academicMembers(toks []token, b int) bool {
	if b < len(toks) && toks[b].Kind == tokPoss {
		// (but "the Glasgow School of Art's Mackintosh Building", "Columbia
		// University's campus": a site on its grounds is at a place)
		k := b + 1
		for k < len(toks) && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) {
			k++
		}
		site := strings.ToLower(toks[k-1].Text)
		return !(facilityWords[site] || placeNouns[site])
	}
	switch lower(toks, b) {
	case "students", "study", "team", "crew", "crews", "players", "rowers", "scientists", "researchers", "professors", "staff", "experts":
		return true
	}
	return false
}

// academicStaff reports whether the name at toks[a] follows a scholar's
// post and "of", "at" or "from": "a professor at", "researchers from the".
func academicStaff(toks []token, a int) bool {
	k := beforeThe(toks, a)
	switch lower(toks, k) {
	case "of", "at", "from":
	default:
		return false
	}
	switch strings.TrimSuffix(lower(toks, k-1), "s") {
	case "professor", "researcher", "scientist", "lecturer", "academic", "scholar", "president", "rector", "dean", "chancellor", "vice-chancellor", "provost":
		return true
	}
	return false
}

// scriptAcronyms reports whether every word is an acronym of two to five
// capitals in one of scripts ("ВС РФ", "МЧС", "ՀՀ ՊՆ").
func scriptAcronyms(words []string, scripts ...*unicode.RangeTable) bool {
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if n := utf8.RuneCountInString(w); n < 2 || n > 5 || !isAllCaps(w) || !unicode.In(r, scripts...) {
			return false
		}
	}
	return len(words) > 0
}

// stormNames are the words that follow a storm's word in the caption
// ("Hurricane Irma"), so that the name alone elsewhere ("Irma, which hit")
// names the storm too; nil when the caption names no storm.
func stormNames(toks []token) map[string]bool {
	var names map[string]bool
	for k := 1; k < len(toks); k++ {
		if stormWords[strings.ToLower(toks[k-1].Text)] {
			if names == nil {
				names = map[string]bool{}
			}
			names[toks[k].Text] = true
		}
	}
	return names
}
