package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits array element access, views and subscript stores. Arrays are
// kernels.Array[T, [N]int] values; element (i, j) of a is a.Data[a.Off + i*a.Strides[0] +
// j*a.Strides[1]], where a C-contiguous array (Numba's layout C) needs neither Off nor the
// last stride and an F-contiguous one neither Off nor the first.

// arrayType is the Go type of an array inside generated code.
func arrayType(a *typer.Array) *jen.Statement {
	return jen.Qual(kernelsPath, "Array").Types(goType(a.Dtype), dimsType(a.Ndim))
}

// dimsType is the Go type of a shape with n dimensions: [n]int.
func dimsType(n int) *jen.Statement { return jen.Index(jen.Lit(n)).Int() }

func arrayOf(t typer.Type) *typer.Array {
	a, _ := t.(*typer.Array)
	return a
}

// offset returns the Data index of the element of array x at the given per-axis indexes.
func offset(x jen.Code, a *typer.Array, idx []code) *jen.Statement {
	var terms []jen.Code
	if a.Layout == typer.LayoutA {
		terms = append(terms, jen.Add(x).Dot("Off"))
	}
	n := len(idx)
	for k, i := range idx {
		unit := a.Layout == typer.LayoutC && k == n-1 || a.Layout == typer.LayoutF && k == 0
		if s := goText(i.c); s == "0" {
			continue
		}
		if unit {
			terms = append(terms, paren(i, precAdd))
		} else {
			terms = append(terms, jen.Add(paren(i, precMul)).Op("*").Add(x).Dot("Strides").Index(jen.Lit(k)))
		}
	}
	if len(terms) == 0 {
		return jen.Lit(0)
	}
	s := jen.Add(terms[0])
	for _, t := range terms[1:] {
		s = s.Op("+").Add(t)
	}
	return s
}

// elemRef emits the element of array x (of type a) that sub indexes with ix (an IndexElem):
// its hoisted row at the loop counter (rows.go), or x.Data at the element's offset.
func (fe *funcEmitter) elemRef(sub *translate.Subscript, x jen.Code, a *typer.Array, ix *typer.Indexing) *jen.Statement {
	if r := fe.rowElem(sub); r != nil {
		return r
	}
	idx := make([]code, len(ix.Items))
	for k, it := range ix.Items {
		idx[k] = fe.index(it, x, k)
	}
	return jen.Add(x).Dot("Data").Index(offset(x, a, idx))
}

func paren(c code, min int) *jen.Statement {
	if c.prec < min {
		return jen.Parens(c.c)
	}
	return c.c
}

// index emits one integer index along axis k of array x as a Go int, wrapping a negative
// value as Numba does unless the typer proved it non-negative.
func (fe *funcEmitter) index(it typer.IndexItem, x jen.Code, k int) code {
	if fe.boundscheck() {
		// boundscheck=True: IndexError for an index outside the axis, as Numba raises it.
		return primary(jen.Qual(kernelsPath, "CheckIndex").Call(fe.itemInt(it).c, jen.Add(x).Dot("Shape").Index(jen.Lit(k))))
	}
	if v, ok := fe.info.Consts[it.X]; ok && it.Elem == 0 {
		n, _ := constant.Int64Val(constant.ToInt(boolInt(v)))
		if n >= 0 {
			return primary(jen.Lit(int(n)))
		}
		return code{jen.Add(x).Dot("Shape").Index(jen.Lit(k)).Op("-").Lit(int(-n)), precAdd}
	}
	i := fe.itemInt(it)
	if it.NonNeg {
		return i
	}
	return primary(jen.Qual(kernelsPath, "Wrap").Call(i.c, jen.Add(x).Dot("Shape").Index(jen.Lit(k))))
}

// itemInt emits the integer index of an item as a Go int: its expression, or the element of
// the tuple variable it indexes with.
func (fe *funcEmitter) itemInt(it typer.IndexItem) code {
	if it.Elem > 0 {
		tt := fe.typeOf(it.X).(*typer.Tuple)
		return primary(jen.Int().Call(tupleElem(fe.expr(it.X), tt, it.Elem-1)))
	}
	return fe.intIndex(it.X)
}

