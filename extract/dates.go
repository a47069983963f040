package extract

import (
	"cmp"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// seasonPat is an optional season before a year: "in autumn 1945",
// "..., summer 2016."
const seasonPat = `(?:(?:spring|summer|autumn|fall|winter)\s+)?`

const monthPat = `((?i:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?))\.?`

var (
	// reMDY: "March 3, 2019", and ENA's dateline "April 2/2023"
	// and Mizo's "November ni 7, 2023" (the day of November)
	reMDY = regexp.MustCompile(`\b` + monthPat + `\s+(?:ni\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+|/)(\d{4})\b`)
	reDMY = regexp.MustCompile(`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?` + monthPat + `,?\s+(\d{4})\b`)
	reISO = regexp.MustCompile(`\b((?:1[89]|20)\d{2})[-/](\d{1,2})[-/](\d{1,2})\b`) // "2024-05-19", SOPA's "2024/05/19", Kyodo's "2021/6/18"
	// reCJKDate: Japanese and Chinese "2022年7月8日", Korean "2022년 7월 8일".
	reCJKDate = regexp.MustCompile(`\b((?:1[89]|20)\d{2})\s?[年년]\s?(\d{1,2})\s?[月월]\s?(\d{1,2})\s?[日일]`)
	// reEraDate: Japan's era years, "平成26年10月5日" (Heisei 26, 2014);
	// the first year of an era is "元年".
	reEraDate = regexp.MustCompile(`(平成|令和|昭和)\s?(元|\d{1,2})\s?年\s?(\d{1,2})\s?月\s?(\d{1,2})\s?日`)
	// reROCDate: Taiwan's Republic of China years, counted from 1912:
	// "民國108年5月24日" (2019), or three digits alone, "103年8月1日" (2014).
	reROCDate = regexp.MustCompile(`(?:民國|民国)\s?(\d{1,3})\s?年\s?(\d{1,2})\s?月\s?(\d{1,2})\s?日|\b(1[01]\d)\s?年\s?(\d{1,2})\s?月\s?(\d{1,2})\s?日`)
	// reHanYear: a year and month, "2024年1月", "2016년 11월", or a year
	// alone, "1952年", after any full date has taken its own.
	reHanYear = regexp.MustCompile(`\b((?:1[89]|20)\d{2})\s?[年년](?:\s?(\d{1,2})\s?[月월])?`)
	// reYMDDots: East Asian desks' "2019.08.15", News1's "2024.4.16"
	reYMDDots = regexp.MustCompile(`\b((?:19|20)\d{2})\.(\d{1,2})\.(\d{1,2})\b`)
	// reCompactDateline: NTB's "Oslo 20210722.", TT's "LULEÅ 20130612
	// Facebooks ...", the town and the day as eight digits opening the
	// caption.
	reCompactDateline = regexp.MustCompile(`^\p{Lu}\p{L}+(?:[ -]\p{Lu}\p{L}+)? ((?:19|20)\d{2})(\d{2})(\d{2})(?:[.:]|\s+\p{Lu})`)
	reMY              = regexp.MustCompile(`\b` + monthPat + `,?\s+(\d{4})\b`)
	// reYearAttr: "the 2016 election", "Brazil's 2022 vote", "a landmark
	// 1973 ruling": a year before a noun dates an event, not the photo.
	reYearAttr = regexp.MustCompile(`(?:\b(?:[Tt]he|[Aa]|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir)|['’]s)\s+(?:[a-z]+\s+)?((?:19|20)\d{2})\s+[A-Za-z]`)
	// reNumericDate: "26/09/2022", "26.09.2022", British sports desks'
	// "28/5/11" and "6.4.19", STA's "07. 08. 2023": numbers with slashes
	// or dots, day first unless the day cannot be first; Pakistani desks'
	// "10-05-2023", with hyphens and a full year.
	reNumericDate = regexp.MustCompile(`\b(\d{1,2})(?:[/.-]|\. )(\d{1,2})(?:[/.-]|\. )(\d{4}|\d{2})\b`)
	// reWeekdayDMY: "Saturday (4/12/2021)", the Indonesian agencies' day/month/year.
	reWeekdayDMY = regexp.MustCompile(`\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\s*\((\d{1,2})/(\d{1,2})/(\d{4})\)`)
	// reAnyYear: a year anywhere, for a dateline that lacks one ("Paris 2024").
	reAnyYear = regexp.MustCompile(`\b(?:19|20)\d{2}\b`)
	// reFilePhotoYear: "in a 2015 file photo", "in this 2019 photo": the
	// year the picture was taken.
	// reNounAfter and articleBefore frame a date that names an event: "the
	// August 2024 massacre".
	reNounAfter     = regexp.MustCompile(`^,?\s+[a-z]`)
	reFilePhotoYear = regexp.MustCompile(`\b(?:[Aa]|[Tt]his|[Tt]he)\s+((?:19|20)\d{2})\s+(?:file\s+|aerial\s+|handout\s+|satellite\s+)?(?:photo|photograph|picture|image)\b`)
	// reYearAfterComma: "the Battle of Algiers, 1957.": a year standing as
	// the last item of a sentence dates the photo as a dateline would.
	// ("SARAJEVO, BOSNIA AND HERZEGOVINA - 1995:", "Malakal, South Sudan,
	// 2023 – A peacekeeper ...": a year-only dateline)
	reYearAfterComma = regexp.MustCompile(`(?:,|\s[-–—])\s+` + seasonPat + `((?:1[89]|20)\d{2})(?:\.|\s*$|\s*:|\s[-–—]\s)`)
	// reDatedYear: "Handout photo dated 2017 issued by ...".
	reDatedYear = regexp.MustCompile(`\b(?:photo|picture|image|photograph)\s+dated\s+((?:1[89]|20)\d{2})\b`)
	// reYear: a year after a preposition, in English or in the agencies'
	// other languages ("seit 1998", "im Jahr 2014", "en 2019", "desde 2015",
	// Polish "w 2021 r.", Finnish "vuonna 2018", Slovene "leta 1968", Swedish
	// "sedan 2014"),
	// or after the word for year ("năm 2016", Albanian "vitin 2002", Hausa
	// "shekarar 2019").
	// reYearWord: a year before the word for year or a case ending that
	// says "in": Urdu's "1947ء", Russian "в 2019 году", Bengali and
	// Assamese "২০১৪ সালে", "২০১৪ চনত", Hindi "2014 में", Georgian "2013
	// წელს", Armenian "2015 թվականին", Belarusian "у 1887 годзе", Polish
	// "z 1648 roku", "w 1580 r.", Azerbaijani "2009-cu ildən", Kyrgyz
	// "1888-жылы"; or after
	// it, Tajik "соли 2006". The word makes a year of the Middle Ages one
	// too ("1139" alone may count anything).
	reYearWord = regexp.MustCompile(`\b((?:1\d|20)\d{2})(?:\s?ء|-(?:ci|cı|cu|cü)\s+il|-жыл|\s+(?:году|года|годзе|г\.|roku|r\.|চনত|চনৰ|চনতে|সালে|সালের|সালত|में|साल|წელს|წლიდან|წლამდე|წლის|թվականին|թվականից|թ\.))|соли\s+((?:1\d|20)\d{2})\b`)
	// reBetweenYears and reYearAfterYear: a span or pair of years,
	// "between 2001 and 2005", "from 1998 to 2007", "in 2012 and 2013".
	reBetweenYears  = regexp.MustCompile(`\b[Bb]etween\s+((?:1[89]|20)\d{2})\s+and\s+(?:1[89]|20)\d{2}\b`)
	reYearAfterYear = regexp.MustCompile(`^\s+(?:and|to|until|till|or|through|und|bis|et|à|y|a|e)\s+((?:1[89]|20)\d{2})\b`)
	reYear          = regexp.MustCompile(`(?:(?:^|\s)[Îî]n|\b(?:[Ii]n|[Ss]ince|[Uu]ntil|[Dd]uring|[Ff]rom|[Bb]y|[Oo]f|[Cc]irca|CIRCA|[Ss]eit|[Ii]m\s+(?:Jahre?|Frühjahr|Frühling|Sommer|Herbst|Winter)|[Ee]n|[Dd]epuis|[Dd]esde|[Ee]m|[Nn]el|[Dd]al|năm|[Vv]itin|w|[Vv]uonna|[Vv]uodesta|[Vv]uoden|[Ll]eta|år|[Ss]edan|[Ss]hekarar))\s+(?:(?:early|late|mid)[\s-]+)?` + seasonPat + `((?:1[89]|20)\d{2})\b`)
)

var monthNums = map[string]int{
	"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6,
	"jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12,
}

func monthNum(s string) int {
	s = strings.ToLower(strings.TrimSuffix(s, "."))
	if len(s) < 3 {
		return 0
	}
	return monthNums[s[:3]]
}

var monthDays = [13]int{0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// isoDate writes a year, month and day (0 for none) as ISO 8601. A day
// makes a year before 1800 a date ("6 May 1527"); a month alone does not
// ("May 1500" may count people).
func isoDate(y, m, d int) (string, bool) {
	if y < 1000 || y < 1800 && d == 0 || y > 2199 || m < 1 || m > 12 {
		return "", false
	}
	if d == 0 {
		return fmt.Sprintf("%04d-%02d", y, m), true
	}
	if d < 1 || d > monthDays[m] || (m == 2 && d == 29 && !(y%4 == 0 && (y%100 != 0 || y%400 == 0))) {
		return "", false
	}
	return fmt.Sprintf("%04d-%02d-%02d", y, m, d), true
}

// dateMention is one date found in a caption.
type dateMention struct {
	Start, End int
	Written    string
	ISO        string
	Full       bool // day precision
	// Attributive: a date that dates an event named after it ("the 2016
	// election", "the August 2024 massacre", "the July 7, 2005
	// bombings"), never the photo's date.
	Attributive bool
	// Yearless: a dateline whose year the caption gives elsewhere
	// ("GAZA CITY, Nov. 21: ... in November 2012"). It dates the photo,
	// but a date written without its year is no DATE entity.
	Yearless bool
	// Wire: the date of a news agency's dateline ("NAIROBI, Aug. 19
	// (Xinhua) --"), the day the story was filed, which a date of the
	// picture in the sentence after it overrides.
	Wire bool
	// DayFirstGuess: "04/01/2015" could be either; read day first, as
	// everywhere but the United States writes it, until the caption
	// says it is American.
	DayFirstGuess bool
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

// articleBefore reports whether s ends in "the", "a" or "an" and spaces.
// It reads only the end of s, which may be long.
func articleBefore(s string) bool {
	t := strings.TrimRight(s, " \t\n\r\f")
	if len(t) == len(s) {
		return false
	}
	for _, a := range []string{"the", "The", "an", "An", "a", "A"} {
		if strings.HasSuffix(t, a) {
			start := len(t) - len(a)
			if start == 0 {
				return true
			}
			r, _ := utf8.DecodeLastRuneInString(t[:start])
			return !unicode.IsLetter(r) && !unicode.IsDigit(r)
		}
	}
	return false
}

// eventOfBefore reports whether s ends in "the <event> of ": "days after
// the explosion of April 26, 1986" dates the explosion, not the photo.
// It reads only the end of s.
func eventOfBefore(s string) bool {
	f := strings.Fields(s[max(0, len(s)-40):])
	n := len(f)
	return n >= 3 && f[n-1] == "of" && datedEvents[strings.ToLower(f[n-2])] && strings.EqualFold(f[n-3], "the")
}

// datedEvents are nouns whose date follows them after "of".
var datedEvents = map[string]bool{
	"explosion": true, "attack": true, "attacks": true, "bombing": true, "bombings": true,
	"earthquake": true, "massacre": true, "uprising": true, "coup": true, "invasion": true,
	"disaster": true, "crash": true, "tsunami": true, "assassination": true, "shooting": true,
	"riots": true, "blast": true, "eruption": true, "avalanche": true, "landslide": true, "flood": true,
	"floods": true, "storm": true, "cyclone": true, "hurricane": true, "fire": true,
}

// findDates returns the dates in s in text order. Day-precise forms win
// over month-year and year-only forms that overlap them.
func findDates(s string) []dateMention {
	ascii, back := asciiDigits(s)
	if back == nil {
		return findDatesIn(s)
	}
	ds := findDatesIn(ascii)
	for i := range ds {
		ds[i].Start, ds[i].End = back[ds[i].Start], back[ds[i].End]
		ds[i].Written = s[ds[i].Start:ds[i].End]
	}
	return ds
}

// asciiDigits writes Arabic-Indic, Persian, Indic, Thai, Lao, Khmer,
// Burmese and Meitei digits ("٢٠٢٤", "২০২৪", "๒๕๖๖", "២០២៣", "၂၀၂၅") and
// numbers in Ge'ez numerals ("፳፻፲፬") as ASCII ones, and returns with the text the offset in s of
// each of its byte offsets; back is nil when s holds none.
func asciiDigits(s string) (string, []int) {
	if !strings.ContainsFunc(s, otherDigit) && !strings.ContainsFunc(s, ethiopicNumeral) {
		return s, nil
	}
	var b strings.Builder
	back := make([]int, 0, len(s)+1)
	run := -1 // where a number in Ethiopic numerals began
	endRun := func(end int) {
		if run < 0 {
			return
		}
		n := strconv.Itoa(ethiopicValue(s[run:end]))
		b.WriteString(n)
		for range n {
			back = append(back, run)
		}
		run = -1
	}
	for i, r := range s {
		if ethiopicNumeral(r) {
			if run < 0 {
				run = i
			}
			continue
		}
		endRun(i)
		if otherDigit(r) {
			b.WriteRune('0' + r - digitZero(r))
			back = append(back, i)
			continue
		}
		b.WriteRune(r)
		for k := 0; k < utf8.RuneLen(r); k++ {
			back = append(back, i+k)
		}
	}
	endRun(len(s))
	return b.String(), append(back, len(s))
}

// ethiopicNumeral reports whether r is one of Ge'ez's numerals, which
// Amharic papers still write dates in: "ሐምሌ ፳፫ ቀን ፳፻፲፬ ዓ.ም" (23 Hamle 2014).
func ethiopicNumeral(r rune) bool { return r >= '፩' && r <= '፼' }

// ethiopicValue reads a number in Ge'ez numerals: units and tens add up,
// "፻" (hundred) multiplies what came before it ("፳፻፲፬" is 20 × 100 + 14)
// and "፼" (ten thousand) all of it.
func ethiopicValue(s string) int {
	total, group := 0, 0
	for _, r := range s {
		switch {
		case r <= '፱':
			group += int(r-'፩') + 1
		case r <= '፺':
			group += (int(r-'፲') + 1) * 10
		case r == '፻':
			total += max(group, 1) * 100
			group = 0
		default: // ፼
			total = max(total+group, 1) * 10000
			group = 0
		}
	}
	return total + group
}

func otherDigit(r rune) bool { return digitZero(r) >= 0 }

// digitZero is the zero of the script's digits r belongs to, or -1.
func digitZero(r rune) rune {
	if r < digitZeros[0] {
		return -1 // (most text)
	}
	for _, z := range digitZeros {
		if r >= z && r <= z+9 {
			return z
		}
	}
	return -1
}

// digitZeros are the zeros of the decimal digits news text writes besides
// ASCII's: Arabic-Indic, Persian, Devanagari, Bengali, Gurmukhi, Gujarati,
// Oriya, Tamil, Telugu, Kannada, Malayalam, Thai, Lao, Tibetan, Burmese,
// Khmer, Mongolian and Meitei Mayek, and the full-width digits of Japanese
// papers ("２０２３年８月２０日").
var digitZeros = []rune{0x0660, 0x06F0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66,
	0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x17E0, 0x1810, 0xABF0, 0xFF10}

// findDatesIn is findDates over text whose digits are ASCII.
func findDatesIn(s string) []dateMention {
	var out []dateMention
	taken := func(a, b int) bool {
		for _, d := range out {
			if a < d.End && b > d.Start {
				return true
			}
		}
		return false
	}
	// add keeps a date unless an earlier one holds its text or a full
	// date lacks its day, and reports whether it did
	add := func(a, b int, iso string, full bool) bool {
		if taken(a, b) || full && len(iso) != len("2006-01-02") {
			return false // (a written day of 0, "Feb 0 2000", names no day)
		}
		out = append(out, dateMention{Start: a, End: b, Written: s[a:b], ISO: iso, Full: full})
		return true
	}
	// "the July 7, 2005 bombings", "Gabon's August 26, 2023 election",
	// "the explosion of April 26, 1986": a date that names an event
	attributive := func(m []int) {
		owned := strings.HasSuffix(s[:m[0]], "'s ") || strings.HasSuffix(s[:m[0]], "’s ")
		if n := len(out) - 1; n >= 0 && out[n].Start == m[0] && ((articleBefore(s[:m[0]]) || owned) && reNounAfter.MatchString(s[m[1]:]) || eventOfBefore(s[:m[0]])) {
			out[n].Attributive = true
		}
	}
	// Ethiopia's calendar first: its months and years are not Europe's
	if hasScript(s, ethiopic) {
		for _, m := range reEthiopicDate.FindAllStringSubmatchIndex(s, -1) {
			if iso, ok := calendarDate(atoi(s[m[6]:m[7]]), ethiopicMonths[s[m[2]:m[3]]], atoi(s[m[4]:m[5]]), ethiopianDate); ok {
				add(m[0], m[1], iso, true)
			}
		}
		for _, m := range reEthiopicDMY.FindAllStringSubmatchIndex(s, -1) {
			if iso, ok := ethiopianDate(atoi(s[m[6]:m[7]]), ethiopicMonths[s[m[4]:m[5]]], atoi(s[m[2]:m[3]])); ok {
				add(m[0], m[1], iso, true)
			}
		}
	}
	if hasScript(s, hebrew) {
		hebrewDates(s, add)
	}
	if hasScript(s, devanagari) {
		nepaliDates(s, add)
		for _, m := range reSanYear.FindAllStringSubmatchIndex(s, -1) {
			if y := atoi(s[m[2]:m[3]]); y >= 1800 && y <= 2199 && add(m[0], m[1], s[m[2]:m[3]], false) {
				out[len(out)-1].Attributive = true
			}
		}
	}
	if strings.Contains(s, "AL") || strings.Contains(s, "A.L.") {
		for _, m := range reOromoDate.FindAllStringSubmatchIndex(s, -1) {
			group := func(g int) string { return s[m[2*g]:m[2*g+1]] }
			day, month := 1, 2 // "14 Sadaasa 2023 ALA", or "Sadaasa 14, 2023 ALA"
			if m[2] < 0 {
				day, month = 4, 3
			}
			y, mo, d := atoi(group(5)), foreignMonths[strings.ToLower(group(month))], atoi(group(day))
			iso, ok := isoDate(y, mo, d)
			if strings.ContainsAny(group(6), "IH") { // Akka Lakkoofsa Itoophiyaa (or Habashaa)
				iso, ok = ethiopianDate(y, (mo+3)%12+1, d)
			}
			if mo > 0 && ok {
				add(m[0], m[1], iso, true)
			}
		}
	}
	for _, m := range reMDY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[6]:m[7]]), monthNum(s[m[2]:m[3]]), atoi(s[m[4]:m[5]])); ok {
			add(m[0], m[1], iso, true)
			attributive(m)
		}
	}
	for _, m := range reDMY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[6]:m[7]]), monthNum(s[m[4]:m[5]]), atoi(s[m[2]:m[3]])); ok {
			add(m[0], m[1], iso, true)
			attributive(m)
		}
	}
	for _, m := range reForeignDMY.FindAllStringSubmatchIndex(s, -1) {
		word := s[m[6]:m[7]]
		month := foreignMonths[strings.ToLower(word)]
		if strings.ToLower(word) == "out" && portugueseSpelling(s) {
			month = 10 // Lusa's "11 out 2023" is October's, Haitian Creole's "Out" August
		}
		if month == 0 && m[4] >= 0 && monthWords[word] {
			month = monthNum(word)
		}
		if month == 0 {
			continue
		}
		if iso, ok := isoDate(atoi(s[m[8]:m[9]]), month, atoi(s[m[2]:m[3]])); ok {
			add(m[0], m[1], iso, true)
		}
	}
	// the day, a month of the table's and the year: Levantine Arabic,
	// Sorani Kurdish, Thai and Khmer (their years of the Buddhist era
	// too), Irish, and months in Roman numerals; Burmese, Sinhala and Tamil
	// write the year first
	for _, t := range dayMonthYearTables {
		if t.scripts != nil && !hasScript(s, t.scripts) {
			continue
		}
		for _, m := range t.re.FindAllStringSubmatchIndex(s, -1) {
			group := func(c byte) string {
				k := 2 * (strings.IndexByte(t.order, c) + 1)
				return s[m[k]:m[k+1]]
			}
			year := atoi(group('y'))
			if t.buddhist {
				year = commonEra(year)
			}
			month, ok := t.months[group('m')]
			if !ok {
				month, ok = t.months[strings.ToLower(group('m'))] // "Ɔkutɔburukalo"
			}
			if !ok {
				month = t.months[fold(group('m'))] // "Kẹta", "Ọ̀pẹ̀"
			}
			if iso, ok := isoDate(year, month, atoi(group('d'))); ok {
				add(m[2], m[1], iso, true)
			}
		}
	}
	// Sri Lankan and Indian papers' year and month alone, after the day
	// has had its turn: "2018 செப்டெம்பர்", "2023 මැයි"
	if hasScript(s, southAsianScripts) {
		for _, m := range reSouthAsianYM.FindAllStringSubmatchIndex(s, -1) {
			month := yearFirstMonths[s[m[4]:m[5]]]
			if rest := strings.TrimLeft(s[m[1]:], " "); month > 0 && !startsWithDigit(rest) {
				add(m[0], m[1], fmt.Sprintf("%s-%02d", s[m[2]:m[3]], month), false)
			}
		}
	}
	// Yoruba's day in words, then its month and year alone, after the day
	// in digits has had its turn
	for _, m := range reYorubaWordDMY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[6]:m[7]]), yorubaMonths[fold(s[m[4]:m[5]])], yorubaDays[fold(s[m[2]:m[3]])]); ok {
			add(m[0], m[1], iso, true)
		}
	}
	for _, m := range reYorubaMY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[4]:m[5]]), yorubaMonths[fold(s[m[2]:m[3]])], 0); ok {
			add(m[0], m[1], iso, false)
		}
	}
	for _, re := range []*regexp.Regexp{rePersianDMY, rePersianNumeric} {
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			y, mo, d := atoi(s[m[6]:m[7]]), persianMonths[s[m[4]:m[5]]], atoi(s[m[2]:m[3]])
			if re == rePersianNumeric {
				y, mo, d = atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]])
			}
			if iso, ok := solarHijriDate(y, mo, d); ok {
				add(m[0], m[1], iso, true)
			}
		}
	}
	for _, m := range reThaiYear.FindAllStringSubmatchIndex(s, -1) {
		if y := commonEra(atoi(s[m[2]:m[3]])); y != atoi(s[m[2]:m[3]]) {
			add(m[0], m[1], strconv.Itoa(y), false)
		}
	}
	if hasScript(s, bengali) { // "২০২৩ চনৰ ১৪ এপ্ৰিল": the year's 14 April
		for _, m := range reBengaliYearFirst.FindAllStringSubmatchIndex(s, -1) {
			if iso, ok := isoDate(atoi(s[m[2]:m[3]]), foreignMonths[s[m[6]:m[7]]], atoi(s[m[4]:m[5]])); ok {
				add(m[0], m[1], iso, true)
			}
		}
	}
	if strings.Contains(s, "-жылдын") {
		for _, m := range reKyrgyzYearFirst.FindAllStringSubmatchIndex(s, -1) {
			y := atoi(s[m[2]:m[3]])
			if m[4] >= 0 {
				if iso, ok := isoDate(y, foreignMonths[s[m[6]:m[7]]], atoi(s[m[4]:m[5]])); ok {
					_, vowel := utf8.DecodeRuneInString(s[m[7]:]) // (the month's case ending)
					add(m[2], m[7]+vowel, iso, true)
				}
			} else if iso, ok := isoDate(y, foreignMonths[s[m[8]:m[9]]], 0); ok {
				add(m[2], m[9], iso, false)
			}
		}
	}
	if strings.Contains(s, "жылғы") || strings.Contains(s, "-yil") || strings.Contains(s, "йил") {
		for _, re := range []*regexp.Regexp{reKazakhYearFirst, reUzbekYearFirst} {
			for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
				if iso, ok := isoDate(atoi(s[m[2]:m[3]]), foreignMonths[s[m[6]:m[7]]], atoi(s[m[4]:m[5]])); ok {
					add(m[0], m[1], iso, true)
				}
			}
		}
	}
	if strings.Contains(s, " il") {
		for _, m := range reAzerbaijaniYearFirst.FindAllStringSubmatchIndex(s, -1) {
			if iso, ok := isoDate(atoi(s[m[2]:m[3]]), foreignMonths[s[m[4]:m[5]]], atoi(s[m[6]:m[7]])); ok {
				add(m[0], m[1], iso, true)
			}
		}
	}
	if strings.Contains(s, "یکم") { // Urdu's "first": "یکم نومبر 2022ء"
		for _, m := range reUrduFirstOf.FindAllStringSubmatchIndex(s, -1) {
			if iso, ok := isoDate(atoi(s[m[4]:m[5]]), foreignMonths[s[m[2]:m[3]]], 1); ok {
				add(m[0], m[1], iso, true)
			}
		}
	}
	for _, m := range reForeignMDY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[6]:m[7]]), foreignMonths[strings.ToLower(s[m[2]:m[3]])], atoi(s[m[4]:m[5]])); ok {
			add(m[2], m[1], iso, true)
		}
	}
	for _, m := range reForeignMY.FindAllStringSubmatchIndex(s, -1) {
		if w := s[m[4]:m[5]]; m[2] >= 0 && (w == "de" || w == "del" || w == "соли") {
			// "agosto de 2013" with nothing before it: the optional word
			// before the month took the month, and the month's slot its "de"
			m[4], m[5], m[2], m[3] = m[2], m[3], -1, -1
		}
		word := s[m[4]:m[5]]
		month := foreignMonths[strings.ToLower(word)]
		// a capitalised month stands alone only when it is long enough to
		// be no other word ("Okwakana 2019", "Januari 2023"; not "Mars
		// 2020"), after a preposition or before the Iberian "de" ("em
		// Agosto de 2020", as Mozambique's papers write it)
		iberianOf := iberianMonths[strings.ToLower(word)] > 0 && strings.Contains(s[m[5]:m[6]], "de")
		// ("Agosto 2020." as a sentence of its own, as Peru's Andina dates a picture)
		iberianOf = iberianOf || iberianMonths[strings.ToLower(word)] > 0 && m[2] < 0 && strings.HasSuffix(strings.TrimRight(s[:m[4]], " "), ".") && strings.HasPrefix(s[m[1]:], ".")
		if month == 0 || monthNeedsDay[strings.ToLower(word)] || isCapitalized(word) && !cyrillic(word) && !greek(word) && utf8.RuneCountInString(word) < 7 && (m[2] < 0 || !germanMonthPreps[s[m[2]:m[3]]]) && !iberianOf {
			continue
		}
		if iso, ok := isoDate(atoi(s[m[6]:m[7]]), month, 0); ok {
			add(m[4], m[1], iso, false)
		}
	}
	if hasScript(s, arabicScript) {
		for _, m := range reLevantMY.FindAllStringSubmatchIndex(s, -1) {
			before := strings.TrimRight(s[:m[0]], " ")
			if r, _ := utf8.DecodeLastRuneInString(before); r == '/' || unicode.IsDigit(r) {
				continue // ("4 مارس/آذار 2020": the day's date, read below)
			}
			if iso, ok := isoDate(atoi(s[m[4]:m[5]]), levantMonths[s[m[2]:m[3]]], 0); ok {
				add(m[2], m[1], iso, false)
			}
		}
	}
	// Kinyarwanda's July and April are Kirundi's September and a word
	// ("mata", milk), so they are months only after "ku wa" (on the) or
	// "tariki ya" (the date of) and in Kinyarwanda's spelling, whose "cy"
	// Kirundi writes "c"
	if strings.Contains(s, "cy") {
		for _, m := range reKinyarwandaDMY.FindAllStringSubmatchIndex(s, -1) {
			if iso, ok := isoDate(atoi(s[m[6]:m[7]]), kinyarwandaMonths[s[m[4]:m[5]]], atoi(s[m[2]:m[3]])); ok {
				add(m[2], m[1], iso, true)
			}
		}
	}
	if hasScript(s, []*unicode.RangeTable{unicode.Myanmar}) {
		for _, m := range reBurmeseYM.FindAllStringSubmatchIndex(s, -1) {
			if iso, ok := isoDate(atoi(s[m[2]:m[3]]), yearFirstMonths[s[m[4]:m[5]]], 0); ok {
				add(m[0], m[5], iso, false)
			}
		}
	}
	if strings.Contains(s, "སྤྱི་") {
		dzongkhaDates(s, add)
	}
	for _, m := range reVietnameseMY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]]), 0); ok {
			add(m[0], m[1], iso, false)
		}
	}
	for _, m := range reHungarianYMD.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[2]:m[3]]), hungarianMonths[strings.ToLower(s[m[4]:m[5]])], atoi(s[m[6]:m[7]])); ok {
			add(m[0], m[1], iso, true)
		}
	}
	// ELTA's "2021 m. lapkričio 9 d.", LETA's "2022. gada 10. maijā": the
	// year first, then the month and the day in either order, or the month
	// alone; the needle spares most captions the regular expression
	yearFirst := func(re *regexp.Regexp, needle string, months map[string]int, monthGroup, dayGroup int) {
		if !strings.Contains(s, needle) {
			return
		}
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			month := months[strings.ToLower(s[m[2*monthGroup]:m[2*monthGroup+1]])]
			if month == 0 {
				continue
			}
			day, full := 0, m[2*dayGroup] >= 0
			if full {
				day = atoi(s[m[2*dayGroup]:m[2*dayGroup+1]])
			}
			if iso, ok := isoDate(atoi(s[m[2]:m[3]]), month, day); ok && add(m[0], m[1], iso, full) && strings.HasPrefix(s[m[1]:], "-ի ") {
				// Armenian's genitive makes the date an event's: "1988թ.
				// դեկտեմբերի 7-ի երկրաշարժը", the earthquake of 7 December 1988
				out[len(out)-1].Attributive = true
			}
		}
	}
	yearFirst(reLithuanianYMD, "m.", lithuanianMonths, 2, 3)
	yearFirst(reLatvianYMD, "gada", latvianMonths, 3, 2)
	yearFirst(reArmenianYMD, "թ", armenianMonths, 2, 3)
	yearFirst(reGeorgianYMD, "წლის", georgianMonths, 3, 2)
	yearFirst(reBasqueYMD, "ko ", basqueMonths, 2, 3)
	yearFirst(reMongolianYMD, "оны", mongolianMonths, 2, 3)
	if strings.Contains(s, "চন") || strings.Contains(s, "সন") || strings.Contains(s, "সাল") {
		yearFirst(reBengaliYMD, "", bengaliMonthForms, 3, 2)
	}
	for _, m := range reDottedMonth.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[6]:m[7]]), monthStems[strings.ToLower(s[m[4]:m[5]])], atoi(s[m[2]:m[3]])); ok {
			add(m[0], m[1], iso, true)
		}
	}
	for _, re := range []*regexp.Regexp{reISO, reYMDDots, reCompactDateline, reCJKDate} {
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			if iso, ok := isoDate(atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]])); ok {
				add(m[2], m[7], iso, true) // (the digits alone: "Oslo" is a place)
			}
		}
	}
	if strings.Contains(s, "年") || strings.Contains(s, "년") {
		for _, m := range reEraDate.FindAllStringSubmatchIndex(s, -1) {
			year := 1
			if s[m[4]:m[5]] != "元" {
				year = atoi(s[m[4]:m[5]])
			}
			if iso, ok := isoDate(eraStart[s[m[2]:m[3]]]+year-1, atoi(s[m[6]:m[7]]), atoi(s[m[8]:m[9]])); ok {
				add(m[0], m[1], iso, true)
			}
		}
		for _, m := range reROCDate.FindAllStringSubmatchIndex(s, -1) {
			g := 2 // (the groups of "民國" or of three digits alone)
			if m[2] < 0 {
				g = 8
			}
			if iso, ok := isoDate(1911+atoi(s[m[g]:m[g+1]]), atoi(s[m[g+2]:m[g+3]]), atoi(s[m[g+4]:m[g+5]])); ok {
				add(m[0], m[1], iso, true)
			}
		}
		for _, m := range reHanYear.FindAllStringSubmatchIndex(s, -1) {
			if m[4] >= 0 {
				if iso, ok := isoDate(atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), 0); ok {
					add(m[2], m[1], iso, false)
				}
				continue
			}
			// a year alone is history, "深圳遭遇1952年有气象记录以来",
			// not the picture's
			if add(m[2], m[1], s[m[2]:m[3]], false) {
				out[len(out)-1].Attributive = true
			}
		}
	}
	for _, m := range reNumericDate.FindAllStringSubmatchIndex(s, -1) {
		a, b, y := atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]])
		danish := s[m[3]] == '/' && s[m[5]] == '-' && m[7]-m[6] == 4 // Ritzau's "24/6-2022"
		if (s[m[3]] == '-' || s[m[5]] == '-') && (s[m[3]] != s[m[5]] && !danish || m[7]-m[6] == 2) {
			continue // "3-1-22" is a score or a code
		}
		if m[7]-m[6] == 2 {
			if strings.Contains(s[m[0]:m[1]], " ") {
				continue // "16. 8. 22": spaced numbers take a full year
			}
			if m[0] > 0 && strings.IndexByte("./-", s[m[0]-1]) >= 0 || m[1]+1 < len(s) && strings.IndexByte("./-", s[m[1]]) >= 0 && unicode.IsDigit(rune(s[m[1]+1])) {
				continue // "1.2.10.4", a version or an address, not a date
			}
			y += 2000
			if y > time.Now().Year() {
				y -= 100 // "25/01/08" is 2008, "12.3.98" 1998
			}
		}
		day, month := a, b // "26/09/2022", "26.09.2022": day first
		guess := false
		if (s[m[3]] == '/' || s[m[3]] == '-') && a <= 12 && !strings.HasPrefix(s[m[1]:], ".-") {
			if b <= 12 {
				guess = a != b // "3/4/2023" may be either
			} else {
				day, month = b, a // "09/26/2022"
			}
		} // (but EFE's dateline "LA RESTINGA (EL HIERRO), 04/10/2023.-" is day first)
		if iso, ok := isoDate(y, month, day); ok && add(m[0], m[1], iso, true) {
			out[len(out)-1].DayFirstGuess = guess
		}
	}
	for _, m := range reWeekdayDMY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[6]:m[7]]), atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]])); ok {
			add(m[2]-1, m[1], iso, true)
		}
	}
	for _, m := range reMY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[4]:m[5]]), monthNum(s[m[2]:m[3]]), 0); ok {
			add(m[0], m[1], iso, false)
			attributive(m) // "the August 2024 massacre"
		}
	}
	for _, re := range []*regexp.Regexp{reYear, reYearWord, reYearAfterComma, reFilePhotoYear, reDatedYear, reBetweenYears} {
		for _, m := range re.FindAllStringSubmatchIndex(s, -1) {
			if m[2] < 0 {
				m = m[2:] // reYearWord's year after its word
			}
			if y := atoi(s[m[2]:m[3]]); y >= 1000 && y <= 2199 {
				add(m[2], m[3], s[m[2]:m[3]], false)
			}
		}
	}
	// "from 1998 to 2007", "in 2012 and 2013", "between 2001 and 2005":
	// the year that closes a pair is a date as the one that opens it
	for i := 0; i < len(out); i++ {
		if d := out[i]; len(d.ISO) == 4 && !d.Attributive {
			if m := reYearAfterYear.FindStringSubmatchIndex(s[d.End:]); m != nil {
				add(d.End+m[2], d.End+m[3], s[d.End+m[2]:d.End+m[3]], false)
			}
		}
	}
	for _, m := range reYearAttr.FindAllStringSubmatchIndex(s, -1) {
		if !taken(m[2], m[3]) && !namesEdition(s[m[3]:]) {
			out = append(out, dateMention{Start: m[2], End: m[3], Written: s[m[2]:m[3]], ISO: s[m[2]:m[3]], Attributive: true})
		}
	}
	// "the 5 July 1962 Stadium", "the 1st November 1954 Stadium": a date
	// that names a place is part of its name and dates nothing
	kept := out[:0]
	for _, d := range out {
		if !reDateNamesPlace.MatchString(s[d.End:]) {
			kept = append(kept, d)
		}
	}
	out = kept
	sortMentions(out)
	return out
}

