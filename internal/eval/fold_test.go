package eval

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFold(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Bashar al-Assad", "bashar al-assad"},
		{"ÉTÉ", "ete"},
		{"ΠΑΝΑΓΟΠΟΥΛΟΣ", "παναγοπουλοσ"},
		{"Παναγόπουλος", "παναγοπουλοσ"},
		{"Ḩamāh", "hamah"},
		{"Deir ez‑Zor", "deir ez-zor"}, // non-breaking hyphen
		{"Deir ez–Zor", "deir ez-zor"}, // en dash
		{"Deir ez—Zor", "deir ez-zor"}, // em dash
		{"Deir ez−Zor", "deir ez-zor"}, // minus sign
		{"Deir ez‐Zor", "deir ez-zor"}, // hyphen
		{"Deir ez‒Zor", "deir ez-zor"}, // figure dash
		{"Ma’arrat", "ma'arrat"},       // right single quote
		{"Ma‘arrat", "ma'arrat"},       // left single quote
		{"Maʼarrat", "ma'arrat"},       // modifier letter apostrophe
		{"Ma`arrat", "ma'arrat"},       // grave accent
		{"Ma´arrat", "ma'arrat"},       // acute accent
		{"  Jaish \t al-Islam\n", "jaish al-islam"},
		{"Eastern\u00a0Ghouta", "eastern ghouta"}, // no-break space
		{"The Hague", "hague"},
		{"the   Hague", "hague"},
		{"Theodore", "theodore"},
		{"Syria's", "syria"},
		{"Syria’s", "syria"},
		{"Assad's men", "assad's men"},
		{"The Times's", "times"},
		{"The", "the"},
		{"", ""},
		{"ﬁnance", "finance"}, // ligature
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := Fold(tt.in); got != tt.want {
				t.Errorf("Fold(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestFoldText(t *testing.T) {
	tests := []struct {
		a, b string
		same bool
	}{
		{"A man  walks\n in Aleppo.", "A man walks in Aleppo.", true},
		{"  Café\t", "Cafe\u0301", true}, // decomposed accent pairs with composed
		{"A man walks", "a man walks", false},
		{"Aleppo.", "Aleppo", false},
	}
	for _, tt := range tests {
		t.Run(tt.a, func(t *testing.T) {
			if got := foldText(tt.a) == foldText(tt.b); got != tt.same {
				t.Errorf("foldText(%q) == foldText(%q) is %v, want %v", tt.a, tt.b, got, tt.same)
			}
		})
	}
}

// FuzzFold checks that Fold never panics and always yields a trimmed,
// single-spaced, lower-case string.
func FuzzFold(f *testing.F) {
	for _, s := range []string{"The Hague", "Syria’s", "Ḩamāh", "\xff\xfe", "the 's", "A\u00a0\u00a0B"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Fold(s)
		if strings.TrimSpace(got) != got || strings.Contains(got, "  ") {
			t.Errorf("Fold(%q) = %q: untrimmed or double space", s, got)
		}
		if strings.ToLower(got) != got && utf8.ValidString(s) {
			t.Errorf("Fold(%q) = %q: not lower case", s, got)
		}
		if strings.HasPrefix(got, "the ") {
			// Only one leading "the" is dropped, so "the the x" keeps one.
			if !strings.HasPrefix(strings.TrimSpace(strings.ToLower(s)), "the") {
				t.Errorf("Fold(%q) = %q: leading the", s, got)
			}
		}
	})
}
