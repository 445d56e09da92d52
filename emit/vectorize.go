package emit

import (
	"fmt"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file emits the array forms of a @vectorize ufunc. Each signature's element function is
// an ordinary function (scalars in, a scalar out); beside it come
//
//	addLoop(o, x, y []float64)                                  the inner loop over contiguous slices
//	AddInto[D, X1, X2](out kernels.Array[float64, D], x X1, y X2) error
//	AddArray[D, X1, X2](x X1, y X2) (kernels.Array[float64, D], error)
//
// where X1 and X2 are kernels.Operand[float64] (an Array of any rank, or kernels.Scalar),
// type parameters so that an Array is passed without boxing;
//	AddSlice(x, y []float64) ([]float64, error)
//
// The inner loop is a flat fused loop (run in vector assembly where the element function
// allows); kernels.UfuncN broadcasts the operands and hands it contiguous runs.

// ufuncForms emits the loop and the array forms of the ufunc loop s.
func (e *emitter) ufuncForms(f *jen.File, s *typer.Spec) {
	names := s.UfuncNames
	res := s.Result.(*typer.Basic)
	nm := e.prog.Names.Child()
	var ins []string
	for _, p := range s.Def.Params {
		ins = append(ins, nm.Take(typer.Local(p.Name)))
	}
	out, o, i := nm.Take("out"), nm.Take("o"), nm.Take("i")
	nin := len(ins)
	// An element function that can raise is called through its entry point, which returns the
	// exception: the loop leaves that element's output as it is, goes on, and keeps the last
	// exception in *raised, which the forms return.
	raised := ""
	if s.Raises {
		raised = nm.Take("raised")
	}

	// The inner loop.
	loopParams := []jen.Code{jen.Id(o).Index().Add(goType(res))}
	var elemArgs []jen.Code
	var reslice []jen.Code
	for k, x := range ins {
		loopParams = append(loopParams, jen.Id(x).Index().Add(goType(s.Params[k])))
		elemArgs = append(elemArgs, jen.Id(x).Index(jen.Id(i)))
		reslice = append(reslice, jen.Id(x).Op("=").Id(x).Index(jen.Empty(), jen.Len(jen.Id(o))))
	}
	var argText string
	for k, x := range ins {
		if k > 0 {
			argText += ", "
		}
		argText += x + "[i]"
	}
	f.Commentf("%s is the inner loop of the ufunc %s over slices of one length:", names.Loop, s.Def.Name)
	f.Commentf("%s[i] = %s(%s).", o, s.GoName, argText)
	store := jen.Id(o).Index(jen.Id(i)).Op("=").Id(s.GoName).Call(elemArgs...)
	if s.Raises {
		f.Commentf("An element whose function raises keeps its value in %s; *%s is the last exception.", o, raised)
		v, errv := nm.Take("v"), nm.Take("e")
		loopParams = append(loopParams, jen.Id(raised).Op("*").Error())
		store = jen.If(jen.List(jen.Id(v), jen.Id(errv)).Op(":=").Id(s.GoName).Call(elemArgs...), jen.Id(errv).Op("!=").Nil()).Block(
			jen.Op("*").Id(raised).Op("=").Id(errv),
		).Else().Block(jen.Id(o).Index(jen.Id(i)).Op("=").Id(v))
	}
	loop := jen.For(jen.Id(i).Op(":=").Range().Id(o)).Block(store)
	if vec := e.ufuncVector(s, o, ins); vec != nil {
		// The assembly does a prefix of the elements, the Go loop the rest.
		loop = jen.For(jen.Id(i).Op(":=").Add(vec.on(nil, nil)), jen.Id(i).Op("<").Len(jen.Id(o)), jen.Id(i).Op("++")).Block(store)
	}
	body := append(reslice, loop)
	f.Func().Id(names.Loop).Params(loopParams...).Block(body...)
	f.Line()

	// The inputs are type parameters constrained by kernels.Operand, so that passing an Array
	// boxes nothing.
	tparams := []jen.Code{jen.Id("D").Qual(kernelsPath, "Dims")}
	var opParams, opArgs, shapes []jen.Code
	for k, x := range ins {
		tp := fmt.Sprintf("X%d", k+1)
		tparams = append(tparams, jen.Id(tp).Qual(kernelsPath, "Operand").Types(goType(s.Params[k])))
		opParams = append(opParams, jen.Id(x).Id(tp))
		opArgs = append(opArgs, jen.Id(x))
		shapes = append(shapes, jen.Qual(kernelsPath, "ShapeOf").Call(jen.Id(x)))
	}
	resArray := jen.Qual(kernelsPath, "Array").Types(goType(res), jen.Id("D"))
	// A loop that can raise runs serially, so that the last exception is the last in C order.
	parallel := s.Ufunc.Parallel && !s.Raises
	run := jen.Qual(kernelsPath, fmt.Sprintf("Ufunc%d", nin)).Call(append(append([]jen.Code{jen.Id(out)}, opArgs...), jen.Lit(parallel), e.ufuncLoopArg(s, raised))...)
	if nin > 4 {
		// Go's generics list at most the four inputs of kernels.Ufunc4; beyond, kernels.UfuncN
		// takes the inputs boxed and the loop's slices as []any.
		var boxed, unboxed []jen.Code
		for k, x := range ins {
			boxed = append(boxed, jen.Qual(kernelsPath, "In").Types(goType(s.Params[k])).Call(jen.Id(x)))
			unboxed = append(unboxed, jen.Id("in").Index(jen.Lit(k)).Assert(jen.Index().Add(goType(s.Params[k]))))
		}
		if s.Raises {
			unboxed = append(unboxed, jen.Op("&").Id(raised))
		}
		adapter := jen.Func().Params(jen.Id(o).Index().Add(goType(res)), jen.Id("in").Index().Any()).Block(
			jen.Id(names.Loop).Call(append([]jen.Code{jen.Id(o)}, unboxed...)...))
		run = jen.Qual(kernelsPath, "UfuncN").Call(jen.Id(out), jen.Index().Qual(kernelsPath, "UfuncInput").Values(boxed...),
			jen.Lit(parallel), adapter)
	}

	if cu := e.prog.CUDA.UfuncOf(s); cu != nil {
		// target='cuda': the forms run through the GPU kernel, or the CPU loop without one.
		e.cudaUfuncRun(f, s, cu, ins, out, run)
		run = jen.Id(cu.LaunchName).Call(append([]jen.Code{jen.Id(out)}, opArgs...)...)
	}

	// Into.
	f.Commentf("%s applies %s to the inputs broadcast to out's shape, writing into out,", names.Into, s.GoName)
	f.Commentf("as NumPy's %s(..., out=out). It returns a *kernels.ValueError when the shapes do", s.Def.Name)
	f.Comment("not broadcast.")
	if s.Raises {
		f.Commentf("An element for which %s raises keeps its value in out, and %s returns the last", s.GoName, names.Into)
		f.Comment("exception raised, after computing every other element, as Numba's ufuncs do.")
		f.Func().Id(names.Into).Types(tparams...).Params(append([]jen.Code{jen.Id(out).Add(resArray)}, opParams...)...).Error().Block(
			jen.Var().Id(raised).Error(),
			jen.If(jen.Err().Op(":=").Add(run), jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err())),
			jen.Return(jen.Id(raised)))
	} else {
		f.Func().Id(names.Into).Types(tparams...).Params(append([]jen.Code{jen.Id(out).Add(resArray)}, opParams...)...).Error().Block(
			jen.Return(run))
	}
	f.Line()

	// Array.
	f.Commentf("%s applies %s to the inputs broadcast together, into a new array of", names.Array, s.GoName)
	f.Commentf("rank D (NumPy's broadcast shape, padded with leading 1s), as NumPy's %s(...).", s.Def.Name)
	f.Comment("The inputs are arrays of any rank, or Go scalars through kernels.Scalar. It returns a")
	f.Comment("*kernels.ValueError when the shapes do not broadcast.")
	if s.Raises {
		f.Commentf("When %s raises for an element, %s returns the last exception raised.", s.GoName, names.Array)
	}
	shape, err := nm.Take("shape"), "err"
	arrayBody := []jen.Code{
		jen.List(jen.Id(shape), jen.Err()).Op(":=").Qual(kernelsPath, "UfuncShape").Types(jen.Id("D")).Call(shapes...),
		jen.If(jen.Id(err).Op("!=").Nil()).Block(jen.Return(jen.Id(out), jen.Err())),
		// The loop writes every element of out: no zeroing first (kernels.Uninit).
		jen.Id(out).Op("=").Qual(kernelsPath, "Uninit").Types(goType(res)).Call(jen.Id(shape)),
	}
	if s.Raises {
		arrayBody = append(arrayBody,
			jen.Var().Id(raised).Error(),
			jen.If(jen.Err().Op(":=").Add(run), jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Id(out), jen.Err())),
			jen.Return(jen.Id(out), jen.Id(raised)))
	} else {
		arrayBody = append(arrayBody, jen.Return(jen.Id(out), run))
	}
	f.Func().Id(names.Array).Types(tparams...).Params(opParams...).Params(jen.Id(out).Add(resArray), jen.Err().Error()).Block(arrayBody...)
	f.Line()

	// Slice.
	var sliceParams, sliceArgs []jen.Code
	for k, x := range ins {
		sliceParams = append(sliceParams, jen.Id(x).Index().Add(goType(s.Params[k])))
		sliceArgs = append(sliceArgs, jen.Qual(kernelsPath, "FromSlice").Call(jen.Id(x)))
	}
	f.Commentf("%s applies %s to slices of one length (or of length 1), into a new slice.", names.Slice, s.GoName)
	f.Comment("It returns a *kernels.ValueError when the lengths differ.")
	f.Func().Id(names.Slice).Params(sliceParams...).Params(jen.Index().Add(goType(res)), jen.Error()).Block(
		jen.List(jen.Id(out), jen.Err()).Op(":=").Id(names.Array).Types(dimsType(1)).Call(sliceArgs...),
		jen.Return(jen.Id(out).Dot("Data"), jen.Err()),
	)
	f.Line()
	if names.Reduce != "" {
		e.ufuncReduce(f, s, e.prog.Names.Child())
	}
	if names.Outer != "" {
		e.ufuncOuter(f, s, e.prog.Names.Child())
	}
}

