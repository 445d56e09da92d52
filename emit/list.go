package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Lists are *[]T in generated code (see kernels/list.go): a list literal is &[]T{...}, l[i]
// is kernels.ListAt(*l, i), l.append(x) is *l = append(*l, x).

func listOf(t typer.Type) *typer.List { return typer.ListOf(t) }

// deref emits *x, the slice of the list x: []T{...} for a literal.
func (fe *funcEmitter) deref(e translate.Expr) *jen.Statement {
	if lit, ok := e.(*translate.List); ok {
		if l := listOf(fe.typeOf(e)); l != nil && l.Elem != nil {
			elems := make([]jen.Code, len(lit.Elts))
			for i, x := range lit.Elts {
				elems[i] = fe.as(x, l.Elem, true)
			}
			return jen.Index().Add(goType(l.Elem)).Values(elems...)
		}
	}
	return jen.Op("*").Add(fe.paren(fe.exprP(e), precUnary))
}

// listLit emits a list literal as a list of type t.
func (fe *funcEmitter) listLit(e *translate.List, t *typer.List) *jen.Statement {
	elems := make([]jen.Code, len(e.Elts))
	for i, x := range e.Elts {
		elems[i] = fe.as(x, t.Elem, true)
	}
	return jen.Op("&").Index().Add(goType(t.Elem)).Values(elems...)
}

// convertList converts the list x to another element type: a new list (an empty list of
// unknown type is pure, and becomes an empty list of the target type).
func convertList(x jen.Code, from, to *typer.List) *jen.Statement {
	if from.Elem == nil {
		return jen.Op("&").Index().Add(goType(to.Elem)).Values()
	}
	return jen.Qual(kernelsPath, "ListMap").Call(jen.Op("*").Add(x), jen.Func().Params(jen.Id("v").Add(goType(from.Elem))).Add(goType(to.Elem)).Block(
		jen.Return(convert(jen.Id("v"), from.Elem, to.Elem))))
}

// listFunc names the kernels helper for a list operation: numba.typed.List raises other
// messages than a reflected list for items out of range and values not found.
func listFunc(l *typer.List, name string) *jen.Statement {
	if l != nil && l.Typed && typedListFuncs[name] {
		return jen.Qual(kernelsPath, "Typed"+name)
	}
	return jen.Qual(kernelsPath, name)
}

var typedListFuncs = map[string]bool{"ListAt": true, "ListSet": true, "ListPopAt": true, "ListIndex": true, "ListDelAt": true}

// index emits an index or slice bound as an int64, or kernels.NoIndex when absent.
func (fe *funcEmitter) listBound(e translate.Expr) jen.Code {
	if fe.omitted(e) {
		return jen.Qual(kernelsPath, "NoIndex")
	}
	return fe.as(e, typer.Int64, true)
}

// listSubscript emits l[i] and l[lo:hi:step].
func (fe *funcEmitter) listSubscript(e *translate.Subscript) code {
	if sl, ok := e.Index.(*translate.Slice); ok {
		step := jen.Code(jen.Lit(1))
		if !fe.omitted(sl.Step) {
			step = fe.as(sl.Step, typer.Int64, true)
		}
		return primary(jen.Qual(kernelsPath, "ListSlice").Call(fe.deref(e.X), fe.listBound(sl.Lo), fe.listBound(sl.Hi), step))
	}
	return primary(listFunc(listOf(fe.typeOf(e.X)), "ListAt").Call(fe.deref(e.X), fe.as(e.Index, typer.Int64, true)))
}

// storeListItem emits l[i] = x and l[lo:hi] = x, x of type vt.
func (fe *funcEmitter) storeListItem(t *translate.Subscript, x jen.Code, vt typer.Type) []jen.Code {
	l := listOf(fe.typeOf(t.X))
	if sl, ok := t.Index.(*translate.Slice); ok {
		if !fe.omitted(sl.Step) {
			return []jen.Code{jen.Qual(kernelsPath, "ListSetSliceStep").Call(fe.expr(t.X), fe.listBound(sl.Lo), fe.listBound(sl.Hi), fe.as(sl.Step, typer.Int64, true), jen.Op("*").Add(x))}
		}
		return []jen.Code{jen.Qual(kernelsPath, "ListSetSlice").Call(fe.expr(t.X), fe.listBound(sl.Lo), fe.listBound(sl.Hi), jen.Op("*").Add(x))}
	}
	return []jen.Code{listFunc(l, "ListSet").Call(fe.deref(t.X), fe.as(t.Index, typer.Int64, true), convert(x, vt, l.Elem))}
}

