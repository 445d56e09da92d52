package typer

import (
	"slices"

	"github.com/pygo-lang/pygo/translate"
)

// This file types NumPy functions that view or reshape arrays or pick elements: atleast_nd,
// swapaxes, broadcast_to, as_strided, asfarray, asarray_chkfinite, argwhere, ediff1d, extract,
// fill_diagonal, nan_to_num, union1d, intersect1d, digitize, tril/triu_indices, kron, and the
// predicates isneginf, isposinf, iscomplexobj, isrealobj and isscalar.

func npShapeDecls() []*npFunc {
	d := newNPFunc
	return []*npFunc{
		d("atleast_1d", "*arys", npAtLeast(1), ""),
		d("atleast_2d", "*arys", npAtLeast(2), ""),
		d("atleast_3d", "*arys", npAtLeast(3), ""),
		d("swapaxes", "a, axis1, axis2", npSwapAxes, ""),
		d("broadcast_to", "array, shape", npBroadcastTo, "").arrayLikeOrNumber("array"),
		d("lib.stride_tricks.as_strided", "x, shape=None, strides=None", npAsStrided, "strides that are not a multiple of the itemsize"),
		d("asfarray", "a, dtype=np.float64", npAsfarray, "").arrayLike("a"),
		d("asarray_chkfinite", "a, dtype=None", npChkfinite, ""),
		d("argwhere", "a", npArgwhere, ""),
		d("ediff1d", "ary, to_end=None, to_begin=None", npEdiff1d, ""),
		d("extract", "condition, arr", npExtract, "").arrayLike("condition", "arr"),
		d("fill_diagonal", "a, val, wrap=False", npFillDiagonal, ""),
		d("nan_to_num", "x, copy=True, nan=0.0", npNanToNum, "numbers, posinf=, neginf="),
		d("union1d", "ar1, ar2", npSetOp, ""),
		d("intersect1d", "ar1, ar2", npSetOp, ""),
		d("digitize", "x, bins, right=False", npDigitize, ""),
		d("tril_indices", "n, k=0, m=None", npTriIndices, ""),
		d("triu_indices", "n, k=0, m=None", npTriIndices, ""),
		d("tril_indices_from", "arr, k=0", npTriIndicesFrom, ""),
		d("triu_indices_from", "arr, k=0", npTriIndicesFrom, ""),
		d("kron", "a, b", npKron, ""),
		d("isneginf", "x, out=None", npIsInfSign, ""),
		d("isposinf", "x, out=None", npIsInfSign, ""),
		d("iscomplexobj", "x", npIsObj, ""),
		d("isrealobj", "x", npIsObj, ""),
		d("isscalar", "element", npIsObj, ""),
		d("iscomplex", "x", npIsComplex, ""),
		d("isreal", "x", npIsComplex, ""),
		d("select", "condlist, choicelist, default=0", npSelect, "").sequences("condlist", "choicelist"),
		d("take_along_axis", "arr, indices, axis", npTakeAlongAxis, ""),
	}
}

// npAtLeast types np.atleast_nd(*arys): each array with at least n dimensions (its layout
// when the rank is kept), and a tuple of them for several arrays, as Numba types it.
func npAtLeast(n int) npTyping {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		args := st.info.Calls[e].Args
		if len(args) == 0 || args[0] == nil {
			st.c.errorf(e.Pos, "wrong-arg-count", "", "%s() needs at least one array", translate.DottedName(e.Func))
			return nil
		}
		var rets []Type
		for _, x := range args {
			arr, ok := st.info.Types[x].(*Array)
			if !ok {
				st.c.errorf(x.At(), "type-mismatch", "", "%s() needs an array, not %s", translate.DottedName(e.Func), describe(st.info.Types[x]))
				return nil
			}
			if arr.Ndim < n {
				arr = NewArray(arr.Dtype, n, LayoutA)
			}
			rets = append(rets, arr)
		}
		if len(rets) == 1 {
			return rets[0]
		}
		return &Tuple{Elems: rets}
	}
}

func npSwapAxes(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil || !st.intArgs(a, 1, 2) {
		return nil
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutA)
}

func npBroadcastTo(st *fnState, e *translate.Call, a *npArgs) Type {
	b, arr := elemOf(a.t[0])
	if b == nil || arr == nil {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.broadcast_to() takes an array, not %s", describe(a.t[0]))
		return nil
	}
	nd := st.nonEmptyShapeArg(a.x[1], a.t[1], "np.broadcast_to()")
	if nd < 0 {
		return nil
	}
	if nd < arr.Ndim {
		st.c.errorf(a.x[1].At(), "bad-value", "", "the shape has fewer dimensions than the array")
		return nil
	}
	return NewArray(b, nd, LayoutA)
}

