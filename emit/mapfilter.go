package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// mapFilter emits map(f, xs, ...) and filter(f, xs) as an iter.Seq, the Go form of the
// generators the typer gives them: the iterables are evaluated first, as Python makes the
// iterator, and f is called as the loop over them asks for values. A generator source is
// ranged over as it yields; other sources are the slices iterSlice gives.
func (fe *funcEmitter) mapFilter(e *translate.Call, c *typer.Call, rt typer.Type) code {
	g := rt.(*typer.Generator)
	srcs := c.Args[1:]
	var pre []jen.Code
	names := make([]string, len(srcs))
	for i, x := range srcs {
		names[i] = fe.names.Take("src")
		if isSeq(c.ArgTypes[i]) && len(srcs) == 1 {
			pre = append(pre, jen.Id(names[i]).Op(":=").Add(fe.seq(x)))
			continue
		}
		et := g.Elem // filter(None, xs)
		if c.Key != nil {
			et = c.Key.Params[i]
		}
		pre = append(pre, jen.Id(names[i]).Op(":=").Add(fe.iterSlice(x, et)))
	}
	yield := fe.names.Take("yield")
	vals := make([]jen.Code, len(srcs))
	var loop func(body ...jen.Code) jen.Code
	if len(srcs) == 1 {
		v := fe.names.Take("v")
		vals[0] = jen.Id(v)
		if isSeq(c.ArgTypes[0]) {
			loop = func(body ...jen.Code) jen.Code {
				return jen.For(jen.Id(v).Op(":=").Range().Id(names[0])).Block(body...)
			}
		} else {
			loop = func(body ...jen.Code) jen.Code {
				return jen.For(jen.List(jen.Id("_"), jen.Id(v)).Op(":=").Range().Id(names[0])).Block(body...)
			}
		}
	} else {
		i := fe.names.Take("i")
		lens := make([]jen.Code, len(srcs))
		for k, n := range names {
			lens[k] = jen.Len(jen.Id(n))
			vals[k] = jen.Id(n).Index(jen.Id(i))
		}
		loop = func(body ...jen.Code) jen.Code {
			return jen.For(jen.Id(i).Op(":=").Range().Min(lens...)).Block(body...)
		}
	}
	stop := jen.Return()
	var body jen.Code
	switch {
	case c.Builtin == "map":
		call := jen.Id(fe.calleeName(c.Key)).Call(vals...)
		body = jen.If(jen.Op("!").Id(yield).Call(call)).Block(stop)
	case c.Key == nil: // filter(None, xs)
		body = jen.If(truthOf(vals[0], g.Elem)).Block(jen.If(jen.Op("!").Id(yield).Call(vals[0])).Block(stop))
	default:
		call := jen.Id(fe.calleeName(c.Key)).Call(vals...)
		body = jen.If(truthOf(call, c.Key.Result)).Block(jen.If(jen.Op("!").Id(yield).Call(vals[0])).Block(stop))
	}
	seq := jen.Func().Params(jen.Id(yield).Func().Params(goType(g.Elem)).Bool()).Block(loop(body))
	res := goType(rt)
	return primary(jen.Func().Params().Add(res).Block(append(pre, jen.Return(seq))...).Call())
}

// truthOf emits the truth of x, a value of type t (a number, a bool or a string).
func truthOf(x jen.Code, t typer.Type) jen.Code {
	if isStrType(t) {
		return jen.Len(x).Op("!=").Lit(0)
	}
	if b := basic(t); b != nil && !b.IsBool() {
		return jen.Add(x).Op("!=").Lit(0)
	}
	return x
}
