package gen

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/translate"
)

// diagnosticCodes returns the diagnostic codes the compiler's packages report, by code, with
// where each is used: the code arguments of errorf, specErrorf, Add and Warn calls and the Code
// fields of Diagnostic literals.
func diagnosticCodes(t *testing.T) map[string]string {
	t.Helper()
	codes := map[string]string{}
	isCode := regexp.MustCompile(`^[a-z]+(-[a-z]+)+$`)
	record := func(fset *token.FileSet, e ast.Expr) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return
		}
		s, err := strconv.Unquote(lit.Value)
		if err == nil && isCode.MatchString(s) {
			if _, seen := codes[s]; !seen {
				codes[s] = fset.Position(lit.Pos()).String()
			}
		}
	}
	for _, dir := range []string{"../translate", "../typer", "../emit", "."} {
		fset := token.NewFileSet()
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					var fn string
					switch f := n.Fun.(type) {
					case *ast.Ident:
						fn = f.Name
					case *ast.SelectorExpr:
						fn = f.Sel.Name
					}
					switch {
					case (fn == "errorf" || fn == "specErrorf" || fn == "warn") && len(n.Args) >= 4:
						record(fset, n.Args[1])
					case (fn == "Add" || fn == "Warn") && len(n.Args) >= 5:
						record(fset, n.Args[2])
					}
				case *ast.KeyValueExpr:
					if k, ok := n.Key.(*ast.Ident); ok && k.Name == "Code" {
						record(fset, n.Value)
					}
				}
				return true
			})
		}
	}
	return codes
}

// TestDiagnosticCatalogue checks that every diagnostic code the stages report has a hint in
// translate's catalogue, and that the catalogue lists no code nothing reports.
func TestDiagnosticCatalogue(t *testing.T) {
	codes := diagnosticCodes(t)
	if len(codes) < 20 {
		t.Fatalf("found only %d diagnostic codes in the sources: the scan is broken", len(codes))
	}
	var names []string
	for c := range codes {
		names = append(names, c)
	}
	sort.Strings(names)
	for _, c := range names {
		if h, ok := translate.CodeHint(c); !ok || h == "" {
			t.Errorf("%s: diagnostic code %s has no hint in translate/catalogue.go", codes[c], c)
		}
	}
	codes[translate.CodeInternal] = "translate/internal.go"
	for _, c := range []string{"type-mismatch", "undefined-name", "unsupported-feature", "parallel-serial", "parallel-reorder", "strided-copy"} {
		if _, ok := codes[c]; !ok {
			t.Errorf("the scan did not find code %s, which the stages report", c)
		}
	}
}

