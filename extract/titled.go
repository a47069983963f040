package extract

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Hebrew, Amharic, Tigrinya, Urdu, Punjabi, Tamil, Telugu, Kannada,
// Malayalam and Sinhala have no capitals to mark a name, but their captions name people the way
// Nepali and Bengali do (southasia.go): after an office, a rank or a trade,
// "ראש הממשלה בנימין נתניהו", "ጠቅላይ ሚኒስትር ዐቢይ አሕመድ", "ஆளுநர் அனுராதா
// யஹம்பத்", or before an honorific, "ගෝඨාභය රාජපක්ෂ මහතා" (Mr Gotabaya
// Rajapaksa), "ಹಂಸಲೇಖ ಅವರು". A name is two words there (a third where
// something closes it), or one after its initials ("எம்.ஏ. சுமந்திரன்"),
// or one with its initials glued on ("மு.க.ஸ்டாலின்"); the word after a
// title is a name only when nothing marks it as a common word.

// titledScript is what one script's captions put around a person's name.
type titledScript struct {
	script *unicode.RangeTable
	// titles come before a name; a title may follow another ("ጠቅላይ
	// ሚኒስትር ዶክተር").
	titles map[string]bool
	// prefixes are the letters glued to a title's front ("והשר", "የአቶ").
	prefixes []string
	// complement returns how many words at words[j] belong to the title
	// before them: Hebrew's construct ("ראש הממשלה", "שר התחבורה", "איש
	// העסקים ההודי"), marked by its article "ה", or a town's council
	// and its town ("ראש עיריית דימונה").
	complement func(words []titledWord, j int) int
	// honorifics follow a name ("මහතා", "ಅವರು", "அவர்கள்"), with the
	// most words a name before them takes ("ಸ್ವಾಮೀಜಿ" follows a
	// swami's one name, "ಪೇಜಾವರ ಮಠದ ವಿಶ್ವೇಶತೀರ್ಥ ಸ್ವಾಮೀಜಿ").
	honorifics map[string]int
	// stops are common words that end a name or are none: "and", verbs.
	stops map[string]bool
	// endings are the case endings glued to a name's last word, each
	// with what it takes the place of: Malayalam's genitive "ന്റെ" stands
	// for the name's own "ൻ" ("ബാലകൃഷ്ണന്റെ").
	endings [][2]string
	// verbEndings and caseEndings mark a word as a verb or a common noun
	// in a case ("ಸ್ಥಳಕ್ಕೆ", to the spot), which no name is.
	verbEndings, caseEndings []string
	// notNameOpenings open verbs and relative clauses, not names
	// (Amharic "ከተመረጡ", after they were chosen).
	notNameOpenings []string
	// exact: a name here is two words, never one (Hebrew and Amharic
	// write given name and family or father's name).
	exact bool
	// longest is the most words a name takes when something closes it
	// (Urdu's "ملک محمد احمد خان نے"); three when zero.
	longest int
	// marks are letters of which one tells the language among others
	// written in its script: Urdu's "ے" and "ں", which Arabic and Persian
	// lack.
	marks string
}

