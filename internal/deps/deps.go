package deps

import (
	_ "github.com/cayleygraph/cayley/graph/kv/bbolt"
	_ "github.com/cayleygraph/cayley/graph/memstore"
	_ "github.com/cayleygraph/cayley/query/gizmo"
	_ "github.com/cayleygraph/quad/nquads"
	_ "github.com/jdkato/prose/v2"
	_ "github.com/rogpeppe/go-internal/testscript"
	_ "github.com/urfave/cli/v2"
	_ "go.etcd.io/bbolt"
	_ "golang.org/x/term"
	_ "golang.org/x/text/unicode/norm"
)