// npAsStrided types np.lib.stride_tricks.as_strided(x, shape=None, strides=None) as Numba 0.56:
// a view of x's memory (layout A) with the given shape (x's when None) and byte strides, which
// Numba requires. pygo's arrays are views of typed elements, so a stride that is not a multiple of
// the itemsize, or a view reaching past x's memory, raises ValueError at run time.
func npAsStrided(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if !a.has(2) || isNoneType(a.t[2]) {
		st.c.errorf(e.Pos, "unsupported-feature", "pass the strides in bytes, as a tuple", "as_strided() strides argument is mandatory, as in Numba")
		return nil
	}
	nd := arr.Ndim
	if a.has(1) && !isNoneType(a.t[1]) {
		if nd = st.tupleShapeArg(a.x[1], a.t[1], "shape"); nd < 0 {
			return nil
		}
	}
	if ns := st.tupleShapeArg(a.x[2], a.t[2], "strides"); ns < 0 {
		return nil
	} else if ns != nd {
		st.c.errorf(a.x[2].At(), "type-mismatch", "", "as_strided() needs one stride per dimension: %d strides for %d dimensions", ns, nd)
		return nil
	}
	st.raises = true
	return NewArray(arr.Dtype, nd, LayoutA)
}

// tupleShapeArg checks a shape or strides argument that must be a tuple of integers (as
// Numba's reshape_unchecked takes them) and returns its length, or -1 after reporting.
func (st *fnState) tupleShapeArg(x translate.Expr, t Type, what string) int {
	if tt, ok := t.(*Tuple); ok && len(tt.Elems) <= MaxDims {
		if !slices.ContainsFunc(tt.Elems, func(el Type) bool { return !isIntType(el) }) {
			return len(tt.Elems)
		}
	}
	st.c.errorf(x.At(), "type-mismatch", "", "%s must be a tuple of integers, not %s", what, describe(t))
	return -1
}

// npAsfarray types np.asfarray(a, dtype=np.float64) as Numba 0.56: np.asarray(a, dt), where dt
// is dtype when it is a float or complex type and float64 otherwise, whatever a's own dtype
// (a float32 array becomes float64 by default). A complex array needs a complex dtype, as
// np.asarray does not cast complex to float.
func npAsfarray(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	dt := Float64
	if a.given(1) {
		d := st.dtypeArg(a.x[1], a.t[1])
		if d == nil {
			return nil
		}
		if d.IsFloat() || d.IsComplex() {
			dt = d
		}
	}
	if arr.Dtype.IsComplex() && !dt.IsComplex() {
		st.c.errorf(a.x[0].At(), "type-mismatch", "give a complex dtype (np.asfarray(a, np.complex128)), or take a.real",
			"np.asfarray() of a %s array gives %s, and Numba does not cast complex to float", arr.Dtype, dt)
		return nil
	}
	if Identical(arr.Dtype, dt) {
		return arr
	}
	return NewArray(dt, arr.Ndim, LayoutC)
}

// npChkfinite types np.asarray_chkfinite(a, dtype=None) as Numba 0.56: np.asarray(a, dtype)
// of an array, list or tuple (the array itself when it has the dtype), checked for infs and
// NaNs at run time.
func npChkfinite(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayLikeArg(e, a, 0)
	if arr == nil {
		return nil
	}
	dt := st.optDtype(a, 1, arr.Dtype)
	if dt == nil {
		return nil
	}
	if dt.IsFloat() || dt.IsComplex() {
		st.raises = true // infs and NaNs raise ValueError
	}
	if _, isArr := a.t[0].(*Array); isArr && dt == arr.Dtype {
		return arr
	}
	return NewArray(dt, arr.Ndim, LayoutC)
}

func npArgwhere(st *fnState, e *translate.Call, a *npArgs) Type {
	if st.arrayLikeArg(e, a, 0) == nil {
		return nil
	}
	return NewArray(Int64, 2, LayoutC)
}

// arrayLikeArg checks argument i of a NumPy function that takes what np.asarray takes (an
// array, a list or tuple of numbers, a number) and returns np.asarray's type for it.
func (st *fnState) arrayLikeArg(e *translate.Call, a *npArgs, i int) *Array {
	if arr := AsArrayType(a.t[i]); arr != nil {
		if _, ok := a.t[i].(*List); ok && arr.Ndim > 1 {
			st.raises = true // ValueError for ragged rows
		}
		return arr
	}
	st.c.errorf(a.x[i].At(), "type-mismatch", "", "%s() needs an array, or a list or tuple of numbers, not %s", translate.DottedName(e.Func), describe(a.t[i]))
	return nil
}

