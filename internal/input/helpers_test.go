package input

import (
	"context"
	"strings"
	"testing"

	"github.com/kg-archive/kg/schema"
)

// result is everything one read produced.
type result struct {
	captions []schema.Caption
	problems []string
	err      error
}

// readString reads src as the named source and collects the outcome.
func readString(t testing.TB, name, src string, opt Options) result {
	t.Helper()
	var res result
	res.err = Read(context.Background(), strings.NewReader(src), name, opt,
		func(c schema.Caption) error { res.captions = append(res.captions, c); return nil },
		func(p Problem) { res.problems = append(res.problems, p.Error()) })
	return res
}

// readPath reads a file and collects the outcome.
func readPath(t testing.TB, path string, opt Options) result {
	t.Helper()
	var res result
	res.err = ReadFile(context.Background(), path, opt,
		func(c schema.Caption) error { res.captions = append(res.captions, c); return nil },
		func(p Problem) { res.problems = append(res.problems, p.Error()) })
	return res
}

func texts(cs []schema.Caption) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Text
	}
	return out
}
