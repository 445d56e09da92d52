package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// This file types the outputs of np.divmod, NumPy's one two-output ufunc that Numba
// supports: positionally (np.divmod(x, y, q) or np.divmod(x, y, q, r), as Numba and NumPy
// take them, None for one not given) or as NumPy's out=(q, r) tuple (Numba 0.56 rejects the
// keyword; pygo follows NumPy).

// divmodOuts returns the output expressions of a np.divmod call, nil where none is given.
// It reports NumPy's errors for the out= keyword: given beside positional outputs, not a
// tuple, or a tuple of another length than the two outputs.
func divmodOuts(st *fnState, e *translate.Call, a *npArgs) ([2]translate.Expr, bool) {
	var outs [2]translate.Expr
	for k := range 2 {
		if a.given(2 + k) {
			outs[k] = a.x[2+k]
		}
	}
	if !a.given(4) {
		return outs, true
	}
	x := a.x[4]
	if a.has(2) || a.has(3) {
		st.c.errorf(x.At(), "type-mismatch", "give the outputs either positionally or as out=(q, r)", "np.divmod() cannot take 'out' both positionally and as a keyword argument")
		return outs, false
	}
	tt, isTuple := a.t[4].(*Tuple)
	if !isTuple {
		st.c.errorf(x.At(), "type-mismatch", "write out=(q, r), None for an output to allocate", "the 'out' of np.divmod() must be a tuple of arrays, not %s", describe(a.t[4]))
		return outs, false
	}
	if len(tt.Elems) != 2 {
		st.c.errorf(x.At(), "type-mismatch", "write out=(q, r), None for an output to allocate", "the 'out' tuple of np.divmod() must have exactly one entry per output (2), not %d", len(tt.Elems))
		return outs, false
	}
	lit, ok := x.(*translate.Tuple)
	if !ok {
		st.c.errorf(x.At(), "unsupported-feature", "write the tuple in the call: out=(q, r)", "the 'out' tuple of np.divmod() must be written in the call")
		return outs, false
	}
	for k, el := range lit.Elts {
		if !isNone(el) && !isNoneType(st.info.Types[el]) {
			outs[k] = el
		}
	}
	return outs, true
}

// typeDivmodOuts types np.divmod with outputs: each an array of the inputs' rank or more,
// into which the result type rt casts under NumPy's same_kind rule. The value is the tuple
// of the outputs; a missing one is a new C array of the given one's shape (NumPy allocates it
// with the broadcast shape of all operands, which the given output must have).
func typeDivmodOuts(st *fnState, outs [2]translate.Expr, rt *Basic, nd int) Type {
	var ts [2]*Array
	outNd := -1
	for k, x := range outs {
		if x == nil {
			continue
		}
		t, ok := st.info.Types[x].(*Array)
		if !ok {
			st.c.errorf(x.At(), "type-mismatch", "", "the outputs of np.divmod() must be arrays, not %s", describe(st.info.Types[x]))
			return nil
		}
		if nd > t.Ndim {
			st.c.errorf(x.At(), "type-mismatch", "", "np.divmod() gives %d dimensions, more than its %d-d output", nd, t.Ndim)
			return nil
		}
		if kindRank(rt) > kindRank(t.Dtype) {
			st.c.errorf(x.At(), "type-mismatch", "give an output array of the result's type", "np.divmod() cannot cast its %s result to the %s output %d (NumPy's same_kind rule)", rt, t.Dtype, k+1)
			return nil
		}
		if outNd >= 0 && t.Ndim != outNd {
			st.c.errorf(x.At(), "type-mismatch", "give two outputs of one shape", "the outputs of np.divmod() have %d and %d dimensions; NumPy needs both of the broadcast shape", outNd, t.Ndim)
			return nil
		}
		outNd = t.Ndim
		ts[k] = t
	}
	elems := make([]Type, 2)
	for k, t := range ts {
		if t == nil {
			t = NewArray(rt, outNd, LayoutC)
		}
		elems[k] = t
	}
	st.raises = true // outputs of another shape than the broadcast one raise ValueError
	return &Tuple{Elems: elems}
}
