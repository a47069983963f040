package extract

import (
	"bytes"
	"compress/gzip"
	"embed"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/kg-archive/kg/extract/internal/namekey"
)

//go:embed data/geonames
var geonamesFS embed.FS

// geoPlace is one GeoNames populated place (1,000 people or more) or
// first-level administrative area (Code "ADM1", no id or coordinates).
type geoPlace struct {
	ID       int
	Name     string
	Country  string
	Admin1   string
	Code     string // GeoNames feature code: PPLC, PPLA, PPL, PPLX, ... or ADM1
	Pop      int
	Lat, Lon float64
}

func (p geoPlace) admin() bool { return p.Code == "ADM1" }

// divisionArea reports whether name before "Division" is an area of
// Myanmar or Bangladesh, whose regions are (or were) called divisions, or
// a first-level area elsewhere.
func (g *gazetteer) divisionArea(name string) bool {
	for _, p := range g.geoLookup(name) {
		if p.admin() || p.Country == "MM" || p.Country == "BD" {
			return true
		}
	}
	return false
}

// sizeable: a town of 50,000 people or more, whose name news writes
// loosely and rarely gives a person.
func (p geoPlace) sizeable() bool { return !p.admin() && p.Pop >= 50000 }

// cityNamed reports whether GeoNames knows name as a sizeable town.
func (g *gazetteer) cityNamed(name string) bool {
	return slices.ContainsFunc(g.geoLookup(name), geoPlace.sizeable)
}

// adminArea reports whether GeoNames knows name as a first-level area.
func (g *gazetteer) adminArea(name string) bool {
	for _, p := range g.geoLookup(name) {
		if p.admin() {
			return true
		}
	}
	return false
}

// adminPlace is the first-level area GeoNames knows by name in country.
func (g *gazetteer) adminPlace(name, country string) (geoPlace, bool) {
	for _, p := range g.geoLookup(name) {
		if p.admin() && p.Country == country {
			return p, true
		}
	}
	return geoPlace{}, false
}

// kind maps a GeoNames record onto the gazetteer's place kinds, which the
// nesting rules rank.
func (p geoPlace) kind() string {
	switch {
	case p.admin():
		return "province"
	case p.Code == "PPLX":
		return "district"
	case p.Code == "PPLC" || p.Pop >= 100000:
		return "city"
	}
	return "town"
}

// geoTable is the embedded GeoNames table kept as one string of lines
// sorted by key, with the offset of each line: loading it is one
// decompression (of eight parts, in parallel) and one scan for newlines,
// and a lookup is a binary search that parses only the lines it returns.
type geoTable struct {
	blob   string
	offs   []uint32
	admin1 []string // first-level area names, by the line number rows refer to
}

func loadGeoTable(fsys embed.FS) (*geoTable, error) {
	names, err := fs.Glob(fsys, "data/geonames/part-*.tsv.gz")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("geonames table: no parts (%v)", err)
	}
	sort.Slice(names, func(i, j int) bool { return partNumber(names[i]) < partNumber(names[j]) })
	parts := make([][]byte, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			parts[i], errs[i] = gunzipFile(fsys, name)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	t := &geoTable{blob: string(bytes.Join(parts, nil))}
	t.offs = make([]uint32, 0, len(t.blob)/45)
	for off := 0; off < len(t.blob); {
		t.offs = append(t.offs, uint32(off))
		i := strings.IndexByte(t.blob[off:], '\n')
		if i < 0 {
			break
		}
		off += i + 1
	}
	admin, err := fsys.ReadFile("data/geonames/admin1.txt")
	if err != nil {
		return nil, fmt.Errorf("geonames admin names: %w", err)
	}
	t.admin1 = strings.Split(string(admin), "\n")
	return t, nil
}

func partNumber(name string) int {
	n, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "part-"), ".tsv.gz"))
	return n
}

