package synth

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/kg-archive/kg/schema"
)

// photographerPool is how many distinct photographers a corpus credits:
// agencies employ far fewer photographers than captions name people, so
// credit names recur much more than subject names.
const photographerPool = 1500

// photographerSalt separates the photographer stream from the caption
// stream of the same seed.
const photographerSalt = 0x9e3779b97f4a7c15

// Generator composes captions for one seed.
type Generator struct {
	seed uint64
}

// New returns the generator of seed's corpus.
func New(seed uint64) *Generator {
	return &Generator{seed: seed}
}

// Caption returns caption i of the corpus. Each caption has its own random
// stream derived from the seed and i, so captions can be made in any order
// or in parallel and still be identical.
func (g *Generator) Caption(i int) schema.Caption {
	c := g.compose(i)
	return schema.Caption{ID: fmt.Sprintf("syn-%07d", i), Text: c.text}
}

// composed is one caption with what went into it, for tests.
type composed struct {
	text   string
	people []string
	credit int
}

func (g *Generator) compose(i int) composed {
	c := &composer{
		r:    rand.New(rand.NewPCG(g.seed, uint64(i))),
		seed: g.seed,
		seen: map[string]bool{},
	}
	text := c.caption()
	return composed{text: text, people: c.people, credit: c.creditStyle}
}

