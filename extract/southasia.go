package extract

import (
	"slices"
	"strings"
	"unicode"

	"github.com/kg-archive/kg/schema"
)

// Nepali and Bengali captions name where a picture was taken by chains of
// genitives and area nouns, the larger place first: "कालिकोटको पचालझरना
// गाउँपालिकामा" (in Pachaljharana rural municipality, of Kalikot),
// "बाँकेको नेपालगन्जस्थित भेरी अस्पतालमा" (at Bheri Hospital, in
// Nepalgunj, of Banke), "যশোরের ঝিকরগাছা উপজেলার গদখালীতে" (in
// Gadkhali, of Jhikargachha upazila, of Jessore). No capital marks those
// names; the nouns and endings around them do.

// southAsianAreaNouns follow a place's name: Nepali rural municipality,
// municipality, (sub-)metropolis, village and district; Bengali upazila,
// district, village, union, town and municipality.
var southAsianAreaNouns = map[string]bool{
	"गाउँपालिका": true, "नगरपालिका": true, "उपमहानगरपालिका": true, "महानगरपालिका": true, "गाउँ": true, "जिल्ला": true,
	"উপজেলা": true, "জেলা": true, "গ্রাম": true, "ইউনিয়ন": true, "শহর": true, "পৌরসভা": true,
}

// southAsianSiteNouns follow a site's name and belong to it: "भेरी
// अस्पताल" (Bheri Hospital), "बागेश्वरी मन्दिर", "কান্তজীউ মন্দির".
var southAsianSiteNouns = map[string]bool{"अस्पताल": true, "मन्दिर": true, "মন্দির": true}

// southAsianEndings are the genitive and locative endings a place's name
// or noun takes, tried in this order ("स्थित" before "को", "ের" before "র").
var southAsianEndings = []string{"स्थित", "को", "मा", "बाट", "ের", "তে", "য়", "র", "ে"}

// genitiveEndings make a word the place that holds the next one.
var genitiveEndings = []string{"को", "ের", "র"}

// southAsianNames are southAsianPlaces and southAsianPersons.
func southAsianNames(text string) ([]scriptName, [][2]string) {
	places, pairs := southAsianPlaces(text)
	return append(places, southAsianPersons(text)...), pairs
}

// southAsianPlaces reads the places and their nesting from the chains
// described above, in Devanagari or Bengali text.
func southAsianPlaces(text string) (places []scriptName, pairs [][2]string) {
	if !hasScript(text, devanagari) && !hasScript(text, bengali) {
		return nil, nil
	}
	words := strings.Fields(text)
	for i := range words {
		words[i] = strings.TrimRightFunc(strings.Trim(words[i], "।,;:()'\"‘’“”"), func(r rune) bool {
			return unicode.IsDigit(r) || r == '–' || r == '-' // "नगरपालिका–४"
		})
	}
	add := func(name string) {
		places = append(places, scriptName{entity: schema.Entity{Type: schema.Place, Name: name}, pos: strings.Index(text, name)})
	}
	nest := func(child, parent string) {
		if child != "" && parent != "" && child != parent {
			pairs = append(pairs, [2]string{child, parent})
		}
	}
	for i, w := range words {
		stem, ending := southAsianStem(w)
		switch {
		case ending == "स्थित" && caselessWord(stem):
			// "नेपालगन्जस्थित": located in Nepalgunj
			add(stem)
			nest(stem, southAsianParent(words, i-1))
		case (southAsianAreaNouns[stem] || southAsianSiteNouns[stem]) && i > 0 && bareName(words[i-1]) && (i+1 >= len(words) || !officeWords[words[i+1]]):
			name, parent := words[i-1], southAsianParent(words, i-2)
			if southAsianSiteNouns[stem] {
				if parent == "" {
					continue // ("ঐতিহাসিক কান্তজীউ মন্দির": no place to tell a temple's name from a word)
				}
				name += " " + stem
			}
			add(name)
			nest(name, parent)
			if southAsianAreaNouns[stem] && hasAnySuffix(w, genitiveEndings...) && i+1 < len(words) {
				// "উপজেলার গদখালীতে": the area's place after it
				if child, e := southAsianStem(words[i+1]); locativeEndings[e] && !villageNouns[stem] && caselessWord(child) && !southAsianAreaNouns[child] && !southAsianSiteNouns[child] &&
					(i+2 >= len(words) || !southAsianAreaNouns[stemOf(words[i+2])]) {
					add(child)
					nest(child, name)
				}
			}
		}
	}
	for _, p := range pairs {
		add(p[1]) // the places named only as holding others
	}
	return places, pairs
}

// bareName reports whether w may be a place's name before its area
// noun: one caseless word without an ending, and no area noun itself.
func bareName(w string) bool {
	stem, ending := southAsianStem(w)
	return ending == "" && caselessWord(w) && !southAsianAreaNouns[stem] && !notPlaceWord(w)
}