func npEdiff1d(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Dtype.IsBool() {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.ediff1d() of a bool array is not supported")
		return nil
	}
	for i, name := range []string{"", "to_end", "to_begin"} {
		if i == 0 || a.x[i] == nil || isNone(a.x[i]) {
			continue
		}
		if _, none := a.t[i].(NoneType); none {
			continue
		}
		dt := compoundDtype(a.t[i])
		if dt == nil {
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "np.ediff1d() %s must be a number, an array, or a list or tuple of numbers, not %s", name, describe(a.t[i]))
			return nil
		}
		if !safeCast(dt, arr.Dtype) {
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "dtype of %s must be compatible with input ary", name)
			return nil
		}
	}
	return NewArray(arr.Dtype, 1, LayoutC)
}

// compoundDtype is Numba's _dtype_of_compound of t: a number's own type, an array's dtype, a
// list's or homogeneous tuple's element dtype (float64 for an empty tuple); nil otherwise.
func compoundDtype(t Type) *Basic {
	if tt, ok := t.(*Tuple); ok && len(tt.Elems) == 0 {
		return Float64
	}
	if b, ok := t.(*Basic); ok {
		return b
	}
	if _, ok := t.(*Tuple); ok {
		if tt := t.(*Tuple); !allIdentical(tt.Elems) {
			return nil // a heterogeneous tuple has no dtype in Numba
		}
	}
	if arr := AsArrayType(t); arr != nil {
		return arr.Dtype
	}
	return nil
}

func allIdentical(ts []Type) bool {
	for _, t := range ts[1:] {
		if !Identical(t, ts[0]) {
			return false
		}
	}
	return true
}

func npExtract(st *fnState, e *translate.Call, a *npArgs) Type {
	if st.arrayArg(e, a, 0) == nil {
		return nil
	}
	arr := st.arrayArg(e, a, 1)
	if arr == nil {
		return nil
	}
	return NewArray(arr.Dtype, 1, LayoutC)
}

// npFillDiagonal types np.fill_diagonal(a, val, wrap=False) as Numba 0.56: a of two or more
// dimensions (all of one length beyond two, checked at run time), and val a number or what
// np.asarray makes an array of (an array, a list or tuple of numbers), whose values fill the
// diagonal in turn.
func npFillDiagonal(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Ndim < 2 {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.fill_diagonal() needs an array of at least 2 dimensions, not %d", arr.Ndim)
		return nil
	}
	if _, ok := a.t[1].(*Basic); !ok {
		val := AsArrayType(a.t[1])
		if val == nil || isStr(a.t[1]) {
			st.c.errorf(a.x[1].At(), "type-mismatch", "", "the value of np.fill_diagonal() must be a number, an array or a list or tuple of numbers, not %s", describe(a.t[1]))
			return nil
		}
		if val.Dtype.IsComplex() && !arr.Dtype.IsComplex() {
			st.c.errorf(a.x[1].At(), "type-mismatch", "", "cannot fill the diagonal of a %s array with complex values", arr.Dtype)
			return nil
		}
	}
	if a.has(2) && a.t[2] != Bool {
		st.c.errorf(a.x[2].At(), "type-mismatch", "", "wrap must be a bool")
		return nil
	}
	val, number := a.t[1].(*Basic)
	if !number {
		val = AsArrayType(a.t[1]).Dtype
	}
	if arr.Ndim > 2 || !number || FillChecks(arr.Dtype, val) {
		// dimensions of different lengths raise ValueError, no values ZeroDivisionError, and a
		// value the dtype cannot hold ValueError
		st.raises = true
	}
	return NoneType{}
}

// FillChecks reports whether np.fill_diagonal must check values of dtype src before it stores
// them in an array of dtype dst, as Numba 0.56 checks them all against the dtype's range
// (arraymath's _check_val_int and _check_val_float): an integer array every value but bools
// (NaN, infinities and numbers beyond its bounds raise ValueError), a float32 array float64
// values (finite ones beyond its largest). Numba's other checks cannot fail: an integer type
// within the array's, every integer and float32 value within float32's range, and bool and
// complex arrays are not checked.
func FillChecks(dst, src *Basic) bool {
	switch {
	case src.IsBool() || src.IsComplex():
		return false
	case dst.IsInteger() && src.IsInteger():
		return !intWithin(src, dst)
	case dst.IsInteger():
		return true
	}
	return dst == Float32 && src == Float64
}

