package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// This file finds the prange loops of parallel=True functions that run on goroutines, and
// their reductions, as Numba's parfor pass does:
//   - a scalar updated with +=, -=, *= (or x = x op e), or x = min(x, e) / max(x, e), and
//     otherwise not read in the loop, is a reduction: each block of iterations accumulates a
//     private copy, and the copies are combined in block order; pygo also accepts |=, &= and
//     ^=, which Numba 0.56 rejects;
//   - an array updated with += or -= as a whole is an array reduction;
//   - any other variable assigned in the loop is private to the iteration; reading it after
//     the loop, or before its first assignment in an iteration, is an error;
//   - only the outermost prange of a nest runs in parallel.

// Reduction is a variable a parallel loop reduces into.
type Reduction struct {
	Var string
	Op  translate.Op // Add (for += and -=), Mul, BitOr, BitAnd, BitXor; Lt for min, Gt for max
	// Array is set for an array reduction (acc += a[i, :]).
	Array *Array
}

// ParLoop is a prange loop that runs on goroutines.
type ParLoop struct {
	Reductions []Reduction
}

// IsParallel reports whether the function was compiled with parallel=True.
func (s *Spec) IsParallel() bool {
	v, ok := s.Options["parallel"]
	return ok && v.Kind() == constant.Bool && constant.BoolVal(v)
}

// IsFastMath reports whether the function was compiled with fastmath=True, which lets pygo
// reorder float sums as LLVM's reassoc flag lets Numba.
func (s *Spec) IsFastMath() bool {
	v, ok := s.Options["fastmath"]
	return ok && v.Kind() == constant.Bool && constant.BoolVal(v)
}

// parallelLoops records the parallel loops of a specialization once its types are known.
func (st *fnState) parallelLoops(body []translate.Stmt) {
	for _, s := range body {
		switch s := s.(type) {
		case *translate.For:
			if call, ok := s.Iter.(*translate.Call); ok && st.isPrange(call.Func) {
				st.parallelLoop(s)
				continue // inner pranges run serially
			}
			st.parallelLoops(s.Body)
			st.parallelLoops(s.Else)
		case *translate.While:
			st.parallelLoops(s.Body)
			st.parallelLoops(s.Else)
		case *translate.If:
			st.parallelLoops(s.Body)
			st.parallelLoops(s.Else)
		case *translate.Try:
			for _, b := range translate.Blocks(s) {
				st.parallelLoops(b)
			}
		}
	}
}

// disjointIndex reports whether an index gives each iteration of a prange loop over
// loopVar elements of its own: one of its items is loopVar, or a variable the loop assigns
// numba.get_thread_id() (a thread's row of thread-local buffers).
func (st *fnState) disjointIndex(index translate.Expr, loopVar string, loop *translate.For) bool {
	items := []translate.Expr{index}
	if t, ok := index.(*translate.Tuple); ok {
		items = t.Elts
	}
	for _, it := range items {
		n, ok := it.(*translate.Name)
		if !ok {
			continue
		}
		if n.Id == loopVar || st.threadIDVar(n.Id, loop.Body) {
			return true
		}
	}
	return false
}

// threadIDVar reports whether body assigns name = numba.get_thread_id().
func (st *fnState) threadIDVar(name string, body []translate.Stmt) bool {
	for _, s := range body {
		as, ok := s.(*translate.Assign)
		if !ok || len(as.Targets) != 1 {
			continue
		}
		if n, ok := as.Targets[0].(*translate.Name); ok && n.Id == name {
			if c, ok := as.Value.(*translate.Call); ok && st.c.resolvePath(c.Func) == "numba.get_thread_id" {
				return true
			}
		}
	}
	return false
}

func (st *fnState) isPrange(e translate.Expr) bool {
	p := st.c.resolvePath(e)
	return p == "numba.prange" || p == "numba.parfors.prange"
}

// update is one assignment to a variable inside a parallel loop.
type update struct {
	op  translate.Op // reduction operator, or -1 when the assignment is not a reduction
	pos translate.Pos
}