// notPlaceWord reports whether w, before an area noun or in the genitive,
// is a common word: a weekday ("শুক্রবার", "बिहीबार"), a number or
// determiner, a year, "main".
func notPlaceWord(w string) bool {
	return hasAnySuffix(w, "বার", "बार") || commonBeforeArea[w]
}

// commonBeforeArea are the common words notPlaceWord knows by name.
var commonBeforeArea = map[string]bool{
	"प्रमुख": true, "मुख्य": true, "एक": true, "यो": true, "त्यो": true, "सो": true, "साल": true,
	"একটি": true, "এক": true, "এই": true, "ওই": true, "সেই": true, "বছর": true, "সদর": true,
}

// officeWords after a district's noun make it an office's: "प्रमुख
// जिल्ला अधिकारी" (Chief District Officer), "জেলা প্রশাসন".
var officeWords = map[string]bool{
	"अधिकारी": true, "प्रशासन": true, "कार्यालय": true, "समन्वय": true, "अदालत": true, "प्रहरी": true,
	"প্রশাসন": true, "প্রশাসক": true, "পরিষদ": true, "প্রশাসনের": true, "পরিষদের": true,
}

// stemOf is w without its ending.
func stemOf(w string) string {
	stem, _ := southAsianStem(w)
	return stem
}

// southAsianParent returns the place words[k] names as holding the next:
// a name in the genitive ("कालिकोटको"), an area noun in the genitive after
// its name ("आठबिसकोट नगरपालिकाको"), or a name located by "स्थित"; "" when
// it names none.
func southAsianParent(words []string, k int) string {
	if k < 0 {
		return ""
	}
	stem, ending := southAsianStem(words[k])
	switch {
	case ending == "स्थित" && caselessWord(stem):
		return stem
	case !slices.Contains(genitiveEndings, ending) || !caselessWord(stem) || notPlaceWord(words[k]):
		return ""
	case southAsianAreaNouns[stem]:
		if k >= 1 && caselessWord(words[k-1]) && !southAsianAreaNouns[stemOf(words[k-1])] {
			return words[k-1]
		}
		return ""
	case southAsianCompass[stem] && k >= 1 && caselessWord(words[k-1]):
		return words[k-1] + " " + stem // "रुकुम पश्चिमको": of Rukum West
	}
	return stem
}

// locativeEndings put the word they end in a place: "গদখালীতে", "गाउँमा".
var locativeEndings = map[string]bool{"मा": true, "তে": true, "ে": true, "য়": true}

// villageNouns name the smallest areas, which hold no place named after
// them.
var villageNouns = map[string]bool{"गाउँ": true, "গ্রাম": true}

// southAsianCompass end a district's name: "रुकुम पश्चिम" (Rukum West).
var southAsianCompass = map[string]bool{"पश्चिम": true, "पूर्व": true, "उत्तर": true, "दक्षिण": true}

// southAsianStem cuts one ending off w: the stem and the ending, or w and
// "" when it has none.
func southAsianStem(w string) (string, string) {
	for _, e := range southAsianEndings {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || len([]rune(stem)) < 2 || e == "র" && !hasAnySuffix(stem, "া", "ি", "ী", "ো") {
			continue // ("দিনাজপুর" ends in its own "র"; "কুষ্টিয়ার" is of Kushtia)
		}
		return stem, e
	}
	return w, ""
}

// caselessWord reports whether w is one word of a script without capitals.
func caselessWord(w string) bool {
	return w != "" && !strings.Contains(w, " ") && caselessName(w)
}

// Nepali, Hindi, Bengali and Assamese captions name people after their
// office, trade or age, with nothing to mark where the name ends but
// punctuation, a case ending or the next word: "प्रधानमन्त्री नरेन्द्र
// मोदी", "धरानका मेयर हर्क साम्पाङ पनि", "भरतपुरकी प्रमुख रेणु दाहालले",
// "৭১ বছরের অনিল সাহা", "মহাকবি মাইকেল মধুসূদন দত্তের".

// southAsianTitles come before a name: offices, ranks, trades and the
// words that give an age.
var southAsianTitles = map[string]bool{
	"प्रधानमन्त्री": true, "प्रधानमंत्री": true, "मुख्यमन्त्री": true, "मुख्यमंत्री": true, "मन्त्री": true, "मंत्री": true,
	"राष्ट्रपति": true, "उपराष्ट्रपति": true, "राज्यपाल": true, "अध्यक्ष": true, "सभापति": true, "सभामुख": true, "पूर्वसभामुख": true,
	"मेयर": true, "उपमेयर": true, "नेता": true, "उम्मेदवार": true, "उम्मीदवार": true, "प्रत्याशी": true, "सांसद": true,
	"जनरल": true, "उपरीक्षक": true, "कप्तान": true, "कृषक": true, "किसान": true, "खेलाडी": true, "खिलाड़ी": true,
	"वर्षीय": true, "वर्षीया": true, "वर्षीय़": true, "डा.": true, "डॉ.": true, "श्री": true, "श्रीमती": true,
	"প্রধানমন্ত্রী": true, "প্ৰধানমন্ত্ৰী": true, "মুখ্যমন্ত্রী": true, "মুখ্যমন্ত্ৰী": true, "মন্ত্রী": true, "মন্ত্ৰী": true,
	"রাষ্ট্রপতি": true, "রাষ্ট্ৰপতি": true, "সভাপতি": true, "সম্পাদক": true, "মেয়র": true, "প্রার্থী": true, "নেতা": true,
	"সদস্য": true, "অধ্যক্ষ": true, "পরিচালক": true, "প্রকৌশলী": true, "উপাচার্য": true, "অধ্যাপক": true, "মহাকবি": true,
	"শিল্পী": true, "মাওলানা": true, "মহারাজা": true, "শিক্ষার্থী": true, "ছাত্রী": true, "ছাত্র": true, "কৃষক": true,
	"চাষি": true, "ব্যবসায়ী": true, "প্রতিষ্ঠাতা": true, "বছরের": true, "ডা.": true, "ড.": true, "ড°": true,
}

