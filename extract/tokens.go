package extract

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/extract/internal/namekey"
)

type tokKind uint8

const (
	tokWord  tokKind = iota
	tokPunct         // any single non-word rune
	tokPoss          // a possessive 's or trailing apostrophe, split off its word
)

// token is one word or punctuation mark with its byte span in the text.
type token struct {
	Text       string
	Start, End int
	Kind       tokKind
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

func isApos(r rune) bool { return namekey.IsApos(r) }

// turkishSuffixes are the case endings Turkish writes after an apostrophe
// on a name, less those Arabic and other names end in after theirs:
// "Sana'a", "Bil'in", "Mada'in Salih", "Hawai'i".
var turkishSuffixes = map[string]bool{
	"ın": true, "ün": true, "nın": true, "nin": true, "nun": true, "nün": true, "yı": true, "yü": true,
	"da": true, "de": true, "ta": true, "te": true, "dan": true, "den": true, "tan": true, "ten": true,
	"ye": true, "yla": true, "yle": true, "daki": true, "deki": true, "taki": true, "teki": true,
	"ı": true, "ü": true, "nda": true, "nde": true, "ndan": true, "nden": true, "nı": true,
}

// turkishSuffixAt returns where a Turkish case ending starts in a
// capitalised word ("Hatay'ın", "Kahramanmaraş'ta"), at its apostrophe,
// or 0.
func turkishSuffixAt(w string) int {
	k := strings.LastIndexAny(w, "'’")
	if k < 3 || !isCapitalized(w) {
		return 0
	}
	_, sz := utf8.DecodeRuneInString(w[k:])
	if !turkishSuffixes[w[k+sz:]] && !(turkishStemSuffixes[w[k+sz:]] && strings.ContainsAny(w[:k], "ıİşŞğĞçÇöÖüÜ")) {
		return 0
	}
	return k
}

// turkishStemSuffixes are the endings other names share ("Bil'in",
// "Sana'a"), read as Turkish only after a stem in Turkish letters:
// "İzmir'in", "Muğla'ya".
var turkishStemSuffixes = map[string]bool{
	"in": true, "un": true, "a": true, "e": true, "ya": true, "la": true, "le": true, "ne": true, "na": true,
	"i": true, "u": true, "nu": true, "ni": true,
}

// elisionLen returns the length of a French or Italian elided article or
// preposition, "l'" or "d'", that opens w before a capital letter, or 0
// ("COTE D'IVOIRE" splits as the gazetteer's "Côte d'Ivoire" does).
func elisionLen(w string) int {
	for p := range elidedArticles {
		if rest, ok := strings.CutPrefix(w, p); ok && rest != "" {
			// (a capital "D'" opens a name, "D'Angelo", but for a shout)
			if r, _ := utf8.DecodeRuneInString(rest); unicode.IsUpper(r) && (unicode.IsLower(rune(p[0])) || len(rest) > 1 && strings.ToUpper(rest) == rest) {
				return len(p)
			}
		}
	}
	return 0
}

// elidedArticles are the elided articles and prepositions elisionLen
// splits off.
var elidedArticles = map[string]bool{"l'": true, "d'": true, "l’": true, "d’": true, "L'": true, "D'": true, "L’": true, "D’": true}

func isHyphen(r rune) bool { return r == '-' || r == '‐' || r == '‑' }

// tokenize splits s into words and punctuation. Hyphens, apostrophes and
// dots inside a word stay in it (al-Assad, N'Djamena, U.S.), a possessive 's
// becomes its own token so "Syria's" yields the name "Syria".
func tokenize(s string) []token {
	var toks []token
	i := 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			i += size
			continue
		}
		if !isWordRune(r) {
			toks = append(toks, token{Text: s[i : i+size], Start: i, End: i + size, Kind: tokPunct})
			i += size
			continue
		}
		if n := doubledAbbrevLen(s[i:]); n > 0 {
			toks = append(toks, token{Text: s[i : i+n], Start: i, End: i + n, Kind: tokWord})
			i += n
			continue
		}
		start := i
		j := i + size
		for j < len(s) {
			r2, sz := utf8.DecodeRuneInString(s[j:])
			if isWordRune(r2) {
				j += sz
				continue
			}
			if r2 == '&' && j+sz < len(s) {
				// "PG&E", "AT&T": an ampersand between capitals joins one word
				prev, _ := utf8.DecodeLastRuneInString(s[start:j])
				next, _ := utf8.DecodeRuneInString(s[j+sz:])
				if unicode.IsUpper(prev) && unicode.IsUpper(next) {
					j += sz
					continue
				}
			}
			if isHyphen(r2) || isApos(r2) || r2 == '.' {
				next, nsz := utf8.DecodeRuneInString(s[j+sz:])
				if j+sz < len(s) && isWordRune(next) {
					if isApos(r2) && (next == 's' || next == 'S') {
						// possessive: stop unless more letters follow the s
						after, _ := utf8.DecodeRuneInString(s[j+sz+nsz:])
						if j+sz+nsz >= len(s) || !isWordRune(after) {
							break
						}
					}
					if r2 == '.' && !dottedAbbrev(afterHyphen(s[start:j])) && !domainEnd(s[j+sz:]) {
						break
					}
					j += sz
					continue
				}
				if r2 == '.' && j+sz <= len(s) && strings.Contains(afterHyphen(s[start:j]), ".") && dottedAbbrev(afterHyphen(s[start:j])) {
					// final dot of U.S. / D.C.
					j += sz
				}
			}
			break
		}
		if k := turkishSuffixAt(s[start:j]); k > 0 {
			// "Hatay'ın", "Antakya'da": a Turkish case ending after a
			// name is no part of it
			toks = append(toks, token{Text: s[start : start+k], Start: start, End: start + k, Kind: tokWord},
				token{Text: s[start+k : j], Start: start + k, End: j, Kind: tokPunct})
			i = j
			continue
		}
		if w := s[start:j]; (w == "Ta" || w == "TA") && malteseTa(s[j:]) {
			_, sz := utf8.DecodeRuneInString(s[j:])
			j += sz // Maltese "Ta' Xbiex", "Ta' Qali": the apostrophe is the name's
		}
		if k := elisionLen(s[start:j]); k > 0 {
			// French's "l'Ukraine", "d'Ivoire": the elided article is a
			// word of its own, before the capitalised name
			toks = append(toks, token{Text: s[start : start+k], Start: start, End: start + k, Kind: tokWord})
			start += k
		}
		toks = append(toks, token{Text: s[start:j], Start: start, End: j, Kind: tokWord})
		i = j
		// split-off possessive
		if i < len(s) {
			r2, sz := utf8.DecodeRuneInString(s[i:])
			if isApos(r2) {
				next, nsz := utf8.DecodeRuneInString(s[i+sz:])
				if next == 's' || next == 'S' {
					after, _ := utf8.DecodeRuneInString(s[i+sz+nsz:])
					if i+sz+nsz >= len(s) || !isWordRune(after) {
						// "PEOPLE'S" in a shouted dateline: one possessive
						toks = append(toks, token{Text: "'s", Start: i, End: i + sz + nsz, Kind: tokPoss})
						i += sz + nsz
					}
				} else if i+sz >= len(s) || !isWordRune(next) {
					toks = append(toks, token{Text: "'", Start: i, End: i + sz, Kind: tokPoss})
					i += sz
				}
			}
		}
	}
	return toks
}