var reDateNamesPlace = regexp.MustCompile(`^ (Stadium|Square|Street|Avenue|Bridge|Airport|Boulevard|Hospital|Mosque|University|Sports Complex)\b`)

// namesEdition reports whether the capitalised words at the start of s end
// in a recurring event's word, so the year before them numbers an edition
// ("the 2023 Eurovision Song Contest", "the 2014 FIFA World Cup"): it is
// part of the event's name, unlike the year of a one-off event ("the 1995
// Srebrenica massacre", "the 2018 Camp Fire").
func namesEdition(s string) bool {
	last := ""
	for k, w := range strings.Fields(cutAt(s, 120)) {
		word := strings.TrimRight(w, ".,;:!?)'’\"")
		if r, _ := utf8.DecodeRuneInString(word); unicode.IsUpper(r) {
			last = word
		} else if !editionJoiners[word] || k == 0 {
			if datedEvents[strings.ToLower(word)] {
				return false // "the 1980 Oktoberfest bombing" happened once
			}
			break
		}
		if word != w {
			break // the name ends at punctuation
		}
	}
	return recurringEvents[last]
}

// editionJoiners join the words of an event's name: "Coachella Valley Music
// and Arts Festival", "Giro d'Italia".
var editionJoiners = map[string]bool{"of": true, "and": true, "the": true, "de": true, "d'Italia": true}

