package eval

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kg-archive/kg/schema"

	"github.com/kg-archive/kg/internal/testenv"
)

func TestReadGold(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "tiny.gold.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gold, err := ReadGold(f, "tiny.gold.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(gold) != 4 {
		t.Fatalf("got %d captions, want 4", len(gold))
	}
	// Line 3 of the file is blank, so the third caption is on line 4.
	if lines := []int{gold[0].Line, gold[1].Line, gold[2].Line, gold[3].Line}; !slices.Equal(lines, []int{1, 2, 4, 5}) {
		t.Errorf("lines = %v, want [1 2 4 5]", lines)
	}
	g := gold[1]
	if len(g.Entities) != 5 || g.Entities[0].Type != schema.Org || g.Entities[0].Aliases[0] != "FHB" {
		t.Errorf("caption 2 entities = %+v", g.Entities)
	}
	if len(g.Ignore) != 1 || g.Ignore[0] != "T-72" || g.Date != "2019" {
		t.Errorf("caption 2 ignore/date = %q/%q", g.Ignore, g.Date)
	}
	if p := gold[2].PartOf; len(p) != 2 || p[1] != [2]string{"Port Alba", "Estland"} {
		t.Errorf("caption 3 part_of = %q", p)
	}
}

func TestReadGoldErrors(t *testing.T) {
	ok := `{"text": "A caption.", "entities": []}`
	tests := []struct {
		name, input, want string
	}{
		{"malformed json", ok + "\n\n{\"text\": \"B\", \"entities\": [\n", "g.jsonl:3: "},
		{"not an object", "[1,2]\n", "g.jsonl:1: "},
		{"trailing garbage", ok + " x\n", "g.jsonl:1: "},
		{"missing text", `{"entities": []}`, `g.jsonl:1: missing or empty "text"`},
		{"blank text", `{"text": "  "}`, `g.jsonl:1: missing or empty "text"`},
		{"unknown type", ok + "\n" + `{"text": "B", "entities": [{"type": "THING", "name": "x"}]}`, `g.jsonl:2: entity 1 ("x"): unknown type "THING"`},
		{"empty name", `{"text": "B", "entities": [{"type": "ORG", "name": " "}]}`, "g.jsonl:1: entity 1: empty name"},
		{"short pair", `{"text": "B", "part_of": [["Douma"]]}`, "g.jsonl:1: part_of 1: want [child, parent]"},
		{"long pair", `{"text": "B", "part_of": [["a", "b", "c"]]}`, "g.jsonl:1: part_of 1: want [child, parent]"},
		{"duplicate text", ok + "\n" + `{"text": "A  caption."}`, "g.jsonl:2: caption text repeats line 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gold, err := ReadGold(strings.NewReader(tt.input), "g.jsonl")
			if err == nil {
				t.Fatalf("no error, got %d captions", len(gold))
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not contain %q", err, tt.want)
			}
		})
	}
}

func TestReadGoldTolerates(t *testing.T) {
	tests := []struct {
		name, input string
		want        int
	}{
		{"empty file", "", 0},
		{"only blank lines", "\n  \n\r\n", 0},
		{"byte order mark and CRLF", "\ufeff{\"text\": \"A\"}\r\n{\"text\": \"B\"}\r\n", 2},
		{"no final newline", `{"text": "A"}`, 1},
		{"extractor fields", `{"id": "x1", "text": "A", "credit": "Photo by X/Y", "entities": [{"type": "PLACE", "name": "Aleppo", "geonames_id": 170063}]}`, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gold, err := ReadGold(strings.NewReader(tt.input), "g.jsonl")
			if err != nil {
				t.Fatal(err)
			}
			if len(gold) != tt.want {
				t.Errorf("got %d captions, want %d", len(gold), tt.want)
			}
		})
	}
}

// TestSeedGold reads the user's shared gold set and checks that it is
// well formed and that a perfect prediction scores perfectly on it.
func TestSeedGold(t *testing.T) {
	path := testenv.SharedGold(t, "seed-captions.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gold, err := ReadGold(f, path)
	if err != nil {
		t.Fatal(err)
	}
	if len(gold) != 16 {
		t.Errorf("got %d captions, want 16", len(gold))
	}
	pred := make([]schema.Record, len(gold))
	entities, pairs := 0, 0
	for i, g := range gold {
		pred[i] = g.Record()
		entities += len(g.Entities)
		pairs += len(g.PartOf)
	}
	r := Score(gold, pred)
	if r.Micro != (PRF{TP: entities}) || r.PartOf != (PRF{TP: pairs}) {
		t.Errorf("self-score micro %+v part_of %+v, want TP %d and %d only", r.Micro, r.PartOf, entities, pairs)
	}
	for _, a := range []Accuracy{r.Photographers, r.Agencies, r.Date} {
		if a != (Accuracy{Correct: 16, Total: 16}) {
			t.Errorf("self-score accuracy %+v, want 16/16", a)
		}
	}
	if len(r.Errors) != 0 {
		t.Errorf("self-score errors: %+v", r.Errors)
	}
}

// FuzzReadGold checks that no input makes ReadGold panic and that every
// error names the file.
func FuzzReadGold(f *testing.F) {
	for _, s := range []string{
		`{"text": "A", "entities": [{"type": "PLACE", "name": "B", "aliases": ["C"]}], "part_of": [["B", "D"]]}`,
		"{\"text\": \"A\"}\n{",
		`{"text": "A", "part_of": [[]]}`,
		"\ufeff\n\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		gold, err := ReadGold(strings.NewReader(s), "fuzz.jsonl")
		if err != nil {
			if !strings.Contains(err.Error(), "fuzz.jsonl:") {
				t.Errorf("error %q does not name the file", err)
			}
			return
		}
		// Whatever was read must score perfectly against itself.
		pred := make([]schema.Record, len(gold))
		for i, g := range gold {
			pred[i] = g.Record()
		}
		r := Score(gold, pred)
		if r.Micro.FP+r.Micro.FN+r.PartOf.FP+r.PartOf.FN != 0 || r.Missing != 0 {
			t.Errorf("self-score not perfect: %+v", r)
		}
	})
}
