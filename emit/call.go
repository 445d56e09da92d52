package emit

import (
	"go/constant"

	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

func (fe *funcEmitter) call(e *translate.Call) code {
	c := fe.info.Calls[e]
	if c == nil {
		fe.fail(e.Pos, "unresolved call")
		return primary(jen.Nil())
	}
	rt := fe.typeOf(e)
	if c.Out != nil { // a @vectorize ufunc given its output array
		return fe.ufuncOut(c)
	}
	switch c.Kind {
	case typer.CallUser:
		call := jen.Id(fe.calleeName(c.Spec)).Call(fe.userArgs(c)...)
		if _, ok := c.Spec.Result.(*typer.Iterator); ok {
			return primary(fe.own(call)) // the caller owns a returned iterator
		}
		return primary(call)
	case typer.CallValue:
		return fe.valueCall(e, c)
	case typer.CallNamedTuple:
		return fe.namedTupleCall(e, c)
	case typer.CallNew:
		return primary(jen.Id(c.Spec.CtorName).Call(fe.userArgs(c)...))
	case typer.CallConvert:
		if a := arrayOf(c.ArgTypes[0]); a != nil && a.Ndim == 0 {
			return primary(convert(jen.Qual(kernelsPath, "Item0").Call(fe.expr(c.Args[0])), a.Dtype, c.Type))
		}
		return primary(convert(fe.paren(fe.exprP(c.Args[0]), precCmp+1), c.ArgTypes[0], c.Type))
	case typer.CallMethod:
		if c.Builtin == ".tuple.index" {
			return fe.tupleIndex(c)
		}
		if strings.HasPrefix(c.Builtin, ".list.") {
			return fe.listMethod(e, c)
		}
		if strings.HasPrefix(c.Builtin, ".dict.") {
			return fe.dictMethod(e, c)
		}
		if strings.HasPrefix(c.Builtin, ".litdict.") {
			return fe.litDictMethod(e, c)
		}
		if strings.HasPrefix(c.Builtin, ".litlist.") {
			return fe.litListMethod(e, c)
		}
		if strings.HasPrefix(c.Builtin, ".set.") {
			return fe.setMethod(e, c)
		}
		if strings.HasPrefix(c.Builtin, ".str.") {
			return fe.strMethod(e, c)
		}
		if c.Builtin == ".number.item" {
			return fe.asP(c.Recv, rt, false)
		}
		// conjugate: of a real number, the number itself (Numba: (3).conjugate() is 3, an int64)
		if b := basic(c.ArgTypes[0]); b == nil || !b.IsComplex() {
			return fe.asP(c.Recv, rt, false)
		}
		x := fe.expr(c.Recv)
		return primary(convert(jen.Qual("math/cmplx", "Conj").Call(convert(x, c.ArgTypes[0], typer.Complex128)), typer.Complex128, rt))
	case typer.CallBuiltin:
		return fe.builtin(e, c, rt)
	}
	fe.fail(e.Pos, "unexpected call kind")
	return primary(jen.Nil())
}

// calleeName is the Go name a specialization is called by from this function.
func (fe *funcEmitter) calleeName(s *typer.Spec) string {
	for f := fe; f != nil; f = f.parent {
		if n, ok := f.closures[s]; ok {
			return n
		}
	}
	return s.InnerName
}

func (fe *funcEmitter) userArgs(c *typer.Call) []jen.Code {
	s := c.Spec
	n := len(s.Def.Params)
	var args []jen.Code
	for i := 0; i < n; i++ {
		if c.Kind == typer.CallNew && i == 0 {
			continue // the constructor makes self
		}
		if funcOnly(s.Params[i]) {
			args = append(args, jen.Add(goType(s.Params[i])).Values()) // the specialization knows the functions
			continue
		}
		args = append(args, fe.as(c.Args[i], s.Params[i], true))
	}
	if s.Vararg != nil {
		elems := make([]jen.Code, len(s.Vararg.Elems))
		for i := range s.Vararg.Elems {
			elems[i] = fe.as(c.Args[n+i], s.Vararg.Elems[i], true)
		}
		args = append(args, tupleLit(s.Vararg, elems))
	}
	return args
}

// goMath maps math functions to the Go function with the same meaning on float64. exp, log, log10, erf and erfc give
// glibc's bits (kernels ports glibc's algorithms); sin, cos, tan, tanh, expm1, log1p, atan and atan2 pygo's own (within
// 0.52 ULP, the bits of the vector loops); the math package's functions may differ in the last place.
var goMath = map[string]string{
	"sqrt": "math.Sqrt", "exp": "kernels.Exp", "log": "kernels.Log", "log10": "kernels.Log10", "log1p": "kernels.Log1p",
	"expm1": "kernels.Expm1", "sin": "kernels.Sin", "cos": "kernels.Cos", "tan": "kernels.Tan", "asin": "math.Asin",
	"acos": "math.Acos", "atan": "kernels.Atan", "sinh": "math.Sinh", "cosh": "math.Cosh", "tanh": "kernels.Tanh",
	"asinh": "math.Asinh", "acosh": "math.Acosh", "atanh": "math.Atanh", "fabs": "math.Abs", "erf": "kernels.Erf",
	"erfc": "kernels.Erfc", "gamma": "kernels.Gamma", "lgamma": "kernels.Lgamma", "degrees": "kernels.Degrees",
	"radians": "kernels.Radians", "atan2": "kernels.Atan2", "hypot": "kernels.Hypot", "copysign": "math.Copysign",
	"pow": "kernels.Pow", "fmod": "kernels.Fmod", "isnan": "math.IsNaN", "isfinite": "kernels.IsFinite",
}

// cmathFuncs maps cmath functions to their kernels implementations on complex128.
var cmathFuncs = map[string]string{
	"sqrt": "CSqrt", "exp": "CExp", "log": "CLog", "log10": "CLog10", "sin": "CSin", "cos": "CCos", "tan": "CTan",
	"asin": "CAsin", "acos": "CAcos", "atan": "CAtan", "sinh": "CSinh", "cosh": "CCosh", "tanh": "CTanh",
	"asinh": "CAsinh", "acosh": "CAcosh", "atanh": "CAtanh", "isnan": "CIsNaN", "isinf": "CIsInf", "isfinite": "CIsFinite",
	"phase": "Phase", "rect": "Rect",
}

func qual(path string) *jen.Statement {
	pkg, name, _ := strings.Cut(path, ".")
	switch pkg {
	case "math":
		return jen.Qual("math", name)
	case "cmplx":
		return jen.Qual("math/cmplx", name)
	}
	return jen.Qual(kernelsPath, name)
}

func (fe *funcEmitter) builtin(e *translate.Call, c *typer.Call, rt typer.Type) code {
	path := c.Builtin
	if lc, ok := fe.listBuiltin(e, c, rt); ok {
		return lc
	}
	if dc, ok := fe.dictBuiltin(e, c, rt); ok {
		return dc
	}
	if sc, ok := fe.setBuiltin(c, rt); ok {
		return sc
	}
	if sc, ok := fe.strBuiltin(e, c); ok {
		return sc
	}
	if ic, ok := fe.iterBuiltin(c, rt); ok {
		return ic
	}
	if path == "functools.reduce" {
		return fe.reduceCall(e, c)
	}
	if strings.HasPrefix(path, "numpy.") || typer.NumPyParams(path) != nil { // the registry also holds numba.np.extensions.cross2d
		return fe.npCall(e, c, rt)
	}
	if x := fe.info.Operators[e]; x != nil {
		return fe.exprP(x) // operator.add(a, b) is a + b
	}
	mod, name, _ := strings.Cut(path, ".")
	args := c.Args
	argAs := func(i int, t typer.Type) *jen.Statement { return fe.as(args[i], t, true) }
	switch mod {
	case "heapq":
		return fe.heapqCall(name, c, rt)
	case "math":
		switch name {
		case "floor", "ceil", "trunc":
			if b := basic(c.ArgTypes[0]); b.IsInteger() || b.IsBool() {
				return primary(convert(fe.expr(args[0]), b, rt))
			}
			fn := map[string]string{"floor": "Floor", "ceil": "Ceil", "trunc": "Trunc"}[name]
			return primary(jen.Qual(kernelsPath, fn).Types(goType(rt)).Call(fe.expr(args[0])))
		case "isinf":
			return primary(jen.Qual("math", "IsInf").Call(argAs(0, typer.Float64), jen.Lit(0)))
		case "isnan", "isfinite":
			return primary(qual(goMath[name]).Call(argAs(0, typer.Float64)))
		case "ldexp":
			return primary(convert(jen.Qual(kernelsPath, "Ldexp").Call(argAs(0, typer.Float64), argAs(1, typer.Int64)), typer.Float64, rt))
		case "frexp":
			tt := rt.(*typer.Tuple)
			m, x := fe.names.Take("m"), fe.names.Take("e")
			return primary(jen.Func().Params().Add(goType(tt)).Block(
				jen.List(jen.Id(m), jen.Id(x)).Op(":=").Qual(kernelsPath, "Frexp").Call(argAs(0, typer.Float64)),
				jen.Return(tupleLit(tt, []jen.Code{convert(jen.Id(m), typer.Float64, tt.Elems[0]), convert(jen.Id(x), typer.Int64, tt.Elems[1])})),
			).Call())
		case "gcd":
			gcd := jen.Qual(kernelsPath, "Gcd")
			if _, ok := fe.info.Consts[c.Args[0]]; ok {
				if _, ok := fe.info.Consts[c.Args[1]]; ok {
					gcd = gcd.Types(goType(rt)) // two untyped Go constants would make it Gcd[int]
				}
			}
			return primary(gcd.Call(argAs(0, rt), argAs(1, rt)))
		}
		fn := goMath[name]
		if f, ok := float32Funcs[fn]; ok && rt == typer.Float32 {
			var as []jen.Code
			for i := range args {
				as = append(as, argAs(i, typer.Float32))
			}
			return primary(qual(f).Call(as...))
		}
		var as []jen.Code
		for i := range args {
			as = append(as, argAs(i, typer.Float64))
		}
		return primary(convert(qual(fn).Call(as...), typer.Float64, rt))
	case "cmath":
		switch name {
		case "polar":
			tt := rt.(*typer.Tuple)
			r, phi := fe.names.Take("r"), fe.names.Take("phi")
			return primary(jen.Func().Params().Add(goType(tt)).Block(
				jen.List(jen.Id(r), jen.Id(phi)).Op(":=").Qual(kernelsPath, "Polar").Call(argAs(0, typer.Complex128)),
				jen.Return(tupleLit(tt, []jen.Code{convert(jen.Id(r), typer.Float64, tt.Elems[0]), convert(jen.Id(phi), typer.Float64, tt.Elems[1])})),
			).Call())
		case "rect":
			return primary(jen.Qual(kernelsPath, "Rect").Call(argAs(0, typer.Float64), argAs(1, typer.Float64)))
		case "log":
			if len(args) == 2 {
				// log(z) / log(base), as Numba's cmath.log with a base: both logarithms in the
				// result's precision, then its complex division (ZeroDivisionError for base 1).
				l := func(i int) jen.Code {
					return convert(jen.Qual(kernelsPath, "CLog").Call(argAs(i, typer.Complex128)), typer.Complex128, rt)
				}
				return primary(jen.Qual(kernelsPath, "TrueDivComplex").Call(l(0), l(1)))
			}
		}
		fn := cmathFuncs[name]
		var from typer.Type = typer.Complex128
		if strings.HasPrefix(fn, "CIs") {
			from = typer.Bool
		} else if fn == "Phase" {
			from = typer.Float64
		}
		return primary(convert(jen.Qual(kernelsPath, fn).Call(argAs(0, typer.Complex128)), from, rt))
	case "numba":
		switch name {
		case "get_num_threads":
			return primary(jen.Int64().Call(jen.Qual(kernelsPath, "NumThreads").Call()))
		case "get_thread_id":
			if fe.worker == "" {
				return primary(jen.Int64().Call(jen.Lit(0)))
			}
			return primary(jen.Int64().Call(jen.Id(fe.worker)))
		case "set_num_threads":
			return primary(jen.Qual(kernelsPath, "SetNumThreads").Call(jen.Int().Call(fe.expr(args[0]))))
		}
	case "random":
		rng := jen.Id(fe.rng())
		switch name {
		case "seed":
			return primary(rng.Dot("Seed").Call(jen.Uint32().Call(fe.expr(args[0]))))
		case "random":
			return primary(rng.Dot("Random").Call())
		case "getrandbits": // Numba's signature takes k as an int32
			return primary(rng.Dot("GetRandBits").Call(jen.Int64().Call(jen.Int32().Call(argAs(0, typer.Int64)))))
		case "randint":
			return primary(rng.Dot("RandInt").Call(argAs(0, typer.Int64), argAs(1, typer.Int64)))
		case "randrange":
			start, stop, step := jen.Code(jen.Lit(0)), argAs(0, typer.Int64), jen.Code(jen.Lit(1))
			if len(args) > 1 {
				start, stop = argAs(0, typer.Int64), argAs(1, typer.Int64)
			}
			if len(args) > 2 {
				step = argAs(2, typer.Int64)
			}
			return primary(rng.Dot("RandRange").Call(start, stop, step))
		}
		method := map[string]string{"uniform": "Uniform", "gauss": "Gauss", "normalvariate": "NormalVariate", "expovariate": "ExpoVariate"}[name]
		var as []jen.Code
		for i := range args {
			as = append(as, argAs(i, typer.Float64))
		}
		return primary(rng.Dot(method).Call(as...))
	}
	switch path {
	case "abs":
		b := basic(c.ArgTypes[0])
		switch {
		case b.IsComplex():
			return primary(convert(jen.Qual(kernelsPath, "AbsComplex").Call(argAs(0, typer.Complex128)), typer.Float64, rt))
		case b.IsUnsigned():
			return fe.exprP(args[0])
		case b.IsBool():
			return primary(convert(fe.expr(args[0]), b, rt))
		}
		return primary(jen.Qual(kernelsPath, "Abs").Call(fe.as(args[0], rt, false)))
	case "min", "max":
		fn := map[string]string{"min": "Min", "max": "Max"}[path]
		if tt, ok := c.ArgTypes[0].(*typer.Tuple); ok && len(args) == 1 {
			t := fe.names.Take("t")
			var elems []jen.Code
			for i := range tt.Elems {
				elems = append(elems, convert(tupleElem(jen.Id(t), tt, i), tt.Elems[i], rt))
			}
			return primary(jen.Func().Params(jen.Id(t).Add(goType(tt))).Add(goType(rt)).Block(
				jen.Return(jen.Qual(kernelsPath, fn).Call(elems...))).Call(fe.expr(args[0])))
		}
		var as []jen.Code
		for i := range args {
			as = append(as, fe.as(args[i], rt, i > 0))
		}
		if len(as) == 2 {
			fn += "2"
		}
		return primary(jen.Qual(kernelsPath, fn).Call(as...))
	case "int", "float":
		if isStrType(c.ArgTypes[0]) {
			fn := map[string]string{"int": "ParseInt", "float": "ParseFloat"}[path]
			return primary(jen.Qual(kernelsPath, fn).Call(fe.expr(args[0])))
		}
		if v, ok := fe.info.Consts[args[0]]; ok && v.Kind() == constant.Float && basic(rt).IsInteger() {
			// int(3.7): Go rejects converting a constant that is not a whole number.
			return primary(jen.Qual(kernelsPath, "FloatToInt").Types(goType(rt)).Call(fe.as(args[0], typer.Float64, false)))
		}
		return primary(convert(fe.paren(fe.exprP(args[0]), precCmp+1), c.ArgTypes[0], rt))
	case "bool":
		return fe.truth(args[0])
	case "complex":
		if len(args) == 1 {
			return primary(convert(fe.expr(args[0]), c.ArgTypes[0], rt))
		}
		return primary(jen.Complex(argAs(0, typer.Float64), argAs(1, typer.Float64)))
	case "round":
		b := basic(c.ArgTypes[0])
		if len(args) == 1 {
			if !b.IsFloat() {
				return primary(convert(fe.expr(args[0]), b, rt))
			}
			return primary(jen.Qual(kernelsPath, "Round").Call(fe.expr(args[0])))
		}
		return primary(jen.Qual(kernelsPath, "RoundN").Call(argAs(0, rt), argAs(1, typer.Int64)))
	case "divmod":
		tt := rt.(*typer.Tuple)
		et := basic(tt.Elems[0])
		fn := "DivMod"
		if et.IsFloat() {
			fn = "DivModFloat"
		}
		if fe.spec.ErrorModel == "numpy" {
			fn += "NP"
		}
		q, r := fe.names.Take("q"), fe.names.Take("r")
		return primary(jen.Func().Params().Add(goType(tt)).Block(
			jen.List(jen.Id(q), jen.Id(r)).Op(":=").Qual(kernelsPath, fn).Types(goType(et)).Call(argAs(0, et), argAs(1, et)),
			jen.Return(tupleLit(tt, []jen.Code{jen.Id(q), jen.Id(r)})),
		).Call())
	case "slice":
		return fe.sliceCall(c)
	case "hash":
		return primary(jen.Qual(kernelsPath, "PyHash").Call(fe.expr(args[0])))
	case "pow":
		return fe.binaryCode(translate.Pow, rt, args[0], args[1], c.ArgTypes[0], c.ArgTypes[1], fe.info.Raising[e])
	case "print":
		return fe.print(e, c)
	case "range":
		return fe.rangeValue(c)
	case "len":
		if _, ok := c.ArgTypes[0].(typer.RangeType); ok {
			return primary(jen.Add(fe.paren(fe.exprP(args[0]), precPrimary)).Dot("Len").Call())
		}
		if arrayOf(c.ArgTypes[0]) != nil {
			return primary(jen.Int64().Call(jen.Add(fe.paren(fe.exprP(args[0]), precPrimary)).Dot("Shape").Index(jen.Lit(0))))
		}
		if _, ok := c.ArgTypes[0].(*typer.RecordArray); ok {
			return primary(jen.Int64().Call(jen.Add(fe.paren(fe.exprP(args[0]), precPrimary)).Dot("Len").Call()))
		}
		if _, ok := c.ArgTypes[0].(typer.BytesType); ok {
			return primary(jen.Int64().Call(jen.Len(fe.expr(args[0]))))
		}
		if listOf(c.ArgTypes[0]) != nil {
			return primary(jen.Int64().Call(jen.Len(fe.deref(args[0]))))
		}
		if dictOf(c.ArgTypes[0]) != nil || dictViewOf(c.ArgTypes[0]) != nil {
			return primary(fe.dictRecv(args[0]).Dot("Len").Call())
		}
		if setOf(c.ArgTypes[0]) != nil {
			return primary(fe.setRecv(args[0]).Dot("Len").Call())
		}
		if tt, ok := c.ArgTypes[0].(*typer.Tuple); ok && tt.Class != nil {
			// A namedtuple's length is its number of fields; the argument is still evaluated.
			n := jen.Int64().Call(jen.Lit(len(tt.Elems)))
			if _, isName := args[0].(*translate.Name); isName {
				return primary(n)
			}
			return primary(jen.Func().Params(goType(tt)).Int64().Block(jen.Return(jen.Lit(len(tt.Elems)))).Call(fe.expr(args[0])))
		}
		return primary(jen.Int64().Call(jen.Len(fe.expr(args[0]))))
	}
	fe.fail(e.Pos, "no emitter for builtin %s", path)
	return primary(jen.Nil())
}

func (fe *funcEmitter) print(e *translate.Call, c *typer.Call) code {
	var as []jen.Code
	for _, a := range c.Args {
		if _, ok := fe.typeOf(a).(typer.ExcValue); ok {
			as = append(as, fe.str(a)) // print(e) prints str(e)
			continue
		}
		as = append(as, fe.printable(a))
	}
	var sep, end jen.Code = jen.Lit(" "), jen.Lit("\n")
	custom := false
	for _, k := range e.Keywords {
		custom = true
		if k.Name == "sep" {
			sep = fe.expr(k.Value)
		} else {
			end = fe.expr(k.Value)
		}
	}
	if custom {
		return primary(jen.Qual(kernelsPath, "PrintTo").Call(append([]jen.Code{jen.Qual("os", "Stdout"), sep, end}, as...)...))
	}
	return primary(jen.Qual(kernelsPath, "Print").Call(as...))
}

// printable emits a value for kernels.Str/Repr/Print: scalars and strings as they are,
// tuples as kernels.Tuple.
func (fe *funcEmitter) printable(e translate.Expr) jen.Code {
	t := fe.typeOf(e)
	switch t := t.(type) {
	case *typer.Tuple:
		if lit, ok := e.(*translate.Tuple); ok {
			elems := make([]jen.Code, len(lit.Elts))
			for i, x := range lit.Elts {
				elems[i] = fe.printable(x)
			}
			return jen.Qual(kernelsPath, "Tuple").Values(elems...)
		}
		v := fe.names.Take("t")
		kind := "Tuple"
		if t.Class != nil {
			kind = "NamedTuple"
		}
		return jen.Func().Params(jen.Id(v).Add(goType(t))).Qual(kernelsPath, kind).Block(
			jen.Return(tuplePrintable(jen.Id(v), t))).Call(fe.expr(e))
	case typer.NoneType:
		return jen.Nil()
	case *typer.Dict:
		return fe.dictRecv(e).Dot("Str").Call()
	case *typer.Set:
		return fe.setRecv(e).Dot("Str").Call()
	case *typer.Basic:
		if _, ok := fe.info.Consts[e]; ok {
			return fe.as(e, t, false)
		}
	}
	return fe.expr(e)
}

func tuplePrintable(x jen.Code, t *typer.Tuple) jen.Code {
	elems := make([]jen.Code, len(t.Elems))
	for i, et := range t.Elems {
		el := tupleElem(x, t, i)
		if inner, ok := et.(*typer.Tuple); ok {
			elems[i] = tuplePrintable(el, inner)
		} else if et == (typer.NoneType{}) {
			elems[i] = jen.Nil() // kernels prints nil as None
		} else {
			elems[i] = el
		}
	}
	if t.Class != nil {
		fields := make([]jen.Code, len(t.Class.Fields))
		for i, f := range t.Class.Fields {
			fields[i] = jen.Lit(f)
		}
		return jen.Qual(kernelsPath, "NamedTuple").Values(jen.Dict{
			jen.Id("Name"):   jen.Lit(t.Class.Name),
			jen.Id("Fields"): jen.Index().String().Values(fields...),
			jen.Id("Values"): jen.Index().Any().Values(elems...),
		})
	}
	return jen.Qual(kernelsPath, "Tuple").Values(elems...)
}

// str emits Python's str(e) as a Go string.
func (fe *funcEmitter) str(e translate.Expr) jen.Code {
	switch fe.typeOf(e).(type) {
	case typer.StrType:
		return fe.expr(e)
	case typer.ExcValue:
		return jen.Qual(kernelsPath, "ExcStr").Call(fe.expr(e))
	}
	return jen.Qual(kernelsPath, "Str").Call(fe.printable(e))
}

func (fe *funcEmitter) fstring(e *translate.FString) code {
	var parts []jen.Code
	for _, p := range e.Parts {
		switch {
		case p.X == nil:
			if p.Lit != "" {
				parts = append(parts, jen.Lit(p.Lit))
			}
		case p.Conv == 'r' || p.Conv == 'a':
			parts = append(parts, jen.Qual(kernelsPath, "Repr").Call(fe.printable(p.X)))
		case p.Spec != "":
			parts = append(parts, jen.Qual(kernelsPath, "Format").Call(fe.printable(p.X), jen.Lit(p.Spec)))
		default:
			parts = append(parts, fe.str(p.X))
		}
	}
	if len(parts) == 0 {
		return primary(jen.Lit(""))
	}
	c := jen.Add(parts[0])
	for _, p := range parts[1:] {
		c = c.Op("+").Add(p)
	}
	if len(parts) == 1 {
		return primary(c)
	}
	return code{c, precAdd}
}
