package emit

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// npCall emits a call of a NumPy function or array method (typer puts the array first).
func (fe *funcEmitter) npCall(e *translate.Call, c *typer.Call, rt typer.Type) code {
	name := strings.TrimPrefix(c.Builtin, "numpy.")
	if c.Out != nil {
		return fe.ufuncOut(c)
	}
	if typer.Ufuncs[c.Builtin] != nil || name == "where" && c.Args[1] != nil {
		ra := arrayOf(rt)
		if ra != nil && ra.Ndim > 0 {
			return fe.fused(e)
		}
		fu := fe.newFusion(true)
		fu.collect(e)
		// np.bitwise_and(3, 1), np.sign(-3): constants only, which Go would leave untyped (or
		// type as int in a generic call): each is written with its own type.
		fu.typedConsts = fu.constantsOnly()
		if ra != nil {
			// np.where of scalars: the selected element in a 0-d array.
			return primary(jen.Qual(kernelsPath, "ArrayOf").Types(goType(ra.Dtype)).Call(jen.Index(jen.Lit(0)).Int().Values(), fu.elem(e).c))
		}
		return fu.elem(e)
	}
	if strings.HasPrefix(name, "random.") {
		return fe.npRandom(e, c, rt, strings.TrimPrefix(name, "random."))
	}
	if f := npLowerings[name]; f != nil {
		l := &npLower{fe: fe, e: e, c: c, rt: rt, name: name, ra: arrayOf(rt)}
		if orderedAsUint8[name] && len(c.ArgTypes) > 0 && arrayOf(c.ArgTypes[0]) != nil && l.in(0).Dtype.IsBool() {
			return l.viaUint8(f)
		}
		return f(l)
	}
	fe.fail(e.Pos, "no emitter for np.%s", name)
	return primary(jen.Nil())
}

