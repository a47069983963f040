package extract

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// Chinese and Japanese write no spaces between words, so the token runs
// that read other scripts see a whole clause as one word. Places are
// found instead by the administrative words that close their names
// ("广东省佛山市禅城区": province, city, district; "岡山県倉敷市真備町":
// prefecture, city, town), each unit inside the one before it.

// hanSuffixes close the name of an administrative unit, longest first.
var hanSuffixes = []string{"特别行政区", "自治区", "自治州", "自治县", "省", "市", "县", "区", "镇", "乡", "村", "都", "道", "府", "県", "町", "郡"}

// hanFacilities close the name of a site: parks, temples, stadiums,
// bridges, streets, halls, hospitals.
var hanFacilities = []string{"公园", "公園", "大桥", "大橋", "机场", "空港", "体育场", "体育馆", "广场", "広場", "步行街", "纪念堂", "纪念馆", "記念館", "博物馆", "博物館", "医院", "病院", "大社", "神社", "観音院", "寺", "城", "口岸"}

// hanParticles are the function words that stand before a place's name
// ("在深圳市", "位于广州市", "图为深圳市"); with the numbers ("一处")
// they never begin or sit inside one (hanStops).
const (
	hanParticles = "在于为的和与是了从到向由对将被把及以等其该这那每各"
	hanStops     = hanParticles + "一二三四五六七八九十两几"
)

// hanProvinces are the provincial divisions of China and the prefectures
// of Japan by their bare names, which captions write without the word
// for province ("在广东珠海举行", "連絡船で広島へ").
var hanProvinces = map[string]bool{
	"北京": true, "天津": true, "上海": true, "重庆": true, "河北": true, "山西": true, "辽宁": true, "吉林": true,
	"黑龙江": true, "江苏": true, "浙江": true, "安徽": true, "福建": true, "江西": true, "山东": true, "河南": true,
	"湖北": true, "湖南": true, "广东": true, "海南": true, "四川": true, "贵州": true, "云南": true, "陕西": true,
	"甘肃": true, "青海": true, "台湾": true, "内蒙古": true, "广西": true, "西藏": true, "宁夏": true, "新疆": true,
	"香港": true, "澳门": true,
	"北海道": true, "青森": true, "岩手": true, "宮城": true, "秋田": true, "山形": true, "福島": true, "茨城": true,
	"栃木": true, "群馬": true, "埼玉": true, "千葉": true, "東京": true, "神奈川": true, "新潟": true, "富山": true,
	"石川": true, "福井": true, "山梨": true, "長野": true, "岐阜": true, "静岡": true, "愛知": true, "三重": true,
	"滋賀": true, "京都": true, "大阪": true, "兵庫": true, "奈良": true, "和歌山": true, "鳥取": true, "島根": true,
	"岡山": true, "広島": true, "山口": true, "徳島": true, "香川": true, "愛媛": true, "高知": true, "福岡": true,
	"佐賀": true, "長崎": true, "熊本": true, "大分": true, "宮崎": true, "鹿児島": true, "沖縄": true,
}

// scriptName is a name found in a script the token runs cannot read
// (Chinese, Japanese, Arabic), at byte offset pos, with the gazetteer's
// entry when it knows the name.
type scriptName struct {
	entity schema.Entity
	pos    int
	ref    *gazEntry
}

func isHan(r rune) bool  { return unicode.Is(unicode.Han, r) }
func isKana(r rune) bool { return unicode.In(r, unicode.Hiragana, unicode.Katakana) }

// hasHan reports whether s holds any Chinese character; most captions do
// not, and are spared the scan.
func hasHan(s string) bool {
	for _, r := range s {
		if r >= 0x2E80 && isHan(r) {
			return true
		}
	}
	return false
}

