package extract

// Merging: joining the mentions of one caption that name one thing
// (acronyms, glosses, surnames, nicknames, spellings of a known name).

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// mergeParens folds "Name (ACRONYM)" and "Name (Gloss)" into one mention.
func mergeParens(body string, toks []token, ms []mention, g *gazetteer) []mention {
	var out []mention
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		affiliation := false
		if i+1 < len(ms) {
			n := ms[i+1]
			open, close := m.tokEnd, n.tokEnd
			// "Olaf Scholz (SPD)", "Mike Johnson (R-LA)": a person's party
			// or country ("Simone Biles (USA)")
			affiliation = m.entity.Type == schema.Person && (n.gaz != nil && (n.gaz.Type == schema.Org || n.gaz.Kind == "country") || reParty.MatchString(n.entity.Name))
			// "Cúcuta (Colombia)": a place and the country it lies in
			affiliation = affiliation || m.entity.Type == schema.Place && n.gaz != nil && n.gaz.Kind == "country" && (m.gaz == nil || m.gaz.Kind != "country")
			// EFE's dateline "LA RESTINGA (EL HIERRO), 04/10/2023.-": a town and its island or province
			affiliation = affiliation || m.tokStart == 0 && m.entity.Type == schema.Place && n.entity.Type == schema.Place && n.gaz != nil && m.gaz != n.gaz
			// ANSA's and ČTK's "Codogno (Lodi), 4 giugno 2020", "Hrušky
			// (Břeclavsko), 25. června 2021": before the date, the bracket
			// holds the town's province or district, whatever its name was
			// read as; EFE's "BILWI (NICARAGUA), 17/11/2020.-": a town
			// the gazetteer lacks, in the country the bracket names
			if m.tokStart == 0 && (m.entity.Type == schema.Place || n.gaz != nil && n.gaz.Kind == "country") && n.entity.Type != schema.Date && close+1 < len(toks) && toks[close+1].Text == "," && close+2 < len(toks) && startsWithDigit(toks[close+2].Text) {
				affiliation = true
				ms[i+1].entity.Type = schema.Place
				m.entity.Type = schema.Place
			}
			// a wire's dateline, "ARUA (URN) -": the town, then the agency
			// that filed from it
			if m.tokStart == 0 && isAllCaps(m.entity.Name) && open < len(toks) && toks[open].Text == "(" && n.tokStart == open+1 && close+1 < len(toks) && toks[close].Text == ")" && isDash(toks[close+1].Text) &&
				n.entity.Type != schema.Date && (n.gaz == nil || n.gaz.Type == schema.Org) {
				affiliation = true
				m.entity.Type, ms[i+1].entity.Type = schema.Place, schema.Org
			}
			// "Cadel Evans (BMC Racing Team)": a rider and his team
			affiliation = affiliation || m.entity.Type == schema.Person && orgWords[strings.ToLower(lastWord(n.entity.Name))]
			// "Kalimpong (West Bengal)": a town and the state it lies in
			// (but "Karenni (Kayah) state" is one state's two names)
			affiliation = affiliation || m.entity.Type == schema.Place && n.entity.Type == schema.Place && g.adminArea(n.entity.Name) && !g.adminArea(m.entity.Name) &&
				!(close+1 < len(toks) && areaNameEnds[upperFirst(toks[close+1].Text)])
			// "Melpignano (Lecce)": a town and the larger town of its
			// province or district, both known (not another spelling of
			// its own name: "Tombouctou (Timbuktu)", "Sterzing (Vipiteno)")
			affiliation = affiliation || m.entity.Type == schema.Place && n.entity.Type == schema.Place && n.place != nil && m.place != nil && m.gaz == nil &&
				m.place.ID != n.place.ID && m.place.Country == n.place.Country && n.place.Pop > m.place.Pop
			// (and "Laza (Ourense)": a town GeoNames knows in Romania too,
			// read in the bracket's country)
			bracketed := open < len(toks) && toks[open].Text == "(" && n.tokStart == open+1 && close < len(toks) && toks[close].Text == ")"
			if bracketed && !affiliation && m.entity.Type == schema.Place && n.entity.Type == schema.Place && n.place != nil && m.place != nil && m.gaz == nil && m.place.Country != n.place.Country {
				if p, ok := pickGeo(g.geoLookup(m.entity.Name), nil, n.place.Country, m.place.admin()); ok && p.Country == n.place.Country && p.ID != n.place.ID && n.place.Pop > p.Pop {
					m.place, affiliation = &p, true
				}
			}
			// "Marcinelle (Charleroi)": a part of a town GeoNames does not
			// know, and the city it lies in
			// (not another spelling of the same town: "Lisichansk
			// (Lysychansk)", "Ngaba (Aba)")
			affiliation = affiliation || m.entity.Type == schema.Place && n.entity.Type == schema.Place && m.gaz == nil && m.place == nil && n.place != nil && n.place.sizeable() &&
				!otherSpelling(m.entity.Name, n.entity.Name)
			// "Brumadinho (MG)": a Brazilian town and its state's code
			_, stateCode := g.bracketStates[n.entity.Name]
			affiliation = affiliation || m.entity.Type == schema.Place && n.entity.Type == schema.Place && stateCode
			// a dateline's town and its agency: Anadolu's "GAZİMAĞUSA (AA) -",
			// AP's "HARGEISA, Somaliland (AP) —"
			affiliation = affiliation || (m.tokStart == 0 && m.entity.Type == schema.Place || n.gaz != nil && n.gaz.Kind == "agency") && close+1 < len(toks) && isDash(toks[close+1].Text)
			// (Andina's "IQUITOS (ANDINA). La presidenta ...": a full stop ends it)
			affiliation = affiliation || m.tokStart == 0 && n.gaz != nil && n.gaz.Kind == "agency" && close+1 < len(toks) && toks[close+1].Text == "."
			if bracketed && m.entity.Type != schema.Date && !affiliation {
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
					m.place == nil && isAllCaps(n.entity.Name) && len(strings.Fields(m.entity.Name)) > 1 && !areaNameEnds[lastWord(m.entity.Name)] {
					// "Pakistan Tehreek-e-Insaf (PTI)": people and places
					// are rarely given acronyms, organisations are (but
					// "Gorno-Badakhshan Autonomous Region (GBAO)")
					m.entity.Type = schema.Org
				}
				if m.gaz == nil && n.gaz != nil {
					// the acronym is known: so is the thing it stands for
					m.entity.Type = n.gaz.Type
					m.gaz = n.gaz
				}
				absorbNames(&m.entity, n.entity)
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
		if open := m.tokEnd; m.entity.Type != schema.Date && !affiliation && open < len(toks) && toks[open].Text == "(" {
			if close := glossEnd(toks, open); close > 0 {
				var words []string
				for _, t := range toks[open+1 : close] {
					words = append(words, t.Text)
				}
				m.entity.Aliases = append(m.entity.Aliases, strings.Join(words, " "))
				m.tokEnd = close + 1
				for i+1 < len(ms) && ms[i+1].tokStart > open && ms[i+1].tokStart < close {
					i++
					if inner := ms[i]; m.gaz == nil && inner.gaz != nil && inner.gaz.Type == schema.Org && inner.tokStart == open+1 && inner.tokEnd == close {
						// "Hashed al-Shaabi (Popular Mobilisation Forces)":
						// the gloss is a known body, and so is the name
						m.entity.Type, m.gaz = schema.Org, inner.gaz
					}
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// teamsAcross retypes, in a sports caption, the names either side of "v"
// as teams: "Liverpool v Tottenham Hotspur". (Outside sports, the parties
// of a court case, "Roe v. Wade", never become mentions: see caseParty.)
func teamsAcross(toks []token, ms []mention) {
	for i := 0; i+1 < len(ms); i++ {
		k := ms[i].tokEnd
		if k >= len(toks) || (toks[k].Text != "v" && toks[k].Text != "vs") {
			continue
		}
		k++
		if k < len(toks) && toks[k].Text == "." {
			k++
		}
		if ms[i+1].tokStart != k {
			continue
		}
		for _, j := range []int{i, i + 1} {
			if sideCountry(ms[j].gaz) {
				continue // "England v Australia": a national side is its country
			}
			if ms[j].entity.Type != schema.Person || ms[j].gaz == nil {
				ms[j].entity.Type = schema.Org
				ms[j].gaz = nil
			}
		}
	}
}

// sidesBetween retypes the sides of a game named after "between" as
// teams: "a game between Industriales and Lenadores de Las Tunas", "the
// match between Al-Faisaly and Al-Wehdat". A country is its national side
// and stays a place; a known person, or one whose given name opens the
// name or whose surname another mention carries, stays a person.
func (g *gazetteer) sidesBetween(toks []token, ms []mention) {
	for i := 0; i+1 < len(ms); i++ {
		x, y := &ms[i], &ms[i+1]
		k := beforeThe(toks, x.tokStart)
		and := x.tokEnd
		if lower(toks, k) != "between" || !matchNouns[lower(toks, k-1)] || lower(toks, and) != "and" || y.tokStart != pastThe(toks, and+1) {
			continue
		}
		for _, m := range []*mention{x, y} {
			switch m.entity.Type {
			case schema.Org, schema.Date:
				continue
			case schema.Person:
				if g.sideStaysPerson(m, ms) {
					continue
				}
			case schema.Place:
				if m.gaz != nil && m.gaz.Type == schema.Place && m.gaz.Kind != "city" && m.gaz.Kind != "town" || m.place != nil && m.place.Pop == 0 || compassPrefixes[strings.Fields(m.entity.Name)[0]] {
					continue // "the final between India and West Indies"
				}
			}
			asTeam(m)
			m.gaz = nil
		}
	}
}

// sideStaysPerson: a side of a game read as a person is one unless it is
// a single unknown word ("Al-Batin", "VakifBank"), opens or ends with a
// town ("Persebaya Surabaya", "Shanghai Bright Ubest") or ends in a
// plural ("Rivers Hoopers"); a given name at its start, or a surname
// another mention carries, keeps it a person ("Ding Liren" at chess).
func (g *gazetteer) sideStaysPerson(m *mention, ms []mention) bool {
	words := strings.Fields(m.entity.Name)
	if m.gaz != nil || g.givenName(words[0]) {
		return true
	}
	last := words[len(words)-1]
	for _, o := range ms {
		if o.entity.Type == schema.Person && o.tokStart != m.tokStart && strings.HasSuffix(o.entity.Name, " "+last) {
			return true
		}
	}
	town := func(w string) bool { return len(g.geoLookup(w)) > 0 }
	return len(words) > 1 && !town(words[0]) && !town(last) && !strings.HasSuffix(last, "s")
}

// matchNouns name a game between two sides.
var matchNouns = map[string]bool{
	"game": true, "match": true, "final": true, "derby": true, "semifinal": true, "semi-final": true,
	"quarterfinal": true, "quarter-final": true, "playoff": true, "fixture": true, "showdown": true,
}

// clubsByContext retypes, in a sports caption, a town named as its club:
// "Napoli's Victor Osimhen", "Erling Haaland of Liverpool", "fans of
// Sevilla", "Chelsea midfielder Cole Palmer". A town followed by its
// country or region, or after "in" or "at", stays a place.
func (g *gazetteer) clubsByContext(toks []token, ms []mention) {
	for i := range ms {
		m := &ms[i]
		club := g.cityClubs[fold(m.entity.Name)]
		if club != nil && m.entity.Type == schema.Org && m.gaz == nil {
			m.gaz = club // "Chelsea FC", one club with a later "Chelsea"
			continue
		}
		// (a town read as a person is a club too: "Didier Drogba of Chelsea")
		if club == nil || m.entity.Type != schema.Place && !(m.entity.Type == schema.Person && m.tokEnd-m.tokStart == 1) {
			continue
		}
		prev := lower(toks, m.tokStart-1)
		// ("against Universitario, in this photo" is no town before its region)
		if prev == "in" || prev == "at" || lower(toks, m.tokEnd) == "," && m.tokEnd+1 < len(toks) && isCapitalized(toks[m.tokEnd+1].Text) {
			continue
		}
		possessive := m.tokEnd+1 < len(toks) && toks[m.tokEnd].Kind == tokPoss && (isCapitalized(toks[m.tokEnd+1].Text) || clubDoings(toks, m.tokEnd+1))
		// ("Charles Leclerc of Monaco": a country after a player is his nationality)
		ofPlayer := prev == "of" && i > 0 && ms[i-1].tokEnd == m.tokStart-1 && ms[i-1].entity.Type == schema.Person && !(m.gaz != nil && m.gaz.Kind == "country")
		ofFans := prev == "of" && clubPeople[lower(toks, m.tokStart-2)]
		// "Chelsea midfielder Cole Palmer": the club's player named after
		// it; "Liverpool fans wait": its supporters
		next, role := lower(toks, m.tokEnd), clubRole(toks, m.tokEnd)
		rolePlayer := role >= 0 && clubPeople[lower(toks, role)] && role+1 < len(toks) && isCapitalized(toks[role+1].Text) || clubCrowds[next]
		// "a goal against Barcelona", "after beating Inter": the opponent;
		// "Richmond and Collingwood players": a club listed with another
		// "the 2-0 win over Cagliari"
		opponent := clubOpponents[prev] || prev == "over" && victoryWords[lower(toks, m.tokStart-2)] || next == "and" && i+1 < len(ms) && ms[i+1].tokStart == m.tokEnd+1 && g.clubBeforeItsPeople(toks, ms[i+1])
		if !possessive && !ofPlayer && !ofFans && !rolePlayer && !opponent && !matchSides(toks, ms, i) {
			continue
		}
		m.entity = schema.Entity{Type: schema.Org, Name: m.entity.Name}
		if fold(club.Name) != fold(m.entity.Name) {
			m.entity.Aliases = []string{club.Name}
		}
		m.gaz, m.place = club, nil
	}
}

// clubsByTownName types, in a sports caption, an unknown name that joins a
// town to a club's letters as the club: "THW Kiel", "Montpellier HB", "SG
// Flensburg-Handewitt". A given name anywhere or a place's word at either
// end keeps it a person or a place. (A sponsor's word before a town,
// "Telekom Veszprem", reads like a person's name: "Iga Swiatek".)
func (g *gazetteer) clubsByTownName(toks []token, ms []mention) {
	for i := range ms {
		m := &ms[i]
		n := m.tokEnd - m.tokStart
		if m.gaz != nil || m.generic != "" || n < 2 || n > 4 || m.entity.Type == schema.Org || m.entity.Type == schema.Date {
			continue
		}
		words := strings.Fields(m.entity.Name)
		if len(words) != n || len(g.geoLookup(m.entity.Name)) > 0 || !g.lettersAndTown(words) {
			continue
		}
		asTeam(m)
	}
}

// teamsOfPlayers types, in a sports caption, an unknown name after a
// player and "of" as the player's team: "Alberto Contador of
// Tinkoff-Saxo", "Fabian Cancellara of Leopard Trek". A place any
// gazetteer knows stays the player's home ("John John Florence of
// Hawaii").
func (g *gazetteer) teamsOfPlayers(toks []token, ms []mention) {
	for i := 1; i < len(ms); i++ {
		m, p := &ms[i], ms[i-1]
		if m.gaz != nil || m.entity.Type == schema.Org || m.entity.Type == schema.Date || p.entity.Type != schema.Person ||
			p.tokEnd+1 != m.tokStart || lower(toks, p.tokEnd) != "of" || len(g.geoLookup(m.entity.Name)) > 0 || m.generic != "" {
			continue
		}
		asTeam(m)
	}
}

// asTeam retypes a name read as a person or a place as the team it is.
func asTeam(m *mention) {
	m.entity = schema.Entity{Type: schema.Org, Name: m.entity.Name, Aliases: m.entity.Aliases}
	m.place = nil
}

// lettersAndTown reports whether words are a club's letters and its town,
// in either order.
func (g *gazetteer) lettersAndTown(words []string) bool {
	for _, w := range words {
		if !isCapitalized(w) && !isAllCaps(w) || compassWords[strings.ToLower(w)] {
			return false
		}
	}
	first, last := words[0], words[len(words)-1]
	if placeWords[strings.ToLower(first)] || leadingPlaceWords[strings.ToLower(first)] || placeWords[strings.ToLower(last)] || orgWords[strings.ToLower(last)] {
		return false
	}
	// ("Kiel" is a given name too, so only the letters are asked; "Elizabeth
	// II" has a king's number)
	letters := func(w string) bool {
		return isAllCaps(w) && len(w) >= 2 && len(w) <= 4 && w != "OUT" && !g.givenNames[titleCase(w)] && !romanNumeral(w)
	}
	town := func(w string) bool {
		if e := g.lookupTokens([]string{w}); e != nil && e.Kind == "country" {
			return false // "China OUT", a picture's market note
		}
		for _, p := range g.geoLookup(strings.SplitN(w, "-", 2)[0]) {
			if !p.admin() {
				return true
			}
		}
		return false
	}
	return letters(first) && town(last) || letters(last) && town(first)
}

// teamsByNickname types, in a sports caption, a team called by the last
// word of its name, "the Tigers", "Crusaders' Richie Mo'unga", as an
// organisation, and makes it one with the team the caption names in full
// ("Richmond ... the Tigers", "the Melbourne Demons ... the Demons").
func (g *gazetteer) teamsByNickname(toks []token, ms []mention) {
	for i := range ms {
		m := &ms[i]
		if m.tokEnd-m.tokStart != 1 || !g.teamWords[m.entity.Name] || m.gaz != nil || m.place != nil { // ("AEK Athens" is no reason to make Athens a team)
			continue
		}
		m.entity = schema.Entity{Type: schema.Org, Name: m.entity.Name}
		for j, n := range ms {
			if j == i || n.gaz == nil || n.gaz.Kind != "sport" {
				continue
			}
			for _, f := range n.gaz.Forms {
				if strings.HasSuffix(f, " "+m.entity.Name) {
					m.gaz = n.gaz
				}
			}
		}
	}
}

// clubBeforeItsPeople: "Napoli fans", "Chelsea midfielder": a club's name
// before its supporters or players.
func (g *gazetteer) clubBeforeItsPeople(toks []token, m mention) bool {
	return g.cityClubs[fold(m.entity.Name)] != nil && clubRole(toks, m.tokEnd) >= 0
}

// clubRole returns where the supporters or staff named at toks[k] are
// written, after a word such as "head" ("head coach"), or -1.
func clubRole(toks []token, k int) int {
	if staffModifiers[lower(toks, k)] && clubPeople[lower(toks, k+1)] {
		return k + 1
	}
	if clubCrowds[lower(toks, k)] || clubPeople[lower(toks, k)] {
		return k
	}
	return -1
}

// clubDoings: "Liverpool's fourth goal", "Napoli's win": after a club's
// possessive, what a team does or has.
func clubDoings(toks []token, k int) bool {
	if w := lower(toks, k); ordinalWords[w] || reOrdinal.MatchString(w) {
		k++ // "fourth", "2nd"
	}
	return clubThings[lower(toks, k)]
}

// matchSides: "the final between Liverpool and Real Madrid": the two
// names either side of "and" after "between", when one of them is a known
// club, are the sides of a match.
func matchSides(toks []token, ms []mention, i int) bool {
	isClub := func(m mention) bool { return m.gaz != nil && m.gaz.Kind == "sport" }
	if i+1 < len(ms) && lower(toks, ms[i].tokStart-1) == "between" && lower(toks, ms[i].tokEnd) == "and" && ms[i+1].tokStart == ms[i].tokEnd+1 {
		return isClub(ms[i+1])
	}
	return i > 0 && lower(toks, ms[i-1].tokStart-1) == "between" && lower(toks, ms[i-1].tokEnd) == "and" && ms[i].tokStart == ms[i-1].tokEnd+1 && isClub(ms[i-1])
}

// dropCompetitionOwners drops a sports body's acronym that opens the name
// of its competition: "the FIFA World Cup", "the UEFA Champions League
// final", "the AFL Grand Final" name an event, which is no entity ("UEFA
// President Aleksander Ceferin" is the body); nor is the place a trophy is
// named after.
func dropCompetitionOwners(toks []token, ms []mention) []mention {
	out := ms[:0:0]
	trophy := -1 // where the trophy's own word stands
	for _, m := range ms {
		if m.entity.Type == schema.Place && m.tokEnd+1 < len(toks) && toks[m.tokEnd].Kind == tokPoss && (toks[m.tokEnd+1].Text == "Cup" || toks[m.tokEnd+1].Text == "Trophy") {
			trophy = m.tokEnd + 1
			continue // "the America's Cup": a trophy named after a place is no place
		}
		if m.tokStart == trophy {
			continue // nor is its "Cup" ("the America's Cup Village")
		}
		if m.gaz != nil && m.gaz.Type == schema.Org && isAllCaps(m.entity.Name) && m.tokEnd < len(toks) {
			if next, ok := competitionHeads[toks[m.tokEnd].Text]; ok && (next == nil || m.tokEnd+1 < len(toks) && slices.Contains(next, toks[m.tokEnd+1].Text)) {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

// dropSeaModifiers drops an ocean or sea named as a modifier: "the Pacific
// nation", "the Arctic archipelago", "a Gulf state" say where a place lies,
// and "the Indian Ocean tsunami" names an event; the caption is set in
// neither sea.
func dropSeaModifiers(toks []token, ms []mention) []mention {
	out := ms[:0:0]
	for _, m := range ms {
		if m.entity.Type == schema.Place && m.tokEnd < len(toks) {
			if seaAdjectives[m.entity.Name] && seaModifies(toks, m) || strings.HasSuffix(m.entity.Name, " Ocean") && toks[m.tokEnd].Text == "tsunami" {
				continue
			}
		}
		out = append(out, m)
	}
	return out
}

// seaModifies reports whether the sea's name m opens is followed, inside m or
// right after it, by lower-case words the sea modifies only: "Pacific
// nation", "Pacific island nation", "Gulf state".
func seaModifies(toks []token, m mention) bool {
	if toks[m.tokStart].Text != m.entity.Name {
		return false
	}
	k := m.tokStart + 1
	for k < len(toks) && seaModified[toks[k].Text] {
		k++
	}
	return k > m.tokStart+1 && k >= m.tokEnd
}

var (
	seaAdjectives = map[string]bool{
		"Pacific": true, "Atlantic": true, "Arctic": true, "Antarctic": true, "Caribbean": true,
		"Baltic": true, "Mediterranean": true, "Aegean": true, "Adriatic": true, "Gulf": true,
	}
	seaModified = map[string]bool{
		"nation": true, "nations": true, "territory": true, "territories": true, "state": true, "states": true,
		"country": true, "countries": true, "kingdom": true, "archipelago": true, "island": true, "islands": true,
		"city": true, "cities": true, "resort": true, "prison": true, "garrison": true, "seabed": true, "route": true,
	}
)

// mergeMissions joins a mission and the country it serves: "United
// Nations Stabilization Mission in Haiti", "African Union Mission in
// Somalia" are one body's name.
func mergeMissions(body string, toks []token, ms []mention) []mention {
	return joinOrgs(body, toks, ms, func(m, n mention) bool {
		if !missionHeads[lower(toks, m.tokEnd-1)] || n.entity.Type != schema.Place {
			return false
		}
		k := m.tokEnd
		if w := lower(toks, k); w != "in" && w != "for" {
			return false
		}
		return pastThe(toks, k+1) == n.tokStart
	})
}

// dropModels drops a maker named with its model: "a Japan Airlines Airbus
// A350", "a Boeing 737", "Sukhoi Su-25 jets" name a machine, which is none
// of the entity types.
func dropModels(toks []token, ms []mention) []mention {
	out := ms[:0:0]
	modelEnd := -1 // where the last dropped maker's model words end
	for i, m := range ms {
		maker := m.gaz != nil && m.gaz.Kind == "company" && m.tokEnd < len(toks) && toks[m.tokEnd].Kind == tokWord &&
			(modelCode(toks[m.tokEnd].Text) || isNumber(toks[m.tokEnd].Text))
		model := i > 0 && m.tokEnd-m.tokStart == 1 && modelCode(toks[m.tokStart].Text) && ms[i-1].tokEnd == m.tokStart &&
			ms[i-1].gaz != nil && ms[i-1].gaz.Kind == "company"
		// "a Boeing 737 MAX": a variant's letters go on with the model
		variant := m.tokStart == modelEnd && m.tokEnd-m.tokStart == 1 && isAllCaps(toks[m.tokStart].Text)
		if maker || variant {
			modelEnd = m.tokEnd
			for modelEnd < len(toks) && toks[modelEnd].Kind == tokWord && (modelCode(toks[modelEnd].Text) || isNumber(toks[modelEnd].Text)) {
				modelEnd++
			}
		}
		if !maker && !model && !variant {
			out = append(out, m)
		}
	}
	return out
}

// mergeUnitChains joins a numbered unit to the body it belongs to, written
// after a comma: "1st Battalion, Parachute Regiment", "2nd Battalion, 8th
// Marines".
func mergeUnitChains(body string, toks []token, ms []mention) []mention {
	return joinOrgs(body, toks, ms, func(m, n mention) bool {
		return numberedUnit(toks[m.tokStart:m.tokEnd]) && m.tokEnd < len(toks) && toks[m.tokEnd].Text == "," &&
			n.tokStart == m.tokEnd+1 && (n.entity.Type == schema.Org || reOrdinal.MatchString(toks[n.tokStart].Text))
	})
}

// mergePortfolios joins a ministry to the rest of its list of portfolios:
// "Ministry of Land, Infrastructure and Transport", "Ministry of
// Environment, Forestry and Tourism" are one body's name, whatever the
// words after its commas were read as.
func mergePortfolios(body string, toks []token, ms []mention) []mention {
	out := ms[:0:0]
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if m.entity.Type == schema.Org && m.gaz == nil && headsPortfolios(toks, m) {
			end, k, closed := m.tokEnd, i+1, false
		list:
			for ; k < len(ms) && !closed; k++ {
				n := ms[k]
				if n.gaz != nil || n.place != nil || n.entity.Type == schema.Date || end >= len(toks) || n.tokStart != end+1 {
					break
				}
				switch {
				case toks[end].Text == ",":
					closed = containsExact(texts(toks, n.tokStart, n.tokEnd), "and") // "..., Infrastructure and Transport"
				case lower(toks, end) == "and":
					closed = true
				default:
					break list // neither a comma nor "and": no list
				}
				end = n.tokEnd
			}
			if !closed && k > i+1 && lower(toks, end) == "and" && end+1 < len(toks) && isCapitalized(toks[end+1].Text) && (k >= len(ms) || ms[k].tokStart > end+1) {
				// "..., Forestry and Tourism": the last portfolio, a common
				// word, was no mention of its own
				end += 2
				closed = true
			}
			if closed {
				m.entity = schema.Entity{Type: schema.Org, Name: spanText(body, toks, m.tokStart, end)}
				m.tokEnd = end
				i = k - 1
			}
		}
		out = append(out, m)
	}
	return out
}

// portfolioHeads open a body named by its portfolios.
var portfolioHeads = map[string]bool{"ministry": true, "department": true, "secretariat": true, "ministries": true, "institute": true}

// headsPortfolios reports whether a portfolio head and "of" open mention
// m or follow its first words ("National Institute of Seismology, ...").
func headsPortfolios(toks []token, m mention) bool {
	for k := m.tokStart; k < m.tokEnd-1 && k < m.tokStart+3; k++ {
		if portfolioHeads[lower(toks, k)] && lower(toks, k+1) == "of" {
			return true
		}
	}
	return false
}

// joinOrgs makes one organisation of an organisation mention and the next
// mention, and of the words between them, wherever joins says so.
func joinOrgs(body string, toks []token, ms []mention, joins func(m, n mention) bool) []mention {
	out := ms[:0:0]
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if i+1 < len(ms) && m.entity.Type == schema.Org && joins(m, ms[i+1]) {
			n := ms[i+1]
			m.entity = schema.Entity{Type: schema.Org, Name: spanText(body, toks, m.tokStart, n.tokEnd)}
			m.tokEnd, m.gaz, m.place = n.tokEnd, nil, nil
			i++
		}
		out = append(out, m)
	}
	return out
}

// numberedUnit: "1st Battalion", "3rd Brigade".
func numberedUnit(ts []token) bool {
	return len(ts) == 2 && reOrdinal.MatchString(ts[0].Text) && unitWords[strings.ToLower(ts[1].Text)]
}

var missionHeads = map[string]bool{"mission": true, "operation": true}

// aliasMarkers say the next name is another name of the one before: "aka",
// "alias", "nom de guerre", "call sign", "real name", "renamed".
var aliasMarkers = map[string]bool{
	"aka": true, "a.k.a.": true, "alias": true, "guerre": true, "sign": true, "callsign": true,
	"real": true, "legal": true, "renamed": true, "nicknamed": true, "dubbed": true, "formerly": true,
}

// mergeAreaOf reads "the Region of Murcia", "the Province of Quebec": the
// capitalised generic names no place of its own, and the area is the place
// after "of", with the long form as its alias. The place must be one the
// gazetteers know: "the State of Origin" is a match. A town's City of may
// name its government instead (cityGovernment).
func (g *gazetteer) mergeAreaOf(body string, toks []token, ms []mention) []mention {
	out := ms[:0]
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if i+1 < len(ms) && cityGovernment(toks, m, ms[i+1]) {
			n := ms[i+1]
			m.entity = schema.Entity{Type: schema.Org, Name: spanText(body, toks, m.tokStart, n.tokEnd)}
			m.tokEnd, m.gaz, m.place = n.tokEnd, nil, nil
			out = append(out, m)
			i++
			continue
		}
		if i+1 < len(ms) && m.entity.Type == schema.Place && m.tokEnd-m.tokStart == 1 && areaNameEnds[m.entity.Name] &&
			m.tokEnd < len(toks) && toks[m.tokEnd].Text == "of" && ms[i+1].tokStart == m.tokEnd+1 && ms[i+1].entity.Type == schema.Place &&
			(ms[i+1].gaz != nil || len(g.geoLookup(ms[i+1].entity.Name)) > 0) {
			n := ms[i+1]
			n.entity.Aliases = append(n.entity.Aliases, spanText(body, toks, m.tokStart, n.tokEnd))
			out = append(out, n)
			i++
			continue
		}
		out = append(out, m)
	}
	return out
}

// cityGovernment: "released by the City of Memphis", "the City of Toronto
// forced ...": a capitalised City of a known town, not after a place's
// preposition, is the town's government ("in the City of London" is where,
// "the Old City of Mosul" a part of the town).
func cityGovernment(toks []token, m, n mention) bool {
	prev := lower(toks, m.tokStart-1)
	return m.entity.Name == "City" && m.tokEnd-m.tokStart == 1 && lower(toks, m.tokEnd) == "of" && n.tokStart == m.tokEnd+1 &&
		n.entity.Type == schema.Place && (n.gaz != nil || n.place != nil) &&
		!placePreps[prev] && !(prev == "the" && placePreps[lower(toks, m.tokStart-2)]) && prev != "old"
}

// nicknameBefore reports whether the words before a name end in
// "nicknamed", "dubbed" or "known ... as", a quote mark aside.
func nicknameBefore(gap []token) bool {
	k := len(gap) - 1
	for k >= 0 && isQuote(gap[k]) {
		k--
	}
	if k < 0 {
		return false
	}
	switch w := strings.ToLower(gap[k].Text); w {
	case "nicknamed", "dubbed":
		return true
	case "as":
		return slices.ContainsFunc(gap[:k], func(t token) bool { return t.Text == "known" })
	}
	return false
}

// mergeKnownAs makes the second name of "the Special Deterrence Force,
// known as Rada", "Kirill, also known as ...", "Ismael Zambada, alias
// El Mayo" or "Benedict, born Joseph Ratzinger" an alias of the first.
func mergeKnownAs(toks []token, ms []mention, g *gazetteer) []mention {
	out := ms[:0:0]
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		if i+1 < len(ms) && m.entity.Type != schema.Date && ms[i+1].entity.Type != schema.Date && m.tokEnd <= ms[i+1].tokStart {
			n := ms[i+1]
			gap := toks[m.tokEnd:n.tokStart]
			known, sawKnown, sawElected, sawAs := false, false, false, false
			ok := len(gap) >= 2
			// "Benedict, born Joseph Ratzinger": a person's birth name
			// ("Hermann Olafsson, known as Hemmi", "Ros Chantha, 31,
			// nicknamed "Mama Mine"": a person's nickname, however typed)
			people := m.entity.Type == schema.Person && (n.entity.Type == schema.Person || n.gaz == nil && nicknameBefore(gap))
			places := m.entity.Type == schema.Place && n.entity.Type == schema.Place
			for _, t := range gap {
				w := strings.ToLower(t.Text)
				born := people && (w == "born" || w == "née" || w == "nee")
				// "Pope Francis, formerly Cardinal Jorge Mario Bergoglio",
				// "Joseph Ratzinger, newly elected as Pope Benedict XVI": a
				// title between a person's two names
				titleGap := people && (w == "newly" || w == "elected" || g.isTitleWord(t.Text))
				// "known in Albanian as", "known locally as", "Leninakan, now Gyumri"
				// ("Vienna, whose real name is": only a person has one)
				// ("known to fans as", "known on the block as": any lower-case
				// words between a person's "known" and "as")
				between := people && sawKnown && !sawAs && t.Kind == tokWord && !isCapitalized(t.Text)
				age := people && isNumber(w) // "Arturo Vidal, 37, known to fans as"
				// "Hermann Olafsson, 58, a trawler skipper known as Hemmi":
				// a short description before the nickname
				between = between || people && len(gap) <= 10 && gap[0].Text == "," && nicknameBefore(gap) && t.Kind == tokWord && !isCapitalized(t.Text)
				ok = ok && (knownAsWords[w] || born || titleGap || between || age || w == "in" || sawKnown && isCapitalized(t.Text)) && (w != "whose" || people)
				known = known || aliasMarkers[w] || born || w == "as" && (sawKnown || sawElected) || w == "now" && places
				sawKnown = sawKnown || w == "known"
				sawAs = sawAs || w == "as"
				sawElected = sawElected || w == "elected"
			}
			if people && !ok && bornAfterAppositive(gap) {
				ok, known = true, true
			}
			if len(gap) == 1 && gap[0].Text == "," && m.entity.Type != schema.Person && isAllCaps(n.entity.Name) {
				// "the Confederation of Indigenous Nationalities of Ecuador,
				// CONAIE,": an acronym set off by commas
				if start, spelt := acronymWindow(toks, m.tokEnd, n.entity.Name); spelt && start == m.tokStart {
					ok, known = true, true
				}
			}
			if len(gap) == 1 && gap[0].Text == "/" && m.entity.Type == n.entity.Type &&
				(m.entity.Type == schema.Place || toks[m.tokEnd-1].End < gap[0].Start && gap[0].End < toks[n.tokStart].Start) {
				// "Whakaari / White Island", "Whakaari/White Island": one
				// place by two names (but "AFP PHOTO/STRDEL" is no alias)
				ok, known = true, true
			}
			if ok && known && (m.gaz == nil || n.gaz == nil || m.gaz == n.gaz) {
				// (not two bodies the gazetteer tells apart: "linked to
				// Islamic State, known locally as al-Shabaab")
				absorbNames(&m.entity, n.entity)
				m.tokEnd = n.tokEnd
				i++
			}
		}
		out = append(out, m)
	}
	return out
}

// bornAfterAppositive: ", the German theologian born": a short
// description of the person before their birth name.
func bornAfterAppositive(gap []token) bool {
	if len(gap) < 3 || len(gap) > 7 || gap[0].Text != "," || strings.ToLower(gap[len(gap)-1].Text) != "born" {
		return false
	}
	for _, t := range gap[1 : len(gap)-1] {
		if t.Kind != tokWord {
			return false
		}
	}
	return true
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
	skips := 0
	if len(letters) >= 4 {
		skips = 1 // "African Union Transition Mission in Somalia (ATMIS)"
	}
	var match func(k, j, skips int) (int, bool) // match letters[:j+1] ending at token k
	match = func(k, j, skips int) (int, bool) {
		for ; k >= low; k-- {
			t := toks[k]
			if t.Kind != tokWord {
				if t.Text == "-" || t.Text == "," && len(letters) >= 4 {
					continue // "Philippine Atmospheric, Geophysical and ... (PAGASA)"
				}
				return 0, false
			}
			r, _ := utf8.DecodeRuneInString(t.Text)
			if isCapitalized(t.Text) {
				if r != letters[j] {
					if skips > 0 && j < len(letters)-1 {
						if start, ok := match(k-1, j, skips-1); ok {
							return start, true
						}
					}
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
				if start, ok := match(k-1, j-1, skips); ok {
					return start, true
				}
			}
		}
		return 0, false
	}
	return match(end-1, len(letters)-1, skips)
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

// groundsAsPlaces retypes names of grounds that read as bodies. "Lotte
// Skyhill Country Club", "Augusta National Golf Club": a golf course is a
// place, though "club" names a body. "Protesters gather near the National
// Assembly": a legislature or court a scene is near is its building (at or
// outside it, the annotators split between the building and the body).
func groundsAsPlaces(toks []token, ms []mention) {
	for i := range ms {
		m := &ms[i]
		if m.entity.Type != schema.Org {
			continue
		}
		k := beforeThe(toks, m.tokStart)
		words := strings.Fields(strings.ToLower(m.entity.Name))
		if len(words) == 0 {
			continue
		}
		golf := len(words) > 2 && (words[len(words)-2] == "golf" || words[len(words)-2] == "country") && words[len(words)-1] == "club"
		if golf || lower(toks, k) == "near" && chamberWords[words[len(words)-1]] {
			m.entity.Type = schema.Place
		}
	}
}

// townSites: "shopkeepers gather at Tehran's Grand Bazaar": what a town
// owns at the scene of a picture is a site in it, not a person, unless a
// first name opens it ("Moscow's Sergei Sobyanin").
func townSites(g *gazetteer, toks []token, ms []mention) {
	for i := 1; i < len(ms); i++ {
		m, town := &ms[i], ms[i-1]
		if m.entity.Type != schema.Person || m.gaz != nil || town.tokEnd+1 != m.tokStart || toks[town.tokEnd].Kind != tokPoss ||
			!(town.place != nil || town.gaz != nil && town.gaz.Type == schema.Place && town.gaz.Kind != "country") || !placePreps[lower(toks, town.tokStart-1)] {
			continue
		}
		if f := strings.Fields(m.entity.Name); len(f) > 1 && !g.givenNames[f[0]] {
			m.entity.Type = schema.Place
		}
	}
}

// chamberWords end the name of a legislature or a court.
var chamberWords = map[string]bool{
	"assembly": true, "parliament": true, "congress": true, "court": true, "capitol": true,
	"senate": true, "duma": true, "knesset": true, "bundestag": true, "majlis": true, "rada": true,
}

// listGap reports whether toks[a:b] separates two items of a list.
func listGap(toks []token, a, b int) bool {
	if a > b {
		return false
	}
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
	// (an area keeps its kind: "Rakhine State" is the state)
	return m.generic != "" && !areaGenerics[m.generic] && strings.HasSuffix(fold(m.entity.Name), fold(m.generic))
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
func mergeSurnames(toks []token, ms []mention) []mention {
	// last holds the words a person may be named by alone later; part the
	// first word and the first or last two words: "Rios Montt" after
	// "Efrain Rios Montt", "Hassan Sheikh" after "Hassan Sheikh Mohamud",
	// "Abiy" after "Abiy Ahmed" (but "Ferdinand Marcos" is the father of
	// "Ferdinand Marcos Jr.")
	last, part := map[string]int{}, map[string]int{}
	keep := func(m map[string]int, key string, i int) {
		if _, ok := m[key]; !ok {
			m[key] = i
		}
	}
	for i, m := range ms {
		f := strings.Fields(m.entity.Name)
		if m.entity.Type != schema.Person || len(f) < 2 {
			continue
		}
		keep(last, fold(f[len(f)-1]), i)
		// "Lula" after "Luiz Inácio Lula da Silva"
		for _, w := range f[1 : len(f)-1] {
			if len([]rune(w)) >= 3 && !nameParticles[strings.ToLower(w)] && isCapitalized(w) {
				keep(last, fold(w), i)
			}
		}
		// "von der Leyen" after "Ursula von der Leyen"
		for k := 1; k < len(f)-1; k++ {
			if nameParticles[strings.ToLower(f[k])] {
				keep(last, fold(strings.Join(f[k:], " ")), i)
				break
			}
		}
		if pre, rest, ok := strings.Cut(f[len(f)-1], "-"); ok && prefixParticles[strings.ToLower(pre)] {
			keep(last, fold(rest), i)
		}
		if generationSuffix[strings.TrimSuffix(f[len(f)-1], ".")] {
			continue
		}
		keep(part, fold(f[0]), i)
		if len(f) >= 3 {
			keep(part, fold(f[0]+" "+f[1]), i)
			keep(part, fold(f[len(f)-2]+" "+f[len(f)-1]), i)
		}
	}
	var out []mention
	drop := map[int]bool{}
	for i, m := range ms {
		if m.gaz != nil {
			// "Ford said" after "Toronto Mayor Rob Ford": a known company's
			// or town's name that is the surname of the person named before
			// (not "strikes on Houthi targets" after "Abdul-Malik al-Houthi",
			// nor "à Québec": a short word before it reads as a preposition)
			prev := lower(toks, m.tokStart-1)
			if j, ok := last[fold(m.entity.Name)]; ok && j < i && !strings.Contains(m.entity.Name, " ") && m.gaz.Kind != "country" &&
				!placePreps[prev] && prev != "the" && !(len([]rune(prev)) <= 3 && m.tokStart > 0 && toks[m.tokStart-1].Kind == tokWord) {
				absorbNames(&ms[j].entity, m.entity)
				drop[i] = true
			}
			continue
		}
		if !strings.Contains(m.entity.Name, " ") || nameParticles[strings.ToLower(strings.Fields(m.entity.Name)[0])] {
			if j, ok := last[fold(m.entity.Name)]; ok && j != i {
				absorbNames(&ms[j].entity, m.entity)
				drop[i] = true
				continue
			}
		}
		// ("Mao's residence" after "Mao Zedong": one word of the name may
		// have been typed by what it owns)
		if j, ok := part[fold(m.entity.Name)]; ok && j < i && (m.entity.Type == schema.Person || !strings.Contains(m.entity.Name, " ") && m.place == nil) && !drop[j] && !kinWords[lower(toks, m.tokStart-1)] {
			// ("his father Idriss Deby" is not "Mahamat Idriss Deby Itno")
			absorbNames(&ms[j].entity, m.entity)
			drop[i] = true
		}
	}
	for i, m := range ms {
		if !drop[i] {
			out = append(out, m)
		}
	}
	return out
}

// absorbNames makes every name of other an alias of e: the two mentions
// name one thing.
func absorbNames(e *schema.Entity, other schema.Entity) {
	e.Aliases = append(e.Aliases, other.Name)
	e.Aliases = append(e.Aliases, other.Aliases...)
}

// kinWords before a name say it is a relative of the person named before.
var kinWords = map[string]bool{
	"father": true, "mother": true, "son": true, "daughter": true, "brother": true, "sister": true,
	"uncle": true, "aunt": true, "cousin": true, "nephew": true, "niece": true, "grandfather": true,
	"grandmother": true, "grandson": true, "granddaughter": true, "wife": true, "husband": true, "widow": true,
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
// one person: Jimmy "Barbecue" Cherizier, with "Jimmy Cherizier" and the
// nickname as aliases.
func mergeNicknames(body string, toks []token, ms []mention) []mention {
	for i := 0; i < len(ms); i++ {
		m := &ms[i]
		e := m.tokEnd
		if m.entity.Type != schema.Person || e+3 >= len(toks) || !opensQuote(toks[e]) {
			continue
		}
		// (the nickname's inner "the": Nikolai 'Kolya the Bear' Sergeyev)
		q := e + 1
		for q < len(toks) && q <= e+4 && toks[q].Kind == tokWord && (isCapitalized(toks[q].Text) || q > e+1 && toks[q].Text == "the") {
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
		// named as written, nickname and all; the plain name and the
		// nickname are aliases
		nick := spanText(body, toks, e+1, q)
		plain := spanText(body, toks, m.tokStart, e) + " " + spanText(body, toks, q+1, end)
		m.entity.Name = spanText(body, toks, m.tokStart, end)
		m.entity.Aliases = mergeAliases(m.entity.Name, m.entity.Aliases, []string{plain, nick})
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
		if m.entity.Type == schema.Org && m.gaz != nil {
			orgAt[m.tokStart] = true // (not "the Free Syrian Army's Tawhid Brigade")
		}
	}
	out := ms[:0:0]
	for _, m := range ms {
		if m.gaz != nil && m.gaz.Type == schema.Org && m.tokEnd < len(toks) && toks[m.tokEnd].Text == "'s" && orgAt[m.tokEnd+1] {
			continue
		}
		out = append(out, m)
	}
	return out
}

// otherSpelling reports whether two names may spell one name two ways: one
// holds the other, or both have the same consonants ("Lisichansk",
// "Lysychansk").
func otherSpelling(a, b string) bool {
	fa, fb := fold(a), fold(b)
	if strings.Contains(fa, fb) || strings.Contains(fb, fa) {
		return true
	}
	consonants := func(s string) string {
		return strings.Map(func(r rune) rune {
			if strings.ContainsRune("aeiouy -'", r) {
				return -1
			}
			return r
		}, s)
	}
	return consonants(fa) == consonants(fb)
}
