package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Telugu, Kannada, Malayalam, Tamil, Gujarati, Punjabi and Odia captions
// name a district, its mandal or taluk and a village the way Nepali and
// Bengali do (southasia.go), the larger first, each name before its area
// noun, but mostly side by side rather than in the genitive: "కర్నూలు
// జిల్లా కల్లూరు మండలం చిన్నటేకూరు" (Chinnatekur, Kallur mandal, Kurnool
// district), "ആലപ്പുഴ ജില്ലയിലെ തകഴിയിൽ" (at Thakazhi, in Alappuzha
// district), "બોટાદ જિલ્લાના બરવાળા તાલુકાના રોજીદ ગામમાં". The name is
// the word before the noun (two after a compass word: "పశ్చిమ గోదావరి
// జిల్లా"); the place after a noun is read only when a case ending puts
// something there or the noun links it in the genitive.

// indicAreaNouns open the words for a district, a mandal or taluk, a
// panchayat, a village, a city and a town; a word that begins with one
// (its case ending after it: "జిల్లాలోని", "ജില്ലയിലെ") is that noun.
var indicAreaNouns = []string{
	"జిల్లా", "మండల", "గ్రామ", "నగర", "పట్టణ",
	"ಜಿಲ್ಲೆ", "ತಾಲ್ಲೂಕ", "ತಾಲೂಕ", "ಗ್ರಾಮ",
	"ജില്ല", "താലൂക്ക", "പഞ്ചായത്ത", "ഗ്രാമ",
	"மாவட்ட", "கிராம", "வட்ட",
	"જિલ્લ", "તાલુક", "ગામ",
	"ਜ਼ਿਲ੍ਹ", "ਜ਼ਿਲ੍ਹ", "ਸ਼ਹਿਰ", // (ਜ਼ with its dot apart, and as one letter)
	"ଜିଲ୍ଲା", "ଗାଁ", "ବ୍ଲକ",
}

// indicLinkedNouns are area nouns in the genitive or locative, which
// make the next word a place within them: "ആലപ്പുഴ ജില്ലയിലെ", "ಶಿವಮೊಗ್ಗ
// ಜಿಲ್ಲೆಯ", "બોટાદ જિલ્લાના", "ପୁରୀ ଜିଲ୍ଲାର", "గుంటూరు జిల్లాలోని".
var indicLinkedNouns = map[string]bool{
	"జిల్లాలోని": true, "మండలంలోని": true, "ಜಿಲ್ಲೆಯ": true, "ತಾಲ್ಲೂಕಿನ": true, "ತಾಲೂಕಿನ": true,
	"ജില്ലയിലെ": true, "താലൂക്കിലെ": true, "പഞ്ചായത്തിലെ": true, "மாவட்டத்தின்": true,
	"જિલ્લાના": true, "તાલુકાના": true, "ଜିଲ୍ଲାର": true,
}

// indicLinkWords follow a Punjabi area noun as its genitive: "ਕਪੂਰਥਲਾ
// ਜ਼ਿਲ੍ਹੇ ਦੇ".
var indicLinkWords = map[string]bool{"ਦੇ": true, "ਦੀ": true, "ਦਾ": true}

// indicLeadingNouns come before a place's name: Punjabi's village, "ਪਿੰਡ
// ਬੱਲ੍ਹੋ".
var indicLeadingNouns = map[string]bool{"ਪਿੰਡ": true}

// indicPostpositions close a place's name after it: at, near, in, located
// in.
var indicPostpositions = map[string]bool{
	"వద్ద": true, "సమీపంలో": true, "సమీపంలోని": true, "ಬಳಿ": true, "ಸಮೀಪ": true, "ಸಮೀಪದ": true, "സമീപം": true,
	"அருகே": true, "பகுதியில்": true, "પાસે": true, "ਵਿੱਚ": true, "ਵਿਖੇ": true, "ਸਥਿਤ": true, "ଠାରେ": true, "ନିକଟରେ": true,
}

