package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file types NumPy's matrix builders, windows, logarithmic ranges and array
// manipulations (diag, tri, tril, vander, rot90, flip, bartlett, logspace, repeat, take,
// delete, tile, dstack, column_stack, append, array_equal, cross, expand_dims, around, shape).

func npBuildDecls() []*npFunc {
	d := newNPFunc
	out := []*npFunc{
		d("diag", "v, k=0", npDiag, ""),
		d("tri", "N, M=None, k=0, dtype=float", npTri, ""),
		d("tril", "m, k=0", npTriangle, ""),
		d("triu", "m, k=0", npTriangle, ""),
		d("vander", "x, N=None, increasing=False", npVander, ""),
		d("rot90", "m, k=1", npRot90, ""),
		d("flip", "m", npFlip(0), ""),
		d("flipud", "m", npFlip(1), "").arrayLike("m"),
		d("fliplr", "m", npFlip(2), "").arrayLike("m"),
		d("kaiser", "M, beta", npWindow, ""),
		d("logspace", "start, stop, num=50, endpoint=True, base=10.0", npLogspace, ""),
		d("geomspace", "start, stop, num=50, endpoint=True", npLogspace, "complex start or stop"),
		d("repeat", "a, repeats", npRepeat, ""),
		d("take", "a, indices", npTake, "").arrayLike("indices"),
		d("delete", "arr, obj", npDelete, "").arrayLike("arr", "obj"),
		d("tile", "A, reps", npTile, ""),
		d("dstack", "tup", npDstack(3), ""),
		d("column_stack", "tup", npDstack(2), ""),
		d("append", "arr, values, axis=None", npAppend, ""),
		d("array_equal", "a1, a2", npArrayEqual, ""),
		d("cross", "a, b", npCross, "").arrayLike("a", "b"),
		d("expand_dims", "a, axis", npExpandDims, ""),
		d("shape", "a", npShape, "").arrayLike("a"),
		d("ndindex", "*shape", npLoopOnly, ""), // typed by ndIter and ndIterValue
		d("ndenumerate", "arr", npLoopOnly, ""),
		d("nditer", "op", npLoopOnly, "uses other than as the iterable of a for loop"),
	}
	for _, n := range []string{"bartlett", "blackman", "hamming", "hanning"} {
		out = append(out, d(n, "M", npWindow, ""))
	}
	for _, n := range []string{"around", "round", "round_"} {
		out = append(out, d(n, "a, decimals=0, out=None", npAround, ""))
	}
	return out
}

func npDiag(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil || !st.intArgs(a, 1) {
		return nil
	}
	switch arr.Ndim {
	case 1:
		return NewArray(arr.Dtype, 2, LayoutC)
	case 2:
		return NewArray(arr.Dtype, 1, LayoutC)
	}
	st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.diag() takes a 1-d or 2-d array, not %s", arr)
	return nil
}

// intArgs checks that the given arguments, where given and not None, are integers.
func (st *fnState) intArgs(a *npArgs, idx ...int) bool {
	for _, i := range idx {
		if a.given(i) && !isIntType(a.t[i]) {
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "expected an integer, not %s", describe(a.t[i]))
			return false
		}
	}
	return true
}

func npTri(st *fnState, e *translate.Call, a *npArgs) Type {
	if !st.intArgs(a, 0, 1, 2) {
		return nil
	}
	dt := st.optDtype(a, 3, Float64)
	if dt == nil {
		return nil
	}
	return NewArray(dt, 2, LayoutC)
}

func npTriangle(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil || !st.intArgs(a, 1) {
		return nil
	}
	switch arr.Ndim {
	case 0:
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "%s() needs an array of at least 1 dimension, not %s", translate.DottedName(e.Func), arr)
		return nil
	case 1: // Numba's _make_square: the n×n matrix whose rows are the vector
		return NewArray(arr.Dtype, 2, LayoutC)
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutC)
}

