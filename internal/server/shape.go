package server

import (
	"context"
	"fmt"
	"net/http"
	"reflect"
	"sort"
	"strings"
	"sync"

	cgraph "github.com/cayleygraph/cayley/graph"
	"github.com/cayleygraph/cayley/query"
	"github.com/cayleygraph/cayley/query/gizmo"
	"github.com/cayleygraph/cayley/query/shape"
	"github.com/cayleygraph/quad"
	"github.com/kg-archive/kg/graph"
)

// maxShapes bounds what one shape request records: a script that builds
// paths in a loop would otherwise grow the answer without end.
const maxShapes = 2000

// shapeRecorder is a quad store that notes every query shape Cayley's
// optimiser shows it. Cayley optimises a path bottom-up and offers each
// sub-shape to the store last, so the shapes that no later shape contains are
// the scripts' whole queries. It leaves shapes unoptimised so that parents
// hold exactly the children recorded before them.
type shapeRecorder struct {
	cgraph.QuadStore
	mu     sync.Mutex
	shapes []shape.Shape
}

func (r *shapeRecorder) OptimizeShape(_ context.Context, s shape.Shape) (shape.Shape, bool) {
	r.mu.Lock()
	if len(r.shapes) < maxShapes {
		r.shapes = append(r.shapes, s)
	}
	r.mu.Unlock()
	return s, false
}

// roots returns the recorded shapes that no later one contains.
func (r *shapeRecorder) roots() []shape.Shape {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []shape.Shape
	for i, s := range r.shapes {
		contained := false
		for _, later := range r.shapes[i+1:] {
			shape.Walk(later, func(x shape.Shape) bool {
				if !contained && reflect.DeepEqual(x, s) {
					contained = true
				}
				return !contained
			})
			if contained {
				break
			}
		}
		if !contained {
			out = append(out, s)
		}
	}
	return out
}

// shapeGraph is the JSON answer: each query the script built, as a tree of
// Cayley shapes (nodes) joined by the fields that hold them (links).
type shapeGraph struct {
	Nodes []shapeNode `json:"nodes"`
	Links []shapeLink `json:"links"`
}

type shapeNode struct {
	ID    int               `json:"id"`
	Shape string            `json:"shape"`
	Query int               `json:"query"`
	Attrs map[string]string `json:"attrs,omitempty"`
}

type shapeLink struct {
	Source int    `json:"source"`
	Target int    `json:"target"`
	Field  string `json:"field"`
}

var rtShape = reflect.TypeOf((*shape.Shape)(nil)).Elem()

type shapeWriter struct {
	ctx context.Context
	qs  cgraph.QuadStore
	g   shapeGraph
}

func (w *shapeWriter) add(s shape.Shape, query int) int {
	return w.node(reflect.ValueOf(s), query)
}

// node writes a shape, or a struct inside one that holds shapes (such as a
// QuadFilter), and everything below it.
func (w *shapeWriter) node(rv reflect.Value, query int) int {
	for rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface {
		rv = rv.Elem()
	}
	id := len(w.g.Nodes)
	w.g.Nodes = append(w.g.Nodes, shapeNode{ID: id, Shape: strings.TrimPrefix(rv.Type().String(), "shape."), Query: query, Attrs: map[string]string{}})
	switch rv.Kind() {
	case reflect.Struct:
		for i := 0; i < rv.NumField(); i++ {
			if f := rv.Type().Field(i); f.IsExported() {
				w.field(id, f.Name, rv.Field(i), query)
			}
		}
	case reflect.Slice:
		// A shape that is a list: of shapes (Intersect, Union) or of values (Fixed).
		w.field(id, "values", rv, query)
	}
	if len(w.g.Nodes[id].Attrs) == 0 {
		w.g.Nodes[id].Attrs = nil
	}
	return id
}

