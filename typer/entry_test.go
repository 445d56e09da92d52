package typer

import (
	"errors"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/translate"
)

// checkSrc translates and checks src (with numba and numpy imported) under the -sig flags.
func checkSrc(t *testing.T, src string, sigs ...string) (*Program, error) {
	t.Helper()
	src = "import numpy as np\nimport numba\nfrom numba import njit, vectorize, stencil, types\n" + src
	m, err := translate.Translate("t.py", []byte(src))
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	return Check(m, Config{Sigs: sigs})
}

// specText describes a specialization: Python name, the parameters its Go function takes
// with their types, and *args.
func specText(s *Spec) string {
	var ps []string
	for i, p := range s.Def.Params {
		ps = append(ps, p.Name+" "+s.Params[i].String())
	}
	if s.Vararg != nil {
		ps = append(ps, "*"+s.Def.Vararg.Name+" "+s.Vararg.String())
	}
	return s.Def.Name + "(" + strings.Join(ps, ", ") + ")"
}

func TestEntrySignatures(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		sigs      []string
		want      []string // specText of every entry
		warn      string   // code of the one warning, if any
	}{
		{
			name: "sig-omits-default",
			src:  "@njit\ndef evolve(grid, dt, D=1):\n    return grid * dt * D\n",
			sigs: []string{"evolve(float64[:, ::1], float64)"},
			want: []string{"evolve(grid array(float64, 2d, C), dt float64)"},
		},
		{
			name: "sig-omits-two-and-gives-all",
			src:  "def damp(x, g=0.5, n=3):\n    return x * g * n\n",
			sigs: []string{"damp(float64)", "damp(float64, float64, int64)"},
			want: []string{"damp(x float64)", "damp(x float64, g float64, n int64)"},
		},
		{
			name: "sig-omitted-marker",
			src:  "def f(x, k=2.5):\n    return x * k\n",
			sigs: []string{"f(float64, Omitted(2.5))"},
			want: []string{"f(x float64)"},
		},
		{
			name: "decorator-omitted-string",
			src:  "@njit('float64(float64, Omitted(2.5))')\ndef f(x, k=2.5):\n    return x * k\n",
			want: []string{"f(x float64)"},
		},
		{
			name: "decorator-omitted-types",
			src:  "@njit((types.float64, types.Omitted(-2)))\ndef f(x, k=-2):\n    return x * k\n",
			want: []string{"f(x float64)"},
		},
		{
			name: "decorator-short-warns",
			src:  "@njit('float64[:, ::1](float64[:, ::1], float64)')\ndef evolve(grid, dt, D=1):\n    return grid * dt * D\n",
			want: []string{"evolve(grid array(float64, 2d, C), dt float64)"},
			warn: "numba-signature",
		},
		{
			name: "sig-varargs-folded",
			src:  "def f(x, *args):\n    return x + args[0] * args[1]\n",
			sigs: []string{"f(float64, int64, float64)"},
			want: []string{"f(x float64, *args (int64, float64))"},
		},
		{
			name: "sig-varargs-empty",
			src:  "def f(x, *args):\n    return x\n",
			sigs: []string{"f(float64)"},
			want: []string{"f(x float64)"},
		},
		{
			name: "decorator-varargs-tuple",
			src:  "@njit('float64(float64, Tuple((int64, float64)))')\ndef f(x, *args):\n    return x + args[0] * args[1]\n",
			want: []string{"f(x float64, *args (int64, float64))"},
		},
		{
			name: "decorator-varargs-flat-warns",
			src:  "@njit('float64(float64, int64, float64)')\ndef f(x, *args):\n    return x + args[0] * args[1]\n",
			want: []string{"f(x float64, *args (int64, float64))"},
			warn: "numba-signature",
		},
		{
			name: "call-dispatches-to-omitted",
			src: "@njit('float64(float64, Omitted(2.5))')\ndef f(x, k=2.5):\n    return x * k\n" +
				"@njit('float64(float64)')\ndef g(x):\n    return f(x)\n",
			want: []string{"f(x float64)", "g(x float64)"},
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := checkSrc(t, tt.src, tt.sigs...)
			if err != nil {
				t.Fatalf("check: %v", err)
			}
			var got []string
			for _, s := range p.Specs {
				if s.Entry {
					got = append(got, specText(s))
				}
			}
			if strings.Join(got, "; ") != strings.Join(tt.want, "; ") {
				t.Errorf("entries = %q, want %q", got, tt.want)
			}
			var codes []string
			for _, w := range p.Warnings {
				codes = append(codes, w.Code)
			}
			if want := tt.warn; strings.Join(codes, ",") != want {
				t.Errorf("warnings = %v, want %q", p.Warnings, want)
			}
		})
	}
}

