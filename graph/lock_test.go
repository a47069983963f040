package graph

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

const holdEnv = "KG_GRAPH_TEST_HOLD_STORE"

// TestHoldStoreHelper is run as a child process by TestOpenLockedByOtherProcess:
// it opens the store named in the environment and holds it until stdin closes.
func TestHoldStoreHelper(t *testing.T) {
	dir := os.Getenv(holdEnv)
	if dir == "" {
		t.Skip("helper process for TestOpenLockedByOtherProcess; runs only when " + holdEnv + " is set")
	}
	s, err := Open(context.Background(), Options{Path: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	os.Stdout.WriteString("ready\n")
	bufio.NewReader(os.Stdin).ReadString('\n')
}

func TestOpenLockedByOtherProcess(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "kg.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestHoldStoreHelper$")
	cmd.Env = append(os.Environ(), holdEnv+"="+dir)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer stdin.Close()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || line != "ready\n" {
		t.Fatalf("helper did not open the store: %q, %v", line, err)
	}

	start := time.Now()
	s, err := Open(context.Background(), Options{Path: dir})
	if err == nil {
		s.Close()
		t.Fatal("opened a store another process holds")
	}
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("Open = %v, want ErrLocked", err)
	}
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("Open took %v to report the lock", took)
	}
}
