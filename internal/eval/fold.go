package eval

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// typography maps the apostrophe and dash variants named in the guidelines to
// ASCII. It runs before compatibility decomposition because NFKD would turn
// the acute accent ´ into a space plus a combining mark, losing it as an
// apostrophe.
var typography = strings.NewReplacer(
	"\u2019", "'", // ’
	"\u2018", "'", // ‘
	"\u02bc", "'", // ʼ
	"`", "'",
	"\u00b4", "'", // ´
	"\u2010", "-", // ‐
	"\u2011", "-", // ‑
	"\u2012", "-", // ‒
	"\u2013", "-", // –
	"\u2014", "-", // —
	"\u2212", "-", // −
)

// Fold reduces a name to the form in which the guidelines compare names:
// lower case, without diacritics, with apostrophes and dashes unified, runs of
// white space collapsed to one space, and without a leading "the " or a
// trailing "'s". Compatibility decomposition (NFKD) also folds ligatures,
// full-width letters and no-break spaces.
func Fold(s string) string {
	s = typography.Replace(s)
	s = norm.NFKD.String(s)
	s = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Mn, r) {
			return -1
		}
		return r
	}, s)
	// lower case after the compatibility decomposition, which can turn a
	// lower-case symbol into a capital letter ("ϓ" into "Υ")
	s = strings.ToLower(s)
	// Greek's final sigma is a small sigma: "ΠΑΝΑΓΟΠΟΥΛΟΣ" is "Παναγόπουλος"
	s = strings.ReplaceAll(s, "ς", "σ")
	s = strings.Join(strings.Fields(s), " ")
	s = strings.TrimPrefix(s, "the ")
	s = strings.TrimSuffix(s, "'s")
	return strings.TrimSpace(s)
}

// foldText is the key that pairs a gold caption with a prediction: white
// space collapsed, and composed (NFC) so that two encodings of the same
// accented letter still pair. Case and punctuation are kept.
func foldText(s string) string {
	return norm.NFC.String(strings.Join(strings.Fields(s), " "))
}
