package schema

import (
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/cayleygraph/quad"
)

// Quads returns the quads one record states, each labelled with the photo's
// IRI: the label is the provenance of the fact, so a fact stated by two
// captions is two quads. The order is deterministic.
func (m IRIs) Quads(rec Record) []quad.Quad {
	photo := m.Photo(rec.ID, rec.Text)
	var out []quad.Quad
	add := func(s quad.Value, p quad.IRI, o quad.Value) {
		out = append(out, quad.Quad{Subject: s, Predicate: p, Object: o, Label: photo})
	}

	add(photo, RDFType, Photograph)
	add(photo, RDFType, ImageObject)
	add(photo, CaptionProp, quad.String(rec.Text))
	if rec.ID != "" {
		add(photo, Identifier, quad.String(rec.ID))
	}
	if lit, ok := DateLiteral(rec.Date); ok {
		add(photo, DateCreated, lit)
	}
	if rec.Credit != "" {
		add(photo, CreditText, quad.String(rec.Credit))
	}

	credited := make(map[string]bool)
	for _, name := range rec.Photographers {
		add(photo, Creator, m.Entity(Person, name))
		credited[string(Person)+"\x00"+name] = true
	}
	for _, name := range rec.Agencies {
		add(photo, Provider, m.Entity(Org, name))
		credited[string(Org)+"\x00"+name] = true
	}

	first := firstSentence(rec.Text)
	for _, e := range rec.Entities {
		class, ok := e.Type.Class()
		if !ok {
			continue
		}
		node := m.Entity(e.Type, e.Name)
		add(node, RDFType, class)
		add(node, Name, quad.String(e.Name))
		for _, alias := range uniqueAliases(e) {
			add(node, AlternateName, quad.String(alias))
		}
		if e.Type == Place {
			m.placeFacts(e, node, add)
			// The place a photo shows is named in its first sentence; places
			// further on are background ("exhibitions in Turkey").
			if mentionedIn(first, e) {
				add(photo, ContentLocation, node)
			}
		}
		if !credited[string(e.Type)+"\x00"+e.Name] {
			add(photo, Mentions, node)
		}
	}
	for _, pair := range rec.PartOf {
		if pair[0] == "" || pair[1] == "" || Key(pair[0]) == Key(pair[1]) {
			continue
		}
		add(m.Entity(Place, pair[0]), ContainedIn, m.Entity(Place, pair[1]))
	}

	keys := make([]string, 0, len(rec.Props))
	for k := range rec.Props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := rec.Props[k]
		if v == "" {
			continue
		}
		if k == "url" {
			if u, err := url.Parse(v); err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" {
				add(photo, URL, quad.IRI(u.String()))
				continue
			}
		}
		add(photo, m.Prop(k), quad.String(v))
	}
	return out
}

func (m IRIs) placeFacts(e Entity, node quad.IRI, add func(quad.Value, quad.IRI, quad.Value)) {
	if e.CountryCode != "" {
		add(node, RDFType, CountryClass)
		add(node, AddressCountry, quad.String(e.CountryCode))
	}
	if e.GeoNamesID > 0 {
		add(node, SameAs, quad.IRI(GeoNamesNS+strconv.Itoa(e.GeoNamesID)+"/"))
	}
	if e.Latitude != 0 || e.Longitude != 0 {
		geo := m.Geo(node)
		add(node, Geo, geo)
		add(geo, RDFType, GeoCoordinates)
		add(geo, Latitude, Double(e.Latitude))
		add(geo, Longitude, Double(e.Longitude))
	}
}

// Double is an xsd:double literal with the full datatype IRI.
func Double(f float64) quad.TypedString {
	return quad.TypedString{Value: quad.String(strconv.FormatFloat(f, 'f', -1, 64)), Type: XSDDouble}
}

// DateLiteral types an ISO date by its precision: 2016-08-06 is an xsd:date,
// 2016-08 an xsd:gYearMonth, 2016 an xsd:gYear. Anything else is no date.
func DateLiteral(iso string) (quad.TypedString, bool) {
	var typ quad.IRI
	switch {
	case isDigits(iso, "dddd-dd-dd"):
		typ = XSDDate
	case isDigits(iso, "dddd-dd"):
		typ = XSDGYearMonth
	case isDigits(iso, "dddd"):
		typ = XSDGYear
	default:
		return quad.TypedString{}, false
	}
	return quad.TypedString{Value: quad.String(iso), Type: typ}, true
}

// isDigits matches s against a pattern where 'd' is any ASCII digit.
func isDigits(s, pattern string) bool {
	if len(s) != len(pattern) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if pattern[i] == 'd' {
			if s[i] < '0' || s[i] > '9' {
				return false
			}
		} else if s[i] != pattern[i] {
			return false
		}
	}
	return true
}

func uniqueAliases(e Entity) []string {
	seen := map[string]bool{e.Name: true}
	var out []string
	for _, a := range e.Aliases {
		a = strings.TrimSpace(a)
		if a == "" || seen[a] {
			continue
		}
		seen[a] = true
		out = append(out, a)
	}
	return out
}

// firstSentence returns the text up to the first full stop that ends a
// sentence, which is where a caption describes the scene itself.
func firstSentence(text string) string {
	for i := 0; i+2 < len(text); i++ {
		if text[i] != '.' || text[i+1] != ' ' {
			continue
		}
		next := text[i+2]
		if !(next >= 'A' && next <= 'Z' || next == '(') {
			continue
		}
		word := text[strings.LastIndexAny(text[:i], " (")+1 : i]
		// "Gen. Smith", "U.S. troops", "Aug. 6": an abbreviation's stop
		// does not end the sentence.
		if abbreviations[strings.ToLower(word)] || strings.Contains(word, ".") || len(word) == 1 {
			continue
		}
		return text[:i+1]
	}
	return text
}

var abbreviations = map[string]bool{
	"gen": true, "lt": true, "col": true, "maj": true, "capt": true, "sgt": true, "cpl": true, "pvt": true,
	"adm": true, "dr": true, "mr": true, "mrs": true, "ms": true, "prof": true, "rev": true, "st": true,
	"sen": true, "rep": true, "gov": true, "pres": true, "jr": true, "sr": true, "no": true, "mt": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "aug": true, "sep": true, "sept": true,
	"oct": true, "nov": true, "dec": true,
}

func mentionedIn(text string, e Entity) bool {
	if strings.Contains(text, e.Name) {
		return true
	}
	for _, a := range e.Aliases {
		if a != "" && strings.Contains(text, a) {
			return true
		}
	}
	return false
}
