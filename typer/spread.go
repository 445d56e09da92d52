package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// spreadArgs expands the starred arguments of a call of a NumPy or user function, f(*t) with
// t a variable holding a tuple, into one argument per member (t[0], t[1], ...), as Python passes
// them; Numba types such a call with the tuple's members. The members are read as tuple
// subscripts with constant indexes, so that emit reads them like any other argument. It
// reports a diagnostic and returns false for a starred value that is not a tuple variable.
func (st *fnState) spreadArgs(args []translate.Expr, name string) ([]translate.Expr, bool) {
	var out []translate.Expr
	for _, x := range args {
		s, star := x.(*translate.Starred)
		if !star {
			out = append(out, x)
			continue
		}
		if _, isName := s.X.(*translate.Name); !isName {
			st.c.errorf(x.At(), "unsupported-feature", "assign the tuple to a variable first, or pass the arguments one by one",
				"*args in calls of %s must name a tuple variable", name)
			return nil, false
		}
		t := st.expr(s.X)
		tup, ok := t.(*Tuple)
		if !ok {
			if t != nil {
				st.c.errorf(x.At(), "type-mismatch", "pass the arguments one by one",
					"*args in calls of %s must be a tuple, not %s", name, describe(t))
			}
			return nil, false
		}
		for i := range tup.Elems {
			idx := &translate.Const{Pos: s.Pos, Kind: translate.IntConst, Value: constant.MakeInt64(int64(i))}
			out = append(out, &translate.Subscript{Pos: s.Pos, X: s.X, Index: idx})
		}
	}
	return out, true
}