// indicCaseEndings end a word that is no name before an area noun: a verb's
// or noun's case ("పొంగడంతో", "ఆదేశాలున్నా", "അവരവരുടെ", "ಸೇತುವೆಯನ್ನು",
// "வாயிலில்"), where the noun refers back to a place already named.
var indicCaseEndings = []string{
	"తో", "లో", "కు", "ను", "గా", "న్నా", "ని",
	"ನ್ನು", "ಯಿಂದ", "ಲ್ಲಿ", "ಗೆ",
	"ുടെ", "ിൽ", "ിലെ", "ന്റെ", "ക്ക്",
	"ில்", "ின்", "க்கு",
	"માં", "ને", "થી",
	"ରେ", "ରୁ", "କୁ",
}

// indicCompass open a district's name: west, east, north and south.
var indicCompass = map[string]bool{
	"పశ్చిమ": true, "తూర్పు": true, "ఉత్తర": true, "దక్షిణ": true,
	"ದಕ್ಷಿಣ": true, "ಉತ್ತರ": true, "ಪಶ್ಚಿಮ": true, "ಪೂರ್ವ": true,
	"വടക്ക്": true, "തെക്ക്": true, "പശ്ചിമ": true,
	"மேற்கு": true, "கிழக்கு": true, "வடக்கு": true, "தெற்கு": true,
	"પશ્ચિમ": true, "પૂર્વ": true, "ઉત્તર": true, "દક્ષિણ": true,
	"ପଶ୍ଚିମ": true, "ପୂର୍ବ": true, "ଉତ୍ତର": true, "ଦକ୍ଷିଣ": true,
}

// indicNotNames are the determiners and quantifiers that come before an
// area noun in place of a name: this, that, a, many, every, own, all, new.
var indicNotNames = map[string]bool{
	"ఈ": true, "ఆ": true, "ఓ": true, "పలు": true, "ప్రతి": true, "సొంత": true, "ఉమ్మడి": true, "కొత్త": true, "అన్ని": true, "ఆయా": true,
	"ಈ": true, "ಆ": true, "ಒಂದು": true, "ಎಲ್ಲ": true, "ಹೊಸ": true, "ಪ್ರತಿ": true,
	"ഈ": true, "ആ": true, "ഒരു": true, "എല്ലാ": true, "പുതിയ": true, "സ്വന്തം": true,
	"இந்த": true, "அந்த": true, "ஒரு": true, "அனைத்து": true, "புதிய": true,
	"આ": true, "તે": true, "એક": true, "દરેક": true, "નવા": true, "સમગ્ર": true,
	"ਇਸ": true, "ਉਸ": true, "ਇੱਕ": true, "ਹਰ": true,
	"ଏହି": true, "ସେହି": true, "ଗୋଟିଏ": true, "ପ୍ରତ୍ୟେକ": true,
}

// indicLocatives are the locative endings that put a word somewhere, and
// what the name's own ending was before them: Malayalam and Tamil turn a
// final "-ം"/"-ம்" into "-ത്ത്"/"-த்தில்" ("കൊല്ലത്ത്", "சாத்தான்குளத்தில்").
var indicLocatives = []struct{ ending, base string }{
	{"లోని", ""}, {"లోకి", ""}, {"లో", ""},
	{"ಿನಲ್ಲಿ", "ು"}, {"ದಲ್ಲಿ", ""}, {"ಯಲ್ಲಿ", ""}, {"ನಲ್ಲಿ", ""},
	{"ത്തിൽ", "ം"}, {"ത്ത്", "ം"}, {"യിൽ", ""}, {"ിൽ", "്"},
	{"த்தில்", "ம்"}, {"யில்", ""},
	{"માં", ""}, {"ରେ", ""},
}

var indicScripts = []*unicode.RangeTable{unicode.Telugu, unicode.Kannada, unicode.Malayalam, unicode.Tamil, unicode.Gujarati, unicode.Gurmukhi, unicode.Oriya}