// intWithin reports whether every value of integer type t is one of integer type u.
func intWithin(t, u *Basic) bool {
	switch {
	case t.IsSigned() == u.IsSigned():
		return t.Bits() <= u.Bits()
	case t.IsUnsigned():
		return t.Bits() < u.Bits()
	}
	return false // a signed type's negative numbers
}

func npNanToNum(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if !arr.Dtype.IsFloat() {
		st.c.errorf(a.x[0].At(), "unsupported-feature", "", "np.nan_to_num() is supported on float arrays")
		return nil
	}
	if a.has(1) {
		if v, ok := st.info.Consts[a.x[1]]; !ok || v.String() != "true" {
			st.c.errorf(a.x[1].At(), "unsupported-feature", "", "copy=False is not supported")
			return nil
		}
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutC)
}

func npSetOp(st *fnState, e *translate.Call, a *npArgs) Type {
	x, y := st.arrayArg(e, a, 0), st.arrayArg(e, a, 1)
	if x == nil || y == nil {
		return nil
	}
	dt := promote(x.Dtype, y.Dtype)
	if dt.IsBool() || dt.IsComplex() {
		st.c.errorf(e.Pos, "unsupported-feature", "", "%s() of bool or complex arrays is not supported", translate.DottedName(e.Func))
		return nil
	}
	return NewArray(dt, 1, LayoutC)
}

func npDigitize(st *fnState, e *translate.Call, a *npArgs) Type {
	x, bins := st.arrayArg(e, a, 0), st.arrayArg(e, a, 1)
	if x == nil || bins == nil {
		return nil
	}
	if bins.Ndim != 1 || x.Dtype.IsComplex() || bins.Dtype.IsComplex() || x.Dtype.IsBool() || bins.Dtype.IsBool() {
		st.c.errorf(e.Pos, "unsupported-feature", "", "np.digitize() takes a real array and 1-d real bins")
		return nil
	}
	if a.has(2) && a.t[2] != Bool {
		st.c.errorf(a.x[2].At(), "type-mismatch", "", "right must be a bool")
		return nil
	}
	return NewArray(Int64, x.Ndim, LayoutC)
}

func npTriIndices(st *fnState, e *translate.Call, a *npArgs) Type {
	if !isIntType(a.t[0]) || !st.intArgs(a, 1, 2) {
		if !isIntType(a.t[0]) {
			st.c.errorf(a.x[0].At(), "type-mismatch", "", "n must be an integer")
		}
		return nil
	}
	return &Tuple{Elems: []Type{NewArray(Int64, 1, LayoutC), NewArray(Int64, 1, LayoutC)}}
}

func npTriIndicesFrom(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil || !st.intArgs(a, 1) {
		return nil
	}
	if arr.Ndim != 2 {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "%s() needs a 2-d array", translate.DottedName(e.Func))
		return nil
	}
	return &Tuple{Elems: []Type{NewArray(Int64, 1, LayoutC), NewArray(Int64, 1, LayoutC)}}
}

// npKron types np.kron(a, b) as Numba 0.56: a and b are arrays of one or two dimensions or
// numbers; the result has a's dtype (its products, of the promoted dtype, are cast to it, so an
// integer a truncates a float b's products), two dimensions when an array operand has two,
// else the array operand's one (a 1-element vector for two numbers).
func npKron(st *fnState, e *translate.Call, a *npArgs) Type {
	var dts [2]*Basic
	nd := 0
	for i := range 2 {
		switch t := a.t[i].(type) {
		case *Array:
			if t.Ndim != 1 && t.Ndim != 2 {
				st.c.errorf(a.x[i].At(), "type-mismatch", "", "np.kron() takes arrays of one or two dimensions or numbers, not %s", t)
				return nil
			}
			dts[i], nd = t.Dtype, max(nd, t.Ndim)
		case *Basic:
			dts[i] = t
		default:
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "np.kron() takes arrays of one or two dimensions or numbers, not %s", describe(a.t[i]))
			return nil
		}
	}
	if p := promote(dts[0], dts[1]); p.IsComplex() && !dts[0].IsComplex() {
		st.c.errorf(e.Pos, "type-mismatch", "make the first operand complex: a.astype(np.complex128)",
			"np.kron() gives an array of its first operand's dtype %s, which cannot hold %s products (Numba rejects the call too)", dts[0], p)
		return nil
	}
	return NewArray(dts[0], max(nd, 1), LayoutC)
}

