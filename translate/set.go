package translate

import "github.com/go-python/gpython/ast"

// SetDisplay is the builtin that set displays lower to: {a, b} is SetDisplay(a, b). Like
// DictDisplay, the name is reserved by the typer.
const SetDisplay = "__pygo_set__"

// setDisplay lowers {a, b, ...} to a call of SetDisplay.
func (l *lowerer) setDisplay(p Pos, e *ast.Set) Expr {
	args := make([]Expr, 0, len(e.Elts))
	for _, x := range e.Elts {
		if _, ok := x.(*ast.Starred); ok {
			return &BadExpr{Pos: p, What: "starred items in set displays", Hint: "build the set with set(...) and update"}
		}
		args = append(args, l.expr(x))
	}
	return &Call{Pos: p, Func: &Name{Pos: p, Id: SetDisplay}, Args: args}
}
