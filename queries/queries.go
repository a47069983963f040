package queries

import (
	"bufio"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strings"
)

//go:embed *.js
var files embed.FS

// libFile holds the helpers every saved query may use; it is not a query.
const libFile = "lib.js"

// Param is a named parameter of a saved query.
type Param struct {
	Name        string
	Description string
	// Optional parameters take Default when not given.
	Optional bool
	Default  string
}

// Query is a saved Gizmo query.
type Query struct {
	Name        string
	Title       string
	Description string
	Params      []Param
	// Graph says the results tag "source" and "target" nodes, which the web
	// UI's Visualize view draws as links.
	Graph bool
	// Example holds arguments that give sensible results on the example
	// captions in testdata/examples.
	Example map[string]string
	// Body is the script without its header, parameters or helpers.
	Body string
}

var (
	loaded  []*Query
	byName  map[string]*Query
	lib     string
	loadErr error
)

func init() {
	loaded, lib, loadErr = load(files)
	byName = make(map[string]*Query, len(loaded))
	for _, q := range loaded {
		byName[q.Name] = q
	}
}

// List returns the saved queries in name order, or the error that made one
// of the embedded files unreadable (which the package's tests rule out).
func List() ([]*Query, error) {
	if loadErr != nil {
		return nil, loadErr
	}
	return append([]*Query(nil), loaded...), nil
}

// Get returns the saved query called name.
func Get(name string) (*Query, error) {
	if loadErr != nil {
		return nil, loadErr
	}
	q, ok := byName[name]
	if !ok {
		names := make([]string, len(loaded))
		for i, q := range loaded {
			names[i] = q.Name
		}
		return nil, fmt.Errorf("no saved query %q (have: %s)", name, strings.Join(names, ", "))
	}
	return q, nil
}

// ParseArgs turns "key=value" strings into an argument map.
func ParseArgs(kvs []string) (map[string]string, error) {
	args := make(map[string]string, len(kvs))
	for _, kv := range kvs {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("argument %q: want key=value", kv)
		}
		if _, dup := args[k]; dup {
			return nil, fmt.Errorf("argument %q given twice", k)
		}
		args[k] = v
	}
	return args, nil
}