// iterSlice emits the items of an iterable (a list, a tuple, an array, range(...)) as a Go
// slice of element type et. The slice may share the iterable's memory: callers that keep it
// copy it.
func (fe *funcEmitter) iterSlice(x translate.Expr, et typer.Type) jen.Code {
	if call, ok := fe.rangeCall(x); ok {
		start, stop, step := fe.rangeBounds(call.Args)
		return convertSlice(jen.Op("*").Qual(kernelsPath, "ListRange").Call(start, stop, step), typer.Int64, et)
	}
	xt := fe.typeOf(x)
	switch t := xt.(type) {
	case typer.RangeType:
		r := fe.names.Take("r")
		return convertSlice(jen.Func().Params(jen.Id(r).Qual(kernelsPath, "Range")).Index().Int64().Block(
			jen.Return(jen.Op("*").Qual(kernelsPath, "ListRange").Call(jen.Id(r).Dot("Start"), jen.Id(r).Dot("Stop"), jen.Id(r).Dot("Step")))).Call(fe.expr(x)), typer.Int64, et)
	case *typer.List:
		return convertSlice(fe.deref(x), t.Elem, et)
	case typer.StrType:
		return jen.Qual(kernelsPath, "StrChars").Call(fe.expr(x))
	case typer.BytesType:
		return convertSlice(jen.Index().Byte().Call(fe.expr(x)), typer.Uint8, et)
	case *typer.Generator:
		return convertSlice(jen.Qual("slices", "Collect").Call(fe.expr(x)), t.Elem, et)
	case *typer.Iterator:
		return convertSlice(jen.Add(fe.paren(fe.exprP(x), precPrimary)).Dot("Collect").Call(), t.Elem, et)
	case *typer.Dict:
		return convertSlice(jen.Op("*").Add(fe.dictRecv(x)).Dot("Keys").Call(), t.Key, et)
	case *typer.DictView:
		return convertSlice(fe.viewItems(x, t), t.Elem(), et)
	case *typer.Set:
		return convertSlice(fe.setRecv(x).Dot("Items").Call(), t.Elem, et)
	case *typer.Array:
		if t.Ndim > 1 && arrayOf(et) != nil {
			// The items of an N-D array are its rows (views), as iteration gives them.
			a, s, i := fe.names.Take("a"), fe.names.Take("s"), fe.names.Take("i")
			return jen.Func().Params(jen.Id(a).Add(goType(t))).Index().Add(goType(et)).Block(
				jen.Id(s).Op(":=").Make(jen.Index().Add(goType(et)), jen.Id(a).Dot("Shape").Index(jen.Lit(0))),
				jen.For(jen.Id(i).Op(":=").Range().Id(s)).Block(
					jen.Id(s).Index(jen.Id(i)).Op("=").Add(fe.arrayElemAt(jen.Id(a), t, primary(jen.Id(i))))),
				jen.Return(jen.Id(s))).Call(fe.expr(x))
		}
		return convertSlice(jen.Add(fe.paren(fe.exprP(x), precPrimary)).Dot("Flat").Call(), t.Dtype, et)
	case *typer.Tuple:
		seq := fe.uniformTuple(x, et)
		return jen.Func().Params(jen.Id("t").Index(jen.Lit(len(t.Elems))).Add(goType(et))).Index().Add(goType(et)).Block(
			jen.Return(jen.Id("t").Index(jen.Op(":")))).Call(seq)
	}
	fe.fail(x.At(), "cannot iterate over %s", xt)
	return jen.Nil()
}

// convertSlice converts a Go slice of from items to one of to items.
func convertSlice(s jen.Code, from, to typer.Type) jen.Code {
	if typer.Identical(from, to) {
		return s
	}
	return jen.Op("*").Qual(kernelsPath, "ListMap").Call(s, jen.Func().Params(jen.Id("v").Add(goType(from))).Add(goType(to)).Block(
		jen.Return(convert(jen.Id("v"), from, to))))
}

