package translate

import (
	"bytes"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/go-python/gpython/ast"
	"github.com/go-python/gpython/parser"
	"github.com/go-python/gpython/py"
)

type modernizeCase struct {
	name     string
	src      string
	out      string             // "" means unchanged
	annots   map[Pos]annotation // nil means none
	fstrings map[Pos][]fpart    // nil means none
	matmul   []Pos              // nil means none
	diags    []string           // "line:col code: msg"
	invalid  bool               // out is left for gpython to reject
}

func TestModernize(t *testing.T) {
	for _, tt := range []modernizeCase{
		{name: "plain", src: "x = 1 + 2\nprint(x)\n"},
		{name: "underscore int", src: "n = 1_000_000\n", out: "n = 1000000  \n"},
		{name: "underscore float", src: "x = 1_0.5_5e1_0\n", out: "x = 10.55e10   \n"},
		{name: "underscore hex", src: "x = 0x_ff_ff + 0b1_0 + 0o7_7\n", out: "x = 0xffff   + 0b10  + 0o77 \n"},
		{name: "underscore complex", src: "z = 1_0j\n", out: "z = 10j \n"},
		{name: "underscore in string and comment", src: "s = '1_0'  # 1_0\n"},
		{name: "bad underscore left alone", src: "x = 1__0\ny = 1_\n", invalid: true},
		{name: "name with underscore", src: "x_1 = a_2\n"},
		{
			name:   "annotated assignment",
			src:    "x: float = 0.0\n",
			out:    "x        = 0.0\n",
			annots: map[Pos]annotation{{Line: 1, Col: 1}: {Text: "float", Pos: Pos{Line: 1, Col: 4}}},
		},
		{
			name:   "annotated subscript type",
			src:    "def f(a):\n    out: float64[:] = a\n    return out\n",
			out:    "def f(a):\n    out             = a\n    return out\n",
			annots: map[Pos]annotation{{Line: 2, Col: 5}: {Text: "float64[:]", Pos: Pos{Line: 2, Col: 10}}},
		},
		{
			name:   "bare declaration",
			src:    "def f():\n    total: int\n    total = 0\n",
			out:    "def f():\n    pass      \n    total = 0\n",
			annots: map[Pos]annotation{{Line: 2, Col: 5}: {Text: "int", Pos: Pos{Line: 2, Col: 12}, Decl: true}},
		},
		{
			name:   "short bare declaration",
			src:    "x:T\n",
			out:    "0  \n",
			annots: map[Pos]annotation{{Line: 1, Col: 1}: {Text: "T", Pos: Pos{Line: 1, Col: 3}, Decl: true}},
		},
		{
			name:   "attribute target",
			src:    "class A:\n    def __init__(self):\n        self.x: float = 1.0\n",
			out:    "class A:\n    def __init__(self):\n        self.x        = 1.0\n",
			annots: map[Pos]annotation{{Line: 3, Col: 9}: {Text: "float", Pos: Pos{Line: 3, Col: 17}}},
		},
		{
			name:   "subscript target",
			src:    "a[i]: int = 3\n",
			out:    "a[i]      = 3\n",
			annots: map[Pos]annotation{{Line: 1, Col: 1}: {Text: "int", Pos: Pos{Line: 1, Col: 7}}},
		},
		{
			name:   "multi-line annotation",
			src:    "x: Tuple[int,\n         float] = (1, 2.0)\n",
			out:    "x           \\\n                = (1, 2.0)\n",
			annots: map[Pos]annotation{{Line: 1, Col: 1}: {Text: "Tuple[int,\n         float]", Pos: Pos{Line: 1, Col: 4}}},
		},
		{
			name:   "annotation after semicolon",
			src:    "y = 2; x: int = 1\n",
			out:    "y = 2; x      = 1\n",
			annots: map[Pos]annotation{{Line: 1, Col: 8}: {Text: "int", Pos: Pos{Line: 1, Col: 11}}},
		},
		{
			name:   "annotation after compound header",
			src:    "if x: y: int = 1\nclass A: z: float\nwhile (lambda: 1)(): w: int = 0\n",
			out:    "if x: y      = 1\nclass A: pass    \nwhile (lambda: 1)(): w      = 0\n",
			annots: map[Pos]annotation{{Line: 1, Col: 7}: {Text: "int", Pos: Pos{Line: 1, Col: 10}}, {Line: 2, Col: 10}: {Text: "float", Pos: Pos{Line: 2, Col: 13}, Decl: true}, {Line: 3, Col: 22}: {Text: "int", Pos: Pos{Line: 3, Col: 25}}},
		},
		{
			name:  "blank line in annotation",
			src:   "x: Tuple[int,\n\n  float] = 1\n",
			diags: []string{"1:2 unsupported-syntax: annotations spanning blank lines are not supported"},
		},
		{name: "dict and slice untouched", src: "d = {a: b}\nx = y[1:2]\nlambda: 0\n"},
		{name: "compound headers untouched", src: "if x:\n    pass\nelse:\n    pass\ntry:\n    pass\nfinally:\n    pass\n"},
		{name: "param annotations untouched", src: "def f(x: int) -> float:\n    return x\n"},
		{
			name:     "fstring simple",
			src:      `s = f"a{x}b"` + "\n",
			out:      `s = u"     "` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {{Lit: "a", Pos: Pos{Line: 1, Col: 7}}, {Expr: "x", Pos: Pos{Line: 1, Col: 9}}, {Lit: "b", Pos: Pos{Line: 1, Col: 11}}}},
		},
		{
			name: "fstring conversion spec escapes",
			src:  `raise ValueError(F'bad {n!r}: {v:.3f}\n{{ok}}')` + "\n",
			out:  `raise ValueError(u'                          ')` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 18}: {
				{Lit: "bad ", Pos: Pos{Line: 1, Col: 20}},
				{Expr: "n", Pos: Pos{Line: 1, Col: 25}, Conv: 'r'},
				{Lit: ": ", Pos: Pos{Line: 1, Col: 29}},
				{Expr: "v", Pos: Pos{Line: 1, Col: 32}, Spec: ".3f"},
				{Lit: "\n{ok}", Pos: Pos{Line: 1, Col: 38}},
			}},
		},
		{
			name: "fstring raw prefix",
			src:  `s = rf"\d{x}"` + "\n",
			out:  `s = ''"     "` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {
				{Lit: `\d`, Pos: Pos{Line: 1, Col: 8}},
				{Expr: "x", Pos: Pos{Line: 1, Col: 11}},
			}},
		},
		{
			name: "fstring nested quotes and brackets",
			src:  `s = f"{d['k'][0]:>{8}}" + f'{ {"a": 1}["a"] }'` + "\n",
			out:  `s = u"                " + u'                 '` + "\n",
			fstrings: map[Pos][]fpart{
				{Line: 1, Col: 5}:  {{Expr: "d['k'][0]", Pos: Pos{Line: 1, Col: 8}, Spec: ">{8}"}},
				{Line: 1, Col: 27}: {{Expr: `{"a": 1}["a"]`, Pos: Pos{Line: 1, Col: 31}}},
			},
			diags: []string{"1:19 unsupported-syntax: nested replacement fields in format specs are not supported"},
		},
		{
			name: "fstring same quotes (3.12)",
			src:  `s = f"{d["k"]}"` + "\n",
			out:  `s = u"        "` + "\n",
			fstrings: map[Pos][]fpart{
				{Line: 1, Col: 5}: {{Expr: `d["k"]`, Pos: Pos{Line: 1, Col: 8}}},
			},
		},
		{
			name: "fstring debug",
			src:  `print(f"{x=} {y = :.2f}")` + "\n",
			out:  `print(u"               ")` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 7}: {
				{Lit: "x=", Pos: Pos{Line: 1, Col: 10}},
				{Expr: "x", Pos: Pos{Line: 1, Col: 10}, Debug: true, Conv: 'r'},
				{Lit: " y = ", Pos: Pos{Line: 1, Col: 13}},
				{Expr: "y", Pos: Pos{Line: 1, Col: 15}, Debug: true, Spec: ".2f"},
			}},
		},
		{
			name: "fstring comparison is not debug",
			src:  `s = f"{a==b}{a!=b}{a<=b}"` + "\n",
			out:  `s = u"                  "` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {
				{Expr: "a==b", Pos: Pos{Line: 1, Col: 8}},
				{Expr: "a!=b", Pos: Pos{Line: 1, Col: 14}},
				{Expr: "a<=b", Pos: Pos{Line: 1, Col: 20}},
			}},
		},
		{
			name: "fstring triple quoted multi-line",
			src:  "s = f\"\"\"a\n{x +\n  y}\"\"\"\n",
			out:  "s = u\"\"\" \n    \n    \"\"\"\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {
				{Lit: "a\n", Pos: Pos{Line: 1, Col: 9}},
				{Expr: "x +\n  y", Pos: Pos{Line: 2, Col: 2}},
			}},
		},
		{
			name: "fstring backslash continuation",
			src:  "s = f\"a\\\nb{x}\"\n",
			out:  "s = u\" \\\n    \"\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {
				{Lit: "ab", Pos: Pos{Line: 1, Col: 7}},
				{Expr: "x", Pos: Pos{Line: 2, Col: 3}},
			}},
		},
		{
			name: "fstring backslash CRLF continuation",
			src:  "s = f\"a\\\r\nb{x}\"\r\n",
			out:  "s = u\" \\\r\n    \"\r\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {
				{Lit: "ab", Pos: Pos{Line: 1, Col: 7}},
				{Expr: "x", Pos: Pos{Line: 2, Col: 3}},
			}},
		},
		{
			name: "fstring implicit concatenation",
			src:  "raise ValueError(f\"a {x} \"\n                 'b\\t{y}' F'{z}')\n",
			out:  "raise ValueError(u\"      \"\n                 'b\\t{y}' u'   ')\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 18}: {
				{Lit: "a ", Pos: Pos{Line: 1, Col: 20}},
				{Expr: "x", Pos: Pos{Line: 1, Col: 23}},
				{Lit: " b\t{y}", Pos: Pos{Line: 1, Col: 25}},
				{Expr: "z", Pos: Pos{Line: 2, Col: 30}},
			}},
		},
		{
			name:     "fstring after plain string",
			src:      "s = 'n: ' f'{n}'\n",
			out:      "s = 'n: ' u'   '\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {{Lit: "n: ", Pos: Pos{Line: 1, Col: 6}}, {Expr: "n", Pos: Pos{Line: 1, Col: 14}}}},
		},
		{name: "f in name and plain strings untouched", src: "f = 'f{x}' + r\"{}\" + b'{'\nof(\"x\")\n"},
		{
			name:     "fstring empty expression",
			src:      `s = f"a{}b"` + "\n",
			out:      `s = u"    "` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {{Lit: "ab", Pos: Pos{Line: 1, Col: 7}}}},
			diags:    []string{"1:8 syntax-error: f-string: empty expression not allowed"},
		},
		{
			name:     "fstring unbalanced",
			src:      `s = f"a{x" + y` + "\n",
			out:      `s = u"   " + y` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {{Lit: "a", Pos: Pos{Line: 1, Col: 7}}}},
			diags:    []string{"1:8 syntax-error: f-string: expecting '}'"},
		},
		{
			name:     "fstring single close brace",
			src:      `s = f"a}b"` + "\n",
			out:      `s = u"   "` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: {{Lit: "ab", Pos: Pos{Line: 1, Col: 7}}}},
			diags:    []string{"1:8 syntax-error: f-string: single '}' is not allowed"},
		},
		{
			name:     "fstring bad conversion",
			src:      `s = f"{x!z}"` + "\n",
			out:      `s = u"     "` + "\n",
			fstrings: map[Pos][]fpart{{Line: 1, Col: 5}: nil},
			diags:    []string{"1:10 syntax-error: f-string: invalid conversion character: expected 's', 'r', or 'a'"},
		},
		{name: "unterminated fstring left alone", src: "s = f\"{x}\n", invalid: true},
		{
			name:   "matmul",
			src:    "c = a @ b\nd = (a)@b[0] @ c\nc @= a\n",
			out:    "c = a * b\nd = (a)*b[0] * c\nc *= a\n",
			matmul: []Pos{{Line: 1, Col: 7}, {Line: 2, Col: 8}, {Line: 2, Col: 14}, {Line: 3, Col: 3}},
		},
		{name: "decorators untouched", src: "@njit(parallel=True)\ndef f(x):\n    return x\n\n@numba.jit('f8(f8)')\ndef g(x):\n    return x\n"},
		{name: "at in string untouched", src: "s = 'a @ b'  # c @ d\n"},
		{
			name: "positional-only",
			src:  "def f(a, b, /, c):\n    pass\ndef g(a, /):\n    pass\n",
			out:  "def f(a, b,    c):\n    pass\ndef g(a,  ):\n    pass\n",
		},
		{name: "division untouched", src: "def f(a, b=1 / 2):\n    return a / b\n"},
		{
			name: "walrus",
			src:  "if (n := len(a)) > 3:\n    pass\n",
			out:  "if (n or len(a)) > 3:\n    pass\n",
		},
		{
			name:  "walrus without spaces",
			src:   "if (n:=len(a)) > 3:\n    pass\n",
			diags: []string{"1:6 unsupported-syntax: assignment expressions are supported with spaces around :="},
		},
		{
			name:  "walrus to an item",
			src:   "if (a[0] := 1) > 3:\n    pass\n",
			diags: []string{"1:10 unsupported-syntax: the target of an assignment expression must be a name"},
		},
		{
			name:  "match statement",
			src:   "match x:\n    case 1:\n        pass\n",
			diags: []string{"1:1 unsupported-syntax: match statements are not supported"},
		},
		{
			name:  "match parenthesized subject",
			src:   "match (x, y):\n    case _:\n        pass\n",
			diags: []string{"1:1 unsupported-syntax: match statements are not supported"},
		},
		{name: "match as a name", src: "match = 3\nmatch(x)\nmatch.group(1)\nmatch[0] = 1\n"},
		{
			name:   "match as annotated name",
			src:    "match: int = 3\n",
			out:    "match      = 3\n",
			annots: map[Pos]annotation{{Line: 1, Col: 1}: {Text: "int", Pos: Pos{Line: 1, Col: 8}}},
		},
		{
			name: "async",
			src:  "async def f():\n    await g()\n    async for x in y:\n        pass\n",
			diags: []string{
				"1:1 unsupported-syntax: async functions are not supported",
				"2:5 unsupported-syntax: async functions are not supported",
				"3:5 unsupported-syntax: async functions are not supported",
			},
		},
		{
			name:  "type parameters",
			src:   "def f[T](x: T) -> T:\n    return x\nclass C[T]:\n    pass\n",
			diags: []string{"1:6 unsupported-syntax: type parameter lists are not supported", "3:8 unsupported-syntax: type parameter lists are not supported"},
		},
		{
			name:  "type alias",
			src:   "type Vec = list[float]\ntype = 3\n",
			diags: []string{"1:1 unsupported-syntax: type alias statements are not supported"},
		},
		{
			name:  "except star",
			src:   "try:\n    pass\nexcept* ValueError:\n    pass\n",
			diags: []string{"3:1 unsupported-syntax: exception groups (except*) are not supported"},
		},
		{name: "keywords in strings and comments", src: "s = 'match x: async def :='\n# x: int = 1_0 @ f\"{\"\n\"\"\"\nx: int = 1\n\"\"\"\n"},
		{name: "unterminated string", src: "s = 'abc\nx = 1\n", invalid: true},
		{name: "crlf", src: "x: int = 1_0\r\ny = 2\r\n", out: "x      = 10 \r\ny = 2\r\n", annots: map[Pos]annotation{{Line: 1, Col: 1}: {Text: "int", Pos: Pos{Line: 1, Col: 4}}}},
	} {
		t.Run(tt.name, func(t *testing.T) { checkModernize(t, tt) })
	}
}

