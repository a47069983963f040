package extract

// Name runs: grouping capitalised words (and the particles, connectors and
// possessives inside names) into candidate names.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// wholeEnd is where a run's first name ends: at its first "'s", unless
// the possessive is inside a name ("St. Peter's Square", not "Kyiv's").
func wholeEnd(g *gazetteer, toks []token, a, b int) int {
	for k := a + 1; k < b; k++ {
		if toks[k].Kind == tokPoss && toks[k].Text == "'s" {
			// ("St. Mary's Hospital Lacor": a saint's facility and the
			// place it is named after)
			saintSite := b-k == 3 && saintWords[toks[a].Text] && placeWords[lower(toks, b-2)]
			if g.lookupTokens(texts(toks, a, k)) == nil && !g.largePlace(texts(toks, a, k)) && (placeWords[lower(toks, b-1)] || saintSite) && k+1 < b && !g.siteOwner(toks, a, k, b) {
				return b // ("St. Peter's Square", not "Isfahan's Naqsh-e Jahan Square")
			}
			return k
		}
	}
	return b
}

// siteOwner: the words toks[a:k] before "'s" name who owns the site
// named after it, up to b: a body ("the Glasgow School of Art's
// Mackintosh Building") or a town ("Chico's Upper Bidwell Park"), where a
// saint or a person names a site whole ("St. Mary's Hospital", "Christian
// IX's Palace").
func (g *gazetteer) siteOwner(toks []token, a, k, b int) bool {
	if k-a >= 2 && (runHasOrgWord(toks[a:k]) || runHasAcademicWord(toks[a:k])) {
		return true
	}
	switch toks[a].Text {
	case "St", "Saint", "Ste", "Sainte":
		return false
	}
	if b-k < 3 || g.givenNames[toks[a].Text] {
		return false
	}
	for _, p := range g.geoLookup(strings.Join(texts(toks, a, k), " ")) {
		if p.Pop >= 10000 {
			return true
		}
	}
	return false
}

func startsWithDigit(s string) bool {
	return s != "" && s[0] >= '0' && s[0] <= '9'
}

// largePlace: a GeoNames town of 100,000 people or more, or an area.
func (g *gazetteer) largePlace(words []string) bool {
	for _, p := range g.geoLookup(strings.Join(words, " ")) {
		if p.Pop >= 100000 || p.admin() {
			return true
		}
	}
	return false
}

func hasPossessive(ts []token) bool {
	for _, t := range ts {
		if t.Kind == tokPoss && t.Text == "'s" {
			return true
		}
	}
	return false
}

type run struct{ a, b int } // token range [a,b)

// reOrdinal lets "82nd Airborne Division" start with its number.
var reOrdinal = regexp.MustCompile(`^\d+(?:st|nd|rd|th)$`)

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
	nameAfter := i+1 < len(toks) && toks[i+1].Kind == tokWord && (isCapitalized(toks[i+1].Text) ||
		nameParticles[toks[i+1].Text] && i+2 < len(toks) && isCapitalized(toks[i+2].Text))
	if prev := lower(toks, i-1); i > 0 && (monthBefore[prev] || isNumber(prev) && len(prev) <= 2) &&
		!((prev == "in" || prev == "of") && nameAfter) {
		return true // "last May", "since May", "on 25 May", but "in May Pen", "in Mar del Plata"
	}
	j := i + 1
	if j < len(toks) && toks[j].Text == "." {
		j++
	}
	return j < len(toks) && toks[j].Kind == tokWord && toks[j].Text[0] >= '0' && toks[j].Text[0] <= '9'
}

// monthBefore, before "May", make it the month: "last May", "since May".
var monthBefore = map[string]bool{
	"last": true, "since": true, "until": true, "till": true, "early": true, "late": true, "mid": true,
	"next": true, "this": true, "through": true, "in": true, "of": true,
}

