package emit

import (
	"fmt"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the gufunc forms of a @guvectorize kernel. The kernel itself is an ordinary
// entry point (Cumsum(x, out []float64)); beside it come
//
//	cumsumLayout                                              the layout, for kernels
//	CumsumInto[E, X1](x X1, out kernels.Array[float64, E]) error
//	CumsumArray[E, X1](x X1) (out kernels.Array[float64, E], err error)
//
// where X1 is a kernels.Operand[float64] (a type parameter, so that an Array is not boxed);
//
// kernels.NewGufunc broadcasts the loop dimensions and checks the core dimensions; the kernel
// runs once per loop position on views of the core dimensions (split across the goroutine
// pool for target='parallel'), each operand's view found by a cursor stepping along the loop
// dimensions (kernels.GuAt) rather than from the position's index.

// gufuncForms emits the layout and the Into and Array forms of the gufunc loop s.
func (e *emitter) gufuncForms(f *jen.File, s *typer.Spec) {
	g, names := s.Gufunc, s.GufuncNames
	nm := e.prog.Names.Child()
	layout, done := e.gufuncLayouts[s.Def]
	if !done {
		layout = e.prog.Names.Take(typer.Local(s.Def.Name) + "Layout")
		if e.gufuncLayouts == nil {
			e.gufuncLayouts = map[*translate.FuncDef]string{}
		}
		e.gufuncLayouts[s.Def] = layout
		e.gufuncLayout(f, s, layout)
	}
	nm.Reserve(layout)

	nin, nout := len(g.Ins), len(g.Outs)
	var params, args, shapes, views, kargs []jen.Code
	// The outputs' ranks come first among the type parameters: an Array call gives them, and
	// the inputs' types are inferred.
	var tparams, inTparams []jen.Code
	var outNames, outTypes, viewNames []string
	g0 := nm.Take("g")
	var cores []*typer.Array // per operand, its array type, nil for a scalar
	var paramNames []string
	for k, p := range s.Def.Params {
		name := nm.Take(typer.Local(p.Name))
		view := nm.Take(name + "V")
		viewNames = append(viewNames, view)
		t := s.Params[k]
		dt := t
		if a := arrayOf(t); a != nil {
			dt = a.Dtype
		}
		if k < nin {
			tp := fmt.Sprintf("X%d", k+1)
			inTparams = append(inTparams, jen.Id(tp).Qual(kernelsPath, "Operand").Types(goType(dt)))
			params = append(params, jen.Id(name).Id(tp))
		} else {
			tp := "E"
			if nout > 1 {
				tp = fmt.Sprintf("E%d", k-nin+1)
			}
			tparams = append(tparams, jen.Id(tp).Qual(kernelsPath, "Dims"))
			params = append(params, jen.Id(name).Qual(kernelsPath, "Array").Types(goType(dt), jen.Id(tp)))
			outNames = append(outNames, name)
			outTypes = append(outTypes, tp)
		}
		args = append(args, jen.Id(name))
		shapes = append(shapes, jen.Qual(kernelsPath, "ShapeOf").Call(jen.Id(name)))
		views = append(views, jen.Id(view).Op(":=").Qual(kernelsPath, "GuBind").Types(goType(dt)).Call(jen.Id(g0), jen.Lit(k), jen.Id(name)))
		cores, paramNames = append(cores, arrayOf(t)), append(paramNames, name)
	}
	// The loop body's names come after the parameters', which keep theirs.
	lo, hi := nm.Take("lo"), nm.Take("hi")
	var cursors, nexts []jen.Code
	for k, a := range cores {
		cur := nm.Take(paramNames[k] + "C")
		cursors = append(cursors, jen.Id(cur).Op(":=").Qual(kernelsPath, "GuAt").Call(jen.Id(g0), jen.Op("&").Id(viewNames[k]), jen.Id(lo)))
		nexts = append(nexts, jen.Id(cur).Dot("Next").Call())
		if a != nil {
			kargs = append(kargs, jen.Qual(kernelsPath, "GuCoreAt").Types(dimsType(a.Ndim)).Call(jen.Op("&").Id(cur)))
		} else {
			kargs = append(kargs, jen.Qual(kernelsPath, "GuScalarAt").Call(jen.Op("&").Id(cur)))
		}
	}

	tparams = append(tparams, inTparams...)
	// rows is the body of RunRows calling the kernel inner on the positions [lo, hi): a
	// cursor per operand follows the positions by adding its loop strides.
	rows := func(inner string) jen.Code {
		loop := append([]jen.Code{jen.Id(inner).Call(kargs...)}, nexts...)
		stmts := append(append([]jen.Code{}, cursors...), jen.For(jen.Range().Id(hi).Op("-").Id(lo)).Block(loop...))
		return jen.Func().Params(jen.List(jen.Id(lo), jen.Id(hi)).Int()).Block(stmts...)
	}

	// Into.
	f.Commentf("%s runs the kernel %s once per position of the loop dimensions of the inputs", names.Into, s.GoName)
	f.Commentf("and outputs broadcast together, on views of their core dimensions (%q), writing", g.Layout)
	if nout == 0 {
		f.Comment("into the operands the kernel writes to (the layout has no outputs: NumPy passes every")
		f.Comment("operand as an input). It returns a *kernels.ValueError with NumPy's message when the core")
	} else {
		f.Comment("into the outputs. It returns a *kernels.ValueError with NumPy's message when the core")
	}
	f.Comment("dimensions disagree or the loop dimensions do not broadcast.")
	body := []jen.Code{
		jen.List(jen.Id(g0), jen.Err()).Op(":=").Qual(kernelsPath, "NewGufunc").Call(append([]jen.Code{jen.Id(layout)}, shapes...)...),
		jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err())),
	}
	body = append(body, views...)
	// An input sharing memory with an output is read as NumPy reads it: copied first.
	var spans []jen.Code
	for k := nin; k < nin+nout; k++ {
		spans = append(spans, jen.Qual(kernelsPath, "GuSpanOf").Call(jen.Id(g0), jen.Op("&").Id(viewNames[k])))
	}
	for k := range nin {
		body = append(body, jen.Qual(kernelsPath, "GuSeparate").Call(append([]jen.Code{jen.Id(g0), jen.Op("&").Id(viewNames[k])}, spans...)...))
	}
	// An output sharing memory with a later output is computed in a copy, written back after
	// the loop in the outputs' order (NumPy's iterator copies the earlier operand of the two).
	var writeBacks []jen.Code
	for j := range nout - 1 {
		writeBacks = append(writeBacks, jen.Qual(kernelsPath, "GuSeparateOut").Call(
			append([]jen.Code{jen.Id(g0), jen.Op("&").Id(viewNames[nin+j])}, spans[j+1:]...)...))
	}
	if len(writeBacks) > 0 {
		body = append(body, jen.Defer().Qual(kernelsPath, "GuWriteBack").Call(writeBacks...))
	}
	if cu := e.prog.CUDA.UfuncOf(s); cu != nil {
		// target='cuda': the GPU runs the loop when the program has one.
		e.cudaGufuncRun(f, s, cu, g0, viewNames)
		var refs []jen.Code
		for _, v := range viewNames {
			refs = append(refs, jen.Op("&").Id(v))
		}
		body = append(body, jen.If(jen.Qual(cudaPath, "OnGPU").Call()).Block(
			jen.Return(jen.Id(cu.LaunchName).Call(append([]jen.Code{jen.Id(g0)}, refs...)...))))
	}
	if s.Contig != nil {
		// Contiguous core views (the usual case) run the kernel that indexes without strides.
		var test *jen.Statement
		for k := range s.Def.Params {
			if arrayOf(s.Params[k]) == nil {
				continue
			}
			c := jen.Qual(kernelsPath, "GuContig").Call(jen.Op("&").Id(viewNames[k]))
			if test == nil {
				test = c
			} else {
				test = test.Op("&&").Add(c)
			}
		}
		body = append(body, jen.If(test).Block(
			jen.Id(g0).Dot("RunRows").Call(jen.Lit(g.Parallel), rows(s.Contig.InnerName)),
			jen.Return(jen.Nil())))
	}
	body = append(body,
		jen.Id(g0).Dot("RunRows").Call(jen.Lit(g.Parallel), rows(s.InnerName)),
		jen.Return(jen.Nil()))
	f.Func().Id(names.Into).Types(tparams...).Params(params...).Error().Block(body...)
	f.Line()

	// Array.
	if names.Array == "" {
		return // a layout without outputs: the kernel writes into its operands, through Into
	}
	var results, nilOuts, allocs, intoArgs []jen.Code
	intoArgs = append(intoArgs, args[:nin]...)
	for k, name := range outNames {
		a := arrayOf(s.Params[nin+k])
		results = append(results, jen.Id(name).Qual(kernelsPath, "Array").Types(goType(a.Dtype), jen.Id(outTypes[k])))
		nilOuts = append(nilOuts, jen.Qual(kernelsPath, "NoOutput").Call())
		shape := nm.Take(name + "Shape")
		allocs = append(allocs,
			jen.List(jen.Id(shape), jen.Err()).Op(":=").Qual(kernelsPath, "OutShape").Types(jen.Id(outTypes[k])).Call(jen.Id(g0), jen.Lit(nin+k)),
			jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return()),
			jen.Id(name).Op("=").Qual(kernelsPath, "Empty").Types(goType(a.Dtype)).Call(jen.Id(shape)))
		intoArgs = append(intoArgs, jen.Id(name))
	}
	results = append(results, jen.Err().Error())
	f.Commentf("%s is %s into new outputs, each of the rank its type parameter gives (the", names.Array, names.Into)
	f.Comment("loop dimensions, then its core dimensions, padded with leading 1s).")
	abody := []jen.Code{
		jen.List(jen.Id(g0), jen.Err()).Op(":=").Qual(kernelsPath, "NewGufunc").Call(append(append([]jen.Code{jen.Id(layout)}, shapes[:nin]...), nilOuts...)...),
		jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return()),
	}
	abody = append(abody, allocs...)
	abody = append(abody,
		jen.Err().Op("=").Id(names.Into).Call(intoArgs...),
		jen.Return())
	f.Func().Id(names.Array).Types(tparams...).Params(params[:nin]...).Params(results...).Block(abody...)
	f.Line()
}

func nospace(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' {
			out = append(out, s[i])
		}
	}
	return string(out)
}

// gufuncLayout declares the layout of the gufunc s, shared by its loops.
func (e *emitter) gufuncLayout(f *jen.File, s *typer.Spec, layout string) {
	g := s.Gufunc
	var core []jen.Code
	for _, c := range append(append([][]int{}, g.Ins...), g.Outs...) {
		var ids []jen.Code
		for _, d := range c {
			ids = append(ids, jen.Lit(d))
		}
		core = append(core, jen.Values(ids...))
	}
	f.Commentf("%s is the layout of the gufunc %s, %q.", layout, s.Def.Name, g.Layout)
	f.Var().Id(layout).Op("=").Op("&").Qual(kernelsPath, "GufuncLayout").Values(jen.Dict{
		jen.Id("Name"):      jen.Lit(s.Def.Name),
		jen.Id("Signature"): jen.Lit(nospace(g.Layout)),
		jen.Id("Nin"):       jen.Lit(len(g.Ins)),
		jen.Id("Core"):      jen.Index().Index().Int().Values(core...),
		jen.Id("NumDims"):   jen.Lit(len(g.Dims)),
	})
	f.Line()

}
