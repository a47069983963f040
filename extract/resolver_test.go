package extract

import (
	"encoding/json"
	"math/rand"
	"slices"
	"sync"
	"testing"

	"github.com/kg-archive/kg/schema"
)

func ent(t schema.EntityType, name string, aliases ...string) schema.Entity {
	return schema.Entity{Type: t, Name: name, Aliases: aliases}
}

func TestResolverGazetteerAliases(t *testing.T) {
	r := NewResolver()
	tests := []struct {
		typ  schema.EntityType
		in   string
		want string
	}{
		{schema.Org, "SDF", "Syrian Democratic Forces"},
		{schema.Org, "ISIS", "Islamic State"},
		{schema.Org, "IS", "Islamic State"},
		{schema.Place, "Deir ez-Zor", "Deir al-Zor"},
		{schema.Place, "Ghouta", "Eastern Ghouta"},
		{schema.Person, "Assad", "Bashar al-Assad"},
		{schema.Org, "Unknown Brigade", "Unknown Brigade"},
		// an alias of another type does not apply
		{schema.Person, "SDF", "SDF"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			rec := r.Resolve(schema.Record{Entities: []schema.Entity{ent(tt.typ, tt.in)}})
			if got := rec.Entities[0].Name; got != tt.want {
				t.Errorf("Resolve(%s %q) = %q, want %q", tt.typ, tt.in, got, tt.want)
			}
		})
	}
}

// Extraction names things as the caption writes them; the graph's nodes
// still take one name per thing.
func TestResolverNodeNames(t *testing.T) {
	r := NewResolver()
	rec := r.Resolve(schema.Record{
		Entities: []schema.Entity{
			ent(schema.Place, "San Diego"), ent(schema.Place, "Calif.", "California"),
			ent(schema.Org, "Defence Ministry", "Azerbaijan's Defence Ministry"),
			ent(schema.Org, "U.N.", "United Nations"),
		},
		PartOf: [][2]string{{"San Diego", "Calif."}},
	})
	var names []string
	for _, e := range rec.Entities {
		names = append(names, e.Name)
	}
	want := []string{"San Diego", "California", "Azerbaijan's Defence Ministry", "United Nations"}
	if !slices.Equal(names, want) {
		t.Errorf("names = %q, want %q", names, want)
	}
	if len(rec.PartOf) != 1 || rec.PartOf[0] != [2]string{"San Diego", "California"} {
		t.Errorf("PartOf = %q, want San Diego in California", rec.PartOf)
	}
}

func TestResolverLearnAndMerge(t *testing.T) {
	r := NewResolver()
	def := schema.Record{ID: "12", Entities: []schema.Entity{ent(schema.Org, "Kurdish Red Crescent Society", "KRCS")}}
	bare := schema.Record{
		ID:            "900",
		Entities:      []schema.Entity{ent(schema.Org, "KRCS"), ent(schema.Org, "Kurdish Red Crescent Society"), ent(schema.Place, "Raqqa city")},
		Agencies:      []string{"AFP Photo", "KRCS"},
		Photographers: []string{"Rodi Said"},
		PartOf:        [][2]string{{"Raqqa city", "Syria"}},
	}
	if r.Known(bare) {
		t.Errorf("Known before Learn = true, want false (KRCS is not yet defined)")
	}
	r.Learn(def)
	r.Learn(schema.Record{Entities: []schema.Entity{ent(schema.Place, "Raqqa", "Raqqa city")}, Photographers: []string{"Rodi Said"}})
	if !r.Known(bare) {
		t.Errorf("Known after Learn = false, want true")
	}
	got := r.Resolve(bare)
	if len(got.Entities) != 2 {
		t.Fatalf("entities = %+v, want the two KRCS spellings merged", got.Entities)
	}
	krcs := got.Entities[0]
	if krcs.Name != "Kurdish Red Crescent Society" || !slices.Contains(krcs.Aliases, "KRCS") {
		t.Errorf("merged entity = %+v", krcs)
	}
	if got.Entities[1].Name != "Raqqa" {
		t.Errorf("place = %+v, want Raqqa", got.Entities[1])
	}
	if !slices.Equal(got.Agencies, []string{"AFP", "Kurdish Red Crescent Society"}) {
		t.Errorf("agencies = %q", got.Agencies)
	}
	if !slices.Equal(got.PartOf, [][2]string{{"Raqqa", "Syria"}}) {
		t.Errorf("part_of = %q", got.PartOf)
	}
	if bare.Entities[0].Name != "KRCS" {
		t.Errorf("Resolve modified its input")
	}
}