// findRuns groups capitalised words (with the particles and connectors that
// may sit inside a name) into candidate name runs.
func (g *gazetteer) findRuns(toks []token, inDate []bool) []run {
	var runs []run
	i := 0
	for i < len(toks) {
		t := toks[i]
		// ("20,000 Marines" counts troops: the digits after a thousands comma open no unit)
		thousands := i >= 2 && toks[i-1].Text == "," && toks[i-1].End == t.Start && isNumber(toks[i-2].Text)
		// ("60 Meter Street", "100 Feet Road": a road named by its width,
		// unless the number is a name's own: "Number 10 Downing Street")
		ordinal := (reOrdinal.MatchString(t.Text) || isNumber(t.Text) && len(t.Text) <= 4 && !thousands && (unitWords[lower(toks, i+1)] || len(t.Text) <= 3 && roadGenerics[lower(toks, i+2)] && !(i > 0 && isCapitalized(toks[i-1].Text)))) &&
			i+1 < len(toks) && toks[i+1].Kind == tokWord && isCapitalized(toks[i+1].Text) && !inDate[i]
		// "al Shabaab", "al Qaeda": a known name may open with its article
		article := (t.Text == "al" || t.Text == "el") && i+1 < len(toks) && isCapitalized(toks[i+1].Text) && g.lookupTokens(texts(toks, i, i+2)) != nil
		// "rue de Meaux", "rue Saint-Honoré": a French street opens in lower case
		// "killed bin Laden": a patronymic particle opens a surname
		patronym := (t.Text == "bin" || t.Text == "ibn") && i+1 < len(toks) && isCapitalized(toks[i+1].Text) && (i == 0 || toks[i-1].Kind != tokWord || !isCapitalized(toks[i-1].Text))
		street := t.Text == "rue" && (i+1 < len(toks) && isCapitalized(toks[i+1].Text) || i+2 < len(toks) && nameParticles[lower(toks, i+1)] && isCapitalized(toks[i+2].Text))
		// "Anti-balaka": a known name whose hyphen runs on in lower case
		// "easyJet": a known name may open in lower case before a capital
		hyphenKnown := t.Kind == tokWord && (strings.Contains(t.Text, "-") || strings.IndexFunc(t.Text, unicode.IsUpper) > 0) && !isCapitalized(t.Text) && g.lookupTokens([]string{t.Text}) != nil
		dated := datedBodyEnd(toks, i)
		// (a sentence's elided article opens no name before a common noun,
		// "L'épidémie d'Ebola", or a known body, "L'OMS")
		elided := elidedCommon(t.Text) || elidedArticles[t.Text] && i+1 < len(toks) && g.knownOrg(toks[i+1].Text)
		if !ordinal && !article && !street && !patronym && !hyphenKnown && dated == i && (t.Kind != tokWord || breaker(t, inDate[i]) || elided || !(isCapitalized(t.Text) || isAllCaps(t.Text)) || startsWithDigit(t.Text) || reParty.MatchString(t.Text)) {
			// ("49.6C", "6C" of a temperature, opens no name)
			i++
			continue
		}
		j := max(i+1, dated)
		if gluedInitial(t.Text) {
			// "Х.Баттулга": Mongolian writes a name after the initial of
			// the father's, and nothing more
			runs = append(runs, run{i, i + 1})
			i++
			continue
		}
		for j < len(toks) {
			u := toks[j]
			if gluedInitial(u.Text) {
				break // "Монгол Улсын Ерөнхийлөгч У.Хүрэлсүх"
			}
			adjacentNext := func(k int) bool {
				return k < len(toks) && toks[k].Kind == tokWord && !breaker(toks[k], inDate[k]) && isCapitalized(toks[k].Text)
			}
			listEnd := 0
			if u.Text == "," {
				listEnd = max(g.commaListEnd(toks, i, j), g.knownCommaEnd(toks, i, j))
			}
			switch {
			// (a code breaks a run, unless it carries on a known name: "Haas F1 Team")
			case u.Kind == tokWord && !breaker(u, inDate[j]) && isCapitalized(u.Text) && (!modelCode(u.Text) || g.knownGoesOn(toks, i, j)) && !slashedLetter(toks, j),
				u.Kind == tokWord && !inDate[j] && reOrdinal.MatchString(u.Text) && adjacentNext(j+1): // "West 53rd Street"
				j++
				continue
			case u.Kind == tokWord && !breaker(u, inDate[j]) && toks[j-1].Kind == tokWord && syllableName(u.Text) && !g.demonyms[strings.SplitN(u.Text, "-", 2)[0]]:
				// "Lee Jae-myung", "Kim Jong-un"
				j++
				continue
			case u.Kind == tokPunct && u.Text == "." && u.Start == toks[j-1].End && (abbrevs[toks[j-1].Text] || shoutedAbbrev(toks[j-1].Text) || initial(toks[j-1].Text) || j-1 == i && toks[i].Text == "Co") && adjacentNext(j+1):
				// "Gen. Ali", "Mute B. Egede", "Co. Down" (but "Ford Motor Co.")
				j++
				continue
			case u.Kind == tokPunct && u.Text == "." && toks[j-1].Text == "No" && j+1 < len(toks) && isNumber(toks[j+1].Text) && (adjacentNext(j+2) || j-1 > i):
				// "Urumqi No. 3 Detention Center"; "School No. 1 in Beslan"
				// (the number ends the name), but not "the world No. 1"
				j += 2
				continue
			case u.Kind == tokWord && isNumber(u.Text) && toks[j-1].Text == "No" && j-1 > i && len(u.Text) <= 3:
				// "Thermal Power Plant No 3"
				j++
				continue
			case u.Kind == tokWord && isNumber(u.Text) && len(u.Text) <= 2 && iberianStreetWords[toks[j-1].Text] && deMonthAt(toks, j+1):
				// "Plaza 14 de Septiembre", "Avenida 9 de Julio", "Rua 25 de Março"
				j += 3
				continue
			case u.Kind == tokWord && u.Text == "du" && frenchStreetWords[toks[j-1].Text] && j+2 < len(toks) && isNumber(toks[j+1].Text) && len(toks[j+1].Text) <= 2 &&
				frenchMonths[strings.ToLower(toks[j+2].Text)] > 0:
				// "Boulevard du 30 Juin", "Place du 13 Mai"
				j += 3
				continue
			case u.Kind == tokWord && !inDate[j] && len(u.Text) == 2 && isNumber(u.Text) && j == i+1 && clubOpeners[toks[i].Text] && !monthWords[toks[min(j+1, len(toks)-1)].Text]:
				// "Schalke 04": a club's founding year
				j++
				continue
			case u.Kind == tokWord && !inDate[j] && isNumber(u.Text) && g.continuesKnown(toks, i, j) && g.knownGoesOn(toks, i, j+1):
				// "North 24 Parganas": a number inside a known name
				j++
				continue
			case u.Kind == tokWord && patronymicWords[u.Text] && j > i:
				// "Bakyt Toktosun uulu", "Aiperi Kubanychbek kyzy": son or
				// daughter of, the last word of a Kyrgyz or Azerbaijani name
				j++
				continue
			case u.Kind == tokWord && u.Text == "upon" && adjacentNext(j+1):
				// "Newcastle upon Tyne", "Kingston upon Thames"
				j++
				continue
			case u.Kind == tokPoss && u.Text == "'s" && !adjacentNext(j+1) && g.lookupTokens(texts(toks, i, j+1)) != nil:
				// "Christie's", "McDonald's": a known name that ends in 's
				j++
				continue
			case u.Kind == tokPoss && u.Text == "'s" && adjacentNext(j+1),
				u.Text == "&" && adjacentNext(j+1): // "Schemengees Bar & Grille"
				j++
				continue
			case u.Kind == tokPoss && u.Text != "'s" && adjacentNext(j+1) && (orgWords[lower(toks, j+1)] || placeWords[lower(toks, j+1)] || orgGenerics[lower(toks, j+2)] || orgModifiers[lower(toks, j+2)] && orgGenerics[lower(toks, j+3)] || g.continuesKnown(toks, i, j)):
				// "Metalworkers' Union", "Magistrates' Courts", "the Lions' Den (armed) group",
				// "the House of Peoples' Representatives"
				j++
				continue
			case u.Kind == tokWord && nameParticles[strings.ToLower(u.Text)] && !breaker(u, inDate[j]):
				// "de la Cruz", "von der Leyen"
				k := j
				for k < len(toks) && k < j+3 && toks[k].Kind == tokWord && nameParticles[strings.ToLower(toks[k].Text)] {
					k++
				}
				if adjacentNext(k) || k-1 > j && isCapitalized(toks[k-1].Text) && g.lookupTokens(texts(toks, i, k)) != nil {
					// ("Pont de l'Alma": tokenize splits the elided article off
					// as a particle of its own)
					j = k // ("Lanao del Sur": the capitalised particle ends a known name)
					continue
				}
			case u.Kind == tokWord && (connectors[u.Text] || u.Text == "the" || u.Text == "in" || u.Text == "and" || u.Text == "og" || u.Text == "per") && g.continuesKnown(toks, i, j) && g.knownGoesOn(toks, i, j+1):
				// "United States of America", not "the United States of Ismael Zambada";
				// "United Nations Interim Force in Lebanon", "Saint Vincent and the Grenadines",
				// Norway's "Møre og Romsdal"
				j++
				continue
			case u.Kind == tokWord && j > i+1 && connectors[toks[j-1].Text] && runHasOrgWord(toks[i:j]) && capitalHyphen(toks, j):
				// "Corruption Investigation Office for High-ranking Officials"
				j++
				continue
			case u.Kind == tokWord && connectors[u.Text] && (adjacentNext(j+1) || runHasOrgWord(toks[i:j]) && capitalHyphen(toks, j+1)) && (runHasOrgWord(toks[i:j]) && !areaBeforeOf(toks, j) || u.Text == "of" && g.headsOf(toks, i, j)) && !g.titledName(toks, i, j) && !g.wingOfKnownBody(toks, j, j+1),
				u.Kind == tokWord && u.Text == "of" && j == i+1 && g.isTitleWord(toks[i].Text) && adjacentNext(j+1):
				// "Princess of Wales Theatre", "Duke of Sussex"
				// "Ministry of Health", "Cape of Good Hope", "University of Dhaka"
				j++
				continue
			case u.Kind == tokWord && u.Text == "of" && j == i+1 && adjacentNext(j+1) && g.facilityAfterOf(toks, j) && !g.isTitleWord(toks[i].Text):
				// "the Tree of Life synagogue", "the Mount of Olives cemetery":
				// a facility's lower-case word closes a name of one word, "of" and more
				j++
				continue
			case u.Kind == tokWord && u.Text == "to" && j == i+1 && (toks[i].Text == "Monument" || toks[i].Text == "Memorial") && (adjacentNext(j+1) || lower(toks, j+1) == "the" && adjacentNext(j+2)):
				// "the Monument to the Revolution", "Memorial to the Murdered Jews"
				j = pastThe(toks, j+1)
				continue
			case u.Kind == tokWord && u.Text == "on" && panelWords[lower(toks, j-1)] && adjacentNext(j+1) && !g.placeAfter(toks, j+1):
				// "Commission on Human Rights", not "the Security Council on
				// Gaza" or "the Foreign Relations Committee on Capitol Hill"
				j++
				continue
			case u.Kind == tokWord && u.Text == "on" && panelWords[lower(toks, j-1)] && lower(toks, j+1) == "the" && adjacentNext(j+2) && !g.placeAfter(toks, j+2):
				// "the State Committee on the State of Emergency"
				j += 2
				continue
			case u.Kind == tokWord && connectors[u.Text] && lower(toks, j+1) == "the" && adjacentNext(j+2) && (runHasOrgWord(toks[i:j]) || u.Text == "of" && g.headsOf(toks, i, j)) && !g.wingOfKnownBody(toks, j, j+2) &&
				!(u.Text == "of" && j-i >= 2 && g.buildingAt(toks, j+2)):
				// (but "the Oval Office of the White House" is a room of
				// the building)
				// ("Great Hall of the People")
				// "National Council for the Safeguard of the Homeland"
				j += 2
				continue
			case listEnd > 0:
				// "the National Union of Rail, Maritime and Transport Workers",
				// "the Ministry of Justice, Communication and Foreign Affairs"
				j = listEnd
				continue
			case u.Kind == tokWord && u.Text == "and" && adjacentNext(j+1) && (g.andJoinsName(toks, i, j) || acronymSpans(toks, i, j) || toks[i].Text == "Operation"):
				j++
				continue
			case u.Kind == tokWord && u.Text == "the" && j > i && connectors[toks[j-1].Text] && adjacentNext(j+1):
				j++
				continue
			case u.Kind == tokWord && u.Text == "the" && j > i && j+1 < len(toks) && epithets[toks[j+1].Text]:
				// "St. John the Baptist", "Peter the Great": an epithet is
				// part of the name
				j += 2
				continue
			}
			break
		}
		// never end on a connector
		for j > i+1 && (toks[j-1].Kind != tokWord && !(toks[j-1].Kind == tokPoss && g.lookupTokens(texts(toks, i, j)) != nil) || connectors[toks[j-1].Text] || toks[j-1].Text == "the" || toks[j-1].Text == "for" || toks[j-1].Text == "and") {
			j--
		}
		runs = append(runs, run{i, j})
		i = j
	}
	return g.joinAndNames(toks, runs)
}

