package rdftest

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kg-archive/kg/internal/testenv"
)

var returned = regexp.MustCompile(`Parsing returned (\d+) triples`)

// Rapper has rapper parse path as format (nquads, ntriples, turtle, trig),
// fails the test on any error or warning, and returns the statement count.
func Rapper(t testing.TB, format, path string) int {
	t.Helper()
	rapper := testenv.Tool(t, "rapper")
	out, err := exec.Command(rapper, "-i", format, "-c", path).CombinedOutput()
	report := string(out)
	if err != nil {
		t.Fatalf("rapper -i %s rejected %s: %v\n%s", format, path, err, report)
	}
	if strings.Contains(report, "Warning") || strings.Contains(report, "Error") {
		t.Errorf("rapper -i %s reported problems in %s:\n%s", format, path, report)
	}
	m := returned.FindStringSubmatch(report)
	if m == nil {
		t.Fatalf("rapper -i %s gave no count for %s:\n%s", format, path, report)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// Python returns a Python 3 interpreter that can import rdflib. The python3
// first on PATH may be a pyenv one without Debian's python3-rdflib, so
// /usr/bin/python3 is tried as well.
func Python(t testing.TB) string {
	t.Helper()
	var tried []string
	candidates := []string{"/usr/bin/python3"}
	if p, err := exec.LookPath("python3"); err == nil {
		candidates = append([]string{p}, candidates...)
	}
	for _, p := range candidates {
		out, err := exec.Command(p, "-c", "import rdflib").CombinedOutput()
		if err == nil {
			return p
		}
		tried = append(tried, p+": "+strings.TrimSpace(lastLine(out)))
	}
	msg := "python3 with rdflib not found (" + strings.Join(tried, "; ") + "); .ci/run installs python3-rdflib"
	if os.Getenv("KG_REQUIRE_TOOLS") == "1" {
		t.Fatalf("KG_REQUIRE_TOOLS=1: %s", msg)
	}
	t.Skip("SKIP: " + msg)
	return ""
}

func lastLine(b []byte) string {
	b = bytes.TrimSpace(b)
	if i := bytes.LastIndexByte(b, '\n'); i >= 0 {
		return string(b[i+1:])
	}
	return string(b)
}

// RunPython runs a Python script with args and returns its standard output,
// failing the test with its standard error when it exits non-zero.
func RunPython(t testing.TB, python, script string, args ...string) string {
	t.Helper()
	cmd := exec.Command(python, append([]string{"-c", script}, args...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("python: %v\n%s\n%s", err, stdout.String(), stderr.String())
	}
	return stdout.String()
}

// compareScript loads files into rdflib Datasets and checks that each states
// the same graphs as the first (isomorphic per named graph, blank nodes
// matched by structure; triple formats against the union of all graphs).
// Any warning rdflib logs while parsing is a failure too.
const compareScript = `
import logging, sys
from rdflib import Dataset, Graph, URIRef
from rdflib.compare import isomorphic
import re
import rdflib.plugins.parsers.ntriples as ntparser

# rdflib 6.1's N-Triples/N-Quads parser decodes literals with Python's
# unicode-escape, which reads the six characters \\u0041 (an escaped
# backslash, then "u0041") as "A", and its validating mode wants ASCII-only
# N-Triples 2004. This decoder follows the N-Triples 1.1 grammar instead.
_escape = re.compile(r'\\(?:([tbnrf"\'\\])|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8}))')
_echar = {"t": "\t", "b": "\b", "n": "\n", "r": "\r", "f": "\f", '"': '"', "'": "'", "\\": "\\"}
def _unquote(s):
    if not isinstance(s, str):
        s = s.decode("utf-8")
    return _escape.sub(lambda m: _echar[m.group(1)] if m.group(1) else chr(int(m.group(2) or m.group(3), 16)), s)
ntparser.unquote = _unquote

warnings = []
class Keep(logging.Handler):
    def emit(self, record):
        warnings.append(record.getMessage())
logging.getLogger().addHandler(Keep(level=logging.WARNING))

def load(fmt, path):
    ds = Dataset()
    ds.parse(path, format=fmt)
    graphs = {}
    for g in ds.graphs():
        if len(g) == 0:
            continue
        name = str(g.identifier)
        # rdflib files default-graph statements under the file's own URI.
        if name.startswith("file:") or name == "urn:x-rdflib:default":
            name = None
        merged = graphs.setdefault(name, Graph())
        for t in g:
            merged.add(t)
    return graphs

def union(graphs):
    u = Graph()
    for g in graphs.values():
        for t in g:
            u.add(t)
    return u

ref_fmt, ref_path = sys.argv[1], sys.argv[2]
ref = load(ref_fmt, ref_path)
failed = False
for fmt, path in zip(sys.argv[3::2], sys.argv[4::2]):
    got = load(fmt, path)
    if fmt in ("turtle", "nt"):
        same = isomorphic(union(ref), union(got))
        detail = "%d triples vs %d" % (len(union(got)), len(union(ref)))
    else:
        same = set(got) == set(ref) and all(isomorphic(ref[k], got[k]) for k in ref)
        detail = "%d graphs vs %d" % (len(got), len(ref))
    print("%s %s: %s (%s)" % (fmt, path, "same" if same else "DIFFERENT", detail))
    failed = failed or not same
for w in warnings:
    print("WARNING:", w)
sys.exit(1 if failed or warnings else 0)
`

// File is an RDF file and its rdflib format name (nquads, trig, turtle, nt,
// json-ld).
type File struct{ Format, Path string }

// SameStatements has rdflib load ref and every other file and fails the test
// unless all state the same graphs and rdflib logged no warning.
func SameStatements(t testing.TB, python string, ref File, others ...File) string {
	t.Helper()
	args := []string{ref.Format, ref.Path}
	for _, f := range others {
		args = append(args, f.Format, f.Path)
	}
	return RunPython(t, python, compareScript, args...)
}
