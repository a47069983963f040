package extract

import (
	"maps"
	"strings"
	"unicode"

	"github.com/kg-archive/kg/schema"
)

type gapKind uint8

const (
	gapNone      gapKind = iota
	gapContain           // the first place lies in the second
	gapInverse           // the second lies in the first: "Syria's city of Aleppo", "the Damascus suburb of Ghouta"
	gapProximity         // near / north of: neither contains the other
)

// fillers may stand between a containment word and the containing place:
// "in the government controlled area of", "on the northeastern outskirts of the capital".
var fillers = map[string]bool{
	"the": true, "a": true, "capital": true, "city": true, "town": true, "village": true,
	"province": true, "governorate": true, "region": true, "district": true, "area": true, "municipality": true,
	"of": true, "rebel": true, "held": true, "rebel-held": true, "government": true,
	"controlled": true, "government-controlled": true, "opposition": true, "opposition-held": true,
	"besieged": true, "restive": true, "war": true, "ravaged": true, "war-ravaged": true,
	"war-torn": true, "torn": true, "old": true, "part": true, "parts": true, "heart": true,
	"centre": true, "center": true, "central": true, "northern": true, "southern": true,
	"eastern": true, "western": true, "northeastern": true, "northwestern": true,
	"southeastern": true, "southwestern": true, "north": true, "south": true, "east": true,
	"west": true, "coastal": true, "second": true, "largest": true, "country": true,
	"country's": true, "kurdish": true, "-": true, "'s": true, "neighbourhood": true,
	"neighborhood": true, "suburb": true, "suburbs": true, "countryside": true, "outskirts": true,
	"edges": true, "edge": true, "state": true, "breakaway": true, "port": true, "autonomous": true,
	"semi-autonomous": true, "disputed": true, "occupied": true, "embattled": true,
	"strategic": true, "northeast": true, "northwest": true, "southeast": true, "southwest": true, "north-east": true, "north-west": true, "south-east": true, "south-west": true,
	"north-eastern": true, "north-western": true, "south-eastern": true, "south-western": true,
	"north-central": true, "south-central": true, "east-central": true, "west-central": true,
	"jihadist-held": true, "isis-held": true, "regime-held": true, "regime": true,
	"kurdish-held": true, "frontline": true, "border": true, "mountainous": true, "rural": true,
	"summer": true, "winter": true, "heavily": true, "fortified": true, "holy": true,
	"ancient": true, "historic": true, "main": true, "downtown": true, "uptown": true,
	"midtown": true, "suburban": true, "far": true, demonymWord: true,
}

// compassWords place one town from another by direction or distance.
var compassWords = map[string]bool{
	"north": true, "south": true, "east": true, "west": true, "northeast": true, "northwest": true,
	"southeast": true, "southwest": true, "north-east": true, "north-west": true, "south-east": true,
	"south-west": true, "km": true, "kilometres": true, "kilometers": true,
	"miles": true, "near": true, "outside": true,
}

// proximityWords put a place beside another rather than in it: every
// compass word, and the words that tell of a crossing or a distance.
var proximityWords = withWords(compassWords, "off", "beyond", "across", "from", "close")

// withWords returns set with words added.
func withWords(set map[string]bool, words ...string) map[string]bool {
	all := make(map[string]bool, len(set)+len(words))
	maps.Copy(all, set)
	for _, w := range words {
		all[w] = true
	}
	return all
}

type placeRef struct {
	m    mention
	name string
	of   bool // the next place follows straight after "of": "the Nuba Mountains of South Kordofan"
	// comma: a comma alone stands between this place and the next, as in
	// "the Kara Sea, Russia"
	comma bool
	// the middle of a comma chain ending in a country: "Leyte" in
	// "Tacloban, Leyte, Philippines" is written as the area between
	middle bool
	// namesake: GeoNames knows the name only in a country the caption
	// does not name, so the place the caption means is one it lacks
	namesake bool
}

// In a gap's words, dateWord stands for a whole date, demonymWord for a
// demonym ("Syrian") and nameWord for any other capitalised word.
const (
	dateWord    = "<date>"
	demonymWord = "<demonym>"
	nameWord    = "<name>"
)

func inDateMention(dates []dateMention, t token) bool {
	for _, d := range dates {
		if t.Start >= d.Start && t.End <= d.End {
			return true
		}
	}
	return false
}

// datedIn: the gap is a date and "in": "on March 2, 2019 in".
func datedIn(words []string) bool {
	hasDate := false
	for _, w := range words {
		switch w {
		case dateWord:
			hasDate = true
		case "on", "in", ",":
		default:
			return false
		}
	}
	return hasDate && words[len(words)-1] == "in"
}

// distance: "some 25 km west of", "about 10 miles north of".
func distance(words []string) bool {
	i := 0
	for i < len(words) && (approximators[words[i]] || isNumber(strings.ReplaceAll(words[i], ",", ""))) {
		i++
	}
	return i > 0 && i < len(words) && (words[i] == "km" || words[i] == "kilometres" || words[i] == "kilometers" || words[i] == "miles")
}

var approximators = map[string]bool{"some": true, "about": true, "around": true, "roughly": true, "nearly": true, "approximately": true, "just": true, "only": true}

func lastIndex(words []string, w string) int {
	for i := len(words) - 1; i >= 0; i-- {
		if words[i] == w {
			return i
		}
	}
	return -1
}

// dropConversions removes a distance's conversion in brackets: "40 miles
// (65 kilometers) west of".
func dropConversions(words []string) []string {
	for i, w := range words {
		if w != "(" {
			continue
		}
		j := i + 1
		for j < len(words) && words[j] != ")" {
			j++
		}
		if j == len(words) || !distance(words[i+1:j]) {
			continue
		}
		return append(words[:i:i], words[j+1:]...)
	}
	return words
}

// classifyGap reads the words between two place mentions.
// locativeAreaNouns say "in the district (region, town, state) of" in
// Swahili and Hausa, between a place and the area that holds it.
var locativeAreaNouns = map[string]bool{
	"wilayani": true, "mkoani": true, "jijini": true, "mjini": true, "kisiwani": true, "kijijini": true,
	"jihar": true, "birnin": true, "garin": true,
}

// genitiveGenerics are an area's generic word in the genitive, which
// makes the area the parent of the place named right after it.
var genitiveGenerics = map[string]bool{
	"rayonunun": true, "şəhərinin": true, "kəndinin": true,
	"облусунун": true, "районунун": true, "шаарынын": true, "айылынын": true,
	"tumanining": true, "viloyatining": true, "shahrining": true, "туманининг": true, "вилоятининг": true, "шаҳрининг": true,
}