// recurringEvents end the names of events held again and again.
var recurringEvents = map[string]bool{
	"Cup": true, "Championship": true, "Championships": true, "Trophy": true, "Festival": true,
	"Final": true, "Finals": true, "Marathon": true, "Prix": true, "Olympics": true, "Olympic": true,
	"Paralympics": true, "Paralympic": true, "Games": true, "Open": true, "Series": true, "Gala": true,
	"Awards": true, "Contest": true, "Regatta": true, "Tour": true, "Draft": true, "Biennale": true,
	"Giro": true, "Oktoberfest": true, "Carnival": true, "Carnaval": true, "Rally": true, "Masters": true,
	"Derby": true, "Show": true, "Fair": true, "Week": true, "Prize": true, "Prizes": true, "Award": true,
}

func sortMentions(ds []dateMention) {
	sort.SliceStable(ds, func(i, j int) bool { return ds[i].Start < ds[j].Start })
}

// eraStart is the first year of each of Japan's modern eras.
var eraStart = map[string]int{"昭和": 1926, "平成": 1989, "令和": 2019}

// reForeignDMY is a day, month and year in French, Spanish, Portuguese,
// Italian or German: "le 17 mars 2023", "3 de mayo de 2019", "15. Oktober
// 2017". German writes a full stop after the day, and shares April,
// August, September and November with English.
// The month is any word, looked up in foreignMonths: one alternation of
// sixty names would cost every caption more than all the other date
// patterns together.
// Scottish Gaelic writes its article before the month: "18 an t-Sultain
// 2014", "11 am Màrt 2023"; Maltese "ta'" (of): "29 ta' Mejju 2011";
// Greek an ordinal's ending: "21ης Μαΐου 2023"; Somali the day's article:
// "18-ka May 2024", "19-kii Agoosto 2022", "2-da Abriil 2022".
// Fijian writes "ni" (of) before the month, "23 ni Feperueri, 2016",
// Tagalog "ng", "ika-24 ng Hunyo 2023", and Catalan "d'", "18 d'octubre";
// Hausa "ga (watan)" (of the month), "15 ga watan Afrilu, 2020", "29 ga
// Mayu, 2023"; Tajik
// "соли" (of the year) before the year, "4 октябри соли 2022"; Khasi
// "tarik" (date), "13 tarik Iaiong, 2024". Arabic papers may follow the
// month with its Levantine name, "21 يوليو/تموز 2017".
var reForeignDMY = regexp.MustCompile(`\b(\d{1,2})(?:er|º|°|ης|η|-kii|-ka|-da|-dii|(\.))?\s+(?:de\s+|d['’]|di\s+|an\s+t-|an\s+|am\s+|ta['’]\s*|ni\s+|ng\s+|ga\s+(?:watan\s+)?|tarik\s+)?([\pL\pM]+(?:\s+na\s+(?:kumwe|ibiri))?)(?:\s*/\s*\p{Arabic}+)?[.,]?\s+(?:de\s+|del\s+|dal\s+|соли\s+)?(\d{4})\b`)

// reLevantDMY is a day, month and year with the months Syria, Lebanon,
// Jordan and Iraq write: "19 كانون الثاني 2022", "11 آذار/مارس 2025" (the
// Levantine name, then the other).
var reLevantDMY = regexp.MustCompile(`\b(\d{1,2})\s+(كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول)(?:\s*/\s*\p{Arabic}+)?\s+(\d{4})`)

// reKurdishDMY is Sorani's day and month, each with its "ی" (of), and
// year: "٧ی ئازاری ٢٠٢١", "٦ی تشرینی یەکەمی ٢٠١٧".
var reKurdishDMY = regexp.MustCompile(`\b(\d{1,2})ی\s+(کانوونی دووەم|شوبات|ئازار|نیسان|ئایار|حوزەیران|تەممووز|ئاب|ئەیلوول|تشرینی یەکەم|تشرینی دووەم|کانوونی یەکەم)ی\s+(\d{4})`)

var kurdishMonths = map[string]int{
	"کانوونی دووەم": 1, "شوبات": 2, "ئازار": 3, "نیسان": 4, "ئایار": 5, "حوزەیران": 6, "تەممووز": 7, "ئاب": 8,
	"ئەیلوول": 9, "تشرینی یەکەم": 10, "تشرینی دووەم": 11, "کانوونی یەکەم": 12,
}

// reLevantMY is the month and year alone, "تشرين الأول 2014"; a day
// before it has been read by reLevantDMY.
var reLevantMY = regexp.MustCompile(`(` + alternation(levantMonths) + `)(?:\s*/\s*\p{Arabic}+)?\s+(\d{4})`)

var arabicScript = []*unicode.RangeTable{unicode.Arabic}

var reKinyarwandaDMY = regexp.MustCompile(`\b(?:ku\s+wa|tariki\s+ya)\s+(\d{1,2})\s+(Nyakanga|Mata)\s+(\d{4})\b`)

var kinyarwandaMonths = map[string]int{"Nyakanga": 7, "Mata": 4}

var levantMonths = map[string]int{
	"كانون الثاني": 1, "شباط": 2, "آذار": 3, "نيسان": 4, "أيار": 5, "حزيران": 6, "تموز": 7, "آب": 8,
	"أيلول": 9, "تشرين الأول": 10, "تشرين الثاني": 11, "كانون الأول": 12,
}

// reThaiDMY is a Thai day, month (in full or shortened, "ต.ค.") and year,
// most often of the Buddhist era: "25 ต.ค. 2547" is 25 October 2004.
var reThaiDMY = regexp.MustCompile(`(?:^|\D)(\d{1,2})\s*(มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม|ม\.ค\.|ก\.พ\.|มี\.ค\.|เม\.ย\.|พ\.ค\.|มิ\.ย\.|ก\.ค\.|ส\.ค\.|ก\.ย\.|ต\.ค\.|พ\.ย\.|ธ\.ค\.)\s*(\d{4})`)

// reRomanMonthDMY is a day, the month in Roman numerals and the year, as
// Polish, Czech and Romanian desks write them: "1 X 2014", "3.VI.1999".
var reRomanMonthDMY = regexp.MustCompile(`\b(\d{1,2})(?:\.\s?|\s+)(XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)(?:\.\s?|\s+)((?:1[89]|20)\d{2})\b`)

