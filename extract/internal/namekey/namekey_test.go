package namekey

import "testing"

func TestFold(t *testing.T) {
	tests := []struct{ in, fold, bare string }{
		{"Ḩarastā", "harasta", "harasta"},
		{"The Hague", "hague", "hague"},
		{"Syria's", "syria", "syria"},
		{"Ta‘izz", "ta'izz", "taizz"},
		{"Deir  ez–Zor", "deir ez-zor", "deir ez-zor"},
		{"  ", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := Fold(tt.in); got != tt.fold {
				t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.fold)
			}
			if got := Bare(tt.in); got != tt.bare {
				t.Errorf("Bare(%q) = %q, want %q", tt.in, got, tt.bare)
			}
		})
	}
}

func TestStripMarks(t *testing.T) {
	for in, want := range map[string]string{"Primož": "Primoz", "Ḩarastā": "Harasta", "Kyiv": "Kyiv", "Ñuñoa": "Nunoa"} {
		if got := StripMarks(in); got != want {
			t.Errorf("StripMarks(%q) = %q, want %q", in, got, want)
		}
	}
}
