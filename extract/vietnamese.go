package extract

import (
	"strings"

	"github.com/kg-archive/kg/schema"
)

// Vietnamese capitalises a name's every syllable ("Hội An", "Nguyễn Văn
// Man"), but the common noun that heads a body's or a site's name only
// its first: "Bệnh viện Đà Nẵng" (Da Nang Hospital), "Cục Khảo cổ học Ấn
// Độ" (the Archaeological Survey of India), "Thủy điện Rào Trăng 3" (the
// Rao Trang 3 hydropower plant). Titles are written so too: "Thiếu tướng"
// (major general), "Phó Tư lệnh" (deputy commander). Left to the runs of
// capitalised words, the head's first syllable reads as a name of its own
// ("Thủy", "Phó Tư") and the name loses its head.

// vietnameseHeads are the heads that open a site's or a body's name, in
// lower case, with the type of what they name; an event's, which is none
// of the types, has none. "Hội" (association) and "Ban" (board) are left
// out: they open towns' names too ("Hội An", "Ban Mê Thuột").
var vietnameseHeads = map[string]schema.EntityType{
	"bệnh viện": schema.Place, "thủy điện": schema.Place, "thuỷ điện": schema.Place, "trung tâm": schema.Place, "khu": schema.Place,
	"chùa": schema.Place, "kinh thành": schema.Place, "nhà thờ": schema.Place, "di tích": schema.Place, "bảo tàng": schema.Place,
	"sân bay": schema.Place, "nhà máy": schema.Place, "cảng": schema.Place, "đền": schema.Place, "lăng": schema.Place,
	"quảng trường": schema.Place, "chợ": schema.Place, "nhà hát": schema.Place, "sân vận động": schema.Place, "đập": schema.Place,
	"cục": schema.Org, "tổng cục": schema.Org, "bộ": schema.Org, "sở": schema.Org, "ủy ban": schema.Org, "uỷ ban": schema.Org,
	"cơ quan": schema.Org, "đài": schema.Org, "quân khu": schema.Org, "quân đoàn": schema.Org, "báo": schema.Org,
	"công ty": schema.Org, "tập đoàn": schema.Org, "viện": schema.Org, "học viện": schema.Org, "ngân hàng": schema.Org,
	"liên đoàn": schema.Org, "đại học": schema.Org,
	// events, read whole so that no word of theirs stands as a name
	"đại hội": "", "lễ hội": "", "hội nghị": "", "hội chợ": "", "giải": "",
}

// vietnameseNamedBodies are bodies whose head is their whole name.
var vietnameseNamedBodies = map[string]bool{"quốc hội": true} // the National Assembly

// vietnameseTitles precede a name and are no part of it.
var vietnameseTitles = []string{
	"phó tư lệnh", "tư lệnh", "thiếu tướng", "trung tướng", "thượng tướng", "đại tướng", "đại tá", "thượng tá", "trung tá", "thiếu tá",
	"phó chủ tịch", "chủ tịch", "phó thủ tướng", "thủ tướng", "bộ trưởng", "thứ trưởng", "đại sứ", "phó giám đốc", "giám đốc",
	"tổng bí thư", "bí thư", "tổng thống", "giáo sư", "tiến sĩ", "linh mục", "giám mục", "hòa thượng",
}

// vietnameseNameStops end a name a head opens: prepositions, the words of
// time and of doing, and the nouns of the areas that hold it ("ở xã",
// "tại", "ngày", "thực hiện"), but not those of sites, which a name may
// hold ("Khu đền tháp Mỹ Sơn").
var vietnameseNameStops = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("tại ở của do và với trong từ ngày sáng chiều tối trưa đêm khi đã được là cho để thực phối tài đang sẽ vào ra lên về có không này đó sau trước như theo bị các những một năm tháng hơn gần cách qua đến dẫn nhằm hiện cùng trên dưới bên phía mới vừa") {
		m[w] = true
	}
	for _, w := range strings.Fields("xã huyện tỉnh phường quận thôn làng ấp trấn") { // the areas that hold it
		m[w] = true
	}
	return m
}()

// vietnameseOwnLetters are the letters of vietnameseLetters that Yoruba
// and Igbo, which write a dot below their vowels too ("ọ", "ẹ", "ị"), do
// not.
const vietnameseOwnLetters = "ơưăđảấầẩẫậắằẳẵặẻẽếềểễệỉỏốồổỗộớờởỡợủứừửữựỳỵỷỹƠƯĂĐ"