func (st *fnState) parallelLoop(loop *translate.For) {
	c := st.c
	if len(loop.Else) > 0 {
		c.errorf(loop.Pos, "unsupported-feature", "", "a prange loop cannot have an else clause")
		return
	}
	st.listsInPrange(loop)
	if st.tryInPrange(loop.Body) {
		return
	}
	target, _ := loop.Target.(*translate.Name)
	updates := map[string][]update{}
	var order []string
	note := func(name string, u update) {
		if _, seen := updates[name]; !seen {
			order = append(order, name)
		}
		updates[name] = append(updates[name], u)
	}
	// selfReads counts, per variable, the reads that belong to its own reduction updates.
	selfReads := map[*translate.Name]bool{}
	var scan func(body []translate.Stmt, nested bool)
	scan = func(body []translate.Stmt, nested bool) {
		for _, s := range body {
			switch s := s.(type) {
			case *translate.AugAssign:
				if n, ok := s.Target.(*translate.Name); ok {
					op := reductionOp(s.Op)
					note(n.Id, update{op: op, pos: s.Pos})
					selfReads[n] = true
				}
				if sub, ok := s.Target.(*translate.Subscript); ok && target != nil && (s.Op == translate.Add || s.Op == translate.Sub) {
					if n, ok := sub.X.(*translate.Name); ok && st.definedOutside(n.Id, loop) && !st.disjointIndex(sub.Index, target.Id, loop) {
						st.info.SharedUpdates[s] = true
					}
				}
			case *translate.Assign:
				for _, t := range s.Targets {
					for _, n := range translate.BoundNames(t) {
						op := translate.Op(-1)
						if len(s.Targets) == 1 {
							if o, self := selfUpdate(n.Id, s.Value); self != nil {
								op = o
								selfReads[self] = true
							}
						}
						note(n.Id, update{op: op, pos: s.Pos})
					}
				}
			case *translate.For:
				for _, n := range translate.BoundNames(s.Target) {
					note(n.Id, update{op: -1, pos: s.Pos})
				}
				scan(s.Body, true)
				scan(s.Else, nested)
			case *translate.While:
				scan(s.Body, true)
				scan(s.Else, nested)
			case *translate.If:
				scan(s.Body, nested)
				scan(s.Else, nested)
			case *translate.Return:
				c.errorf(s.Pos, "unsupported-feature", "compute a value in the loop and return after it", "return inside a prange loop is not supported")
			case *translate.Break:
				if !nested {
					c.errorf(s.At(), "unsupported-feature", "", "break inside a prange loop is not supported")
				}
			}
		}
	}
	scan(loop.Body, false)
	// Reads inside the loop, other than those of reduction updates.
	readsIn := map[string]bool{}
	walkReads(loop.Body, func(n *translate.Name) {
		if !selfReads[n] {
			readsIn[n.Id] = true
		}
	})
	pl := &ParLoop{}
	for _, name := range order {
		if target != nil && name == target.Id {
			continue
		}
		us := updates[name]
		op := us[0].op
		for _, u := range us[1:] {
			if u.op != op {
				op = -1
			}
		}
		definedBefore := st.spec.vars[name] != nil && st.definedOutside(name, loop)
		if op >= 0 && definedBefore {
			t := st.spec.vars[name]
			if readsIn[name] {
				c.errorf(us[0].pos, "parallel-dependence", "accumulate into the variable only, and read it after the loop",
					"%s is a reduction variable of the prange loop at line %d but is also read inside it", name, loop.Line)
				continue
			}
			switch t := t.(type) {
			case *Basic:
				if (op == translate.BitOr || op == translate.BitAnd || op == translate.BitXor) && !isIntLike(t) {
					c.errorf(us[0].pos, "type-mismatch", "", "%s reduction on %s", op, t)
					continue
				}
				pl.Reductions = append(pl.Reductions, Reduction{Var: name, Op: op})
			case *Array:
				if op != translate.Add && op != translate.Mul || t.Dtype.IsBool() {
					c.errorf(us[0].pos, "unsupported-feature", "", "array reductions support +=, -= and *= of numeric arrays only")
					continue
				}
				pl.Reductions = append(pl.Reductions, Reduction{Var: name, Op: op, Array: t})
			default:
				c.errorf(us[0].pos, "unsupported-feature", "", "cannot reduce into a %s", t)
			}
			continue
		}
		if definedBefore && readsOuter(loop, name) || st.readAfter(name, loop) {
			c.errorf(us[0].pos, "parallel-dependence", "make it a reduction (x += ...), or give it a value in every iteration and use it only inside the loop",
				"%s is assigned in the prange loop at line %d and also used outside it; its value there would depend on the order the iterations run in", name, loop.Line)
		}
	}
	st.carried(loop, updates, pl)
	st.info.Parallel[loop] = pl
}

