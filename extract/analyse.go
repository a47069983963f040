package extract

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/kg-archive/kg/schema"
)

// analysis is what the body of one caption yields.
type analysis struct {
	mentions  []mention
	dates     []dateMention
	photoDate string
	partOf    [][2]string
}

// reUndated: "in this undated photo", "an undated custody photograph",
// Getty's dateline "LONDON, ENGLAND - UNDATED:". The year it was taken
// may follow in the same clause: "an undated picture released by the
// Hellenic Coast Guard and taken in 2014".
var reUndated = regexp.MustCompile(`(?i:\bundated\s+(?:\pL+\s+)?(?:photo|picture|image|handout|file)\w*(\s+(?:[^.,;]{0,60}?\s)?(?:from|taken\s+in)\s+\d{4}\b)?)|^[^a-z]*[-–—]\s*UNDATED\s*:`)

// analyse finds the dates, names and place nesting of a caption body.
func (x *Extractor) analyse(body string) analysis {
	var out analysis
	out.dates = findDates(body)
	written := out.dates // the dates as written, before a dateline's year is borrowed
	if d, ok := datelineDate(body, out.dates); ok {
		out.dates = append([]dateMention{d}, out.dates...)
	}
	if loc := reWireDateline.FindStringIndex(body); loc != nil {
		for i := range out.dates {
			out.dates[i].Wire = out.dates[i].Start < loc[1]
		}
	}
	toks := tokenize(body)
	inDate := make([]bool, len(toks))
	di := 0
	for i, t := range toks {
		for di < len(out.dates) && out.dates[di].End <= t.Start {
			di++
		}
		if di < len(out.dates) && t.Start >= out.dates[di].Start && t.End <= out.dates[di].End {
			inDate[i] = true
		}
	}
	for i := range toks {
		// ("Black September" is a known name, not a month)
		inDate[i] = inDate[i] || monthBreak(toks, i) && (i == 0 || x.gaz.lookupTokens(texts(toks, i-1, i+1)) == nil) || fashionSeason(toks, i)
	}
	sentStart := sentenceStarts(toks)
	words := countFunctionWords(toks)
	german, spanish, french, indonesian, scandinavian, slavic := words.german(), words.spanish(), words.french(), words.indonesian(), words.scandinavian(), words.slavic()
	romance := spanish || words.portuguese()
	var phrases []mention // names read whole, in place of what runs find inside them
	switch {
	case german:
		x.gaz.germanBreaks(toks, inDate)
	case spanish:
		markBreakWords(toks, inDate, spanishBreakWords)
	case french:
		markBreakWords(toks, inDate, frenchBreakWords)
	case indonesian:
		markBreakWords(toks, inDate, indonesianWeekdays)
		markBreakWords(toks, inDate, indonesianBreakWords)
	case scandinavian:
		markBreakWords(toks, inDate, scandinavianBreakWords)
	case slavic:
		markBreakWords(toks, inDate, slavicBreakWords)
	case words.swahili():
		markBreakWords(toks, inDate, swahiliWeekdays)
		phrases = swahiliNames(body, toks, inDate) // (before its nouns break runs: "Kampuni ya Huduma za Meli")
		markBreakWords(toks, inDate, swahiliNouns)
		x.gaz.markPlaceAnd(toks, inDate, "na")
	case words.hausa():
		markBreakWords(toks, inDate, hausaBreakWords)
		markHausaStates(toks, inDate)
	}
	vietnamese := vietnameseCaption(toks)
	if vietnamese {
		phrases = append(phrases, vietnameseNames(body, toks, inDate)...)
	}
	markBreakWords(toks, inDate, rwandaAreaNouns)
	for and := range placeAnds {
		if and != "na" { // (Swahili's, only in a Swahili caption, above)
			x.gaz.markPlaceAnd(toks, inDate, and)
		}
	}
	luganda, openVowels := lugandaLike(toks), openVowelLanguage(toks)
	if luganda {
		markBreakWords(toks, inDate, lugandaBreakWords)
	}
	if openVowels {
		markBreakWords(toks, inDate, openVowelBreakWords)
	}
	markIrishWeekdays(toks, inDate)
	markWeekdays(toks, inDate)

	proseText := cutAt(body, x.cfg.proseLimit)
	runs := x.gaz.findRuns(toks, inDate)
	runs = x.gaz.splitArmenianRuns(toks, runs)
	if german {
		runs = x.gaz.splitGermanRuns(toks, runs)
	}
	if romance {
		runs = x.gaz.splitSpanishGroups(toks, runs)
	}
	if french {
		runs = x.gaz.splitFrenchRuns(toks, runs)
	}
	if indonesian {
		runs = x.gaz.splitIndonesianRuns(toks, runs, sentStart)
	}
	if words.finnish() {
		runs = x.gaz.splitFinnishRuns(toks, runs, sentStart)
	}
	for i, r := range runs {
		if toks[r.a].Text == "TP" && r.b-r.a >= 2 && strings.ContainsAny(toks[r.a+1].Text, vietnameseLetters) {
			runs[i].a++ // "TP Cần Thơ": thành phố (city), shortened, before the city's name
		}
	}
	runs = slices.DeleteFunc(runs, func(r run) bool { return x.gaz.describingName(toks, r.a) }) // "a Kayan village"
	runs = extendFrenchNames(toks, runs, french)
	runs = x.gaz.splitPlaceBeforeName(toks, runs, slavic || words.lithuanian() || words.italian())
	c := &capCtx{
		countries:    x.gaz.captionCountries(toks, runs),
		sports:       sportsReport(toks),
		french:       french,
		dutch:        words.dutch(),
		romance:      romance,
		indonesian:   indonesian,
		scandinavian: scandinavian,
		slavic:       slavic,
		finnish:      words.finnish(),
		lithuanian:   words.lithuanian(),
		ukrainian:    strings.ContainsAny(body, "іїєґ") && !strings.ContainsAny(body, "ыэъёў"),
		vietnamese:   vietnamese,
		luganda:      luganda,
		openVowels:   openVowels,
		foreign:      words.foreign(),
		dates:        written,
		storms:       stormNames(toks),
		tagText:      func() proseHints { return x.hints(proseText) },
	}
	x.gaz.monthFirstInAmerica(body, toks, runs, c.countries, out.dates)
	out.photoDate = photoDate(out.dates, toks, sentStart)
	if d, ok := japanesePhotoDate(body, out.dates); ok {
		out.photoDate = d
	}
	if m := reUndated.FindStringSubmatch(body); m != nil && m[1] == "" {
		// "in this undated photo released on ... by KCNA", but "in this
		// undated photo from 2015" gives the year
		out.photoDate = ""
	}
	var ms []mention
	for _, r := range runs {
		for _, m := range x.interpret(body, toks, r, sentStart, c) {
			// a name may take in the next run's first token ("Launch
			// Complex 39A"); the mentions never overlap
			if len(ms) == 0 || m.tokStart >= ms[len(ms)-1].tokEnd {
				ms = append(ms, m)
			}
		}
	}
	ms = withPhrases(ms, phrases)
	datedPlaceNames(body, toks, ms)
	if c.sports {
		teamsAcross(toks, ms)
		x.gaz.clubsByContext(toks, ms)
		x.gaz.teamsByNickname(toks, ms)
		x.gaz.clubsByTownName(toks, ms)
		x.gaz.teamsOfPlayers(toks, ms)
	}
	x.gaz.sidesBetween(toks, ms)
	ms = dropCompetitionOwners(toks, ms)
	ms = dropSeaModifiers(toks, ms)
	ms = mergeMissions(body, toks, ms)
	ms = mergeUnitChains(body, toks, ms)
	ms = mergePortfolios(body, toks, ms)
	ms = mergeParens(body, toks, ms, x.gaz)
	ms = x.gaz.mergeAreaOf(body, toks, ms)
	ms = mergeKnownAs(toks, ms, x.gaz)
	ms = mergeNicknames(body, toks, ms)
	ms = dropBuriedOwners(toks, ms)
	ms = dropModels(toks, ms)
	ms = dropLetterCodes(toks, ms)
	ms = x.gaz.dropFamilies(toks, ms)
	ms = mergeSurnames(toks, ms)
	if german {
		ms = x.gaz.dropGermanNouns(toks, ms)
	}
	if c.finnish {
		finnishNominativeNames(ms)
	}
	armenianPersonNames(ms)
	if c.foreign {
		caseFormsOfPlaces(ms)
	}
	unifyKnown(ms)
	ms = mergeAliasUses(ms)
	typeLists(toks, ms)
	groundsAsPlaces(toks, ms)
	townSites(x.gaz, toks, ms)
	x.gaz.townsOfStates(toks, ms)
	x.gaz.link(ms, c.countries)
	out.mentions = ms
	out.partOf = x.nest(toks, ms, out.dates, sentStart, scandinavian, c.finnish)
	return out
}

