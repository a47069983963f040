package extract

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Arabic has no capital letters, so the runs that find names elsewhere see
// none in it. Names are found instead by the gazetteer's Arabic forms
// (data/arabic.tsv), with the clitics that join a word to the one before
// taken off ("ببورتسودان": in Port Sudan), and by the nouns that stand
// before a place's name: "مدينة كسلا" (the city of Kassala), "ولاية
// القضارف" (Gedaref state), "جبل توتيل" (Mount Toteel).

// arabicAreaNouns stand before the name of a town, region or district; the
// name is the word after them.
var arabicAreaNouns = map[string]bool{
	"مدينة": true, "ولاية": true, "ولايتي": true, "محلية": true, "منطقة": true, "قرية": true, "بلدة": true,
	"حي": true, "محافظة": true, "محافظتي": true, "إقليم": true, "مقاطعة": true, "ضاحية": true, "ناحية": true,
	"قضاء": true, "بلدية": true,
}

// arabicSiteNouns open the name of a site, and stay in it: "مسجد السيد
// الحسن", "قاعدة فلامنجو البحرية", "معسكر ود شريفي".
var arabicSiteNouns = map[string]bool{
	"مسجد": true, "قاعدة": true, "مطار": true, "ميناء": true, "مستشفى": true, "جبل": true, "سد": true,
	"جسر": true, "مخيم": true, "معسكر": true, "كنيسة": true, "سوق": true, "ملعب": true, "استاد": true,
	"معبر": true, "سجن": true, "جامع": true,
}

// arabicCompass between two places puts the first inside the second:
// "مدينة القضارف شرقي السودان" (Gedaref, in eastern Sudan).
var arabicCompass = map[string]bool{
	"شرق": true, "شرقي": true, "غرب": true, "غربي": true, "شمال": true, "شمالي": true, "جنوب": true,
	"جنوبي": true, "وسط": true,
}

// arabicStops end a site's name: prepositions, relative pronouns, times.
var arabicStops = map[string]bool{
	"في": true, "من": true, "على": true, "إلى": true, "عن": true, "مع": true, "بعد": true, "قبل": true,
	"عند": true, "منذ": true, "خلال": true, "حيث": true, "التي": true, "الذي": true, "الذين": true,
	"يوم": true, "اليوم": true, "أمس": true, "صباح": true, "مساء": true, "قرب": true, "بالقرب": true,
	"أن": true, "وهو": true, "وهي": true, "حول": true, "أمام": true, "داخل": true, "خارج": true,
	// titles and ranks, which begin a person's name after a body's
	"القائد": true, "العام": true, "الفريق": true, "اللواء": true, "العميد": true, "الرئيس": true,
	"الوزير": true, "الأمين": true, "السيد": true, "الشيخ": true, "الدكتور": true, "الملك": true, "الأمير": true,
	"ولي": true, // "ولي العهد": the crown prince, after his name
}

// arabicWord is one word of Arabic text and whether punctuation or a
// number parts it from the word before.
type arabicWord struct {
	text       string
	start, end int
	parted     bool
}

// isArabicLetter: Arabic letters and the vowel marks written on them (the
// tanween of "وسورياً" belongs to no one script).
func isArabicLetter(r rune) bool {
	if r < 0x0600 {
		return false // (most runes of most captions: no table lookup)
	}
	return unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) && r >= 0x0610 && r <= 0x065F
}

// arabicWords splits text into its Arabic words; it returns nil when the
// text holds fewer than three, as most captions do.
func arabicWords(text string) []arabicWord {
	var words []arabicWord
	parted := true
	for i := 0; i < len(text); {
		r, w := utf8.DecodeRuneInString(text[i:])
		if !isArabicLetter(r) {
			if !unicode.IsSpace(r) {
				parted = true
			}
			i += w
			continue
		}
		j := i
		for j < len(text) {
			r, w := utf8.DecodeRuneInString(text[j:])
			if !isArabicLetter(r) {
				break
			}
			j += w
		}
		words = append(words, arabicWord{text[i:j], i, j, parted})
		parted = false
		i = j
	}
	if len(words) < 3 {
		return nil
	}
	return words
}

