package translate

// This file instantiates closure factories: a module-level plain function whose body defines a
// compiled function and returns it,
//
//	def make_power(k):
//	    @njit
//	    def power(x):
//	        return x ** k
//	    return power
//
//	square = make_power(2)
//
// runs in Python when the module is imported, and Numba compiles each function it returns with
// the captured variables frozen to the values of that call. pygo does the same ahead of time
// when the arguments are constants: `square` becomes a module-level copy of power whose body
// starts by binding the factory's parameters (`k = 2`), so the rest of the module calls it like
// any compiled function. Other factories stay globals, which the typer reports when compiled
// code uses them.

// instantiateFactories replaces each `NAME = factory(constants...)` global of m by the function
// it makes, named NAME.
func instantiateFactories(m *Module) {
	globalsToFuncs(m, instantiate)
}

// globalsToFuncs replaces each global of m for which mk returns a function by that
// function (appended to m.Funcs unless it is one already there); mk sees the module's
// functions by name, those made before included.
func globalsToFuncs(m *Module, mk func(g *Global, funcs map[string]*FuncDef) *FuncDef) {
	funcs := map[string]*FuncDef{}
	for _, f := range m.Funcs {
		funcs[f.Name] = f
	}
	keep := m.Globals[:0]
	for _, g := range m.Globals {
		if f := mk(g, funcs); f != nil {
			if funcs[f.Name] != f {
				m.Funcs = append(m.Funcs, f)
				funcs[f.Name] = f
			}
			continue
		}
		keep = append(keep, g)
	}
	m.Globals = keep
}

// instantiate returns the function the global g makes by calling a closure factory with
// constant arguments, or nil when g is not such a call.
func instantiate(g *Global, funcs map[string]*FuncDef) *FuncDef {
	call, ok := g.Value.(*Call)
	if !ok {
		return nil
	}
	name, ok := call.Func.(*Name)
	if !ok {
		return nil
	}
	factory := funcs[name.Id]
	if factory == nil || len(factory.Decorators) > 0 || factory.Vararg != nil || len(factory.Body) != 2 {
		return nil
	}
	def, ok := factory.Body[0].(*FuncStmt)
	if !ok || len(def.Func.Decorators) == 0 || len(def.Func.Nonlocals) > 0 || def.Func.Generator {
		return nil
	}
	ret, ok := factory.Body[1].(*Return)
	if !ok {
		return nil
	}
	if r, isName := ret.Value.(*Name); !isName || r.Id != def.Func.Name {
		return nil
	}
	// The factory's parameters, bound as Python binds the call's arguments.
	vals := make([]Expr, len(factory.Params))
	if len(call.Args) > len(vals) {
		return nil
	}
	copy(vals, call.Args)
	for _, k := range call.Keywords {
		i := paramIndex(factory.Params, k.Name)
		if i < 0 || vals[i] != nil {
			return nil
		}
		vals[i] = k.Value
	}
	shadowed := map[string]bool{}
	for _, p := range def.Func.Params {
		shadowed[p.Name] = true
	}
	if def.Func.Vararg != nil {
		shadowed[def.Func.Vararg.Name] = true
	}
	var body []Stmt
	for i, p := range factory.Params {
		v := vals[i]
		if v == nil {
			v = p.Default
		}
		if v == nil || !frozenValue(v) {
			return nil
		}
		if shadowed[p.Name] {
			continue
		}
		body = append(body, &Assign{Pos: call.Pos, Targets: []Expr{&Name{Pos: call.Pos, Id: p.Name}}, Value: cloneExpr(v, copyName, false)})
	}
	f := *def.Func
	f.Name = g.Name
	f.Nested = false
	f.Body = append(body, cloneStmts(def.Func.Body, copyName)...)
	return &f
}

// copyName copies a name, so that no node is shared between instances.
func copyName(n *Name, _ bool) *Name {
	c := *n
	return &c
}

func paramIndex(ps []*Param, name string) int {
	for i, p := range ps {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// frozenValue reports whether e is a value a factory call can freeze at translation time:
// a constant, a signed constant, a module-level name (a constant global the typer resolves)
// or a tuple of them.
func frozenValue(e Expr) bool {
	switch e := e.(type) {
	case *Const, *Name:
		return true
	case *UnaryOp:
		_, c := e.X.(*Const)
		return c && (e.Op == USub || e.Op == UAdd)
	case *Tuple:
		for _, x := range e.Elts {
			if !frozenValue(x) {
				return false
			}
		}
		return true
	}
	return false
}
