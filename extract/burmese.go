package extract

import (
	"slices"
	"strings"
	"unicode"

	"github.com/kg-archive/kg/schema"
)

// Burmese writes a place as its name glued to a noun for its kind and then
// to particles, with spaces between phrases rather than words:
// "မန္တလေးတိုင်းဒေသကြီး အမရပူရမြို့နယ်ရှိ ဦးပိန်တံတားပေါ်တွင်" is at
// U Bein Bridge, on it, in Amarapura township, in Mandalay Region. The
// larger place comes first, and "ရှိ" (located in) or a bare phrase hands
// it to the next one.

// burmeseKind is what a place noun says of the place before it.
type burmeseKind struct {
	rank int  // 1 country, 2 state or region ... 6 facility; a larger place has a smaller rank, and 0 never nests
	keep bool // the noun stays in the name ("Kachin State", "Irrawaddy River", "U Bein Bridge")
}

// burmesePlaceNouns, the longer of two nouns that share an ending tried
// first (see burmeseNounOrder).
var burmesePlaceNouns = map[string]burmeseKind{
	"နိုင်ငံ":       {rank: 1},             // country
	"ပြည်နယ်":       {rank: 2, keep: true}, // state
	"တိုင်းဒေသကြီး": {rank: 2, keep: true}, // region
	"တိုင်း":        {rank: 2, keep: true}, // division, as regions were called
	"ခရိုင်":        {rank: 3},             // district
	"မြို့နယ်":      {rank: 4},             // township
	"မြို့":         {rank: 4},             // town
	"ကျေးရွာ":       {rank: 5},             // village
	"ရွာ":           {rank: 5},             // village
	"ရပ်ကွက်":       {rank: 5},             // ward
	"ကျွန်း":        {rank: 5},             // island
	"မြစ်":          {keep: true},          // river
	"တံတား":         {rank: 6, keep: true}, // bridge
	"ဘုရား":         {rank: 6, keep: true}, // pagoda
	"ဘုရားကြီး":     {rank: 6, keep: true},
	"စေတီ":          {rank: 6, keep: true},
	"စေတီတော်":      {rank: 6, keep: true},
	"ဆေးရုံ":        {rank: 6, keep: true}, // hospital
	"ဆေးရုံကြီး":    {rank: 6, keep: true},
	"တက္ကသိုလ်":     {rank: 6, keep: true}, // university
	"လေဆိပ်":        {rank: 6, keep: true}, // airport
}

// burmeseNounOrder lists burmesePlaceNouns longest first, so that
// "မြို့နယ်" is cut before "မြို့" could be.
var burmeseNounOrder = func() []string {
	nouns := make([]string, 0, len(burmesePlaceNouns))
	for n := range burmesePlaceNouns {
		nouns = append(nouns, n)
	}
	slices.SortFunc(nouns, func(a, b string) int { return len(b) - len(a) })
	return nouns
}()

// burmeseParticles follow a place's phrase: located in, at, in, to, from,
// the subject's and object's markers, and, within, on, near, of, into, up
// to, the plural of "and", "old" after a bridge's name, water after a
// river's, in front of, beside.
var burmeseParticles = []string{
	"ရှိ", "တွင်", "၌", "သို့", "မှ", "က", "နှင့်", "အတွင်း", "ပေါ်", "အနီး", "၏", "ကို", "ထဲ", "အထိ", "တို့", "သည်", "ဟောင်း", "ရေ", "ရှေ့", "ဘေး",
}

// burmeseNotNames are words before a place noun that do not name one:
// that, those, the aforesaid, the same, foreign, neighbouring, one, the
// People's (of a hospital that names no town), border, local, coast,
// oil, war, coastal; the storm's ("မုန်တိုင်း") and teak's ("ကျွန်းသစ်")
// first halves; friendship.
var burmeseNotNames = map[string]bool{
	"ထို": true, "ယင်း": true, "အဆိုပါ": true, "၎င်း": true, "ပြည်ပ": true, "အိမ်နီးချင်း": true, "တစ်": true,
	"ပြည်သူ့": true, "နယ်စပ်": true, "ဒေသခံ": true, "ကမ်းရိုး": true, "ရေနံ": true, "စစ်": true, "ကမ်းရိုးတန်း": true,
	"မုန်": true, "ကျွန်းသစ်": true, "ချစ်ကြည်ရေး": true,
}

