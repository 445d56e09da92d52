package golden

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/gen"
)

// goldenCase is one directory of testdata.
type goldenCase struct {
	name  string
	dir   string
	file  string // the name of src given to pygo: in.py, or the entry module of a package case
	src   []byte // in.py, or the entry module of a package case: it holds the directives
	pkg   *pkgCase
	sigs  []string // "# sig: f(float64)" directives
	calls []string // "# call: f(1, 2.5)" directives
	code  string   // "# error: CODE" directive: the case must be rejected with this code
	xfail string   // "# xfail: REASON": a known difference from Numba, reported as a skip
	exact bool     // "# compare: exact": floats must match Numba's bits, not only to relTol
}

// want is one line of want.jsonl, written by oracle.py.
type want struct {
	Call    string `json:"call"`
	Result  string `json:"result"`
	Stdout  string `json:"stdout"`
	Error   string `json:"error"`
	Message string `json:"message"`
	// Arrays are the array arguments of the call, in argument order; After is each of them
	// after the call.
	Arrays []recArray `json:"arrays"`
	After  []string   `json:"after"`
	// Tolerance is "blas" when the result depends on the host's BLAS/LAPACK, "fastmath" when
	// Numba's bits depend on its arrays' alignment (see doc.go); both compare under the BLAS rule.
	Tolerance string `json:"tolerance"`
}

// recArray is an array argument as oracle.py recorded it.
type recArray struct {
	Type  string   `json:"type"` // Numba's type: array(float64, 2d, C)
	Sig   string   `json:"sig"`  // the same in signature syntax: float64[:, ::1]
	Shape []int    `json:"shape"`
	Data  []string `json:"data"` // element reprs in memory order (F order for an F array)
	// Itemsize and Bytes describe a record array: its bytes in NumPy's layout, in hex.
	Itemsize int    `json:"itemsize"`
	Bytes    string `json:"bytes"`
}

func loadCases(t *testing.T) []*goldenCase {
	t.Helper()
	dirs, err := filepath.Glob(filepath.Join(testdataRoot(), "*"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(dirs)
	var cases []*goldenCase
	for _, dir := range dirs {
		if fi, err := os.Stat(dir); err == nil && !fi.IsDir() && os.Getenv("PYGO_GOLDEN_ROOT") != "" {
			continue // scripts/numbasuite keeps its MODULE.skips.json beside the cases
		}
		c := &goldenCase{name: filepath.Base(dir), dir: dir, file: "in.py"}
		if fi, err := os.Stat(filepath.Join(dir, "pkg")); err == nil && fi.IsDir() {
			c.pkg = loadPackage(t, dir)
			if c.pkg == nil {
				continue
			}
			c.file, c.src = c.pkg.srcs[c.pkg.entryIndex].File, c.pkg.srcs[c.pkg.entryIndex].Data
		} else {
			src, err := os.ReadFile(filepath.Join(dir, "in.py"))
			if err != nil {
				t.Errorf("%s: %v (every golden directory needs an in.py, or a Python package in pkg/)", dir, err)
				continue
			}
			c.src = src
		}
		for _, line := range strings.Split(string(c.src), "\n") {
			line = strings.TrimSpace(line)
			if v, ok := strings.CutPrefix(line, "# sig:"); ok {
				c.sigs = append(c.sigs, strings.TrimSpace(v))
			}
			if v, ok := strings.CutPrefix(line, "# call:"); ok {
				c.calls = append(c.calls, strings.TrimSpace(v))
			}
			if v, ok := strings.CutPrefix(line, "# xfail:"); ok {
				c.xfail = strings.TrimSpace(v)
			}
			if v, ok := strings.CutPrefix(line, "# compare:"); ok {
				c.exact = strings.TrimSpace(v) == "exact"
			}
			if v, ok := strings.CutPrefix(line, "# error:"); ok {
				c.code = strings.TrimSpace(v)
			}
		}
		cases = append(cases, c)
	}
	return cases
}

func (c *goldenCase) wants(t *testing.T) []want {
	t.Helper()
	ws, err := c.readWants()
	if err != nil {
		t.Errorf("%s: %v (run make oracle)", c.name, err)
	}
	return ws
}

// readWants reads the case's want.jsonl: one record per call.
func (c *goldenCase) readWants() ([]want, error) {
	f, err := os.Open(filepath.Join(c.dir, "want.jsonl"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ws []want
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var w want
		if err := json.Unmarshal(sc.Bytes(), &w); err != nil {
			return nil, fmt.Errorf("want.jsonl: %v", err)
		}
		ws = append(ws, w)
	}
	return ws, sc.Err()
}

// pkgName is the Go package a case is generated into.
func (c *goldenCase) pkgName() string {
	return "c_" + strings.ReplaceAll(c.name, "-", "_")
}

// pkgCase is a golden case made of a Python package, testdata/NAME/pkg/: pygo translates all
// its modules together, and the directives (calls included) are those of the one module that
// has # call: or # error: lines, the entry module, whose functions the calls name.
type pkgCase struct {
	srcs       []gen.Source // File is relative to the case directory: pkg/m.py
	entryIndex int
	entry      string // the entry module's dotted name, pkg.main
}

func loadPackage(t *testing.T, dir string) *pkgCase {
	t.Helper()
	srcs, err := gen.ReadSources([]string{filepath.Join(dir, "pkg")})
	if err != nil {
		t.Errorf("%s: %v", dir, err)
		return nil
	}
	p := &pkgCase{entryIndex: -1}
	var files []string
	for _, s := range srcs {
		rel, err := filepath.Rel(dir, s.File)
		if err != nil {
			t.Errorf("%s: %v", dir, err)
			return nil
		}
		s.File = filepath.ToSlash(rel)
		p.srcs = append(p.srcs, s)
		files = append(files, s.File)
		text := string(s.Data)
		if p.entryIndex < 0 && (strings.Contains(text, "# call:") || strings.Contains(text, "# error:")) {
			p.entryIndex = len(p.srcs) - 1
		}
	}
	if p.entryIndex < 0 {
		t.Errorf("%s: no module of pkg/ has # call: or # error: lines", dir)
		return nil
	}
	_, _, names := gen.PackageLayout(files)
	p.entry = names[p.entryIndex]
	return p
}

// sources are the Python files of the case, as pygo is given them.
func (c *goldenCase) sources() []gen.Source {
	if c.pkg != nil {
		return c.pkg.srcs
	}
	return []gen.Source{{File: c.file, Data: c.src}}
}

// qualify makes a function name of the entry module (f, or f(types) of a # sig: line) the
// name pygo's -sig takes: module.f in a package case.
func (c *goldenCase) qualify(name string) string {
	if c.pkg == nil {
		return name
	}
	return strings.TrimPrefix(c.pkg.entry, "pkg.") + "." + name
}

// testdataRoot is the folder of cases: testdata, or $PYGO_GOLDEN_ROOT, which
// scripts/numbasuite points at its scratch cases extracted from Numba's test suite.
func testdataRoot() string {
	if r := os.Getenv("PYGO_GOLDEN_ROOT"); r != "" {
		return r
	}
	return "testdata"
}
