package emit

import (
	"go/constant"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// npCall emits a call of a NumPy function or array method (typer puts the array first).
func (fe *funcEmitter) npCall(e *translate.Call, c *typer.Call, rt typer.Type) code {
	name := strings.TrimPrefix(c.Builtin, "numpy.")
	if typer.Ufuncs[c.Builtin] != nil || name == "where" && c.Args[1] != nil {
		if arrayOf(rt) != nil {
			return fe.fused(e)
		}
		fu := fe.newFusion(true)
		fu.collect(e)
		return fu.elem(e)
	}
	if strings.HasPrefix(name, "random.") {
		return fe.npRandom(e, c, rt, strings.TrimPrefix(name, "random."))
	}
	k := func(fn string) *jen.Statement { return jen.Qual(kernelsPath, fn) }
	arg := func(i int) *jen.Statement { return fe.expr(c.Args[i]) }
	has := func(i int) bool { return i < len(c.Args) && c.Args[i] != nil && !fe.isNoneConst(c.Args[i]) }
	ra := arrayOf(rt)
	in := func(i int) *typer.Array { return arrayOf(c.ArgTypes[i]) }
	// arrAs emits array argument i with elements of type dt.
	arrAs := func(i int, dt *typer.Basic) *jen.Statement { return fe.arrayAs(c.Args[i], dt) }
	intArg := func(i int, def int) jen.Code {
		if !has(i) {
			return jen.Lit(def)
		}
		return fe.intIndex(c.Args[i]).c
	}
	switch name {
	case "empty", "zeros", "ones":
		fn := map[string]string{"empty": "Empty", "zeros": "Zeros", "ones": "Ones"}[name]
		return primary(k(fn).Types(goType(ra.Dtype)).Call(fe.shape(c.Args[0], ra.Ndim)))
	case "full":
		return primary(k("Full").Types(goType(ra.Dtype)).Call(fe.shape(c.Args[0], ra.Ndim), fe.as(c.Args[1], ra.Dtype, true)))
	case "empty_like", "zeros_like", "ones_like":
		fn := map[string]string{"empty_like": "EmptyLike", "zeros_like": "ZerosLike", "ones_like": "OnesLike"}[name]
		return primary(k(fn).Types(goType(ra.Dtype)).Call(arg(0)))
	case "full_like":
		return primary(k("FullLike").Types(goType(ra.Dtype)).Call(arg(0), fe.as(c.Args[1], ra.Dtype, true)))
	case "arange":
		start, stop := jen.Code(jen.Lit(0)), fe.as(c.Args[0], ra.Dtype, true)
		if has(1) {
			start, stop = fe.as(c.Args[0], ra.Dtype, true), fe.as(c.Args[1], ra.Dtype, true)
		}
		step := jen.Code(jen.Lit(1))
		if has(2) {
			step = fe.as(c.Args[2], ra.Dtype, true)
		}
		return primary(k("Arange").Types(goType(ra.Dtype)).Call(start, stop, step))
	case "linspace":
		num := jen.Code(jen.Lit(50))
		if has(2) {
			num = fe.intIndex(c.Args[2]).c
		}
		endpoint := jen.Code(jen.True())
		if has(3) {
			endpoint = arg(3)
		}
		return primary(k("Linspace").Types(goType(ra.Dtype)).Call(fe.as(c.Args[0], ra.Dtype, true), fe.as(c.Args[1], ra.Dtype, true), num, endpoint))
	case "eye":
		n := intArg(0, 0)
		m := n
		if has(1) {
			m = intArg(1, 0)
		}
		return primary(k("Eye").Types(goType(ra.Dtype)).Call(n, m, intArg(2, 0)))
	case "identity":
		return primary(k("Identity").Types(goType(ra.Dtype)).Call(intArg(0, 0)))
	case "array", "asarray":
		return fe.npArray(c, ra, name == "asarray")
	case "copy":
		if c.Recv == nil && in(0).Layout == typer.LayoutF {
			return primary(k("CopyF").Call(arg(0))) // np.copy keeps Fortran order, a.copy() does not
		}
		return primary(jen.Add(fe.paren(fe.exprP(c.Args[0]), precPrimary)).Dot("Copy").Call())
	case "ascontiguousarray":
		return primary(k("Ascontiguous").Call(arg(0)))
	case "asfortranarray":
		return primary(k("Asfortran").Call(arg(0)))
	case "sum", "prod", "cumsum", "cumprod", "trace":
		fn := map[string]string{"sum": "Sum", "prod": "Prod", "cumsum": "Cumsum", "cumprod": "Cumprod", "trace": "Trace"}[name]
		dt, _ := elemType(rt)
		if name == "sum" && !has(1) && fe.parallelArrays() {
			return primary(k("SumParallel").Call(arrAs(0, dt)))
		}
		if name == "sum" && !has(1) && fe.isElementwise(c.Args[0]) && (dt.IsFloat() || dt.IsInteger()) {
			return fe.fusedSum(c.Args[0], dt)
		}
		if (name == "cumsum" || name == "cumprod") && has(1) {
			return primary(k(fn+"Axis").Call(arrAs(0, dt), fe.intIndex(c.Args[1]).c))
		}
		return fe.reduce(fn, c, rt, arrAs(0, dt))
	case "min", "max", "amin", "amax", "argmin", "argmax", "all", "any", "mean", "std", "var", "median":
		fn := map[string]string{"min": "AMin", "amin": "AMin", "max": "AMax", "amax": "AMax", "argmin": "ArgMin",
			"argmax": "ArgMax", "all": "All", "any": "Any", "mean": "Mean", "std": "Std", "var": "Var", "median": "Median"}[name]
		if fn == "Mean" && in(0).Dtype.IsComplex() {
			fn = "MeanComplex"
		}
		if in(0).Dtype.IsBool() {
			// On bools, min is all and max is any; the others look at them as 0 and 1.
			switch fn {
			case "AMin":
				fn = "All"
			case "AMax":
				fn = "Any"
			case "ArgMin", "ArgMax", "Mean", "Std", "Var", "Median":
				return fe.reduce(fn, c, rt, arrAs(0, typer.Uint8))
			}
		}
		return fe.reduce(fn, c, rt, arg(0))
	case "count_nonzero":
		return primary(k("CountNonzero").Call(arg(0)))
	case "ravel":
		return primary(k("Ravel").Call(arg(0)))
	case "flatten":
		return primary(k("Flatten").Call(arg(0)))
	case "transpose":
		if has(1) {
			return primary(k("Permute").Call(arg(0), fe.shape(c.Args[1], ra.Ndim)))
		}
		return primary(k("Transpose").Call(arg(0)))
	case "reshape":
		var shape jen.Code
		if len(c.Args) > 2 {
			var dims []jen.Code
			for _, x := range c.Args[1:] {
				dims = append(dims, fe.intIndex(x).c)
			}
			shape = jen.Add(dimsType(ra.Ndim)).Values(dims...)
		} else {
			shape = fe.shape(c.Args[1], ra.Ndim)
		}
		return primary(k("Reshape").Types(dimsType(ra.Ndim)).Call(arg(0), shape))
	case "astype":
		return primary(fe.astype(arg(0), in(0), ra.Dtype))
	case ".fill":
		return primary(k("Fill").Call(arg(0), fe.as(c.Args[1], in(0).Dtype, true)))
	case ".sort":
		return primary(k("SortInPlace").Call(arg(0)))
	case ".item":
		x, pre := fe.arrayOperand(c.Args[0], "a")
		item := jen.Add(x).Dot("Data").Index(jen.Add(x).Dot("Off"))
		if len(pre) > 0 {
			return primary(jen.Func().Params().Add(goType(rt)).Block(append(pre, jen.Return(item))...).Call())
		}
		return primary(item)
	case "sort":
		return primary(k("Sort").Call(arg(0)))
	case "argsort":
		if has(2) && constant.StringVal(fe.info.Consts[c.Args[2]]) != "quicksort" {
			return primary(k("ArgsortStable").Call(arg(0)))
		}
		return primary(k("Argsort").Call(arg(0)))
	case "dot", "matmul", "vdot":
		return fe.matmul(c.Args[0], c.Args[1], rt)
	case "outer":
		return primary(k("Outer").Call(arrAs(0, ra.Dtype), arrAs(1, ra.Dtype)))
	case "clip":
		dt := in(0).Dtype
		return primary(k("Clip").Call(arg(0), fe.as(c.Args[1], dt, true), fe.as(c.Args[2], dt, true)))
	case "diff":
		if in(0).Ndim > 1 {
			return primary(k("DiffN").Call(arg(0), intArg(1, 1)))
		}
		return primary(k("Diff").Call(arg(0), intArg(1, 1)))
	case "unique":
		return primary(k("Unique").Call(arg(0)))
	case "searchsorted":
		right := false
		if has(2) {
			right = constant.StringVal(fe.info.Consts[c.Args[2]]) == "right"
		}
		dt := in(0).Dtype
		if va := in(1); va != nil {
			return primary(k("SearchsortedMany").Call(arg(0), arrAs(1, dt), jen.Lit(right)))
		}
		return primary(k("Searchsorted").Call(arg(0), fe.as(c.Args[1], dt, true), jen.Lit(right)))
	case "interp":
		if in(0) != nil {
			return primary(k("InterpMany").Call(arrAs(0, typer.Float64), arrAs(1, typer.Float64), arrAs(2, typer.Float64)))
		}
		return primary(k("Interp").Call(fe.as(c.Args[0], typer.Float64, true), arrAs(1, typer.Float64), arrAs(2, typer.Float64)))
	case "isclose", "allclose":
		rtol, atol := jen.Code(jen.Lit(1e-05)), jen.Code(jen.Lit(1e-08))
		if has(2) {
			rtol = fe.as(c.Args[2], typer.Float64, true)
		}
		if has(3) {
			atol = fe.as(c.Args[3], typer.Float64, true)
		}
		eqNaN := jen.Code(jen.False())
		if has(4) {
			eqNaN = arg(4)
		}
		if name == "isclose" {
			if ra != nil {
				fe.fail(e.Pos, "np.isclose on arrays")
			}
			return primary(k("IsClose").Call(fe.as(c.Args[0], typer.Float64, true), fe.as(c.Args[1], typer.Float64, true), rtol, atol, eqNaN))
		}
		return primary(k("AllClose").Call(fe.floatArray(c.Args[0]), fe.floatArray(c.Args[1]), rtol, atol, eqNaN))
	case "histogram":
		tt := rt.(*typer.Tuple)
		bins := intArg(1, 10)
		lo, hi, hasRange := jen.Code(jen.Lit(0.0)), jen.Code(jen.Lit(0.0)), false
		if has(2) {
			rng := fe.names.Take("rng")
			pre := jen.Id(rng).Op(":=").Add(arg(2))
			rtt := c.ArgTypes[2].(*typer.Tuple)
			lo = convert(tupleElem(jen.Id(rng), rtt, 0), rtt.Elems[0], typer.Float64)
			hi = convert(tupleElem(jen.Id(rng), rtt, 1), rtt.Elems[1], typer.Float64)
			hasRange = true
			h, edges := fe.names.Take("hist"), fe.names.Take("edges")
			return primary(jen.Func().Params().Add(goType(tt)).Block(pre,
				jen.List(jen.Id(h), jen.Id(edges)).Op(":=").Add(k("Histogram").Call(arg(0), bins, lo, hi, jen.Lit(hasRange))),
				jen.Return(tupleLit(tt, []jen.Code{jen.Id(h), jen.Id(edges)}))).Call())
		}
		h, edges := fe.names.Take("hist"), fe.names.Take("edges")
		if in(1) != nil {
			return primary(jen.Func().Params().Add(goType(tt)).Block(
				jen.Id(edges).Op(":=").Add(arg(1)),
				jen.Return(tupleLit(tt, []jen.Code{k("HistogramEdges").Call(arg(0), jen.Id(edges)), jen.Id(edges)}))).Call())
		}
		return primary(jen.Func().Params().Add(goType(tt)).Block(
			jen.List(jen.Id(h), jen.Id(edges)).Op(":=").Add(k("Histogram").Call(arg(0), bins, lo, hi, jen.Lit(hasRange))),
			jen.Return(tupleLit(tt, []jen.Code{jen.Id(h), jen.Id(edges)}))).Call())
	case "concatenate", "stack", "hstack", "vstack":
		parts := fe.tupleArrays(c.Args[0], ra.Dtype)
		axis := intArg(1, 0)
		switch name {
		case "concatenate":
			return primary(k("Concatenate").Call(append([]jen.Code{axis}, parts...)...))
		case "stack":
			return primary(k("Stack").Types(dimsType(ra.Ndim)).Call(append([]jen.Code{axis}, parts...)...))
		case "hstack":
			return primary(k("Hstack").Call(parts...))
		}
		return primary(k("Vstack").Types(dimsType(ra.Ndim)).Call(parts...))
	case "real", "imag":
		b := basic(c.ArgTypes[0])
		if a := in(0); a != nil {
			b = a.Dtype
			if !b.IsComplex() {
				if name == "real" {
					return primary(arg(0))
				}
				return primary(k("ZerosLike").Types(goType(b)).Call(arg(0)))
			}
			fn := map[string]string{"real": "RealPart", "imag": "ImagPart"}[name]
			return primary(k(fn).Types(goType(ra.Dtype)).Call(arg(0)))
		}
		if !b.IsComplex() {
			if name == "real" {
				return fe.exprP(c.Args[0])
			}
			return primary(jen.Add(goType(b)).Call(jen.Lit(0)))
		}
		part := jen.Real(arg(0))
		if name == "imag" {
			part = jen.Imag(arg(0))
		}
		return primary(part)
	case "roll":
		return primary(k("Roll").Call(arg(0), fe.intIndex(c.Args[1]).c))
	case "nonzero", "where":
		tt := rt.(*typer.Tuple)
		v := fe.names.Take("nz")
		var elems []jen.Code
		for i := range tt.Elems {
			elems = append(elems, jen.Id(v).Index(jen.Lit(i)))
		}
		return primary(jen.Func().Params().Add(goType(tt)).Block(
			jen.Id(v).Op(":=").Add(k("NonzeroIndexes").Call(arg(0))),
			jen.Return(tupleLit(tt, elems))).Call())
	case "flatnonzero":
		return primary(jen.Add(k("NonzeroIndexes").Call(k("Ravel").Call(arg(0)))).Index(jen.Lit(0)))
	case "convolve":
		return primary(k("Convolve").Call(arrAs(0, ra.Dtype), arrAs(1, ra.Dtype)))
	case "trapz":
		dx := jen.Code(jen.Lit(1.0))
		if has(2) {
			dx = fe.as(c.Args[2], typer.Float64, true)
		}
		if has(1) {
			v := fe.names.Take("x")
			return primary(jen.Func().Params().Float64().Block(
				jen.Id(v).Op(":=").Add(arg(1)),
				jen.Return(k("Trapz").Call(arg(0), jen.Op("&").Id(v), dx))).Call())
		}
		return primary(k("Trapz").Types(goType(in(0).Dtype), jen.Float64()).Call(arg(0), jen.Nil(), dx))
	case "bincount":
		if has(1) {
			return primary(k("BincountWeights").Call(arg(0), arg(1), intArg(2, 0)))
		}
		return primary(k("Bincount").Call(arg(0), intArg(2, 0)))
	case "linalg.norm":
		if has(1) && in(0).Ndim == 2 {
			if v, ok := fe.info.Consts[c.Args[1]]; ok && v.Kind() == constant.String {
				return primary(k("FrobeniusNorm").Call(arg(0)))
			}
			return primary(k("MatrixNormOrd").Call(arg(0), fe.as(c.Args[1], typer.Float64, true)))
		}
		if has(1) {
			return primary(k("NormOrd").Call(arrAs(0, typer.Float64), fe.as(c.Args[1], typer.Float64, true)))
		}
		return primary(k("Norm").Call(arg(0)))
	case "linalg.det":
		return primary(k("Det").Call(arg(0)))
	case "linalg.inv":
		return primary(k("Inv").Call(arg(0)))
	case "linalg.solve":
		if in(1).Ndim == 1 {
			return primary(k("Solve").Call(arg(0), arg(1)))
		}
		return primary(k("SolveMatrix").Call(arg(0), arg(1)))
	}
	fe.fail(e.Pos, "no emitter for np.%s", name)
	return primary(jen.Nil())
}

// reduce emits a reduction, whole-array or along axis=.
func (fe *funcEmitter) reduce(fn string, c *typer.Call, rt typer.Type, x jen.Code) code {
	if len(c.Args) > 1 && c.Args[1] != nil && !fe.isNoneConst(c.Args[1]) {
		if ra := arrayOf(rt); ra != nil {
			axisFn := strings.TrimPrefix(fn, "A") + "Axis"
			if strings.HasPrefix(fn, "Arg") || strings.HasPrefix(fn, "All") || strings.HasPrefix(fn, "Any") {
				axisFn = fn + "Axis"
			}
			return primary(jen.Qual(kernelsPath, axisFn).Types(dimsType(ra.Ndim)).Call(x, fe.intIndex(c.Args[1]).c))
		}
		// axis= on a vector: the whole array.
	}
	return primary(jen.Qual(kernelsPath, fn).Call(x))
}

// floatArray emits an array or number as a float64 array.
func (fe *funcEmitter) floatArray(e translate.Expr) *jen.Statement {
	if arrayOf(fe.info.Types[e]) != nil {
		return fe.arrayAs(e, typer.Float64)
	}
	return jen.Qual(kernelsPath, "FromSlice").Call(jen.Index().Float64().Values(fe.as(e, typer.Float64, true)))
}

// tupleArrays emits the arrays of a tuple argument (np.concatenate((a, b))) with element type dt.
func (fe *funcEmitter) tupleArrays(e translate.Expr, dt *typer.Basic) []jen.Code {
	var out []jen.Code
	if lit, ok := e.(*translate.Tuple); ok {
		for _, x := range lit.Elts {
			out = append(out, fe.arrayAs(x, dt))
		}
		return out
	}
	tt := fe.info.Types[e].(*typer.Tuple)
	v := fe.names.Take("parts")
	for i, el := range tt.Elems {
		a := arrayOf(el)
		x := tupleElem(jen.Id(v), tt, i)
		if a.Dtype != dt {
			x = fe.astype(x, a, dt)
		}
		out = append(out, x)
	}
	fe.fail(e.At(), "tuple of arrays held in a variable")
	return out
}

// shape emits a shape argument (an integer or a tuple of integers) as a Go [n]int.
func (fe *funcEmitter) shape(e translate.Expr, n int) jen.Code {
	t := fe.info.Types[e]
	if basic(t) != nil {
		return jen.Index(jen.Lit(1)).Int().Values(fe.intIndex(e).c)
	}
	if lit, ok := e.(*translate.Tuple); ok {
		var dims []jen.Code
		for _, x := range lit.Elts {
			dims = append(dims, fe.intIndex(x).c)
		}
		return jen.Add(dimsType(n)).Values(dims...)
	}
	if at, ok := e.(*translate.Attribute); ok && at.Name == "shape" && arrayOf(fe.info.Types[at.X]) != nil {
		return jen.Add(fe.paren(fe.exprP(at.X), precPrimary)).Dot("Shape")
	}
	tt := t.(*typer.Tuple)
	v := fe.names.Take("t")
	var dims []jen.Code
	for i := range tt.Elems {
		dims = append(dims, jen.Int().Call(tupleElem(jen.Id(v), tt, i)))
	}
	return jen.Func().Params(jen.Id(v).Add(goType(tt))).Add(dimsType(n)).Block(
		jen.Return(jen.Add(dimsType(n)).Values(dims...))).Call(fe.expr(e))
}

// npArray emits np.array / np.asarray.
func (fe *funcEmitter) npArray(c *typer.Call, ra *typer.Array, asarray bool) code {
	x := c.Args[0]
	if typer.IsNestedLiteral(x) {
		return fe.arrayLiteral(x, ra)
	}
	switch t := fe.info.Types[x].(type) {
	case *typer.Array:
		if t.Dtype == ra.Dtype {
			if asarray {
				return fe.exprP(x)
			}
			return primary(jen.Add(fe.paren(fe.exprP(x), precPrimary)).Dot("Copy").Call())
		}
		return primary(fe.astype(fe.expr(x), t, ra.Dtype))
	case *typer.Tuple:
		if lit, ok := x.(*translate.Tuple); ok {
			return fe.arrayLiteral(lit, ra)
		}
		v := fe.names.Take("t")
		var elems []jen.Code
		for i := range t.Elems {
			elems = append(elems, convert(tupleElem(jen.Id(v), t, i), t.Elems[i], ra.Dtype))
		}
		return primary(jen.Func().Params(jen.Id(v).Add(goType(t))).Add(arrayType(ra)).Block(
			jen.Return(jen.Qual(kernelsPath, "ArrayOf").Types(goType(ra.Dtype)).Call(append([]jen.Code{jen.Index(jen.Lit(1)).Int().Values(jen.Lit(len(t.Elems)))}, elems...)...))).Call(fe.expr(x)))
	}
	return fe.arrayLiteral(x, ra)
}

// arrayLiteral emits a nested list or tuple literal as an array.
func (fe *funcEmitter) arrayLiteral(x translate.Expr, ra *typer.Array) code {
	var shape []jen.Code
	var elems []jen.Code
	var walk func(x translate.Expr, depth int)
	walk = func(x translate.Expr, depth int) {
		var elts []translate.Expr
		switch x := x.(type) {
		case *translate.List:
			elts = x.Elts
		case *translate.Tuple:
			elts = x.Elts
		default:
			elems = append(elems, fe.as(x, ra.Dtype, true))
			return
		}
		if depth == len(shape) {
			shape = append(shape, jen.Lit(len(elts)))
		}
		for _, el := range elts {
			walk(el, depth+1)
		}
	}
	walk(x, 0)
	args := append([]jen.Code{jen.Add(dimsType(ra.Ndim)).Values(shape...)}, elems...)
	return primary(jen.Qual(kernelsPath, "ArrayOf").Types(goType(ra.Dtype)).Call(args...))
}

// matmul emits np.dot / @ by the dimensions of its operands.
func (fe *funcEmitter) matmul(x, y translate.Expr, rt typer.Type) code {
	xa, ya := arrayOf(fe.info.Types[x]), arrayOf(fe.info.Types[y])
	k := func(fn string) *jen.Statement { return jen.Qual(kernelsPath, fn) }
	switch {
	case xa.Ndim == 1 && ya.Ndim == 1:
		if xa.Dtype.IsComplex() {
			return primary(k("DotComplex").Call(fe.expr(x), fe.expr(y)))
		}
		return primary(k("Dot").Call(fe.expr(x), fe.expr(y)))
	case xa.Ndim == 2 && ya.Ndim == 1:
		return primary(k("MatVec").Call(fe.expr(x), fe.expr(y)))
	case xa.Ndim == 1 && ya.Ndim == 2:
		return primary(k("VecMat").Call(fe.expr(x), fe.expr(y)))
	}
	return primary(k("MatMul").Call(fe.expr(x), fe.expr(y)))
}

// npRandom emits a numpy.random call on the function's NumPy generator.
func (fe *funcEmitter) npRandom(e *translate.Call, c *typer.Call, rt typer.Type, name string) code {
	rng := jen.Id(fe.npRng())
	has := func(i int) bool { return i < len(c.Args) && c.Args[i] != nil && !fe.isNoneConst(c.Args[i]) }
	f := func(i int, def float64) jen.Code {
		if !has(i) {
			return jen.Lit(def)
		}
		return fe.as(c.Args[i], typer.Float64, true)
	}
	ra := arrayOf(rt)
	size := func(i int) jen.Code { return fe.shape(c.Args[i], ra.Ndim) }
	k := func(fn string) *jen.Statement { return jen.Qual(kernelsPath, fn) }
	switch name {
	case "seed":
		return primary(jen.Add(rng).Dot("NPSeed").Call(jen.Uint32().Call(fe.expr(c.Args[0]))))
	case "random", "random_sample", "sample", "ranf":
		if ra != nil {
			return primary(k("NPRandomArray").Call(rng, size(0)))
		}
		return primary(jen.Add(rng).Dot("NPRandom").Call())
	case "rand", "randn":
		fn, one := "NPRandomArray", "NPRandom"
		if name == "randn" {
			fn, one = "NPStandardNormalArray", "NPStandardNormal"
		}
		if ra == nil {
			return primary(jen.Add(rng).Dot(one).Call())
		}
		var dims []jen.Code
		for _, x := range c.Args {
			if x != nil {
				dims = append(dims, fe.intIndex(x).c)
			}
		}
		return primary(k(fn).Call(rng, jen.Add(dimsType(ra.Ndim)).Values(dims...)))
	case "standard_normal":
		if ra != nil {
			return primary(k("NPStandardNormalArray").Call(rng, size(0)))
		}
		return primary(jen.Add(rng).Dot("NPStandardNormal").Call())
	case "normal":
		if ra != nil {
			return primary(k("NPNormalArray").Call(rng, f(0, 0), f(1, 1), size(2)))
		}
		return primary(jen.Add(rng).Dot("NPNormal").Call(f(0, 0), f(1, 1)))
	case "uniform":
		if ra != nil {
			return primary(k("NPUniformArray").Call(rng, f(0, 0), f(1, 1), size(2)))
		}
		return primary(jen.Add(rng).Dot("NPUniform").Call(f(0, 0), f(1, 1)))
	case "randint":
		lo, hi := jen.Code(jen.Lit(0)), fe.as(c.Args[0], typer.Int64, true)
		if has(1) {
			lo, hi = fe.as(c.Args[0], typer.Int64, true), fe.as(c.Args[1], typer.Int64, true)
		}
		if ra != nil {
			return primary(k("NPRandintArray").Call(rng, lo, hi, size(2)))
		}
		return primary(jen.Add(rng).Dot("NPRandint").Call(lo, hi))
	case "choice":
		if arrayOf(c.ArgTypes[0]) == nil {
			if ra != nil {
				replace := jen.Code(jen.True())
				if has(2) {
					replace = fe.expr(c.Args[2])
				}
				return primary(k("NPChoiceRangeN").Call(rng, fe.as(c.Args[0], typer.Int64, true), fe.intIndex(c.Args[1]).c, replace))
			}
			return primary(k("NPChoiceRange").Call(rng, fe.as(c.Args[0], typer.Int64, true)))
		}
		if ra != nil {
			replace := jen.Code(jen.True())
			if has(2) {
				replace = fe.expr(c.Args[2])
			}
			return primary(k("NPChoiceN").Call(rng, fe.expr(c.Args[0]), fe.intIndex(c.Args[1]).c, replace))
		}
		return primary(k("NPChoice").Call(rng, fe.expr(c.Args[0])))
	case "shuffle":
		return primary(k("NPShuffle").Call(rng, fe.expr(c.Args[0])))
	}
	if d := typer.Distributions[name]; d != nil {
		// One draw, or an array filled in C order with one draw per element.
		var args []jen.Code
		for i := range d.Params {
			t := typer.Type(typer.Float64)
			if d.Kinds[i] == 'i' {
				t = typer.Int64
			}
			if has(i) {
				args = append(args, fe.as(c.Args[i], t, true))
			} else {
				args = append(args, jen.Id(d.Defaults[i]))
			}
		}
		if ra == nil {
			return primary(jen.Add(rng).Dot(d.Method).Call(args...))
		}
		r, i := fe.names.Take("r"), fe.names.Take("i")
		return primary(jen.Func().Params().Add(arrayType(ra)).Block(
			jen.Id(r).Op(":=").Qual(kernelsPath, "Empty").Types(goType(ra.Dtype)).Call(size(len(d.Params))),
			jen.For(jen.Id(i).Op(":=").Range().Id(r).Dot("Data")).Block(jen.Id(r).Dot("Data").Index(jen.Id(i)).Op("=").Add(rng.Clone()).Dot(d.Method).Call(args...)),
			jen.Return(jen.Id(r))).Call())
	}
	switch name {
	case "permutation":
		if arrayOf(c.ArgTypes[0]) != nil {
			return primary(k("NPPermutation").Call(rng, fe.expr(c.Args[0])))
		}
		return primary(k("NPPermutationN").Call(rng, fe.as(c.Args[0], typer.Int64, true)))
	}
	fe.fail(e.Pos, "no emitter for np.random.%s", name)
	return primary(jen.Nil())
}

func (fe *funcEmitter) npRng() string {
	if g, ok := fe.vars[" nprng"]; ok {
		return g
	}
	g := fe.names.Take("nprng")
	fe.vars[" nprng"] = g
	return g
}
