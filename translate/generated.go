package translate

import (
	"strings"
)

// This file lowers Numba's type-dispatching functions, whose bodies run when Numba compiles a
// call and return the implementation for the argument types:
//
//	@generated_jit(nopython=True)
//	def total(a):
//	    if isinstance(a, types.Array):
//	        def impl(a):
//	            return a.sum()
//	        return impl
//	    return lambda a: a
//
// and the @overload(func) form (numba.extending), whose implementation replaces the pure
// Python function func in compiled code. pygo compiles such a body as an ordinary function
// in which each `return impl` is replaced by impl's body (whose parameters Numba requires to
// be the function's) and `return other_function` by `return other_function(params)`. The typer folds
// the isinstance tests against Numba's type classes (FuncDef.TypeTests) as it folds
// isinstance(x, int), once per specialization, so each specialization keeps the branch its
// argument types select and never types the others, as Numba runs the body per signature.
// `x is types.none` becomes `x is None` and `x == types.float64` (or x.dtype ==) an isinstance
// test, which is what they mean of a value.

// typeDispatchDecorator names the decorator that makes f a type-dispatching function:
// "generated_jit", "overload" (with d its decorator) or "".
func typeDispatchDecorator(m *Module, f *FuncDef) (string, *Decorator) {
	for _, d := range f.Decorators {
		switch resolvedPath(m, d.Func) {
		case "numba.generated_jit", "numba.core.decorators.generated_jit":
			return "generated_jit", d
		case "numba.extending.overload", "numba.core.extending.overload":
			return "overload", d
		}
	}
	return "", nil
}

// resolvedPath returns the dotted path e names through the module's imports
// ("numba.types.Float" for types.Float after `from numba import types`), or "".
func resolvedPath(m *Module, e Expr) string {
	name := DottedName(e)
	head, rest, _ := strings.Cut(name, ".")
	im := m.Imports[head]
	if im == nil || im.Level != 0 {
		return ""
	}
	path := im.Path()
	if rest != "" {
		path += "." + rest
	}
	return path
}

// lowerTypeDispatch rewrites the module's @generated_jit functions in place, and replaces
// each module function that an @overload names by the overload's lowered body (the overload
// itself is dropped: only compiled code calls it, through the function it overloads).
func lowerTypeDispatch(m *Module) {
	funcs := map[string]*FuncDef{}
	for _, f := range m.Funcs {
		funcs[f.Name] = f
	}
	replaced := map[string]*FuncDef{}
	keep := m.Funcs[:0]
	for _, f := range m.Funcs {
		kind, d := typeDispatchDecorator(m, f)
		switch kind {
		case "generated_jit":
			f.Body = dispatchBody(m, f.Body, f.Params, funcs)
			f.TypeTests = true
		case "overload":
			target := overloadTarget(d, funcs)
			if target == nil {
				break // the typer reports the decorator if compiled code reaches f
			}
			lowered := *target
			lowered.Body = dispatchBody(m, f.Body, target.Params, funcs)
			lowered.TypeTests = true
			replaced[target.Name] = &lowered
			continue
		}
		keep = append(keep, f)
	}
	m.Funcs = keep
	for i, f := range m.Funcs {
		if r := replaced[f.Name]; r != nil {
			m.Funcs[i] = r
		}
	}
}

// overloadTarget is the module function `@overload(func)` names, when it is one without
// decorators (Numba overloads pure Python functions).
func overloadTarget(d *Decorator, funcs map[string]*FuncDef) *FuncDef {
	if len(d.Args) == 0 {
		return nil
	}
	n, ok := d.Args[0].(*Name)
	if !ok {
		return nil
	}
	f := funcs[n.Id]
	if f == nil || len(f.Decorators) > 0 {
		return nil
	}
	return f
}

// dispatchBody returns body with its returns of implementations inlined for a function whose
// parameters are params, and its type comparisons turned into isinstance tests.
func dispatchBody(m *Module, body []Stmt, params []*Param, funcs map[string]*FuncDef) []Stmt {
	isParam := map[string]bool{}
	for _, p := range params {
		isParam[p.Name] = true
	}
	body = mapStmts(body, func(e Expr) Expr { return typeComparisons(m, e, isParam) }, func(f *FuncDef) *FuncDef { return f })
	return inlineImpls(body, params, map[string]*FuncDef{}, funcs)
}

