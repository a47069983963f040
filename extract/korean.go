package extract

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Korean writes spaces between words but glues its particles to them
// ("포항시에서", "인덕동의"), and its words for city, county, district and
// neighbourhood close the names of places: "경북 포항시 남구 인덕동" is a
// neighbourhood in a district of Pohang in North Gyeongsang. Such a chain
// opens with a province or metropolitan city that koreanTops names, or
// with a city or county followed at once by a smaller unit; each unit lies
// in the nearest larger one before it, so "경북 군위군 소보면과 의성군
// 비안면" puts both counties in the province.

// koreanTops are the provinces and metropolitan cities by the names
// captions write, short and full; the value is the canonical name (a
// metropolitan city without its word for city, "대구시" is 대구).
var koreanTops = func() map[string]string {
	tops := map[string]string{}
	for _, c := range []string{"서울", "부산", "대구", "인천", "광주", "대전", "울산", "세종"} {
		for _, s := range []string{"", "시", "특별시", "광역시", "특별자치시"} {
			tops[c+s] = c
		}
	}
	for _, p := range []string{"경기", "강원", "충북", "충남", "전북", "전남", "경북", "경남", "제주",
		"경기도", "강원도", "충청북도", "충청남도", "전라북도", "전라남도", "경상북도", "경상남도", "제주도",
		"강원특별자치도", "전북특별자치도", "제주특별자치도"} {
		tops[p] = p
	}
	return tops
}()

// koreanUnits close a unit's name, with its rank (the larger unit the
// smaller number); a city or county is named without its word ("포항시" is
// 포항), a district or neighbourhood with it ("남구", "인덕동").
var koreanUnits = []struct {
	suffix string
	rank   int
	strip  bool
}{
	{"시", 2, true}, {"군", 2, true}, {"구", 3, false}, {"읍", 4, false}, {"면", 4, false}, {"동", 4, false}, {"리", 5, false},
}

// koreanSites close the name of a site that stands in the unit named
// before it: stations, markets, temples, hospitals, parks, airports.
var koreanSites = []string{"역", "시장", "사", "병원", "공원", "공항", "항", "대학교", "터미널", "경기장", "체육관", "광장", "성당", "해수욕장", "단지", "센터", "박물관", "미술관", "기념관"}

// koreanCommonWords end as a unit or a site does but are everyday words
// ("활동" activity, "당시" at the time, "회사" company).
var koreanCommonWords = map[string]bool{
	"활동": true, "이동": true, "운동": true, "행동": true, "공동": true, "연구": true, "요구": true, "도구": true,
	"입구": true, "출구": true, "인구": true, "친구": true, "가구": true, "처리": true, "관리": true, "거리": true,
	"정리": true, "자리": true, "소리": true, "머리": true, "측면": true, "전면": true, "장면": true, "당시": true,
	"동시": true, "다시": true, "역시": true, "전시": true, "표시": true, "도시": true, "임시": true, "감시": true,
	"지시": true, "회사": true, "기사": true, "검사": true, "의사": true, "행사": true, "역사": true, "주민센터": true,
}

// koreanParticles are the endings glued to a noun, longest first.
var koreanParticles = []string{"에서는", "에서도", "에서", "으로", "에는", "까지", "부터", "에", "의", "을", "를", "은", "는", "이", "가", "과", "와", "로"}

// reKoreanDatelineTown is the town of a Korean agency's dateline,
// "(대구=연합뉴스)", "[포항=뉴시스]".
var reKoreanDatelineTown = regexp.MustCompile(`^\s*[(\[](\p{Hangul}{2,})=`)

type koreanWord struct {
	word     string // without its particle
	particle string
	pos      int
}

// isHangul returns before its table lookup for the runes below Hangul's
// first block, since every caption is scanned.
func isHangul(r rune) bool { return r >= 0x1100 && unicode.Is(unicode.Hangul, r) }

