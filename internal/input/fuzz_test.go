package input

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/kg-archive/kg/schema"
)

// FuzzRead feeds arbitrary bytes to every format with a small MaxLine, so
// the too-long paths are reached too. Nothing may panic, every caption must
// be non-empty valid UTF-8 with a line number, and problems must name a line
// inside the input.
func FuzzRead(f *testing.F) {
	seeds := []string{
		"",
		"A man walks. (Photo by A/Reuters) Boys walk. REUTERS/Omar al-Khatib\nNext one here now.\n\nThird.",
		"{\"id\": 1, \"text\": \"a\", \"url\": \"u\"}\n{\"caption\": \"b\"}\n[1]\n{bad\n",
		"id,text,url\n1,\"quoted, \"\"x\"\"\",u\n2,bare \"q\"\n3,\"open\n",
		"id\ttext\n1\tA\t\n",
		"\xef\xbb\xbfx\xff\xfe\r\n\r\n",
		strings.Repeat("x", 100) + "\n(Photo by\nA/AFP)\nB",
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		lines := strings.Count(string(data), "\n") + 1
		for _, format := range Formats {
			err := Read(context.Background(), strings.NewReader(string(data)), "f", Options{Format: format, MaxLine: 64},
				func(c schema.Caption) error {
					if !utf8.ValidString(c.Text) || strings.TrimSpace(c.Text) == "" {
						t.Errorf("%s: bad caption text %q", format, c.Text)
					}
					if !utf8.ValidString(c.ID) {
						t.Errorf("%s: bad id %q", format, c.ID)
					}
					for k, v := range c.Props {
						if !utf8.ValidString(k) || !utf8.ValidString(v) {
							t.Errorf("%s: bad prop %q=%q", format, k, v)
						}
					}
					if c.Line < 1 || c.Line > lines {
						t.Errorf("%s: caption line %d outside 1..%d", format, c.Line, lines)
					}
					return nil
				},
				func(p Problem) {
					if p.Line < 0 || p.Line > lines || p.Err == nil {
						t.Errorf("%s: problem %v at line %d outside 0..%d", format, p.Err, p.Line, lines)
					}
				})
			if err != nil {
				if _, ok := err.(*Problem); !ok {
					t.Errorf("%s: error %v is not a *Problem", format, err)
				}
			}
		}
	})
}
