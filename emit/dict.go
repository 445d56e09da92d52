package emit

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Dicts are *kernels.Dict[K, V] in generated code (see kernels/dict.go): d[k] is d.At(k),
// d[k] = v is d.Set(k, v), and keys(), values() and items() are views (dictview.go).

func dictOf(t typer.Type) *typer.Dict { return typer.DictOf(t) }

func dictGoType(d *typer.Dict) *jen.Statement {
	return jen.Op("*").Qual(kernelsPath, "Dict").Types(goType(d.Key), goType(d.Value))
}

func newDict(d *typer.Dict) *jen.Statement {
	return jen.Qual(kernelsPath, "NewDict").Types(goType(d.Key), goType(d.Value)).Call()
}

// dictItemType is the tuple (key, value) that items() and popitem() give.
func dictItemType(d *typer.Dict) *typer.Tuple {
	return &typer.Tuple{Elems: []typer.Type{d.Key, d.Value}}
}

// pairFunc emits func(k K, v V) T { return T{k, v} }, which builds an item tuple.
func pairFunc(d *typer.Dict) jen.Code {
	tt := dictItemType(d)
	return jen.Func().Params(jen.Id("k").Add(goType(d.Key)), jen.Id("v").Add(goType(d.Value))).Add(goType(tt)).Block(
		jen.Return(goType(tt).Values(jen.Id("k"), jen.Id("v"))))
}

// convertDict converts an empty dict of undecided types (a {} literal) to the dict type its
// variable took: a new empty dict.
func convertDict(x jen.Code, from, to *typer.Dict) *jen.Statement {
	if from.Key == nil && to.Key != nil {
		return newDict(to)
	}
	return jen.Add(x)
}

// dictBuiltin emits dict displays, dict(), Dict.empty() and del d[k]; false for other
// builtins.
func (fe *funcEmitter) dictBuiltin(e *translate.Call, c *typer.Call, rt typer.Type) (code, bool) {
	switch c.Builtin {
	case "dict":
		d := dictOf(rt)
		if d.Key == nil {
			return primary(jen.Nil()), true // converted where its variable's type is known
		}
		return primary(newDict(d)), true
	case translate.DictDisplay:
		if ld, ok := rt.(*typer.LitDict); ok {
			return fe.litDictDisplay(c, ld), true
		}
		d := dictOf(rt)
		if d.Key == nil {
			return primary(jen.Nil()), true
		}
		if len(c.Args) == 0 {
			return primary(newDict(d)), true
		}
		v := fe.names.Take("d")
		body := []jen.Code{jen.Id(v).Op(":=").Add(newDict(d))}
		for i := 0; i < len(c.Args); i += 2 {
			body = append(body, jen.Id(v).Dot("Set").Call(fe.as(c.Args[i], d.Key, true), fe.as(c.Args[i+1], d.Value, true)))
		}
		body = append(body, jen.Return(jen.Id(v)))
		return primary(jen.Func().Params().Add(dictGoType(d)).Block(body...).Call()), true
	case translate.DelItem:
		if sl, ok := c.Args[1].(*translate.Slice); ok {
			step := jen.Code(jen.Lit(1))
			if !fe.omitted(sl.Step) {
				step = fe.as(sl.Step, typer.Int64, true)
			}
			return primary(jen.Qual(kernelsPath, "ListDelSlice").Call(fe.expr(c.Args[0]), fe.listBound(sl.Lo), fe.listBound(sl.Hi), step)), true
		}
		if l := listOf(c.ArgTypes[0]); l != nil {
			return primary(listFunc(l, "ListDelAt").Call(fe.expr(c.Args[0]), fe.as(c.Args[1], typer.Int64, true))), true
		}
		d := dictOf(c.ArgTypes[0])
		return primary(jen.Add(fe.paren(fe.exprP(c.Args[0]), precPrimary)).Dot("Delete").Call(fe.as(c.Args[1], d.Key, true))), true
	}
	return code{}, false
}

// dictRecv emits the receiver of a dict method.
func (fe *funcEmitter) dictRecv(x translate.Expr) *jen.Statement {
	return jen.Add(fe.paren(fe.exprP(x), precPrimary))
}

// dictMethod emits d.name(args...).
func (fe *funcEmitter) dictMethod(e *translate.Call, c *typer.Call) code {
	d := dictOf(c.ArgTypes[0])
	rt := fe.typeOf(e)
	recv := fe.dictRecv(c.Recv)
	key := func() jen.Code { return fe.as(c.Args[0], d.Key, true) }
	switch strings.TrimPrefix(c.Builtin, ".dict.") {
	case "get", "pop":
		get := c.Builtin == ".dict.get"
		switch {
		case len(c.Args) == 1 && get:
			return primary(recv.Dot("GetOptional").Call(key()))
		case len(c.Args) == 1:
			return primary(recv.Dot("Pop").Call(key()))
		case typer.Identical(rt, d.Value):
			m := map[bool]string{true: "Get", false: "PopDefault"}[get]
			return primary(recv.Dot(m).Call(key(), fe.as(c.Args[1], d.Value, true)))
		}
		fn := map[bool]string{true: "DictGetOr", false: "DictPopOr"}[get]
		conv := jen.Func().Params(jen.Id("v").Add(goType(d.Value))).Add(goType(rt)).Block(jen.Return(convert(jen.Id("v"), d.Value, rt)))
		return primary(jen.Qual(kernelsPath, fn).Call(recv, key(), fe.as(c.Args[1], rt, true), conv))
	case "setdefault":
		return primary(recv.Dot("SetDefault").Call(key(), fe.as(c.Args[1], d.Value, true)))
	case "popitem":
		tt := dictItemType(d)
		return primary(jen.Func().Params().Add(goType(tt)).Block(
			jen.List(jen.Id("k"), jen.Id("v")).Op(":=").Add(recv).Dot("PopItem").Call(),
			jen.Return(goType(tt).Values(jen.Id("k"), jen.Id("v")))).Call())
	case "items", "keys", "values":
		return primary(recv) // a view: the dict itself (dictview.go)
	case "update":
		return primary(jen.Qual(kernelsPath, "DictUpdate").Call(recv, fe.expr(c.Args[0])))
	case "clear":
		return primary(recv.Dot("Clear").Call())
	case "copy":
		return primary(recv.Dot("Copy").Call())
	}
	fe.fail(e.Pos, "no emitter for %s", c.Builtin)
	return primary(jen.Nil())
}