// arabicStem takes off the clitic that joins a word to the one before:
// "و" (and), "ب" (in), "ل" (for), "ف", "ك", and "لل" for "ل" + "ال". It
// returns the word unchanged when none comes off.
func arabicStem(w string) (stem string, clitic string) {
	if rest, ok := strings.CutPrefix(w, "لل"); ok && utf8.RuneCountInString(rest) >= 2 {
		return "ال" + rest, "ل"
	}
	for _, c := range []string{"وب", "و", "ب", "ل", "ف", "ك"} {
		if rest, ok := strings.CutPrefix(w, c); ok && utf8.RuneCountInString(rest) >= 2 {
			return rest, c
		}
	}
	return w, ""
}

// arabicSpan is a name found in Arabic text: words[from:to] name it, and
// words[open] (the area noun, or the name's first word) opens its phrase.
type arabicSpan struct {
	entity   schema.Entity
	ref      *gazEntry
	open, to int
}

// arabicNames finds the places and known bodies of Arabic text and how
// the places nest.
func (g *gazetteer) arabicNames(text string) (names []scriptName, pairs [][2]string) {
	words := arabicWords(text)
	if words == nil {
		return nil, nil
	}
	var spans []arabicSpan
	for i := 0; i < len(words); {
		if sp, ok := g.arabicKnown(words, i); ok {
			spans = append(spans, sp)
			i = sp.to
			continue
		}
		if sp, ok := arabicBody(words, i); ok {
			spans = append(spans, sp)
			i = sp.to
			continue
		}
		stem, _ := arabicStem(words[i].text)
		if !arabicAreaNouns[stem] && !arabicAreaNouns[words[i].text] && !arabicSiteNouns[stem] && !arabicSiteNouns[words[i].text] {
			i++
			continue
		}
		noun := stem
		if arabicAreaNouns[words[i].text] || arabicSiteNouns[words[i].text] {
			noun = words[i].text // "ولاية" is state, not "و" + "لاية"
		}
		sp, ok := g.arabicAfterNoun(words, i, noun)
		if !ok {
			i++
			continue
		}
		spans = append(spans, sp)
		i = sp.to
		// "ولايتي الخرطوم والجزيرة": the states of Khartoum and Gezira
		for i < len(words) && !words[i].parted && strings.HasPrefix(words[i].text, "و") && (noun == "ولايتي" || noun == "محافظتي") {
			name, _ := arabicStem(words[i].text)
			spans = append(spans, arabicSpan{entity: schema.Entity{Type: schema.Place, Name: name}, ref: g.arabicRef(name), open: i, to: i + 1})
			i++
		}
	}
	spans = append(spans, arabicPersons(words, spans)...)
	for k, sp := range spans {
		if sp.ref != nil {
			sp.entity.Aliases = append(sp.entity.Aliases, sp.ref.Name)
		}
		names = append(names, scriptName{sp.entity, words[sp.open].start, sp.ref})
		if k == 0 || sp.entity.Type != schema.Place || spans[k-1].entity.Type != schema.Place {
			continue
		}
		if child := spans[k-1]; (child.ref == nil || child.ref.Kind != "country") && within(words, child.to, sp.open, sp.ref != nil && sp.ref.Kind == "country") {
			pairs = append(pairs, [2]string{spans[k-1].entity.Name, sp.entity.Name})
		}
	}
	return names, pairs
}

// within reports whether the words between two places, words[from:open],
// put the first inside the second: "في" or a "ب" joined to the second's
// phrase ("قاعدة فلامنجو البحرية ببورتسودان", "الفاو بولاية القضارف"), or a
// compass word before a country ("القضارف شرقي السودان"; but "شرقي مدينة
// المفرق" is east of the city, outside it).
func within(words []arabicWord, from, open int, country bool) bool {
	if open >= len(words) || words[open].parted {
		return false
	}
	switch open - from {
	case 0:
		_, clitic := arabicStem(words[open].text)
		return clitic == "ب"
	case 1:
		w := words[from].text
		return !words[from].parted && (w == "في" || arabicCompass[w] && country)
	}
	return false
}

