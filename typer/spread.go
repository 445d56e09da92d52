package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// spreadArgs expands the starred arguments of a call of a NumPy or user function, f(*t) with
// t a variable holding a tuple, into one argument per member (t[0], t[1], ...), as Python passes
// them; Numba types such a call with the tuple's members. The members are read as tuple
// subscripts with constant indexes, so that emit reads them like any other argument; a tuple
// display's items are the arguments themselves. It reports a diagnostic and returns false for
// a starred value that is not a tuple display, variable or attribute of a variable.
func (st *fnState) spreadArgs(args []translate.Expr, name string) ([]translate.Expr, bool) {
	var out []translate.Expr
	for _, x := range args {
		s, star := x.(*translate.Starred)
		if !star {
			out = append(out, x)
			continue
		}
		if lit, ok := s.X.(*translate.Tuple); ok {
			out = append(out, lit.Elts...) // f(*(a, b)) is f(a, b)
			continue
		}
		if !spreadable(s.X) {
			st.c.errorf(x.At(), "unsupported-feature", "assign the tuple to a variable first, or pass the arguments one by one",
				"*args in calls of %s must name a tuple variable or attribute (*t, *a.shape)", name)
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

// spreadable reports whether f(*x) may read x once per member: x is a variable or an attribute
// of one (t, a.shape, self.dims), whose reads have no effects.
func spreadable(x translate.Expr) bool {
	switch x := x.(type) {
	case *translate.Name:
		return true
	case *translate.Attribute:
		return spreadable(x.X)
	}
	return false
}
