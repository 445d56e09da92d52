package typer

import (
	"fmt"
	"slices"

	"github.com/pygo-lang/pygo/translate"
)

// funcArg checks a function passed as an argument to a user function and returns the
// function the callee is specialized for: as Numba's dispatcher types, each function is a
// type of its own, so the callee gets one specialization per function it is given, which
// calls that function directly (the Go argument is an empty struct). Module-level compiled
// functions can be passed, and nested functions and lambdas that read no variable of the
// functions around them: as Numba turns such a function into a compiled function of its own,
// pygo compiles it at module level (lift). It returns nil after reporting a function that
// cannot be passed.
func (st *fnState) funcArg(a translate.Expr, f *FuncRef, callee string) *FuncRef {
	return st.funcArgTo(a, f, callee, nil)
}

// funcArgTo is funcArg for a call of the user function to. A nested function passed to a
// function nested in the same function after it is passed as it is, captures included: as
// Numba inlines both, the callee calls it where it is visible.
func (st *fnState) funcArgTo(a translate.Expr, f *FuncRef, callee string, to *funcEntry) *FuncRef {
	fe := f.Fn
	if to != nil && fe.parent != nil && to.parent == fe.parent && to.before[fe.def.Name] == fe {
		return f
	}
	switch {
	case fe.parent != nil:
		if name, at := st.c.captures(fe, true); name != "" {
			st.c.errorf(a.At(), "unsupported-feature", "pass the value as another argument, or define the function at module level with @njit",
				"cannot pass %s to %s: it reads the variable %s of the enclosing function (line %d), which Numba cannot capture in a function that escapes", funcName(fe.def), callee, name, at.Line)
			return nil
		}
		return &FuncRef{Fn: st.c.lift(fe)}
	case fe.ufunc != nil || fe.gufunc != nil || fe.cuda != nil:
		st.c.errorf(a.At(), "unsupported-feature", "pass a plain @njit function", "cannot pass %s to %s: only @njit functions can be passed", fe.def.Name, callee)
		return nil
	case fe.def.Generator:
		st.c.errorf(a.At(), "unsupported-feature", "pass a plain @njit function", "cannot pass the generator function %s to %s", fe.def.Name, callee)
		return nil
	}
	return f
}

// funcName names a function in diagnostics: a lambda by its line and column.
func funcName(def *translate.FuncDef) string {
	if def.Lambda && def.Nested {
		return fmt.Sprintf("the lambda at %d:%d", def.Line, def.Col)
	}
	return def.Name
}

// lift returns the module-level entry of a nested function that reads nothing of the
// functions around it: one per definition, compiled as a module function of its own.
func (c *checker) lift(fe *funcEntry) *funcEntry {
	if l := c.lifted[fe.def]; l != nil {
		return l
	}
	l := &funcEntry{def: fe.def, opts: fe.opts, order: len(c.order), captured: c.constCaptures(fe)}
	c.lifted[fe.def] = l
	c.order = append(c.order, l)
	return l
}

// captures reports a variable (or nested function) of an enclosing function that the nested
// function fe reads, with the position of the variable's binding; "" when there is none.
// With consts, a variable bound once to a literal (constCapture) does not count: Numba
// captures its value.
func (c *checker) captures(fe *funcEntry, consts bool) (string, translate.Pos) {
	name, at := "", translate.Pos{}
	c.freeReads(fe, func(n *translate.Name, p *Spec, bound translate.Pos) bool {
		if consts && p.Def != nil && constCapture(p.Def, n.Id) != nil {
			return true
		}
		name, at = n.Id, bound
		return false
	})
	return name, at
}

// constCaptures returns the literals of the variables of enclosing functions that fe reads,
// each bound once to a literal (captures with consts has checked there are no others).
func (c *checker) constCaptures(fe *funcEntry) map[string]translate.Expr {
	out := map[string]translate.Expr{}
	c.freeReads(fe, func(n *translate.Name, p *Spec, _ translate.Pos) bool {
		if k := constCapture(p.Def, n.Id); k != nil {
			out[n.Id] = k
		}
		return true
	})
	return out
}

// constCapture returns the literal a function binds name to when its only binding is one
// assignment of a number, bool or string literal (negative numbers too), as Numba's
// make_function conversion accepts a closure variable with a constant definition; nil
// otherwise (a parameter, several assignments, a loop variable).
func constCapture(def *translate.FuncDef, name string) translate.Expr {
	for _, p := range def.Params {
		if p.Name == name {
			return nil
		}
	}
	var value translate.Expr
	count := 0
	translate.WalkBindings(def.Body, func(target translate.Expr, v translate.Expr) {
		if n, ok := target.(*translate.Name); ok && n.Id == name {
			count++
			value = v
		}
	})
	if count != 1 || value == nil {
		return nil
	}
	x := value
	if u, ok := x.(*translate.UnaryOp); ok && u.Op == translate.USub {
		x = u.X
	}
	if k, ok := x.(*translate.Const); ok && k.Kind != translate.NoneConst && k.Kind != translate.EllipsisConst {
		return value
	}
	return nil
}