// doubledAbbrevLen returns the length of a Spanish plural abbreviation
// opening s, each letter doubled and each pair closed by a dot: "EE.UU."
// (Estados Unidos), "FF.AA." (Fuerzas Armadas); else 0.
func doubledAbbrevLen(s string) int {
	n, pairs := 0, 0
	for n+3 <= len(s) && s[n] >= 'A' && s[n] <= 'Z' && s[n+1] == s[n] && s[n+2] == '.' {
		n += 3
		pairs++
	}
	if pairs < 2 {
		return 0
	}
	if r, _ := utf8.DecodeRuneInString(s[n:]); n < len(s) && isWordRune(r) {
		return 0
	}
	return n
}

// afterHyphen returns the part of w after its last hyphen: "U.S" in
// "Canada-U.S", whose dots are an abbreviation's.
func afterHyphen(w string) string {
	return w[strings.LastIndexAny(w, "-‐‑")+1:]
}

// dottedAbbrev reports whether w looks like U or U.S (single letters joined
// by dots), the only words that keep their dots.
func dottedAbbrev(w string) bool {
	parts := strings.Split(w, ".")
	for _, p := range parts {
		if utf8.RuneCountInString(p) != 1 {
			return false
		}
	}
	return true
}

// isCapitalized reports whether a word token can be part of a name: it starts
// with an upper-case letter, or it is a particle-prefixed name (al-Assad).
// A hyphenated modifier whose last part is lower case (Russian-backed) is not.
func isCapitalized(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if unicode.IsUpper(r) {
		// "Port-au-Prince" ends capitalised; "Russian-backed" does not.
		return !lowerTail(w, 0)
	}
	if k := strings.IndexAny(w, "-‐‑"); k > 0 && k+1 < len(w) {
		if prefixParticles[strings.ToLower(w[:k])] {
			next, _ := utf8.DecodeRuneInString(w[k+1:])
			return unicode.IsUpper(next) && !lowerTail(w, k) // not "al-Qaeda-linked"
		}
	}
	return false
}

