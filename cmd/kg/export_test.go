package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kg-archive/kg/internal/testenv"
)

// TestExportIsValidNQuads loads the example captions, exports them and has
// raptor's rapper parse the file: zero errors, zero warnings, and as many
// statements as the store holds quads.
func TestExportIsValidNQuads(t *testing.T) {
	rapper := testenv.Tool(t, "rapper")
	dir := t.TempDir()
	db := filepath.Join(dir, "g.db")
	examples := filepath.Join(testenv.RepoRoot(t), "testdata", "examples", "captions.jsonl")
	if code, _, stderr := run(t, "", "build", "--db", db, examples); code != 0 {
		t.Fatalf("build exit %d:\n%s", code, stderr)
	}
	out := filepath.Join(dir, "g.nq")
	if code, _, stderr := run(t, "", "export", "--db", db, "--out", out); code != 0 {
		t.Fatalf("export exit %d:\n%s", code, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Count(string(data), "\n")

	cmd := exec.Command(rapper, "-i", "nquads", "-c", out)
	msg, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("rapper rejected the export: %v\n%s", err, msg)
	}
	report := string(msg)
	if strings.Contains(report, "Warning") || strings.Contains(report, "Error") {
		t.Errorf("rapper reported problems:\n%s", report)
	}
	if !strings.Contains(report, "returned "+strconv.Itoa(lines)+" triples") {
		t.Errorf("rapper counted other than the %d exported quads:\n%s", lines, report)
	}
	_, stats, _ := run(t, "", "stats", "--db", db, "--format", "json")
	if !strings.Contains(stats, `"Quads": `+strconv.Itoa(lines)) {
		t.Errorf("store and export disagree on the quad count (%d exported):\n%s", lines, stats)
	}
}