// intIndex emits an integer expression as a Go int.
func (fe *funcEmitter) intIndex(e translate.Expr) code {
	if v, ok := fe.info.Consts[e]; ok {
		n, _ := constant.Int64Val(constant.ToInt(boolInt(v)))
		return primary(jen.Lit(int(n)))
	}
	if a := arrayOf(fe.typeOf(e)); a != nil {
		return primary(jen.Int().Call(jen.Qual(kernelsPath, "Item0").Call(fe.expr(e)))) // a 0-d integer array
	}
	return primary(jen.Int().Call(fe.expr(e)))
}

// arrayOperand returns Go code naming the array value of e, and statements that must run
// first: a variable is used directly, anything else is evaluated once into a new variable.
func (fe *funcEmitter) arrayOperand(e translate.Expr, hint string) (jen.Code, []jen.Code) {
	if n, ok := e.(*translate.Name); ok && !isOptionalType(fe.varType(n.Id)) && fe.info.AsArray[e] == nil {
		if g, ok := fe.lookup(n.Id); ok {
			return jen.Id(g), nil
		}
	}
	// An optional array is read through its check (None raises TypeError).
	v := fe.names.Take(hint)
	return jen.Id(v), []jen.Code{jen.Id(v).Op(":=").Add(fe.expr(e))}
}

// arraySubscript emits a[index] for reading.
func (fe *funcEmitter) arraySubscript(e *translate.Subscript) code {
	ix := fe.info.Index[e]
	base := e.X
	if b, items, ok := fe.chainedElem(e, ix); ok {
		base, ix = b, &typer.Indexing{Kind: typer.IndexElem, Items: items}
	}
	a := arrayOf(fe.typeOf(base))
	rt := fe.typeOf(e)
	x, pre := fe.arrayOperand(base, "a")
	var res code
	switch ix.Kind {
	case typer.IndexElem:
		res = primary(fe.elemRef(e, x, a, ix))
	case typer.IndexView:
		res = primary(fe.view(x, a, ix.Items, rt))
	case typer.IndexTake:
		res = primary(jen.Qual(kernelsPath, "Take").Call(x, fe.takeIndex(ix)))
	case typer.IndexMask:
		res = primary(jen.Qual(kernelsPath, "MaskSelect").Call(x, fe.expr(ix.Index)))
	case typer.IndexTakeAxis:
		v := fe.view(x, a, ix.Items, rt)
		res = primary(jen.Qual(kernelsPath, "TakeAxis").Call(v, fe.takeIndex(ix), jen.Lit(ix.Axis)))
	}
	if len(pre) == 0 {
		return res
	}
	return primary(jen.Func().Params().Add(goType(rt)).Block(append(pre, jen.Return(res.c))...).Call())
}

// chainedElem folds an element read through integer views, a[i][j] (a[i] a view of an array
// of two or more dimensions, then indexed to an element), into a[i, j]: the same element, the
// same wrap-around and IndexErrors, the indexes evaluated in the same order, without making
// the view. It returns the array indexed and the items along its axes.
func (fe *funcEmitter) chainedElem(e *translate.Subscript, ix *typer.Indexing) (translate.Expr, []typer.IndexItem, bool) {
	if ix == nil || ix.Kind != typer.IndexElem {
		return nil, nil, false
	}
	base, items := e.X, ix.Items
	for {
		inner, ok := base.(*translate.Subscript)
		if !ok || arrayOf(fe.typeOf(inner.X)) == nil {
			break
		}
		iix := fe.info.Index[inner]
		if iix == nil || iix.Kind != typer.IndexView || len(iix.Items) == 0 {
			break
		}
		ints := iix.Items
		for len(ints) > 0 && ints[len(ints)-1].Kind == typer.ItemSlice && ints[len(ints)-1].S == nil && ints[len(ints)-1].Obj == nil {
			ints = ints[:len(ints)-1] // whole axes at the end: the axes the outer items index
		}
		for _, it := range ints {
			if it.Kind != typer.ItemInt {
				return nil, nil, false
			}
		}
		base, items = inner.X, append(append([]typer.IndexItem(nil), ints...), items...)
	}
	if base == e.X {
		return nil, nil, false
	}
	return base, items, true
}

