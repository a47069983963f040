package graph

import (
	_ "embed"
	"strings"

	"github.com/dop251/goja"
)

// gizmoGuard works around a crash in Cayley: a Gizmo Except (or Difference)
// whose argument names only nodes the store lacks, as in
// g.V().Out(p).Except(g.V("<a typo>")), makes Cayley's shape optimiser
// dereference a nil shape inside the goroutine Gizmo runs scripts in, and
// that panic kills the whole process (a kg serve included); nothing outside
// Cayley can recover it. The guard wraps the global g so that excluding an
// empty path returns the path unchanged, which is also the right answer.
//
//go:embed gizmo_guard.js
var gizmoGuardSource string

// gizmoGuard is the guard on one line, so the user's script keeps its line
// numbers in error messages.
var gizmoGuard = strings.Join(strings.Fields(gizmoGuardSource), " ")

// GuardGizmo returns script prefixed with the guard. Every Gizmo script kg
// runs, from the CLI or through kg serve, goes through it. A syntax error is
// reported here, against the script as its author wrote it, rather than at
// an offset inside the guard.
func GuardGizmo(script string) (string, error) {
	if _, err := goja.Compile("query", script, false); err != nil {
		return "", err
	}
	return gizmoGuard + " " + script, nil
}
