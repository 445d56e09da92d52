package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// emittedReads returns the local names that the Go emitted for a function body reads, and
// among them those read inside nested functions. Go rejects a variable that is declared and
// never read, and planVars declares exactly the names returned here, so the walk mirrors
// what stmt and exprP emit:
//
//   - a pure value stored only into names nobody reads is not emitted (assignTo, augAssign),
//     and neither are the reads in it: x = i with x unread does not read i;
//   - a pure expression statement, and a pure value returned from a function without a
//     result, are not emitted;
//   - only the branch a constant condition takes is emitted, and the test of neither an
//     if with a constant test nor of a while loop emitted as for { ... };
//   - an expression with a constant value is emitted as a literal, without its operands;
//   - statements after one that terminates in Go are dead code, not emitted (block).
//
// Dropping reads makes more stores dead, so the walk repeats until the set is stable.
// A nested function reads, and captures, what its own emitted body reads of the names it
// does not bind.
//
// It also returns, per for loop, the names its body reads: a variable each loop declares for
// itself (a loop-owned target, a private variable of a parallel loop) is read only if its
// own loop reads it.
func (fe *funcEmitter) emittedReads(body []translate.Stmt) (read, captured map[string]bool, loopRead map[*translate.For]map[string]bool) {
	var live map[string]bool // nil: in the first round every name counts as read
	for {
		w := &readWalk{fe: fe, live: live, read: map[string]bool{}, captured: map[string]bool{}, loopRead: map[*translate.For]map[string]bool{}}
		for _, n := range fe.spec.Def.Nonlocals {
			w.read[n] = true // the enclosing function's variable: every store to it counts
		}
		w.block(body)
		if live != nil && len(w.read) == len(live) {
			return w.read, w.captured, w.loopRead // reads only ever shrink: same size, same set
		}
		live = w.read
	}
}

// readWalk is one round of emittedReads.
type readWalk struct {
	fe             *funcEmitter
	live           map[string]bool // names read in the previous round (nil: all)
	read, captured map[string]bool
	loopRead       map[*translate.For]map[string]bool
	loops          []map[string]bool // reads of the bodies of the loops being walked
}

func (w *readWalk) isRead(name string) bool { return w.live == nil || w.live[name] }

// mark records a read of name.
func (w *readWalk) mark(name string) {
	w.read[name] = true
	for _, l := range w.loops {
		l[name] = true
	}
}

func (w *readWalk) block(body []translate.Stmt) {
	for _, s := range liveStmts(w.fe, body) {
		w.stmt(s)
	}
}

func (w *readWalk) stmt(s translate.Stmt) {
	info := w.fe.info
	switch s := s.(type) {
	case *translate.Assign:
		w.assign(s)
	case *translate.AugAssign:
		// A list or set is updated in place (a += [1], s |= t): other names may see it, so
		// the statement runs, and reads the target, like an array's.
		if n, ok := s.Target.(*translate.Name); ok && arrayOf(info.Types[s.Target]) == nil &&
			listOf(info.Types[s.Target]) == nil && setOf(info.Types[s.Target]) == nil {
			if info.Raising[s.Value] {
				// x %= 0 raises: the operation runs whether or not x is read later, and it
				// reads x.
				w.expr(s.Target)
				w.expr(s.Value)
				return
			}
			if w.isRead(n.Id) || !isPure(s.Value) {
				w.expr(s.Value) // x op= v, or _ = v for an unread x
			}
			return
		}
		w.target(s.Target, true)
		w.expr(s.Value)
	case *translate.If:
		if v, ok := info.Consts[s.Test]; ok {
			if constant.Sign(boolInt(v)) != 0 {
				w.block(s.Body)
			} else {
				w.block(s.Else)
			}
			return
		}
		w.expr(s.Test)
		w.block(s.Body)
		w.block(s.Else)
	case *translate.While:
		if !w.fe.infinite(s) {
			w.expr(s.Test)
		}
		w.block(s.Body)
		w.block(s.Else)
	case *translate.Try:
		for _, b := range translate.Blocks(s) {
			w.block(b)
		}
	case *translate.For:
		w.target(s.Target, false)
		if t, ok := info.Types[s.Iter].(*typer.Tuple); !ok || len(t.Elems) > 0 || !isPure(s.Iter) {
			w.expr(s.Iter) // a loop over an empty tuple ranges over nothing, reading nothing
		}
		inner := map[string]bool{}
		w.loops = append(w.loops, inner)
		w.block(s.Body)
		w.loops = w.loops[:len(w.loops)-1]
		w.loopRead[s] = inner
		w.block(s.Else)
	case *translate.Return:
		if s.Value != nil && (!isNone(w.fe.spec.Result) || !isPure(s.Value)) {
			w.expr(s.Value)
		}
	case *translate.ExprStmt:
		if effects, ok := w.fe.refEffects(s.X); ok {
			for _, e := range effects {
				w.expr(e)
			}
		} else if !isPure(s.X) {
			w.expr(s.X)
		}
	case *translate.FuncStmt:
		for _, p := range s.Func.Params {
			if p.Default != nil {
				w.expr(p.Default) // evaluated here
			}
		}
		// Each specialization is a closure: the names it reads and does not bind are ours, and
		// so are those it assigns as nonlocal.
		if len(info.Funcs[s.Func]) > 0 {
			for _, name := range s.Func.Nonlocals {
				w.mark(name)
				w.captured[name] = true
			}
		}
		for _, sp := range info.Funcs[s.Func] {
			for name := range w.fe.readsOf(sp) {
				if !sp.Info.Locals[name] {
					w.mark(name)
					w.captured[name] = true
				}
			}
		}
	default: // raise, assert
		eachExpr(s, w.expr)
	}
}