func npIsInfSign(st *fnState, e *translate.Call, a *npArgs) Type {
	b, arr := elemOf(a.t[0])
	if b == nil || b.IsComplex() {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "%s() takes real numbers or arrays, not %s", translate.DottedName(e.Func), describe(a.t[0]))
		return nil
	}
	if a.given(1) {
		st.c.errorf(a.x[1].At(), "unsupported-feature", "assign the result instead: out[...] = np.isneginf(x)", "%s() with an out array is not supported yet", translate.DottedName(e.Func))
		return nil
	}
	if arr != nil {
		return NewArray(Bool, arr.Ndim, LayoutC)
	}
	return Bool
}

// npIsObj types iscomplexobj, isrealobj and isscalar: their value follows from the type.
func npIsObj(st *fnState, e *translate.Call, a *npArgs) Type {
	return Bool
}

func npIsComplex(st *fnState, e *translate.Call, a *npArgs) Type {
	b, arr := elemOf(a.t[0])
	if b == nil {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "%s() takes a number or an array, not %s", translate.DottedName(e.Func), describe(a.t[0]))
		return nil
	}
	if arr != nil {
		return NewArray(Bool, arr.Ndim, LayoutC)
	}
	return Bool
}

// npSelect types np.select of two tuples (or lists) of arrays of one shape: conditions and
// choices of one dtype.
// npSelect types np.select(condlist, choicelist, default=0): condlist and choicelist are tuples
// or lists (homogeneous, as Numba requires) of arrays of one number of dimensions, the
// conditions bool; the result has the choices' dtype promoted with the default's.
func npSelect(st *fnState, e *translate.Call, a *npArgs) Type {
	conds, choices := selectArrays(a.t[0]), selectArrays(a.t[1])
	if conds == nil || choices == nil {
		st.c.errorf(e.Pos, "unsupported-feature", "", "np.select() takes two tuples or lists of arrays")
		return nil
	}
	var dt *Basic
	nd := 0
	for _, c := range conds {
		if !c.Dtype.IsBool() || c.Ndim != conds[0].Ndim {
			st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.select() takes bool condition arrays of one number of dimensions")
			return nil
		}
	}
	for _, x := range choices {
		if x.Ndim != conds[0].Ndim || dt != nil && x.Dtype != dt {
			st.c.errorf(a.x[1].At(), "type-mismatch", "", "np.select() takes choice arrays of one dtype, with the conditions' number of dimensions")
			return nil
		}
		dt, nd = x.Dtype, x.Ndim
	}
	if _, tuples := a.t[0].(*Tuple); tuples {
		if _, tuples = a.t[1].(*Tuple); tuples && len(conds) != len(choices) {
			st.c.errorf(e.Pos, "type-mismatch", "", "np.select() takes as many choices as conditions")
			return nil
		}
	}
	def := Int64
	if a.has(2) {
		b, ok := a.t[2].(*Basic)
		if !ok {
			st.c.errorf(a.x[2].At(), "type-mismatch", "", "the default of np.select() must be a number")
			return nil
		}
		def = b
	}
	return NewArray(promote(dt, def), nd, LayoutC)
}

// selectArrays returns the array types of np.select's condlist or choicelist: a non-empty
// tuple of arrays, or a list of arrays (one element type, standing for all of them); nil for
// anything else.
func selectArrays(t Type) []*Array {
	switch t := t.(type) {
	case *Tuple:
		var out []*Array
		for _, el := range t.Elems {
			x, ok := el.(*Array)
			if !ok {
				return nil
			}
			out = append(out, x)
		}
		return out
	case *List:
		if x, ok := t.Elem.(*Array); ok && !t.Typed {
			return []*Array{x}
		}
	}
	return nil
}

func npTakeAlongAxis(st *fnState, e *translate.Call, a *npArgs) Type {
	arr, idx := st.arrayArg(e, a, 0), st.arrayArg(e, a, 1)
	if arr == nil || idx == nil {
		return nil
	}
	if isNone(a.x[2]) || isNoneType(a.t[2]) {
		// axis=None takes along the flattened array.
		if idx.Ndim != 1 || !idx.Dtype.IsInteger() {
			st.c.errorf(a.x[1].At(), "type-mismatch", "", "with axis=None, indices must be a 1-d integer array")
			return nil
		}
		return NewArray(arr.Dtype, 1, LayoutC)
	}
	if idx.Ndim != arr.Ndim || !idx.Dtype.IsInteger() {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "indices must be an integer array of the array's %d dimensions", arr.Ndim)
		return nil
	}
	if ok, valid := st.axisArg(a, 2, arr); !ok || !valid {
		return nil
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutC)
}