// arabicKnown matches the longest name the gazetteer knows in Arabic at
// words[i], up to four words, its first word's clitic taken off.
func (g *gazetteer) arabicKnown(words []arabicWord, i int) (arabicSpan, bool) {
	stem, _ := arabicStem(words[i].text)
	if tanween(words[i].text) {
		return arabicSpan{}, false // "وسورياً": and Syrians, an adjective
	}
	for n := min(4, len(words)-i); n >= 1; n-- {
		if n > 1 && anyParted(words[i+1:i+n]) {
			continue
		}
		rest := strings.TrimPrefix(joinWords(words[i:i+n]), words[i].text)
		for _, first := range []string{words[i].text, stem} {
			if e := g.byFold[fold(first+rest)]; e != nil && (e.Type == schema.Place || e.Type == schema.Org) && strings.ContainsFunc(first, isArabicLetter) {
				return arabicSpan{entity: schema.Entity{Type: e.Type, Name: first + rest}, ref: e, open: i, to: i + n}, true
			}
		}
	}
	return arabicSpan{}, false
}

// tanween reports whether w ends in the accusative's "اً", which marks an
// adjective or adverb, not a name.
func tanween(w string) bool {
	return strings.HasSuffix(w, "اً") || strings.HasSuffix(w, "ًا")
}

// joinWords writes words as one name, a space between each.
func joinWords(ws []arabicWord) string {
	texts := make([]string, len(ws))
	for k, w := range ws {
		texts[k] = w.text
	}
	return strings.Join(texts, " ")
}

func anyParted(ws []arabicWord) bool {
	for _, w := range ws {
		if w.parted {
			return true
		}
	}
	return false
}

// arabicRef is the gazetteer's entry for a place's Arabic name, if any.
func (g *gazetteer) arabicRef(name string) *gazEntry {
	if e := g.byFold[fold(name)]; e != nil && e.Type == schema.Place {
		return e
	}
	return nil
}

// arabicAfterNoun reads the name after an area or site noun at words[i].
// An area's name is the next word, or two when an adjective agrees with it
// ("البحر الأحمر"); a site's runs to three words and keeps its noun.
func (g *gazetteer) arabicAfterNoun(words []arabicWord, i int, noun string) (arabicSpan, bool) {
	j := i + 1
	if j >= len(words) || words[j].parted || arabicStops[words[j].text] || arabicCompass[words[j].text] {
		return arabicSpan{}, false
	}
	if sp, ok := g.arabicKnown(words, j); ok && sp.entity.Type == schema.Place {
		sp.open = i
		if arabicSiteNouns[noun] {
			sp.entity.Name = noun + " " + sp.entity.Name
		} else {
			sp.entity.Aliases = []string{noun + " " + sp.entity.Name}
		}
		return sp, true
	}
	end := j + 1
	if arabicSiteNouns[noun] {
		for end < len(words) && end-j < 3 && !words[end].parted && !arabicStops[words[end].text] && !arabicCompass[words[end].text] {
			if _, clitic := arabicStem(words[end].text); clitic != "" && clitic != "ل" || strings.HasPrefix(words[end].text, "لل") {
				break // "بالختمية": in Khatmiya, the next phrase
			}
			end++
		}
		name := joinWords(words[j:end])
		return arabicSpan{entity: schema.Entity{Type: schema.Place, Name: noun + " " + name, Aliases: []string{name}}, open: i, to: end}, true
	}
	name := words[j].text
	if end < len(words) && !words[end].parted && strings.HasPrefix(name, "ال") && strings.HasPrefix(words[end].text, "ال") && !arabicStops[words[end].text] {
		name += " " + words[end].text
		end++
	}
	return arabicSpan{entity: schema.Entity{Type: schema.Place, Name: name, Aliases: []string{noun + " " + name}}, ref: g.arabicRef(name), open: i, to: end}, true
}