// burmeseNames reads the places and their nesting from Burmese phrases as
// described above, and the people named after a title.
func burmeseNames(text string) (names []scriptName, pairs [][2]string) {
	if !hasScript(text, []*unicode.RangeTable{unicode.Myanmar}) {
		return nil, nil
	}
	type placed struct {
		name string
		rank int
		held bool // its phrase hands it to the next (bare or "ရှိ")
	}
	var prev placed
	seen := map[string]bool{}
	start := -1
	afterOffice := false
	flush := func(end int) {
		at, phrase := start, text[start:end]
		start = -1
		body, last := burmeseStripParticles(phrase)
		if name, ok := burmesePerson(body, afterOffice); ok {
			if !seen[name] {
				seen[name] = true
				names = append(names, scriptName{entity: schema.Entity{Type: schema.Person, Name: name, Aliases: []string{body}}, pos: at})
			}
			afterOffice, prev = false, placed{}
			return
		}
		afterOffice = last == "" && (hasAnySuffix(body, burmeseOffices...) || slices.Contains(burmeseHonorifics, body))
		for _, noun := range burmeseNounOrder {
			stem, ok := strings.CutSuffix(body, noun)
			if !ok || !burmeseName(stem) {
				continue
			}
			kind := burmesePlaceNouns[noun]
			name, alias := stem, body
			if kind.keep {
				name, alias = body, stem
			}
			if kind.rank == 6 && len([]rune(stem)) < 3 {
				break // a facility's name is longer than a word's first syllable
			}
			if !seen[name] {
				seen[name] = true
				names = append(names, scriptName{entity: schema.Entity{Type: schema.Place, Name: name, Aliases: []string{alias}}, pos: at})
			}
			// (a township may lie in a town: "မန္တလေးမြို့ ချမ်းအေးသာစံမြို့နယ်")
			if prev.held && prev.rank > 0 && kind.rank > 0 && (kind.rank > prev.rank || kind.rank == 4 && noun == "မြို့နယ်" && prev.rank == 4) && prev.name != name {
				pairs = append(pairs, [2]string{name, prev.name})
			}
			prev = placed{name: name, rank: kind.rank, held: last == "" || last == "ရှိ"}
			return
		}
		prev = placed{}
	}
	for i, r := range text {
		if unicode.Is(unicode.Myanmar, r) && r != '၊' && r != '။' {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			flush(i)
		}
		if r != ' ' && r != '၊' {
			prev, afterOffice = placed{}, false // a bracket, a stop or another script ends the chain
		}
	}
	if start >= 0 {
		flush(len(text))
	}
	return names, pairs
}

// burmeseStripParticles cuts the particles off the end of a phrase and
// returns what is left and the first particle it cut, "" when none.
func burmeseStripParticles(phrase string) (body, last string) {
	body = phrase
	for cut := true; cut; {
		cut = false
		for _, p := range burmeseParticles {
			if rest, ok := strings.CutSuffix(body, p); ok && rest != "" {
				body, cut = rest, true
				if last == "" {
					last = p
				}
				break
			}
		}
	}
	return body, last
}

// burmeseHonorifics stand before a name, glued to it or a phrase of their
// own, and are not part of it: Senior General, General, Brigadier
// General, Colonel, Doctor, U, Daw, Sayadaw, Saw.
var burmeseHonorifics = []string{
	"ဗိုလ်ချုပ်မှူးကြီး", "ဒုဗိုလ်ချုပ်မှူးကြီး", "ဗိုလ်ချုပ်ကြီး", "ဗိုလ်မှူးချုပ်", "ဗိုလ်ချုပ်", "ဗိုလ်မှူးကြီး", "ဒေါက်တာ", "ဦး", "ဒေါ်", "ဆရာတော်",
}

// burmeseOffices end the phrase before a name: chairman, prime or chief
// minister, minister, president, secretary, commander-in-chief, rector,
// professor, spokesman.
var burmeseOffices = []string{
	"ဥက္ကဋ္ဌ", "ဝန်ကြီးချုပ်", "ဝန်ကြီး", "သမ္မတ", "အတွင်းရေးမှူး", "ဦးစီးချုပ်", "ပါမောက္ခချုပ်", "ပါမောက္ခ", "ပြောခွင့်ရသူ", "ခေါင်းဆောင်",
}

// burmeseNotAfterU are the words "ဦး" begins that name no one: head,
// command, lead, aim, number.
var burmeseNotAfterU = []string{"ခေါင်း", "စီး", "ဆောင်", "တည်", "ရေ", "နှောက်"}