// lowerTail reports whether w's last hyphenated part, after byte from, is
// a lower-case word and no name particle: "Russian-backed", "al-Qaeda-linked".
func lowerTail(w string, from int) bool {
	k := strings.LastIndexAny(w, "-‐‑")
	if k <= from || k+1 >= len(w) {
		return false
	}
	last, _ := utf8.DecodeRuneInString(w[k+1:])
	return unicode.IsLower(last) && !nameParticles[strings.ToLower(w[k+1:])] && !placeSuffixes[w[k+1:]] && !elidedCapital(w[k+1:])
}

// elidedCapital: "d'Olonne" of "Les Sables-d'Olonne", "d'Ascq" of
// "Villeneuve-d'Ascq": an elided particle before a capital.
func elidedCapital(part string) bool {
	if len(part) < 3 || part[0] != 'd' && part[0] != 'l' {
		return false
	}
	r, size := utf8.DecodeRuneInString(part[1:])
	if !isApos(r) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(part[1+size:])
	return unicode.IsUpper(next)
}

// placeSuffixes end Korean, Japanese and Burmese place names after a
// hyphen: "Munsan-ni", "Hagaru-ri", "Itaewon-dong", "Chiyoda-ku", "Hpa-an".
var placeSuffixes = map[string]bool{
	"ni": true, "ri": true, "dong": true, "gu": true, "gun": true, "myeon": true, "eup": true,
	"si": true, "ku": true, "cho": true, "machi": true, "mura": true, "shi": true, "an": true,
}

var prefixParticles = map[string]bool{
	"al": true, "el": true, "ad": true, "as": true, "ash": true, "ar": true, "az": true,
	"an": true, "at": true, "ez": true, "es": true, "ibn": true, "bin": true, "abu": true, "ul": true,
	"wal": true, "wa": true, "bil": true, "lil": true,
}

// nameParticles may sit between capitalised words of one name.
var nameParticles = map[string]bool{
	"al": true, "el": true, "bin": true, "bint": true, "ibn": true, "abu": true, "ben": true,
	"de": true, "del": true, "della": true, "da": true, "di": true, "du": true, "des": true,
	"la": true, "le": true, "van": true, "von": true, "der": true, "den": true, "ter": true, "ten": true,
	"alla": true, "alle": true, // "Teatro alla Scala"
	"dos": true, "das": true, "do": true, "delos": true, "dela": true, "am": true, "im": true, "sur": true, "es": true, "y": true, "ul": true, "ur": true, "uz": true, "ud": true, "au": true, "ez": true, "i": true, "e": true, "na": true, "ob": true, "nad": true, "pod": true,
	"ag": true, "aux": true, "mint": true, "ould": true, "wad": true, "los": true, "las": true, "dei": true,
	"degli": true, "delle": true, "dello": true, "cel": true, "av": true, // "Ștefan cel Mare", the Faroese "Jenis av Rana" (not "á", Icelandic's "at": "á Akureyri")
	"l'": true, "d'": true, "l’": true, "d’": true, // "Côte d'Ivoire", "Pont de l'Alma", split off by elisionLen
}

