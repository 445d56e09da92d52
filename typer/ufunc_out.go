package typer

import "github.com/pygo-lang/pygo/translate"

// ufuncOutCall types a call of a @vectorize ufunc given its output array as one more positional
// argument (add(x, y, out)), as Numba's DUFunc takes it in compiled code: the loop is the one
// the call without out picks, its results are cast into out as astype casts (Numba casts a
// DUFunc's results unsafely: float to int truncates, complex to float keeps the real part), and
// the call's value is out. The inputs broadcast to out's shape; unlike Numba, whose loop then
// reads past the inputs' ends, an out they do not broadcast to raises NumPy's ValueError.
// Numba rejects the out= keyword for a DUFunc, and so does pygo (an unexpected keyword).
func (st *fnState) ufuncOutCall(e *translate.Call, fe *funcEntry) Type {
	c := st.c
	nin := len(fe.def.Params)
	x := e.Args[nin]
	inner := &translate.Call{Pos: e.Pos, Func: e.Func, Args: e.Args[:nin]}
	t := st.expr(inner)
	ot := st.expr(x)
	if t == nil || ot == nil {
		return nil
	}
	out, ok := ot.(*Array)
	if !ok {
		c.errorf(x.At(), "type-mismatch", "pass an array to write the results into", "the output of the ufunc %s must be an array, not %s", fe.def.Name, describe(ot))
		return nil
	}
	if ndimOf(t) > out.Ndim {
		c.errorf(x.At(), "type-mismatch", "", "the ufunc %s gives %d dimensions, more than its %d-d output", fe.def.Name, ndimOf(t), out.Ndim)
		return nil
	}
	ic := st.info.Calls[inner]
	st.info.Calls[e] = &Call{Kind: ic.Kind, Spec: ic.Spec, Args: ic.Args, ArgTypes: ic.ArgTypes, Out: x, Inner: inner}
	st.raises = true // an output the inputs do not broadcast to raises ValueError
	return out
}
