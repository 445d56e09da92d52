package typer

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file is the registry of NumPy functions: one declaration per function, with its
// parameters as NumPy spells them (names and defaults, for keyword arguments and for the
// lowering's defaults), its typing rule and what pygo leaves out of it. emit keeps the
// lowering of each name (most use its generic kernels.Name(args...) lowering), and
// docs/numpy.md is generated from this registry (see NumPyTable).

// npTyping is the typing rule of a NumPy function: the result type of a call whose
// arguments are bound in a, or nil after reporting a problem.
type npTyping func(st *fnState, e *translate.Call, a *npArgs) Type

// npFunc describes one NumPy function.
type npFunc struct {
	name   string    // "tril", "linalg.norm", ".fill" (a method without a function)
	params []NPParam // in NumPy's order
	min    int       // the number of required parameters (they come first)
	typ    npTyping
	// part says what pygo leaves out of the function as Numba supports it ("axis="), for
	// docs/numpy.md; "" when nothing.
	part string
	// like holds the parameters that take an array_like (a list or tuple of numbers, which
	// Numba's implementation passes through np.asarray) as the array it makes.
	like map[string]bool
	// likeScalar holds the array_like parameters that take a number too, as the 0-d array
	// np.asarray makes of it (np.nanmin(3.5), np.ptp(1+4j)).
	likeScalar map[string]bool
	// seqs holds the parameters that take a list or tuple display as the list or tuple it is
	// (np.select's lists of arrays), not as an array_like.
	seqs map[string]bool
	// spread is true when the last parameter, a tuple of integers, may be given to the method as separate
	// integer arguments (a.reshape(2, 3), a.transpose(2, 0, 1)), as Numba's array methods take it.
	spread bool
}

// NPParam is a parameter of a NumPy function.
type NPParam struct {
	Name string
	// Default is the Python spelling of the default value ("0", "None", "True", "1e-05"),
	// "" when the parameter is required.
	Default string
	// Positional is true for parameters that cannot be given by keyword.
	Positional bool
	// Keyword is true for parameters that can only be given by keyword (after * in the
	// signature).
	Keyword bool
}

// newNPFunc declares a NumPy function from its signature as NumPy documents it: "m, k=0",
// "x, /, out=None" (parameters before / are positional only), "a, *, ddof=0" (parameters
// after * are keyword only) or "*shape" (any number of positional integers).
func newNPFunc(name, sig string, typ npTyping, part string) *npFunc {
	f := &npFunc{name: name, typ: typ, part: part}
	var positional []int
	kwOnly := false
	for _, p := range strings.Split(sig, ",") {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if p == "*" {
			kwOnly = true
			continue
		}
		if p == "/" {
			for i := range f.params {
				positional = append(positional, i)
			}
			continue
		}
		n, def, hasDef := strings.Cut(p, "=")
		if !hasDef && !strings.HasPrefix(n, "*") {
			if len(f.params) > f.min {
				panic(fmt.Sprintf("typer: numpy.%s: required parameter %s after a default", name, n))
			}
			f.min++
		}
		f.params = append(f.params, NPParam{Name: n, Default: def, Keyword: kwOnly})
	}
	for _, i := range positional {
		f.params[i].Positional = true
	}
	return f
}

// arrayLike marks the parameters (by name) that take a list or tuple of numbers as the array
// np.asarray makes of it.
func (f *npFunc) arrayLike(names ...string) *npFunc {
	f.like = f.paramSet(names)
	return f
}

// arrayLikeOrNumber marks the parameters (by name) that take a list or tuple of numbers, or
// a number, as the array (the 0-d array for a number) np.asarray makes of it.
func (f *npFunc) arrayLikeOrNumber(names ...string) *npFunc {
	f.arrayLike(names...)
	f.likeScalar = f.paramSet(names)
	return f
}

