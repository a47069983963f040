package namekey

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// IsApos reports whether r is one of the apostrophes captions use.
func IsApos(r rune) bool { return r == '\'' || r == '’' || r == 'ʼ' || r == '‘' }

// IsHyphen reports whether r is a hyphen that may join a word.
func IsHyphen(r rune) bool { return r == '-' || r == '‐' || r == '‑' }

// Fold is the comparison key of a name: case, diacritics, apostrophes,
// dashes and spacing folded; a leading "the" and a trailing 's dropped.
func Fold(s string) string {
	var b strings.Builder
	space := false
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if !ascii {
		s = norm.NFD.String(s)
	}
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case IsApos(r) || r == 'ʿ' || r == 'ʾ':
			r = '\''
		case IsHyphen(r) || r == '–' || r == '—':
			r = '-'
		case unicode.IsSpace(r):
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(unicode.ToLower(r))
	}
	out := b.String()
	out = strings.TrimPrefix(out, "the ")
	out = strings.TrimSuffix(out, "'s")
	return out
}

// StripMarks drops diacritics and keeps case: "Primož" is "Primoz".
func StripMarks(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			var b strings.Builder
			for _, r := range norm.NFD.String(s) {
				if !unicode.Is(unicode.Mn, r) {
					b.WriteRune(r)
				}
			}
			return b.String()
		}
	}
	return s
}

// Bare is Fold without apostrophes, so that "Ta‘izz" and "Taizz" meet.
func Bare(s string) string {
	return strings.ReplaceAll(Fold(s), "'", "")
}