// view emits a basic-indexing view of array x.
func (fe *funcEmitter) view(x jen.Code, a *typer.Array, items []typer.IndexItem, rt typer.Type) *jen.Statement {
	if len(items) == 0 {
		return jen.Add(x) // a[...] of a 0-d array: the array itself
	}
	// Whole-axis slices at the end are implied.
	n := len(items)
	for n > 0 && items[n-1].Kind == typer.ItemSlice && items[n-1].S == nil && items[n-1].Obj == nil {
		n--
	}
	args := []jen.Code{x}
	for _, it := range items[:n] {
		switch it.Kind {
		case typer.ItemInt:
			args = append(args, jen.Qual(kernelsPath, "At").Call(fe.itemInt(it).c))
		case typer.ItemNewAxis:
			args = append(args, jen.Qual(kernelsPath, "NewAxis").Call())
		case typer.ItemSlice:
			bound := func(b translate.Expr) jen.Code {
				if fe.omitted(b) {
					return jen.Qual(kernelsPath, "Open")
				}
				return fe.intIndex(b).c
			}
			if it.Obj != nil {
				args = append(args, jen.Qual(kernelsPath, "SpanOf").Call(fe.expr(it.Obj)))
				continue
			}
			if it.S == nil {
				args = append(args, jen.Qual(kernelsPath, "Span").Call(jen.Qual(kernelsPath, "Open"), jen.Qual(kernelsPath, "Open"), jen.Lit(1)))
				continue
			}
			step := jen.Code(jen.Lit(1))
			if !fe.omitted(it.S.Step) {
				step = fe.intIndex(it.S.Step).c
			}
			args = append(args, jen.Qual(kernelsPath, "Span").Call(bound(it.S.Lo), bound(it.S.Hi), step))
		}
	}
	nd := 0
	if ra := arrayOf(rt); ra != nil {
		nd = ra.Ndim
	}
	if nd == 0 {
		// All indexes are integers plus newaxis: a scalar in a 0-d view; not reached (typer).
		fe.fail(items[0].X.At(), "0-d view")
	}
	return jen.Qual(kernelsPath, "View").Types(dimsType(nd)).Call(args...)
}

func (fe *funcEmitter) isNoneConst(e translate.Expr) bool {
	c, ok := e.(*translate.Const)
	return ok && c.Kind == translate.NoneConst
}

// omitted reports whether the slice bound or step b is left out: absent, None, or a value
// typer typed none (a parameter bound to None), whose default the slice takes.
func (fe *funcEmitter) omitted(b translate.Expr) bool {
	return b == nil || fe.isNoneConst(b) || isNone(fe.typeOf(b))
}

// storeSubscript emits a[index] = value.
func (fe *funcEmitter) storeSubscript(t *translate.Subscript, value translate.Expr) []jen.Code {
	if d := fe.info.SetItems[t]; d != nil {
		return fe.setItemDunder(d, fe.expr(value), fe.typeOf(value))
	}
	if listOf(fe.typeOf(t.X)) != nil {
		return fe.storeListItem(t, fe.expr(value), fe.typeOf(value))
	}
	if dictOf(fe.typeOf(t.X)) != nil {
		return fe.storeDictItem(t, fe.expr(value), fe.typeOf(value))
	}
	ix := fe.info.Index[t]
	base := t.X
	if b, items, ok := fe.chainedElem(t, ix); ok {
		base, ix = b, &typer.Indexing{Kind: typer.IndexElem, Items: items}
	}
	a := arrayOf(fe.typeOf(base))
	x, pre := fe.arrayOperand(base, "a")
	vt := fe.typeOf(value)
	var out []jen.Code
	switch ix.Kind {
	case typer.IndexElem:
		out = []jen.Code{fe.elemRef(t, x, a, ix).Op("=").Add(fe.as(value, a.Dtype, true))}
	case typer.IndexView:
		dst := fe.names.Take("dst")
		dt := arrayOf(fe.typeOf(t))
		out = append(out, jen.Id(dst).Op(":=").Add(fe.view(x, a, ix.Items, dt)))
		// kernels.View settles a contiguous view at Off 0, so the view keeps the layout
		// the typer gave it (a[:] and a[i, lo:hi] of a C array are C).
		out = append(out, fe.assignInto(jen.Id(dst), dt, -1, value)...)
	case typer.IndexTake:
		if arrayOf(vt) != nil {
			out = []jen.Code{jen.Qual(kernelsPath, "Put").Call(x, fe.takeIndex(ix), fe.arrayAs(value, a.Dtype))}
		} else {
			out = []jen.Code{jen.Qual(kernelsPath, "PutScalar").Call(x, fe.takeIndex(ix), fe.as(value, a.Dtype, true))}
		}
	case typer.IndexTakeAxis:
		// The basic view the other indexes make (it aliases a), then its entries along Axis.
		v := fe.view(x, a, ix.Items, fe.typeOf(t))
		if arrayOf(vt) != nil {
			out = []jen.Code{jen.Qual(kernelsPath, "PutAxis").Call(v, fe.takeIndex(ix), jen.Lit(ix.Axis), fe.arrayAs(value, a.Dtype))}
		} else {
			out = []jen.Code{jen.Qual(kernelsPath, "PutAxisScalar").Call(v, fe.takeIndex(ix), jen.Lit(ix.Axis), fe.as(value, a.Dtype, true))}
		}
	case typer.IndexMask:
		if va := arrayOf(vt); va != nil {
			out = []jen.Code{jen.Qual(kernelsPath, "MaskPut").Call(x, fe.expr(ix.Index), fe.arrayAs(value, a.Dtype))}
		} else {
			out = []jen.Code{jen.Qual(kernelsPath, "MaskFill").Call(x, fe.expr(ix.Index), fe.as(value, a.Dtype, true))}
		}
	}
	if len(pre) == 0 && len(out) == 1 {
		return out
	}
	return []jen.Code{jen.Block(append(pre, out...)...)}
}

