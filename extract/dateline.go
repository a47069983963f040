package extract

import (
	"strings"
	"unicode"

	"github.com/kg-archive/kg/schema"
)

// caselessDateline reads the town that opens a caption written in a script
// without capitals, before a comma and the date: "कोहिमा, 7 दिसंबर 2021",
// "ডিমাপুৰ, ১০ ডিচেম্বৰ, ২০১৯", "ქუთაისი, 12 მაისი 2021". No capital marks
// the name, but the dateline's shape does. Arabic, Chinese, Japanese, Thai
// and Korean names are read by their own readers.
func caselessDateline(text string) (places []scriptName, pairs [][2]string) {
	town, rest, ok := strings.Cut(text, ",")
	town = strings.TrimSpace(town)
	words := strings.Fields(town)
	if !ok || len(words) == 0 || len(words) > 2 {
		return nil, nil
	}
	for _, r := range town {
		if r != ' ' && !unicode.IsMark(r) && r != '\u200c' && r != '\u200d' && (!caseless(r) || isArabicLetter(r) || isHan(r) || unicode.Is(unicode.Thai, r) || unicode.Is(unicode.Hangul, r)) {
			return nil, nil
		}
	}
	rest = strings.TrimLeft(rest, " ")
	if ds := findDates(rest); len(ds) == 0 || ds[0].Start != 0 {
		return nil, nil
	}
	return []scriptName{{entity: schema.Entity{Type: schema.Place, Name: town}, pos: strings.Index(text, town)}}, nil
}
