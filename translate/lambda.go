package translate

import (
	"fmt"

	"github.com/go-python/gpython/ast"
)

// lambda lowers `lambda params: body` to a nested function hoisted before the statement that
// holds it, and returns its name, as Numba compiles a lambda as an inner function:
//
//	out = sorted(xs, key=lambda x: -x)
//
// becomes
//
//	def _lambda1(x):
//	    return -x
//	out = sorted(xs, key=_lambda1)
//
// Defining a function has no effect but binding its name, so the hoist changes nothing else,
// even from a while condition or a branch of a conditional expression; the names the body
// reads are looked up when it is called, as in Python. Outside a function body (a decorator
// argument) the lambda is reported.
func (l *lowerer) lambda(p Pos, e *ast.Lambda) Expr {
	if l.comp.defs == nil {
		return &BadExpr{Pos: p, What: "lambda expressions outside a function body",
			Hint: "define the function with def, or wrap the lambda with njit at module level: f = njit(lambda x: ...)"}
	}
	l.comp.n++
	name := fmt.Sprintf("_lambda%d", l.comp.n)
	ret := &ast.Return{Value: e.Body}
	ret.Lineno, ret.ColOffset = e.Body.GetLineno(), e.Body.GetColOffset()
	def := &ast.FunctionDef{Name: ast.Identifier(name), Args: e.Args, Body: []ast.Stmt{ret}}
	def.Lineno, def.ColOffset = e.Lineno, e.ColOffset
	// The parameters shadow the loop variables of enclosing comprehensions.
	shadow := map[string]string{}
	for _, a := range append(append([]*ast.Arg{}, e.Args.Args...), e.Args.Kwonlyargs...) {
		shadow[string(a.Arg)] = string(a.Arg)
	}
	if e.Args.Vararg != nil {
		shadow[string(e.Args.Vararg.Arg)] = string(e.Args.Vararg.Arg)
	}
	hoist, defs := l.comp.hoist, l.comp.defs
	var f *FuncDef
	func() {
		depth := len(l.comp.scope)
		defer func() { l.comp.scope = l.comp.scope[:depth] }()
		l.comp.scope = append(l.comp.scope, shadow)
		f = l.funcDef(def, true)
	}()
	f.Lambda = true
	l.comp.hoist, l.comp.defs = hoist, defs
	*l.comp.defs = append(*l.comp.defs, &FuncStmt{Pos: p, Func: f})
	return &Name{Pos: p, Id: name}
}

// moduleLambda lowers `name = njit(lambda params: body)` (or any decorator call around a
// lambda) at module level to the function `@njit def name(params): return body`.
func (l *lowerer) moduleLambda(s *ast.Assign) (*FuncDef, bool) {
	if len(s.Targets) != 1 {
		return nil, false
	}
	n, ok := s.Targets[0].(*ast.Name)
	call, isCall := s.Value.(*ast.Call)
	if !ok || !isCall || len(call.Args) != 1 || len(call.Keywords) > 0 || call.Starargs != nil || call.Kwargs != nil {
		return nil, false
	}
	lam, ok := call.Args[0].(*ast.Lambda)
	if !ok {
		return nil, false
	}
	ret := &ast.Return{Value: lam.Body}
	ret.Lineno, ret.ColOffset = lam.Body.GetLineno(), lam.Body.GetColOffset()
	def := &ast.FunctionDef{Name: n.Id, Args: lam.Args, Body: []ast.Stmt{ret}, DecoratorList: []ast.Expr{call.Func}}
	def.Lineno, def.ColOffset = s.Lineno, s.ColOffset
	f := l.funcDef(def, false)
	f.Lambda = true
	return f, true
}