// areaWordsAfter are the Azerbaijani, Kyrgyz and Uzbek words for district,
// region, town, village and settlement in their cases, which follow the
// name ("Qax rayonunun İlisu kəndi", İlisu village of the Qax district;
// "Нарын облусунун Кочкор районундагы", in the Kochkor district of the
// Naryn region; "Sherobod tumanidagi", in the Sherobod district);
// data/generic.txt drops them from the name.
var areaWordsAfter = map[string]bool{
	"rayonu": true, "rayonunun": true, "rayonunda": true, "rayonundakı": true, "kəndi": true, "kəndində": true,
	"kəndinə": true, "kəndinin": true, "kəndindəki": true, "şəhəri": true, "şəhərində": true, "şəhərinin": true,
	"şəhərindəki": true, "qəsəbəsi": true, "qəsəbəsində": true,
	"облусу": true, "облусунун": true, "облусунда": true, "облусундагы": true, "району": true, "районунун": true,
	"районунда": true, "районундагы": true, "шаары": true, "шаарынын": true, "шаарында": true, "шаарындагы": true,
	"шаарына": true, "айылы": true, "айылынын": true, "айылында": true, "айылындагы": true,
	"shahri": true, "shahrida": true, "shahridagi": true, "tumani": true, "tumanida": true, "tumanidagi": true,
	"viloyati": true, "viloyatida": true, "viloyatidagi": true, "qishlog'i": true, "qishlog'ida": true, "qishlog'idagi": true,
	"шаҳри": true, "шаҳрида": true, "шаҳридаги": true, "тумани": true, "туманида": true, "туманидаги": true,
	"вилояти": true, "вилоятида": true, "вилоятидаги": true, "қишлоғи": true, "қишлоғида": true, "қишлоғидаги": true,
}

func classifyGap(words []string, firstGeneric string, facility bool) gapKind {
	words = dropConversions(words)
	comma := false
	if len(words) > 0 && words[0] == "," {
		words = words[1:]
		comma = true
	}
	if len(words) == 0 && !comma && genitiveGenerics[firstGeneric] {
		return gapInverse // "Qax rayonunun İlisu kəndi": İlisu village of the Qax district
	}
	if len(words) == 0 {
		return gapContain
	}
	if len(words) == 1 && words[0] == "(" && !comma {
		return gapContain // "Cúcuta (Colombia)"
	}
	if !comma && (len(words) == 1 && words[0] == "[" || len(words) == 2 && words[0] == ")" && words[1] == "[") {
		return gapContain // ANI's "Kochi [India]", "Singtam (Sikkim) [India]"
	}
	if relativeClause(words, comma) {
		// "al-Hol camp, which houses relatives of fighters, in Syria's
		// northeastern Hasakah", "the Petobo neighbourhood, which was
		// swallowed by liquefaction after an earthquake and tsunami, in Palu"
		return gapContain
	}
	for _, w := range words {
		if w == "." || w == "(" || w == ")" || w == ";" || w == "and" || w == "or" {
			return gapNone
		}
	}
	if len(words) > 8 {
		return gapNone
	}
	if datedIn(words) {
		// Getty's "in Tahrir Square on October 25, 2019 in Baghdad", "in
		// the village of Likovac, west of Pristina, in June 1998 in Kosovo"
		return gapContain
	}
	if distance(words) {
		return gapProximity // "Sake, some 25 km west of Goma"
	}
	if n := len(words); n >= 2 && words[n-1] == "of" && compassWords[words[n-2]] && (n == 2 || words[n-3] != "the") {
		// "Lac Ste. Anne during a pilgrimage west of Edmonton": a
		// direction from a place is no part of it ("in the north of
		// Syria" is)
		return gapProximity
	}
	if k := lastIndex(words, "near"); k >= 1 && k <= 5 && !comma {
		// "the Khanke camp for internally displaced people near Duhok",
		// "the Fordow uranium enrichment facility near the city of Qom"
		plain := true
		for i, w := range words {
			plain = plain && w != "-" && w != "'s" && (i <= k || fillers[w])
		}
		if plain {
			return gapProximity
		}
	}
	if facility && (len(words) == 1 || len(words) == 2 && words[1] == "the") && words[0] == "at" {
		return gapContain // "Launch Complex 39A at Kennedy Space Center", "St. Peter's Square at the Vatican"
	}
	in := lastIn(words)
	if facility && in >= 1 && in <= 4 && !comma && !proximityWords[words[0]] {
		// "the Abu Shouk camp for displaced people in El Fasher", "the
		// Estadio Nacional polling station in Santiago", "the Yarmouk
		// camp for Palestinian refugees in southern Damascus"
		plain := true
		for _, w := range words[:in] {
			plain = plain && w != "," && w != "-" && w != "'s" && w != nameWord
		}
		if plain {
			return gapContain
		}
	}
	near := lastIndex(words, "near")
	if in > 1 && !comma && (proximityWords[words[0]] && words[0] != "from" || facility && near >= 1 && near < in) && !distance(words) {
		// ("the Atmeh camp for displaced people near the Turkish border in
		// Syria's Idlib province")
		// "the Atmeh camp near the Turkish border in northern Idlib": the
		// nearness is to something unnamed; the place is in the next one
		plain := true
		for _, w := range words[:in] {
			plain = plain && w != "," && w != nameWord && w != dateWord && w != "and" && w != "or"
		}
		if plain {
			return gapContain
		}
	}
	allFill := func(ws []string) bool {
		for _, w := range ws {
			if !fillers[w] && !strings.HasSuffix(w, "-held") && !strings.HasSuffix(w, "-occupied") && !strings.HasSuffix(w, "-controlled") && !strings.HasSuffix(w, "-administered") {
				return false
			}
		}
		return true
	}
	if comma && allFill(words) && !containsExact(words, "of") && words[0] != "'s" {
		// "Zhaotong City, southwest China's Yunnan": a bare direction after
		// a comma says where in the next place, not how far from it
		return gapContain
	}
	if comma && len(words) <= 2 && words[0] == "on" && allFill(words[1:]) {
		// "Los Llanos de Aridane, on La Palma"
		return gapContain
	}
	if proximityWords[words[0]] && (len(words) == 1 || words[1] == "of" || !fillers[words[0]]) {
		return gapProximity
	}
	if k := lastIndex(words, "of"); comma && k > 0 && compassWords[words[k-1]] && !containsExact(words[:k], "in") {
		return gapProximity // "Moulay Brahim, a town south of Marrakech, Morocco"
	}
	if comma && allFill(words) && words[0] != "'s" {
		// "Douma, eastern Ghouta"
		return gapContain
	}
	if n := len(words); n <= 2 && locativeAreaNouns[words[n-1]] && (n == 1 || words[0] == "na") {
		// Swahili "Ukara wilayani Ukerewe, mkoani Mwanza" (Ukara, in
		// Ukerewe district, in Mwanza region), Hausa "Magaria na jihar
		// Zinder" (Magaria of Zinder state)
		return gapContain
	}
	switch words[0] {
	case "'s":
		if allFill(words[1:]) {
			return gapInverse
		}
		return gapNone
	case "in", "inside", "within":
		if allFill(words[1:]) || settlementOf(words) && describedSettlement(words[1:len(words)-2]) {
			// ("on Shuhada Street in the divided city of Hebron")
			return gapContain
		}
	case "of":
		if firstGeneric == "suburb" || firstGeneric == "suburbs" {
			if allFill(words[1:]) {
				return gapInverse
			}
		}
		if allFill(words[1:]) {
			return gapContain
		}
	case "on", "at":
		// "on the island of Lesbos"
		if len(words) >= 3 && (words[len(words)-2] == "island" || words[len(words)-2] == "islands") && words[len(words)-1] == "of" {
			return gapContain
		}
		// "on the northeastern outskirts of the capital"
		hasEdge := false
		for _, w := range words {
			if w == "outskirts" || w == "edges" || w == "edge" || w == "fringes" || w == "suburbs" {
				hasEdge = true
			}
		}
		if hasEdge && allFill(words[1:]) {
			return gapContain
		}
	}
	if rest, ok := describedPlace(words, comma); ok && allFill(rest) {
		return gapContain
	}
	if appositive(words, comma) {
		return gapContain // "Dahiyeh, a Hezbollah stronghold, Lebanon"
	}
	if proximityWords[words[0]] {
		return gapProximity
	}
	if words[0] == "," && len(words) > 1 && proximityWords[words[1]] {
		return gapProximity
	}
	return gapNone
}