// assign mirrors assignTo and assign: what an assignment emits depends on which of its
// target names are read.
func (w *readWalk) assign(s *translate.Assign) {
	if len(s.Targets) == 1 {
		if lit, ok := s.Value.(*translate.Tuple); ok {
			if elts := targetElts(s.Targets[0]); len(elts) == len(lit.Elts) && allNames(elts) {
				// a, b = x, y: element by element.
				for i, t := range elts {
					if w.isRead(t.(*translate.Name).Id) || !isPure(lit.Elts[i]) {
						w.expr(lit.Elts[i])
					}
				}
				return
			}
		}
	}
	if w.deadStore(s.Targets) && isPure(s.Value) && !w.unpacksChecked(s) {
		return
	}
	for _, t := range s.Targets {
		w.target(t, false)
	}
	w.expr(s.Value)
}

// unpacksChecked reports whether s unpacks an array, list, set, dict or range into a tuple of
// targets (x, y = a): its length check runs (storeElems), and reads the value, even when no
// target is read.
func (w *readWalk) unpacksChecked(s *translate.Assign) bool {
	if _, elem := unpackSeq(jen.Null(), w.fe.typeOf(s.Value), 0); elem == nil {
		return false
	}
	for _, t := range s.Targets {
		if targetElts(t) != nil {
			return true
		}
	}
	return false
}

// deadStore reports whether targets are names (or tuples of names) that nobody reads.
func (w *readWalk) deadStore(targets []translate.Expr) bool {
	for _, t := range targets {
		switch t := t.(type) {
		case *translate.Name:
			if w.isRead(t.Id) {
				return false
			}
		case *translate.Tuple, *translate.List:
			if !w.deadStore(targetElts(t)) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// target counts the reads in an assignment target: the array and the index of a[i] = v
// (and the array itself for a += b on an array name), not the names it binds.
func (w *readWalk) target(t translate.Expr, inPlace bool) {
	switch t := t.(type) {
	case *translate.Name:
		if inPlace {
			w.mark(t.Id)
		}
	case *translate.Tuple:
		for _, e := range t.Elts {
			w.target(e, false)
		}
	case *translate.List:
		for _, e := range t.Elts {
			w.target(e, false)
		}
	case *translate.Starred:
		w.target(t.X, false)
	default:
		w.expr(t)
	}
}

// expr counts the names an expression reads where exprP emits them.
func (w *readWalk) expr(e translate.Expr) {
	info := w.fe.info
	walkExprPruned(e, func(n translate.Node) bool {
		x, ok := n.(translate.Expr)
		if !ok {
			return true
		}
		if _, ok := info.Floats[x]; ok {
			return false // a literal
		}
		if v, ok := info.Consts[x]; ok && (v.Kind() == constant.String || basic(info.Types[x]) != nil) {
			return false // a literal
		}
		if st, ok := x.(*translate.Starred); ok {
			if t, ok := info.Types[st.X].(*typer.Tuple); ok && len(t.Elems) == 0 {
				return false // f(*args) with args == (): the call passes nothing
			}
		}
		if call, ok := x.(*translate.Call); ok {
			if _, fn := info.Types[call.Func].(*typer.FuncRef); fn && !isName(call.Func) {
				// z["A"][0](5), an item of a literal list or tuple that is a function: the
				// call names the function, and the expression that selects it is not emitted.
				for _, a := range call.Args {
					w.expr(a)
				}
				for _, k := range call.Keywords {
					w.expr(k.Value)
				}
				return false
			}
		}
		if name, ok := x.(*translate.Name); ok {
			w.mark(name.Id)
		}
		return true
	})
}

// readsOf returns the names the emitted body of a nested function's specialization reads. It
// does not depend on what the enclosing function reads, so each fixpoint round reuses it.
func (fe *funcEmitter) readsOf(sp *typer.Spec) map[string]bool {
	if r, ok := fe.nestedReads[sp]; ok {
		return r
	}
	inner := &funcEmitter{e: fe.e, spec: sp, info: sp.Info}
	r, _, _ := inner.emittedReads(sp.Def.Body)
	if fe.nestedReads == nil {
		fe.nestedReads = map[*typer.Spec]map[string]bool{}
	}
	fe.nestedReads[sp] = r
	return r
}