// southAsianNameStops end a name: conjunctions, Hindi's separate case
// words, "also", and the auxiliaries that follow a name.
var southAsianNameStops = map[string]bool{
	"र": true, "और": true, "तथा": true, "एवं": true, "ने": true, "को": true, "का": true, "की": true, "के": true, "से": true,
	"में": true, "पर": true, "भी": true, "पनि": true, "थिए": true, "थियो": true, "छन्": true, "हुन्": true, "प्रमुख": true,
	"पदमा": true, "ও": true, "এবং": true, "এ": true, "আৰু": true, "আজ": true, "পদে": true, "নির্বাচিত": true, "ঊর্ধ্বে": true, "বেশি": true, "জানান": true, "বলেন": true, "করেন": true, "দেন": true, "উপস্থিত": true,
}

// southAsianNameEndings are the case endings a name takes, glued to its
// last word: Nepali's ergative, dative, genitive and "with", Bengali's
// genitive, objective and "with". "র" counts only after a long "ী"
// ("মোদীর"; "কুমার" and "কিশোর" end in their own).
var southAsianNameEndings = []string{"लाई", "ले", "सहित", "को", "ের", "কে", "সহ", "ীর"}

// southAsianPersons reads the names that follow a title: two or three
// words, closed by punctuation, a stop word, a title, a case ending or a
// word in a place's case. A name left open, a fourth word running on,
// is no sure name.
func southAsianPersons(text string) []scriptName {
	if !hasScript(text, devanagari) && !hasScript(text, bengali) {
		return nil
	}
	fields := strings.Fields(text)
	var out []scriptName
	for i := 0; i < len(fields)-1; i++ {
		if !southAsianTitles[fields[i]] {
			continue // (a title closing its clause, "मेयर।", names no one)
		}
		j := i + 1
		for j < len(fields) && southAsianTitles[fields[j]] {
			j++ // "मुख्यमन्त्री डा.", "सेना प्रमुख जनरल"
		}
		name, closed := southAsianName(fields[j:])
		if !closed || len(name) < 2 || len(name) > 3 {
			continue // one word is as likely a noun as a name
		}
		full := strings.Join(name, " ")
		out = append(out, scriptName{entity: schema.Entity{Type: schema.Person, Name: full}, pos: strings.Index(text, full)})
		i = j + len(name) - 1
	}
	return out
}

// southAsianName reads a name's words from the start of fields, less the
// case ending of its last, and whether something closed it.
func southAsianName(fields []string) (name []string, closed bool) {
	for _, f := range fields {
		w := strings.TrimRight(f, "।,;:'\"’”")
		if w == "" || strings.HasPrefix(f, "(") || !caselessWord(w) || southAsianNameStops[w] || southAsianTitles[w] ||
			southAsianAreaNouns[w] || notPlaceWord(w) || strings.ContainsFunc(w, unicode.IsDigit) {
			return name, true
		}
		_, ending := southAsianStem(w)
		switch {
		case len(name) == 0 && ending != "":
			return nil, true // a name opens bare: "पदमा", "বন্যার"
		case len(name) == 3:
			return name, false
		}
		if stem, ok := cutNameEnding(w, len(name) == 2); ok {
			return append(name, stem), true
		}
		if len(name) == 2 && ending != "" {
			return name, true // a place after the name: "आचार्य दाङको"
		}
		name = append(name, w)
		if w != f {
			return name, true // punctuation closes the name
		}
	}
	return name, true
}

// cutNameEnding cuts a case ending off a name's last word; a third word's
// Nepali genitive is a place's more often than a name's ("आचार्य दाङको").
func cutNameEnding(w string, third bool) (string, bool) {
	for _, e := range southAsianNameEndings {
		if stem, ok := strings.CutSuffix(w, e); ok && len([]rune(stem)) >= 2 && !(third && e == "को") {
			if e == "ীর" {
				stem += "ী" // "মোদীর" is Modi's: the vowel is his
			}
			return stem, true
		}
	}
	return w, false
}
