package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// A literal dict (typer.LitDict, Numba's LiteralStrKeyDict) is the Go tuple of its values,
// one per key in the order the keys first appear: its keys are in its type, so d["a"] is a
// field, len(d) a constant and k in d a comparison with each key.

// litDictDisplay emits {k1: v1, ...} of literal dict type d: each key's last value.
func (fe *funcEmitter) litDictDisplay(c *typer.Call, d *typer.LitDict) code {
	elems := make([]jen.Code, len(d.Keys))
	for i := 0; i < len(c.Args); i += 2 {
		k := constant.StringVal(fe.info.Consts[c.Args[i]])
		j := d.Index(k)
		elems[j] = fe.as(c.Args[i+1], d.Values.Elems[j], true)
	}
	return primary(tupleLit(d.Values, elems))
}

// litDictSubscript emits d["k"].
func (fe *funcEmitter) litDictSubscript(e *translate.Subscript, d *typer.LitDict) code {
	i := d.Index(constant.StringVal(fe.info.Consts[e.Index]))
	return primary(tupleElem(fe.paren(fe.exprP(e.X), precPrimary), d.Values, i))
}

// litDictContains emits k in d (or not in): whether the str k equals one of d's keys (a k of
// another type, a number, None or a tuple, equals none). The key and the dict are passed
// along so that they are evaluated as Python evaluates them.
func (fe *funcEmitter) litDictContains(op translate.Op, x, y translate.Expr, xc, yc jen.Code, xt typer.Type, d *typer.LitDict) code {
	c := jen.Lit(false)
	k := jen.Id("_").Add(goType(xt))
	if _, ok := xt.(typer.StrType); ok {
		k = jen.Id("k").String()
		c = nil
		for _, key := range d.Keys {
			one := jen.Id("k").Op("==").Lit(key)
			if c == nil {
				c = one
			} else {
				c = c.Op("||").Add(one)
			}
		}
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
	return primary(jen.Func().Params(k, jen.Id("_").Add(goType(d))).Bool().Block(jen.Return(c)).Call(xc, yc))
}

// litDictMethod emits d.keys() (a new list of the keys), d.values() (the tuple of values: the
// dict itself), d.items() (a tuple of (key, value) pairs) and d.copy() (the dict: it is
// immutable).
func (fe *funcEmitter) litDictMethod(e *translate.Call, c *typer.Call) code {
	d := c.ArgTypes[0].(*typer.LitDict)
	switch c.Builtin {
	case ".litdict.keys":
		keys := make([]jen.Code, len(d.Keys))
		for i, k := range d.Keys {
			keys[i] = jen.Lit(k)
		}
		return primary(jen.Func().Params(jen.Id("_").Add(goType(d))).Op("*").Index().String().Block(
			jen.Return(jen.Op("&").Index().String().Values(keys...))).Call(fe.expr(c.Recv)))
	case ".litdict.items":
		tt := fe.typeOf(e).(*typer.Tuple)
		items := make([]jen.Code, len(d.Keys))
		for i, k := range d.Keys {
			items[i] = tupleLit(tt.Elems[i].(*typer.Tuple), []jen.Code{jen.Lit(k), tupleElem(jen.Id("d"), d.Values, i)})
		}
		return primary(jen.Func().Params(jen.Id("d").Add(goType(d))).Add(goType(tt)).Block(
			jen.Return(tupleLit(tt, items))).Call(fe.expr(c.Recv)))
	}
	return fe.exprP(c.Recv) // values(), copy()
}
