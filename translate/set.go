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

// PyConstant reports whether CPython's compiler folds e to a constant: a literal, a unary or
// arithmetic operator applied to constants, or a tuple of constants. A set display of three or
// more constants compiles to a frozenset constant, which fixes the order Numba adds its items in.
func PyConstant(e Expr) bool {
	switch e := e.(type) {
	case *Const:
		return true
	case *UnaryOp:
		return PyConstant(e.X)
	case *BinOp:
		return !e.Starred && e.Op != MatMul && PyConstant(e.X) && PyConstant(e.Y)
	case *Tuple:
		for _, x := range e.Elts {
			if !PyConstant(x) {
				return false
			}
		}
		return true
	}
	return false
}
