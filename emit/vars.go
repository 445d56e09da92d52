package emit

import (
	"sort"

	"github.com/pygo-lang/pygo/translate"
)

// varPlan decides where each local variable is declared in Go.
//
//   - A variable that is only ever the target of for loops (and not assigned in their bodies)
//     is declared by each loop: for i := range n { ... }.
//   - A variable first mentioned by a plain assignment at the top level of the function body
//     is declared there with :=.
//   - Every other variable is declared with var at the top of the function.
//   - A variable that is never read is not declared at all; assignments to it become _ = x.
type varPlan struct {
	loopOwned map[string]bool
	defineAt  map[translate.Stmt][]string // statements that declare names with :=
	atTop     []string                    // names declared with var at the top, in first-use order
	read      map[string]bool             // names the emitted Go reads (emittedReads)
	// loopRead holds the names each for loop's emitted body reads.
	loopRead map[*translate.For]map[string]bool
}

// read and captured are the names the emitted Go reads, and reads inside nested functions
// (emittedReads).
func planVars(def *translate.FuncDef, locals, params, read, captured map[string]bool) *varPlan {
	p := &varPlan{loopOwned: map[string]bool{}, defineAt: map[translate.Stmt][]string{}, read: read}
	// Loop ownership: every mention outside a loop's target is inside a loop that targets
	// the name, and no body assigns it.
	candidates := map[string]bool{}
	notOwned := map[string]bool{}
	var scan func(body []translate.Stmt, owners map[string]bool)
	scan = func(body []translate.Stmt, owners map[string]bool) {
		for _, s := range body {
			switch s := s.(type) {
			case *translate.For:
				if n, ok := s.Target.(*translate.Name); ok && !owners[n.Id] {
					candidates[n.Id] = true
					inner := copySet(owners)
					inner[n.Id] = true
					assigned := map[string]bool{}
					assignedIn(s.Body, assigned)
					if assigned[n.Id] {
						notOwned[n.Id] = true
					}
					scanExprs(s.Iter, owners, notOwned)
					scan(s.Body, inner)
					scan(s.Else, owners)
					continue
				}
				forTargets(s.Target, notOwned)
				scanExprs(s.Iter, owners, notOwned)
				scan(s.Body, owners)
				scan(s.Else, owners)
			case *translate.If:
				scanExprs(s.Test, owners, notOwned)
				scan(s.Body, owners)
				scan(s.Else, owners)
			case *translate.While:
				scanExprs(s.Test, owners, notOwned)
				scan(s.Body, owners)
				scan(s.Else, owners)
			case *translate.Try:
				for _, b := range translate.Blocks(s) {
					scan(b, owners)
				}
			case *translate.Assign:
				for _, t := range s.Targets {
					forTargets(t, notOwned)
					scanExprs(t, owners, notOwned) // the names an a[i] = x target reads
				}
				scanExprs(s.Value, owners, notOwned)
			case *translate.AugAssign:
				forTargets(s.Target, notOwned)
				scanExprs(s.Target, owners, notOwned)
				scanExprs(s.Value, owners, notOwned)
			case *translate.Declare:
				notOwned[s.Name] = true
			default:
				eachExpr(s, func(x translate.Expr) { scanExprs(x, owners, notOwned) })
			}
		}
	}
	scan(def.Body, map[string]bool{})
	for n := range candidates {
		if !notOwned[n] && !captured[n] && !params[n] {
			p.loopOwned[n] = true
		}
	}
	// := at the first mention, when that mention is a plain assignment directly inside the
	// innermost block that holds every mention of the variable.
	chains := map[string][]*[]translate.Stmt{} // common block chain per variable
	firstIn := map[string]translate.Stmt{}     // first statement in the common block that mentions it
	var visit func(body *[]translate.Stmt, chain []*[]translate.Stmt)
	visit = func(body *[]translate.Stmt, chain []*[]translate.Stmt) {
		chain = append(chain[:len(chain):len(chain)], body)
		for _, st := range *body {
			mention := func(name string) {
				if !locals[name] || params[name] || p.loopOwned[name] {
					return
				}
				old, seen := chains[name]
				if !seen {
					chains[name] = chain
					firstIn[name] = st
					return
				}
				n := 0
				for n < len(old) && n < len(chain) && old[n] == chain[n] {
					n++
				}
				if n < len(old) {
					chains[name] = old[:n]
					// the first mention in the shorter chain's block is the statement that
					// contains the earlier mention; recomputed below.
					firstIn[name] = nil
				}
			}
			walkShallow(st, func(n translate.Node) {
				if name, ok := n.(*translate.Name); ok {
					mention(name.Id)
				}
			})
			for _, name := range declaredNames(st) {
				mention(name)
			}
			switch st := st.(type) {
			case *translate.If:
				visit(&st.Body, chain)
				visit(&st.Else, chain)
			case *translate.While:
				visit(&st.Body, chain)
				visit(&st.Else, chain)
			case *translate.For:
				visit(&st.Body, chain)
				visit(&st.Else, chain)
			case *translate.Try:
				visit(&st.Body, chain)
				for _, h := range st.Handlers {
					visit(&h.Body, chain)
				}
				visit(&st.Else, chain)
				visit(&st.Finally, chain)
			}
		}
	}
	visit(&def.Body, nil)
	var names []string
	for n := range chains {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		chain := chains[name]
		block := *chain[len(chain)-1]
		first := firstIn[name]
		if first == nil {
			for _, st := range block {
				if stmtMentions(st, name) {
					first = st
					break
				}
			}
		}
		a, ok := first.(*translate.Assign)
		if !ok || captured[name] || len(a.Targets) != 1 || mentions(a.Value, name) {
			continue
		}
		p.defineAt[first] = append(p.defineAt[first], name)
	}
	// A tuple assignment declares with := only if it declares every one of its names.
	for st, declared := range p.defineAt {
		a := st.(*translate.Assign)
		if len(declared) != len(flatNames(a.Targets[0])) || countNames(a.Targets[0]) != len(declared) {
			delete(p.defineAt, st)
		}
	}
	defined := map[string]bool{}
	for _, declared := range p.defineAt {
		for _, n := range declared {
			defined[n] = true
		}
	}
	seen := map[string]bool{}
	walkStmts(def.Body, func(n translate.Node, nested bool) {
		var names []string
		if name, ok := n.(*translate.Name); ok {
			names = append(names, name.Id)
		}
		if st, ok := n.(translate.Stmt); ok {
			names = append(names, declaredNames(st)...)
		}
		for _, name := range names {
			if locals[name] && !params[name] && !p.loopOwned[name] && !defined[name] && !seen[name] && !nested {
				seen[name] = true
				p.atTop = append(p.atTop, name)
			}
		}
	})
	return p
}