var romanMonths = map[string]int{"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10, "XI": 11, "XII": 12}

// reIrishDMY is a day, an Irish month (two of them in two words) and the
// year: "21 Lúnasa 2022", "31 Deireadh Fómhair 1996".
var reIrishDMY = regexp.MustCompile(`\b(\d{1,2})\s+(Eanáir|Feabhra|Márta|Aibreán|Bealtaine|Meitheamh|Iúil|Lúnasa|Meán Fómhair|Deireadh Fómhair|Samhain|Nollaig)\s+(\d{4})\b`)

var irishMonths = map[string]int{
	"Eanáir": 1, "Feabhra": 2, "Márta": 3, "Aibreán": 4, "Bealtaine": 5, "Meitheamh": 6, "Iúil": 7, "Lúnasa": 8,
	"Meán Fómhair": 9, "Deireadh Fómhair": 10, "Samhain": 11, "Nollaig": 12,
}

// reKhmerDMY is a Khmer day, "ខែ" (month) with its name and "ឆ្នាំ"
// (year) with the year: "ថ្ងៃទី១ ខែធ្នូ ឆ្នាំ២០២៣" is 1 December 2023.
var reKhmerDMY = regexp.MustCompile(`(?:^|\D)(\d{1,2})\s*ខែ\s*(មករា|កុម្ភៈ|មីនា|មេសា|ឧសភា|មិថុនា|កក្កដា|សីហា|កញ្ញា|តុលា|វិច្ឆិកា|ធ្នូ)\s*(?:ឆ្នាំ\s*)?(\d{4})`)

var khmerMonths = map[string]int{
	"មករា": 1, "កុម្ភៈ": 2, "មីនា": 3, "មេសា": 4, "ឧសភា": 5, "មិថុនា": 6, "កក្កដា": 7, "សីហា": 8,
	"កញ្ញា": 9, "តុលា": 10, "វិច្ឆិកា": 11, "ធ្នូ": 12,
}

// reBurmeseYMD is a Burmese year ("ခုနှစ်"), month ("လ") and day ("ရက်"),
// the words for them often left out: "၂၀၂၅ ခုနှစ် မတ်လ ၂၉ ရက်" and
// "(၂၀၂၀ ဖေဖော်ဝါရီ ၁၀)" are 29 March 2025 and 10 February 2020.
var reBurmeseYMD = regexp.MustCompile(`(\d{4})\s*(?:(?:ခုနှစ်|ပြည့်နှစ်)\s*[၊,]?\s*)?` + burmeseMonth + `လ?\s*(\d{1,2})`)

// reBurmeseYM is a Burmese year and month without a day: "(၂၀၂၃ ခုနှစ်၊
// ဇန်နဝါရီလ)".
var reBurmeseYM = regexp.MustCompile(`(\d{4})\s*(?:ခုနှစ်|ပြည့်နှစ်)\s*[၊,]?\s*` + burmeseMonth + `လ(?:\s*[)။၊]|$)`)

// reBurmeseMDY is the month, the day and the year: "(ဒီဇင်ဘာ ၃၀၊ ၂၀၁၆)".
var reBurmeseMDY = regexp.MustCompile(burmeseMonth + `လ?\s*(\d{1,2})\s*(?:ရက်)?\s*[၊,]\s*(\d{4})`)

const burmeseMonth = `(ဇန်နဝါရီ|ဖေဖော်ဝါရီ|မတ်|ဧပြီ|မေ|ဇွန်|ဇူလိုင်|ဩဂုတ်|သြဂုတ်|စက်တင်ဘာ|အောက်တိုဘာ|နိုဝင်ဘာ|ဒီဇင်ဘာ)`

// reMandeMDY is a month, "tile" (day) and "san" (year) as Bambara and
// Dioula write them: "Zuwɛnkalo tile 16 san 2024" is 16 June 2024.
var reMandeMDY = regexp.MustCompile(`\b(\pL+kalo)\s+tile\s+(\d{1,2})\s+san\s+(\d{4})\b`)

// reMandeYMD is the year first: "2023 awirilikalo tile 21".
var reMandeYMD = regexp.MustCompile(`\b(\d{4})\s+(\pL+kalo)\s+tile\s+(\d{1,2})\b`)

// reLuoDMY is the day, "dwe me" (the month of) and the month's ordinal, and
// the year, as Acholi and Alur write them: "5 dwe me apar wiye aryo 2020"
// is 5 December 2020, "21 dwe mi abic 2020" 21 May.
var reLuoDMY = regexp.MustCompile(`\b(\d{1,2})\s+dwe\s+m[ei]\s+(apar(?:\s+wiy?e)?\s+(?:acel|ar[iy]o)|acel|ar[iy]o|adek|angwen|abic|abicel|auccel|abiro|aboro|aonco|abungwen|apar)\s+(\d{4})\b`)

var luoMonths = map[string]int{
	"acel": 1, "ario": 2, "aryo": 2, "adek": 3, "angwen": 4, "abic": 5, "abicel": 6, "auccel": 6, "abiro": 7, "aboro": 8, "aonco": 9, "abungwen": 9, "apar": 10,
	"apar wiye acel": 11, "apar wie acel": 11, "apar acel": 11, "apar wiye aryo": 12, "apar wie ario": 12, "apar wiye ario": 12, "apar wie aryo": 12, "apar aryo": 12, "apar ario": 12,
}

var mandeMonths = map[string]int{
	"zanwuyekalo": 1, "feburuyekalo": 2, "marisikalo": 3, "awirilikalo": 4, "mɛkalo": 5, "zuwɛnkalo": 6,
	"zuluyekalo": 7, "utikalo": 8, "sɛtanburukalo": 9, "ɔkutɔburukalo": 10, "nowanburukalo": 11, "desanburukalo": 12,
}

// reSouthAsianYMD is the year, the month and the day as Sri Lankan papers
// write them in Sinhala and Tamil, "2019 අගෝස්තු 15 වැනිදා", "2023
// செப்டெம்பர் 13 ஆம் திகதி", and India's in Malayalam, Telugu, Kannada,
// Gujarati and Punjabi, "2019 ഓഗസ്റ്റ് 31", "2019 డిసెంబరు 17" (their day-
// and month-first dates are foreignMonths').
var reSouthAsianYMD = regexp.MustCompile(`\b(\d{4})\s+(` + alternation(withMonths(sriLankanMonths, indicMonths)) + `)\s+(\d{1,2})\b`)

// reSouthAsianYM is the year and month alone, as those papers write a
// month.
var reSouthAsianYM = regexp.MustCompile(`\b(\d{4})\s+(` + alternation(withMonths(sriLankanMonths, indicMonths)) + `)`)

var southAsianScripts = append([]*unicode.RangeTable{unicode.Sinhala}, indicScripts...)

// yearFirstMonths are the months of the scripts whose papers write the
// year first.
var yearFirstMonths = withMonths(burmeseMonths, sriLankanMonths, indicMonths)

var burmeseMonths = map[string]int{
	"ဇန်နဝါရီ": 1, "ဖေဖော်ဝါရီ": 2, "မတ်": 3, "ဧပြီ": 4, "မေ": 5, "ဇွန်": 6, "ဇူလိုင်": 7, "ဩဂုတ်": 8, "သြဂုတ်": 8,
	"စက်တင်ဘာ": 9, "အောက်တိုဘာ": 10, "နိုဝင်ဘာ": 11, "ဒီဇင်ဘာ": 12,
}

var sriLankanMonths = map[string]int{
	"ජනවාරි": 1, "පෙබරවාරි": 2, "මාර්තු": 3, "අප්‍රේල්": 4, "මැයි": 5, "ජූනි": 6, "ජූලි": 7, "අගෝස්තු": 8,
	"සැප්තැම්බර්": 9, "ඔක්තෝබර්": 10, "නොවැම්බර්": 11, "දෙසැම්බර්": 12,
	"ஜனவரி": 1, "பெப்ரவரி": 2, "பிப்ரவரி": 2, "மார்ச்": 3, "ஏப்ரல்": 4, "மே": 5, "ஜூன்": 6, "ஜூலை": 7, "ஆகஸ்ட்": 8,
	"செப்டெம்பர்": 9, "செப்டம்பர்": 9, "ஒக்டோபர்": 10, "அக்டோபர்": 10, "நவம்பர்": 11, "டிசம்பர்": 12,
	"ஜன": 1, "பிப்": 2, "ஏப்": 4, "ஆக": 8, "செப்": 9, "அக்": 10, "நவ": 11, "டிச": 12, // cut short, with a dot: "டிச. 14, 2017"
	"ஓகஸ்ட்": 8, "நவெம்பர்": 11, "டிசெம்பர்": 12, // Sri Lankan spellings
}

// reThaiYear is a year of the Buddhist era after "ปี" (year), "ปี 2566".
var reThaiYear = regexp.MustCompile(`ปี\s*(\d{4})`)

var thaiMonths = map[string]int{
	"มกราคม": 1, "กุมภาพันธ์": 2, "มีนาคม": 3, "เมษายน": 4, "พฤษภาคม": 5, "มิถุนายน": 6, "กรกฎาคม": 7,
	"สิงหาคม": 8, "กันยายน": 9, "ตุลาคม": 10, "พฤศจิกายน": 11, "ธันวาคม": 12,
	"ม.ค.": 1, "ก.พ.": 2, "มี.ค.": 3, "เม.ย.": 4, "พ.ค.": 5, "มิ.ย.": 6, "ก.ค.": 7, "ส.ค.": 8, "ก.ย.": 9,
	"ต.ค.": 10, "พ.ย.": 11, "ธ.ค.": 12,
}

// rePersianDMY is a day, month and year of Iran's solar calendar, "۲۵
// اسفند ۱۴۰۱" (16 March 2023); rePersianNumeric its numbers, "۱۴۰۲/۰۲/۲۵".
var (
	rePersianDMY     = regexp.MustCompile(`\b(\d{1,2})\s+(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند|حمل|ثور|جوزا|سرطان|اسد|سنبله|میزان|عقرب|قوس|جدی|دلو|حوت)\s+(1[34]\d\d)\b`)
	rePersianNumeric = regexp.MustCompile(`\b(1[34]\d\d)/(\d{1,2})/(\d{1,2})\b`)
)

var persianMonths = map[string]int{
	"فروردین": 1, "اردیبهشت": 2, "خرداد": 3, "تیر": 4, "مرداد": 5, "شهریور": 6, "مهر": 7, "آبان": 8, "آذر": 9,
	"دی": 10, "بهمن": 11, "اسفند": 12,
	// Afghanistan's names of the same months, the zodiac's: "۲۲ ثور ۱۴۰۳"
	"حمل": 1, "ثور": 2, "جوزا": 3, "سرطان": 4, "اسد": 5, "سنبله": 6, "میزان": 7, "عقرب": 8, "قوس": 9, "جدی": 10,
	"دلو": 11, "حوت": 12,
}

// solarHijriBreaks are the years in which the solar calendar's cycle of
// leap years shifts (the published arithmetic of the Iranian calendar).
var solarHijriBreaks = []int{-61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178}

// solarHijriDate turns a day of Iran's solar calendar into ISO 8601: the
// year begins on the day of March that the leap cycles give (Nowruz),
// and its first six months have 31 days, the next five 30.
func solarHijriDate(jy, jm, jd int) (string, bool) {
	if jm < 1 || jm > 12 || jd < 1 || jd > 31 || jm > 6 && jd > 30 || jy < 1300 || jy > 1499 {
		return "", false
	}
	gy, leapJ, jp, jump := jy+621, -14, solarHijriBreaks[0], 0
	for _, b := range solarHijriBreaks[1:] {
		jump = b - jp
		if jy < b {
			break
		}
		leapJ += jump/33*8 + jump%33/4
		jp = b
	}
	n := jy - jp
	leapJ += n/33*8 + (n%33+3)/4
	if jump%33 == 4 && jump-n == 4 {
		leapJ++
	}
	leapG := gy/4 - (gy/100+1)*3/4 - 150
	day := (jm-1)*31 + jd
	if jm > 6 {
		day = 186 + (jm-7)*30 + jd
	}
	return time.Date(gy, time.March, 20+leapJ-leapG+day-1, 0, 0, 0, 0, time.UTC).Format("2006-01-02"), true
}

// ethiopic is the script of Amharic and Tigrinya.
var ethiopic = []*unicode.RangeTable{unicode.Ethiopic}

// reEthiopicDate is a month, day and year as Amharic and Tigrinya papers
// write them, "መጋቢት 12 ቀን 2015 ዓ.ም." (21 March 2023): a month of
// Ethiopia's calendar and its year, or after "እ.ኤ.አ" a European month.
var reEthiopicDate = regexp.MustCompile(`(` + ethiopicMonthPat + `|ጃንዋሪ|ፌብሩዋሪ|ማርች|ኤፕሪል|ሜይ|ጁን|ጁላይ|ኦገስት|ሴፕቴምበር|ኦክቶበር|ኖቬምበር|ዲሴምበር)\s*(\d{1,2})\s*(?:ቀን\s*)?[,/፣]?\s*(\d{4})(?:\s*ዓ\.?\s*ም\.?)?`)

// reEthiopicDMY is the day first, as Tigrinya papers write it, with the
// era's mark that says the calendar: "15 ሰነ 2015 ዓ.ም" (22 June 2023).
var reEthiopicDMY = regexp.MustCompile(`(\d{1,2})\s*(` + ethiopicMonthPat + `)\s*(\d{4})\s*ዓ\.?\s*ም`)

const ethiopicMonthPat = `መስከረም|ጥቅምት|ጥቅምቲ|ኅዳር|ህዳር|ሕዳር|ታኅሣሥ|ታህሳስ|ታኅሳስ|ታሕሳስ|ጥር|ጥሪ|የካቲት|ለካቲት|መጋቢት|ሚያዝያ|ሚያዚያ|ግንቦት|ሰኔ|ሰነ|ሐምሌ|ሀምሌ|ሓምለ|ነሐሴ|ነሀሴ|ነሓሰ|ጳጉሜን|ጳጉሜ`

// ethiopicMonths number Ethiopia's months 1 to 13 and Europe's, as
// Amharic writes them, 101 to 112.
var ethiopicMonths = map[string]int{
	"መስከረም": 1, "ጥቅምት": 2, "ጥቅምቲ": 2, "ኅዳር": 3, "ህዳር": 3, "ሕዳር": 3, "ታኅሣሥ": 4, "ታህሳስ": 4, "ታኅሳስ": 4, "ታሕሳስ": 4,
	"ጥር": 5, "ጥሪ": 5, "የካቲት": 6, "ለካቲት": 6, "መጋቢት": 7, "ሚያዝያ": 8, "ሚያዚያ": 8, "ግንቦት": 9, "ሰኔ": 10, "ሰነ": 10,
	"ሐምሌ": 11, "ሀምሌ": 11, "ሓምለ": 11, "ነሐሴ": 12, "ነሀሴ": 12, "ነሓሰ": 12, "ጳጉሜን": 13, "ጳጉሜ": 13,
	"ጃንዋሪ": 101, "ፌብሩዋሪ": 102, "ማርች": 103, "ኤፕሪል": 104, "ሜይ": 105, "ጁን": 106, "ጁላይ": 107, "ኦገስት": 108,
	"ሴፕቴምበር": 109, "ኦክቶበር": 110, "ኖቬምበር": 111, "ዲሴምበር": 112,
}

// reOromoDate is a date in Afaan Oromo that says its calendar: "ALA"
// (Europe's) or "ALI" or "ALH" (Ethiopia's, whose months Oromo names after the
// European months they mostly overlap: "Adoolessa 4, 2015 ALI" is 4
// Hamle 2015, 11 July 2023).
var reOromoDate = regexp.MustCompile(`\b(?:(\d{1,2})\s+(` + oromoMonthPat + `)|(` + oromoMonthPat + `)\s+(\d{1,2}),?)\s+(\d{4})\s*(ALA|AL[IH]|A\.L\.A\.?|A\.L\.[IH]\.?)`)

const oromoMonthPat = `(?i:amajjii|guraandhala|bitootessa|eebila|ebla|caamsaa|waxabajjii|adoolessa|adooleessa|hagayya|fulbaana|onkoloolessa|sadaasa|muddee)`

// ethiopianDate turns a day of Ethiopia's calendar into ISO 8601: twelve
// months of 30 days and a thirteenth of five or six, the year beginning
// in September, its leap day before a European leap year's.
func ethiopianDate(y, m, d int) (string, bool) {
	if y < 1890 || y > 2100 || m < 1 || m > 13 || d < 1 || d > 30 || m == 13 && d > 6 {
		return "", false
	}
	// the Julian day number of the day, from the calendar's epoch
	jdn := 1724220 + 365*(y-1) + y/4 + 30*(m-1) + d
	const jdn2000 = 2451545 // 1 January 2000
	return time.Date(2000, time.January, 1+jdn-jdn2000, 0, 0, 0, 0, time.UTC).Format("2006-01-02"), true
}

// dayMonthYearTables are the day-month-year forms whose months a table
// names exactly; each expression's groups are the day, month and year in
// the order its order names. A form whose months are written in other
// scripts is looked for only in text with a letter of one of them, so
// that most captions skip its expression.
var dayMonthYearTables = []struct {
	re       *regexp.Regexp
	months   map[string]int
	buddhist bool
	order    string // the groups' order: "dmy", "ymd" or "mdy"
	scripts  []*unicode.RangeTable
}{
	{reLevantDMY, levantMonths, false, "dmy", []*unicode.RangeTable{unicode.Arabic}},
	{reKurdishDMY, kurdishMonths, false, "dmy", []*unicode.RangeTable{unicode.Arabic}},
	{reThaiDMY, thaiMonths, true, "dmy", []*unicode.RangeTable{unicode.Thai}},
	{reKhmerDMY, khmerMonths, true, "dmy", []*unicode.RangeTable{unicode.Khmer}},
	{reRomanMonthDMY, romanMonths, false, "dmy", nil},
	{reIrishDMY, irishMonths, false, "dmy", nil},
	{reBurmeseYMD, yearFirstMonths, false, "ymd", []*unicode.RangeTable{unicode.Myanmar}},
	{reBurmeseMDY, yearFirstMonths, false, "mdy", []*unicode.RangeTable{unicode.Myanmar}},
	{reSouthAsianYMD, yearFirstMonths, false, "ymd", southAsianScripts},
	{reArmenianDMY, armenianMonths, false, "dmy", []*unicode.RangeTable{unicode.Armenian}},
	{reMandeMDY, mandeMonths, false, "mdy", nil},
	{reMandeYMD, mandeMonths, false, "ymd", nil},
	{reLuoDMY, luoMonths, false, "dmy", nil},
	{reHebrewDMY, hebrewMonths, false, "dmy", hebrew},
	{reAndeanMDY, foreignMonths, false, "mdy", nil},
	{reAndeanYMD, foreignMonths, false, "ymd", nil},
	{reGuaraniDMY, guaraniMonths, false, "dmy", nil},
	{reYorubaDMY, yorubaMonths, false, "dmy", nil},
}

// indicMonths are Europe's months as Malayalam, Telugu, Kannada, Gujarati
// and Punjabi papers write them: the year first ("2019 ഓഗസ്റ്റ് 31"), the
// day first ("19 ఫిబ్రవరి 2025") or the month first ("ఏప్రిల్ 9, 2024").
var indicMonths = map[string]int{
	"ಜನವರಿ": 1, "ಫೆಬ್ರವರಿ": 2, "ಮಾರ್ಚ್": 3, "ಏಪ್ರಿಲ್": 4, "ಮೇ": 5, "ಜೂನ್": 6, "ಜುಲೈ": 7, "ಆಗಸ್ಟ್": 8,
	"ಸೆಪ್ಟೆಂಬರ್": 9, "ಅಕ್ಟೋಬರ್": 10, "ನವೆಂಬರ್": 11, "ಡಿಸೆಂಬರ್": 12,
	"જાન્યુઆરી": 1, "ફેબ્રુઆરી": 2, "માર્ચ": 3, "એપ્રિલ": 4, "મે": 5, "જૂન": 6, "જુલાઈ": 7, "ઓગસ્ટ": 8,
	"સપ્ટેમ્બર": 9, "ઓક્ટોબર": 10, "નવેમ્બર": 11, "ડિસેમ્બર": 12,
	"ਜਨਵਰੀ": 1, "ਫਰਵਰੀ": 2, "ਮਾਰਚ": 3, "ਅਪ੍ਰੈਲ": 4, "ਮਈ": 5, "ਜੂਨ": 6, "ਜੁਲਾਈ": 7, "ਅਗਸਤ": 8,
	"ਸਤੰਬਰ": 9, "ਅਕਤੂਬਰ": 10, "ਨਵੰਬਰ": 11, "ਦਸੰਬਰ": 12,
	"ജനുവരി": 1, "ഫെബ്രുവരി": 2, "മാർച്ച്": 3, "ഏപ്രിൽ": 4, "മേയ്": 5, "മെയ്": 5, "ജൂൺ": 6, "ജൂലൈ": 7, "ഓഗസ്റ്റ്": 8, "ആഗസ്റ്റ്": 8,
	"സെപ്റ്റംബർ": 9, "ഒക്ടോബർ": 10, "നവംബർ": 11, "ഡിസംബർ": 12,
	"జనవరి": 1, "ఫిబ్రవరి": 2, "మార్చి": 3, "ఏప్రిల్": 4, "మే": 5, "జూన్": 6, "జూలై": 7, "ఆగస్టు": 8,
	"సెప్టెంబరు": 9, "సెప్టెంబర్": 9, "అక్టోబరు": 10, "అక్టోబర్": 10, "నవంబరు": 11, "నవంబర్": 11, "డిసెంబరు": 12, "డిసెంబర్": 12,
}

// reHebrewDMY is the day, the month with its "ב" (in) and the year: "19
// ביוני 2025".
var reHebrewDMY = regexp.MustCompile(`\b(\d{1,2})\s+ב?(ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר)\s+(\d{4})\b`)

var hebrew = []*unicode.RangeTable{unicode.Hebrew}

var hebrewMonths = map[string]int{
	"ינואר": 1, "פברואר": 2, "מרץ": 3, "מרס": 3, "אפריל": 4, "מאי": 5, "יוני": 6, "יולי": 7, "אוגוסט": 8,
	"ספטמבר": 9, "אוקטובר": 10, "נובמבר": 11, "דצמבר": 12,
}

// hebrewMonthsIn are the months with "ב" (in) glued on, which a month
// and year alone take: "בפברואר 2024".
var hebrewMonthsIn = func() map[string]int {
	m := map[string]int{}
	for name, n := range hebrewMonths {
		m["ב"+name] = n
	}
	return m
}()

// Quechua and Aymara name Spanish months with their word for month
// ("killa", "phaxsi") and mark the year ("watapi", "mara") and the day
// ("p'unchawpi", "uru"): "junio killa 9, 2022", "2023 mara, enero phaxsi
// 20 uru".
var (
	reAndeanMDY = regexp.MustCompile(`(?i)\b(\pL+)\s+(?:killa(?:pa)?|phaxsi)\s+(\d{1,2})(?:\s+p['’]?unchaw\pL*)?,?\s+(\d{4})\b`)
	reAndeanYMD = regexp.MustCompile(`(?i)\b(\d{4})\s+(?:watapi|mara),?\s+(\pL+)\s+(?:killa|phaxsi)\s+(\d{1,2})\b`)
)

// reGuaraniDMY is a Guarani day, month and year, the year perhaps with
// its "-pe" (in): "12 jasypoapy 2021-pe".
var reGuaraniDMY = regexp.MustCompile(`(?i)\b(\d{1,2})\s+(jasy\pL+)\s+(\d{4})\b`)

// guaraniMonths are "jasy" (moon) and its number.
var guaraniMonths = map[string]int{
	"jasyteĩ": 1, "jasykõi": 2, "jasyapy": 3, "jasyrundy": 4, "jasypo": 5, "jasypoteĩ": 6, "jasypokõi": 7, "jasypoapy": 8,
	"jasyporundy": 9, "jasypa": 10, "jasypateĩ": 11, "jasypakõi": 12,
}

// reYorubaDMY is the day, "oṣù" (month) and its ordinal or old name, and
// the year, perhaps after "ọdún" (year): "ọjọ́ 19 oṣù Kẹta ọdún 2023",
// "19 Oṣù Ọ̀pẹ̀, 2023". Tone marks come and go, so the month is looked up
// folded.
var reYorubaDMY = regexp.MustCompile(`(?i)\b(\d{1,2})\s+[oọ]\pM*[sṣ]\pM*[uùú]\pM*\s+([\pL\pM]+(?:-[\pL\pM]+)?),?\s+(?:[oọ]\pM*d[uùú]\pM*n\s+)?(\d{4})\b`)

// reYorubaWordDMY is the day in words, its month and year: "ọjọ́
// kẹtàlélógún oṣù Kẹrin ọdún 2022" (the 23rd of April); reYorubaMY the
// month and year alone: "oṣù Owewe ọdún 2017".
var (
	reYorubaWordDMY = regexp.MustCompile(`(?i)[oọ]\pM*j[oọ]\pM*\s+([\pL\pM]+(?:-[\pL\pM]+)?),?\s+` + yorubaMonthYear)
	reYorubaMY      = regexp.MustCompile(`(?i)` + yorubaMonthYear)
)

const yorubaMonthYear = `[oọ]\pM*[sṣ]\pM*[uùú]\pM*\s+([\pL\pM]+(?:-[\pL\pM]+)?),?\s+[oọ]\pM*d[uùú]\pM*n\s+(\d{4})\b`

// yorubaDays are the days of a month as Yoruba counts them, folded: the
// ordinals to ten, then counted on from ten, less from twenty and thirty
// ("kẹtàdínlógún", three less than twenty, is the 17th) and more than them.
var yorubaDays = map[string]int{
	"kinni": 1, "kiini": 1, "kini": 1, "keji": 2, "keta": 3, "kerin": 4, "karun": 5, "karun-un": 5, "kefa": 6, "keje": 7, "kejo": 8,
	"kesan": 9, "kesan-an": 9, "kewa": 10, "kewaa": 10, "kokanla": 11, "kejila": 12, "ketala": 13, "kerinla": 14, "keedogun": 15,
	"kerindinlogun": 16, "ketadinlogun": 17, "kejidinlogun": 18, "kokandinlogun": 19, "ogun": 20, "kokanlelogun": 21,
	"kejilelogun": 22, "ketalelogun": 23, "kerinlelogun": 24, "keedogbon": 25, "kerindinlogbon": 26, "ketadinlogbon": 27,
	"kejidinlogbon": 28, "kokandinlogbon": 29, "ogbon": 30, "kokanlelogbon": 31,
}

// yorubaMonths are the months counted as the days are, from yorubaDays,
// and their old names.
var yorubaMonths = func() map[string]int {
	months := map[string]int{"sere": 1, "erele": 2, "erena": 3, "igbe": 4, "ebibi": 5, "okudu": 6, "agemo": 7, "ogun": 8, "owewe": 9, "owara": 10, "belu": 11, "ope": 12}
	for name, n := range yorubaDays {
		if n <= 12 {
			months[name] = n
		}
	}
	return months
}()

// hasScript reports whether s holds a letter of one of the scripts (all
// of them past ASCII).
func hasScript(s string, scripts []*unicode.RangeTable) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r >= utf8.RuneSelf && unicode.In(r, scripts...) })
}