// koreanWords splits text at spaces and punctuation into Hangul words.
func koreanWords(text string) []koreanWord {
	var out []koreanWord
	start := -1
	flush := func(end int) {
		if start >= 0 {
			w, p := cutKoreanParticle(text[start:end])
			out = append(out, koreanWord{w, p, start})
		}
		start = -1
	}
	for i, r := range text {
		if isHangul(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
		if !unicode.IsSpace(r) {
			out = append(out, koreanWord{pos: i}) // punctuation or another script breaks a chain
		}
	}
	flush(len(text))
	return out
}

// cutKoreanParticle takes a particle off w when a name of two syllables
// or more is left.
func cutKoreanParticle(w string) (string, string) {
	for _, p := range koreanParticles {
		if stem, ok := strings.CutSuffix(w, p); ok && utf8.RuneCountInString(stem) >= 2 {
			return stem, p
		}
	}
	return w, ""
}

// koreanUnit reads w as a unit's name: its canonical name and rank.
func koreanUnit(w string) (string, int, bool) {
	if koreanCommonWords[w] || utf8.RuneCountInString(w) < 2 {
		return "", 0, false
	}
	for _, u := range koreanUnits {
		if stem, ok := strings.CutSuffix(w, u.suffix); ok && stem != "" {
			if !u.strip {
				return w, u.rank, true
			}
			if _, top := koreanTops[stem]; top {
				return w, u.rank, true // "제주시", the city, not the province
			}
			if utf8.RuneCountInString(stem) >= 2 { // (not "해군", the navy)
				return stem, u.rank, true
			}
		}
	}
	return "", 0, false
}

// koreanSite reads w as a site's name.
func koreanSite(w string) bool {
	if koreanCommonWords[w] {
		return false
	}
	for _, s := range koreanSites {
		if stem, ok := strings.CutSuffix(w, s); ok && utf8.RuneCountInString(stem) >= 2 {
			return true
		}
	}
	return false
}

// koreanPlaces finds the places of Korean text: the dateline's town,
// the provinces and metropolitan cities, the chains of units after them
// and a site that closes a chain.
func koreanPlaces(text string, words []koreanWord) (places []scriptName, pairs [][2]string) {
	seen := map[string]bool{}
	add := func(name, written string, pos int) {
		if seen[name] {
			return
		}
		seen[name] = true
		e := schema.Entity{Type: schema.Place, Name: name}
		if written != name {
			e.Aliases = []string{written}
		}
		places = append(places, scriptName{e, pos, nil})
	}
	if m := reKoreanDatelineTown.FindStringSubmatchIndex(text); m != nil {
		add(text[m[2]:m[3]], text[m[2]:m[3]], m[2])
	}
	type unit struct {
		name string
		rank int
	}
	var chain []unit // the units of the chain being read, larger first
	for i, w := range words {
		if w.word == "" {
			chain = nil
			continue
		}
		name, rank, ok := "", 1, false
		if top, isTop := koreanTops[w.word]; isTop {
			name, ok = top, true
		} else if name, rank, ok = koreanUnit(w.word); ok && len(chain) == 0 {
			// a chain opens with a city or county only when a smaller
			// unit follows it at once ("의성군 비안면")
			next := i+1 < len(words) && w.particle == ""
			if next {
				_, r, isUnit := koreanUnit(words[i+1].word)
				next = isUnit && r > rank
			}
			ok = rank == 2 && next
		}
		if !ok {
			if len(chain) > 0 && koreanSite(w.word) && (i == 0 || words[i-1].particle == "") {
				add(w.word, w.word, w.pos)
				pairs = append(pairs, [2]string{w.word, chain[len(chain)-1].name})
			}
			chain = nil
			continue
		}
		for len(chain) > 0 && chain[len(chain)-1].rank >= rank {
			chain = chain[:len(chain)-1]
		}
		add(name, w.word, w.pos)
		if len(chain) > 0 {
			pairs = append(pairs, [2]string{name, chain[len(chain)-1].name})
		}
		chain = append(chain, unit{name, rank})
		switch w.particle {
		case "", "과", "와":
		default:
			chain = nil // "인덕동의 한 아파트": the chain ends with its particle
		}
	}
	return places, pairs
}

// koreanTitles follow the name they go with ("이철우 경북도지사", "박정희 전
// 대통령", "김민수 기자").
var koreanTitles = []string{"기자", "대통령", "지사", "시장", "군수", "구청장", "장관", "총리", "의원", "대표", "위원장",
	"회장", "감독", "선수", "교수", "사장", "청장", "원장", "총장", "당선인", "후보", "대변인", "차관", "사령관", "대사", "씨"}

// koreanSurnames are the family names that open most Korean names.
const koreanSurnames = "김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉"

// koreanPersons finds the people Korean text names before a title.
func koreanPersons(words []koreanWord) []scriptName {
	var out []scriptName
	seen := map[string]bool{}
	for i, w := range words {
		n := utf8.RuneCountInString(w.word)
		first, _ := utf8.DecodeRuneInString(w.word)
		if w.particle != "" || n < 2 || n > 4 || !strings.ContainsRune(koreanSurnames, first) || seen[w.word] {
			continue
		}
		if _, top := koreanTops[w.word]; top {
			continue
		}
		j := i + 1
		if j < len(words) && (words[j].word == "전" || words[j].word == "현") {
			j++ // "박정희 전 대통령": the former president
		}
		if j < len(words) && koreanTitled(words[j].word) {
			seen[w.word] = true
			out = append(out, scriptName{schema.Entity{Type: schema.Person, Name: w.word}, w.pos, nil})
		}
	}
	return out
}

func koreanTitled(w string) bool {
	for _, t := range koreanTitles {
		if strings.HasSuffix(w, t) {
			return true
		}
	}
	return false
}

// koreanNames are koreanPlaces and koreanPersons, in text with Hangul.
func koreanNames(text string) ([]scriptName, [][2]string) {
	if !strings.ContainsFunc(text, isHangul) {
		return nil, nil
	}
	words := koreanWords(text)
	places, pairs := koreanPlaces(text, words)
	return append(places, koreanPersons(words)...), pairs
}
