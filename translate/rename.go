package translate

import "strconv"

// This file gives a variable that a function rebinds in straight-line code a new name for each
// binding, as Numba's SSA form does, so that `x = x.astype(np.float32)` can change the type of
// x. The typer asks for it when a plain assignment at the top level of a function body gives a
// variable another type than its earlier binding, or a top-level for loop binds its target
// with a type that cannot be unified with the earlier one.

// Split asks for variable Var to be renamed from the top-level statement Stmt of a function's
// body on: the statement's targets and everything after it use a new name.
type Split struct {
	Var  string
	Stmt int
}

// RenameSplits returns a copy of m in which each function with splits has its variables
// renamed: the n-th binding of x becomes x_n (with a suffix when that name is taken). m is
// unchanged; the copy shares the nodes of the functions it does not rename.
func RenameSplits(m *Module, splits map[*FuncDef][]Split) *Module {
	c := *m
	rename := func(f *FuncDef) *FuncDef {
		if s := splits[f]; len(s) > 0 {
			return renameFunc(f, s)
		}
		return f
	}
	c.Funcs = make([]*FuncDef, len(m.Funcs))
	for i, f := range m.Funcs {
		c.Funcs[i] = rename(f)
	}
	c.JitClasses = make([]*JitClassDef, len(m.JitClasses))
	for i, jc := range m.JitClasses {
		cc := *jc
		cc.Methods = make([]*Method, len(jc.Methods))
		for j, me := range jc.Methods {
			mc := *me
			mc.Def = rename(me.Def)
			cc.Methods[j] = &mc
		}
		c.JitClasses[i] = &cc
	}
	return &c
}

// renameFunc copies f with its split variables renamed.
func renameFunc(f *FuncDef, splits []Split) *FuncDef {
	used := map[string]bool{}
	for _, p := range f.Params {
		used[p.Name] = true
	}
	WalkNames(f.Body, func(n *Name) { used[n.Id] = true })
	// points[x] lists the statements that start a new binding of x, in order.
	points := map[string][]int{}
	for _, s := range splits {
		points[s.Var] = append(points[s.Var], s.Stmt)
	}
	names := map[string][]string{} // names[x][v] is the name of version v of x
	for x, ps := range points {
		vs := []string{x}
		for i := range ps {
			n := x + "_" + strconv.Itoa(i+2)
			for used[n] {
				n += "_"
			}
			used[n] = true
			vs = append(vs, n)
		}
		names[x] = vs
	}
	version := func(x string, stmt int, target bool) string {
		ps, ok := points[x]
		if !ok {
			return x
		}
		v := 0
		for _, p := range ps {
			if p < stmt || p == stmt && target {
				v++
			}
		}
		return names[x][v]
	}
	c := *f
	c.Body = make([]Stmt, len(f.Body))
	for i, s := range f.Body {
		names := func(after bool) nameFunc {
			return func(n *Name, target bool) *Name {
				if id := version(n.Id, i, target || after); id != n.Id {
					return &Name{Pos: n.Pos, Id: id}
				}
				return n
			}
		}
		if fs, ok := s.(*For); ok {
			// A loop whose target starts a new binding: the iterable reads the old one, the
			// target, body and else clause use the new one.
			fc := *fs
			fc.Iter = cloneExpr(fs.Iter, names(false), false)
			fc.Target = cloneExpr(fs.Target, names(true), true)
			fc.Body, fc.Else = cloneStmts(fs.Body, names(true)), cloneStmts(fs.Else, names(true))
			c.Body[i] = &fc
			continue
		}
		c.Body[i] = cloneStmt(s, names(false))
	}
	return &c
}

// WalkNames calls fn for every Name in the statements, nested functions included.
func WalkNames(body []Stmt, fn func(*Name)) {
	for _, s := range body {
		cloneStmt(s, func(n *Name, _ bool) *Name { fn(n); return n })
	}
}

// nameFunc maps a Name (a read, or a target of the statement being copied) to its copy.
type nameFunc func(n *Name, target bool) *Name

