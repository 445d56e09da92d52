package typer

import "github.com/pygo-lang/pygo/translate"

// This file holds the flow-sensitive reads the prange checks need: whether a variable that a
// prange loop assigns is read before being assigned again, inside an iteration (its value
// from before the loop would flow in) or after the loop (its value would depend on which
// iteration ran last). A variable rebound before every read (an inner loop's index reused
// by a later loop) is neither.

// readFirst reports whether the statements may read name before they assign it, and whether
// they assign it on every path (killed).
func readFirst(body []translate.Stmt, name string) (read, killed bool) {
	reads := func(e translate.Expr) bool {
		found := false
		if e != nil {
			walkExprNames(e, func(n *translate.Name) { found = found || n.Id == name })
		}
		return found
	}
	binds := func(t translate.Expr) bool {
		for _, n := range translate.BoundNames(t) {
			if n.Id == name {
				return true
			}
		}
		return false
	}
	for _, s := range body {
		switch s := s.(type) {
		case *translate.Assign:
			if reads(s.Value) {
				return true, false
			}
			bound := false
			for _, t := range s.Targets {
				r := false
				readsOfTarget(t, func(n *translate.Name) { r = r || n.Id == name })
				if r {
					return true, false
				}
				bound = bound || binds(t)
			}
			if bound {
				return false, true
			}
		case *translate.For:
			if reads(s.Iter) {
				return true, false
			}
			if !binds(s.Target) {
				if r, _ := readFirst(s.Body, name); r {
					return true, false
				}
			}
			if r, _ := readFirst(s.Else, name); r {
				return true, false
			}
		case *translate.While:
			if reads(s.Test) {
				return true, false
			}
			if r, _ := readFirst(s.Body, name); r {
				return true, false
			}
			if r, _ := readFirst(s.Else, name); r {
				return true, false
			}
		case *translate.If:
			if reads(s.Test) {
				return true, false
			}
			r1, k1 := readFirst(s.Body, name)
			r2, k2 := readFirst(s.Else, name)
			if r1 || r2 {
				return true, false
			}
			if k1 && k2 {
				return false, true
			}
		default:
			found := false
			walkReads([]translate.Stmt{s}, func(n *translate.Name) { found = found || n.Id == name })
			if found {
				return true, false
			}
		}
	}
	return false, false
}

// readAfter reports whether name may be read after the loop before it is assigned again: in
// the statements that follow the loop, in the enclosing loops' next iterations, up to the
// end of the function.
func (st *fnState) readAfter(name string, loop *translate.For) bool {
	type level struct {
		block []translate.Stmt
		at    int
		owner translate.Stmt // the statement whose block this is, nil for the function body
	}
	var path []level
	var find func(block []translate.Stmt, owner translate.Stmt) bool
	find = func(block []translate.Stmt, owner translate.Stmt) bool {
		for i, s := range block {
			path = append(path, level{block, i, owner})
			if s == translate.Stmt(loop) {
				return true
			}
			for _, b := range translate.Blocks(s) {
				if find(b, s) {
					return true
				}
			}
			path = path[:len(path)-1]
		}
		return false
	}
	if !find(st.spec.Def.Body, nil) {
		return true
	}
	for k := len(path) - 1; k >= 0; k-- {
		l := path[k]
		r, killed := readFirst(l.block[l.at+1:], name)
		if r {
			return true
		}
		if killed {
			return false
		}
		switch o := l.owner.(type) {
		case *translate.For, *translate.While:
			// The enclosing loop runs again: its test and the statements before this one.
			if w, ok := o.(*translate.While); ok {
				if r, _ := readFirst([]translate.Stmt{&translate.If{Pos: w.Pos, Test: w.Test}}, name); r {
					return true
				}
			}
			if r, _ := readFirst(l.block[:l.at], name); r {
				return true
			}
		case *translate.Try:
			return walkAnyRead(o, name) // handlers and finally: any read counts
		}
	}
	return false
}

// walkAnyRead reports whether the statement reads name anywhere.
func walkAnyRead(s translate.Stmt, name string) bool {
	found := false
	walkReads([]translate.Stmt{s}, func(n *translate.Name) { found = found || n.Id == name })
	return found
}

// readsOuter reports whether an iteration of the loop may read name before assigning it: the
// value from before the loop (or from another iteration) would flow in.
func readsOuter(loop *translate.For, name string) bool {
	r, _ := readFirst(loop.Body, name)
	return r
}
