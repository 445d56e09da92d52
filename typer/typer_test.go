package typer

import (
	"errors"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/translate"
)

// expectResult checks the result type of `def f(a, b): return <expr>` for argument types sig.
func expectResult(t *testing.T, sig, expr, want string) {
	t.Helper()
	src := "import math\nfrom numba import njit\n@njit(\"" + sig + "\")\ndef f(a, b):\n    return " + expr + "\n"
	m, err := translate.Translate("t.py", []byte(src))
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	p, err := Check(m, Config{})
	if err != nil {
		t.Fatalf("check: %v", err)
	}
	if got := p.Specs[0].Result.String(); got != want {
		t.Errorf("%s with %s: got %s, want %s", expr, sig, got, want)
	}
}

// The expectations below were read from Numba 0.56's nopython_signatures.
func TestInferBinOp(t *testing.T) {
	for _, tt := range []struct{ sig, expr, want string }{
		{"(int64, int64)", "a + 1", "int64"},
		{"(float64, int64)", "a * 2", "float64"},
		{"(int64, int64)", "a // 2", "int64"},
		{"(int64, int64)", "a / b", "float64"},
		{"(int32, int32)", "a + b", "int64"},
		{"(uint32, uint32)", "a + b", "uint64"},
		{"(int64, uint64)", "a + b", "int64"},
		{"(int8, float32)", "a + b", "float32"},
		{"(int32, float32)", "a + b", "float64"},
		{"(float32, int64)", "a ** b", "float32"},
		{"(int64, int64)", "a ** b", "int64"},
		{"(boolean, boolean)", "a & b", "bool"},
		{"(boolean, boolean)", "a + b", "int64"},
		{"(uint8, int64)", "a << b", "uint64"},
		{"(int32, complex64)", "a + b", "complex128"},
		{"(float32, complex64)", "a * b", "complex64"},
		{"(int64, float64)", "a < b < 3", "bool"},
		{"(int64, float64)", "max(a, b)", "float64"},
		{"(int64, float64)", "(a, b)", "(int64, float64)"},
		{"(int64, int64)", "divmod(a, b)", "(int64, int64)"},
		{"(float32, float32)", "math.sqrt(a)", "float32"},
		{"(int64, int64)", "math.floor(a)", "int64"},
		{"(complex64, int64)", "abs(a)", "float32"},
		{"(float64, float64)", "round(a)", "int64"},
		{"(float32, int64)", "round(a, b)", "float32"},
	} {
		t.Run(tt.expr+" "+tt.sig, func(t *testing.T) {
			expectResult(t, tt.sig, tt.expr, tt.want)
		})
	}
}

func TestUnify(t *testing.T) {
	for _, tt := range []struct {
		a, b Type
		want string
	}{
		{Int64, Float64, "float64"},
		{Int32, Int32, "int32"},
		{Int64, Uint64, "float64"},
		{Uint8, Int64, "int64"},
		{Bool, Float32, "float32"},
		{&Tuple{Elems: []Type{Int64}}, &Tuple{Elems: []Type{Float64}}, "(float64,)"},
	} {
		t.Run(tt.a.String()+"|"+tt.b.String(), func(t *testing.T) {
			if got := unify(tt.a, tt.b); got == nil || got.String() != tt.want {
				t.Errorf("unify(%s, %s) = %v, want %s", tt.a, tt.b, got, tt.want)
			}
		})
	}
	if unify(Int64, &Tuple{Elems: []Type{Int64}}) != nil {
		t.Error("a number and a tuple must not unify")
	}
}