// titledScripts are the scripts the reader knows, each with its words.
var titledScripts = []titledScript{
	{
		script: unicode.Hebrew,
		// offices and ranks, bare or with the article; trades and roles
		// only with it ("הילד עידו", the boy Ido; but "חיילים בגבול",
		// soldiers on the border)
		titles: withWords(map[string]bool{}, "רב", "ראש", "שר", "שרה", "שרת", "נשיא", "נשיאת", "יו\"ר", "מנכ\"ל", "מנכ\"לית", "ח\"כ", "חה\"כ", "ד\"ר", "פרופ'", "עו\"ד",
			"אלוף", "תא\"ל", "אל\"מ", "סא\"ל", "רס\"ן", "סרן", "סגן", "סגנית", "רמטכ\"ל", "מפכ\"ל", "ניצב", "תנ\"צ", "נצ\"מ", "רפ\"ק",
			"אדמו\"ר", "דובר", "דוברת", "מפקד", "איש", "אשת", "בעל", "בעלת", "מזכ\"ל", "מח\"ט", "מג\"ד", "שגריר", "שגרירת",
			"השף", "החייל", "החיילת", "החיילים", "הלוחם", "הלוחמים", "הילד", "הילדה", "הנער", "הנערה", "השחקן", "השחקנית", "הזמר", "הזמרת",
			"הסופר", "הסופרת", "המשורר", "הבמאי", "העיתונאי", "העיתונאית", "המאמן", "השופט", "השופטת"),
		prefixes:   []string{"ו", "ה", "ש", "ל", "כש"}, // (not "ב": "בראש" is at the head of)
		complement: hebrewComplement,
		stops:      withWords(map[string]bool{}, "את", "של", "על", "עם", "כי", "אל", "גם", "לא", "הוא", "היא", "אמר", "אמרה", "אחת", "אחד"),
		exact:      true,
	},
	{
		script: unicode.Ethiopic,
		titles: withWords(map[string]bool{}, "አቶ", "ኣቶ", "ወ/ሮ", "ወይዘሮ", "ወ/ሪት", "ወይዘሪት", "ዶክተር", "ዶ/ር", "ኢንጂነር", "ኢንጅነር", "ኢ/ር", "ፕሮፌሰር", "ፕ/ር",
			"ፕሬዚዳንት", "ፕሬዝዳንት", "ፕሬዚደንት", "ፕረዚደንት", "ሚኒስትር", "ሚኒስተር", "መስተዳድር", "ከንቲባ", "አፈ-ጉባኤ", "አፈጉባኤ", "አቀባይ",
			"አሰልጣኝ", "ጄኔራል", "ጀነራል", "ኮሎኔል", "ሻለቃ", "ሻምበል", "አምባሳደር", "ኮሚሽነር", "ኮማንደር", "ሳጅን", "ጋዜጠኛ", "አትሌት", "ተጫዋች", "ሼህ", "ሐጂ"),
		prefixes:        append([]string{"እና"}, ethiopicPrefixes...), // "and" besides ethiopic.go's prepositions
		stops:           withWords(map[string]bool{}, "እና", "ና", "ጋር", "ላይ", "ውስጥ", "ሆነው", "ሆነ", "በሙሉ"),
		notNameOpenings: []string{"የተ", "ከተ", "በተ", "የሚ", "በሚ", "እየ", "ለመ", "እንዲ"},
		exact:           true,
	},
	{
		script: unicode.Tamil,
		titles: withWords(map[string]bool{}, "பிரதமர்", "ஜனாதிபதி", "அதிபர்", "ஆளுநர்", "அமைச்சர்", "முதல்வர்", "முதல்-அமைச்சர்", "முதலமைச்சர்", "ஆட்சியர்", "கலெக்டர்",
			"வேட்பாளர்", "தலைவர்", "செயலாளர்", "பொதுச்செயலாளர்", "ஒருங்கிணைப்பாளர்", "பேராசிரியர்", "வீரர்", "வீராங்கனை", "வியாபாரி",
			"காவலாளி", "மகன்", "மகள்", "உறுப்பினர்", "உறுப்பினர்களான", "டாக்டர்", "மருத்துவர்", "திரு.", "திருமதி", "நடிகர்", "நடிகை",
			"இயக்குநர்", "நீதிபதி", "மேயர்", "ஆணையர்", "கண்காணிப்பாளர்", "விவசாயி", "மீனவர்", "மாணவர்", "மாணவி", "சிறுவன்", "சிறுமி"),
		honorifics:  map[string]int{"அவர்கள்": 2},
		stops:       withWords(map[string]bool{}, "மற்றும்", "ஆகியோர்", "ஆகியோரும்", "உள்ளிட்ட", "தலைமையிலான", "முன்னிலையில்", "நேற்று", "இன்று"),
		endings:     [][2]string{{"வின்", ""}, {"வுக்கு", ""}, {"வை", ""}},
		verbEndings: []string{"ந்து", "த்து", "ட்டு", "ற்று", "கிறார்", "ினார்", "த்தார்", "ந்தார்", "டார்", "னர்", "ார்கள்"},
		caseEndings: []string{"க்கு", "த்தில்", "யில்"},
	},
	{
		script: unicode.Telugu,
		titles: withWords(map[string]bool{}, "ముఖ్యమంత్రి", "ప్రధాని", "ప్రధానమంత్రి", "గవర్నర్", "అభ్యర్థి", "అధినేత", "మంత్రి", "మంత్రులు", "ఈవో", "ఎమ్మెల్యే", "ఎంపీ",
			"కలెక్టర్", "డాక్టర్", "అధ్యక్షుడు", "ఛైర్మన్", "ఎస్పీ", "రాష్ట్రపతి"),
		honorifics:  map[string]int{"గారు": 2},
		stops:       withWords(map[string]bool{}, "తదితరులు", "మరియు", "శనివారం", "ఆదివారం", "సోమవారం", "మంగళవారం", "బుధవారం", "గురువారం", "శుక్రవారం"),
		endings:     [][2]string{{"ను", ""}, {"కు", ""}},
		verbEndings: []string{"ారు", "ింది", "ాడు", "ించి"},
		caseEndings: []string{"లో", "తో", "లోని"},
	},
	{
		script: unicode.Kannada,
		titles: withWords(map[string]bool{}, "ಮುಖ್ಯಮಂತ್ರಿ", "ಉಪಮುಖ್ಯಮಂತ್ರಿ", "ಸಚಿವ", "ಸಂಸದ", "ಶಾಸಕ", "ಅಭ್ಯರ್ಥಿ", "ಅಧ್ಯಕ್ಷ", "ಮಹಾನಿರ್ದೇಶಕ", "ಆರೋಪಿ", "ಕ್ಯಾಪ್ಟನ್",
			"ಚಾಲಕ", "ಅರ್ಚಕ", "ನಿರ್ದೇಶಕ", "ಸಮ್ಮೇಳನಾಧ್ಯಕ್ಷ", "ಪ್ರಧಾನಿ", "ಡಾ.", "ಜಿಲ್ಲಾಧಿಕಾರಿ", "ರಾಜ್ಯಪಾಲ"),
		honorifics:  map[string]int{"ಅವರು": 2, "ಅವರ": 2, "ಅವರನ್ನು": 2, "ಅವರಿಗೆ": 2, "ಅವರಿಗಾಗಿ": 2, "ಸ್ವಾಮೀಜಿ": 1},
		stops:       withWords(map[string]bool{}, "ಹಾಗೂ", "ಮತ್ತು", "ಇದ್ದರು", "ಉಪಸ್ಥಿತರಿದ್ದರು"),
		verbEndings: []string{"ದರು", "ದ್ದಾರೆ", "ದೆ"},
		caseEndings: []string{"ಕ್ಕೆ", "ಲ್ಲಿ", "ನ್ನು", "ಯಿಂದ"},
	},
	{
		script: unicode.Malayalam,
		titles: withWords(map[string]bool{}, "മുഖ്യമന്ത്രി", "പ്രധാനമന്ത്രി", "മന്ത്രി", "ഗവർണർ", "കലക്ടർ", "സ്ഥാനാർഥി", "പ്രസിഡന്റ്", "സെക്രട്ടറി", "നേതാവ്", "നഴ്സ്",
			"ഡോ.", "എംഎൽഎ", "എംപി"),
		stops:       withWords(map[string]bool{}, "എന്നിവർ", "സമീപം", "മുമ്പാകെ"),
		endings:     [][2]string{{"യുടെ", ""}, {"യും", ""}, {"ന്റെ", "ൻ"}, {"ലിനെ", "ൽ"}, {"നെ", "ൻ"}},
		verbEndings: []string{"ുന്നു", "ച്ചു", "ത്തു", "ന്നു"},
		caseEndings: []string{"ത്തിൽ", "യിൽ", "ക്ക്"},
	},
	{
		script: unicode.Arabic,
		marks:  "ےںٹڈڑ",
		titles: withWords(map[string]bool{}, "وزیراعظم", "وزیراعلیٰ", "وزیر", "گورنر", "صدر", "چیئرمین", "جنرل", "لیفٹیننٹ", "کرنل", "میجر", "کیپٹن",
			"ڈاکٹر", "مولانا", "نواب", "سردار", "پروفیسر", "رہنما", "سربراہ", "کمشنر", "اسپیکر", "جسٹس", "سینیٹر", "حضرت"),
		complement: urduComplement,
		longest:    4,
		stops: withWords(map[string]bool{}, "کی", "کا", "کے", "نے", "کو", "میں", "سے", "پر", "اور", "بھی", "ہیں", "ہے", "تھے", "جو", "کہ", "المعروف", "منتخب",
			"نومنتخب", "سابق"),
	},
	{
		script: unicode.Gurmukhi,
		titles: withWords(map[string]bool{}, "ਮੰਤਰੀ", "ਪ੍ਰਧਾਨ", "ਰਾਜਪਾਲ", "ਵਿਧਾਇਕ", "ਕਨਵੀਨਰ", "ਗਾਇਕ", "ਆਗੂ", "ਜਥੇਦਾਰ", "ਪਿਤਾ", "ਮਾਤਾ", "ਡਾ.", "ਕੈਪਟਨ",
			"ਸੰਸਦ", "ਮੈਂਬਰ", "ਚੇਅਰਮੈਨ", "ਡਿਪਟੀ", "ਕਮਿਸ਼ਨਰ", "ਮਰਹੂਮ"),
		stops: withWords(map[string]bool{}, "ਨੇ", "ਨੂੰ", "ਦੇ", "ਦਾ", "ਦੀ", "ਨਾਲ", "ਵਿੱਚ", "ਵਿਚ", "ਤੇ", "ਅਤੇ", "ਤੋਂ", "ਲਈ", "ਵੱਲੋਂ", "ਵਿਖੇ", "ਸੋਮਵਾਰ", "ਮੰਗਲਵਾਰ", "ਬੁੱਧਵਾਰ",
			"ਵੀਰਵਾਰ", "ਸ਼ੁੱਕਰਵਾਰ", "ਸ਼ਨਿੱਚਰਵਾਰ", "ਐਤਵਾਰ"),
	},
	{
		script: unicode.Sinhala,
		titles: withWords(map[string]bool{}, "ජනාධිපති", "අගමැති", "අමාත්\u200dය", "ඇමති", "අපේක්ෂක", "අගවිනිසුරු", "නිලමේ", "ආණ්ඩුකාර", "මන්ත්\u200dරී", "නායක",
			"ආචාර්ය", "මහාචාර්ය", "වෛද්\u200dය", "පොලිස්පති"),
		honorifics: map[string]int{"මහතා": 3, "මහත්මිය": 3, "මහත්මයා": 3, "මෙනවිය": 3, "හිමි": 3, "මහතාගේ": 3},
		stops:      withWords(map[string]bool{}, "සහ", "හා", "ලෙස"),
	},
}

