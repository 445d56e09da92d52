package emit

import (
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// npLowering emits one call of a NumPy function.
type npLowering func(l *npLower) code

// npLowerings maps a NumPy function's name ("tril", "linalg.norm", ".fill") to its lowering.
// It is filled once, by the init functions of this package, and read-only afterwards.
var npLowerings = map[string]npLowering{}

// npLower is a NumPy call being lowered: typer's record of it, with the arguments in
// parameter order (nil where not given), and its result type.
type npLower struct {
	fe   *funcEmitter
	e    *translate.Call
	c    *typer.Call
	rt   typer.Type
	ra   *typer.Array // the result when it is an array
	name string
	pre  map[int]jen.Code // arguments emitted already, in place of emitting c.Args[i]
}

// k names a function of the kernels package.
func k(fn string) *jen.Statement { return jen.Qual(kernelsPath, fn) }

// has reports whether argument i was given (and is not None, nor a variable of None's type).
func (l *npLower) has(i int) bool {
	if i >= len(l.c.Args) || l.c.Args[i] == nil || l.fe.isNoneConst(l.c.Args[i]) {
		return false
	}
	if i >= len(l.c.ArgTypes) {
		return true
	}
	_, none := l.c.ArgTypes[i].(typer.NoneType)
	return !none
}

// arg emits argument i as it is.
func (l *npLower) arg(i int) *jen.Statement {
	if c, ok := l.pre[i]; ok {
		return jen.Add(c)
	}
	return l.fe.expr(l.c.Args[i])
}

// arrayLike emits argument i, an array or what np.asarray makes one of (a list or tuple of
// numbers, a number), as an array.
func (l *npLower) arrayLike(i int) *jen.Statement {
	t := l.c.ArgTypes[i]
	if _, ok := t.(*typer.Array); ok {
		return l.arg(i)
	}
	one := &typer.Call{Args: []translate.Expr{l.c.Args[i]}, ArgTypes: []typer.Type{t}}
	return jen.Add(l.fe.npArray(one, typer.AsArrayType(t), true).c)
}

// likeType is np.asarray's type for argument i (an array, a list or tuple of numbers, a number).
func (l *npLower) likeType(i int) *typer.Array { return typer.AsArrayType(l.c.ArgTypes[i]) }

// likeAs emits argument i, an array or what np.asarray makes one of, as an array of dtype dt,
// with at least minDims dimensions (a number's 0-d array raveled to one element for 1).
func (l *npLower) likeAs(i int, dt *typer.Basic, minDims int) *jen.Statement {
	a := l.likeType(i)
	x := l.arrayLike(i)
	if a.Dtype != dt {
		x = l.fe.astype(x, a, dt)
	}
	if a.Ndim < minDims {
		x = k("Ravel").Call(x)
	}
	return x
}

// truthInt emits 1 when argument i is true (as Python's bool(x)), else 0.
func (l *npLower) truthInt(i int) *jen.Statement {
	return jen.Func().Params().Int().Block(
		jen.If(l.fe.truth(l.c.Args[i]).c).Block(jen.Return(jen.Lit(1))),
		jen.Return(jen.Lit(0))).Call()
}

// in returns the type of argument i when it is an array.
func (l *npLower) in(i int) *typer.Array { return arrayOf(l.c.ArgTypes[i]) }

// arrAs emits array argument i with elements of type dt.
func (l *npLower) arrAs(i int, dt *typer.Basic) *jen.Statement {
	return l.fe.arrayAs(l.c.Args[i], dt)
}

// intArg emits argument i as a Go int, or def when it was not given.
func (l *npLower) intArg(i int, def int) jen.Code {
	if !l.has(i) {
		return jen.Lit(def)
	}
	return l.fe.intIndex(l.c.Args[i]).c
}

// cast emits number argument i converted to dt as NumPy casts it into an array (a float
// truncated toward zero for an integer dtype), where Python's conversion rules differ.
func (l *npLower) cast(i int, dt *typer.Basic) jen.Code {
	from := basic(l.c.ArgTypes[i])
	if from != nil && from.IsFloat() && (dt.IsInteger() || dt.IsBool()) {
		return l.fe.convertElem(l.fe.as(l.c.Args[i], from, false), from, dt)
	}
	return l.fe.as(l.c.Args[i], dt, true)
}

// def returns the default of parameter i as the registry spells it.
func (l *npLower) def(i int) string {
	ps := typer.NumPyParams(l.c.Builtin)
	if i >= len(ps) {
		return ""
	}
	return ps[i].Default
}

// num emits argument i, or its default, as a number of type t (a Go int when t is nil).
func (l *npLower) num(i int, t *typer.Basic) jen.Code {
	if l.has(i) {
		if t == nil {
			return l.fe.intIndex(l.c.Args[i]).c
		}
		return l.fe.as(l.c.Args[i], t, true)
	}
	d := l.def(i)
	switch d {
	case "True", "False":
		return jen.Lit(d == "True")
	}
	if t == nil {
		n, err := strconv.Atoi(d)
		if err != nil {
			l.fe.fail(l.e.Pos, "np.%s: parameter %d has no integer default", l.name, i)
		}
		return jen.Lit(n)
	}
	f, err := strconv.ParseFloat(d, 64)
	if err != nil {
		l.fe.fail(l.e.Pos, "np.%s: parameter %d has no numeric default", l.name, i)
	}
	if t.IsFloat() || t.IsComplex() || strings.ContainsAny(d, ".e") {
		return jen.Add(goType(t)).Call(jen.Lit(f))
	}
	return jen.Add(goType(t)).Call(jen.Lit(int64(f)))
}

// npArg lowers one argument of the generic lowering.
type npArg func(l *npLower) jen.Code

// arr is argument i, an array, as it is.
func arr(i int) npArg { return func(l *npLower) jen.Code { return l.arg(i) } }

// arrR is array argument i with the result's element type.
func arrR(i int) npArg {
	return func(l *npLower) jen.Code {
		dt, _ := elemType(l.rt)
		return l.arrAs(i, dt)
	}
}

// intp is argument i (or its default) as a Go int.
func intp(i int) npArg { return func(l *npLower) jen.Code { return l.num(i, nil) } }

// flt is argument i (or its default) as a float64.
func flt(i int) npArg { return func(l *npLower) jen.Code { return l.num(i, typer.Float64) } }

// boolean is argument i (or its default) as a bool.
func boolean(i int) npArg { return func(l *npLower) jen.Code { return l.num(i, typer.Bool) } }

// numR is argument i (or its default) as a number of the result's element type.
func numR(i int) npArg {
	return func(l *npLower) jen.Code {
		dt, _ := elemType(l.rt)
		return l.num(i, dt)
	}
}

// kernel is the generic lowering: kernels.fn(args...).
func kernel(fn string, args ...npArg) npLowering {
	return func(l *npLower) code {
		var xs []jen.Code
		for _, a := range args {
			xs = append(xs, a(l))
		}
		return primary(k(fn).Call(xs...))
	}
}

// kernelT is the generic lowering of functions that make an array from numbers:
// kernels.fn[T](args...) with T the result's element type.
func kernelT(fn string, args ...npArg) npLowering {
	return func(l *npLower) code {
		var xs []jen.Code
		for _, a := range args {
			xs = append(xs, a(l))
		}
		dt, _ := elemType(l.rt)
		return primary(k(fn).Types(goType(dt)).Call(xs...))
	}
}