// arabicOrgNouns open the name of a body, which runs on through the
// words with the article after them: "وزارة الصحة" (the Ministry of
// Health), "مجلس السيادة الانتقالي" (the Transitional Sovereignty Council).
var arabicOrgNouns = map[string]bool{
	"وزارة": true, "مجلس": true, "هيئة": true, "منظمة": true, "حركة": true, "حزب": true, "قوات": true,
	"جمعية": true, "اتحاد": true, "نقابة": true, "مديرية": true, "تيار": true, "جامعة": true, "حلف": true,
	"شركة": true, "كلية": true, "لجنة": true, "مؤسسة": true,
}

// reArabicBracketCredit is the source in brackets that ends an Arabic
// caption: "(سونا)", "(بترا - تصوير محمد الزيود)", "(الرأي - تصوير: أحمد
// الخطيب)", "(عدسة الدستور: محمد القرالة)" (the Dustour's lens), "(القوات
// المسلحة الأردنية/ صورة موزعة)" (a handout picture).
var reArabicBracketCredit = regexp.MustCompile(`\(([^()]*\p{Arabic}[^()]*)\)\s*$`)

// arabicCredit parses such a credit: a part labelled "تصوير" (photo)
// names the photographer, "عدسة X:" the paper and its photographer, and
// every other part a source, but for a name beside a known agency with no
// photographer labelled ("(محمود حجاج - الأناضول)"). Urdu's and Arabic's
// word for photo before a source is dropped ("(فوٹو: اے پی پی)").
func (g *gazetteer) arabicCredit(text string) (Credit, bool) {
	m := reArabicBracketCredit.FindStringSubmatchIndex(text)
	if m == nil || len(strings.Fields(text[m[2]:m[3]])) > 8 {
		return Credit{}, false
	}
	body := text[m[2]:m[3]]
	c := Credit{Text: strings.TrimSpace(body), Start: m[0]}
	for _, p := range strings.FieldsFunc(body, func(r rune) bool { return r == '/' || r == '-' || r == '–' }) {
		p = strings.TrimSpace(p)
		switch {
		case p == "" || p == "صورة موزعة" || p == "صور موزعة" || p == "أرشيف" || p == "ارشيف" || p == "أرشيفية":
			// a handout, or the paper's archive ("(سبأ - أرشيف)")
		case strings.HasPrefix(p, "تصوير"):
			if name := strings.TrimSpace(strings.TrimLeft(strings.TrimPrefix(p, "تصوير"), " :")); name != "" {
				if e := g.byFold[fold(name)]; e != nil && e.Type == schema.Org || strings.HasPrefix(name, "ال") {
					// "تصوير: راديو تمازج": the picture is the station's; "تصوير:
					// الوكالة الوطنية للإعلام", a name with the article a body's
					c.Agencies = append(c.Agencies, name)
				} else {
					c.Photographers = append(c.Photographers, name)
				}
			}
		case strings.HasPrefix(p, "عدسة") && strings.Contains(p, ":"):
			paper, name, _ := strings.Cut(strings.TrimPrefix(p, "عدسة"), ":")
			if paper = strings.TrimSpace(paper); paper != "" {
				c.Agencies = append(c.Agencies, paper)
			}
			if name = strings.TrimSpace(name); name != "" {
				c.Photographers = append(c.Photographers, name)
			}
		default:
			for _, distributed := range []string{"صورة وزعها", "صورة وزعتها", "صور وزعها", "صور وزعتها", "صورة من", "صور من"} {
				// "(صورة وزعها المكتب الإعلامي ...)": a picture handed out by
				// the office; "(صورة من الرئاسة - أ ش أ)", one from the presidency
				if rest, ok := strings.CutPrefix(p, distributed+" "); ok {
					p = strings.TrimSpace(rest)
				}
			}
			for _, label := range []string{"فوٹو", "فوٽو", "تصویر", "صورة", "الصورة", "المصدر"} {
				if rest, ok := strings.CutPrefix(p, label); ok && strings.HasPrefix(strings.TrimSpace(rest), ":") {
					p = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), ":"))
				}
			}
			c.Agencies = append(c.Agencies, p)
		}
	}
	if source := g.arabicDatelineSource(text); source != "" && len(c.Agencies) == 0 {
		// "لودر - 14 أكتوبر: ... (عدسة: فهد العولقي)": the paper of the
		// dateline published its photographer's picture (but "صيدا -
		// «الوطنية»: ... (الوكالة الوطنية للإعلام)" names its agency twice)
		c.Agencies = []string{source}
	}
	if len(c.Photographers) == 0 && len(c.Agencies) == 2 {
		for k, a := range c.Agencies {
			// (a part with the article is a body's: "(الإعلام الحربي/سبأ)",
			// the military media office and Saba)
			if other := c.Agencies[1-k]; g.isAgency(other) && !g.isAgency(a) && !strings.HasPrefix(a, "ال") {
				c.Photographers, c.Agencies = []string{a}, []string{other}
				break
			}
		}
	}
	return c, len(c.Agencies)+len(c.Photographers) > 0
}

