package queries_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/kg-archive/kg/graph"
	"github.com/kg-archive/kg/internal/testgraph"
	"github.com/kg-archive/kg/queries"
)

// exampleGraph builds the repository's example captions through the real
// extractor into a memory store.
func exampleGraph(t *testing.T) *graph.Store {
	t.Helper()
	s, err := graph.Open(context.Background(), graph.Options{Backend: graph.BackendMemory})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	testgraph.Examples(t, s)
	return s
}

func run(t *testing.T, s *graph.Store, name string, args map[string]string) []map[string]any {
	t.Helper()
	q, err := queries.Get(name)
	if err != nil {
		t.Fatal(err)
	}
	script, err := q.Script(args)
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]any
	err = s.Query(context.Background(), script, graph.QueryOptions{Limit: -1, Timeout: 20 * time.Second}, func(r map[string]any) error {
		out = append(out, r)
		return nil
	})
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return out
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

// num reads a number whichever Go type the JSON collation gave it.
func num(v any) float64 {
	switch n := v.(type) {
	case int:
		return float64(n)
	case int64:
		return float64(n)
	case float64:
		return n
	}
	return -1
}

// has reports whether some result's tag equals want.
func has(rs []map[string]any, tag, want string) bool {
	for _, r := range rs {
		if str(r[tag]) == want {
			return true
		}
	}
	return false
}

const kgBase = "<https://example.org/kg/"

