package queries

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestParseHeaders(t *testing.T) {
	q, err := parse("// name: x\n// title: X\n// description: one\n// description: two\n// param: a  first one\n// param: b=3  second\n// example: a=hello world b=4\n// graph: yes\n\ng.V().All()\n")
	if err != nil {
		t.Fatal(err)
	}
	if q.Name != "x" || q.Title != "X" || q.Description != "one two" || !q.Graph || q.Body != "g.V().All()\n" {
		t.Errorf("parsed %+v", q)
	}
	want := []Param{{Name: "a", Description: "first one"}, {Name: "b", Optional: true, Default: "3", Description: "second"}}
	if len(q.Params) != 2 || q.Params[0] != want[0] || q.Params[1] != want[1] {
		t.Errorf("params %+v, want %+v", q.Params, want)
	}
	if q.Example["a"] != "hello world" || q.Example["b"] != "4" {
		t.Errorf("example %v", q.Example)
	}
}

func TestParseErrors(t *testing.T) {
	cases := map[string]string{
		"no name":        "// description: d\ng.V()",
		"bad name":       "// name: Bad Name\n// description: d\n",
		"no description": "// name: x\n",
		"unknown key":    "// name: x\n// description: d\n// colour: red\n",
		"bad param":      "// name: x\n// description: d\n// param: 9lives\n",
		"dup param":      "// name: x\n// description: d\n// param: a\n// param: a\n",
		"bad example":    "// name: x\n// description: d\n// param: a\n// example: b=1\n",
	}
	for name, src := range cases {
		t.Run(name, func(t *testing.T) {
			if _, err := parse(src); err == nil {
				t.Errorf("parse accepted %q", src)
			}
		})
	}
}

func TestLoadChecksFileNames(t *testing.T) {
	fsys := fstest.MapFS{
		"lib.js":  {Data: []byte("var kg = {};\n")},
		"this.js": {Data: []byte("// name: that\n// description: d\n")},
	}
	if _, _, err := load(fsys); err == nil || !strings.Contains(err.Error(), `want "this"`) {
		t.Errorf("load = %v, want a name mismatch", err)
	}
	delete(fsys, "this.js")
	delete(fsys, "lib.js")
	if _, _, err := load(fsys); err == nil {
		t.Error("load accepted a library without lib.js")
	}
}