// burmesePerson returns the name in body, a phrase less its particles: one
// after an honorific glued to it, or the whole phrase after an office's
// or an honorific's own phrase.
func burmesePerson(body string, afterOffice bool) (string, bool) {
	if slices.Contains(burmeseHonorifics, body) {
		return "", false
	}
	name := body
	for _, h := range burmeseHonorifics {
		if rest, ok := strings.CutPrefix(body, h); ok && rest != "" {
			if h == "ဦး" && slices.ContainsFunc(burmeseNotAfterU, func(w string) bool { return strings.HasPrefix(rest, w) }) {
				return "", false
			}
			name = rest
			break
		}
	}
	if name == body && !afterOffice {
		return "", false
	}
	n := len([]rune(name))
	if n < 3 || n > 16 || !burmeseName(name) || hasAnySuffix(name, burmeseNounOrder...) || hasAnySuffix(name, burmeseOffices...) {
		return "", false
	}
	return name, true
}

// burmeseName reports whether stem may be a place's name: two letters or
// more of the Myanmar script, no digit, no common word.
func burmeseName(stem string) bool {
	if len([]rune(stem)) < 2 || burmeseNotNames[stem] {
		return false
	}
	for _, r := range stem {
		if !unicode.Is(unicode.Myanmar, r) || unicode.IsDigit(r) || r == '၊' || r == '။' {
			return false
		}
	}
	return true
}

// burmeseSyllables splits s into its syllables: each opens with a
// consonant or an independent vowel that no killer (U+103A) or stacking
// sign (U+1039) makes the close of the one before.
func burmeseSyllables(s string) []string {
	rs := []rune(s)
	var out []string
	from := 0
	for i := 1; i < len(rs); i++ {
		opens := rs[i] >= 'က' && rs[i] <= 'ဪ' && rs[i-1] != '္'
		if i+1 < len(rs) && (rs[i+1] == '်' || rs[i+1] == '္') {
			opens = false
		}
		if opens {
			out = append(out, string(rs[from:i]))
			from = i
		}
	}
	return append(out, string(rs[from:]))
}

// burmeseNameSyllables are the syllables Burmese given names are made of
// (Aung, Kyaw, Zaw, Win, Min, Myo, Soe, Thant, Tun ...); a paper's or an
// agency's name ("ကြေးမုံ", "မြဝတီ", "ဧရာဝတီ") is made of others too.
var burmeseNameSyllables = func() map[string]bool {
	m := map[string]bool{}
	for _, s := range strings.Fields(`အောင် ကျော် ဇော် ဝင်း မင်း မျိုး စိုး သန့် ထွန်း ဇင် ထိုက် ဝေ ဖြိုး မိုး ကို ညို မောင် ခင် အေး
		လှိုင် ဦး သိန်း နိုင် ထူး သူ ရဲ ချစ် မြင့် ဆန်း စု ကြည် လွင် နွယ် ဖြူ မာ ထက် ပိုင် ဟိန်း ဟန် တင် လှ ညွန့် ရီ
		စန်း မြ မြတ် သော် သက် ဦး ပြည့် ဖုန်း ကောင်း ဝဏ္ဏ နေ ရွှေ ဇာ နီ ယု သင်း သဉ္ဇာ ချို ဆွေ မွန် ထား ပု ညီ ဘ ဘို
		ခိုင် ဥမ္မာ သီ တာ ဒါ လင်း ယဉ် မေ စံ ပြုံး ဟေမာ ကြိုင် ရှိန် ထွေး တိုး တုတ် ဉာဏ် သစ် ခန့် လေး မြင် ဇေ ယျာ
		အိ အိမ့် သဲ သွယ် ပန်း ရည် ငြိမ်း ကျင် ဟုတ် ဖေ ခွန် နန်း စော`) {
		m[s] = true
	}
	return m
}()

// burmeseGivenName reports whether s is two to five syllables that given
// names are made of: "မျိုးမင်းစိုး" (Myo Min Soe).
func burmeseGivenName(s string) bool {
	syl := burmeseSyllables(s)
	if len(syl) < 2 || len(syl) > 5 {
		return false
	}
	for _, x := range syl {
		if !burmeseNameSyllables[x] {
			return false
		}
	}
	return true
}

// burmeseCreditName is a photographer's Burmese name without the Ko, U,
// Daw or Doctor before it: "ကိုဇော်ဝင်း" is Zaw Win.
func burmeseCreditName(name string) string {
	for _, h := range []string{"ဒေါက်တာ", "ကို", "ဦး", "ဒေါ်"} {
		if rest, ok := strings.CutPrefix(name, h); ok && len(burmeseSyllables(rest)) >= 2 && !strings.HasPrefix(rest, h) {
			return rest
		}
	}
	return name
}