func gunzipFile(fsys embed.FS, name string) ([]byte, error) {
	gz, err := fsys.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", name, err)
	}
	var buf bytes.Buffer
	buf.Grow(len(gz) * 3)
	if _, err := io.Copy(&buf, zr); err != nil {
		return nil, fmt.Errorf("read %s: %w", name, err)
	}
	b := buf.Bytes()
	if len(b) > 0 && b[len(b)-1] != '\n' {
		b = append(b, '\n')
	}
	return b, nil
}

func (t *geoTable) key(i int) string {
	s := t.blob[t.offs[i]:]
	if j := strings.IndexByte(s, '\t'); j >= 0 {
		return s[:j]
	}
	return s
}

func (t *geoTable) line(i int) string {
	s := t.blob[t.offs[i]:]
	if j := strings.IndexByte(s, '\n'); j >= 0 {
		return s[:j]
	}
	return s
}

// lookup returns the places whose folded name is key, most populous first.
func (t *geoTable) lookup(key string) []geoPlace {
	if t == nil || key == "" {
		return nil
	}
	i := sort.Search(len(t.offs), func(i int) bool { return t.key(i) >= key })
	var out []geoPlace
	for ; i < len(t.offs) && t.key(i) == key; i++ {
		if p, ok := t.parseLine(t.line(i)); ok {
			out = append(out, p)
		}
	}
	return out
}

// has reports whether any place has the folded name key.
func (t *geoTable) has(key string) bool {
	if t == nil || key == "" {
		return false
	}
	i := sort.Search(len(t.offs), func(i int) bool { return t.key(i) >= key })
	return i < len(t.offs) && t.key(i) == key
}

var featureCodes = map[string]string{"D": "ADM1", "C": "PPLC", "A": "PPLA", "X": "PPLX", "P": "PPL"}

func (t *geoTable) parseLine(line string) (geoPlace, bool) {
	var f [9]string
	for k := 0; k < 8; k++ {
		j := strings.IndexByte(line, '\t')
		if j < 0 {
			return geoPlace{}, false
		}
		f[k], line = line[:j], line[j+1:]
	}
	f[8] = line
	p := geoPlace{Name: f[1], Country: f[3], Code: featureCodes[f[5]]}
	if i, err := strconv.Atoi(f[4]); err == nil && i >= 0 && i < len(t.admin1) {
		p.Admin1 = t.admin1[i]
	}
	if p.Name == "" {
		p.Name = upperWords(f[0])
	}
	p.ID, _ = strconv.Atoi(f[2])
	p.Pop, _ = strconv.Atoi(f[6])
	p.Lat, _ = strconv.ParseFloat(f[7], 64)
	p.Lon, _ = strconv.ParseFloat(f[8], 64)
	return p, true
}

// upperWords restores the capitals of a key that the generator left out
// because the name was the key but for case.
func upperWords(s string) string {
	b := []byte(s)
	start := true
	for i, c := range b {
		if start && c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
		start = c == ' ' || c == '-'
	}
	return string(b)
}

// geoLookup finds the GeoNames places a written name may denote, trying the
// name as written, without apostrophes, and with hyphens for its spaces.
func (g *gazetteer) geoLookup(name string) []geoPlace {
	if g.geo == nil {
		return nil
	}
	k := namekey.Fold(name)
	if ps := g.geo.lookup(k); ps != nil {
		return ps
	}
	if b := strings.ReplaceAll(k, "'", ""); b != k {
		if ps := g.geo.lookup(b); ps != nil {
			return ps
		}
		return g.geo.lookup(strings.ReplaceAll(k, "'", " ")) // "Birni N'Konni", GeoNames' "Birni N Konni"
	}
	if h := strings.ReplaceAll(k, " ", "-"); h != k {
		// "Targu Mures": news drops the hyphens of a city's name,
		// "Târgu-Mureş" (but not of a smaller town's or an area's: "South
		// West State" is not Cameroon's "South-West")
		var cities []geoPlace
		for _, p := range g.geo.lookup(h) {
			if p.sizeable() {
				cities = append(cities, p)
			}
		}
		if cities != nil {
			return cities
		}
	}
	if d := strings.ReplaceAll(k, "đ", "d"); d != k {
		// "Đà Nẵng": Vietnamese's barred d has no accent to fold away,
		// and GeoNames writes most such towns with a plain one
		if ps := g.geo.lookup(d); ps != nil {
			return ps
		}
	}
	if strings.ContainsAny(name, "əƏ") {
		// "Gəncə", "Şəki": GeoNames spells Azerbaijan's towns in English's
		// letters, Ganja, Shaki
		if ps := g.geo.lookup(namekey.Fold(azerbaijaniLatin.Replace(name))); ps != nil {
			return ps
		}
	}
	for _, latin := range transliterations(name) {
		// "Варна", "Пловдив", "Махачкала": GeoNames spells its towns in
		// the Latin alphabet
		if ps := g.geo.lookup(namekey.Fold(latin)); ps != nil {
			return ps
		}
	}
	return nil
}

