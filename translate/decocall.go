package translate

import "strings"

// This file lowers decorators applied by a call at module level, as libraries write them to
// keep a pure-Python twin of a compiled function:
//
//	def dist_py(a, b): ...
//	dist = njit(dist_py)
//	dist_fast = numba.njit(cache=True)(dist_py)
//	smooth = stencil(smooth_kernel)
//
// Each such global becomes a copy of the function named after the global, decorated as the
// call decorates it; the function itself stays an undecorated helper, which compiled code may
// call too. `f = njit(f)` decorates f itself.

// applyDecoratorCalls replaces each `NAME = deco(f)` or `NAME = deco(args...)(f)` global of m,
// deco a Numba decorator and f a module-level function, by the decorated copy of f.
func applyDecoratorCalls(m *Module) {
	globalsToFuncs(m, func(g *Global, funcs map[string]*FuncDef) *FuncDef { return decoratedCopy(m, g, funcs) })
}

// decoratedCopy returns the function the global g binds by decorating a module function with a
// call, or nil when g is not such a binding.
func decoratedCopy(m *Module, g *Global, funcs map[string]*FuncDef) *FuncDef {
	call, ok := g.Value.(*Call)
	if !ok || len(call.Args) != 1 || len(call.Keywords) > 0 {
		return nil
	}
	target, ok := call.Args[0].(*Name)
	if !ok || funcs[target.Id] == nil {
		return nil
	}
	f := funcs[target.Id]
	if len(f.Decorators) > 0 {
		return nil // a compiled function compiled again: its global stays a value, reported when used
	}
	dec := &Decorator{Pos: call.Pos, Func: call.Func}
	if inner, ok := call.Func.(*Call); ok {
		dec = &Decorator{Pos: inner.Pos, Func: inner.Func, Args: inner.Args, Keywords: inner.Keywords, Called: true}
	}
	if !strings.HasPrefix(resolvedPath(m, dec.Func), "numba.") {
		return nil
	}
	if g.Name == f.Name {
		// `f = njit(f)`: the function itself is decorated.
		f.Decorators = []*Decorator{dec}
		return f
	}
	c := *f
	c.Pos, c.Name, c.Decorators = g.Pos, g.Name, []*Decorator{dec}
	c.Params = make([]*Param, len(f.Params))
	for i, p := range f.Params {
		pc := *p
		c.Params[i] = &pc
	}
	c.Body = cloneStmts(f.Body, func(n *Name, _ bool) *Name { nc := *n; return &nc })
	return &c
}
