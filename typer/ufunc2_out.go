package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file types the outputs of the two-output ufuncs: np.divmod, which Numba supports, and
// np.modf and np.frexp, which Numba 0.56 does not (pygo follows NumPy). Outputs are given
// positionally (np.divmod(x, y, q) or np.divmod(x, y, q, r), as Numba and NumPy take them,
// None for one not given) or as NumPy's out=(q, r) tuple (Numba 0.56 rejects the keyword).
// The function's signature is "inputs, out1=None, out2=None, /, *, out=None".

// twoOuts returns the output expressions of a call of the two-output ufunc name with nin
// inputs, nil where none is given. It reports NumPy's errors for the out= keyword: given
// beside positional outputs, not a tuple, or a tuple of another length than the two outputs.
func twoOuts(st *fnState, a *npArgs, name string, nin int) ([2]translate.Expr, bool) {
	var outs [2]translate.Expr
	for k := range 2 {
		if a.given(nin + k) {
			outs[k] = a.x[nin+k]
		}
	}
	if !a.given(nin + 2) {
		return outs, true
	}
	x := a.x[nin+2]
	if a.has(nin) || a.has(nin+1) {
		st.c.errorf(x.At(), "type-mismatch", "give the outputs either positionally or as out=(q, r)", "np.%s() cannot take 'out' both positionally and as a keyword argument", name)
		return outs, false
	}
	tt, isTuple := a.t[nin+2].(*Tuple)
	if !isTuple {
		st.c.errorf(x.At(), "type-mismatch", "write out=(q, r), None for an output to allocate", "the 'out' of np.%s() must be a tuple of arrays, not %s", name, describe(a.t[nin+2]))
		return outs, false
	}
	if len(tt.Elems) != 2 {
		st.c.errorf(x.At(), "type-mismatch", "write out=(q, r), None for an output to allocate", "the 'out' tuple of np.%s() must have exactly one entry per output (2), not %d", name, len(tt.Elems))
		return outs, false
	}
	lit, ok := x.(*translate.Tuple)
	if !ok {
		st.c.errorf(x.At(), "unsupported-feature", "write the tuple in the call: out=(q, r)", "the 'out' tuple of np.%s() must be written in the call", name)
		return outs, false
	}
	for k, el := range lit.Elts {
		if !isNone(el) && !isNoneType(st.info.Types[el]) {
			outs[k] = el
		}
	}
	return outs, true
}

// typeTwoOuts types the two-output ufunc name with outputs: each an array of the inputs'
// rank or more, into which its result type rts[k] casts under NumPy's same_kind rule. The value is the tuple
// of the outputs; a missing one is a new C array of the given one's shape (NumPy allocates it
// with the broadcast shape of all operands, which the given output must have).
func typeTwoOuts(st *fnState, name string, outs [2]translate.Expr, rts [2]*Basic, nd int) Type {
	var ts [2]*Array
	outNd := -1
	for k, x := range outs {
		if x == nil {
			continue
		}
		t, ok := st.info.Types[x].(*Array)
		if !ok {
			st.c.errorf(x.At(), "type-mismatch", "", "the outputs of np.%s() must be arrays, not %s", name, describe(st.info.Types[x]))
			return nil
		}
		if nd > t.Ndim {
			st.c.errorf(x.At(), "type-mismatch", "", "np.%s() gives %d dimensions, more than its %d-d output", name, nd, t.Ndim)
			return nil
		}
		if kindRank(rts[k]) > kindRank(t.Dtype) {
			st.c.errorf(x.At(), "type-mismatch", "give an output array of the result's type", "np.%s() cannot cast its %s result to the %s output %d (NumPy's same_kind rule)", name, rts[k], t.Dtype, k+1)
			return nil
		}
		if outNd >= 0 && t.Ndim != outNd {
			st.c.errorf(x.At(), "type-mismatch", "give two outputs of one shape", "the outputs of np.%s() have %d and %d dimensions; NumPy needs both of the broadcast shape", name, outNd, t.Ndim)
			return nil
		}
		outNd = t.Ndim
		ts[k] = t
	}
	elems := make([]Type, 2)
	for k, t := range ts {
		if t == nil {
			t = NewArray(rts[k], outNd, LayoutC)
		}
		elems[k] = t
	}
	st.raises = true // outputs of another shape than the broadcast one raise ValueError
	return &Tuple{Elems: elems}
}

// withTwoOuts finishes the typing of a call of the two-output ufunc name with nin inputs,
// whose value without outputs is plain (its element types rts, nd dimensions): with outputs
// it is their tuple, and the call without them is recorded as Call.Inner.
func withTwoOuts(st *fnState, e *translate.Call, a *npArgs, name string, nin int, plain *Tuple, rts [2]*Basic, nd int) Type {
	outs, ok := twoOuts(st, a, name, nin)
	if !ok {
		return nil
	}
	if outs[0] == nil && outs[1] == nil {
		return plain
	}
	res := typeTwoOuts(st, name, outs, rts, nd)
	if res != nil {
		call := st.info.Calls[e]
		inner := &translate.Call{Pos: e.Pos, Func: e.Func, Args: a.x[:nin]}
		st.info.Types[inner] = plain
		st.info.Calls[inner] = &Call{Kind: call.Kind, Builtin: call.Builtin, Args: a.x[:nin], ArgTypes: a.t[:nin]}
		call.Inner = inner
	}
	return res
}

// npModfFrexp types np.modf(x) (the fractional and integral parts, both of x's float type)
// and np.frexp(x) (the mantissa, of x's float type, and the exponent, int32), of a real
// number or array. Integers use the float loop as NumPy's; NumPy computes bool and 8-bit
// integers in float16, which pygo lacks.
func npModfFrexp(st *fnState, e *translate.Call, a *npArgs) Type {
	name := strings.TrimPrefix(translate.DottedName(e.Func), "np.")
	name = name[strings.LastIndex(name, ".")+1:]
	b, _ := elemOf(a.t[0])
	if b == nil || b.IsComplex() {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.%s() needs real numbers or arrays, not %s", name, describe(a.t[0]))
		return nil
	}
	if b.IsBool() || b.IsInteger() && b.Bits() <= 8 {
		st.c.errorf(a.x[0].At(), "unsupported-feature", "convert it first, e.g. x.astype(np.float32)", "np.%s() of %s computes in float16, which pygo does not have", name, b)
		return nil
	}
	ft := floatLoop(b)
	rts := [2]*Basic{ft, ft}
	if name == "frexp" {
		rts[1] = Int32
	}
	nd := ndimOf(a.t[0])
	elems := make([]Type, 2)
	for k, t := range rts {
		elems[k] = t
		if nd > 0 {
			elems[k] = NewArray(t, nd, LayoutC)
		}
	}
	return withTwoOuts(st, e, a, name, 1, &Tuple{Elems: elems}, rts, nd)
}