func cloneStmts(body []Stmt, f nameFunc) []Stmt {
	if body == nil {
		return nil
	}
	out := make([]Stmt, len(body))
	for i, s := range body {
		out[i] = cloneStmt(s, f)
	}
	return out
}

// cloneStmt copies a statement, mapping its names with f. Names inside nested blocks are
// targets of those blocks' own statements, which renameFunc versions like the block.
func cloneStmt(s Stmt, f nameFunc) Stmt {
	switch s := s.(type) {
	case *Assign:
		c := *s
		c.Value = cloneExpr(s.Value, f, false)
		c.Targets = make([]Expr, len(s.Targets))
		for i, t := range s.Targets {
			c.Targets[i] = cloneExpr(t, f, true)
		}
		c.Annot = cloneExpr(s.Annot, f, false)
		return &c
	case *AugAssign:
		c := *s
		c.Target = cloneExpr(s.Target, f, false)
		c.Value = cloneExpr(s.Value, f, false)
		return &c
	case *If:
		c := *s
		c.Test = cloneExpr(s.Test, f, false)
		c.Body, c.Else = cloneStmts(s.Body, f), cloneStmts(s.Else, f)
		return &c
	case *While:
		c := *s
		c.Test = cloneExpr(s.Test, f, false)
		c.Body, c.Else = cloneStmts(s.Body, f), cloneStmts(s.Else, f)
		return &c
	case *For:
		c := *s
		c.Target = cloneExpr(s.Target, f, false)
		c.Iter = cloneExpr(s.Iter, f, false)
		c.Body, c.Else = cloneStmts(s.Body, f), cloneStmts(s.Else, f)
		return &c
	case *Return:
		c := *s
		c.Value = cloneExpr(s.Value, f, false)
		return &c
	case *ExprStmt:
		c := *s
		c.X = cloneExpr(s.X, f, false)
		return &c
	case *Raise:
		c := *s
		c.Exc = cloneExpr(s.Exc, f, false)
		return &c
	case *Assert:
		c := *s
		c.Test = cloneExpr(s.Test, f, false)
		c.Msg = cloneExpr(s.Msg, f, false)
		return &c
	case *Try:
		return cloneTry(s, f)
	case *FuncStmt:
		c := *s
		fc := *s.Func
		fc.Body = cloneStmts(s.Func.Body, f)
		c.Func = &fc
		return &c
	}
	return s // Break, Continue, Pass, Declare, BadStmt hold no names
}

// cloneExpr copies an expression; target marks the names the enclosing assignment binds.
func cloneExpr(e Expr, f nameFunc, target bool) Expr {
	switch e := e.(type) {
	case nil:
		return nil
	case *Name:
		return f(e, target)
	case *BinOp:
		c := *e
		c.X, c.Y = cloneExpr(e.X, f, false), cloneExpr(e.Y, f, false)
		return &c
	case *UnaryOp:
		c := *e
		c.X = cloneExpr(e.X, f, false)
		return &c
	case *BoolOp:
		c := *e
		c.Values = cloneExprs(e.Values, f, false)
		return &c
	case *Compare:
		c := *e
		c.X = cloneExpr(e.X, f, false)
		c.Ys = cloneExprs(e.Ys, f, false)
		return &c
	case *Call:
		c := *e
		c.Func = cloneExpr(e.Func, f, false)
		c.Args = cloneExprs(e.Args, f, false)
		if e.Keywords != nil {
			c.Keywords = make([]*Keyword, len(e.Keywords))
			for i, k := range e.Keywords {
				kc := *k
				kc.Value = cloneExpr(k.Value, f, false)
				c.Keywords[i] = &kc
			}
		}
		return &c
	case *Attribute:
		c := *e
		c.X = cloneExpr(e.X, f, false)
		return &c
	case *Subscript:
		// a[i] = v reads a: only names bound directly are targets.
		c := *e
		c.X, c.Index = cloneExpr(e.X, f, false), cloneExpr(e.Index, f, false)
		return &c
	case *Slice:
		c := *e
		c.Lo, c.Hi, c.Step = cloneExpr(e.Lo, f, false), cloneExpr(e.Hi, f, false), cloneExpr(e.Step, f, false)
		return &c
	case *Tuple:
		c := *e
		c.Elts = cloneExprs(e.Elts, f, target)
		return &c
	case *List:
		c := *e
		c.Elts = cloneExprs(e.Elts, f, target)
		return &c
	case *IfExp:
		c := *e
		c.Test, c.Body, c.Else = cloneExpr(e.Test, f, false), cloneExpr(e.Body, f, false), cloneExpr(e.Else, f, false)
		return &c
	case *FString:
		c := *e
		c.Parts = make([]FPart, len(e.Parts))
		for i, p := range e.Parts {
			c.Parts[i] = p
			c.Parts[i].X = cloneExpr(p.X, f, false)
		}
		return &c
	case *Starred:
		c := *e
		c.X = cloneExpr(e.X, f, target)
		return &c
	case *Yield:
		c := *e
		c.X = cloneExpr(e.X, f, false)
		return &c
	}
	return e // Const, BadExpr
}

