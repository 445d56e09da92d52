package emit

import (
	"strings"

	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// block emits a list of statements up to the first that terminates in Go: what follows it is
// dead code, which go vet reports as unreachable.
func (fe *funcEmitter) block(body []translate.Stmt) []jen.Code {
	var out []jen.Code
	live := liveStmts(fe, body)
	spans, done := fe.planSpans(live)
	defer done()
	for i, s := range live {
		out = append(out, spans[i]...)
		out = append(out, fe.stmt(s)...)
	}
	return out
}

// liveStmts returns body up to and including its first statement that terminates in Go, or
// that jumps (a pruned branch that breaks or continues).
func liveStmts(fe *funcEmitter, body []translate.Stmt) []translate.Stmt {
	for i, s := range body {
		if fe.terminatesStmt(s) || fe.prunedJump(s) {
			return body[:i+1]
		}
	}
	return body
}

// stmt emits one statement, with the emitter's position set to it meanwhile (see exprP).
func (fe *funcEmitter) stmt(s translate.Stmt) []jen.Code {
	outer := fe.e.at
	fe.e.at = s.At()
	out := fe.e.mark(s.At(), fe.stmt1(s))
	fe.e.at = outer
	return out
}

func (fe *funcEmitter) stmt1(s translate.Stmt) []jen.Code {
	switch s := s.(type) {
	case *translate.Assign:
		return fe.assign(s)
	case *translate.AugAssign:
		return fe.augAssign(s)
	case *translate.Declare, *translate.Pass:
		return nil
	case *translate.If:
		if v, ok := fe.info.Consts[s.Test]; ok {
			// The typer pruned the branch a constant condition never takes.
			if constant.Sign(boolInt(v)) != 0 {
				return fe.block(s.Body)
			}
			return fe.block(s.Else)
		}
		if out := fe.selectIf(s); out != nil {
			return out
		}
		return []jen.Code{fe.ifStmt(s)}
	case *translate.While:
		if out, ok := fe.scalarizedLoop(s, func() []jen.Code { return fe.whileStmt(s) }); ok {
			return out
		}
		return fe.whileStmt(s)
	case *translate.For:
		if out, ok := fe.scalarizedLoop(s, func() []jen.Code { return fe.forStmt(s) }); ok {
			return out
		}
		return fe.forStmt(s)
	case *translate.Break:
		if k := fe.exitCode(s); k != exitNone {
			return fe.exitClosure(s, k)
		}
		l := fe.loops[len(fe.loops)-1]
		if l.broke != "" {
			return []jen.Code{jen.Id(l.broke).Op("=").True(), jen.Break()}
		}
		return []jen.Code{jen.Break()}
	case *translate.Continue:
		if k := fe.exitCode(s); k != exitNone {
			return fe.exitClosure(s, k)
		}
		return []jen.Code{jen.Continue()}
	case *translate.Return:
		if k := fe.exitCode(s); k != exitNone {
			return fe.exitClosure(s, k)
		}
		return []jen.Code{fe.returnStmt(s)}
	case *translate.ExprStmt:
		return []jen.Code{fe.exprStmt(s.X)}
	case *translate.Raise:
		return []jen.Code{fe.raise(s)}
	case *translate.Assert:
		exc := jen.Op("&").Qual(kernelsPath, "AssertionError").Values()
		if s.Msg != nil {
			exc = jen.Op("&").Qual(kernelsPath, "AssertionError").Values(jen.Dict{jen.Id("Msg"): fe.str(s.Msg)})
		}
		return []jen.Code{jen.If(jen.Op("!").Add(fe.paren(fe.truth(s.Test), precUnary))).Block(jen.Panic(exc))}
	case *translate.FuncStmt:
		return fe.closures_(s.Func)
	case *translate.Try:
		return fe.tryStmt(s)
	}
	fe.fail(s.At(), "unexpected statement %T", s)
	return nil
}

// assign emits `t1 = t2 = value`.
func (fe *funcEmitter) assign(s *translate.Assign) []jen.Code {
	if len(s.Targets) == 1 {
		return fe.assignTo(s.Targets[0], s.Value, fe.plan.defineAt[s] != nil)
	}
	// a = b = value: evaluate once, then assign left to right.
	if isPure(s.Value) && fe.unreadNames(s.Targets) {
		return nil // emittedReads counted no reads in the value
	}
	vt := fe.typeOf(s.Value)
	if isNone(vt) {
		// a = b = f() with f's value None (a call that has no Go value): run it, then store
		// None's value.
		var out []jen.Code
		if !isPure(s.Value) {
			out = append(out, fe.discard(s.Value))
		}
		for _, t := range s.Targets {
			out = append(out, fe.store(t, jen.Struct().Values(), vt)...)
		}
		return out
	}
	tmp := fe.names.Take("tmp")
	x := fe.expr(s.Value)
	var stores []jen.Code
	for _, t := range s.Targets {
		stores = append(stores, fe.store(t, jen.Id(tmp), vt)...)
	}
	return fe.evalThen(s.Value, x, tmp, stores)
}

// unreadNames reports whether every target is a name that nothing reads.
func (fe *funcEmitter) unreadNames(targets []translate.Expr) bool {
	for _, t := range targets {
		if n, ok := t.(*translate.Name); !ok || fe.plan.read[n.Id] {
			return false
		}
	}
	return true
}

// evalThen evaluates value (emitted as x) into the new variable tmp, then runs stores, which
// read tmp. When nothing is stored (every target is unread), tmp would be unused: the value
// is evaluated for its effects only.
func (fe *funcEmitter) evalThen(value translate.Expr, x jen.Code, tmp string, stores []jen.Code) []jen.Code {
	if len(stores) > 0 {
		return append([]jen.Code{jen.Id(tmp).Op(":=").Add(x)}, stores...)
	}
	if isPure(value) {
		return nil
	}
	return []jen.Code{fe.discardCode(value, x)}
}

// assignTo assigns value to one target; define declares the target names with :=.
func (fe *funcEmitter) assignTo(target, value translate.Expr, define bool) []jen.Code {
	op := "="
	if define {
		op = ":="
	}
	if isRecordTarget(fe.info, target) {
		st, _ := fe.storeRecord(target, fe.expr(value), fe.typeOf(value))
		return st
	}
	switch t := target.(type) {
	case *translate.Subscript:
		return fe.storeSubscript(t, value)
	case *translate.Attribute:
		return fe.storeField(t, fe.expr(value), fe.typeOf(value))
	case *translate.Name:
		if funcOnly(fe.typeOf(value)) && funcOnlyValue(value) && funcOnly(fe.info.Vars[t.Id]) {
			return nil // g = f, t = (f, g): calls through them call the specializations directly
		}
		if g, vt, ok := fe.nonlocal(t.Id); ok {
			return []jen.Code{jen.Id(g).Op("=").Add(fe.as(value, vt, true))}
		}
		if !fe.plan.read[t.Id] {
			if isPure(value) {
				return nil
			}
			return []jen.Code{fe.discard(value)}
		}
		vt := fe.info.Vars[t.Id]
		if _, isType := vt.(*typer.TypeRef); isType {
			// dt = a.dtype: a type, which the reads of dt (dtype arguments) use at compile
			// time; the value has no effect to evaluate.
			return nil
		}
		if isNone(fe.typeOf(value)) && !isNone(vt) && !isOptionalType(vt) {
			// A dead None binding (typer's deadNone): only declare the variable.
			if define {
				return []jen.Code{jen.Var().Id(fe.declare(t.Id)).Add(goType(vt))}
			}
			return nil
		}
		if !define {
			if out := fe.reuseAssign(t.Id, value); out != nil {
				return out
			}
		}
		fe.scratch = fe.scratchAssign(t.Id, value)
		out := []jen.Code{jen.Id(fe.declare(t.Id)).Op(op).Add(fe.as(value, vt, !define))}
		fe.scratch = ""
		if _, none := vt.(typer.NoneType); none && define {
			// A variable that only holds None: its reads (print(x), x is None) are constants,
			// so Go may see none of them.
			out = append(out, jen.Id("_").Op("=").Id(fe.declare(t.Id)))
		}
		return out
	case *translate.Tuple, *translate.List:
		elts := targetElts(t)
		if lit, ok := value.(*translate.Tuple); ok && len(lit.Elts) == len(elts) && allNames(elts) {
			// a, b = b, a + b: Go's parallel assignment evaluates every value first, as Python does.
			var lhs, rhs []jen.Code
			allUnread := true
			for i, x := range elts {
				n := x.(*translate.Name)
				if fe.plan.read[n.Id] {
					allUnread = false
					lhs = append(lhs, jen.Id(fe.declare(n.Id)))
					rhs = append(rhs, fe.as(lit.Elts[i], fe.info.Vars[n.Id], !define))
				} else if !isPure(lit.Elts[i]) {
					lhs = append(lhs, jen.Id("_"))
					rhs = append(rhs, fe.expr(lit.Elts[i]))
				}
			}
			if allUnread && len(lhs) == 0 {
				return nil
			}
			if define && allUnread {
				op = "="
			}
			return []jen.Code{jen.List(lhs...).Op(op).List(rhs...)}
		}
		vt := fe.typeOf(value)
		tmp := fe.names.Take("t")
		x := fe.expr(value)
		return fe.evalThen(value, x, tmp, fe.storeElems(elts, jen.Id(tmp), vt, define))
	}
	fe.fail(target.At(), "unsupported assignment target %T", target)
	return nil
}

func allNames(es []translate.Expr) bool {
	for _, e := range es {
		if _, ok := e.(*translate.Name); !ok {
			return false
		}
	}
	return true
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

// store assigns the Go value x of type vt to a target.
func (fe *funcEmitter) store(target translate.Expr, x jen.Code, vt typer.Type) []jen.Code {
	if st, ok := fe.storeRecord(target, x, vt); ok {
		return st
	}
	switch t := target.(type) {
	case *translate.Subscript:
		return fe.storeSubscriptValue(t, x, vt)
	case *translate.Attribute:
		return fe.storeField(t, x, vt)
	case *translate.Name:
		if !fe.plan.read[t.Id] {
			return nil
		}
		return []jen.Code{jen.Id(fe.declare(t.Id)).Op("=").Add(convert(x, vt, fe.info.Vars[t.Id]))}
	case *translate.Tuple, *translate.List:
		return fe.storeElems(targetElts(t), x, vt, false)
	}
	fe.fail(target.At(), "unsupported assignment target %T", target)
	return nil
}

// unpackSeq returns the call that gives the n elements of x, of type vt, for x, y, z = x when
// x is a 1-d array, a list, a set, a dict (its keys) or a range (their length checked at run
// time: a ValueError), and the elements' type; nil for a tuple.
func unpackSeq(x jen.Code, vt typer.Type, n int) (*jen.Statement, typer.Type) {
	if a := arrayOf(vt); a != nil {
		return jen.Qual(kernelsPath, "Unpack").Call(x, jen.Lit(n)), a.Dtype
	}
	if l := typer.ListOf(vt); l != nil {
		return jen.Qual(kernelsPath, "UnpackList").Call(x, jen.Lit(n)), l.Elem
	}
	if s := typer.SetOf(vt); s != nil {
		return jen.Add(x).Dot("Unpack").Call(jen.Lit(n)), s.Elem
	}
	if d := typer.DictOf(vt); d != nil {
		return jen.Qual(kernelsPath, "UnpackList").Call(jen.Add(x).Dot("Keys").Call(), jen.Lit(n)), d.Key
	}
	if _, ok := vt.(typer.RangeType); ok {
		return jen.Add(x).Dot("Unpack").Call(jen.Lit(n)), typer.Int64
	}
	return nil, nil
}

func (fe *funcEmitter) storeElems(elts []translate.Expr, x jen.Code, vt typer.Type, define bool) []jen.Code {
	if unpack, elem := unpackSeq(x, vt, len(elts)); unpack != nil {
		// x, y, z = a: the elements of a 1-d array or a range, whose length must match.
		v := fe.names.Take("elems")
		out := []jen.Code{jen.Id(v).Op(":=").Add(unpack)}
		if define && allNames(elts) {
			var lhs, rhs []jen.Code
			for i, el := range elts {
				n := el.(*translate.Name)
				if fe.plan.read[n.Id] {
					lhs = append(lhs, jen.Id(fe.declare(n.Id)))
					rhs = append(rhs, convert(jen.Id(v).Index(jen.Lit(i)), elem, fe.info.Vars[n.Id]))
				}
			}
			if len(lhs) == 0 {
				return append(out, jen.Id("_").Op("=").Id(v))
			}
			return append(out, jen.List(lhs...).Op(":=").List(rhs...))
		}
		for i, el := range elts {
			out = append(out, fe.store(el, jen.Id(v).Index(jen.Lit(i)), elem)...)
		}
		if len(out) == 1 {
			// No element is stored: only the length check runs.
			return []jen.Code{unpack}
		}
		return out
	}
	tt := vt.(*typer.Tuple)
	var out []jen.Code
	if define && allNames(elts) {
		var lhs, rhs []jen.Code
		for i, el := range elts {
			n := el.(*translate.Name)
			if !fe.plan.read[n.Id] {
				continue
			}
			lhs = append(lhs, jen.Id(fe.declare(n.Id)))
			rhs = append(rhs, convert(tupleElem(x, tt, i), tt.Elems[i], fe.info.Vars[n.Id]))
		}
		if len(lhs) == 0 {
			return nil
		}
		return []jen.Code{jen.List(lhs...).Op(":=").List(rhs...)}
	}
	for i, el := range elts {
		out = append(out, fe.store(el, tupleElem(x, tt, i), tt.Elems[i])...)
	}
	return out
}

// discard evaluates an expression for its effects only. A call whose Python value is None
// (a.fill(v), np.random.seed(s), a user function without a result) has no Go value, and a user
// call may stand alone: both become expression statements; any other value is assigned to _.
func (fe *funcEmitter) discard(x translate.Expr) jen.Code {
	if e, ok := x.(*translate.IfExp); ok && isNone(fe.typeOf(x)) {
		// a.fill(1) if c else a.fill(2): a value that is None in both arms has no Go value,
		// so the conditional expression is a conditional statement.
		st := jen.If(fe.truth(e.Test).c).Block(fe.discardPure(e.Body)...)
		if els := fe.discardPure(e.Else); len(els) > 0 {
			st.Else().Block(els...)
		}
		return st
	}
	if c, ok := x.(*translate.Call); ok {
		if call := fe.info.Calls[c]; call != nil && call.Out != nil {
			// np.add(a, b, out) as a statement: the loop that fills out, in a block of its own.
			_, stmts := fe.ufuncOutStmts(call)
			return jen.Block(stmts...)
		}
	}
	return fe.discardCode(x, fe.expr(x))
}

// discardPure is discard of x, or nothing when x is pure.
func (fe *funcEmitter) discardPure(x translate.Expr) []jen.Code {
	if isPure(x) {
		return nil
	}
	return []jen.Code{fe.discard(x)}
}

// discardCode is discard of x already emitted as code.
func (fe *funcEmitter) discardCode(x translate.Expr, code jen.Code) jen.Code {
	if c, ok := x.(*translate.Call); ok {
		call := fe.info.Calls[c]
		if isNone(fe.typeOf(x)) || call != nil && call.Kind == typer.CallUser {
			return code
		}
	}
	return jen.Id("_").Op("=").Add(code)
}

// augAssign emits x op= y, as a Go compound assignment where Go's operator means the same.
func (fe *funcEmitter) augAssign(s *translate.AugAssign) []jen.Code {
	if d := fe.info.AugDunders[s]; d != nil {
		return fe.augDunder(s, d)
	}
	if t, ok := s.Target.(*translate.Subscript); ok && fe.info.SetItems[t] != nil {
		return fe.augSetItem(s, t)
	}
	if out, ok := fe.recordAugAssign(s); ok {
		return out
	}
	if out, ok := fe.arrayAugAssign(s); ok {
		return out
	}
	if out, ok := fe.listAugAssign(s); ok {
		return out
	}
	if t, ok := s.Target.(*translate.Attribute); ok {
		return fe.augField(s, t)
	}
	if out, ok := fe.dictAugAssign(s); ok {
		return out
	}
	if out, ok := fe.setAugAssign(s); ok {
		return out
	}
	n, ok := s.Target.(*translate.Name)
	if !ok {
		fe.fail(s.Pos, "augmented assignment to %T", s.Target)
		return nil
	}
	vt := fe.info.Vars[n.Id]
	rt := fe.info.Aug[s]
	g, nvt, nonlocal := fe.nonlocal(n.Id)
	if !fe.plan.read[n.Id] && !nonlocal {
		if isPure(s.Value) {
			return nil
		}
		return []jen.Code{fe.discard(s.Value)}
	}
	var name string
	if nonlocal {
		name, vt = g, nvt
	} else {
		name = fe.declare(n.Id)
	}
	op := s.Op
	if d := fe.info.AugDatetime[s]; d != nil {
		return []jen.Code{jen.Id(name).Op("=").Add(fe.datetimeOp(d).c)}
	}
	if isStrType(rt) {
		if op == translate.Add {
			return []jen.Code{jen.Id(name).Op("+=").Add(fe.expr(s.Value))}
		}
		return []jen.Code{jen.Id(name).Op("=").Qual(kernelsPath, "StrRepeat").Call(jen.Id(name), fe.as(s.Value, typer.Int64, true))}
	}
	if typer.Identical(vt, rt) {
		if gop, ok := fe.plainOp(op, basic(rt), s.Value); ok {
			return []jen.Code{jen.Id(name).Op(gop + "=").Add(fe.as(s.Value, rt, true))}
		}
	}
	x := fe.binaryCode(op, rt, s.Target, s.Value, fe.typeOf(s.Target), fe.typeOf(s.Value), fe.info.Raising[s.Value])
	if o, ok := vt.(*typer.Optional); ok {
		return []jen.Code{jen.Id(name).Op("=").Add(someOf(o, convert(x.c, rt, o.Elem)))}
	}
	return []jen.Code{jen.Id(name).Op("=").Add(convert(x.c, rt, vt))}
}

func (fe *funcEmitter) ifStmt(s *translate.If) *jen.Statement {
	st := jen.If(fe.truth(s.Test).c).Block(fe.block(s.Body)...)
	if len(s.Else) == 1 {
		// An elif whose condition is a constant goes through stmt, which emits only the
		// branch the typer kept.
		if elif, ok := s.Else[0].(*translate.If); ok && !fe.isConst(elif.Test) {
			return st.Else().Add(fe.ifStmt(elif))
		}
	}
	if len(s.Else) > 0 {
		st.Else().Block(fe.block(s.Else)...)
	}
	return st
}

// loopWithElse wraps a loop that has an else clause: the clause runs unless a break left the loop.
func (fe *funcEmitter) loop(body []translate.Stmt, orelse []translate.Stmt, build func(body []jen.Code) jen.Code) []jen.Code {
	l := &loopCtx{}
	if len(orelse) > 0 && containsBreak(body) {
		l.broke = fe.names.Take("broke")
	}
	fe.loops = append(fe.loops, l)
	inner := fe.block(body)
	fe.loops = fe.loops[:len(fe.loops)-1]
	var out []jen.Code
	if l.broke != "" {
		out = append(out, jen.Id(l.broke).Op(":=").False())
	}
	out = append(out, build(inner))
	if len(orelse) > 0 {
		els := fe.block(orelse)
		if l.broke != "" {
			out = append(out, jen.If(jen.Op("!").Id(l.broke)).Block(els...))
		} else {
			out = append(out, els...)
		}
	}
	return out
}

// containsBreak reports whether a loop body has a break of its own (not of a nested loop).
func containsBreak(body []translate.Stmt) bool {
	for _, s := range body {
		switch s := s.(type) {
		case *translate.Break:
			return true
		case *translate.If:
			if containsBreak(s.Body) || containsBreak(s.Else) {
				return true
			}
		case *translate.For:
			if containsBreak(s.Else) {
				return true
			}
		case *translate.While:
			if containsBreak(s.Else) {
				return true
			}
		case *translate.Try:
			for _, b := range translate.Blocks(s) {
				if containsBreak(b) {
					return true
				}
			}
		}
	}
	return false
}

func (fe *funcEmitter) whileStmt(s *translate.While) []jen.Code {
	return fe.loop(s.Body, s.Else, func(body []jen.Code) jen.Code {
		if fe.infinite(s) {
			return jen.For().Block(body...)
		}
		return jen.For(fe.truth(s.Test).c).Block(body...)
	})
}

func (fe *funcEmitter) returnStmt(s *translate.Return) jen.Code {
	rt := fe.spec.Result
	if fe.twinFields != nil {
		return fe.twinReturn(s)
	}
	if fe.yield != "" {
		return jen.Return() // a generator ends: its iterator stops
	}
	if isNone(rt) {
		if s.Value != nil && !isPure(s.Value) {
			return jen.Block(fe.discard(s.Value), jen.Return())
		}
		return jen.Return()
	}
	if o, ok := rt.(*typer.Optional); ok && s.Value == nil {
		return jen.Return(noneOf(o))
	}
	if _, ok := rt.(*typer.Iterator); ok {
		return jen.Return(fe.release(fe.as(s.Value, rt, true)))
	}
	if holdsIterator(rt) {
		// A tuple or a list of iterators escapes: the function stops none of its iterators.
		return jen.Return(jen.Qual(kernelsPath, "Disown").Call(jen.Op("&").Id(fe.owner()), fe.as(s.Value, rt, true)))
	}
	return jen.Return(fe.as(s.Value, rt, true))
}

func (fe *funcEmitter) exprStmt(x translate.Expr) jen.Code {
	if y, ok := x.(*translate.Yield); ok {
		// yield x: hand the value to the loop body; stop when the consumer breaks out.
		g := fe.spec.Result.(*typer.Generator)
		if fe.genState != "" && len(fe.tries) > 0 {
			return fe.genYield(fe.as(y.X, g.Elem, true))
		}
		return jen.If(jen.Op("!").Id(fe.yield).Call(fe.as(y.X, g.Elem, true))).Block(jen.Return())
	}
	if st, ok := fe.twinCall(x); ok {
		return st
	}
	if call, ok := x.(*translate.Call); ok {
		if c := fe.info.Calls[call]; c != nil && c.Kind == typer.CallMethod && strings.HasPrefix(c.Builtin, ".list.") {
			stmts := fe.listMethodStmt(call, c)
			if len(stmts) == 1 {
				return stmts[0]
			}
			return jen.Block(stmts...)
		}
	}
	if isPure(x) {
		return jen.Null()
	}
	if effects, ok := fe.refEffects(x); ok {
		var out []jen.Code
		for _, e := range effects {
			out = append(out, fe.discard(e))
		}
		switch len(out) {
		case 0:
			return jen.Null()
		case 1:
			return out[0]
		}
		return jen.Block(out...)
	}
	// A draw whose value is unused (np.random.rand()) still advances the stream: discard keeps it.
	return fe.discard(x)
}

// refEffects returns, for an expression statement whose value is a reference with nothing to
// keep (m.flatten().flatten, type(v)), the expressions it evaluates for their effects: the
// receiver, or the arguments, that are not pure. ok is false for other statements.
func (fe *funcEmitter) refEffects(x translate.Expr) (effects []translate.Expr, ok bool) {
	switch fe.typeOf(x).(type) {
	case *typer.BuiltinRef, *typer.ModuleRef, *typer.FuncRef, *typer.ExcClass, *typer.TypeRef:
	default:
		return nil, false
	}
	var subs []translate.Expr
	switch x := x.(type) {
	case *translate.Attribute:
		subs = []translate.Expr{x.X}
	case *translate.Call:
		subs = x.Args
	}
	for _, e := range subs {
		if !isPure(e) {
			effects = append(effects, e)
		}
	}
	return effects, true
}

// raise emits panic(&kernels.ValueError{Msg: ...}); the exported wrapper turns it into an error.
func (fe *funcEmitter) raise(s *translate.Raise) jen.Code {
	if s.Exc == nil {
		// A bare raise in an except clause raises the handled exception again.
		return jen.Panic(jen.Id(fe.excs[len(fe.excs)-1]))
	}
	if _, ok := fe.typeOf(s.Exc).(typer.ExcValue); ok {
		// raise e: the exception object an except clause bound.
		return jen.Panic(fe.expr(s.Exc))
	}
	exc := s.Exc
	var args []translate.Expr
	if c, ok := exc.(*translate.Call); ok {
		exc, args = c.Func, c.Args
	}
	class := fe.excType(exc)
	var msg jen.Code
	switch len(args) {
	case 0:
		return jen.Panic(jen.Op("&").Add(class).Values())
	case 1:
		msg = fe.str(args[0])
		if isKeyError(fe.typeOf(exc)) {
			msg = fe.keyErrorMsg(args[0])
		}
	default:
		elems := make([]jen.Code, len(args))
		for i, a := range args {
			elems[i] = fe.printable(a)
		}
		msg = jen.Qual(kernelsPath, "Repr").Call(jen.Qual(kernelsPath, "Tuple").Values(elems...))
	}
	return jen.Panic(jen.Op("&").Add(class).Values(jen.Dict{jen.Id("Msg"): msg}))
}

// keyErrorMsg is the message of KeyError(k): str of a KeyError is repr(k), so
// KeyError("k") reads 'k'.
func (fe *funcEmitter) keyErrorMsg(k translate.Expr) jen.Code {
	if c, ok := k.(*translate.Const); ok && c.Kind == translate.StrConst {
		v := constant.StringVal(c.Value)
		plain := true
		for _, r := range v {
			if r < ' ' || r > '~' || r == '\\' || r == '\'' {
				plain = false
			}
		}
		if plain {
			return jen.Lit("'" + v + "'")
		}
	}
	return jen.Qual(kernelsPath, "Repr").Call(fe.printable(k))
}

// isKeyError reports whether t is KeyError or a class derived from it, whose str of one
// argument is the argument's repr.
func isKeyError(t typer.Type) bool {
	ec, ok := t.(*typer.ExcClass)
	if !ok {
		return false
	}
	if ec.User != nil {
		return ec.User.Builtin() == "KeyError"
	}
	return ec.Name == "KeyError"
}

// closures_ emits the specializations of a nested function as Go closures.
func (fe *funcEmitter) closures_(def *translate.FuncDef) []jen.Code {
	var out []jen.Code
	specs := fe.info.Funcs[def]
	for _, s := range specs {
		name := typer.Local(def.Name)
		if len(specs) > 1 {
			name += typeSuffixOf(s)
		}
		goName := fe.names.Take(name)
		fe.closures[s] = goName
		inner := newFuncEmitter(fe.e, s, fe)
		body, err := inner.body()
		if err != nil && fe.err == nil {
			fe.err = err
		}
		res := jen.Null()
		if !isNone(s.Result) {
			res = goType(s.Result)
		}
		out = append(out, jen.Id(goName).Op(":=").Func().Params(inner.params()...).Add(res).Block(body...))
	}
	return out
}

// typeSuffixOf spells the parameter types of a specialization for a Go name, as the names
// of module functions get them (an array type has no characters Go names cannot hold).
func typeSuffixOf(s *typer.Spec) string { return typer.TypeSuffix(s.Params) }
