package extract

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/jdkato/prose/v2"

	"github.com/kg-archive/kg/schema"
)

type config struct {
	textLimit  int
	proseLimit int
	useProse   bool
}

// Option configures an Extractor.
type Option func(*config)

// WithTextLimit bounds how many bytes of a caption body are analysed; the
// rest is ignored so that a runaway input cannot stall a whole run.
func WithTextLimit(n int) Option {
	return func(c *config) {
		if n > 0 {
			c.textLimit = n
		}
	}
}

// WithProseLimit bounds how many bytes of a caption body are given to the
// prose tagger, by far the slowest step.
func WithProseLimit(n int) Option {
	return func(c *config) {
		if n > 0 {
			c.proseLimit = n
		}
	}
}

// WithoutProse turns the statistical tagger off: names are typed by the
// gazetteers and context rules alone. Faster, a little less accurate.
func WithoutProse() Option {
	return func(c *config) { c.useProse = false }
}

// Extractor turns captions into records. It holds read-only data only, so
// one Extractor serves any number of goroutines.
type Extractor struct {
	cfg   config
	gaz   *gazetteer
	model *prose.Model
}

var (
	gazOnce sync.Once
	gazVal  *gazetteer
	gazErr  error
)

// sharedGazetteer loads the embedded data once per process; it never changes.
func sharedGazetteer() (*gazetteer, error) {
	gazOnce.Do(func() { gazVal, gazErr = loadGazetteer() })
	return gazVal, gazErr
}

// New loads the gazetteers and prose's model once; the model is shared by
// every Extract call (prose only reads it while tagging).
func New(opts ...Option) (*Extractor, error) {
	cfg := config{textLimit: 64 << 10, proseLimit: 8 << 10, useProse: true}
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	g, err := sharedGazetteer()
	if err != nil {
		return nil, fmt.Errorf("load gazetteer: %w", err)
	}
	x := &Extractor{cfg: cfg, gaz: g}
	if cfg.useProse {
		m, err := loadModel()
		if err != nil {
			return nil, err
		}
		x.model = m
	}
	return x, nil
}

func loadModel() (m *prose.Model, err error) {
	defer func() {
		// prose panics on a corrupt embedded asset instead of returning an error.
		if r := recover(); r != nil {
			err = fmt.Errorf("load prose model: %v", r)
		}
	}()
	return prose.ModelFromData("kg-en"), nil
}

// proseHints is what the statistical tagger says about each word.
type proseHints struct {
	tag   map[string]string // word -> part-of-speech tag
	label map[string]string // word -> PERSON, GPE, ORGANIZATION, ...
}

func (x *Extractor) hints(text string) (h proseHints) {
	h = proseHints{tag: map[string]string{}, label: map[string]string{}}
	if x.model == nil || text == "" {
		return h
	}
	defer func() {
		// A tagger failure costs us its hints, never the record.
		if recover() != nil {
			h = proseHints{tag: map[string]string{}, label: map[string]string{}}
		}
	}()
	doc, err := prose.NewDocument(text, prose.UsingModel(x.model), prose.WithSegmentation(false))
	if err != nil {
		return h
	}
	for _, t := range doc.Tokens() {
		if _, ok := h.tag[t.Text]; !ok {
			h.tag[t.Text] = t.Tag
		}
		if t.Label != "" && t.Label != "O" {
			if _, ok := h.label[t.Text]; !ok {
				if i := strings.IndexByte(t.Label, '-'); i >= 0 {
					h.label[t.Text] = t.Label[i+1:]
				}
			}
		}
	}
	return h
}