// appositive: a short description of the first place between commas,
// ending in a place noun: ", a Hezbollah stronghold,", ", a mining town,".
func appositive(words []string, comma bool) bool {
	n := len(words)
	if !comma || n < 3 || n > 6 || (words[0] != "a" && words[0] != "an") || words[n-1] != "," || !placeNouns[words[n-2]] {
		return false
	}
	for _, w := range words[1 : n-2] {
		if w != nameWord && w != demonymWord && !(isLowerWord(w) && !plural(w) && !articles[w] && w != "of" && w != "in") {
			return false
		}
	}
	return true
}

// relativeClause: a clause between commas about the first place, then
// "in" and the second: ", which ..., in".
func relativeClause(words []string, comma bool) bool {
	in := lastIn(words)
	if !comma || in < 2 || words[in-1] != "," || len(words) > 20 {
		return false
	}
	switch words[0] {
	case "which", "where", "home":
	default:
		return false
	}
	for _, w := range words[:in] {
		if w == "." || w == ";" {
			return false
		}
	}
	return true
}

// lastIn returns where the gap's last "in" stands when only fillers follow
// it, or -1.
func lastIn(words []string) int {
	for k := len(words) - 1; k >= 0; k-- {
		if words[k] == "in" {
			return k
		}
		if !fillers[words[k]] {
			return -1
		}
	}
	return -1
}

// describedPlace reads lower-case words that say what the first place is,
// then "in" or "of": "stadium in", "Palestinian refugee camp in", "local
// government area of"; after a comma, an appositive: ", a rebel-held town
// in", ", capital of". It returns the words after "in" or "of".
func describedPlace(words []string, comma bool) ([]string, bool) {
	if comma && len(words) > 0 && (words[0] == "a" || words[0] == "an" || words[0] == "the") {
		words = words[1:]
	}
	for k, w := range words {
		if w == "in" || w == "of" {
			if k == 0 || !placeNouns[words[k-1]] {
				return nil, false
			}
			return words[k+1:], true
		}
		if k >= 4 || w == nameWord || w == dateWord || w == "to" || proximityWords[w] || !isLowerWord(w) && w != demonymWord {
			// ("adjacent to the city of", "next to")
			return nil, false
		}
		if !comma && (articles[w] || plural(w)) {
			// right after a name, no article or verb: "patrols a street in"
			return nil, false
		}
	}
	return nil, false
}

// describedSettlement: "the divided", "the ancient walled": an article and
// at most two describing words before "city of".
func describedSettlement(words []string) bool {
	if len(words) == 0 || len(words) > 3 || !articles[words[0]] {
		return false
	}
	for _, w := range words[1:] {
		if !isLowerWord(w) || proximityWords[w] || phraseEnd[w] || plural(w) {
			return false
		}
	}
	return true
}

// describingName reports whether toks[i] is one of the capitalised
// words between "a" and a settlement's noun that the gazetteer does not
// know: "a Kayan village", "a Tz'utujil Maya hamlet", "a Mam town". They
// name the people who live there, and describe the place named before.
func (g *gazetteer) describingName(toks []token, i int) bool {
	capital := func(k int) bool { return toks[k].Kind == tokWord && isCapitalized(toks[k].Text) }
	if !capital(i) {
		return false
	}
	a, b := i, i+1
	for a > 0 && capital(a-1) {
		a--
	}
	for b < len(toks) && capital(b) {
		b++
	}
	if a == 0 || b-a > 3 || b == len(toks) || (toks[a-1].Text != "a" && toks[a-1].Text != "an") || !describedSettlements[toks[b].Text] {
		return false
	}
	words := texts(toks, a, b)
	for _, w := range words {
		if g.lookupTokens([]string{w}) != nil {
			return false // "a UNESCO World Heritage village", "a Danube Delta village"
		}
	}
	return g.lookupTokens(words) == nil && len(g.geoLookup(strings.Join(words, " "))) == 0
}

// describedSettlements are the nouns "a Kayan village" describes.
var describedSettlements = withWords(nil, "village", "town", "hamlet", "community", "settlement", "township")

// settlementOf: "city of", "town of", "village of" end the gap (or the
// first place's generic and the gap).
func settlementOf(words []string) bool {
	n := len(words)
	if n < 2 || words[n-1] != "of" {
		return false
	}
	switch words[n-2] {
	case "city", "town", "village", "capital", "port", "community", "hamlet", "settlement":
		return true
	}
	return false
}

// areaOf: "province of", "governorate of" end the gap.
func areaOf(words []string) bool {
	n := len(words)
	return n >= 2 && words[n-1] == "of" && (words[n-2] == "province" || words[n-2] == "governorate")
}

// plural: a word ending in a plural's or a verb's "s" ("patrols"), not
// "religious", "campus" or "press".
func plural(w string) bool {
	if !strings.HasSuffix(w, "s") {
		return false
	}
	for _, end := range []string{"ss", "us", "is", "ous"} {
		if strings.HasSuffix(w, end) {
			return false
		}
	}
	return true
}

// isLowerWord: letters and hyphens, as the words of a description are.
func isLowerWord(w string) bool {
	for i, r := range w {
		if !unicode.IsLower(r) && r != '-' && !(unicode.IsDigit(r) && strings.Contains(w[i:], "-")) {
			return false // (but "24-storey", "five-star")
		}
	}
	return w != ""
}

// placeNouns say what kind of place a name is when they follow it.
var placeNouns = map[string]bool{
	"stadium": true, "square": true, "plant": true, "avenue": true, "street": true, "road": true,
	"monument": true, "memorial": true, "tower": true, "market": true, "nightclub": true,
	"meadow": true, "centre": true, "center": true, "compound": true, "roundabout": true,
	"estuary": true, "zone": true, "camp": true, "church": true, "mosque": true, "district": true,
	"borough": true, "neighbourhood": true, "neighborhood": true, "microdistrict": true,
	"area": true, "palace": true, "building": true, "fab": true, "factory": true, "town": true,
	"city": true, "village": true, "island": true, "suburb": true, "quarter": true, "hospital": true,
	"school": true, "university": true, "campus": true, "resort": true, "junction": true,
	"site": true, "port": true, "airport": true, "township": true, "base": true, "prison": true, "park": true,
	"community": true, "settlement": true, "capital": true, "seat": true, "region": true,
	"province": true, "county": true, "valley": true, "bridge": true, "tunnel": true, "underpass": true,
	"stronghold": true, "bastion": true, "enclave": true, "hub": true, "hamlet": true,
	"block": true, "complex": true, "home": true, "hotel": true, "station": true, "mall": true,
	"museum": true, "theatre": true, "theater": true, "venue": true, "arena": true, "temple": true,
	"shrine": true, "cathedral": true, "monastery": true, "mine": true, "refinery": true, "farm": true,
}

