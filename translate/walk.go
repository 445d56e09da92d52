package translate

// This file has generic copies of IR trees for passes that rewrite expressions (Link).

// mapExpr copies e with f applied to each of its direct subexpressions; e itself is not passed
// to f. A leaf (Const, Name, BadExpr) is returned as it is.
func mapExpr(e Expr, f func(Expr) Expr) Expr {
	opt := func(x Expr) Expr {
		if x == nil {
			return nil
		}
		return f(x)
	}
	list := func(xs []Expr) []Expr {
		if xs == nil {
			return nil
		}
		out := make([]Expr, len(xs))
		for i, x := range xs {
			out[i] = f(x)
		}
		return out
	}
	switch e := e.(type) {
	case *BinOp:
		c := *e
		c.X, c.Y = f(e.X), f(e.Y)
		return &c
	case *UnaryOp:
		c := *e
		c.X = f(e.X)
		return &c
	case *BoolOp:
		c := *e
		c.Values = list(e.Values)
		return &c
	case *Compare:
		c := *e
		c.X, c.Ys = f(e.X), list(e.Ys)
		return &c
	case *Call:
		c := *e
		c.Func, c.Args = f(e.Func), list(e.Args)
		c.Keywords = mapKeywords(e.Keywords, f)
		return &c
	case *Attribute:
		c := *e
		c.X = f(e.X)
		return &c
	case *Subscript:
		c := *e
		c.X, c.Index = f(e.X), f(e.Index)
		return &c
	case *Slice:
		c := *e
		c.Lo, c.Hi, c.Step = opt(e.Lo), opt(e.Hi), opt(e.Step)
		return &c
	case *Tuple:
		c := *e
		c.Elts = list(e.Elts)
		return &c
	case *List:
		c := *e
		c.Elts = list(e.Elts)
		return &c
	case *IfExp:
		c := *e
		c.Test, c.Body, c.Else = f(e.Test), f(e.Body), f(e.Else)
		return &c
	case *FString:
		c := *e
		c.Parts = make([]FPart, len(e.Parts))
		for i, p := range e.Parts {
			c.Parts[i] = p
			c.Parts[i].X = opt(p.X)
		}
		return &c
	case *Starred:
		c := *e
		c.X = f(e.X)
		return &c
	case *Yield:
		c := *e
		c.X = f(e.X)
		return &c
	}
	return e
}

func mapKeywords(ks []*Keyword, f func(Expr) Expr) []*Keyword {
	if ks == nil {
		return nil
	}
	out := make([]*Keyword, len(ks))
	for i, k := range ks {
		c := *k
		c.Value = f(k.Value)
		out[i] = &c
	}
	return out
}

// mapStmts copies statements with f applied to every expression they hold directly and ff to
// every nested function definition.
func mapStmts(ss []Stmt, f func(Expr) Expr, ff func(*FuncDef) *FuncDef) []Stmt {
	if ss == nil {
		return nil
	}
	opt := func(x Expr) Expr {
		if x == nil {
			return nil
		}
		return f(x)
	}
	out := make([]Stmt, len(ss))
	for i, s := range ss {
		switch s := s.(type) {
		case *Assign:
			c := *s
			c.Targets = make([]Expr, len(s.Targets))
			for j, t := range s.Targets {
				c.Targets[j] = f(t)
			}
			c.Value, c.Annot = f(s.Value), opt(s.Annot)
			out[i] = &c
		case *AugAssign:
			c := *s
			c.Target, c.Value = f(s.Target), f(s.Value)
			out[i] = &c
		case *Declare:
			c := *s
			c.Annot = opt(s.Annot)
			out[i] = &c
		case *If:
			c := *s
			c.Test = f(s.Test)
			c.Body, c.Else = mapStmts(s.Body, f, ff), mapStmts(s.Else, f, ff)
			out[i] = &c
		case *While:
			c := *s
			c.Test = f(s.Test)
			c.Body, c.Else = mapStmts(s.Body, f, ff), mapStmts(s.Else, f, ff)
			out[i] = &c
		case *For:
			c := *s
			c.Target, c.Iter = f(s.Target), f(s.Iter)
			c.Body, c.Else = mapStmts(s.Body, f, ff), mapStmts(s.Else, f, ff)
			out[i] = &c
		case *Return:
			c := *s
			c.Value = opt(s.Value)
			out[i] = &c
		case *ExprStmt:
			c := *s
			c.X = f(s.X)
			out[i] = &c
		case *Raise:
			c := *s
			c.Exc = opt(s.Exc)
			out[i] = &c
		case *Assert:
			c := *s
			c.Test, c.Msg = f(s.Test), opt(s.Msg)
			out[i] = &c
		case *FuncStmt:
			c := *s
			c.Func = ff(s.Func)
			out[i] = &c
		case *Try:
			c := *s
			c.Body, c.Else, c.Finally = mapStmts(s.Body, f, ff), mapStmts(s.Else, f, ff), mapStmts(s.Finally, f, ff)
			c.Handlers = make([]*Handler, len(s.Handlers))
			for j, h := range s.Handlers {
				hc := *h
				hc.Type = opt(h.Type)
				hc.Body = mapStmts(h.Body, f, ff)
				c.Handlers[j] = &hc
			}
			out[i] = &c
		default:
			out[i] = s // Break, Continue, Pass, BadStmt hold no expressions
		}
	}
	return out
}