// titledPersons reads the people named after a title or before an
// honorific in the scripts above.
func (g *gazetteer) titledPersons(text string) ([]scriptName, [][2]string) {
	var out []scriptName
	for i := range titledScripts {
		ts := &titledScripts[i]
		if !hasScript(text, []*unicode.RangeTable{ts.script}) || ts.marks != "" && !strings.ContainsAny(text, ts.marks) {
			continue
		}
		for _, name := range ts.persons(text) {
			if g.scriptPlaces[name] != nil {
				continue // a town after its mayor's title: "ראש העיר באר שבע"
			}
			out = append(out, scriptName{entity: schema.Entity{Type: schema.Person, Name: name}, pos: strings.Index(text, name)})
		}
	}
	return out, nil
}

// titledWord is one word of a caption, less the punctuation around it.
type titledWord struct {
	text   string
	closes bool // punctuation after it ends a phrase
	opens  bool // it opens a bracket
}

// titledWords splits text into its words, the punctuation off each and
// noted.
func titledWords(text string) []titledWord {
	fields := strings.Fields(text)
	words := make([]titledWord, 0, len(fields))
	for _, f := range fields {
		w := strings.TrimRight(f, ".,;:!?)]»”\"'’።፣፤፡፦।۔،")
		if initialsOnly(f) {
			w = f // "எம்.ஏ.", "ஈ.வி.கே.எஸ்.": initials keep their dots
		}
		if strings.HasSuffix(f, "'") && !strings.HasSuffix(w, "'") && strings.Count(f, "'") == 1 {
			w += "'" // Hebrew's geresh: "דנילוביץ'"
		}
		words = append(words, titledWord{text: strings.TrimLeft(w, "([«“\"'‘"), closes: len(w) < len(f) && !initialsOnly(f), opens: strings.HasPrefix(f, "(")})
	}
	return words
}