func rank(e *gazEntry) int {
	if e == nil {
		return 0
	}
	switch e.Kind {
	case "country":
		return 5
	case "region", "province":
		return 4
	case "city":
		return 3
	}
	return 1
}

// effective is the gazetteer entry of a place as the caption uses it: the
// city of Donetsk written "the Donetsk region" is a region.
func effective(r placeRef) *gazEntry {
	e := r.m.gaz
	if keepsGeneric(r.m) {
		// "the Kabul airport": a facility, whatever town it is named
		// after, though in that town's country
		f := &gazEntry{Type: schema.Place, Name: r.name, Kind: "facility"}
		if e != nil {
			f.Country = e.Country
		}
		return f
	}
	if e == nil && r.m.place != nil {
		p := r.m.place
		e = &gazEntry{Type: schema.Place, Name: p.Name, Kind: p.kind(), Country: p.Country}
	}
	if e == nil {
		if areaNameEnds[lastWord(r.name)] {
			// "Butte County", "Nineveh Governorate": an area by its name
			return &gazEntry{Type: schema.Place, Name: r.name, Kind: "province"}
		}
		return nil
	}
	if r.m.generic == "district" && (e.Kind == "city" || e.Kind == "town") {
		// "Satkhira district": the district a town gives its name to
		cp := *e
		cp.Kind = "province"
		return &cp
	}
	switch r.m.generic {
	case "neighbourhood", "neighborhood", "district", "quarter", "commune", "sector", "ward":
		if e.Kind != "country" && e.Kind != "district" {
			cp := *e
			cp.Kind = "district"
			return &cp
		}
	case "region", "province", "governorate", "oblast", "state", "county", "countryside":
		if e.Kind == "city" || e.Kind == "town" || seaNamedArea(r) {
			cp := *e
			cp.Kind = "province"
			return &cp
		}
	}
	return e
}

// areaNameEnds end the names of administrative areas.
var areaNameEnds = map[string]bool{
	"County": true, "Province": true, "Governorate": true, "Oblast": true, "Prefecture": true, "Region": true, "State": true,
}

// partOfCity: "Soweto, Johannesburg", "Bucha, Kyiv": a town written before a
// larger city of its country lies in it (the township, the suburb);
// "Tripoli, Benghazi", a bigger city before a smaller one, does not.
func (x *Extractor) partOfCity(child, parent, cc, pc string) bool {
	if cc == "" || cc != pc {
		return false
	}
	c, p := x.population(child, cc), x.population(parent, pc)
	return c > 0 && c < p
}

// population is the largest population GeoNames gives name in country.
func (x *Extractor) population(name, country string) int {
	pop := 0
	for _, p := range x.gaz.geoLookup(name) {
		if p.Country == country && p.Pop > pop {
			pop = p.Pop
		}
	}
	return pop
}

// adminOf reports whether name is also an administrative area of country.
func (x *Extractor) adminOf(name, country string) bool {
	_, ok := x.gaz.adminPlace(name, country)
	return ok
}

// bigger reports whether a is a town that GeoNames counts larger than b.
func (x *Extractor) bigger(a, b placeRef) bool {
	ea, eb := effective(a), effective(b)
	if ea == nil || ea.Kind != "city" {
		return false
	}
	return eb == nil || eb.Kind != "city" || x.population(b.name, eb.Country) < x.population(a.name, ea.Country)
}

// sovereignOf maps dependent territories that the country table lists as
// countries to the state they belong to.
var sovereignOf = map[string]string{
	"HK": "CN", "MO": "CN",
	"PR": "US", "GU": "US", "VI": "US", "AS": "US", "MP": "US",
	"GL": "DK", "FO": "DK",
	"NC": "FR", "PF": "FR", "GF": "FR", "GP": "FR", "MQ": "FR", "RE": "FR", "YT": "FR", "PM": "FR", "WF": "FR", "BL": "FR", "MF": "FR",
	"GI": "GB", "BM": "GB", "KY": "GB", "VG": "GB", "FK": "GB", "MS": "GB", "TC": "GB", "AI": "GB", "SH": "GB", "PN": "GB", "IO": "GB", "JE": "GB", "GG": "GB", "IM": "GB",
	"AW": "NL", "CW": "NL", "SX": "NL", "BQ": "NL",
	"CK": "NZ", "NU": "NZ", "TK": "NZ",
	"NF": "AU", "CX": "AU", "CC": "AU",
	"SJ": "NO", "BV": "NO", "AX": "FI",
}

// plausible checks a [child, parent] pair against the gazetteer.
func (x *Extractor) plausible(child, parent placeRef) bool {
	// A river or a sea lies in no town ("the Red River in Hanoi"), unless
	// the caption writes the area it lies in after a comma, as an address:
	// "the Kara Sea, Russia", "Margaret River, Western Australia".
	if fold(child.name) == fold(parent.name) || naturalFeature(child.m) && !child.of && !child.comma && !seaNamedArea(child) && !namedMount(child) && !namedLand(child) {
		return false
	}
	// "Finance Bill" in "Kenya": a law lies nowhere.
	if legislation(child.name) {
		return false
	}
	// "the Danube city of Ruse", "the Mekong town of Chau Doc": the river
	// or sea describes the town after it, which does not lie in it
	if child.of && naturalFeature(child.m) && settlementGenerics[child.m.generic] {
		return false
	}
	c, p := effective(child), effective(parent)
	if c != nil && p != nil && p.Kind != "country" && c.Country != "" && (p.Country != c.Country || parent.m.gaz == nil && (p.Kind == "town" || p.Kind == "city")) &&
		x.adminOf(parent.name, c.Country) {
		// "Hermosillo, Sonora", "Chilpancingo, Guerrero": the state of the
		// town's country, not a namesake town abroad or at home
		p = &gazEntry{Type: schema.Place, Name: parent.name, Kind: "province", Country: c.Country}
	}
	if c != nil && c.Kind == "country" {
		// "Hong Kong, China": a dependent territory lies in its sovereign.
		return p != nil && p.Kind == "country" && sovereignOf[c.Country] == p.Country
	}
	if c != nil && p != nil {
		// "Tacloban, Leyte, Philippines": whatever GeoNames calls the
		// middle of such a chain, the caption writes it as an area
		chained := parent.middle && c.Country == p.Country
		if c.Kind == "city" && p.Kind == "city" && !x.adminOf(parent.name, c.Country) && !x.partOfCity(child.name, parent.name, c.Country, p.Country) && !chained &&
			!x.unlistedDistrict(child, parent, p.Country) {
			return false // but "Hermosillo, Sonora": the state, not the town
		}
		if p.Kind == "country" && c.Country != "" && p.Country != "" && c.Country != p.Country && !x.adminOf(child.name, p.Country) && !child.namesake {
			// but "Iran's Kurdistan province": a province of that name in
			// Iran too; and "Mati, east of Athens, Greece": a village
			// GeoNames lacks, not the Philippine town it knows
			return false
		}
		if child.m.gaz != nil && parent.m.gaz != nil && c.Country != "" && p.Country != "" && c.Country != p.Country && !x.adminOf(child.name, p.Country) {
			return false // "Baghdad airport, in Tehran": curated places in two countries
		}
		if rank(c) > rank(p) && p.Kind != "country" && (c.Kind == "country" || rank(p) == 1 && rank(c) >= 3 && !chained) {
			// "residents of Nagorno-Karabakh in the village of Kornidzor"
			return false
		}
	}
	if c != nil && p != nil && rank(c) == 4 && p.Kind == "city" && x.adminOf(child.name, c.Country) && !x.adminOf(parent.name, p.Country) {
		return false // "Chechnya, in Grozny": a province lies in no town
	}
	// ("the South Lawn of the White House": a seat of government read as
	// its building holds its rooms and grounds)
	if p != nil && p.Type != schema.Place && !(p.Kind == "seat" && parent.m.entity.Type == schema.Place) || parent.m.gaz != nil && parent.m.gaz.Kind == "water" && !seaNamedArea(parent) {
		return false // no town lies in a sea or a river
	}
	return true
}

