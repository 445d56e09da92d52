package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// lowerDivmodOut emits np.divmod(x, y) with outputs (np.divmod(x, y, q, r), or out=(q, r)):
// kernels.DivmodInto computes the pairs in the call's element type (that of the call without
// outputs, Call.Inner), casts them to the outputs' types and writes them, allocating a
// missing output. The value is the tuple of the two outputs.
func lowerDivmodOut(l *npLower) code {
	t, _ := elemType(l.fe.typeOf(l.c.Inner).(*typer.Tuple).Elems[0])
	return l.twoOuts(2, t, "DivmodInto", func(a, b string) (code, code) {
		return l.fe.binElem(translate.FloorDiv, t, primary(jen.Id(a)), primary(jen.Id(b))),
			l.fe.binElem(translate.Mod, t, primary(jen.Id(a)), primary(jen.Id(b)))
	})
}

// lowerModfFrexp emits np.modf(x) and np.frexp(x), with or without outputs: kernels.Modf and
// kernels.Frexp (math.modf and math.frexp) of each element in float64, exact for float32.
func lowerModfFrexp(l *npLower) code {
	fe := l.fe
	plain := l.rt.(*typer.Tuple)
	if l.c.Inner != nil {
		plain = fe.typeOf(l.c.Inner).(*typer.Tuple)
	}
	t, _ := elemType(plain.Elems[0])
	e1, _ := elemType(plain.Elems[1])
	fn := "Modf"
	if l.name == "frexp" {
		fn = "Frexp"
	}
	elem := func(a, _ string) (code, code) {
		f, p := fe.names.Take("f"), fe.names.Take("p")
		first := jen.Func().Params().Params(goType(t), goType(e1)).Block(
			jen.List(jen.Id(f), jen.Id(p)).Op(":=").Add(k(fn)).Call(fe.convertElem(jen.Id(a), t, typer.Float64)),
			jen.Return(fe.convertElem(jen.Id(f), typer.Float64, t), fe.convertElem(jen.Id(p), l.partType(), e1))).Call()
		return primary(first), code{}
	}
	if arrayOf(l.rt.(*typer.Tuple).Elems[0]) == nil {
		// A number (or a 0-d array): the tuple of the two parts.
		a, f, p := fe.names.Take("a"), fe.names.Take("f"), fe.names.Take("p")
		return primary(jen.Func().Params(jen.Id(a).Add(goType(t))).Add(goType(plain)).Block(
			jen.List(jen.Id(f), jen.Id(p)).Op(":=").Add(k(fn)).Call(fe.convertElem(jen.Id(a), t, typer.Float64)),
			jen.Return(jen.Add(goType(plain)).Values(fe.convertElem(jen.Id(f), typer.Float64, t), fe.convertElem(jen.Id(p), l.partType(), e1)))).Call(fe.as(l.c.Args[0], t, false)))
	}
	return l.twoOuts(1, t, "Unary2Into", elem)
}

// partType is the type kernels.Modf or kernels.Frexp gives the second part in.
func (l *npLower) partType() *typer.Basic {
	if l.name == "frexp" {
		return typer.Int64
	}
	return typer.Float64
}

// twoOuts emits a call of the two-output ufunc with nin inputs computed in the element type t
// by the kernel fn (kernels.DivmodInto or kernels.Unary2Into), of the outputs given (none,
// one or two) or allocated: a function literal whose value is the tuple of the outputs. elem
// gives the two results of the elements a (and b): two codes, or one code giving both (the
// second empty).
func (l *npLower) twoOuts(nin int, t *typer.Basic, fn string, elem func(a, b string) (code, code)) code {
	fe := l.fe
	tt := l.rt.(*typer.Tuple)
	var outs [2]translate.Expr
	if l.c.Inner != nil {
		for j := range 2 {
			if l.has(nin + j) {
				outs[j] = l.c.Args[nin+j]
			}
		}
		if l.has(nin + 2) {
			for j, el := range l.c.Args[nin+2].(*translate.Tuple).Elts {
				if !fe.isNoneConst(el) {
					if _, none := fe.typeOf(el).(typer.NoneType); !none {
						outs[j] = el
					}
				}
			}
		}
	}
	var body, ops, outArgs []jen.Code
	for i := range nin {
		if arrayOf(l.c.ArgTypes[i]) != nil {
			ops = append(ops, l.arrAs(i, t))
		} else {
			ops = append(ops, k("Full").Call(jen.Index(jen.Lit(0)).Int().Values(), fe.as(l.c.Args[i], t, false)))
		}
	}
	var dts [2]*typer.Basic
	nd := 0
	for j, o := range outs {
		a := arrayOf(tt.Elems[j])
		dts[j], nd = a.Dtype, a.Ndim
		if o == nil {
			outArgs = append(outArgs, jen.Nil())
			continue
		}
		v := fe.names.Take("out")
		body = append(body, jen.Id(v).Op(":=").Add(fe.as(o, a, false)))
		outArgs = append(outArgs, jen.Op("&").Id(v))
	}
	a, b := fe.names.Take("a"), fe.names.Take("b")
	params := jen.Id(a).Add(goType(t))
	if nin == 2 {
		params = jen.List(jen.Id(a), jen.Id(b)).Add(goType(t))
	}
	x, y := elem(a, b)
	ret := jen.Return(fe.convertElem(x.c, t, dts[0]), fe.convertElem(y.c, t, dts[1]))
	if y.c == nil {
		// One code gives both results, in the plain call's types.
		plain := l.rt.(*typer.Tuple)
		if l.c.Inner != nil {
			plain = fe.typeOf(l.c.Inner).(*typer.Tuple)
		}
		e0, _ := elemType(plain.Elems[0])
		e1, _ := elemType(plain.Elems[1])
		p, q := fe.names.Take("p"), fe.names.Take("q")
		ret = jen.List(jen.Id(p), jen.Id(q)).Op(":=").Add(x.c).Line().Return(fe.convertElem(jen.Id(p), e0, dts[0]), fe.convertElem(jen.Id(q), e1, dts[1]))
	}
	f := jen.Func().Params(params).Params(goType(dts[0]), goType(dts[1])).Block(ret)
	qv, rv := fe.names.Take("q"), fe.names.Take("r")
	args := append(append(ops, outArgs...), f)
	body = append(body,
		jen.List(jen.Id(qv), jen.Id(rv)).Op(":=").Add(k(fn).Types(dimsType(nd), goType(t), goType(dts[0]), goType(dts[1])).Call(args...)),
		jen.Return(jen.Add(goType(tt)).Values(jen.Id(qv), jen.Id(rv))))
	return primary(jen.Func().Params().Add(goType(tt)).Block(body...).Call())
}