// TestGoldenDiagnosticsHaveHints checks that every diagnostic of every golden error case
// (golden/testdata/*/want.err) comes with a hint.
func TestGoldenDiagnosticsHaveHints(t *testing.T) {
	var files []string
	err := filepath.WalkDir("../golden/testdata", func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == "want.err" {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 10 {
		t.Fatalf("found only %d want.err files", len(files))
	}
	head := regexp.MustCompile(`^\S+:\d+:\d+: (error|warning): `)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for i, l := range lines {
			if !head.MatchString(l) {
				continue
			}
			hinted := false
			for _, next := range lines[i+1:] {
				if head.MatchString(next) {
					break
				}
				hinted = hinted || strings.HasPrefix(next, "hint: ")
			}
			if !hinted {
				t.Errorf("%s: diagnostic without a hint: %s", f, l)
			}
		}
	}
}

// translateErrors translates src and returns its diagnostics, failing when there are none.
func translateErrors(t *testing.T, src string) translate.Diagnostics {
	t.Helper()
	_, err := Translate("x.py", []byte(src), Config{Package: "p"})
	var ds translate.Diagnostics
	if !errors.As(err, &ds) {
		t.Fatalf("want diagnostics, got %v", err)
	}
	return ds
}

func TestDidYouMean(t *testing.T) {
	const head = "import math\nimport numpy as np\nfrom numba import njit\n\n\n@njit(\"float64(float64[::1], int64)\")\ndef f(values, n):\n    total = 0.0\n"
	for _, tt := range []struct{ name, body, hint string }{
		{"local", "    return totl\n", "did you mean total?"},
		{"param", "    return valuse[0]\n", "did you mean values?"},
		{"case", "    return Total\n", "did you mean total?"},
		{"math", "    return math.sqr(total)\n", "did you mean math.sqrt?"},
		{"numpy", "    return np.sqr(values)[0]\n", "did you mean np.sqrt?"},
		{"numpy-const", "    return np.pie\n", "did you mean np.pi?"},
		{"numpy-sub", "    return np.linalg.nrm(values)\n", "did you mean np.linalg.norm?"},
		{"array-method", "    return values.summ()\n", "did you mean sum?"},
		{"array-attr", "    return values.shpe[0]\n", "did you mean shape?"},
		{"list-method", "    l = [1.0]\n    l.apend(2.0)\n    return l[0]\n", "did you mean append?"},
		{"dict-method", "    d = {1: 2.0}\n    return d.gett(1)\n", "did you mean get?"},
		{"builtin", "    return flaot(n)\n", "did you mean float?"},
		{"keyword", "    return np.sum(values, axs=0)\n", "did you mean axis?"},
		{"far", "    return zzzzqqq\n", "assign the variable first, or import or define the name at module level"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ds := translateErrors(t, head+tt.body)
			if ds[0].Hint != tt.hint {
				t.Errorf("hint %q, want %q (%s)", ds[0].Hint, tt.hint, ds[0].Error())
			}
		})
	}
}

// TestAllErrorsAtOnce checks that the unsupported constructs of a file are reported together,
// in every function, rather than one per run.
func TestAllErrorsAtOnce(t *testing.T) {
	src := `import numpy as np
from numba import njit


@njit("float64(float64)")
def a(x):
    with open("f") as fh:
        pass
    return x


@njit("float64(float64)")
def b(x):
    y = x + "s"
    return y


@njit("float64(float64[::1])")
def c(v):
    return v.summ() + np.sqr(v)[0] + undefined


@njit("float64(flot64)")
def d(x):
    return x


@njit("float64(float64)", paralel=True)
def e(x):
    return x + "s"
`
	ds := translateErrors(t, src)
	var got []string
	for _, d := range ds {
		got = append(got, strconv.Itoa(d.Pos.Line)+":"+d.Code)
		if d.Hint == "" {
			t.Errorf("no hint: %s", d.Error())
		}
	}
	// d's signature and e's decorator are wrong: their bodies are not checked, the others are.
	want := "7:unsupported-feature 14:type-mismatch 20:unknown-attribute 20:unknown-attribute 20:undefined-name 23:bad-signature 28:bad-option"
	if strings.Join(got, " ") != want {
		t.Errorf("diagnostics %s, want %s:\n%s", strings.Join(got, " "), want, ds.Render([]byte(src)))
	}
}

func TestHazardWarnings(t *testing.T) {
	src, err := os.ReadFile("testdata/hazards.py")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Translate("hazards.py", src, Config{Package: "p"})
	if err != nil {
		t.Fatal(Render(err, src))
	}
	var got []string
	for _, w := range res.Warnings {
		got = append(got, strconv.Itoa(w.Pos.Line)+":"+w.Code)
		if w.Severity != translate.Warning || w.Hint == "" {
			t.Errorf("want a warning with a hint: %+v", w)
		}
	}
	want := "8:parallel-serial 16:parallel-reorder 33:parallel-serial 40:strided-copy 43:strided-copy"
	if strings.Join(got, " ") != want {
		t.Errorf("warnings %s, want %s:\n%s", strings.Join(got, " "), want, Render(res.Warnings, src))
	}
	for _, e := range WarningsAsErrors(res.Warnings).(translate.Diagnostics) {
		if e.Severity != translate.Error {
			t.Errorf("WarningsAsErrors left %v", e)
		}
	}
}