// commonEra turns a year of the Thai Buddhist era into the common era's.
func commonEra(y int) int {
	if y > 2400 {
		return y - 543
	}
	return y
}

// reForeignMDY is the month first, as the Philippines write Spanish's
// months in Filipino and Cebuano: "Enero 19, 2025", "Disyembre 10, 2024",
// as Manipuri papers write theirs, "মার্চ ২৫, ২০২৪", and Tamil papers,
// the month cut short, "டிச. 14, 2017".
var reForeignMDY = regexp.MustCompile(`(?:^|[^\pL\pM])([\pL\pM]+)\.?\s+(\d{1,2}),\s+(\d{4})\b`)

// reAzerbaijaniYearFirst is the year, then the month in the genitive and
// the day, as Azerbaijani papers write a date in a sentence: "2021-ci il
// iyunun 8-də" (on the 8th of June of the year 2021).
var reAzerbaijaniYearFirst = regexp.MustCompile(`\b(\d{4})-(?:ci|cı|cu|cü)\s+il(?:in)?\s+(\pL+?)(?:ın|in|un|ün)\s+(\d{1,2})-(?:də|da|i|ı|u|ü|si|sı|su|sü)`)

// reUzbekYearFirst is Uzbek's date, the year, the day and the month:
// "2022-yil 16-avgust", in Cyrillic "2018 йил 24 ноябрь".
var reUzbekYearFirst = regexp.MustCompile(`\b((?:19|20)\d{2})(?:-yil(?:da|ning)?|[ -]йил(?:да|нинг)?)\s+(\d{1,2})[- ]?(\pL+)`)

// reKazakhYearFirst is Kazakh's date, the year, the day and the month:
// "2024 жылғы 6 наурыз".
var reKazakhYearFirst = regexp.MustCompile(`\b((?:19|20)\d{2})\s+жылғы\s+(\d{1,2})\s+(\pL+)`)

// reKyrgyzYearFirst is Kyrgyz's date, the year first: "2019-жылдын
// 12-апрели" (the 12th of April of 2019), or the month alone, "2022-жылдын
// август айы" (the month of August of 2022).
var reKyrgyzYearFirst = regexp.MustCompile(`\b(\d{4})-жылдын\s+(?:(\d{1,2})-(\pL+?)[ыиуү]|(\pL+)\s+айы)(?:[^\pL]|$)`)

// reBengaliYearFirst is the year, then the day and month, as Assamese and
// Bengali papers also write a date: "২০২৩ চনৰ ১৪ এপ্ৰিল", "২০২৩ সালের ১৪ এপ্রিল".
var reBengaliYearFirst = regexp.MustCompile(`\b(\d{4})\s+(?:চনৰ|সালের|সনের)\s+(\d{1,2})\s+([\pL\pM]+)`)

var bengali = []*unicode.RangeTable{unicode.Bengali}

// reUrduFirstOf is the first of a month in Urdu, "یکم نومبر 2022ء".
var reUrduFirstOf = regexp.MustCompile(`یکم\s+(\p{Arabic}+)\s+(\d{4})`)

// reForeignMY is a month and year in another language: "i juli 2018",
// "im Juli 2018", "en julio de 2018", "नवंबर 2011" (whose vowel signs are
// marks, not letters).
var reForeignMY = regexp.MustCompile(`(?:^|\s)(?:(\pL+)\s+)?(?:d['’])?([\pL\pM]+)\s+(?:de\s+|del\s+|соли\s+)?(\d{4})\b`)

// monthNeedsDay are months that are also common words elsewhere (Haitian
// Creole's "me" and "out", "mas"): only a day before them makes them months.
var monthNeedsDay = map[string]bool{"mee": true, "me": true, "out": true, "mas": true, "maji": true}

