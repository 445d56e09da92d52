package typer

import "github.com/pygo-lang/pygo/translate"

// This file types np.arange(start, stop=None, step=None, dtype=None) as Numba 0.56 does
// (numba/np/arrayobj.py np_arange): stop, step and dtype may be None (or not given), the
// bounds may be complex, and the values are computed in the type ArangeType gives, then
// stored as dtype.

// ArangeType returns the dtype of np.arange's values as Numba's _arange_dtype computes them
// from the types of start, stop and step (nil or NoneType for those not given): complex128
// when one is complex, float64 when one is a float (of any width), else int64. ok is false
// for bounds Numba rejects: booleans, unsigned integers and non-numbers.
func ArangeType(ts []Type) (dt *Basic, ok bool) {
	dt = Int64
	for _, t := range ts {
		switch t := t.(type) {
		case nil, NoneType:
		case *Basic:
			switch {
			case t.IsComplex():
				dt = Complex128
			case t.IsFloat():
				if !dt.IsComplex() {
					dt = Float64
				}
			case t.IsBool(), t.IsUnsigned():
				return nil, false
			}
		default:
			return nil, false
		}
	}
	return dt, true
}

func npArange(st *fnState, e *translate.Call, a *npArgs) Type {
	if isNoneType(a.t[0]) {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.arange() needs a start (or stop) number, not None")
		return nil
	}
	nat, ok := ArangeType(a.t[:3])
	if !ok {
		for i := 0; i < 3; i++ {
			if _, ok := ArangeType(a.t[i : i+1]); !ok {
				st.c.errorf(a.x[i].At(), "type-mismatch", "pass signed integers, floats or complex numbers (Numba 0.56 types np.arange of booleans and unsigned integers as an error)",
					"np.arange() does not take %s", describe(a.t[i]))
				return nil
			}
		}
	}
	dt := nat
	if a.has(3) && !isNoneType(a.t[3]) {
		dt = st.optDtype(a, 3, nat)
		if dt == nil {
			return nil
		}
		if nat.IsComplex() && !dt.IsComplex() {
			st.c.errorf(a.x[3].At(), "type-mismatch", "", "np.arange() cannot store complex values as %s", dt)
			return nil
		}
	}
	return NewArray(dt, 1, LayoutC)
}