func (w *shapeWriter) field(id int, name string, v reflect.Value, query int) {
	for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if name != "values" && holdsShapes(v.Type(), 0) {
		w.g.Links = append(w.g.Links, shapeLink{Source: id, Target: w.node(v, query), Field: name})
		return
	}
	switch v.Kind() {
	case reflect.Slice, reflect.Array:
		if v.Len() == 0 {
			return
		}
		if holdsShapes(v.Type().Elem(), 0) {
			for i := 0; i < v.Len(); i++ {
				w.field(id, fmt.Sprintf("%s[%d]", strings.TrimSuffix(name, "values"), i), v.Index(i), query)
			}
			return
		}
		parts := make([]string, 0, v.Len())
		for i := 0; i < v.Len(); i++ {
			parts = append(parts, w.text(v.Index(i)))
		}
		w.g.Nodes[id].Attrs[name] = strings.Join(parts, ", ")
	case reflect.Map:
		keys := v.MapKeys()
		parts := make([]string, 0, len(keys))
		for _, k := range keys {
			parts = append(parts, w.text(k)+": "+w.text(v.MapIndex(k)))
		}
		sort.Strings(parts)
		if len(parts) > 0 {
			w.g.Nodes[id].Attrs[name] = strings.Join(parts, ", ")
		}
	case reflect.Func, reflect.Chan:
	default:
		if t := w.text(v); t != "" {
			w.g.Nodes[id].Attrs[name] = t
		}
	}
}

// holdsShapes reports whether values of t are shapes or structs with shapes
// in them, which become nodes of their own.
func holdsShapes(t reflect.Type, depth int) bool {
	if t == rtShape || t.Implements(rtShape) {
		return true
	}
	if t.Kind() != reflect.Struct || depth > 3 {
		return false
	}
	for i := 0; i < t.NumField(); i++ {
		ft := t.Field(i).Type
		if ft.Kind() == reflect.Slice {
			ft = ft.Elem()
		}
		if t.Field(i).IsExported() && holdsShapes(ft, depth+1) {
			return true
		}
	}
	return false
}

// text renders a value, turning store references back into the values they
// stand for.
func (w *shapeWriter) text(v reflect.Value) string {
	if !v.IsValid() || !v.CanInterface() {
		return ""
	}
	switch x := v.Interface().(type) {
	case nil:
		return ""
	case quad.Value:
		return quad.StringOf(x)
	case cgraph.Ref:
		if val, err := w.qs.NameOf(x); err == nil && val != nil {
			return quad.StringOf(val)
		}
		return fmt.Sprint(x.Key())
	case fmt.Stringer:
		return x.String()
	default:
		if v.Kind() == reflect.Struct || v.Kind() == reflect.Pointer {
			return fmt.Sprintf("%+v", x)
		}
		return fmt.Sprint(x)
	}
}

// serveShape answers the UI's Query Shape view: POST /api/v1/shape/gizmo
// with the script as the body. The script runs (within the server's limits)
// so that the shapes it builds can be seen.
func (s *Server) serveShape(w http.ResponseWriter, r *http.Request) {
	if lang := r.PathValue("lang"); lang != "gizmo" {
		writeJSONError(w, http.StatusBadRequest, fmt.Sprintf("query shapes are only available for gizmo, not %q", lang))
		return
	}
	body, err := readBody(r)
	if err != nil {
		writeJSONError(w, http.StatusBadRequest, err.Error())
		return
	}
	ctx := r.Context()
	if s.opt.QueryTimeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, s.opt.QueryTimeout)
		defer cancel()
	}
	script, err := graph.GuardGizmo(string(body))
	if err != nil {
		writeJSONError(w, http.StatusBadRequest, err.Error())
		return
	}
	rec := &shapeRecorder{QuadStore: s.handle.QuadStore}
	it, err := gizmo.NewSession(rec).Execute(ctx, script, query.Options{Collation: query.JSON, Limit: 1})
	if err != nil {
		writeJSONError(w, http.StatusBadRequest, err.Error())
		return
	}
	for it.Next(ctx) {
	}
	err = it.Err()
	it.Close()
	if err != nil {
		writeJSONError(w, http.StatusBadRequest, err.Error())
		return
	}
	sw := &shapeWriter{ctx: ctx, qs: s.handle.QuadStore, g: shapeGraph{Nodes: []shapeNode{}, Links: []shapeLink{}}}
	for i, root := range rec.roots() {
		sw.add(root, i)
	}
	writeJSON(w, http.StatusOK, sw.g)
}