// lessFunc emits func(a, b T) bool giving Python's a < b for sortable items (numbers, bools and
// tuples of them, compared item by item).
func lessFunc(t typer.Type) jen.Code {
	return jen.Func().Params(jen.List(jen.Id("a"), jen.Id("b")).Add(goType(t))).Bool().Block(lessBody(jen.Id("a"), jen.Id("b"), t)...)
}

func lessBody(a, b jen.Code, t typer.Type) []jen.Code {
	if tt, ok := t.(*typer.Tuple); ok {
		var out []jen.Code
		for i, et := range tt.Elems {
			x, y := tupleElem(a, tt, i), tupleElem(b, tt, i)
			if i == len(tt.Elems)-1 {
				out = append(out, jen.Return(jen.Func().Params().Bool().Block(lessBody(x, y, et)...).Call()))
				break
			}
			out = append(out, jen.If(jen.Func().Params().Bool().Block(lessBody(x, y, et)...).Call()).Block(jen.Return(jen.True())),
				jen.If(jen.Func().Params().Bool().Block(lessBody(y, x, et)...).Call()).Block(jen.Return(jen.False())))
		}
		if len(tt.Elems) == 0 {
			out = append(out, jen.Return(jen.False()))
		}
		return out
	}
	if b0 := basic(t); b0 != nil && b0.IsBool() {
		return []jen.Code{jen.Return(jen.Op("!").Add(a).Op("&&").Add(b))}
	}
	return []jen.Code{jen.Return(jen.Add(a).Op("<").Add(b))}
}

// isOrdered reports whether kernels.ListSort sorts items of type t (integers and floats).
func isOrdered(t typer.Type) bool {
	b := basic(t)
	return b != nil && !b.IsBool() && !b.IsComplex()
}

// sortCall emits the sort of the slice s of items of type et, in place.
func sortCall(s jen.Code, et typer.Type, reverse jen.Code) *jen.Statement {
	if isOrdered(et) {
		return jen.Qual(kernelsPath, "ListSort").Call(s, reverse)
	}
	return jen.Qual(kernelsPath, "ListSortFunc").Call(s, lessFunc(et), reverse)
}

// sortKeyCall emits the sort of the slice s by the key function key (a specialization), in
// place: the keys are computed once per item, as Numba's list.sort does.
func (fe *funcEmitter) sortKeyCall(s jen.Code, key *typer.Spec, reverse jen.Code) *jen.Statement {
	return jen.Qual(kernelsPath, "ListSortKey").Call(s, jen.Id(fe.calleeName(key)), lessFunc(key.Result), reverse)
}

// sortBy emits sortCall, or sortKeyCall when the call has a key function.
func (fe *funcEmitter) sortBy(s jen.Code, c *typer.Call, et typer.Type, e *translate.Call) *jen.Statement {
	if c.Key != nil {
		return fe.sortKeyCall(s, c.Key, fe.reverseArg(e))
	}
	return sortCall(s, et, fe.reverseArg(e))
}

// reverseArg emits the reverse= keyword of sort() and sorted(), false when absent.
func (fe *funcEmitter) reverseArg(e *translate.Call) jen.Code {
	for _, k := range e.Keywords {
		if k.Name == "reverse" {
			return fe.truth(k.Value).c
		}
	}
	return jen.False()
}

