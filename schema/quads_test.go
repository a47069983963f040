package schema

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
	"github.com/cayleygraph/quad/nquads"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/")

// doumaRecord is the record extraction makes of the caption in doc.go.
var doumaRecord = Record{
	ID:   "douma-2016-10-24",
	Text: "A man reacts over dead bodies prior to burial in a graveyard after shelling in the rebel held besieged town of Douma, eastern Ghouta in Damascus, Syria, October 24, 2016. (Photo by Bassam Khabieh/Reuters)",
	Entities: []Entity{
		{Type: Place, Name: "Douma"},
		{Type: Place, Name: "Eastern Ghouta", Aliases: []string{"eastern Ghouta"}},
		{Type: Place, Name: "Damascus", GeoNamesID: 170654, Latitude: 33.5102, Longitude: 36.29128},
		{Type: Place, Name: "Syria", CountryCode: "SY"},
		{Type: Date, Name: "2016-10-24", Aliases: []string{"October 24, 2016"}},
		{Type: Person, Name: "Bassam Khabieh"},
		{Type: Org, Name: "Reuters"},
	},
	Photographers: []string{"Bassam Khabieh"},
	Agencies:      []string{"Reuters"},
	Date:          "2016-10-24",
	PartOf:        [][2]string{{"Douma", "Eastern Ghouta"}, {"Eastern Ghouta", "Damascus"}, {"Damascus", "Syria"}},
	Credit:        "Photo by Bassam Khabieh/Reuters",
	Props:         map[string]string{"url": "https://example.org/photos/1.jpg", "desk": "Middle East"},
}

func TestQuadsGolden(t *testing.T) {
	iris, err := NewIRIs(DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := nquads.NewWriter(&buf)
	if _, err := quad.Copy(w, quad.NewReader(iris.Quads(doumaRecord))); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "douma.nq")
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./schema -update to create it)", err)
	}
	if got := buf.String(); got != string(want) {
		t.Errorf("quads differ from %s (rerun with -update if the change is intended):\n%s", golden, got)
	}
}

func TestQuadsInvariants(t *testing.T) {
	iris, _ := NewIRIs(DefaultBase)
	qs := iris.Quads(doumaRecord)
	photo := iris.Photo(doumaRecord.ID, doumaRecord.Text)
	has := func(s quad.Value, p quad.IRI, o quad.Value) bool {
		for _, q := range qs {
			if q.Subject == s && q.Predicate == p && q.Object == o {
				return true
			}
		}
		return false
	}
	for _, q := range qs {
		if q.Label != photo {
			t.Errorf("quad %v has label %v, want the photo %v", q, q.Label, photo)
		}
		for _, v := range []quad.Value{q.Subject, q.Object} {
			if _, blank := v.(quad.BNode); blank {
				t.Errorf("blank node in %v", q)
			}
		}
	}
	khabieh := iris.Entity(Person, "Bassam Khabieh")
	reuters := iris.Entity(Org, "Reuters")
	checks := []struct {
		name    string
		s       quad.Value
		p       quad.IRI
		o       quad.Value
		present bool
	}{
		{"photo is a Photograph", photo, RDFType, Photograph, true},
		{"photo is an ImageObject", photo, RDFType, ImageObject, true},
		{"creator", photo, Creator, khabieh, true},
		{"photographer is not a mention", photo, Mentions, khabieh, false},
		{"provider", photo, Provider, reuters, true},
		{"date typed with the full XSD IRI", photo, DateCreated, quad.TypedString{Value: "2016-10-24", Type: XSDDate}, true},
		{"nesting", iris.Entity(Place, "Douma"), ContainedIn, iris.Entity(Place, "Eastern Ghouta"), true},
		{"alias", iris.Entity(Place, "Eastern Ghouta"), AlternateName, quad.String("eastern Ghouta"), true},
		{"content location", photo, ContentLocation, iris.Entity(Place, "Douma"), true},
		{"url as IRI", photo, URL, quad.IRI("https://example.org/photos/1.jpg"), true},
		{"geonames link", iris.Entity(Place, "Damascus"), SameAs, quad.IRI("https://sws.geonames.org/170654/"), true},
		{"no date node", iris.Entity(Date, "2016-10-24"), RDFType, PlaceClass, false},
	}
	for _, c := range checks {
		if has(c.s, c.p, c.o) != c.present {
			t.Errorf("%s: quad %v %v %v present=%v, want %v", c.name, c.s, c.p, c.o, !c.present, c.present)
		}
	}
}

