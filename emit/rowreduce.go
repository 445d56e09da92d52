package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// A reduction of a row, np.argmax(x[j]) or x[i, :].sum(), is a loop over the row's elements in
// x.Data, inline, without the view x[j] and the kernels call that a reduction of any array
// takes (about 100 ns for a 32-element row). A row is an integer index on every axis of x but
// the last, which is whole. The loops are the kernels' (redArgN, redMinMaxN, Sum): the same
// order, the same NaN and empty-array rules, so the same bits. The argmax and argmin of a
// float row call kernels.RowArgMax and RowArgMin instead, whose loop has no branch on the data.

// rowReduceOps maps the kernels reductions that have an inline row form to how their loop
// folds an element: into a running extreme (and its index, for the arg forms) or a sum.
var rowReduceOps = map[string]rowFold{
	"ArgMax": {arg: true, isMax: true},
	"ArgMin": {arg: true},
	"AMax":   {isMax: true, extreme: true},
	"AMin":   {extreme: true},
	"Sum":    {},
}

type rowFold struct {
	arg, isMax, extreme bool
}

// rowOf reports whether e reads a row of an array (x[i], x[i, :], x[i, j] of a 3-d array) and
// returns the array expression and the integer items of its leading axes.
func (fe *funcEmitter) rowOf(e translate.Expr) (translate.Expr, []typer.IndexItem, bool) {
	sub, ok := e.(*translate.Subscript)
	if !ok {
		return nil, nil, false
	}
	a, ra := arrayOf(fe.typeOf(sub.X)), arrayOf(fe.typeOf(e))
	ix := fe.info.Index[sub]
	if a == nil || ra == nil || ra.Ndim != 1 || a.Ndim < 2 || ix == nil || ix.Kind != typer.IndexView {
		return nil, nil, false
	}
	items := ix.Items
	if len(items) == a.Ndim {
		if !fe.wholeSlice(items[len(items)-1]) {
			return nil, nil, false
		}
		items = items[:len(items)-1]
	}
	if len(items) != a.Ndim-1 {
		return nil, nil, false
	}
	for _, it := range items {
		if it.Kind != typer.ItemInt {
			return nil, nil, false
		}
	}
	return sub.X, items, true
}

// wholeSlice reports whether it is `:` (or `::`, `None:None`): the whole axis.
func (fe *funcEmitter) wholeSlice(it typer.IndexItem) bool {
	if it.Kind != typer.ItemSlice || it.Obj != nil {
		return false
	}
	if it.S == nil {
		return true
	}
	for _, b := range []translate.Expr{it.S.Lo, it.S.Hi, it.S.Step} {
		if !fe.omitted(b) {
			return false
		}
	}
	return true
}