// initialsOnly reports whether w is initials alone, each short and closed
// by a dot: "எம்.ஏ.", "கே.", "వై.ఎస్.".
func initialsOnly(w string) bool {
	if !strings.HasSuffix(w, ".") {
		return false
	}
	parts := strings.Split(strings.TrimSuffix(w, "."), ".")
	longest := 3 // a lone initial: "கே.", "எஸ்.", but not "மோடி." closing a sentence
	if len(parts) > 1 {
		longest = 4
	}
	for _, part := range parts {
		if n := utf8.RuneCountInString(part); n == 0 || n > longest {
			return false
		}
	}
	return true
}

// persons finds the names in text.
func (ts *titledScript) persons(text string) []string {
	words := titledWords(text)
	var names []string
	for i := 0; i < len(words); i++ {
		if most := ts.honorifics[words[i].text]; most > 0 && i > 0 {
			if name := ts.nameBefore(words, i, most); name != "" {
				names = append(names, name)
			}
			continue
		}
		if !ts.isTitle(words[i].text) || words[i].closes {
			continue
		}
		j := i + 1
		for j < len(words) && !words[j-1].closes {
			if ts.isTitle(words[j].text) {
				j++
			} else if n := ts.complementAt(words, j); n > 0 {
				j += n
			} else {
				break
			}
		}
		if j > i+4 || j >= len(words) || words[j-1].closes || ts.honorificWithin(words, j) {
			continue // (the honorific's name is read back from it)
		}
		name, next := ts.nameAt(words, j)
		if name == "" {
			continue
		}
		names = append(names, name)
		i = next - 1
	}
	return names
}