// arrayAs emits an array expression converted to element type dt (a new array when the
// element types differ).
func (fe *funcEmitter) arrayAs(e translate.Expr, dt *typer.Basic) *jen.Statement {
	a := arrayOf(fe.typeOf(e))
	if a.Dtype == dt {
		return fe.expr(e)
	}
	return fe.astype(fe.expr(e), a, dt)
}

// astype emits a conversion of array x to element type dt.
func (fe *funcEmitter) astype(x jen.Code, a *typer.Array, dt *typer.Basic) *jen.Statement {
	v := fe.names.Take("v")
	conv := jen.Func().Params(jen.Id(v).Add(goType(a.Dtype))).Add(goType(dt)).Block(
		jen.Return(fe.convertElem(jen.Id(v), a.Dtype, dt)))
	return jen.Qual(kernelsPath, "AsType").Call(x, conv)
}

// convertElem converts one element as NumPy's astype does (floats to integers truncate, with
// Numba's out-of-range results).
func (fe *funcEmitter) convertElem(x jen.Code, from, to *typer.Basic) *jen.Statement {
	if from.IsFloat() && to.IsInteger() {
		return jen.Qual(kernelsPath, "FloatToInt").Types(goType(to), goType(from)).Call(x)
	}
	if from.IsComplex() && !to.IsComplex() {
		re := jen.Real(x)
		if to.IsBool() {
			return jen.Parens(jen.Add(x).Op("!=").Lit(0))
		}
		part := typer.Float64
		if from == typer.Complex64 {
			part = typer.Float32
		}
		return fe.convertElem(re, part, to)
	}
	return convert(x, from, to)
}

// arrayAttribute emits a.shape, a.size, a.T, ...
func (fe *funcEmitter) arrayAttribute(e *translate.Attribute, a *typer.Array) code {
	rt := fe.typeOf(e)
	if v, ok := fe.info.Consts[e]; ok {
		return primary(litExpr(v, basic(rt)))
	}
	x, pre := fe.arrayOperand(e.X, "a")
	var res code
	switch e.Name {
	case "shape", "strides":
		field := "Shape"
		scale := 1
		if e.Name == "strides" {
			field = "Strides"
			scale = a.Dtype.Bits() / 8
		}
		var elems []jen.Code
		for k := range a.Ndim {
			v := jen.Add(x).Dot(field).Index(jen.Lit(k))
			if scale != 1 {
				v = v.Op("*").Lit(scale)
			}
			elems = append(elems, jen.Int64().Call(v))
		}
		res = primary(jen.Index(jen.Lit(a.Ndim)).Int64().Values(elems...))
		if a.Ndim == 0 {
			res = primary(jen.Struct().Values()) // (): the empty tuple is a struct{}, as its type
			if len(pre) > 0 {
				pre = append(pre, jen.Id("_").Op("=").Add(x)) // evaluated, not read
			}
		}
	case "size":
		res = primary(jen.Int64().Call(jen.Add(x).Dot("Size").Call()))
	case "flat":
		res = primary(jen.Qual(kernelsPath, "Ravel").Call(x))
	case "nbytes":
		res = primary(jen.Int64().Call(jen.Add(x).Dot("Size").Call().Op("*").Lit(a.Dtype.Bits() / 8)))
	case "T":
		if a.Ndim == 1 {
			res = primary(jen.Add(x))
		} else {
			res = primary(jen.Qual(kernelsPath, "Transpose").Call(x))
		}
	case "real", "imag":
		if !a.Dtype.IsComplex() {
			if e.Name == "real" {
				res = primary(jen.Add(x))
			} else {
				res = primary(jen.Qual(kernelsPath, "ZerosLike").Types(goType(a.Dtype)).Call(x))
			}
		} else {
			fn := map[string]string{"real": "RealPart", "imag": "ImagPart"}[e.Name]
			res = primary(jen.Qual(kernelsPath, fn).Types(goType(arrayOf(rt).Dtype)).Call(x))
		}
	default:
		fe.fail(e.Pos, "unexpected array attribute %s", e.Name)
		return primary(jen.Nil())
	}
	if len(pre) == 0 {
		return res
	}
	return primary(jen.Func().Params().Add(goType(rt)).Block(append(pre, jen.Return(res.c))...).Call())
}

