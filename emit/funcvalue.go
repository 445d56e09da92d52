package emit

import (
	"github.com/dave/jennifer/jen"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// funcValueType is the Go type of a function value: a func of its one signature (a value
// nothing calls has none, and holds nil).
func funcValueType(t *typer.FuncValue) *jen.Statement {
	if !t.Called() {
		return jen.Func().Params()
	}
	params := make([]jen.Code, len(t.Params))
	for i, p := range t.Params {
		params[i] = goType(p)
	}
	if isNone(t.Result) {
		return jen.Func().Params(params...)
	}
	return jen.Func().Params(params...).Add(goType(t.Result))
}

// convertFunc converts a function, or a function value of fewer candidates, to the function
// value to: a function becomes its specialization for to's signature, as a Go func value.
func convertFunc(x jen.Code, from typer.Type, to *typer.FuncValue) (*jen.Statement, bool) {
	switch from := from.(type) {
	case *typer.FuncRef:
		for i, fn := range to.Fns {
			if fn == from.Fn && i < len(to.Specs) {
				return jen.Id(to.Specs[i].InnerName), true
			}
		}
		return jen.Nil(), true // never called through the value
	case *typer.FuncValue:
		return jen.Add(x), true // one signature: the same Go func type
	}
	return nil, false
}

// funcValueIfExp emits a conditional expression whose branches are functions as the function
// value t: its own type names no signature, which the value it is assigned to has.
func (fe *funcEmitter) funcValueIfExp(e *translate.IfExp, t *typer.FuncValue) code {
	return primary(jen.Func().Params().Add(funcValueType(t)).Block(
		jen.If(fe.truth(e.Test).c).Block(jen.Return(fe.as(e.Body, t, true))),
		jen.Return(fe.as(e.Else, t, true)),
	).Call())
}

// valueCall emits a call through a function value: the Go func it holds, called with the
// arguments of its signature.
func (fe *funcEmitter) valueCall(e *translate.Call, c *typer.Call) code {
	t := c.Type.(*typer.FuncValue)
	args := make([]jen.Code, len(c.Args))
	for i, a := range c.Args {
		args[i] = fe.as(a, t.Params[i], true)
	}
	return primary(fe.paren(fe.asP(e.Func, t, false), precPrimary).Call(args...))
}
