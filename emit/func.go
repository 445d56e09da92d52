package emit

import (
	"slices"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// funcEmitter emits the body of one specialization.
type funcEmitter struct {
	e          *emitter
	spec       *typer.Spec
	info       *typer.Info
	parent     *funcEmitter
	names      *typer.Namer
	vars       map[string]string // Python local → Go identifier
	paramNames []string
	plan       *varPlan
	loops      []*loopCtx
	closures   map[*typer.Spec]string // nested specializations → local Go names
	captured   map[string]bool        // names nested functions read
	owned      map[string]bool        // arrays no other name can reach (owned.go), once computed
	// scratch names the buffer the next fused loop allocates its result in (scratchAssign);
	// scratchBufs maps owned arrays to their buffers, declared by scratchDecls.
	scratch      string
	scratchBufs  map[string]string
	scratchDecls []jen.Code
	prologue     []widened // conversions of widened parameters
	// worker names the worker index inside the body of a parallel loop ("" outside).
	worker string
	// parDecls are the variables declared inside the goroutine body of each parallel loop.
	parDecls map[*translate.For][]string
	// terminating caches terminatesStmt.
	terminating map[translate.Stmt]bool
	// nestedReads caches, per specialization of a nested function, the names its body reads.
	nestedReads map[*typer.Spec]map[string]bool
	// tries are the try closures being emitted, innermost last (except.go); tryRet names
	// the variable that carries a return value out of them, once one needs it.
	tries  []*tryCtx
	tryRet string
	// excs name the variables holding the exceptions the enclosing except clauses handle,
	// innermost last, for a bare raise.
	excs []string
	// unwrapping marks the expression whose optional value exprP1 is emitting, to unwrap it.
	unwrapping map[translate.Expr]bool
	// enumValuing marks the IntEnum member exprP1 is emitting, to convert it to its value.
	enumValuing map[translate.Expr]bool
	// asArraying marks the array_like argument whose list or tuple exprP1 is converting.
	asArraying map[translate.Expr]bool
	// rowElems maps the array accesses of the loop being emitted whose rows are hoisted
	// (rows.go) to their row and counter names.
	rowElems map[*translate.Subscript][2]string
	// yield names the yield function of a generator's iterator ("" outside generators).
	yield string
	// ownerName names the kernels.Owner of the iterators the function makes ("" while none).
	ownerName string
	// genState names the kernels.GenState of a generator that yields inside try statements
	// (gentry.go), or "".
	genState string
	// scalars maps each instance whose fields are kept in locals (scalarize.go), by Python name, to the locals by
	// field Go name; twinFields are the field locals a twin returns (nil outside twins).
	scalars    map[string]map[string]string
	twinFields []jen.Code
	err        error
}

type loopCtx struct {
	broke string // flag set by break when the loop has an else clause, or ""
}

func newFuncEmitter(e *emitter, s *typer.Spec, parent *funcEmitter) *funcEmitter {
	fe := &funcEmitter{e: e, spec: s, info: s.Info, parent: parent, vars: map[string]string{}, closures: map[*typer.Spec]string{}}
	if parent != nil {
		fe.names = parent.names.Child()
	} else {
		fe.names = e.prog.Names.Child()
	}
	params := map[string]bool{}
	for i, p := range s.Def.Params {
		params[p.Name] = true
		fe.paramNames = append(fe.paramNames, fe.param(p.Name, s.Params[i]))
	}
	if s.Def.Vararg != nil {
		params[s.Def.Vararg.Name] = true
		fe.paramNames = append(fe.paramNames, fe.param(s.Def.Vararg.Name, s.Vararg))
	}
	read, captured, loopRead := fe.emittedReads(s.Def.Body)
	fe.captured = captured
	fe.plan = planVars(s.Def, s.Info.Locals, params, read, captured)
	fe.plan.loopRead = loopRead
	fe.parDecls = privateVars(fe.plan, s.Info.Parallel)
	return fe
}

// param names a parameter. When the body widens the parameter's type (n = n / 2 makes an
// int64 parameter a float64 variable), the body works on a converted copy.
func (fe *funcEmitter) param(py string, t typer.Type) string {
	g := fe.names.Take(typer.Local(py))
	vt := fe.info.Vars[py]
	if vt == nil || typer.Identical(vt, t) {
		fe.vars[py] = g
		return g
	}
	local := fe.names.Take(typer.Local(py))
	fe.vars[py] = local
	if _, none := t.(typer.NoneType); none {
		// A None argument whose variable is rebound (typer's deadNone).
		fe.prologue = append(fe.prologue, widened{py, jen.Var().Id(local).Add(goType(vt))})
		return g
	}
	val := convert(jen.Id(g), t, vt)
	if o, ok := vt.(*typer.Optional); ok && !isOptionalType(t) {
		// x = f(x) where f returns None: the variable is optional, the argument a value.
		val = someOf(o, convert(jen.Id(g), t, o.Elem))
	}
	fe.prologue = append(fe.prologue, widened{py, jen.Id(local).Op(":=").Add(val)})
	return g
}

// widened is the conversion of a parameter whose variable has a wider type than the parameter.
type widened struct {
	py   string
	conv jen.Code
}

// declare gives a Python local its Go name.
func (fe *funcEmitter) declare(py string) string {
	if g, ok := fe.vars[py]; ok {
		return g
	}
	g := fe.names.Take(typer.Local(py))
	fe.vars[py] = g
	return g
}

// nonlocal returns the Go name and type of a variable the function declares nonlocal: the
// enclosing function's variable, which the Go closure assigns.
func (fe *funcEmitter) nonlocal(py string) (string, typer.Type, bool) {
	if !slices.Contains(fe.spec.Def.Nonlocals, py) {
		return "", nil, false
	}
	for f := fe.parent; f != nil; f = f.parent {
		if g, ok := f.vars[py]; ok {
			return g, f.info.Vars[py], true
		}
	}
	fe.fail(fe.e.at, "no Go name for the nonlocal variable %s", py)
	return py, nil, false
}

// lookup returns the Go name of a variable, searching enclosing functions for captured ones.
func (fe *funcEmitter) lookup(py string) (string, bool) {
	for f := fe; f != nil; f = f.parent {
		if g, ok := f.vars[py]; ok {
			return g, true
		}
	}
	return "", false
}

func (fe *funcEmitter) params() []jen.Code { return fe.paramList(goType, false) }

// boundaryParams are the parameters of an exported entry point: vectors are Go slices, and
// a parameter of type none (a None argument, which the specialization knows) is left out.
func (fe *funcEmitter) boundaryParams() []jen.Code { return fe.paramList(boundaryType, true) }

func (fe *funcEmitter) paramList(typ func(typer.Type) *jen.Statement, boundary bool) []jen.Code {
	var ps []jen.Code
	s := fe.spec
	for i := range s.Def.Params {
		if _, none := s.Params[i].(typer.NoneType); none && boundary {
			continue
		}
		ps = append(ps, jen.Id(fe.paramNames[i]).Add(typ(s.Params[i])))
	}
	if s.Def.Vararg != nil {
		ps = append(ps, jen.Id(fe.paramNames[len(s.Def.Params)]).Add(goType(s.Vararg)))
	}
	return ps
}

func (fe *funcEmitter) fail(p translate.Pos, format string, args ...any) {
	if fe.err == nil {
		fe.err = translate.Diagnostics{translate.InternalError(fe.e.prog.Module.File, p, "emit: "+format, args...)}
	}
}

// body emits the statements of the function, with var declarations first. A generator's
// body becomes the iterator function it returns: an iter.Seq that runs the statements each
// time it is ranged over, each yield handing one value to the loop body.
func (fe *funcEmitter) body() ([]jen.Code, error) {
	if g, ok := fe.spec.Result.(*typer.Generator); ok {
		fe.yield = fe.names.Take("yield")
		if yieldsInTry(fe.spec.Def.Body) {
			fe.genState = fe.names.Take("gen")
		}
		inner, err := fe.statements()
		if err != nil {
			return nil, err
		}
		if fe.genState != "" {
			inner = append(fe.genStatePrologue(), inner...)
		}
		fn := jen.Func().Params(jen.Id(fe.yield).Func().Params(goType(g.Elem)).Bool()).Block(inner...)
		return []jen.Code{jen.Return(fn)}, nil
	}
	return fe.statements()
}

// statements emits the declarations and statements of the body.
func (fe *funcEmitter) statements() ([]jen.Code, error) {
	var out []jen.Code
	for _, w := range fe.prologue {
		// A copy nothing reads is not made: every assignment to it becomes _ = x.
		if fe.plan.read[w.py] || fe.captured[w.py] {
			out = append(out, w.conv)
		}
	}
	for _, name := range fe.plan.atTop {
		t := fe.info.Vars[name]
		if t == nil {
			continue
		}
		if !fe.plan.read[name] {
			continue
		}
		if funcOnly(t) {
			continue // a function alias (or a tuple of functions) is never a Go value
		}
		out = append(out, jen.Var().Id(fe.declare(name)).Add(goType(t)))
	}
	if fe.usesRandomDirectly() {
		out = append(out, jen.Id(fe.rng()).Op(":=").Qual(kernelsPath, "PyRandom").Call())
	}
	if fe.usesNPRandomDirectly() {
		out = append(out, jen.Id(fe.npRng()).Op(":=").Qual(kernelsPath, "NPRandom").Call())
	}
	if _, ok := fe.spec.Result.(*typer.Iterator); ok {
		fe.owner() // a returned iterator is released from it
	}
	body := fe.block(fe.spec.Def.Body)
	out = append(out, fe.ownerDecl()...)
	out = append(out, fe.scratchDecls...)
	out = append(out, body...)
	if o, ok := fe.spec.Result.(*typer.Optional); ok && !fe.terminates(fe.spec.Def.Body) {
		out = append(out, jen.Return(noneOf(o))) // falling off the end returns None
	} else if !isNone(fe.spec.Result) && fe.yield == "" && !fe.terminates(fe.spec.Def.Body) {
		// The typer proved the end unreachable (every path returns or raises) by rules Go's
		// terminating statements do not share.
		out = append(out, jen.Panic(jen.Lit("unreachable")))
	}
	if fe.err != nil {
		return nil, fe.err
	}
	return out, nil
}

// usesNPRandomDirectly reports whether the body itself calls a numpy.random function.
func (fe *funcEmitter) usesNPRandomDirectly() bool {
	for _, c := range fe.info.Calls {
		if c.Kind == typer.CallBuiltin && strings.HasPrefix(c.Builtin, "numpy.random.") {
			return true
		}
	}
	return false
}

// usesRandomDirectly reports whether the body itself calls a random function.
func (fe *funcEmitter) usesRandomDirectly() bool {
	for _, c := range fe.info.Calls {
		if c.Kind == typer.CallBuiltin && len(c.Builtin) > 7 && c.Builtin[:7] == "random." {
			return true
		}
	}
	return false
}

func (fe *funcEmitter) rng() string {
	if g, ok := fe.vars[" rng"]; ok {
		return g
	}
	g := fe.names.Take("rng")
	fe.vars[" rng"] = g
	return g
}
