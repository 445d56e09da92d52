package typer

import (
	"go/constant"
	"slices"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// boolValue turns a bool constant into 0 or 1 so that its sign is its truth.
func boolValue(v constant.Value) constant.Value {
	if v.Kind() == constant.Bool {
		if constant.BoolVal(v) {
			return constant.MakeInt64(1)
		}
		return constant.MakeInt64(0)
	}
	if v.Kind() == constant.Complex {
		if constant.Sign(constant.Real(v)) != 0 || constant.Sign(constant.Imag(v)) != 0 {
			return constant.MakeInt64(1)
		}
		return constant.MakeInt64(0)
	}
	return v
}

// fnState is the state of one inference pass over one specialization.
type fnState struct {
	views   *viewUses // where packed field views stand, built on first use (record_views.go)
	c       *checker
	spec    *Spec
	info    *Info
	changed bool // a variable type widened during this pass
	ret     Type // unified type of the values returned so far
	retSeen bool
	loops   int
	raises  bool
	random  bool
	// npRandom is set when the function draws from NumPy's generator (np.random).
	npRandom bool
	// top is the index in the function body of the top-level assignment being typed, or -1.
	top int
	// loopTarget is set while the target of a top-level for loop is bound (top is the loop's
	// index): a binding that may not happen (no iterations), split only when it cannot unify.
	loopTarget bool
	// binding is the type of each variable's current binding in this pass: the value of its
	// last top-level assignment, unified with the assignments nested in loops and branches.
	binding map[string]Type
	funcs   map[string]*funcEntry // nested functions defined so far, by name
	// nonNegVars are loop variables that only ever count up from a non-negative start, with
	// that start: indexing with them (or with them minus at most the start) needs no
	// wrap-around.
	nonNegVars map[string]int64
	// bounds are the enclosing range loops whose counters are known below their stops
	// (loopbound.go), innermost last.
	bounds []loopBound
	// finally holds, per enclosing finally clause, the loop depth at the clause.
	finally []int
	// narrowed are the optional variables proven not None here (optional.go).
	narrowed map[string]bool
	// inline is set while typing the statements of the branch a constant condition takes in
	// an if statement at the top level of the body (or in such a branch): they run
	// unconditionally, as top-level statements do. inlineAssign is set while such a
	// statement assigns.
	inline, inlineAssign bool
	// params is set while begin binds the parameters.
	params bool
	// yieldT is the unified type of the values a generator yields so far; prangeDepth and
	// tryDepth count the enclosing prange loops (yield is rejected there) and try statements.
	yieldT                Type
	prangeDepth, tryDepth int
	// handlers counts the enclosing except clauses, where a bare raise re-raises.
	handlers int
	// truthOps are the and/or expressions evaluated only for their truth (truthContext).
	truthOps map[*translate.BoolOp]bool
	// caught holds the names the except clauses being typed bind (except C as e): Python
	// deletes such a name at the end of its clause.
	caught []string
}

// infer runs inference passes over s until its variable types are stable, then updates
// s.Result, s.Raises and s.UsesRandom. It reports whether any of those changed.
func (c *checker) infer(s *Spec) bool {
	defer func(prev *Spec) { c.inSpec = prev }(c.inSpec)
	c.inSpec = s
	var st *fnState
	for range maxPasses {
		st = &fnState{c: c, spec: s, info: newInfo(), funcs: map[string]*funcEntry{}, top: -1}
		st.begin()
		st.block(s.Def.Body)
		if !st.changed {
			break
		}
	}
	if s.IsParallel() {
		st.parallelLoops(s.Def.Body)
	}
	st.checkLists()
	changed := false
	if s.Def.Generator {
		if r := st.generatorResult(); r != nil && (s.Result == nil || !Identical(r, s.Result)) {
			s.Result = r
			changed = true
		}
	} else if !s.Declared {
		r := st.ret
		if !st.retSeen || fallsOff(s.Def.Body, st.info.Consts) {
			r = unifyNone(r, st.retSeen)
		}
		if r != nil && (s.Result == nil || !Identical(r, s.Result)) {
			s.Result = r
			changed = true
		}
	}
	if st.raises && !s.Raises {
		s.Raises = true
		changed = true
	}
	if st.random && !s.UsesRandom {
		s.UsesRandom = true
		changed = true
	}
	if st.npRandom && !s.UsesNPRandom {
		s.UsesNPRandom = true
		changed = true
	}
	for k, v := range s.vars {
		st.info.Vars[k] = v
	}
	st.proveSigns(s.Def.Body)
	for def := range st.info.Funcs {
		st.info.Funcs[def] = c.nested[nestKey{def: def, parent: s}].specs
	}
	s.Info = st.info
	return changed
}

// unifyNone adds the implicit `return None` at the end of a function body.
func unifyNone(r Type, seen bool) Type {
	if !seen || r == nil {
		if r == nil && seen {
			return nil
		}
		return NoneType{}
	}
	if _, ok := r.(NoneType); ok {
		return r
	}
	if u := unify(r, NoneType{}); u != nil {
		return u // a value on some paths, None at the end: Optional
	}
	return r // a function that falls off the end on some path: checked in the final pass
}

// begin binds the parameters and finds the function's local names.
func (st *fnState) begin() {
	s := st.spec
	st.params = true
	for i, p := range s.Def.Params {
		if i < len(s.Params) {
			st.setVar(p.Name, s.Params[i], p.Pos)
		}
	}
	st.params = false
	if s.Def.Vararg != nil && s.Vararg != nil {
		st.setVar(s.Def.Vararg.Name, s.Vararg, s.Def.Vararg.Pos)
	}
	for _, p := range s.Def.Params {
		st.info.Locals[p.Name] = true
	}
	if s.Def.Vararg != nil {
		st.info.Locals[s.Def.Vararg.Name] = true
	}
	assignedNames(s.Def.Body, st.info.Locals)
	for _, n := range s.Def.Nonlocals {
		delete(st.info.Locals, n) // the enclosing function's variable
	}
	st.bindLocals()
	st.nonNegVars = countingVars(s.Def)
}

// countingVars returns the names bound only as the target of for loops over range(stop) or
// range(start, stop[, step]) with a non-negative constant start and a positive constant step.
func countingVars(def *translate.FuncDef) map[string]int64 {
	good, bad := map[string]int64{}, map[string]bool{}
	for _, p := range def.Params {
		bad[p.Name] = true
	}
	nonlocalNames(def.Body, bad) // a nested function may assign them
	nonNegConst := func(e translate.Expr, positive bool) bool {
		k, ok := e.(*translate.Const)
		if !ok || k.Kind != translate.IntConst {
			return false
		}
		if positive {
			return sign(k.Value) > 0
		}
		return sign(k.Value) >= 0
	}
	var walk func(body []translate.Stmt)
	walk = func(body []translate.Stmt) {
		other := map[string]bool{}
		for _, s := range body {
			switch s := s.(type) {
			case *translate.For:
				n, isName := s.Target.(*translate.Name)
				call, isCall := s.Iter.(*translate.Call)
				ok := isName && isCall
				if ok {
					p := translate.DottedName(call.Func)
					ok = p == "range" || p == "prange" || p == "numba.prange" || p == "nb.prange"
					switch len(call.Args) {
					case 1:
					case 2:
						ok = ok && nonNegConst(call.Args[0], false)
					case 3:
						ok = ok && nonNegConst(call.Args[0], false) && nonNegConst(call.Args[2], true)
					default:
						ok = false
					}
				}
				if ok {
					var start int64
					if len(call.Args) > 1 {
						start, _ = constant.Int64Val(call.Args[0].(*translate.Const).Value)
					}
					if old, seen := good[n.Id]; !seen || start < old {
						good[n.Id] = start
					}
				} else {
					assignedNames([]translate.Stmt{&translate.Assign{Targets: []translate.Expr{s.Target}}}, other)
				}
				walk(s.Body)
				walk(s.Else)
			case *translate.While:
				walk(s.Body)
				walk(s.Else)
			case *translate.If:
				walk(s.Body)
				walk(s.Else)
			case *translate.Try:
				for _, b := range translate.Blocks(s) {
					walk(b)
				}
			default:
				assignedNames([]translate.Stmt{s}, other)
			}
		}
		for k := range other {
			bad[k] = true
		}
	}
	walk(def.Body)
	for k := range bad {
		delete(good, k)
	}
	return good
}

// assignedNames adds to out every name a body binds (its Python locals).
func assignedNames(body []translate.Stmt, out map[string]bool) {
	var target func(e translate.Expr)
	target = func(e translate.Expr) {
		switch e := e.(type) {
		case *translate.Name:
			out[e.Id] = true
		case *translate.Tuple:
			for _, x := range e.Elts {
				target(x)
			}
		case *translate.List:
			for _, x := range e.Elts {
				target(x)
			}
		}
	}
	for _, s := range body {
		switch s := s.(type) {
		case *translate.Assign:
			for _, t := range s.Targets {
				target(t)
			}
		case *translate.AugAssign:
			target(s.Target)
		case *translate.Declare:
			out[s.Name] = true
		case *translate.For:
			target(s.Target)
			assignedNames(s.Body, out)
			assignedNames(s.Else, out)
		case *translate.While:
			assignedNames(s.Body, out)
			assignedNames(s.Else, out)
		case *translate.If:
			assignedNames(s.Body, out)
			assignedNames(s.Else, out)
		case *translate.Try:
			for _, h := range s.Handlers {
				if h.Name != "" {
					out[h.Name] = true
				}
			}
			for _, b := range translate.Blocks(s) {
				assignedNames(b, out)
			}
		}
	}
}

// setVar widens the type of a variable with t.
func (st *fnState) setVar(name string, t Type, at translate.Pos) {
	if t == nil {
		return
	}
	s := st.spec
	if st.declaredLocal(name, t, at) {
		return
	}
	old, ok := s.vars[name]
	if !ok || old == nil {
		s.vars[name] = t
		s.varPos[name] = at
		st.changed = true
		return
	}
	prev, bound := st.binding[name]
	if st.binding == nil {
		st.binding = map[string]Type{}
	}
	if st.deadNone(name, t, old, prev, bound) {
		return
	}
	if st.top >= 0 && bound && !Identical(prev, t) && (!st.loopTarget || unify(prev, t) == nil) && st.splittable(name) {
		// A new binding in straight-line code with another type: Numba's SSA form types it
		// separately, so from here on it is another variable.
		if st.c.final {
			// Splits name statements of the module's function: a specialization that binds
			// left-out parameters (translate.BindDefaults) has statements before them.
			def := s.fn.def
			top := st.top - (len(s.Def.Body) - len(def.Body))
			st.c.splits[def] = append(st.c.splits[def], translate.Split{Var: name, Stmt: top})
		}
		st.binding[name] = t
		return
	}
	if st.top >= 0 || !bound {
		st.binding[name] = t
	} else if b := unify(prev, t); b != nil {
		st.binding[name] = b
	}
	u := unify(old, t)
	if u == nil {
		first := s.varPos[name]
		st.c.errorf(at, "type-mismatch", "give the variable one type on every path, or use a different name",
			"variable %s is %s here but %s at line %d", name, t, old, first.Line)
		return
	}
	if !Identical(u, old) {
		s.vars[name] = u
		st.changed = true
	}
}

func (st *fnState) block(body []translate.Stmt) {
	for _, s := range body {
		st.stmt(s)
		if st.prunedExit(s) {
			return // dead code after a pruned branch that leaves: Numba never types it
		}
	}
}

// prunedExit reports whether s is an if statement with a constant condition (such as
// isinstance) whose taken branch returns, raises, breaks or continues at its top level, or
// through another such if: as Numba prunes the other branch, the statements after s are dead code, which Numba
// drops untyped (`if not isinstance(x, int): return len(x)` then `return x + 1` for a str x).
// emit's liveStmts stops after s too, since s terminates or jumps in Go.
func (st *fnState) prunedExit(s translate.Stmt) bool {
	ifs, ok := s.(*translate.If)
	if !ok {
		return false
	}
	v, ok := st.info.Consts[ifs.Test]
	if !ok {
		return false
	}
	taken := ifs.Else
	if constant.Sign(boolValue(v)) != 0 {
		taken = ifs.Body
	}
	for _, x := range taken {
		switch x.(type) {
		case *translate.Return, *translate.Raise, *translate.Break, *translate.Continue:
			return true
		}
		if st.prunedExit(x) {
			return true
		}
	}
	return false
}

// stmt types one statement. While it runs, the checker's position is the statement's, so
// that a panic is reported where it happened.
func (st *fnState) stmt(s translate.Stmt) {
	outer := st.c.at
	st.c.at = s.At()
	st.stmt1(s)
	st.c.at = outer
}

func (st *fnState) stmt1(s translate.Stmt) {
	c := st.c
	switch s := s.(type) {
	case *translate.Assign:
		st.top = st.topIndex(s)
		st.inlineAssign = st.top < 0 && st.inline
		defer func() { st.top, st.inlineAssign = -1, false }()
		t := st.expr(s.Value)
		if s.Annot != nil {
			if at, err := (typeResolver{mod: c.mod, classes: c.classes, namedTuples: c.namedTuples, enums: c.enums}).resolve(s.Annot); err == nil {
				for _, tg := range s.Targets {
					if n, ok := tg.(*translate.Name); ok {
						st.setVar(n.Id, at, n.Pos)
					}
				}
			} else {
				c.errorf(s.Annot.At(), "bad-signature", "", "annotation: %v", err)
			}
		}
		for _, tg := range s.Targets {
			st.assign(tg, t, s.Value)
		}
	case *translate.AugAssign:
		xt := st.expr(s.Target)
		yt := st.enumValue(s.Value, st.expr(s.Value))
		op := s.Op
		if s.Matmul {
			op = translate.MatMul
		}
		if l := ListOf(xt); l != nil && l.Elem != nil && op == translate.Add && ListOf(yt) != nil {
			// l += other extends l in place: as Numba, l keeps its type and the items are
			// converted to it (where l + other would unify the item types).
			if _, ok := s.Target.(*translate.Name); ok {
				el := st.iterElemOf(s.Value, yt)
				if el == nil {
					return
				}
				if st.refineList(s.Target, l, el, s.Value.At(), false) != nil {
					st.info.Aug[s] = l
				}
				return
			}
		}
		if sub, ok := s.Target.(*translate.Subscript); ok && st.info.Dunders[sub] != nil && !(isPlainOperand(sub.X) && isPlainOperand(sub.Index)) {
			c.errorf(s.Pos, "unsupported-feature", "bind the instance and the key to names first", "x[k] op= v of a jitclass instance needs x and k to be names or constants (pygo evaluates them for __getitem__ and again for __setitem__)")
			return
		}
		if cl, ok := xt.(*Class); ok && yt != nil {
			if rt := st.classBinary(nil, s, s.Pos, op, s.Target, s.Value, cl, yt); rt != nil {
				st.info.Aug[s] = rt
				st.assign(s.Target, rt, nil)
			}
			return
		}
		if xt != nil && yt != nil && (isDatetime(xt) || isDatetime(yt)) && !isArray(xt) && !isArray(yt) {
			st.datetimeAugAssign(s, op, xt, yt)
			return
		}
		rt := st.binary(s.Pos, op, s.Target, s.Value, xt, yt)
		if xa, ok := xt.(*Array); ok {
			if b, ok := rt.(*Basic); ok && xa.Ndim == 0 {
				rt = NewArray(b, 0, LayoutC) // a 0-d array updated in place stays an array
			}
			// In place, as NumPy: the result is cast back to the array's type.
			if ra, ok := rt.(*Array); ok {
				if !sameKindCast(ra.Dtype, xa.Dtype) {
					c.errorf(s.Pos, "type-mismatch", "write the result to a new array instead", "cannot cast the %s result of %s= to the array's %s", ra.Dtype, op, xa.Dtype)
					return
				}
				if ra.Ndim > xa.Ndim {
					c.errorf(s.Pos, "type-mismatch", "", "the right side has %d dimensions, more than the array's %d", ra.Ndim, xa.Ndim)
					return
				}
				st.info.Aug[s] = rt
				if isArray(yt) {
					st.raises = true // the right side may not broadcast to the array
				}
			}
			if sub, ok := s.Target.(*translate.Subscript); ok {
				st.expr(sub.X)
			}
			return
		}
		if rt != nil {
			st.info.Aug[s] = rt
			if b, ok := rt.(*Basic); ok && (op == translate.Div || op == translate.FloorDiv || op == translate.Mod || op == translate.Pow) {
				st.markDivision(s.Value, op, b, yt)
			}
		}
		readT := st.info.Types[s.Target]
		st.assign(s.Target, rt, nil)
		if n, ok := s.Target.(*translate.Name); ok && isOptional(st.spec.vars[n.Id]) && readT != nil {
			// An optional variable: the operation reads its value (proven not None, or
			// checked), and the result is stored as an optional value.
			st.info.Types[n] = readT
		}
	case *translate.Declare:
		t, err := (typeResolver{mod: c.mod, classes: c.classes, namedTuples: c.namedTuples, enums: c.enums}).resolve(s.Annot)
		if err != nil {
			c.errorf(s.Annot.At(), "bad-signature", "", "annotation: %v", err)
			return
		}
		st.setVar(s.Name, t, s.Pos)
	case *translate.If:
		st.test(s.Test)
		if v, ok := st.info.Consts[s.Test]; ok {
			// Numba prunes branches whose condition is a constant (a literal or a global).
			inline := st.inline
			st.inline = inline || st.isTop(s)
			if constant.Sign(boolValue(v)) != 0 {
				st.block(s.Body)
			} else {
				st.block(s.Else)
			}
			st.inline = inline
			return
		}
		inline := st.inline
		st.inline = false
		defer func() { st.inline = inline }()
		st.ifNarrowing(s)
	case *translate.While:
		inline := st.inline
		st.inline = false
		defer func() { st.inline = inline }()
		st.forget(s.Body)
		entry := st.narrowed
		st.test(s.Test)
		onTrue, _ := narrowing(s.Test)
		st.narrow(onTrue) // each iteration starts where the test held: `while cur is not None:`
		st.loops++
		st.block(s.Body)
		st.loops--
		st.narrowed = entry // the test is false after the loop, or a break left it
		st.block(s.Else)
		st.afterLoop(entry)
	case *translate.For:
		inline := st.inline
		st.inline = false
		defer func() { st.inline = inline }()
		st.forget(s.Body)
		entry := st.narrowed
		st.forStmt(s)
		st.afterLoop(entry)
	case *translate.Break, *translate.Continue:
		st.leavesFinally(s)
		if st.loops == 0 {
			c.errorf(s.At(), "syntax-error", "", "%s outside a loop", map[bool]string{true: "break", false: "continue"}[isBreak(s)])
		}
	case *translate.Pass:
	case *translate.Return:
		st.leavesFinally(s)
		var t Type = NoneType{}
		if st.spec.Def.Generator {
			if s.Value != nil {
				c.errorf(s.Value.At(), "unsupported-feature", "end the generator with a bare return", "a generator cannot return a value")
			}
			return
		}
		if s.Value != nil {
			t = st.expr(s.Value)
		}
		st.retSeen = true
		if t == nil {
			return
		}
		switch t.(type) {
		case *Basic, *Datetime, *Tuple, *Array, NoneType, StrType, *List, *Optional, RangeType, *Class, *Set, *Dict, *DictView, *Iterator, *Enum, *MachInfo:
		case *Generator:
			t = held(t) // returned to the caller as a resumable iterator
		default: // a module, a function, a class: not a value
			c.errorf(s.Value.At(), "type-mismatch", "call the function or return a value computed from it", "cannot return %s: it is not a value", t)
			return
		}
		if st.spec.Declared {
			if o, ok := t.(*Optional); ok && canConvert(o.Elem, st.spec.Result) {
				t = st.unwrap(s.Value, t) // None raises TypeError, as Numba
			}
			if isIntegerBasic(st.spec.Result) {
				t = st.enumValue(s.Value, t) // an IntEnum member returned as the declared integer
			}
			if !canConvert(t, st.spec.Result) {
				c.errorf(s.Pos, "type-mismatch", "", "cannot return %s from a function declared to return %s", t, st.spec.Result)
			}
			return
		}
		if st.ret == nil {
			st.ret = t
			return
		}
		u := unify(st.ret, t)
		if u == nil {
			c.errorf(s.Pos, "type-mismatch", "return one type on every path", "%s returns %s here but %s elsewhere", st.spec.Def.Name, t, st.ret)
			return
		}
		st.ret = u
	case *translate.ExprStmt:
		if y, ok := s.X.(*translate.Yield); ok {
			st.yieldStmt(y)
			return
		}
		st.unusedEmpty(s.X, st.expr(s.X))
	case *translate.Raise:
		st.raise(s)
	case *translate.Assert:
		st.test(s.Test)
		if s.Msg != nil {
			st.message(s.Msg)
		}
		st.raises = true
	case *translate.FuncStmt:
		st.nestedDef(s.Func)
	case *translate.Try:
		inline := st.inline
		st.inline = false
		defer func() { st.inline = inline }()
		st.tryDepth++
		st.tryStmt(s)
		st.tryDepth--
	case *translate.BadStmt:
		c.errorf(s.Pos, "unsupported-feature", s.Hint, "%s are not supported", s.What)
	default:
		c.errorf(s.At(), "unsupported-feature", "", "this statement is not supported")
	}
}

func isBreak(s translate.Stmt) bool { _, ok := s.(*translate.Break); return ok }

// test types a condition: a scalar or a container (a tuple is true when it has items: its
// length is static), tested for truth as Python does; an array as NumPy tests it (its one
// element, false when empty, ValueError when it has more than one).
func (st *fnState) test(e translate.Expr) {
	st.truthContext(e)
	if t := st.expr(e); t != nil {
		st.truthOK(e, t)
	}
}

// truthOK reports whether e, of type t, has a truth value, with a diagnostic if not.
func (st *fnState) truthOK(e translate.Expr, t Type) bool {
	if isOptional(t) {
		st.c.errorf(e.At(), "type-mismatch", "test it with `is None` or `is not None`", "cannot use a %s as a condition", t)
		return false
	}
	if cl, ok := t.(*Class); ok {
		st.classTruth(e, cl)
		return true
	}
	if _, ok := t.(*Basic); !ok && !isList(t) && !isStr(t) && !isDict(t) && !isSet(t) && !isTuple(t) && !isArray(t) {
		st.c.errorf(e.At(), "type-mismatch", "compare the value explicitly", "cannot use a %s as a condition", t)
		return false
	}
	if isArray(t) {
		st.raises = true // ValueError when it has more than one element (kernels.ArrayTruth)
	}
	return true
}

// truthContext marks e, when it is an and/or, as evaluated only for its truth (a condition,
// the operand of not, or an operand of such an and/or): its operands may then be anything
// with a truth value (if name and not name.startswith("#")), and its type is bool.
func (st *fnState) truthContext(e translate.Expr) {
	if b, ok := e.(*translate.BoolOp); ok {
		if st.truthOps == nil {
			st.truthOps = map[*translate.BoolOp]bool{}
		}
		st.truthOps[b] = true
		for _, v := range b.Values {
			st.truthContext(v)
		}
	}
}

// assign binds a target to a value of type t. value is the assigned expression when known,
// so that `a, b = b, a` can be typed element by element.
// unpackedElem returns the type of the items x, y, z = v gives when v is a sequence whose
// length is known only at run time (a 1-d array, a list, a set, a dict's keys or a range);
// nil otherwise.
func unpackedElem(t Type) Type {
	switch t := t.(type) {
	case *Array:
		if t.Ndim == 1 {
			return t.Dtype
		}
	case *List:
		return t.Elem
	case *Set:
		return t.Elem
	case *Dict:
		return t.Key
	}
	if isRange(t) {
		return Int64
	}
	return nil
}

func (st *fnState) assign(target translate.Expr, t Type, value translate.Expr) {
	switch tg := target.(type) {
	case *translate.Name:
		if tg.Id == "_" && !st.readsUnderscore() {
			return // the throwaway name, never read: its values need no common type
		}
		if slices.Contains(st.spec.Def.Nonlocals, tg.Id) {
			st.assignNonlocal(tg, t)
			return
		}
		if t == nil {
			if st.spec.untyped == nil {
				st.spec.untyped = map[string]bool{}
			}
			st.spec.untyped[tg.Id] = true
			return
		}
		switch t.(type) {
		case *Basic, *Datetime, *Tuple, *Array, *Record, *RecordArray, NoneType, *Optional, RangeType, SliceType, *List, StrType, BytesType, *Class, *Dict, *DictView, *LitDict, *LitList, *MachInfo, *ArrayFlags, *Set, *Iterator, *FuncValue, *TypeRef, *Enum:
		case *Generator:
			t = held(t) // g = gen(n): the variable holds the generator as a resumable iterator
		case *FuncRef:
			if st.funcAlias(tg, value) {
				break
			}
			st.assign(target, nil, value)
			return
		default:
			what := t.String()
			if !strings.HasPrefix(what, "the ") {
				what = "a " + what
			}
			st.c.errorf(tg.Pos, "type-mismatch", "call the function or use the value directly", "cannot store %s in variable %s", what, tg.Id)
			return
		}
		st.setVar(tg.Id, t, tg.Pos)
		st.info.Types[tg] = st.spec.vars[tg.Id]
		st.assigned(tg.Id, t)
		st.checkListAlias(tg, t, value)
	case *translate.Tuple, *translate.List:
		elts := targetElts(tg)
		if t == nil {
			for _, el := range elts {
				switch el.(type) {
				case *translate.Name, *translate.Tuple, *translate.List:
					st.assign(el, nil, nil) // reads of the names are not reported again
				}
			}
			return
		}
		if arr, ok := t.(*Array); ok && arr.Ndim == 1 && len(elts) == 0 {
			st.c.errorf(target.At(), "unsupported-feature", "unpack into one or more names", "cannot unpack an array into no targets")
			return
		}
		if elem := unpackedElem(t); elem != nil {
			// x, y, z = seq: its items (a set's in iteration order, a dict's keys), and a
			// ValueError when their count differs.
			st.info.Types[target] = t
			st.raises = true
			for _, x := range elts {
				st.assign(x, elem, nil)
			}
			return
		}
		tt, ok := t.(*Tuple)
		if !ok {
			st.c.errorf(target.At(), "type-mismatch", "unpack a tuple, a list, a set, a dict, a 1-d array or a range", "cannot unpack a %s", t)
			st.assign(target, nil, nil) // the names are not reported again as unassigned
			return
		}
		if len(tt.Elems) != len(elts) {
			st.c.errorf(target.At(), "type-mismatch", "", "cannot unpack a tuple of %d values into %d targets", len(tt.Elems), len(elts))
			return
		}
		st.info.Types[target] = t
		for i, x := range elts {
			st.assign(x, tt.Elems[i], nil)
		}
	case *translate.Subscript:
		if st.storeFieldItem(tg, t) {
			return
		}
		xt := st.unwrapRef(tg.X, st.expr(tg.X))
		if a, ok := xt.(*Array); ok {
			st.storeItem(tg, a, t)
			return
		}
		if st.storeRecordItem(tg, xt, t) {
			return
		}
		if l := ListOf(xt); l != nil {
			st.storeListItem(tg, l, t)
			return
		}
		if d := DictOf(xt); d != nil {
			st.storeDictItem(tg, d, t)
			return
		}
		if cl, ok := xt.(*Class); ok {
			st.classSetItem(tg, cl, t)
			return
		}
		if _, ok := xt.(*LitDict); ok {
			st.litDictMutation(tg.Pos, "item assignment")
			return
		}
		if _, ok := xt.(*LitList); ok {
			st.litListMutation(tg.Pos, "item assignment")
			return
		}
		if xt == nil {
			return // the error that left the target untyped is reported
		}
		st.c.errorf(tg.Pos, "unsupported-feature", "tuples are immutable; build a new tuple instead", "item assignment is not supported for %s", describe(xt))
	case *translate.Attribute:
		st.assignField(tg, t)
	case *translate.Starred:
		st.c.errorf(tg.Pos, "unsupported-feature", "", "starred assignment is not supported")
	default:
		st.c.errorf(target.At(), "syntax-error", "", "cannot assign to this expression")
	}
}

func targetElts(e translate.Expr) []translate.Expr {
	switch e := e.(type) {
	case *translate.Tuple:
		return e.Elts
	case *translate.List:
		return e.Elts
	}
	return nil
}

// forStmt types a for loop over range(...), numba.prange(...) or a homogeneous tuple.
func (st *fnState) forStmt(s *translate.For) {
	c := st.c
	st.forget(s.Body)
	var elem Type
	if call, ok := s.Iter.(*translate.Call); ok && st.isLiteralUnroll(call.Func) {
		elem = st.literalUnroll(s, call)
	} else if call, ok := s.Iter.(*translate.Call); ok && st.isRange(call.Func) {
		elem = st.rangeCall(call)
	} else if call, ok := s.Iter.(*translate.Call); ok && st.isBuiltin(call.Func, "enumerate", "zip") {
		elem = st.enumerateZip(call)
	} else if call, ok := s.Iter.(*translate.Call); ok && st.isNDIter(call) {
		elem = st.ndIter(call)
	} else {
		t := st.expr(s.Iter)
		switch t := t.(type) {
		case nil:
		case *List:
			elem = st.iterElemOf(s.Iter, t)
		case *Generator:
			elem = t.Elem
		case *Iterator:
			elem = t.Elem
		case *Dict:
			elem = t.Key
		case *DictView:
			elem = t.Elem()
		case *Set:
			if elem = t.Elem; elem == nil {
				c.errorf(s.Iter.At(), "unsupported-feature", "add an item first", "cannot infer the item type of this empty set")
			}
		case StrType:
			elem = t
		case BytesType:
			elem = Uint8
		case *Array:
			if !st.unsized(s.Iter, t, "iteration over") {
				break
			}
			if t.Ndim == 1 {
				elem = t.Dtype
			} else {
				elem = NewArray(t.Dtype, t.Ndim-1, rowLayout(t))
			}
		case RangeType:
			elem = Int64
		case *Tuple:
			if len(t.Elems) == 0 {
				elem = Int64
			} else if elem = t.Uniform(); elem == nil {
				if u := unifyAll(t.Elems); u != nil && isBasic(u) {
					elem = u
				} else {
					c.errorf(s.Iter.At(), "unsupported-feature", "use numba.literal_unroll, or a tuple of one type", "cannot iterate over the heterogeneous tuple %s", t)
				}
			}
		case *LitList:
			// As Numba: a literal list of mixed items is iterated with literal_unroll only.
			c.errorf(s.Iter.At(), "unsupported-feature", "use numba.literal_unroll, or a list of one type", "cannot iterate over the literal list of mixed items %s", t)
		default:
			c.errorf(s.Iter.At(), "unsupported-feature", "loop over range(...) or over a tuple", "cannot iterate over %s", t)
		}
	}
	if elem != nil {
		st.top, st.loopTarget = st.topIndex(s), true
		st.assign(s.Target, elem, nil)
		st.top, st.loopTarget = -1, false
	} else {
		for _, n := range translate.BoundNames(s.Target) {
			st.assign(n, nil, nil) // the targets of a loop over an invalid iterable are not reported again
		}
	}
	par := false
	if call, ok := s.Iter.(*translate.Call); ok {
		if n, ok := call.Func.(*translate.Name); !ok || n.Id != "range" {
			par = st.isRange(call.Func)
		}
	}
	if par {
		st.prangeDepth++
	}
	st.loops++
	leave := st.enterLoopBound(s)
	st.block(s.Body)
	leave()
	st.loops--
	if l, ok := st.info.Types[s.Iter].(*List); ok && l.Typed && st.info.MayResizeLists(s.Body) {
		// Numba's typed-list iterator raises RuntimeError when the length changes.
		st.info.MutChecked[s] = true
		st.raises = true
	}
	if par {
		st.prangeDepth--
	}
	st.block(s.Else)
}

func isBasic(t Type) bool { _, ok := t.(*Basic); return ok }

func unifyAll(ts []Type) Type {
	var u Type
	for _, t := range ts {
		if u = unify(u, t); u == nil {
			return nil
		}
	}
	return u
}

// isRange reports whether e names range or numba.prange.
func (st *fnState) isRange(e translate.Expr) bool {
	if n, ok := e.(*translate.Name); ok && n.Id == "range" && !st.info.Locals["range"] {
		if _, imported := st.c.mod.Imports["range"]; !imported {
			return true
		}
	}
	p := st.c.resolvePath(e)
	return p == "numba.prange" || p == "numba.parfors.prange"
}

// rangeCall types range(stop), range(start, stop) or range(start, stop, step).
func (st *fnState) rangeCall(call *translate.Call) Type {
	st.info.Types[call.Func] = &BuiltinRef{Path: "range"}
	if len(call.Keywords) > 0 || len(call.Args) < 1 || len(call.Args) > 3 {
		st.c.errorf(call.Pos, "wrong-arg-count", "", "range takes 1 to 3 integer arguments")
		return nil
	}
	allUnsigned := true
	for _, a := range call.Args {
		t := st.enumValue(a, st.expr(a))
		if t == nil {
			return nil
		}
		b, ok := t.(*Basic)
		if !ok || !isIntLike(b) {
			st.c.errorf(a.At(), "type-mismatch", "convert it with int(...)", "range argument must be an integer, not %s", t)
			return nil
		}
		if !b.IsUnsigned() {
			allUnsigned = false
		}
	}
	if len(call.Args) == 3 {
		if v, ok := st.info.Consts[call.Args[2]]; ok && v.String() == "0" {
			st.c.errorf(call.Args[2].At(), "bad-value", "", "range() arg 3 must not be zero")
		} else if !ok {
			st.raises = true // a zero step raises ValueError at run time
		}
	}
	t := Int64
	if allUnsigned {
		t = Uint64
	}
	st.info.Types[call] = t
	return t
}

// raise types `raise Class`, `raise Class(args)` and `raise e` of a caught exception e.
func (st *fnState) raise(s *translate.Raise) {
	st.raises = true
	if s.Exc == nil {
		if st.handlers == 0 {
			st.c.errorf(s.Pos, "unsupported-feature", "a bare raise re-raises the exception an except clause handles; raise a specific exception class here", "a bare raise outside an except clause is not supported")
		}
		return
	}
	exc := s.Exc
	var args []translate.Expr
	if call, ok := exc.(*translate.Call); ok {
		exc = call.Func
		args = call.Args
		if len(call.Keywords) > 0 {
			st.c.errorf(call.Pos, "unsupported-feature", "", "exception constructors take positional arguments only")
		}
		st.info.Calls[call] = &Call{Kind: CallExc, Args: call.Args}
	}
	t := st.expr(exc)
	if t == (ExcValue{}) && exc == s.Exc {
		return // raise e: the exception object an except clause bound
	}
	ec, ok := t.(*ExcClass)
	if !ok {
		if t != nil {
			st.c.errorf(exc.At(), "type-mismatch", "raise a built-in exception class such as ValueError", "cannot raise %s", t)
		}
		return
	}
	if call, ok := s.Exc.(*translate.Call); ok {
		st.info.Calls[call].Builtin = ec.Name
	}
	for _, a := range args {
		st.message(a)
	}
}

// message types an exception or assertion message argument: a constant, an f-string or a scalar.
func (st *fnState) message(e translate.Expr) {
	t := st.expr(e)
	switch t.(type) {
	case nil, StrType, *Basic, NoneType:
	case *Tuple:
	default:
		st.c.errorf(e.At(), "type-mismatch", "", "cannot use %s in an exception message", t)
	}
}

// nestedDef registers a function defined inside the current one.
func (st *fnState) nestedDef(def *translate.FuncDef) {
	key := nestKey{def: def, parent: st.spec}
	fe := st.c.nested[key]
	if fe == nil {
		fe = &funcEntry{def: def, parent: st.spec, opts: st.spec.Options}
		st.c.nested[key] = fe
	}
	if len(def.Decorators) > 0 {
		st.c.errorf(def.Pos, "unsupported-feature", "nested functions are compiled with their enclosing function; remove the decorator", "decorators on nested functions are not supported")
	}
	if def.Generator { // as Numba: "The use of yield in a closure is unsupported"
		st.c.errorf(def.Pos, "unsupported-feature", "define the generator at module level with @njit and pass it what it reads", "generators defined inside a function are not supported")
	}
	if fe.before == nil {
		fe.before = map[string]*funcEntry{}
		for name, f := range st.funcs {
			if name != def.Name {
				fe.before[name] = f
			}
		}
	}
	st.funcs[def.Name] = fe
	st.info.Funcs[def] = fe.specs
}

// isBuiltin reports whether e names one of the given builtins (not shadowed by a local).
func (st *fnState) isBuiltin(e translate.Expr, names ...string) bool {
	n, ok := e.(*translate.Name)
	if !ok || st.info.Locals[n.Id] {
		return false
	}
	if _, imported := st.c.mod.Imports[n.Id]; imported {
		return false
	}
	for _, name := range names {
		if n.Id == name {
			return true
		}
	}
	return false
}

// iterElem is the type of the values iterating over t gives: the elements of a vector, the
// rows of an array, the elements of a homogeneous tuple.
func (st *fnState) iterElem(x translate.Expr, t Type) Type {
	if !st.unsized(x, t, "iteration over") {
		return nil
	}
	switch t := t.(type) {
	case nil:
		return nil
	case *List:
		if t.Elem != nil {
			return t.Elem
		}
	case *Dict:
		if t.Key != nil {
			return t.Key
		}
	case *DictView:
		return t.Elem()
	case *Set:
		if t.Elem != nil {
			return t.Elem
		}
	case StrType:
		return t
	case BytesType:
		return Uint8
	case *Array:
		if t.Ndim == 1 {
			return t.Dtype
		}
		return NewArray(t.Dtype, t.Ndim-1, rowLayout(t))
	case RangeType:
		return Int64
	case *Generator:
		return t.Elem
	case *Iterator:
		return t.Elem
	case *Tuple:
		if u := t.Uniform(); u != nil {
			return u
		}
		if len(t.Elems) == 0 {
			st.c.errorf(x.At(), "unsupported-feature", "enumerate or zip sequences with elements", "cannot enumerate or zip the empty tuple")
			return nil
		}
	}
	st.c.errorf(x.At(), "unsupported-feature", "iterate over an array or a tuple of one type", "cannot iterate over %s", describe(t))
	return nil
}

// enumerateZip types enumerate(x[, start]) and zip(a, b, ...) as the iterable of a for loop,
// or as a sequence given to another enumerate or zip. Any of the sequences may be an
// iterator: emit then takes the items one step at a time, as Python does.
func (st *fnState) enumerateZip(call *translate.Call) Type {
	name := call.Func.(*translate.Name).Id
	st.info.Types[call.Func] = &BuiltinRef{Path: name}
	if len(call.Keywords) > 0 {
		st.c.errorf(call.Pos, "unsupported-feature", "", "%s() takes positional arguments here", name)
		return nil
	}
	t := &Tuple{}
	if name == "enumerate" {
		if len(call.Args) < 1 || len(call.Args) > 2 {
			st.c.errorf(call.Pos, "wrong-arg-count", "", "enumerate() takes an iterable and an optional start")
			return nil
		}
		if len(call.Args) == 2 && !isIntType(st.expr(call.Args[1])) {
			st.c.errorf(call.Args[1].At(), "type-mismatch", "", "the start of enumerate() must be an integer")
			return nil
		}
		el := st.iterSeq(call.Args[0])
		if el == nil {
			return nil
		}
		t.Elems = []Type{Int64, el}
	} else {
		// zip() of nothing gives no items: the loop body never runs.
		for _, a := range call.Args {
			el := st.iterSeq(a)
			if el == nil {
				return nil
			}
			t.Elems = append(t.Elems, el)
		}
	}
	st.info.Types[call] = t
	return t
}

// readsUnderscore reports whether the function reads the name _ (usually only assigned, as a
// throwaway target).
func (st *fnState) readsUnderscore() bool {
	found := false
	walkReads(st.spec.Def.Body, func(n *translate.Name) {
		found = found || n.Id == "_"
	})
	return found
}

// splittable reports whether a variable may be renamed from a top-level assignment on: not
// when a nested function mentions it (it would see one binding or the other).
// topIndex is the index of s in the body of the function being typed, or -1 when s is nested
// in a block or the function is nested in another.
func (st *fnState) topIndex(s translate.Stmt) int {
	if !st.spec.Def.Nested {
		for i, x := range st.spec.Def.Body {
			if x == s {
				return i
			}
		}
	}
	return -1
}

func (st *fnState) splittable(name string) bool {
	found := false
	for _, s := range st.spec.Def.Body {
		if fs, ok := s.(*translate.FuncStmt); ok {
			translate.WalkNames(fs.Func.Body, func(n *translate.Name) { found = found || n.Id == name })
			for _, p := range fs.Func.Params {
				found = found || p.Name == name
			}
		}
	}
	return !found
}

// iterSeq types a sequence given to enumerate or zip (which may be another enumerate or zip)
// and returns the type of its elements.
func (st *fnState) iterSeq(x translate.Expr) Type {
	if call, ok := x.(*translate.Call); ok && st.isBuiltin(call.Func, "enumerate", "zip") {
		return st.enumerateZip(call)
	}
	return st.iterElem(x, st.expr(x))
}
