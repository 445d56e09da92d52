package translate

import "strings"

// unrollAliases moves `x = literal_unroll(t)` into the loops that iterate x: Numba unrolls
// `for v in x` when x holds literal_unroll's result, as it does `for v in literal_unroll(t)`.
// When x is bound once, to such a call, and read only as the iterable of for loops, the
// assignment becomes x = t and each such loop `for v in literal_unroll(x)`, which the typer
// expands (see Unroll). Other uses of x are left alone (the typer rejects them).
func unrollAliases(f *FuncDef) {
	binds := map[string]int{}
	WalkTargets(f.Body, func(t Expr) {
		for _, n := range BoundNames(t) {
			binds[n.Id]++
		}
	})
	for _, p := range f.Params {
		binds[p.Name]++
	}
	calls := map[string]*Call{}
	assigns := map[string]*Assign{}
	iters := map[string]int{}
	eachStmt(f.Body, func(s Stmt) {
		switch s := s.(type) {
		case *Assign:
			if len(s.Targets) != 1 {
				return
			}
			n, ok := s.Targets[0].(*Name)
			c, isCall := s.Value.(*Call)
			if ok && isCall && binds[n.Id] == 1 && len(c.Args) == 1 && len(c.Keywords) == 0 && isUnrollName(c.Func) {
				calls[n.Id], assigns[n.Id] = c, s
			}
		case *For:
			if n, ok := s.Iter.(*Name); ok {
				iters[n.Id]++
			}
		}
	})
	if len(calls) == 0 {
		return
	}
	reads := map[string]int{}
	WalkNames(f.Body, func(n *Name) { reads[n.Id]++ })
	for id := range calls {
		// Every occurrence of the name but the assignment's target is a loop's iterable.
		if iters[id] == 0 || reads[id] != iters[id]+1 {
			delete(calls, id)
			continue
		}
		assigns[id].Value = calls[id].Args[0]
	}
	eachStmt(f.Body, func(s Stmt) {
		if l, ok := s.(*For); ok {
			if n, ok := l.Iter.(*Name); ok && calls[n.Id] != nil {
				l.Iter = &Call{Pos: n.Pos, Func: calls[n.Id].Func, Args: []Expr{n}}
			}
		}
	})
}

// isUnrollName reports whether e names literal_unroll (literal_unroll, numba.literal_unroll).
func isUnrollName(e Expr) bool {
	d := DottedName(e)
	return d == "literal_unroll" || strings.HasSuffix(d, ".literal_unroll")
}

// eachStmt calls fn for every statement of body, those of its blocks included (not those of
// nested functions), parents first.
func eachStmt(body []Stmt, fn func(Stmt)) {
	for _, s := range body {
		fn(s)
		for _, b := range Blocks(s) {
			eachStmt(b, fn)
		}
	}
}
