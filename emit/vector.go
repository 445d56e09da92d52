package emit

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/simd"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file gives a flat fused loop its vector form: the same element expression as a
// simd.Loop, which simd lowers to AVX-512 and AVX2 assembly. The generated Go calls the loop's
// dispatcher first, which runs a prefix of the elements in assembly (none on a CPU without the
// instructions, or under the purego tag) and returns how many it did; the Go loop then runs
// the rest. Every node of a simd.Loop gives exactly the bits of the Go expression the element
// code here emits for it, so where the split falls does not change any result.

// vecLoop is the vector form of one flat fused loop, built alongside its Go code.
type vecLoop struct {
	fe     *funcEmitter
	fu     *fusion // nil for an explicit loop (vecfor.go)
	l      *simd.Loop
	arrays map[string]int // Go text of a flat slice → its index in l.Arrays
	slices []jen.Code     // the arrays' flat slices, in l.Arrays order
	scals  map[string]int // Go text of a scalar operand → its index in l.Scalars
	values []jen.Code     // the scalars' Go values, in l.Scalars order
	// loads and uses are the node reading each array and each scalar: every element
	// expression that mentions one reads the same value.
	loads, uses map[int]int
	// why says why the loop has no vector form; "" while it may have one.
	why string
}

// newVecLoop starts the vector form of a loop whose first array is out, the flat slice of the
// array it writes, of element type t.
func (fu *fusion) newVecLoop(out jen.Code, t *typer.Basic) *vecLoop {
	v := &vecLoop{fe: fu.fe, fu: fu, l: &simd.Loop{}, arrays: map[string]int{}, scals: map[string]int{}, loads: map[int]int{}, uses: map[int]int{}}
	if _, ok := simdType(t); !ok {
		v.why = fmt.Sprintf("its elements are %s", t)
		return v
	}
	v.array(out, t)
	return v
}

// simdType is the vector lane type of an element type.
func simdType(t *typer.Basic) (simd.Type, bool) {
	switch t {
	case typer.Float64:
		return simd.Float64, true
	case typer.Float32:
		return simd.Float32, true
	case typer.Bool:
		return simd.Bool, true
	}
	return simd.Invalid, false
}

func (v *vecLoop) fail(format string, args ...any) int {
	if v.why == "" {
		v.why = fmt.Sprintf(format, args...)
	}
	return -1
}

// array returns the index of the flat slice s among the loop's arrays.
func (v *vecLoop) array(s jen.Code, t *typer.Basic) int {
	return v.keyedArray(goText(s), s, t)
}

// keyedArray is array with the key that identifies s given: a key made of Python names
// (`var[i]-1`) need not be Go text, since Python names may be Go keywords.
func (v *vecLoop) keyedArray(key string, s jen.Code, t *typer.Basic) int {
	if i, ok := v.arrays[key]; ok {
		return i
	}
	st, _ := simdType(t)
	i := v.l.AddArray(key, st)
	v.arrays[key] = i
	v.slices = append(v.slices, s)
	return i
}

// scalar returns the node of a loop-invariant Go value x of type t.
func (v *vecLoop) scalar(x jen.Code, t *typer.Basic) int {
	st, ok := simdType(t)
	if !ok || st == simd.Bool {
		return v.fail("an operand is a %s scalar", t)
	}
	key := goText(x)
	i, ok := v.scals[key]
	if !ok {
		i = v.l.AddScalar(key, st)
		v.scals[key] = i
		v.values = append(v.values, x)
	}
	n, ok := v.uses[i]
	if !ok {
		n = v.l.Scalar(i)
		v.uses[i] = n
	}
	return n
}

// load returns the node of the element of the flat slice s of type t, converted to want.
func (v *vecLoop) load(s jen.Code, t, want *typer.Basic) int {
	if _, ok := simdType(t); !ok || t == typer.Bool {
		return v.fail("an operand has %s elements", t)
	}
	a := v.array(s, t)
	n, ok := v.loads[a]
	if !ok {
		n = v.l.Load(a)
		v.loads[a] = n
	}
	return v.convert(n, t, want)
}

// convert converts node n of type from to type to, as convertElem does between floats.
func (v *vecLoop) convert(n int, from, to *typer.Basic) int {
	if n < 0 || from == to {
		return n
	}
	st, ok := simdType(to)
	if !ok || !from.IsFloat() || !to.IsFloat() {
		return v.fail("it converts %s to %s", from, to)
	}
	return v.l.Convert(n, st)
}

