package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// caselessDateline reads the town that opens a caption written in a script
// without capitals, before a comma and the date, or before a colon:
// "कोहिमा, 7 दिसंबर 2021", "लेह: लद्दाख के लेह में",
// "ডিমাপুৰ, ১০ ডিচেম্বৰ, ২০১৯", "ქუთაისი, 12 მაისი 2021", with the
// area holding the town in brackets after it: "नामची (सिक्किम), 21 फरवरी
// 2020". No capital marks the name, but the dateline's shape does.
// Chinese, Japanese, Thai and Korean names are read by their own readers,
// and so are Arabic-script names the gazetteer knows; an unknown town in
// Arabic script is read here only before a comma and a date ("کرگل، 17
// جولائی 2024"), the one shape that leaves no doubt.
func caselessDateline(text string) (places []scriptName, pairs [][2]string) {
	k := strings.IndexAny(text, ",:،")
	if k < 0 {
		return nil, nil
	}
	sep, size := utf8.DecodeRuneInString(text[k:])
	head, rest := text[:k], strings.TrimLeft(text[k+size:], " ")
	town, area := strings.TrimSpace(head), ""
	if before, inner, bracketed := strings.Cut(town, " ("); bracketed && strings.HasSuffix(inner, ")") {
		town, area = strings.TrimSpace(before), strings.TrimSuffix(inner, ")")
	}
	if arabicDatelineTown(town) && area == "" && sep != ':' {
		if ds := findDates(rest); len(ds) == 0 || ds[0].Start != 0 {
			return nil, nil
		}
		return []scriptName{{entity: schema.Entity{Type: schema.Place, Name: town}, pos: strings.Index(text, town)}}, nil
	}
	if !caselessName(town) || area != "" && !caselessName(area) {
		return nil, nil
	}
	if sep == ':' {
		// PTI's Hindi dateline, the town and a colon: "लेह: लद्दाख के ...",
		// but not a credit's label ("फोटो: ...")
		if !strings.HasPrefix(text[k+1:], " ") || reCreditPrefix.MatchString(text) {
			return nil, nil
		}
	} else if ds := findDates(rest); (len(ds) == 0 || ds[0].Start != 0) && !reNepaliDay.MatchString(rest) {
		return nil, nil
	}
	places = []scriptName{{entity: schema.Entity{Type: schema.Place, Name: town}, pos: strings.Index(text, town)}}
	if area != "" {
		places = append(places, scriptName{entity: schema.Entity{Type: schema.Place, Name: area}, pos: strings.Index(text, area)})
		pairs = [][2]string{{town, area}}
	}
	return places, pairs
}

// arabicDatelineTown reports whether s is one or two words of Arabic
// script and no weekday, which opens a date as a town opens a dateline
// ("السبت، 12 مارس").
func arabicDatelineTown(s string) bool {
	return oneOrTwoWords(s, func(r rune) bool { return r == '\u200c' || isArabicLetter(r) }) &&
		!arabicWeekdays[strings.TrimPrefix(strings.Fields(s)[0], "ال")]
}

// arabicWeekdays holds the weekdays of Arabic (without its article),
// Persian and Urdu.
var arabicWeekdays = withWords(map[string]bool{}, "أحد", "احد", "اثنين", "إثنين", "ثلاثاء", "أربعاء", "اربعاء", "خميس", "جمعة", "سبت",
	"شنبه", "یکشنبه", "دوشنبه", "سه\u200cشنبه", "سه", "چهارشنبه", "پنجشنبه", "پنج\u200cشنبه", "جمعه",
	"پیر", "منگل", "بدھ", "جمعرات", "جمعہ", "ہفتہ", "اتوار")

// caselessName reports whether s is one or two words of a script without
// capitals that no reader of its own reads.
func caselessName(s string) bool {
	return oneOrTwoWords(s, func(r rune) bool {
		return unicode.IsMark(r) || r == '\u200c' || r == '\u200d' ||
			caseless(r) && !isArabicLetter(r) && !isHan(r) && !unicode.Is(unicode.Thai, r) && !unicode.Is(unicode.Hangul, r)
	})
}

// oneOrTwoWords reports whether s is one or two words whose every rune
// but the spaces is one letter accepts.
func oneOrTwoWords(s string, letter func(rune) bool) bool {
	if n := len(strings.Fields(s)); n == 0 || n > 2 {
		return false
	}
	for _, r := range s {
		if r != ' ' && !letter(r) {
			return false
		}
	}
	return true
}