func npVander(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil || !st.intArgs(a, 1) {
		return nil
	}
	if arr.Ndim != 1 {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.vander() takes a 1-d array, not %s", arr)
		return nil
	}
	if a.has(2) && a.t[2] != Bool {
		st.c.errorf(a.x[2].At(), "type-mismatch", "", "increasing must be a bool")
		return nil
	}
	dt := arr.Dtype
	if !dt.IsFloat() && !dt.IsComplex() {
		dt = promote(widen(dt), Int64)
	}
	return NewArray(dt, 2, LayoutC)
}

func npRot90(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil || !st.intArgs(a, 1) {
		return nil
	}
	if arr.Ndim < 2 {
		st.c.errorf(a.x[0].At(), "type-mismatch", "np.rot90() rotates the first two axes: make a row with a.reshape(1, -1)", "np.rot90() input must be >= 2-d")
		return nil
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutA) // a view, as Numba's
}

// npFlip types flip (min 0 dimensions), flipud (1) and fliplr (2): views of any layout.
func npFlip(minNd int) npTyping {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		arr := st.arrayArg(e, a, 0)
		if arr == nil {
			return nil
		}
		if arr.Ndim < minNd {
			st.c.errorf(a.x[0].At(), "type-mismatch", "", "%s() needs an array of at least %d dimensions", translate.DottedName(e.Func), minNd)
			return nil
		}
		return NewArray(arr.Dtype, arr.Ndim, LayoutA)
	}
}

func npWindow(st *fnState, e *translate.Call, a *npArgs) Type {
	if !isIntType(a.t[0]) {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "M must be an integer, not %s", describe(a.t[0]))
		return nil
	}
	if len(a.x) > 1 {
		if b, ok := a.t[1].(*Basic); !ok || b.IsComplex() {
			st.c.errorf(a.x[1].At(), "type-mismatch", "", "beta must be a real number, not %s", describe(a.t[1]))
			return nil
		}
	}
	return NewArray(Float64, 1, LayoutC)
}

// npLogspace types np.logspace(start, stop, num=50, endpoint=True, base=10.0): complex128
// values when start or stop is complex, float64 ones otherwise.
func npLogspace(st *fnState, e *translate.Call, a *npArgs) Type {
	dt := Float64
	for i := range a.x {
		if !a.has(i) {
			continue
		}
		b, ok := a.t[i].(*Basic)
		if !ok || b.IsComplex() && i >= 2 || i == 2 && !isIntType(b) || i == 3 && b != Bool {
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "unexpected %s for %s", describe(a.t[i]), npFuncs["numpy.logspace"].params[i].Name)
			return nil
		}
		if b.IsComplex() {
			dt = Complex128
		}
	}
	return NewArray(dt, 1, LayoutC)
}

func npRepeat(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if r, ok := a.t[1].(*Array); ok && r.Ndim == 1 && isIntLike(r.Dtype) && !r.Dtype.IsBool() {
		return NewArray(arr.Dtype, 1, LayoutC)
	}
	if !isIntType(a.t[1]) {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "repeats must be an integer or a 1-d integer array, not %s", describe(a.t[1]))
		return nil
	}
	return NewArray(arr.Dtype, 1, LayoutC)
}

func npTake(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if r, ok := a.t[1].(*Array); ok && r.Ndim >= 1 && r.Dtype.IsInteger() {
		return NewArray(arr.Dtype, r.Ndim, LayoutC) // the shape of the indices
	}
	if !isIntType(a.t[1]) {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "indices must be an integer or an integer array, not %s", describe(a.t[1]))
		return nil
	}
	return arr.Dtype
}

func npDelete(st *fnState, e *translate.Call, a *npArgs) Type {
	if _, ok := a.t[1].(SliceType); ok {
		arr := st.arrayLikeArg(e, a, 0)
		if arr == nil {
			return nil
		}
		return NewArray(arr.Dtype, 1, LayoutC)
	}
	if r, ok := a.t[1].(*Array); ok && r.Ndim > 1 {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "indices must be an integer or a 1-d integer array, not %s", describe(a.t[1]))
		return nil
	}
	if npTake(st, e, a) == nil {
		return nil
	}
	return NewArray(a.t[0].(*Array).Dtype, 1, LayoutC)
}