// dictSubscript emits d[k].
func (fe *funcEmitter) dictSubscript(e *translate.Subscript) code {
	d := dictOf(fe.typeOf(e.X))
	return primary(fe.dictRecv(e.X).Dot("At").Call(fe.as(e.Index, d.Key, true)))
}

// storeDictItem emits d[k] = x, x of type vt.
func (fe *funcEmitter) storeDictItem(t *translate.Subscript, x jen.Code, vt typer.Type) []jen.Code {
	d := dictOf(fe.typeOf(t.X))
	return []jen.Code{fe.dictRecv(t.X).Dot("Set").Call(fe.as(t.Index, d.Key, true), convert(x, vt, d.Value))}
}

// dictEqual emits d1 == d2 (negated for !=).
func (fe *funcEmitter) dictEqual(op translate.Op, x, y translate.Expr, xc, yc jen.Code) code {
	a, b := dictOf(fe.typeOf(x)), dictOf(fe.typeOf(y))
	if xc == nil {
		xc = fe.dictRecv(x)
	}
	if yc == nil {
		yc = fe.dictRecv(y)
	}
	var c *jen.Statement
	if typer.Identical(a.Key, b.Key) && typer.Identical(a.Value, b.Value) {
		c = jen.Qual(kernelsPath, "DictEqual").Call(xc, yc)
	} else {
		key := jen.Func().Params(jen.Id("k").Add(goType(a.Key))).Add(goType(b.Key)).Block(jen.Return(convert(jen.Id("k"), a.Key, b.Key)))
		vt := a.Value
		if !typer.Identical(a.Value, b.Value) {
			vt = typer.Promote(basic(a.Value), basic(b.Value))
		}
		eq := jen.Func().Params(jen.Id("p").Add(goType(a.Value)), jen.Id("q").Add(goType(b.Value))).Bool().Block(
			jen.Return(jen.Add(convert(jen.Id("p"), a.Value, vt)).Op("==").Add(convert(jen.Id("q"), b.Value, vt))))
		c = jen.Qual(kernelsPath, "DictEqualFunc").Call(xc, yc, key, eq)
	}
	if op == translate.NotEq {
		return code{jen.Op("!").Add(c), precUnary}
	}
	return primary(c)
}

// dictContains emits k in d (negated for not in).
func (fe *funcEmitter) dictContains(op translate.Op, x, y translate.Expr, xc, yc jen.Code) code {
	d := dictOf(fe.typeOf(y))
	if xc == nil {
		xc = fe.as(x, d.Key, true)
	} else {
		xc = convert(xc, fe.typeOf(x), d.Key)
	}
	if yc == nil {
		yc = fe.dictRecv(y)
	}
	c := jen.Add(yc).Dot("Contains").Call(xc)
	if op == translate.NotIn {
		return code{jen.Op("!").Add(c), precUnary}
	}
	return primary(c)
}

// dictAugAssign emits d[k] op= x: the dict and the key are evaluated once, and the value is
// read (KeyError when missing), combined and stored back.
func (fe *funcEmitter) dictAugAssign(s *translate.AugAssign) ([]jen.Code, bool) {
	sub, ok := s.Target.(*translate.Subscript)
	if !ok {
		return nil, false
	}
	d := dictOf(fe.typeOf(sub.X))
	if d == nil {
		return nil, false
	}
	rt := basic(fe.info.Aug[s])
	vb := basic(d.Value)
	if rt == nil || vb == nil {
		fe.fail(s.Pos, "augmented assignment to an item of a %s", d)
		return nil, true
	}
	dv, kv := fe.names.Take("d"), fe.names.Take("k")
	old := primary(convert(jen.Id(dv).Dot("At").Call(jen.Id(kv)), vb, rt))
	x := fe.binaryElemCode(s.Op, rt, old, rt, s.Value, fe.typeOf(s.Value))
	return []jen.Code{jen.Block(
		jen.List(jen.Id(dv), jen.Id(kv)).Op(":=").List(fe.expr(sub.X), fe.as(sub.Index, d.Key, true)),
		jen.Id(dv).Dot("Set").Call(jen.Id(kv), convert(x.c, rt, vb)),
	)}, true
}
