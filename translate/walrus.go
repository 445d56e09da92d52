package translate

import (
	"go/constant"

	"github.com/go-python/gpython/ast"
)

// This file lowers assignment expressions, `(n := value)`, which modernize spells
// `(n or value)` for gpython's grammar and records by the target's position. Where the
// expression is evaluated exactly once when its statement starts, the assignment is hoisted
// before the statement (as comprehensions are) and the expression reads n:
//
//	if (n := len(a)) > 3:        n = len(a)
//	    ...                  →   if n > 3:
//
// in a comprehension's condition the assignment runs per item, before the test, and binds n
// in the enclosing function, as Python does. A while condition is evaluated before every
// iteration, so a while loop whose condition assigns becomes
//
//	while True:
//	    n = value
//	    if not (condition):
//	        <else clause>
//	        break
//	    <body>
//
// Elsewhere (the right operand of and/or, a branch of a conditional expression) the
// assignment would run conditionally, which hoisting cannot express: it is reported.

// isWalrus reports whether the BoolOp e is an assignment expression modernize rewrote.
func (l *lowerer) isWalrus(e *ast.BoolOp) bool {
	if l.side == nil || e.Op != ast.Or || len(e.Values) < 2 {
		return false
	}
	n, ok := e.Values[0].(*ast.Name)
	return ok && l.side.walrus[l.pos(n)]
}

// walrus lowers the assignment expression e (isWalrus): the value is what the remaining
// operands of the `or` are (`n := a or b` parses as one `n or a or b`).
func (l *lowerer) walrus(p Pos, e *ast.BoolOp) Expr {
	target := e.Values[0].(*ast.Name)
	if l.comp.hoist == nil {
		return &BadExpr{Pos: p, What: "assignment expressions (:=) evaluated only sometimes or apart from their statement (after and/or, in a branch of a conditional expression, in a default value)",
			Hint: "assign the value in a statement of its own before this one"}
	}
	var value Expr
	if len(e.Values) == 2 {
		value = l.expr(e.Values[1])
	} else {
		value = l.expr(&ast.BoolOp{ExprBase: e.ExprBase, Op: ast.Or, Values: e.Values[1:]})
	}
	tp := l.pos(target)
	name := l.comp.rename(string(target.Id))
	*l.comp.hoist = append(*l.comp.hoist, &Assign{Pos: tp, Targets: []Expr{&Name{Pos: tp, Id: name}}, Value: value})
	return &Name{Pos: tp, Id: name}
}

// whileLoop lowers a while statement; a condition holding assignment expressions (or
// comprehensions) makes it a `while True` loop that evaluates them first on every iteration.
func (l *lowerer) whileLoop(p Pos, s *ast.While) Stmt {
	var pending []Stmt
	saved := l.comp.hoist
	l.comp.hoist = &pending
	test := l.expr(s.Test)
	l.comp.hoist = saved
	body, orelse := l.stmts(s.Body), l.stmts(s.Orelse)
	if len(pending) == 0 {
		return &While{Pos: p, Test: test, Body: body, Else: orelse}
	}
	if breaksOut(orelse) {
		return &BadStmt{Pos: p, What: "while loops whose condition assigns (:=) and whose else clause breaks or continues",
			Hint: "assign the value before the loop and again at the end of its body"}
	}
	exit := append(orelse, &Break{Pos: p})
	loop := append(pending, &If{Pos: test.At(), Test: &UnaryOp{Pos: test.At(), Op: Not, X: test}, Body: exit})
	return &While{Pos: p, Test: &Const{Pos: p, Kind: BoolConst, Value: constant.MakeBool(true)}, Body: append(loop, body...)}
}

// breaksOut reports whether the statements hold a break or continue outside any loop of their
// own (one that would apply to an enclosing loop).
func breaksOut(ss []Stmt) bool {
	for _, s := range ss {
		switch s := s.(type) {
		case *Break, *Continue:
			return true
		case *If:
			if breaksOut(s.Body) || breaksOut(s.Else) {
				return true
			}
		case *Try:
			if breaksOut(s.Body) || breaksOut(s.Else) || breaksOut(s.Finally) {
				return true
			}
			for _, h := range s.Handlers {
				if breaksOut(h.Body) {
					return true
				}
			}
		case *While:
			if breaksOut(s.Else) {
				return true
			}
		case *For:
			if breaksOut(s.Else) {
				return true
			}
		}
	}
	return false
}
