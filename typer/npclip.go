package typer

import "github.com/pygo-lang/pygo/translate"

// This file types np.clip(a, a_min, a_max, out=None) and a.clip(a_min=None, a_max=None,
// out=None) as Numba 0.56 implements them (numba/np/arrayobj.py np_clip): each bound is a
// real number, an array of a's dtype (broadcast against a) or None (no bound on that side;
// both None raises ValueError at run time), and the result is a new C-contiguous array of a's
// dtype, or out itself, which must then have a's dtype and dimensions.

// ClipBound says what one bound of a clip call is.
type ClipBound int

// The kinds of clip bounds.
const (
	ClipNone   ClipBound = iota // None or not given: no bound
	ClipScalar                  // a real number, converted to a's dtype
	ClipArray                   // an array of a's dtype, broadcast against a
)

// ClipBoundOf returns the kind of bound that a clip argument of type t (nil when it was not
// given) is.
func ClipBoundOf(t Type) ClipBound {
	switch t.(type) {
	case nil, NoneType:
		return ClipNone
	case *Array:
		return ClipArray
	}
	return ClipScalar
}

func npClip(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Dtype.IsComplex() || arr.Dtype.IsBool() {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.clip() of %s arrays is not supported", arr.Dtype)
		return nil
	}
	names := [3]string{"", "a_min", "a_max"}
	for i := 1; i < 3; i++ {
		switch t := a.t[i].(type) {
		case nil, NoneType:
			st.raises = true // both bounds None raise ValueError
		case *Array:
			if t.Dtype != arr.Dtype {
				st.c.errorf(a.x[i].At(), "type-mismatch", "give the bounds a's dtype (b.astype(a.dtype))",
					"Numba cannot broadcast arrays with different types: np.clip() of %s with %s %s", arr, names[i], t)
				return nil
			}
			if t.Ndim > arr.Ndim {
				st.c.errorf(a.x[i].At(), "type-mismatch", "", "np.clip() bound %s has more dimensions (%d) than the array (%d)", names[i], t.Ndim, arr.Ndim)
				return nil
			}
			st.raises = true // shapes that do not broadcast raise ValueError
		case *Basic:
			if t.IsComplex() || t.IsBool() {
				st.c.errorf(a.x[i].At(), "type-mismatch", "", "The argument %q must be a number or an array-like, not %s", names[i], describe(t))
				return nil
			}
		default:
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "The argument %q must be a number or an array-like, not %s", names[i], describe(t))
			return nil
		}
	}
	res := NewArray(arr.Dtype, arr.Ndim, LayoutC)
	switch out := a.t[3].(type) {
	case nil, NoneType:
		return res
	case *Array:
		u := unifyArrays(res, out)
		if u == nil {
			st.c.errorf(a.x[3].At(), "type-mismatch", "pass an out array of a's dtype and dimensions",
				"np.clip(): cannot unify %s and %s: out must be an array like a", res, out)
			return nil
		}
		st.raises = true // an out of another shape raises ValueError
		return u
	default:
		st.c.errorf(a.x[3].At(), "type-mismatch", "", "The argument \"out\" must be an array if it is provided, not %s", describe(out))
		return nil
	}
}