func npTile(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	n := 1
	if t, ok := a.t[1].(*Tuple); ok {
		n = len(t.Elems)
		for _, el := range t.Elems {
			if !isIntType(el) {
				n = 0
			}
		}
	} else if !isIntType(a.t[1]) {
		n = 0
	}
	if n == 0 {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "reps must be an integer or a tuple of integers, not %s", describe(a.t[1]))
		return nil
	}
	return NewArray(arr.Dtype, max(n, arr.Ndim), LayoutC)
}

// npDstack types dstack (nd 3) and column_stack (nd 2) of a tuple of 1-d or 2-d arrays (and
// dstack of arrays of 3 or more dimensions).
func npDstack(nd int) npTyping {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		if nd == 2 {
			if cols := columnStackType(a.t[0]); cols != nil {
				return cols // 1-d arrays (the columns) among 2-d ones
			}
		}
		t := npConcat(false)(st, e, a)
		arr, ok := t.(*Array)
		if !ok {
			return nil
		}
		if arr.Ndim > 2 && nd == 3 { // dstack of 3-d (or more) arrays: their concatenation on axis 2
			return arr
		}
		if arr.Ndim > 2 {
			st.c.errorf(a.x[0].At(), "unsupported-feature", "", "%s() is supported on 1-d and 2-d arrays", translate.DottedName(e.Func))
			return nil
		}
		return NewArray(arr.Dtype, nd, LayoutC)
	}
}

func npAppend(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if a.given(2) { // np.concatenate((arr, values), axis=axis), as Numba
		if !isIntType(a.t[2]) {
			st.c.errorf(a.x[2].At(), "type-mismatch", "", "axis must be an integer, not %s", describe(a.t[2]))
			return nil
		}
		v, ok := a.t[1].(*Array)
		if !ok || v.Ndim != arr.Ndim || arr.Ndim == 0 {
			st.c.errorf(a.x[1].At(), "type-mismatch", "without axis=, np.append() flattens both", "np.append() with an axis joins arrays of one dimension count, not %s and %s", arr, describe(a.t[1]))
			return nil
		}
		return NewArray(promote(arr.Dtype, v.Dtype), arr.Ndim, LayoutC)
	}
	b, _ := elemOf(a.t[1])
	if b == nil {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "values must be a number or an array, not %s", describe(a.t[1]))
		return nil
	}
	return NewArray(promote(arr.Dtype, b), 1, LayoutC)
}

func npArrayEqual(st *fnState, e *translate.Call, a *npArgs) Type {
	x, y := st.arrayLikeArg(e, a, 0), st.arrayLikeArg(e, a, 1) // what np.asarray takes, as Numba
	if x == nil || y == nil {
		return nil
	}
	return Bool
}

// npCross types np.cross(a, b) and numba.np.extensions.cross2d(a, b): two numeric arrays (or
// what np.asarray makes them of) of at least one dimension, whose last axes hold the vectors;
// the result has their promoted dtype and the broadcast of their other axes, followed by an
// axis of 3 for cross (cross2d's value per pair has none: a 0-d array for two vectors).
func npCross(st *fnState, e *translate.Call, a *npArgs) Type {
	x, y := st.arrayLikeArg(e, a, 0), st.arrayLikeArg(e, a, 1)
	if x == nil || y == nil {
		return nil
	}
	name := translate.DottedName(e.Func)
	if x.Ndim == 0 || y.Ndim == 0 || x.Dtype.IsBool() || y.Dtype.IsBool() {
		st.c.errorf(e.Pos, "unsupported-feature", "", "%s() takes numeric arrays of one or more dimensions", name)
		return nil
	}
	nd := max(x.Ndim, y.Ndim)
	if !strings.HasSuffix(name, "cross") {
		nd-- // cross2d
	}
	return NewArray(promote(x.Dtype, y.Dtype), nd, LayoutC)
}

