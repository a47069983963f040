package extract

import (
	"regexp"
	"strings"
	"time"
)

// Israeli papers date a picture by the Hebrew calendar as often as by the
// Gregorian, its day and year in letters: "כ"ו בטבת תש"פ" (26 Tevet 5780,
// 23 January 2020), "י"ט באב התשע"א". The calendar is arithmetic: a year
// begins at the mean new moon of Tishri, put off a day or two by the
// postponement rules, and a nineteen-year cycle adds a second Adar seven
// times.

// reHebrewDate is a day in letters, a month after its "ב" (in) and a year
// of the sixth millennium in letters, the millennium's "ה'" and an
// article "ה" allowed before it.
var reHebrewDate = regexp.MustCompile(`(?:^|[\s(])([א-ת]{1,2}["״'׳]?[א-ת]?)\s+ב(תשרי|מרחשוון|חשוון|חשון|כסלו|כסליו|טבת|שבט|אדר\s+[אב]['׳]|אדר|ניסן|אייר|סיוון|סיון|תמוז|אב|אלול)[,]?\s+ה?(?:ה['׳])?(ת[א-ת]{0,2}["״][א-ת])`)

// hebrewMonthNumbers number the months from Nisan, as the calendar's
// arithmetic does: Tishri is 7, Adar 12, the second Adar of a leap year 13.
var hebrewMonthNumbers = map[string]int{
	"ניסן": 1, "אייר": 2, "סיוון": 3, "סיון": 3, "תמוז": 4, "אב": 5, "אלול": 6, "תשרי": 7, "מרחשוון": 8, "חשוון": 8, "חשון": 8,
	"כסלו": 9, "כסליו": 9, "טבת": 10, "שבט": 11, "אדר": 12,
}

// hebrewLetterValues are the numbers the letters stand for, final forms
// alike.
var hebrewLetterValues = map[rune]int{
	'א': 1, 'ב': 2, 'ג': 3, 'ד': 4, 'ה': 5, 'ו': 6, 'ז': 7, 'ח': 8, 'ט': 9, 'י': 10, 'כ': 20, 'ך': 20, 'ל': 30,
	'מ': 40, 'ם': 40, 'נ': 50, 'ן': 50, 'ס': 60, 'ע': 70, 'פ': 80, 'ף': 80, 'צ': 90, 'ץ': 90, 'ק': 100, 'ר': 200,
	'ש': 300, 'ת': 400,
}

// hebrewNumber adds up the letters of s, its geresh and gershayim aside;
// 0 when a character is no numeral.
func hebrewNumber(s string) int {
	n := 0
	for _, r := range s {
		switch v, ok := hebrewLetterValues[r]; {
		case ok:
			n += v
		case strings.ContainsRune(`"״'׳`, r):
		default:
			return 0
		}
	}
	return n
}

// hebrewDates adds the Hebrew-calendar dates of s.
func hebrewDates(s string, add func(a, b int, iso string, day bool) bool) {
	for _, m := range reHebrewDate.FindAllStringSubmatchIndex(s, -1) {
		day, year := hebrewNumber(s[m[2]:m[3]]), 5000+hebrewNumber(s[m[6]:m[7]])
		month := s[m[4]:m[5]]
		n := hebrewMonthNumbers[month]
		if strings.HasPrefix(month, "אדר") && len(month) > len("אדר") {
			if strings.ContainsRune(month, 'ב') && hebrewLeap(year) {
				n = 13 // "אדר ב'"
			}
		} else if n == 12 && hebrewLeap(year) {
			n = 13 // Purim's Adar is the second in a leap year
		}
		if day < 1 || day > hebrewMonthDays(year, n) || year < 5600 {
			continue
		}
		add(m[2], m[7], hebrewToGregorian(year, n, day).Format("2006-01-02"), true)
	}
}

// hebrewLeap reports whether year has a second Adar.
func hebrewLeap(year int) bool { return (7*year+1)%19 < 7 }

// hebrewElapsedDays counts the days from the calendar's epoch to the mean
// new moon of Tishri of year, put off a day when it falls on a Sunday,
// Wednesday or Friday.
func hebrewElapsedDays(year int) int {
	months := (235*year - 234) / 19
	parts := 12084 + 13753*months
	day := 29*months + parts/25920
	if (3*(day+1))%7 < 3 {
		day++
	}
	return day
}

// hebrewNewYear is the day Tishri 1 of year falls on, counted from the
// epoch: the elapsed days, put off again where the year before or this
// one would be of an impossible length.
func hebrewNewYear(year int) int {
	prev, this, next := hebrewElapsedDays(year-1), hebrewElapsedDays(year), hebrewElapsedDays(year+1)
	switch {
	case next-this == 356:
		return this + 2
	case this-prev == 382:
		return this + 1
	}
	return this
}

// hebrewMonthDays is the length of month n of year: Heshvan and Kislev
// follow the year's length, Adar the leap cycle.
func hebrewMonthDays(year, n int) int {
	yearDays := hebrewNewYear(year+1) - hebrewNewYear(year)
	switch {
	case n == 2 || n == 4 || n == 6 || n == 10 || n == 13, n == 12 && !hebrewLeap(year), n == 8 && yearDays%10 != 5, n == 9 && yearDays%10 == 3:
		return 29
	case n > 13 || n < 1:
		return 0
	}
	return 30
}

// hebrewEpoch is Tishri 1 of year 1, 7 October 3761 BCE in the proleptic
// Julian calendar, as days before 1 January of year 1 in the proleptic
// Gregorian one.
const hebrewEpoch = -1373428

// hebrewToGregorian turns day d of month n of year into the Gregorian day.
func hebrewToGregorian(year, n, d int) time.Time {
	days := hebrewNewYear(year)
	last := 12
	if hebrewLeap(year) {
		last = 13
	}
	// the year opens at Tishri (7), runs to its last month, then Nisan (1)
	for m := 7; m != n; m = m%last + 1 {
		days += hebrewMonthDays(year, m)
	}
	return time.Date(1, time.January, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, hebrewEpoch+days+d-1)
}