// listBuiltin emits list(), sorted(), sum(), min() and max() of lists, numba.typed.List and
// List.empty_list; false for other builtins.
func (fe *funcEmitter) listBuiltin(e *translate.Call, c *typer.Call, rt typer.Type) (code, bool) {
	switch c.Builtin {
	case "map", "filter":
		return fe.mapFilter(e, c, rt), true
	case "enumerate", "zip":
		return fe.enumZipValue(e, rt), true
	case "numpy.ndindex", "numpy.ndenumerate":
		return fe.ndIterValue(e, c.Builtin, rt), true
	case "list", "numba.typed.List":
		l := listOf(rt)
		if len(c.Args) == 0 {
			return primary(jen.Op("&").Index().Add(goType(l.Elem)).Values()), true
		}
		if call, ok := c.Args[0].(*translate.Call); ok && isRangeType(fe.typeOf(call.Func)) && typer.Identical(l.Elem, typer.Int64) {
			return primary(jen.Op("&").Add(fe.iterSlice(c.Args[0], l.Elem))), true
		}
		return primary(jen.Qual(kernelsPath, "ListCopy").Call(fe.iterSlice(c.Args[0], l.Elem))), true
	case "numba.typed.List.empty_list":
		if len(c.Args) == 2 {
			return primary(jen.Qual(kernelsPath, "TypedListAllocated").Types(goType(listOf(rt).Elem)).Call(fe.as(c.Args[1], typer.Int64, true))), true
		}
		return primary(jen.Op("&").Index().Add(goType(listOf(rt).Elem)).Values()), true
	case "sorted":
		l := listOf(rt)
		v := fe.names.Take("s")
		return primary(jen.Func().Params().Add(goType(l)).Block(
			jen.Id(v).Op(":=").Qual(kernelsPath, "ListCopy").Call(fe.iterSlice(c.Args[0], l.Elem)),
			fe.sortBy(jen.Op("*").Id(v), c, l.Elem, e),
			jen.Return(jen.Id(v)),
		).Call()), true
	case "sum":
		if ra := arrayOf(rt); ra != nil {
			return fe.sumArrays(c, ra), true
		}
		et := elemOf(fe.typeOf(c.Args[0]), fe.typeOf(e))
		b := basic(et)
		s := fe.iterSlice(c.Args[0], et)
		if len(c.Args) == 2 {
			// sum(iterable, start): the items added one by one to start.
			start := fe.as(c.Args[1], rt, true)
			switch {
			case b.IsBool():
				return code{jen.Add(start).Op("+").Qual(kernelsPath, "ListCount").Call(s, jen.True()), precAdd}, true
			case basic(rt).IsComplex():
				return primary(jen.Qual(kernelsPath, "ListSumComplexFrom").Call(start, fe.iterSlice(c.Args[0], rt))), true
			}
			return primary(jen.Qual(kernelsPath, "ListSumFrom").Call(start, s)), true
		}
		switch {
		case b.IsBool():
			return primary(jen.Qual(kernelsPath, "ListCount").Call(s, jen.True())), true
		case b.IsComplex():
			return primary(convert(jen.Qual(kernelsPath, "ListSumComplex").Call(s), b, rt)), true
		}
		return primary(jen.Qual(kernelsPath, "ListSum").Types(goType(rt)).Call(s)), true
	case "min", "max":
		if l := listOf(c.ArgTypes[0]); l != nil {
			fn := map[string]string{"min": "ListMin", "max": "ListMax"}[c.Builtin]
			return primary(jen.Qual(kernelsPath, fn).Call(fe.deref(c.Args[0]))), true
		}
		switch t := c.ArgTypes[0].(type) {
		case typer.RangeType, *typer.Generator, *typer.Iterator, *typer.DictView:
			fn := map[string]string{"min": "ListMin", "max": "ListMax"}[c.Builtin]
			return primary(jen.Qual(kernelsPath, fn).Call(fe.iterSlice(c.Args[0], elemOf(t, typer.Int64)))), true
		}
	}
	return code{}, false
}

// sumArrays emits sum(iterable, start) with an array start (typer's sumArrays): the items,
// arrays or numbers, added one by one to a running total of the result's type.
func (fe *funcEmitter) sumArrays(c *typer.Call, rt *typer.Array) code {
	et := c.ArgTypes[2]
	items := fe.iterSlice(c.Args[0], et)
	ed := basic(et)
	if ea := arrayOf(et); ea != nil {
		ed = ea.Dtype
	} else {
		items = jen.Qual(kernelsPath, "ScalarsOf").Call(items)
	}
	o, a, b, i := fe.names.Take("o"), fe.names.Take("a"), fe.names.Take("b"), fe.names.Take("i")
	add := jen.Func().Params(jen.List(jen.Id(o), jen.Id(a)).Index().Add(goType(rt.Dtype)), jen.Id(b).Index().Add(goType(ed))).Block(
		jen.For(jen.Id(i).Op(":=").Range().Id(o)).Block(
			jen.Id(o).Index(jen.Id(i)).Op("=").Id(a).Index(jen.Id(i)).Op("+").Add(convert(jen.Id(b).Index(jen.Id(i)), ed, rt.Dtype))))
	return primary(jen.Qual(kernelsPath, "SumArraysFrom").Call(fe.expr(c.Args[1]), items, add))
}

