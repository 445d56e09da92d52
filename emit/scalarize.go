package emit

import (
	"slices"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Scalar replacement of jitclass instances in loops.
//
// A method updates its instance through a pointer, so a loop that calls it carries every field through memory from one
// iteration to the next; LLVM inlines the method and keeps the fields in registers. A loop whose only uses of a local
// instance p are field reads and writes (p.x, p.x = v, p.x += v) and method calls made as statements (p.step(dt))
// loads p's fields into Go locals before the loop, works on the locals, and stores them back after it. Each method
// called becomes a twin (twinFuncs) taking the fields as values and returning their new values, which Go passes in
// registers and inlines when it is small.
//
// The replacement is safe when nothing in the loop can see the instance except through the locals, and the loop
// leaves only through its end (where the fields are stored back). scalarVars proves it syntactically: the loop
// holds only assignments, if, while, for over range, break, continue and pass; its expressions are scalars built
// with operators that cannot raise, with no calls but the twin calls and range; the only references of a class type
// are the replaced instances themselves, used as above, and no two of them share a class (two names of one class
// may be one instance). So no call receives the instance, no other reference reaches it, and no exception or return
// leaves the loop with the fields still in locals. A twin is made only of a method that cannot raise, whose self
// appears only as the object of field reads and writes (no property, no other method, no escape), whose fields and
// result are scalars (twinnable).

// maxTwinFields bounds the fields a twin passes: beyond it Go's register ABI runs out of registers and the fields go
// through memory anyway.
const maxTwinFields = 8

// scalarClass reports whether cl's fields are few scalars, which a twin passes as values.
func scalarClass(cl *typer.Class) bool {
	if len(cl.Fields) == 0 || len(cl.Fields) > maxTwinFields {
		return false
	}
	for _, fd := range cl.Fields {
		if basic(fd.Type) == nil {
			return false
		}
	}
	return true
}

// twinnable reports whether the method specialization s can have a twin (see the comment at the top of the file).
func (e *emitter) twinnable(s *typer.Spec) bool {
	if ok, seen := e.twinOK[s]; seen {
		return ok
	}
	ok := s.Class != nil && s.Method != nil && s.Method.Kind == translate.MethodPlain && !s.Raises &&
		s.Vararg == nil && len(s.Def.Params) > 0 && scalarClass(s.Class) &&
		(isNone(s.Result) || basic(s.Result) != nil) && len(s.Info.Funcs) == 0 && selfOnlyFields(s)
	if e.twinOK == nil {
		e.twinOK = map[*typer.Spec]bool{}
	}
	e.twinOK[s] = ok
	return ok
}

// selfOnlyFields reports whether the method's self appears only as X in X.field, fields being no properties, and
// its body has no try statement or nested function (whose returns a twin could not rewrite).
func selfOnlyFields(s *typer.Spec) bool {
	self := s.Def.Params[0].Name
	if !plainStmts(s.Def.Body, self) {
		return false
	}
	fieldX := map[*translate.Name]bool{}
	translate.WalkExprs(s.Def.Body, func(x translate.Expr) {
		if a, ok := x.(*translate.Attribute); ok {
			if n, ok := a.X.(*translate.Name); ok && n.Id == self && s.Class.Field(a.Name) != nil &&
				s.Info.Props[a] == nil && s.Info.PropSets[a] == nil {
				fieldX[n] = true
			}
		}
	})
	ok := true
	translate.WalkExprs(s.Def.Body, func(x translate.Expr) {
		if n, isName := x.(*translate.Name); isName && n.Id == self && !fieldX[n] {
			ok = false
		}
	})
	return ok
}

// plainStmts reports whether body has no try statement, nested function or declaration of self.
func plainStmts(body []translate.Stmt, self string) bool {
	for _, st := range body {
		switch st := st.(type) {
		case *translate.Try, *translate.FuncStmt, *translate.BadStmt:
			return false
		case *translate.Declare:
			if st.Name == self {
				return false
			}
		case *translate.If:
			if !plainStmts(st.Body, self) || !plainStmts(st.Else, self) {
				return false
			}
		case *translate.While:
			if !plainStmts(st.Body, self) || !plainStmts(st.Else, self) {
				return false
			}
		case *translate.For:
			if !plainStmts(st.Body, self) || !plainStmts(st.Else, self) {
				return false
			}
		}
	}
	return true
}

// twinName returns the Go name of s's twin, asking for the twin to be emitted the first time.
func (fe *funcEmitter) twinName(s *typer.Spec) string {
	e := fe.e
	if n, ok := e.twins[s]; ok {
		return n
	}
	var n string
	for {
		n = e.prog.Names.Take(s.InnerName + "Fields")
		free := true
		for f := fe; f != nil; f = f.parent {
			free = f.names.Reserve(n) && free
		}
		if free {
			break
		}
	}
	if e.twins == nil {
		e.twins = map[*typer.Spec]string{}
	}
	e.twins[s] = n
	e.twinOrder = append(e.twinOrder, s)
	return n
}

// twinFuncs emits the twins the functions asked for, in the order they asked; a twin may ask for more.
func (e *emitter) twinFuncs(f *jen.File) error {
	for i := 0; i < len(e.twinOrder); i++ {
		s := e.twinOrder[i]
		fe := newFuncEmitter(e, s, nil)
		locals := map[string]string{}
		var fieldParams, results []jen.Code
		for _, fd := range s.Class.Fields {
			l := fe.names.Take(typer.Local(fd.Name))
			locals[fd.GoName] = l
			fieldParams = append(fieldParams, jen.Id(l).Add(goType(fd.Type)))
			fe.twinFields = append(fe.twinFields, jen.Id(l))
			results = append(results, goType(fd.Type))
		}
		fe.scalars = map[string]map[string]string{s.Def.Params[0].Name: locals}
		body, err := fe.body()
		if err != nil {
			return err
		}
		if isNone(s.Result) && !fe.terminates(s.Def.Body) {
			body = append(body, jen.Return(fe.twinFields...))
		}
		if !isNone(s.Result) {
			results = append(results, goType(s.Result))
		}
		name := e.twins[s]
		f.Commentf("%s is %s with the fields of %s passed and returned as values, for loops that keep them in locals.",
			name, s.InnerName, s.Def.Params[0].Name)
		f.Func().Id(name).Params(append(fieldParams, fe.params()[1:]...)...).Params(results...).Block(body...)
		f.Line()
	}
	return nil
}

// twinReturn is a return statement inside a twin: the fields' values, then the method's result.
func (fe *funcEmitter) twinReturn(s *translate.Return) jen.Code {
	vals := slices.Clone(fe.twinFields)
	if isNone(fe.spec.Result) {
		if s.Value != nil && !isPure(s.Value) {
			return jen.Block(fe.discard(s.Value), jen.Return(vals...))
		}
		return jen.Return(vals...)
	}
	return jen.Return(append(vals, fe.as(s.Value, fe.spec.Result, true))...)
}

// fieldLocal returns the local that holds x.field while x's fields are scalar-replaced.
func (fe *funcEmitter) fieldLocal(x translate.Expr, fd *typer.Field) (string, bool) {
	n, ok := x.(*translate.Name)
	if !ok || fe.scalars[n.Id] == nil {
		return "", false
	}
	l, ok := fe.scalars[n.Id][fd.GoName]
	return l, ok
}

// twinCall emits p.m(args), a statement in a loop that scalar-replaces p, as a call of m's twin.
func (fe *funcEmitter) twinCall(x translate.Expr) (jen.Code, bool) {
	call, ok := x.(*translate.Call)
	if !ok {
		return nil, false
	}
	c := fe.info.Calls[call]
	if c == nil || c.Kind != typer.CallUser || c.Spec.Class == nil || len(c.Args) == 0 {
		return nil, false
	}
	n, ok := c.Args[0].(*translate.Name)
	if !ok || fe.scalars[n.Id] == nil || !fe.e.twinnable(c.Spec) {
		return nil, false
	}
	locals := fe.scalars[n.Id]
	var lhs, args []jen.Code
	for _, fd := range c.Spec.Class.Fields {
		lhs = append(lhs, jen.Id(locals[fd.GoName]))
		args = append(args, jen.Id(locals[fd.GoName]))
	}
	if !isNone(c.Spec.Result) {
		lhs = append(lhs, jen.Id("_"))
	}
	args = append(args, fe.userArgs(c)[1:]...)
	return jen.List(lhs...).Op("=").Id(fe.twinName(c.Spec)).Call(args...), true
}

// scalarizedLoop emits the loop s with the instances scalarVars finds kept in locals, or reports false.
func (fe *funcEmitter) scalarizedLoop(s translate.Stmt, emit func() []jen.Code) ([]jen.Code, bool) {
	vars := fe.scalarVars(s)
	if len(vars) == 0 {
		return nil, false
	}
	var pre, post []jen.Code
	for _, v := range vars {
		g, _ := fe.lookup(v)
		cl := fe.info.Vars[v].(*typer.Class)
		locals := map[string]string{}
		var ls, fs []jen.Code
		for _, fd := range cl.Fields {
			l := fe.names.Take(typer.Local(v + "_" + fd.Name))
			locals[fd.GoName] = l
			ls = append(ls, jen.Id(l))
			fs = append(fs, jen.Id(g).Dot(fd.GoName))
		}
		pre = append(pre, jen.List(ls...).Op(":=").List(fs...))
		post = append(post, jen.List(fs...).Op("=").List(ls...))
		if fe.scalars == nil {
			fe.scalars = map[string]map[string]string{}
		}
		fe.scalars[v] = locals
	}
	loop := emit()
	for _, v := range vars {
		delete(fe.scalars, v)
	}
	return slices.Concat(pre, loop, post), true
}

// scalarVars returns, sorted, the local instances the loop s may keep in locals, or none when the loop does not
// pass the checks described at the top of the file.
func (fe *funcEmitter) scalarVars(s translate.Stmt) []string {
	if fe.worker != "" || len(fe.tries) > 0 || fe.yield != "" {
		return nil
	}
	if f, ok := s.(*translate.For); ok && fe.info.Parallel[f] != nil {
		return nil
	}
	sc := &scalarCheck{fe: fe, used: map[string]bool{}, ok: true}
	sc.stmts([]translate.Stmt{s})
	if !sc.ok || len(sc.used) == 0 {
		return nil
	}
	var vars []string
	classes := map[*typer.Class]bool{}
	for v := range sc.used {
		cl := fe.info.Vars[v].(*typer.Class)
		if classes[cl] {
			return nil // two names of one class may be one instance
		}
		classes[cl] = true
		vars = append(vars, v)
	}
	slices.Sort(vars)
	return vars
}

// scalarCheck walks a loop for scalarVars; used collects the instances it uses.
type scalarCheck struct {
	fe   *funcEmitter
	used map[string]bool
	ok   bool
}

// instance reports whether the name x is an instance the loop may replace: a local or parameter of this function
// with a scalar class, bound before the loop (a variable declared at the top may still be unbound, a nil pointer),
// and not already replaced.
func (sc *scalarCheck) instance(x translate.Expr) (string, bool) {
	fe := sc.fe
	n, ok := x.(*translate.Name)
	if !ok {
		return "", false
	}
	cl, ok := fe.info.Vars[n.Id].(*typer.Class)
	if !ok || !scalarClass(cl) || fe.scalars[n.Id] != nil || fe.typeOf(x) != typer.Type(cl) {
		return "", false
	}
	if _, bound := fe.vars[n.Id]; !bound || !fe.info.Locals[n.Id] && !slices.ContainsFunc(fe.spec.Def.Params,
		func(p *translate.Param) bool { return p.Name == n.Id }) || slices.Contains(fe.plan.atTop, n.Id) {
		return "", false
	}
	return n.Id, true
}

// field accepts x.f, a plain field of a replaceable instance.
func (sc *scalarCheck) field(a *translate.Attribute) bool {
	v, ok := sc.instance(a.X)
	if !ok || sc.fe.info.Props[a] != nil || sc.fe.info.PropSets[a] != nil {
		return false
	}
	if sc.fe.info.Vars[v].(*typer.Class).Field(a.Name) == nil {
		return false
	}
	sc.used[v] = true
	return true
}

func (sc *scalarCheck) stmts(body []translate.Stmt) {
	for _, s := range body {
		if !sc.ok {
			return
		}
		sc.ok = sc.stmt(s)
	}
}

func (sc *scalarCheck) stmt(s translate.Stmt) bool {
	fe := sc.fe
	switch s := s.(type) {
	case *translate.Assign:
		if s.Annot != nil {
			return false
		}
		for _, t := range s.Targets {
			if !sc.target(t) {
				return false
			}
		}
		return sc.expr(s.Value)
	case *translate.AugAssign:
		return !s.Matmul && sc.target(s.Target) && sc.expr(s.Target) && sc.expr(s.Value)
	case *translate.If:
		if !sc.expr(s.Test) {
			return false
		}
		sc.stmts(s.Body)
		sc.stmts(s.Else)
		return sc.ok
	case *translate.While:
		if !sc.expr(s.Test) {
			return false
		}
		sc.stmts(s.Body)
		sc.stmts(s.Else)
		return sc.ok
	case *translate.For:
		if fe.info.Parallel[s] != nil || !sc.target(s.Target) || !sc.rangeCall(s.Iter) {
			return false
		}
		if _, ok := s.Target.(*translate.Name); !ok {
			return false
		}
		sc.stmts(s.Body)
		sc.stmts(s.Else)
		return sc.ok
	case *translate.ExprStmt:
		return sc.twinStmt(s.X)
	case *translate.Break, *translate.Continue, *translate.Pass:
		return true
	}
	return false
}

// target accepts an assignment target: a scalar local, _ or a field of a replaceable instance.
func (sc *scalarCheck) target(t translate.Expr) bool {
	switch t := t.(type) {
	case *translate.Name:
		if t.Id == "_" && sc.fe.info.Vars[t.Id] == nil {
			return true // the throwaway name, never read
		}
		return basic(sc.fe.info.Vars[t.Id]) != nil && sc.fe.info.Locals[t.Id]
	case *translate.Attribute:
		return sc.field(t)
	}
	return false
}

// rangeCall accepts range(...) of scalars that cannot raise (a step that may be zero raises).
func (sc *scalarCheck) rangeCall(x translate.Expr) bool {
	call, ok := x.(*translate.Call)
	if !ok || len(call.Keywords) > 0 || sc.fe.info.Raising[call] {
		return false
	}
	if b, ok := sc.fe.typeOf(call.Func).(*typer.BuiltinRef); !ok || b.Path != "range" {
		return false
	}
	if len(call.Args) == 3 {
		v, ok := sc.fe.info.Consts[call.Args[2]]
		if !ok || v.String() == "0" {
			return false
		}
	}
	for _, a := range call.Args {
		if !sc.expr(a) {
			return false
		}
	}
	return len(call.Args) >= 1 && len(call.Args) <= 3
}

// twinStmt accepts p.m(args) as a statement, m twinnable.
func (sc *scalarCheck) twinStmt(x translate.Expr) bool {
	call, ok := x.(*translate.Call)
	if !ok || len(call.Keywords) > 0 {
		return false
	}
	c := sc.fe.info.Calls[call]
	if c == nil || c.Kind != typer.CallUser || c.Spec.Class == nil || len(c.Args) == 0 || !sc.fe.e.twinnable(c.Spec) {
		return false
	}
	v, ok := sc.instance(c.Args[0])
	if !ok {
		return false
	}
	sc.used[v] = true
	for _, a := range c.Args[1:] {
		if a != nil && !sc.expr(a) {
			return false
		}
	}
	return true
}

// expr accepts a scalar expression of names, constants, fields of replaceable instances and operators, none of which
// can raise.
func (sc *scalarCheck) expr(x translate.Expr) bool {
	fe := sc.fe
	if fe.info.Raising[x] || fe.info.Unwrap[x] != nil || basic(fe.typeOf(x)) == nil {
		return false
	}
	switch x := x.(type) {
	case *translate.Const:
		return true
	case *translate.Name:
		return true
	case *translate.Attribute:
		return sc.field(x)
	case *translate.BinOp:
		return !x.Starred && sc.expr(x.X) && sc.expr(x.Y)
	case *translate.UnaryOp:
		return sc.expr(x.X)
	case *translate.Compare:
		if !sc.expr(x.X) {
			return false
		}
		for _, y := range x.Ys {
			if !sc.expr(y) {
				return false
			}
		}
		return true
	case *translate.BoolOp:
		for _, y := range x.Values {
			if !sc.expr(y) {
				return false
			}
		}
		return true
	case *translate.IfExp:
		return sc.expr(x.Test) && sc.expr(x.Body) && sc.expr(x.Else)
	}
	return false
}