// honorificWithin reports whether an honorific closes a name of up to
// three words at words[j].
func (ts *titledScript) honorificWithin(words []titledWord, j int) bool {
	for k := j; k < min(j+4, len(words)); k++ {
		if ts.honorifics[words[k].text] > 0 {
			return true
		}
		if words[k].closes {
			break
		}
	}
	return false
}

// complementAt is how many words at words[j] complement a title.
func (ts *titledScript) complementAt(words []titledWord, j int) int {
	if ts.complement == nil {
		return 0
	}
	return ts.complement(words, j)
}

// hebrewCouncils are a town's council or municipality in the construct,
// which the town's name follows.
var hebrewCouncils = withWords(map[string]bool{}, "עיריית", "מועצת", "מועצה", "אזורית", "המועצה", "האזורית", "המקומית", "מקומית")

// hebrewTownHeads open a town's name of two words: "באר שבע", "תל
// אביב", "קריית שמונה".
var hebrewTownHeads = withWords(map[string]bool{}, "באר", "תל", "בני", "קריית", "קרית", "רמת", "בית", "ראש", "כפר", "מעלה", "גבעת", "נוף", "אור", "מגדל", "נווה", "גן", "אבן", "מצפה")

// hebrewComplement reads a title's complement in Hebrew: a word with the
// article (the construct's noun and its adjectives), "former", or a
// council and its town.
func hebrewComplement(words []titledWord, j int) int {
	w := words[j].text
	switch {
	case hebrewCouncils[w]:
		n := 1
		for j+n < len(words) && hebrewCouncils[words[j+n].text] && !words[j+n-1].closes {
			n++
		}
		if j+n < len(words) && !words[j+n-1].closes {
			if hebrewTownHeads[words[j+n].text] {
				n++
			}
			n++
		}
		return n
	case w == "לשעבר", strings.HasPrefix(w, "ה") && utf8.RuneCountInString(w) > 2:
		return 1
	}
	return 0
}

// urduOffices complete an Urdu title: a province ("گورنر پنجاب",
// Punjab's governor), a portfolio ("وزیر داخلہ", interior minister),
// "اعلیٰ" of "وزیر اعلیٰ" (chief minister), "آف" of "چیف آف آرمی
// اسٹاف".
var urduOffices = withWords(map[string]bool{}, "پنجاب", "سندھ", "بلوچستان", "خیبرپختونخوا", "گلگت", "بلتستان", "آزاد", "کشمیر", "اعلیٰ", "اعظم", "داخلہ", "خارجہ", "خزانہ", "اطلاعات", "دفاع",
	"صحت", "تعلیم", "قانون", "ریلوے", "منصوبہ", "بندی", "مملکت")

// urduComplement reads an Urdu title's complement: the offices above.
func urduComplement(words []titledWord, j int) int {
	if urduOffices[words[j].text] {
		return 1
	}
	return 0
}

// isTitle reports whether w is a title, less a prefix glued to it.
func (ts *titledScript) isTitle(w string) bool {
	if ts.titles[w] {
		return true
	}
	for _, p := range ts.prefixes {
		if stem, ok := strings.CutPrefix(w, p); ok && ts.titles[stem] {
			return true
		}
	}
	return false
}