// elemOf is the type of the items of an iterable of type t (fallback when unknown).
func elemOf(t, fallback typer.Type) typer.Type {
	switch t := t.(type) {
	case *typer.List:
		return t.Elem
	case *typer.Array:
		return t.Dtype
	case *typer.Generator:
		return t.Elem
	case *typer.Iterator:
		return t.Elem
	case *typer.Set:
		return t.Elem
	case *typer.DictView:
		return t.Elem()
	case *typer.Tuple:
		if u := t.Uniform(); u != nil {
			return u
		}
	}
	return fallback
}

// listMethod emits a list method call as an expression; methods that return None are
// statements, emitted by listMethodStmt.
func (fe *funcEmitter) listMethod(e *translate.Call, c *typer.Call) code {
	l := listOf(c.ArgTypes[0])
	recv := c.Recv
	switch c.Builtin {
	case ".list.pop":
		if len(c.Args) == 0 {
			return primary(jen.Qual(kernelsPath, "ListPop").Call(fe.expr(recv)))
		}
		return primary(listFunc(l, "ListPopAt").Call(fe.expr(recv), fe.as(c.Args[0], typer.Int64, true)))
	case ".list.index":
		start, stop := jen.Code(jen.Lit(0)), jen.Code(jen.Qual(kernelsPath, "NoIndex"))
		if len(c.Args) > 1 {
			start = fe.as(c.Args[1], typer.Int64, true)
		}
		if len(c.Args) > 2 {
			stop = fe.as(c.Args[2], typer.Int64, true)
		}
		return primary(listFunc(l, "ListIndex").Call(fe.deref(recv), fe.as(c.Args[0], l.Elem, true), start, stop))
	case ".list.count":
		return primary(jen.Qual(kernelsPath, "ListCount").Call(fe.deref(recv), fe.as(c.Args[0], l.Elem, true)))
	case ".list.copy":
		return primary(jen.Qual(kernelsPath, "ListCopy").Call(fe.deref(recv)))
	}
	// A method that returns None in value position: run it, giving None's Go value (goType of
	// typer.NoneType), so that it can be stored where a none is (a tuple's item).
	return primary(jen.Func().Params().Struct().Block(append(fe.listMethodStmt(e, c), jen.Return(jen.Struct().Values()))...).Call())
}

// listMethodStmt emits a list method call whose value is not used.
func (fe *funcEmitter) listMethodStmt(e *translate.Call, c *typer.Call) []jen.Code {
	l := listOf(c.ArgTypes[0])
	recv := c.Recv
	// target is the list to update in place: *l = append(*l, ...) evaluates it twice, so a
	// receiver other than a name is evaluated once into a temporary first.
	var pre []jen.Code
	target := func() jen.Code {
		if n, ok := recv.(*translate.Name); ok {
			return fe.name(n).c
		}
		v := fe.names.Take("l")
		pre = append(pre, jen.Id(v).Op(":=").Add(fe.expr(recv)))
		return jen.Id(v)
	}
	switch c.Builtin {
	case ".list.append":
		t := target()
		return append(pre, jen.Op("*").Add(t).Op("=").Append(jen.Op("*").Add(t), fe.as(c.Args[0], l.Elem, true)))
	case ".list.extend":
		t := target()
		return append(pre, jen.Op("*").Add(t).Op("=").Append(jen.Op("*").Add(t), jen.Add(fe.iterSlice(c.Args[0], l.Elem)).Op("...")))
	case ".list.clear":
		t := target()
		return append(pre, jen.Op("*").Add(t).Op("=").Parens(jen.Op("*").Add(t)).Index(jen.Op(":").Lit(0)))
	case ".list.insert":
		return []jen.Code{jen.Qual(kernelsPath, "ListInsert").Call(fe.expr(recv), fe.as(c.Args[0], typer.Int64, true), fe.as(c.Args[1], l.Elem, true))}
	case ".list.remove":
		return []jen.Code{jen.Qual(kernelsPath, "ListRemove").Call(fe.expr(recv), fe.as(c.Args[0], l.Elem, true))}
	case ".list.reverse":
		return []jen.Code{jen.Qual("slices", "Reverse").Call(fe.deref(recv))}
	case ".list.sort":
		return []jen.Code{fe.sortBy(fe.deref(recv), c, l.Elem, e)}
	}
	return []jen.Code{fe.discardCode(e, fe.listMethod(e, c).c)}
}

