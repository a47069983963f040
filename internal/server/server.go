package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"strings"
	"time"

	cgraph "github.com/cayleygraph/cayley/graph"
	cayleyhttp "github.com/cayleygraph/cayley/server/http"

	// The formats the API reads and writes quads in register on import.
	_ "github.com/cayleygraph/quad/jsonld"
	_ "github.com/cayleygraph/quad/nquads"

	"github.com/kg-archive/kg/graph"
)

// Defaults for Options.
const (
	DefaultAddr         = "127.0.0.1:64210"
	DefaultQueryTimeout = 30 * time.Second
	DefaultQueryLimit   = graph.DefaultQueryLimit
)

// ShutdownGrace is how long Serve lets requests under way finish once its
// context is done.
const ShutdownGrace = 5 * time.Second

// maxBody bounds a query sent to the shape endpoint, as Cayley bounds its own.
const maxBody = 1 << 20

// Options configure a Server.
type Options struct {
	// Writable lets clients write and delete quads; otherwise those calls
	// answer 403.
	Writable bool
	// QueryTimeout stops a query after this long; zero means no limit.
	QueryTimeout time.Duration
	// QueryLimit caps the results of a query; zero or less means no cap.
	QueryLimit int
	// ErrorLog receives the HTTP server's own errors; nil discards them.
	ErrorLog *log.Logger
}

// Server serves one store.
type Server struct {
	handle  *cgraph.Handle
	opt     Options
	assets  map[string]*asset
	mux     *http.ServeMux
	started time.Time
}

// New prepares a server for store. It fails when Cayley's UI bundle no
// longer holds the URLs the server must rewrite.
func New(store *graph.Store, opt Options) (*Server, error) {
	assets, err := loadAssets()
	if err != nil {
		return nil, err
	}
	s := &Server{handle: store.Handle(), opt: opt, assets: assets, mux: http.NewServeMux(), started: time.Now()}

	api := cayleyhttp.NewAPIv2(s.handle)
	api.SetReadOnly(!opt.Writable)
	api.SetQueryTimeout(opt.QueryTimeout)
	if opt.QueryLimit > 0 {
		api.SetQueryLimit(opt.QueryLimit)
	} else {
		api.SetQueryLimit(-1)
	}
	s.mux.Handle("/api/v2/", api)
	s.mux.Handle("/api/v2/query", guardGizmo(api))
	s.mux.HandleFunc("POST /api/v1/shape/{lang}", s.serveShape)
	s.mux.HandleFunc("GET /kg/{$}", s.serveLanding)
	s.mux.HandleFunc("GET /kg/open", s.serveOpen)
	s.mux.HandleFunc("GET /kg/api/queries", s.serveQueryList)
	s.mux.HandleFunc("GET /kg/api/info", s.serveInfo)
	s.mux.HandleFunc("/", s.serveAsset)
	return s, nil
}

// ServeHTTP implements http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	// The page is built to fetch only from here; say so to the browser too.
	h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; worker-src 'self' blob:; connect-src 'self'")
	h.Set("X-Content-Type-Options", "nosniff")
	s.mux.ServeHTTP(w, r)
}

// Serve answers requests on ln until ctx is done, then shuts down: it stops
// accepting connections and gives requests under way ShutdownGrace to end.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	errLog := s.opt.ErrorLog
	if errLog == nil {
		errLog = log.New(io.Discard, "", 0)
	}
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		ErrorLog:          errLog,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), ShutdownGrace)
	defer cancel()
	err := hs.Shutdown(sctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = hs.Close()
	}
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	if err != nil {
		return fmt.Errorf("shut down: %w", err)
	}
	return nil
}

func (s *Server) serveInfo(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{
		"writable":      s.opt.Writable,
		"query_timeout": s.opt.QueryTimeout.String(),
		"query_limit":   s.opt.QueryLimit,
		"started":       s.started.UTC().Format(time.RFC3339),
	})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
}

func writeJSONError(w http.ResponseWriter, code int, msg string) {
	writeJSON(w, code, map[string]string{"error": msg})
}

// guardGizmo puts graph.GuardGizmo in front of every Gizmo script the API
// runs, so a script that would crash Cayley cannot take the server down.
func guardGizmo(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("lang") != "gizmo" {
			next.ServeHTTP(w, r)
			return
		}
		if r.Method == http.MethodGet {
			q := r.URL.Query()
			script, err := graph.GuardGizmo(q.Get("qu"))
			if err != nil {
				writeJSONError(w, http.StatusBadRequest, err.Error())
				return
			}
			q.Set("qu", script)
			r.URL.RawQuery = q.Encode()
			next.ServeHTTP(w, r)
			return
		}
		body, err := readBody(r)
		if err != nil {
			writeJSONError(w, http.StatusBadRequest, err.Error())
			return
		}
		script, err := graph.GuardGizmo(string(body))
		if err != nil {
			writeJSONError(w, http.StatusBadRequest, err.Error())
			return
		}
		r.Body = io.NopCloser(strings.NewReader(script))
		r.ContentLength = int64(len(script))
		next.ServeHTTP(w, r)
	})
}

func readBody(r *http.Request) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r.Body, maxBody+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxBody {
		return nil, errors.New("request is too large")
	}
	return b, nil
}