// ufuncReduce emits the Reduce and ReduceSlice forms of a two-input ufunc loop whose inputs
// and result have one type: NumPy's ufunc.reduce.
func (e *emitter) ufuncReduce(f *jen.File, s *typer.Spec, nm *typer.Namer) {
	names := s.UfuncNames
	res := s.Result.(*typer.Basic)
	a, axis, x := nm.Take("a"), nm.Take("axis"), nm.Take("x")
	raised := ""
	if s.Raises {
		raised = nm.Take("raised")
	}
	loop := e.ufuncLoopArg(s, raised)
	// ret returns the call of a kernels form (a result and an error); for a loop that can
	// raise, the last exception its element function raised when the form itself succeeds.
	ret := func(call jen.Code) []jen.Code {
		if !s.Raises {
			return []jen.Code{jen.Return(call)}
		}
		r := nm.Take("r")
		return []jen.Code{
			jen.Var().Id(raised).Error(),
			jen.List(jen.Id(r), jen.Err()).Op(":=").Add(call),
			jen.If(jen.Err().Op("==").Nil()).Block(jen.Err().Op("=").Id(raised)),
			jen.Return(jen.Id(r), jen.Err()),
		}
	}
	identity := jen.Nil()
	var decl []jen.Code
	if v := s.Ufunc.Identity; v != nil {
		id := nm.Take("identity")
		decl = append(decl, jen.Id(id).Op(":=").Add(litExpr(v, res)))
		identity = jen.Op("&").Id(id)
	}
	parallel := s.Ufunc.Parallel && !s.Raises
	idDoc := "It starts from the first element: the ufunc has no identity, so an empty reduction is an error."
	if s.Ufunc.Identity != nil {
		idDoc = fmt.Sprintf("It starts from the identity, %s.", s.Ufunc.IdentityText)
	}
	f.Commentf("%s reduces a along axis with %s, as NumPy's %s.reduce(a, axis=axis), into", names.Reduce, s.GoName, s.Def.Name)
	f.Commentf("an array of rank E, one less than a's. %s", idDoc)
	f.Func().Id(names.Reduce).Types(jen.Id("E").Qual(kernelsPath, "Dims"), jen.Id("D").Qual(kernelsPath, "Dims")).
		Params(jen.Id(a).Qual(kernelsPath, "Array").Types(goType(res), jen.Id("D")), jen.Id(axis).Int()).
		Params(jen.Qual(kernelsPath, "Array").Types(goType(res), jen.Id("E")), jen.Error()).
		Block(append(decl, ret(jen.Qual(kernelsPath, "UfuncReduce").Types(jen.Id("E")).Call(jen.Lit(s.Def.Name), jen.Id(a), jen.Id(axis), identity, jen.Lit(parallel), loop))...)...)
	f.Line()
	f.Commentf("%s reduces the elements of x with %s, as NumPy's %s.reduce(x).", names.ReduceSlice, s.GoName, s.Def.Name)
	f.Func().Id(names.ReduceSlice).Params(jen.Id(x).Index().Add(goType(res))).Params(goType(res), jen.Error()).
		Block(append(decl, ret(jen.Qual(kernelsPath, "UfuncReduceSlice").Call(jen.Lit(s.Def.Name), jen.Id(x), identity, loop))...)...)
	f.Line()
	axes := nm.Take("axes")
	f.Commentf("%s reduces a over the given axes with %s, as NumPy's %s.reduce(a, axis=axes) for a", names.ReduceAxes, s.GoName, s.Def.Name)
	f.Commentf("tuple of axes, into an array of rank E, a's less len(axes): it updates the result with every element of a in")
	if s.Ufunc.Identity != nil {
		f.Commentf("C order, from the identity, %s.", s.Ufunc.IdentityText)
	} else {
		f.Comment("C order. The ufunc has no identity, so it is not reorderable: at most one axis is an error.")
	}
	f.Func().Id(names.ReduceAxes).Types(jen.Id("E").Qual(kernelsPath, "Dims"), jen.Id("D").Qual(kernelsPath, "Dims")).
		Params(jen.Id(a).Qual(kernelsPath, "Array").Types(goType(res), jen.Id("D")), jen.Id(axes).Op("...").Int()).
		Params(jen.Qual(kernelsPath, "Array").Types(goType(res), jen.Id("E")), jen.Error()).
		Block(append(decl, ret(jen.Qual(kernelsPath, "UfuncReduceAxes").Types(jen.Id("E")).Call(jen.Lit(s.Def.Name), jen.Id(a), jen.Id(axes), identity, jen.Lit(parallel), loop))...)...)
	f.Line()
	f.Commentf("%s reduces every element of a in C order with %s, as NumPy's %s.reduce(a, axis=None).", names.ReduceAll, s.GoName, s.Def.Name)
	if s.Ufunc.Identity == nil {
		f.Comment("The ufunc has no identity, so it is not reorderable: an array of more than one dimension is an error.")
	}
	f.Func().Id(names.ReduceAll).Types(jen.Id("D").Qual(kernelsPath, "Dims")).
		Params(jen.Id(a).Qual(kernelsPath, "Array").Types(goType(res), jen.Id("D"))).
		Params(goType(res), jen.Error()).
		Block(append(decl, ret(jen.Qual(kernelsPath, "UfuncReduceAll").Call(jen.Lit(s.Def.Name), jen.Id(a), identity, loop))...)...)
	f.Line()
	f.Commentf("%s returns the running results of %s along axis of a, as NumPy's %s.accumulate(a, axis=axis):", names.Accumulate, s.GoName, s.Def.Name)
	f.Comment("a new array of a's shape whose every lane starts with a's first element (the identity is not used).")
	f.Func().Id(names.Accumulate).Types(jen.Id("D").Qual(kernelsPath, "Dims")).
		Params(jen.Id(a).Qual(kernelsPath, "Array").Types(goType(res), jen.Id("D")), jen.Id(axis).Int()).
		Params(jen.Qual(kernelsPath, "Array").Types(goType(res), jen.Id("D")), jen.Error()).
		Block(ret(jen.Qual(kernelsPath, "UfuncAccumulate").Call(jen.Id(a), jen.Id(axis), jen.Lit(parallel), loop))...)
	f.Line()
	f.Commentf("%s returns the running results of %s over x, as NumPy's %s.accumulate(x), as a new slice.", names.AccumulateSlice, s.GoName, s.Def.Name)
	accumulate := jen.Qual(kernelsPath, "UfuncAccumulateSlice").Call(jen.Id(x), loop)
	if s.Raises {
		// The only form without an error result gains one where the element function raises.
		f.Commentf("It returns the last exception %s raised, if any.", s.GoName)
		r := nm.Take("r")
		f.Func().Id(names.AccumulateSlice).Params(jen.Id(x).Index().Add(goType(res))).Params(jen.Index().Add(goType(res)), jen.Error()).
			Block(jen.Var().Id(raised).Error(), jen.Id(r).Op(":=").Add(accumulate), jen.Return(jen.Id(r), jen.Id(raised)))
	} else {
		f.Func().Id(names.AccumulateSlice).Params(jen.Id(x).Index().Add(goType(res))).Index().Add(goType(res)).
			Block(jen.Return(accumulate))
	}
	f.Line()
}

// ufuncLoopArg is the inner loop of s as the kernels functions take it: the loop itself, or
// for an element function that can raise, a closure that passes it &raised.
func (e *emitter) ufuncLoopArg(s *typer.Spec, raised string) jen.Code {
	if !s.Raises {
		return jen.Id(s.UfuncNames.Loop)
	}
	params := []jen.Code{jen.Id("o").Index().Add(goType(s.Result))}
	args := []jen.Code{jen.Id("o")}
	for k, p := range s.Params {
		x := fmt.Sprintf("x%d", k+1)
		params = append(params, jen.Id(x).Index().Add(goType(p)))
		args = append(args, jen.Id(x))
	}
	args = append(args, jen.Op("&").Id(raised))
	return jen.Func().Params(params...).Block(jen.Id(s.UfuncNames.Loop).Call(args...))
}