func isAllCaps(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			letters++
			if !unicode.IsUpper(r) {
				return false
			}
		}
	}
	return letters > 0
}

// fold is the comparison key of a name (see namekey.Fold).
func fold(s string) string { return namekey.Fold(s) }

// titleCase turns an all-caps name (credit lines often shout) into title case:
// "AL-HALABI" -> "Al-Halabi".
func titleCase(s string) string {
	var b strings.Builder
	startWord := true
	rs := []rune(s)
	for i, r := range rs {
		if unicode.IsLetter(r) {
			switch {
			case startWord:
				b.WriteRune(unicode.ToUpper(r))
			case r == 'Σ' && (i+1 == len(rs) || !unicode.IsLetter(rs[i+1])):
				b.WriteRune('ς') // Greek writes a word's last sigma so: "ΙΩΑΝΝΙΔΗΣ" Ιωαννιδης
			default:
				b.WriteRune(unicode.ToLower(r))
			}
			startWord = false
			continue
		}
		b.WriteRune(r)
		startWord = r == ' ' || r == '-' || r == '.'
	}
	return b.String()
}

// collapseSpace folds runs of white space to one space.
func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// startsUpper reports whether w opens with an upper-case letter, whatever
// follows ("State-linked").
func startsUpper(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// domainEnd reports whether s opens with a lower-case web domain ending,
// so the dot before it joins one word: "Crypto.com Arena".
func domainEnd(s string) bool {
	for _, tld := range []string{"com", "org", "net"} {
		if rest, ok := strings.CutPrefix(s, tld); ok {
			r, _ := utf8.DecodeRuneInString(rest)
			return rest == "" || !isWordRune(r)
		}
	}
	return false
}

// malteseTa reports whether s, after a word "Ta", opens with the apostrophe
// and the capital of a Maltese place's name: "Ta' Xbiex".
func malteseTa(s string) bool {
	r, sz := utf8.DecodeRuneInString(s)
	if !isApos(r) || !strings.HasPrefix(s[sz:], " ") {
		return false
	}
	next, _ := utf8.DecodeRuneInString(s[sz+1:])
	return unicode.IsUpper(next)
}

// spacedWord is a word of a caption in a script without capitals, its
// punctuation cut off.
type spacedWord struct {
	text   string
	start  int  // byte offset of text
	opens  bool // a sentence or clause opens with it
	closes bool // punctuation ends its clause
}

// spacedWords splits text at spaces and cuts the punctuation off each
// word, marking the words that open or close a sentence or clause.
func spacedWords(text string) []spacedWord {
	var words []spacedWord
	opens := true
	for i := 0; i < len(text); {
		if text[i] == ' ' || text[i] == '\n' || text[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(text) && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' {
			j++
		}
		f := text[i:j]
		core := strings.TrimLeft(f, wordPunct)
		lead := len(f) - len(core)
		core = strings.TrimRight(core, wordPunct)
		closes := len(f)-lead > len(core) // punctuation after the word ends its clause
		if core != "" {
			words = append(words, spacedWord{text: core, start: i + lead, opens: opens || lead > 0, closes: closes})
		}
		opens = closes
		i = j
	}
	return words
}

// wordPunct is the punctuation around a word: Ge'ez full stop, comma,
// semicolon, colon and wordspace, the danda, and the Latin marks captions
// mix in.
const wordPunct = "።፣፤፥፦፡।॥,.;:()[]\"'“”«»‹›-–—/|"
