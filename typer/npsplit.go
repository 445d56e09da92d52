package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// This file types the NumPy functions that return a list of arrays: np.split, np.array_split
// and np.broadcast_arrays (their results are reflected lists of views of the argument, as
// Numba's), and np.partition.

func npSplitDecls() []*npFunc {
	d := newNPFunc
	return []*npFunc{
		d("split", "ary, indices_or_sections, axis=0", npSplit, ""),
		d("array_split", "ary, indices_or_sections, axis=0", npSplit, ""),
		d("broadcast_arrays", "*args", npBroadcastArrays, ""),
		d("broadcast_shapes", "*args", npBroadcastShapes, ""),
		d("partition", "a, kth", npPartition, "").arrayLike("a"),
		d("divmod", "x1, x2, out1=None, out2=None, /, *, out=None", npDivmod, ""),
		d("modf", "x, out1=None, out2=None, /, *, out=None", npModfFrexp, ""),
		d("frexp", "x, out1=None, out2=None, /, *, out=None", npModfFrexp, ""),
	}
}

// splitLayout is the layout of a view of a that slices its first axis or others: Numba keeps
// C for a 1-d C array and says A otherwise.
func splitLayout(a *Array) Layout {
	if a.Ndim == 1 && a.Layout == LayoutC {
		return LayoutC
	}
	return LayoutA
}

// npSplit types np.split(ary, indices_or_sections, axis=0) and np.array_split: the number of
// sections is an integer, the split points a list, tuple or 1-d array of integers.
func npSplit(st *fnState, e *translate.Call, a *npArgs) Type {
	var arr *Array
	switch a.t[0].(type) {
	case *List, *Tuple:
		// A sequence is split as np.asarray(ary), as in Numba.
		t, _ := npArray(st, e, &npArgs{x: a.x[:1], t: a.t[:1]}).(*Array)
		if t == nil {
			return nil
		}
		arr = t
	default:
		arr = st.arrayArg(e, a, 0)
	}
	if arr == nil {
		return nil
	}
	if _, ok := st.axisArg(a, 2, arr); !ok {
		return nil
	}
	ok := false
	switch t := a.t[1].(type) {
	case *Basic:
		ok = isIntType(t)
	case *List:
		ok = t.Elem != nil && isIntType(t.Elem)
	case *Tuple:
		ok = len(t.Elems) > 0 && len(t.Elems) <= MaxDims
		for _, el := range t.Elems {
			ok = ok && isIntType(el)
		}
	case *Array:
		ok = t.Ndim == 1 && isIntType(t.Dtype)
	}
	if !ok {
		st.c.errorf(a.x[1].At(), "type-mismatch", "give the number of sections or a list of split points",
			"indices_or_sections must be an integer or a list, tuple or 1-d array of integers, not %s", describe(a.t[1]))
		return nil
	}
	return &List{Elem: NewArray(arr.Dtype, arr.Ndim, splitLayout(arr))}
}

// npBroadcastArrays types np.broadcast_arrays(*args): arrays, numbers and tuples of one dtype
// (Numba refuses to mix them), broadcast to their common shape as read-only views.
func npBroadcastArrays(st *fnState, e *translate.Call, a *npArgs) Type {
	args := st.info.Calls[e].Args // *args spread (np.broadcast_arrays(*t))
	if len(args) == 0 || args[0] == nil {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "np.broadcast_arrays() needs at least one array")
		return nil
	}
	var dt *Basic
	nd := 0
	for _, x := range args {
		t := st.info.Types[x]
		if t == nil {
			return nil // reported
		}
		// Numbers and tuples of numbers are np.asarray(x), counted as one dimension, as in Numba.
		var xdt *Basic
		xnd := 1
		switch t := t.(type) {
		case *Array:
			xdt, xnd = t.Dtype, t.Ndim
		case *Basic:
			xdt = t
		case *Tuple:
			xdt, _ = t.Uniform().(*Basic)
		}
		if xdt == nil {
			st.c.errorf(x.At(), "type-mismatch", "", "np.broadcast_arrays() takes arrays, numbers and tuples of numbers, not %s", describe(t))
			return nil
		}
		if dt != nil && !Identical(xdt, dt) {
			st.c.errorf(x.At(), "type-mismatch", "convert the arrays with astype first",
				"np.broadcast_arrays() cannot broadcast arrays of different dtypes (%s and %s), as in Numba", dt, xdt)
			return nil
		}
		dt = xdt
		nd = max(nd, xnd)
	}
	st.raises = true // shapes that do not broadcast
	return &List{Elem: NewArray(dt, nd, LayoutA)}
}