// cutAt returns s[:n] shortened to a rune boundary.
func cutAt(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// Extract reads one caption. It never panics and always returns a record
// whose ID, Text and Props are the caption's own.
func (x *Extractor) Extract(c schema.Caption) schema.Record {
	rec := schema.Record{
		ID: c.ID, Text: c.Text, Props: c.Props,
		Entities: []schema.Entity{}, Photographers: []string{}, Agencies: []string{}, PartOf: [][2]string{},
	}
	text := c.Text
	if !utf8.ValidString(text) {
		text = strings.ToValidUTF8(text, "\uFFFD")
	}
	// "APRIL 15: (FOR EDITORIAL USE ONLY) Lisa ...": a note in brackets
	// inside the text is blanked, not taken for the notes that end it
	text = blankMatches(reBracketNote, text)
	body := text
	// The credit sits at the end; look only at the tail of a huge caption.
	tailStart := 0
	if len(text) > 4096 {
		tailStart = len(text) - 4096
		for tailStart < len(text) && !utf8.RuneStart(text[tailStart]) {
			tailStart++
		}
	}
	credit, hasCredit := x.gaz.findCredit(text[tailStart:], false)
	if hasCredit && credit.BodyStart > 0 && tailStart > 0 {
		hasCredit = false // the tail of a huge caption has no opening credit
	}
	if hasCredit {
		credit.Start += tailStart
		// A credit that opens the caption is blanked, so offsets into
		// the text still hold
		body = strings.Repeat(" ", credit.BodyStart) + text[credit.BodyStart:credit.Start]
		rec.Credit = credit.Text
	}
	if i := editorsNoteStart(body); i > 0 {
		body = body[:i] // "... ATTENTION EDITORS - THIS IMAGE HAS BEEN SUPPLIED ..."
	}
	body = cutAt(body, x.cfg.textLimit)
	// "PA Photo. ... See PA story MEMORIAL Bombings.": PA's label and its
	// pointer to its story's slug, blanked so offsets into the text still hold
	body = blankMatches(rePAStory, body)

	var ents entitySet
	a := x.analyse(body)
	for _, m := range a.mentions {
		ref := m.gaz
		if keepsGeneric(m) {
			ref = nil // "Jenin refugee camp" is not the city of Jenin
		}
		if m.gaz == nil && m.entity.Type == schema.Place && ents.joinAlias(m.entity, namesCamp) {
			// "the Sabra and Shatila camps" after "the Shatila refugee
			// camp": a camp goes by its bare name (but "Banjska monastery"
			// stands in the village of Banjska)
			continue
		}
		ents.add(m.entity, m.pos, m.score, ref)
	}
	// Chinese, Japanese, Arabic, Thai and Korean names, and datelines in
	// other scripts without capitals, which the token runs cannot read
	scriptPlaces := map[string]bool{}
	var personSpans [][2]int // a country's name inside a person's is his: "ישראל כ\"ץ"
	for _, read := range []func(string) ([]scriptName, [][2]string){hanPlaces, x.gaz.arabicNames, thaiPlaces, koreanNames, caselessDateline, southAsianNames, x.gaz.titledPersons, burmeseNames, ethiopicPlaces, indicPlaces, x.gaz.scriptPlaceNames, x.gaz.georgianPlaces} {
		names, pairs := read(body)
		for _, n := range names {
			if n.entity.Type == schema.Person && n.pos >= 0 {
				personSpans = append(personSpans, [2]int{n.pos, n.pos + len(n.entity.Name)})
			} else if slices.ContainsFunc(personSpans, func(sp [2]int) bool { return n.pos >= sp[0] && n.pos < sp[1] }) {
				continue
			}
			ents.add(n.entity, n.pos, 5, n.ref)
			if n.entity.Type == schema.Place && len(n.entity.Aliases) > 0 {
				scriptPlaces[n.entity.Name] = true // named with its noun: "မြစ်ကြီးနားမြို့"
			}
		}
		a.partOf = append(a.partOf, pairs...)
	}
	for _, d := range a.dates {
		if (len(d.ISO) == 4 || d.Full || len(d.ISO) == 7) && !d.Yearless {
			ents.add(schema.Entity{Type: schema.Date, Name: d.ISO, Aliases: []string{d.Written}}, d.Start, 10, nil)
		}
	}
	if hasCredit {
		credit = bodyNamedAgencies(credit, a.mentions)
		// "ဓာတ်ပုံ − ကိုဇော်ဝင်း (မြစ်ကြီးနား)": the photographer's town,
		// which the text names with its noun, is no agency
		credit.Agencies = slices.DeleteFunc(credit.Agencies, func(ag string) bool { return scriptPlaces[ag] })
		pos := len(body) + 1
		for _, p := range credit.Photographers {
			e := schema.Entity{Type: schema.Person, Name: p}
			if w := credit.Written[p]; w != "" {
				e.Aliases = []string{w} // "Сергея Кузьмичёва", in the genitive
			}
			ents.add(e, pos, 10, nil)
			rec.Photographers = append(rec.Photographers, p)
			pos++
		}
		for _, ag := range credit.Agencies {
			// The credit's own spelling names the agency ("Anadolu",
			// "ANTARA FOTO"), less a "Photo" ("AFP PHOTO" is AFP);
			// the canonical name is an alias.
			name := ag
			if w := credit.Written[ag]; w != "" {
				name = reTrailingPhoto.ReplaceAllString(w, "")
				if m := reGluedPhotoOfAgency.FindStringSubmatch(name); m != nil {
					name = m[1] // "fotoBERNAMA" is BERNAMA
				}
				if rest, ok := strings.CutPrefix(fold(name), fold(ag)+" "); ok && !agencyNameWords[strings.Fields(rest)[0]] {
					name = ag // "Reuters Con" is Reuters; "Kyodo News" is written out
				}
				if unspaced(name) == unspaced(ag) && strings.Count(name, " ") < strings.Count(ag, " ") || webAddress(name) {
					name = ag // "GettyImages" is Getty Images with a space lost (but "Kurdistan 24" spells Kurdistan24 out), "www.photosport.nz" its site
				}
			}
			e := schema.Entity{Type: schema.Org, Name: name}
			if name != ag {
				e.Aliases = []string{ag}
			}
			var ref *gazEntry
			if g := x.gaz.creditBody(ag); g != nil {
				ref = g
				e.Aliases = mergeAliases(name, e.Aliases, []string{g.Name})
			}
			// "Radio Television du Niger (RTN)" in the text, "RTN" in the
			// credit: an unknown agency may be an alias of the text's body;
			// "the Ministry of Defence" in the text, "MoD" (the UK's) in
			// the credit: a known one of the body the text names without
			// its country
			if ref != nil && ents.joinNamed(x.gaz.unqualified(ref.Name), e) {
				rec.Agencies = append(rec.Agencies, name)
				pos++
				continue
			}
			if ref != nil || !ents.joinAlias(e, nil) {
				ents.add(e, pos, 10, ref)
			}
			rec.Agencies = append(rec.Agencies, name)
			pos++
		}
	}
	if credit.Taken != "" {
		ents.add(schema.Entity{Type: schema.Date, Name: credit.Taken, Aliases: []string{credit.TakenWritten}}, len(body), 10, nil)
	}
	if hasCredit {
		for i, m := range x.noteCountries(text, credit.Start) {
			ents.add(m, len(text)+i, 10, x.gaz.lookupTokens(wordTexts(m.Name)))
		}
	}
	ents.joinVariants(x.gaz)
	rec.Entities = ents.list()
	rec.Photographers = personsOnly(rec.Photographers, rec.Entities)
	rec.Date = a.photoDate
	if rec.Date == "" {
		rec.Date = credit.Taken
	}
	rec.PartOf = placeNames(rec.Entities, a.partOf)
	return rec
}

var reBracketNote = regexp.MustCompile(`\([A-Z ,.-]*EDITORIAL USE[A-Z ,.-]*\)`)

var rePAStory = regexp.MustCompile(`\bSee PA story [^.]*\.|\bPA Photo\.`)

// blankMatches replaces what re matches in s with as many spaces, so byte
// offsets into s still hold.
func blankMatches(re *regexp.Regexp, s string) string {
	return re.ReplaceAllStringFunc(s, func(m string) string { return strings.Repeat(" ", len(m)) })
}

// bodyNamedAgencies moves to the agencies a credited "photographer" that
// the caption names as an organisation: "released by the Inter Services
// Public Relations (ISPR) ... (Photo by ISPR / AFP)". It keeps the credit
// order, the photographer's part coming before the distributor's.
func bodyNamedAgencies(c Credit, ms []mention) Credit {
	var people, orgs []string
	for _, p := range c.Photographers {
		if w := orgForm(p, ms); w != "" {
			orgs = append(orgs, w)
			continue
		}
		people = append(people, p)
	}
	if orgs == nil {
		return c
	}
	c.Photographers = people
	c.Agencies = append(orgs, c.Agencies...)
	return c
}

// orgForm returns how the caption writes the organisation that name
// stands for, or "".
func orgForm(name string, ms []mention) string {
	for _, m := range ms {
		if m.entity.Type != schema.Org {
			continue
		}
		for _, form := range append([]string{m.entity.Name}, m.entity.Aliases...) {
			if fold(form) == fold(name) {
				return form
			}
		}
	}
	return ""
}

// noteCountries finds the countries an editors' note after the credit names:
// "... via REUTERS ATTENTION EDITORS - ... NEW ZEALAND OUT. NO COMMERCIAL OR
// EDITORIAL SALES IN SOUTH KOREA."
func (x *Extractor) noteCountries(text string, creditStart int) []schema.Entity {
	notes := editorsNoteStart(text[creditStart:])
	if notes < 0 {
		return nil
	}
	notes += creditStart
	toks := tokenize(text[notes:])
	var out []schema.Entity
	for i := 0; i < len(toks); {
		found := 0
		for n := 3; n >= 1 && found == 0; n-- {
			if i+n > len(toks) {
				continue
			}
			if e := x.gaz.lookupTokens(texts(toks, i, i+n)); e != nil && e.Kind == "country" && isAllCaps(toks[i].Text) {
				out = append(out, schema.Entity{Type: schema.Place, Name: spanText(text[notes:], toks, i, i+n), Aliases: []string{e.Name}, CountryCode: e.Country})
				found = n
			}
		}
		i += max(found, 1)
	}
	return out
}

// placeNames writes each place of a part_of pair as the name its entity
// ended up with ("LAHAINA" in the dateline is the entity Lahaina).
func placeNames(ents []schema.Entity, pairs [][2]string) [][2]string {
	byKey := map[string]string{}
	for _, aliases := range []bool{false, true} {
		// names before aliases: "Jenin" is the city, though the camp
		// lists it as an alias
		for _, e := range ents {
			if e.Type != schema.Place {
				continue
			}
			names := []string{e.Name}
			if aliases {
				names = e.Aliases
			}
			for _, n := range names {
				if _, ok := byKey[entityKey(n)]; !ok {
					byKey[entityKey(n)] = e.Name
				}
			}
		}
	}
	out := make([][2]string, 0, len(pairs))
	seen := map[[2]string]bool{}
	for _, p := range pairs {
		known := true
		for i := range p {
			n, ok := byKey[entityKey(p[i])]
			p[i], known = n, known && ok
		}
		// (a place whose name another type won, "the Mangueira samba
		// school" beside "the Mangueira favela", nests nothing)
		if known && p[0] != p[1] && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// agencyNameWords continue an agency's short name into its full one.
var agencyNameWords = map[string]bool{"news": true, "press": true, "agency": true, "archive": true}

// reTrailingPhoto: "AFP PHOTO", "AP Photo", "DH File Photo" and "Photo ITAR-TASS" credit
// the agency AFP, AP, DH or ITAR-TASS, and "CUARTOSCURO.COM" credits Cuartoscuro.
var reTrailingPhoto = regexp.MustCompile(`(?i)(?:\s+file)?\s+(?:` + photoWords + `|image)$|\.(?:com|org|net)$|^(?:photo|foto)\s+`)

// mention is one typed name found in a caption body.
type mention struct {
	entity   schema.Entity
	pos      int     // byte offset, for ordering
	score    float64 // strength of the type evidence
	tokStart int     // first token of the name
	tokEnd   int     // one past its last token, generic words included
	gaz      *gazEntry
	place    *geoPlace // the GeoNames place an unknown name was typed by
	generic  string    // the generic word that followed, e.g. "suburb"
}

// capCtx is what the whole caption tells the typing of each name.
type capCtx struct {
	countries    map[string]bool // ISO codes of the countries the caption names
	sports       bool            // the caption reports a match: "X City" is a club
	french       bool            // the body is in French
	dutch        bool            // the body is in Dutch or Frisian
	indonesian   bool            // the body is in Indonesian or Malay
	romance      bool            // the body is in Spanish or Portuguese
	scandinavian bool            // the body is in Norwegian, Swedish or Danish
	slavic       bool            // the body is in Slovak, Czech or Polish
	finnish      bool            // the body is in Finnish
	lithuanian   bool            // the body is in Lithuanian
	ukrainian    bool            // the body is in Ukrainian: its letters, none only Russian or Belarusian writes
	vietnamese   bool            // the body is in Vietnamese
	luganda      bool            // the body writes Luganda's or Kirundi's elided locatives ("y'e Kamuli", "b'i Gishora")
	openVowels   bool            // the body writes "ɛ" and "ɔ" (Krio, Lingala, Twi), whose "na" puts a place after it
	foreign      bool            // the body is in a language other than English
	dates        []dateMention   // the dates as the body writes them (no dateline's borrowed year)
	storms       map[string]bool // the names the body writes after a storm's word ("Hurricane Irma")

	// prose's tagger is most of the cost of extraction, and its hints decide
	// only close calls, so it runs on the first question that needs it.
	tagText  func() proseHints
	hints    proseHints
	hintsSet bool
}

func (c *capCtx) proseHints() proseHints {
	if !c.hintsSet {
		c.hintsSet = true
		if c.tagText != nil {
			c.hints = c.tagText()
		}
	}
	return c.hints
}

// tag is prose's part-of-speech tag for a word, "" when it has none.
func (c *capCtx) tag(w string) string { return c.proseHints().tag[w] }

// label is prose's entity label for a word (PERSON, GPE, ORGANIZATION, ...).
func (c *capCtx) label(w string) string { return c.proseHints().label[w] }

// entitySet merges mentions into one entity per referent.
type entitySet struct {
	items []entityItem
	index map[string][]int  // folded name -> items with that name
	refs  map[*gazEntry]int // gazetteer entry -> its item
}

type entityItem struct {
	e     schema.Entity
	pos   int
	score float64
}

// add puts e into the set. It joins an entity already there of the same
// name, or of the same gazetteer entry (ref, nil when unknown): "Korean
// Central News Agency (KCNA)" in the text and "KCNA" in the credit are one
// organisation, named by its fullest spelling.
// otherBody reports whether the known agency ref is another body than the
// entity whose acronym it shares: the agency AFP credited under a caption
// about the "Armed Forces of the Philippines (AFP)".
func otherBody(e schema.Entity, ref *gazEntry) bool {
	if ref == nil || ref.Kind != "agency" || e.Type != schema.Org || !strings.Contains(e.Name, " ") {
		return false
	}
	for _, f := range append([]string{ref.Name}, ref.Forms...) {
		if entityKey(f) == entityKey(e.Name) {
			return false
		}
	}
	initials := ""
	for _, w := range strings.Fields(e.Name) {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
			initials += string(r)
		}
	}
	return initials == ref.Name
}

func (s *entitySet) add(e schema.Entity, pos int, score float64, ref *gazEntry) {
	if e.Name == "" || !e.Type.Valid() {
		return
	}
	if s.index == nil {
		s.index = map[string][]int{}
		s.refs = map[*gazEntry]int{}
	}
	key := entityKey(e.Name)
	at := -1
	if i, ok := s.refs[ref]; ok && ref != nil && s.items[i].e.Type == e.Type && !otherBody(s.items[i].e, ref) {
		at = i
	} else if same := s.index[key]; len(same) > 0 && !otherBody(s.items[same[0]].e, ref) {
		at = same[0]
	}
	if at < 0 {
		e.Aliases = mergeAliases(e.Name, nil, e.Aliases)
		at = len(s.items)
		s.index[key] = append(s.index[key], at)
		s.items = append(s.items, entityItem{e: e, pos: pos, score: score})
		if ref != nil {
			s.refs[ref] = at
		}
		return
	}
	if _, ok := s.refs[ref]; ref != nil && !ok {
		s.refs[ref] = at
	}
	it := &s.items[at]
	if it.e.Type != e.Type {
		if e.Type == schema.Date || it.e.Type == schema.Date {
			// a date and a name never merge; keep both
			s.index[key] = append(s.index[key], len(s.items))
			s.items = append(s.items, entityItem{e: e, pos: pos, score: score})
			return
		}
		// one name, two types: the stronger evidence wins
		if score > it.score {
			it.e.Type = e.Type
			it.score = score
		}
	}
	more := append([]string{e.Name}, e.Aliases...)
	if entityKey(it.e.Name) != key && spellingRank(e.Name) > spellingRank(it.e.Name) ||
		isAllCaps(it.e.Name) && !isAllCaps(e.Name) && entityKey(it.e.Name) == key {
		// "PARADISE, CA" in the dateline, "Paradise" in the text
		more = append([]string{it.e.Name}, it.e.Aliases...)
		it.e.Name = e.Name
		it.e.Aliases = nil
		more = append(more, e.Aliases...)
	}
	if entityKey(it.e.Name) != key {
		s.index[key] = append(s.index[key], at)
	}
	it.e.Aliases = mergeAliases(it.e.Name, it.e.Aliases, more)
	if it.e.CountryCode == "" {
		it.e.CountryCode = e.CountryCode
	}
	if it.e.GeoNamesID == 0 && it.e.Latitude == 0 && (e.GeoNamesID != 0 || e.Latitude != 0) {
		it.e.GeoNamesID, it.e.Latitude, it.e.Longitude = e.GeoNamesID, e.Latitude, e.Longitude
	}
}

// joinNamed adds e's names to the entity of its type called name, and
// reports whether there was one.
func (s *entitySet) joinNamed(name string, e schema.Entity) bool {
	if name == "" {
		return false
	}
	for _, i := range s.index[entityKey(name)] {
		if it := &s.items[i]; it.e.Type == e.Type {
			it.e.Aliases = mergeAliases(it.e.Name, it.e.Aliases, append([]string{e.Name}, e.Aliases...))
			return true
		}
	}
	return false
}

// unqualified returns a body's name less the country that opens it ("UK
// Ministry of Defence" -> "Ministry of Defence"), or "".
func (g *gazetteer) unqualified(name string) string {
	first, rest, ok := strings.Cut(name, " ")
	if !ok {
		return ""
	}
	if e := g.lookupTokens([]string{first}); e != nil && e.Kind == "country" || g.demonyms[first] {
		return rest
	}
	return ""
}

// joinAlias adds e's names to an entity of its type that already lists
// e's name as an alias and that only accepts (any, when only is nil), and
// reports whether there was one.
func (s *entitySet) joinAlias(e schema.Entity, only func(schema.Entity) bool) bool {
	k := fold(e.Name)
	for i := range s.items {
		it := &s.items[i]
		if it.e.Type != e.Type || only != nil && !only(it.e) {
			continue
		}
		for _, a := range it.e.Aliases {
			if fold(a) == k {
				it.e.Aliases = mergeAliases(it.e.Name, it.e.Aliases, e.Aliases)
				return true
			}
		}
	}
	return false
}

// namesCamp: "the Shatila refugee camp", "Yarmouk camp".
func namesCamp(e schema.Entity) bool {
	return strings.HasSuffix(strings.ToLower(e.Name), " camp")
}

// entityKey folds a name so that one referent written with and without an
// inner possessive ("Prime Minister's Media Office" in the text, "Prime
// Minister Media Office" in the credit) is one entity.
func entityKey(name string) string {
	key := strings.ReplaceAll(fold(name), "'s ", " ")
	if rest, ok := unShort(key); ok {
		return "united nations " + rest // "UN Mission in Colombia"
	}
	return key
}

// unShort cuts the "UN" or "U.N." that opens a folded name.
func unShort(folded string) (string, bool) {
	for _, un := range []string{"un ", "u.n. "} {
		if rest, ok := strings.CutPrefix(folded, un); ok {
			return rest, true
		}
	}
	return "", false
}

func mergeAliases(name string, have, more []string) []string {
	out := have
	seen := map[string]bool{fold(name): true}
	for _, a := range have {
		seen[fold(a)] = true
	}
	for _, a := range more {
		a = collapseSpace(a)
		if a == "" || seen[fold(a)] {
			continue
		}
		seen[fold(a)] = true
		out = append(out, a)
	}
	return out
}

func containsExact(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// personsOnly keeps the photographers that are people in the record: a
// credited name the caption also uses for a place or body is not one.
func personsOnly(names []string, ents []schema.Entity) []string {
	people := entityNames(schema.Person, ents)
	out := names[:0]
	for _, n := range names {
		// "ROHIT SRIVASTAVA/AFP" credits the "Rohit SRIVASTAVA" of the
		// text: the photographer is named as the entity is
		if name, ok := people[fold(n)]; ok {
			out = append(out, name)
		}
	}
	return out
}

// entityNames maps the folded name and aliases of each entity of type t to
// the entity's name.
func entityNames(t schema.EntityType, ents []schema.Entity) map[string]string {
	byFold := map[string]string{}
	for _, e := range ents {
		if e.Type == t {
			byFold[fold(e.Name)] = e.Name
			for _, a := range e.Aliases {
				byFold[fold(a)] = e.Name
			}
		}
	}
	return byFold
}

// joinVariants makes one organisation of two spellings in one caption:
// "Congress" and "the Congress of Peru", "Al-Qassam Brigades" and "Izz
// el-Deen al-Qassam Brigades", "Armenian Defence Ministry" and "Armenian
// Ministry of Defence". The longer spelling names it. A place written
// with and without its generic is one place too.
func (s *entitySet) joinVariants(g *gazetteer) {
	places := map[string]bool{}
	for _, it := range s.items {
		if it.e.Type == schema.Place {
			places[fold(it.e.Name)] = true
		}
	}
	gone := map[int]bool{}
	for i := range s.items {
		for j := range s.items {
			keep, drop := &s.items[i], &s.items[j]
			if i == j || gone[i] || gone[j] || keep.e.Type != drop.e.Type {
				continue
			}
			switch keep.e.Type {
			case schema.Org:
				if !g.orgSpelling(drop.e, keep.e, places) {
					continue
				}
			case schema.Place:
				// "Hebei" and "north China's Hebei Province": the canonical
				// name drops the generic; "Alpe d'Huez" drops its article
				rest, ok := strings.CutPrefix(fold(drop.e.Name), fold(keep.e.Name)+" ")
				lead, led := strings.CutSuffix(fold(drop.e.Name), " "+fold(keep.e.Name))
				// ("Kibbutz Kfar Aza" and "Kfar Aza": a settlement's generic
				// may open its name)
				if !(ok && areaGenerics[rest] || led && settlementLeads[lead] || fold(drop.e.Name) == "l'"+fold(keep.e.Name)) {
					continue
				}
			default:
				continue
			}
			keep.e.Aliases = mergeAliases(keep.e.Name, keep.e.Aliases, append([]string{drop.e.Name}, drop.e.Aliases...))
			keep.pos = min(keep.pos, drop.pos)
			gone[j] = true
		}
	}
	if len(gone) == 0 {
		return
	}
	kept := s.items[:0]
	for i, it := range s.items {
		if !gone[i] {
			kept = append(kept, it)
		}
	}
	s.items = kept
}

// orgSpelling reports whether short is another spelling of the body long
// names, which is the longer or as long.
func (g *gazetteer) orgSpelling(short, long schema.Entity, places map[string]bool) bool {
	return orgVariant(fold(short.Name), fold(long.Name), places) || ownerOfVariant(short, long) ||
		len(long.Name) >= len(short.Name) && g.sameOwnedBodyIn(short, long)
}

// ownerOfVariant: "Azerbaijan's Defence Ministry" (named "Defence
// Ministry") and "Defence Ministry of Azerbaijan" are one body.
func ownerOfVariant(short, long schema.Entity) bool {
	owner, ok := strings.CutPrefix(fold(long.Name), fold(short.Name)+" of ")
	if !ok {
		return false
	}
	for _, a := range short.Aliases {
		if fold(a) == strings.TrimPrefix(owner, "the ")+"'s "+fold(short.Name) {
			return true
		}
	}
	return false
}

// orgVariant reports whether the folded name short is another spelling of
// long: its last word or words ("the Navy" after "the Mexican Navy"), long
// less " of " a place the caption names, or the same ministry with its
// portfolio before or after.
func orgVariant(short, long string, places map[string]bool) bool {
	short, long = strings.TrimPrefix(short, "the "), strings.TrimPrefix(long, "the ")
	if short == long {
		return false
	}
	if head, ok := strings.CutSuffix(long, " "+short); ok {
		// but "the General Staff of the Armed Forces" is a body of the forces
		return !strings.HasSuffix(" "+head, " of") && !strings.HasSuffix(head, " of the") && !strings.HasSuffix(head, " for")
	}
	if rest, ok := strings.CutPrefix(long, short+" of "); ok && places[strings.TrimPrefix(rest, "the ")] {
		return true
	}
	return ministryKey(short) == ministryKey(long)
}

// sameOwnedBody: "Azerbaijani Prosecutor General's Office" and "Azerbaijan's
// Prosecutor General's Office", one country's body written with its
// demonym and with its name.
func (g *gazetteer) sameOwnedBody(a, b string) bool {
	ca, ra, okA := g.ownerCountry(a)
	cb, rb, okB := g.ownerCountry(b)
	return okA && okB && ca == cb && bodyKey(ra) == bodyKey(rb) && a != b
}

// sameOwnedBodyIn applies sameOwnedBody to every name of a and b:
// "Georgia's Interior Ministry" is named "Interior Ministry".
func (g *gazetteer) sameOwnedBodyIn(a, b schema.Entity) bool {
	for _, x := range append([]string{a.Name}, a.Aliases...) {
		for _, y := range append([]string{b.Name}, b.Aliases...) {
			if g.sameOwnedBody(x, y) {
				return true
			}
		}
	}
	return false
}

// bodyKey writes a body's name so that "Ministry of Internal Affairs",
// "Interior Ministry" and "Ministry of the Interior" are one.
func bodyKey(name string) string {
	key := " " + fold(name) + " "
	for _, r := range [][2]string{{" of the ", " of "}, {" internal affairs ", " interior "}, {" home affairs ", " interior "},
		{" national defence ", " defence "}, {" national defense ", " defence "}, {" defense ", " defence "}, {" foreign affairs ", " foreign "}} {
		key = strings.ReplaceAll(key, r[0], r[1])
	}
	return ministryKey(strings.TrimSpace(key))
}

// ownerCountry splits "Azerbaijan's X", "Azerbaijani X" or "SRI LANKA X"
// into the country's ISO code and X.
func (g *gazetteer) ownerCountry(name string) (string, string, bool) {
	// "Ministry of Defence of Azerbaijan": the owner after the body
	if k := strings.LastIndex(name, " of "); k > 0 {
		owner := strings.TrimPrefix(name[k+4:], "the ")
		if e := g.lookupTokens(strings.Fields(owner)); e != nil && e.Kind == "country" && strings.Contains(name[:k], " ") {
			return e.Country, name[:k], true
		}
	}
	words := strings.Fields(name)
	for n := 1; n <= 3 && n < len(words); n++ {
		owner := words[:n]
		if isAllCaps(strings.Join(owner, "")) {
			owner = strings.Fields(titleCase(strings.Join(owner, " ")))
		}
		rest := strings.Join(words[n:], " ")
		if c := g.demonymCountry[strings.Join(owner, " ")]; c != "" {
			return c, rest, true
		}
		last := len(owner) - 1
		owner = append(owner[:last:last], strings.TrimSuffix(strings.TrimSuffix(owner[last], "'s"), "’s"))
		if e := g.lookupTokens(owner); e != nil && e.Kind == "country" {
			return e.Country, rest, true
		}
	}
	return "", "", false
}

// ministryKey writes "X ministry of Y" as "X Y ministry".
func ministryKey(name string) string {
	before, after, ok := strings.Cut(name, "ministry of ")
	if !ok || after == "" {
		return name
	}
	return before + after + " ministry"
}

func (s *entitySet) list() []schema.Entity {
	items := append([]entityItem(nil), s.items...)
	sort.SliceStable(items, func(i, j int) bool { return items[i].pos < items[j].pos })
	out := make([]schema.Entity, 0, len(items))
	for _, it := range items {
		out = append(out, it.e)
	}
	return out
}

// unspaced folds s and drops its spaces, so spellings that differ only in
// spacing compare equal.
func unspaced(s string) string { return strings.ReplaceAll(fold(s), " ", "") }