func npExpandDims(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil || !st.intArgs(a, 1) {
		return nil
	}
	if !isIntType(a.t[1]) {
		st.c.errorf(a.x[1].At(), "unsupported-feature", "", "axis must be an integer")
		return nil
	}
	return NewArray(arr.Dtype, arr.Ndim+1, LayoutA)
}

// npShape types np.shape(a): the shape of np.asarray(a), so a number has shape () and a list
// or tuple of numbers (typed as its array by asArrayArgs) its length.
func npShape(st *fnState, e *translate.Call, a *npArgs) Type {
	if _, ok := a.t[0].(*Basic); ok {
		return &Tuple{}
	}
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	t := &Tuple{}
	for range arr.Ndim {
		t.Elems = append(t.Elems, Int64)
	}
	return t
}

func npAround(st *fnState, e *translate.Call, a *npArgs) Type {
	if !st.intArgs(a, 1) {
		return nil
	}
	b, arr := elemOf(a.t[0])
	if b == nil || b.IsBool() || arr != nil && !b.IsFloat() && !a.has(2) {
		// Numba 0.56 rounds numbers, and arrays into an out array; pygo also rounds float
		// arrays without one.
		st.c.errorf(a.x[0].At(), "unsupported-feature", "", "%s() is supported on numbers, float arrays and arrays with out=, not %s", translate.DottedName(e.Func), describe(a.t[0]))
		return nil
	}
	if a.has(2) {
		// Numba stores the rounded elements into any numeric out of a's dimensions, complex
		// values only into a complex one.
		out, ok := a.t[2].(*Array)
		if arr == nil || !ok || out.Ndim != arr.Ndim || out.Dtype.IsBool() || b.IsComplex() && !out.Dtype.IsComplex() {
			st.c.errorf(a.x[2].At(), "type-mismatch", "", "out must be a numeric array of the input's dimensions (complex for complex input), not %s", describe(a.t[2]))
			return nil
		}
		return out
	}
	if arr != nil {
		return NewArray(b, arr.Ndim, LayoutC)
	}
	return b
}

// ndIterValue types np.ndindex(...) or np.ndenumerate(a) outside a for loop's header
// (it = np.ndindex(3, 4); next(it), list(np.ndenumerate(a)), zip(np.ndindex(n), b)): a
// generator of its indices (and elements), consumed where it is made or held as an
// iterator, as Numba's ndindex and ndenumerate objects are.
func (st *fnState) ndIterValue(e *translate.Call, path string) Type {
	elem := st.ndIter(e)
	if elem == nil {
		return nil
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: path, Args: e.Args}
	return &Generator{Elem: elem}
}

// npLoopOnly types np.nditer outside a for loop's header: an error.
func npLoopOnly(st *fnState, e *translate.Call, a *npArgs) Type {
	st.c.errorf(e.Pos, "unsupported-feature", "loop over it: for idx in np.ndindex(a.shape)", "%s() is supported only as the iterable of a for loop", translate.DottedName(e.Func))
	return nil
}

// isNDIter reports whether call is np.ndindex(...), np.ndenumerate(...) or np.nditer(...).
func (st *fnState) isNDIter(call *translate.Call) bool {
	if _, ok := call.Func.(*translate.Attribute); !ok && !st.isBuiltinName(call.Func) {
		return false
	}
	p := st.c.resolvePath(call.Func)
	return p == "numpy.ndindex" || p == "numpy.ndenumerate" || p == "numpy.nditer"
}

// isBuiltinName reports whether e is a name bound by an import (from numpy import ndindex).
func (st *fnState) isBuiltinName(e translate.Expr) bool {
	n, ok := e.(*translate.Name)
	if !ok || st.info.Locals[n.Id] {
		return false
	}
	_, imported := st.c.mod.Imports[n.Id]
	return imported
}