// rowReduce emits the kernels reduction fn (a key of rowReduceOps) of the row e as a loop,
// its result of type rt; false when e is not a row or fn has no row form for its dtype.
func (fe *funcEmitter) rowReduce(fn string, e translate.Expr, rt typer.Type) (code, bool) {
	op, ok := rowReduceOps[fn]
	if !ok {
		return code{}, false
	}
	base, items, ok := fe.rowOf(e)
	if !ok {
		return code{}, false
	}
	a := arrayOf(fe.typeOf(base))
	if !(a.Dtype.IsFloat() || a.Dtype.IsInteger()) || (!op.arg && !typer.Identical(basic(rt), a.Dtype) && fn != "Sum") {
		return code{}, false
	}
	x, pre := fe.arrayOperand(base, "a")
	nd := a.Ndim
	idx := make([]code, nd)
	for k, it := range items {
		idx[k] = fe.index(it, x, k)
	}
	idx[nd-1] = primary(jen.Lit(0))
	if op.arg && a.Dtype.IsFloat() {
		return fe.rowArgFloat(op, x, a, idx, pre, rt), true
	}
	n, off := fe.names.Take("n"), fe.names.Take("off")
	body := append(pre,
		jen.Id(n).Op(":=").Add(x).Dot("Shape").Index(jen.Lit(nd-1)),
		jen.Id(off).Op(":=").Add(offset(x, a, idx)))
	// elem reads element i of the row: a slice of it when it is contiguous (no bounds check in
	// the loop), Data at a running offset otherwise.
	var elem func(i jen.Code) jen.Code
	var step []jen.Code
	if a.Layout == typer.LayoutC {
		row := fe.names.Take("row")
		body = append(body, jen.Id(row).Op(":=").Add(x).Dot("Data").Index(jen.Id(off), jen.Id(off).Op("+").Id(n)))
		elem = func(i jen.Code) jen.Code { return jen.Id(row).Index(i) }
	} else {
		s := fe.names.Take("s")
		body = append(body, jen.Id(s).Op(":=").Add(x).Dot("Strides").Index(jen.Lit(nd-1)))
		elem = func(jen.Code) jen.Code { return jen.Add(x).Dot("Data").Index(jen.Id(off)) }
		step = []jen.Code{jen.Id(off).Op("+=").Id(s)}
	}
	i, v, m := fe.names.Take("i"), fe.names.Take("v"), fe.names.Take("m")
	if !op.arg && !op.extreme {
		dt := basic(rt)
		header := jen.Range().Id(n) // the strided read does not use the counter
		if step == nil {
			header = jen.Id(i).Op(":=").Range().Id(n)
		}
		body = append(body,
			jen.Var().Id(m).Add(goType(dt)),
			jen.For(header).Block(append([]jen.Code{
				jen.Id(m).Op("+=").Add(fe.convertElem(elem(jen.Id(i)), a.Dtype, dt))}, step...)...),
			jen.Return(jen.Id(m)))
		return fe.rowFunc(rt, body), true
	}
	var empty jen.Code
	if op.arg {
		empty = jen.Qual(kernelsPath, "ArgEmptyError").Call(jen.Lit(op.isMax))
	} else {
		what := "minimum"
		if op.isMax {
			what = "maximum"
		}
		empty = jen.Qual(kernelsPath, "ZeroSizeError").Call(jen.Lit(what))
	}
	cmp := "<"
	if op.isMax {
		cmp = ">"
	}
	k := fe.names.Take("k")
	nan, first, found := jen.Return(jen.Id(v)), jen.Return(jen.Id(m)), []jen.Code{jen.Id(m).Op("=").Id(v)}
	if op.arg {
		nan, first = jen.Return(jen.Add(goType(rt)).Call(jen.Id(i))), jen.Return(jen.Lit(0))
		found = []jen.Code{jen.Id(m).Op(",").Id(k).Op("=").Id(v).Op(",").Id(i)}
	}
	body = append(body,
		jen.If(jen.Id(n).Op("==").Lit(0)).Block(jen.Panic(empty)),
		jen.Id(m).Op(":=").Add(elem(jen.Lit(0))))
	if a.Dtype.IsFloat() {
		body = append(body, jen.If(jen.Id(m).Op("!=").Id(m)).Block(first))
	}
	if op.arg {
		body = append(body, jen.Id(k).Op(":=").Lit(0))
	}
	loop := append(append([]jen.Code{}, step...), jen.Id(v).Op(":=").Add(elem(jen.Id(i))))
	if a.Dtype.IsFloat() {
		// m is never NaN, so !(v <= m) (for a minimum !(v >= m)) holds exactly when v is a
		// new extreme or NaN: one comparison per element, and the NaN test only on the rare
		// path, which is about three times as fast on random rows.
		notCmp := "<="
		if !op.isMax {
			notCmp = ">="
		}
		loop = append(loop, jen.If(jen.Op("!").Parens(jen.Id(v).Op(notCmp).Id(m))).Block(
			append([]jen.Code{jen.If(jen.Id(v).Op("!=").Id(v)).Block(nan)}, found...)...))
	} else {
		loop = append(loop, jen.If(jen.Id(v).Op(cmp).Id(m)).Block(found...))
	}
	body = append(body, jen.For(jen.Id(i).Op(":=").Lit(1), jen.Id(i).Op("<").Id(n), jen.Id(i).Op("++")).Block(loop...))
	if op.arg {
		body = append(body, jen.Return(jen.Add(goType(rt)).Call(jen.Id(k))))
	} else {
		body = append(body, jen.Return(jen.Id(m)))
	}
	return fe.rowFunc(rt, body), true
}

// rowArgFloat emits the argmax (argmin) of a float row as a call of kernels.RowArgMax
// (RowArgMin), whose loop moves the running extreme and its index without a branch that
// depends on the data (kernels/argrow.go): the inline loop's branch mispredicts at every new
// extreme, about three times as slow on random rows. x is the array, idx the Data index of the
// row's first element, pre the statements that bind x.
func (fe *funcEmitter) rowArgFloat(op rowFold, x jen.Code, a *typer.Array, idx []code, pre []jen.Code, rt typer.Type) code {
	fn := "RowArgMin"
	if op.isMax {
		fn = "RowArgMax"
	}
	nd := a.Ndim
	step := jen.Lit(1)
	if a.Layout != typer.LayoutC {
		step = jen.Add(x).Dot("Strides").Index(jen.Lit(nd - 1))
	}
	call := convert(jen.Qual(kernelsPath, fn).Call(jen.Add(x).Dot("Data"), offset(x, a, idx), step,
		jen.Add(x).Dot("Shape").Index(jen.Lit(nd-1))), typer.Int64, rt)
	if len(pre) == 0 {
		return primary(call)
	}
	return fe.rowFunc(rt, append(pre, jen.Return(call)))
}

// rowFunc wraps the statements of a row reduction in a function literal called in place, which
// Go inlines.
func (fe *funcEmitter) rowFunc(rt typer.Type, body []jen.Code) code {
	return primary(jen.Func().Params().Add(goType(rt)).Block(body...).Call())
}