// freeReads calls fn for every read in fe of a variable (or nested function) of an enclosing
// specialization p, with the position of its binding, until fn returns false.
func (c *checker) freeReads(fe *funcEntry, fn func(n *translate.Name, p *Spec, bound translate.Pos) bool) {
	bound := map[string]bool{}
	var bind func(def *translate.FuncDef)
	bind = func(def *translate.FuncDef) {
		for _, p := range def.Params {
			bound[p.Name] = true
		}
		if def.Vararg != nil {
			bound[def.Vararg.Name] = true
		}
		assignedNames(def.Body, bound)
		for _, n := range def.Nonlocals {
			delete(bound, n) // assigned, but the enclosing function's
		}
		translate.WalkFuncs(def.Body, func(d *translate.FuncDef) {
			bound[d.Name] = true
			bind(d)
		})
	}
	bind(fe.def)
	var reads []*translate.Name
	translate.WalkNames(fe.def.Body, func(n *translate.Name) { reads = append(reads, n) })
	for _, p := range fe.def.Params {
		if p.Default != nil {
			translate.WalkNames([]translate.Stmt{&translate.ExprStmt{Pos: p.Pos, X: p.Default}}, func(n *translate.Name) { reads = append(reads, n) })
		}
	}
	for _, n := range reads {
		if bound[n.Id] {
			continue
		}
	parents:
		for p := fe.parent; p != nil; p = p.Parent {
			if _, ok := p.vars[n.Id]; ok {
				if !fn(n, p, p.varPos[n.Id]) {
					return
				}
				break parents
			}
			// The nested functions of that name, the first defined (the map's order is random).
			var first *translate.FuncDef
			for k := range c.nested {
				if k.parent == p && k.def.Name == n.Id && (first == nil || k.def.Line < first.Line || k.def.Line == first.Line && k.def.Col < first.Col) {
					first = k.def
				}
			}
			if first != nil {
				if !fn(n, p, first.Pos) {
					return
				}
				break parents
			}
		}
	}
}

// hasFuncParam reports whether a specialization takes a function argument, or a tuple of
// functions (it cannot be called from Go).
func hasFuncParam(sp *Spec) bool {
	return slices.ContainsFunc(sp.Params, funcValued)
}

// funcValued reports whether t is a function or a tuple holding one: a value that exists only
// in compiled code.
func funcValued(t Type) bool {
	switch t := t.(type) {
	case *FuncRef:
		return true
	case *Tuple:
		return slices.ContainsFunc(t.Elems, funcValued)
	}
	return false
}

// funcAlias checks `g = f` where f is a function: g then names f in calls and arguments, as
// long as every assignment to g gives the same function (a variable holding one of several
// functions has no single Numba type). Only a name of a function, or another alias, can be
// assigned.
func (st *fnState) funcAlias(tg *translate.Name, value translate.Expr) bool {
	if value == nil {
		st.c.errorf(tg.Pos, "unsupported-feature", "call each function in its own statement", "cannot bind %s to functions in a loop or unpacking", tg.Id)
		return false
	}
	switch v := value.(type) {
	case *translate.Name:
		return true
	case *translate.Subscript:
		// An item of a tuple of functions, as literal_unroll binds its loop variable: the
		// item's type is the one function it holds.
		if _, ok := st.info.Types[v.X].(*Tuple); ok {
			return true
		}
	}
	st.c.errorf(value.At(), "unsupported-feature", "assign the function's name: g = f", "cannot store this function value in variable %s", tg.Id)
	return false
}

// assignNonlocal types an assignment in a nested function to a variable it declares
// nonlocal: the enclosing function's variable, which keeps the type the enclosing function
// gives it. The value must have that very type: Numba inlines the closure and types each
// binding on its own (acc = 0.0, then an int stored by the closure, reads back as an int),
// which one Go variable cannot mirror, so pygo reports any other type.
func (st *fnState) assignNonlocal(tg *translate.Name, t Type) {
	parent := st.spec.Parent
	pt, found := parent.vars[tg.Id]
	if !found {
		for p := parent.Parent; p != nil; p = p.Parent {
			if _, ok := p.vars[tg.Id]; ok {
				// Numba 0.56 compiles this, but the outer variable keeps its value.
				st.c.errorf(tg.Pos, "unsupported-feature", "declare the variable nonlocal in a function defined directly in the one that binds it",
					"nonlocal %s names a variable of a function further out than the enclosing one, which Numba does not update", tg.Id)
				return
			}
		}
		st.c.errorf(tg.Pos, "undefined-name", "assign the variable in the enclosing function before defining this one", "no binding for nonlocal %s in the enclosing function", tg.Id)
		return
	}
	if !boundBefore(parent.Def, tg.Id, st.spec.Def.Pos) {
		// Numba 0.56 rejects the closure ("Unsupported use of op_LOAD_CLOSURE").
		st.c.errorf(tg.Pos, "unsupported-feature", "assign the variable before the def statement",
			"nonlocal %s is first assigned after the function that declares it is defined, which Numba does not compile", tg.Id)
		return
	}
	if t == nil || pt == nil {
		return
	}
	if !Identical(pt, t) {
		st.c.errorf(tg.Pos, "type-mismatch", "assign a value of the variable's type (float(x) for a float variable)",
			"cannot assign %s to the nonlocal variable %s, which is %s in the enclosing function", t, tg.Id, pt)
		return
	}
	st.info.Types[tg] = pt
}

// boundBefore reports whether def binds name (a parameter, or an assignment written before the
// position at) ahead of at.
func boundBefore(def *translate.FuncDef, name string, at translate.Pos) bool {
	for _, p := range def.Params {
		if p.Name == name {
			return true
		}
	}
	before := false
	translate.WalkBindings(def.Body, func(target, _ translate.Expr) {
		p := target.At()
		if n, ok := target.(*translate.Name); ok && n.Id == name && (p.Line < at.Line || p.Line == at.Line && p.Col < at.Col) {
			before = true
		}
	})
	return before
}
