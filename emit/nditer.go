package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// nditerLoop emits for u in np.nditer(op) and for u, v in np.nditer((a, b)) as Numba runs them:
// the operands are evaluated once, the shape is that of the first operand with the most
// dimensions (kernels.NDIterShape checks that the others equal its trailing axes), and each step
// gives every operand's element as a 0-d view (kernels.At0; a number's one slot). The order is
// C, or Fortran when more operands are Fortran- than C-ordered (numba's NumpyNdIterType layout).
func (fe *funcEmitter) nditerLoop(s *translate.For, call *translate.Call) []jen.Code {
	arg := call.Args[0]

	var opTypes []typer.Type
	var pre []jen.Code
	var opVals []jen.Code
	switch t := fe.typeOf(arg).(type) {
	case *typer.Tuple:
		if lit, ok := arg.(*translate.Tuple); ok {
			for _, x := range lit.Elts {

				opVals = append(opVals, fe.expr(x))
			}
		} else {
			tv := fe.names.Take("t")
			pre = append(pre, jen.Id(tv).Op(":=").Add(fe.expr(arg)))
			for i := range t.Elems {
				opVals = append(opVals, tupleElem(jen.Id(tv), t, i))
			}
		}
		opTypes = t.Elems
	default:

		opVals = append(opVals, fe.expr(arg))
		opTypes = []typer.Type{t}
	}
	ndim, counts := 0, map[typer.Layout]int{}
	var shapes []jen.Code
	vars := make([]string, len(opTypes))
	for i, t := range opTypes {
		vars[i] = fe.names.Take("op")
		a, ok := t.(*typer.Array)
		if !ok { // a number: one 0-d array, the same slot each step
			v := jen.Qual(kernelsPath, "Full").Index(goType(t)).Call(jen.Index(jen.Lit(0)).Int().Values(), jen.Add(goType(t)).Call(opVals[i]))
			pre = append(pre, jen.Id(vars[i]).Op(":=").Add(v))
			continue
		}
		pre = append(pre, jen.Id(vars[i]).Op(":=").Add(opVals[i]))
		if a.Ndim == 0 {
			continue
		}
		ndim = max(ndim, a.Ndim)
		shapes = append(shapes, jen.Qual(kernelsPath, "Dims2Slice").Call(jen.Id(vars[i]).Dot("Shape")))
		if a.Ndim == 1 && a.Layout != typer.LayoutA {
			counts[typer.LayoutC]++
			counts[typer.LayoutF]++
		} else {
			counts[a.Layout]++
		}
	}
	sh := fe.names.Take("sh")
	pre = append(pre, jen.Id(sh).Op(":=").Qual(kernelsPath, "NDIterShape").Index(dimsType(ndim)).Call(shapes...))
	order := "NDIndex"
	if counts[typer.LayoutF] > counts[typer.LayoutC] {
		order = "NDIndexF"
	}
	pos := fe.names.Take("pos")
	views := make([]jen.Code, len(opTypes))
	usesPos := false
	for i, t := range opTypes {
		if a, ok := t.(*typer.Array); ok && a.Ndim > 0 {
			usesPos = true
			views[i] = jen.Qual(kernelsPath, "At0").Call(jen.Id(vars[i]), jen.Id(pos))
		} else {
			views[i] = jen.Id(vars[i])
		}
	}
	elem := fe.typeOf(call)
	var copyIn []jen.Code
	if len(views) == 1 {
		copyIn = fe.loopStore(s, s.Target, views[0], elem)
	} else if elts := targetElts(s.Target); len(elts) == len(views) {
		et := elem.(*typer.Tuple)
		for k, el := range elts {
			copyIn = append(copyIn, fe.loopStore(s, el, views[k], et.Elems[k])...)
		}
	} else {
		copyIn = fe.loopStore(s, s.Target, tupleLit(elem.(*typer.Tuple), views), elem)
	}
	src := jen.Qual(kernelsPath, order).Call(jen.Id(sh))
	return append(pre, fe.loop(s.Body, s.Else, func(body []jen.Code) jen.Code {
		if len(copyIn) == 0 {
			return jen.For(jen.Range().Add(src)).Block(body...)
		}
		if !usesPos {
			return jen.For(jen.Range().Add(src)).Block(append(copyIn, body...)...)
		}
		return jen.For(jen.Id(pos).Op(":=").Range().Add(src)).Block(append(copyIn, body...)...)
	})...)
}
