package eval

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (go test -update rewrites it)\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestWriteText(t *testing.T) {
	r := Score(readTinyGold(t), readPred(t, filepath.Join("testdata", "tiny.pred.jsonl")))
	tests := []struct {
		file       string
		withErrors bool
	}{
		{"tiny.golden", false},
		{"tiny-errors.golden", true},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			var buf bytes.Buffer
			if err := r.WriteText(&buf, tt.withErrors); err != nil {
				t.Fatal(err)
			}
			golden(t, tt.file, buf.Bytes())
		})
	}
}

func TestReportJSON(t *testing.T) {
	r := Score(readTinyGold(t), readPred(t, filepath.Join("testdata", "tiny.pred.jsonl")))
	got, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "tiny.json.golden", append(got, '\n'))

	// The ratios are part of the JSON so that consumers need not recompute.
	var back struct {
		Micro struct {
			TP int     `json:"tp"`
			F1 float64 `json:"f1"`
		} `json:"micro"`
		Date struct {
			Value float64 `json:"value"`
		} `json:"date"`
	}
	if err := json.Unmarshal(got, &back); err != nil {
		t.Fatal(err)
	}
	if back.Micro.TP != 15 || !near(back.Micro.F1, 30.0/38) || back.Date.Value != 0.5 {
		t.Errorf("decoded %+v", back)
	}
}

type failWriter struct{ after int }

var errDiskFull = errors.New("disk full")

func (f *failWriter) Write(p []byte) (int, error) {
	if f.after <= 0 {
		return 0, errDiskFull
	}
	f.after--
	return len(p), nil
}

func TestWriteTextError(t *testing.T) {
	r := Score(readTinyGold(t), readPred(t, filepath.Join("testdata", "tiny.pred.jsonl")))
	for _, after := range []int{0, 1, 3} {
		err := r.WriteText(&failWriter{after: after}, true)
		if !errors.Is(err, errDiskFull) || !strings.HasPrefix(err.Error(), "write report: ") {
			t.Errorf("after %d writes: err = %v, want wrapped disk full", after, err)
		}
	}
}