// as returns the node of e converted to t: the vector form of fusion.elemAs.
func (v *vecLoop) as(e translate.Expr, t *typer.Basic) int {
	if v.why != "" {
		return -1
	}
	fu := v.fu
	if l, ok := fu.leaves[e]; ok {
		if l.t == nil {
			// A constant or a scalar: elemAs gives its loop-invariant Go value.
			return v.scalar(fu.elemAs(e, t).c, t)
		}
		if l.flat == nil {
			return v.fail("an operand is not a flat slice")
		}
		return v.load(l.flat, l.t.Dtype, t)
	}
	from, _ := elemType(fu.fe.typeOf(e))
	return v.convert(v.node(e), from, t)
}

// node returns the node of the element operation e in its own element type: the vector form
// of fusion.elem.
func (v *vecLoop) node(e translate.Expr) int {
	fe := v.fu.fe
	switch e := e.(type) {
	case *translate.BinOp:
		xe, xa := elemType(fe.typeOf(e.X))
		ye, ya := elemType(fe.typeOf(e.Y))
		in, out := typer.ElemLoop(e.Op, xe, ye, xa, ya)
		if !in.IsFloat() || in != out {
			return v.fail("%s on %s elements", e.Op, in)
		}
		if e.Op == translate.Pow {
			return v.pow(e.X, e.Y, in)
		}
		x := v.as(e.X, in)
		op, ok := vecBinOps[e.Op]
		if !ok {
			return v.fail("the operator %s", e.Op)
		}
		return v.apply(op, x, v.as(e.Y, in))
	case *translate.Compare:
		xe, xa := elemType(fe.typeOf(e.X))
		ye, ya := elemType(fe.typeOf(e.Ys[0]))
		in, _ := typer.ElemLoop(e.Ops[0], xe, ye, xa, ya)
		op, ok := vecCmpOps[e.Ops[0]]
		if !in.IsFloat() || !ok {
			return v.fail("a comparison of %s elements", in)
		}
		return v.apply(op, v.as(e.X, in), v.as(e.Ys[0], in))
	case *translate.UnaryOp:
		rt, _ := elemType(fe.typeOf(e))
		switch {
		case e.Op == translate.UAdd:
			return v.as(e.X, rt)
		case e.Op == translate.USub && rt.IsFloat():
			return v.apply(simd.OpNeg, v.as(e.X, rt))
		case e.Op == translate.Invert && rt.IsBool():
			return v.apply(simd.OpNot, v.as(e.X, rt))
		}
		return v.fail("the operator %s on %s", e.Op, rt)
	case *translate.Call:
		c := fe.info.Calls[e]
		if c.Kind == typer.CallUfunc {
			return v.userUfunc(c)
		}
		u := typer.Ufuncs[c.Builtin]
		if u == nil {
			// np.where(c, x, y): kernels.Select(c, x, y)
			rt, _ := elemType(fe.typeOf(e))
			return v.apply(simd.OpSelect, v.as(c.Args[0], typer.Bool), v.as(c.Args[1], rt), v.as(c.Args[2], rt))
		}
		return v.ufunc(u, c.Args[:u.Nin])
	}
	return v.fail("an element expression %T", e)
}

// vecBinOps are the arithmetic operators whose Go form on floats is one simd op.
var vecBinOps = map[translate.Op]simd.Op{
	translate.Add: simd.OpAdd, translate.Sub: simd.OpSub, translate.Mul: simd.OpMul, translate.Div: simd.OpDiv,
}

// vecCmpOps are the comparisons.
var vecCmpOps = map[translate.Op]simd.Op{
	translate.Eq: simd.OpEq, translate.NotEq: simd.OpNe, translate.Lt: simd.OpLt, translate.LtE: simd.OpLe,
	translate.Gt: simd.OpGt, translate.GtE: simd.OpGe,
}

// vecUfuncs are the ufuncs whose element code (ufuncElem) is one simd op on floats, or on masks
// for the logical ones.
var vecUfuncs = map[string]simd.Op{
	"add": simd.OpAdd, "subtract": simd.OpSub, "multiply": simd.OpMul, "divide": simd.OpDiv,
	"true_divide": simd.OpDiv, "less": simd.OpLt, "less_equal": simd.OpLe, "greater": simd.OpGt,
	"greater_equal": simd.OpGe, "equal": simd.OpEq, "not_equal": simd.OpNe, "negative": simd.OpNeg, "sqrt": simd.OpSqrt, "absolute": simd.OpAbs,
	"abs": simd.OpAbs, "fabs": simd.OpAbs, "logical_and": simd.OpAnd, "logical_or": simd.OpOr,
	"logical_not": simd.OpNot,
}