func cloneExprs(es []Expr, f nameFunc, target bool) []Expr {
	if es == nil {
		return nil
	}
	out := make([]Expr, len(es))
	for i, e := range es {
		out[i] = cloneExpr(e, f, target)
	}
	return out
}

// WalkFuncs calls fn for every function defined directly in the statements (in nested
// blocks too, but not inside those functions).
func WalkFuncs(body []Stmt, fn func(*FuncDef)) {
	for _, s := range body {
		switch s := s.(type) {
		case *FuncStmt:
			fn(s.Func)
		case *If:
			WalkFuncs(s.Body, fn)
			WalkFuncs(s.Else, fn)
		case *While:
			WalkFuncs(s.Body, fn)
			WalkFuncs(s.Else, fn)
		case *For:
			WalkFuncs(s.Body, fn)
			WalkFuncs(s.Else, fn)
		case *Try:
			WalkFuncs(s.Body, fn)
			for _, h := range s.Handlers {
				WalkFuncs(h.Body, fn)
			}
			WalkFuncs(s.Else, fn)
			WalkFuncs(s.Finally, fn)
		}
	}
}

// WalkBindings calls fn for every binding of a name in the statements (nested blocks too, but
// not inside nested functions): target is the bound expression, value the assigned one when
// the statement binds the target to it alone (a plain assignment), nil otherwise (an
// augmented assignment, an unpacking, a loop target, an except clause, a nested def).
func WalkBindings(body []Stmt, fn func(target, value Expr)) {
	var targets func(e Expr)
	targets = func(e Expr) {
		switch e := e.(type) {
		case *Name:
			fn(e, nil)
		case *Tuple:
			for _, x := range e.Elts {
				targets(x)
			}
		case *List:
			for _, x := range e.Elts {
				targets(x)
			}
		case *Starred:
			targets(e.X)
		}
	}
	for _, s := range body {
		switch s := s.(type) {
		case *Assign:
			for _, t := range s.Targets {
				if n, ok := t.(*Name); ok && len(s.Targets) == 1 {
					fn(n, s.Value)
					continue
				}
				targets(t)
			}
		case *AugAssign:
			targets(s.Target)
		case *Declare:
			fn(&Name{Pos: s.Pos, Id: s.Name}, nil)
		case *FuncStmt:
			fn(&Name{Pos: s.Pos, Id: s.Func.Name}, nil)
		case *For:
			targets(s.Target)
			WalkBindings(s.Body, fn)
			WalkBindings(s.Else, fn)
		case *If:
			WalkBindings(s.Body, fn)
			WalkBindings(s.Else, fn)
		case *While:
			WalkBindings(s.Body, fn)
			WalkBindings(s.Else, fn)
		case *Try:
			WalkBindings(s.Body, fn)
			for _, h := range s.Handlers {
				if h.Name != "" {
					fn(&Name{Pos: h.Pos, Id: h.Name}, nil)
				}
				WalkBindings(h.Body, fn)
			}
			WalkBindings(s.Else, fn)
			WalkBindings(s.Finally, fn)
		}
	}
}
