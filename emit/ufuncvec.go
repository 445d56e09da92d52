package emit

import (
	"fmt"
	"go/constant"
	"go/token"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/simd"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file gives the inner loop of a @vectorize ufunc its vector form: when the element
// function is one return of an expression of float arithmetic, comparisons, conditional
// expressions, abs, sqrt, the math functions with a vector form (vecMathCall), NumPy's math ufuncs with one (vecMath), x ** y and np.power, that expression becomes a simd.Loop over the loop's slices, as a
// fused array expression does. It follows the element function's scalar Go code operation by
// operation, in the types the typer gave each subexpression (a float32 operand meeting a
// float64 is widened first, exactly where the Go code converts it), so the assembly gives the
// bits of the Go loop. Any other body keeps the Go loop.

// elemVec builds the vector form of an element function's body.
type elemVec struct {
	info   *typer.Info
	l      *simd.Loop
	params map[string]int // parameter name → its position among the loop's inputs
	ptypes []*typer.Basic
	arrays map[int]int // input position → array index in l (0 is the output)
	slices []jen.Code  // the loop's slices, in l.Arrays order
	loads  map[int]int // array index → its load node
	ins    []string    // the Go names of the input slices
	// param, when set, gives the node of parameter k instead of a load: the element function
	// is inlined into another loop (a fused expression that calls the ufunc).
	param func(k int) int
	why   string
}

// elemBody returns the expression an element function returns, or why it has no vector form.
func elemBody(s *typer.Spec) (translate.Expr, string) {
	if len(s.Def.Body) != 1 {
		return nil, fmt.Sprintf("its element function has %d statements", len(s.Def.Body))
	}
	r, ok := s.Def.Body[0].(*translate.Return)
	if !ok || r.Value == nil {
		return nil, "its element function is not one return"
	}
	return r.Value, ""
}

func newElemVec(s *typer.Spec, l *simd.Loop) *elemVec {
	v := &elemVec{info: s.Info, l: l, params: map[string]int{}, arrays: map[int]int{}, loads: map[int]int{}}
	for k, p := range s.Def.Params {
		v.params[p.Name] = k
		v.ptypes = append(v.ptypes, s.Params[k].(*typer.Basic))
	}
	return v
}

func (v *elemVec) fail(format string, args ...any) int {
	if v.why == "" {
		v.why = fmt.Sprintf(format, args...)
	}
	return -1
}

// ufuncVector returns the vector loop of ufunc loop s, whose Go loop writes o from the input
// slices ins, or nil (recording why) when the element function has no vector form.
func (e *emitter) ufuncVector(s *typer.Spec, o string, ins []string) *vecCall {
	res := s.Result.(*typer.Basic)
	v := newElemVec(s, &simd.Loop{})
	rt, ok := simdType(res)
	body, why := elemBody(s)
	var n int
	switch {
	case !ok:
		v.fail("its elements are %s", res)
	case why != "":
		v.fail("%s", why)
	default:
		v.l.AddArray(o, rt)
		v.slices = append(v.slices, jen.Id(o))
		v.ins = ins
		n = v.as(body, res)
	}
	if v.why == "" && n >= 0 {
		v.l.Store(0, n)
		v.l.Name = "loop"
		if err := v.l.Validate(); err != nil {
			v.why = err.Error()
		}
	}
	if v.why != "" {
		e.notVectorized = append(e.notVectorized, s.UfuncNames.Loop+": "+v.why)
		e.note(s.Def.Pos, NoteScalar, "the ufunc loop %s has no vector form: %s", s.UfuncNames.Loop, v.why)
		return nil
	}
	v.l.Name = e.prog.Names.Take(s.UfuncNames.Loop + "Vec")
	e.vecLoops = append(e.vecLoops, v.l)
	e.note(s.Def.Pos, NoteSIMD, "the ufunc loop runs as vector assembly %s", v.l.Name)
	return &vecCall{name: v.l.Name, slices: v.slices}
}

// typeOf is the scalar type the typer gave e.
func (v *elemVec) typeOf(e translate.Expr) *typer.Basic {
	b, _ := v.info.Types[e].(*typer.Basic)
	return b
}

// as returns the node of e converted to t, as the Go code converts it.
func (v *elemVec) as(e translate.Expr, t *typer.Basic) int {
	if v.why != "" {
		return -1
	}
	st, ok := simdType(t)
	if !ok {
		return v.fail("it computes in %s", t)
	}
	// A constant becomes a constant of t, as the Go code writes it.
	if c, ok := v.info.Consts[e]; ok {
		if !t.IsFloat() {
			return v.fail("a %s constant", t)
		}
		f, _ := constant.Float64Val(constant.ToFloat(boolInt(c)))
		if t == typer.Float32 {
			f = float64(float32(f))
		}
		return v.l.Const(st, f)
	}
	if f, ok := v.info.Floats[e]; ok {
		if t == typer.Float32 {
			f = float64(float32(f))
		}
		return v.l.Const(st, f)
	}
	from := v.typeOf(e)
	if from == nil {
		return v.fail("an operand is not a scalar")
	}
	n := v.node(e)
	if n < 0 || from == t {
		return n
	}
	if !from.IsFloat() || !t.IsFloat() {
		return v.fail("it converts %s to %s", from, t)
	}
	return v.l.Convert(n, st)
}

// node returns the node of e in its own type.
func (v *elemVec) node(e translate.Expr) int {
	t := v.typeOf(e)
	switch e := e.(type) {
	case *translate.Name:
		k, ok := v.params[e.Id]
		if !ok {
			return v.fail("it reads %s", e.Id)
		}
		if v.param != nil {
			return v.param(k)
		}
		if !t.IsFloat() {
			return v.fail("the input %s is %s", e.Id, t)
		}
		a, ok := v.arrays[k]
		if !ok {
			st, _ := simdType(t)
			a = v.l.AddArray(v.ins[k], st)
			v.arrays[k] = a
			v.slices = append(v.slices, jen.Id(v.ins[k]))
		}
		n, ok := v.loads[a]
		if !ok {
			n = v.l.Load(a)
			v.loads[a] = n
		}
		return n
	case *translate.BinOp:
		if !t.IsFloat() {
			return v.fail("%s on %s", e.Op, t)
		}
		if e.Op == translate.Pow {
			if yt := v.typeOf(e.Y); !v.constIs(e.Y, 2) && (yt == nil || !yt.IsFloat()) {
				return v.fail("a float to an integer power") // binaryCode's repeated multiplication
			}
			return v.pow(e.X, e.Y, t)
		}
		op, ok := vecBinOps[e.Op]
		if !ok {
			return v.fail("the operator %s", e.Op)
		}
		return v.apply(op, v.as(e.X, t), v.as(e.Y, t))
	case *translate.UnaryOp:
		switch {
		case e.Op == translate.UAdd:
			return v.as(e.X, t)
		case e.Op == translate.USub && t.IsFloat():
			return v.apply(simd.OpNeg, v.as(e.X, t))
		}
		return v.fail("the operator %s on %s", e.Op, t)
	case *translate.Compare:
		if len(e.Ops) != 1 {
			return v.fail("a chained comparison")
		}
		xt, yt := v.typeOf(e.X), v.typeOf(e.Ys[0])
		if xt == nil || yt == nil {
			return v.fail("a comparison of non-scalars")
		}
		in := typer.Promote(xt, yt)
		op, ok := vecCmpOps[e.Ops[0]]
		if !ok || !in.IsFloat() {
			return v.fail("a comparison of %s", in)
		}
		return v.apply(op, v.as(e.X, in), v.as(e.Ys[0], in))
	case *translate.IfExp:
		if v.typeOf(e.Test) != typer.Bool {
			return v.fail("a condition that is not a bool")
		}
		return v.apply(simd.OpSelect, v.node(e.Test), v.as(e.Body, t), v.as(e.Else, t))
	case *translate.Call:
		c := v.info.Calls[e]
		if c == nil || c.Kind != typer.CallBuiltin || !t.IsFloat() {
			return v.fail("a call")
		}
		if op, ok := vecMathCall(c.Builtin); ok {
			// The Go code: goMath's function on float64 arguments, its result converted to t, or
			// on float32 its float32 form (float32Funcs), the same op on float32 lanes.
			if hasFloat32Form(goMath[strings.TrimPrefix(c.Builtin, "math.")], t) {
				if !op.Float32Math() {
					return v.fail(noFloat32Form, c.Builtin)
				}
				var args []int
				for _, a := range c.Args {
					args = append(args, v.as(a, typer.Float32))
				}
				return v.apply(op, args...)
			}
			var args []int
			for _, a := range c.Args {
				args = append(args, v.as(a, typer.Float64))
			}
			n := v.apply(op, args...)
			if n < 0 || t == typer.Float64 {
				return n
			}
			return v.l.Convert(n, simd.Float32)
		}
		if u := typer.Ufuncs[c.Builtin]; u != nil && u.Name == "power" {
			return v.power(u, c.Args[0], c.Args[1], t)
		}
		if u := typer.Ufuncs[c.Builtin]; u != nil && vecMath[u.Name] != 0 {
			return v.ufunc(u, c.Args[:u.Nin], t) // as the fused loops (vecLoop.node) read a ufunc's inputs
		}
		if len(c.Args) != 1 {
			return v.fail("a call")
		}
		x := v.as(c.Args[0], t)
		switch c.Builtin {
		case "abs":
			// kernels.Abs: 0 - x when x <= 0, else x.
			st, _ := simdType(t)
			zero := v.l.Const(st, 0)
			return v.apply(simd.OpSelect, v.apply(simd.OpLe, x, zero), v.apply(simd.OpSub, v.l.Const(st, 0), x), x)
		case "math.fabs", "numpy.abs", "numpy.absolute", "numpy.fabs":
			return v.apply(simd.OpAbs, x)
		case "math.sqrt", "numpy.sqrt":
			return v.apply(simd.OpSqrt, x)
		}
		return v.fail("%s", c.Builtin)
	}
	return v.fail("an expression %T", e)
}

func (v *elemVec) apply(op simd.Op, args ...int) int {
	for _, a := range args {
		if a < 0 {
			return -1
		}
	}
	return v.l.Apply(op, args...)
}

// userUfunc returns the node of a call of a @vectorize ufunc in a fused expression: its
// element function inlined, on the nodes of the arguments converted to the loop's types.
func (v *vecLoop) userUfunc(c *typer.Call) int {
	s := c.Spec
	body, why := elemBody(s)
	if why != "" {
		return v.fail("the @vectorize function %s: %s", s.Def.Name, why)
	}
	ev := newElemVec(s, v.l)
	ev.param = func(k int) int {
		n := v.as(c.Args[k], ev.ptypes[k])
		if n < 0 {
			ev.fail("%s", v.why)
		}
		return n
	}
	n := ev.as(body, s.Result.(*typer.Basic))
	if ev.why != "" {
		return v.fail("the @vectorize function %s: %s", s.Def.Name, ev.why)
	}
	return n
}

// constIs reports whether e is a constant equal to f.
func (v *elemVec) constIs(e translate.Expr, f float64) bool {
	c, ok := v.info.Consts[e]
	return ok && c.Kind() != constant.Unknown && constant.Compare(constant.ToFloat(boolInt(c)), token.EQL, constant.MakeFloat64(f))
}

// ufunc returns the node of a NumPy math ufunc with a vector form (vecMath) called on scalars,
// of result type t, as ufuncElem computes it: floatCall's Go function on float64 arguments,
// converted to the loop type, or on float32 its float32 form, the same op on float32 lanes.
func (v *elemVec) ufunc(u *typer.Ufunc, args []translate.Expr, t *typer.Basic) int {
	op := vecMath[u.Name]
	if _, ok := npMath[u.Name]; !ok {
		return v.fail("np.%s", u.Name)
	}
	var ins []*typer.Basic
	for _, a := range args {
		b := v.typeOf(a)
		if b == nil {
			return v.fail("np.%s of a non-scalar", u.Name)
		}
		ins = append(ins, b)
	}
	in, out := typer.UfuncLoop(u, ins, make([]bool, len(ins)))
	if !in.IsFloat() || out != t {
		return v.fail("np.%s on %s", u.Name, in)
	}
	if hasFloat32Form(npMath[u.Name], in) {
		if !op.Float32Math() {
			return v.fail(noFloat32Form, "np."+u.Name)
		}
		var ns []int
		for _, a := range args {
			ns = append(ns, v.as(a, in))
		}
		return v.apply(op, ns...)
	}
	var ns []int
	for _, a := range args {
		n := v.as(a, in)
		if n >= 0 && in != typer.Float64 {
			n = v.l.Convert(n, simd.Float64)
		}
		ns = append(ns, n)
	}
	n := v.apply(op, ns...)
	if n < 0 || in == typer.Float64 {
		return n
	}
	return v.l.Convert(n, simd.Float32)
}