// arrayAugAssign emits a op= b on an array or an array element; ok is false for other targets.
func (fe *funcEmitter) arrayAugAssign(s *translate.AugAssign) ([]jen.Code, bool) {
	if a := arrayOf(fe.typeOf(s.Target)); a != nil {
		// In place over the whole array or view.
		if n, ok := s.Target.(*translate.Name); ok {
			g, _ := fe.lookup(n.Id)
			return wrapBlock(fe.assignInto(jen.Id(g), arrayOf(fe.info.Vars[n.Id]), s.Op, s.Value)), true
		}
		if at, ok := s.Target.(*translate.Attribute); ok {
			// obj.a op= v of a jitclass member (or a field view): in place through the
			// array's header, which shares obj.a's elements.
			dst := fe.names.Take("dst")
			out := []jen.Code{jen.Id(dst).Op(":=").Add(fe.expr(at))}
			return wrapBlock(append(out, fe.assignInto(jen.Id(dst), a, s.Op, s.Value)...)), true
		}
		sub, ok := s.Target.(*translate.Subscript)
		if !ok {
			fe.fail(s.Pos, "augmented assignment to this array selection")
			return nil, true
		}
		if ix := fe.info.Index[sub]; ix.Kind == typer.IndexTake || ix.Kind == typer.IndexMask {
			// a[idx] op= v is a[idx] = a[idx] op v: a repeated index is updated once, as in NumPy.
			x, pre := fe.arrayOperand(sub.X, "a")
			idx := fe.names.Take("idx")
			sel := fe.names.Take("sel")
			get, put := "Take", "Put"
			if ix.Kind == typer.IndexMask {
				get, put = "MaskSelect", "MaskPut"
			}
			out := append(pre, jen.Id(idx).Op(":=").Add(fe.takeIndex(ix)),
				jen.Id(sel).Op(":=").Qual(kernelsPath, get).Call(x, jen.Id(idx)))
			out = append(out, fe.assignInto(jen.Id(sel), typer.NewArray(a.Dtype, a.Ndim, typer.LayoutC), s.Op, s.Value)...)
			out = append(out, jen.Qual(kernelsPath, put).Call(x, jen.Id(idx), jen.Id(sel)))
			return []jen.Code{jen.Block(out...)}, true
		}
		x, pre := fe.arrayOperand(sub.X, "a")
		dst := fe.names.Take("dst")
		out := append(pre, jen.Id(dst).Op(":=").Add(fe.view(x, arrayOf(fe.typeOf(sub.X)), fe.info.Index[sub].Items, a)))
		out = append(out, fe.assignInto(jen.Id(dst), a, s.Op, s.Value)...)
		return []jen.Code{jen.Block(out...)}, true
	}
	sub, ok := s.Target.(*translate.Subscript)
	if !ok || arrayOf(fe.typeOf(sub.X)) == nil {
		return nil, false
	}
	// One element: a[i, j] op= v (or a[i][j] op= v).
	ix := fe.info.Index[sub]
	base := sub.X
	if b, items, ok := fe.chainedElem(sub, ix); ok {
		base, ix = b, &typer.Indexing{Kind: typer.IndexElem, Items: items}
	}
	a := arrayOf(fe.typeOf(base))
	x, pre := fe.arrayOperand(base, "a")
	var out []jen.Code
	out = append(out, pre...)
	at := fe.elemRef(sub, x, a, ix)
	if !isPureIndex(ix) {
		p := fe.names.Take("p")
		out = append(out, jen.Id(p).Op(":=").Op("&").Add(at))
		at = jen.Op("*").Id(p)
	}
	rt := basic(fe.info.Aug[s])
	if fe.info.SharedUpdates[s] && rt == a.Dtype && atomicElem(rt, s.Op) {
		// Iterations of the prange loop may update the same element: atomically.
		v := fe.as(s.Value, rt, true)
		if s.Op == translate.Sub {
			v = jen.Op("-").Parens(v)
		}
		out = append(out, jen.Qual(kernelsPath, "AtomicAdd").Call(jen.Op("&").Add(at), v))
		return wrapBlock(out), true
	}
	if rt == a.Dtype {
		if gop, ok := fe.plainOp(s.Op, rt, s.Value); ok {
			out = append(out, jen.Add(at).Op(gop+"=").Add(fe.as(s.Value, rt, true)))
			return wrapBlock(out), true
		}
	}
	vt := fe.typeOf(s.Value)
	r := fe.binaryElemCode(s.Op, rt, primary(convert(at.Clone(), a.Dtype, rt)), a.Dtype, s.Value, vt)
	out = append(out, jen.Add(at.Clone()).Op("=").Add(convert(r.c, rt, a.Dtype)))
	return wrapBlock(out), true
}

