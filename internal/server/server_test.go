package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/kg-archive/kg/queries"
)

// start serves store-backed s on 127.0.0.1:0 through Serve, as kg serve
// does, and returns its base URL.
func start(t *testing.T, opt Options, writable bool) string {
	t.Helper()
	opt.Writable = writable
	s, err := New(openExamples(t, writable), opt)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Serve: %v", err)
			}
		case <-time.After(ShutdownGrace + time.Second):
			t.Error("Serve did not return after its context ended")
		}
	})
	return "http://" + ln.Addr().String()
}

type answer struct {
	Result []map[string]any `json:"result"`
	Error  string           `json:"error"`
	status int
}

func post(t *testing.T, u, body string, header ...string) answer {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, u, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var a answer
	b, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatalf("%s: not JSON (%s): %s", u, resp.Status, b)
	}
	a.status = resp.StatusCode
	return a
}

func runGizmo(t *testing.T, base, script string) answer {
	t.Helper()
	return post(t, base+"/api/v2/query?lang=gizmo", script)
}

func TestAPIQuery(t *testing.T) {
	base := start(t, Options{QueryTimeout: 10 * time.Second, QueryLimit: 100}, false)
	a := runGizmo(t, base, `g.V("<https://example.org/kg/place/aleppo>").In("<http://schema.org/containedInPlace>").All()`)
	if a.status != 200 || a.Error != "" {
		t.Fatalf("status %d error %q", a.status, a.Error)
	}
	found := false
	for _, r := range a.Result {
		if r["id"] == "<https://example.org/kg/place/manbij>" {
			found = true
		}
	}
	if !found {
		t.Errorf("Manbij not among the places in Aleppo: %v", a.Result)
	}
	// The UI asks for JSON-LD, which its Visualize view reads.
	ld := post(t, base+"/api/v2/query?lang=gizmo", `g.V("<https://example.org/kg/place/manbij>").Tag("source").Out("<http://schema.org/containedInPlace>").Tag("target").All()`, "Accept", "application/ld+json")
	if len(ld.Result) != 1 {
		t.Fatalf("JSON-LD results: %v (%s)", ld.Result, ld.Error)
	}
	if tgt, _ := ld.Result[0]["target"].(map[string]any); tgt["@id"] != "https://example.org/kg/place/aleppo" {
		t.Errorf("JSON-LD target = %v, want {@id: …/aleppo}", ld.Result[0]["target"])
	}
	if bad := runGizmo(t, base, `g.V(.`); bad.status != 400 || bad.Error == "" {
		t.Errorf("syntax error answered %d %q", bad.status, bad.Error)
	}
}

func TestReadOnlyAndWritable(t *testing.T) {
	const nq = "<https://example.org/kg/x> <http://schema.org/name> \"X\" .\n"
	cases := []struct {
		name     string
		writable bool
		want     int
	}{
		{"read-only refuses", false, http.StatusForbidden},
		{"writable accepts", true, http.StatusOK},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			base := start(t, Options{}, c.writable)
			for _, ep := range []string{"/api/v2/write", "/api/v2/delete"} {
				resp, err := http.Post(base+ep, "application/n-quads", strings.NewReader(nq))
				if err != nil {
					t.Fatal(err)
				}
				msg, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != c.want {
					t.Errorf("%s: %s, want %d: %s", ep, resp.Status, c.want, msg)
				}
				if ep == "/api/v2/write" {
					got := runGizmo(t, base, `g.V("<https://example.org/kg/x>").Out("<http://schema.org/name>").All()`)
					if stored := len(got.Result) == 1; stored != c.writable {
						t.Errorf("after write: %v, want stored=%v", got.Result, c.writable)
					}
				}
			}
		})
	}
}

func TestQueryTimeoutAndLimit(t *testing.T) {
	base := start(t, Options{QueryTimeout: 300 * time.Millisecond, QueryLimit: 3}, false)
	t0 := time.Now()
	a := runGizmo(t, base, `while (true) {}`)
	if took := time.Since(t0); took > 5*time.Second {
		t.Errorf("endless script took %s with a 300ms timeout", took)
	}
	if a.Error == "" || !strings.Contains(a.Error, "deadline") {
		t.Errorf("endless script: status %d error %q, want a deadline error", a.status, a.Error)
	}
	if got := runGizmo(t, base, `g.V().All()`); len(got.Result) != 3 {
		t.Errorf("g.V().All() gave %d results, want the limit 3", len(got.Result))
	}
	unlimited := start(t, Options{QueryLimit: 0}, false)
	if got := runGizmo(t, unlimited, `g.V().All()`); len(got.Result) <= 100 {
		t.Errorf("without a limit g.V().All() gave %d results, want them all (> 100)", len(got.Result))
	}
}