// opensCaption reports whether the date at pos follows no more than a
// dateline's place: capitalised words, brackets and commas from the
// caption's start.
func opensCaption(toks []token, pos int) bool {
	n := 0
	for _, t := range toks {
		if t.Start >= pos {
			return n > 0
		}
		n++
		if n > 8 || t.Kind == tokWord && !isCapitalized(t.Text) || t.Kind != tokWord && t.Text != "," && t.Text != "(" && t.Text != ")" {
			return false
		}
	}
	return false
}

// sportsReport reports whether a caption is about a match: two or more of
// the words a sports caption uses.
func sportsReport(toks []token) bool {
	n := 0
	for _, t := range toks {
		if t.Kind == tokWord && sportsWords[strings.ToLower(t.Text)] {
			n++
		}
	}
	return n >= 2
}

// sentenceStarts marks tokens that begin a sentence.
func sentenceStarts(toks []token) []bool {
	st := make([]bool, len(toks))
	if len(toks) > 0 {
		st[0] = true
	}
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Kind != tokPunct {
			continue
		}
		switch t.Text {
		case ".", "!", "?":
			if t.Text == "." && i > 0 && toks[i-1].Kind == tokWord && toks[i-1].End == t.Start &&
				(abbrevs[toks[i-1].Text] || len([]rune(toks[i-1].Text)) == 1) {
				continue
			}
			j := i + 1
			for j < len(toks) && toks[j].Kind == tokPunct && strings.ContainsAny(toks[j].Text, "\"”“'’)") {
				j++
			}
			if j < len(toks) && !(t.Text == "." && (toks[j].Kind == tokWord && unicode.IsLower([]rune(toks[j].Text)[0]) || toks[j].Text == "," || toks[j].Text == ";")) {
				st[j] = true // (not "the General Motors Co. plant", "Oxford, Miss., in 1962")
			}
		case ":", "\"", "“", "—", "–":
			if i+1 < len(toks) {
				st[i+1] = true
			}
		case "--":
			st[i+1] = true // "NAIROBI, Aug. 19 (Xinhua) -- Former ..."
		case "-":
			// "TOPSHOT - Cars carrying refugees ..."
			if i > 0 && i+1 < len(toks) && (labelOnly(toks[:i]) || toks[i-1].Text == "." || toks[i-1].Text == ")" || shoutedTown(toks[:i])) {
				// (EFE's "JULIACA (PERÚ), 10/01/2023.- Familiares",
				// "Manaus (AM) - Pacientes", ANP's "GRONINGEN - Deelnemers")
				st[i+1] = true
			}
			if i+2 < len(toks) && toks[i+1].Text == "-" && toks[i+1].Start == t.End {
				st[i+2] = true // the wire's dash, "(Xinhua) -- Former ..."
			}
		}
	}
	return st
}