// atomicElem reports whether kernels.AtomicAdd does a[idx] op= v on elements of type t:
// += on 32- and 64-bit numbers, -= on the signed and float ones.
func atomicElem(t *typer.Basic, op translate.Op) bool {
	switch t {
	case typer.Int64, typer.Int32, typer.Float64, typer.Float32:
		return true
	case typer.Uint64, typer.Uint32:
		return op == translate.Add
	}
	return false
}

func wrapBlock(out []jen.Code) []jen.Code {
	if len(out) == 1 {
		return out
	}
	return []jen.Code{jen.Block(out...)}
}

// isPureIndex reports whether the indexes of an element can be evaluated twice.
func isPureIndex(ix *typer.Indexing) bool {
	for _, it := range ix.Items {
		if it.X != nil && !isPure(it.X) {
			return false
		}
	}
	return true
}

// binaryElemCode emits x op y for a scalar augmented assignment on an array element, where
// x is already Go code of type rt; the Python scalar rules (and exceptions) apply.
func (fe *funcEmitter) binaryElemCode(op translate.Op, rt *typer.Basic, x code, xt *typer.Basic, y translate.Expr, yt typer.Type) code {
	numpy := fe.spec.ErrorModel == "numpy"
	ay := fe.as(y, rt, true)
	call := func(name string) code { return primary(jen.Qual(kernelsPath, name).Call(x.c, ay)) }
	switch op {
	case translate.Div:
		if rt.IsComplex() {
			return call("TrueDivComplex")
		}
		if fe.info.Raising[y] {
			return call("TrueDiv")
		}
		return code{jen.Add(paren(x, precMul)).Op("/").Add(fe.paren(fe.asP(y, rt, true), precMul+1)), precMul}
	case translate.FloorDiv, translate.Mod:
		return call(floorDivName(op, rt, numpy))
	case translate.Pow:
		switch {
		case rt.IsComplex():
			return complexPow(x.c, fe.as(y, rt, true), rt)
		case rt.IsFloat():
			if b := basic(yt); b != nil && b.IsInteger() {
				// Numba's repeated multiplication for an integer exponent, as in binaryCode.
				if c, ok := fe.constIntPow(x.c, y, rt); ok {
					return c
				}
				return primary(jen.Qual(kernelsPath, "PowFloatInt").Call(x.c, fe.as(y, b, true)))
			}
			if isConstTwo(primary(ay)) {
				return primary(jen.Qual(kernelsPath, "Square").Call(x.c))
			}
			if c, ok := constPow(x, primary(ay)); ok {
				return c
			}
			return call("PowFloat")
		}
		return call("PowInt")
	case translate.LShift, translate.RShift:
		fn := "Shl"
		if op == translate.RShift {
			fn = "Shr"
		}
		return primary(jen.Qual(kernelsPath, fn).Call(x.c, fe.as(y, typer.Int64, true)))
	}
	return fe.binElem(op, rt, x, primary(ay))
}