// listToArray emits np.array(l) of a list of numbers or of lists of numbers: a new array.
func (fe *funcEmitter) listToArray(x translate.Expr, l *typer.List, ra *typer.Array) code {
	if ra.Ndim == 1 {
		return primary(jen.Qual(kernelsPath, "FromSlice").Call(jen.Op("*").Qual(kernelsPath, "ListCopy").Call(fe.iterSlice(x, ra.Dtype))))
	}
	inner := listOf(l.Elem)
	if inner == nil || ra.Ndim > 2 {
		return primary(jen.Add(fe.nestedToArray(fe.deref(x), l, ra.Dtype)))
	}
	rows := fe.deref(x)
	if !typer.Identical(inner.Elem, ra.Dtype) {
		to := &typer.List{Elem: ra.Dtype}
		rows = jen.Op("*").Qual(kernelsPath, "ListMap").Call(rows, jen.Func().Params(jen.Id("r").Add(goType(inner))).Add(goType(to)).Block(
			jen.Return(convertList(jen.Id("r"), inner, to))))
	}
	return primary(jen.Qual(kernelsPath, "ArrayFromRows").Call(rows))
}

// nestedToArray emits np.array(items) for the Go slice items of a list whose items are
// lists nested to any depth or arrays: each item becomes an array of dtype dt, and
// kernels.ArrayFromParts stacks them along a new first axis.
func (fe *funcEmitter) nestedToArray(items jen.Code, l *typer.List, dt *typer.Basic) jen.Code {
	var part *typer.Array
	var conv func(r jen.Code) jen.Code
	switch e := l.Elem.(type) {
	case *typer.Basic:
		return jen.Qual(kernelsPath, "FromSlice").Call(jen.Op("*").Qual(kernelsPath, "ListCopy").Call(convertSlice(items, e, dt)))
	case *typer.List:
		part = typer.NewArray(dt, typer.AsArrayType(e).Ndim, typer.LayoutC)
		conv = func(r jen.Code) jen.Code { return fe.nestedToArray(jen.Op("*").Add(r), e, dt) }
	case *typer.Tuple:
		part = typer.NewArray(dt, typer.AsArrayType(e).Ndim, typer.LayoutC)
		conv = func(r jen.Code) jen.Code { return fe.tupleToArray(r, e, dt) }
	case *typer.Array:
		part = typer.NewArray(dt, e.Ndim, e.Layout)
		if typer.Identical(e.Dtype, dt) {
			break
		}
		part.Layout = typer.LayoutC
		conv = func(r jen.Code) jen.Code { return fe.astype(r, e, dt) }
	}
	if conv != nil {
		r := fe.names.Take("r")
		items = jen.Op("*").Qual(kernelsPath, "ListMap").Call(items, jen.Func().Params(jen.Id(r).Add(goType(l.Elem))).Add(arrayType(part)).Block(
			jen.Return(conv(jen.Id(r)))))
	}
	return jen.Qual(kernelsPath, "ArrayFromParts").Types(goType(dt), dimsType(part.Ndim), dimsType(part.Ndim+1)).Call(items)
}

// mayResizeLists reports whether body may change the length of a list (see
// typer.Info.MayResizeLists).
func (fe *funcEmitter) mayResizeLists(body []translate.Stmt) bool {
	return fe.info.MayResizeLists(body)
}

// listIndexLoop emits for x in l whose body may grow or shrink l: as Numba's list iterator,
// each step reads the item at the next index of the list as it is then, until the index
// reaches its length.
func (fe *funcEmitter) listIndexLoop(s *translate.For, iterVar string, used bool, copyIn []jen.Code) []jen.Code {
	l := fe.names.Take("seq")
	k := fe.names.Take("k")
	pre := []jen.Code{jen.Id(l).Op(":=").Add(fe.expr(s.Iter))}
	// A reflected list is iterated to its live length; a typed List stops the loop with
	// Numba's RuntimeError when its length changes.
	cond := jen.Id(k).Op("<").Len(jen.Op("*").Id(l))
	if fe.info.MutChecked[s] {
		n0 := fe.names.Take("n0")
		pre = append(pre, jen.Id(n0).Op(":=").Len(jen.Op("*").Id(l)))
		cond = jen.Qual(kernelsPath, "TypedListIterNext").Call(jen.Len(jen.Op("*").Id(l)), jen.Id(n0), jen.Id(k))
	}
	return append(pre, fe.loop(s.Body, s.Else, func(body []jen.Code) jen.Code {
		var first []jen.Code
		if used {
			first = append(first, jen.Id(iterVar).Op(":=").Parens(jen.Op("*").Id(l)).Index(jen.Id(k)))
		}
		return jen.For(jen.Id(k).Op(":=").Lit(0), cond, jen.Id(k).Op("++")).Block(
			append(append(first, copyIn...), body...)...)
	})...)
}

