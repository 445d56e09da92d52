package typer

import "github.com/pygo-lang/pygo/translate"

// This file types np.angle(z, deg=False) as Numba 0.56 does (numba/core/typing/npydecl.py
// Angle): a function, not a ufunc (no out=), of float or complex numbers and arrays only, giving
// their real type; deg is a bool.

func npAngleDecls() []*npFunc {
	return []*npFunc{newNPFunc("angle", "z, deg=False", npAngle, "")}
}

func npAngle(st *fnState, e *translate.Call, a *npArgs) Type {
	b, arr := elemOf(a.t[0])
	if b == nil || !b.IsFloat() && !b.IsComplex() {
		st.c.errorf(a.x[0].At(), "type-mismatch", "convert it with .astype(np.float64) or float(x)",
			"np.angle() takes float or complex numbers or arrays, not %s", describe(a.t[0]))
		return nil
	}
	if a.has(1) {
		if d, ok := a.t[1].(*Basic); !ok || !d.IsBool() {
			st.c.errorf(a.x[1].At(), "type-mismatch", "pass True or False", "np.angle()'s deg must be a bool, not %s", describe(a.t[1]))
			return nil
		}
	}
	rt := realOf(b)
	if arr != nil {
		return NewArray(rt, arr.Ndim, LayoutC)
	}
	return rt
}
