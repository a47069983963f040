package extract

import (
	"strings"
	"unicode"

	"github.com/kg-archive/kg/schema"
)

// Georgian has no capitals to mark a name, and glues its cases to it:
// "თელავში" (in Telavi), "სიღნაღის" (of Sighnaghi), "ბათუმიდან" (from
// Batumi). Its letters spell the Latin names GeoNames gives Georgia's
// towns one for one, so a word is read as a town when, without its case
// ending, its romanisation is a town of Georgia that GeoNames knows.

// georgianLatin spells Georgian as Georgia's national romanisation does.
var georgianLatin = strings.NewReplacer(
	"ა", "a", "ბ", "b", "გ", "g", "დ", "d", "ე", "e", "ვ", "v", "ზ", "z", "თ", "t", "ი", "i", "კ", "k", "ლ", "l",
	"მ", "m", "ნ", "n", "ო", "o", "პ", "p", "ჟ", "zh", "რ", "r", "ს", "s", "ტ", "t", "უ", "u", "ფ", "p", "ქ", "k",
	"ღ", "gh", "ყ", "q", "შ", "sh", "ჩ", "ch", "ც", "ts", "ძ", "dz", "წ", "ts", "ჭ", "ch", "ხ", "kh", "ჯ", "j", "ჰ", "h",
)

// georgianPlaces reads the towns of Georgia named in Georgian text.
func (g *gazetteer) georgianPlaces(text string) ([]scriptName, [][2]string) {
	if g.geo == nil || !hasScript(text, []*unicode.RangeTable{unicode.Georgian}) {
		return nil, nil
	}
	var out []scriptName
	for _, w := range spacedWords(text) {
		if scriptOf(w.text) != unicode.Georgian || len([]rune(w.text)) < 4 {
			continue
		}
		for _, cand := range nominativeForms(unicode.Georgian, w.text) {
			if !g.georgianTown(cand) {
				continue
			}
			sn := scriptName{entity: schema.Entity{Type: schema.Place, Name: cand}, pos: w.start}
			if cand != w.text {
				sn.entity.Aliases = []string{w.text}
			}
			out = append(out, sn)
			break
		}
	}
	return out, nil
}

// georgianTown reports whether GeoNames knows name, romanised, as a
// populated place of Georgia.
func (g *gazetteer) georgianTown(name string) bool {
	for _, p := range g.geo.lookup(georgianLatin.Replace(name)) {
		if p.Country == "GE" && !p.admin() {
			return true
		}
	}
	return false
}
