package extract

import "testing"

// TestFinnishNominative: a name in a local case back in the nominative,
// or left as written where the case may have changed its stem past
// guessing.
func TestFinnishNominative(t *testing.T) {
	tests := []struct{ written, want string }{
		{"Kompassilla", "Kompassi"},
		{"Areenalla", "Areena"},
		{"Rovaniemellä", "Rovaniemi"},
		{"Laulurinteellä", "Laulurinne"},  // a doubled "ee", "-nte-" for "-nne"
		{"Himoksella", "Himos"},           // "-kse-" for "-s"
		{"Suolahdessa", "Suolahti"},       // the weak grade of "-lahti"
		{"Pihlajavedellä", "Pihlajavesi"}, // and of "-vesi"
		{"Kukkumäessä", "Kukkumäki"},      // and of "-mäki"
		{"Kaamasessa", "Kaamanen"},        // "-se-" for "-nen"
		{"Haaparannalta", "Haaparanta"},   // "-nn-" for "-nt-"
		{"Lapissa", "Lapissa"},            // Lappi or Lapi: left as written
		{"Sundissa", "Sundissa"},          // a loan's link vowel
		{"Arktikumissa", "Arktikumissa"},  // likewise
		{"Suurikuusikossa", "Suurikuusikossa"},
		{"Tampereen", "Tampereen"}, // the genitive is no local case
	}
	for _, tt := range tests {
		if got := finnishNominative(tt.written); got != tt.want {
			t.Errorf("finnishNominative(%q) = %q, want %q", tt.written, got, tt.want)
		}
	}
}

// TestUkrainianClosed: a Ukrainian stem the case ending opened, back to
// its nominative's closed "і" or "ї"; a stem that ends otherwise has none.
func TestUkrainianClosed(t *testing.T) {
	tests := []struct{ stem, want string }{
		{"Харков", "Харків"},
		{"Львов", "Львів"},
		{"Києв", "Київ"},          // "є" opens "ї"
		{"Тернопол", "Тернопіль"}, // a closing "л" is soft
		{"Миколаєв", "Миколаїв"},
		{"Житомир", ""}, // no "о", "е" or "є" before the last consonant
		{"Суми", ""},
		{"Kharkov", ""}, // not Cyrillic
	}
	for _, tt := range tests {
		if got := ukrainianClosed(tt.stem); got != tt.want {
			t.Errorf("ukrainianClosed(%q) = %q, want %q", tt.stem, got, tt.want)
		}
	}
}