// facilityAfterOf reports whether one or two capitalised words after the
// "of" at toks[j] end at a facility's lower-case generic word ("of Life
// synagogue").
func (g *gazetteer) facilityAfterOf(toks []token, j int) bool {
	k := j + 1
	for k < len(toks) && k <= j+2 && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) {
		k++
	}
	if k == j+1 || k >= len(toks) || isCapitalized(toks[k].Text) {
		return false
	}
	gw, _, ok := g.genericAt(toks, k)
	return ok && gw.facility
}

// wingOfKnownBody reports whether the word before "of" at toks[j] names a
// fighting wing and the capitalised words at toks[k] a known armed group,
// army, party or international body, each named on its own: "the Al-Qassam
// Brigades of Hamas", "the Peninsula Shield Force of the Gulf Cooperation Council",
// "the Quds Force of the Islamic Revolutionary Guard Corps".
func (g *gazetteer) wingOfKnownBody(toks []token, j, k int) bool {
	if toks[j].Text != "of" || !wingWords[lower(toks, j-1)] {
		return false
	}
	e := k
	for e < len(toks) && e < k+g.maxTokens && toks[e].Kind == tokWord && (isCapitalized(toks[e].Text) || connectors[toks[e].Text]) {
		e++
	}
	for ; e > k; e-- {
		if ent := g.lookupTokens(texts(toks, k, e)); ent != nil && ent.Type == schema.Org && (ent.Kind == "armed" || ent.Kind == "military" || ent.Kind == "party" || ent.Kind == "intl") {
			return true
		}
	}
	return false
}

// wingWords name a body's fighting wing or unit.
var wingWords = map[string]bool{"brigades": true, "brigade": true, "force": true, "forces": true, "wing": true, "battalion": true, "battalions": true}

// buildingAt reports whether the capitalised words at toks[k] name a
// building: a seat of government, a known facility, or a palace, capitol
// or castle.
func (g *gazetteer) buildingAt(toks []token, k int) bool {
	e := k
	for e < len(toks) && e < k+4 && toks[e].Kind == tokWord && isCapitalized(toks[e].Text) {
		e++
	}
	if e == k {
		return false
	}
	if ent := g.lookupTokens(texts(toks, k, e)); ent != nil && (ent.Kind == "seat" || ent.Type == schema.Place && ent.Kind == "facility") {
		return true
	}
	return buildingHeads[toks[e-1].Text]
}

// buildingHeads end the names of buildings that hold named rooms and grounds.
var buildingHeads = map[string]bool{"Palace": true, "Capitol": true, "Castle": true, "Kremlin": true}

