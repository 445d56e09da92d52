package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file holds the rules for 0-d arrays (np.array(3.0), np.zeros(())): the NumPy functions
// that take them, and the diagnostics for what has no 0-d form. Operators, comparisons and
// ufuncs on 0-d arrays give scalars (elementwise in array.go).

// npZeroD are the NumPy functions and array methods (besides the ufuncs) that take 0-d arrays,
// each checked against Numba (or NumPy) by a zerod_* golden case.
var npZeroD = map[string]bool{
	"array": true, "asarray": true, "copy": true, "ravel": true, "flatten": true, "reshape": true,
	"astype": true, ".fill": true, ".item": true, ".itemset": true, "sum": true, "prod": true,
	"min": true, "max": true, "amin": true, "amax": true, "mean": true, "median": true, "std": true,
	"var": true, "argmin": true, "argmax": true, "all": true, "any": true, "cumsum": true,
	"cumprod": true, "empty_like": true, "zeros_like": true, "ones_like": true, "full_like": true,
	"expand_dims": true, "atleast_1d": true, "atleast_2d": true, "atleast_3d": true, "broadcast_to": true, "shape": true, "count_nonzero": true, "nanmax": true, "nanmin": true,
	"nansum": true, "ptp": true, "divmod": true, "transpose": true, "stack": true, "hstack": true, "vstack": true,
	"dstack": true, "concatenate": true,
	"ascontiguousarray": true, "asfortranarray": true, "frombuffer": true,
}

// zeroDArgs reports a 0-d array argument, given directly or inside a tuple, of a NumPy function
// that has no 0-d form, and returns false when it did.
func (st *fnState) zeroDArgs(path string, a *npArgs) bool {
	name := strings.TrimPrefix(path, "numpy.")
	if npZeroD[name] || Ufuncs[path] != nil {
		return true
	}
	for i, t := range a.t {
		if is0d(t) || isTupleOf0d(t) {
			at := a.x[i]
			st.c.errorf(at.At(), "unsupported-feature", "index the element with a[()] or make a 1-element array with a.reshape(1)",
				"%s() does not take a 0-d array", strings.TrimPrefix(name, "."))
			return false
		}
	}
	return true
}

// is0d reports whether t is a 0-d array type.
func is0d(t Type) bool {
	a, ok := t.(*Array)
	return ok && a.Ndim == 0
}

func isTupleOf0d(t Type) bool {
	if tup, ok := t.(*Tuple); ok {
		for _, el := range tup.Elems {
			if is0d(el) {
				return true
			}
		}
	}
	return false
}

// unsized reports the use of a 0-d array where Python needs a sized one (len(a), for x in a:
// NumPy's "len() of unsized object" and "iteration over a 0-d array"); it returns false when
// it did.
func (st *fnState) unsized(at translate.Expr, t Type, what string) bool {
	if !is0d(t) {
		return true
	}
	st.c.errorf(at.At(), "type-mismatch", "index the element with a[()]", "%s a 0-d array, which has no length", what)
	return false
}