// unlistedDistrict: "Westminster, London": a name GeoNames knows only as
// small towns abroad, written with a comma before a city of a million, is
// a district of that city which GeoNames does not list.
func (x *Extractor) unlistedDistrict(child, parent placeRef, country string) bool {
	if !child.comma || child.m.gaz != nil || x.population(parent.name, country) < 1000000 {
		return false
	}
	for _, p := range x.gaz.geoLookup(child.name) {
		if p.Country == country || p.Pop >= 150000 {
			return false
		}
	}
	return true
}

// settlementGenerics name a town's kind.
var settlementGenerics = map[string]bool{"city": true, "town": true, "village": true, "port": true, "capital": true}

// landmassNamed: "the Isle of Lewis", "the Taimyr Peninsula", "the Gaza
// Strip": an island or a peninsula, which holds what lies "on the" it.
func landmassNamed(pl placeRef) bool {
	f := strings.Fields(fold(pl.name))
	if len(f) < 2 {
		return false
	}
	switch f[len(f)-1] {
	case "island", "islands", "isle", "peninsula", "strip":
		return true
	}
	return f[0] == "isle"
}

// streetNamed: "Vilakazi Street", "Avenida Independencia", "Jalan Thamrin":
// a street, written with its kind before or after its name.
func streetNamed(pl placeRef) bool {
	if f := strings.Fields(fold(pl.name)); len(f) > 1 {
		switch f[len(f)-1] {
		case "street", "st", "road", "rd", "avenue", "ave", "boulevard", "blvd", "lane", "drive":
			return true
		}
		switch f[0] {
		case "avenida", "calle", "rua", "jalan", "rue", "boulevard", "ulitsa":
			return true
		}
	}
	return roadGenerics[pl.m.generic]
}

// namedMount: "Mount Herzl in Jerusalem", a single hill named as one, may
// lie in a town, unlike a river or a range.
func namedMount(pl placeRef) bool {
	f := strings.Fields(pl.name)
	return len(f) > 1 && (f[0] == "Mount" || f[0] == "Mt." || f[0] == "Mt")
}

// seaNamedArea: "Port Sudan, Red Sea State", an area named after the sea,
// not "the Red Sea province of Hodeidah", which describes Hodeidah.
func seaNamedArea(pl placeRef) bool {
	return pl.m.gaz != nil && pl.m.gaz.Kind == "water" && areaGenerics[pl.m.generic] && !pl.of
}

// namedLand: "the Sambisa Forest in Borno", "the Nuba Mountains in South
// Kordofan": a forest, desert or mountain area written with its kind lies
// where the caption puts it, unlike a river or a sea.
func namedLand(pl placeRef) bool {
	switch lastWord(fold(pl.name)) {
	case "forest", "mountains", "desert":
		return true
	}
	return false
}