// walkExpr calls fn for e and every expression inside it, parents first.
func walkExpr(e Expr, fn func(Expr)) {
	if e == nil {
		return
	}
	fn(e)
	mapExpr(e, func(x Expr) Expr { walkExpr(x, fn); return x })
}

// WalkExprs calls fn for every expression the statements hold, blocks included, parents
// before their operands and in source order; nested function definitions are not entered.
func WalkExprs(body []Stmt, fn func(Expr)) {
	mapStmts(body, func(e Expr) Expr { walkExpr(e, fn); return e }, func(d *FuncDef) *FuncDef { return d })
}

// WalkTargets calls fn for every place the statements store to or bind, blocks included but
// not nested functions: the targets of plain and augmented assignments and of for loops as
// written (a Name, a Subscript, an Attribute, a Tuple of them), and as Names the variables of
// declarations, except clauses and nested defs.
func WalkTargets(body []Stmt, fn func(Expr)) {
	for _, s := range body {
		switch s := s.(type) {
		case *Assign:
			for _, t := range s.Targets {
				fn(t)
			}
		case *AugAssign:
			fn(s.Target)
		case *Declare:
			fn(&Name{Pos: s.Pos, Id: s.Name})
		case *FuncStmt:
			fn(&Name{Pos: s.Pos, Id: s.Func.Name})
		case *For:
			fn(s.Target)
			WalkTargets(s.Body, fn)
			WalkTargets(s.Else, fn)
		case *If:
			WalkTargets(s.Body, fn)
			WalkTargets(s.Else, fn)
		case *While:
			WalkTargets(s.Body, fn)
			WalkTargets(s.Else, fn)
		case *Try:
			WalkTargets(s.Body, fn)
			for _, h := range s.Handlers {
				if h.Name != "" {
					fn(&Name{Pos: h.Pos, Id: h.Name})
				}
				WalkTargets(h.Body, fn)
			}
			WalkTargets(s.Else, fn)
			WalkTargets(s.Finally, fn)
		}
	}
}

// Children returns the direct subexpressions of e in source order (none for a leaf).
func Children(e Expr) []Expr {
	var out []Expr
	mapExpr(e, func(x Expr) Expr { out = append(out, x); return x })
	return out
}

// WalkStmts calls fn for every statement of body and of the blocks inside it, parents first;
// nested function definitions are not entered.
func WalkStmts(body []Stmt, fn func(Stmt)) {
	for _, s := range body {
		fn(s)
		switch s := s.(type) {
		case *If:
			WalkStmts(s.Body, fn)
			WalkStmts(s.Else, fn)
		case *While:
			WalkStmts(s.Body, fn)
			WalkStmts(s.Else, fn)
		case *For:
			WalkStmts(s.Body, fn)
			WalkStmts(s.Else, fn)
		case *Try:
			WalkStmts(s.Body, fn)
			for _, h := range s.Handlers {
				WalkStmts(h.Body, fn)
			}
			WalkStmts(s.Else, fn)
			WalkStmts(s.Finally, fn)
		}
	}
}
