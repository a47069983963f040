package extract

import (
	"slices"
	"strings"

	"github.com/kg-archive/kg/schema"
)

// captionCountries collects the countries a caption names, directly
// ("Lebanon"), through a curated place ("Beirut") or through a demonym
// ("Lebanese army"). They decide between places of one name (Tripoli in
// Libya or in Lebanon) and strengthen a GeoNames hit in the same country.
func (g *gazetteer) captionCountries(toks []token, runs []run) map[string]bool {
	out := map[string]bool{}
	for _, r := range runs {
		for i := r.a; i < r.b; {
			if toks[i].Kind != tokWord {
				i++
				continue
			}
			if cc := g.demonymCountry[toks[i].Text]; cc != "" {
				out[cc] = true
			}
			n := g.maxTokens
			if r.b-i < n {
				n = r.b - i
			}
			step := 1
			for ; n >= 1; n-- {
				if toks[i+n-1].Kind != tokWord {
					continue
				}
				if e := g.lookupTokens(texts(toks, i, i+n)); e != nil {
					if e.Type == schema.Place && e.Country != "" {
						out[e.Country] = true
					}
					step = n
					break
				}
			}
			i += step
		}
	}
	return out
}

// monthFirstInAmerica rereads the dates guessed day first ("1/12/2015")
// month first when the caption is set in the United States: the only
// country it names, or, when it names none, the only country of its
// cities of some size ("in Detroit") and states ("Baltimore, Md.").
func (g *gazetteer) monthFirstInAmerica(body string, toks []token, runs []run, countries map[string]bool, dates []dateMention) {
	guessed := slices.ContainsFunc(dates, func(d dateMention) bool { return d.DayFirstGuess })
	if !guessed {
		return
	}
	american := countries["US"] && len(countries) == 1
	if len(countries) == 0 {
		cities := map[string]bool{}
		for _, r := range runs {
			for _, p := range g.geoLookup(spanText(body, toks, r.a, r.b)) {
				if p.Pop >= 100000 {
					cities[p.Country] = true
				}
			}
		}
		for i := 1; i+1 < len(toks); i++ {
			// "the Port of Baltimore, Md.", "YUMA, AZ -": a state's
			// abbreviation after a town
			st, ok := g.stateAbbrevs[toks[i].Text]
			abbreviated := toks[i+1].Text == "." && toks[i+1].Start == toks[i].End
			postal := len(toks[i].Text) == 2 && strings.ToUpper(toks[i].Text) == toks[i].Text && toks[i+1].Kind == tokPunct
			if ok && toks[i-1].Text == "," && (abbreviated || postal) {
				cities[st.country] = true
			}
		}
		american = cities["US"] && len(cities) == 1
	}
	if !american {
		return
	}
	for i, d := range dates {
		if d.DayFirstGuess {
			dates[i].ISO = d.ISO[:5] + d.ISO[8:10] + "-" + d.ISO[5:7]
			dates[i].DayFirstGuess = false
		}
	}
}

// areaGenerics are the generic words that make a name an administrative
// area rather than its capital town: "the Donetsk region".
var areaGenerics = map[string]bool{
	"province": true, "governorate": true, "region": true, "oblast": true, "state": true,
	"county": true, "prefecture": true,
}

// geoEvidence weighs a GeoNames hit for an unknown name: a place of that
// name exists (1), it is large (up to 3 more), and it lies in a country the
// caption names (2 more). The many common words and first names among
// 140,000 place names never reach a place type on this alone against the
// evidence for a person (titles, ages) or an organisation.
func (g *gazetteer) geoEvidence(name string, words []string, c *capCtx, area bool) (geoPlace, float64, bool) {
	if len(words) == 0 || len(words) > 5 {
		return geoPlace{}, 0, false
	}
	if len(words) == 1 {
		w := words[0]
		if g.common[w] || g.demonyms[w] || g.titleWords[strings.ToLower(w)] || (isAllCaps(w) && len(w) <= 4) {
			return geoPlace{}, 0, false
		}
	}
	ps := g.geoLookup(name)
	if len(ps) == 0 {
		return geoPlace{}, 0, false
	}
	p, ok := pickGeo(ps, c.countries, "", area)
	if !ok || area && !p.admin() {
		// "Babylon province" is no town of Babylon, in Iraq or New York
		return geoPlace{}, 0, false
	}
	if len(c.countries) > 0 && !c.countries[p.Country] && p.Pop < 100000 {
		// a small namesake abroad: the caption's own countries speak against it
		return geoPlace{}, 0, false
	}
	score := 1.0
	switch {
	case p.Pop >= 1000000:
		score += 3
	case p.Pop >= 100000:
		score += 2
	case p.Pop >= 20000:
		score += 1
	}
	if c.countries[p.Country] {
		score += 2
	}
	return p, score, true
}