func checkModernize(t *testing.T, tt modernizeCase) {
	t.Helper()
	out, side, diags := modernize("x.py", []byte(tt.src))
	want := tt.out
	if want == "" {
		want = tt.src
	}
	if string(out) != want {
		t.Errorf("out:\n%q\nwant:\n%q", out, want)
	}
	checkShape(t, []byte(tt.src), out)
	if len(side.annots) != 0 || tt.annots != nil {
		if !reflect.DeepEqual(side.annots, tt.annots) {
			t.Errorf("annots = %#v, want %#v", side.annots, tt.annots)
		}
	}
	got := map[Pos][]fpart{}
	for p, f := range side.fstrings {
		got[p] = f.Parts
	}
	if len(got) != 0 || tt.fstrings != nil {
		if !reflect.DeepEqual(got, tt.fstrings) {
			t.Errorf("fstrings = %s, want %s", dumpFStrings(got), dumpFStrings(tt.fstrings))
		}
	}
	var mm []Pos
	for p := range side.matmul {
		mm = append(mm, p)
	}
	sort.Slice(mm, func(i, j int) bool { return mm[i].Before(mm[j]) })
	if !reflect.DeepEqual(mm, tt.matmul) {
		t.Errorf("matmul = %v, want %v", mm, tt.matmul)
	}
	var ds []string
	for _, d := range diags.Sort() {
		ds = append(ds, fmt.Sprintf("%s %s: %s", d.Pos, d.Code, d.Msg))
		if d.Code == "unsupported-syntax" && d.Hint == "" {
			t.Errorf("%s: no hint", d.Msg)
		}
	}
	if !reflect.DeepEqual(ds, tt.diags) {
		t.Errorf("diags = %q, want %q", ds, tt.diags)
	}
	_, err := parser.Parse(bytes.NewReader(out), "x.py", py.ExecMode)
	if (err != nil) != tt.invalid && len(diags) == 0 {
		t.Errorf("gpython parse error = %v, want error %v", err, tt.invalid)
	}
}