// cyrillicLatin spells the Cyrillic letters as Bulgarian's and Russian's
// usual romanisations agree on; cyrillicVariants holds the letters they
// spell apart, Bulgarian's way first ("Харманли" Harmanli, "Махачкала"
// Makhachkala).
var (
	cyrillicLatin = map[rune]string{
		'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ж': "zh", 'з': "z", 'и': "i", 'й': "y",
		'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t", 'у': "u",
		'ф': "f", 'ц': "ts", 'ч': "ch", 'ш': "sh", 'ю': "yu", 'я': "ya", 'ы': "y", 'э': "e", 'ё': "yo",
		'є': "ye", 'і': "i", 'ї': "yi", 'ґ': "g", 'ь': "",
		'ј': "j", 'љ': "lj", 'њ': "nj", 'џ': "dz", 'ђ': "dj", 'ћ': "c", 'ѓ': "gj", 'ќ': "kj", 'ѕ': "dz",
		'ӣ': "i", 'ӯ': "u", 'ҳ': "h", 'ҷ': "j", 'ў': "w", // Tajik's letters, Belarusian's short u
		'ү': "u", 'ө': "o", 'ң': "ng", // Kyrgyz's
		'ә': "a", 'ұ': "u", 'һ': "h", // Kazakh's
	}
	// southSlavicLatin spells the letters Serbian's and Macedonian's Latin
	// alphabets write with a háček, whose GeoNames keys have lost it
	// ("Чачак" Cacak, "Штип" Stip)
	southSlavicLatin = map[rune]string{'ч': "c", 'ш': "s", 'ж': "z", 'ц': "c", 'х': "h", 'ѓ': "g", 'ќ': "k"}
	// ukrainianLatin spells the letters Ukraine's official romanisation
	// spells apart from Russian's
	ukrainianLatin   = map[rune]string{'г': "h", 'и': "y", 'х': "kh", 'щ': "shch", 'ї': "i", 'є': "ie"}
	cyrillicVariants = map[rune][2]string{
		'х': {"h", "kh"}, 'щ': {"sht", "shch"}, 'ъ': {"a", ""},
		'қ': {"q", "k"}, 'ғ': {"gh", "g"}, // Tajik's way, then Kazakh's ("Қарағанды" Karagandy)
	}
)

// azerbaijaniLatin spells the letters of Azerbaijan's Latin alphabet as
// GeoNames' English names of its towns do; "q" and "x" stay ("Qax").
var azerbaijaniLatin = strings.NewReplacer("ə", "a", "Ə", "A", "c", "j", "C", "J", "ş", "sh", "Ş", "Sh", "ç", "ch", "Ç", "Ch", "ğ", "gh", "ı", "i", "İ", "I")

// cyrillic reports whether s holds a Cyrillic letter.
func cyrillic(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r >= 0x400 && r <= 0x4FF })
}