// reArabicDateline is the town and the source that open an Arab paper's
// caption: "حديبو - سبأ:" (Saba's), "المكلا - «الأيام» - خاص:" (al-Ayyam's
// own).
var reArabicDateline = regexp.MustCompile(`^\s*\p{Arabic}[\p{Arabic} ]{1,30}?\s+[-–]\s+(«[^»]{2,30}»|[\p{Arabic} ]{2,30}?)(?:\s+[-–]\s+خاص)?\s*:`)

// reArabicWireDateline is an Arab agency's dateline, the town, perhaps
// the day, and the agency in brackets: "بنغازي 17 فبراير 2021 (وال) -",
// "سيئون (سبأ) -".
var reArabicWireDateline = regexp.MustCompile(`^\s*\p{Arabic}[\p{Arabic} ]{1,30}?(?:\s+\p{Nd}{1,2}\s+\p{Arabic}+(?:\s+\p{Nd}{4})?)?\s*\((\p{Arabic}[\p{Arabic} ]{0,20})\)\s*[-–:]`)

// arabicDatelineCredit reads the source of such a dateline as the
// caption's only credit, which ends at end.
func (g *gazetteer) arabicDatelineCredit(body string, end int) (Credit, bool) {
	source := g.arabicDatelineSource(body)
	return Credit{Text: source, Start: end, Agencies: []string{source}}, source != ""
}

// arabicDatelineSource returns the source of such a dateline: a paper in
// quotation marks, or a known agency or paper (a reporter may stand there
// too: "القاهرة - محمد علي:").
func (g *gazetteer) arabicDatelineSource(text string) string {
	if m := reArabicWireDateline.FindStringSubmatch(text); m != nil {
		return m[1]
	}
	m := reArabicDateline.FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	if quoted, ok := strings.CutPrefix(m[1], "«"); ok {
		return strings.TrimSuffix(quoted, "»")
	}
	if e := g.byFold[fold(m[1])]; e != nil && e.Type == schema.Org {
		return m[1]
	}
	return ""
}

// arabicBody reads a body's name opened by one of arabicOrgNouns.
func arabicBody(words []arabicWord, i int) (arabicSpan, bool) {
	if !arabicOrgNouns[words[i].text] {
		return arabicSpan{}, false
	}
	end := i + 1
	for end < len(words) && end-i <= 3 && !words[end].parted && strings.HasPrefix(words[end].text, "ال") && !arabicStops[words[end].text] {
		end++
	}
	if end == i+1 {
		return arabicSpan{}, false
	}
	return arabicSpan{entity: schema.Entity{Type: schema.Org, Name: joinWords(words[i:end])}, open: i, to: end}, true
}

