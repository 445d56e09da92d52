package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// dunderCall emits the call of a jitclass method that an operator, a builtin or a subscript
// stands for (typer.Dunder), its result converted to rt, negated or tested for truth.
func (fe *funcEmitter) dunderCall(d *typer.Dunder, rt typer.Type) code {
	sp := d.Spec
	if sp == nil {
		return fe.classTruth(d.Args[0], d)
	}
	args := make([]jen.Code, len(d.Args))
	for i, a := range d.Args {
		args[i] = fe.as(a, sp.Params[i], true)
	}
	call := jen.Id(fe.calleeName(sp)).Call(args...)
	switch d.Post {
	case typer.DunderNot:
		return code{jen.Op("!").Add(call), precUnary}
	case typer.DunderTruth:
		if b := basic(sp.Result); b != nil && !b.IsBool() {
			return code{jen.Add(truthOf(call, sp.Result)), precCmp}
		}
		return primary(call)
	}
	if rt == nil || typer.Identical(rt, sp.Result) {
		return primary(call)
	}
	return primary(convert(call, sp.Result, rt))
}

// classTruth emits the truth of a jitclass instance tested as a condition: its __bool__ or
// __len__, or true when it has neither (the instance is still evaluated).
func (fe *funcEmitter) classTruth(e translate.Expr, d *typer.Dunder) code {
	if d.Spec == nil {
		return primary(jen.Func().Params(jen.Id("_").Add(goType(fe.typeOf(e)))).Bool().Block(jen.Return(jen.True())).Call(fe.expr(e)))
	}
	return fe.dunderCall(d, typer.Bool)
}

// augDunder emits x op= y for a jitclass instance x: x = x.__iop__(y) (or x.__op__(y)).
func (fe *funcEmitter) augDunder(s *translate.AugAssign, d *typer.Dunder) []jen.Code {
	x := fe.dunderCall(d, fe.info.Aug[s])
	return fe.store(s.Target, x.c, fe.info.Aug[s])
}

// augSetItem emits x[k] op= v for a jitclass instance x: x.__setitem__(k, x.__getitem__(k)
// op v); x and k are names or constants (the typer checks), evaluated twice.
func (fe *funcEmitter) augSetItem(s *translate.AugAssign, t *translate.Subscript) []jen.Code {
	rt := fe.info.Aug[s]
	x := fe.binaryCode(s.Op, rt, s.Target, s.Value, fe.typeOf(s.Target), fe.typeOf(s.Value), fe.info.Raising[s.Value])
	return fe.setItemDunder(fe.info.SetItems[t], x.c, rt)
}

// setItemDunder emits x[k] = v, the Go value v of type vt, as x.__setitem__(k, v).
func (fe *funcEmitter) setItemDunder(d *typer.Dunder, v jen.Code, vt typer.Type) []jen.Code {
	sp := d.Spec
	return []jen.Code{jen.Id(fe.calleeName(sp)).Call(fe.as(d.Args[0], sp.Params[0], true), fe.as(d.Args[1], sp.Params[1], true), convert(v, vt, sp.Params[2]))}
}