// indicPlaces reads the places named before their area nouns, and after a
// noun that holds them, in the scripts above.
func indicPlaces(text string) (places []scriptName, pairs [][2]string) {
	if !hasScript(text, indicScripts) {
		return nil, nil
	}
	words := spacedWords(text)
	add := func(name, alias string, at int) {
		e := schema.Entity{Type: schema.Place, Name: name}
		if alias != name {
			e.Aliases = []string{alias}
		}
		places = append(places, scriptName{entity: e, pos: at})
	}
	named := map[int]string{} // the place named before the area noun at each word
	for k, w := range words {
		if k == 0 || !indicAreaNoun(w.text) || w.opens {
			continue
		}
		start := k - 1
		if !indicName(words[start]) {
			continue
		}
		if start > 0 && indicCompass[words[start-1].text] && !words[start].opens {
			start--
		}
		parts := make([]string, 0, 2)
		for _, p := range words[start:k] {
			parts = append(parts, p.text)
		}
		name := strings.Join(parts, " ")
		add(name, name+" "+w.text, words[start].start)
		named[k] = name
		if parent := named[start-1]; parent != "" && parent != name {
			pairs = append(pairs, [2]string{name, parent}) // "కర్నూలు జిల్లా కల్లూరు మండలం"
		}
		// the place the noun holds, after it
		j, linked := k+1, indicLinkedNouns[w.text]
		if j < len(words) && indicLinkWords[words[j].text] {
			j, linked = j+1, true
		}
		if j < len(words) && indicLeadingNouns[words[j].text] {
			j++ // "ਜ਼ਿਲ੍ਹੇ ਦੇ ਪਿੰਡ ਬੱਲ੍ਹੋ": the village, then its name
		}
		if j >= len(words) || words[j].opens || j+1 < len(words) && indicAreaNoun(words[j+1].text) && !words[j+1].opens {
			continue // (a name before the next noun is that noun's)
		}
		child, ok := indicLocative(words[j].text)
		if !ok && linked && indicName(words[j]) && (j+1 == len(words) || indicPostpositions[words[j+1].text]) {
			// (a bare word is the place only when "at" or "near" closes it:
			// "గుంటూరు జిల్లాలోని పులిచింతల ప్రాజెక్టు" is a project's name)
			child, ok = words[j].text, true
		}
		child = strings.TrimRight(child, "\u200c\u200d") // "సింగ్‌నగర్‌లో"
		if ok && child != name {
			add(child, words[j].text, words[j].start)
			pairs = append(pairs, [2]string{child, name})
		}
	}
	return places, pairs
}

// indicAreaNoun reports whether w is an area noun, perhaps with its case
// ending; "నగర్" (-nagar, a name's end) is not "నగరం" (city).
func indicAreaNoun(w string) bool {
	for _, n := range indicAreaNouns {
		rest, ok := strings.CutPrefix(w, n)
		if !ok {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(rest); rest == "" || !isVirama(r) && !isPlural(rest) {
			return true
		}
	}
	return false
}

// isVirama reports whether r kills a consonant's vowel: a word that goes on
// with one after an area noun's letters is another word.
func isVirama(r rune) bool {
	return r == '్' || r == '್' || r == '്' || r == '்' || r == '્' || r == '੍' || r == '୍'
}

// isPlural reports whether the rest of an area noun makes it plural, or
// its people: "గ్రామాలు", "ജില്ലകളിലേക്ക്", "கிராமங்கள்", "ಗ್ರಾಮಗಳು",
// "ಗ್ರಾಮಸ್ಥರು" (villagers).
func isPlural(rest string) bool {
	for _, p := range []string{"ాల", "കൾ", "കള", "ங்கள", "ಗಳ", "ଗୁଡ଼ିକ", "స్థ", "ಸ್ಥ", "വാസി", "ವಾಸಿ", "వాసు"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// indicName reports whether w may be a place's name: one word of the
// scripts above, no determiner, no area noun, with no punctuation after it
// and no case ending a name would not take before its noun.
func indicName(w spacedWord) bool {
	return hasScript(w.text, indicScripts) && caselessWord(w.text) && !indicNotNames[w.text] && !indicAreaNoun(w.text) &&
		utf8.RuneCountInString(w.text) >= 2 && !w.closes && !hasAnySuffix(w.text, indicCaseEndings...)
}

// indicLocative cuts a locative ending off w and restores the name's own
// ending: "మేడారంలో" is at Medaram, "തകഴിയിൽ" at Thakazhi.
func indicLocative(w string) (string, bool) {
	for _, l := range indicLocatives {
		if stem, ok := strings.CutSuffix(w, l.ending); ok && utf8.RuneCountInString(stem) >= 2 && caselessWord(stem) && !indicNotNames[stem] {
			return stem + l.base, true
		}
	}
	return "", false
}