// transliterations are a Cyrillic name's Latin spellings, Bulgarian's,
// Russian's and Serbian's, and Ukrainian's for a name with a letter only
// Ukrainian writes ("Чернігів" Chernihiv); a Greek or an Armenian name's;
// or none for a name in another script.
func transliterations(name string) []string {
	if greek(name) {
		return greekTransliterations(name)
	}
	if armenian(name) {
		return armenianTransliterations(name)
	}
	if !cyrillic(name) {
		return nil
	}
	spellings := 3
	if strings.ContainsAny(name, "іїєґІЇЄҐ") {
		spellings = 4
	}
	var out []string
	for v := range spellings {
		var b strings.Builder
		for _, r := range name {
			lr := unicode.ToLower(r)
			s, ok := southSlavicLatin[lr]
			if v == 3 {
				s, ok = ukrainianLatin[lr]
			}
			if v < 2 || !ok {
				s, ok = cyrillicLatin[lr]
			}
			if !ok {
				if pair, ok2 := cyrillicVariants[lr]; ok2 {
					s, ok = pair[min(v, 1)], true
				}
			}
			if !ok {
				b.WriteRune(r)
				continue
			}
			if lr != r && s != "" {
				s = strings.ToUpper(s[:1]) + s[1:]
			}
			b.WriteString(s)
		}
		if !slices.Contains(out, b.String()) {
			out = append(out, b.String())
		}
	}
	return out
}

// pickGeo chooses among same-named places: one in a country the caption
// names first, then one in the country the curated data expects, then the
// most populous. An area is chosen only when the caption calls it one
// ("Idlib province") or no town has the name.
func pickGeo(ps []geoPlace, countries map[string]bool, want string, area bool) (geoPlace, bool) {
	best, bestScore := geoPlace{}, -1.0
	for _, p := range ps {
		s := float64(p.Pop) / 1e9 // population only breaks ties
		if countries[p.Country] {
			s += 8
		}
		if want != "" && p.Country == want {
			s += 4
		}
		if p.admin() == area {
			s += 2
		}
		if s > bestScore {
			best, bestScore = p, s
		}
	}
	return best, bestScore >= 0
}

// greek reports whether s holds a Greek letter.
func greek(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return r >= 0x370 && r <= 0x3FF || r >= 0x1F00 && r <= 0x1FFF })
}

// greekLatin spell Greek, its accents folded away, as GeoNames spells
// Greece's towns ("Λάρισα" Larisa, "Διδυμότειχο" Didymoteicho,
// "Αλεξανδρούπολη" Alexandroupoli); the second spells the digraphs as
// older romanisations do ("Ναύπλιο" Nafplio, "Μπάρι" Bari, "Χανιά"
// Khania).
var greekLatin = [2]*strings.Replacer{
	strings.NewReplacer(greekPairs("ου", "ou", "αυ", "av", "ευ", "ev", "μπ", "mp", "ντ", "nt", "γγ", "ng", "γκ", "gk", "γχ", "nch")...),
	strings.NewReplacer(greekPairs("ου", "ou", "αυ", "af", "ευ", "ef", "μπ", "b", "ντ", "d", "γγ", "ng", "γκ", "g", "γχ", "nkh", "χ", "kh")...),
}

// greekPairs are the digraphs given, then the single letters.
func greekPairs(digraphs ...string) []string {
	return append(digraphs,
		"α", "a", "β", "v", "γ", "g", "δ", "d", "ε", "e", "ζ", "z", "η", "i", "θ", "th", "ι", "i", "κ", "k", "λ", "l",
		"μ", "m", "ν", "n", "ξ", "x", "ο", "o", "π", "p", "ρ", "r", "σ", "s", "ς", "s", "τ", "t", "υ", "y", "φ", "f",
		"χ", "ch", "ψ", "ps", "ω", "o")
}

// greekTransliterations are a Greek name's Latin spellings.
func greekTransliterations(name string) []string {
	folded := strings.ToLower(namekey.Fold(name))
	var out []string
	for _, r := range greekLatin {
		if l := r.Replace(folded); !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}