// iberianStreetWords open Spanish and Portuguese squares, streets and
// quarters named after a day: "Plaza 14 de Septiembre".
var iberianStreetWords = map[string]bool{
	"Plaza": true, "Avenida": true, "Calle": true, "Villa": true, "Colonia": true, "Barrio": true,
	"Parque": true, "Puente": true, "Praça": true, "Praca": true, "Rua": true, "Largo": true,
	"Estadio": true, "Estádio": true,
}

// deMonthAt reports whether "de" and a Spanish or Portuguese month stand
// at toks[k]: the "de Julio" of "9 de Julio".
func deMonthAt(toks []token, k int) bool {
	return lower(toks, k) == "de" && k+1 < len(toks) && iberianMonths[strings.ToLower(toks[k+1].Text)] > 0
}

// frenchStreetWords open French streets and squares named after a day:
// "Boulevard du 30 Juin", "Stade du 28 Septembre".
var frenchStreetWords = map[string]bool{"Boulevard": true, "Avenue": true, "Rue": true, "Place": true, "Pont": true, "Stade": true}

// datedBodyEnd returns the index after the day that opens a body named
// after it ("the June 5 Movement", "the 26th of July Movement", "the 14
// March Alliance", "the April 6 Youth Movement"), or i when none opens at i.
// Such a day has no year, so it is no date of the photo either.
func datedBodyEnd(toks []token, i int) int {
	day := func(k int) bool {
		w := lower(toks, k)
		return isNumber(w) && len(w) <= 2 || reOrdinal.MatchString(w)
	}
	month := func(k int) bool {
		return k < len(toks) && toks[k].Kind == tokWord && monthNames[toks[k].Text] && monthNum(toks[k].Text) > 0
	}
	if temporalPrepositions[lower(toks, i-1)] {
		return i // "on 5 June Front members marched"
	}
	if day(i) && deMonthAt(toks, i+1) && isCapitalized(toks[i+2].Text) &&
		!((lower(toks, i+3) == "de" || lower(toks, i+3) == "del") && len(lower(toks, i+4)) == 4 && isNumber(lower(toks, i+4))) {
		return i + 3 // "along 18 de Julio Avenue", "the 23 de Enero neighbourhood": a Spanish date writes its month in lower case
	}
	var k int
	switch {
	case month(i) && day(i+1):
		k = i + 2
	case day(i) && month(i+1):
		k = i + 2
	case day(i) && lower(toks, i+1) == "of" && month(i+2):
		k = i + 3
	default:
		return i
	}
	for n := k; n < len(toks) && n < k+3 && toks[n].Kind == tokWord && isCapitalized(toks[n].Text); n++ {
		if datedBodyHeads[strings.ToLower(toks[n].Text)] {
			return k
		}
	}
	return i
}

// datedBodyHeads end the names of bodies named after a day.
var datedBodyHeads = map[string]bool{"movement": true, "alliance": true, "coalition": true, "front": true}

var temporalPrepositions = map[string]bool{
	"on": true, "since": true, "until": true, "till": true, "by": true, "from": true, "before": true, "after": true,
}

// headsOf reports whether the run toks[i:j] ends in a word that heads a
// name across "of": "Cape of Good Hope", but "Mount of Olives" only alone,
// and "Islamic Republic of Iran" but not "the Altai Republic of Russia",
// whose republic is already named.
func (g *gazetteer) headsOf(toks []token, i, j int) bool {
	w := lower(toks, j-1)
	if w == "republic" && j-i > 1 && g.namedAfterPlace(texts(toks, i, j)) {
		return false
	}
	return ofHeads[w] || loneOfHeads[w] && j == i+1
}

// capitalHyphen reports whether toks[k] is a hyphenated word opening in a
// capital ("High-ranking") with a capitalised word after it, as inside a
// body's name in title case.
func capitalHyphen(toks []token, k int) bool {
	if k+1 >= len(toks) || toks[k].Kind != tokWord || !strings.Contains(toks[k].Text, "-") || toks[k+1].Kind != tokWord {
		return false
	}
	r, _ := utf8.DecodeRuneInString(toks[k].Text)
	return unicode.IsUpper(r) && isCapitalized(toks[k+1].Text)
}

// panelWords head a body named for its subject after "on".
var panelWords = map[string]bool{"commission": true, "committee": true, "council": true, "panel": true, "subcommittee": true, "authority": true, "conference": true}

// placeAfter reports whether the capitalised words from toks[k] name a
// place: a known one, or one ending in a place word.
func (g *gazetteer) placeAfter(toks []token, k int) bool {
	end := k
	for end < len(toks) && toks[end].Kind == tokWord && isCapitalized(toks[end].Text) {
		end++
	}
	if end == k {
		return false
	}
	e := g.lookupTokens(texts(toks, k, end))
	return e != nil && e.Type == schema.Place || g.lookupTokens(texts(toks, k, k+1)) != nil || placeWords[lower(toks, end-1)]
}

// joinAndNames joins two runs across "and" or "&" when the first cannot end
// a name and the second ends in a facility's, body's or event's word: "the
// Avdiivka Coke and Chemical Plant", "the Volcanological and Seismological
// Observatory", "the Coachella Valley Music and Arts Festival", but not
// "Kansas City Chiefs and Philadelphia Eagles".
func (g *gazetteer) joinAndNames(toks []token, runs []run) []run {
	headWord := func(r run) bool {
		w := strings.ToLower(toks[r.b-1].Text)
		return placeWords[w] || orgWords[w] || eventHeads[toks[r.b-1].Text]
	}
	out := runs[:0:0]
	for k := 0; k < len(runs); k++ {
		r := runs[k]
		if last := railwayListEnd(toks, runs, k); last > k {
			out = append(out, run{r.a, runs[last].b})
			k = last
			continue
		}
		if k+1 < len(runs) {
			n := runs[k+1]
			known := func(a, b int) bool { return g.lookupTokens(texts(toks, a, b)) != nil }
			and := n.a == r.b+1 && (toks[r.b].Text == "and" || toks[r.b].Text == "&")
			// the first part cannot end a name, and the second opens with no
			// known one ("Rajpath and India Gate" are two)
			partial := headWord(n) && !headWord(r) && !known(r.a, r.b) && !known(n.a, n.b) && !known(n.a, n.a+1) && !g.demonyms[toks[r.a].Text]
			// "SCB Medical College and Hospital": a generic word alone names
			// nothing, so it ends the name before "and"
			lone := n.b-n.a == 1 && headWord(n) && headWord(r) && r.b-r.a > 1 && lower(toks, n.b) != "of"
			// ("Hela and Southern Highlands provinces": a list of places)
			if and && (partial || lone) && !(n.b < len(toks) && pluralPlaceNouns[toks[n.b].Text]) {
				out = append(out, run{r.a, n.b})
				k++
				continue
			}
		}
		out = append(out, r)
	}
	return out
}