// germanMonthPreps before a capitalised month make it one: German
// capitalises its months, and "Mars 2020" is a rover.
var germanMonthPreps = map[string]bool{"im": true, "Im": true, "seit": true, "Seit": true, "ab": true, "bis": true, "Ende": true, "Anfang": true, "Mitte": true,
	"gi":    true, // (and Chamorro's "gi Måtso 2018", in March 2018)
	"noong": true, // (and Tagalog's "noong Marso 2020")
	"watan": true, // (and Hausa's "watan Afrilun 2019", in the month of April 2019)
	"wa":    true} // (and Chichewa's and Swahili's "mwezi wa Epulo 2022", the month of April 2022)

// Kuensel writes the Gregorian date in Dzongkha with the words for the
// common era's year (སྤྱི་ལོ་), month (སྤྱི་ཟླ་, ཟླ་) and day (ཚེས་): "སྤྱི་ལོ་
// 2008 སྤྱི་ཟླ་ 11 པའི་ཚེས་ 6", "སྤྱི་ཚེས་ 17 ཟླ་ 12 2023", "སྤྱི་ཟླ་ 11 སྤྱི་ལོ་ 2023",
// or the year alone after a lunar day.
var (
	reDzongkhaYMD  = regexp.MustCompile(`སྤྱི་ལོ་\s*(\d{4})\s*སྤྱི་ཟླ་\s*(\d{1,2})\s*(?:པའི་)?ཚེས་\s*(\d{1,2})`)
	reDzongkhaDMY  = regexp.MustCompile(`སྤྱི་ཚེས་\s*(\d{1,2})\s*ཟླ་\s*(\d{1,2})\s*(\d{4})`)
	reDzongkhaMY   = regexp.MustCompile(`སྤྱི་ཟླ་\s*(\d{1,2})\s*སྤྱི་ལོ་\s*(\d{4})`)
	reDzongkhaYear = regexp.MustCompile(`སྤྱི་ལོ་\s*(\d{4})`)
)

// dzongkhaDates adds the dates Kuensel writes so.
func dzongkhaDates(s string, add func(a, b int, iso string, full bool) bool) {
	for _, m := range reDzongkhaYMD.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]])); ok {
			add(m[0], m[1], iso, true)
		}
	}
	for _, m := range reDzongkhaDMY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[6]:m[7]]), atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]])); ok {
			add(m[0], m[1], iso, true)
		}
	}
	for _, m := range reDzongkhaMY.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := isoDate(atoi(s[m[4]:m[5]]), atoi(s[m[2]:m[3]]), 0); ok {
			add(m[0], m[1], iso, false)
		}
	}
	for _, m := range reDzongkhaYear.FindAllStringSubmatchIndex(s, -1) {
		add(m[0], m[1], s[m[2]:m[3]], false)
	}
}

// reVietnameseMY is a month and year in Vietnamese: "tháng 4/2016",
// "tháng 10 năm 2020".
var reVietnameseMY = regexp.MustCompile(`\btháng\s+(\d{1,2})(?:/|\s+năm\s+)(\d{4})\b`)

// reHungarianYMD is MTI's year, month and day: "Röszke, 2015. szeptember
// 16.", "2019. aug. 20."; a sentence writes the day with its case ending
// instead of the full stop ("2019. október 6-án", "március 15-i").
var reHungarianYMD = regexp.MustCompile(`\b((?:1[89]|20)\d{2})\.\s+(\pL+)\.?\s+(\d{1,2})(?:\.|-(?:j?[áé]n|j?[ae]?i))`)

// hungarianMonths number the months in Hungarian, in full and shortened.
var hungarianMonths = map[string]int{
	"január": 1, "február": 2, "március": 3, "április": 4, "május": 5, "június": 6, "július": 7,
	"augusztus": 8, "szeptember": 9, "október": 10, "november": 11, "december": 12,
	"jan": 1, "febr": 2, "márc": 3, "ápr": 4, "máj": 5, "jún": 6, "júl": 7, "aug": 8, "szept": 9, "okt": 10, "nov": 11, "dec": 12,
}

// reLithuanianYMD is ELTA's and BNS's year, month and day: "2021 m.
// lapkričio 9 d.", "2024 m. birželio 29-ąją"; without the day, a month
// ("2021 m. rugsėjo").
var reLithuanianYMD = regexp.MustCompile(`\b((?:19|20)\d{2})\s*m\.\s+(\pL+)(?:\s+(\d{1,2})(?:\s*d\.|-(?:ąją|ąjį|oji|ąsias)))?`)

// reLatvianYMD is LETA's year, day and month: "2022. gada 10. maijā";
// without the day, a month ("2020. gada februārī").
var reLatvianYMD = regexp.MustCompile(`\b((?:19|20)\d{2})\.\s+gada\s+(?:(\d{1,2})\.\s+)?(\pL+)`)

// reArmenianYMD is the year, the month and the day as Armenian writes
// them, "2022 թվականի սեպտեմբերի 1", "2021 թ. հունիսի 20", or the year
// and month alone, "2023 թ. հուլիս".
var reArmenianYMD = regexp.MustCompile(`\b((?:19|20)\d{2})\s*(?:թվականի|թ\.)\s*(\pL+)(?:\s+(\d{1,2}))?`)

// reBasqueYMD is the year with its "-ko" or "-eko" (of), the month in the genitive
// and the day with its "-an" (on), "2019ko urtarrilaren 12an"; without the
// day, the month in the locative, "2020ko apirilean" (in April 2020).
var reBasqueYMD = regexp.MustCompile(`\b((?:19|20)\d{2})e?ko\s+(\pL+)(?:\s+(\d{1,2})(?:an|ean|a)?\b)?`)

var basqueMonths = map[string]int{
	"urtarrilaren": 1, "otsailaren": 2, "martxoaren": 3, "apirilaren": 4, "maiatzaren": 5, "ekainaren": 6,
	"uztailaren": 7, "abuztuaren": 8, "irailaren": 9, "urriaren": 10, "azaroaren": 11, "abenduaren": 12,
	"urtarrilean": 1, "otsailean": 2, "martxoan": 3, "apirilean": 4, "maiatzean": 5, "ekainean": 6,
	"uztailean": 7, "abuztuan": 8, "irailean": 9, "urrian": 10, "azaroan": 11, "abenduan": 12,
}

// reArmenianDMY is the day first, as a dateline writes it: "25
// դեկտեմբերի 2022թ.".
var reArmenianDMY = regexp.MustCompile(`\b(\d{1,2})\s+(\pL+)\s+((?:19|20)\d{2})`)

var armenianMonths = map[string]int{
	"հունվարի": 1, "փետրվարի": 2, "մարտի": 3, "ապրիլի": 4, "մայիսի": 5, "հունիսի": 6, "հուլիսի": 7, "օգոստոսի": 8, "սեպտեմբերի": 9, "հոկտեմբերի": 10, "նոյեմբերի": 11, "դեկտեմբերի": 12,
	"հունվար": 1, "փետրվար": 2, "մարտ": 3, "ապրիլ": 4, "մայիս": 5, "հունիս": 6, "հուլիս": 7, "օգոստոս": 8, "սեպտեմբեր": 9, "հոկտեմբեր": 10, "նոյեմբեր": 11, "դեկտեմբեր": 12,
}

// reGeorgianYMD is the year, then the day and the month, as Georgian
// writes them: "2019 წლის 2 ივლისი", "2022 წლის მაისი"; georgianMonths
// holds each month in its nominative, dative ("ივლისს") and "in" ("მაისში")
// forms.
var reGeorgianYMD = regexp.MustCompile(`\b((?:19|20)\d{2})\s+წლის\s+(?:(\d{1,2})\s+)?(\pL+)`)

// reBengaliYMD is the year, the day and the month as Assamese and
// Bengali papers write them in a sentence: "২০১২ চনৰ ২ জুলাইত" (on 2 July
// of the year 2012), "২০১৯ সালের ৩১ আগস্ট".
var reBengaliYMD = regexp.MustCompile(`\b((?:19|20)\d{2})\s+(?:চনৰ|চনত|সনৰ|সালের|সালে|সনের)\s+(?:(\d{1,2})\s+)?([\pL\pM]+)`)

// bengaliMonthForms holds the Bengali-script months of foreignMonths with
// their locative and genitive endings ("জুলাইত", "জুলাইৰ", "জুলাইয়ের").
var bengaliMonthForms = func() map[string]int {
	months := map[string]int{}
	for w, m := range foreignMonths {
		if r, _ := utf8.DecodeRuneInString(w); unicode.Is(unicode.Bengali, r) {
			for _, end := range []string{"", "ত", "ৰ", "তে", "ের", "য়ের"} {
				months[w+end] = m
			}
		}
	}
	return months
}()

// reMongolianYMD is the year, the month's ordinal and the day, as
// Mongolian writes them: "2008 оны долдугаар сарын 1" (the first of the
// seventh month of 2008); without the day, a month ("2010 оны хоёрдугаар
// сар").
var reMongolianYMD = regexp.MustCompile(`\b((?:19|20)\d{2})\s+оны\s+((?:[Аа]рван\s)?\pL+)\s+сар(?:ын\s+(\d{1,2})\b)?`)

var mongolianMonths = func() map[string]int {
	months := map[string]int{}
	for i, m := range []string{"нэгдүгээр", "хоёрдугаар", "гуравдугаар", "дөрөвдүгээр", "тавдугаар", "зургаадугаар", "долдугаар", "наймдугаар", "есдүгээр", "аравдугаар", "арван нэгдүгээр", "арван хоёрдугаар"} {
		months[m] = i + 1
		months[strings.ReplaceAll(m, " ", "")] = i + 1
	}
	return months
}()

var georgianMonths = func() map[string]int {
	months := map[string]int{}
	for i, m := range []string{"იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი"} {
		stem := strings.TrimSuffix(m, "ი")
		for _, form := range []string{m, stem + "ს", stem + "ში"} {
			months[form] = i + 1
		}
	}
	return months
}()

// latvianMonths number the months in Latvian, in the locative a date
// writes them in.
var latvianMonths = map[string]int{
	"janvārī": 1, "februārī": 2, "martā": 3, "aprīlī": 4, "maijā": 5, "jūnijā": 6, "jūlijā": 7, "augustā": 8,
	"septembrī": 9, "oktobrī": 10, "novembrī": 11, "decembrī": 12,
}

// lithuanianMonths number the months in Lithuanian, in the genitive a
// date writes them in.
var lithuanianMonths = map[string]int{
	"sausio": 1, "vasario": 2, "kovo": 3, "balandžio": 4, "gegužės": 5, "birželio": 6, "liepos": 7,
	"rugpjūčio": 8, "rugsėjo": 9, "spalio": 10, "lapkričio": 11, "gruodžio": 12,
}

// reDottedMonth is Folhapress's day, month stem and year: "25.nov.2010".
var reDottedMonth = regexp.MustCompile(`\b(\d{1,2})\.(\pL{3})\.(\d{4})\b`)

// monthStems number the months' first three letters in English,
// Portuguese and Spanish.
var monthStems = map[string]int{
	"jan": 1, "ene": 1, "feb": 2, "fev": 2, "mar": 3, "apr": 4, "abr": 4, "may": 5, "mai": 5, "jun": 6, "jul": 7,
	"aug": 8, "ago": 8, "sep": 9, "set": 9, "oct": 10, "out": 10, "nov": 11, "dec": 12, "dez": 12, "dic": 12,
}