// carried reports a variable of the loop read in an iteration before that iteration assigns
// it: its value would come from another iteration (Numba rejects it as not defined).
func (st *fnState) carried(loop *translate.For, updates map[string][]update, pl *ParLoop) {
	private := map[string]bool{}
	for name := range updates {
		private[name] = true
	}
	for _, r := range pl.Reductions {
		delete(private, r.Var)
	}
	if n, ok := loop.Target.(*translate.Name); ok {
		delete(private, n.Id)
	}
	reported := map[string]bool{}
	check := func(e translate.Expr, def map[string]bool) {
		walkExprNames(e, func(n *translate.Name) {
			if private[n.Id] && !def[n.Id] && !reported[n.Id] && !st.definedOutside(n.Id, loop) {
				reported[n.Id] = true
				st.c.errorf(n.Pos, "parallel-dependence", "assign the variable earlier in the same iteration",
					"%s is read here before this iteration of the prange loop at line %d assigns it", n.Id, loop.Line)
			}
		})
	}
	copySet := func(m map[string]bool) map[string]bool {
		c := map[string]bool{}
		for k, v := range m {
			c[k] = v
		}
		return c
	}
	var walk func(body []translate.Stmt, def map[string]bool)
	walk = func(body []translate.Stmt, def map[string]bool) {
		for _, s := range body {
			switch s := s.(type) {
			case *translate.Assign:
				check(s.Value, def)
				for _, t := range s.Targets {
					readsOfTarget(t, func(n *translate.Name) { check(n, def) })
					for _, n := range translate.BoundNames(t) {
						def[n.Id] = true
					}
				}
			case *translate.AugAssign:
				check(s.Value, def)
				check(s.Target, def)
			case *translate.If:
				check(s.Test, def)
				a, b := copySet(def), copySet(def)
				walk(s.Body, a)
				walk(s.Else, b)
				for k := range a {
					if b[k] {
						def[k] = true
					}
				}
			case *translate.For:
				check(s.Iter, def)
				inner := copySet(def)
				for _, n := range translate.BoundNames(s.Target) {
					inner[n.Id] = true
				}
				walk(s.Body, inner)
				walk(s.Else, copySet(def))
			case *translate.While:
				check(s.Test, def)
				walk(s.Body, copySet(def))
				walk(s.Else, copySet(def))
			case *translate.Return:
				check(s.Value, def)
			case *translate.ExprStmt:
				check(s.X, def)
			case *translate.Raise:
				check(s.Exc, def)
			case *translate.Assert:
				check(s.Test, def)
				check(s.Msg, def)
			}
		}
	}
	walk(loop.Body, map[string]bool{})
}

// reductionOp maps an augmented assignment operator to its reduction, or -1.
func reductionOp(op translate.Op) translate.Op {
	switch op {
	case translate.Add, translate.Sub:
		return translate.Add
	case translate.Mul, translate.BitOr, translate.BitAnd, translate.BitXor:
		return op
	}
	return -1
}

// selfUpdate recognizes x = x op e, x = e op x (for commutative op), x = min(x, e) and
// x = max(x, e); it returns the reduction and the read of x it contains.
func selfUpdate(name string, v translate.Expr) (translate.Op, *translate.Name) {
	isSelf := func(e translate.Expr) *translate.Name {
		if n, ok := e.(*translate.Name); ok && n.Id == name {
			return n
		}
		return nil
	}
	switch v := v.(type) {
	case *translate.BinOp:
		op := reductionOp(v.Op)
		if op < 0 {
			return -1, nil
		}
		if n := isSelf(v.X); n != nil && !mentions(v.Y, name) {
			return op, n
		}
		if n := isSelf(v.Y); n != nil && v.Op != translate.Sub && !mentions(v.X, name) {
			return op, n
		}
	case *translate.Call:
		f, ok := v.Func.(*translate.Name)
		if !ok || (f.Id != "min" && f.Id != "max") || len(v.Args) != 2 || len(v.Keywords) > 0 {
			return -1, nil
		}
		op := translate.Lt
		if f.Id == "max" {
			op = translate.Gt
		}
		if n := isSelf(v.Args[0]); n != nil && !mentions(v.Args[1], name) {
			return op, n
		}
		if n := isSelf(v.Args[1]); n != nil && !mentions(v.Args[0], name) {
			return op, n
		}
	}
	return -1, nil
}

func mentions(e translate.Expr, name string) bool {
	found := false
	walkExprNames(e, func(n *translate.Name) {
		if n.Id == name {
			found = true
		}
	})
	return found
}

// definedOutside reports whether name is a parameter or is assigned outside the loop.
func (st *fnState) definedOutside(name string, loop *translate.For) bool {
	for _, p := range st.spec.Def.Params {
		if p.Name == name {
			return true
		}
	}
	found := false
	var scan func(body []translate.Stmt)
	scan = func(body []translate.Stmt) {
		for _, s := range body {
			if s == translate.Stmt(loop) {
				continue
			}
			switch s := s.(type) {
			case *translate.For:
				for _, n := range translate.BoundNames(s.Target) {
					found = found || n.Id == name
				}
				scan(s.Body)
				scan(s.Else)
			case *translate.While:
				scan(s.Body)
				scan(s.Else)
			case *translate.If:
				scan(s.Body)
				scan(s.Else)
			case *translate.Try:
				for _, b := range translate.Blocks(s) {
					scan(b)
				}
			case *translate.Assign:
				for _, t := range s.Targets {
					for _, n := range translate.BoundNames(t) {
						found = found || n.Id == name
					}
				}
			case *translate.AugAssign:
				for _, n := range translate.BoundNames(s.Target) {
					found = found || n.Id == name
				}
			case *translate.Declare:
				found = found || s.Name == name
			}
		}
	}
	scan(st.spec.Def.Body)
	return found
}