// hanPlaces finds the places of Chinese and Japanese text and how they
// nest. A chain of units opens after punctuation, a particle or the
// start ("，广州市天河区猎德村，", "＝2023年8月6日、広島市中区の平和記念公園"),
// each unit inside the one before; a site may close the chain, after
// "的" or "の" or straight on. Bare names of provinces and prefectures
// are places wherever they stand.
func hanPlaces(text string) (places []scriptName, pairs [][2]string) {
	if !hasHan(text) {
		return nil, nil
	}
	japanese := strings.ContainsFunc(text, isKana)
	seen := map[string]string{} // a name or alias written so far, and the name it stands for
	add := func(stem, suffix string, pos int) string {
		name, alias := stem+suffix, stem
		if strings.HasPrefix(suffix, "自治") {
			alias = hanPlaceOfPeople(stem) // 漾濞彝族自治县, written 漾濞 too
		}
		if !japanese && suffix != "" && utf8.RuneCountInString(stem) >= 2 && !strings.HasPrefix(suffix, "自治") {
			// Chinese names its places without the unit: 广州 (广州市);
			// but an autonomous unit keeps its whole name, the people's
			// with it (大理白族自治州), as its bare stem would not be
			// written (大理白族)
			name, alias = stem, stem+suffix
		}
		if known, ok := seen[name]; ok {
			return known // 漾濞县 after 漾濞彝族自治县
		}
		seen[name] = name
		e := schema.Entity{Type: schema.Place, Name: name}
		if alias != name && utf8.RuneCountInString(alias) >= 2 {
			e.Aliases = []string{alias}
			if _, ok := seen[alias]; !ok {
				seen[alias] = name
			}
		}
		places = append(places, scriptName{e, pos, nil})
		return name
	}
	for i := 0; i < len(text); {
		if !hanChainOpens(text, i) {
			_, w := utf8.DecodeRuneInString(text[i:])
			i += w
			continue
		}
		end, parent := i, ""
		for {
			stem, suffix, ok := hanUnit(text[end:], parent == "")
			if !ok {
				break
			}
			name := add(stem, suffix, end)
			if parent != "" {
				pairs = append(pairs, [2]string{name, parent})
			}
			parent = name
			end += len(stem) + len(suffix)
		}
		if parent != "" {
			rest := text[end:]
			for _, p := range []string{"的", "の"} {
				rest = strings.TrimPrefix(rest, p)
			}
			if site, ok := hanSite(rest); ok {
				pairs = append(pairs, [2]string{add(site, "", len(text)-len(rest)), parent})
			}
		}
		if end == i {
			_, w := utf8.DecodeRuneInString(text[i:])
			end += w
		}
		i = end
	}
	for name := range hanProvinces {
		for from := 0; ; {
			k := strings.Index(text[from:], name)
			if k < 0 {
				break
			}
			at := from + k
			from = at + len(name)
			if !anySeen(seen, name, name+"省", name+"県", name+"府", name+"都", name+"市") && hanBoundary(text, at, from) {
				add(name, "", at)
			}
		}
	}
	return places, pairs
}

func anySeen(seen map[string]string, names ...string) bool {
	for _, n := range names {
		if _, ok := seen[n]; ok {
			return true
		}
	}
	return false
}

// hanPlaceOfPeople returns the place's own name in an autonomous unit's
// stem, the place before the name of its people (漾濞 in 漾濞彝族): the
// first two characters, when one to three characters and 族 follow.
func hanPlaceOfPeople(stem string) string {
	r := []rune(stem)
	if n := len(r); n >= 4 && n <= 6 && r[n-1] == '族' {
		return string(r[:2])
	}
	return stem
}

// hanChainOpens reports whether a chain of place names may begin at i:
// at the start, after punctuation, a digit's date or a particle.
func hanChainOpens(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	if !isHan(r) || strings.ContainsRune(hanStops, r) {
		return false
	}
	if i == 0 {
		return true
	}
	p, _ := utf8.DecodeLastRuneInString(text[:i])
	return !isHan(p) && !unicode.IsLetter(p) || strings.ContainsRune(hanParticles, p) || p == '日' || p == '前' || p == '后' || p == '夜' || p == '午'
}

// hanUnit reads one administrative unit at the start of s: up to four
// characters of name (the first of a chain may not be a single one) and
// the word for the unit.
func hanUnit(s string, first bool) (stem, suffix string, ok bool) {
	n := 0
	for i, r := range s {
		if n > 0 {
			for _, suf := range hanSuffixes {
				if strings.HasPrefix(s[i:], suf) && (n >= 2 || !first) && !hanSuffixFollows(s[i+len(suf):]) {
					return s[:i], suf, true
				}
			}
		}
		if !isHan(r) || strings.ContainsRune(hanStops, r) || n == 4 && !strings.HasPrefix(s[i:], "自治") {
			return "", "", false
		}
		n++
		if n > 8 {
			return "", "", false
		}
	}
	return "", "", false
}

// hanSuffixFollows: "京都市" is the city of Kyoto, not the "都" of 京;
// and a unit's word that opens a longer one is no unit: "村庄" (village),
// "市民" (citizens), "区域" (area), "市场" (market), "省份" (province).
func hanSuffixFollows(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return strings.ContainsRune("市府庄民域场份", r)
}

// hanSite reads a site's name closed by one of hanFacilities, the
// longest within eight characters: "西大寺観音院", not "西大寺".
func hanSite(s string) (string, bool) {
	n, end := 0, 0
	for i, r := range s {
		for _, f := range hanFacilities {
			if n >= 2 || n >= 1 && utf8.RuneCountInString(f) > 1 {
				if strings.HasPrefix(s[i:], f) {
					end = max(end, i+len(f))
				}
			}
		}
		if !isHan(r) || strings.ContainsRune(hanStops, r) || n == 8 {
			break
		}
		n++
	}
	return s[:end], end > 0
}

