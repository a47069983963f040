package input

import (
	"slices"
	"strings"
	"testing"
)

// at is a caption's text and the line it starts on.
type at struct {
	line int
	text string
}

func captionsAt(r result) []at {
	out := make([]at, len(r.captions))
	for i, c := range r.captions {
		out[i] = at{c.Line, c.Text}
	}
	return out
}

func TestReadText(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		maxLine  int
		want     []at
		problems []string
	}{
		{name: "empty file", in: ""},
		{name: "only blank lines", in: "\n  \n\t\n"},
		{
			name: "one line, no final newline",
			in:   "A man walks. (Photo by A B/Reuters)",
			want: []at{{1, "A man walks. (Photo by A B/Reuters)"}},
		},
		{
			name: "paragraph lines joined with a space, CRLF and indents dropped",
			in:   "\r\n  A man walks\r\n\tthrough Aleppo.  \r\n(Photo by A B/Reuters)\r\n",
			want: []at{{2, "A man walks through Aleppo. (Photo by A B/Reuters)"}},
		},
		{
			name: "paragraphs and their start lines",
			in:   "First caption.\n\n\n\nSecond\ncaption.\n\nThird.",
			want: []at{{1, "First caption."}, {5, "Second caption."}, {8, "Third."}},
		},
		{
			name: "byte order mark dropped",
			in:   "\uFEFFA boy runs. REUTERS/Ana Lee\n",
			want: []at{{1, "A boy runs. REUTERS/Ana Lee"}},
		},
		{
			name: "split after a bracketed credit inside a line",
			in:   "Men sit in Homs. (Photo by A/Reuters) Boys walk in Idlib. (Photo by B/AFP)\n",
			want: []at{{1, "Men sit in Homs. (Photo by A/Reuters)"}, {1, "Boys walk in Idlib. (Photo by B/AFP)"}},
		},
		{
			name: "split twice in a line, AP and slash-agency credits",
			in:   "One. (AP Photo/Jo Ray) Two. (File photo/Reuters) “Three” he said. (Photo by C/AFP)",
			want: []at{{1, "One. (AP Photo/Jo Ray)"}, {1, "Two. (File photo/Reuters)"}, {1, "“Three” he said. (Photo by C/AFP)"}},
		},
		{
			name: "no split when the credit is followed by lower case",
			in:   "The picture (Photo by A/Reuters) shows a street.",
			want: []at{{1, "The picture (Photo by A/Reuters) shows a street."}},
		},
		{
			name: "no split after an acronym in brackets",
			in:   "Syrian Democratic Forces (SDF) Fighters rest. (Photo by A/Reuters)",
			want: []at{{1, "Syrian Democratic Forces (SDF) Fighters rest. (Photo by A/Reuters)"}},
		},
		{
			name: "split after a credit that ends a line",
			in:   "A man waits in Mosul.\n(Photo by Ali Noor/AFP/Getty Images)\nA woman waits in Erbil. (Photo by Ali Noor/AFP)\n",
			want: []at{{1, "A man waits in Mosul. (Photo by Ali Noor/AFP/Getty Images)"}, {3, "A woman waits in Erbil. (Photo by Ali Noor/AFP)"}},
		},
		{
			name: "split after a bracketed credit wrapped over two lines",
			in:   "A man waits in Mosul. (Photo by\nAli Noor/Reuters)\nA woman waits in Erbil.",
			want: []at{{1, "A man waits in Mosul. (Photo by Ali Noor/Reuters)"}, {3, "A woman waits in Erbil."}},
		},
		{
			name: "split after REUTERS/Name, EPA-EFE/NAME and Name/AFP/Getty Images",
			in: "Smoke rises over Beirut. REUTERS/Omar al-Khatib\nA girl walks in Gaza. EPA-EFE/MOHAMMED SALEH\n" +
				"Men pray in Sanaa. Hana Osman/AFP/Getty Images\nA boy sits in Aden, Yemen. AFP PHOTO / SALEH AL-OBEIDI\n12 men queue in Kabul.",
			want: []at{
				{1, "Smoke rises over Beirut. REUTERS/Omar al-Khatib"},
				{2, "A girl walks in Gaza. EPA-EFE/MOHAMMED SALEH"},
				{3, "Men pray in Sanaa. Hana Osman/AFP/Getty Images"},
				{4, "A boy sits in Aden, Yemen. AFP PHOTO / SALEH AL-OBEIDI"},
				{5, "12 men queue in Kabul."},
			},
		},
		{
			name: "no split when a bare credit's name goes on to the next line",
			in:   "Smoke rises over Beirut. REUTERS/Omar\nSanadiki\n",
			want: []at{{1, "Smoke rises over Beirut. REUTERS/Omar Sanadiki"}},
		},
		{
			name: "no split when a bracketed credit's name goes on to the next line",
			in:   "A woman walks in Kharkiv. (AP Photo/Oleksandr\nPetrenko)\n",
			want: []at{{1, "A woman walks in Kharkiv. (AP Photo/Oleksandr Petrenko)"}},
		},
		{
			name: "a bracketed credit that opens a caption stays with it",
			in: "(Photo: Ann Lee/Flash90) Runners start in Eilat. (Photo by A/Reuters)\n(Photo: B/AFP) Men sit.\n\n(AP Photo/C)\nA girl waits.\n\n" +
				"Boys walk.\n(Photo: D/AFP) Girls run.",
			want: []at{
				{1, "(Photo: Ann Lee/Flash90) Runners start in Eilat. (Photo by A/Reuters)"},
				{2, "(Photo: B/AFP) Men sit."},
				{4, "(AP Photo/C) A girl waits."},
				{7, "Boys walk. (Photo: D/AFP)"}, // the credit ends the caption it follows
				{8, "Girls run."},
			},
		},
		{
			name: "no split when the next line starts in lower case",
			in:   "Fighters fire near Aleppo. (Photo by A/Reuters)\nand more text.",
			want: []at{{1, "Fighters fire near Aleppo. (Photo by A/Reuters) and more text."}},
		},
		{
			name: "handout credit",
			in:   "Soldiers fire, in this handout photo released by the Defence Ministry. (Photo by Handout/Ukrainian Defence Ministry)\nA tank burns.",
			want: []at{{1, "Soldiers fire, in this handout photo released by the Defence Ministry. (Photo by Handout/Ukrainian Defence Ministry)"}, {2, "A tank burns."}},
		},
		{
			name:     "invalid UTF-8 rejects its paragraph only",
			in:       "Good one.\n\nBad \xff one\ngoes on.\n\nGood two.\n",
			want:     []at{{1, "Good one."}, {6, "Good two."}},
			problems: []string{"t.txt:3: invalid UTF-8 at byte 5"},
		},
		{
			name:     "invalid UTF-8 on a paragraph's second line",
			in:       "Bad one\nwith \xc3\x28 here.\n\nGood.",
			want:     []at{{4, "Good."}},
			problems: []string{"t.txt:2: invalid UTF-8 at byte 6"},
		},
		{
			name:     "line over MaxLine rejects its paragraph, reading goes on",
			in:       "Short.\n\n" + strings.Repeat("x", 40) + "\nrest of it\n\nAfter.",
			maxLine:  32,
			want:     []at{{1, "Short."}, {6, "After."}},
			problems: []string{"t.txt:3: line too long (more than 32 bytes)"},
		},
		{
			name:     "caption over MaxLine from short lines",
			in:       "aaaa aaaa aaaa\nbbbb bbbb bbbb\ncccc cccc cccc\n\nAfter.",
			maxLine:  32,
			want:     []at{{5, "After."}},
			problems: []string{"t.txt:1: caption too long (more than 32 bytes)"},
		},
		{
			name:    "a one-line caption of exactly MaxLine bytes is kept",
			in:      strings.Repeat("y", 32) + "\n\n" + strings.Repeat("z", 16) + "\n" + strings.Repeat("z", 15),
			maxLine: 32,
			want:    []at{{1, strings.Repeat("y", 32)}, {3, strings.Repeat("z", 16) + " " + strings.Repeat("z", 15)}},
		},
		{
			name:     "invalid UTF-8 after an indent and a split counts bytes of the line",
			in:       "  One. (Photo by A/AFP)  Two \xff.",
			want:     []at{{1, "One. (Photo by A/AFP)"}},
			problems: []string{"t.txt:1: invalid UTF-8 at byte 30"},
		},
		{
			name:     "a bad caption ends at a credit like a good one",
			in:       "Bad \xff. (Photo by A/Reuters)\nGood one.",
			want:     []at{{2, "Good one."}},
			problems: []string{"t.txt:1: invalid UTF-8 at byte 5"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := readString(t, "t.txt", tt.in, Options{MaxLine: tt.maxLine})
			if res.err != nil {
				t.Fatalf("err = %v", res.err)
			}
			if got := captionsAt(res); !slices.Equal(got, tt.want) {
				t.Errorf("captions:\n got %+v\nwant %+v", got, tt.want)
			}
			if !slices.Equal(res.problems, tt.problems) {
				t.Errorf("problems:\n got %q\nwant %q", res.problems, tt.problems)
			}
			for _, c := range res.captions {
				if c.ID != "" || c.Source != "t.txt" {
					t.Errorf("caption %q: id %q source %q", c.Text, c.ID, c.Source)
				}
			}
		})
	}
}
