package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kg-archive/kg/internal/server"
	"github.com/kg-archive/kg/internal/testenv"
)

// syncBuffer is a bytes.Buffer safe to write from the serving goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// serveInBackground runs `kg serve` in-process until the test ends (or stop
// is called) and returns the URL it announced.
func serveInBackground(t *testing.T, args ...string) (url string, stop func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	stderr := &syncBuffer{}
	done := make(chan error, 1)
	go func() {
		app := NewApp(strings.NewReader(""), &syncBuffer{}, stderr)
		done <- app.RunContext(ctx, append([]string{"kg", "serve", "--addr", "127.0.0.1:0"}, args...))
	}()
	var once sync.Once
	var err error
	stop = func() error {
		once.Do(func() {
			cancel()
			select {
			case err = <-done:
			case <-time.After(server.ShutdownGrace + 2*time.Second):
				t.Error("kg serve did not stop after its context ended")
			}
		})
		return err
	}
	t.Cleanup(func() { stop() })
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if m := strings.Fields(stderr.String()); len(m) > 0 {
			for _, f := range m {
				if strings.HasPrefix(f, "http://127.0.0.1:") {
					return strings.TrimSuffix(f, "/"), stop
				}
			}
		}
		select {
		case err := <-done:
			t.Fatalf("kg serve ended early: %v\n%s", err, stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	t.Fatalf("kg serve did not announce its address:\n%s", stderr.String())
	return "", nil
}

func buildExamples(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "g.db")
	examples := filepath.Join(testenv.RepoRoot(t), "testdata", "examples", "captions.jsonl")
	if code, _, stderr := run(t, "", "build", "--db", db, examples); code != 0 {
		t.Fatalf("build: %s", stderr)
	}
	return db
}

// TestServeReadOnly: a read-only server shares the store with readers, keeps
// writers out with a message naming it, answers the API, and on shutdown
// removes its announcement.
func TestServeReadOnly(t *testing.T) {
	db := buildExamples(t)
	url, stop := serveInBackground(t, "--db", db)

	info, ok := server.Running(db)
	if !ok || info.URL != url || info.Writable {
		t.Fatalf("serve.json: %+v %v, want %s read-only", info, ok, url)
	}
	code, out, stderr := run(t, "", "query", "--db", db, "--name", "places-under", "--arg", "place=Syria", "--format", "csv")
	if code != 0 || !strings.Contains(out, "place/aleppo") {
		t.Errorf("query beside a read-only server: exit %d\n%s%s", code, out, stderr)
	}
	code, _, stderr = run(t, "", "build", "--db", db, "-")
	if code == 0 || !strings.Contains(stderr, "kg serve is running on") || !strings.Contains(stderr, url) {
		t.Errorf("build against a served store: exit %d, stderr:\n%s", code, stderr)
	}
	code, out, stderr = run(t, "", "query", "--server", url, "--name", "ego", "--arg", "entity=Karim Haddad", "--format", "csv")
	if code != 0 || !strings.Contains(out, "org/reuters") {
		t.Errorf("query --server: exit %d\n%s%s", code, out, stderr)
	}
	resp, err := http.Post(url+"/api/v2/write", "application/n-quads", strings.NewReader("<a> <b> <c> .\n"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("write to a read-only server: %s, want 403", resp.Status)
	}

	t0 := time.Now()
	if err := stop(); err != nil {
		t.Errorf("serve returned %v on shutdown", err)
	}
	t.Logf("shut down in %s", time.Since(t0))
	if _, err := os.Stat(filepath.Join(db, server.InfoFile)); !os.IsNotExist(err) {
		t.Errorf("%s left after shutdown (%v)", server.InfoFile, err)
	}
	if code, _, stderr := run(t, "", "build", "--db", db, "-"); code != 0 {
		t.Errorf("build after the server stopped: %s", stderr)
	}
}

// TestServeWritable: a writable server holds the store alone; kg query goes
// through it, kg export fails at once saying where the server is.
func TestServeWritable(t *testing.T) {
	db := buildExamples(t)
	url, _ := serveInBackground(t, "--db", db, "--writable", "--query-limit", "5")

	t0 := time.Now()
	code, out, stderr := run(t, "", "query", "--db", db, "--limit", "0", "g.V().All()")
	if code != 0 || !strings.Contains(stderr, url) {
		t.Fatalf("query on a writably served store: exit %d\n%s", code, stderr)
	}
	var results []map[string]any
	if err := json.Unmarshal([]byte(out), &results); err != nil || len(results) != 5 {
		t.Errorf("forwarded query gave %d results (err %v), want the server's limit 5:\n%s", len(results), err, out)
	}
	code, _, stderr = run(t, "", "export", "--db", db)
	if code == 0 || !strings.Contains(stderr, "kg serve is running on") || !strings.Contains(stderr, url) {
		t.Errorf("export: exit %d\n%s", code, stderr)
	}
	if took := time.Since(t0); took > 10*time.Second {
		t.Errorf("query and export took %s; a held store must be reported at once", took)
	}
}

func TestServeFlags(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--db", filepath.Join(t.TempDir(), "none")}, "no graph at"},
		{[]string{"serve", "--db", "memory", "--addr", "256.0.0.1:99999"}, "serve:"},
		{[]string{"serve", "--db", "memory", "extra"}, `unexpected argument "extra"`},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, _, stderr := run(t, "", c.args...)
			if code == 0 || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stderr %q, want %q", code, stderr, c.want)
			}
		})
	}
}