func TestResolverTieBreak(t *testing.T) {
	r := NewResolver()
	r.Learn(schema.Record{Entities: []schema.Entity{ent(schema.Person, "Hafez al-Assad", "al-Assad Senior", "H. Assad")}})
	r.Learn(schema.Record{Entities: []schema.Entity{ent(schema.Person, "Maher al-Assad", "H. Assad")}})
	got := r.Resolve(schema.Record{Entities: []schema.Entity{ent(schema.Person, "H. Assad")}})
	if got.Entities[0].Name != "Hafez al-Assad" {
		t.Errorf("ambiguous alias resolved to %q, want the lexicographically smallest candidate", got.Entities[0].Name)
	}
}

// TestResolverOrderIndependent learns the same records in shuffled orders,
// concurrently, and checks that every resolution is identical.
func TestResolverOrderIndependent(t *testing.T) {
	x := sharedExtractor(t)
	texts := []string{
		"A Syrian Democratic Forces (SDF) fighter in Tal Samin village, north of Raqqa city, Syria November 19, 2016. (Photo by Rodi Said/Reuters)",
		"SDF fighters rest in Raqqa, Syria, October 2, 2017. REUTERS/Erik De Castro",
		"Members of the Kurdish Red Crescent Society (KRCS) unload aid in Qamishli. (Photo by Delil Souleiman/AFP)",
		"A KRCS volunteer in Hasakah, Syria, March 3, 2019. (Photo by Delil Souleiman/AFP Photo)",
		"A fighter belonging to Jaish al-Islam (Islam Army) runs in Jobar. (Photo by Amer Almohibany/AFP Photo)",
		"An Islam Army commander speaks in Douma. (Photo by Abd Doumany/AFP)",
	}
	var recs []schema.Record
	for _, s := range texts {
		recs = append(recs, x.Extract(schema.Caption{Text: s}))
	}
	resolveAll := func(order []int) string {
		r := NewResolver()
		var wg sync.WaitGroup
		for _, i := range order {
			wg.Add(1)
			go func(rec schema.Record) { defer wg.Done(); r.Learn(rec) }(recs[i])
		}
		wg.Wait()
		var out []schema.Record
		for _, rec := range recs {
			out = append(out, r.Resolve(rec))
		}
		b, err := json.Marshal(out)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	base := make([]int, len(recs))
	for i := range base {
		base[i] = i
	}
	want := resolveAll(base)
	rng := rand.New(rand.NewSource(1))
	for k := 0; k < 10; k++ {
		order := append([]int(nil), base...)
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		if got := resolveAll(order); got != want {
			t.Fatalf("order %v resolves differently:\n got %s\nwant %s", order, got, want)
		}
	}
	var res []schema.Record
	if err := json.Unmarshal([]byte(want), &res); err != nil {
		t.Fatal(err)
	}
	if _, ok := res[1].Entity(schema.Org, "Syrian Democratic Forces"); !ok {
		t.Errorf("bare SDF not resolved: %+v", res[1].Entities)
	}
	if _, ok := res[3].Entity(schema.Org, "Kurdish Red Crescent Society"); !ok {
		t.Errorf("bare KRCS not resolved: %+v", res[3].Entities)
	}
	if _, ok := res[5].Entity(schema.Org, "Jaish al-Islam"); !ok {
		t.Errorf("Islam Army not resolved: %+v", res[5].Entities)
	}
}

// Only names a later caption could turn into aliases hold a record back.
func TestResolverKnownAliasShaped(t *testing.T) {
	r := NewResolver()
	cases := []struct {
		name  string
		rec   schema.Record
		known bool
	}{
		{"new multi-word names", schema.Record{Entities: []schema.Entity{ent(schema.Person, "Amina Yusuf"), ent(schema.Org, "Lake Chad Fishers Union")}, Photographers: []string{"Tomas Berg"}}, true},
		{"unknown acronym", schema.Record{Entities: []schema.Entity{ent(schema.Org, "LCFU")}}, false},
		{"unknown single word", schema.Record{Entities: []schema.Entity{ent(schema.Place, "Kharbuta")}}, false},
		{"unknown surname alone", schema.Record{Entities: []schema.Entity{ent(schema.Person, "Yusuf")}}, false},
		{"gazetteer acronym", schema.Record{Entities: []schema.Entity{ent(schema.Org, "SDF")}}, true},
		{"all-caps multi-word agency", schema.Record{Agencies: []string{"NEW AGENCY"}}, false},
	}
	for _, c := range cases {
		if got := r.Known(c.rec); got != c.known {
			t.Errorf("%s: Known = %v, want %v", c.name, got, c.known)
		}
	}
}