// walkReads calls fn for every name read by the statements (not the names they bind).
func walkReads(body []translate.Stmt, fn func(*translate.Name)) {
	for _, s := range body {
		switch s := s.(type) {
		case *translate.Assign:
			walkExprNames(s.Value, fn)
			for _, t := range s.Targets {
				readsOfTarget(t, fn)
			}
		case *translate.AugAssign:
			walkExprNames(s.Value, fn)
			if n, ok := s.Target.(*translate.Name); ok {
				fn(n) // x += e reads x
			} else {
				readsOfTarget(s.Target, fn)
			}
		case *translate.For:
			walkExprNames(s.Iter, fn)
			readsOfTarget(s.Target, fn)
			walkReads(s.Body, fn)
			walkReads(s.Else, fn)
		case *translate.While:
			walkExprNames(s.Test, fn)
			walkReads(s.Body, fn)
			walkReads(s.Else, fn)
		case *translate.If:
			walkExprNames(s.Test, fn)
			walkReads(s.Body, fn)
			walkReads(s.Else, fn)
		case *translate.Try:
			for _, h := range s.Handlers {
				walkExprNames(h.Type, fn)
			}
			for _, b := range translate.Blocks(s) {
				walkReads(b, fn)
			}
		case *translate.Return:
			walkExprNames(s.Value, fn)
		case *translate.ExprStmt:
			walkExprNames(s.X, fn)
		case *translate.Raise:
			walkExprNames(s.Exc, fn)
		case *translate.Assert:
			walkExprNames(s.Test, fn)
			walkExprNames(s.Msg, fn)
		case *translate.FuncStmt:
			walkReads(s.Func.Body, fn)
		}
	}
}

// readsOfTarget reports the names an assignment target reads: the array and indexes of a[i].
func readsOfTarget(t translate.Expr, fn func(*translate.Name)) {
	switch t := t.(type) {
	case *translate.Subscript:
		walkExprNames(t.X, fn)
		walkExprNames(t.Index, fn)
	case *translate.Attribute:
		walkExprNames(t.X, fn)
	case *translate.Tuple:
		for _, x := range t.Elts {
			readsOfTarget(x, fn)
		}
	case *translate.List:
		for _, x := range t.Elts {
			readsOfTarget(x, fn)
		}
	}
}

// walkExprNames calls fn for every name in an expression.
func walkExprNames(e translate.Expr, fn func(*translate.Name)) {
	if e == nil {
		return
	}
	switch e := e.(type) {
	case *translate.Name:
		fn(e)
	case *translate.BinOp:
		walkExprNames(e.X, fn)
		walkExprNames(e.Y, fn)
	case *translate.UnaryOp:
		walkExprNames(e.X, fn)
	case *translate.BoolOp:
		for _, v := range e.Values {
			walkExprNames(v, fn)
		}
	case *translate.Compare:
		walkExprNames(e.X, fn)
		for _, y := range e.Ys {
			walkExprNames(y, fn)
		}
	case *translate.Call:
		walkExprNames(e.Func, fn)
		for _, a := range e.Args {
			walkExprNames(a, fn)
		}
		for _, k := range e.Keywords {
			walkExprNames(k.Value, fn)
		}
	case *translate.Attribute:
		walkExprNames(e.X, fn)
	case *translate.Subscript:
		walkExprNames(e.X, fn)
		walkExprNames(e.Index, fn)
	case *translate.Slice:
		walkExprNames(e.Lo, fn)
		walkExprNames(e.Hi, fn)
		walkExprNames(e.Step, fn)
	case *translate.Tuple:
		for _, x := range e.Elts {
			walkExprNames(x, fn)
		}
	case *translate.List:
		for _, x := range e.Elts {
			walkExprNames(x, fn)
		}
	case *translate.IfExp:
		walkExprNames(e.Test, fn)
		walkExprNames(e.Body, fn)
		walkExprNames(e.Else, fn)
	case *translate.FString:
		for _, p := range e.Parts {
			walkExprNames(p.X, fn)
		}
	case *translate.Starred:
		walkExprNames(e.X, fn)
	case *translate.Yield:
		walkExprNames(e.X, fn)
	}
}
