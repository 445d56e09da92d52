package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// A literal list (typer.LitList, Numba's LiteralList) is the Go tuple of its items: l[i] is a
// field, len(l) a constant, and count and in compare x with each item whose type can equal it.

// litListDisplay emits [a, b, ...] of literal list type l.
func (fe *funcEmitter) litListDisplay(e *translate.List, l *typer.LitList) code {
	elems := make([]jen.Code, len(e.Elts))
	for i, x := range e.Elts {
		elems[i] = fe.as(x, l.Items.Elems[i], true)
	}
	return primary(tupleLit(l.Items, elems))
}

// litListSubscript emits l[i], i a constant.
func (fe *funcEmitter) litListSubscript(e *translate.Subscript, l *typer.LitList) code {
	i, _ := constant.Int64Val(fe.info.Consts[e.Index])
	return primary(tupleElem(fe.paren(fe.exprP(e.X), precPrimary), l.Items, typer.LitListIndex(i, len(l.Items.Elems))))
}

// litListMatches returns, for x of type xt, the comparisons of x with each item of the tuple
// t that can equal it (strs with strs, numbers with numbers); a str never equals a number.
func litListMatches(xt typer.Type, l *typer.LitList) []jen.Code {
	var out []jen.Code
	for i, it := range l.Items.Elems {
		item := tupleElem(jen.Id("t"), l.Items, i)
		switch {
		case isStrType(xt) && isStrType(it):
			out = append(out, jen.Id("x").Op("==").Add(item))
		case !isStrType(xt) && !isStrType(it):
			ct := typer.Promote(basic(xt), basic(it))
			out = append(out, jen.Add(convert(jen.Id("x"), xt, ct)).Op("==").Add(convert(item, it, ct)))
		}
	}
	return out
}

// litListContains emits x in l (or not in).
func (fe *funcEmitter) litListContains(op translate.Op, x, y translate.Expr, xc, yc jen.Code, xt typer.Type, l *typer.LitList) code {
	var c *jen.Statement
	for _, m := range litListMatches(xt, l) {
		if c == nil {
			c = jen.Add(m)
		} else {
			c = c.Op("||").Add(m)
		}
	}
	if c == nil {
		c = jen.False()
	}
	if op == translate.NotIn {
		c = jen.Op("!").Parens(c)
	}
	if xc == nil {
		xc = fe.expr(x)
	}
	if yc == nil {
		yc = fe.expr(y)
	}
	return primary(jen.Func().Params(jen.Id("x").Add(goType(xt)), jen.Id("t").Add(goType(l))).Bool().Block(jen.Return(c)).Call(xc, yc))
}

// litListMethod emits l.copy() (the list: it is immutable) and l.count(x).
func (fe *funcEmitter) litListMethod(e *translate.Call, c *typer.Call) code {
	l := c.ArgTypes[0].(*typer.LitList)
	if c.Builtin == ".litlist.copy" {
		return fe.exprP(c.Recv)
	}
	xt := c.ArgTypes[1]
	body := []jen.Code{jen.Id("n").Op(":=").Int64().Call(jen.Lit(0))}
	for _, m := range litListMatches(xt, l) {
		body = append(body, jen.If(m).Block(jen.Id("n").Op("++")))
	}
	body = append(body, jen.Return(jen.Id("n")))
	return primary(jen.Func().Params(jen.Id("x").Add(goType(xt)), jen.Id("t").Add(goType(l))).Int64().Block(body...).Call(fe.expr(c.Args[0]), fe.expr(c.Recv)))
}