// railwayListEnd returns the index of the last run of a railway company
// named after the places it joined, "the Baltimore and Ohio Railroad", "the
// Atchison, Topeka and Santa Fe Railway", when one starts at runs[k]; else k.
func railwayListEnd(toks []token, runs []run, k int) int {
	joined := func(m int, sep ...string) bool {
		return m+1 < len(runs) && runs[m+1].a == runs[m].b+1 && slices.Contains(sep, toks[runs[m].b].Text)
	}
	m := k
	for joined(m, ",") {
		m++
	}
	switch {
	case joined(m, "and", "&"):
		m++
	case m == k || !slices.ContainsFunc(toks[runs[m].a:runs[m].b], func(t token) bool { return t.Text == "and" || t.Text == "&" }):
		return k // ("Topeka and Santa Fe Railway" may be one run already)
	}
	for _, t := range toks[runs[m].a:runs[m].b] {
		if w := strings.ToLower(t.Text); w == "railway" || w == "railroad" {
			return m
		}
	}
	return k
}

// headWord lower-cases a word, or its first part when hyphenated:
// "Movement-North" is a movement.
func headWord(w string) string {
	w = strings.ToLower(w)
	if i := strings.IndexAny(w, "-‐‑"); i > 0 {
		return w[:i]
	}
	return w
}

// prefixedAdjective: "sub-Saharan", "pan-Arab", "trans-Atlantic": a
// lower-case prefix glued to a capitalised word.
func prefixedAdjective(t token) bool {
	i := strings.IndexAny(t.Text, "-‐‑")
	return t.Kind == tokWord && i > 0 && !isCapitalized(t.Text) && i+1 < len(t.Text) && isCapitalized(t.Text[i+1:])
}