// hanBoundary: a bare province's name counts when it is not part of a
// longer word. No other character runs into it from before (nor a
// katakana name: "ファジアーノ岡山" is a football club), and after it
// comes a unit word, a particle, punctuation or the end, or, after a
// particle or punctuation, anything but the head of a body's name
// ("在四川观看", but not "四川大学", "湖南日报").
func hanBoundary(text string, start, end int) bool {
	opened := true
	if start > 0 {
		p, _ := utf8.DecodeLastRuneInString(text[:start])
		if isHan(p) && !strings.ContainsRune(hanStops, p) || unicode.Is(unicode.Katakana, p) || p == 'ー' || p < 0x80 && unicode.IsLetter(p) {
			return false
		}
		opened = !isHan(p) || strings.ContainsRune(hanParticles, p)
	}
	if end < len(text) {
		n, _ := utf8.DecodeRuneInString(text[end:])
		if isHan(n) && !strings.ContainsRune(hanStops, n) && !strings.ContainsRune("省県府都市", n) && (!opened || strings.ContainsRune(hanBodyHeads, n)) {
			return false
		}
	}
	return true
}

// hanBodyHeads open the rest of a body's name after a place's: 大学
// (university), 日报 (daily), 电视台 (television), 卫视 (satellite TV),
// 航空 (airline), 银行 (bank), 队 (team).
const hanBodyHeads = "大日电卫航银队"

// reJapaneseCredit is the credit in brackets that closes a Japanese
// caption: the agency ("（共同）", "（写真：時事）", "（山陽新聞社）", "（共同通信社ヘリから）":
// from Kyodo's helicopter), a pool ("（代表撮影）") or the photographer
// ("（撮影・山下悟史）"), or the Mainichi's "、大西達也撮影" after the date;
// a paper's helicopter and its photographer ("（北海道新聞社ヘリから、佐藤大輔撮影）"),
// Jiji's "【時事通信社】", Kyodo's "で共同通信社ヘリから".
var reJapaneseCredit = regexp.MustCompile(`(?:（(?:写真：)?(?:撮影・(\p{Han}{2,6})|(代表撮影)|([\p{Han}\p{Katakana}ー・＝]{1,12}?)(?:ヘリから|提供)?)）|、(\p{Han}{2,6})撮影` +
	`|（([\p{Han}\p{Katakana}ー・]{1,12}?)(?:ヘリから)?、(\p{Han}{2,6})撮影）|(?:（代表撮影）)?【([\p{Han}\p{Katakana}ー・]{1,12})】|で(\p{Han}{2,8}社)ヘリから)\s*$`)

// japaneseCredit parses such a credit.
func (g *gazetteer) japaneseCredit(text string) (Credit, bool) {
	end := strings.TrimSpace(text)
	if !strings.HasSuffix(end, "）") && !strings.HasSuffix(end, "撮影") && !strings.HasSuffix(end, "】") && !strings.HasSuffix(end, "ヘリから") || !strings.ContainsFunc(text, isKana) {
		return Credit{}, false
	}
	m := reJapaneseCredit.FindStringSubmatchIndex(text)
	if m == nil {
		return Credit{}, false
	}
	written := strings.TrimLeft(strings.TrimSpace(text[m[0]:]), "、")
	if inner, ok := strings.CutPrefix(written, "（"); ok && strings.Count(written, "（") == 1 && strings.HasSuffix(written, "）") {
		written = strings.TrimSuffix(inner, "）") // one bracket: the credit is what it holds
	}
	c := Credit{Text: written, Start: m[0]}
	switch {
	case m[2] >= 0:
		c.Photographers = []string{text[m[2]:m[3]]}
	case m[8] >= 0:
		c.Photographers = []string{text[m[8]:m[9]]}
	case m[6] >= 0:
		// "ゲッティ＝共同": Getty's picture through Kyodo
		c.Agencies = strings.Split(text[m[6]:m[7]], "＝")
	case m[10] >= 0:
		c.Agencies, c.Photographers = []string{text[m[10]:m[11]]}, []string{text[m[12]:m[13]]}
	case m[14] >= 0:
		c.Agencies = []string{text[m[14]:m[15]]}
	case m[16] >= 0:
		c.Agencies = []string{text[m[16]:m[17]]}
		c.Start = m[16] // (the scene's town stays the text's)
	}
	return c, true
}

// japanesePhotoDate is the date after the "＝" that closes a Japanese
// caption's description: "＝2018年7月7日、岡山県倉敷市" or "＝山口県下関市で
// 2022年7月9日": the day the picture was taken, whatever the text dated
// before it.
func japanesePhotoDate(body string, dates []dateMention) (string, bool) {
	eq := strings.LastIndex(body, "＝")
	if eq < 0 || !strings.ContainsFunc(body, isKana) {
		return "", false
	}
	for _, d := range dates {
		if d.Start > eq && d.Full {
			return d.ISO, true
		}
	}
	return "", false
}
