package input

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kg-archive/kg/schema"
)

// writeCorpus writes n generated captions in format f and returns the path.
func writeCorpus(b *testing.B, f Format, n int) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "corpus."+string(f))
	file, err := os.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	w := bufio.NewWriter(file)
	if f == CSV {
		fmt.Fprintln(w, "id,text,url")
	}
	for i := range n {
		text := fmt.Sprintf("Fighters of the Syrian Democratic Forces (SDF) stand guard at a checkpoint on the outskirts "+
			"of Manbij number %d, Aleppo province, Syria, August 6, 2016. (Photo by Karim Haddad/Reuters)", i)
		id := fmt.Sprintf("gen-%06d", i)
		switch f {
		case Text:
			// Every other caption hard-wrapped, every tenth sharing a
			// paragraph with the one before it.
			if i%2 == 0 {
				text = strings.Replace(text, " at a checkpoint ", "\nat a checkpoint\n", 1)
			}
			if i%10 == 9 {
				fmt.Fprintf(w, "%s\n", text)
			} else {
				fmt.Fprintf(w, "%s\n\n", text)
			}
		case JSONL:
			line, _ := json.Marshal(map[string]string{"id": id, "text": text, "url": "https://example.org/" + id})
			fmt.Fprintf(w, "%s\n", line)
		case CSV:
			fmt.Fprintf(w, "%s,\"%s\",https://example.org/%s\n", id, text, id)
		}
	}
	if err := w.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := file.Close(); err != nil {
		b.Fatal(err)
	}
	return path
}

func BenchmarkReadFile(b *testing.B) {
	const n = 20000
	for _, f := range []Format{Text, JSONL, CSV} {
		b.Run(string(f), func(b *testing.B) {
			path := writeCorpus(b, f, n)
			info, err := os.Stat(path)
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(info.Size())
			b.ReportAllocs()
			for b.Loop() {
				count, problems := 0, 0
				err := ReadFile(context.Background(), path, Options{},
					func(schema.Caption) error { count++; return nil },
					func(Problem) { problems++ })
				if err != nil || count != n || problems != 0 {
					b.Fatalf("err %v, %d captions, %d problems; want %d captions", err, count, problems, n)
				}
			}
		})
	}
}
