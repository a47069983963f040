package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// RepoRoot returns the directory holding go.mod, walking up from the
// test's working directory.
func RepoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}

// SharedGold returns the path of a file in ../shared/gold/ beside the
// checkout, skipping the test when it is absent unless KG_REQUIRE_SHARED=1.
func SharedGold(t testing.TB, name string) string {
	t.Helper()
	p := filepath.Join(RepoRoot(t), "..", "shared", "gold", name)
	if _, err := os.Stat(p); err != nil {
		if os.Getenv("KG_REQUIRE_SHARED") == "1" {
			t.Fatalf("shared gold data required (KG_REQUIRE_SHARED=1): %v", err)
		}
		t.Skipf("SKIP: shared gold data not found (%v); set KG_REQUIRE_SHARED=1 to make this a failure", err)
	}
	return p
}

// Tool returns the path of an executable, skipping the test when it is not
// installed unless KG_REQUIRE_TOOLS=1.
func Tool(t testing.TB, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("KG_REQUIRE_TOOLS") == "1" {
			t.Fatalf("%s required (KG_REQUIRE_TOOLS=1) but not installed: %v", name, err)
		}
		t.Skipf("SKIP: %s not installed (%v); .ci/run installs it", name, err)
	}
	return p
}
