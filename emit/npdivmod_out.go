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
	fe := l.fe
	tt := l.rt.(*typer.Tuple)
	t, _ := elemType(fe.info.Types[l.c.Inner].(*typer.Tuple).Elems[0])
	var outs [2]translate.Expr
	for k := range 2 {
		if l.has(2 + k) {
			outs[k] = l.c.Args[2+k]
		}
	}
	if l.has(4) {
		for k, el := range l.c.Args[4].(*translate.Tuple).Elts {
			if !fe.isNoneConst(el) {
				if _, none := fe.info.Types[el].(typer.NoneType); !none {
					outs[k] = el
				}
			}
		}
	}
	var body, ops, outArgs []jen.Code
	for i := 0; i < 2; i++ {
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
	q := fe.binElem(translate.FloorDiv, t, primary(jen.Id(a)), primary(jen.Id(b)))
	r := fe.binElem(translate.Mod, t, primary(jen.Id(a)), primary(jen.Id(b)))
	f := jen.Func().Params(jen.List(jen.Id(a), jen.Id(b)).Add(goType(t))).Params(goType(dts[0]), goType(dts[1])).Block(
		jen.Return(fe.convertElem(q.c, t, dts[0]), fe.convertElem(r.c, t, dts[1])))
	qv, rv := fe.names.Take("q"), fe.names.Take("r")
	args := append(append(ops, outArgs...), f)
	body = append(body,
		jen.List(jen.Id(qv), jen.Id(rv)).Op(":=").Add(k("DivmodInto").Types(dimsType(nd), goType(t), goType(dts[0]), goType(dts[1])).Call(args...)),
		jen.Return(jen.Add(goType(tt)).Values(jen.Id(qv), jen.Id(rv))))
	return primary(jen.Func().Params().Add(goType(tt)).Block(body...).Call())
}