func TestSavedQueriesThroughServer(t *testing.T) {
	base := start(t, Options{QueryTimeout: 20 * time.Second}, false)
	qs, err := queries.List()
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range qs {
		t.Run(q.Name, func(t *testing.T) {
			script, err := q.Script(q.Example)
			if err != nil {
				t.Fatal(err)
			}
			// The UI's Visualize view sends this and reads source/target @id.
			a := post(t, base+"/api/v2/query?lang=gizmo", script, "Accept", "application/ld+json")
			if a.Error != "" || len(a.Result) == 0 {
				t.Fatalf("status %d, error %q, %d results", a.status, a.Error, len(a.Result))
			}
			if q.Graph {
				src, _ := a.Result[0]["source"].(map[string]any)
				tgt, _ := a.Result[0]["target"].(map[string]any)
				if src["@id"] == nil || tgt["@id"] == nil {
					t.Errorf("drawable result without source/target @id: %v", a.Result[0])
				}
			}
		})
	}
}

func TestHostileParameters(t *testing.T) {
	base := start(t, Options{QueryTimeout: 20 * time.Second}, false)
	hostile := []string{`"); g.V().All(); ("`, "\\\"); g.V().All(); //", "x\ng.V().All()", `</script><script>window.pwned=1</script>`, "a\u2028g.V().All()"}
	q, err := queries.Get("ego")
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hostile {
		t.Run(h, func(t *testing.T) {
			script, err := q.Script(map[string]string{"entity": h})
			if err != nil {
				t.Fatal(err)
			}
			if a := runGizmo(t, base, script); a.Error != "" || len(a.Result) != 0 {
				t.Errorf("entity %q: error %q, %d results; want none", h, a.Error, len(a.Result))
			}
			resp, err := http.Get(base + "/kg/open?name=ego&view=visualize&entity=" + url.QueryEscape(h))
			if err != nil {
				t.Fatal(err)
			}
			page, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Fatalf("open: %s", resp.Status)
			}
			if n := strings.Count(strings.ToLower(string(page)), "<script"); n != 1 {
				t.Errorf("open page has %d script elements, want 1:\n%s", n, page)
			}
			// Only the characters that could end the script element or the
			// string literal need escaping; a value without them may appear.
			if strings.ContainsAny(h, "<\n\u2028") && strings.Contains(string(page), h) {
				t.Errorf("open page holds the value unescaped")
			}
		})
	}
}

func TestOpenAndLanding(t *testing.T) {
	base := start(t, Options{}, false)
	cases := []struct {
		path   string
		status int
		want   string
	}{
		{"/kg/", 200, `action="/kg/open"`},
		{"/kg/open?name=ego&entity=Reuters", 200, `#kg-view=query\u0026kg-run=1`},
		{"/kg/open?name=places-under&place=Syria&depth=&view=visualize", 200, `\"depth\":\"10\"`},
		{"/kg/open?name=ego", 400, "missing parameter entity"},
		{"/kg/open?name=nope", 404, "no saved query"},
		{"/kg/api/queries", 200, `"name":"timeline"`},
		{"/nope.js", 404, ""},
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			resp, err := http.Get(base + c.path)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != c.status || !strings.Contains(string(body), c.want) {
				t.Errorf("%s: %s, want %d with %q:\n%.600s", c.path, resp.Status, c.status, c.want, body)
			}
		})
	}
}

