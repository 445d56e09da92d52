package emit

import (
	"fmt"
	"go/constant"
	"go/token"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the CPU twin of @cuda.jit kernels: a Go function per kernel specialization
// taking the thread context, its shared memory and the arguments; a Go function per device
// function; and a launch function per kernel that mirrors kernel[grid, block](args) through
// kernels/cuda. The CUDA C of the same functions is in cuda_c.go.

const cudaPath = "github.com/pygo-lang/pygo/kernels/cuda"

// cudaGo emits the Go side of every CUDA function into f.
func (e *emitter) cudaGo(f *jen.File) {
	cp := e.prog.CUDA
	if cp == nil || len(cp.Kernels) == 0 {
		return
	}
	f.ImportName(cudaPath, "cuda")
	for _, fn := range cp.Devices {
		if fn.UfuncElem {
			continue // the ufunc's own element function computes it on the CPU
		}
		g := newCudaGo(e, fn)
		f.Add(g.function())
		f.Line()
	}
	for _, fn := range cp.Kernels {
		g := newCudaGo(e, fn)
		if len(fn.Shared) > 0 {
			var fields []jen.Code
			for i, d := range fn.Shared {
				fields = append(fields, jen.Id(fmt.Sprintf("A%d", i)).Index(jen.Lit(d.Size())).Id(d.Dtype.String()))
			}
			f.Commentf("%sShared is the shared memory of one block of %s.", fn.GoName, fn.Def.Name)
			f.Type().Id(fn.GoName + "Shared").Struct(fields...)
			f.Line()
		}
		f.Add(g.function())
		f.Line()
		f.Add(g.launch(false))
		f.Line()
		f.Add(g.launch(true))
		f.Line()
	}
}

// cudaSharedBytes is the static shared memory of a kernel: its own arrays and those of the
// device functions it calls.
func cudaSharedBytes(fn *typer.CUDAFunc) int {
	n := 0
	for _, d := range fn.Shared {
		n += d.Bytes()
	}
	for _, d := range fn.BlockShared {
		n += d.Bytes()
	}
	return n
}

type cudaGo struct {
	e     *emitter
	fn    *typer.CUDAFunc
	names map[string]string // Python name → Go name
	namer *typer.Namer
	reads map[string]bool
	// locals are the Go arrays backing cuda.local.array calls.
	locals map[*translate.Call]string
}

func newCudaGo(e *emitter, fn *typer.CUDAFunc) *cudaGo {
	g := &cudaGo{e: e, fn: fn, names: map[string]string{}, namer: typer.NewNamer("t", "sh", "cuda", "grid", "block", "p", "stream", "sharedMem"), reads: map[string]bool{}, locals: map[*translate.Call]string{}}
	for _, p := range fn.Def.Params {
		g.names[p.Name] = g.namer.Take(p.Name)
	}
	for _, v := range sortedVars(fn) {
		g.names[v] = g.namer.Take(v)
	}
	cudaReads(fn.Def.Body, g.reads)
	return g
}

func sortedVars(fn *typer.CUDAFunc) []string {
	var vs []string
	for v := range fn.Vars {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	return vs
}

func (g *cudaGo) params() []jen.Code {
	ps := []jen.Code{jen.Id("t").Op("*").Qual(cudaPath, "Thread")}
	if !g.fn.Device {
		if len(g.fn.Shared) > 0 {
			ps = append(ps, jen.Id("sh").Op("*").Id(g.fn.GoName+"Shared"))
		} else {
			ps = append(ps, jen.Id("_").Op("*").Struct())
		}
	}
	for i, p := range g.fn.Def.Params {
		ps = append(ps, jen.Id(g.names[p.Name]).Add(goType(g.fn.Params[i])))
	}
	return ps
}

func (g *cudaGo) function() jen.Code {
	fn := g.fn
	var body []jen.Code
	for _, v := range sortedVars(fn) {
		body = append(body, jen.Var().Id(g.names[v]).Add(goType(fn.Vars[v])))
		if !g.reads[v] {
			body = append(body, jen.Id("_").Op("=").Id(g.names[v]))
		}
	}
	// Local arrays live on the Go stack of the thread.
	var calls []*translate.Call
	for c, d := range fn.Arrays {
		if !d.Shared {
			calls = append(calls, c)
		}
	}
	sort.Slice(calls, func(i, j int) bool { return posLess(calls[i].Pos, calls[j].Pos) })
	for _, c := range calls {
		d := fn.Arrays[c]
		name := g.namer.Take("local")
		g.locals[c] = name
		if d.Const != nil {
			// cuda.const.array_like: the module array's elements (a read-only table).
			var vals []jen.Code
			for _, v := range d.Const {
				vals = append(vals, g.constLit(d.Dtype, v))
			}
			body = append(body, jen.Id(name).Op(":=").Index(jen.Lit(d.Size())).Id(d.Dtype.String()).Values(vals...))
			continue
		}
		body = append(body, jen.Var().Id(name).Index(jen.Lit(d.Size())).Id(d.Dtype.String()))
	}
	body = append(body, g.block(fn.Def.Body)...)
	var result jen.Code = jen.Null()
	if !fn.Device || isNone(fn.Result) {
	} else if tup, ok := fn.Result.(*typer.Tuple); ok {
		// A tuple of numbers: Go's multiple results.
		var rs, zeros []jen.Code
		for _, et := range tup.Elems {
			rs = append(rs, goType(et))
			zeros = append(zeros, jen.Id(et.String()).Call(jen.Lit(0)))
		}
		result = jen.Params(rs...)
		if !terminates(fn.Def.Body) {
			body = append(body, jen.Return(zeros...))
		}
	} else {
		result = goType(fn.Result)
		if !terminates(fn.Def.Body) {
			body = append(body, jen.Return(jen.Id(fn.Result.String()).Call(jen.Lit(0))))
		}
	}
	what := "the body of CUDA kernel " + fn.Def.Name + ", run by one thread"
	if fn.Device {
		what = "the CUDA device function " + fn.Def.Name
	}
	return jen.Commentf("%s is %s (%s).", fn.GoName, what, sigText(fn)).Line().
		Func().Id(fn.GoName).Params(g.params()...).Add(result).Block(body...)
}

func sigText(fn *typer.CUDAFunc) string {
	var ps []string
	for _, p := range fn.Params {
		ps = append(ps, p.String())
	}
	r := "void"
	if fn.Device && !isNone(fn.Result) {
		r = fn.Result.String()
	}
	return r + "(" + strings.Join(ps, ", ") + ")"
}

func posLess(a, b translate.Pos) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
}

// terminates reports whether control cannot fall off the end of body (Go's rule, narrowed).
func terminates(body []translate.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	switch s := body[len(body)-1].(type) {
	case *translate.Return:
		return true
	case *translate.If:
		return terminates(s.Body) && terminates(s.Else)
	}
	return false
}

// launch emits the launch function of a kernel: with host arrays (device false), as entry
// points take them, or with device arrays and a stream (device true), kernel[grid, block,
// stream](d_a, ...), which passes them to the kernel without copying.
func (g *cudaGo) launch(device bool) jen.Code {
	fn := g.fn
	ps := []jen.Code{jen.List(jen.Id("grid"), jen.Id("block")).Qual(cudaPath, "Dim3")}
	config, dyn := "grid, block", jen.Code(jen.Lit(0))
	name := fn.LaunchName
	if device {
		name = fn.DeviceLaunchName
		ps = append(ps, jen.Id("stream").Op("*").Qual(cudaPath, "Stream"))
		config = "grid, block, stream"
	}
	if fn.DynShared {
		// kernel[grid, block, stream, sharedmem]: the dynamic shared memory comes with the launch.
		ps = append(ps, jen.Id("sharedMem").Int())
		dyn = jen.Id("sharedMem")
		if device {
			config += ", sharedMem"
		} else {
			config += ", 0, sharedMem"
		}
	}
	// The launch's own names (grid, block, stream, sharedMem) are reserved by newCudaGo, so
	// parameters never take them; each launch function names its views afresh.
	namer := g.namer.Child()
	args := []jen.Code{jen.Id("t"), jen.Id("sh")}
	var pyArgs []string
	var conv, kargs []jen.Code
	for i, p := range fn.Def.Params {
		n := g.names[p.Name]
		a, isArray := fn.Params[i].(*typer.Array)
		switch {
		case isArray && device:
			// A device array: the CPU twin views its elements in place (Twin), the GPU gets
			// its device memory (DeviceArg).
			ps = append(ps, jen.Id(n).Op("*").Qual(cudaPath, "DeviceArray").Types(goType(a.Dtype), dimsType(a.Ndim)))
			kargs = append(kargs, jen.Qual(cudaPath, "DeviceArg").Call(jen.Id(n)))
			inner := namer.Take(n + "Arr")
			conv = append(conv, jen.Id(inner).Op(":=").Add(layoutChecked(jen.Id(n).Dot("Twin").Call(), a)))
			n = inner
		case isArray:
			// The launch takes arrays as entry points do: a vector as a Go slice.
			ps = append(ps, jen.Id(n).Add(boundaryType(fn.Params[i])))
			if a.Ndim == 1 || a.Layout != typer.LayoutA {
				inner := namer.Take(n + "Arr")
				conv = append(conv, jen.Id(inner).Op(":=").Add(toInner(jen.Id(n), a)))
				n = inner
			}
			kargs = append(kargs, jen.Qual(cudaPath, "ArrayArg").Call(jen.Id(n)))
		default:
			ps = append(ps, jen.Id(n).Add(boundaryType(fn.Params[i])))
			kargs = append(kargs, jen.Qual(cudaPath, "ScalarArg").Call(jen.Id(n)))
		}
		args = append(args, jen.Id(n))
		pyArgs = append(pyArgs, p.Name)
	}
	sh := jen.Op("*").Struct()
	if len(fn.Shared) > 0 {
		sh = jen.Op("*").Id(fn.GoName + "Shared")
	}
	dict := jen.Dict{
		jen.Id("Name"):        jen.Lit(fn.Def.Name),
		jen.Id("Sync"):        jen.Lit(fn.Sync),
		jen.Id("SharedBytes"): jen.Lit(cudaSharedBytes(fn)),
		jen.Id("Source"):      jen.Id("CUDASource"),
		jen.Id("Func"):        jen.Lit(fn.CName),
		jen.Id("Args"):        jen.Index().Qual(cudaPath, "Arg").Values(kargs...),
	}
	if fn.DynShared {
		dict[jen.Id("DynSharedBytes")] = dyn
	}
	if fn.DevSharedBytes > 0 {
		dict[jen.Id("DevSharedBytes")] = jen.Lit(fn.DevSharedBytes)
	}
	if device {
		dict[jen.Id("Stream")] = jen.Id("stream")
	}
	kernel := jen.Qual(cudaPath, "Kernel").Values(dict)
	doc := jen.Commentf("%s launches the CUDA kernel %s%s over grid × block threads, as %s[%s](%s) does.",
		name, fn.Def.Name, sigText(fn)[len("void"):], fn.Def.Name, config, strings.Join(pyArgs, ", ")).Line()
	if device {
		doc.Comment("Its arrays are device arrays (cuda.ToDevice, cuda.NewDeviceArray), which the kernel reads").Line().
			Comment("and writes where they are, without copies; stream nil is the default stream. With the cuda").Line().
			Comment("build tag the launch is queued on the stream, and a fault in a thread is returned by the").Line().
			Comment("stream's Synchronize or the next copy; on the CPU twin it has run when the call returns.").Line()
	} else {
		doc.Comment("It runs on the CPU twin of kernels/cuda, or with the cuda build tag on the GPU; a bad").Line().
			Comment("launch configuration or a fault in a thread is returned as an error.").Line()
	}
	return doc.Func().Id(name).Params(ps...).Error().Block(append(conv,
		jen.Return(jen.Qual(cudaPath, "Launch").Call(kernel, jen.Id("grid"), jen.Id("block"),
			jen.Func().Params(jen.Id("t").Op("*").Qual(cudaPath, "Thread"), jen.Id("sh").Add(sh)).Block(
				jen.Id(fn.GoName).Call(args...),
			))))...,
	)
}

// layoutChecked checks a device array's view against a parameter declared C or Fortran
// contiguous, as entry points check host arrays (a device array is one or the other).
func layoutChecked(x jen.Code, a *typer.Array) jen.Code {
	switch {
	case a.Ndim > 1 && a.Layout == typer.LayoutC:
		return jen.Qual(kernelsPath, "MustC").Call(x)
	case a.Ndim > 1 && a.Layout == typer.LayoutF:
		return jen.Qual(kernelsPath, "MustF").Call(x)
	}
	return x
}

func (g *cudaGo) block(body []translate.Stmt) []jen.Code {
	var out []jen.Code
	for _, s := range body {
		out = append(out, g.stmt(s)...)
	}
	return out
}

func (g *cudaGo) typeOf(x translate.Expr) typer.Type { return g.fn.Types[x] }

func (g *cudaGo) stmt(s translate.Stmt) []jen.Code {
	g.e.at = s.At()
	switch s := s.(type) {
	case *translate.Assign:
		target := s.Targets[0]
		if call, ok := s.Value.(*translate.Call); ok {
			if d := g.fn.Arrays[call]; d != nil {
				return []jen.Code{jen.Id(g.names[target.(*translate.Name).Id]).Op("=").Add(g.arrayView(call, d))}
			}
		}
		if tup, ok := target.(*translate.Tuple); ok {
			return g.unpack(tup, s.Value)
		}
		return []jen.Code{g.store(target, func(to *typer.Basic) jen.Code { return g.conv(s.Value, to) })}
	case *translate.AugAssign:
		rt := g.fn.AugTypes[s]
		if sub, ok := s.Target.(*translate.Subscript); ok {
			dt := g.typeOf(sub).(*typer.Basic)
			return []jen.Code{jen.Block(
				jen.Id("p").Op(":=").Op("&").Add(g.elem(sub)),
				jen.Op("*").Id("p").Op("=").Add(convCode(g.binary(s.Op, jen.Op("*").Id("p"), dt, g.operand(s.Value), basic(g.typeOf(s.Value)), rt), rt, dt)),
			)}
		}
		vt := g.typeOf(s.Target).(*typer.Basic)
		return []jen.Code{g.store(s.Target, func(to *typer.Basic) jen.Code {
			return convCode(g.binary(s.Op, g.expr(s.Target), vt, g.operand(s.Value), basic(g.typeOf(s.Value)), rt), rt, to)
		})}
	case *translate.If:
		st := jen.If(g.cond(s.Test)).Block(g.block(s.Body)...)
		if len(s.Else) > 0 {
			if len(s.Else) == 1 {
				if elif, ok := s.Else[0].(*translate.If); ok {
					return []jen.Code{st.Else().Add(g.stmt(elif)...)}
				}
			}
			st = st.Else().Block(g.block(s.Else)...)
		}
		return []jen.Code{st}
	case *translate.While:
		return []jen.Code{jen.For(g.cond(s.Test)).Block(g.block(s.Body)...)}
	case *translate.For:
		if b := g.fn.Builtins[s.Iter]; b != nil && b.Kind == "iterarray" {
			return []jen.Code{g.forArray(s)}
		}
		if call, kind, ok := cudaIter(g.fn, s); ok {
			return []jen.Code{g.forIter(s, call, kind)}
		}
		return []jen.Code{g.forRange(s)}
	case *translate.Break:
		return []jen.Code{jen.Break()}
	case *translate.Continue:
		return []jen.Code{jen.Continue()}
	case *translate.Pass:
		return nil
	case *translate.Return:
		if s.Value == nil || !g.fn.Device {
			return []jen.Code{jen.Return()}
		}
		if tup, ok := g.fn.Result.(*typer.Tuple); ok {
			var vals []jen.Code
			for i, x := range s.Value.(*translate.Tuple).Elts {
				vals = append(vals, g.conv(x, tup.Elems[i].(*typer.Basic)))
			}
			return []jen.Code{jen.Return(vals...)}
		}
		return []jen.Code{jen.Return(g.conv(s.Value, g.fn.Result.(*typer.Basic)))}
	case *translate.ExprStmt:
		var out []jen.Code
		for _, x := range effectExprs(s.X) {
			if _, ok := x.(*translate.Call); ok {
				if t := g.typeOf(x); t == nil || isNone(t) {
					out = append(out, g.expr(x))
					continue
				}
			}
			out = append(out, jen.Id("_").Op("=").Add(g.expr(x)))
		}
		return out
	}
	panic(fmt.Sprintf("emit: CUDA statement %T not handled", s))
}

// effectExprs are the expressions a kernel's expression statement evaluates for their
// effects: the elements of a tuple (`f(i), g(i)`) in order, none for a name or a constant.
func effectExprs(x translate.Expr) []translate.Expr {
	switch x := x.(type) {
	case *translate.Tuple:
		var out []translate.Expr
		for _, e := range x.Elts {
			out = append(out, effectExprs(e)...)
		}
		return out
	case *translate.Name, *translate.Const:
		return nil
	}
	return []translate.Expr{x}
}

// store assigns to a name or an array element the value val(element type).
func (g *cudaGo) store(target translate.Expr, val func(to *typer.Basic) jen.Code) jen.Code {
	switch x := target.(type) {
	case *translate.Name:
		t := g.typeOf(x)
		if b, ok := t.(*typer.Basic); ok {
			return jen.Id(g.names[x.Id]).Op("=").Add(val(b))
		}
		return jen.Id(g.names[x.Id]).Op("=").Add(jen.Id(g.names[x.Id])) // array alias (unreachable: typer rejects)
	case *translate.Subscript:
		return g.elem(x).Op("=").Add(val(g.typeOf(x).(*typer.Basic)))
	}
	panic("emit: CUDA store target")
}

func (g *cudaGo) unpack(tup *translate.Tuple, value translate.Expr) []jen.Code {
	if items := g.fn.Unpacked[value]; items != nil {
		value = items // n, m = a.shape
	}
	var lhs, rhs []jen.Code
	if call, ok := value.(*translate.Call); ok {
		if b := g.fn.Builtins[call]; b != nil && b.Kind == "warp" {
			return g.warpUnpack(tup, call, b)
		}
		if p, ok := cudaPair(g.fn, call); ok {
			return g.pairUnpack(p, tup, call)
		}
		if f := g.fn.Callees[call]; f != nil {
			// a, b = f(x): a device function's multiple results, converted to the variables' types.
			rt := f.Result.(*typer.Tuple)
			var tmps []jen.Code
			for i, x := range tup.Elts {
				r := fmt.Sprintf("r%d", i)
				tmps = append(tmps, jen.Id(r))
				lhs = append(lhs, jen.Id(g.names[x.(*translate.Name).Id]))
				rhs = append(rhs, convCode(jen.Id(r), rt.Elems[i].(*typer.Basic), basic(g.typeOf(x))))
			}
			return []jen.Code{jen.Block(jen.List(tmps...).Op(":=").Add(g.expr(call)), jen.List(lhs...).Op("=").List(rhs...))}
		}
		if b := g.fn.Builtins[call]; b != nil && (b.Kind == "grid" || b.Kind == "gridsize") {
			for i, x := range tup.Elts {
				lhs = append(lhs, jen.Id(g.names[x.(*translate.Name).Id]))
				rhs = append(rhs, convCode(jen.Int64().Call(g.gridComp(b.Kind, i)), typer.Int64, basic(g.typeOf(x))))
			}
			return []jen.Code{jen.List(lhs...).Op("=").List(rhs...)}
		}
	}
	vt := g.typeOf(value).(*typer.Tuple)
	vals := value.(*translate.Tuple).Elts
	for i, x := range tup.Elts {
		lhs = append(lhs, jen.Id(g.names[x.(*translate.Name).Id]))
		rhs = append(rhs, convCode(g.expr(vals[i]), basic(vt.Elems[i]), basic(g.typeOf(x))))
	}
	return []jen.Code{jen.List(lhs...).Op("=").List(rhs...)}
}

func (g *cudaGo) gridComp(kind string, axis int) *jen.Statement {
	ax := "XYZ"[axis : axis+1]
	if kind == "grid" {
		return jen.Id("t").Dot("BlockIdx").Dot(ax).Op("*").Id("t").Dot("BlockDim").Dot(ax).Op("+").Id("t").Dot("ThreadIdx").Dot(ax)
	}
	return jen.Id("t").Dot("GridDim").Dot(ax).Op("*").Id("t").Dot("BlockDim").Dot(ax)
}

func (g *cudaGo) arrayView(call *translate.Call, d *typer.CUDAArrayDecl) jen.Code {
	if d.Dynamic {
		return jen.Qual(cudaPath, "DynShared").Types(jen.Id(d.Dtype.String())).Call(jen.Id("t"))
	}
	var data jen.Code
	if d.Shared && g.fn.Device {
		// A device function's shared array: its place in the block's area for them.
		data = jen.Qual(cudaPath, "BlockShared").Types(jen.Id(d.Dtype.String())).Call(jen.Id("t"), jen.Lit(d.Offset), jen.Lit(d.Size()))
	} else if d.Shared {
		data = jen.Id("sh").Dot(fmt.Sprintf("A%d", d.Slot)).Index(jen.Empty(), jen.Empty())
	} else {
		data = jen.Id(g.locals[call]).Index(jen.Empty(), jen.Empty())
	}
	var shape, strides []jen.Code
	for k := range d.Shape {
		shape = append(shape, jen.Lit(d.Shape[k]))
		st := 1
		for _, n := range d.Shape[k+1:] {
			st *= n
		}
		strides = append(strides, jen.Lit(st))
	}
	dims := jen.Index(jen.Lit(len(d.Shape))).Int()
	return arrayType(typer.NewArray(d.Dtype, len(d.Shape), typer.LayoutC)).Values(jen.Dict{
		jen.Id("Data"):    data,
		jen.Id("Shape"):   dims.Clone().Values(shape...),
		jen.Id("Strides"): dims.Clone().Values(strides...),
	})
}

func (g *cudaGo) forRange(s *translate.For) jen.Code {
	call := s.Iter.(*translate.Call)
	args := call.Args
	lo, hi := jen.Code(jen.Int64().Call(jen.Lit(0))), jen.Code(nil)
	var step jen.Code = jen.Lit(1)
	stepSign := 1
	// A bound that is a constant is typed int64 here, or `k, stop := ..., -1` would make stop an int.
	bound := func(x translate.Expr) jen.Code {
		if v := g.constOf(x); v != nil {
			if n, ok := constant.Int64Val(v); ok {
				return jen.Int64().Call(jen.Lit(int(n)))
			}
		}
		return g.conv(x, typer.Int64)
	}
	switch len(args) {
	case 1:
		hi = bound(args[0])
	default:
		lo, hi = bound(args[0]), bound(args[1])
	}
	if len(args) == 3 {
		step = g.conv(args[2], typer.Int64)
		stepSign = 0
		if v := g.constOf(args[2]); v != nil {
			if n, ok := constant.Int64Val(v); ok && n > 0 {
				stepSign = 1
			} else if ok && n < 0 {
				stepSign = -1
			}
		}
	}
	k := g.namer.Take("k")
	stop := g.namer.Take("stop")
	var cond jen.Code
	switch stepSign {
	case 1:
		cond = jen.Id(k).Op("<").Id(stop)
	case -1:
		cond = jen.Id(k).Op(">").Id(stop)
	default:
		stepName := g.namer.Take("step")
		init := jen.List(jen.Id(k), jen.Id(stop), jen.Id(stepName)).Op(":=").List(lo, hi, step)
		cond = jen.Id(stepName).Op(">").Lit(0).Op("&&").Id(k).Op("<").Id(stop).Op("||").Id(stepName).Op("<").Lit(0).Op("&&").Id(k).Op(">").Id(stop)
		body := append([]jen.Code{jen.Id(g.names[s.Target.(*translate.Name).Id]).Op("=").Id(k)}, g.block(s.Body)...)
		return jen.For(init, cond, jen.Id(k).Op("+=").Id(stepName)).Block(body...)
	}
	init := jen.List(jen.Id(k), jen.Id(stop)).Op(":=").List(lo, hi)
	post := jen.Id(k).Op("++")
	if len(args) == 3 {
		post = jen.Id(k).Op("+=").Add(step)
	}
	body := append([]jen.Code{jen.Id(g.names[s.Target.(*translate.Name).Id]).Op("=").Id(k)}, g.block(s.Body)...)
	return jen.For(init, cond, post).Block(body...)
}

// constOf folds a literal or module constant.
func (g *cudaGo) constOf(x translate.Expr) constant.Value {
	switch x := x.(type) {
	case *translate.Const:
		return x.Value
	case *translate.Name:
		if _, v := g.e.prog.CUDA.ConstValue(x.Id); v != nil && g.names[x.Id] == "" {
			return v
		}
	case *translate.UnaryOp:
		if x.Op == translate.USub {
			if v := g.constOf(x.X); v != nil {
				return constant.UnaryOp(token.SUB, v, 0)
			}
		}
	}
	return nil
}

func (g *cudaGo) cond(x translate.Expr) jen.Code {
	t := basic(g.typeOf(x))
	if t != nil && t.IsBool() {
		return g.expr(x)
	}
	return jen.Parens(g.expr(x)).Op("!=").Lit(0)
}

// conv returns x converted to the Go type of to.
func (g *cudaGo) conv(x translate.Expr, to *typer.Basic) jen.Code {
	from := basic(g.typeOf(x))
	if c, ok := x.(*translate.Const); ok && c.Kind != translate.BoolConst && from != nil && !from.IsBool() {
		// A literal converts exactly: write it as a constant of the target type.
		if to.IsFloat() || to.IsInteger() && c.Kind == translate.IntConst {
			return jen.Id(to.String()).Call(g.expr(x))
		}
	}
	return convCode(g.expr(x), from, to)
}

// convCode converts code of type from to type to.
func convCode(x jen.Code, from, to *typer.Basic) jen.Code {
	if from == nil || to == nil || from == to {
		return x
	}
	if to.IsBool() {
		if from.IsBool() {
			return x
		}
		return jen.Parens(x).Op("!=").Lit(0)
	}
	if to.IsComplex() && !from.IsComplex() {
		part := typer.Float64
		if to == typer.Complex64 {
			part = typer.Float32
		}
		return jen.Complex(convCode(x, from, part), jen.Lit(0))
	}
	if from.IsBool() {
		return jen.Qual(cudaPath, "B2I").Types(jen.Id(to.String())).Call(x)
	}
	return jen.Id(to.String()).Call(x)
}

// binary emits x op y of result type rt from operands of types xt and yt.
func (g *cudaGo) binary(op translate.Op, x jen.Code, xt *typer.Basic, y jen.Code, yt *typer.Basic, rt *typer.Basic) jen.Code {
	ot := rt // operand type
	if op == translate.LShift || op == translate.RShift {
		return jen.Add(convCode(x, xt, rt)).Op(op.String()).Add(convCode(y, yt, typer.Uint64))
	}
	cx, cy := convCode(x, xt, ot), convCode(y, yt, ot)
	switch op {
	case translate.Div:
		if rt.IsComplex() {
			return jen.Qual(cudaPath, "DivComplex").Call(cx, cy)
		}
	case translate.FloorDiv:
		if rt.IsFloat() {
			return jen.Qual(cudaPath, "FloorDivFloat").Call(cx, cy)
		}
		return jen.Qual(cudaPath, "FloorDiv").Call(cx, cy)
	case translate.Mod:
		if rt.IsFloat() {
			return jen.Qual(cudaPath, "ModFloat").Call(cx, cy)
		}
		return jen.Qual(cudaPath, "Mod").Call(cx, cy)
	case translate.Pow:
		if rt.IsInteger() {
			return jen.Qual(kernelsPath, "PowIntNP").Call(cx, cy)
		}
		return convCode(jen.Qual("math", "Pow").Call(convCode(x, xt, typer.Float64), convCode(y, yt, typer.Float64)), typer.Float64, rt)
	case translate.BitAnd, translate.BitOr, translate.BitXor:
		if rt.IsBool() {
			return jen.Add(cx).Op(map[translate.Op]string{translate.BitAnd: "&&", translate.BitOr: "||", translate.BitXor: "!="}[op]).Add(cy)
		}
	}
	return jen.Add(cx).Op(op.String()).Add(cy)
}

// operand is x for use as an operand: parenthesized when it is itself an operation.
func (g *cudaGo) operand(x translate.Expr) *jen.Statement {
	switch x.(type) {
	case *translate.BinOp, *translate.Compare, *translate.BoolOp, *translate.UnaryOp:
		return jen.Parens(g.expr(x))
	}
	return g.expr(x)
}

// elem is the Go element a[i, j] of an array subscript.
func (g *cudaGo) elem(x *translate.Subscript) *jen.Statement {
	arr := g.expr(x.X)
	idx := []translate.Expr{x.Index}
	if tup, ok := x.Index.(*translate.Tuple); ok {
		idx = tup.Elts
	}
	return g.elemAt(arr, idx)
}

func (g *cudaGo) elemAt(arr jen.Code, idx []translate.Expr) *jen.Statement {
	off := jen.Add(arr).Dot("Off")
	for k, ix := range idx {
		i := jen.Qual(cudaPath, "Ix").Call(jen.Int().Call(g.expr(ix)), jen.Add(arr).Dot("Shape").Index(jen.Lit(k)))
		off = off.Op("+").Add(i).Op("*").Add(arr).Dot("Strides").Index(jen.Lit(k))
	}
	return jen.Add(arr).Dot("Data").Index(off)
}

var cudaGoMath = map[string]string{
	"sqrt": "Sqrt", "exp": "Exp", "log": "Log", "log2": "Log2", "log10": "Log10", "log1p": "Log1p", "expm1": "Expm1",
	"sin": "Sin", "cos": "Cos", "tan": "Tan", "asin": "Asin", "acos": "Acos", "atan": "Atan", "sinh": "Sinh", "cosh": "Cosh", "tanh": "Tanh",
	"asinh": "Asinh", "acosh": "Acosh", "atanh": "Atanh", "fabs": "Abs", "erf": "Erf", "erfc": "Erfc", "gamma": "Gamma",
	"atan2": "Atan2", "hypot": "Hypot", "pow": "Pow", "copysign": "Copysign", "fmod": "Mod",
	"remainder": "Remainder", "floor": "Floor", "ceil": "Ceil", "trunc": "Trunc", "isnan": "IsNaN",
}

func (g *cudaGo) expr(x translate.Expr) *jen.Statement {
	t := g.typeOf(x)
	switch x := x.(type) {
	case *translate.Const:
		switch x.Kind {
		case translate.BoolConst:
			return jen.Lit(constant.BoolVal(x.Value))
		case translate.IntConst:
			v, _ := constant.Int64Val(x.Value)
			return jen.Lit(int(v))
		case translate.ComplexConst:
			return goComplexConst(basic(t), x.Value)
		}
		f, _ := constant.Float64Val(x.Value)
		return jen.Lit(f)
	case *translate.Name:
		if n, ok := g.names[x.Id]; ok {
			return jen.Id(n)
		}
		if f, ok := g.e.prog.CUDA.NonFiniteConst(x.Id); ok {
			return floatValue(f, typer.Float64)
		}
		b, v := g.e.prog.CUDA.ConstValue(x.Id)
		if v == nil {
			panic("emit: CUDA name " + x.Id)
		}
		return g.constLit(b, v)
	case *translate.BinOp:
		xt, yt := basic(g.typeOf(x.X)), basic(g.typeOf(x.Y))
		return jen.Add(g.binary(x.Op, g.operand(x.X), xt, g.operand(x.Y), yt, basic(t)))
	case *translate.UnaryOp:
		xt := basic(g.typeOf(x.X))
		switch x.Op {
		case translate.Not:
			return jen.Op("!").Add(g.cond(x.X))
		case translate.USub:
			return jen.Op("-").Add(convCode(g.operand(x.X), xt, basic(t)))
		case translate.UAdd:
			return jen.Add(convCode(g.expr(x.X), xt, basic(t)))
		case translate.Invert:
			if xt.IsBool() {
				return jen.Op("!").Add(g.expr(x.X))
			}
			return jen.Op("^").Add(convCode(g.operand(x.X), xt, basic(t)))
		}
	case *translate.Compare:
		var parts []jen.Code
		left := x.X
		for i, op := range x.Ops {
			right := x.Ys[i]
			lt, rt := basic(g.typeOf(left)), basic(g.typeOf(right))
			ct := typer.Promote(lt, rt)
			if lt.IsBool() && rt.IsBool() {
				ct = typer.Bool
			} else if ct.IsBool() {
				ct = typer.Int64
			}
			parts = append(parts, jen.Add(convCode(g.operand(left), lt, ct)).Op(op.String()).Add(convCode(g.operand(right), rt, ct)))
			left = right
		}
		s := jen.Add(parts[0])
		for _, p := range parts[1:] {
			s = s.Op("&&").Add(p)
		}
		return s
	case *translate.BoolOp:
		op := "&&"
		if x.Op == translate.Or {
			op = "||"
		}
		s := g.operand(x.Values[0])
		for _, v := range x.Values[1:] {
			s = s.Op(op).Add(g.operand(v))
		}
		return s
	case *translate.IfExp:
		rt := basic(t)
		return jen.Func().Params().Id(rt.String()).Block(
			jen.If(g.cond(x.Test)).Block(jen.Return(g.conv(x.Body, rt))),
			jen.Return(g.conv(x.Else, rt)),
		).Call()
	case *translate.Subscript:
		if b := g.fn.Builtins[x]; b != nil && b.Kind == "value" {
			return g.constLit(b.Type, b.Value)
		}
		if b := g.fn.Builtins[x]; b != nil {
			arr := x.X.(*translate.Attribute).X
			return jen.Int64().Call(g.expr(arr).Dot(map[string]string{"shape": "Shape", "strides": "Strides"}[b.Kind]).Index(jen.Lit(b.Axis)))
		}
		return g.elem(x)
	case *translate.Attribute:
		b := g.fn.Builtins[x]
		switch b.Kind {
		case "value":
			return g.constLit(b.Type, b.Value) // an IntEnum member, an enum member's .value
		case "index":
			return jen.Int64().Call(jen.Id("t").Dot(strings.ToUpper(b.Name[:1]) + b.Name[1:]).Dot("XYZ"[b.Axis : b.Axis+1]))
		case "warpsize":
			return jen.Int64().Call(jen.Lit(32))
		case "laneid":
			return jen.Int64().Call(jen.Id("t").Dot("Lane").Call())
		case "size":
			return jen.Int64().Call(g.expr(x.X).Dot("Size").Call())
		case "ndim":
			return jen.Int64().Call(jen.Lit(b.Axis))
		case "const":
			v, _ := typer.ModuleConst(b.Name)
			return floatValue(v, typer.Float64) // math.inf is math.Inf(1)
		case "part":
			return jen.Id(b.Name).Call(g.expr(x.X))
		}
	case *translate.Call:
		return g.call(x, t)
	}
	panic(fmt.Sprintf("emit: CUDA expression %T not handled", x))
}

func (g *cudaGo) constLit(b *typer.Basic, v constant.Value) *jen.Statement {
	switch {
	case b.IsBool():
		return jen.Lit(constant.BoolVal(v))
	case b.IsInteger():
		n, _ := constant.Int64Val(v)
		return jen.Id(b.String()).Call(jen.Lit(int(n)))
	}
	f, _ := constant.Float64Val(v)
	return jen.Id(b.String()).Call(jen.Lit(f))
}

func (g *cudaGo) call(x *translate.Call, t typer.Type) *jen.Statement {
	if syn := g.fn.Rewrites[x]; syn != nil {
		return jen.Parens(g.expr(syn)) // an operand where the call stood
	}
	if f := g.fn.Callees[x]; f != nil {
		args := []jen.Code{jen.Id("t")}
		for i, a := range x.Args {
			if b, ok := f.Params[i].(*typer.Basic); ok {
				args = append(args, g.conv(a, b))
			} else {
				args = append(args, g.expr(a))
			}
		}
		return jen.Id(f.GoName).Call(args...)
	}
	b := g.fn.Builtins[x]
	if b == nil {
		panic("emit: CUDA call without a resolution")
	}
	if s, ok := g.complexCallGo(x, b, basic(t)); ok {
		return s
	}
	argType := func(i int) *typer.Basic { return basic(g.typeOf(x.Args[i])) }
	switch b.Kind {
	case "grid", "gridsize":
		return jen.Int64().Call(g.gridComp(b.Kind, 0))
	case "syncthreads":
		return jen.Id("t").Dot("SyncThreads").Call()
	case "threadfence":
		return jen.Id("t").Dot("ThreadFence").Call()
	case "syncreduce":
		return jen.Id("t").Dot("SyncThreads" + strings.ToUpper(b.Name[:1]) + b.Name[1:]).Call(g.cond(x.Args[0]))
	case "warp":
		return g.warp(x, b)
	case "atomic":
		arr := x.Args[0]
		at := g.typeOf(arr).(*typer.Array)
		if b.Name == "compare_and_swap" {
			// On the array's first element.
			a := g.expr(arr)
			return jen.Qual(cudaPath, "AtomicCompareAndSwap").Call(jen.Op("&").Add(a).Dot("Data").Index(jen.Add(a).Dot("Off")),
				g.conv(x.Args[1], at.Dtype), g.conv(x.Args[2], at.Dtype))
		}
		idx := []translate.Expr{x.Args[1]}
		if tup, ok := x.Args[1].(*translate.Tuple); ok {
			idx = tup.Elts
		}
		name := "Atomic" + strings.ToUpper(b.Name[:1]) + b.Name[1:] // and_ → AtomicAnd_
		return jen.Qual(cudaPath, name).Call(jen.Op("&").Add(g.elemAt(g.expr(arr), idx)), g.conv(x.Args[2], at.Dtype))
	case "intrinsic":
		return g.intrinsic(x, b)
	case "random":
		return g.random(x, b)
	case "math":
		rt := basic(t)
		var args []jen.Code
		for i, a := range x.Args {
			_ = i
			args = append(args, g.conv(a, typer.Float64))
		}
		switch b.Name {
		case "isinf":
			return jen.Qual("math", "IsInf").Call(args[0], jen.Lit(0))
		case "isfinite":
			return jen.Qual(cudaPath, "IsFinite").Call(args[0])
		case "lgamma":
			return jen.Qual(cudaPath, "Lgamma").Call(args[0])
		case "degrees", "radians":
			return jen.Add(convCode(jen.Add(args[0]).Op("*").Lit(angleFactor(b.Name)), typer.Float64, rt))
		case "ldexp":
			// The exponent as a C int, as Numba's ldexp takes it.
			return jen.Add(convCode(jen.Qual(kernelsPath, "Ldexp").Call(args[0], g.conv(x.Args[1], typer.Int64)), typer.Float64, rt))
		}
		call := jen.Qual("math", cudaGoMath[b.Name]).Call(args...)
		if rt == typer.Float64 || rt == typer.Bool {
			return call
		}
		return jen.Id(rt.String()).Call(call)
	case "cast":
		return jen.Add(g.conv(x.Args[0], basic(t)))
	case "builtin":
		rt := basic(t)
		switch b.Name {
		case "int", "float", "bool":
			return jen.Add(g.conv(x.Args[0], rt))
		case "abs":
			if rt.IsFloat() {
				return jen.Add(convCode(jen.Qual("math", "Abs").Call(g.conv(x.Args[0], typer.Float64)), typer.Float64, rt))
			}
			return jen.Qual(cudaPath, "Abs").Call(g.conv(x.Args[0], rt))
		case "min", "max":
			var args []jen.Code
			for i, a := range x.Args {
				_ = argType(i)
				args = append(args, g.conv(a, rt))
			}
			return jen.Qual(cudaPath, strings.ToUpper(b.Name[:1])+b.Name[1:]).Call(args...)
		case "round":
			if len(x.Args) == 1 {
				return jen.Qual(kernelsPath, "Round").Call(g.conv(x.Args[0], typer.Float64))
			}
			// Numba's CUDA round(x, ndigits) rounds in double for float32 too.
			return jen.Add(convCode(jen.Qual(kernelsPath, "RoundN").Call(g.conv(x.Args[0], typer.Float64), g.conv(x.Args[1], typer.Int64)), typer.Float64, rt))
		}
	case "shape":
		return jen.Int64().Call(g.expr(x.Args[0]).Dot("Shape").Index(jen.Lit(0)))
	}
	panic("emit: CUDA builtin " + b.Kind + " " + b.Name)
}

// cudaReads records the names the statements read (assignment targets that are names are not
// reads, nor are loop variables).
func cudaReads(body []translate.Stmt, reads map[string]bool) {
	var ex func(x translate.Expr)
	ex = func(x translate.Expr) {
		switch x := x.(type) {
		case *translate.Name:
			reads[x.Id] = true
		case *translate.BinOp:
			ex(x.X)
			ex(x.Y)
		case *translate.UnaryOp:
			ex(x.X)
		case *translate.BoolOp:
			for _, v := range x.Values {
				ex(v)
			}
		case *translate.Compare:
			ex(x.X)
			for _, y := range x.Ys {
				ex(y)
			}
		case *translate.Call:
			ex(x.Func)
			for _, a := range x.Args {
				ex(a)
			}
			for _, k := range x.Keywords {
				ex(k.Value)
			}
		case *translate.Attribute:
			ex(x.X)
		case *translate.Subscript:
			ex(x.X)
			ex(x.Index)
		case *translate.Tuple:
			for _, e := range x.Elts {
				ex(e)
			}
		case *translate.IfExp:
			ex(x.Test)
			ex(x.Body)
			ex(x.Else)
		}
	}
	for _, s := range body {
		switch s := s.(type) {
		case *translate.Assign:
			ex(s.Value)
			for _, t := range s.Targets {
				if _, isName := t.(*translate.Name); !isName {
					if _, isTuple := t.(*translate.Tuple); !isTuple {
						ex(t)
					}
				}
			}
		case *translate.AugAssign:
			ex(s.Target)
			ex(s.Value)
		case *translate.If:
			ex(s.Test)
			cudaReads(s.Body, reads)
			cudaReads(s.Else, reads)
		case *translate.While:
			ex(s.Test)
			cudaReads(s.Body, reads)
		case *translate.For:
			// The target is assigned each iteration, not read (for _ in range(n) never reads it).
			ex(s.Iter)
			cudaReads(s.Body, reads)
		case *translate.Return:
			if s.Value != nil {
				ex(s.Value)
			}
		case *translate.ExprStmt:
			// Only what the statement evaluates reads: a bare name (`i`) emits nothing.
			for _, x := range effectExprs(s.X) {
				ex(x)
			}
		}
	}
}

// forArray emits for v in a over a one-dimensional array: an index loop reading each element.
func (g *cudaGo) forArray(s *translate.For) jen.Code {
	a := g.expr(s.Iter)
	k := g.namer.Take("k")
	elem := jen.Add(a).Dot("Data").Index(jen.Add(a).Dot("Off").Op("+").Id(k).Op("*").Add(a).Dot("Strides").Index(jen.Lit(0)))
	body := append([]jen.Code{jen.Id(g.names[s.Target.(*translate.Name).Id]).Op("=").Add(elem)}, g.block(s.Body)...)
	return jen.For(jen.Id(k).Op(":=").Range().Add(a).Dot("Shape").Index(jen.Lit(0))).Block(body...)
}
