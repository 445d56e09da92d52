package typer

import (
	"testing"

	"github.com/pygo-lang/pygo/translate"
)

func TestZeroDTypes(t *testing.T) {
	const z = "(Array(float64, 0, 'C'), float64[:])"
	for _, tt := range []struct{ sig, expr, want string }{
		{"(float64, float64[:])", "np.array(a)", "array(float64, 0d, C)"},
		{"(int64, float64[:])", "np.asarray(a, dtype=np.float32)", "array(float32, 0d, C)"},
		{z, "np.zeros(())", "array(float64, 0d, C)"},
		{z, "b.reshape(())", "array(float64, 0d, C)"},
		{z, "a[()]", "float64"},
		{z, "a[...]", "array(float64, 0d, C)"},
		{z, "a.shape", "()"},
		{z, "a + 1", "float64"},
		{z, "a > 0", "bool"},
		{z, "-a", "float64"},
		{z, "np.sqrt(a)", "float64"},
		{z, "a * b", "array(float64, 1d, C)"},
		{z, "a.sum()", "float64"},
		{z, "np.cov(b)", "array(float64, 0d, C)"},
		{z, "np.random.random(())", "array(float64, 0d, C)"},
	} {
		t.Run(tt.expr+" "+tt.sig, func(t *testing.T) {
			src := "import numpy as np\nfrom numba import njit\n@njit(\"" + tt.sig + "\")\ndef f(a, b):\n    return " + tt.expr + "\n"
			m, err := translate.Translate("t.py", []byte(src))
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			p, err := Check(m, Config{})
			if err != nil {
				t.Fatalf("check: %v", err)
			}
			if got := p.Specs[0].Result.String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestZeroDErrors(t *testing.T) {
	const z = "(Array(float64, 0, 'C'), float64[:])"
	for _, tt := range []struct{ sig, body, code, msg string }{
		{z, "return len(a)", "type-mismatch", "len() of a 0-d array"},
		{z, "s = 0.0\n    for x in a:\n        s += x\n    return s", "type-mismatch", "iteration over a 0-d array"},
		{z, "return np.sort(a)", "unsupported-feature", "sort() does not take a 0-d array"},
		{z, "return np.concatenate((a, a))", "type-mismatch", "zero-dimensional arrays cannot be concatenated"},
		{z, "return a @ a", "type-mismatch", "matrix products take 1-d or 2-d arrays"},
		{z, "return a[0]", "bad-index", "too many indices"},
		{z, "return np.broadcast_to(b, ())", "unsupported-feature", "empty shape"},
	} {
		t.Run(tt.body, func(t *testing.T) { expectNumPyError(t, tt.sig, tt.body, tt.code, tt.msg) })
	}
}