// Bind checks args against q's parameters and fills in defaults.
func (q *Query) Bind(args map[string]string) (map[string]string, error) {
	known := make(map[string]bool, len(q.Params))
	out := make(map[string]string, len(q.Params))
	var missing []string
	for _, p := range q.Params {
		known[p.Name] = true
		v, ok := args[p.Name]
		switch {
		case ok:
			out[p.Name] = v
		case p.Optional:
			out[p.Name] = p.Default
		default:
			missing = append(missing, p.Name)
		}
	}
	var unknown []string
	for k := range args {
		if !known[k] {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	switch {
	case len(unknown) > 0:
		return nil, fmt.Errorf("query %s: unknown parameter %s (it takes: %s)", q.Name, strings.Join(unknown, ", "), q.paramNames())
	case len(missing) > 0:
		return nil, fmt.Errorf("query %s: missing parameter %s (e.g. --arg %s=…)", q.Name, strings.Join(missing, ", "), missing[0])
	}
	return out, nil
}

func (q *Query) paramNames() string {
	if len(q.Params) == 0 {
		return "no parameters"
	}
	names := make([]string, len(q.Params))
	for i, p := range q.Params {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

// Script returns the runnable Gizmo script for args: the parameters as a
// JSON object literal, the helpers, then the query's body.
func (q *Query) Script(args map[string]string) (string, error) {
	bound, err := q.Bind(args)
	if err != nil {
		return "", err
	}
	// encoding/json escapes quotes, backslashes, control characters,
	// U+2028/U+2029 and <, > and &, so the literal can neither end early
	// nor close an HTML script element around it.
	p, err := json.Marshal(bound)
	if err != nil {
		return "", fmt.Errorf("query %s: encode parameters: %w", q.Name, err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "// kg saved query %q (kg queries lists them). Edit params to explore.\n", q.Name)
	fmt.Fprintf(&b, "var params = %s;\n\n", p)
	b.WriteString(lib)
	b.WriteString("\n")
	b.WriteString(q.Body)
	return b.String(), nil
}

var (
	headerLine = regexp.MustCompile(`^//\s*([a-z]+):\s?(.*)$`)
	paramSpec  = regexp.MustCompile(`^([a-z][a-z0-9_]*)(=(\S*))?(\s+(.*))?$`)
	nameSpec   = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
)

func load(fsys fs.FS) ([]*Query, string, error) {
	names, err := fs.Glob(fsys, "*.js")
	if err != nil {
		return nil, "", err
	}
	var qs []*Query
	var helpers string
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, "", fmt.Errorf("saved query %s: %w", name, err)
		}
		if name == libFile {
			helpers = string(data)
			continue
		}
		q, err := parse(string(data))
		if err != nil {
			return nil, "", fmt.Errorf("saved query %s: %w", name, err)
		}
		if want := strings.TrimSuffix(path.Base(name), ".js"); q.Name != want {
			return nil, "", fmt.Errorf("saved query %s: header says name %q, want %q", name, q.Name, want)
		}
		qs = append(qs, q)
	}
	if helpers == "" {
		return nil, "", errors.New("saved queries: " + libFile + " is missing")
	}
	sort.Slice(qs, func(i, j int) bool { return qs[i].Name < qs[j].Name })
	return qs, helpers, nil
}

// parse reads a saved query's header and body.
func parse(src string) (*Query, error) {
	q := &Query{Example: map[string]string{}}
	sc := bufio.NewScanner(strings.NewReader(src))
	var body strings.Builder
	var desc []string
	inHeader := true
	example := ""
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if inHeader {
			m := headerLine.FindStringSubmatch(line)
			if m == nil {
				inHeader = false
			} else {
				key, val := m[1], strings.TrimSpace(m[2])
				switch key {
				case "name":
					q.Name = val
				case "title":
					q.Title = val
				case "description":
					desc = append(desc, val)
				case "param":
					p, err := parseParam(val)
					if err != nil {
						return nil, fmt.Errorf("line %d: %w", n, err)
					}
					for _, other := range q.Params {
						if other.Name == p.Name {
							return nil, fmt.Errorf("line %d: parameter %s declared twice", n, p.Name)
						}
					}
					q.Params = append(q.Params, p)
				case "example":
					example = val
				case "graph":
					q.Graph = val == "yes"
				default:
					return nil, fmt.Errorf("line %d: unknown header key %q", n, key)
				}
				continue
			}
		}
		body.WriteString(line)
		body.WriteString("\n")
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if !nameSpec.MatchString(q.Name) {
		return nil, fmt.Errorf("missing or malformed `// name:` header (%q)", q.Name)
	}
	if len(desc) == 0 {
		return nil, errors.New("missing `// description:` header")
	}
	q.Description = strings.Join(desc, " ")
	if q.Title == "" {
		q.Title = q.Name
	}
	q.Body = strings.TrimLeft(body.String(), "\n")
	if err := q.parseExample(example); err != nil {
		return nil, err
	}
	return q, nil
}

func parseParam(spec string) (Param, error) {
	m := paramSpec.FindStringSubmatch(spec)
	if m == nil {
		return Param{}, fmt.Errorf("malformed param %q (want `name  description` or `name=default  description`)", spec)
	}
	return Param{Name: m[1], Optional: m[2] != "", Default: m[3], Description: strings.TrimSpace(m[5])}, nil
}

// parseExample reads "k=v k2=v two" (a value runs until the next " key="),
// so examples can hold names with spaces.
func (q *Query) parseExample(s string) error {
	if s == "" {
		return nil
	}
	keys := regexp.MustCompile(`(?:^|\s)([a-z][a-z0-9_]*)=`).FindAllStringSubmatchIndex(s, -1)
	for i, k := range keys {
		end := len(s)
		if i+1 < len(keys) {
			end = keys[i+1][0]
		}
		q.Example[s[k[2]:k[3]]] = strings.TrimSpace(s[k[1]:end])
	}
	if _, err := q.Bind(q.Example); err != nil {
		return fmt.Errorf("example: %w", err)
	}
	return nil
}