// jsonlCaption is the input shape `kg build` reads.
type jsonlCaption struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// WriteJSONL writes captions 0..n-1 of seed's corpus to w as JSON Lines,
// one {"id":…,"text":…} object per line.
func WriteJSONL(w io.Writer, n int, seed uint64) error {
	if n < 0 {
		return fmt.Errorf("write synthetic captions: negative count %d", n)
	}
	g := New(seed)
	bw := bufio.NewWriterSize(w, 64<<10)
	enc := json.NewEncoder(bw)
	// Keep "&" and "<" readable in the corpus; kg's reader does not care.
	enc.SetEscapeHTML(false)
	for i := range n {
		c := g.Caption(i)
		if err := enc.Encode(jsonlCaption{ID: c.ID, Text: c.Text}); err != nil {
			return fmt.Errorf("write synthetic caption %d: %w", i, err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write synthetic captions: %w", err)
	}
	return nil
}

// composer writes one caption from one random stream.
type composer struct {
	r    *rand.Rand
	seed uint64
	// seen holds the organisations already named in this caption, so a
	// second mention uses the acronym the first one defined.
	seen        map[string]bool
	people      []string
	creditStyle int
	// home is the caption's main country, reused by later sentences.
	home *country
}

func (c *composer) pick(list []string) string { return list[c.r.IntN(len(list))] }

func (c *composer) chance(p float64) bool { return c.r.Float64() < p }

// skewed returns an index below n where small indexes are much likelier,
// giving the few-frequent, many-rare shape of names in a real archive.
func (c *composer) skewed(n int) int {
	u := c.r.Float64()
	return int(float64(n) * u * u)
}

func (c *composer) caption() string {
	c.home = &countries[c.r.IntN(len(countries))]
	var b strings.Builder
	switch {
	case c.chance(0.04):
		b.WriteString("TOPSHOT - ")
	case c.chance(0.03):
		b.WriteString("FILE PHOTO: ")
	}
	b.WriteString(c.expand(c.pick(scenes)))
	// Distinct background sentences: a repeated one reads as a bug.
	order := c.r.Perm(len(backgrounds))
	for _, k := range order[:c.r.IntN(3)] {
		b.WriteByte(' ')
		b.WriteString(c.expand(backgrounds[k]))
	}
	b.WriteByte(' ')
	b.WriteString(c.credit())
	return b.String()
}

// expand fills a template's {slot}s.
func (c *composer) expand(tmpl string) string {
	var b strings.Builder
	for {
		open := strings.IndexByte(tmpl, '{')
		if open < 0 {
			b.WriteString(tmpl)
			break
		}
		end := strings.IndexByte(tmpl[open:], '}')
		if end < 0 {
			b.WriteString(tmpl)
			break
		}
		b.WriteString(tmpl[:open])
		b.WriteString(c.fill(tmpl[open+1 : open+end]))
		tmpl = tmpl[open+end+1:]
	}
	return upperFirst(b.String())
}

func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func (c *composer) fill(slot string) string {
	switch slot {
	case "person":
		return c.person()
	case "tperson":
		return c.titledPerson()
	case "rperson":
		return c.person() + ", " + c.pick(roles) + ","
	case "place":
		return c.place()
	case "date":
		return c.date()
	case "monthyear":
		y, m, _ := c.day().Date()
		return fmt.Sprintf("%s %d", m, y)
	case "weekday":
		return c.pick(weekdays)
	case "crowd":
		return c.pick(crowds)
	case "issue":
		return c.pick(issues)
	case "disaster":
		return c.pick(disasters)
	case "crop":
		return c.pick(crops)
	case "facility":
		return c.pick(facilities)
	case "competition":
		return c.pick(competitions)
	case "vehicle":
		return c.pick(vehicles)
	case "number":
		return c.pick(numbers)
	case "team":
		return c.team()
	case "ministry":
		return c.ministry()
	case "country":
		return c.home.name
	case "aid", "armed", "monitor", "bloc":
		return c.org(slot)
	}
	return slot
}

func (c *composer) name(r *rand.Rand) string {
	reg := nameRegions[r.IntN(len(nameRegions))]
	first := reg.first[r.IntN(len(reg.first))]
	u := r.Float64()
	last := reg.last[int(float64(len(reg.last))*u*u)]
	return first + " " + last
}

func (c *composer) person() string {
	n := c.name(c.r)
	if c.chance(0.06) {
		// A middle initial makes a different person, as in real archives.
		n = strings.Replace(n, " ", " "+string(rune('A'+c.r.IntN(26)))+". ", 1)
	}
	c.people = append(c.people, n)
	return n
}

func (c *composer) titledPerson() string {
	if c.chance(0.55) {
		return c.pick(titles) + " " + c.person()
	}
	return c.person()
}

// photographer draws from a fixed pool whose names depend only on the seed.
func (c *composer) photographer() string {
	k := c.skewed(photographerPool)
	n := c.name(rand.New(rand.NewPCG(c.seed^photographerSalt, uint64(k))))
	c.people = append(c.people, n)
	return n
}

func (c *composer) village() string {
	var b strings.Builder
	b.WriteString(c.pick(villagePrefixes))
	b.WriteByte(' ')
	root := c.pick(villageSyllables) + c.pick(villageSyllables) + c.pick(villageEndings)
	b.WriteString(strings.ToUpper(root[:1]) + root[1:])
	return b.String()
}

var directions = []string{"north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"}

// place writes where the photo was taken, nested the ways captions nest it.
func (c *composer) place() string {
	co := c.home
	ci := co.cities[c.r.IntN(len(co.cities))]
	district := ci.districts[c.r.IntN(len(ci.districts))]
	prov := co.provinces[c.r.IntN(len(co.provinces))]
	switch c.r.IntN(12) {
	case 0, 1:
		return fmt.Sprintf("in %s, %s", ci.name, co.name)
	case 2:
		kind := c.pick([]string{"neighbourhood", "neighborhood", "district", "area"})
		return fmt.Sprintf("in the %s %s of %s, %s", district, kind, ci.name, co.name)
	case 3:
		return fmt.Sprintf("in the %s suburb of %s, %s", ci.name, district, co.name)
	case 4:
		return fmt.Sprintf("in the village of %s, %s of %s, %s", c.village(), c.pick(directions), ci.name, co.name)
	case 5:
		return fmt.Sprintf("in %s village on the outskirts of %s, %s", c.village(), ci.name, co.name)
	case 6:
		return fmt.Sprintf("in %s province, %s", prov, co.name)
	case 7:
		return fmt.Sprintf("at the %s %s in %s, %s", ci.name, c.pick(facilities), ci.name, co.name)
	case 8:
		return fmt.Sprintf("near %s in %s province, %s", c.village(), prov, co.name)
	case 9:
		return fmt.Sprintf("in %s's %s district", ci.name, district)
	case 10:
		return fmt.Sprintf("in the town of %s in %s province of %s", c.village(), prov, co.name)
	default:
		return fmt.Sprintf("in %s, %s, %s", district, ci.name, co.name)
	}
}

func (c *composer) day() time.Time {
	start := time.Date(2010, time.January, 1, 12, 0, 0, 0, time.UTC)
	return start.AddDate(0, 0, c.r.IntN(15*365))
}

var apMonths = [...]string{"Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."}

// date writes the photo's date with its own leading separator, in one of
// the forms agencies use; a few have no year and so name no date.
func (c *composer) date() string {
	d := c.day()
	y, m, day := d.Date()
	switch c.r.IntN(10) {
	case 0, 1, 2:
		return fmt.Sprintf(" on %s %d, %d", m, day, y)
	case 3:
		return fmt.Sprintf(", %s %d, %d", m, day, y)
	case 4:
		return fmt.Sprintf(" on %d %s %d", day, m, y)
	case 5:
		return fmt.Sprintf(" on %s %d, %d", apMonths[m-1], day, y)
	case 6:
		return fmt.Sprintf(" on %s, %s %d, %d", d.Weekday(), m, day, y)
	case 7:
		return " on " + d.Format("2006-01-02")
	case 8:
		return fmt.Sprintf(" in %s %d", m, y)
	default:
		return " on " + d.Weekday().String()
	}
}

// noArticle lists organisations named without "the".
var noArticle = map[string]bool{
	"Doctors Without Borders": true, "Amnesty International": true, "Human Rights Watch": true,
	"Hezbollah": true, "Boko Haram": true, "Jaish al-Islam": true, "Hayat Tahrir al-Sham": true,
}

// org names an organisation of a kind: in full with its acronym the first
// time in a caption, by the acronym after that.
func (c *composer) org(kind string) string {
	var candidates []*org
	for i := range orgs {
		if orgs[i].kind == kind {
			candidates = append(candidates, &orgs[i])
		}
	}
	o := candidates[c.skewed(len(candidates))]
	if c.seen[o.name] {
		if o.acronym != "" {
			return o.acronym
		}
		return article(o.name) + o.name
	}
	c.seen[o.name] = true
	if o.acronym == "" {
		return article(o.name) + o.name
	}
	return fmt.Sprintf("%s%s (%s)", article(o.name), o.name, o.acronym)
}

func article(name string) string {
	if noArticle[name] {
		return ""
	}
	return "the "
}

func (c *composer) ministry() string {
	m := c.pick(ministries)
	if c.chance(0.5) {
		return fmt.Sprintf("%s's %s Ministry", c.home.name, m)
	}
	return fmt.Sprintf("the %s Ministry of %s", m, c.home.name)
}

func (c *composer) team() string {
	co := &countries[c.r.IntN(len(countries))]
	ci := co.cities[c.r.IntN(len(co.cities))].name
	return ci + " " + c.pick([]string{"FC", "United", "Athletic", "Sporting Club", "City"})
}

// The credit styles; tests check that every one appears.
const (
	creditPhotoBy = iota
	creditReuters
	creditAP
	creditAFPGetty
	creditEPA
	creditAFPPhoto
	creditViaGetty
	creditXinhua
	creditStyles
)

func (c *composer) credit() string {
	c.creditStyle = c.r.IntN(creditStyles)
	name := c.photographer()
	switch c.creditStyle {
	case creditPhotoBy:
		return fmt.Sprintf("(Photo by %s/%s)", name, c.pick(photoByAgencies))
	case creditReuters:
		return "REUTERS/" + name
	case creditAP:
		return "(AP Photo/" + name + ")"
	case creditAFPGetty:
		if c.chance(0.3) {
			return name + "/AFP via Getty Images"
		}
		return name + "/AFP/Getty Images"
	case creditEPA:
		return "EPA-EFE/" + strings.ToUpper(name)
	case creditAFPPhoto:
		return "AFP PHOTO / " + strings.ToUpper(name)
	case creditViaGetty:
		return fmt.Sprintf("(Photo by %s/Anadolu Agency via Getty Images)", name)
	default:
		return fmt.Sprintf("(Xinhua/%s)", name)
	}
}

// scenes are a caption's first sentence: who, what, where and when.
var scenes = []string{
	"{tperson} speaks to reporters after a meeting with {tperson} {place}{date}.",
	"{crowd} gather {place} to protest against {issue}{date}.",
	"Members of {aid} distribute food to displaced families {place}{date}.",
	"Rescue workers search for survivors in the rubble of a building destroyed by {disaster} {place}{date}.",
	"{tperson} arrives for a summit of {bloc} {place}{date}.",
	"Supporters of {tperson} cheer during a campaign rally {place}{date}.",
	"A boy walks past a mural depicting {person} {place}{date}.",
	"Firefighters battle a blaze that broke out after {disaster} {place}{date}.",
	"{person} of {team} celebrates after scoring during the {competition} match against {team} {place}{date}.",
	"Farmers harvest {crop} in a field {place}{date}.",
	"Voters queue outside a polling station {place} during the presidential election{date}.",
	"{tperson} (C) shakes hands with {tperson} during a welcoming ceremony {place}{date}.",
	"Children play in floodwaters {place}{date}.",
	"Worshippers pray during Friday prayers {place}{date}.",
	"Police detain a demonstrator during a protest organised by {monitor} {place}{date}.",
	"Medical staff of {aid} treat a wounded man at a field hospital {place}{date}.",
	"Fighters of {armed} ride {vehicle} {place}{date}.",
	"{rperson} stands in front of her destroyed home {place}{date}.",
	"Smoke rises after {disaster} {place}{date}.",
	"{tperson} attends a news conference at the headquarters of {bloc} {place}{date}.",
	"Fishermen unload their catch at the port {place}{date}.",
	"Mourners carry the coffin of {person}, who was killed in {disaster}, {place}{date}.",
	"Members of {armed} stand guard at a checkpoint {place}{date}.",
	"{tperson} visits a camp for displaced people run by {aid} {place}{date}.",
	"A general view shows damaged buildings {place}{date}.",
}

// backgrounds are the sentences that follow, adding context and more names.
var backgrounds = []string{
	"{monitor} said {number} people were killed in the attack.",
	"According to {aid}, {number} families have fled the area since {monthyear}.",
	"{tperson} told reporters the talks would resume on {weekday}.",
	"{rperson} said they had not received any help for weeks.",
	"{ministry} said the situation was under control.",
	"Fighting between {armed} and government forces has displaced {number} people this year.",
	"{bloc} called for an immediate ceasefire.",
	"The visit is the first by a foreign leader since {monthyear}.",
	"{aid} warned that food stocks in {country} would run out within weeks.",
	"{tperson} is expected to meet {tperson} later this week.",
}