// typeComparisons rewrites, anywhere in e, `p is types.none` to `p is None` and
// `p == T` (p a parameter or p.dtype, T a Numba type) to `isinstance(p, T)`.
func typeComparisons(m *Module, e Expr, isParam map[string]bool) Expr {
	var rw func(Expr) Expr
	rw = func(x Expr) Expr {
		x = mapExpr(x, rw)
		c, ok := x.(*Compare)
		if !ok || len(c.Ops) != 1 || !isTypeOperand(c.X, isParam) {
			return x
		}
		op, y := c.Ops[0], c.Ys[0]
		path := resolvedPath(m, y)
		if path == "" || !strings.HasPrefix(path, "numba.") {
			return x
		}
		if path == "numba.types.none" || path == "numba.core.types.none" {
			if op == Is || op == Eq || op == IsNot || op == NotEq {
				cc := *c
				cc.Ops = []Op{map[Op]Op{Is: Is, Eq: Is, IsNot: IsNot, NotEq: IsNot}[op]}
				cc.Ys = []Expr{&Const{Pos: y.At(), Kind: NoneConst}}
				return &cc
			}
			return x
		}
		var test Expr = &Call{Pos: c.Pos, Func: &Name{Pos: c.Pos, Id: "isinstance"}, Args: []Expr{c.X, y}}
		switch op {
		case Eq, Is:
			return test
		case NotEq, IsNot:
			return &UnaryOp{Pos: c.Pos, Op: Not, X: test}
		}
		return x
	}
	return rw(e)
}

// isTypeOperand reports whether e is a parameter or a parameter's dtype: what a type
// comparison in a dispatching body tests.
func isTypeOperand(e Expr, isParam map[string]bool) bool {
	if a, ok := e.(*Attribute); ok && a.Name == "dtype" {
		e = a.X
	}
	n, ok := e.(*Name)
	return ok && isParam[n.Id]
}

// inlineImpls replaces, in body and its branches, `return impl` by impl's body for the
// nested functions defined before it (defs, by name), and `return f` by `return f(params)`
// for module functions. Definitions only returned are dropped; others stay.
func inlineImpls(body []Stmt, params []*Param, defs map[string]*FuncDef, funcs map[string]*FuncDef) []Stmt {
	scope := map[string]*FuncDef{}
	for k, v := range defs {
		scope[k] = v
	}
	returned := map[string]bool{}
	returnedNames(body, returned)
	var out []Stmt
	for _, s := range body {
		switch s := s.(type) {
		case *FuncStmt:
			scope[s.Func.Name] = s.Func
			if returned[s.Func.Name] && !usedBesidesReturn(body, s.Func.Name) {
				continue
			}
		case *If:
			c := *s
			c.Body = inlineImpls(s.Body, params, scope, funcs)
			c.Else = inlineImpls(s.Else, params, scope, funcs)
			out = append(out, &c)
			continue
		case *Return:
			n, ok := s.Value.(*Name)
			if !ok {
				break
			}
			if impl := scope[n.Id]; impl != nil {
				out = append(out, implBody(s, impl, params)...)
				continue
			}
			if f := funcs[n.Id]; f != nil {
				args := make([]Expr, len(params))
				for i, p := range params {
					args[i] = &Name{Pos: s.Pos, Id: p.Name}
				}
				out = append(out, &Return{Pos: s.Pos, Value: &Call{Pos: s.Pos, Func: n, Args: args}})
				continue
			}
		}
		out = append(out, s)
	}
	return out
}

// returnedNames adds to names the names returned by `return name` in body and in the branches
// of its if statements: the implementations a dispatching body chooses between.
func returnedNames(body []Stmt, names map[string]bool) {
	for _, s := range body {
		switch s := s.(type) {
		case *Return:
			if n, ok := s.Value.(*Name); ok {
				names[n.Id] = true
			}
		case *If:
			returnedNames(s.Body, names)
			returnedNames(s.Else, names)
		}
	}
}

// usedBesidesReturn reports whether name is read in body other than as the value of a
// `return name` of the block or of its if branches.
func usedBesidesReturn(body []Stmt, name string) bool {
	found := false
	for _, s := range body {
		switch s := s.(type) {
		case *Return:
			if n, ok := s.Value.(*Name); ok && n.Id == name {
				continue
			}
		case *If:
			found = found || usedBesidesReturn(s.Body, name) || usedBesidesReturn(s.Else, name)
			WalkExprs([]Stmt{&ExprStmt{Pos: s.Pos, X: s.Test}}, func(e Expr) {
				if n, ok := e.(*Name); ok && n.Id == name {
					found = true
				}
			})
			continue
		}
		WalkExprs([]Stmt{s}, func(e Expr) {
			if n, ok := e.(*Name); ok && n.Id == name {
				found = true
			}
		})
	}
	return found
}

// implBody is the body of impl for the return statement ret that returned it, or a BadStmt
// when impl's parameters are not params: Numba requires the same names in the same order.
func implBody(ret *Return, impl *FuncDef, params []*Param) []Stmt {
	same := len(impl.Params) == len(params) && impl.Vararg == nil
	for i := 0; same && i < len(params); i++ {
		same = impl.Params[i].Name == params[i].Name
	}
	if !same {
		return []Stmt{&BadStmt{Pos: ret.Pos, What: "implementations whose parameters are not named as their function's",
			Hint: "give the implementation the same parameters, with the same names in the same order, as Numba requires"}}
	}
	return cloneStmts(impl.Body, func(n *Name, _ bool) *Name { return n })
}