// ndIter types np.ndindex(*shape), np.ndenumerate(a) and np.nditer(op) as the iterable of a for
// loop: the element is an index tuple, (index tuple, element), or nditer's 0-d views.
func (st *fnState) ndIter(call *translate.Call) Type {
	st.expr(call.Func)
	if len(call.Keywords) > 0 {
		st.c.errorf(call.Keywords[0].Pos, "unsupported-feature", "", "%s() takes no keyword arguments", translate.DottedName(call.Func))
		return nil
	}
	index := func(n int) *Tuple {
		t := &Tuple{}
		for range n {
			t.Elems = append(t.Elems, Int64)
		}
		return t
	}
	var elem Type
	if st.c.resolvePath(call.Func) == "numpy.nditer" {
		elem = st.nditer(call)
		if elem == nil {
			return nil
		}
	} else if st.c.resolvePath(call.Func) == "numpy.ndenumerate" {
		if len(call.Args) != 1 {
			st.c.errorf(call.Pos, "wrong-arg-count", "", "np.ndenumerate() takes one array")
			return nil
		}
		arr, ok := st.expr(call.Args[0]).(*Array)
		if !ok {
			st.c.errorf(call.Args[0].At(), "type-mismatch", "", "np.ndenumerate() takes an array")
			return nil
		}
		elem = &Tuple{Elems: []Type{index(arr.Ndim), arr.Dtype}}
	} else {
		n := 0
		for _, x := range call.Args {
			switch t := st.expr(x).(type) {
			case *Tuple:
				if len(call.Args) != 1 {
					n = -1
					break
				}
				n = st.shapeArg(x, t) // () is the shape of a 0-d array: one empty index
				if n < 0 {
					return nil
				}
			default:
				if !isIntType(t) {
					n = -1
					break
				}
				n++
			}
			if n < 0 {
				st.c.errorf(x.At(), "type-mismatch", "", "np.ndindex() takes integers or one tuple of integers")
				return nil
			}
		}
		elem = index(n) // np.ndindex() and np.ndindex(()) give one empty index, as in NumPy
	}
	st.info.Types[call] = elem
	return elem
}

// nditer types np.nditer(op) as Numba: op is an array or number, or a non-empty tuple of them;
// each step gives a 0-d C array per operand (a view of its element; a number's one slot), one
// view or a tuple of them. The operands' shapes are checked when the loop starts
// (kernels.NDIterShape).
func (st *fnState) nditer(call *translate.Call) Type {
	if len(call.Args) != 1 {
		st.c.errorf(call.Pos, "wrong-arg-count", "", "np.nditer() takes one operand or a tuple of operands")
		return nil
	}
	ops := []Type{st.expr(call.Args[0])}
	if tt, ok := ops[0].(*Tuple); ok {
		if len(tt.Elems) == 0 {
			st.c.errorf(call.Args[0].At(), "type-mismatch", "", "np.nditer() needs at least one operand")
			return nil
		}
		ops = tt.Elems
	}
	var views []Type
	for _, t := range ops {
		var dt *Basic
		switch t := t.(type) {
		case *Array:
			dt = t.Dtype
		case *Basic:
			dt = t
		default:
			st.c.errorf(call.Args[0].At(), "type-mismatch", "", "np.nditer() takes arrays and numbers, not %s", t)
			return nil
		}
		views = append(views, NewArray(dt, 0, LayoutC))
	}
	if len(views) == 1 { // also for a tuple of one operand, as Numba
		return views[0]
	}
	return &Tuple{Elems: views}
}

// columnStackType is the type of np.column_stack of a tuple mixing 1-d arrays (each one
// column) and 2-d arrays, as NumPy and Numba take them; nil for any other tuple.
func columnStackType(t Type) *Array {
	tup, ok := t.(*Tuple)
	if !ok {
		return nil
	}
	var dt *Basic
	seen := [3]bool{}
	for _, el := range tup.Elems {
		arr, ok := el.(*Array)
		if !ok || arr.Ndim < 1 || arr.Ndim > 2 {
			return nil
		}
		seen[arr.Ndim] = true
		if dt == nil {
			dt = arr.Dtype
		} else {
			dt = promote(dt, arr.Dtype)
		}
	}
	if !seen[1] || !seen[2] {
		return nil
	}
	return NewArray(dt, 2, LayoutC)
}
