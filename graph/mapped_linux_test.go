package graph

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/cayleygraph/quad"
)

// rssFileKB reads how much of this process's resident memory is mapped files.
func rssFileKB(t *testing.T) int {
	t.Helper()
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("SKIP: no /proc/self/status: %v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "RssFile:"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Skip("SKIP: kernel reports no RssFile")
	return 0
}

// TestReleaseMappedDropsStorePages: reading a whole store makes its file
// resident through bbolt's mapping; releaseMapped gives those pages back.
func TestReleaseMappedDropsStorePages(t *testing.T) {
	s := openTest(t, BackendBolt)
	ctx := context.Background()
	w := s.NewWriter(0)
	for i := range 6000 {
		subject := quad.IRI(fmt.Sprintf("urn:kg:photo:%d", i))
		err := w.Add(ctx, quad.Make(subject, quad.IRI("http://schema.org/caption"),
			quad.String(strings.Repeat("caption text ", 150)+strconv.Itoa(i)), subject))
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(ctx); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(s.bolt.Path())
	if err != nil {
		t.Fatal(err)
	}
	touch := func() {
		tx, err := s.bolt.Begin(false)
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		// Reading every page through the mapping makes it resident.
		for err := range tx.Check() {
			t.Fatal(err)
		}
	}
	touch()
	before := rssFileKB(t)
	releaseMapped(s.bolt)
	after := rssFileKB(t)
	fileKB := int(info.Size() / 1024)
	if before-after < fileKB/2 {
		t.Errorf("releasing a %d kB store file dropped RssFile only from %d to %d kB", fileKB, before, after)
	}
	touch() // the store still reads correctly afterwards
	if _, quads, err := s.Counts(ctx); err != nil || quads != 6000 {
		t.Errorf("after release: %d quads, %v", quads, err)
	}
}