// nest derives [child, parent] pairs from the order of place mentions and
// the words between them.
// In a Scandinavian caption the gap's "i" reads as "in".
func (x *Extractor) nest(toks []token, ms []mention, dates []dateMention, sentStart []bool, scandinavian, finnish bool) [][2]string {
	var places []placeRef
	for _, m := range ms {
		if m.entity.Type == schema.Place {
			places = append(places, placeRef{m: m, name: m.entity.Name})
		}
	}
	n := len(places)
	if n < 2 {
		return [][2]string{}
	}
	named := map[string]bool{}
	for _, pl := range places {
		if pl.m.gaz != nil && pl.m.gaz.Kind == "country" {
			named[pl.m.gaz.Country] = true
		}
	}
	for i, pl := range places {
		places[i].namesake = len(named) > 0 && pl.m.gaz == nil && pl.m.place != nil && !named[pl.m.place.Country]
	}
	rel := make([]gapKind, n)
	compass := make([]bool, n)   // the gap after place i gives a direction or distance
	described := make([]bool, n) // the gap after place i opens a description: "Y, the capital of Z"
	joined := make([]bool, n)    // the gap after place i is "and" or "and the"
	onCoast := make([]bool, n)   // place i is the country of "on Eritrea's Red Sea coast"
	for i := 0; i+1 < n; i++ {
		a, b := places[i].m.tokEnd, places[i+1].m.tokStart
		if a > b {
			continue
		}
		words := make([]string, 0, b-a)
		if b-a >= 3 && toks[a].Text == "," && (toks[a+1].Text == "DC" || strings.TrimSuffix(toks[a+1].Text, ".") == "D.C") {
			// "Washington, D.C., USA": the district is part of the city's name
			a += 2
			for a < b && (toks[a].Text == "." || toks[a].Text == ",") {
				a++
			}
			words = append(words, ",")
		}
		// the next area's kind, written before its name, is no gap: "xã
		// Phong Xuân, huyện Phong Điền", "thị xã Kỳ Anh", "Desa
		// Sumberejo, Kecamatan Pronojiwo"
		end := b
		if end > a && places[i+1].m.generic != "" && indonesianAreaNouns[toks[end-1].Text] == places[i+1].m.generic {
			end--
		}
		for end > a && (vietnameseAreaNouns[toks[end-1].Text] || end < b && (toks[end-1].Text == "thị" || toks[end-1].Text == "thành")) {
			end--
		}
		for k := a; k < end; k++ {
			t := toks[k]
			if inDateMention(dates, t) {
				if len(words) == 0 || words[len(words)-1] != dateWord {
					words = append(words, dateWord)
				}
				continue
			}
			switch {
			case t.Kind == tokWord && (x.gaz.demonyms[t.Text] || x.gaz.describingName(toks, k)):
				words = append(words, demonymWord)
			case scandinavian && t.Text == "i":
				words = append(words, "in")
			case t.Kind == tokWord && isCapitalized(t.Text) && !strings.ContainsAny(t.Text, "-‐‑") && !fillers[strings.ToLower(t.Text)]:
				words = append(words, nameWord)
			default:
				words = append(words, strings.ToLower(t.Text))
			}
		}
		rel[i] = classifyGap(words, places[i].m.generic, isFacility(places[i].m))
		if last := toks[places[i].m.tokEnd-1].Text; finnish && len(words) == 0 && strings.HasSuffix(last, "n") && last != lastWord(places[i].name) {
			rel[i] = gapInverse // "Jyväskylän Kompassilla": at Kompassi, of Jyväskylä
		}
		if rel[i] != gapInverse && waterName(places[i+1]) && (containsExact(words, "shore") || containsExact(words, "shores") || containsExact(words, "banks")) {
			rel[i] = gapProximity // "Cholpon-Ata, on the shore of Lake Issyk-Kul": a town beside the lake, not in it
		}
		places[i].of = len(words) == 1 && words[0] == "of"
		// (not "Kaub on the Rhine, Germany", where the comma goes back to Kaub)
		before, before2 := lower(toks, places[i].m.tokStart-1), lower(toks, places[i].m.tokStart-2)
		liesOn := before == "on" || before == "the" && (before2 == "on" || before2 == "of")
		places[i].comma = len(words) == 1 && words[0] == "," && !liesOn
		if rel[i] == gapInverse && places[i].of && (places[i].m.generic == "suburb" || places[i].m.generic == "suburbs") && x.bigger(places[i+1], places[i]) {
			rel[i] = gapContain // "the Dobrinja suburb of Sarajevo", not "the Damascus suburb of Douma"
		}
		if rel[i] == gapContain && places[i].of && districtGenerics[places[i].m.generic] &&
			places[i].m.gaz != nil && places[i].m.gaz.Kind == "city" && places[i+1].m.gaz == nil {
			rel[i] = gapInverse // "the Jerusalem neighbourhood of Pisgat Zeev", not "the Douma neighbourhood of Damascus"
		}
		if e := effective(places[i]); e != nil && e.Kind == "country" && len(words) <= 2 && areaOf(append([]string{places[i].m.generic}, words...)) {
			rel[i] = gapInverse // "Stroe, in the central Netherlands province of Gelderland"
		}
		if e := effective(places[i+1]); (e != nil && (e.Kind == "country" || e.Kind == "province") || x.gaz.adminArea(places[i+1].m.entity.Name)) && len(words) == 1 && words[0] == "on" &&
			places[i+1].m.tokEnd < len(toks) && toks[places[i+1].m.tokEnd].Kind == tokPoss {
			// ("near Triabunna on Tasmania's east coast": a state's too)
			rel[i] = gapContain // "the port of Massawa on Eritrea's Red Sea coast"
			onCoast[i+1] = true
		}
		if len(words) == 1 && words[0] == "on" && (places[i+1].m.generic == "island" || lastWord(places[i+1].name) == "Island") {
			rel[i] = gapContain // "General Luna town on Siargao island", "Parndana on Kangaroo Island"
		}
		if len(words) == 2 && words[0] == "on" && words[1] == "the" && landmassNamed(places[i+1]) {
			rel[i] = gapContain // "Stornoway on the Isle of Lewis", "Lake Pyasino on the Taimyr Peninsula"
		}
		if len(words) == 1 && words[0] == "on" && streetNamed(places[i+1]) && !streetNamed(places[i]) && !settlement(effective(places[i])) {
			rel[i] = gapContain // "the Mandela House museum on Vilakazi Street"
		}
		if len(words) == 1 && words[0] == "on" && (isFacility(places[i].m) || facilityName(places[i].m)) && !settlement(effective(places[i+1])) && !naturalFeature(places[i+1].m) {
			rel[i] = gapContain // "the Dirksen Senate Office Building on Capitol Hill", "Ataturk Cultural Center on Taksim Square"
		}
		if gw := append([]string{places[i].m.generic}, words...); rel[i] == gapContain && (len(words) == 0 || words[0] != ",") &&
			(settlementOf(gw) && rank(effective(places[i])) >= 4 || naturalFeature(places[i].m) && areaOf(gw)) {
			// "the West Bank city of Ramallah", "the Red Sea province of
			// Hodeidah"; after a comma the words describe the first place:
			// "Ulaanbaatar, capital of Mongolia"
			rel[i] = gapInverse
		}
		if e, next := effective(places[i]), effective(places[i+1]); rel[i] == gapContain && len(words) == 1 && words[0] == "," && e != nil && lower(toks, places[i+1].m.tokEnd) == ":" &&
			(e.Kind == "country" && rank(next) < 5 || (rank(e) == 4 || x.adminOf(places[i].name, e.Country)) && rank(next) < 4 && !x.adminOf(places[i+1].name, e.Country)) {
			rel[i] = gapInverse // dpa's dateline "14.07.2022, Rhineland-Palatinate, Dernau:" names the state or country first
		}
		if e := effective(places[i+1]); len(words) == 1 && isDash(words[0]) && e != nil && e.Kind == "country" && lower(toks, places[i+1].m.tokEnd) == ":" && opensDateline(toks, places[i].m.tokStart) {
			rel[i] = gapContain // APA's dateline "GRAZ - ÖSTERREICH:", after its picture's number or not
		}
		if rel[i] == gapContain && len(words) == 1 && words[0] == "," && lower(toks, places[i+1].m.tokEnd) == ":" && afterOpeningDate(toks, dates, places[i].m.tokStart) {
			rel[i] = gapInverse // so does any "10.01.2015, Sachsen, Dresden:", whatever GeoNames makes of the state's German name
		}
		for _, w := range words {
			compass[i] = compass[i] || compassWords[w]
		}
		described[i] = len(words) > 1 && words[0] == "," && (articles[words[1]] || words[1] == "capital")
		joined[i] = len(words) == 1 && words[0] == "and" || len(words) == 2 && words[0] == "and" && words[1] == "the"
	}
	for i := 0; i+1 < n; i++ {
		if onCoast[i] && naturalFeature(places[i+1].m) {
			rel[i] = gapNone // the sea names the coast, which holds nothing
		}
	}
	for i := 0; i+2 < n; i++ {
		last := places[i+2].m.gaz
		places[i+1].middle = last != nil && last.Kind == "country" &&
			commaOnly(toks, places[i].m.tokEnd, places[i+1].m.tokStart) && commaOnly(toks, places[i+1].m.tokEnd, places[i+2].m.tokStart)
	}
	// "in Jenin, Tulkarem and Tubas": the commas of a list nest nothing,
	// unlike "in Kherson, Ukraine and Belgorod, Russia", which climbs
	sameRank := func(i int) bool {
		ri, rj := rank(effective(places[i])), rank(effective(places[i+1]))
		return commaOnly(toks, places[i].m.tokEnd, places[i+1].m.tokStart) && (ri >= rj || rj <= 3)
	}
	for i := 0; i+1 < n; i++ {
		if rel[i] != gapContain || !sameRank(i) {
			continue
		}
		k := i + 1
		for k+1 < n && sameRank(k) {
			k++
		}
		if k+1 < n && listEnd(toks, places[k].m.tokEnd, places[k+1].m.tokStart) || endsBeforeName(toks, places[k].m.tokEnd) {
			for j := i; j <= k; j++ {
				rel[j] = gapNone
			}
		}
	}
	var pairs [][2]string
	seen := map[[2]string]bool{}
	add := func(c, p placeRef) {
		if !x.plausible(c, p) {
			return
		}
		k := [2]string{c.name, p.name}
		if fk := [2]string{fold(c.name), fold(p.name)}; !seen[fk] {
			seen[fk] = true
			pairs = append(pairs, k)
		}
	}
	// parentOf follows containment, stepping into an inverse child:
	// "Douma, in the Damascus suburb of Ghouta" puts Douma in Ghouta.
	parentOf := func(i int) int {
		for hops := 0; i+1 < n && hops < n; hops++ {
			switch rel[i] {
			case gapContain:
				j := i + 1
				if j+1 < n && rel[j] == gapInverse {
					return j + 1
				}
				return j
			case gapProximity:
				// "X, north of Y, Country": X shares Y's parent; "a visit to
				// Tehran from her hometown of Saqqez in Kurdistan" does not
				if !compass[i] {
					return -1
				}
				i++
				if rel[i] != gapContain || described[i] {
					return -1
				}
				continue
			default:
				return -1
			}
		}
		return -1
	}
	for i := 0; i < n; i++ {
		if i+1 < n && rel[i] == gapInverse {
			add(places[i+1], places[i])
		}
		if p := parentOf(i); p >= 0 {
			if i > 0 && rel[i-1] == gapInverse && rel[i] == gapContain && p == i+1 &&
				places[i-1].m.tokEnd < len(toks) && toks[places[i-1].m.tokEnd].Kind == tokPoss {
				// "Kyiv's Solomianskyi district, Ukraine": Kyiv is in Ukraine
				add(places[i-1], places[p])
				continue
			}
			add(places[i], places[p])
		}
	}
	// "at the Al Noor Mosque and the Linwood Islamic Centre in
	// Christchurch": places of one kind joined by "and" share the parent
	// of the last
	parentName := map[string]string{}
	for _, p := range pairs {
		if _, ok := parentName[fold(p[0])]; !ok {
			parentName[fold(p[0])] = p[1]
		}
	}
	for i := n - 2; i >= 0; i-- {
		pn, ok := parentName[fold(places[i+1].name)]
		if !joined[i] || !ok || rank(effective(places[i])) != rank(effective(places[i+1])) {
			continue
		}
		if _, has := parentName[fold(places[i].name)]; has {
			continue
		}
		for _, pl := range places[i+2:] {
			if pl.name == pn {
				add(places[i], pl)
				parentName[fold(places[i].name)] = pn
				break
			}
		}
	}
	// "the Transfiguration Cathedral, heavily damaged by a Russian missile
	// strike, in Odesa": a building or street the caption places nowhere
	// else lies in the town named next in its sentence, unless the words
	// between move away from it.
	child := map[string]bool{}
	for _, p := range pairs {
		child[fold(p[0])] = true
	}
	for i := 0; i+1 < n; i++ {
		if !child[fold(places[i].name)] && rel[i] != gapProximity && sceneTown(toks, places[i], places[i+1], sentStart) {
			add(places[i], places[i+1])
		}
	}
	// Dateline: in "..., Syria February 21, 2017" the country written right
	// before the photo's date holds the places of that sentence that the
	// caption nests nowhere else (and that contain nothing themselves).
	if k := datelineCountry(toks, places, dates); k >= 0 {
		child, parent := map[string]bool{}, map[string]bool{}
		for _, p := range pairs {
			child[p[0]], parent[p[1]] = true, true
		}
		for i := k - 1; i >= 0; i-- {
			if sentenceBetween(sentStart, places[i].m.tokEnd, places[k].m.tokStart) {
				break
			}
			pl := places[i]
			if child[pl.name] || parent[pl.name] && i+1 < k || (pl.m.gaz != nil && pl.m.gaz.Kind == "country") || naturalFeature(pl.m) {
				continue
			}
			// only where the photo is: "in X", "at the X", "the village of X",
			// not a place the people came from ("fled Sinjar")
			j := pl.m.tokStart - 1
			for j >= 0 && fillers[lower(toks, j)] && lower(toks, j) != "of" {
				j--
			}
			if prev := lower(toks, j); !(placePreps[prev] && !proximityWords[prev]) && prev != "of" && prev != "," {
				continue
			}
			if pl.m.gaz != nil && pl.m.gaz.Country != "" && pl.m.gaz.Country != places[k].m.gaz.Country {
				continue
			}
			// "at the Lekki toll gate ... in Lagos, Nigeria": a facility, a
			// district or a place the gazetteer does not know ("Faj Attan
			// hill in Sanaa, Yemen") lies in the town that opens the
			// dateline's chain ("Toronto, Ontario, Canada")
			town := k
			for town-1 > i && seen[[2]string{fold(places[town-1].name), fold(places[town].name)}] && !waterName(places[town-1]) {
				town--
			}
			if town < k && (isFacility(pl.m) || districtGenerics[pl.m.generic] || pl.m.gaz == nil) {
				add(pl, places[town])
				continue
			}
			add(pl, places[k])
		}
	}
	// "KYIV, UKRAINE - MARCH 3: ... inside the Teatralna metro station": a
	// facility the text places nowhere, with no other town named before
	// it, is in the city of a shouted dateline.
	if n >= 3 && places[0].m.tokStart == 0 && places[1].m.gaz != nil && places[1].m.gaz.Kind == "country" &&
		(places[0].m.gaz == nil || places[0].m.gaz.Kind != "country") && lower(toks, places[1].m.tokEnd) == "-" {
		child := map[string]bool{}
		for _, p := range pairs {
			child[fold(p[0])] = true
		}
		for i := 2; i < n; i++ {
			pl := places[i]
			if !facilityName(pl.m) {
				break
			}
			if !child[fold(pl.name)] {
				add(pl, places[0])
			}
		}
	}
	// TASS's dateline "Россия. Белгород. 30 декабря 2023.": the country,
	// then the town or region, each a sentence of its own
	if n >= 2 && places[0].m.tokStart == 0 && places[0].m.gaz != nil && places[0].m.gaz.Kind == "country" &&
		lower(toks, places[0].m.tokEnd) == "." && places[1].m.tokStart == places[0].m.tokEnd+1 && lower(toks, places[1].m.tokEnd) == "." {
		add(places[1], places[0])
	}
	if pairs == nil {
		return [][2]string{}
	}
	return pairs
}