func dumpFStrings(m map[Pos][]fpart) string {
	var keys []Pos
	for p := range m {
		keys = append(keys, p)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].Before(keys[j]) })
	var b strings.Builder
	for _, p := range keys {
		fmt.Fprintf(&b, "\n%s:", p)
		for _, part := range m[p] {
			fmt.Fprintf(&b, " %+v", part)
		}
	}
	return b.String()
}

// checkShape reports an error unless out has the lines of src, each with the same byte length.
func checkShape(t testing.TB, src, out []byte) {
	t.Helper()
	sl, ol := bytes.Split(src, []byte("\n")), bytes.Split(out, []byte("\n"))
	if len(sl) != len(ol) {
		t.Fatalf("out has %d lines, src has %d\nsrc: %q\nout: %q", len(ol), len(sl), src, out)
	}
	for i := range sl {
		if len(sl[i]) != len(ol[i]) {
			t.Fatalf("line %d: out has %d bytes, src has %d\nsrc: %q\nout: %q", i+1, len(ol[i]), len(sl[i]), src, out)
		}
	}
}

const numbaModule = `import numpy as np
import numba
from numba import njit, prange

N_MAX = 1_000_000
TOL: float = 1e-1_2


@njit(parallel=True)
def saxpy(a: float, x, y, /, out):
    n: int = x.shape[0]
    total: float
    total = 0.0
    for i in prange(n):
        out[i] = a * x[i] + y[i]
        total += out[i]
    if n > N_MAX:
        raise ValueError(f"n={n} exceeds {N_MAX:_d}")
    return total


@numba.jit("float64(float64[:])", nopython=True)
def norm(v):
    s: float = 0.0
    for i in range(v.shape[0]):
        s += v[i] * v[i]
    print(f'norm of {v.shape!r}: {s:.3f}', "done")
    return s ** 0.5


@njit
def project(a, b, c):
    m = a @ b
    m @= c
    w: np.ndarray = (a @ b)[0] @ c
    return m, w
`