// nameWord reports whether w may be a word of a name: a word of the
// script, no title, stop word or verb.
func (ts *titledScript) nameWord(w string) bool {
	if w == "" || ts.titles[w] || ts.stops[w] || ts.honorifics[w] > 0 || hasAnySuffix(w, ts.verbEndings...) || hasAnySuffix(w, ts.caseEndings...) || hasAnyPrefix(w, ts.notNameOpenings...) {
		return false
	}
	for _, r := range w {
		if !unicode.Is(ts.script, r) && !unicode.IsMark(r) && r != '\u200c' && r != '\u200d' && r != '.' && r != '\'' && r != '"' && r != '-' && r != '׳' && r != '״' {
			return false
		}
	}
	return true
}

// nameAt reads the name that opens at words[j], and the index after it:
// its initials, then two words, or one after initials; a third word, or
// a second after initials, only where it ends the name (punctuation, a
// case ending, a stop word after it: "ആരിഫ് മുഹമ്മദ് ഖാൻ മുമ്പാകെ").
func (ts *titledScript) nameAt(words []titledWord, j int) (string, int) {
	var parts []string
	k := j
	for k < len(words) && initialsOnly(words[k].text) && ts.nameWord(words[k].text) {
		parts = append(parts, words[k].text)
		k++
	}
	initials := len(parts)
	want := 2
	if initials > 0 || k < len(words) && strings.Contains(strings.TrimSuffix(words[k].text, "."), ".") {
		want = 1 // "சு. வெங்கடேசன்", "மு.க.ஸ்டாலின்" (initials glued on)
	}
	limit := want + 1
	if ts.exact {
		limit = want
	} else if ts.longest > 0 {
		limit = ts.longest
	}
	cut := false
	for named := 0; named < limit && k < len(words) && !cut; named++ {
		w := words[k]
		if w.opens || !ts.nameWord(w.text) {
			break
		}
		var stem string
		stem, cut = cutEnding(w.text, ts.endings)
		if named >= want && !cut && !ts.closesWithin(words, k, limit-named) {
			break
		}
		parts = append(parts, stem)
		k++
		if w.closes {
			break
		}
	}
	named := len(parts) - initials
	switch {
	case named == 0, ts.exact && named != 2:
		return "", j
	case named == 1 && initials == 0 && want == 2 && !cut && !(k < len(words) && (words[k].opens || ts.honorifics[words[k].text] > 0)):
		return "", j // one word is a name only where a case ending, an age or an honorific marks it
	}
	return strings.Join(parts, " "), k
}

// closesWithin reports whether a name going on at words[k] ends within
// n more words of a name: at punctuation, or before a closer.
func (ts *titledScript) closesWithin(words []titledWord, k, n int) bool {
	for m := k; m < min(k+n, len(words)); m++ {
		if m > k && (words[m].opens || !ts.nameWord(words[m].text)) {
			return false
		}
		if words[m].closes || ts.closer(words, m+1) {
			return true
		}
	}
	return false
}

// closer reports whether words[k] closes a name before it: the text's
// end, a bracket, a stop word or an honorific.
func (ts *titledScript) closer(words []titledWord, k int) bool {
	return k >= len(words) || words[k].opens || ts.stops[words[k].text] || ts.honorifics[words[k].text] > 0
}

// nameBefore reads the name before the honorific at words[i]: the words
// back to a title, at most three, or two when no title is near.
func (ts *titledScript) nameBefore(words []titledWord, i, most int) string {
	end := i
	if end > 0 && words[end-1].opens {
		end-- // "නාමල් රාජපක්ෂ (38) මහතා"
	}
	start := end
	for start > 0 && end-start < most {
		w := words[start-1]
		if !ts.nameWord(w.text) || w.opens || w.closes {
			break
		}
		start--
	}
	if start == end {
		return ""
	}
	if end-start > 2 && !(start > 0 && ts.isTitle(words[start-1].text)) {
		start = end - 2 // three words back to no title: the first is the sentence's
	}
	var parts []string
	for _, w := range words[start:end] {
		parts = append(parts, w.text)
	}
	return strings.Join(parts, " ")
}

// cutEnding cuts the first of endings that w ends in, keeping a stem of
// two letters or more, and puts back what the ending stood for.
func cutEnding(w string, endings [][2]string) (string, bool) {
	for _, e := range endings {
		if stem, ok := strings.CutSuffix(w, e[0]); ok && utf8.RuneCountInString(stem) >= 2 {
			return stem + e[1], true
		}
	}
	return w, false
}

// hasAnyPrefix reports whether s begins with any of prefixes.
func hasAnyPrefix(s string, prefixes ...string) bool {
	return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(s, p) })
}