// sequences marks the parameters (by name) that take a list display as a list, not as an
// array_like.
func (f *npFunc) sequences(names ...string) *npFunc {
	f.seqs = f.paramSet(names)
	return f
}

// spreads marks the last parameter as one the method may take spread over separate integer arguments.
func (f *npFunc) spreads() *npFunc {
	f.spread = true
	return f
}

// paramSet returns the set of the named parameters, panicking on a name f does not have.
func (f *npFunc) paramSet(names []string) map[string]bool {
	set := map[string]bool{}
	for _, n := range names {
		if !slices.ContainsFunc(f.params, func(p NPParam) bool { return p.Name == n }) {
			panic(fmt.Sprintf("typer: numpy.%s has no parameter %s", f.name, n))
		}
		set[n] = true
	}
	return set
}

// NumPyParams returns the parameters of the NumPy function at path ("numpy.tril"), or nil
// when pygo has no such function.
func NumPyParams(path string) []NPParam {
	if f := npFuncs[path]; f != nil {
		return f.params
	}
	return nil
}

// npDecls are the NumPy functions beyond the ufuncs and numpy.random.
func npDecls() []*npFunc {
	d := newNPFunc
	const complexNote = "complex arrays"
	var out []*npFunc
	for _, n := range []string{"empty", "zeros", "ones"} {
		out = append(out, d(n, "shape, dtype=float", npCreate, ""))
	}
	for _, n := range []string{"empty_like", "zeros_like", "ones_like"} {
		out = append(out, d(n, "a, dtype=None", npLike, ""))
	}
	out = append(out,
		d("full", "shape, fill_value, dtype=None", npFull, ""),
		d("full_like", "a, fill_value, dtype=None", npFullLike, ""),
		d("arange", "start, stop=None, step=None, dtype=None", npArange, ""),
		d("linspace", "start, stop, num=50, endpoint=True", npLinspace, ""),
		d("eye", "N, M=None, k=0, dtype=float", npEye, ""),
		d("identity", "n, dtype=float", npEye, ""),
		d("array", "object, dtype=None", npArray, ""),
		d("asarray", "a, dtype=None", npArray, ""),
		d("copy", "a", npCopy, ""),
		d("ascontiguousarray", "a", asLayout(LayoutC), ""),
		d("asfortranarray", "a", asLayout(LayoutF), ""),
		d("count_nonzero", "a, axis=None", npCount, ""),
		d("ravel", "a", npRavel, ""),
		d("flatten", "a", npRavel, ""),
		d("transpose", "a, axes=None", npTranspose, "").spreads(),
		d("reshape", "a, newshape", npReshape, "").spreads(),
		d("astype", "a, dtype", npRetyped(false), ""),
		d(".view", "a, dtype", npRetyped(true), ""),
		d("frombuffer", "buffer, dtype=float", npFromBuffer, "buffers other than arrays and bytes (bytearray, memoryview)"),
		d(".fill", "a, value", npFill, ""),
		d(".sort", "a", npSortInPlace, ""), // complex arrays in NumPy's order: Numba 0.56 hangs on them
		d(".item", "a", npItem, ""),
		d(".itemset", "a, item", npItemset, ""),
		d("sort", "a", sameArray(LayoutC), ""),
		d("argsort", "a, axis=-1, kind=None", npArgsort, ""), // Numba 0.56 rejects arrays of more than one dimension
		d("dot", "a, b", npDot, ""),
		d("matmul", "a, b", npDot, ""),
		d("vdot", "a, b", npVdot, ""),
		d("outer", "a, b, out=None", npOuter, ""),
		d("clip", "a, a_min, a_max, out=None", npClip, ""),
		d(".clip", "a, a_min=None, a_max=None, out=None", npClip, ""),
		d("where", "condition, x=None, y=None", npWhere, ""),
		d("diff", "a, n=1", npDiff, ""),
		d("unique", "ar", npUnique, ""),
		d("searchsorted", "a, v, side='left'", npSearchsorted, ""),
		d("interp", "x, xp, fp", npInterp, "").arrayLike("x", "xp", "fp"),
		d("isclose", "a, b, rtol=1e-05, atol=1e-08, equal_nan=False", npIsclose, ""),
		d("allclose", "a, b, rtol=1e-05, atol=1e-08, equal_nan=False", npAllclose, ""),
		d("histogram", "a, bins=10, range=None", npHistogram, ""),
		d("concatenate", "arrays, axis=0", npConcat(false), ""),
		d("stack", "arrays, axis=0", npConcat(true), ""),
		d("hstack", "tup", npHstack, ""),
		d("vstack", "tup", npVstack, ""),
		d("trace", "a", npTrace, ""),
		d("isnat", "x", npIsnat, "arrays"),
		d("roll", "a, shift, axis=None", npRoll, ""), // Numba 0.56 takes no axis and no tuple of shifts: pygo takes an integer axis
		d("real", "val", npRealImag, ""),
		d("imag", "val", npRealImag, ""),
		d("nonzero", "a", npNonzero, ""),
		d("flatnonzero", "a", npFlatnonzero, ""),
		d("convolve", "a, v", npConvolve, ""),
		d("correlate", "a, v", npConvolve, ""),
		d("trapz", "y, x=None, dx=1.0", npTrapz, "").arrayLike("y", "x"),
		d("bincount", "x, weights=None, minlength=0", npBincount, ""),
		d("dtype", "dtype", npDtype, ""),
		d("linalg.norm", "x, ord=None", npNorm, ""),
		d("linalg.det", "a", npDet, ""),
		d("linalg.inv", "a", npInv, ""),
		d("linalg.solve", "a, b", npSolve, ""),
	)
	out = append(out, d("sum", "a, axis=None, dtype=None", npSumProd, ""), d("prod", "a, axis=None", npSumProd, "")) // Numba 0.56 rejects prod(dtype=)
	for _, n := range []string{"min", "max", "amin", "amax"} {
		out = append(out, d(n, "a, axis=None", npMinMax, ""))
	}
	out = append(out, d("mean", "a, axis=None", npMean, ""), d("median", "a, axis=None", npMean, ""))
	for _, n := range []string{"std", "var"} {
		out = append(out, d(n, "a, axis=None, *, ddof=0", npMean, ""))
	}
	for _, n := range []string{"argmin", "argmax"} {
		out = append(out, d(n, "a, axis=None", npArg, ""))
	}
	for _, n := range []string{"all", "any"} {
		out = append(out, d(n, "a, axis=None", npAllAny, ""))
	}
	for _, n := range []string{"cumsum", "cumprod"} {
		out = append(out, d(n, "a, axis=None", npCum, ""))
	}
	return out
}

func npRealImag(st *fnState, e *translate.Call, a *npArgs) Type {
	switch t := a.t[0].(type) {
	case *Array:
		return NewArray(realOf(t.Dtype), t.Ndim, LayoutC)
	case *Basic:
		return realOf(t)
	}
	st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.real() and np.imag() take a number or an array, not %s", describe(a.t[0]))
	return nil
}

func npFlatnonzero(st *fnState, e *translate.Call, a *npArgs) Type {
	if st.arrayLikeArg(e, a, 0) == nil {
		return nil
	}
	return NewArray(Int64, 1, LayoutC)
}

func npDtype(st *fnState, e *translate.Call, a *npArgs) Type {
	if dt := st.dtypeArg(a.x[0], a.t[0]); dt != nil {
		return &TypeRef{T: dt}
	}
	return nil
}

// npItemset types a.itemset(v): v, a number, is stored (cast to a's dtype) into the only
// element of a.
func npItemset(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if _, ok := a.t[1].(*Basic); !ok {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "itemset() needs a number, not %s", describe(a.t[1]))
		return nil
	}
	return NoneType{}
}
