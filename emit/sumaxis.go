package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// lastAxis reports whether axis, an argument of a reduction over an nd-dimensional array, is
// the constant index of its last axis (nd-1, or -1).
func (fe *funcEmitter) lastAxis(axis translate.Expr, nd int) bool {
	v, ok := fe.info.Consts[axis]
	if !ok || v.Kind() != constant.Int {
		return false
	}
	k, exact := constant.Int64Val(v)
	return exact && (k == int64(nd-1) || k == -1)
}

// fusedSumAxis emits np.sum(e, axis=-1) for an element-wise expression e of two or more
// dimensions (np.sum((x - c) ** 2, axis=1)): each result element is e's last-axis lane summed
// in one loop over the operands, without the temporary array of e that kernels.SumAxis would
// reduce. The bits are SumAxis's: each element starts at zero and adds its lane in order,
// each term converted to dt first as the unfused call converts its input.
func (fe *funcEmitter) fusedSumAxis(e translate.Expr, dt *typer.Basic) code {
	fe.e.note(translate.Pos{}, NoteFused, "the sums of %s along its last axis are accumulated in one loop nest, without a temporary array", translate.ExprString(e))
	nd := arrayOf(fe.typeOf(e)).Ndim
	fu := fe.newFusion(false)
	fu.collect(e)
	shape, stmt := fu.resultShape(nd)
	if stmt != nil {
		fu.pre = append(fu.pre, stmt)
	}
	fu.broadcast(shape, nd, nil)
	fu.indexes(nd)
	rt := typer.NewArray(dt, nd-1, typer.LayoutC)
	r, o, acc := fe.names.Take("r"), fe.names.Take("o"), fe.names.Take("acc")
	var dims []jen.Code
	for k := range nd - 1 {
		dims = append(dims, jen.Add(shape).Index(jen.Lit(k)))
	}
	body := append(fu.pre,
		// The nest below writes every element: no zeroing.
		jen.Id(r).Op(":=").Qual(kernelsPath, "Uninit").Types(goType(dt)).Call(dimsType(nd-1).Values(dims...)),
		jen.Id(o).Op(":=").Lit(0))
	j := fu.idx[nd-1].c
	term := fu.elemAs(e, dt).c // before rowDecls: it records the rows it reads
	loop := append(fu.rowDecls(nil, nil),
		jen.Var().Id(acc).Add(goType(dt)),
		jen.For(jen.Add(j).Op(":=").Range().Add(shape).Index(jen.Lit(nd-1))).Block(
			jen.Id(acc).Op("+=").Add(term)),
		jen.Id(r).Dot("Data").Index(jen.Id(o)).Op("=").Id(acc),
		jen.Id(o).Op("++"))
	for k := nd - 2; k >= 0; k-- {
		loop = []jen.Code{jen.For(jen.Add(fu.idx[k].c).Op(":=").Range().Add(shape).Index(jen.Lit(k))).Block(loop...)}
	}
	body = append(body, loop...)
	body = append(body, jen.Return(jen.Id(r)))
	return primary(jen.Func().Params().Add(arrayType(rt)).Block(body...).Call())
}