// vecMath are the math functions with a vector form: the ufuncs (npMath) and the functions of
// Python's math module (goMath) of the same name, on float64 (erf, erfc and pow are math's only,
// exp2 and log2 NumPy's only; np.power is x ** y, vecLoop.pow).
var vecMath = map[string]simd.Op{
	"exp": simd.OpExp, "log": simd.OpLog, "sin": simd.OpSin, "cos": simd.OpCos, "tan": simd.OpTan,
	"tanh": simd.OpTanh, "expm1": simd.OpExpm1, "log1p": simd.OpLog1p, "atan": simd.OpAtan, "arctan": simd.OpAtan,
	"atan2": simd.OpAtan2, "arctan2": simd.OpAtan2, "erf": simd.OpErf, "erfc": simd.OpErfc, "exp2": simd.OpExp2,
	"log2": simd.OpLog2, "pow": simd.OpPow,
}

// isVecMath reports whether op is one of the math functions of vecMath.
func isVecMath(op simd.Op) bool {
	for _, m := range vecMath {
		if m == op {
			return true
		}
	}
	return false
}

// hasFloat32Form reports whether the Go code calls the float32 form of the Go function fn
// (float32Funcs: glibc's float32 function) on arguments of type t, which the simd op of fn
// computes on float32 lanes.
func hasFloat32Form(fn string, t typer.Type) bool {
	_, ok := float32Funcs[fn]
	return ok && t == typer.Float32
}

// noFloat32Form is why the vector form of a math function fails on float32 where the Go code calls its float32 form
// (hasFloat32Form) and simd's op has none (simd.Op.Float32Math): glibc's float32 function, which the float64 one
// rounded to float32 differs from, runs in the scalar Go code.
const noFloat32Form = "a float32 %s (glibc's float32 function, which the vector loops do not compute)"

// vecMathCall returns the vector op of a call of Python's math module that has one: goMath's
// function (kernels.Exp, Log, Sin, Cos, Tan, Tanh, Expm1, Log1p, Atan, Atan2, Erf or Erfc) on
// float64.
func vecMathCall(builtin string) (simd.Op, bool) {
	name, ok := strings.CutPrefix(builtin, "math.")
	if !ok || name == "arctan" || name == "arctan2" {
		return 0, false
	}
	op, ok := vecMath[name]
	return op, ok
}

// ufunc returns the node of ufunc u applied to args, following ufuncElem.
func (v *vecLoop) ufunc(u *typer.Ufunc, args []translate.Expr) int {
	fe := v.fu.fe
	var ins []*typer.Basic
	var arrs []bool
	for _, a := range args {
		b, isArr := elemType(fe.typeOf(a))
		ins = append(ins, b)
		arrs = append(arrs, isArr)
	}
	in, out := typer.UfuncLoop(u, ins, arrs)
	logical := u.Name == "logical_and" || u.Name == "logical_or" || u.Name == "logical_not"
	if logical != in.IsBool() || !logical && !in.IsFloat() {
		return v.fail("np.%s on %s elements", u.Name, in)
	}
	if u.Name == "power" && in.IsFloat() && out == in {
		return v.pow(args[0], args[1], in) // ufuncElem's binElem, as x ** y
	}
	var ns []int
	for _, a := range args {
		ns = append(ns, v.as(a, in))
	}
	var n int
	switch u.Name {
	case "positive":
		n = ns[0]
	case "square":
		n = v.apply(simd.OpMul, ns[0], ns[0])
	case "exp", "log", "sin", "cos", "tan", "tanh", "expm1", "log1p", "arctan", "arctan2", "exp2", "log2":
		// floatCall: kernels.Exp, Log, Sin, Cos, Tan, Tanh, Expm1, Log1p, Atan, Atan2, Exp2 and Log2 on
		// float64, converted, or on float32 a float32 form of its own (kernels.Expf, Logf), which
		// is the same simd op on float32 lanes.
		op := vecMath[u.Name]
		if hasFloat32Form(npMath[u.Name], in) {
			if !op.Float32Math() {
				n = v.fail(noFloat32Form, "np."+u.Name)
				break
			}
			n = v.apply(op, ns...)
			break
		}
		var args []int
		for _, a := range ns {
			args = append(args, v.convert(a, in, typer.Float64))
		}
		n = v.convert(v.apply(op, args...), typer.Float64, in)
	case "maximum", "minimum":
		// kernels.Maximum(x, y): x when x is NaN or x >= y, else y (Minimum with <=).
		cmp := simd.OpGe
		if u.Name == "minimum" {
			cmp = simd.OpLe
		}
		x, y := ns[0], ns[1]
		n = v.apply(simd.OpSelect, v.apply(simd.OpOr, v.apply(simd.OpNe, x, x), v.apply(cmp, x, y)), x, y)
	default:
		op, ok := vecUfuncs[u.Name]
		if !ok {
			return v.fail("np.%s", u.Name)
		}
		n = v.apply(op, ns...)
	}
	if out != in && out != typer.Bool { // a comparison's result is already a mask
		return v.convert(n, in, out)
	}
	return n
}

