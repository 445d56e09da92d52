package typer

import (
	"strings"
	"testing"
)

// TestListSignatures checks the list and tuple types -sig and eager signatures accept, in
// numba.types' spelling and in the form Numba prints them.
func TestListSignatures(t *testing.T) {
	const src = "def f(x):\n    return x\n"
	for _, tt := range []struct{ sig, want string }{
		{"f(List(int64))", "f(x list(int64))"},
		{"f(List(int64, reflected=True))", "f(x list(int64))"},
		{"f(reflected list(int64))", "f(x list(int64))"},
		{"f(list(float64))", "f(x list(float64))"},
		{"f(ListType(int64))", "f(x ListType[int64])"},
		{"f(ListType[float32])", "f(x ListType[float32])"},
		{"f(types.ListType(types.int64))", "f(x ListType[int64])"},
		{"f(List(List(int64)))", "f(x list(list(int64)))"},
		{"f(reflected list(UniTuple(int64 x 2)))", "f(x list((int64, int64)))"},
		{"f(UniTuple(int64, 2))", "f(x (int64, int64))"},
		{"f(UniTuple(int64 x 3))", "f(x (int64, int64, int64))"},
		{"f(Tuple((int64, float64)))", "f(x (int64, float64))"},
		{"f(List(float64[:]))", "f(x list(array(float64, 1d, A)))"},
		// Array types as Numba prints them, and other spellings users paste.
		{"f(array(float64, 2d, C))", "f(x array(float64, 2d, C))"},
		{"f(readonly array(float32, 1d, A))", "f(x array(float32, 1d, A))"},
		{"f(List(array(int64, 2d, F)))", "f(x list(array(int64, 2d, F)))"},
		{"f(Tuple(array(float64, 3d, C), int64))", "f(x (array(float64, 3d, C), int64))"},
		{"f(OptionalType(int64))", "f(x OptionalType(int64))"},
		{"f(types.float64)", "f(x float64)"},
	} {
		t.Run(tt.sig, func(t *testing.T) {
			p, err := checkSrc(t, src, tt.sig)
			if err != nil {
				t.Fatal(err)
			}
			if got := specText(p.Specs[0]); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestListErrors checks the diagnostics of unsupported list uses.
func TestListErrors(t *testing.T) {
	for _, tt := range []struct{ name, body, want string }{
		{"literal list append", "l = [1, (2, 3)]\nl.append(1)\nreturn len(l)", "cannot mutate a literal list (append())"},
		{"literal list index", "l = [1, (2, 3)]\nreturn l[x]", "cannot __getitem__ on a literal list with an index that is not a constant integer"},
		{"literal list range", "l = [1, (2, 3)]\nreturn l[2]", "index 2 is out of range for a literal list of 2 items"},
		{"untyped", "l = []\nreturn len(l)", "cannot infer the element type of the empty list l"},
		{"key", "l = [1]\nl.sort(key=x)\nreturn 0", "key= must be a function, not int64"},
		{"unknown method", "l = [1]\nl.push(2)\nreturn 0", "list(int64) has no attribute push"},
		{"bad index", "l = [1]\nreturn l[1.5]", "list indices must be integers, not float64"},
		{"store other kind", "l = [1]\nl[0] = (1, 2)\nreturn 0", "cannot store (int64, int64) in a list(int64)"},
		{"step assign", "l = [1, 2]\nl[::2.0] = [3]\nreturn 0", "slice indices must be integers"},
		{"del array slice", "a = np.zeros(3)\ndel a[1:]\nreturn 0", "del of a slice is supported for lists only, not for array(float64, 1d, C)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := "@njit('int64(int64)')\ndef f(x):\n    " + strings.ReplaceAll(tt.body, "\n", "\n    ") + "\n"
			_, err := checkSrc(t, src)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}
