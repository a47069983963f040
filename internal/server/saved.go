package server

import (
	"html/template"
	"net/http"

	"github.com/kg-archive/kg/queries"
)

// The UI keeps the editor's text in localStorage under this key (see its
// bundle); setting it before the page loads opens a query in the editor.
const uiQueryKey = "LAST_QUERY"

var landingTmpl = template.Must(template.New("landing").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>kg: saved queries</title>
<link rel="icon" href="/favicon.ico">
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:56rem;padding:0 1rem;color:#222;background:#fafafa}
h1{font-size:1.4rem}.q{background:#fff;border:1px solid #ddd;border-radius:6px;padding:1rem 1.2rem;margin:1rem 0}
.q h2{font-size:1.1rem;margin:0 0 .3rem}.q p{margin:.3rem 0 .8rem;color:#444}
label{display:block;margin:.4rem 0}label span{display:inline-block;min-width:7rem;font-family:monospace}
input[type=text]{width:22rem;padding:.25rem}small{color:#666}button{margin:.6rem .6rem 0 0;padding:.35rem .9rem;cursor:pointer}
code{background:#eee;padding:0 .2rem}
</style></head><body>
<h1>kg saved queries</h1>
<p>Each opens in the <a href="/">Cayley query editor</a> with its parameters filled in, and runs.
Parameters are passed as data (<code>params</code> at the top of the script), never pasted into the script.
{{if .Writable}}This server accepts writes.{{else}}This server is read-only.{{end}}
From a shell: <code>kg queries</code>, <code>kg query --name NAME --arg key=value</code>.</p>
{{range .Queries}}
<form class="q" id="q-{{.Name}}" action="/kg/open" method="get">
<h2>{{.Title}} <small>({{.Name}})</small></h2>
<p>{{.Description}}</p>
<input type="hidden" name="name" value="{{.Name}}">
{{$ex := .Example}}{{range .Params}}
<label><span>{{.Name}}</span> <input type="text" name="{{.Name}}" value="{{index $ex .Name}}"{{if not .Optional}} required{{end}}>
<small>{{.Description}}{{if .Optional}} (optional{{if .Default}}, default {{.Default}}{{end}}){{end}}</small></label>
{{end}}
<button type="submit" name="view" value="query">Results</button>
{{if .Graph}}<button type="submit" name="view" value="visualize">Graph</button>{{end}}
</form>
{{end}}
</body></html>
`))

var openTmpl = template.Must(template.New("open").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>kg: opening {{.Name}}</title></head><body>
<p>Opening the saved query {{.Name}} in the <a href="{{.Target}}">query editor</a>…</p>
<script>
localStorage.setItem({{.Key}}, JSON.stringify({text: {{.Script}}, language: "gizmo"}));
location.replace({{.Target}});
</script>
</body></html>
`))

func (s *Server) serveLanding(w http.ResponseWriter, r *http.Request) {
	qs, err := queries.List()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	landingTmpl.Execute(w, map[string]any{"Queries": qs, "Writable": s.opt.Writable})
}

// serveOpen puts a saved query, its parameters bound, into the UI's editor
// and sends the browser to the UI, which kg's ui.js then switches to the
// wanted view and runs.
func (s *Server) serveOpen(w http.ResponseWriter, r *http.Request) {
	vals := r.URL.Query()
	q, err := queries.Get(vals.Get("name"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	args := map[string]string{}
	for _, p := range q.Params {
		if v, ok := vals[p.Name]; ok && (len(v[0]) > 0 || !p.Optional) {
			args[p.Name] = v[0]
		}
	}
	script, err := q.Script(args)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	view := "query"
	if vals.Get("view") == "visualize" {
		view = "visualize"
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	// html/template writes Script as a JavaScript string literal, escaped
	// for the script element it sits in.
	openTmpl.Execute(w, map[string]any{
		"Name":   q.Name,
		"Key":    uiQueryKey,
		"Script": script,
		"Target": "/#kg-view=" + view + "&kg-run=1",
	})
}

type savedQueryJSON struct {
	Name        string            `json:"name"`
	Title       string            `json:"title"`
	Description string            `json:"description"`
	Params      []savedParamJSON  `json:"params"`
	Graph       bool              `json:"graph"`
	Example     map[string]string `json:"example,omitempty"`
}

type savedParamJSON struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Optional    bool   `json:"optional,omitempty"`
	Default     string `json:"default,omitempty"`
}

func (s *Server) serveQueryList(w http.ResponseWriter, r *http.Request) {
	qs, err := queries.List()
	if err != nil {
		writeJSONError(w, http.StatusInternalServerError, err.Error())
		return
	}
	out := make([]savedQueryJSON, 0, len(qs))
	for _, q := range qs {
		sq := savedQueryJSON{Name: q.Name, Title: q.Title, Description: q.Description, Graph: q.Graph, Example: q.Example, Params: []savedParamJSON{}}
		for _, p := range q.Params {
			sq.Params = append(sq.Params, savedParamJSON{Name: p.Name, Description: p.Description, Optional: p.Optional, Default: p.Default})
		}
		out = append(out, sq)
	}
	writeJSON(w, http.StatusOK, out)
}
