package extract

import (
	"strings"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Amharic captions name a place by its area noun after it, the larger
// place first, with "በ" (in) or "የ" (of) glued to the first word: "በሀዋሳ
// ከተማ" (in Hawassa city), "የኦሮሚያ ክልል" (of the Oromia region), "በጎፋ ዞን
// ገዜ ጎፋ ወረዳ" (in Geze Gofa woreda, Gofa zone). No capital marks the
// name, so it is read only where its first word is marked: by that
// prefix, by the area noun just before it, or by the start of a sentence
// or clause.

// ethiopicAreaNouns follow a place's name: city, region, zone, woreda
// (district) and kebele (ward).
var ethiopicAreaNouns = map[string]bool{"ከተማ": true, "ክልል": true, "ዞን": true, "ወረዳ": true, "ቀበሌ": true}

// ethiopicAreaEndings are the endings an area noun may take and stay one
// area: the object's "-ን" and the definite "-ው", "-ዋ" ("ባሕር ዳር ከተማን").
var ethiopicAreaEndings = []string{"ን", "ው", "ዋ"}

// ethiopicPrefixes are the prepositions glued to a name's first word:
// in, of, from, to.
var ethiopicPrefixes = []string{"በ", "የ", "ከ", "ለ"}

// ethiopicNameWords is the most words a place's name before its noun
// takes ("ደቡብ ምዕራብ ሸዋ").
const ethiopicNameWords = 3

// ethiopicPlaces reads the places named before an area noun in Ge'ez
// script, and the nesting of a chain of them.
func ethiopicPlaces(text string) (places []scriptName, pairs [][2]string) {
	if !hasScript(text, ethiopic) || strings.Contains(text, "ኣ") {
		return nil, nil // (Tigrinya, spelt with "ኣ", writes the noun first: "ኣብ ከተማ መቐለ")
	}
	words := spacedWords(text)
	named := map[int]string{} // the place named before the area noun at each word
	for k, w := range words {
		if k == 0 || ethiopicAreaNoun(w.text) == "" {
			continue
		}
		start, chained := -1, false
		for j := k - 1; j >= max(0, k-ethiopicNameWords); j-- {
			if ethiopicAreaNoun(words[j].text) != "" {
				break
			}
			if _, ok := cutEthiopicPrefix(words[j].text); ok || words[j].opens {
				start = j
				break
			}
			if j > 0 && ethiopicAreaNoun(words[j-1].text) != "" {
				start, chained = j, true
				break
			}
		}
		if start < 0 {
			continue // nothing marks where the name begins
		}
		first, _ := cutEthiopicPrefix(words[start].text)
		parts := []string{first}
		for _, w := range words[start+1 : k] {
			parts = append(parts, w.text)
		}
		name := strings.Join(parts, " ")
		if !caselessName(strings.ReplaceAll(name, " ", "")) || utf8.RuneCountInString(first) < 2 || strings.HasPrefix(first, "ሚ") {
			continue // ("በሚገኙባት ላሊበላ ከተማ": a relative verb's "ሚ", in which is found)
		}
		noun := ethiopicAreaNoun(w.text)
		pos := words[start].start + len(words[start].text) - len(first)
		places = append(places, scriptName{entity: schema.Entity{Type: schema.Place, Name: name, Aliases: []string{name + " " + noun}}, pos: pos})
		named[k] = name
		if parent := named[start-1]; chained && parent != "" && parent != name {
			pairs = append(pairs, [2]string{name, parent})
		}
	}
	return places, pairs
}

// ethiopicAreaNoun returns the area noun w is, less its ending ("ከተማን"
// is "ከተማ"), or "".
func ethiopicAreaNoun(w string) string {
	if ethiopicAreaNouns[w] {
		return w
	}
	for _, e := range ethiopicAreaEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && ethiopicAreaNouns[stem] {
			return stem
		}
	}
	return ""
}

// cutEthiopicPrefix cuts a preposition off w's front, keeping a stem of
// two syllables or more.
func cutEthiopicPrefix(w string) (string, bool) {
	for _, p := range ethiopicPrefixes {
		if stem, ok := strings.CutPrefix(w, p); ok && utf8.RuneCountInString(stem) >= 2 {
			return stem, true
		}
	}
	return w, false
}