// districtGenerics name a part of a town: "the Douma neighbourhood of".
var districtGenerics = map[string]bool{"district": true, "neighbourhood": true, "neighborhood": true}

// commaOnly reports whether toks[a:b] is a single comma.
func commaOnly(toks []token, a, b int) bool {
	return b == a+1 && toks[a].Text == ","
}

// listEnd reports whether toks[a:b] is the "and" or "or" closing a list,
// perhaps with one modifier after it ("the Ganga, Yamuna and mythical
// Saraswati rivers").
func listEnd(toks []token, a, b int) bool {
	if b > a && toks[a].Text == "," {
		a++
	}
	if b == a+2 && toks[a+1].Kind == tokWord && !isCapitalized(toks[a+1].Text) {
		b--
	}
	return b == a+1 && listConjunctions[toks[a].Text]
}

// listConjunctions close a list of places: "and" and "or", and "and" in
// the other languages captions are written in ("w Opolu, Krapkowicach i
// Strzelcach Opolskich").
var listConjunctions = map[string]bool{
	"and": true, "or": true, "i": true, "и": true, "і": true, "y": true, "e": true, "et": true, "und": true,
	"en": true, "og": true, "och": true, "ja": true, "ve": true, "və": true, "ва": true, "kei": true,
}

// endsBeforeName reports whether toks[i:] opens with the conjunction that closes a
// list on a name the extractor did not take for a place ("the Ganges, Yamuna
// and Saraswati rivers").
func endsBeforeName(toks []token, i int) bool {
	j := i + 1
	if j < len(toks) && toks[j].Kind == tokWord && !isCapitalized(toks[j].Text) {
		j++ // "and mythical Saraswati"
	}
	return j < len(toks) && listConjunctions[lower(toks, i)] && toks[j].Kind == tokWord && isCapitalized(toks[j].Text)
}