func TestDiagnosticCodes(t *testing.T) {
	for _, tt := range []struct{ src, code string }{
		{"@njit('int64()')\ndef f():\n    return g\n", "undefined-name"},
		{"@njit\ndef f(x):\n    return x\n", "no-signature"},
		{"@njit('int64(int64)')\ndef f(x):\n    try:\n        pass\n    finally:\n        return x\n    return x\n", "unsupported-feature"},
		{"@njit('int64(int64)')\ndef f(x):\n    return math.nope(x)\n", "unknown-attribute"},
		{"@njit('int64(int64)')\ndef f(x):\n    return h(x, 1)\ndef h(a):\n    return a\n", "wrong-arg-count"},
		{"@njit\ndef f(n):\n    return f(n - 1)\n# f called lazily\n@njit('int64(int64)')\ndef g(n):\n    return f(n)\n", "recursion-needs-signature"},
		{"@njit('float64(float64)')\ndef f(x):\n    if x > 0:\n        y = (1, 2)\n    else:\n        y = 1.5\n    return x\n", "type-mismatch"},
		// A read before any assignment, even of the variable being assigned (Numba: name 't' is not defined).
		{"@njit('int64(int64)')\ndef f(n):\n    t = t % 2\n    return t\n", "undefined-name"},
		{"@njit('int64(int64)')\ndef f(n):\n    for i in range(n):\n        s = s + i\n    return n\n", "undefined-name"},
		// A module or a function is not a value to return.
		{"@njit('int64(int64)')\ndef f(x):\n    g()\n    return x\ndef g():\n    return math\n", "type-mismatch"},
		// The end is reachable: Python returns None there.
		{"@njit('int64(int64)')\ndef f(x):\n    if x > 0:\n        return 1\n", "type-mismatch"},
		{"@njit('int64(int64)')\ndef f(x):\n    while True:\n        if x > 3:\n            break\n        return x\n", "type-mismatch"},
		{"@njit('int64(int64)')\ndef f(x):\n    for i in range(x):\n        return i\n", "type-mismatch"},
		{"@njit('int64(int64)')\ndef f(x):\n    y = g(x)\n    if y:\n        return 1\n    return 0\ndef g(x):\n    if x > 0:\n        return 1\n", "type-mismatch"},
	} {
		t.Run(tt.code, func(t *testing.T) {
			src := "import math\nfrom numba import njit\n" + tt.src
			m, err := translate.Translate("t.py", []byte(src))
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			_, err = Check(m, Config{})
			var ds translate.Diagnostics
			if !errors.As(err, &ds) {
				t.Fatalf("want diagnostics with code %s, got %v", tt.code, err)
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

// TestUnreachableEnd lists bodies whose end Python never reaches, by rules beyond "the last
// statement returns": they need no implicit return None.
func TestUnreachableEnd(t *testing.T) {
	for _, tt := range []struct{ name, body string }{
		{"if-elif-else", "if x > 0:\n    return 1\nelif x < 0:\n    return -1\nelse:\n    return 0\n"},
		{"nested-if", "if x > 0:\n    if x > 5:\n        return 2\n    else:\n        return 1\nelse:\n    raise ValueError('neg')\n"},
		{"while-true", "while True:\n    x += 1\n    if x > 10:\n        return x\n"},
		{"while-1-inner-break", "while 1:\n    for i in range(x):\n        break\n    return x\n"},
		{"for-else", "for i in range(x):\n    if i > 3:\n        return i\nelse:\n    return -1\n"},
		{"while-else", "while x > 0:\n    return 1\nelse:\n    return 2\n"},
		{"assert-false", "if x > 0:\n    return 1\nassert False, 'no'\n"},
		{"const-if", "if True:\n    return 1\n"},
		{"dead-code", "return x\nx += 1\n"},
		{"raise", "raise ValueError('always')\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body := "    " + strings.ReplaceAll(strings.TrimSuffix(tt.body, "\n"), "\n", "\n    ") + "\n"
			src := "from numba import njit\n@njit('int64(int64)')\ndef f(x):\n" + body
			m, err := translate.Translate("t.py", []byte(src))
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			if _, err := Check(m, Config{}); err != nil {
				t.Errorf("%s\n%v", src, err)
			}
		})
	}
}
