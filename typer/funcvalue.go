package typer

import (
	"fmt"

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
	fe := f.Fn
	switch {
	case fe.parent != nil:
		if name, at := st.c.captures(fe); name != "" {
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
	l := &funcEntry{def: fe.def, opts: fe.opts, order: len(c.order)}
	c.lifted[fe.def] = l
	c.order = append(c.order, l)
	return l
}

// captures reports a variable (or nested function) of an enclosing function that the nested
// function fe reads, with the position of the variable's binding; "" when there is none.
func (c *checker) captures(fe *funcEntry) (string, translate.Pos) {
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
		for p := fe.parent; p != nil; p = p.Parent {
			if _, ok := p.vars[n.Id]; ok {
				return n.Id, p.varPos[n.Id]
			}
			for k := range c.nested {
				if k.parent == p && k.def.Name == n.Id {
					return n.Id, k.def.Pos
				}
			}
		}
	}
	return "", translate.Pos{}
}

// hasFuncParam reports whether a specialization takes a function argument (it cannot be
// called from Go).
func hasFuncParam(sp *Spec) bool {
	for _, p := range sp.Params {
		if _, ok := p.(*FuncRef); ok {
			return true
		}
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
	if _, ok := value.(*translate.Name); !ok {
		st.c.errorf(value.At(), "unsupported-feature", "assign the function's name: g = f", "cannot store this function value in variable %s", tg.Id)
		return false
	}
	return true
}