// isFacility: a building or site named as one, which lies inside a town.
func isFacility(m mention) bool {
	if facilityName(m) || keepsGeneric(m) {
		return true
	}
	f := strings.Fields(fold(m.entity.Name))
	return len(f) > 1 && (facilityWords[f[len(f)-1]] || facilityOpeners[f[0]])
}

var (
	facilityWords = map[string]bool{
		"hall": true, "library": true, "museum": true, "bridge": true, "park": true, "arena": true,
		"theatre": true, "theater": true, "building": true, "courts": true, "hotel": true,
		"prison": true, "camp": true, "base": true, "port": true, "gate": true, "cemetery": true,
		"colony": true, "monument": true, "memorial": true, "centre": true, "center": true,
		"complex": true, "academy": true, "college": true, "temple": true, "shrine": true,
		"compound": true, "plant": true, "capitol": true, "chapel": true, "castle": true,
		"basilica": true, "monastery": true, "mausoleum": true, "abbey": true, "kirk": true,
	}
	facilityOpeners = map[string]bool{
		"estadio": true, "stade": true, "plaza": true, "praca": true, "hospital": true, "hotel": true,
		"museum": true, "gallery": true, "complexo": true, "fontana": true,
		"palacio": true, "palais": true, "camp": true, "fort": true, "church": true, "mosque": true,
		"place": true, "rue": true, "piazza": true, "avenida": true, "calle": true, "rua": true,
	}
)

// facilityName: a square, station or building, which lies inside a town.
func facilityName(m mention) bool {
	f := strings.Fields(fold(m.entity.Name))
	if len(f) < 2 {
		return false
	}
	switch f[len(f)-1] {
	case "square", "station", "hospital", "mosque", "cathedral", "church", "stadium", "palace", "market", "airport", "university", "school":
		return true
	}
	return false
}

func sentenceBetween(sentStart []bool, a, b int) bool {
	for i := a; i < b && i < len(sentStart); i++ {
		if i > a && sentStart[i] {
			return true
		}
	}
	return false
}

// sceneTown reports whether the facility pl lies in town, the next place
// of its sentence: not "the students from the Ayotzinapa college march in
// Mexico City", "march to Taksim Square", "the bridge struck by the cargo
// ship Dali" or "the victims of the Srebrenica massacre".
func sceneTown(toks []token, pl, town placeRef, sentStart []bool) bool {
	if !isFacility(pl.m) || rank(effective(pl)) >= 3 {
		return false
	}
	before := pl.m.tokStart - 1
	for before > 0 && (lower(toks, before) == "the" || toks[before].Kind == tokPunct) {
		before--
	}
	if movementWords[lower(toks, before)] || lower(toks, before) == "from" {
		return false
	}
	if rank(effective(town)) >= 4 || naturalFeature(town.m) || isFacility(town.m) || placeWords[headWord(lastWord(town.name))] || town.m.gaz != nil && town.m.gaz.Kind == "seat" ||
		vesselWords[lower(toks, town.m.tokStart-1)] {
		return false
	}
	if end := town.m.tokEnd; end < len(toks) && toks[end].Kind == tokWord && !isCapitalized(toks[end].Text) {
		return false // the town as an adjective
	}
	return sceneGap(toks, pl.m.tokEnd, town.m.tokStart, sentStart)
}

// sceneGap reports whether the words from a to b stay at one scene: one
// sentence, at most 20 tokens, and no word of direction or movement.
func sceneGap(toks []token, a, b int, sentStart []bool) bool {
	if b <= a || b-a > 20 || sentenceBetween(sentStart, a, b+1) {
		return false
	}
	for _, t := range toks[a:b] {
		w := strings.ToLower(t.Text)
		if proximityWords[w] || compassWords[w] || movementWords[w] || w == "sight" || t.Text == ";" {
			return false
		}
	}
	return true
}

// movementWords lead from one place to another.
var movementWords = map[string]bool{
	"to": true, "towards": true, "toward": true, "into": true, "via": true, "between": true,
	"and": true, "or": true, "fled": true, "left": true, "leaving": true, "returned": true,
}

// datelineCountry finds the country mention written just before a full date.
func datelineCountry(toks []token, places []placeRef, dates []dateMention) int {
	starts := map[int]bool{}
	for _, d := range dates {
		if d.Full {
			starts[d.Start] = true
		}
	}
	for k, p := range places {
		if p.m.gaz == nil || p.m.gaz.Kind != "country" {
			continue
		}
		// "X, Syria March 3, 2016", not "between Pakistan and Afghanistan on ..."
		if lower(toks, p.m.tokStart-1) != "," {
			continue
		}
		j := p.m.tokEnd
		for skipped := 0; j < len(toks) && skipped < 2 && (toks[j].Text == "," || toks[j].Text == "on"); skipped++ {
			j++
		}
		if j >= len(toks) {
			continue
		}
		if starts[toks[j].Start] {
			return k
		}
	}
	return -1
}

// naturalFeature: a rainforest, river or mountain range may span countries,
// so no dateline puts it inside one.
func naturalFeature(m mention) bool {
	if m.gaz != nil && (m.gaz.Kind == "water" || m.gaz.Kind == "landform") {
		return true
	}
	// "Darien Gap", "Mount Semeru": a landform written with its kind in its name.
	if f := strings.Fields(fold(m.entity.Name)); len(f) > 1 {
		switch f[0] {
		case "mount", "mt", "river", "gulf", "strait":
			return true
		}
		// (a valley or a lake is written inside its district or town:
		// "Kalam, Swat valley, Pakistan")
		switch f[len(f)-1] {
		case "gap", "river", "mountains", "desert", "sea", "forest", "rainforest", "strait", "gulf", "peninsula", "reservoir":
			return true
		}
	}
	switch m.generic {
	case "rainforest", "forest", "river", "mountains", "range", "desert", "sea":
		return true
	}
	return false
}

// legislation reports whether a name is a law or bill ("Finance Bill").
func legislation(name string) bool {
	f := strings.Fields(fold(name))
	if len(f) < 2 {
		return false
	}
	switch f[len(f)-1] {
	case "bill", "act", "law", "amendment", "treaty", "accord", "accords", "agreement":
		return true
	}
	return false
}

// settlement reports whether e is a town, a province or a country, which
// a street holds none of.
func settlement(e *gazEntry) bool {
	return e != nil && (e.Kind == "city" || e.Kind == "town" || e.Kind == "province" || e.Kind == "country")
}

// afterOpeningDate reports whether the tokens before k are a date that
// opens the text and a comma: dpa's "10.01.2015, " before its dateline.
func afterOpeningDate(toks []token, dates []dateMention, k int) bool {
	if k < 2 || toks[k-1].Text != "," {
		return false
	}
	for _, t := range toks[:k-1] {
		if !inDateMention(dates, t) {
			return false
		}
	}
	return true
}

// waterName reports whether a place is a lake or a river: the gazetteer
// says so, or its name does ("Lake Issyk-Kul", "Issyk-Kul lake").
func waterName(pl placeRef) bool {
	if pl.m.gaz != nil && pl.m.gaz.Kind == "water" {
		return true
	}
	if pl.m.generic == "lake" || pl.m.generic == "river" {
		return true
	}
	words := strings.Fields(pl.name)
	return len(words) > 1 && (words[0] == "Lake" || lastWord(pl.name) == "River" || lastWord(pl.name) == "Channel")
}
