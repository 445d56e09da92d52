package typer

import "github.com/pygo-lang/pygo/translate"

// This file types the one builtin that translate's lowering of @stencil (translate/stencil.go)
// adds: DtypeOf(kernel(...)), the dtype of the array a stencil returns.

func init() { builtinNames[translate.DtypeOf] = true }

// dtypeOfCall types DtypeOf(x) as the dtype of x's type; x is typed but never evaluated, so
// the call of the kernel it holds only specialises the kernel.
func (st *fnState) dtypeOfCall(e *translate.Call) Type {
	if len(e.Args) != 1 || len(e.Keywords) != 0 {
		st.c.errorf(e.Pos, "internal-error", "", "internal error: %s takes one argument", translate.DtypeOf)
		return nil
	}
	t := st.expr(e.Args[0])
	if t == nil {
		return nil
	}
	b, ok := t.(*Basic)
	if !ok {
		st.c.errorf(e.Pos, "type-mismatch", "return one number from the stencil kernel", "a stencil kernel must return a scalar, not %s", describe(t))
		return nil
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: translate.DtypeOf, Args: e.Args, ArgTypes: []Type{t}}
	return &TypeRef{T: b}
}