func copySet(m map[string]bool) map[string]bool {
	c := make(map[string]bool, len(m)+1)
	for k, v := range m {
		c[k] = v
	}
	return c
}

// forTargets marks every name in an assignment target as not loop-owned.
func forTargets(e translate.Expr, out map[string]bool) {
	for _, n := range flatNames(e) {
		out[n] = true
	}
}

// scanExprs marks names read outside the loops that own them.
func scanExprs(e translate.Expr, owners, notOwned map[string]bool) {
	walkExpr(e, func(n translate.Node) {
		if name, ok := n.(*translate.Name); ok && !owners[name.Id] {
			notOwned[name.Id] = true
		}
	})
}

// flatNames returns the names a target binds.
func flatNames(e translate.Expr) []string {
	var out []string
	for _, n := range translate.BoundNames(e) {
		out = append(out, n.Id)
	}
	return out
}

func countNames(e translate.Expr) int {
	switch e := e.(type) {
	case *translate.Name:
		return 1
	case *translate.Tuple:
		n := 0
		for _, x := range e.Elts {
			if _, ok := x.(*translate.Name); !ok {
				return -1
			}
			n++
		}
		return n
	}
	return -1
}

func mentions(e translate.Expr, name string) bool {
	found := false
	walkExpr(e, func(n translate.Node) {
		if x, ok := n.(*translate.Name); ok && x.Id == name {
			found = true
		}
	})
	return found
}

func assignedIn(body []translate.Stmt, out map[string]bool) {
	for _, s := range body {
		for _, n := range declaredNames(s) {
			out[n] = true
		}
		switch s := s.(type) {
		case *translate.If:
			assignedIn(s.Body, out)
			assignedIn(s.Else, out)
		case *translate.While:
			assignedIn(s.Body, out)
			assignedIn(s.Else, out)
		case *translate.For:
			assignedIn(s.Body, out)
			assignedIn(s.Else, out)
			for _, n := range flatNames(s.Target) {
				out[n] = true
			}
		case *translate.Try:
			for _, b := range translate.Blocks(s) {
				assignedIn(b, out)
			}
		}
	}
}

// declaredNames returns the names a single statement assigns (not looking into blocks).
func declaredNames(s translate.Stmt) []string {
	switch s := s.(type) {
	case *translate.Assign:
		var out []string
		for _, t := range s.Targets {
			out = append(out, flatNames(t)...)
		}
		return out
	case *translate.AugAssign:
		return flatNames(s.Target)
	case *translate.Declare:
		return []string{s.Name}
	}
	return nil
}

