package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/cayleygraph/cayley/ui"
)

// MonacoVersion is the monaco-editor release Cayley's UI asks for and
// assets/monaco-editor holds (npm pack monaco-editor@0.18.1, min/ only).
const MonacoVersion = "0.18.1"

// Where the vendored files are served.
const (
	monacoPath = "/vendor/monaco-editor@" + MonacoVersion
	iconsPath  = "/vendor/material-icons"
)

// vendored holds the Monaco files the UI loads (gzipped, served as is to
// browsers that accept gzip) and the Material Icons font, with licences.
//
//go:embed assets
var vendored embed.FS

//go:embed web
var kgWeb embed.FS

// rewrite is one URL replacement in Cayley's UI bundle; each must match at
// least once, so a changed bundle fails loudly instead of going online.
type rewrite struct {
	glob     string // files it applies to, relative to the UI's root
	old, new string
}

var rewrites = []rewrite{
	// The API: same origin, whatever address the server has.
	{"static/js/main.*.js", `"http://localhost:64210"`, `""`},
	{"static/js/2.*.js", `"http://localhost:64210"`, `""`},
	// The editor, from a CDN.
	{"static/js/2.*.js", `"https://cdn.jsdelivr.net/npm/monaco-editor@` + MonacoVersion + `/min/vs/loader.js"`, `"` + monacoPath + `/min/vs/loader.js"`},
	{"static/js/2.*.js", `"https://cdn.jsdelivr.net/npm/monaco-editor@` + MonacoVersion + `/min/vs"`, `"` + monacoPath + `/min/vs"`},
	// The icon font, from Google Fonts.
	{"static/css/main.*.css", `@import url(https://fonts.googleapis.com/icon?family=Material+Icons);`, `@import url(` + iconsPath + `/material-icons.css);`},
	// kg's additions: a way to the saved queries, and opening one.
	{"index.html", `</body>`, `<script src="/kg/ui.js"></script></body>`},
}

// forbidden are hosts no served text may name in a URL the page could
// fetch; TestAssetsStayLocal checks every asset.
var forbidden = []string{"localhost:64210", "cdn.jsdelivr.net", "fonts.googleapis.com", "fonts.gstatic.com", "storage.googleapis.com", "unpkg.com"}

// iconsCSS stands in for Google Fonts' stylesheet for the Material Icons
// font, pointing at the vendored copy.
const iconsCSS = `@font-face {
  font-family: 'Material Icons';
  font-style: normal;
  font-weight: 400;
  font-display: block;
  src: url(MaterialIcons-Regular.woff2) format('woff2');
}
.material-icons {
  font-family: 'Material Icons';
  font-weight: normal;
  font-style: normal;
  font-size: 24px;
  line-height: 1;
  letter-spacing: normal;
  text-transform: none;
  display: inline-block;
  white-space: nowrap;
  word-wrap: normal;
  direction: ltr;
  -webkit-font-feature-settings: 'liga';
  -webkit-font-smoothing: antialiased;
  font-feature-settings: 'liga';
}
`

// serviceWorker replaces Cayley's, which imports Workbox from a CDN. The UI
// never registers a worker, but a browser may hold one from an earlier
// Cayley on the same address; this one removes itself.
const serviceWorker = `// kg serve: no service worker; this one unregisters any earlier one.
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function () { self.registration.unregister(); });
`

type asset struct {
	data  []byte
	gzip  bool // data is gzip-compressed
	ctype string
	etag  string
}

var contentTypes = map[string]string{
	".html":  "text/html; charset=utf-8",
	".js":    "text/javascript; charset=utf-8",
	".css":   "text/css; charset=utf-8",
	".json":  "application/json",
	".map":   "application/json",
	".ts":    "text/plain; charset=utf-8",
	".txt":   "text/plain; charset=utf-8",
	".svg":   "image/svg+xml",
	".png":   "image/png",
	".ico":   "image/x-icon",
	".woff2": "font/woff2",
}

