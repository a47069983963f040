package extract

import (
	"testing"
	"time"

	"github.com/kg-archive/kg/schema"
)

func TestGeoTableLookup(t *testing.T) {
	g, err := sharedGazetteer()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		country string
		id      int // 0: must be absent
	}{
		{"Douma", "SY", 170592},
		{"Kafranbel", "SY", 168661},
		{"Ḩarastā", "SY", 169897},
		{"Harasta", "SY", 169897},
		{"Jobar", "", 0},
		{"Tal Samin", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := g.geoLookup(tt.name)
			if tt.id == 0 {
				if len(ps) != 0 {
					t.Errorf("geoLookup(%q) = %+v, want nothing", tt.name, ps)
				}
				return
			}
			for _, p := range ps {
				if p.ID == tt.id && p.Country == tt.country {
					return
				}
			}
			t.Errorf("geoLookup(%q) = %+v, want id %d in %s", tt.name, ps, tt.id, tt.country)
		})
	}
}

func TestPickGeoByCaptionCountry(t *testing.T) {
	g, _ := sharedGazetteer()
	ps := g.geoLookup("Tripoli")
	tests := []struct {
		countries map[string]bool
		want      string
	}{
		{map[string]bool{"LB": true}, "LB"},
		{map[string]bool{"LY": true}, "LY"},
		{map[string]bool{"GR": true}, "GR"},
		{nil, "LY"}, // the most populous
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			p, ok := pickGeo(ps, tt.countries, "", false)
			if !ok || p.Country != tt.want || p.admin() {
				t.Errorf("pickGeo(Tripoli, %v) = %+v, want the town in %s", tt.countries, p, tt.want)
			}
		})
	}
}

func TestExtractLinksPlaces(t *testing.T) {
	x := sharedExtractor(t)
	tests := []struct {
		text        string
		place       string
		id          int
		country     string // a country entity expected with this code
		countryName string
	}{
		{"Mourners carry a coffin in Tripoli, Lebanon, Oct. 18, 2023.", "Tripoli", 266826, "LB", "Lebanon"},
		{"Fighters deploy in Tripoli, Libya, April 19, 2019.", "Tripoli", 2210247, "LY", "Libya"},
		{"A mosaic workshop in Kafranbel town in the Idlib governorate.", "Kafranbel", 168661, "", ""},
		{"Boys walk in the rebel held town of Douma, Syria, on Monday.", "Douma", 170592, "SY", "Syria"},
		// a town before its state or province is that state's, not a namesake's abroad
		{"A storm damaged homes in Paris, Texas, on Monday.", "Paris", 4717560, "", ""},
		{"Soldiers clear trees in Sydney, N.S., on Tuesday.", "Sydney", 6354908, "", ""},
		{"Floods hit London, Ont., on Sunday.", "London", 6058560, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			rec := x.Extract(schema.Caption{Text: tt.text})
			e, ok := rec.Entity(schema.Place, tt.place)
			if !ok || e.GeoNamesID != tt.id || e.Latitude == 0 || e.Longitude == 0 {
				t.Errorf("%s = %+v (found %v), want GeoNames id %d with coordinates", tt.place, e, ok, tt.id)
			}
			if tt.country != "" {
				c, ok := rec.Entity(schema.Place, tt.countryName)
				if !ok || c.CountryCode != tt.country || c.Latitude == 0 {
					t.Errorf("%s = %+v, want code %s and coordinates", tt.countryName, c, tt.country)
				}
			}
		})
	}
}

// TestContextPlacesWithoutGazetteer: neighbourhoods and villages GeoNames
// lacks are places by context, and take no namesake's id.
func TestContextPlacesWithoutGazetteer(t *testing.T) {
	x := sharedExtractor(t)
	rec := x.Extract(schema.Caption{Text: "Smoke rises over the Jobar neighbourhood of Damascus, March 19, 2017."})
	j, ok := rec.Entity(schema.Place, "Jobar")
	if !ok || j.GeoNamesID != 0 {
		t.Errorf("Jobar = %+v (found %v), want a place without GeoNames id", j, ok)
	}
	if len(rec.PartOf) != 1 || rec.PartOf[0] != [2]string{"Jobar", "Damascus"} {
		t.Errorf("PartOf = %q", rec.PartOf)
	}
	rec = x.Extract(schema.Caption{Text: "A boy sits in Derna, Libya, after the floods."})
	if d, _ := rec.Entity(schema.Place, "Derna"); d.GeoNamesID != 0 {
		t.Errorf("Derna linked to a namesake abroad: %+v", d)
	}
}

// TestGazetteerLoadTime keeps the one-off cost every kg command pays when
// it extracts: decompressing and indexing the GeoNames table.
func TestGazetteerLoadTime(t *testing.T) {
	start := time.Now()
	if _, err := loadGazetteer(); err != nil {
		t.Fatal(err)
	}
	limit := time.Second
	if raceEnabled {
		limit = 5 * time.Second
	}
	if d := time.Since(start); d > limit {
		t.Errorf("gazetteer load took %v, want under %v", d, limit)
	}
}

func BenchmarkLoadGazetteer(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := loadGazetteer(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestGazetteerRowsAreUnique: a name listed twice in one hand-kept table is
// a row that drifted from its twin; the first would silently win.
func TestGazetteerRowsAreUnique(t *testing.T) {
	for _, name := range []string{"orgs.tsv", "places.tsv", "persons.tsv", "city-clubs.tsv"} {
		rows, err := readLines(name)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for _, r := range rows {
			if seen[r[0]] {
				t.Errorf("%s lists %q twice", name, r[0])
			}
			seen[r[0]] = true
		}
	}
}

// TestDemonymsNameTheirCountry: a demonym that world-countries gives to
// several countries belongs to the one that owns it ("American" is the
// United States', not the Northern Mariana Islands').
func TestDemonymsNameTheirCountry(t *testing.T) {
	g := sharedExtractor(t).gaz
	for demonym, want := range map[string]string{"American": "US", "Americans": "US", "Thai": "TH", "Lao": "LA", "Congolese": "CD"} {
		if got := g.demonymCountry[demonym]; got != want {
			t.Errorf("demonymCountry[%q] = %q, want %q", demonym, got, want)
		}
	}
}
