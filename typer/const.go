package typer

import (
	"go/constant"
	"go/token"
	"math"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Numba freezes module-level globals into compiled code as constants. pygo does the same for
// numbers and tuples of numbers; any other global is an error only where compiled code reads it.

func (c *checker) collectGlobals() {
	for _, g := range c.mod.Globals {
		if _, isImport := c.mod.Imports[g.Name]; isImport {
			continue
		}
		if arr, shape, elems, ok := c.constArrayExpr(g.Value); ok {
			delete(c.badGlob, g.Name)
			c.consts[g.Name] = &Const{Name: g.Name, Pos: g.Pos, Type: arr, Elems: elems, Shape: shape}
			continue
		}
		if f, ok := c.nonFiniteFloat(g.Value); ok {
			delete(c.badGlob, g.Name)
			c.consts[g.Name] = &Const{Name: g.Name, Pos: g.Pos, Type: Float64, NonFinite: f}
			continue
		}
		t, v, elems, ok := c.constValue(g.Value)
		if !ok {
			c.badGlob[g.Name] = g
			delete(c.consts, g.Name)
			continue
		}
		delete(c.badGlob, g.Name)
		c.consts[g.Name] = &Const{Name: g.Name, Pos: g.Pos, Type: t, Value: v, Elems: elems}
	}
}

// constValue evaluates a module-level constant expression.
func (c *checker) constValue(e translate.Expr) (Type, constant.Value, []constant.Value, bool) {
	switch e := e.(type) {
	case *translate.Tuple:
		t := &Tuple{}
		var elems []constant.Value
		for _, x := range e.Elts {
			et, v, _, ok := c.constValue(x)
			if !ok || v == nil || isDatetime(et) {
				return nil, nil, nil, false
			}
			t.Elems = append(t.Elems, et)
			elems = append(elems, v)
		}
		return t, nil, elems, true
	case *translate.Name:
		if k := c.consts[e.Id]; k != nil {
			return k.Type, k.Value, k.Elems, true
		}
	case *translate.Attribute:
		if v, ok := moduleConsts[c.resolvePath(e)]; ok && !math.IsInf(v, 0) && !math.IsNaN(v) {
			return Float64, constant.MakeFloat64(v), nil, true
		}
	case *translate.Const:
		if e.Kind == translate.StrConst {
			return StrType{}, e.Value, nil, true // Numba freezes a global str as a literal
		}
	case *translate.Call:
		if t, v, err := c.constDatetime(e); t != nil {
			return t, v, nil, true
		} else if err != nil {
			return nil, nil, nil, false
		}
	}
	t, v := c.foldScalar(e)
	if v == nil || v.Kind() == constant.Unknown {
		return nil, nil, nil, false
	}
	return t, v, nil, true
}

// foldScalar evaluates literals, names of constants and arithmetic on them.
func (c *checker) foldScalar(e translate.Expr) (*Basic, constant.Value) {
	switch e := e.(type) {
	case *translate.Const:
		return literalType(e)
	case *translate.Name:
		if k := c.consts[e.Id]; k != nil && k.Value != nil {
			if b, ok := k.Type.(*Basic); ok {
				return b, k.Value
			}
		}
	case *translate.Attribute:
		if v, ok := moduleConsts[c.resolvePath(e)]; ok && !math.IsInf(v, 0) && !math.IsNaN(v) {
			return Float64, constant.MakeFloat64(v)
		}
		if m := c.constMachInfo(e.X); m != nil {
			// FLOAT32_EPS = np.finfo(np.float32).eps: NumPy's value, typed as Numba types the
			// scalar it freezes (the float in the dtype, integers int64).
			if v, t := machInfoValue(m, e.Name); v != nil {
				return t, v
			}
		}
	case *translate.UnaryOp:
		t, v := c.foldScalar(e.X)
		if v == nil {
			return nil, nil
		}
		switch e.Op {
		case translate.USub:
			if hasZeroPart(v, t) {
				return nil, nil
			}
			return foldUnary(token.SUB, t, v)
		case translate.UAdd:
			return t, v
		}
	case *translate.Call:
		// np.float32(0.5), np.int8(3): a NumPy scalar of that type, as Numba freezes it.
		if len(e.Args) != 1 || len(e.Keywords) != 0 {
			return nil, nil
		}
		if to := c.builtinCast(e.Func); to != nil {
			// int(2.7), float(3), float('1.5'): Python converts them when the module is
			// imported, and Numba freezes the result.
			t, v := c.foldScalar(e.Args[0])
			if v == nil {
				t, v = parseNumberConst(e.Args[0], to)
			}
			if v == nil {
				return nil, nil
			}
			return castConst(t, v, to)
		}
		rest, ok := strings.CutPrefix(c.resolvePath(e.Func), "numpy.")
		to, isBasic := numbaTypeNames[rest].(*Basic)
		if !ok || !isBasic {
			return nil, nil
		}
		t, v := c.foldScalar(e.Args[0])
		if v == nil {
			return nil, nil
		}
		return castConst(t, v, to)
	case *translate.BinOp:
		xt, xv := c.foldScalar(e.X)
		yt, yv := c.foldScalar(e.Y)
		if xv == nil || yv == nil {
			return nil, nil
		}
		return foldBinary(e.Op, xt, xv, yt, yv)
	}
	return nil, nil
}

// literalType types a literal as Numba does: ints are int64 (uint64 beyond int64's range).
func literalType(e *translate.Const) (*Basic, constant.Value) {
	switch e.Kind {
	case translate.IntConst:
		if _, ok := constant.Int64Val(e.Value); ok {
			return Int64, e.Value
		}
		if _, ok := constant.Uint64Val(e.Value); ok {
			return Uint64, e.Value
		}
		return nil, nil
	case translate.FloatConst:
		return Float64, e.Value
	case translate.ComplexConst:
		return Complex128, e.Value
	case translate.BoolConst:
		return Bool, e.Value
	}
	return nil, nil
}

// moduleConsts are the constants of math, cmath and numpy.
var moduleConsts = map[string]float64{
	"math.pi": math.Pi, "math.e": math.E, "math.tau": 2 * math.Pi, "math.inf": math.Inf(1), "math.nan": math.NaN(),
	"cmath.pi": math.Pi, "cmath.e": math.E, "cmath.tau": 2 * math.Pi, "cmath.inf": math.Inf(1), "cmath.nan": math.NaN(),
	"numpy.pi": math.Pi, "numpy.e": math.E, "numpy.inf": math.Inf(1), "numpy.nan": math.NaN(),
	// NumPy 1.x's aliases, which Numba freezes like any float global.
	"numpy.infty": math.Inf(1), "numpy.Inf": math.Inf(1), "numpy.Infinity": math.Inf(1), "numpy.PINF": math.Inf(1),
	"numpy.NINF": math.Inf(-1), "numpy.NaN": math.NaN(), "numpy.NAN": math.NaN(),
	"numpy.euler_gamma": 0.5772156649015329, "numpy.PZERO": 0,
}

// moduleIntConsts are the integer constants of the standard library that Numba freezes.
var moduleIntConsts = map[string]int64{"sys.maxsize": math.MaxInt64}

// foldUnary folds -x with wrap-around for integers.
func foldUnary(op token.Token, t *Basic, v constant.Value) (*Basic, constant.Value) {
	rt := unaryType(t)
	shift := uint(64 - rt.Bits())
	switch {
	case rt.IsSigned():
		i, _ := constant.Int64Val(constant.ToInt(v))
		return rt, constant.MakeInt64(-i << shift >> shift) // wraps in the type's width
	case rt.IsUnsigned():
		u, _ := constant.Uint64Val(constant.ToInt(v))
		return rt, constant.MakeUint64(-u << shift >> shift)
	case rt.IsFloat():
		f, _ := constant.Float64Val(v)
		return rt, constant.MakeFloat64(-f)
	case rt.IsComplex():
		return rt, constant.UnaryOp(token.SUB, v, 0)
	}
	return nil, nil
}

// foldBinary folds + - * / on constants with Numba's typing and 64-bit wrap-around; the
// operators with Python-specific rounding (// % **) are left to run time.
func foldBinary(op translate.Op, xt *Basic, xv constant.Value, yt *Basic, yv constant.Value) (*Basic, constant.Value) {
	var rt *Basic
	switch op {
	case translate.Add, translate.Sub, translate.Mul:
		rt = arith(xt, yt)
	case translate.Div:
		rt = trueDiv(xt, yt)
		if f, ok := constant.Float64Val(constant.ToFloat(yv)); ok && f == 0 || rt.IsComplex() {
			return nil, nil // raises, or complex division: left to run time
		}
	default:
		return nil, nil
	}
	tok := map[translate.Op]token.Token{translate.Add: token.ADD, translate.Sub: token.SUB, translate.Mul: token.MUL}[op]
	switch {
	case rt.IsSigned():
		a, _ := constant.Int64Val(constant.ToInt(xv))
		b, _ := constant.Int64Val(constant.ToInt(yv))
		return rt, constant.MakeInt64(wrapInt(tok, a, b))
	case rt.IsUnsigned():
		a, _ := constant.Uint64Val(constant.ToInt(xv))
		b, _ := constant.Uint64Val(constant.ToInt(yv))
		return rt, constant.MakeUint64(uint64(wrapInt(tok, int64(a), int64(b))))
	case rt.IsFloat():
		a, _ := constant.Float64Val(constant.ToFloat(xv))
		b, _ := constant.Float64Val(constant.ToFloat(yv))
		var r float64
		switch op {
		case translate.Add:
			r = a + b
		case translate.Sub:
			r = a - b
		case translate.Mul:
			r = a * b
		case translate.Div:
			r = a / b
		}
		if rt == Float32 {
			r = float64(float32(r))
		}
		if math.IsInf(r, 0) || math.IsNaN(r) || r == 0 && math.Signbit(r) {
			return nil, nil // constant.Value has no infinities, NaN or -0.0: left to run time
		}
		return rt, constant.MakeFloat64(r)
	case rt == Complex128 && op != translate.Div:
		return foldComplex(op, xv, yv)
	}
	return nil, nil
}

// sign is constant.Sign, with a bool counting as 0 or 1, as Python counts it (x % False).
func sign(v constant.Value) int {
	if v.Kind() == constant.Bool {
		if constant.BoolVal(v) {
			return 1
		}
		return 0
	}
	return constant.Sign(v)
}

func wrapInt(tok token.Token, a, b int64) int64 {
	switch tok {
	case token.ADD:
		return a + b
	case token.SUB:
		return a - b
	}
	return a * b
}

// overflows reports whether a folded float constant is beyond the range of its type, and the
// infinity it rounds to.
func overflows(v constant.Value, b *Basic) (float64, bool) {
	if !b.IsFloat() || v.Kind() != constant.Float && v.Kind() != constant.Int {
		return 0, false
	}
	f, _ := constant.Float64Val(v)
	if b == Float32 && !math.IsInf(f, 0) && math.Abs(f) > math.MaxFloat32 {
		f = math.Copysign(math.Inf(1), f)
	}
	return f, math.IsInf(f, 0)
}

// castConst converts the constant v of type from to type to as NumPy's scalar constructors do
// (floats truncate toward zero into integers); nil when the value does not fit.
func castConst(from *Basic, v constant.Value, to *Basic) (*Basic, constant.Value) {
	if from.IsComplex() && !to.IsComplex() {
		return nil, nil
	}
	if from.IsBool() {
		v = boolToInt(v)
	}
	switch {
	case to.IsBool():
		return to, constant.MakeBool(constant.Sign(v) != 0)
	case to.IsInteger():
		if from.IsFloat() {
			f, _ := constant.Float64Val(v)
			if math.IsNaN(f) || math.IsInf(f, 0) {
				return nil, nil
			}
			v = constant.MakeFloat64(math.Trunc(f))
		}
		v = constant.ToInt(v)
		if v.Kind() != constant.Int {
			return nil, nil
		}
		bits := uint(to.Bits())
		lo, hi := constant.MakeInt64(0), constant.Shift(constant.MakeUint64(1), token.SHL, bits)
		if to.IsSigned() {
			lo = constant.MakeInt64(-1 << (bits - 1))
			hi = constant.Shift(constant.MakeUint64(1), token.SHL, bits-1)
		}
		if constant.Compare(v, token.LSS, lo) || !constant.Compare(v, token.LSS, hi) {
			return nil, nil
		}
		return to, v
	case to == Float32:
		f, _ := constant.Float64Val(constant.ToFloat(v))
		return to, constant.MakeFloat64(float64(float32(f)))
	case to.IsFloat():
		return to, constant.ToFloat(v)
	}
	return to, constant.ToComplex(v)
}

// constArray evaluates np.array(...) or np.asarray(...) of a (nested) list or tuple of
// constants, with an optional dtype: an array Numba freezes into the compiled code.
func (c *checker) constArray(e translate.Expr) (*Array, []int, []constant.Value, bool) {
	call, ok := e.(*translate.Call)
	if !ok || len(call.Args) == 0 || len(call.Args) > 2 {
		return nil, nil, nil, false
	}
	if p := c.resolvePath(call.Func); p != "numpy.array" && p != "numpy.asarray" {
		return nil, nil, nil, false
	}
	var dtx translate.Expr
	if len(call.Args) == 2 {
		dtx = call.Args[1]
	}
	for _, k := range call.Keywords {
		if k.Name != "dtype" || dtx != nil {
			return nil, nil, nil, false
		}
		dtx = k.Value
	}
	var shape []int
	var types []*Basic
	var vals []constant.Value
	var walk func(x translate.Expr, depth int) bool
	walk = func(x translate.Expr, depth int) bool {
		var elts []translate.Expr
		switch x := x.(type) {
		case *translate.List:
			elts = x.Elts
		case *translate.Tuple:
			elts = x.Elts
		default:
			if depth != len(shape) {
				return false
			}
			t, v := c.foldScalar(x)
			if v == nil {
				f, ok := c.nonFiniteFloat(x)
				if !ok {
					return false
				}
				t, v = Float64, nonFiniteElem(f)
			}
			types, vals = append(types, t), append(vals, v)
			return true
		}
		if depth == len(shape) {
			if len(vals) > 0 {
				return false
			}
			shape = append(shape, len(elts))
		} else if depth > len(shape) || shape[depth] != len(elts) {
			return false
		}
		for _, el := range elts {
			if !walk(el, depth+1) {
				return false
			}
		}
		return true
	}
	// np.array(3.0) has the shape (): a 0-d array of one element.
	if !walk(call.Args[0], 0) || len(vals) == 0 || len(shape) > MaxDims {
		return nil, nil, nil, false
	}
	dt := types[0]
	for _, t := range types[1:] {
		dt = promote(dt, t)
	}
	if dtx != nil {
		rest, ok := strings.CutPrefix(c.resolvePath(dtx), "numpy.")
		b, isBasic := numbaTypeNames[rest].(*Basic)
		if !ok || !isBasic {
			return nil, nil, nil, false
		}
		dt = b
	}
	for i, v := range vals {
		if _, ok := NonFiniteElem(v); ok {
			if !dt.IsFloat() {
				return nil, nil, nil, false // NumPy's cast of inf or nan to an integer is undefined
			}
			continue
		}
		_, cv := castConst(types[i], v, dt)
		if cv == nil {
			return nil, nil, nil, false
		}
		vals[i] = cv
	}
	return NewArray(dt, len(shape), LayoutC), shape, vals, true
}

// constMachInfo returns np.finfo(T) or np.iinfo(T) for a module-level call of either with a
// NumPy type (np.float32, "float32") or a Python one (float), nil for anything else.
func (c *checker) constMachInfo(e translate.Expr) *MachInfo {
	call, ok := e.(*translate.Call)
	if !ok || len(call.Args) != 1 || len(call.Keywords) != 0 {
		return nil
	}
	path := c.resolvePath(call.Func)
	if path != "numpy.finfo" && path != "numpy.iinfo" {
		return nil
	}
	var dt Type
	switch x := call.Args[0].(type) {
	case *translate.Name:
		if _, local := c.mod.Imports[x.Id]; !local {
			dt = pythonTypeNames[x.Id]
		}
	case *translate.Attribute:
		if rest, ok := strings.CutPrefix(c.resolvePath(x), "numpy."); ok {
			dt = numbaTypeNames[rest]
		}
	case *translate.Const:
		if x.Kind == translate.StrConst {
			dt = numbaTypeNames[constant.StringVal(x.Value)]
		}
	}
	b, ok := dt.(*Basic)
	if !ok {
		return nil
	}
	isInt := path == "numpy.iinfo"
	switch {
	case isInt && b.IsInteger():
	case !isInt && (b.IsFloat() || b.IsComplex()):
		b = realOf(b)
	default:
		return nil
	}
	return &MachInfo{Int: isInt, Dtype: b}
}

// foldComplex folds x op y for complex128 constants (op +, - or *) with Python's formulas
// (a real operand is a complex with a zero imaginary part), or gives nil when a part of the
// result is an infinity, NaN or -0.0, which constant.Value cannot hold.
func foldComplex(op translate.Op, xv, yv constant.Value) (*Basic, constant.Value) {
	part := func(v constant.Value) (float64, float64) {
		v = constant.ToComplex(v)
		re, _ := constant.Float64Val(constant.Real(v))
		im, _ := constant.Float64Val(constant.Imag(v))
		return re, im
	}
	a, b := part(xv)
	c, d := part(yv)
	var re, im float64
	switch op {
	case translate.Add:
		re, im = a+c, b+d
	case translate.Sub:
		re, im = a-c, b-d
	case translate.Mul:
		re, im = float64(a*c)-float64(b*d), float64(a*d)+float64(b*c) // no fused multiply-add
	}
	for _, f := range []float64{re, im} {
		if math.IsInf(f, 0) || math.IsNaN(f) || f == 0 && math.Signbit(f) {
			return nil, nil
		}
	}
	return Complex128, constant.BinaryOp(constant.MakeFloat64(re), token.ADD, constant.MakeImag(constant.MakeFloat64(im)))
}