// npPartition types np.partition(a, kth): an integer or float array, kth an integer (or a
// bool) or a list, tuple or 1-d array of integers; the result is a new array of a's type.
func npPartition(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Dtype.IsComplex() {
		st.c.errorf(a.x[0].At(), "unsupported-feature", "partition the real parts or the absolute values (np.abs)", "np.partition() of %s arrays is not supported (Numba 0.56 does not order complex numbers)", arr.Dtype)
		return nil
	}
	var el Type
	switch t := a.t[1].(type) {
	case *Basic:
		if t.IsBool() {
			el = Int64 // False and True are 0 and 1
		} else {
			el = t
		}
	case *List:
		el = t.Elem
	case *Tuple:
		el = t.Uniform()
	case *Array:
		if t.Ndim == 1 {
			el = t.Dtype
		}
	}
	if b, ok := el.(*Basic); !ok || !b.IsInteger() {
		st.c.errorf(a.x[1].At(), "type-mismatch", "pass kth as an integer, int(k), or a tuple of integers", "the kth of np.partition() must be an integer or a 1-d sequence of integers, not %s", describe(a.t[1]))
		return nil
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutC)
}

// npBroadcastShapes types np.broadcast_shapes(*args): each argument an integer or a tuple of
// integers; the result is a tuple as long as the longest.
func npBroadcastShapes(st *fnState, e *translate.Call, a *npArgs) Type {
	m := 0
	for _, x := range st.info.Calls[e].Args {
		if x == nil {
			continue // np.broadcast_shapes(): an empty tuple
		}
		t := st.info.Types[x]
		if t == nil {
			return nil // reported
		}
		n := -1
		switch t := t.(type) {
		case *Basic:
			if isIntType(t) {
				n = 1
			}
		case *Tuple:
			n = len(t.Elems)
			for _, el := range t.Elems {
				if !isIntType(el) {
					n = -1
				}
			}
		}
		if n < 0 || n > MaxDims {
			st.c.errorf(x.At(), "type-mismatch", "", "np.broadcast_shapes() takes integers and tuples of integers, not %s", describe(t))
			return nil
		}
		m = max(m, n)
	}
	if m == 0 {
		return &Tuple{} // only empty shapes: they broadcast to ()
	}
	st.raises = true // shapes that do not broadcast
	r := &Tuple{}
	for range m {
		r.Elems = append(r.Elems, Int64)
	}
	return r
}

// npDivmod types np.divmod(x1, x2): the tuple (np.floor_divide(x1, x2), np.remainder(x1,
// x2)), two numbers or two arrays of floor_divide's result type; Numba has no complex loop.
// With outputs (np.divmod(x1, x2, q, r) as Numba takes them, or out=(q, r) as NumPy does)
// the tuple holds the outputs, a missing one allocated with their shape (see withTwoOuts).
func npDivmod(st *fnState, e *translate.Call, a *npArgs) Type {
	var ins []*Basic
	var arrs []bool
	nd := 0
	for i := 0; i < 2; i++ {
		b, arr := elemOf(a.t[i])
		if b == nil || b.IsComplex() {
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "np.divmod() needs real numbers or arrays, not %s", describe(a.t[i]))
			return nil
		}
		ins = append(ins, b)
		arrs = append(arrs, arr != nil)
		nd = max(nd, ndimOf(a.t[i]))
	}
	ins[0], ins[1] = ufuncOperands(ins[0], ins[1], arrs[0], arrs[1])
	rt := ufuncResult(Ufuncs["numpy.floor_divide"], ins)
	if rt == nil {
		st.c.errorf(e.Pos, "type-mismatch", "", "np.divmod() is not defined for %s", ins[0])
		return nil
	}
	var t Type = rt
	if nd > 0 {
		t = NewArray(rt, nd, LayoutC)
	}
	return withTwoOuts(st, e, a, "divmod", 2, &Tuple{Elems: []Type{t, t}}, [2]*Basic{rt, rt}, nd)
}