func TestEntityIRIs(t *testing.T) {
	iris, _ := NewIRIs("https://kg.test/base/")
	cases := []struct {
		typ  EntityType
		name string
		want string
	}{
		{Person, "Bassam Khabieh", "https://kg.test/base/person/bassam-khabieh"},
		{Person, "Jawad al-Rifai", "https://kg.test/base/person/jawad-al-rifai"},
		{Person, "Jawad al Rifai", "https://kg.test/base/person/jawad-al-rifai"},
		{Person, "Hervé Bar", "https://kg.test/base/person/herve-bar"},
		{Org, "Syrian Democratic Forces", "https://kg.test/base/org/syrian-democratic-forces"},
		{Place, "Deir al-Zor", "https://kg.test/base/place/deir-al-zor"},
		{Place, "Eastern  Ghouta", "https://kg.test/base/place/eastern-ghouta"},
		{Place, "#<> \"quoted\"", "https://kg.test/base/place/quoted"},
		{Place, "حلب", "https://kg.test/base/place/%D8%AD%D9%84%D8%A8"},
		{Place, "!!!", "https://kg.test/base/place/-"},
	}
	for _, c := range cases {
		if got := string(iris.Entity(c.typ, c.name)); got != c.want {
			t.Errorf("Entity(%s, %q) = %s, want %s", c.typ, c.name, got, c.want)
		}
	}
}

func TestPhotoIRIs(t *testing.T) {
	iris, _ := NewIRIs(DefaultBase)
	if got := string(iris.Photo("a b/c", "x")); got != DefaultBase+"photo/a%20b%2Fc" {
		t.Errorf("photo IRI from id = %s", got)
	}
	a := iris.Photo("", "Boys walk  near\na building.")
	b := iris.Photo("", "Boys walk near a building.")
	if a != b {
		t.Errorf("whitespace changed the photo IRI: %s vs %s", a, b)
	}
	if c := iris.Photo("", "Girls walk near a building."); c == a {
		t.Errorf("different captions share IRI %s", c)
	}
	if strings.ContainsAny(string(a), " <>\"") {
		t.Errorf("photo IRI %s is not a valid IRI", a)
	}
}

func TestNewIRIsRejects(t *testing.T) {
	for _, base := range []string{"relative/", "https://x.test/no-slash", "https://x.test/a b/", "::"} {
		if _, err := NewIRIs(base); err == nil {
			t.Errorf("NewIRIs(%q) accepted an unusable base", base)
		}
	}
	for _, base := range []string{"", "https://x.test/kg/", "urn:kg:x#", "http://x.test/vocab#"} {
		if _, err := NewIRIs(base); err != nil {
			t.Errorf("NewIRIs(%q): %v", base, err)
		}
	}
}

func TestDateLiteral(t *testing.T) {
	cases := []struct {
		in   string
		typ  quad.IRI
		isOK bool
	}{
		{"2016-08-06", XSDDate, true},
		{"2016-08", XSDGYearMonth, true},
		{"2016", XSDGYear, true},
		{"", "", false},
		{"August 6, 2016", "", false},
		{"2016-8-6", "", false},
	}
	for _, c := range cases {
		lit, ok := DateLiteral(c.in)
		if ok != c.isOK || (ok && lit.Type != c.typ) {
			t.Errorf("DateLiteral(%q) = %v, %v; want type %v, %v", c.in, lit, ok, c.typ, c.isOK)
		}
	}
}

func TestFirstSentence(t *testing.T) {
	cases := map[string]string{
		"Boys walk in Douma. Later text in Turkey.":            "Boys walk in Douma.",
		"U.S. troops walk in Mosul. More.":                     "U.S. troops walk in Mosul.",
		"Gen. Smith visits Kabul on May 2, 2020. (Photo by X)": "Gen. Smith visits Kabul on May 2, 2020.",
		"No stop at all": "No stop at all",
	}
	for in, want := range cases {
		if got := firstSentence(in); got != want {
			t.Errorf("firstSentence(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestDocMatchesQuads keeps the example in doc.go true: every quad it lists
// must be among those the Douma record produces.
func TestDocMatchesQuads(t *testing.T) {
	src, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	shorten := strings.NewReplacer(
		"<"+DefaultBase, "kg:", "<"+SchemaNS, "schema:", "<"+RDFNS, "rdf:", "<"+XSDNS, "xsd:", ">", "")
	iris, _ := NewIRIs(DefaultBase)
	var got []string
	for _, q := range iris.Quads(doumaRecord) {
		got = append(got, shorten.Replace(q.Subject.String()+" "+q.Predicate.String()+" "+q.Object.String()))
	}
	listed := 0
	for _, line := range strings.Split(string(src), "\n") {
		line = strings.TrimPrefix(line, "//\t")
		if !strings.HasPrefix(line, "kg:") {
			continue
		}
		listed++
		// An elided literal ("A man reacts … (Photo …)") matches by its start.
		want, elided := line, false
		if i := strings.Index(line, " … "); i >= 0 {
			want, elided = line[:i], true
		}
		found := false
		for _, g := range got {
			if g == want || elided && strings.HasPrefix(g, want) {
				found = true
			}
		}
		if !found {
			t.Errorf("doc.go lists %q, which the record does not produce", line)
		}
	}
	if listed < 20 {
		t.Errorf("doc.go lists %d quads; the example should show the model", listed)
	}
}