// TestSavedQueriesOnExamples runs every saved query on the example captions
// and checks facts a reader of those captions knows.
func TestSavedQueriesOnExamples(t *testing.T) {
	s := exampleGraph(t)
	cases := []struct {
		name  string
		args  map[string]string
		check func(t *testing.T, rs []map[string]any)
	}{
		{"ego", map[string]string{"entity": "Karim Haddad"}, func(t *testing.T, rs []map[string]any) {
			if !has(rs, "target", kgBase+"org/reuters>") || !has(rs, "target", kgBase+"place/raqqa>") {
				t.Errorf("Karim Haddad's ego network lacks Reuters or Raqqa: %v", rs)
			}
			if has(rs, "target", kgBase+"person/karim-haddad>") {
				t.Error("ego network includes the entity itself")
			}
			for _, r := range rs {
				if str(r["source"]) != kgBase+"person/karim-haddad>" {
					t.Errorf("source %v, want Karim Haddad", r["source"])
				}
			}
		}},
		{"ego", map[string]string{"entity": "SDF"}, func(t *testing.T, rs []map[string]any) {
			if !has(rs, "target", kgBase+"place/manbij>") {
				t.Errorf("alternate name SDF did not find Syrian Democratic Forces' network: %v", rs)
			}
		}},
		{"ego", map[string]string{"entity": kgBase + "org/reuters>"}, func(t *testing.T, rs []map[string]any) {
			if !has(rs, "target", kgBase+"person/karim-haddad>") {
				t.Errorf("Reuters (by IRI) does not reach Karim Haddad: %v", rs)
			}
		}},
		{"photographers", nil, func(t *testing.T, rs []map[string]any) {
			found := false
			for _, r := range rs {
				if str(r["source"]) == kgBase+"person/karim-haddad>" && str(r["target"]) == kgBase+"org/reuters>" {
					found = true
					if n := num(r["photos"]); n < 2 {
						t.Errorf("Karim Haddad filed %v photos with Reuters, want at least 2", r["photos"])
					}
				}
			}
			if !found {
				t.Errorf("no Karim Haddad -> Reuters link: %v", rs)
			}
		}},
		{"photographers", map[string]string{"agency": "Reuters"}, func(t *testing.T, rs []map[string]any) {
			if len(rs) == 0 {
				t.Fatal("no Reuters photographers")
			}
			for _, r := range rs {
				if str(r["target"]) != kgBase+"org/reuters>" {
					t.Errorf("agency filter let through %v", r["target"])
				}
			}
		}},
		{"co-mentioned-orgs", nil, func(t *testing.T, rs []map[string]any) {
			if len(rs) == 0 {
				t.Fatal("no organisations mentioned together")
			}
			for _, r := range rs {
				if r["source"] == r["target"] {
					t.Errorf("an organisation paired with itself: %v", r)
				}
				if str(r["source_name"]) == "" || str(r["target_name"]) == "" {
					t.Errorf("pair without names: %v", r)
				}
			}
		}},
		{"places-under", map[string]string{"place": "Syria"}, func(t *testing.T, rs []map[string]any) {
			if !has(rs, "target", kgBase+"place/aleppo>") || !has(rs, "target", kgBase+"place/manbij>") {
				t.Errorf("Syria's hierarchy lacks Aleppo or Manbij: %v", rs)
			}
			for _, r := range rs {
				if str(r["target"]) == kgBase+"place/manbij>" && (str(r["source"]) != kgBase+"place/aleppo>" || num(r["depth"]) != 2) {
					t.Errorf("Manbij should sit under Aleppo at depth 2: %v", r)
				}
			}
		}},
		{"places-under", map[string]string{"place": "Syria", "depth": "1"}, func(t *testing.T, rs []map[string]any) {
			if has(rs, "target", kgBase+"place/manbij>") || !has(rs, "target", kgBase+"place/aleppo>") {
				t.Errorf("depth 1 should hold Aleppo but not Manbij: %v", rs)
			}
		}},
		{"timeline", map[string]string{"entity": "Mosul"}, func(t *testing.T, rs []map[string]any) {
			if len(rs) < 2 {
				t.Fatalf("Mosul's timeline has %d photos, want at least 2: %v", len(rs), rs)
			}
			prev := ""
			for _, r := range rs {
				d := str(r["date"])
				if d < prev {
					t.Errorf("timeline out of order: %s after %s", d, prev)
				}
				prev = d
				if !strings.Contains(str(r["caption"]), "Mosul") {
					t.Errorf("photo %v's caption does not name Mosul", r["target"])
				}
			}
		}},
		{"provenance", map[string]string{"subject": "Manbij", "property": "containedInPlace", "value": "Aleppo"}, func(t *testing.T, rs []map[string]any) {
			if !has(rs, "photo", kgBase+"photo/ex-001>") {
				t.Errorf("Manbij in Aleppo is stated by ex-001: %v", rs)
			}
			for _, r := range rs {
				if str(r["value"]) != kgBase+"place/aleppo>" {
					t.Errorf("value %v, want Aleppo", r["value"])
				}
			}
		}},
		{"provenance", map[string]string{"subject": "Karim Haddad", "property": "name"}, func(t *testing.T, rs []map[string]any) {
			if !has(rs, "value", "Karim Haddad") || !has(rs, "photo", kgBase+"photo/ex-002>") {
				t.Errorf("Karim Haddad's name is stated by ex-002 among others: %v", rs)
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.check(t, run(t, s, c.name, c.args))
		})
	}
}

// TestExamplesAndGraphTags runs each query with its own example arguments
// (the ones the web UI offers) and checks drawable ones tag source and target.
func TestExamplesAndGraphTags(t *testing.T) {
	s := exampleGraph(t)
	qs, err := queries.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(qs) < 6 {
		t.Fatalf("%d saved queries, want at least 6", len(qs))
	}
	for _, q := range qs {
		t.Run(q.Name, func(t *testing.T) {
			rs := run(t, s, q.Name, q.Example)
			if len(rs) == 0 {
				t.Fatalf("example %v gives no results", q.Example)
			}
			if !q.Graph {
				return
			}
			for _, r := range rs {
				src, tgt := str(r["source"]), str(r["target"])
				if !strings.HasPrefix(src, "<") || !strings.HasPrefix(tgt, "<") {
					t.Fatalf("drawable result without IRI source and target: %v", r)
				}
			}
		})
	}
}

// TestHostileParameters passes values that would change the script if they
// were pasted into it; they must stay data and simply match nothing.
func TestHostileParameters(t *testing.T) {
	s := exampleGraph(t)
	hostile := []string{
		`"); g.V().All(); ("`,
		`'); g.V().All(); ('`,
		`\"); g.V().All(); //`,
		"x\n g.V().All(); //",
		"x\u2028g.V().All();",
		`</script><script>alert(1)</script>`,
		`${g.V().All()}`,
		`\`,
		`Reuters" || true || "`,
	}
	for _, h := range hostile {
		t.Run(h, func(t *testing.T) {
			rs := run(t, s, "ego", map[string]string{"entity": h})
			if len(rs) != 0 {
				t.Errorf("entity %q gave %d results, want none: %v", h, len(rs), rs[0])
			}
			q, _ := queries.Get("ego")
			script, err := q.Script(map[string]string{"entity": h})
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(script, "</script") || strings.Contains(script, "\u2028") {
				t.Errorf("script holds the value raw: %q", script[:200])
			}
		})
	}
	// The value reaches the script intact: a name with quotes and
	// backslashes is compared as written.
	q, _ := queries.Get("ego")
	script, err := q.Script(map[string]string{"entity": `a"b\c`})
	if err != nil {
		t.Fatal(err)
	}
	var echoed string
	err = s.Query(context.Background(), script+"\ng.Emit({v: params.entity});", graph.QueryOptions{Limit: -1}, func(r map[string]any) error {
		if v, ok := r["v"].(string); ok {
			echoed = v
		}
		return nil
	})
	if err != nil || echoed != `a"b\c` {
		t.Errorf("params.entity = %q (err %v), want %q", echoed, err, `a"b\c`)
	}
}

func TestBind(t *testing.T) {
	q, err := queries.Get("places-under")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		args    map[string]string
		want    map[string]string
		wantErr string
	}{
		{"default filled", map[string]string{"place": "Syria"}, map[string]string{"place": "Syria", "depth": "10"}, ""},
		{"default overridden", map[string]string{"place": "Syria", "depth": "2"}, map[string]string{"place": "Syria", "depth": "2"}, ""},
		{"empty value is a value", map[string]string{"place": ""}, map[string]string{"place": "", "depth": "10"}, ""},
		{"missing", nil, nil, "missing parameter place"},
		{"unknown", map[string]string{"place": "Syria", "plcae": "x"}, nil, "unknown parameter plcae"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := q.Bind(c.args)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err %v, want %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(c.want) {
				t.Fatalf("got %v, want %v", got, c.want)
			}
			for k, v := range c.want {
				if got[k] != v {
					t.Errorf("%s = %q, want %q", k, got[k], v)
				}
			}
		})
	}
}

func TestParseArgs(t *testing.T) {
	got, err := queries.ParseArgs([]string{"entity=Eastern Ghouta", "value=a=b", "empty="})
	if err != nil {
		t.Fatal(err)
	}
	if got["entity"] != "Eastern Ghouta" || got["value"] != "a=b" || got["empty"] != "" || len(got) != 3 {
		t.Errorf("ParseArgs = %v", got)
	}
	for _, bad := range [][]string{{"noequals"}, {"=x"}, {"a=1", "a=2"}} {
		if _, err := queries.ParseArgs(bad); err == nil {
			t.Errorf("ParseArgs(%q) succeeded", bad)
		}
	}
}

func TestGetUnknown(t *testing.T) {
	_, err := queries.Get("nope")
	if err == nil || !strings.Contains(err.Error(), "ego") {
		t.Errorf("Get(nope) = %v, want an error listing the queries", err)
	}
}