func TestShapeEndpoint(t *testing.T) {
	base := start(t, Options{QueryTimeout: 5 * time.Second}, false)
	resp, err := http.Post(base+"/api/v1/shape/gizmo", "text/plain", strings.NewReader(
		`g.V("<https://example.org/kg/place/aleppo>").Tag("source").In("<http://schema.org/containedInPlace>").Tag("target").All()`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var g shapeGraph
	if err := json.NewDecoder(resp.Body).Decode(&g); err != nil || resp.StatusCode != 200 {
		t.Fatalf("%s: %v", resp.Status, err)
	}
	var saved []string
	fixed := false
	for _, n := range g.Nodes {
		if n.Shape == "Save" {
			saved = append(saved, n.Attrs["Tags"])
		}
		if n.Shape == "Fixed" && n.Attrs["values"] == "<https://example.org/kg/place/aleppo>" {
			fixed = true
		}
	}
	if len(saved) != 2 || !fixed || len(g.Links) != len(g.Nodes)-1 {
		t.Errorf("shape %+v: want a tree with Saves source and target and Aleppo fixed", g)
	}
	for _, c := range []struct{ lang, body string }{{"sparql", "x"}, {"gizmo", "g.V(."}} {
		a := post(t, base+"/api/v1/shape/"+c.lang, c.body)
		if a.status != 400 || a.Error == "" {
			t.Errorf("shape %s %q: %d %q, want a 400 error", c.lang, c.body, a.status, a.Error)
		}
	}
}

// TestAssetsStayLocal checks what the UI is served: every rewrite applied,
// no asset naming a host the page could fetch from, and each file the
// page and Monaco's loader ask for present.
func TestAssetsStayLocal(t *testing.T) {
	assets, err := loadAssets()
	if err != nil {
		t.Fatal(err)
	}
	for p, a := range assets {
		data := a.data
		if a.gzip {
			zr, err := gzip.NewReader(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if data, err = io.ReadAll(zr); err != nil {
				t.Fatalf("%s: %v", p, err)
			}
		}
		if strings.HasSuffix(p, ".map") {
			continue // source maps are only read by developer tools
		}
		for _, host := range forbidden {
			if bytes.Contains(data, []byte(host)) {
				t.Errorf("%s names %s", p, host)
			}
		}
	}
	index := string(assets["/index.html"].data)
	for _, m := range regexp.MustCompile(`(?:src|href)="([^"]+)"`).FindAllStringSubmatch(index, -1) {
		ref := m[1]
		if !strings.HasPrefix(ref, "/") {
			ref = "/" + ref
		}
		if assets[ref] == nil {
			t.Errorf("index.html refers to %s, which is not served", ref)
		}
	}
	for _, f := range []string{"loader.js", "editor/editor.main.js", "editor/editor.main.css", "editor/editor.main.nls.js", "base/worker/workerMain.js", "language/typescript/tsMode.js", "language/typescript/tsWorker.js", "basic-languages/javascript/javascript.js"} {
		if assets[monacoPath+"/min/vs/"+f] == nil {
			t.Errorf("monaco file %s missing", f)
		}
	}
	for _, f := range []string{monacoPath + "/LICENSE", iconsPath + "/COPYRIGHT", iconsPath + "/MaterialIcons-Regular.woff2", iconsPath + "/material-icons.css"} {
		if assets[f] == nil {
			t.Errorf("%s missing", f)
		}
	}
}

func TestGzipAssets(t *testing.T) {
	s, err := New(openExamples(t, false), Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	get := func(enc string) (*http.Response, []byte) {
		req, _ := http.NewRequest(http.MethodGet, ts.URL+monacoPath+"/min/vs/loader.js", nil)
		req.Header.Set("Accept-Encoding", enc) // set by hand: Go's client then leaves the body compressed
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, b
	}
	zresp, zbody := get("gzip, deflate")
	plain, body := get("identity")
	if zresp.Header.Get("Content-Encoding") != "gzip" || plain.Header.Get("Content-Encoding") != "" {
		t.Fatalf("encodings %q and %q", zresp.Header.Get("Content-Encoding"), plain.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(bytes.NewReader(zbody))
	if err != nil {
		t.Fatal(err)
	}
	unz, _ := io.ReadAll(zr)
	if !bytes.Equal(unz, body) || !bytes.Contains(body, []byte("define")) {
		t.Error("gzip and identity bodies differ, or are not Monaco's loader")
	}
	req, _ := http.NewRequest(http.MethodGet, ts.URL+"/", nil)
	req.Header.Set("If-None-Match", zresp.Header.Get("ETag"))
	if resp, _ := http.DefaultClient.Get(ts.URL + "/"); !strings.Contains(resp.Header.Get("Content-Type"), "text/html") {
		t.Errorf("/ is %s", resp.Header.Get("Content-Type"))
	}
	etag := plain.Header.Get("ETag")
	req, _ = http.NewRequest(http.MethodGet, ts.URL+monacoPath+"/min/vs/loader.js", nil)
	req.Header.Set("If-None-Match", etag)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotModified {
		t.Errorf("revalidation answered %s, want 304", resp.Status)
	}
}

func TestAnnounce(t *testing.T) {
	dir := t.TempDir()
	if _, ok := Running(dir); ok {
		t.Fatal("Running with no file")
	}
	remove, err := Announce(dir, Info{URL: "http://127.0.0.1:1", PID: os.Getpid()})
	if err != nil {
		t.Fatal(err)
	}
	if info, ok := Running(dir); !ok || info.URL != "http://127.0.0.1:1" {
		t.Errorf("Running = %v %v", info, ok)
	}
	if err := remove(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, InfoFile)); !os.IsNotExist(err) {
		t.Errorf("%s left behind: %v", InfoFile, err)
	}
	// A server killed outright leaves its file; a dead pid is not running.
	stale, _ := json.Marshal(Info{URL: "http://127.0.0.1:1", PID: 1 << 30})
	os.WriteFile(filepath.Join(dir, InfoFile), stale, 0o644)
	if _, ok := Running(dir); ok {
		t.Error("a dead process counts as running")
	}
}

// TestAPIQuerySurvivesCayleyCrash: this script panics inside Cayley's Gizmo
// goroutine unless kg guards it; the server must answer and stay up.
func TestAPIQuerySurvivesCayleyCrash(t *testing.T) {
	base := start(t, Options{QueryTimeout: 10 * time.Second, QueryLimit: 100}, false)
	crash := `g.V().Out("<http://schema.org/creator>").Except(g.V("<https://example.org/kg/person/nobody>")).Limit(3).All()`
	a := runGizmo(t, base, crash)
	if a.status != 200 || len(a.Result) != 3 {
		t.Fatalf("status %d, error %q, %d results; want 3 creators", a.status, a.Error, len(a.Result))
	}
	resp, err := http.Get(base + "/api/v2/query?lang=gizmo&qu=" + url.QueryEscape(crash))
	if err != nil {
		t.Fatalf("GET form of the query: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("GET form: status %d", resp.StatusCode)
	}
	if a := runGizmo(t, base, `g.V(`); a.status != 400 || !strings.Contains(a.Error, "SyntaxError") {
		t.Errorf("syntax error: status %d, error %q", a.status, a.Error)
	}
}