func TestEntrySignatureErrors(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		sigs      []string
		file      string // file of the first diagnostic
		col, end  int    // its columns (line 1 of a -sig; any line of the file)
		msg       string // a substring of its message
	}{
		{
			name: "sig-unknown-type",
			src:  "def f(x, y):\n    return x + y\n",
			sigs: []string{"f(float64, flot64)"},
			file: "-sig", col: 12, end: 18, msg: `unknown type "flot64"`,
		},
		{
			name: "sig-bad-array-type",
			src:  "def f(x):\n    return x\n",
			sigs: []string{"f(float64[:, ::2])"},
			file: "-sig", col: 3, end: 18, msg: "::1",
		},
		{
			name: "sig-unknown-function",
			src:  "def f(x):\n    return x\n",
			sigs: []string{"g(float64)"},
			file: "-sig", col: 1, end: 2, msg: `unknown function "g"`,
		},
		{
			name: "sig-too-many",
			src:  "def f(x):\n    return x\n",
			sigs: []string{"f(float64, int64)"},
			file: "-sig", col: 12, end: 17, msg: "2 argument types given, but f takes 1 argument",
		},
		{
			name: "sig-missing-no-default",
			src:  "def f(x, y, z=1):\n    return x\n",
			sigs: []string{"f(float64)"},
			file: "-sig", col: 1, end: 11, msg: "y has no default",
		},
		{
			name: "sig-parse-error",
			src:  "def f(x):\n    return x\n",
			sigs: []string{"f(float64"},
			file: "-sig", msg: "",
		},
		{
			name: "omitted-wrong-value",
			src:  "def f(x, k=2.5):\n    return x * k\n",
			sigs: []string{"f(float64, Omitted(3))"},
			file: "-sig", col: 12, end: 22, msg: "the value in Omitted must be the default of k, 2.5",
		},
		{
			name: "omitted-not-trailing",
			src:  "def f(x, k=2.5, j=1):\n    return x * k * j\n",
			sigs: []string{"f(float64, Omitted(2.5), int64)"},
			file: "-sig", col: 26, end: 31, msg: "trailing parameters only",
		},
		{
			name: "decorator-too-many",
			src:  "@njit('float64(float64, float64)')\ndef f(x):\n    return x\n",
			file: "t.py", msg: "2 argument types given, but f takes 1 argument",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := checkSrc(t, tt.src, tt.sigs...)
			var ds translate.Diagnostics
			if !errors.As(err, &ds) || len(ds) == 0 {
				t.Fatalf("want diagnostics, got %v", err)
			}
			d := ds[0]
			if d.File != tt.file || d.Code != "bad-signature" && d.Code != "syntax-error" || !strings.Contains(d.Msg, tt.msg) {
				t.Errorf("got %s (code %s), want %s: ...%s...", d, d.Code, tt.file, tt.msg)
			}
			if tt.file == "-sig" && d.Source != tt.sigs[0] {
				t.Errorf("Source = %q, want the -sig text %q", d.Source, tt.sigs[0])
			}
			if tt.col != 0 && (d.Pos.Col != tt.col || d.End.Col != tt.end) {
				t.Errorf("columns %d-%d, want %d-%d", d.Pos.Col, d.End.Col, tt.col, tt.end)
			}
		})
	}
}

// partlyTyped has typed entries, lazy @njit functions and a dynamic @vectorize nothing types, and unsupported
// constructs only in functions the entries do not reach.
const partlyTyped = `@vectorize(nopython=True)
def fix(x):
    return x

@njit
def helper(a):
    return a * 2.0

@njit
def dist(x, y):
    return abs(x - y) + helper(x)

@njit
def untyped(x):
    return x + 1

@njit
def gen(n):
    for i in range(n):
        yield i

def plain(n):
    return {1: n}
`

func TestPartlyTypedModule(t *testing.T) {
	p, err := checkSrc(t, partlyTyped, "dist(float64, float64)")
	if err != nil {
		t.Fatalf("check: %v", err)
	}
	var got []string
	for _, s := range p.Specs {
		got = append(got, specText(s))
	}
	if want := "helper(a float64); dist(x float64, y float64)"; strings.Join(got, "; ") != want {
		t.Errorf("specializations = %q, want %s", got, want)
	}
	var warned []string
	for _, w := range p.Warnings {
		if w.Severity != translate.Warning || w.Code != "no-signature" {
			t.Errorf("unexpected warning %s (code %s)", w, w.Code)
		}
		warned = append(warned, strings.Fields(w.Msg)[0])
		if !strings.Contains(w.Hint, "-sig '") || !strings.Contains(w.Hint, "annotations") && !strings.Contains(w.Msg, "fix") || !strings.Contains(w.Hint, "decorator") {
			t.Errorf("hint of %s does not give the three ways: %s", w.Msg, w.Hint)
		}
	}
	if want := "fix,untyped,gen"; strings.Join(warned, ",") != want {
		t.Errorf("warned about %v, want %s", warned, want)
	}
}

func TestReachedProblemsReported(t *testing.T) {
	for _, tt := range []struct{ name, src, code string }{
		{"user-decorator-called", "import functools\n@functools.lru_cache\ndef fix(x):\n    return x\n@njit('float64(float64)')\ndef f(x):\n    return fix(x)\n", "unsupported-feature"},
		{"eager-sig-on-generator", "@njit('int64(int64)')\ndef gen(n):\n    yield n\n", "unsupported-feature"},
		{"bad-option-asked", "@njit('float64(float64)', bogus=True)\ndef f(x):\n    return x\n", "bad-option"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := checkSrc(t, tt.src)
			var ds translate.Diagnostics
			if !errors.As(err, &ds) {
				t.Fatalf("want diagnostics, got %v", err)
			}
			for _, d := range ds {
				if d.Code == tt.code {
					return
				}
			}
			t.Errorf("want code %s, got %v", tt.code, ds)
		})
	}
}

func TestNothingTypedIsAnError(t *testing.T) {
	_, err := checkSrc(t, "@njit\ndef f(x):\n    return x\n@njit\ndef g(x):\n    return x\n@vectorize\ndef h(x):\n    return x\n")
	var ds translate.Diagnostics
	if !errors.As(err, &ds) {
		t.Fatalf("want diagnostics, got %v", err)
	}
	var got []string
	for _, d := range ds {
		if d.Severity != translate.Error {
			t.Errorf("%s has severity %s", d, d.Severity)
		}
		got = append(got, d.Code)
	}
	if strings.Join(got, ",") != "no-signature,no-signature,no-signature" {
		t.Errorf("codes = %v, want three no-signature errors", got)
	}
}