// walkStmts calls fn for every node in body, in source order; nested is true inside nested functions.
func walkStmts(body []translate.Stmt, fn func(n translate.Node, nested bool)) {
	var ws func(body []translate.Stmt, nested bool)
	ws = func(body []translate.Stmt, nested bool) {
		for _, s := range body {
			fn(s, nested)
			switch s := s.(type) {
			case *translate.For:
				walkExpr(s.Target, func(n translate.Node) { fn(n, nested) })
				walkExpr(s.Iter, func(n translate.Node) { fn(n, nested) })
				ws(s.Body, nested)
				ws(s.Else, nested)
				continue
			case *translate.If:
				walkExpr(s.Test, func(n translate.Node) { fn(n, nested) })
				ws(s.Body, nested)
				ws(s.Else, nested)
				continue
			case *translate.While:
				walkExpr(s.Test, func(n translate.Node) { fn(n, nested) })
				ws(s.Body, nested)
				ws(s.Else, nested)
				continue
			case *translate.Try:
				for _, b := range translate.Blocks(s) {
					ws(b, nested)
				}
				continue
			case *translate.FuncStmt:
				for _, p := range s.Func.Params {
					if p.Default != nil {
						walkExpr(p.Default, func(n translate.Node) { fn(n, nested) })
					}
				}
				ws(s.Func.Body, true)
				continue
			}
			eachExpr(s, func(x translate.Expr) { walkExpr(x, func(n translate.Node) { fn(n, nested) }) })
		}
	}
	ws(body, false)
}

// eachExpr calls fn for the direct expressions of a simple statement.
func eachExpr(s translate.Stmt, fn func(translate.Expr)) {
	switch s := s.(type) {
	case *translate.Assign:
		fn(s.Value)
		for _, t := range s.Targets {
			fn(t)
		}
	case *translate.AugAssign:
		fn(s.Target)
		fn(s.Value)
	case *translate.Return:
		if s.Value != nil {
			fn(s.Value)
		}
	case *translate.ExprStmt:
		fn(s.X)
	case *translate.Raise:
		if s.Exc != nil {
			fn(s.Exc)
		}
	case *translate.Assert:
		fn(s.Test)
		if s.Msg != nil {
			fn(s.Msg)
		}
	}
}

// walkExpr calls fn for e and every expression inside it, in evaluation order.
func walkExpr(e translate.Expr, fn func(translate.Node)) {
	walkExprPruned(e, func(n translate.Node) bool { fn(n); return true })
}

// walkExprPruned is walkExpr where fn returning false skips the expressions inside n.
func walkExprPruned(e translate.Expr, fn func(translate.Node) bool) {
	if e == nil || !fn(e) {
		return
	}
	switch e := e.(type) {
	case *translate.BinOp:
		walkExprPruned(e.X, fn)
		walkExprPruned(e.Y, fn)
	case *translate.UnaryOp:
		walkExprPruned(e.X, fn)
	case *translate.BoolOp:
		for _, v := range e.Values {
			walkExprPruned(v, fn)
		}
	case *translate.Compare:
		walkExprPruned(e.X, fn)
		for _, y := range e.Ys {
			walkExprPruned(y, fn)
		}
	case *translate.Call:
		walkExprPruned(e.Func, fn)
		for _, a := range e.Args {
			walkExprPruned(a, fn)
		}
		for _, k := range e.Keywords {
			walkExprPruned(k.Value, fn)
		}
	case *translate.Attribute:
		walkExprPruned(e.X, fn)
	case *translate.Subscript:
		walkExprPruned(e.X, fn)
		walkExprPruned(e.Index, fn)
	case *translate.Slice:
		walkExprPruned(e.Lo, fn)
		walkExprPruned(e.Hi, fn)
		walkExprPruned(e.Step, fn)
	case *translate.Tuple:
		for _, x := range e.Elts {
			walkExprPruned(x, fn)
		}
	case *translate.List:
		for _, x := range e.Elts {
			walkExprPruned(x, fn)
		}
	case *translate.IfExp:
		walkExprPruned(e.Test, fn)
		walkExprPruned(e.Body, fn)
		walkExprPruned(e.Else, fn)
	case *translate.FString:
		for _, p := range e.Parts {
			walkExprPruned(p.X, fn)
		}
	case *translate.Starred:
		walkExprPruned(e.X, fn)
	case *translate.Yield:
		walkExprPruned(e.X, fn)
	}
}

// walkShallow calls fn for the nodes of a statement that are not inside its nested blocks:
// for a compound statement, its header (test, target, iterable).
func walkShallow(s translate.Stmt, fn func(translate.Node)) {
	switch s := s.(type) {
	case *translate.If:
		walkExpr(s.Test, fn)
	case *translate.While:
		walkExpr(s.Test, fn)
	case *translate.For:
		walkExpr(s.Target, fn)
		walkExpr(s.Iter, fn)
	case *translate.FuncStmt:
		walkStmts(s.Func.Body, func(n translate.Node, _ bool) { fn(n) })
	default:
		eachExpr(s, func(x translate.Expr) { walkExpr(x, fn) })
	}
}

// stmtMentions reports whether a statement, its header or its blocks mention name.
func stmtMentions(s translate.Stmt, name string) bool {
	found := false
	walkStmts([]translate.Stmt{s}, func(n translate.Node, _ bool) {
		if x, ok := n.(*translate.Name); ok && x.Id == name {
			found = true
		}
		if st, ok := n.(translate.Stmt); ok {
			for _, d := range declaredNames(st) {
				if d == name {
					found = true
				}
			}
		}
	})
	return found
}
