package translate

import "github.com/go-python/gpython/ast"

// DictDisplay and DelItem are the builtins that dict displays and del statements lower to:
// {k1: v1, k2: v2} is DictDisplay(k1, v1, k2, v2) and del x[k] is DelItem(x, k). The names
// cannot be spelled in Python source that pygo accepts (they are not identifiers a user
// binds: the typer reserves them).
const (
	DictDisplay = "__pygo_dict__"
	DelItem     = "__pygo_delitem__"
)

// dictDisplay lowers {k: v, ...} to a call of DictDisplay with the keys and values
// interleaved.
func (l *lowerer) dictDisplay(p Pos, e *ast.Dict) Expr {
	args := make([]Expr, 0, 2*len(e.Keys))
	for i := range e.Keys {
		if e.Keys[i] == nil {
			return &BadExpr{Pos: p, What: "** in dict displays", Hint: "merge the dicts with update"}
		}
		args = append(args, l.expr(e.Keys[i]), l.expr(e.Values[i]))
	}
	return &Call{Pos: p, Func: &Name{Pos: p, Id: DictDisplay}, Args: args}
}

// deleteStmt lowers del x[k] and del x[lo:hi:step] to a call of DelItem (its second argument
// a Slice for the latter); other del targets are not supported.
func (l *lowerer) deleteStmt(p Pos, s *ast.Delete) Stmt {
	if len(s.Targets) != 1 {
		return &BadStmt{Pos: p, What: "del statements with several targets", Hint: "write one del statement per item"}
	}
	sub, ok := s.Targets[0].(*ast.Subscript)
	if !ok {
		return &BadStmt{Pos: p, What: "del statements other than del d[key]", Hint: "rebind the name instead"}
	}
	if _, ok := sub.Slice.(*ast.ExtSlice); ok {
		return &BadStmt{Pos: p, What: "del of a multi-dimensional slice", Hint: "rebind the name instead"}
	}
	return &ExprStmt{Pos: p, X: &Call{Pos: p, Func: &Name{Pos: p, Id: DelItem}, Args: []Expr{l.expr(sub.Value), l.slice(sub.Slice)}}}
}