// shoutedTown reports whether toks, opening the caption, are a town's
// name of one to three words in capitals: ANP's dateline "DEN HAAG".
func shoutedTown(toks []token) bool {
	if len(toks) > 3 {
		return false
	}
	for _, t := range toks {
		if t.Kind != tokWord || !isAllCaps(t.Text) {
			return false
		}
	}
	return true
}

// labelOnly reports whether toks are shouted label words ("TOPSHOT").
func labelOnly(toks []token) bool {
	for _, t := range toks {
		if t.Kind == tokWord && !shoutWords[t.Text] {
			return false
		}
	}
	return true
}

// lastBefore is the index of the last token that ends at or before pos, or
// -1.
func lastBefore(toks []token, pos int) int {
	i := len(toks) - 1
	for i >= 0 && toks[i].End > pos {
		i--
	}
	return i
}

// wordBefore is the lower-case word token that ends at or before pos.
func wordBefore(toks []token, pos int) string {
	if i := lastBefore(toks, pos); i >= 0 && toks[i].Kind == tokWord {
		return strings.ToLower(toks[i].Text)
	}
	return ""
}

// releasedOn reports whether the date at pos is when the picture was made
// public: "A file picture made available on 27 July 2013 shows ...".
func releasedOn(toks []token, pos int) bool {
	i := lastBefore(toks, pos)
	if lower(toks, i) != "on" {
		return false
	}
	k := i - 1
	// "made available by the Withers Family Trust on 02 April 2018": the
	// releasing body may stand between the verb and its date
	for j := k; j >= 0 && j >= i-8 && (toks[j].Kind == tokWord && isCapitalized(toks[j].Text) || connectors[toks[j].Text] || toks[j].Text == "the"); j-- {
		if lower(toks, j-1) == "by" {
			k = j - 2
			break
		}
	}
	switch lower(toks, k) {
	case "available", "released", "published", "distributed", "issued", "posted":
		return true
	}
	return false
}

