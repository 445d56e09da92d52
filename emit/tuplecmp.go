package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// tupleOrder emits a < b, a <= b, a > b or a >= b of two tuples as Python compares them: the
// first pair of items that are not equal decides, compared with the operator; when one tuple
// is a prefix of the other, the lengths decide.
func tupleOrder(op translate.Op, a, b jen.Code, at, bt *typer.Tuple) *jen.Statement {
	return jen.Func().Params(jen.Id("a").Add(goType(at)), jen.Id("b").Add(goType(bt))).Bool().Block(
		tupleOrderBody(op, jen.Id("a"), jen.Id("b"), at, bt)...).Call(a, b)
}

func tupleOrderBody(op translate.Op, a, b jen.Code, at, bt *typer.Tuple) []jen.Code {
	gop := cmpOps[op]
	var out []jen.Code
	for i := range min(len(at.Elems), len(bt.Elems)) {
		x, y := tupleElem(a, at, i), tupleElem(b, bt, i)
		xt, yt := at.Elems[i], bt.Elems[i]
		if xtt, ok := xt.(*typer.Tuple); ok {
			ytt := yt.(*typer.Tuple)
			eq := tupleEqual(x, y, xtt, ytt)
			out = append(out, jen.If(jen.Op("!").Add(eq)).Block(jen.Return(tupleOrder(op, x, y, xtt, ytt))))
			continue
		}
		if _, ok := xt.(*typer.Basic); !ok {
			// Strings: Go orders UTF-8 by bytes, which is code point order, as Python.
			out = append(out, jen.If(jen.Add(x).Op("!=").Add(y)).Block(jen.Return(jen.Add(x).Op(gop).Add(y))))
			continue
		}
		ct := typer.Promote(basic(xt), basic(yt))
		if ct == typer.Bool {
			ct = typer.Int64 // Go does not order bools
		}
		cx, cy := convert(x, xt, ct), convert(y, yt, ct)
		out = append(out, jen.If(jen.Add(cx).Op("!=").Add(cy)).Block(jen.Return(jen.Add(convert(x, xt, ct)).Op(gop).Add(convert(y, yt, ct)))))
	}
	return append(out, jen.Return(jen.Lit(len(at.Elems)).Op(gop).Lit(len(bt.Elems))))
}

// tupleEqual emits a == b item by item (Python's tuple equality, numbers promoted).
func tupleEqual(a, b jen.Code, at, bt *typer.Tuple) *jen.Statement {
	if len(at.Elems) != len(bt.Elems) {
		return jen.False()
	}
	var c *jen.Statement
	for i := range at.Elems {
		x, y := tupleElem(a, at, i), tupleElem(b, bt, i)
		var one *jen.Statement
		if xtt, ok := at.Elems[i].(*typer.Tuple); ok {
			one = tupleEqual(x, y, xtt, bt.Elems[i].(*typer.Tuple))
		} else if _, ok := at.Elems[i].(*typer.Basic); !ok {
			one = jen.Add(x).Op("==").Add(y) // strings, None: Go's == on the same type
		} else {
			ct := typer.Promote(basic(at.Elems[i]), basic(bt.Elems[i]))
			one = jen.Add(convert(x, at.Elems[i], ct)).Op("==").Add(convert(y, bt.Elems[i], ct))
		}
		if c == nil {
			c = one
		} else {
			c = c.Op("&&").Add(one)
		}
	}
	if c == nil {
		return jen.True()
	}
	return jen.Parens(c)
}
