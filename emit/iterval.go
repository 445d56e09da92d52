package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Iterators held as values (typer.Iterator) are *kernels.Iter in Go. A generator call stays
// an iter.Seq where it is consumed; it becomes an Iter (kernels.Pull, a coroutine) only where
// it is stored, passed or returned. Every Iter a function makes or receives from a callee is
// recorded in the function's kernels.Owner, whose deferred Stop ends the generators nobody
// exhausted; one the function returns is released to its caller.

// owner returns the name of the function's kernels.Owner, declaring it on first use. Nested
// functions, which run while the function that defines them does, use that function's.
func (fe *funcEmitter) owner() string {
	root := fe
	for root.parent != nil {
		root = root.parent
	}
	if root.ownerName == "" {
		root.ownerName = root.names.Take("iters")
	}
	return root.ownerName
}

// ownerDecl declares the function's owner and defers its Stop, when the body used one.
func (fe *funcEmitter) ownerDecl() []jen.Code {
	if fe.parent != nil || fe.ownerName == "" {
		return nil
	}
	return []jen.Code{
		jen.Var().Id(fe.ownerName).Qual(kernelsPath, "Owner"),
		jen.Defer().Id(fe.ownerName).Dot("Stop").Call(),
	}
}

// own records an Iter (the code it) in the function's owner.
func (fe *funcEmitter) own(it jen.Code) *jen.Statement {
	return jen.Qual(kernelsPath, "Own").Call(jen.Op("&").Id(fe.owner()), it)
}

// pull turns the iter.Seq seq into an owned Iter.
func (fe *funcEmitter) pull(seq jen.Code) *jen.Statement {
	return fe.own(jen.Qual(kernelsPath, "Pull").Call(seq))
}

// release emits the Iter it as a result: the caller owns it from then on.
func (fe *funcEmitter) release(it jen.Code) *jen.Statement {
	return jen.Qual(kernelsPath, "Release").Call(jen.Op("&").Id(fe.owner()), it)
}

// seq emits x, a generator or an iterator, as an iter.Seq of its values: a generator call
// itself, the remaining values of an iterator.
func (fe *funcEmitter) seq(x translate.Expr) *jen.Statement {
	if _, ok := fe.typeOf(x).(*typer.Iterator); ok {
		return jen.Add(fe.paren(fe.exprP(x), precPrimary)).Dot("All").Call()
	}
	return fe.expr(x)
}

// holdsIterator reports whether t is a tuple or a list that holds an iterator, at any depth.
func holdsIterator(t typer.Type) bool {
	switch t := t.(type) {
	case *typer.Tuple:
		for _, el := range t.Elems {
			if _, ok := el.(*typer.Iterator); ok || holdsIterator(el) {
				return true
			}
		}
	case *typer.List:
		_, ok := t.Elem.(*typer.Iterator)
		return ok || holdsIterator(t.Elem)
	}
	return false
}

// isSeq reports whether t is a generator or an iterator.
func isSeq(t typer.Type) bool {
	_, ok := typer.SeqElem(t)
	return ok
}

// iterBuiltin emits iter(x) and next(it[, default]).
func (fe *funcEmitter) iterBuiltin(c *typer.Call, rt typer.Type) (code, bool) {
	switch c.Builtin {
	case "iter":
		return primary(fe.iterOf(c.Args[0])), true
	case "next":
		it := c.Args[0]
		var x *jen.Statement
		if _, ok := c.ArgTypes[0].(*typer.Generator); ok {
			x = fe.pull(fe.expr(it)) // next(gen(...)): its first value
		} else {
			x = jen.Add(fe.paren(fe.exprP(it), precPrimary))
		}
		if len(c.Args) == 1 {
			return primary(x.Dot("Next").Call()), true
		}
		el, _ := typer.SeqElem(c.ArgTypes[0])
		if typer.Identical(el, rt) {
			return primary(x.Dot("NextOr").Call(fe.as(c.Args[1], rt, true))), true
		}
		// next(ints, 0.5): the items converted to the common type.
		v, ok := fe.names.Take("v"), fe.names.Take("ok")
		return primary(jen.Func().Params().Add(goType(rt)).Block(
			jen.If(jen.List(jen.Id(v), jen.Id(ok)).Op(":=").Add(x).Dot("Step").Call(), jen.Id(ok)).Block(
				jen.Return(convert(jen.Id(v), el, rt))),
			jen.Return(fe.as(c.Args[1], rt, true)),
		).Call()), true
	}
	return code{}, false
}

// iterOf emits iter(x): the iterator itself, a generator pulled, or an Iter over a container
// (read as it advances for lists and arrays, a snapshot of the items otherwise).
func (fe *funcEmitter) iterOf(x translate.Expr) *jen.Statement {
	if call, ok := fe.rangeCall(x); ok {
		start, stop, step := fe.rangeBounds(call.Args)
		return jen.Qual(kernelsPath, "IterRange").Call(jen.Qual(kernelsPath, "NewRange").Call(start, stop, step))
	}
	xt := fe.typeOf(x)
	switch t := xt.(type) {
	case *typer.Iterator:
		return fe.expr(x)
	case *typer.Generator:
		return fe.pull(fe.expr(x))
	case *typer.List:
		return jen.Qual(kernelsPath, "IterList").Call(fe.expr(x))
	case *typer.Array:
		if t.Ndim > 1 {
			return jen.Qual(kernelsPath, "IterRows").Types(dimsType(t.Ndim - 1)).Call(fe.expr(x))
		}
		return jen.Qual(kernelsPath, "IterArray").Call(fe.expr(x))
	case typer.RangeType:
		return jen.Qual(kernelsPath, "IterRange").Call(fe.expr(x))
	case *typer.Tuple:
		return jen.Qual(kernelsPath, "IterSlice").Call(fe.iterSlice(x, t.Uniform()))
	case typer.StrType:
		return jen.Qual(kernelsPath, "IterSlice").Call(fe.iterSlice(x, t))
	case *typer.Dict:
		return jen.Qual(kernelsPath, "IterSlice").Call(fe.iterSlice(x, t.Key))
	case *typer.DictView:
		return jen.Qual(kernelsPath, "IterSlice").Call(fe.viewItems(x, t))
	case *typer.Set:
		return jen.Qual(kernelsPath, "IterSlice").Call(fe.iterSlice(x, t.Elem))
	}
	fe.fail(x.At(), "cannot make an iterator of %s", xt)
	return jen.Nil()
}
