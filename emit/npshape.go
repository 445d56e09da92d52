package emit

import (
	"math"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file lowers the NumPy functions typed in typer/npshape.go.

func init() {
	add := func(f npLowering, names ...string) {
		for _, n := range names {
			npLowerings[n] = f
		}
	}
	add(lowerAtLeast, "atleast_1d", "atleast_2d", "atleast_3d")
	add(kernel("SwapAxes", arr(0), intp(1), intp(2)), "swapaxes")
	add(func(l *npLower) code {
		return primary(k("BroadcastTo").Call(l.arg(0), l.fe.shape(l.c.Args[1], l.ra.Ndim)))
	}, "broadcast_to")
	add(func(l *npLower) code {
		// x is named once, for its memory and, when the call leaves the shape out, its shape.
		x, pre := l.fe.arrayOperand(l.c.Args[0], "a")
		shape := jen.Add(x).Dot("Shape")
		if l.has(1) {
			shape = jen.Add(l.fe.shape(l.c.Args[1], l.ra.Ndim))
		}
		strides := l.fe.shape(l.c.Args[2], l.ra.Ndim)
		return wrapPre(pre, goType(l.rt), k("AsStrided").Call(x, shape, strides, jen.Lit(l.in(0).Dtype.Bits()/8)))
	}, "lib.stride_tricks.as_strided")
	add(func(l *npLower) code {
		if l.in(0).Dtype == l.ra.Dtype {
			return primary(l.arg(0))
		}
		return primary(l.arrAs(0, l.ra.Dtype))
	}, "asfarray")
	add(func(l *npLower) code {
		x := l.fe.npArray(l.c, l.ra, true) // np.asarray(a, dtype): the parameters are np.asarray's
		switch {
		case l.ra.Dtype.IsFloat():
			return primary(k("CheckFinite").Call(x.c))
		case l.ra.Dtype.IsComplex():
			return primary(k("CheckFiniteComplex").Call(x.c))
		}
		return x // integers and bools are finite
	}, "asarray_chkfinite")
	add(func(l *npLower) code {
		if _, number := l.c.ArgTypes[0].(*typer.Basic); number {
			// A number, as Numba: shape (1, 0) when it is true, (0, 0) when false.
			return primary(k("Empty").Types(jen.Int64()).Call(jen.Index(jen.Lit(2)).Int().Values(l.truthInt(0), jen.Lit(0))))
		}
		return primary(k("Argwhere").Call(l.arrayLike(0)))
	}, "argwhere")
	add(func(l *npLower) code {
		if !l.has(1) && !l.has(2) {
			return primary(k("Ediff1d").Call(l.arg(0)))
		}
		dt := l.in(0).Dtype
		ends := make([]jen.Code, 2)
		for j, i := range []int{2, 1} { // to_begin, then to_end
			ends[j] = jen.Nil()
			if l.has(i) {
				ends[j] = jen.Add(l.likeAs(i, dt, 0)).Dot("Flat").Call()
			}
		}
		return primary(k("Ediff1dEnds").Call(l.arg(0), ends[0], ends[1]))
	}, "ediff1d")
	add(kernel("Extract", arr(0), arr(1)), "extract")
	add(lowerFillDiagonal, "fill_diagonal")
	add(kernel("NanToNum", arr(0), flt(2)), "nan_to_num")
	add(kernel("Union1d", arrR(0), arrR(1)), "union1d")
	add(kernel("Intersect1d", arrR(0), arrR(1)), "intersect1d")
	add(kernel("Digitize", arr(0), arr(1), boolean(2)), "digitize")
	add(func(l *npLower) code {
		if l.has(2) {
			return l.triIndices(l.num(0, nil), l.num(2, nil), nil)
		}
		v := l.fe.names.Take("n")
		return l.triIndices(jen.Id(v), jen.Id(v), []jen.Code{jen.Id(v).Op(":=").Add(l.num(0, nil))})
	}, "tril_indices", "triu_indices")
	add(func(l *npLower) code {
		x, pre := l.fe.arrayOperand(l.c.Args[0], "a")
		return l.triIndices(jen.Add(x).Dot("Shape").Index(jen.Lit(0)), jen.Add(x).Dot("Shape").Index(jen.Lit(1)), pre)
	}, "tril_indices_from", "triu_indices_from")
	add(lowerKron, "kron")
	add(func(l *npLower) code {
		fn := map[string]string{"isneginf": "IsNegInf", "isposinf": "IsPosInf"}[l.name]
		if a := l.in(0); a != nil {
			return primary(k(fn + "Array").Call(l.arg(0)))
		}
		return primary(k(fn).Call(l.fe.as(l.c.Args[0], typer.Float64, true)))
	}, "isneginf", "isposinf")
	add(func(l *npLower) code {
		b, isArr := elemType(l.c.ArgTypes[0])
		v := false
		switch l.name {
		case "iscomplexobj":
			v = b != nil && b.IsComplex()
		case "isrealobj":
			v = b == nil || !b.IsComplex()
		case "isscalar": // a number, bool or str, as Numba's np_isscalar
			v = b != nil && !isArr || isStrType(l.c.ArgTypes[0])
		}
		return primary(jen.Lit(v))
	}, "iscomplexobj", "isrealobj", "isscalar")
	add(func(l *npLower) code {
		fn := map[string]string{"iscomplex": "IsComplexArray", "isreal": "IsRealArray"}[l.name]
		if l.in(0) != nil {
			return primary(k(fn).Call(l.arg(0)))
		}
		b := basic(l.c.ArgTypes[0])
		if !b.IsComplex() {
			return primary(jen.Lit(l.name == "isreal"))
		}
		op := "!="
		if l.name == "isreal" {
			op = "=="
		}
		return code{jen.Imag(l.arg(0)).Op(op).Lit(0), precCmp}
	}, "iscomplex", "isreal")
	add(func(l *npLower) code {
		ra := l.ra
		conds := l.selectArrays(0, typer.Bool)
		choices := l.selectArrays(1, ra.Dtype)
		def := jen.Code(jen.Add(goType(ra.Dtype)).Call(jen.Lit(0)))
		if l.has(2) {
			def = l.cast(2, ra.Dtype)
		}
		return primary(k("SelectArrays").Call(conds, choices, def))
	}, "select")
	add(func(l *npLower) code {
		if !l.has(2) { // axis=None: along the flattened array
			return primary(k("TakeAlongAxis").Call(k("Ravel").Call(l.arg(0)), l.arg(1), jen.Lit(0)))
		}
		return kernel("TakeAlongAxis", arr(0), arr(1), intp(2))(l)
	}, "take_along_axis")
}

// triIndices emits np.tril_indices / np.triu_indices with n rows and m columns as a tuple of
// two index arrays; pre, when set, declares what n and m name.
func (l *npLower) triIndices(n, m jen.Code, pre []jen.Code) code {
	tt := l.rt.(*typer.Tuple)
	r, c := l.fe.names.Take("rows"), l.fe.names.Take("cols")
	lower := l.name == "tril_indices" || l.name == "tril_indices_from"
	body := append(pre,
		jen.List(jen.Id(r), jen.Id(c)).Op(":=").Add(k("TriIndices").Call(n, l.num(1, nil), m, jen.Lit(lower))),
		jen.Return(tupleLit(tt, []jen.Code{jen.Id(r), jen.Id(c)})))
	return primary(jen.Func().Params().Add(goType(tt)).Block(body...).Call())
}

// lowerAtLeast emits np.atleast_nd(*arys): each array viewed with at least n dimensions, a
// tuple of them for several arrays.
func lowerAtLeast(l *npLower) code {
	one := func(x translate.Expr, rt typer.Type) *jen.Statement {
		ra := rt.(*typer.Array)
		if arrayOf(l.fe.typeOf(x)).Ndim == ra.Ndim {
			return l.fe.expr(x)
		}
		return k("AtLeast").Types(dimsType(ra.Ndim)).Call(l.fe.expr(x))
	}
	tt, ok := l.rt.(*typer.Tuple)
	if !ok {
		return primary(one(l.c.Args[0], l.rt))
	}
	elems := make([]jen.Code, len(tt.Elems))
	for i, et := range tt.Elems {
		elems[i] = one(l.c.Args[i], et)
	}
	return primary(jen.Add(goType(tt)).Values(elems...))
}

// lowerKron lowers np.kron(a, b) as Numba computes it: both operands, numbers or arrays of one
// or two dimensions, read as matrices ((n) as (1, n), a number as (1, 1)) of their promoted
// dtype, multiplied, and the products cast to a's dtype; a 1-d result is the raveled matrix.
func lowerKron(l *npLower) code {
	ra := arrayOf(l.rt)
	p := typer.Promote(l.likeType(0).Dtype, l.likeType(1).Dtype)
	if p == typer.Bool {
		p = typer.Int64 // Python's True * True
	}
	var ops [2]jen.Code
	for i := range ops {
		ops[i] = l.likeAs(i, p, 0)
		if l.likeType(i).Ndim != 2 {
			ops[i] = k("AtLeast").Types(dimsType(2)).Call(ops[i])
		}
	}
	c := k("Kron").Call(ops[0], ops[1])
	if p != ra.Dtype {
		c = l.fe.astype(c, typer.NewArray(p, 2, typer.LayoutC), ra.Dtype)
	}
	if ra.Ndim == 1 {
		c = k("Ravel").Call(c)
	}
	return primary(c)
}

// selectArrays emits np.select's argument i, a tuple or a list of arrays, as a Go slice of
// arrays with element type dt.
func (l *npLower) selectArrays(i int, dt *typer.Basic) *jen.Statement {
	x := l.c.Args[i]
	lt := typer.ListOf(l.c.ArgTypes[i])
	if lt == nil {
		return l.fe.tupleArraySlice(x, dt)
	}
	el := arrayOf(lt.Elem)
	if el.Dtype == dt {
		return l.fe.deref(x)
	}
	xs, out, i2, v := l.fe.names.Take("xs"), l.fe.names.Take("out"), l.fe.names.Take("i"), l.fe.names.Take("x")
	to := arrayType(typer.NewArray(dt, el.Ndim, typer.LayoutA))
	return jen.Func().Params(jen.Id(xs).Index().Add(arrayType(el))).Index().Add(to).Block(
		jen.Id(out).Op(":=").Make(jen.Index().Add(to.Clone()), jen.Len(jen.Id(xs))),
		jen.For(jen.List(jen.Id(i2), jen.Id(v)).Op(":=").Range().Id(xs)).Block(
			jen.Id(out).Index(jen.Id(i2)).Op("=").Add(l.fe.astype(jen.Id(v), el, dt))),
		jen.Return(jen.Id(out))).Call(l.fe.deref(x))
}

// lowerFillDiagonal emits np.fill_diagonal(a, val, wrap): its values checked against a's
// dtype where Numba's check can fail (typer.FillChecks), before they are cast to it.
func lowerFillDiagonal(l *npLower) code {
	a := l.in(0)
	var vals jen.Code
	if from := basic(l.c.ArgTypes[1]); from != nil {
		v := jen.Code(l.cast(1, a.Dtype))
		if fn, bounds := conformCheck(a.Dtype, from); fn != "" {
			x := k(fn + "Value").Call(append([]jen.Code{l.fe.as(l.c.Args[1], from, false)}, bounds...)...)
			v = l.fe.convertElem(x, from, a.Dtype)
		}
		if a.Ndim == 2 {
			return primary(k("FillDiagonal").Call(l.arg(0), v, l.num(2, typer.Bool)))
		}
		vals = jen.Index().Add(goType(a.Dtype)).Values(v)
	} else {
		src := l.likeType(1)
		x := l.arrayLike(1)
		if fn, bounds := conformCheck(a.Dtype, src.Dtype); fn != "" {
			x = k(fn).Call(append([]jen.Code{x}, bounds...)...)
		}
		if src.Dtype != a.Dtype {
			x = l.fe.astype(x, src, a.Dtype)
		}
		vals = x.Dot("Flat").Call()
	}
	return primary(k("FillDiagonalValues").Call(l.arg(0), vals, l.num(2, typer.Bool)))
}

// conformCheck names the kernel that checks values of dtype src against array dtype dst for
// np.fill_diagonal (ConformInt, ConformFloat; "" when no check can fail) and its bounds.
func conformCheck(dst, src *typer.Basic) (string, []jen.Code) {
	if !typer.FillChecks(dst, src) {
		return "", nil
	}
	if dst.IsFloat() {
		return "ConformFloat", []jen.Code{jen.Lit(math.MaxFloat32)}
	}
	bits := dst.Bits()
	if dst.IsUnsigned() {
		return "ConformInt", []jen.Code{jen.Lit(0), jen.Lit(uint64(1)<<bits - 1)}
	}
	return "ConformInt", []jen.Code{jen.Lit(int64(-1) << (bits - 1)), jen.Lit(uint64(1)<<(bits-1) - 1)}
}
