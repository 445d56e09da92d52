package emit

import (
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// parallelFor emits a prange loop of a parallel=True function on kernels.ParallelFor:
//
//	parts := make([]float64, kernels.Blocks(n))
//	kernels.ParallelFor(n, func(b, lo, hi, worker int) {
//		s := 0.0 // each block reduces into a private copy
//		for k := lo; k < hi; k++ {
//			i := int64(k)
//			...
//		}
//		parts[b] = s
//	})
//	for _, p := range parts { s += p } // combined in block order
func (fe *funcEmitter) parallelFor(s *translate.For, pl *typer.ParLoop) []jen.Code {
	call := s.Iter.(*translate.Call)
	t := fe.typeOf(call)
	var out []jen.Code
	n := fe.names.Take("n")
	var start, step jen.Code
	switch len(call.Args) {
	case 1:
		out = append(out, jen.Id(n).Op(":=").Int().Call(fe.as(call.Args[0], t, false)))
	default:
		st, sp := fe.names.Take("start"), fe.names.Take("step")
		stepX := jen.Code(jen.Add(goType(t)).Call(jen.Lit(1)))
		if len(call.Args) == 3 {
			stepX = fe.as(call.Args[2], t, false)
		}
		out = append(out, jen.List(jen.Id(st), jen.Id(sp)).Op(":=").List(fe.as(call.Args[0], t, false), stepX))
		out = append(out, jen.Id(n).Op(":=").Int().Call(jen.Qual(kernelsPath, "RangeLen").Call(
			jen.Int64().Call(jen.Id(st)), jen.Int64().Call(fe.as(call.Args[1], t, false)), jen.Int64().Call(jen.Id(sp)))))
		start, step = jen.Id(st), jen.Id(sp)
	}
	// Reductions: one slice of block partials per variable. A variable nothing reads after
	// the loop needs none: its updates in the body are dropped as dead stores.
	var reds []typer.Reduction
	for _, r := range pl.Reductions {
		if fe.plan.read[r.Var] {
			reds = append(reds, r)
		}
	}
	parts := make([]string, len(reds))
	for i, r := range reds {
		parts[i] = fe.names.Take(typer.Local(r.Var) + "Parts")
		out = append(out, jen.Id(parts[i]).Op(":=").Make(jen.Index().Add(fe.reductionType(r)), jen.Qual(kernelsPath, "Blocks").Call(jen.Id(n))))
	}
	// Random numbers: one generator per block, seeded from the function's generator.
	pySeeds, npSeeds := "", ""
	if fe.bodyDraws(s.Body, "random.") {
		pySeeds = fe.names.Take("seeds")
		out = append(out, jen.Id(pySeeds).Op(":=").Qual(kernelsPath, "BlockSeeds").Call(jen.Id(fe.rng()), jen.Id(n)))
	}
	if fe.bodyDraws(s.Body, "numpy.random.") {
		npSeeds = fe.names.Take("npSeeds")
		out = append(out, jen.Id(npSeeds).Op(":=").Qual(kernelsPath, "BlockSeeds").Call(jen.Id(fe.npRng()), jen.Id(n)))
	}
	b, lo, hi, worker, k := fe.names.Take("b"), fe.names.Take("lo"), fe.names.Take("hi"), fe.names.Take("worker"), fe.names.Take("k")
	var inner []jen.Code
	if pySeeds != "" {
		inner = append(inner, jen.Id(fe.rng()).Op(":=").Qual(kernelsPath, "BlockRandom").Call(jen.Id(pySeeds), jen.Id(b)))
	}
	if npSeeds != "" {
		inner = append(inner, jen.Id(fe.npRng()).Op(":=").Qual(kernelsPath, "BlockRandom").Call(jen.Id(npSeeds), jen.Id(b)))
	}
	for _, r := range reds {
		g, _ := fe.lookup(r.Var)
		inner = append(inner, jen.Id(g).Op(":=").Add(fe.reductionIdentity(r, g)))
	}
	for _, name := range fe.parDecls[s] {
		if vt := fe.info.Vars[name]; vt != nil && fe.plan.loopRead[s][name] { // declared in the goroutine
			inner = append(inner, jen.Var().Id(fe.declare(name)).Add(goType(vt)))
		}
	}
	inner = append(inner, fe.shadowPrivates(s, pl)...)
	// The loop variable.
	var first []jen.Code
	if tn, ok := s.Target.(*translate.Name); ok && fe.plan.loopRead[s][tn.Id] {
		iv := fe.declare(tn.Id)
		kv := jen.Add(goType(t)).Call(jen.Id(k))
		if start != nil {
			kv = jen.Add(start).Op("+").Add(kv).Op("*").Add(step)
		}
		first = append(first, jen.Id(iv).Op(":=").Add(kv))
	}
	// An element-wise body over range(n) runs a vector prefix over each block; a block's
	// reductions stay sequential (vecserial.go), so the partials keep their bits.
	var vec *forVector
	if tn, ok := s.Target.(*translate.Name); ok && start == nil && len(first) > 0 && typer.Identical(t, typer.Int64) {
		vec = fe.vectorFor(s, tn.Id, true)
	}
	kFirst := jen.Id(lo)
	if vec != nil {
		bs, be := fe.names.Take("start"), fe.names.Take("stop")
		inner = append(inner, jen.List(jen.Id(bs), jen.Id(be)).Op(":=").List(jen.Int64().Call(jen.Id(lo)), jen.Int64().Call(jen.Id(hi))),
			fe.vectorPrefix(vec, bs, be, true)) // blocks start at lo >= 0
		kFirst = jen.Int().Call(jen.Id(bs))
	}
	saved := fe.worker
	fe.worker = worker
	fe.loops = append(fe.loops, &loopCtx{})
	body := fe.block(s.Body)
	fe.loops = fe.loops[:len(fe.loops)-1]
	fe.worker = saved
	inner = append(inner, jen.For(jen.Id(k).Op(":=").Add(kFirst), jen.Id(k).Op("<").Id(hi), jen.Id(k).Op("++")).Block(append(first, body...)...))
	for i, r := range reds {
		g, _ := fe.lookup(r.Var)
		inner = append(inner, jen.Id(parts[i]).Index(jen.Id(b)).Op("=").Id(g))
	}
	workerParam := jen.Id(worker)
	if !strings.Contains(goText(jen.Block(inner...)), worker) {
		workerParam = jen.Id("_")
	}
	out = append(out, jen.Qual(kernelsPath, "ParallelFor").Call(jen.Id(n),
		jen.Func().Params(jen.Id(b), jen.Id(lo), jen.Id(hi), workerParam.Int()).Block(inner...)))
	for i, r := range reds {
		out = append(out, fe.combine(r, parts[i])...)
	}
	return []jen.Code{jen.Block(out...)}
}

// bodyDraws reports whether the statements call a random function whose path has the prefix.
func (fe *funcEmitter) bodyDraws(body []translate.Stmt, prefix string) bool {
	found := false
	walkStmts(body, func(n translate.Node, _ bool) {
		if c, ok := n.(*translate.Call); ok {
			if call := fe.info.Calls[c]; call != nil && call.Kind == typer.CallBuiltin && strings.HasPrefix(call.Builtin, prefix) {
				found = true
			}
		}
	})
	return found
}

func (fe *funcEmitter) reductionType(r typer.Reduction) jen.Code {
	return goType(fe.info.Vars[r.Var])
}

// reductionIdentity is the value a block's private copy starts from.
func (fe *funcEmitter) reductionIdentity(r typer.Reduction, outer string) jen.Code {
	t := fe.info.Vars[r.Var]
	if a := arrayOf(t); a != nil {
		if r.Op == translate.Mul {
			return jen.Qual(kernelsPath, "OnesLike").Types(goType(a.Dtype)).Call(jen.Id(outer))
		}
		return jen.Qual(kernelsPath, "ZerosLike").Types(goType(a.Dtype)).Call(jen.Id(outer))
	}
	b := basic(t)
	switch r.Op {
	case translate.Mul:
		return jen.Add(goType(b)).Call(jen.Lit(1))
	case translate.BitAnd:
		if b.IsBool() {
			return jen.True()
		}
		return jen.Op("^").Add(goType(b)).Call(jen.Lit(0))
	case translate.Lt, translate.Gt:
		fn := "MaxValue"
		if r.Op == translate.Gt {
			fn = "MinValue"
		}
		return jen.Qual(kernelsPath, fn).Types(goType(b)).Call()
	}
	if b.IsBool() {
		return jen.False()
	}
	return jen.Add(goType(b)).Call(jen.Lit(0))
}

// combine folds the block partials into the variable, in block order.
func (fe *funcEmitter) combine(r typer.Reduction, parts string) []jen.Code {
	g, _ := fe.lookup(r.Var)
	p := fe.names.Take("p")
	t := fe.info.Vars[r.Var]
	var step jen.Code
	switch {
	case arrayOf(t) != nil && r.Op == translate.Mul:
		step = jen.Qual(kernelsPath, "MulInto").Call(jen.Id(g), jen.Id(p))
	case arrayOf(t) != nil:
		step = jen.Qual(kernelsPath, "AddInto").Call(jen.Id(g), jen.Id(p))
	case r.Op == translate.Lt:
		step = jen.Id(g).Op("=").Qual(kernelsPath, "Min2").Call(jen.Id(g), jen.Id(p))
	case r.Op == translate.Gt:
		step = jen.Id(g).Op("=").Qual(kernelsPath, "Max2").Call(jen.Id(g), jen.Id(p))
	case basic(t).IsBool():
		gop := map[translate.Op]string{translate.BitOr: "||", translate.BitAnd: "&&", translate.BitXor: "!="}[r.Op]
		step = jen.Id(g).Op("=").Id(g).Op(gop).Id(p)
	default:
		gop := map[translate.Op]string{translate.Add: "+=", translate.Mul: "*=", translate.BitOr: "|=", translate.BitAnd: "&=", translate.BitXor: "^="}[r.Op]
		step = jen.Id(g).Op(gop).Id(p)
	}
	return []jen.Code{jen.For(jen.List(jen.Id("_"), jen.Id(p)).Op(":=").Range().Id(parts)).Block(step)}
}

// privateVars moves the variables assigned inside each parallel loop from the top of the
// function into the loop's goroutine body, so that every block has its own.
func privateVars(plan *varPlan, loops map[*translate.For]*typer.ParLoop) map[*translate.For][]string {
	out := map[*translate.For][]string{}
	for loop := range loops {
		assigned := map[string]bool{}
		assignedIn(loop.Body, assigned)
		var keep []string
		for _, name := range plan.atTop {
			if assigned[name] {
				out[loop] = append(out[loop], name)
			} else {
				keep = append(keep, name)
			}
		}
		plan.atTop = keep
	}
	return out
}

// shadowPrivates declares, in a parallel loop's goroutine body, the variables declared before
// the loop that the body assigns other than its reductions: the typer admits them only when
// every iteration assigns them before reading them and nothing after the loop reads the
// loop's value (typer/parallel_live.go), so each block has a copy of its own instead of
// racing on the shared one.
func (fe *funcEmitter) shadowPrivates(s *translate.For, pl *typer.ParLoop) []jen.Code {
	assigned := map[string]bool{}
	assignedIn(s.Body, assigned)
	skip := map[string]bool{}
	for _, r := range pl.Reductions {
		skip[r.Var] = true
	}
	for _, name := range fe.parDecls[s] {
		skip[name] = true
	}
	for _, n := range translate.BoundNames(s.Target) {
		skip[n.Id] = true
	}
	var names []string
	for name := range assigned {
		if !skip[name] && !fe.plan.loopOwned[name] { // a loop's own target is declared by its loop
			names = append(names, name)
		}
	}
	sort.Strings(names)
	var out []jen.Code
	for _, name := range names {
		g, declared := fe.lookup(name)
		vt := fe.info.Vars[name]
		if !declared || vt == nil {
			continue // declared by the body itself: already private
		}
		out = append(out, jen.Var().Id(g).Add(goType(vt)))
		if !fe.plan.loopRead[s][name] {
			out = append(out, jen.Id("_").Op("=").Id(g)) // assigned, never read in the body
		}
	}
	return out
}
