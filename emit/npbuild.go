package emit

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file lowers NumPy's matrix builders, windows, statistics and array manipulations
// (typer/npbuild.go and typer/npstats.go type them); most use the generic lowering.

func init() {
	add := func(f npLowering, names ...string) {
		for _, n := range names {
			npLowerings[n] = f
		}
	}
	add(func(l *npLower) code {
		if l.in(0).Ndim == 1 {
			return kernel("Diag", arr(0), intp(1))(l)
		}
		return kernel("DiagOf", arr(0), intp(1))(l)
	}, "diag")
	add(func(l *npLower) code {
		m := l.num(0, nil)
		if l.has(1) {
			m = l.num(1, nil)
		}
		return primary(k("Tri").Types(goType(l.ra.Dtype)).Call(l.num(0, nil), m, l.num(2, nil)))
	}, "tri")
	for _, fn := range []string{"Tril", "Triu"} {
		add(func(l *npLower) code {
			if l.in(0).Ndim == 1 {
				return kernel(fn+"Vector", arr(0), intp(1))(l)
			}
			return kernel(fn, arr(0), intp(1))(l)
		}, strings.ToLower(fn))
	}
	add(func(l *npLower) code {
		x, pre := l.fe.arrayOperand(l.c.Args[0], "x")
		n := jen.Code(jen.Add(x).Dot("Shape").Index(jen.Lit(0)))
		if l.has(1) {
			n = l.num(1, nil)
		}
		xs := jen.Add(x)
		if l.in(0).Dtype != l.ra.Dtype {
			xs = l.fe.astype(x, l.in(0), l.ra.Dtype)
		}
		call := k("Vander").Call(xs, n, l.num(2, typer.Bool))
		return wrapPre(pre, arrayType(l.ra), call)
	}, "vander")
	add(kernel("Rot90", arr(0), intp(1)), "rot90")
	add(kernel("Flip", arr(0)), "flip")
	add(kernel("Flipud", arr(0)), "flipud")
	add(kernel("Fliplr", arr(0)), "fliplr")
	add(kernel("Bartlett", intp(0)), "bartlett")
	add(kernel("Blackman", intp(0)), "blackman")
	add(kernel("Hamming", intp(0)), "hamming")
	add(kernel("Hanning", intp(0)), "hanning")
	add(kernel("Kaiser", intp(0), flt(1)), "kaiser")
	add(func(l *npLower) code {
		if l.ra.Dtype.IsComplex() {
			return primary(k("LogspaceComplex").Call(l.num(0, typer.Complex128), l.num(1, typer.Complex128), l.num(2, nil), l.num(3, typer.Bool), l.num(4, typer.Float64)))
		}
		return kernel("Logspace", flt(0), flt(1), intp(2), boolean(3), flt(4))(l)
	}, "logspace")
	add(kernel("Geomspace", flt(0), flt(1), intp(2), boolean(3)), "geomspace")
	add(func(l *npLower) code {
		if l.in(1) != nil {
			return kernel("RepeatEach", arr(0), arr(1))(l)
		}
		return kernel("Repeat", arr(0), intp(1))(l)
	}, "repeat")
	add(func(l *npLower) code {
		if l.in(1) != nil {
			return kernel("TakeMany", arr(0), arr(1))(l)
		}
		return kernel("TakeFlat", arr(0), intp(1))(l)
	}, "take")
	add(func(l *npLower) code {
		if l.in(1) != nil {
			return kernel("DeleteMany", arr(0), arr(1))(l)
		}
		if _, ok := l.c.ArgTypes[1].(typer.SliceType); ok {
			return primary(k("DeleteSlice").Call(l.arrayLike(0), l.arg(1)))
		}
		return kernel("Delete", arr(0), intp(1))(l)
	}, "delete")
	add(func(l *npLower) code {
		reps := []jen.Code{}
		if tt, ok := l.c.ArgTypes[1].(*typer.Tuple); ok {
			v, pre := l.fe.names.Take("reps"), l.fe.expr(l.c.Args[1])
			for i := range tt.Elems {
				reps = append(reps, jen.Int().Call(tupleElem(jen.Id(v), tt, i)))
			}
			return primary(jen.Func().Params(jen.Id(v).Add(goType(tt))).Add(arrayType(l.ra)).Block(
				jen.Return(k("Tile").Types(dimsType(l.ra.Ndim)).Call(append([]jen.Code{l.arg(0)}, reps...)...))).Call(pre))
		}
		return primary(k("Tile").Types(dimsType(l.ra.Ndim)).Call(l.arg(0), l.num(1, nil)))
	}, "tile")
	add(func(l *npLower) code {
		parts := l.fe.tupleArrays(l.c.Args[0], l.ra.Dtype)
		if l.ra.Ndim > 2 && arrayOf(l.c.ArgTypes[0].(*typer.Tuple).Elems[0]).Ndim > 2 {
			return primary(k("Concatenate").Call(append([]jen.Code{jen.Lit(2)}, parts...)...))
		}
		return primary(k("Dstack").Call(parts...))
	}, "dstack")
	add(func(l *npLower) code {
		parts := l.fe.tupleArrays(l.c.Args[0], l.ra.Dtype)
		tt := l.c.ArgTypes[0].(*typer.Tuple)
		mixed := false
		for _, el := range tt.Elems {
			mixed = mixed || arrayOf(el).Ndim != arrayOf(tt.Elems[0]).Ndim
		}
		if mixed {
			// 1-d arrays among 2-d ones: each a column of its own, (n, 1).
			for i, el := range tt.Elems {
				if arrayOf(el).Ndim == 1 {
					parts[i] = k("ExpandDims").Types(dimsType(2)).Call(parts[i], jen.Lit(1))
				}
			}
		}
		return primary(k("ColumnStack").Call(parts...))
	}, "column_stack")
	add(func(l *npLower) code {
		v := l.fe.arrayAs(l.c.Args[0], l.ra.Dtype)
		if l.has(2) {
			return primary(k("Concatenate").Call(l.intArg(2, 0), v, l.arrAs(1, l.ra.Dtype)))
		}
		if l.in(1) == nil {
			return primary(k("Append").Call(v, k("FromSlice").Call(jen.Index().Add(goType(l.ra.Dtype)).Values(l.fe.as(l.c.Args[1], l.ra.Dtype, true)))))
		}
		return primary(k("Append").Call(v, l.arrAs(1, l.ra.Dtype)))
	}, "append")
	add(func(l *npLower) code {
		dt := l.likeType(0).Dtype
		if d1 := l.likeType(1).Dtype; d1 != dt {
			dt = typer.Promote(dt, d1)
		}
		return primary(k("ArrayEqual").Call(l.likeAs(0, dt, 0), l.likeAs(1, dt, 0)))
	}, "array_equal")
	add(func(l *npLower) code {
		fn := map[string]string{"cross": "Cross", "numba.np.extensions.cross2d": "Cross2D"}[l.name]
		if l.likeType(0).Ndim == 1 && l.likeType(1).Ndim == 1 {
			return primary(k(fn).Call(l.likeAs(0, l.ra.Dtype, 1), l.likeAs(1, l.ra.Dtype, 1)))
		}
		return primary(k(fn+"N").Types(dimsType(l.ra.Ndim)).Call(l.likeAs(0, l.ra.Dtype, 1), l.likeAs(1, l.ra.Dtype, 1)))
	}, "cross", "numba.np.extensions.cross2d")
	add(func(l *npLower) code {
		return primary(k("ExpandDims").Types(dimsType(l.ra.Ndim)).Call(l.arg(0), l.num(1, nil)))
	}, "expand_dims")
	add(func(l *npLower) code {
		a := l.in(0)
		if a == nil {
			// np.shape of a number: (), the shape of its 0-d array.
			return wrapPre([]jen.Code{jen.Id("_").Op("=").Add(l.fe.expr(l.c.Args[0]))}, goType(l.rt), jen.Struct().Values())
		}
		x, pre := l.fe.arrayOperand(l.c.Args[0], "a")
		var elems []jen.Code
		for i := range a.Ndim {
			elems = append(elems, jen.Int64().Call(jen.Add(x).Dot("Shape").Index(jen.Lit(i))))
		}
		if a.Ndim == 0 {
			// (): the empty tuple is a struct{}, as its type.
			if len(pre) > 0 {
				pre = append(pre, jen.Id("_").Op("=").Add(x))
			}
			return wrapPre(pre, goType(l.rt), jen.Struct().Values())
		}
		return wrapPre(pre, goType(l.rt), jen.Index(jen.Lit(a.Ndim)).Int64().Values(elems...))
	}, "shape")
	add(func(l *npLower) code {
		dt, _ := elemType(l.c.ArgTypes[0])
		round := k("AroundComplex") // the rounding of one element that is not a float
		if dt.IsInteger() {
			round = k("AroundInt")
		}
		if l.has(2) {
			odt := l.in(2).Dtype
			if dt.IsFloat() && odt == dt {
				return kernel("AroundInto", arr(0), intp(1), arr(2))(l)
			}
			if dt.IsFloat() {
				round = k("AroundFloat")
			}
			v := l.fe.names.Take("v")
			conv := jen.Func().Params(jen.Id(v).Add(goType(dt))).Add(goType(odt)).Block(
				jen.Return(l.fe.convertElem(jen.Id(v), dt, odt)))
			return primary(k("AroundIntoFunc").Call(l.arg(0), l.num(1, nil), l.arg(2), round.Types(goType(dt)), conv))
		}
		if l.ra != nil {
			return kernel("AroundArray", arr(0), intp(1))(l)
		}
		switch {
		case dt.IsInteger() && !l.has(1):
			return l.fe.exprP(l.c.Args[0]) // Numba returns an integer itself
		case !dt.IsFloat():
			return primary(round.Call(l.fe.as(l.c.Args[0], dt, true), l.num(1, nil)))
		}
		return primary(convert(k("Around").Call(l.fe.as(l.c.Args[0], typer.Float64, true), l.num(1, nil)), typer.Float64, basic(l.rt)))
	}, "around", "round", "round_")

	// Statistics.
	add(nanReduce("NanMin", kernel), "nanmin")
	add(nanReduce("NanMax", kernel), "nanmax")
	add(func(l *npLower) code {
		if l.in(0).Dtype.IsComplex() {
			return kernel("PtpComplex", arr(0))(l)
		}
		return kernel("Ptp", arr(0))(l)
	}, "ptp")
	add(nanReduce("NanSum", kernelT), "nansum")
	add(nanReduce("NanProd", kernelT), "nanprod")
	add(nanReduce("NanMean", kernel), "nanmean")
	add(nanReduce("NanVar", kernel), "nanvar")
	add(nanReduce("NanStd", kernel), "nanstd")
	add(kernel("NanMedian", arr(0)), "nanmedian")
	add(func(l *npLower) code {
		switch dt := l.in(0).Dtype; {
		case dt.IsFloat():
			return kernel("NanCumsum", arr(0))(l)
		case dt.IsComplex():
			return kernel("NanCumsumComplex", arr(0))(l)
		}
		return kernel("Cumsum", arrR(0))(l) // no NaN in integers and bools
	}, "nancumsum")
	add(func(l *npLower) code {
		switch dt := l.in(0).Dtype; {
		case dt.IsFloat():
			return kernel("NanCumprod", arr(0))(l)
		case dt.IsComplex():
			return kernel("NanCumprodComplex", arr(0))(l)
		}
		return kernel("Cumprod", arrR(0))(l) // no NaN in integers and bools
	}, "nancumprod")
	add(func(l *npLower) code {
		fn := map[string]string{"percentile": "Percentile", "quantile": "Quantile", "nanpercentile": "NanPercentile", "nanquantile": "NanQuantile"}[l.name]
		if l.in(1) != nil {
			return primary(k(fn+"Many").Call(l.arg(0), l.arrAs(1, typer.Float64)))
		}
		return kernel(fn, arr(0), flt(1))(l)
	}, "percentile", "quantile", "nanpercentile", "nanquantile")
	add(func(l *npLower) code {
		real := func(i int) jen.Code { // bools as 0 and 1
			if l.in(i).Dtype.IsBool() {
				return l.arrAs(i, typer.Uint8)
			}
			return l.arg(i)
		}
		if l.has(2) && l.has(1) {
			return primary(k("AverageAxisWeights").Call(real(0), l.intArg(1, 0), real(2)))
		}
		if l.has(2) {
			return primary(k("AverageWeights").Call(real(0), real(2)))
		}
		a := l.in(0)
		if a.Dtype.IsBool() {
			return primary(k("Mean").Call(l.arrAs(0, typer.Uint8)))
		}
		return primary(convert(k("Mean").Call(l.arg(0)), typer.Float64, typer.Float64))
	}, "average")
	add(func(l *npLower) code {
		opts := jen.Dict{jen.Id("RowVar"): l.num(2, typer.Bool)}
		if l.has(3) {
			opts[jen.Id("Bias")] = l.num(3, typer.Bool)
		}
		if l.has(4) {
			opts[jen.Id("Ddof")] = l.num(4, typer.Float64)
			opts[jen.Id("DdofSet")] = jen.True()
		}
		o := k("CovOpts").Values(opts)
		dt, _ := elemType(l.rt) // float64, or complex128 when an input is complex
		suffix := ""
		if dt.IsComplex() {
			suffix = "Complex"
		}
		if l.has(1) {
			return primary(k("CovXY"+suffix).Call(l.likeAs(0, dt, 1), l.likeAs(1, dt, 1), o))
		}
		if l.likeType(0).Ndim <= 1 {
			return primary(k("Cov1"+suffix).Call(l.likeAs(0, dt, 1), o))
		}
		return primary(k("Cov"+suffix).Call(l.likeAs(0, dt, 1), o))
	}, "cov")
	add(func(l *npLower) code {
		dt, suffix := typer.Float64, ""
		if rt, _ := elemType(l.rt); rt.IsComplex() {
			dt, suffix = typer.Complex128, "Complex"
		}
		switch {
		case l.has(1):
			return primary(k("CorrcoefXY"+suffix).Call(l.likeAs(0, dt, 1), l.likeAs(1, dt, 1), l.num(2, typer.Bool)))
		case l.likeType(0).Ndim <= 1:
			return primary(k("Corrcoef1" + suffix).Call(l.likeAs(0, dt, 1)))
		}
		return primary(k("Corrcoef"+suffix).Call(l.likeAs(0, dt, 1), l.num(2, typer.Bool)))
	}, "corrcoef")
}

// wrapPre returns x, or a function literal of result type t that runs pre and returns x.
func wrapPre(pre []jen.Code, t jen.Code, x jen.Code) code {
	if len(pre) == 0 {
		return primary(jen.Add(x))
	}
	return primary(jen.Func().Params().Add(t).Block(append(pre, jen.Return(x))...).Call())
}

// nanReduce lowers a NaN-skipping reduction of array argument 0: kernels.fn (through generic, kernel or kernelT)
// for real arrays, kernels.fnComplex for complex ones, and for bool arrays kernels.fnBool where the result is a bool
// (nanmin, nanmax), else fn of the array as uint8 (Numba adds and multiplies True as 1).
func nanReduce(fn string, generic func(string, ...npArg) npLowering) npLowering {
	return func(l *npLower) code {
		switch dt := l.in(0).Dtype; {
		case dt.IsComplex():
			return kernel(fn+"Complex", arr(0))(l)
		case dt.IsBool() && basic(l.rt).IsBool():
			return kernel(fn+"Bool", arr(0))(l)
		case dt.IsBool():
			return generic(fn, func(l *npLower) jen.Code { return l.arrAs(0, typer.Uint8) })(l)
		}
		return generic(fn, arr(0))(l)
	}
}