// listBinary emits l1 + l2 and l * n.
func (fe *funcEmitter) listBinary(e *translate.BinOp) code {
	rt := listOf(fe.typeOf(e))
	if e.Op == translate.Add {
		return primary(jen.Qual(kernelsPath, "ListConcat").Call(fe.iterSlice(e.X, rt.Elem), fe.iterSlice(e.Y, rt.Elem)))
	}
	l, n := e.X, e.Y
	if listOf(fe.typeOf(l)) == nil {
		l, n = n, l
	}
	return primary(jen.Qual(kernelsPath, "ListRepeat").Call(fe.deref(l), fe.as(n, typer.Int64, true)))
}

// listAugAssign emits l += x (an extend, in place), l *= n and l[i] op= x.
func (fe *funcEmitter) listAugAssign(s *translate.AugAssign) ([]jen.Code, bool) {
	if sub, ok := s.Target.(*translate.Subscript); ok {
		if l := listOf(fe.typeOf(sub.X)); l != nil {
			return fe.listItemAugAssign(s, sub, l), true
		}
	}
	l := listOf(fe.typeOf(s.Target))
	n, isName := s.Target.(*translate.Name)
	if l == nil || !isName {
		return nil, false
	}
	t := fe.name(n).c
	if s.Op == translate.Mul {
		return []jen.Code{jen.Qual(kernelsPath, "ListRepeatInPlace").Call(t, fe.as(s.Value, typer.Int64, true))}, true
	}
	return []jen.Code{jen.Op("*").Add(t).Op("=").Append(jen.Op("*").Add(t), jen.Add(fe.iterSlice(s.Value, l.Elem)).Op("..."))}, true
}

// listItemAugAssign emits l[i] op= x: the list and the index are evaluated once.
func (fe *funcEmitter) listItemAugAssign(s *translate.AugAssign, sub *translate.Subscript, l *typer.List) []jen.Code {
	rt := basic(fe.info.Aug[s])
	eb := basic(l.Elem)
	if rt == nil || eb == nil {
		fe.fail(s.Pos, "augmented assignment to an item of a %s", l)
		return nil
	}
	sv, kv := fe.names.Take("s"), fe.names.Take("k")
	old := primary(convert(listFunc(l, "ListAt").Call(jen.Id(sv), jen.Id(kv)), eb, rt))
	x := fe.binaryElemCode(s.Op, rt, old, rt, s.Value, fe.typeOf(s.Value))
	return []jen.Code{jen.Block(
		jen.List(jen.Id(sv), jen.Id(kv)).Op(":=").List(fe.deref(sub.X), fe.as(sub.Index, typer.Int64, false)),
		listFunc(l, "ListSet").Call(jen.Id(sv), jen.Id(kv), convert(x.c, rt, eb)),
	)}
}