// numbaModuleOld is numbaModule written with only syntax gpython accepts, token for token at the
// same positions.
const numbaModuleOld = `import numpy as np
import numba
from numba import njit, prange

N_MAX = 1000000  
TOL        = 1e-12 


@njit(parallel=True)
def saxpy(a: float, x, y,    out):
    n      = x.shape[0]
    pass        
    total = 0.0
    for i in prange(n):
        out[i] = a * x[i] + y[i]
        total += out[i]
    if n > N_MAX:
        raise ValueError(u"                        ")
    return total


@numba.jit("float64(float64[:])", nopython=True)
def norm(v):
    s        = 0.0
    for i in range(v.shape[0]):
        s += v[i] * v[i]
    print(u'                            ', "done")
    return s ** 0.5


@njit
def project(a, b, c):
    m = a * b
    m *= c
    w             = (a * b)[0] * c
    return m, w
`

func parseModule(t *testing.T, src []byte) ast.Mod {
	t.Helper()
	mod, err := parser.Parse(bytes.NewReader(src), "x.py", py.ExecMode)
	if err != nil {
		t.Fatalf("gpython rejects:\n%s\nerror: %v", src, err)
	}
	return mod
}

func TestModernizeNumbaModule(t *testing.T) {
	src := []byte(numbaModule)
	out, side, diags := modernize("x.py", src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	checkShape(t, src, out)
	if string(out) != numbaModuleOld {
		t.Errorf("out:\n%s\nwant:\n%s", out, numbaModuleOld)
	}
	parseModule(t, out)
	if n := len(side.annots); n != 5 {
		t.Errorf("%d annotations, want 5", n)
	}
	if n := len(side.fstrings); n != 2 {
		t.Errorf("%d f-strings, want 2", n)
	}
	if n := len(side.matmul); n != 4 {
		t.Errorf("%d matmuls, want 4", n)
	}
	if a := side.annots[Pos{Line: 12, Col: 5}]; a != (annotation{Text: "float", Pos: Pos{Line: 12, Col: 12}, Decl: true}) {
		t.Errorf("total annotation = %+v", a)
	}
	f := side.fstrings[Pos{Line: 18, Col: 26}]
	if f == nil || len(f.Parts) != 4 || f.Parts[3].Spec != "_d" || f.Parts[1].Expr != "n" || f.Parts[1].Pos != (Pos{Line: 18, Col: 31}) {
		t.Errorf("raise f-string = %+v", f)
	}
}

// TestModernizePositions checks that every name keeps its gpython position after the rewrites.
func TestModernizePositions(t *testing.T) {
	out, _, _ := modernize("x.py", []byte(numbaModule))
	names := func(mod ast.Mod) []string {
		var s []string
		ast.Walk(mod, func(n ast.Ast) bool {
			switch n := n.(type) {
			case *ast.Name:
				s = append(s, fmt.Sprintf("%s@%d:%d", n.Id, n.Lineno, n.ColOffset))
			case *ast.Attribute:
				s = append(s, fmt.Sprintf(".%s@%d:%d", n.Attr, n.Lineno, n.ColOffset))
			case *ast.Str:
				s = append(s, fmt.Sprintf("str@%d:%d", n.Lineno, n.ColOffset))
			}
			return true
		})
		return s
	}
	got, want := names(parseModule(t, out)), names(parseModule(t, []byte(numbaModuleOld)))
	if len(want) < 40 {
		t.Fatalf("only %d names in the reference module", len(want))
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("names:\n%v\nwant:\n%v", got, want)
	}
	// The names after rewritten tokens sit where they were in the original source.
	lines := strings.Split(numbaModule, "\n")
	for _, n := range got {
		var id string
		var line, col int
		if _, err := fmt.Sscanf(strings.Replace(n, "@", " ", 1), "%s %d:%d", &id, &line, &col); err != nil || id == "str" || id[0] == '.' || lines[line-1][col] == '@' {
			// gpython places a decorator's name at its '@'.
			continue
		}
		if !strings.HasPrefix(lines[line-1][col:], id) {
			t.Errorf("name %s at %d:%d is not there in the source: %q", id, line, col, lines[line-1])
		}
	}
}

func FuzzModernize(f *testing.F) {
	for _, s := range []string{
		numbaModule,
		"x: int = 1_0\n",
		"x: Tuple[int,\n  float]\n",
		"f'{x!r:>{w}}'",
		"f\"{'a' if x else \"b\"}\"",
		"rf'''{x}\\\n'''",
		"f'{",
		"f'}",
		"f'{x=!s}'",
		"f'{{}}'",
		"f'\\N{DASH}{x}'",
		"f'\\{x}'",
		"f'{f'{x}'}'",
		"a @ b @= c",
		"@d\ndef f(a, /, b): pass",
		"match x:\n case 1: pass",
		"x:\\\r\n int",
		"'''",
		"'\\",
		"0x_",
		"1e_5 + 1_e5 + .5_0j",
		"x = [\n1_0,\n]",
		"def f[T](x, /): pass",
		"\xff\xfe: int = 0",
		"a[\n0]: int",
		"(x): int = 1",
		"A:(\n\n0",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		out, side, diags := modernize("x.py", src)
		if len(out) != len(src) {
			t.Fatalf("out has %d bytes, src has %d", len(out), len(src))
		}
		if len(diags) == 0 {
			checkShape(t, src, out)
		}
		for i := range src {
			if (src[i] == '\n') != (out[i] == '\n') {
				t.Fatalf("newline moved at byte %d", i)
			}
		}
		if side == nil {
			t.Fatal("nil side table")
		}
		// Source that gpython already accepts uses no newer syntax, so nothing may change.
		if _, err := parser.Parse(bytes.NewReader(src), "x.py", py.ExecMode); err == nil {
			if !bytes.Equal(out, src) || len(diags) != 0 {
				t.Fatalf("gpython accepts the source, but modernize rewrote it:\nsrc: %q\nout: %q\ndiags: %v", src, out, diags)
			}
		}
	})
}
