package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Countries are named in every language a desk captions in, and in a
// script without capitals no run of capitalised words finds them:
// "בלבנון" (in Lebanon), "საქართველოში" (in Georgia), "ভারতের" (of
// India), "በኢትዮጵያ" (in Ethiopia). country-names.tsv holds the names
// i18n-iso-countries gives in those scripts, and places.tsv some places'
// ("בירושלים", in Jerusalem); a word is read as one when it is the name
// itself, or the name with the prefixes or case endings its language
// writes on it.

// caselessScripts are the scripts whose names of places are looked for
// word by word; the cased ones (Cyrillic, Greek, Armenian) join the
// gazetteer's forms, where runs find them.
var caselessScripts = []*unicode.RangeTable{
	unicode.Hebrew, unicode.Georgian, unicode.Ethiopic, unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi,
	unicode.Gujarati, unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada, unicode.Malayalam,
	unicode.Sinhala, unicode.Khmer, unicode.Myanmar, unicode.Lao, unicode.Tibetan, unicode.Thaana,
}

// scriptPrefixes are the letters glued before a noun: Hebrew's "and",
// "the", "in", "to", "from", "that" and "as" ("ובישראל", two of them),
// Amharic's "in", "of", "from" and "to" ("በኢትዮጵያ", "የኢትዮጵያ").
var scriptPrefixes = map[*unicode.RangeTable][]string{
	unicode.Hebrew:   {"ו", "ה", "ב", "ל", "מ", "ש", "כ"},
	unicode.Ethiopic: {"በ", "የ", "ከ", "ለ", "ወደ"},
}

// hebrewPrefixLetters is how many prefix letters Hebrew stacks at most.
const hebrewPrefixLetters = 2

// scriptEndings are the case endings and postpositions written onto a
// noun: Georgian's "in", "of", "from", "at", "on", "for" and ergative
// ("საქართველოში", "რუსეთის", the nominative's "ი" dropped); Bengali's,
// Tamil's and Malayalam's genitive and locative ("ভারতের", "இந்தியாவில்",
// "ഇന്ത്യയിൽ"); Nepali's and Marathi's ("भारतमा", "भारतात"); Amharic's
// object ending ("ኢትዮጵያን"). An adjective ("भारतीय", Indian) has none
// of them.
var scriptEndings = map[*unicode.RangeTable][]string{
	unicode.Georgian:   {"ში", "ის", "ს", "იდან", "დან", "მა", "მ", "თან", "ზე", "ისთვის", "ით", "ად", "ისკენ"},
	unicode.Bengali:    {"ের", "এর", "ে", "য়", "তে", "কে", "র"},
	unicode.Tamil:      {"வில்", "வின்", "வுக்கு", "வை", "வுடன்", "ில்", "ின்", "க்கு", "ை"},
	unicode.Malayalam:  {"യിൽ", "യുടെ", "യിലേക്ക്", "യെ", "യ്ക്ക്", "ിൽ", "ിന്റെ", "ിലേക്ക്", "ത്തിൽ", "ത്തിന്റെ"},
	unicode.Devanagari: {"मा", "मै", "को", "ले", "बाट", "ात", "ाचा", "ाची", "ाचे", "ाला", "ला"},
	unicode.Ethiopic:   {"ን", "ም"},
}

// notCountryWords are country names that are also common words: Hindi's
// "कतार" is Qatar and a queue ("कतार में खड़े").
var notCountryWords = map[string]bool{"कतार": true}

// hebrewNameHeads are nouns in the construct state that make the place
// after them part of a longer name: "נמל חיפה" (Haifa port), "הרי
// ירושלים" (the Jerusalem hills), "מחנה הפליטים ג'נין" (the Jenin refugee
// camp), "הפועל תל אביב" (a club), "משטרת ישראל" (the Israel Police).
var hebrewNameHeads = withWords(map[string]bool{},
	"נמל", "הרי", "הר", "מחנה", "פליטים", "הפליטים", "פועל", "הפועל", "מכבי", "עיריית", "אוניברסיטת", "משטרת", "עמק", "מדבר", "ים")

// hebrewNameHead reports whether w is one of the hebrewNameHeads, bare or
// after up to two prefix letters ("בהרי", in the hills of).
func hebrewNameHead(w string) bool {
	r := []rune(w)
	for k := 0; k <= hebrewPrefixLetters && k < len(r); k++ {
		if hebrewNameHeads[string(r[k:])] {
			return true
		}
		if !strings.ContainsRune("ובהלמשכ", r[k]) {
			break
		}
	}
	return false
}

// ethiopicBodyNouns end the name of a body an Amharic country in the
// genitive opens: board, army, commission, league, bank, corporation,
// federation, organisation, agency, ministry, party, council, airline
// ("air way"), television, university.
var ethiopicBodyNouns = map[string]bool{
	"ቦርድ": true, "ሠራዊት": true, "ሰራዊት": true, "ኮሚሽን": true, "ሊግ": true, "ባንክ": true, "ኮርፖሬሽን": true, "ፌዴሬሽን": true,
	"ድርጅት": true, "ኤጀንሲ": true, "ሚኒስቴር": true, "ፓርቲ": true, "ምክር": true, "መንገድ": true, "ቴሌቪዥን": true, "ዩኒቨርሲቲ": true,
}