// apply appends op on args, unless an argument already failed.
func (v *vecLoop) apply(op simd.Op, args ...int) int {
	for _, a := range args {
		if a < 0 {
			return -1
		}
	}
	if len(args) > 0 && v.l.Nodes[args[0]].Type == simd.Float32 && isVecMath(op) && !op.Float32Math() {
		// A float32 function of its own (float32Funcs) that simd computes on float64 only,
		// such as glibc's erff: rounding its float64 form would give other bits.
		return v.fail("a float32 %s (glibc's %sf)", op, op)
	}
	return v.l.Apply(op, args...)
}

// vecCall is a registered vector loop: the call of its dispatcher.
type vecCall struct {
	name    string
	slices  []jen.Code // the arrays' flat slices
	scalars []jen.Code
}

// on returns the call of the dispatcher over elements [lo, hi) of every slice, or over all of
// them when lo is nil. The call returns how many elements the assembly did, from the first.
func (c *vecCall) on(lo, hi jen.Code) jen.Code {
	var args []jen.Code
	for _, s := range c.slices {
		if lo != nil {
			s = jen.Add(s).Index(jen.Add(lo), jen.Add(hi))
		}
		args = append(args, s)
	}
	return jen.Id(c.name).Call(append(args, c.scalars...)...)
}

// call finishes the loop with a store of node n into the first array and, when it can be
// vectorized, registers it with the file and returns its call. It returns nil, and records
// why, otherwise.
func (v *vecLoop) call(n int) *vecCall {
	if v.why == "" && n >= 0 {
		v.l.Store(0, n)
	}
	return v.register()
}

// register validates the finished loop and, when it can be vectorized, registers it with the
// file and returns its call. It returns nil, and records why, otherwise.
func (v *vecLoop) register() *vecCall {
	fe := v.fe
	if v.why == "" {
		v.l.Name = "loop" // named below, once it is known to be valid
		if err := v.l.Validate(); err != nil {
			v.why = err.Error()
		}
	}
	if v.why != "" {
		fe.e.notVectorized = append(fe.e.notVectorized, fe.spec.InnerName+": "+v.why)
		fe.e.note(translate.Pos{}, NoteScalar, "the loop has no vector form: %s", v.why)
		return nil
	}
	v.l.Name = fe.e.vecName(fe)
	fe.e.vecLoops = append(fe.e.vecLoops, v.l)
	fe.e.note(translate.Pos{}, NoteSIMD, "runs as vector assembly %s (AVX-512 or AVX2, picked at run time)", v.l.Name)
	return &vecCall{name: v.l.Name, slices: v.slices, scalars: v.values}
}

// assign returns the node of the new element of the first array for dst op= value (dst =
// value when op < 0), where dst has element type t: the vector form of fusion.assignValue.
func (v *vecLoop) assign(op translate.Op, value translate.Expr, t *typer.Basic) int {
	if op < 0 {
		return v.as(value, t)
	}
	ve, va := elemType(v.fu.fe.typeOf(value))
	in, out := typer.ElemLoop(op, t, ve, true, va)
	if in != t || out != t {
		return v.fail("%s= computes in %s", op, in)
	}
	st, _ := simdType(t)
	if v.why != "" || !st.IsFloat() {
		return v.fail("its elements are %s", t)
	}
	x, ok := v.loads[0]
	if !ok {
		x = v.l.Load(0)
		v.loads[0] = x
	}
	if op == translate.Pow && isConstTwo(v.fu.elemAs(value, in)) {
		return v.apply(simd.OpMul, x, x)
	}
	bop, ok := vecBinOps[op]
	if !ok {
		return v.fail("the operator %s=", op)
	}
	return v.apply(bop, x, v.as(value, in))
}

// vecName names a new vector loop of the function fe emits: free at file level and in fe.
func (e *emitter) vecName(fe *funcEmitter) string {
	base := ""
	for f := fe; f != nil && base == ""; f = f.parent {
		base = f.spec.InnerName // a nested function has none: its enclosing function's
	}
	if base == "" {
		base = "vector"
	}
	for {
		n := e.prog.Names.Take(base + "Loop")
		if fe.names.Reserve(n) {
			return n
		}
	}
}
