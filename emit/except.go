package emit

import (
	"sort"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Python exceptions are Go panics carrying a kernels.PyException; entry points recover them
// into errors (kernels.Catch). A try statement runs its body in a closure that
// kernels.Try calls, recovering what the body raises, and its finally clause is a deferred
// call in a second closure around the first. A return, break or continue inside such a
// closure cannot leave the Go function or loop directly: it returns an exit code from the
// closure (a return stores its value first), and the code after the closure does what the
// code says.

// Exit codes of a try closure.
const (
	exitNone     = 0
	exitReturn   = 1
	exitBreak    = 2
	exitContinue = 3
)

// tryCtx is one closure of a try statement being emitted.
type tryCtx struct {
	loops int          // len(fe.loops) where the closure starts
	used  map[int]bool // exit codes the closure returns
}

// exitCode returns the exit code a return, break or continue compiles to when it leaves the
// innermost try closure, or exitNone when it stays inside it (a loop inside the closure).
func (fe *funcEmitter) exitCode(s translate.Stmt) int {
	if len(fe.tries) == 0 {
		return exitNone
	}
	t := fe.tries[len(fe.tries)-1]
	switch s.(type) {
	case *translate.Return:
		return exitReturn
	case *translate.Break:
		if len(fe.loops) == t.loops {
			return exitBreak
		}
	case *translate.Continue:
		if len(fe.loops) == t.loops {
			return exitContinue
		}
	}
	return exitNone
}

// exitClosure emits a statement that leaves the innermost try closure with code k; a
// return stores its value in the function's return variable first.
func (fe *funcEmitter) exitClosure(s translate.Stmt, k int) []jen.Code {
	fe.tries[len(fe.tries)-1].used[k] = true
	var out []jen.Code
	if o, ok := fe.spec.Result.(*typer.Optional); ok {
		if r, _ := s.(*translate.Return); r != nil && r.Value == nil {
			out = append(out, jen.Id(fe.tryReturnVar()).Op("=").Add(noneOf(o)))
		}
	}
	if r, ok := s.(*translate.Return); ok && r.Value != nil {
		if fe.returnsNothing() {
			if !isPure(r.Value) {
				out = append(out, fe.discard(r.Value))
			}
		} else {
			out = append(out, jen.Id(fe.tryReturnVar()).Op("=").Add(fe.as(r.Value, fe.spec.Result, true)))
		}
	}
	return append(out, jen.Return(jen.Lit(k)))
}

// tryReturnVar names the variable that carries a return value out of try closures.
func (fe *funcEmitter) tryReturnVar() string {
	if fe.tryRet == "" {
		fe.tryRet = fe.names.Take("ret")
	}
	return fe.tryRet
}

// dispatch emits what the exit codes a closure returned into variable c do where the
// closure was called: return, break or continue, or leave the enclosing closure in turn.
func (fe *funcEmitter) dispatch(c string, used map[int]bool) []jen.Code {
	var out []jen.Code
	for _, k := range sortedCodes(used) {
		var s translate.Stmt
		switch k {
		case exitReturn:
			s = &translate.Return{}
		case exitBreak:
			s = &translate.Break{}
		case exitContinue:
			s = &translate.Continue{}
		}
		var then []jen.Code
		if code := fe.exitCode(s); code != exitNone {
			fe.tries[len(fe.tries)-1].used[code] = true
			then = []jen.Code{jen.Return(jen.Lit(code))}
		} else if k == exitReturn {
			if fe.returnsNothing() {
				then = []jen.Code{jen.Return()}
			} else {
				then = []jen.Code{jen.Return(jen.Id(fe.tryReturnVar()))}
			}
		} else {
			then = fe.stmt1(s)
		}
		out = append(out, jen.If(jen.Id(c).Op("==").Lit(k)).Block(then...))
	}
	return out
}

func sortedCodes(m map[int]bool) []int {
	var ks []int
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

// closure emits body as the statements of a func() int closure whose exits are codes, and
// returns them with the codes they use.
func (fe *funcEmitter) closure(body func() []jen.Code, end bool) ([]jen.Code, map[int]bool) {
	t := &tryCtx{loops: len(fe.loops), used: map[int]bool{}}
	fe.tries = append(fe.tries, t)
	out := body()
	fe.tries = fe.tries[:len(fe.tries)-1]
	if end {
		out = append(out, jen.Return(jen.Lit(exitNone)))
	}
	return out, t.used
}

// tryStmt emits a try statement.
func (fe *funcEmitter) tryStmt(s *translate.Try) []jen.Code {
	outermost := len(fe.tries) == 0
	var out []jen.Code
	c := fe.names.Take("exit")
	var used map[int]bool
	if len(s.Finally) > 0 {
		// exit := func() int { defer func() { finally }(); ...; return code }()
		inner, u := fe.closure(func() []jen.Code {
			fin := fe.block(s.Finally)
			body := []jen.Code{fe.finallyDefer(fin)}
			return append(body, fe.tryExcept(s)...)
		}, false)
		used = u
		call := jen.Func().Params().Int().Block(inner...).Call()
		if len(used) == 0 {
			out = append(out, call)
		} else {
			out = append(out, jen.Id(c).Op(":=").Add(call))
		}
	} else {
		out, used = fe.tryExceptInline(s, c)
	}
	out = append(out, fe.dispatch(c, used)...)
	if outermost && fe.tryRet != "" && !fe.returnsNothing() {
		out = append([]jen.Code{jen.Var().Id(fe.tryRet).Add(goType(fe.spec.Result))}, out...)
		fe.tryRet = ""
	}
	return out
}

// tryExcept emits the body, except clause and else clause inside the finally closure,
// ending with a return of the exit code.
func (fe *funcEmitter) tryExcept(s *translate.Try) []jen.Code {
	c := fe.names.Take("exit")
	out, used := fe.tryExceptInline(s, c)
	if len(used) == 0 {
		return append(out, jen.Return(jen.Lit(exitNone)))
	}
	for k := range used {
		fe.tries[len(fe.tries)-1].used[k] = true
	}
	return append(out, jen.Return(jen.Id(c)))
}

// tryExceptInline emits the body (in a kernels.Try closure when there is an except clause),
// the except clause and the else clause, with the body's exit code in variable c. It returns
// the exit codes c may hold; c is not declared when it holds none but exitNone.
func (fe *funcEmitter) tryExceptInline(s *translate.Try, c string) ([]jen.Code, map[int]bool) {
	body, used := fe.closure(func() []jen.Code { return fe.block(s.Body) }, !fe.closureTerminates(s.Body))
	lhs := jen.Id(c)
	if len(used) == 0 {
		lhs = jen.Id("_")
	}
	var out []jen.Code
	var handler []jen.Code
	exc := ""
	if len(s.Handlers) == 0 {
		// try/finally: exceptions go through; the finally closure around runs the clause.
		call := jen.Func().Params().Int().Block(body...).Call()
		if len(used) == 0 {
			out = append(out, call)
		} else {
			out = append(out, jen.Id(c).Op(":=").Add(call))
		}
	} else {
		exc = fe.names.Take("exc")
		out = append(out, jen.List(lhs, jen.Id(exc)).Op(":=").Add(fe.tryCall(body)))
		handler = fe.handlers(s.Handlers, exc)
	}
	var els []jen.Code
	if len(s.Else) > 0 {
		els = fe.block(s.Else)
	}
	switch {
	case exc != "" && len(els) > 0 && len(used) > 0:
		out = append(out, jen.If(jen.Id(exc).Op("!=").Nil()).Block(handler...).Else().If(jen.Id(c).Op("==").Lit(exitNone)).Block(els...))
	case exc != "" && len(els) > 0:
		out = append(out, jen.If(jen.Id(exc).Op("!=").Nil()).Block(handler...).Else().Block(els...))
	case exc != "":
		out = append(out, jen.If(jen.Id(exc).Op("!=").Nil()).Block(handler...))
	case len(els) > 0 && len(used) > 0:
		out = append(out, jen.If(jen.Id(c).Op("==").Lit(exitNone)).Block(els...))
	default:
		out = append(out, els...)
	}
	return out, used
}

// handlers emits the except clauses of a try statement for the exception in variable exc
// (not nil): the first clause whose classes match runs, and an exception no clause matches
// is raised again. A clause that is bare or names Exception matches everything, and the
// clauses after it are never reached.
func (fe *funcEmitter) handlers(hs []*translate.Handler, exc string) []jen.Code {
	fe.excs = append(fe.excs, exc)
	defer func() { fe.excs = fe.excs[:len(fe.excs)-1] }()
	var chain *jen.Statement
	for _, h := range hs {
		body := append(fe.bindExc(h, exc), fe.block(h.Body)...)
		cond := fe.excMatch(h.Type, exc)
		switch {
		case cond == nil && chain == nil:
			return body
		case cond == nil:
			chain.Else().Block(body...)
			return []jen.Code{chain}
		case chain == nil:
			chain = jen.If(cond).Block(body...)
		default:
			chain.Else().If(cond).Block(body...)
		}
	}
	chain.Else().Block(jen.Panic(jen.Id(exc)))
	return []jen.Code{chain}
}

// bindExc binds the name of `except C as e` to the exception in variable exc, when the
// emitted Go reads it.
func (fe *funcEmitter) bindExc(h *translate.Handler, exc string) []jen.Code {
	if h.Name == "" || !fe.plan.read[h.Name] {
		return nil
	}
	return []jen.Code{jen.Id(fe.declare(h.Name)).Op("=").Id(exc)}
}

// excMatch is the condition under which an except clause naming classes (a class or a tuple
// of them) handles the exception in variable exc, or nil when the clause handles every
// exception.
func (fe *funcEmitter) excMatch(classes translate.Expr, exc string) jen.Code {
	if classes == nil {
		return nil
	}
	xs := []translate.Expr{classes}
	if tup, ok := classes.(*translate.Tuple); ok {
		xs = tup.Elts
	}
	var cond *jen.Statement
	for _, x := range xs {
		ec, _ := fe.typeOf(x).(*typer.ExcClass)
		if ec == nil || ec.Name == "Exception" && ec.User == nil {
			return nil
		}
		m := jen.Qual(kernelsPath, "ExcMatches").Types(jen.Op("*").Add(fe.excType(x))).Call(jen.Id(exc))
		if cond == nil {
			cond = m
		} else {
			cond = cond.Op("||").Add(m)
		}
	}
	return cond
}

// closureTerminates reports whether the Go emitted for body inside a try closure ends in a
// terminating statement: as terminates, where a break or continue that leaves the closure
// is a return.
func (fe *funcEmitter) closureTerminates(body []translate.Stmt) bool {
	live := liveStmts(fe, body)
	if len(live) == 0 {
		return false
	}
	switch s := live[len(live)-1].(type) {
	case *translate.Break, *translate.Continue:
		return true
	case *translate.If:
		if _, ok := fe.info.Consts[s.Test]; !ok && len(s.Else) > 0 {
			return fe.closureTerminates(s.Body) && fe.closureTerminates(s.Else)
		}
	}
	return fe.terminatesStmt(live[len(live)-1])
}

// excTypes emits a Go error type for each module-level exception class compiled code
// raises. errors.As sees its Python base classes.
func (e *emitter) excTypes(f *jen.File) {
	for _, d := range e.prog.ExcClasses {
		name := d.GoName
		f.Commentf("%s is the Python exception class %s(%s) of %s.", name, d.Name, d.Base, e.source)
		f.Type().Id(name).Struct(jen.Id("Msg").String())
		f.Line()
		f.Commentf("Error returns %q followed by \": \" and Msg, or %q when Msg is empty.", d.Name, d.Name)
		f.Func().Params(jen.Id("e").Op("*").Id(name)).Id("Error").Params().String().Block(
			jen.If(jen.Id("e").Dot("Msg").Op("==").Lit("")).Block(jen.Return(jen.Lit(d.Name))),
			jen.Return(jen.Lit(d.Name+": ").Op("+").Id("e").Dot("Msg")))
		f.Line()
		f.Commentf("PyClass returns %q.", d.Name)
		f.Func().Params(jen.Id("e").Op("*").Id(name)).Id("PyClass").Params().String().Block(jen.Return(jen.Lit(d.Name)))
		f.Line()
		f.Comment("As lets errors.As find the Python base classes of the exception: it stores a")
		f.Comment("new base-class value holding the same Msg in target.")
		var body []jen.Code
		for p := d.Parent; p != nil; p = p.Parent {
			body = append(body, jen.If(jen.List(jen.Id("t"), jen.Id("ok")).Op(":=").Id("target").Assert(jen.Op("**").Id(p.GoName)), jen.Id("ok")).Block(
				jen.Op("*").Id("t").Op("=").Op("&").Id(p.GoName).Values(jen.Dict{jen.Id("Msg"): jen.Id("e").Dot("Msg")}),
				jen.Return(jen.True())))
		}
		body = append(body, jen.Return(jen.Qual(kernelsPath, "AsClass").Call(jen.Id("target"), jen.Lit(d.Builtin()), jen.Id("e").Dot("Msg"))))
		f.Func().Params(jen.Id("e").Op("*").Id(name)).Id("As").Params(jen.Id("target").Any()).Bool().Block(body...)
		f.Line()
	}
}

// excType returns the Go type of the exception class a raise names.
func (fe *funcEmitter) excType(exc translate.Expr) jen.Code {
	if ec, ok := fe.typeOf(exc).(*typer.ExcClass); ok && ec.User != nil {
		return jen.Id(ec.User.GoName)
	}
	class := "Exception"
	if n, ok := exc.(*translate.Name); ok {
		class = n.Id
	}
	return jen.Qual(kernelsPath, class)
}

// returnsNothing reports whether a return of the function carries no value out of a try
// closure: the function returns None, or it is a generator (whose return ends the iteration).
func (fe *funcEmitter) returnsNothing() bool {
	return isNone(fe.spec.Result) || fe.yield != ""
}
