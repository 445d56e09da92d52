package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// numberClassSeq types a NumPy number class called on a list or tuple (np.int32([1, 2]),
// np.float32((1.0, 2.5))): Numba's NumberClassAttribute makes it np.array(x, dtype=to), a new
// C-ordered array. It reports false when e is not such a call, leaving it to the scalar rule.
func (st *fnState) numberClassSeq(e *translate.Call, x Type, to Type) (Type, bool) {
	switch x.(type) {
	case *List, *Tuple:
	default:
		return nil, false
	}
	dt, isBasic := to.(*Basic)
	path := st.c.resolvePath(e.Func)
	if !isBasic || !strings.HasPrefix(path, "numpy.") && !strings.HasPrefix(path, "numba.") {
		return nil, false
	}
	base := AsArrayType(x)
	if base == nil {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "", "%s() needs a list or tuple of numbers, not %s", strings.TrimPrefix(path, "numpy."), x)
		return nil, true
	}
	if _, ok := x.(*List); ok && base.Ndim > 1 {
		st.raises = true // ValueError for ragged rows
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "numpy.array", Args: []translate.Expr{e.Args[0], nil}, ArgTypes: []Type{x, nil}}
	return NewArray(dt, base.Ndim, LayoutC), true
}