// participle: "Mounted", "Displaced", "Smiling", "Reportedly": a word that
// opens a sentence as a modifier, not a name.
func participle(w string) bool {
	if !isCapitalized(w) || isAllCaps(w) || len(w) < 5 {
		return false
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing")
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

// gluedInitial reports whether w is a Cyrillic initial glued by its dot
// to one name ("Ц.Батбаяр", "К.Токаев"), not a row of initials. (In Latin
// script the shape is as often a brand's, "E.Leclerc", "B.League", or
// Vietnamese "Q.Hải Châu", the district.)
func gluedInitial(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || len(w) < size+3 || w[size] != '.' {
		return false
	}
	name := w[size+1:]
	return utf8.RuneCountInString(name) > 2 && isCapitalized(name) && strings.IndexFunc(name, unicode.IsLower) > 0 && cyrillic(name)
}

// initial: a single capital letter, a middle initial when a dot follows.
func initial(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return size == len(w) && unicode.IsUpper(r)
}

// elidedCommon: "L'épidémie", "D'autres": a capital elided article before
// a word in lower case, which opens a French sentence and no name.
func elidedCommon(w string) bool {
	for p := range elidedArticles {
		if rest, ok := strings.CutPrefix(w, p); ok && unicode.IsUpper(rune(p[0])) {
			r, _ := utf8.DecodeRuneInString(rest)
			return unicode.IsLower(r)
		}
	}
	return false
}

// knownOrg reports whether the gazetteer knows w alone as an organisation.
func (g *gazetteer) knownOrg(w string) bool {
	e := g.lookupTokens([]string{w})
	return e != nil && e.Type == schema.Org
}

// elidedName: "d'Iena", "l'Ouverture": a French elided article before a
// capitalised word, inside a name ("Pont d'Iena", "Mossos d'Esquadra").
// tokenize splits such a word in two, so only a credit's words, split at
// spaces, still meet it whole.
func elidedName(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r) && elisionLen(w) > 0
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

// titledName reports whether toks[i:j] ends in a title and a personal
// name of two or more words: "Senate Majority Leader Mitch McConnell" is
// not carried on into "of Kentucky".
func (g *gazetteer) titledName(toks []token, i, j int) bool {
	for k := i; k < j; k++ {
		n := g.titleAt(toks, k, j)
		if n == 0 || j-(k+n) < 2 {
			continue
		}
		for _, t := range toks[k+n : j] {
			if t.Kind != tokWord || !isCapitalized(t.Text) || orgWords[strings.ToLower(t.Text)] || placeWords[strings.ToLower(t.Text)] {
				return false
			}
		}
		return true
	}
	return false
}

// andJoinsName reports whether the "and" at toks[j] sits inside one name
// that began at toks[i]: a known name ("Jammu and Kashmir") or an
// organisation whose words go on to an organisation word ("National
// Disaster Risk Reduction and Management Council", "Disaster and Emergency
// Management Authority") or a works' word, when the words before "and"
// are no name of their own.
func (g *gazetteer) andJoinsName(toks []token, i, j int) bool {
	if saintsPair(toks, i, j) || constituencyPair(toks, j) {
		return true
	}
	if g.continuesKnown(toks, i, j) && !(g.isTitleWord(toks[j-1].Text) && !g.continuesKnown(toks, i, j+1)) {
		return true // (not "President and Republican": the title "President and CEO" goes no further)
	}
	start := i
	for k := j - 1; k > i; k-- {
		if toks[k].Kind == tokPoss || toks[k].Kind == tokPunct {
			start = k + 1
			break
		}
	}
	if start < j && (runHasOrgWord(toks[start:j]) || runHasAcademicWord(toks[start:j]) || institutionHeads[lower(toks, start)] && g.lookupTokens(texts(toks, start, j)) == nil) && (containsExact(texts(toks, start, j), "of") || containsExact(texts(toks, start, j), "for")) {
		// ("Southern University of Science and Technology", "the House
		// of Humour and Satire", "the Palace of Culture and Sports")
		return g.ofComplementGoesOn(toks, j)
	}
	if start >= j || g.lookupTokens(texts(toks, start, j)) != nil || runHasOrgWord(toks[start:j]) {
		return false
	}
	if g.givenNames[toks[start].Text] || g.isTitleWord(toks[start].Text) {
		return false // "President Juan Manuel Santos and Revolutionary Armed Forces of Colombia leader ..."
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
		if orgWords[strings.ToLower(toks[k].Text)] || worksWords[toks[k].Text] {
			return k+1 >= len(toks) || toks[k+1].Kind != tokWord || !isCapitalized(toks[k+1].Text) || orgWords[lower(toks, k+1)]
		}
	}
	return false
}

// institutionHeads open the name of a building or an institution housed in
// one, which may name two things after "of" ("Museum of Science and
// Industry"); a sea's or a gulf's "of" names one place ("the Gulf of Aden
// and the Arabian Sea").
var institutionHeads = map[string]bool{
	"house": true, "palace": true, "museum": true, "hall": true, "centre": true, "center": true, "theatre": true,
	"theater": true, "library": true, "gallery": true, "temple": true, "monument": true, "memorial": true,
}

// worksWords close the name of a works named for what it makes, "and"
// inside it: "Baikalsk Pulp and Paper Mill", "Akhtala Mining and
// Processing Combine".
var worksWords = map[string]bool{"Mill": true, "Mills": true, "Combine": true, "Works": true, "Factory": true, "Smelter": true, "Plant": true}

// knownCommaEnd returns where a known name that began at toks[i] ends
// when it goes on past the comma at toks[j] ("Southern Nations,
// Nationalities and Peoples' Region"), or 0.
func (g *gazetteer) knownCommaEnd(toks []token, i, j int) int {
	for b := min(len(toks), i+g.maxTokens); b > j+1; b-- {
		// (a name whose own canonical form holds the comma: "Washington,
		// D.C." is Washington, its state after the comma)
		if e := g.lookupTokens(texts(toks, i, b)); e != nil && e.Type != schema.Person && strings.Contains(e.Name, ",") {
			return b
		}
	}
	return 0
}

// commaListEnd reads the comma at toks[j] inside a body's name that began
// at toks[i] and names its fields: "Ministry of Justice, Communication and
// Foreign Affairs". The name before the comma holds an organisation word
// and "of" or "for"; after it come fields of one to three capitalised
// words, none a known name, split by commas, the last after "and". It
// returns where the name ends, or 0.
func (g *gazetteer) commaListEnd(toks []token, i, j int) int {
	before := texts(toks, i, j)
	if !runHasOrgWord(toks[i:j]) || !containsExact(before, "of") && !containsExact(before, "for") {
		return 0
	}
	field := func(k int) int { // the end of a field opening at k, or 0
		e := k
		for e < len(toks) && e < k+3 && toks[e].Kind == tokWord && isCapitalized(toks[e].Text) {
			e++
		}
		if e == k || g.lookupTokens(texts(toks, k, e)) != nil || g.givenNames[toks[k].Text] {
			return 0
		}
		return e
	}
	k := j
	for k < len(toks) && toks[k].Text == "," {
		if lower(toks, k+1) == "and" { // an Oxford comma
			k++
			break
		}
		e := field(k + 1)
		if e == 0 {
			return 0
		}
		k = e
	}
	if lower(toks, k) != "and" {
		return 0
	}
	e := k + 1
	for e < len(toks) && e < k+5 && toks[e].Kind == tokWord && isCapitalized(toks[e].Text) {
		e++
	}
	if e == k+1 || e < len(toks) && toks[e].Kind == tokWord && isCapitalized(toks[e].Text) || g.lookupTokens(texts(toks, k+1, e)) != nil {
		return 0
	}
	return e
}

// constituencyPair: "the Batley and Spen by-election", "Brecon and
// Radnorshire constituency": a seat named after two towns.
func constituencyPair(toks []token, j int) bool {
	k := j + 1
	for k < len(toks) && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) {
		k++
	}
	if k == j+1 || k >= len(toks) {
		return false
	}
	switch lower(toks, k) {
	case "by-election", "byelection", "constituency", "seat":
		return true
	}
	return false
}

// saintsPair: "the Cathedral Basilica of Saints Peter and Paul", "the
// Church of Sts. Cyril and Methodius": two saints a church is named after.
func saintsPair(toks []token, i, j int) bool {
	k := j - 2 // the word before the first saint's name
	if k > i && toks[k].Text == "." {
		k--
	}
	if k < i || j+1 >= len(toks) || !isCapitalized(toks[j-1].Text) || !isCapitalized(toks[j+1].Text) {
		return false
	}
	switch toks[k].Text {
	case "Saints", "Sts", "SS":
		return true
	}
	return false
}

// runHasAcademicWord: "University of Science", "College of Arts".
func runHasAcademicWord(ts []token) bool {
	for _, t := range ts {
		switch t.Text {
		case "University", "College", "Academy", "School", "Faculty", "Museum":
			return true
		}
	}
	return false
}

// ofComplementGoesOn: "the Brazilian Institute of the Environment and
// Renewable Natural Resources": after "and", one to four capitalised
// words end the run, and they are no name of their own.
func (g *gazetteer) ofComplementGoesOn(toks []token, j int) bool {
	k := j + 1
	for k < len(toks) && k <= j+4 && toks[k].Kind == tokWord && isCapitalized(toks[k].Text) {
		k++
	}
	if k == j+1 || k > j+4 || k < len(toks) && toks[k].Kind == tokWord && (isCapitalized(toks[k].Text) || connectors[toks[k].Text]) {
		return false
	}
	if k == j+2 && isAllCaps(toks[j+1].Text) && utf8.RuneCountInString(toks[j+1].Text) > 1 {
		return false // "the Writers Guild of America and SAG-AFTRA": an acronym after "and" is a body of its own
	}
	return g.lookupTokens(texts(toks, j+1, k)) == nil && g.lookupTokens(texts(toks, j+1, j+2)) == nil && !g.givenNames[toks[j+1].Text]
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
	if j < len(toks) && toks[j].Text == "and" {
		if runHasOrgWord(toks[i:j]) {
			if len(letters) >= 3 {
				// "Center for Volcanology and Geological Hazard Mitigation
				// (PVMBG)": a body's acronym in its own language
				return true
			}
		} else if after := capitalisedWords(toks[j+1 : k]); len(letters) <= after {
			return false // "Prime Minister and Bharatiya Janata Party (BJP) leader": the acronym names only what follows "and"
		}
	}
	return len(letters) >= 2 && len(initials) > 1 && (strings.HasSuffix(in, l) || strings.HasPrefix(in, l))
}

// cantoneseIng: "ching", "ying", "wing": a syllable of one or two
// consonants and "ing" ("Yau Wai-ching", "Leung Chun-ying"), unlike an
// English participle ("Ocean-going").
func cantoneseIng(tail string) bool {
	onset := strings.TrimSuffix(tail, "ing")
	return len(onset) >= 1 && len(onset) <= 2 && !strings.ContainsAny(onset, "aeiou")
}

// syllableName: a given name of two hyphenated syllables, the second in
// lower case ("Jae-myung", "Chang-yong", "Ching-te"), unlike a modifier ("Hamas-run",
// "Russian-backed", "NATO-led") whose tail is an English participle.
func syllableName(w string) bool {
	parts := strings.Split(w, "-")
	if len(parts) != 2 {
		return false
	}
	head, tail := parts[0], parts[1]
	hr := []rune(head)
	if len(hr) < 2 || len(hr) > 5 || !isCapitalized(head) || isAllCaps(head) {
		return false
	}
	tr := []rune(tail)
	if len(tr) < 1 || len(tr) > 5 || isCapitalized(tail) {
		return false
	}
	switch {
	case strings.HasSuffix(tail, "ed"), strings.HasSuffix(tail, "ing") && !cantoneseIng(tail):
		return false
	}
	switch tail {
	case "run", "led", "held", "born", "made", "wide", "like", "era", "type", "free", "up", "out", "off", "on", "old", "year":
		return false
	case "in": // "Moon Jae-in", not a "Sit-in" or a "Drive-in"
		return len(hr) <= 4 && !englishInHeads[head]
	}
	return true
}

var englishInHeads = map[string]bool{"Sit": true, "Log": true, "Walk": true, "Cave": true, "Plug": true, "Lead": true, "Fill": true}

// areaBeforeOf reports whether the "of" at toks[j] follows an area's
// name, whose "Government" makes no body of it: "Ibarapa North Local
// Government Area of Oyo State" is an area in a state.
func areaBeforeOf(toks []token, j int) bool {
	return toks[j].Text == "of" && j > 0 && (toks[j-1].Text == "Area" || toks[j-1].Text == "LGA")
}

// localGovernmentArea reports whether a name closes with "Local
// Government Area" or "LGA".
func localGovernmentArea(words []string) bool {
	n := len(words)
	return n > 1 && words[n-1] == "LGA" || n > 3 && words[n-1] == "Area" && words[n-2] == "Government" && words[n-3] == "Local"
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

func lower(toks []token, i int) string {
	if i < 0 || i >= len(toks) {
		return ""
	}
	return strings.ToLower(toks[i].Text)
}

// pastThe returns i, or i+1 when toks[i] is "the": where a name that may
// open with an article starts.
func pastThe(toks []token, i int) int {
	if lower(toks, i) == "the" {
		return i + 1
	}
	return i
}

// beforeThe returns the index of the word before the name at a, passing
// over a "the" in front of it: the "of" of "the Africa Cup of Nations".
func beforeThe(toks []token, a int) int {
	if lower(toks, a-1) == "the" {
		return a - 2
	}
	return a - 1
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
			if !g.titleWords[p] && !titlePrefixes[p] {
				return false
			}
		}
		return true
	}
	return false
}