// townsOfStates relinks a town written before its state or province to
// the town of that state ("Paris, Texas", "London, Ont.", "Sydney, N.S."),
// when the gazetteer had taken the name for a namesake in another country.
func (g *gazetteer) townsOfStates(toks []token, ms []mention) {
	for i := 0; i+1 < len(ms); i++ {
		town, state := &ms[i], &ms[i+1]
		if town.entity.Type != schema.Place || state.entity.Type != schema.Place || town.tokEnd >= len(toks) || toks[town.tokEnd].Text != "," || state.tokStart != town.tokEnd+1 {
			continue
		}
		country, admin1 := g.stateCode(*state)
		if admin1 == "" || placeCountry(*town) == country || placeCountry(*town) == "" {
			continue
		}
		var best *geoPlace
		for _, p := range g.geoLookup(town.entity.Name) {
			if p.Country == country && p.Admin1 == admin1 && !p.admin() && (best == nil || p.Pop > best.Pop) {
				best = &p
			}
		}
		if best != nil {
			town.gaz, town.place = nil, best
		}
	}
}

// stateCode is the country and GeoNames first-level code of a state or
// province mention, or nothing when it names none.
func (g *gazetteer) stateCode(m mention) (country, admin1 string) {
	if m.place != nil && m.place.admin() {
		return m.place.Country, m.place.Admin1
	}
	if m.gaz == nil || m.gaz.Kind != "province" || m.gaz.Country == "" {
		return "", ""
	}
	if p, ok := g.adminPlace(m.gaz.Name, m.gaz.Country); ok {
		return p.Country, p.Admin1
	}
	return "", ""
}

// placeCountry is the country a place mention was linked to.
func placeCountry(m mention) string {
	switch {
	case m.gaz != nil:
		return m.gaz.Country
	case m.place != nil:
		return m.place.Country
	}
	return ""
}

// link gives each place its GeoNames id and coordinates and each country
// its ISO code and coordinates. A curated place links only to a GeoNames
// place in its own country; a place found by context only to one in a
// country the caption names, so that a village the gazetteer lacks is not
// tied to a namesake elsewhere.
func (g *gazetteer) link(ms []mention, countries map[string]bool) {
	for i := range ms {
		m := &ms[i]
		if m.entity.Type != schema.Place {
			continue
		}
		if m.gaz != nil && m.gaz.Kind == "country" {
			m.entity.CountryCode = m.gaz.Country
			m.entity.Latitude, m.entity.Longitude = m.gaz.Lat, m.gaz.Lon
			continue
		}
		area := areaGenerics[m.generic]
		var p geoPlace
		ok := false
		switch {
		case m.place != nil:
			p, ok = *m.place, true
		case m.gaz != nil:
			if m.gaz.Country == "" {
				continue
			}
			area = area || m.gaz.Kind == "province" || m.gaz.Kind == "region"
			var ps []geoPlace
			for _, f := range m.gaz.Forms {
				ps = append(ps, g.geoLookup(f)...)
			}
			var same []geoPlace
			for _, q := range ps {
				if q.Country == m.gaz.Country {
					same = append(same, q)
				}
			}
			p, ok = pickGeo(same, countries, m.gaz.Country, area)
		default:
			var in []geoPlace
			for _, q := range g.geoLookup(m.entity.Name) {
				if countries[q.Country] {
					in = append(in, q)
				}
			}
			p, ok = pickGeo(in, countries, "", area)
			ok = ok && (!area || p.admin()) // "Babylon province" is no town of Babylon
			if ok {
				m.place = &p
			}
		}
		if !ok || p.admin() {
			continue
		}
		m.entity.GeoNamesID = p.ID
		m.entity.Latitude, m.entity.Longitude = p.Lat, p.Lon
	}
}