func newAsset(name string, data []byte, gz bool) *asset {
	ct, ok := contentTypes[path.Ext(name)]
	if !ok {
		ct = "text/plain; charset=utf-8" // LICENSE, COPYRIGHT
	}
	sum := sha256.Sum256(data)
	return &asset{data: data, gzip: gz, ctype: ct, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
}

// loadAssets builds every file the server answers with, rewritten, in memory.
func loadAssets() (map[string]*asset, error) {
	out := map[string]*asset{}
	web, err := fs.Sub(ui.FS, "web")
	if err != nil {
		return nil, err
	}
	applied := make([]int, len(rewrites))
	err = fs.WalkDir(web, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(web, name)
		if err != nil {
			return err
		}
		for i, rw := range rewrites {
			if ok, _ := path.Match(rw.glob, name); ok && bytes.Contains(data, []byte(rw.old)) {
				data = bytes.ReplaceAll(data, []byte(rw.old), []byte(rw.new))
				applied[i]++
			}
		}
		out["/"+name] = newAsset(name, data, false)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load Cayley's web UI: %w", err)
	}
	for i, rw := range rewrites {
		if applied[i] == 0 {
			return nil, fmt.Errorf("Cayley's web UI changed: no %s holds %s, which kg serve must rewrite to work offline", rw.glob, rw.old)
		}
	}
	out["/service-worker.js"] = newAsset("service-worker.js", []byte(serviceWorker), false)

	err = fs.WalkDir(vendored, "assets", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || name == "assets/README.md" {
			return err
		}
		data, err := fs.ReadFile(vendored, name)
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(name, "assets/")
		switch {
		case strings.HasPrefix(rel, "monaco-editor/"):
			rel = monacoPath + strings.TrimPrefix(rel, "monaco-editor")
		case strings.HasPrefix(rel, "material-icons/"):
			rel = iconsPath + strings.TrimPrefix(rel, "material-icons")
		default:
			return fmt.Errorf("unexpected vendored file %s", name)
		}
		gz := strings.HasSuffix(rel, ".gz")
		rel = strings.TrimSuffix(rel, ".gz")
		out[rel] = newAsset(rel, data, gz)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load vendored assets: %w", err)
	}
	out[iconsPath+"/material-icons.css"] = newAsset("material-icons.css", []byte(iconsCSS), false)

	ui, err := fs.ReadFile(kgWeb, "web/ui.js")
	if err != nil {
		return nil, err
	}
	out["/kg/ui.js"] = newAsset("ui.js", ui, false)
	return out, nil
}

// serveAsset answers with a file from memory; unknown paths are 404s rather
// than the UI's page, so a missing asset shows up as what it is.
func (s *Server) serveAsset(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if p == "/" {
		p = "/index.html"
	}
	a, ok := s.assets[p]
	if !ok {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	h.Set("Content-Type", a.ctype)
	h.Set("ETag", a.etag)
	// Revalidate every time: the ETag makes that a 304, and a new kg binary
	// must never meet a stale bundle.
	h.Set("Cache-Control", "no-cache")
	if a.gzip {
		h.Set("Vary", "Accept-Encoding")
	}
	if match := r.Header.Get("If-None-Match"); match != "" && match == a.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	if !a.gzip {
		h.Set("Content-Length", fmt.Sprint(len(a.data)))
		if r.Method == http.MethodGet {
			w.Write(a.data)
		}
		return
	}
	if acceptsGzip(r) {
		h.Set("Content-Encoding", "gzip")
		h.Set("Content-Length", fmt.Sprint(len(a.data)))
		if r.Method == http.MethodGet {
			w.Write(a.data)
		}
		return
	}
	zr, err := gzip.NewReader(bytes.NewReader(a.data))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if r.Method == http.MethodGet {
		io.Copy(w, zr)
	}
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(enc) == "gzip" && strings.ReplaceAll(q, " ", "") != "q=0" {
			return true
		}
	}
	return false
}