// arrayIter emits the loop header pieces of `for x in a`: the length and the element at i.
func (fe *funcEmitter) arrayElemAt(x jen.Code, a *typer.Array, i code) *jen.Statement {
	if a.Ndim == 1 {
		return jen.Add(x).Dot("Data").Index(offset(x, a, []code{i}))
	}
	return jen.Qual(kernelsPath, "Row").Types(dimsType(a.Ndim-1)).Call(x, i.c)
}

// storeSubscriptValue emits a[index] = x for a Go value x of type vt, as the targets of a tuple
// assignment (a[i], a[j] = a[j], a[i]) receive their values.
func (fe *funcEmitter) storeSubscriptValue(t *translate.Subscript, x jen.Code, vt typer.Type) []jen.Code {
	if d := fe.info.SetItems[t]; d != nil {
		return fe.setItemDunder(d, x, vt)
	}
	if listOf(fe.typeOf(t.X)) != nil {
		return fe.storeListItem(t, x, vt)
	}
	if dictOf(fe.typeOf(t.X)) != nil {
		return fe.storeDictItem(t, x, vt)
	}
	ix := fe.info.Index[t]
	base := t.X
	if b, items, ok := fe.chainedElem(t, ix); ok {
		base, ix = b, &typer.Indexing{Kind: typer.IndexElem, Items: items}
	}
	a := arrayOf(fe.typeOf(base))
	if ix == nil || a == nil {
		fe.fail(t.Pos, "unsupported assignment target")
		return nil
	}
	arr, pre := fe.arrayOperand(base, "a")
	var out []jen.Code
	switch {
	case ix.Kind == typer.IndexElem:
		out = []jen.Code{fe.elemRef(t, arr, a, ix).Op("=").Add(fe.convertElem(x, basic(vt), a.Dtype))}
	case ix.Kind == typer.IndexView && arrayOf(vt) == nil:
		out = []jen.Code{jen.Qual(kernelsPath, "Fill").Call(fe.view(arr, a, ix.Items, fe.typeOf(t)), fe.convertElem(x, basic(vt), a.Dtype))}
	case ix.Kind == typer.IndexView && arrayOf(vt).Dtype == a.Dtype:
		out = []jen.Code{jen.Qual(kernelsPath, "Assign").Call(fe.view(arr, a, ix.Items, fe.typeOf(t)), x)}
	default:
		fe.fail(t.Pos, "this array selection as one target of a tuple assignment")
		return nil
	}
	return wrapBlock(append(pre, out...))
}

// takeIndex emits the integer index array of an IndexTake: the array itself, or the true
// positions of a row mask.
func (fe *funcEmitter) takeIndex(ix *typer.Indexing) *jen.Statement {
	if ix.RowMask {
		return jen.Qual(kernelsPath, "NonzeroIndexes").Call(fe.expr(ix.Index)).Index(jen.Lit(0))
	}
	return fe.expr(ix.Index)
}

// arrayIs emits x is y (x is not y) between two arrays: Numba's identity, the same shape,
// strides and data pointer (kernels.Is) for arrays of one type, False for two.
func (fe *funcEmitter) arrayIs(op translate.Op, xt, yt *typer.Array, x, y translate.Expr, xc, yc jen.Code) code {
	if xc == nil {
		xc = fe.expr(x)
	}
	if yc == nil {
		yc = fe.expr(y)
	}
	if !typer.Identical(xt, yt) {
		// Two types: both operands are evaluated (in a chained comparison), then False.
		return primary(jen.Func().Params().Bool().Block(jen.List(jen.Id("_"), jen.Id("_")).Op("=").List(xc, yc), jen.Return(jen.Lit(op == translate.IsNot))).Call())
	}
	is := jen.Qual(kernelsPath, "Is").Call(xc, yc)
	if op == translate.IsNot {
		return code{jen.Op("!").Add(is), precUnary}
	}
	return primary(is)
}

// boundscheck reports whether the function was declared @njit(boundscheck=True): every array
// index is checked against its axis (kernels.CheckIndex), with no hoisted rows and no vector
// loops, as Numba checks them.
func (fe *funcEmitter) boundscheck() bool {
	v, ok := fe.spec.Options["boundscheck"]
	return ok && v.Kind() == constant.Bool && constant.BoolVal(v)
}
