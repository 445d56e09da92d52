package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file holds the lowerings of the NumPy functions that need more than the generic
// kernels.Name(args...) lowering (nplower.go); typer's registry (typer/npregistry.go) holds
// their parameters and typing rules.

func init() {
	add := func(f npLowering, names ...string) {
		for _, n := range names {
			npLowerings[n] = f
		}
	}
	add(func(l *npLower) code {
		fn := map[string]string{"empty": "Uninit", "zeros": "Zeros", "ones": "Ones"}[l.name]
		return primary(k(fn).Types(goType(l.ra.Dtype)).Call(l.fe.shape(l.c.Args[0], l.ra.Ndim)))
	}, "empty", "zeros", "ones")
	add(func(l *npLower) code {
		return primary(k("Full").Types(goType(l.ra.Dtype)).Call(l.fe.shape(l.c.Args[0], l.ra.Ndim), l.cast(1, l.ra.Dtype)))
	}, "full")
	add(func(l *npLower) code {
		if l.in(0) == nil { // a number: a new 0-d array
			fn := map[string]string{"empty_like": "Empty", "zeros_like": "Zeros", "ones_like": "Ones"}[l.name]
			return primary(k(fn).Types(goType(l.ra.Dtype)).Call(jen.Index(jen.Lit(0)).Int().Values()))
		}
		fn := map[string]string{"empty_like": "UninitLike", "zeros_like": "ZerosLike", "ones_like": "OnesLike"}[l.name]
		return primary(k(fn).Types(goType(l.ra.Dtype)).Call(l.arg(0)))
	}, "empty_like", "zeros_like", "ones_like")
	add(func(l *npLower) code {
		if l.in(0) == nil { // a number: a new 0-d array
			return primary(k("Full").Types(goType(l.ra.Dtype)).Call(jen.Index(jen.Lit(0)).Int().Values(), l.cast(1, l.ra.Dtype)))
		}
		return primary(k("FullLike").Types(goType(l.ra.Dtype)).Call(l.arg(0), l.cast(1, l.ra.Dtype)))
	}, "full_like")
	add(func(l *npLower) code {
		num := jen.Code(jen.Lit(50))
		if l.has(2) {
			num = l.fe.intIndex(l.c.Args[2]).c
		}
		endpoint := jen.Code(jen.True())
		if l.has(3) {
			endpoint = l.arg(3)
		}
		return primary(k("Linspace").Types(goType(l.ra.Dtype)).Call(l.fe.as(l.c.Args[0], l.ra.Dtype, true), l.fe.as(l.c.Args[1], l.ra.Dtype, true), num, endpoint))
	}, "linspace")
	add(func(l *npLower) code {
		n := l.intArg(0, 0)
		m := n
		if l.has(1) {
			m = l.intArg(1, 0)
		}
		return primary(k("Eye").Types(goType(l.ra.Dtype)).Call(n, m, l.intArg(2, 0)))
	}, "eye")
	add(func(l *npLower) code {
		return primary(k("Identity").Types(goType(l.ra.Dtype)).Call(l.intArg(0, 0)))
	}, "identity")
	add(func(l *npLower) code {
		return l.fe.npArray(l.c, l.ra, l.name == "asarray")
	}, "array", "asarray")
	add(func(l *npLower) code {
		if l.c.Recv == nil && l.in(0).Layout == typer.LayoutF {
			return primary(k("CopyF").Call(l.arg(0))) // np.copy keeps Fortran order, a.copy() does not
		}
		return primary(jen.Add(l.fe.paren(l.fe.exprP(l.c.Args[0]), precPrimary)).Dot("Copy").Call())
	}, "copy")
	add(func(l *npLower) code {
		if l.in(0).Ndim == 0 {
			return primary(k("Ravel").Call(l.arg(0))) // a 1-d view of the element, as Numba
		}
		fn := map[string]string{"ascontiguousarray": "Ascontiguous", "asfortranarray": "Asfortran"}[l.name]
		return primary(k(fn).Call(l.arg(0)))
	}, "ascontiguousarray", "asfortranarray")
	add(func(l *npLower) code {
		fn := map[string]string{"sum": "Sum", "prod": "Prod", "cumsum": "Cumsum", "cumprod": "Cumprod", "trace": "Trace"}[l.name]
		dt, _ := elemType(l.rt)
		if l.name == "sum" && !l.has(1) && l.fe.parallelArrays() {
			return primary(k("SumParallel").Call(l.arrAs(0, dt)))
		}
		if l.name == "sum" && !l.has(1) {
			if c, ok := l.fe.rowReduce(fn, l.c.Args[0], l.rt); ok {
				return c
			}
		}
		if l.name == "sum" && !l.has(1) && l.fe.isElementwise(l.c.Args[0]) && (dt.IsFloat() || dt.IsInteger()) {
			return l.fe.fusedSum(l.c.Args[0], dt)
		}
		if l.name == "sum" && l.has(1) && l.ra != nil && !l.fe.parallelArrays() && l.fe.isElementwise(l.c.Args[0]) &&
			(dt.IsFloat() || dt.IsInteger()) && l.fe.lastAxis(l.c.Args[1], l.ra.Ndim+1) {
			return l.fe.fusedSumAxis(l.c.Args[0], dt)
		}
		if (l.name == "cumsum" || l.name == "cumprod") && l.has(1) {
			return primary(k(fn+"Axis").Call(l.arrAs(0, dt), l.fe.intIndex(l.c.Args[1]).c))
		}
		return l.fe.reduce(fn, l.c, l.rt, l.arrAs(0, dt))
	}, "sum", "prod", "cumsum", "cumprod", "trace")
	add(func(l *npLower) code {
		fn := map[string]string{"min": "AMin", "amin": "AMin", "max": "AMax", "amax": "AMax", "argmin": "ArgMin",
			"argmax": "ArgMax", "all": "All", "any": "Any", "mean": "Mean", "std": "Std", "var": "Var", "median": "Median"}[l.name]
		if (fn == "Var" || fn == "Std") && l.has(2) {
			x := l.arg(0)
			if l.in(0).Dtype.IsBool() {
				x = l.arrAs(0, typer.Uint8)
			}
			return primary(k(fn+"Ddof").Call(x, l.num(2, nil)))
		}
		if (fn == "Mean" || fn == "Var" || fn == "Std") && l.in(0).Dtype.IsComplex() {
			fn += "Complex"
		}
		if !l.has(1) {
			if c, ok := l.fe.rowReduce(fn, l.c.Args[0], l.rt); ok {
				return c
			}
		}
		if (fn == "AMax" || fn == "AMin") && l.in(0).Dtype.IsComplex() {
			return primary(k(fn + "Complex").Call(l.arg(0)))
		}
		if (fn == "AMax" || fn == "AMin") && !l.has(1) {
			dt, _ := elemType(l.rt)
			slow := func() code { return l.fe.reduce(fn, l.c, l.rt, l.arg(0)) }
			if c, ok := l.fe.fusedMinMax(l.c.Args[0], dt, fn == "AMax", slow); ok {
				return c
			}
		}
		if l.in(0).Dtype.IsBool() {
			// On bools, min is all and max is any; the others look at them as 0 and 1.
			switch fn {
			case "AMin":
				fn = "All"
			case "AMax":
				fn = "Any"
			case "ArgMin", "ArgMax", "Mean", "Std", "Var", "Median":
				return l.fe.reduce(fn, l.c, l.rt, l.arrAs(0, typer.Uint8))
			}
		}
		return l.fe.reduce(fn, l.c, l.rt, l.arg(0))
	}, "min", "max", "amin", "amax", "argmin", "argmax", "all", "any", "mean", "std", "var", "median")
	add(func(l *npLower) code {
		if l.has(1) && l.in(0).Ndim == 1 {
			return code{k("CountNonzero").Call(l.arg(0)).Op("!=").Lit(0), precCmp} // Numba's bool sum of bools
		}
		if ra := arrayOf(l.rt); l.has(1) && ra != nil {
			return primary(k("CountNonzeroAxis").Types(dimsType(ra.Ndim)).Call(l.arg(0), l.fe.intIndex(l.c.Args[1]).c))
		}
		return primary(k("CountNonzero").Call(l.arg(0)))
	}, "count_nonzero")
	add(func(l *npLower) code {
		return primary(k("Ravel").Call(l.arg(0)))
	}, "ravel")
	add(func(l *npLower) code {
		return primary(k("Flatten").Call(l.arg(0)))
	}, "flatten")
	add(func(l *npLower) code {
		if len(l.c.Args) > 2 || len(l.c.Args) == 2 && basic(l.fe.typeOf(l.c.Args[1])) != nil {
			// a.transpose(2, 0, 1): one integer argument per axis.
			var axes []jen.Code
			for _, x := range l.c.Args[1:] {
				axes = append(axes, l.fe.intIndex(x).c)
			}
			return primary(k("Permute").Call(l.arg(0), jen.Add(dimsType(l.ra.Ndim)).Values(axes...)))
		}
		if l.has(1) {
			return primary(k("Permute").Call(l.arg(0), l.fe.shape(l.c.Args[1], l.ra.Ndim)))
		}
		return primary(k("Transpose").Call(l.arg(0)))
	}, "transpose")
	add(func(l *npLower) code {
		var shape jen.Code
		if len(l.c.Args) > 2 {
			var dims []jen.Code
			for _, x := range l.c.Args[1:] {
				dims = append(dims, l.fe.intIndex(x).c)
			}
			shape = jen.Add(dimsType(l.ra.Ndim)).Values(dims...)
		} else {
			shape = l.fe.shape(l.c.Args[1], l.ra.Ndim)
		}
		fn := "Reshape"
		if l.in(0).Layout == typer.LayoutF {
			fn = "ReshapeNoCopy" // Numba reshapes an F array only into a view
		}
		return primary(k(fn).Types(dimsType(l.ra.Ndim)).Call(l.arg(0), shape))
	}, "reshape")
	add(func(l *npLower) code {
		return primary(l.fe.astype(l.arg(0), l.in(0), l.ra.Dtype))
	}, "astype")
	add(func(l *npLower) code {
		return primary(k("Fill").Call(l.arg(0), l.cast(1, l.in(0).Dtype)))
	}, ".fill")
	add(func(l *npLower) code {
		return primary(k("ViewAs").Types(goType(l.ra.Dtype)).Call(l.arg(0)))
	}, ".view")
	add(func(l *npLower) code {
		if l.in(0) == nil {
			return primary(k("FromBytes").Types(goType(l.ra.Dtype)).Call(l.arg(0))) // bytes: a Go string
		}
		return primary(k("FromBuffer").Types(goType(l.ra.Dtype)).Call(l.arg(0)))
	}, "frombuffer")
	add(func(l *npLower) code {
		switch dt := l.in(0).Dtype; {
		case dt.IsBool():
			return primary(k("SortBoolInPlace").Call(l.arg(0)))
		case dt.IsComplex():
			return primary(k("SortComplexInPlace").Call(l.arg(0)))
		}
		return primary(k("SortInPlace").Call(l.arg(0)))
	}, ".sort")
	add(kernel("Item", arr(0)), ".item")
	add(func(l *npLower) code {
		return primary(k("Itemset").Call(l.arg(0), l.cast(1, l.in(0).Dtype)))
	}, ".itemset")
	add(func(l *npLower) code {
		if l.in(0).Dtype.IsComplex() {
			return primary(k("SortComplex").Call(l.arg(0)))
		}
		return primary(k("Sort").Call(l.arg(0)))
	}, "sort")
	add(func(l *npLower) code {
		if l.in(0).Dtype.IsComplex() {
			return primary(k("ArgsortComplex").Call(l.arg(0))) // stable, whatever the kind
		}
		if l.has(2) && constant.StringVal(l.fe.info.Consts[l.c.Args[2]]) != "quicksort" {
			return primary(k("ArgsortStable").Call(l.arg(0)))
		}
		return primary(k("Argsort").Call(l.arg(0)))
	}, "argsort")
	add(func(l *npLower) code {
		return l.fe.matmul(l.c.Args[0], l.c.Args[1], l.rt)
	}, "dot", "matmul")
	add(func(l *npLower) code {
		if l.in(0).Dtype.IsComplex() {
			return primary(k("VdotComplex").Call(l.arg(0), l.arg(1)))
		}
		return l.fe.matmul(l.c.Args[0], l.c.Args[1], l.rt)
	}, "vdot")
	add(func(l *npLower) code {
		if !l.has(2) {
			return primary(k("Outer").Call(l.arrAs(0, l.ra.Dtype), l.arrAs(1, l.ra.Dtype)))
		}
		dt := typer.Promote(l.in(0).Dtype, l.in(1).Dtype)
		v := l.fe.names.Take("v")
		conv := jen.Func().Params(jen.Id(v).Add(goType(dt))).Add(goType(l.ra.Dtype)).Block(
			jen.Return(l.fe.convertElem(jen.Id(v), dt, l.ra.Dtype)))
		return primary(k("OuterInto").Call(l.arrAs(0, dt), l.arrAs(1, dt), l.arg(2), conv))
	}, "outer")
	add(func(l *npLower) code {
		if l.in(0).Dtype.IsBool() {
			return primary(k("DiffBool").Call(l.arg(0), l.intArg(1, 1)))
		}
		if l.in(0).Ndim > 1 {
			return primary(k("DiffN").Call(l.arg(0), l.intArg(1, 1)))
		}
		return primary(k("Diff").Call(l.arg(0), l.intArg(1, 1)))
	}, "diff")
	add(func(l *npLower) code {
		if l.in(0).Dtype.IsComplex() {
			return primary(k("UniqueComplex").Call(l.arg(0)))
		}
		return primary(k("Unique").Call(l.arg(0)))
	}, "unique")
	add(func(l *npLower) code {
		right := false
		if l.has(2) {
			right = constant.StringVal(l.fe.info.Consts[l.c.Args[2]]) == "right"
		}
		dt := l.in(0).Dtype
		if va := l.in(1); va != nil {
			return primary(k("SearchsortedMany").Call(l.arg(0), l.arrAs(1, dt), jen.Lit(right)))
		}
		return primary(k("Searchsorted").Call(l.arg(0), l.fe.as(l.c.Args[1], dt, true), jen.Lit(right)))
	}, "searchsorted")
	add(func(l *npLower) code {
		if l.in(0) != nil {
			return primary(k("InterpMany").Call(l.arrAs(0, typer.Float64), l.arrAs(1, typer.Float64), l.arrAs(2, typer.Float64)))
		}
		return primary(k("Interp").Call(l.fe.as(l.c.Args[0], typer.Float64, true), l.arrAs(1, typer.Float64), l.arrAs(2, typer.Float64)))
	}, "interp")
	add(func(l *npLower) code {
		rtol, atol := jen.Code(jen.Lit(1e-05)), jen.Code(jen.Lit(1e-08))
		if l.has(2) {
			rtol = l.fe.as(l.c.Args[2], typer.Float64, true)
		}
		if l.has(3) {
			atol = l.fe.as(l.c.Args[3], typer.Float64, true)
		}
		eqNaN := jen.Code(jen.False())
		if l.has(4) {
			eqNaN = l.arg(4)
		}
		if l.name == "isclose" {
			if l.ra != nil {
				return primary(k("IsCloseArrays").Types(dimsType(l.ra.Ndim)).Call(
					l.fe.floatArray(l.c.Args[0]), l.fe.floatArray(l.c.Args[1]), rtol, atol, eqNaN))
			}
			return primary(k("IsClose").Call(l.fe.as(l.c.Args[0], typer.Float64, true), l.fe.as(l.c.Args[1], typer.Float64, true), rtol, atol, eqNaN))
		}
		return primary(k("AllClose").Call(l.fe.floatArray(l.c.Args[0]), l.fe.floatArray(l.c.Args[1]), rtol, atol, eqNaN))
	}, "isclose", "allclose")
	add(func(l *npLower) code {
		tt := l.rt.(*typer.Tuple)
		bins := l.intArg(1, 10)
		lo, hi, hasRange := jen.Code(jen.Lit(0.0)), jen.Code(jen.Lit(0.0)), false
		if l.has(2) {
			rng := l.fe.names.Take("rng")
			pre := jen.Id(rng).Op(":=").Add(l.arg(2))
			rtt := l.c.ArgTypes[2].(*typer.Tuple)
			lo = convert(tupleElem(jen.Id(rng), rtt, 0), rtt.Elems[0], typer.Float64)
			hi = convert(tupleElem(jen.Id(rng), rtt, 1), rtt.Elems[1], typer.Float64)
			hasRange = true
			h, edges := l.fe.names.Take("hist"), l.fe.names.Take("edges")
			return primary(jen.Func().Params().Add(goType(tt)).Block(pre,
				jen.List(jen.Id(h), jen.Id(edges)).Op(":=").Add(k("Histogram").Call(l.arg(0), bins, lo, hi, jen.Lit(hasRange))),
				jen.Return(tupleLit(tt, []jen.Code{jen.Id(h), jen.Id(edges)}))).Call())
		}
		h, edges := l.fe.names.Take("hist"), l.fe.names.Take("edges")
		if l.in(1) != nil {
			return primary(jen.Func().Params().Add(goType(tt)).Block(
				jen.Id(edges).Op(":=").Add(l.arg(1)),
				jen.Return(tupleLit(tt, []jen.Code{k("HistogramEdges").Call(l.arg(0), jen.Id(edges)), jen.Id(edges)}))).Call())
		}
		return primary(jen.Func().Params().Add(goType(tt)).Block(
			jen.List(jen.Id(h), jen.Id(edges)).Op(":=").Add(k("Histogram").Call(l.arg(0), bins, lo, hi, jen.Lit(hasRange))),
			jen.Return(tupleLit(tt, []jen.Code{jen.Id(h), jen.Id(edges)}))).Call())
	}, "histogram")
	add(func(l *npLower) code {
		parts := l.fe.tupleArrays(l.c.Args[0], l.ra.Dtype)
		axis := l.intArg(1, 0)
		switch l.name {
		case "concatenate":
			return primary(k("Concatenate").Call(append([]jen.Code{axis}, parts...)...))
		case "stack":
			return primary(k("Stack").Types(dimsType(l.ra.Ndim)).Call(append([]jen.Code{axis}, parts...)...))
		case "hstack":
			if l.ra.Ndim == 1 && arrayOf(l.c.ArgTypes[0].(*typer.Tuple).Elems[0]).Ndim == 0 { // 0-d arrays are stacked
				return primary(k("Stack").Types(dimsType(1)).Call(append([]jen.Code{jen.Lit(0)}, parts...)...))
			}
			return primary(k("Hstack").Call(parts...))
		}
		return primary(k("Vstack").Types(dimsType(l.ra.Ndim)).Call(parts...))
	}, "concatenate", "stack", "hstack", "vstack")
	add(func(l *npLower) code {
		b := basic(l.c.ArgTypes[0])
		if a := l.in(0); a != nil {
			b = a.Dtype
			if !b.IsComplex() {
				if l.name == "real" {
					return primary(l.arg(0))
				}
				return primary(k("ZerosLike").Types(goType(b)).Call(l.arg(0)))
			}
			fn := map[string]string{"real": "RealPart", "imag": "ImagPart"}[l.name]
			return primary(k(fn).Types(goType(l.ra.Dtype)).Call(l.arg(0)))
		}
		if !b.IsComplex() {
			if l.name == "real" {
				return l.fe.exprP(l.c.Args[0])
			}
			return primary(jen.Add(goType(b)).Call(jen.Lit(0)))
		}
		part := jen.Real(l.arg(0))
		if l.name == "imag" {
			part = jen.Imag(l.arg(0))
		}
		return primary(part)
	}, "real", "imag")
	add(func(l *npLower) code {
		var shift jen.Code
		if l.c.ArgTypes[1] == typer.Type(typer.Bool) {
			shift = l.truthInt(1) // np.roll(a, True) shifts by 1, as Numba
		} else {
			shift = l.num(1, nil)
		}
		if l.has(2) {
			return primary(k("RollAxis").Call(l.arg(0), shift, l.num(2, nil)))
		}
		return primary(k("Roll").Call(l.arg(0), shift))
	}, "roll")
	add(func(l *npLower) code {
		tt := l.rt.(*typer.Tuple)
		v := l.fe.names.Take("nz")
		var elems []jen.Code
		for i := range tt.Elems {
			elems = append(elems, jen.Id(v).Index(jen.Lit(i)))
		}
		return primary(jen.Func().Params().Add(goType(tt)).Block(
			jen.Id(v).Op(":=").Add(k("NonzeroIndexes").Call(l.arg(0))),
			jen.Return(tupleLit(tt, elems))).Call())
	}, "nonzero", "where")
	add(func(l *npLower) code {
		if _, number := l.c.ArgTypes[0].(*typer.Basic); number {
			// A number, as Numba: [0] when it is true, [] when false.
			return primary(k("Empty").Types(jen.Int64()).Call(jen.Index(jen.Lit(1)).Int().Values(l.truthInt(0))))
		}
		return primary(jen.Add(k("NonzeroIndexes").Call(k("Ravel").Call(l.arrayLike(0)))).Index(jen.Lit(0)))
	}, "flatnonzero")
	add(func(l *npLower) code {
		return primary(k("Convolve").Call(l.arrAs(0, l.ra.Dtype), l.arrAs(1, l.ra.Dtype)))
	}, "convolve")
	add(func(l *npLower) code {
		fn := "Correlate"
		if l.ra.Dtype.IsComplex() {
			fn = "CorrelateComplex" // v conjugated
		}
		return primary(k(fn).Call(l.arrAs(0, l.ra.Dtype), l.arrAs(1, l.ra.Dtype)))
	}, "correlate")
	add(func(l *npLower) code {
		dx := jen.Code(jen.Lit(1.0))
		if l.has(2) {
			dx = l.fe.as(l.c.Args[2], typer.Float64, true)
		}
		if l.has(1) && l.likeType(1).Ndim > 1 {
			return primary(k("TrapzX").Types(dimsType(l.ra.Ndim), dimsType(l.ra.Ndim+1)).Call(l.arg(0), l.arg(1)))
		}
		if l.has(1) {
			v := l.fe.names.Take("x")
			if l.ra != nil {
				return primary(jen.Func().Params().Add(goType(l.ra)).Block(
					jen.Id(v).Op(":=").Add(l.arg(1)),
					jen.Return(k("TrapzN").Types(dimsType(l.ra.Ndim)).Call(l.arg(0), jen.Op("&").Id(v), dx))).Call())
			}
			return primary(jen.Func().Params().Float64().Block(
				jen.Id(v).Op(":=").Add(l.arg(1)),
				jen.Return(k("Trapz").Call(l.arg(0), jen.Op("&").Id(v), dx))).Call())
		}
		if l.ra != nil {
			return primary(k("TrapzN").Types(dimsType(l.ra.Ndim), goType(l.in(0).Dtype), jen.Float64()).Call(l.arg(0), jen.Nil(), dx))
		}
		return primary(k("Trapz").Types(goType(l.in(0).Dtype), jen.Float64()).Call(l.arg(0), jen.Nil(), dx))
	}, "trapz")
	add(func(l *npLower) code {
		if l.has(1) {
			return primary(k("BincountWeights").Call(l.arrayLike(0), l.arrayLike(1), l.intArg(2, 0)))
		}
		return primary(k("Bincount").Call(l.arrayLike(0), l.intArg(2, 0)))
	}, "bincount")
	add(func(l *npLower) code {
		in := l.in(0)
		x := l.arg(0)
		vec := func() jen.Code { return l.arrAs(0, typer.Float64) }
		if in.Dtype.IsComplex() {
			if !l.has(1) {
				return primary(k("NormComplex").Call(x))
			}
			// The other orders are those of the moduli, of the complex dtype's real dtype.
			x = k("ComplexAbs").Types(goType(in.Dtype), goType(typer.RealOf(in.Dtype))).Call(l.arg(0))
			vec = func() jen.Code { return k("ComplexAbs").Types(goType(in.Dtype), goType(typer.Float64)).Call(l.arg(0)) }
		}
		if l.has(1) && in.Ndim == 2 {
			if v, ok := l.fe.info.Consts[l.c.Args[1]]; ok && v.Kind() == constant.String {
				return primary(k("FrobeniusNorm").Call(x))
			}
			return primary(k("MatrixNormOrd").Call(x, l.fe.as(l.c.Args[1], typer.Float64, true)))
		}
		if l.has(1) {
			return primary(k("NormOrd").Call(vec(), l.fe.as(l.c.Args[1], typer.Float64, true)))
		}
		return primary(k("Norm").Call(x))
	}, "linalg.norm")
	add(func(l *npLower) code {
		return primary(k("Det" + lapackSuffix(l.in(0).Dtype)).Call(l.arg(0)))
	}, "linalg.det")
	add(func(l *npLower) code {
		return primary(k("Inv" + lapackSuffix(l.in(0).Dtype)).Call(l.arg(0)))
	}, "linalg.inv")
	add(func(l *npLower) code {
		dt := arrayOf(l.rt).Dtype
		fn := "Solve"
		if l.in(1).Ndim == 2 {
			fn = "SolveMatrix"
		}
		return primary(k(fn+lapackSuffix(dt)).Call(l.arrAs(0, dt), l.arrAs(1, dt)))
	}, "linalg.solve")
}