// foreignMonths numbers the months in the languages agencies caption in:
// French, Spanish, Portuguese, Italian, German, Dutch, Afrikaans,
// Swedish, Indonesian and Malay, Turkish, the genitive forms of Russian,
// Ukrainian, Polish, Czech, Slovak and Greek ("12 марта 2022", "8 Μαρτίου
// 2023"), Finnish's ("19. elokuuta 2017", "marraskuussa 2023"), Estonian's
// ("16. augustil 2022"), Filipino's, Cebuano's and Swahili's ("Disyembre 10, 2024", "Aprili 30, 2023"),
// Luganda's, Kirundi's, Kinyarwanda's, Runyankore's, Bemba's and Silozi's ("15 Gwakuna 2020", "20 Rusama 2020"),
// Scottish Gaelic's and Welsh's, Arabic's as Egypt and the Gulf write
// them, Urdu's and Hindi's ("26 فروری 2024", "1 जुलाई 2022"), Bulgarian's in Cyrillic and
// transliterated ("6 март 2013 г.", "11 yanuari 2019 g."), Romanian's, Lao's, Russian's
// months by themselves ("сентябрь 2022", "в марте 2019") and English's in
// lower case ("i april 2018"). The day or the year around the word keeps
// a month's name that is also a word from being read alone.
var foreignMonths = withMonths(frenchMonths, iberianMonths, indicMonths, sriLankanMonths, hebrewMonths, hebrewMonthsIn, map[string]int{
	"gennaio": 1, "febbraio": 2, "aprile": 4, "maggio": 5, "giugno": 6, "luglio": 7, "settembre": 9,
	"ottobre": 10, "dicembre": 12,
	"januar": 1, "februar": 2, "märz": 3, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
	"januari": 1, "februari": 2, "maart": 3, "mei": 5, "augustus": 8, "december": 12,
	"januarie": 1, "februarie": 2, "junie": 6, "julie": 7, "desember": 12,
	"mars": 3, "marts": 3, "maj": 5, "augusti": 8, // (Danish "31. marts 2023")
	"janúar": 1, "febrúar": 2, "apríl": 4, "maí": 5, "júní": 6, "júlí": 7, "ágúst": 8, "október": 10, "nóvember": 11, // Icelandic and Faroese
	"maret": 3, "agustus": 8, "ogos": 8, "disember": 12, "julai": 7, "mac": 3, "okt": 10, "dis": 12, // (Bernama's "7 Mac 2013", "16 Okt 2025")
	"ocak": 1, "şubat": 2, "mart": 3, "nisan": 4, "mayıs": 5, "haziran": 6, "temmuz": 7, "ağustos": 8,
	"eylül": 9, "ekim": 10, "kasım": 11, "aralık": 12,
	"января": 1, "февраля": 2, "марта": 3, "апреля": 4, "мая": 5, "июня": 6, "июля": 7, "августа": 8,
	"сентября": 9, "октября": 10, "ноября": 11, "декабря": 12,
	"січня": 1, "лютого": 2, "березня": 3, "квітня": 4, "травня": 5, "червня": 6, "липня": 7, "серпня": 8,
	"вересня": 9, "жовтня": 10, "листопада": 11, "грудня": 12,
	"stycznia": 1, "lutego": 2, "marca": 3, "kwietnia": 4, "maja": 5, "czerwca": 6, "lipca": 7, "sierpnia": 8,
	"września": 9, "października": 10, "listopada": 11, "grudnia": 12,
	"januára": 1, "februára": 2, "apríla": 4, "mája": 5, "júna": 6, "júla": 7, "augusta": 8, "septembra": 9,
	"októbra": 10, "novembra": 11, "decembra": 12,
	"tammikuuta": 1, "helmikuuta": 2, "maaliskuuta": 3, "huhtikuuta": 4, "toukokuuta": 5, "kesäkuuta": 6,
	"heinäkuuta": 7, "elokuuta": 8, "syyskuuta": 9, "lokakuuta": 10, "marraskuuta": 11, "joulukuuta": 12,
	"tammikuussa": 1, "helmikuussa": 2, "maaliskuussa": 3, "huhtikuussa": 4, "toukokuussa": 5, "kesäkuussa": 6,
	"heinäkuussa": 7, "elokuussa": 8, "syyskuussa": 9, "lokakuussa": 10, "marraskuussa": 11, "joulukuussa": 12,
	"jaanuaril": 1, "veebruaril": 2, "märtsil": 3, "aprillil": 4, "mail": 5, "juunil": 6, "juulil": 7, "augustil": 8,
	"septembril": 9, "oktoobril": 10, "novembril": 11, "detsembril": 12, // Estonian ("16. augustil 2022")
	"machi": 3, "aprili": 4, "agosti": 8, "septemba": 9, "oktoba": 10, "novemba": 11, "desemba": 12, // Swahili ("Aprili 30, 2023")
	"gener": 1, "febrer": 2, "maig": 5, "juny": 6, "juliol": 7, "agost": 8, "setembre": 9, "desembre": 12, // Catalan ("18 d'octubre del 2019")
	"pebrero": 2, "marso": 3, "hunyo": 6, "hulyo": 7, "setyembre": 9, "septiyembre": 9, "oktubre": 10,
	"nobyembre": 11, "nobiyembre": 11, "disyembre": 12,
	"ledna": 1, "února": 2, "března": 3, "dubna": 4, "května": 5, "června": 6, "července": 7, "srpna": 8,
	"září": 9, "října": 10, "listopadu": 11, "prosince": 12,
	"януари": 1, "февруари": 2, "април": 4, "юни": 6, "юли": 7, "септември": 9, "октомври": 10, "ноември": 11, "декември": 12,
	"faoilleach": 1, "gearran": 2, "màrt": 3, "giblean": 4, "cèitean": 5, "ògmhios": 6, "iuchar": 7, "lùnastal": 8,
	"sultain": 9, "dàmhair": 10, "samhain": 11, "dùbhlachd": 12,
	"jannar": 1, "frar": 2, "marzu": 3, "mejju": 5, "ġunju": 6, "lulju": 7, "awwissu": 8, "settembru": 9,
	"ottubru": 10, "novembru": 11, "diċembru": 12, // Maltese ("29 ta' Mejju 2011"; "April" is above)
	"ionawr": 1, "chwefror": 2, "ebrill": 4, "mehefin": 6, "gorffennaf": 7, "awst": 8, "medi": 9, "hydref": 10,
	"tachwedd": 11, "rhagfyr": 12, "mawrth": 3, // (also Tuesday, but never before a year)
	"samwiyee": 1, "samwiye": 1, "fewriyee": 2, "fewriye": 2, "màrs": 3, "awril": 4, "suwe": 6, "sulet": 7, "septaambar": 9, "sàttumbar": 9,
	"nowaambar": 11, "nowàmbar": 11, "desaambar": 12, "desàmbar": 12, // Wolof
	"yanuari": 1, "fevruari": 2, "yuni": 6, "yuli": 7, "avgust": 8, "septemvri": 9, "oktomvri": 10, "noemvri": 11, "dekemvri": 12,
	"январь": 1, "февраль": 2, "март": 3, "апрель": 4, "май": 5, "июнь": 6, "июль": 7, "август": 8,
	"сентябрь": 9, "октябрь": 10, "ноябрь": 11, "декабрь": 12,
	"январе": 1, "феврале": 2, "марте": 3, "апреле": 4, "мае": 5, "июне": 6, "июле": 7, "августе": 8,
	"сентябре": 9, "октябре": 10, "ноябре": 11, "декабре": 12,
	"يناير": 1, "فبراير": 2, "مارس": 3, "أبريل": 4, "إبريل": 4, "مايو": 5, "يونيو": 6, "يوليو": 7, "أغسطس": 8,
	"سبتمبر": 9, "أكتوبر": 10, "نوفمبر": 11, "ديسمبر": 12,
	"جنوری": 1, "فروری": 2, "مارچ": 3, "اپریل": 4, "مئی": 5, "جون": 6, "جولائی": 7, "اگست": 8, "ستمبر": 9,
	"اکتوبر": 10, "نومبر": 11, "دسمبر": 12,
	"जनवरी": 1, "फ़रवरी": 2, "फरवरी": 2, "मार्च": 3, "अप्रैल": 4, "मई": 5, "जून": 6, "जुलाई": 7, "अगस्त": 8,
	"सितंबर": 9, "सितम्बर": 9, "अक्टूबर": 10, "अक्तूबर": 10, "नवंबर": 11, "नवम्बर": 11, "दिसंबर": 12, "दिसम्बर": 12,
	"फेब्रुअरी": 2, "अप्रिल": 4, "मे": 5, "जुन": 6, "अगस्ट": 8, "सेप्टेम्बर": 9, "अक्टोबर": 10, "नोभेम्बर": 11, "डिसेम्बर": 12, // Nepali's ("२७ मे २०१९")
	"jenụwarị": 1, "febụwarị": 2, "machị": 3, "eprel": 4, "mee": 5, "julaị": 7, "ọgọọst": 8, "ọgọst": 8,
	"ọktoba": 10, "nọvemba": 11, // Igbo's (its "septemba", "disemba" and "juun" are Swahili's or Luganda's too) ("15 Ọktoba 2020", "n'ọnwa Ọgọọst 2015")
	"जानेवारी": 1, "फेब्रुवारी": 2, "एप्रिल": 4, "जुलै": 7, "ऑगस्ट": 8, "सप्टेंबर": 9, "ऑक्टोबर": 10, "नोव्हेंबर": 11, "डिसेंबर": 12, // Marathi's ("१५ ऑक्टोबर २०१६")
	"ଜାନୁଆରୀ": 1, "ଫେବୃଆରୀ": 2, "ଫେବ୍ରୁଆରୀ": 2, "ମାର୍ଚ୍ଚ": 3, "ଏପ୍ରିଲ": 4, "ମେ": 5, "ମଇ": 5, "ଜୁନ": 6, "ଜୁଲାଇ": 7, "ଅଗଷ୍ଟ": 8,
	"ସେପ୍ଟେମ୍ବର": 9, "ଅକ୍ଟୋବର": 10, "ନଭେମ୍ବର": 11, "ଡିସେମ୍ବର": 12, // Odia's ("୮ ନଭେମ୍ବର ୨୦୨୨")
	"april": 4, "august": 8, "september": 9, "november": 11,
	"ιανουαρίου": 1, "φεβρουαρίου": 2, "μαρτίου": 3, "απριλίου": 4, "μαΐου": 5, "ιουνίου": 6, "ιουλίου": 7,
	"αυγούστου": 8, "σεπτεμβρίου": 9, "οκτωβρίου": 10, "νοεμβρίου": 11, "δεκεμβρίου": 12,
	"ιανουάριος": 1, "φεβρουάριος": 2, "μάρτιος": 3, "απρίλιος": 4, "μάιος": 5, "ιούνιος": 6, "ιούλιος": 7, // and the nominatives that head a month alone ("Φεβρουάριος 2024")
	"αύγουστος": 8, "σεπτέμβριος": 9, "οκτώβριος": 10, "νοέμβριος": 11, "δεκέμβριος": 12,
	"ιανουάριο": 1, "φεβρουάριο": 2, "μάρτιο": 3, "απρίλιο": 4, "μάιο": 5, "ιούνιο": 6, "ιούλιο": 7, // and accusatives ("τον Μάρτιο 2021")
	"αύγουστο": 8, "σεπτέμβριο": 9, "οκτώβριο": 10, "νοέμβριο": 11, "δεκέμβριο": 12,
	"ianuarie": 1, "martie": 3, "aprilie": 4, "iunie": 6, "iulie": 7, "septembrie": 9, "octombrie": 10,
	"noiembrie": 11, "decembrie": 12, // Romanian ("18 septembrie 2017"; "mai", "februarie" and "august" are above)
	"ມັງກອນ": 1, "ກຸມພາ": 2, "ມີນາ": 3, "ເມສາ": 4, "ພຶດສະພາ": 5, "ມິຖຸນາ": 6, "ກໍລະກົດ": 7, "ສິງຫາ": 8,
	"ກັນຍາ": 9, "ຕຸລາ": 10, "ພະຈິກ": 11, "ທັນວາ": 12, // Lao ("26 ພະຈິກ 2023")
	"janar": 1, "janarit": 1, "shkurt": 2, "shkurtit": 2, "marsit": 3, "prill": 4, "prillit": 4, "majit": 5,
	"qershor": 6, "qershorit": 6, "korrik": 7, "korrikut": 7, "gusht": 8, "gushtit": 8, "shtator": 9,
	"shtatorit": 9, "tetor": 10, "tetorit": 10, "nëntor": 11, "nëntorit": 11, "dhjetor": 12, "dhjetorit": 12, // Albanian ("10 gusht 2022", "17 tetorit 2021")
	"januara": 1, "februara": 2, "marta": 3, "aprila": 4, "juna": 6, "jula": 7, "avgusta": 8,
	"јануара": 1, "фебруара": 2, "априла": 4, "маја": 5, "јуна": 6, "јула": 7, "септембра": 9, "октобра": 10,
	"новембра": 11, "децембра": 12, // Serbian ("29. маја 2023", "23. aprila 2023")
	"қаңтар": 1, "ақпан": 2, "наурыз": 3, "сәуір": 4, "мамыр": 5, "маусым": 6, "шілде": 7, "тамыз": 8,
	"қыркүйек": 9, "қазан": 10, "қараша": 11, "желтоқсан": 12, // Kazakh
	"sentabr": 9, "oktabr": 10, // Uzbek (its other months as Azerbaijani's)
	"јануар": 1, "фебруар": 2, "јун": 6, "јул": 7, "септембар": 9, "октобар": 10, "новембар": 11, "децембар": 12,
	"septembar": 9, "oktobar": 10, "decembar": 12, // and its nominatives, in datelines ("12. ЈУЛ 2021.")
	"siječnja": 1, "veljače": 2, "ožujka": 3, "travnja": 4, "svibnja": 5, "lipnja": 6, "srpnja": 7, "kolovoza": 8,
	"rujna": 9, "studenoga": 11, "studenog": 11, "prosinca": 12, // Croatian
	// and its nominatives ("siječanj 2019"), but not listopad (October),
	// which is Polish and Czech November
	"siječanj": 1, "veljača": 2, "ožujak": 3, "travanj": 4, "svibanj": 5, "lipanj": 6, "srpanj": 7, "kolovoz": 8,
	"rujan": 9, "studeni": 11, "prosinac": 12,
	"januarja": 1, "februarja": 2, "junija": 6, "julija": 7, // Slovene
	"kumasingana": 1, "kunhlolanja": 2, "kundasa": 3, "kumbasa": 4, "kunhlaba": 5, "kunhlangulana": 6, "kuntulikazi": 7,
	"kuncwaba": 8, "kumandulo": 9, "kumfumfu": 10, "kulwezi": 11, "kuzibandlela": 12, // Zulu ("31 kuNhlaba 2024")
	"januwari": 1, "febhuwari": 2, "ephreli": 4, "meyi": 5, "julayi": 7, "agasti": 8, "septhemba": 9, "okthoba": 10, "disemba": 12,
	"janaayo": 1, "febraayo": 2, "maarso": 3, "abriil": 4, "may": 5, "maajo": 5, "juun": 6, "luulyo": 7,
	"agoosto": 8, "sebtembar": 9, "oktoobar": 10, "nofembar": 11, "disembar": 12, "diseembar": 12, "nofeembar": 11, "sebteembar": 9, // Somali
	"јануари": 1, "мај": 5, "јуни": 6, "јули": 7, // Macedonian (the rest as Bulgarian's)
	"জানুয়ারি": 1, "জানুয়ারী": 1, "জানুৱাৰী": 1, "জানুৱাৰি": 1, "জানুৱারী": 1, "ফেব্রুয়ারি": 2, "ফেব্রুয়ারী": 2, "ফেব্ৰুৱাৰী": 2, "ফেব্ৰুৱাৰি": 2, "ফেব্রুৱারী": 2, "মার্চ": 3, "মাৰ্চ": 3,
	"এপ্রিল": 4, "এপ্ৰিল": 4, "মে": 5, "জুন": 6, "জুলাই": 7, "আগস্ট": 8, "আগষ্ট": 8, "সেপ্টেম্বর": 9, "ছেপ্টেম্বৰ": 9, "ছেপ্তেম্বৰ": 9, "চেপ্টেম্বৰ": 9, "সেপ্তেম্বর": 9, "অক্টোবর": 10,
	"অক্টোবৰ": 10, "নভেম্বর": 11, "নৱেম্বৰ": 11, "নবেম্বর": 11, "নভেম্বৰ": 11, "ডিসেম্বর": 12, "ডিচেম্বৰ": 12, "ডিসেম্বৰ": 12, // Bengali and Assamese ("১৬ ফেব্রুয়ারি, ২০২৩", "২৩ ছেপ্টেম্বৰ, ২০২৫")
	"ꯖꯥꯅꯨꯋꯥꯔꯤ": 1, "ꯐꯦꯕ꯭ꯔꯨꯋꯥꯔꯤ": 2, "ꯃꯥꯔꯆ": 3, "ꯑꯦꯞꯔꯤꯜ": 4, "ꯃꯦ": 5, "ꯖꯨꯟ": 6, "ꯖꯨꯂꯥꯏ": 7, "ꯑꯣꯒꯁ꯭ꯠ": 8, "ꯁꯦꯞꯇꯦꯝꯕꯔ": 9, "ꯑꯣꯛꯇꯣꯕꯔ": 10, "ꯅꯣꯚꯦꯝꯕꯔ": 11, "ꯗꯤꯁꯦꯝꯕꯔ": 12, // Meitei Mayek
	"janvye": 1, "fevriye": 2, "fevrye": 2, "mas": 3, "me": 5, "jen": 6, "jiyè": 7, "jiyet": 7, "out": 8, "septanm": 9,
	"oktòb": 10, "novanm": 11, "desanm": 12, // Haitian Creole ("16 jiyè 2019"; "avril" as French)
	"janoary": 1, "febroary": 2, "martsa": 3, "aprily": 4, "mey": 5, "jona": 6, "jolay": 7, "aogositra": 8,
	"septambra": 9, "oktobra": 10, "novambra": 11, "desambra": 12, // Malagasy ("24 Desambra 2019")
	"yanüari": 1, "febrüari": 2, "aprel": 4, "ougùstùs": 8, "sèptèmber": 9, "òktober": 10, "novèmber": 11, "desèmber": 12, // Papiamentu ("17 di ougùstùs 2020"; "maart", "mei", "juni", "juli" as Dutch)
	"kyllalyngkot": 1, "rymphang": 2, "lber": 3, "iaiong": 4, "jymmang": 5, "jylliew": 6, "naitung": 7, "nailar": 8,
	"nailur": 9, "risaw": 10, "naiwieng": 11, "nohprah": 12, // Khasi ("ha ka 13 tarik Iaiong, 2024", on the 13th of April)
	"zenâr": 1, "fevrâr": 2, "març": 3, "avrîl": 4, "jugn": 6, "avost": 8, "setembar": 9, "otubar": 10, "novembar": 11, "dicembar": 12, // Friulian ("3 di Avrîl dal 2019")
	"amajjii": 1, "guraandhala": 2, "bitootessa": 3, "eebila": 4, "ebla": 4, "caamsaa": 5, "waxabajjii": 6,
	"adoolessa": 7, "adooleessa": 7, "hagayya": 8, "fulbaana": 9, "onkoloolessa": 10, "sadaasa": 11, "muddee": 12, // Afaan Oromo, as Europe counts ("Sadaasa 14, 2023")
	"студзеня": 1, "лютага": 2, "сакавіка": 3, "красавіка": 4, "чэрвеня": 6, "ліпеня": 7, "жніўня": 8, "верасня": 9,
	"кастрычніка": 10, "лістапада": 11, "снежня": 12, // Belarusian ("14 кастрычніка 2019 года")
	"январ": 1, "феврал": 2, "апрел": 4, "июн": 6, "июл": 7, "сентябр": 9, "октябр": 10, "ноябр": 11, "декабр": 12,
	"январи": 1, "феврали": 2, "марти": 3, "апрели": 4, "майи": 5, "июни": 6, "июли": 7, "августи": 8, "сентябри": 9,
	"октябри": 10, "ноябри": 11, "декабри": 12, // Tajik ("4 октябри соли 2022", "моҳи октябри соли 2015")
	"yanvar": 1, "fevral": 2, "iyun": 6, "iyul": 7, "avqust": 8, "sentyabr": 9, "oktyabr": 10, "noyabr": 11, "dekabr": 12, // Azerbaijani ("25 iyul 2019-cu il")
	"janueri": 1, "feperueri": 2, "epereli": 4, "jiune": 6, "maji": 3, "okosita": 8, "seviteba": 9, "okotova": 10, "noveba": 11, "tiseba": 12, // Fijian ("15 ni Okotova, 2023")
	"eneru": 1, "febreru": 2, "måtso": 3, "matso": 3, "abrit": 4, "måyu": 5, "huñu": 6, "hunio": 6, "hulio": 7, "septembri": 9,
	"oktubri": 10, "nobembri": 11, "disembri": 12, // Chamorro ("gi Oktubri 26, 2018", "gi Måtso 2018")
	"ferikgong": 1, "tlhakole": 2, "mopitlwe": 3, "moranang": 4, "motsheganong": 5, "seetebosigo": 6, "phukwi": 7,
	"phatwe": 8, "lwetse": 9, "diphalane": 10, "ngwanatsele": 11, "sedimonthole": 12, // Setswana ("18 Tlhakole 2017")
	"januwale": 1, "febuluwale": 2, "malichi": 3, "epulo": 4, "ogasiti": 8, "seputembala": 9, "okutobala": 10,
	"novembala": 11, "disembala": 12, // Chichewa and Tumbuka ("14 Okutobala 2024"; "Meyi" and "Julayi" as Zulu's)
	"jenwari": 1, "fɛbwari": 2, "maach": 3, "epril": 4, "julay": 7, "ɔgɔst": 8, "sɛptɛmba": 9, "ɔktoba": 10, "nɔvɛmba": 11,
	"disɛmba": 12,                                                                                                            // Krio ("Sɔnde 9 Ɔktoba 2022"; "Me" as Haitian Creole's, "Jun" as English's)
	"janairu": 1, "fabrairu": 2, "maris": 3, "afrilu": 4, "mayu": 5, "agusta": 8, "satumba": 9, "nuwamba": 11, "disamba": 12, // Hausa ("28 ga watan Agusta, 2021")
	"janairun": 1, "fabrairun": 2, "afrilun": 4, "mayun": 5, "yunin": 6, "yulin": 7, "agustan": 8, "satumban": 9, "oktoban": 10, "nuwamban": 11, "disamban": 12, // and with its linker after "watan" ("watan Afrilun 2019")
	"gwolubereberye": 1, "gwokubiri": 2, "gwakubiri": 2, "gwokusatu": 3, "gwakusatu": 3, "gwokuna": 4, "gwakuna": 4,
	"gwokutaano": 5, "gwakutaano": 5, "gwomukaaga": 6, "gwamukaaga": 6, "gwomusanvu": 7, "gwamusanvu": 7,
	"gwomunaana": 8, "gwamunaana": 8, "gwomwenda": 9, "gwamwenda": 9, "gwekkumi": 10, // Luganda ("15 Gwakuna 2020"; November and December take two words)
	"nzero": 1, "ruhuhuma": 2, "ntwarante": 3, "ndamukiza": 4, "rusama": 5, "ruheshi": 6, "mukakaro": 7, "myandagaro": 8,
	"gitugutu": 10, "munyonyo": 11, "kigarama": 12, // Kirundi ("20 Rusama 2020")
	"mutarama": 1, "gashyantare": 2, "werurwe": 3, "gicurasi": 5, "kamena": 6, "kanama": 8, "nzeri": 9, "ukwakira": 10,
	"ugushyingo": 11, "ukuboza": 12, // Kinyarwanda; not "Nyakanga", its July and Kirundi's September, nor "Mata", a word
	"okwakubanza": 1, "okwakabiri": 2, "okwakashatu": 3, "okwakana": 4, "okwakataano": 5, "okwamukaaga": 6,
	"okwamushanju": 7, "okwamusanju": 7, "okwamunaana": 8, "okwamwenda": 9, "okwaikumi": 10, "okwaikumi na kumwe": 11,
	"okwaikumi na ibiri": 12,                                        // Runyankore-Rukiga ("26 Okwaikumi na ibiri 2018")
	"febuluari":          2, "epreo": 4, "ogasti": 8, "okutoba": 10, // Bemba ("23 Okutoba 2022"; the others as Swahili's or Chichewa's)
	"sope": 1, "yowa": 2, "liatamanyi": 3, "lyatamanyi": 3, "kandao": 5, "ñulule": 12, // Silozi ("ka la 10 Yowa 2024")
	"sunguti": 1, "nyenyenyani": 2, "nyenyankulu": 3, "dzivamisoko": 4, "mudyaxihi": 5, "khotavuxika": 6, "mawuwani": 7, "mhawuri": 8,
	"ndzhati": 9, "nhlangula": 10, "hukuri": 11, "n'wendzamhala": 12, // Changana and Tsonga ("hi ti 15 Mhawuri 2022")
	"ndira": 1, "kukadzi": 2, "kurume": 3, "kubvumbi": 4, "chivabvu": 5, "chikumi": 6, "chikunguru": 7, "nyamavhuvhu": 8,
	"gunyana": 9, "gumiguru": 10, "mbudzi": 11, "zvita": 12, // Shona and Ndau ("ngo 12 Gumiguru 2022")
	"gatonnya": 1, "mukutulansanja": 2, "mugulansigo": 3, "kafuumuulampawu": 4, "muzigo": 5, "ssebaaseka": 6, "kasambula": 7,
	"muwakanya": 8, "mukulukusabitungotungo": 10, "museenene": 11, "ntenvu": 12, // Luganda's own ("9 Muwakanya 2022"; not "Mutunda", a name)
	"orara": 1, "otikoit": 8, "osokosokoma": 10, "osuban": 11, // Ateso ("Otikoit 18, 2017")
	"zanwiye": 1, "feewiriye": 2, "awiril": 4, "sektanbur": 9, "oktoobur": 10, "noowanbur": 11, "deesanbur": 12, // Zarma ("14 oktoobur 2022")
	"fev": 2, "abr": 4, "dez": 12, // Lusa's Portuguese abbreviations ("25 Fev 2023"; "out" is read above)
})

