package extract

import (
	"bufio"
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
)

// Nepal dates its papers' pictures in the Bikram Sambat calendar, whose
// month lengths follow no formula: they are published year by year, and
// data/bikram-sambat.tsv holds them.

// reNepaliDate is a year, a month and a day as Nepali papers write a
// date, "२०८० वैशाख २२ गते" (5 May 2023), after the digits are made
// ASCII: a month of the Bikram Sambat calendar, or after "सन्" a
// European one, "सन् २००८ अगस्ट १८".
var reNepaliDate = regexp.MustCompile(`(\d{4})\s+(?:साल\s+)?(` + nepaliMonthPat + `)\s+(\d{1,2})(?:\s*गते)?`)

// reNepaliDay is a Bikram Sambat month and day without the year, as a
// dateline writes them: "जनकपुरधाम, माघ ३ गते (रासस) –".
var reNepaliDay = regexp.MustCompile(`^(?:` + bikramSambatMonthPat + `)\s+[०-९\d]{1,2}(?:\s*गते)?`)

// bikramSambatMonthPat and nepaliMonthPat match the month names of
// nepaliMonths, Nepal's own (and Maithili's) and, in the second, Europe's.
const (
	bikramSambatMonthPat = `बैशाख|वैशाख|बैसाख|जेठ|जेष्ठ|असार|आषाढ|अषाढ़|साउन|श्रावण|साओन|भदौ|भाद्र|भादव|असोज|आश्विन|आसिन|कात्तिक|कार्तिक|कातिक|मंसिर|मङ्सिर|अगहन|पुस|पौष|पूस|माघ|फागुन|फाल्गुन|चैत्र|चैत`
	nepaliMonthPat       = bikramSambatMonthPat + `|जनवरी|फेब्रुअरी|मार्च|अप्रिल|मे|जुन|जुलाई|अगस्ट|सेप्टेम्बर|अक्टोबर|नोभेम्बर|डिसेम्बर`
)

// reSanYear is a year after "सन्" (of the common era), "सन् १९६९ मा":
// a year of history, like the years before "年".
var reSanYear = regexp.MustCompile(`सन्\s+(\d{4})`)

// nepaliMonths number the Bikram Sambat months 1 to 12, in Nepali's and
// Maithili's spellings ("अगहन", Maithili's Mangsir), and Europe's, as
// Nepali writes them, 101 to 112.
var nepaliMonths = map[string]int{
	"बैशाख": 1, "वैशाख": 1, "बैसाख": 1, "जेठ": 2, "जेष्ठ": 2, "असार": 3, "आषाढ": 3, "अषाढ़": 3, "साउन": 4, "श्रावण": 4, "साओन": 4,
	"भदौ": 5, "भाद्र": 5, "भादव": 5, "असोज": 6, "आश्विन": 6, "आसिन": 6, "कात्तिक": 7, "कार्तिक": 7, "कातिक": 7,
	"मंसिर": 8, "मङ्सिर": 8, "अगहन": 8, "पुस": 9, "पौष": 9, "पूस": 9, "माघ": 10, "फागुन": 11, "फाल्गुन": 11, "चैत": 12, "चैत्र": 12,
	"जनवरी": 101, "फेब्रुअरी": 102, "मार्च": 103, "अप्रिल": 104, "मे": 105, "जुन": 106, "जुलाई": 107, "अगस्ट": 108,
	"सेप्टेम्बर": 109, "अक्टोबर": 110, "नोभेम्बर": 111, "डिसेम्बर": 112,
}

// devanagari is the script of Nepali and Hindi.
var devanagari = []*unicode.RangeTable{unicode.Devanagari}

// nepaliDates adds the Nepali dates of s, its digits already ASCII.
func nepaliDates(s string, add func(a, b int, iso string, day bool) bool) {
	for _, m := range reNepaliDate.FindAllStringSubmatchIndex(s, -1) {
		if iso, ok := calendarDate(atoi(s[m[2]:m[3]]), nepaliMonths[s[m[4]:m[5]]], atoi(s[m[6]:m[7]]), bikramSambatDate); ok {
			add(m[0], m[1], iso, true)
		}
	}
}

// calendarDate turns a day written in a calendar of its own into ISO
// 8601: months numbered from 101 are Europe's, written in that language,
// and the others the calendar's own, which native converts.
func calendarDate(y, month, d int, native func(y, m, d int) (string, bool)) (string, bool) {
	if month > 100 {
		return isoDate(y, month-100, d)
	}
	return native(y, month, d)
}

// bikramSambatEpoch is 1 Baisakh of the table's first year.
var bikramSambatEpoch = time.Date(1913, time.April, 13, 0, 0, 0, 0, time.UTC)

// bikramSambatYears reads data/bikram-sambat.tsv: the first year it
// lists, and the days of each month of it and the years after.
var bikramSambatYears = sync.OnceValues(func() (int, [][12]int) {
	raw, err := dataFS.ReadFile("data/bikram-sambat.tsv")
	if err != nil {
		return 0, nil
	}
	first, years := 0, [][12]int{}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		year, days, ok := strings.Cut(line, "\t")
		f := strings.Fields(days)
		y, err := strconv.Atoi(year)
		if !ok || err != nil || len(f) != 12 || first != 0 && y != first+len(years) {
			return 0, nil // (a broken table reads no date rather than wrong ones)
		}
		if first == 0 {
			first = y
		}
		var row [12]int
		for i, w := range f {
			row[i], _ = strconv.Atoi(w)
		}
		years = append(years, row)
	}
	return first, years
})

// bikramSambatDate turns a day of the Bikram Sambat calendar into ISO
// 8601, counting the days from the table's first year.
func bikramSambatDate(y, m, d int) (string, bool) {
	first, years := bikramSambatYears()
	if y < first || y >= first+len(years) || m < 1 || m > 12 || d < 1 || d > years[y-first][m-1] {
		return "", false
	}
	days := d - 1
	for _, row := range years[:y-first] {
		for _, n := range row {
			days += n
		}
	}
	for _, n := range years[y-first][:m-1] {
		days += n
	}
	return bikramSambatEpoch.AddDate(0, 0, days).Format("2006-01-02"), true
}