// genitiveOpensBody reports whether the country at words[a:b], in
// Amharic's genitive, opens a body's name the next words close: "የኢትዮጵያ
// ብሔራዊ ምርጫ ቦርድ" is the election board, no mention of Ethiopia.
func genitiveOpensBody(script *unicode.RangeTable, words []spacedWord, a, b int) bool {
	if script != unicode.Ethiopic || !strings.HasPrefix(words[a].text, "የ") {
		return false
	}
	for k := b; k < len(words) && k < b+4 && !words[k-1].closes; k++ {
		if ethiopicBodyNouns[words[k].text] {
			return true
		}
	}
	return false
}

// insideKnownName reports whether words[a:b] lie inside a longer name the
// gazetteer knows: "משטרת ישראל" (Israel Police), "የኢትዮጵያ ብሔራዊ ምርጫ ቦርድ".
func (g *gazetteer) insideKnownName(words []spacedWord, a, b int) bool {
	for from := max(a-2, 0); from <= a; from++ {
		for to := b; to <= min(b+4, len(words)); to++ {
			if from == a && to == b {
				continue
			}
			texts := make([]string, 0, to-from)
			for _, w := range words[from:to] {
				texts = append(texts, w.text)
			}
			if g.byKey[strings.Join(wordTexts(strings.Join(texts, " ")), " ")] != nil {
				return true
			}
		}
	}
	return false
}

// nominativeForms are s and the forms it may have without one of its
// script's case endings; Georgian gives back the "ი" an ending drops
// ("თელავში" თელავი, "რუსეთის" რუსეთი).
func nominativeForms(script *unicode.RangeTable, s string) []string {
	out := []string{s}
	for _, end := range scriptEndings[script] {
		stem, ok := strings.CutSuffix(s, end)
		if !ok || utf8.RuneCountInString(stem) < 3 {
			continue
		}
		if script == unicode.Georgian {
			out = append(out, stem+"ი")
		}
		out = append(out, stem)
	}
	return out
}

// scriptOf returns the caselessScripts table w's first letter is
// of, or nil.
func scriptOf(w string) *unicode.RangeTable {
	r, _ := utf8.DecodeRuneInString(w)
	for _, t := range caselessScripts {
		if unicode.Is(t, r) {
			return t
		}
	}
	return nil
}

// scriptPlaceNames reads the countries and known places the text names in
// the caselessScripts. The name is the place's name in that script, the
// written form its alias when prefixes or endings dress it.
func (g *gazetteer) scriptPlaceNames(text string) ([]scriptName, [][2]string) {
	if len(g.scriptPlaces) == 0 || !hasScript(text, caselessScripts) {
		return nil, nil
	}
	words := spacedWords(text)
	var out []scriptName
	for i := 0; i < len(words); i++ {
		script := scriptOf(words[i].text)
		if script == nil {
			continue
		}
		for n := min(g.scriptPlaceWords, len(words)-i); n >= 1; n-- {
			if n > 1 && words[i+n-2].closes {
				continue // a name stays inside its clause
			}
			texts := make([]string, n)
			for k := range n {
				texts[k] = words[i+k].text
			}
			name, e := g.scriptPlace(script, texts)
			if e == nil || notCountryWords[texts[0]] || g.insideKnownName(words, i, i+n) || genitiveOpensBody(script, words, i, i+n) ||
				i > 0 && hebrewNameHead(words[i-1].text) && !words[i-1].closes {
				continue
			}
			sn := scriptName{entity: schema.Entity{Type: schema.Place, Name: name}, pos: words[i].start, ref: e}
			if written := strings.Join(texts, " "); written != name {
				sn.entity.Aliases = []string{written}
			}
			out = append(out, sn)
			i += n - 1
			break
		}
	}
	return out, nil
}

// scriptPlace looks words up as a known place's name, bare or with its
// first word's prefixes and its last word's ending, and returns the name
// and its entry.
func (g *gazetteer) scriptPlace(script *unicode.RangeTable, words []string) (string, *gazEntry) {
	lookup := func(s string) (string, *gazEntry) {
		for _, form := range nominativeForms(script, s) {
			if e := g.scriptPlaces[form]; e != nil {
				return form, e
			}
		}
		return "", nil
	}
	whole := strings.Join(words, " ")
	if name, e := lookup(whole); e != nil {
		return name, e
	}
	rest := whole
	for range hebrewPrefixLetters {
		cut := false
		for _, p := range scriptPrefixes[script] {
			if r, ok := strings.CutPrefix(rest, p); ok && utf8.RuneCountInString(r) >= 3 {
				rest, cut = r, true
				break
			}
		}
		if !cut {
			break
		}
		if name, e := lookup(rest); e != nil {
			return name, e
		}
		if script != unicode.Hebrew {
			break
		}
	}
	return "", nil
}
