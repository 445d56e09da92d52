package translate

import (
	"fmt"

	"github.com/go-python/gpython/ast"
)

// compState is the lowerer's state for list comprehensions, which it lowers to statements
// that build the list with append, hoisted before the statement that holds the comprehension:
//
//	out = [f(x) for x in xs if x > 0]
//
// becomes
//
//	_comp1 = []
//	for _comp1_x in xs:
//	    if _comp1_x > 0:
//	        _comp1.append(f(_comp1_x))
//	out = _comp1
//
// The typer infers the element type of the empty list from the append, as Numba does. The
// loop variables get names of their own, since a comprehension has its own scope in Python 3.
type compState struct {
	// hoist collects the statements that must run before the statement being lowered; nil
	// where an expression is not evaluated exactly once when its statement starts (a while
	// condition, a branch of a conditional expression, a default value).
	hoist *[]Stmt
	// defs collects the functions lambdas become, hoisted before the statement being lowered
	// as hoist is, but also from positions evaluated conditionally or repeatedly: defining a
	// function has no effect but binding its name. nil outside function bodies.
	defs  *[]Stmt
	n     int                 // comprehensions lowered so far, for fresh names
	scope []map[string]string // the loop variables of the comprehensions being lowered
}

// rename returns the name a Python name refers to inside the comprehensions being lowered.
func (c *compState) rename(id string) string {
	for i := len(c.scope) - 1; i >= 0; i-- {
		if r, ok := c.scope[i][id]; ok {
			return r
		}
	}
	return id
}

// hoisting lowers one statement and returns it preceded by the statements its
// comprehensions hoisted.
func (l *lowerer) hoisting(lower func() Stmt) []Stmt {
	saved, savedDefs := l.comp.hoist, l.comp.defs
	var pending []Stmt
	l.comp.hoist, l.comp.defs = &pending, &pending
	s := lower()
	l.comp.hoist, l.comp.defs = saved, savedDefs
	return append(pending, s)
}

// condExpr lowers an expression that is evaluated conditionally or repeatedly: a
// comprehension in it cannot be hoisted before its statement.
func (l *lowerer) condExpr(e ast.Expr) Expr {
	saved := l.comp.hoist
	l.comp.hoist = nil
	x := l.expr(e)
	l.comp.hoist = saved
	return x
}

// consumesWhole reports whether a call's callee takes every value of an iterable argument
// before it returns, whatever the values: sum, min, max, sorted, list, set, and a
// str.join method. (any and all stop early, and a generator's laziness would show.)
func consumesWhole(f ast.Expr) bool {
	switch f := f.(type) {
	case *ast.Name:
		switch string(f.Id) {
		case "sum", "min", "max", "sorted", "list", "set":
			return true
		}
	case *ast.Attribute:
		return string(f.Attr) == "join"
	}
	return false
}

// listComp lowers [elt for target in iter if cond ...] to hoisted statements and returns the
// name of the list they build.
func (l *lowerer) listComp(p Pos, e *ast.ListComp) Expr {
	return l.comprehension(p, "list", e.Generators, &List{Pos: p}, func(name *Name) Stmt {
		app := &Call{Pos: p, Func: &Attribute{Pos: p, X: name, Name: "append"}, Args: []Expr{l.expr(e.Elt)}}
		return &ExprStmt{Pos: p, X: app}
	})
}

// dictComp lowers {key: value for target in iter if cond ...} as listComp does, to a dict
// that each iteration stores into.
func (l *lowerer) dictComp(p Pos, e *ast.DictComp) Expr {
	return l.comprehension(p, "dict", e.Generators, &Call{Pos: p, Func: &Name{Pos: p, Id: DictDisplay}}, func(name *Name) Stmt {
		k := l.expr(e.Key)
		return &Assign{Pos: p, Targets: []Expr{&Subscript{Pos: p, X: name, Index: k}}, Value: l.expr(e.Value)}
	})
}

// comprehension hoists the loops of a comprehension of the given kind: the container starts
// as init, and store(container) is the statement the innermost loop runs.
func (l *lowerer) comprehension(p Pos, kind string, gens []ast.Comprehension, init Expr, store func(*Name) Stmt) Expr {
	if l.comp.hoist == nil {
		return &BadExpr{Pos: p, What: kind + " comprehensions in this position",
			Hint: "assign the comprehension to a variable in a statement of its own first"}
	}
	l.comp.n++
	id := l.comp.n
	list := fmt.Sprintf("_comp%d", id)
	name := func() *Name { return &Name{Pos: p, Id: list} }
	out := []Stmt{&Assign{Pos: p, Targets: []Expr{name()}, Value: init}}
	depth := len(l.comp.scope)
	scope := map[string]string{}
	// body builds the statements of the for clauses from the k-th on.
	var body func(k int) []Stmt
	body = func(k int) []Stmt {
		if k == len(gens) {
			return l.hoisting(func() Stmt { return store(name()) })
		}
		g := gens[k]
		var iter Expr
		var pre []Stmt
		if k == 0 {
			// The first iterable is evaluated in the enclosing scope.
			l.comp.scope = l.comp.scope[:depth]
			pre = l.hoisting(func() Stmt { return &Pass{Pos: p} })
			iter = l.expr(g.Iter)
			l.comp.scope = append(l.comp.scope, scope)
		} else {
			var x Expr
			pre = l.hoisting(func() Stmt { x = l.expr(g.Iter); return &Pass{Pos: p} })
			iter = x
		}
		pre = pre[:len(pre)-1]
		ast.Walk(g.Target, func(n ast.Ast) bool {
			if nm, ok := n.(*ast.Name); ok {
				scope[string(nm.Id)] = fmt.Sprintf("_comp%d_%s", id, nm.Id)
			}
			return true
		})
		target := l.expr(g.Target)
		inner := body(k + 1)
		for i := len(g.Ifs) - 1; i >= 0; i-- {
			cond := g.Ifs[i]
			var test Expr
			hoisted := l.hoisting(func() Stmt { test = l.expr(cond); return &Pass{Pos: p} })
			inner = append(hoisted[:len(hoisted)-1], &If{Pos: l.pos(cond), Test: test, Body: inner})
		}
		return append(pre, &For{Pos: l.pos(g.Target), Target: target, Iter: iter, Body: inner})
	}
	out = append(out, body(0)...)
	l.comp.scope = l.comp.scope[:depth]
	*l.comp.hoist = append(*l.comp.hoist, out...)
	return name()
}