// takenBefore reports whether "taken" or "taken on" comes right before pos.
func takenBefore(toks []token, pos int) bool {
	i := lastBefore(toks, pos)
	if lower(toks, i) == "on" {
		i--
	}
	switch lower(toks, i) {
	case "taken", "pictured", "photographed": // "..., pictured on February 10, 2015"
		return true
	case ":":
		return dateLabels[lower(toks, i-1)] // Tamil papers' "நாள்: 23.07.2024" (date:)
	}
	return false
}

// dateLabels label the picture's date before a colon.
var dateLabels = map[string]bool{"date": true, "நாள்": true, "தேதி": true, "তারিখ": true, "दिनांक": true, "तारीख": true, "fecha": true, "datum": true}

// picturedOn reports whether the date at pos follows a picture "dated":
// "Handout photo dated 2017 issued by ...".
func picturedOn(toks []token, pos int) bool {
	i := lastBefore(toks, pos)
	return lower(toks, i) == "dated" && (pictureNouns[lower(toks, i-1)] || lower(toks, i-1) == "and")
}

// takenIn reports whether the date at pos closes "taken ... in": "an
// image taken by the Hubble Space Telescope in 2014 and released in
// January 2015".
func takenIn(toks []token, pos int) bool {
	i := lastBefore(toks, pos)
	if lower(toks, i) != "in" {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-8; k-- {
		switch lower(toks, k) {
		case "taken":
			// (not "men taken from the hospital in November 1991")
			for j := k - 1; j >= 0 && j >= k-3; j-- {
				if pictureNouns[lower(toks, j)] {
					return true
				}
			}
			return false
		case ",", ".", "and", "released", "published":
			return false
		}
	}
	return false
}

// pictureNouns name a picture: "an image taken ... in 2014".
var pictureNouns = map[string]bool{
	"image": true, "images": true, "picture": true, "pictures": true, "photo": true, "photos": true,
	"photograph": true, "photographs": true, "shot": true, "still": true, "footage": true, "frame": true,
}

// photoNoun reports whether the words from pos name a picture: "2019
// photo", "2017 aerial photo".
func photoNoun(toks []token, pos int) bool {
	for i, t := range toks {
		if t.Start >= pos {
			w := strings.ToLower(t.Text)
			if (w == "aerial" || w == "handout" || w == "satellite") && i+1 < len(toks) {
				w = strings.ToLower(toks[i+1].Text)
			}
			switch w {
			case "photo", "photograph", "picture", "image", "file", "portrait":
				return true
			}
			return false
		}
	}
	return false
}

// datelineSentence reports whether the date at pos closes a sentence of
// its own that names only where it was: "Paris, France, March 2016."
func datelineSentence(toks []token, sentStart []bool, pos int) bool {
	for i := lastBefore(toks, pos); i >= 0; i-- {
		t := toks[i]
		switch {
		case t.Text == ",", t.Kind == tokWord && (areaGenerics[t.Text] || t.Text == "district" || areaWordsAfter[t.Text]):
			// ("Ысык-Көл облусу, 2023-жылдын 20-июлу.", "Idlib province, 2019.")
		case t.Kind == tokWord && isCapitalized(t.Text) && !monthWords[t.Text]:
			if sentStart[i] {
				return i > 0 && fullStopBefore(toks, i)
			}
		default:
			return false
		}
	}
	return false
}

// afterPlaceName reports whether a capitalised name, perhaps with a comma
// after it, is written right before pos: "Basra, Iraq January 3, 2021".
func afterPlaceName(toks []token, pos int) bool {
	i := lastBefore(toks, pos)
	if i < 0 {
		return false
	}
	if toks[i].Text == "," && i > 0 {
		i--
	}
	return toks[i].Kind == tokWord && isCapitalized(toks[i].Text) && !monthWords[toks[i].Text]
}

// labelWords open a caption's label in any case: "File photo:".
var labelWords = map[string]bool{"file": true, "photo": true, "picture": true, "archive": true, "image": true}

// fullStopBefore reports whether the sentence starting at toks[i] follows
// a full stop, not a colon or an opening quote, which start a capitalised
// stretch inside the first sentence ('a "strong, formidable" majority').
func fullStopBefore(toks []token, i int) bool {
	k := i - 1
	for k > 0 && toks[k].Kind == tokPunct && strings.ContainsAny(toks[k].Text, "\"”“'’)") {
		k--
	}
	return k >= 0 && (toks[k].Text == "." || toks[k].Text == "!" || toks[k].Text == "?")
}

// clauseOpens reports whether the date at pos stands in a clause opened by
// one of the words: one comes between it and the comma or sentence start
// before it.
func clauseOpens(toks []token, pos int, words map[string]bool) bool {
	for i := lastBefore(toks, pos); i >= 0; i-- {
		switch t := toks[i]; {
		case t.Kind == tokPunct && (t.Text == "," || t.Text == ";" || t.Text == ":" || t.Text == "." || isDash(t.Text)):
			return false
		case t.Kind == tokWord && words[strings.ToLower(t.Text)]:
			return true
		}
	}
	return false
}

// relativeOpeners open a relative or "after" clause, which tells of an
// event other than the picture; spanOpeners a date that bounds a span.
var (
	relativeOpeners = map[string]bool{"which": true, "that": true, "where": true, "who": true, "whom": true, "whose": true, "after": true}
	spanOpeners     = map[string]bool{"since": true, "until": true, "till": true}
	whichOpeners    = map[string]bool{"which": true, "who": true, "whom": true, "whose": true}
)

// closingDate is the full date that stands as the text's last sentence,
// alone or before an address.
func closingDate(dates []dateMention, toks []token) (string, bool) {
	if len(dates) == 0 || !dates[len(dates)-1].Full {
		return "", false
	}
	d := dates[len(dates)-1]
	i, _ := slices.BinarySearchFunc(toks, d.Start, func(t token, at int) int { return t.Start - at })
	if i == 0 || i == len(toks) || !fullStopBefore(toks, i) {
		return "", false
	}
	// what follows, run by run of tokens without a space between them,
	// is punctuation or an address
	words, email := false, false
	for k := i; k <= len(toks); k++ {
		if k == len(toks) || toks[k].Start != toks[k-1].End {
			if words && !email {
				return "", false
			}
			words, email = false, false
		}
		if k < len(toks) && toks[k].Start >= d.End {
			words = words || toks[k].Kind == tokWord
			email = email || toks[k].Text == "@"
		}
	}
	return d.ISO, true
}

// photoDate picks the dateline date: a date the caption says the picture
// was taken on, a full date standing alone at the end, the first full date
// of the first sentence, else its first date of any precision, else the
// first full date.
func photoDate(dates []dateMention, toks []token, sentStart []bool) string {
	// ("since the Mayflower set sail on Sept. 16, 1620": no photograph
	// is older than photography)
	dates = slices.DeleteFunc(slices.Clone(dates), func(d dateMention) bool { return d.ISO < "1839" })
	// "FILE PHOTO: ...", "TOPSHOT - ...": a label is no first sentence
	from := 0
	for from < len(toks) && (toks[from].Kind == tokPunct || shoutWords[toks[from].Text]) {
		from++
	}
	if from == 0 {
		// "File photo: ...", "Archive picture - ..."
		for from < len(toks) && from < 3 && labelWords[lower(toks, from)] {
			from++
		}
		if from == 0 || from >= len(toks) || toks[from].Text != ":" && toks[from].Text != "-" {
			from = 0
		} else {
			from++
		}
	}
	firstEnd := -1
	for i := from + 1; i < len(toks); i++ {
		if sentStart[i] && fullStopBefore(toks, i) {
			firstEnd = toks[i].Start
			break
		}
	}
	// "under Russian control since May 2022, in March 2023": a date that
	// bounds a span is not when the photo was taken
	bounds := func(d dateMention) bool {
		switch wordBefore(toks, d.Start) {
		case "since", "until", "till":
			return true
		}
		return false
	}
	inFirst := func(d dateMention) bool {
		return (firstEnd < 0 || d.Start < firstEnd) && !bounds(d) && !releasedOn(toks, d.Start)
	}
	for _, d := range dates {
		if len(d.ISO) <= 7 && photoNoun(toks, d.End) {
			return d.ISO // "in this 2019 photo provided by ...", "in a November 1985 portrait"
		}
	}
	for _, d := range dates {
		if (d.Full || len(d.ISO) == 7) && takenBefore(toks, d.Start) || takenIn(toks, d.Start) || picturedOn(toks, d.Start) {
			return d.ISO // Reuters' "... January 9, 2020. Picture taken January 7, 2020."
		}
	}
	if iso, ok := closingDate(dates, toks); ok {
		return iso // Yonhap's "... 있다. 2024.2.18 mskim@yna.co.kr"
	}
	var full []dateMention
	for _, d := range dates {
		if d.Full && inFirst(d) && !d.Attributive {
			full = append(full, d)
		}
	}
	if w := bareWeekday(toks, from, firstEnd, dates); w >= 0 && (len(full) == 0 || toks[w].Start < full[0].Start && wordBefore(toks, full[0].Start) == "on") &&
		!clauseOpens(toks, toks[w].Start, relativeOpeners) && !slices.ContainsFunc(dates, func(d dateMention) bool { return d.Wire || d.Yearless || labelledDate(toks, d) }) {
		// "guard the complex on Wednesday after looting sparked by the
		// price rises announced on 12 January 2019", "wait outside the
		// hospital on Wednesday. The Herald reported on 19 November 2008
		// ...": the picture is dated by its weekday alone; the full dates
		// tell of the story (but "where he was found dead on Tuesday.
		// Picture date: Wednesday June 14, 2023" dates it)
		return ""
	}
	if len(full) > 1 && full[0].Wire && !full[1].Wire && full[1].ISO[:4] == full[0].ISO[:4] && !clauseOpens(toks, full[1].Start, relativeOpeners) {
		// "NAIROBI, Aug. 19 (Xinhua) -- Refugees queue ... Aug. 18, 2023":
		// the picture's day, not the day the story was filed (and not an
		// anniversary's event, years before)
		return full[1].ISO
	}
	if len(full) > 1 && opensCaption(toks, full[0].Start) {
		return full[0].ISO // ČTK's "Stonava (Karvinsko), 20. prosince 2019 - ... v Dole ČSM 20. prosince 2018."
	}
	for _, d := range full {
		if len(full) > 1 && afterPlaceName(toks, d.Start) {
			// "killed ... on January 3, 2020, during a commemoration in
			// Basra, Iraq January 3, 2021": the dateline's date
			return d.ISO
		}
	}
	if len(full) > 0 && clauseOpens(toks, full[0].Start, relativeOpeners) {
		// "in September 2018, weeks after a wildfire that broke out on
		// August 3, 2018", "the aircraft that crashed on Aug. 12, 1985, is
		// pictured in 1984": the full date tells of the story's event; the
		// main clause's month or year is the picture's, or its full date
		// after the clause ("Issam Abdallah, who was killed ... on October
		// 13, 2023, during a vigil in Beirut on October 13, 2024")
		mainClause := func(d dateMention) bool {
			return !clauseOpens(toks, d.Start, relativeOpeners) && !clauseOpens(toks, d.Start, spanOpeners)
		}
		for _, d := range full[1:] {
			if mainClause(d) {
				return d.ISO
			}
		}
		for _, d := range dates {
			// (not "ending Labour's control since devolution in 1999")
			if !d.Full && inFirst(d) && !d.Attributive && mainClause(d) {
				return d.ISO
			}
		}
	}
	if len(full) > 0 {
		return full[0].ISO
	}
	for _, d := range dates {
		if (datelineSentence(toks, sentStart, d.Start) || labelledDate(toks, d)) && !d.Attributive && !bounds(d) { // (not "The October 2018 storm flattened ...", "Since February 2024 the crossing ...")
			return d.ISO // "... the Belgian flag. Paris, France, 2016."
		}
	}
	for _, d := range dates {
		if inFirst(d) && len(d.ISO) == 7 && !d.Attributive && !clauseOpens(toks, d.Start, whichOpeners) {
			return d.ISO // (not "the historic quarter, which was declared a World Heritage Site in July 2003")
		}
	}
	// "FILE - Pele is carried ... in 1970. Pele ... died on December 29,
	// 2022": an archive picture's year, not the news that brings it back
	firstYear := func() string {
		for _, d := range dates {
			// "vines planted in 1898 on the family's property, in 2008.": the
			// year set off at the sentence's end is the picture's
			if inFirst(d) && !d.Attributive && len(d.ISO) == 4 && sentenceEndDate(toks, d) {
				return d.ISO
			}
		}
		for _, d := range dates {
			if inFirst(d) && !d.Attributive && !clauseOpens(toks, d.Start, whichOpeners) {
				return d.ISO // "in 2023": a year is all the caption says
			}
		}
		return ""
	}
	// "... the destroyed old town in autumn 1945. Raids that began on
	// February 13, 1945 killed ...": the first sentence's year is the
	// picture's; the full date of a later sentence is the story's
	if y := firstYear(); y != "" {
		return y
	}
	for _, d := range dates {
		if d.Full && !d.Attributive {
			return d.ISO
		}
	}
	return firstYear()
}

// bareWeekday returns the index of a weekday after "on" in the first
// sentence, toks from from up to the character offset firstEnd (-1: the
// whole body), that no date follows ("on Wednesday after ..."), or -1.
func bareWeekday(toks []token, from, firstEnd int, dates []dateMention) int {
	for i := from + 1; i < len(toks) && (firstEnd < 0 || toks[i].Start < firstEnd); i++ {
		if !weekdays[toks[i].Text] || lower(toks, i-1) != "on" {
			continue
		}
		dated := slices.ContainsFunc(dates, func(d dateMention) bool {
			return d.Start <= toks[i].Start && toks[i].End <= d.End || d.Start >= toks[i].End && d.Start <= toks[i].End+2
		})
		if !dated {
			return i
		}
	}
	return -1
}

// labelledDate reports whether the date d is labelled as the picture's or
// stands as a sentence of its own: "Picture date: Thursday August 13,
// 2020", "Picture taken January 7, 2020", "... on Magdala Road.
// 13/06/2023.", "... с жителями. Февраль 2025 года."
func labelledDate(toks []token, d dateMention) bool {
	i := lastBefore(toks, d.Start)
	for i >= 0 && (toks[i].Text == ":" || weekdays[toks[i].Text]) {
		i--
	}
	if w := lower(toks, i); w == "date" || w == "taken" {
		return true
	}
	k := lastBefore(toks, d.End) + 1
	if k < len(toks) && (toks[k].Text == "года" || toks[k].Text == "г") {
		k++ // "Февраль 2025 года."
	}
	return i >= 0 && toks[i].Text == "." && (k >= len(toks) || toks[k].Text == ".")
}

// sentenceEndDate reports whether the date d closes its sentence after a
// comma and "in": "..., in 2008."
func sentenceEndDate(toks []token, d dateMention) bool {
	i := lastBefore(toks, d.Start)
	if i < 1 || lower(toks, i) != "in" || toks[i-1].Text != "," {
		return false
	}
	k := lastBefore(toks, d.End) + 1
	return k < len(toks) && toks[k].Text == "."
}

// seasonWords name a fashion season: "the Gucci Spring/Summer 2024
// collection", "Prada Women's Fall/Winter 2024-2025", "the Coperni
// Spring-Summer 2024 collection".
var seasonWords = map[string]bool{
	"Spring": true, "Summer": true, "Autumn": true, "Fall": true, "Winter": true, "Resort": true,
	"Cruise": true, "Menswear": true, "Womenswear": true, "Women's": true, "Men's": true,
	"Haute": true, "Couture": true, "Ready-to-Wear": true,
}

// showNouns, capitalised in a show's title, name no label: "the Milan
// Fashion Week Women's Collection Fall/Winter 2024/2025".
var showNouns = map[string]bool{"Collection": true, "Show": true, "Fashion": true, "Week": true}

// fashionSeason reports whether token i is part of a season's label, which
// ends a name like a date: a season word joined to another by "/" or "-",
// or one before a year or a show ("the Chanel Haute Couture show").
func fashionSeason(toks []token, i int) bool {
	label := func(k int) bool {
		if k < 0 || k >= len(toks) {
			return false
		}
		if w := toks[k].Text; k+1 < len(toks) && toks[k+1].Kind == tokPoss {
			return seasonWords[w+toks[k+1].Text] // "Women's"
		}
		if parts := strings.Split(toks[k].Text, "-"); len(parts) == 2 {
			return seasonWords[parts[0]] && seasonWords[parts[1]] // "Spring-Summer"
		}
		return seasonWords[toks[k].Text]
	}
	if toks[i].Kind == tokPoss {
		return i > 0 && fashionSeason(toks, i-1)
	}
	if !label(i) {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+6; k++ {
		switch t := toks[k]; {
		case t.Text == "/" || t.Text == "-" || t.Kind == tokPoss || label(k):
		case isNumber(t.Text) && len(t.Text) == 4, t.Text == "show" || t.Text == "collection":
			return true
		default:
			return k > i+1 && label(k-1) && (toks[k-2].Text == "/" || toks[k-2].Text == "-")
		}
	}
	return false
}

// datedPlaceNames gives a place named after a date its whole name: "the
// 5 July 1962 Stadium", "the 1st November 1954 Stadium" (findDates left
// the date to it).
func datedPlaceNames(body string, toks []token, ms []mention) {
	for i := range ms {
		m := &ms[i]
		if m.entity.Type != schema.Place || m.tokEnd-m.tokStart != 1 || !reDateNamesPlace.MatchString(" "+toks[m.tokStart].Text) {
			continue
		}
		loc := reDateBefore.FindStringSubmatchIndex(body[:m.pos])
		if loc == nil {
			continue
		}
		month := 2 // the month's group: "5 July" or "July 5,"
		if loc[2] < 0 {
			month = 4
		}
		if monthNum(body[loc[month]:loc[month+1]]) == 0 {
			continue
		}
		for k := m.tokStart - 1; k >= 0 && toks[k].Start >= loc[0]; k-- {
			if toks[k].Start == loc[0] {
				m.tokStart, m.pos = k, loc[0]
				m.entity.Name = body[loc[0]:toks[m.tokEnd-1].End]
				m.entity.Aliases = nil
				break
			}
		}
	}
}

var reDateBefore = regexp.MustCompile(`(?:\b\d{1,2}(?:st|nd|rd|th)? ([A-Z][a-z]+)|\b([A-Z][a-z]+) \d{1,2},?) \d{4} $`)

// dropLetterCodes drops a paper's or agency's two-letter code read in the
// text rather than beside a slash or "via", as credits write it: "the
// Senior TT" is a motorcycle race, not TT News Agency.
func dropLetterCodes(toks []token, ms []mention) []mention {
	out := ms[:0]
	for _, m := range ms {
		w := toks[m.tokStart].Text
		if m.gaz != nil && m.gaz.Kind == "agency" && m.tokEnd-m.tokStart == 1 && len(w) == 2 && isAllCaps(w) && m.gaz.Name != w &&
			!creditMark(lower(toks, m.tokStart-1)) && !creditMark(lower(toks, m.tokEnd)) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// dropFamilies drops a family named by its surname in the plural, "the
// Bidens", "the Bushes", once a person of that surname is named: the
// family is no entity of its own. The person's name opens with a known
// given name ("Grande Glorieuse" does not name "the Glorieuses islands").
func (g *gazetteer) dropFamilies(toks []token, ms []mention) []mention {
	surnames := map[string]bool{}
	for _, m := range ms {
		if m.entity.Type == schema.Person && m.tokEnd-m.tokStart > 1 && g.givenNames[toks[m.tokStart].Text] {
			surnames[toks[m.tokEnd-1].Text] = true
		}
	}
	out := ms[:0]
	for _, m := range ms {
		w := toks[m.tokStart].Text
		if m.tokEnd-m.tokStart == 1 && m.gaz == nil && lower(toks, m.tokStart-1) == "the" && strings.HasSuffix(w, "s") &&
			(surnames[w[:len(w)-1]] || surnames[strings.TrimSuffix(w, "es")]) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// creditMark: a slash or "via" joins the names of a credit.
func creditMark(w string) bool { return w == "/" || w == "via" }