// reduce emits a reduction, whole-array or along axis=.
func (fe *funcEmitter) reduce(fn string, c *typer.Call, rt typer.Type, x jen.Code) code {
	if len(c.Args) > 1 && c.Args[1] != nil && !fe.isNoneConst(c.Args[1]) && !isNoneTyped(c, 1) {
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

// isNoneTyped reports whether argument i of c is a variable of None's type (an axis=None passed in).
func isNoneTyped(c *typer.Call, i int) bool {
	if i >= len(c.ArgTypes) {
		return false
	}
	_, ok := c.ArgTypes[i].(typer.NoneType)
	return ok
}

// floatArray emits an array or number as a float64 array.
func (fe *funcEmitter) floatArray(e translate.Expr) *jen.Statement {
	if arrayOf(fe.typeOf(e)) != nil {
		return fe.arrayAs(e, typer.Float64)
	}
	return jen.Qual(kernelsPath, "FromSlice").Call(jen.Index().Float64().Values(fe.as(e, typer.Float64, true)))
}

// tupleArrays emits the arrays of a tuple argument (np.concatenate((a, b))) with element type dt,
// as the trailing arguments of a variadic call. A tuple literal or a variable gives one argument
// per member; any other tuple expression (a slice of a tuple, a call) is evaluated once, into a
// slice spread with "...".
func (fe *funcEmitter) tupleArrays(e translate.Expr, dt *typer.Basic) []jen.Code {
	if elems, ok := fe.tupleArrayElems(e, dt); ok {
		return elems
	}
	return []jen.Code{fe.tupleArraySlice(e, dt).Op("...")}
}

// tupleArraySlice emits the arrays of a tuple argument as one Go slice of arrays with element type dt.
func (fe *funcEmitter) tupleArraySlice(e translate.Expr, dt *typer.Basic) *jen.Statement {
	tt := fe.typeOf(e).(*typer.Tuple)
	st := jen.Index().Add(arrayType(typer.NewArray(dt, arrayOf(tt.Elems[0]).Ndim, typer.LayoutA)))
	if elems, ok := fe.tupleArrayElems(e, dt); ok {
		return st.Values(elems...)
	}
	t := fe.names.Take("t")
	return jen.Func().Params(jen.Id(t).Add(goType(tt))).Add(st.Clone()).Block(
		jen.Return(st.Clone().Values(fe.tupleMembers(jen.Id(t), tt, dt)...))).Call(fe.expr(e))
}

// tupleArrayElems emits the members of a tuple literal or of a tuple variable, each as an array
// with element type dt; ok is false for any other expression, which must be evaluated only once.
func (fe *funcEmitter) tupleArrayElems(e translate.Expr, dt *typer.Basic) (elems []jen.Code, ok bool) {
	switch e := e.(type) {
	case *translate.Tuple:
		for _, x := range e.Elts {
			elems = append(elems, fe.arrayAs(x, dt))
		}
		return elems, true
	case *translate.Name:
		return fe.tupleMembers(fe.expr(e), fe.typeOf(e).(*typer.Tuple), dt), true
	}
	return nil, false
}

// tupleMembers emits the members of the tuple value x, each as an array with element type dt.
func (fe *funcEmitter) tupleMembers(x jen.Code, tt *typer.Tuple, dt *typer.Basic) []jen.Code {
	var out []jen.Code
	for i, el := range tt.Elems {
		a := arrayOf(el)
		m := tupleElem(x, tt, i)
		if a.Dtype != dt {
			m = fe.astype(m, a, dt)
		}
		out = append(out, m)
	}
	return out
}

// shape emits a shape argument (an integer or a tuple of integers) as a Go [n]int.
func (fe *funcEmitter) shape(e translate.Expr, n int) jen.Code {
	t := fe.typeOf(e)
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
	if at, ok := e.(*translate.Attribute); ok && at.Name == "shape" && arrayOf(fe.typeOf(at.X)) != nil {
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
	switch t := fe.typeOf(x).(type) {
	case *typer.Array:
		if t.Dtype == ra.Dtype {
			if asarray {
				return fe.exprP(x)
			}
			return primary(jen.Add(fe.paren(fe.exprP(x), precPrimary)).Dot("Copy").Call())
		}
		return primary(fe.astype(fe.expr(x), t, ra.Dtype))
	case *typer.List:
		return fe.listToArray(x, t, ra)
	case *typer.Tuple:
		if lit, ok := x.(*translate.Tuple); ok {
			return fe.arrayLiteral(lit, ra)
		}
		return primary(jen.Add(fe.tupleToArray(fe.expr(x), t, ra.Dtype)))
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
	xa, ya := arrayOf(fe.typeOf(x)), arrayOf(fe.typeOf(y))
	switch {
	case xa.Ndim == 1 && ya.Ndim == 1:
		if xa.Dtype.IsComplex() {
			return primary(k("DotComplex").Call(fe.expr(x), fe.expr(y)))
		}
		return primary(k("Dot").Call(fe.expr(x), fe.expr(y)))
	}
	suffix := "" // complex products are plain loops (kernels/zmatmul.go): gonum has no complex BLAS
	if xa.Dtype.IsComplex() {
		suffix = "Complex"
	}
	switch {
	case xa.Ndim == 2 && ya.Ndim == 1:
		return primary(k("MatVec"+suffix).Call(fe.expr(x), fe.expr(y)))
	case xa.Ndim == 1 && ya.Ndim == 2:
		return primary(k("VecMat"+suffix).Call(fe.expr(x), fe.expr(y)))
	}
	return primary(k("MatMul"+suffix).Call(fe.expr(x), fe.expr(y)))
}

// npRandom emits a numpy.random call on the function's NumPy generator.
func (fe *funcEmitter) npRandom(e *translate.Call, c *typer.Call, rt typer.Type, name string) code {
	rng := jen.Id(fe.npRng())
	has := func(i int) bool {
		return i < len(c.Args) && c.Args[i] != nil && !fe.isNoneConst(c.Args[i]) && !isNoneTyped(c, i)
	}
	f := func(i int, def float64) jen.Code {
		if !has(i) {
			return jen.Lit(def)
		}
		return fe.as(c.Args[i], typer.Float64, true)
	}
	ra := arrayOf(rt)
	size := func(i int) jen.Code { return fe.shape(c.Args[i], ra.Ndim) }
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
		replace := jen.Code(jen.True())
		if has(2) {
			replace = fe.expr(c.Args[2])
		}
		// A tuple size (ra.Ndim > 1) fills the shape in C order; an int size is a vector.
		fn, n := "NPChoiceN", jen.Code(nil)
		switch {
		case ra != nil && ra.Ndim > 1:
			fn, n = "NPChoiceShape", size(1)
		case ra != nil:
			n = fe.intIndex(c.Args[1]).c
		}
		if arrayOf(c.ArgTypes[0]) == nil {
			if ra != nil {
				fn = strings.Replace(fn, "NPChoice", "NPChoiceRange", 1)
				return primary(k(fn).Call(rng, fe.as(c.Args[0], typer.Int64, true), n, replace))
			}
			return primary(k("NPChoiceRange").Call(rng, fe.as(c.Args[0], typer.Int64, true)))
		}
		if ra != nil {
			return primary(k(fn).Call(rng, fe.expr(c.Args[0]), n, replace))
		}
		return primary(k("NPChoice").Call(rng, fe.expr(c.Args[0])))
	case "shuffle":
		return primary(k("NPShuffle").Call(rng, fe.expr(c.Args[0])))
	case "dirichlet", "multinomial":
		// Each call names the result's dimensions; the leading ones come from size=.
		seq, sz := 0, 1
		args := []jen.Code{rng}
		if name == "multinomial" {
			seq, sz = 1, 2
			args = append(args, fe.as(c.Args[0], typer.Int64, true))
		}
		args = append(args, fe.realSlice(c.Args[seq]))
		if has(sz) {
			if basic(c.ArgTypes[sz]) != nil {
				args = append(args, fe.intIndex(c.Args[sz]).c)
			} else {
				args = append(args, k("Dims2Slice").Call(fe.shape(c.Args[sz], ra.Ndim-1)).Op("..."))
			}
		}
		fn := map[string]string{"dirichlet": "NPDirichlet", "multinomial": "NPMultinomial"}[name]
		return primary(k(fn).Types(dimsType(ra.Ndim)).Call(args...))
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

// ufuncOut emits a ufunc call with an output array: the result computed into it, which is
// the call's value.
func (fe *funcEmitter) ufuncOut(c *typer.Call) code {
	ot := arrayOf(fe.typeOf(c.Out))
	o, body := fe.ufuncOutStmts(c)
	body = append(body, jen.Return(jen.Id(o)))
	return primary(jen.Func().Params().Add(arrayType(ot)).Block(body...).Call())
}

// ufuncOutStmts emits the statements of a ufunc call with an output array: they declare the
// output's variable o and compute the result into it.
func (fe *funcEmitter) ufuncOutStmts(c *typer.Call) (o string, stmts []jen.Code) {
	ot := arrayOf(fe.typeOf(c.Out))
	o = fe.names.Take("out")
	body := []jen.Code{jen.Id(o).Op(":=").Add(fe.expr(c.Out))}
	return o, append(body, fe.assignInto(jen.Id(o), ot, -1, c.Inner)...)
}

// realSlice emits a 1-d array, a list or a tuple of numbers (np.random.dirichlet's alpha) as
// a Go slice of its element type.
func (fe *funcEmitter) realSlice(e translate.Expr) jen.Code {
	var elts []translate.Expr
	switch x := e.(type) {
	case *translate.List:
		elts = x.Elts
	case *translate.Tuple:
		elts = x.Elts
	}
	switch t := fe.typeOf(e).(type) {
	case *typer.Array:
		if elts != nil { // a list literal, which np functions read as an array
			vals := make([]jen.Code, len(elts))
			for i, x := range elts {
				vals[i] = fe.as(x, t.Dtype, true)
			}
			return jen.Index().Add(goType(t.Dtype)).Values(vals...)
		}
		return jen.Add(fe.paren(fe.exprP(e), precPrimary)).Dot("Flat").Call()
	case *typer.List:
		return jen.Op("*").Add(fe.paren(fe.exprP(e), precUnary))
	case *typer.Tuple:
		el := t.Uniform()
		if elts != nil {
			vals := make([]jen.Code, len(elts))
			for i, x := range elts {
				vals[i] = fe.as(x, el, true)
			}
			return jen.Index().Add(goType(el)).Values(vals...)
		}
		v := fe.names.Take("t")
		return jen.Func().Params().Index().Add(goType(el)).Block(
			jen.Id(v).Op(":=").Add(fe.expr(e)),
			jen.Return(jen.Id(v).Index(jen.Empty(), jen.Empty()))).Call()
	}
	fe.fail(e.At(), "no slice for %s", fe.typeOf(e))
	return jen.Nil()
}