// arabicTitles stand before a person's name ("الرئيس", "الفريق"); the
// governing ones ("وزير الداخلية", "رئيس حركة الاستقلال", "والي ولاية
// البحر الأحمر") take what they govern first.
var arabicTitles = map[string]bool{
	"الرئيس": true, "الملك": true, "الأمير": true, "الشيخ": true, "السيد": true, "الدكتور": true, "العميد": true,
	"اللواء": true, "العقيد": true, "الفريق": true, "المشير": true, "النائب": true, "السفير": true, "الناظر": true,
	"المطران": true, "البطريرك": true, "الإمام": true, "الوزير": true, "الراحل": true,
	"وزير": true, "رئيس": true, "والي": true, "محافظ": true, "قائد": true, "مدير": true, "نائب": true, "سفير": true,
}

// governedWord: a word joined by "و" or "ل" before a word with the article
// or a known name still belongs to what a title governs: "وزير الإدارة
// المحلية وإدارة الكوارث", "مدير عام الشركة العامة لمرفأ طرطوس".
func governedWord(words []arabicWord, j int, inSpan []bool) bool {
	w := words[j].text
	if !strings.HasPrefix(w, "و") && !strings.HasPrefix(w, "ل") || j+1 >= len(words) || words[j+1].parted {
		return false
	}
	return strings.HasPrefix(words[j+1].text, "ال") || inSpan[j+1]
}

// arabicRanks qualify a title: "الفريق أول ركن", "مدير عام".
var arabicRanks = map[string]bool{"أول": true, "ركن": true, "عام": true}

// arabicPersons finds the names after titles: past what the title governs
// (the body's or the area's name, words with the article, ranks), the
// name runs up to three words (four with "عبد" or "بن"), and ends at a
// stop word, a place or body, punctuation, or a verb after two words
// ("سليمان فرنجية يضع").
func arabicPersons(words []arabicWord, spans []arabicSpan) []arabicSpan {
	inSpan := make([]bool, len(words))
	for _, sp := range spans {
		for k := sp.open; k < sp.to; k++ {
			inSpan[k] = true
		}
	}
	var out []arabicSpan
	for i := 0; i < len(words); i++ {
		if stem, _ := arabicStem(words[i].text); inSpan[i] || !arabicTitles[words[i].text] && !arabicTitles[stem] {
			continue // ("ورئيس": and the head of)
		}
		j := i + 1
		for j < len(words) && j-i <= 10 && !words[j].parted && (inSpan[j] || arabicTitles[words[j].text] || strings.HasPrefix(words[j].text, "ال") || strings.HasPrefix(words[j].text, "لل") || arabicRanks[words[j].text] || governedWord(words, j, inSpan)) {
			j++
		}
		if j >= len(words) || words[j].parted || arabicStops[words[j].text] || words[j].text == "بن" {
			continue // ("الأمير الحسين بن عبدالله": the name opened with the article)
		}
		end, limit := j, 3
		for end < len(words) && end-j < limit && !inSpan[end] && (end == j || !words[end].parted) && !arabicStops[words[end].text] &&
			!arabicAreaNouns[words[end].text] && !arabicSiteNouns[words[end].text] && !arabicOrgNouns[words[end].text] {
			w := words[end].text
			if end-j >= 2 && (strings.HasPrefix(w, "ي") || strings.HasPrefix(w, "ت")) || end > j && strings.HasPrefix(w, "و") || tanween(w) {
				break // a verb after the name, "و" (and) opening the next, or an adverb ("رئيساً")
			}
			if end-j >= 2 && strings.HasPrefix(w, "ال") && strings.HasPrefix(words[end-1].text, "ال") && limit == 3 {
				break // "رائد الصالح المناطق": a second word with the article opens a noun
			}
			if w == "عبد" || w == "بن" {
				limit = 4
			}
			end++
		}
		if end-j < 2 {
			continue // one word is as likely a noun as a name
		}
		out = append(out, arabicSpan{entity: schema.Entity{Type: schema.Person, Name: joinWords(words[j:end])}, open: j, to: end})
		i = end - 1
	}
	return out
}
