package extract

import (
	"regexp"
	"strings"

	"github.com/kg-archive/kg/schema"
)

// reThaiUnit is a Thai place after the abbreviation of its unit, "ต."
// (subdistrict), "อ." (district) or "จ." (province), running to the next
// space: "อ.หาดใหญ่ จ.สงขลา" is Hat Yai district in Songkhla province.
var reThaiUnit = regexp.MustCompile(`(?:^|[\s(（])([ตอจ])\.\s?(\p{Thai}+)`)

// thaiPlaces finds such places; each unit followed, after a space, by a
// larger one lies inside it.
func thaiPlaces(text string) (places []scriptName, pairs [][2]string) {
	if !strings.Contains(text, "จ.") && !strings.Contains(text, "อ.") && !strings.Contains(text, "ต.") {
		return nil, nil
	}
	rank := map[string]int{"ต": 1, "อ": 2, "จ": 3}
	seen := map[string]bool{}
	prevEnd, prevRank, prevName := -1, 0, ""
	for _, m := range reThaiUnit.FindAllStringSubmatchIndex(text, -1) {
		unit, name := text[m[2]:m[3]], text[m[4]:m[5]]
		if strings.HasPrefix(text[m[5]:], ".") {
			continue // "ต.ค.": October, shortened
		}
		if !seen[name] {
			seen[name] = true
			places = append(places, scriptName{schema.Entity{Type: schema.Place, Name: name, Aliases: []string{unit + "." + name}}, m[2], nil})
		}
		if prevEnd >= 0 && strings.TrimSpace(text[prevEnd:m[2]]) == "" && rank[unit] > prevRank {
			pairs = append(pairs, [2]string{prevName, name})
		}
		prevEnd, prevRank, prevName = m[1], rank[unit], name
	}
	return places, pairs
}