// listCompareOne emits x in l, x not in l, l1 == l2, l1 != l2 and the orderings l1 < l2 etc.
func (fe *funcEmitter) listCompareOne(op translate.Op, x, y translate.Expr, xc, yc jen.Code) (code, bool) {
	xt, yt := fe.typeOf(x), fe.typeOf(y)
	if listOf(xt) == nil && listOf(yt) == nil {
		return code{}, false
	}
	if xc == nil {
		xc = fe.expr(x)
	}
	if yc == nil {
		yc = fe.expr(y)
	}
	neg := op == translate.NotIn || op == translate.NotEq
	var c *jen.Statement
	switch op {
	case translate.In, translate.NotIn:
		l := listOf(yt)
		if typer.Identical(xt, l.Elem) {
			c = jen.Qual("slices", "Contains").Call(jen.Op("*").Add(yc), xc)
		} else {
			ct := typer.Promote(basic(xt), basic(l.Elem))
			c = jen.Func().Params(jen.Id("x").Add(goType(xt)), jen.Id("l").Add(goType(l))).Bool().Block(
				jen.Return(jen.Qual("slices", "ContainsFunc").Call(jen.Op("*").Id("l"), jen.Func().Params(jen.Id("v").Add(goType(l.Elem))).Bool().Block(
					jen.Return(jen.Add(convert(jen.Id("v"), l.Elem, ct)).Op("==").Add(convert(jen.Id("x"), xt, ct))))))).Call(xc, yc)
		}
	case translate.Lt, translate.LtE, translate.Gt, translate.GtE:
		// Numba's order: the first items where one is less decides, else the lengths.
		a, b := listOf(xt), listOf(yt)
		if typer.OneNoneList(xt, yt) {
			c = jen.Qual(kernelsPath, "TypedListOrderNone").Call(jen.Len(jen.Op("*").Add(xc)), jen.Len(jen.Op("*").Add(yc)), jen.Lit(isNone(a.Elem)), jen.Lit(op.String()))
			break
		}
		ct := a.Elem
		if basic(a.Elem) != nil {
			ct = typer.Promote(basic(a.Elem), basic(b.Elem))
			if basic(ct).IsBool() {
				ct = typer.Int64
			}
		}
		p, q := convert(jen.Id("p"), a.Elem, ct), convert(jen.Id("q"), b.Elem, ct)
		itemCmp := func(o string) jen.Code {
			if isNone(a.Elem) {
				// None items are equal: the lengths decide.
				return jen.Func().Params(jen.Id("_").Add(goType(a.Elem)), jen.Id("_").Add(goType(b.Elem))).Bool().Block(jen.Return(jen.False()))
			}
			return jen.Func().Params(jen.Id("p").Add(goType(a.Elem)), jen.Id("q").Add(goType(b.Elem))).Bool().Block(jen.Return(jen.Add(p).Op(o).Add(q)))
		}
		order := "ListOrder"
		if a.Typed && b.Typed {
			order = "TypedListOrder" // numba.typed.List: the lengths first, then the items
		}
		c = jen.Qual(kernelsPath, order).Call(jen.Op("*").Add(xc), jen.Op("*").Add(yc), itemCmp("<"), itemCmp(">"), jen.Lit(op.String()))
	default:
		a, b := listOf(xt), listOf(yt)
		if typer.Identical(a.Elem, b.Elem) && (basic(a.Elem) != nil || isNone(a.Elem)) {
			c = jen.Qual("slices", "Equal").Call(jen.Op("*").Add(xc), jen.Op("*").Add(yc))
		} else {
			ct := typer.Promote(basic(a.Elem), basic(b.Elem))
			if ct == nil {
				fe.fail(x.At(), "cannot compare %s and %s", xt, yt)
				return primary(jen.False()), true
			}
			c = jen.Qual("slices", "EqualFunc").Call(jen.Op("*").Add(xc), jen.Op("*").Add(yc),
				jen.Func().Params(jen.Id("p").Add(goType(a.Elem)), jen.Id("q").Add(goType(b.Elem))).Bool().Block(
					jen.Return(jen.Add(convert(jen.Id("p"), a.Elem, ct)).Op("==").Add(convert(jen.Id("q"), b.Elem, ct)))))
		}
	}
	if neg {
		return code{jen.Op("!").Add(c), precUnary}, true
	}
	return primary(c), true
}

// tupleIndex emits t.index(x): the items compared in order (numbers as numbers), Numba's
// ValueError when none is equal.
func (fe *funcEmitter) tupleIndex(c *typer.Call) code {
	tt, xt := c.ArgTypes[0].(*typer.Tuple), c.ArgTypes[1]
	var body []jen.Code
	for i, el := range tt.Elems {
		var ct typer.Type = el
		if basic(el) != nil {
			ct = typer.Promote(basic(el), basic(xt))
		}
		body = append(body, jen.If(jen.Add(convert(tupleElem(jen.Id("t"), tt, i), el, ct)).Op("==").Add(convert(jen.Id("x"), xt, ct))).Block(jen.Return(jen.Lit(int64(i)))))
	}
	body = append(body, jen.Panic(jen.Op("&").Qual(kernelsPath, "ValueError").Values(jen.Dict{jen.Id("Msg"): jen.Lit("tuple.index(x): x not in tuple")})))
	return primary(jen.Func().Params(jen.Id("t").Add(goType(tt)), jen.Id("x").Add(goType(xt))).Int64().Block(body...).Call(fe.expr(c.Recv), fe.expr(c.Args[0])))
}
