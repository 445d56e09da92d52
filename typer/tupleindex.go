package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// spreadTupleIndex turns a[t], where t is a tuple holding an array or a slice (the result of
// np.where(m) or np.nonzero(x), or a tuple built by the program), into a[t[0], t[1], ...], as
// NumPy and Numba read a tuple index. Tuples of integers keep their own path (IndexItem.Elem).
// The tuple is read once per item, so only a variable or a one-item tuple is spread.
func (st *fnState) spreadTupleIndex(raw []translate.Expr) []translate.Expr {
	if len(raw) != 1 {
		return raw
	}
	x := raw[0]
	if _, isSlice := x.(*translate.Slice); isSlice || isNoneOrEllipsis(x) {
		return raw
	}
	tup, ok := st.expr(x).(*Tuple)
	if !ok || len(tup.Elems) == 0 || allIntElems(tup) || (!isNameExpr(x) && len(tup.Elems) != 1) {
		return raw
	}
	out := make([]translate.Expr, len(tup.Elems))
	for k := range tup.Elems {
		idx := &translate.Const{Pos: x.At(), Kind: translate.IntConst, Value: constant.MakeInt64(int64(k))}
		out[k] = &translate.Subscript{Pos: x.At(), X: x, Index: idx}
	}
	return out
}