// titlePrefixes join a title word with hyphens: "Vice-Chancellor",
// "Pro-Vice-Chancellor", "President-elect", "Commander-in-Chief", "then-Mayor".
var titlePrefixes = map[string]bool{"vice": true, "pro": true, "co": true, "elect": true, "in": true, "chief": true, "then": true, "ex": true}

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
		if i+n < b && (equalTokens(toks[i:i+n], tf.tokens) || pluralTitle(toks[i:i+n], tf.tokens) && g.opensName(toks, i+n, b)) {
			if n == 1 && g.givenNames[toks[i].Text] && nameParticles[strings.ToLower(toks[i+1].Text)] && i+2 < b {
				return 0 // "Marine Le Pen" is a name, not a marine
			}
			if n == 1 && i+2 == b && (orgWords[lower(toks, i+1)] || placeWords[lower(toks, i+1)] || lower(toks, i+1) == "opera") {
				return 0 // "the Metropolitan Opera", "General Hospital": a body or a place, no one titled
			}
			for k := min(b, i+g.maxTokens); k > i+n; k-- { // no known name is longer
				if g.lookupTokens(texts(toks, i, k)) != nil {
					return 0 // "Lady Gaga", "Republican People's Party": a known name opens with the title's word
				}
			}
			return n
		}
	}
	if i+1 < b && strings.Contains(toks[i].Text, "-") && g.isTitleWord(toks[i].Text) {
		return 1
	}
	if n := ratingTitle(toks, i, b); n > 0 {
		return n
	}
	w := toks[i].Text
	if i+1 < b && (titleModifiers[strings.ToLower(w)] || (isAllCaps(w) && len(w) >= 2 && !shoutWords[w])) {
		if n := g.titleAt(toks, i+1, b); n > 0 {
			return n + 1
		}
	}
	return 0
}

// ratingTitle returns how many tokens from toks[i] name a rating with its
// class before a name: "Builder 2nd Class Marcus Oyelaran", "Hospital
// Corpsman 3rd Class Name". 0 when none.
func ratingTitle(toks []token, i, b int) int {
	for k := i + 1; k <= i+3 && k+2 < b; k++ {
		if !isCapitalized(toks[k-1].Text) || toks[k-1].Kind != tokWord || orgWords[lower(toks, k-1)] {
			return 0 // ("U.S. Coast Guard Petty Officer 2nd Class": the body, then its listed rank)
		}
		if classOrdinals[toks[k].Text] && toks[k+1].Text == "Class" && isCapitalized(toks[k+2].Text) {
			return k + 2 - i
		}
	}
	return 0
}

var classOrdinals = map[string]bool{"1st": true, "2nd": true, "3rd": true}

// pluralTitle: "Deputy Chief Ministers Devendra Fadnavis and Ajit Pawar",
// a title shared by the names after it (but "Queens" and "Kings" name
// boroughs, clubs and casinos far more often than royals).
func pluralTitle(ts []token, words []string) bool {
	n := len(words)
	return n > 0 && len(ts) == n && len(words[n-1]) > 2 && equalTokens(ts[:n-1], words[:n-1]) && ts[n-1].Text == words[n-1]+"s" &&
		ts[n-1].Text != "Queens" && ts[n-1].Text != "Kings"
}

// opensName: toks[i] opens a person's name: a known given name or a
// known person ("Barack Obama").
func (g *gazetteer) opensName(toks []token, i, b int) bool {
	if g.givenNames[toks[i].Text] {
		return true
	}
	for k := min(b, i+3); k > i+1; k-- {
		if e := g.lookupTokens(texts(toks, i, k)); e != nil && e.Type == schema.Person {
			return true
		}
	}
	return false
}