// vietnameseCaption reports whether the body is Vietnamese: three words or
// more with letters only Vietnamese writes.
func vietnameseCaption(toks []token) bool {
	n := 0
	for _, t := range toks {
		if t.Kind == tokWord && strings.ContainsAny(t.Text, vietnameseOwnLetters) {
			n++
		}
	}
	return n >= 3
}

// syllablesAt reports whether toks from i spell phrase, lower-case
// syllables: in any case, or with only the first capitalised when strict.
func syllablesAt(toks []token, i int, phrase []string, strict bool) bool {
	if i+len(phrase) > len(toks) {
		return false
	}
	for k, p := range phrase {
		t := toks[i+k]
		if t.Kind != tokWord || strings.ToLower(t.Text) != p || strict && k > 0 && t.Text != p {
			return false
		}
	}
	return true
}

// vietnameseNames reads the names a capitalised head opens, as far as a
// stop word or punctuation and ending on a capitalised syllable or a
// number, and marks the titles as breaks so that the name after each
// stands alone.
func vietnameseNames(body string, toks []token, breaks []bool) []mention {
	var out []mention
	for i := 0; i < len(toks); i++ {
		if toks[i].Kind != tokWord || !isCapitalized(toks[i].Text) || breaks[i] {
			continue
		}
		if n := vietnameseTitleAt(toks, i); n > 0 {
			for k := i; k < i+n; k++ {
				breaks[k] = true
			}
			i += n - 1
			continue
		}
		typ, n := vietnameseHeadAt(toks, i)
		if n == 0 {
			continue
		}
		if vietnameseNamedBodies[strings.ToLower(spanText(body, toks, i, i+n))] {
			out = append(out, mention{pos: toks[i].Start, tokStart: i, tokEnd: i + n, score: 8,
				entity: schema.Entity{Type: typ, Name: spanText(body, toks, i, i+n)}})
			i += n - 1
			continue
		}
		end := 0 // after the last capitalised syllable or number
		for j := i + n; j < len(toks) && toks[j].Kind == tokWord && !breaks[j] && !vietnameseNameStops[toks[j].Text]; j++ {
			if isCapitalized(toks[j].Text) || isNumber(toks[j].Text) {
				end = j + 1
			}
		}
		if end == 0 {
			continue
		}
		if typ == "" {
			for k := i; k < end; k++ {
				breaks[k] = true
			}
		} else {
			out = append(out, mention{pos: toks[i].Start, tokStart: i, tokEnd: end, score: 8,
				entity: schema.Entity{Type: typ, Name: spanText(body, toks, i, end)}})
		}
		i = end - 1
	}
	return out
}

// vietnameseSurnames are the family names most Vietnamese bear, which open
// a person's name.
var vietnameseSurnames = withWords(map[string]bool{},
	"Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô", "Dương", "Lý",
	"Đinh", "Trịnh", "Đoàn", "Lâm", "Mai", "Trương", "Lưu", "Cao", "Hà", "Tạ", "Thái", "Quách", "Châu", "Tôn", "Kiều",
	"Lương", "Tô", "La", "Hứa", "Chu", "Đào", "Mạc", "Vương", "Từ", "Kim", "Triệu", "Nông", "Lò", "Hầu", "Thân", "Phùng")

// vietnamesePlacePreps put what follows them somewhere: at, in, in front
// of, to, from, near.
var vietnamesePlacePreps = withWords(map[string]bool{}, "tại", "ở", "trước", "đến", "từ", "về", "qua", "gần")

// vietnameseHeadAt returns the type and length of the head (or named body)
// at toks[i], the longest that matches, or 0.
func vietnameseHeadAt(toks []token, i int) (schema.EntityType, int) {
	best, bestType := 0, schema.EntityType("")
	for head, typ := range vietnameseHeads {
		if p := strings.Fields(head); len(p) > best && syllablesAt(toks, i, p, true) {
			best, bestType = len(p), typ
		}
	}
	for body := range vietnameseNamedBodies {
		if p := strings.Fields(body); len(p) > best && syllablesAt(toks, i, p, true) {
			best, bestType = len(p), schema.Org
		}
	}
	return bestType, best
}

// vietnameseTitleAt returns the length of the title at toks[i], in any
// case ("Phó Tư lệnh"), or 0.
func vietnameseTitleAt(toks []token, i int) int {
	for _, title := range vietnameseTitles {
		if p := strings.Fields(title); syllablesAt(toks, i, p, false) {
			return len(p)
		}
	}
	return 0
}