// portugueseSpelling reports whether s has the "ão" or "ções" only
// Portuguese writes.
func portugueseSpelling(s string) bool {
	return strings.Contains(s, "ão") || strings.Contains(s, "ões")
}

// frenchMonths are the months in French, which also name streets after a
// day ("Boulevard du 30 Juin").
var frenchMonths = map[string]int{
	"janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7,
	"août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12, "decembre": 12,
}

// iberianMonths are the months in Spanish, Portuguese and Galician, which also name
// streets after a day ("Avenida 9 de Julio", "Rua 25 de Março").
var iberianMonths = map[string]int{
	"enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
	"septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
	"janeiro": 1, "fevereiro": 2, "março": 3, "marco": 3, "maio": 5, "junho": 6, "julho": 7, "setembro": 9,
	"outubro": 10, "novembro": 11, "dezembro": 12,
	"xaneiro": 1, "febreiro": 2, "xuño": 6, "xullo": 7, "decembro": 12, // Galician
}

// withMonths returns the months of every table in one.
func withMonths(tables ...map[string]int) map[string]int {
	all := map[string]int{}
	for _, t := range tables {
		maps.Copy(all, t)
	}
	return all
}

// alternation is a regular expression's alternatives for the names of a
// table, the longest first so that none stops short at a shorter one
// that begins it.
func alternation(names map[string]int) string {
	keys := slices.Collect(maps.Keys(names))
	slices.SortFunc(keys, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	return strings.Join(keys, "|")
}

// reSentenceEnd is a full stop before the next sentence.
var reSentenceEnd = regexp.MustCompile(`\.\s+\p{Lu}`)

// reDateline is a shouted dateline: "MOSUL, IRAQ - MARCH 3:".
var reDateline = regexp.MustCompile(`^\s*[A-Z][A-Z .'’-]+(?:,\s*[A-Z][A-Za-z .'’-]+)?\s*[-–—]\s*` + monthPat + `\s+(\d{1,2})\s*:`)

// reWireDateline: a news agency's dateline, "SEOUL, March 31 (Yonhap)
// --", "BEIJING, Jan. 5, 2024 (Xinhua) --".
var reWireDateline = regexp.MustCompile(`^\s*[A-Z][A-Z .'’-]+,\s*` + monthPat + `\s+(\d{1,2})(?:,\s*\d{4})?\s*\(\p{Lu}[\pL-]*(?:\s\p{Lu}[\pL-]*){0,2}\)\s*[-–—]`)

// reBracketDateline: ANI's dateline, the state in round brackets and the
// country in square ones, "Singtam (Sikkim) [India], October 5 (ANI):".
var reBracketDateline = regexp.MustCompile(`^\s*\p{Lu}[\pL.'’-]*(?:\s+\p{Lu}[\pL.'’-]*){0,3}\s*(?:\([^()]{2,40}\)\s*)?\[[^\[\]]{2,40}\],\s*` + monthPat + `\s+(\d{1,2})\s*\(\p{Lu}[\pL-]*\)\s*:`)

// reCommaDateline: a wire dateline with the day after a comma or in
// brackets, "ZAPOPAN, Mexico, July 30 -", "JOPLIN, Mo. (May 24) —".
var reCommaDateline = regexp.MustCompile(`^\s*[A-Z][A-Z .'’-]+(?:,\s*[A-Z][A-Za-z .'’-]+)?(?:,\s*|\s+\(\s*)` + monthPat + `\s+(\d{1,2})\s*\)?\s*[-–—]`)

// datelineDate reads a dateline without a year, taking the year from
// another date of the caption when that date falls earlier in the year
// ("KHERSON, UKRAINE - NOVEMBER 13: ... retook the city on November 11,
// 2022"); otherwise the photo could be from the next year, and the date
// stays unknown.
func datelineDate(s string, dates []dateMention) (dateMention, bool) {
	m := reDateline.FindStringSubmatchIndex(s)
	if m == nil {
		m = reWireDateline.FindStringSubmatchIndex(s)
	}
	if m == nil {
		m = reCommaDateline.FindStringSubmatchIndex(s)
	}
	if m == nil {
		m = reBracketDateline.FindStringSubmatchIndex(s)
	}
	if m == nil {
		return dateMention{}, false
	}
	for _, d := range dates {
		if d.Start < m[1] {
			return dateMention{}, false // the dateline has its own year
		}
	}
	month, day := monthNum(s[m[2]:m[3]]), atoi(s[m[4]:m[5]])
	if day < 1 {
		return dateMention{}, false // "MARCH 0:" names no day
	}
	// The year of the same day written out ("on September 19, 2022 in
	// London"), else the latest year of a date not after the dateline's
	// day ("born on 21 April 1926 ... died on September 8, 2022").
	year, monthDates := 0, false
	for _, d := range dates {
		if len(d.ISO) < 7 || d.ISO < "1900" {
			continue // ("since the Mayflower set sail on Sept. 16, 1620": history, no year for today's picture)
		}
		monthDates = true
		y, dm := atoi(d.ISO[:4]), atoi(d.ISO[5:7])
		dd := 1
		if d.Full {
			dd = atoi(d.ISO[8:10])
		}
		if d.Full && dm == month && dd == day {
			year = y
			break
		}
		if (month > dm || month == dm && day >= dd) && y > year {
			year = y
		}
	}
	if year == 0 {
		// "PHNOM PENH, CAMBODIA - JULY 29: ... during Cambodia's 2018
		// general election": a year alone in the dateline's own sentence
		end := len(s)
		if loc := reSentenceEnd.FindStringIndex(s[m[1]:]); loc != nil {
			end = m[1] + loc[0]
		}
		for _, d := range dates {
			// ("its highest level since 1954": a bound, not the day's year)
			if len(d.ISO) == 4 && d.Start < end && !strings.HasSuffix(strings.TrimRight(s[:d.Start], " "), "since") {
				year = atoi(d.ISO)
				break
			}
		}
	}
	if year > 0 {
		if iso, ok := isoDate(year, month, day); ok {
			return dateMention{Start: m[2], End: m[5], Written: s[m[2]:m[5]], ISO: iso, Full: true, Yearless: true}, true
		}
	}
	if year == 0 && !monthDates {
		// "SAINT-DENIS, FRANCE - AUGUST 04: ... at the Paris 2024 Games";
		// not "MARCH 3: ... The battle began in October 2016"
		for _, loc := range reAnyYear.FindAllStringIndex(s[m[1]:], -1) {
			if reDateNamesPlace.MatchString(s[m[1]+loc[1]:]) {
				continue // "the 5 July 1962 Stadium" gives no year
			}
			if iso, ok := isoDate(atoi(s[m[1]+loc[0]:m[1]+loc[1]]), month, day); ok {
				return dateMention{Start: m[2], End: m[5], Written: s[m[2]:m[5]], ISO: iso, Full: true}, true
			}
			break
		}
	}
	return dateMention{}, false
}

// ParseDate normalises one written date to ISO 8601: "August 6, 2016",
// "Aug. 6, 2016", "6 August 2016" and "2016-08-06" give "2016-08-06";
// "August 2016" gives "2016-08"; a bare year "2016" gives "2016". Dates
// without a year and anything else give ok == false.
func ParseDate(s string) (iso string, ok bool) {
	s = strings.TrimSpace(s)
	s = strings.TrimRight(s, ".,;")
	if len(s) > 64 {
		return "", false
	}
	if y := atoi(s); len(s) == 4 && y >= 1800 && y <= 2199 {
		return s, true
	}
	for _, d := range findDates(s) {
		if d.Start == 0 && d.End == len(s) {
			return d.ISO, true
		}
	}
	return "", false
}