func equalFoldTokens(ts []token, words []string) bool {
	if len(ts) != len(words) {
		return false
	}
	for i := range ts {
		if !strings.EqualFold(ts[i].Text, words[i]) {
			return false
		}
	}
	return true
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

// shoutedAbbrev: "ST." of a dateline's "ST. PETERSBURG, RUSSIA".
func shoutedAbbrev(w string) bool {
	return len(w) > 1 && isAllCaps(w) && abbrevs[titleCase(w)]
}

// slashedLetter: a capital letter before a slash opens a model's code,
// "F/A-18", not the end of the name before it.
func slashedLetter(toks []token, j int) bool {
	return len(toks[j].Text) == 1 && j+1 < len(toks) && toks[j+1].Text == "/" && toks[j+1].Start == toks[j].End
}

// splitPlaceBeforeName cuts a country or a region off the name run on
// after it: "Envoy for Yemen Martin Griffiths" (an envoy's or an
// ambassador's country, then a given name), "Thuringia AfD leader" (a
// region, then a party's acronym). A country that is a given name too
// stays ("Jordan Henderson"). In Italian and the Slavic and Baltic
// languages (genitives), it cuts off what a title governs before a full
// name (nameAfterHead).
func (g *gazetteer) splitPlaceBeforeName(toks []token, runs []run, genitives bool) []run {
	out := make([]run, 0, len(runs))
	for _, r := range runs {
		a := r.a
		cut := false
		if r.b-a >= 2 && toks[a].Kind == tokWord && !g.givenFirst(toks[a].Text) && g.lookupTokens(texts(toks, a, r.b)) == nil && g.lookupTokens(texts(toks, a, a+2)) == nil {
			place := g.lookupTokens(texts(toks, a, a+1))
			next := toks[a+1].Text
			switch {
			case place != nil && place.Type == schema.Place && place.Kind == "country":
				cut = r.b-a >= 3 && g.givenFirst(next) && (lower(toks, a-1) == "for" || lower(toks, a-1) == "to") &&
					!runHasOrgWord(toks[a:r.b]) && !placeWords[lower(toks, r.b-1)]
			case place != nil && place.Type == schema.Place || place == nil && isAdminName(g.geoLookup(toks[a].Text)):
				org := g.lookupTokens([]string{next})
				cut = upperLetters(next) >= 2 && org != nil && org.Type == schema.Org
			}
		}
		// "Sjukvårdspartiets Kenneth Backgård": a Nordic body's genitive
		// before its member's name
		cut = cut || r.b-a >= 3 && strings.HasSuffix(toks[a].Text, "s") && nordicBody(toks[a].Text) && g.givenFirst(toks[a+1].Text)
		// "президент Армении Серж Саргсян", "мэра Кишинева Ион Чебан": a
		// lower-case title, in any case, then its seat in the genitive
		// before the full name it governs
		cut = cut || r.b-a == 3 && !g.givenFirstAnyScript(toks[a].Text) && g.titleGenitive(toks, a)
		if cut {
			out = append(out, run{a, a + 1}, run{a + 1, r.b})
			continue
		}
		// "Katuukiro wa Busoga Joseph Muvawala", "Rais wa Kenya William
		// Ruto": a Bantu language's title, "of" and its seat before the name
		bantuSeat := r.b-a >= 3 && bantuOf[lower(toks, a-1)] && g.titleWords[lower(toks, a-2)] && g.lookupTokens(texts(toks, a, r.b)) == nil
		if k := g.nameAfterHead(toks, r.a, r.b); (genitives || bantuSeat) && k > 0 {
			out = append(out, run{r.a, k}, run{k, r.b})
			continue
		}
		if bantuSeat && !g.givenFirst(toks[a].Text) && g.givenFirst(toks[a+1].Text) && !nameParticles[lower(toks, a+1)] {
			out = append(out, run{a, a + 1}, run{a + 1, r.b})
			continue
		}
		if bantuSeat {
			if k := g.knownSeat(toks, a, r.b); k > 0 {
				out = append(out, run{a, k}, run{k, r.b}) // "Meeya wa Fort Portal Edson Asaba Ruguma"
				continue
			}
		}
		out = append(out, r)
	}
	return out
}

// knownSeat returns where the longest known place opening toks[a:b]
// ends, leaving two words or more for a name; 0 when none does.
func (g *gazetteer) knownSeat(toks []token, a, b int) int {
	for k := min(b-2, a+3); k > a; k-- {
		if g.knownPlace(texts(toks, a, k)) {
			return k
		}
	}
	return 0
}

// nameAfterHead returns where a person's full name closes the run
// toks[a:b] after words that open no name: in other languages a title's
// body or place comes between title and name in the genitive, "presidente
// della Repubblica Sergio Mattarella", "Prezydent Gdańska Paweł
// Adamowicz", "Rektorka Univerzity Karlovy Milena Králíčková". 0 when
// there is none.
func (g *gazetteer) nameAfterHead(toks []token, a, b int) int {
	if b-a < 3 || g.givenFirst(toks[a].Text) || g.lookupTokens(texts(toks, a, b)) != nil {
		return 0
	}
	for _, t := range toks[a:b] {
		w := strings.ToLower(t.Text)
		if t.Kind != tokWord || !isCapitalized(t.Text) || isAllCaps(t.Text) || nameParticles[w] || placeWords[w] || orgWords[w] {
			return 0
		}
	}
	for k := a + 1; k+1 < b; k++ {
		if g.givenFirst(toks[k].Text) {
			if b-k > 3 || !g.nameTail(toks, k+1, b) {
				return 0
			}
			return k
		}
	}
	return 0
}

// isAdminName reports whether GeoNames knows a name as a first-level
// region: "Thuringia", "Bavaria".
func isAdminName(ps []geoPlace) bool {
	for _, p := range ps {
		if p.admin() {
			return true
		}
	}
	return false
}

// upperLetters counts the capitals of a word: "AfD" has two.
func upperLetters(w string) int {
	n := 0
	for _, r := range w {
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n
}

// patronymicWords close a Central Asian or Caucasian name after the
// father's: Kyrgyz "uulu" (son of) and "kyzy" (daughter of), Azerbaijani
// "oğlu" and "qızı", in either alphabet.
var patronymicWords = map[string]bool{
	"uulu": true, "kyzy": true, "уулу": true, "кызы": true, "oğlu": true, "oglu": true, "ogly": true, "qızı": true, "qizi": true, "оглы": true,
}

// cyrillicTitle reports whether w is a title in Russian, Ukrainian or
// Belarusian, in the nominative or a case of it: "президент",
// "президента", "мэра", "губернатором".
func (g *gazetteer) cyrillicTitle(w string) bool {
	if !cyrillic(w) {
		return false
	}
	if g.titleWords[w] {
		return true
	}
	for _, e := range []string{"а", "у", "ом", "е", "ы", "и", "ові"} {
		if stem, ok := strings.CutSuffix(w, e); ok && g.titleWords[stem] {
			return true
		}
	}
	return false
}
