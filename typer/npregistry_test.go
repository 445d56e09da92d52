package typer

import (
	"errors"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/translate"
)

// expectNumPyError checks that `def f(a, b): <body>` with argument types sig is rejected with
// a diagnostic of the given code whose message contains msg (and that checking does not panic).
func expectNumPyError(t *testing.T, sig, body, code, msg string) {
	t.Helper()
	src := "import numpy as np\nfrom numba import njit\n@njit(\"" + sig + "\")\ndef f(a, b):\n    " + body + "\n"
	m, err := translate.Translate("t.py", []byte(src))
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	_, err = Check(m, Config{})
	var ds translate.Diagnostics
	if !errors.As(err, &ds) || len(ds) == 0 {
		t.Fatalf("%s: got %v, want a %s diagnostic", body, err, code)
	}
	if ds[0].Code != code || !strings.Contains(ds[0].Msg, msg) {
		t.Errorf("%s: got %s: %s, want %s containing %q", body, ds[0].Code, ds[0].Msg, code, msg)
	}
}

func TestNumPyCallErrors(t *testing.T) {
	const v, m = "(float64[:], float64[:])", "(float64[:, :], float64[:])"
	for _, tt := range []struct{ sig, body, code, msg string }{
		{v, "return np.add(a, b, 3)", "type-mismatch", "output of np.add() must be an array"},
		{"(float64[:], int64[:])", "return np.sqrt(a, out=b)", "type-mismatch", "same_kind"},
		{v, "return np.sqrt(x=a)", "unsupported-feature", "no argument x"},
		{m, "return np.add(a, b, b)", "type-mismatch", "more than its 1-d output"},
		{v, "return np.var(a, None, 1)", "wrong-arg-count", "ddof by keyword only"},
		{v, "return np.std(a, axis=0, ddof=1)", "unsupported-feature", "ddof= together with axis="},
		{v, "return np.nditer(a)", "unsupported-feature", "only as the iterable of a for loop"},
		{v, "return np.diag(1.0)", "type-mismatch", "needs an array"},
		{v, "return np.tile(a, (1.5,))", "type-mismatch", "reps must be"},
		{v, "return np.percentile(a, 'x')", "type-mismatch", "q must be"},
		{v, "return np.tril(1.0)", "type-mismatch", "needs an array"},
		{v, "return np.select(a, b)", "unsupported-feature", "two tuples or lists of arrays"},
		{v, "return np.linalg.qr(a)", "type-mismatch", "needs a float or complex array"},
		{v, "return np.around(a.astype(np.int64))", "unsupported-feature", "float arrays and arrays with out="},
		{"(float64[:, :], float64)", "x, y = a\n    return x", "type-mismatch", "cannot unpack"},
		{"(float64[:, :], float64)", "a.flat[0] = b\n    return a", "unsupported-feature", "C-contiguous"},
		{v, "return np.gcd(a, b)", "type-mismatch", "not defined for float64"},
	} {
		t.Run(tt.body, func(t *testing.T) { expectNumPyError(t, tt.sig, tt.body, tt.code, tt.msg) })
	}
}

func TestNumPyResultTypes(t *testing.T) {
	for _, tt := range []struct{ sig, expr, want string }{
		{"(float64[:], float64[:])", "np.add(a, b, b)", "array(float64, 1d, A)"},
		{"(int32[:], float64[:])", "np.vander(a)", "array(int64, 2d, C)"},
		{"(float32[:], float64[:])", "np.nansum(a)", "float32"},
		{"(int16[:], float64[:])", "np.nansum(a)", "int64"},
		{"(float64[:, :], float64[:])", "np.tile(b, (2, 1, 3))", "array(float64, 3d, C)"},
		{"(float64[:, :], float64[:])", "np.expand_dims(b, 0)", "array(float64, 2d, A)"},
		{"(float64[:, :], float64[:])", "np.linalg.lstsq(a, b)", "(array(float64, 1d, C), array(float64, 1d, C), int64, array(float64, 1d, C))"},
		{"(complex128[:], float64[:])", "abs(a)", "array(float64, 1d, C)"},
		{"(float64[:], float64[:])", "np.float_power(a, 2)", "array(float64, 1d, C)"},
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
