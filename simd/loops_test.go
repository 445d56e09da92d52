package simd

// testLoop is a loop of the differential tests; alias[j] = k passes array k's slice as array j
// too (an output that aliases an input, as np.add(a, b, out=a)); noAVX2 says that the loop needs
// more registers than AVX2 has.
type testLoop struct {
	l      *Loop
	alias  map[int]int
	noAVX2 bool
}

// horner is ((c3*x+c2)*x+c1)*x+c0 into out, with constant or scalar coefficients.
func horner(name string, t Type, scalars, fast bool) *Loop {
	l := &Loop{Name: name, FastMath: fast}
	out := l.AddArray("out", t)
	x := l.Load(l.AddArray("x", t))
	coef := func(j int, c float64) int {
		if scalars {
			return l.Scalar(l.AddScalar("c"+string(rune('0'+j)), t))
		}
		return l.Const(t, c)
	}
	c3, c2, c1, c0 := coef(3, 1.5), coef(2, -0.25), coef(1, 3.0625), coef(0, 0.5)
	p := l.Apply(OpAdd, l.Apply(OpMul, c3, x), c2)
	p = l.Apply(OpAdd, l.Apply(OpMul, p, x), c1)
	p = l.Apply(OpAdd, l.Apply(OpMul, p, x), c0)
	l.Store(out, p)
	return l
}

// lotka is x += dt*(a*x - b*x*y); y += dt*(d*x*y - c*y), both from the old x and y, in place.
func lotka(name string, fast bool) *Loop {
	l := &Loop{Name: name, FastMath: fast}
	xa, ya := l.AddArray("x", Float64), l.AddArray("y", Float64)
	dt, a := l.Scalar(l.AddScalar("dt", Float64)), l.Scalar(l.AddScalar("a", Float64))
	b, c := l.Scalar(l.AddScalar("b", Float64)), l.Scalar(l.AddScalar("c", Float64))
	d := l.Const(Float64, 0.75)
	x, y := l.Load(xa), l.Load(ya)
	xy := l.Apply(OpMul, x, y)
	dx := l.Apply(OpSub, l.Apply(OpMul, a, x), l.Apply(OpMul, b, xy))
	dy := l.Apply(OpSub, l.Apply(OpMul, d, xy), l.Apply(OpMul, c, y))
	l.Store(xa, l.Apply(OpAdd, x, l.Apply(OpMul, dt, dx)))
	l.Store(ya, l.Apply(OpAdd, y, l.Apply(OpMul, dt, dy)))
	return l
}

// unary is out0 = sqrt(abs(x)) - y, out1 = -x / y.
func unary(name string, t Type) *Loop {
	l := &Loop{Name: name}
	o0, o1 := l.AddArray("o0", t), l.AddArray("o1", t)
	x, y := l.Load(l.AddArray("x", t)), l.Load(l.AddArray("y", t))
	l.Store(o0, l.Apply(OpSub, l.Apply(OpSqrt, l.Apply(OpAbs, x)), y))
	l.Store(o1, l.Apply(OpDiv, l.Apply(OpNeg, x), y))
	return l
}

// minMax is o0 = min(x, y), o1 = max(x, y), o2 = max(min(x, s), -0.0).
func minMax(name string, t Type) *Loop {
	l := &Loop{Name: name}
	o0, o1, o2 := l.AddArray("o0", t), l.AddArray("o1", t), l.AddArray("o2", t)
	x, y := l.Load(l.AddArray("x", t)), l.Load(l.AddArray("y", t))
	s := l.Scalar(l.AddScalar("s", t))
	l.Store(o0, l.Apply(OpMin, x, y))
	l.Store(o1, l.Apply(OpMax, x, y))
	negZero := l.Const(t, negZero())
	l.Store(o2, l.Apply(OpMax, l.Apply(OpMin, x, s), negZero))
	return l
}

// where uses every comparison and mask op: o0 = where((x<y && !(x>=s)) || x!=y, x*2, y-1),
// o1 = where(x==y || x>y, x, where(x<=s, s, y)).
func where(name string, t Type) *Loop {
	l := &Loop{Name: name}
	o0, o1 := l.AddArray("o0", t), l.AddArray("o1", t)
	x, y := l.Load(l.AddArray("x", t)), l.Load(l.AddArray("y", t))
	s := l.Scalar(l.AddScalar("s", t))
	m := l.Apply(OpOr, l.Apply(OpAnd, l.Apply(OpLt, x, y), l.Apply(OpNot, l.Apply(OpGe, x, s))), l.Apply(OpNe, x, y))
	l.Store(o0, l.Apply(OpSelect, m, l.Apply(OpMul, x, l.Const(t, 2)), l.Apply(OpSub, y, l.Const(t, 1))))
	m2 := l.Apply(OpOr, l.Apply(OpEq, x, y), l.Apply(OpGt, x, y))
	l.Store(o1, l.Apply(OpSelect, m2, x, l.Apply(OpSelect, l.Apply(OpLe, x, s), s, y)))
	return l
}

// mixed has float32 and float64 values, conversions both ways and masks of both widths:
// o32 = float32(x*s) where y > 0.5 && x < 3 else y; o64 = float64(y) + x where x > 0 || y < 0 else -x.
func mixed(name string) *Loop {
	l := &Loop{Name: name}
	o32, o64 := l.AddArray("o32", Float32), l.AddArray("o64", Float64)
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float32))
	s := l.Scalar(l.AddScalar("s", Float64))
	m := l.Apply(OpAnd, l.Apply(OpGt, y, l.Const(Float32, 0.5)), l.Apply(OpLt, x, l.Const(Float64, 3)))
	l.Store(o32, l.Apply(OpSelect, m, l.Convert(l.Apply(OpMul, x, s), Float32), y))
	m2 := l.Apply(OpOr, l.Apply(OpGt, x, l.Const(Float64, 0)), l.Apply(OpLt, y, l.Const(Float32, 0)))
	l.Store(o64, l.Apply(OpSelect, m2, l.Apply(OpAdd, l.Convert(y, Float64), x), l.Apply(OpNeg, x)))
	return l
}

// axpy is out = a*x + y, for the aliasing tests (out is x or y).
func axpy(name string) *Loop {
	l := &Loop{Name: name}
	out := l.AddArray("out", Float64)
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	a := l.Scalar(l.AddScalar("a", Float64))
	l.Store(out, l.Apply(OpAdd, l.Apply(OpMul, a, x), y))
	return l
}

// reduction folds f(x, y) with kind k; with store, it also writes the folded value to out.
func reduction(name string, t Type, k ReduceKind, store bool) *Loop {
	l := &Loop{Name: name, Reassoc: true}
	var out int
	if store {
		out = l.AddArray("out", t)
	}
	x, y := l.Load(l.AddArray("x", t)), l.Load(l.AddArray("y", t))
	var v int
	switch k {
	case ReduceSum:
		v = l.Apply(OpMul, x, y)
	case ReduceMin:
		v = l.Apply(OpAdd, x, y)
	case ReduceMax:
		v = l.Apply(OpSub, x, y)
	}
	if store {
		l.Store(out, v)
	}
	l.SetReduce(k, v)
	return l
}

// mixedSum sums float32(x) * y over float64 x and float32 y.
func mixedSum(name string) *Loop {
	l := &Loop{Name: name, Reassoc: true}
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float32))
	l.SetReduce(ReduceSum, l.Apply(OpMul, l.Convert(x, Float32), y))
	return l
}

// vmath is o0 = exp(x), o1 = log(x).
func vmath(name string) *Loop {
	l := &Loop{Name: name}
	o0, o1 := l.AddArray("o0", Float64), l.AddArray("o1", Float64)
	x := l.Load(l.AddArray("x", Float64))
	l.Store(o0, l.Apply(OpExp, x))
	l.Store(o1, l.Apply(OpLog, x))
	return l
}

// vmathMix is out = exp(log(x) * y + s) * exp(s - y) + log(y), contracted with fast, with a
// float32 operand: more live values around the math functions.
func vmathMix(name string, fast bool) *Loop {
	l := &Loop{Name: name, FastMath: fast}
	out := l.AddArray("out", Float64)
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	f := l.Convert(l.Load(l.AddArray("f", Float32)), Float64)
	s := l.Scalar(l.AddScalar("s", Float64))
	e := l.Apply(OpExp, l.Apply(OpAdd, l.Apply(OpMul, l.Apply(OpLog, x), y), s))
	e = l.Apply(OpMul, e, l.Apply(OpExp, l.Apply(OpSub, s, f)))
	l.Store(out, l.Apply(OpAdd, e, l.Apply(OpLog, y)))
	return l
}

// vbase2Mix is o0 = exp2(log2(x) * y) + exp(x), o1 = log2(y) - log(y) * s: exp2 and log2
// beside exp and log, which share their tables and constants, with values live across them.
func vbase2Mix(name string) *Loop {
	l := &Loop{Name: name}
	o0, o1 := l.AddArray("o0", Float64), l.AddArray("o1", Float64)
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	s := l.Scalar(l.AddScalar("s", Float64))
	l.Store(o0, l.Apply(OpAdd, l.Apply(OpExp2, l.Apply(OpMul, l.Apply(OpLog2, x), y)), l.Apply(OpExp, x)))
	l.Store(o1, l.Apply(OpSub, l.Apply(OpLog2, y), l.Apply(OpMul, l.Apply(OpLog, y), s)))
	return l
}

// vmathPowMix is o0 = pow(x, y) * x + y, o1 = pow(y, s) - exp(x): pow twice with values live
// across it, beside exp, whose table it shares.
func vmathPowMix(name string) *Loop {
	l := &Loop{Name: name}
	o0, o1 := l.AddArray("o0", Float64), l.AddArray("o1", Float64)
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	s := l.Scalar(l.AddScalar("s", Float64))
	l.Store(o0, l.Apply(OpAdd, l.Apply(OpMul, l.Apply(OpPow, x, y), x), y))
	l.Store(o1, l.Apply(OpSub, l.Apply(OpPow, y, s), l.Apply(OpExp, x)))
	return l
}

// binaryMath is out = op(x, y).
func binaryMath(name string, op Op) *Loop {
	l := &Loop{Name: name}
	out := l.AddArray("out", Float64)
	l.Store(out, l.Apply(op, l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))))
	return l
}

// binaryMath32 is out = op(x, y) on float32: glibc's float32 function.
func binaryMath32(name string, op Op) *Loop {
	l := &Loop{Name: name}
	out := l.AddArray("out", Float32)
	l.Store(out, l.Apply(op, l.Load(l.AddArray("x", Float32)), l.Load(l.AddArray("y", Float32))))
	return l
}

// vmathPowfSum is the sum of powf(x, y) * d over float32 and float64 lanes: powf in a reduction,
// beside float64 values.
func vmathPowfSum(name string) *Loop {
	l := &Loop{Name: name, Reassoc: true}
	x, y := l.Load(l.AddArray("x", Float32)), l.Load(l.AddArray("y", Float32))
	d := l.Load(l.AddArray("d", Float64))
	l.SetReduce(ReduceSum, l.Apply(OpMul, l.Convert(l.Apply(OpPow, x, y), Float64), d))
	return l
}

// unaryMath is out = op(x), for the benchmarks.
func unaryMath(name string, op Op) *Loop {
	l := &Loop{Name: name}
	out := l.AddArray("out", Float64)
	l.Store(out, l.Apply(op, l.Load(l.AddArray("x", Float64))))
	return l
}

// vmathErfSpill is o0 = 0.5 * (1 + erf(x * s)), o1 = erfc(x) * 2 - erfc(-x): three long math
// functions with values live across them, which on AVX2 only the spilling variant fits into 16
// registers.
func vmathErfSpill(name string) *Loop {
	l := &Loop{Name: name}
	o0, o1 := l.AddArray("o0", Float64), l.AddArray("o1", Float64)
	x := l.Load(l.AddArray("x", Float64))
	s := l.Scalar(l.AddScalar("s", Float64))
	half, one, two := l.Const(Float64, 0.5), l.Const(Float64, 1), l.Const(Float64, 2)
	l.Store(o0, l.Apply(OpMul, half, l.Apply(OpAdd, one, l.Apply(OpErf, l.Apply(OpMul, x, s)))))
	l.Store(o1, l.Apply(OpSub, l.Apply(OpMul, l.Apply(OpErfc, x), two), l.Apply(OpErfc, l.Apply(OpNeg, x))))
	return l
}

// unaryMath32 is out = op(x) on float32: glibc's float32 function.
func unaryMath32(name string, op Op) *Loop {
	l := &Loop{Name: name}
	out := l.AddArray("out", Float32)
	l.Store(out, l.Apply(op, l.Load(l.AddArray("x", Float32))))
	return l
}

// vmathF32 is o = exp(x) * s - log(y) on float32, and the sum of log(x) over float32 and
// float64 lanes: expf and logf in a reduction, beside float64 values.
func vmathF32(name string, reduce bool) *Loop {
	l := &Loop{Name: name, Reassoc: reduce}
	x, y := l.Load(l.AddArray("x", Float32)), l.Load(l.AddArray("y", Float32))
	if reduce {
		d := l.Load(l.AddArray("d", Float64))
		l.SetReduce(ReduceSum, l.Apply(OpMul, l.Convert(l.Apply(OpLog, x), Float64), d))
		return l
	}
	out := l.AddArray("out", Float32)
	s := l.Scalar(l.AddScalar("s", Float32))
	l.Store(out, l.Apply(OpSub, l.Apply(OpMul, l.Apply(OpExp, x), s), l.Apply(OpLog, y)))
	return l
}

// vmathTrig is o0 = sin(x), o1 = cos(x).
func vmathTrig(name string) *Loop {
	l := &Loop{Name: name}
	o0, o1 := l.AddArray("o0", Float64), l.AddArray("o1", Float64)
	x := l.Load(l.AddArray("x", Float64))
	l.Store(o0, l.Apply(OpSin, x))
	l.Store(o1, l.Apply(OpCos, x))
	return l
}

// vmathTrigReduce folds sin(x) * cos(y) + s with kind: a reduction that ends early when a lane
// needs the scalar reduction.
func vmathTrigReduce(name string, kind ReduceKind) *Loop {
	l := &Loop{Name: name, Reassoc: kind == ReduceSum}
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	s := l.Scalar(l.AddScalar("s", Float64))
	l.SetReduce(kind, l.Apply(OpAdd, l.Apply(OpMul, l.Apply(OpSin, x), l.Apply(OpCos, y)), s))
	return l
}

// vmathSum sums exp(x) - log(y).
func vmathSum(name string) *Loop {
	l := &Loop{Name: name, Reassoc: true}
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	l.SetReduce(ReduceSum, l.Apply(OpSub, l.Apply(OpExp, x), l.Apply(OpLog, y)))
	return l
}

// vmathAtan2 is out = atan2(y, x).
func vmathAtan2(name string) *Loop {
	l := &Loop{Name: name}
	out := l.AddArray("out", Float64)
	y, x := l.Load(l.AddArray("y", Float64)), l.Load(l.AddArray("x", Float64))
	l.Store(out, l.Apply(OpAtan2, y, x))
	return l
}

// vmathHypSum sums tanh(x) * atan2(y, x) + log1p(y) - expm1(x): the functions of vhyp.go in a
// reduction.
func vmathHypSum(name string) *Loop {
	l := &Loop{Name: name, Reassoc: true}
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	p := l.Apply(OpMul, l.Apply(OpTanh, x), l.Apply(OpAtan2, y, x))
	l.SetReduce(ReduceSum, l.Apply(OpSub, l.Apply(OpAdd, p, l.Apply(OpLog1p, y)), l.Apply(OpExpm1, x)))
	return l
}

// vmathErfSum sums erf(x) * erfc(y): the functions of verf.go in a reduction.
func vmathErfSum(name string) *Loop {
	l := &Loop{Name: name, Reassoc: true}
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	l.SetReduce(ReduceSum, l.Apply(OpMul, l.Apply(OpErf, x), l.Apply(OpErfc, y)))
	return l
}

func testLoops() []testLoop {
	return []testLoop{
		{l: horner("horner64", Float64, false, false)},
		{l: horner("hornerS64", Float64, true, false)},
		{l: horner("hornerFMA64", Float64, true, true)},
		{l: horner("horner32", Float32, false, false)},
		{l: horner("hornerS32", Float32, true, true)}, // FastMath does not contract float32
		{l: lotka("lotka", false)},
		{l: lotka("lotkaFMA", true)},
		{l: unary("unary64", Float64)},
		{l: unary("unary32", Float32)},
		{l: minMax("minMax64", Float64)},
		{l: minMax("minMax32", Float32)},
		{l: where("where64", Float64)},
		{l: where("where32", Float32)},
		{l: mixed("mixed")},
		{l: axpy("axpyOutX"), alias: map[int]int{1: 0}},
		{l: axpy("axpyOutY"), alias: map[int]int{2: 0}},
		{l: reduction("sum64", Float64, ReduceSum, false)},
		{l: reduction("min64", Float64, ReduceMin, false)},
		{l: reduction("max64", Float64, ReduceMax, false)},
		{l: reduction("sumStore64", Float64, ReduceSum, true)},
		{l: reduction("sum32", Float32, ReduceSum, false)},
		{l: reduction("min32", Float32, ReduceMin, true)},
		{l: reduction("max32", Float32, ReduceMax, false)},
		{l: mixedSum("mixedSum")},
		{l: manyScalars()},
		{l: manyLive(), noAVX2: true},
		{l: vmath("vmath")},
		{l: vmathMix("vmathMix", false)},
		{l: vmathMix("vmathMixFMA", true)},
		{l: vmathSum("vmathSum")},
		{l: unaryMath("vmathExp", OpExp)},
		{l: unaryMath("vmathLog", OpLog)},
		{l: vmathTrig("vmathTrig")},
		{l: vmathTrigReduce("vmathTrigSum", ReduceSum)},
		{l: vmathTrigReduce("vmathTrigMax", ReduceMax)},
		{l: unaryMath("vmathSin", OpSin)},
		{l: unaryMath("vmathCos", OpCos)},
		{l: unaryMath("vmathTan", OpTan)},
		{l: unaryMath("vmathTanh", OpTanh)},
		{l: unaryMath("vmathExpm1", OpExpm1)},
		{l: unaryMath("vmathLog1p", OpLog1p)},
		{l: unaryMath("vmathAtan", OpAtan)},
		{l: vmathAtan2("vmathAtan2")},
		{l: vmathHypSum("vmathHypSum")},
		{l: unaryMath("vmathErf", OpErf)},
		{l: unaryMath("vmathErfc", OpErfc)},
		{l: unaryMath("vmathExp2", OpExp2)},
		{l: unaryMath("vmathLog2", OpLog2)},
		{l: vbase2Mix("vmathBase2Mix")},
		{l: binaryMath("vmathPow", OpPow)},
		{l: vmathPowMix("vmathPowMix")},
		{l: vmathErfSum("vmathErfSum")},
		{l: vmathErfSpill("vmathErfSpill")},
		{l: unaryMath32("vmathExpf", OpExp)},
		{l: unaryMath32("vmathLogf", OpLog)},
		{l: unaryMath32("vmathExp2f", OpExp2)},
		{l: unaryMath32("vmathLog2f", OpLog2)},
		{l: vmathF32("vmathF32", false)},
		{l: vmathF32("vmathF32Sum", true)},
		{l: binaryMath32("vmathFPow", OpPow)},
		{l: vmathPowfSum("vmathFPowSum")},
		// The same functions with hardware gathers (Loop.Gather), which must give the same bits.
		{l: gathering(vmath("vmathGather"))},
		{l: gathering(unaryMath("vmathExpGather", OpExp))},
		{l: gathering(unaryMath("vmathLogGather", OpLog))},
		{l: gathering(unaryMath("vmathTanhGather", OpTanh))},
		{l: gathering(unaryMath("vmathAtanGather", OpAtan))},
		{l: gathering(unaryMath32("vmathExpfGather", OpExp))},
		{l: gathering(unaryMath32("vmathLogfGather", OpLog))},
		{l: gathering(unaryMath("vmathExp2Gather", OpExp2))},
		{l: gathering(unaryMath("vmathLog2Gather", OpLog2))},
		{l: gathering(binaryMath("vmathPowGather", OpPow))},
		{l: gathering(unaryMath32("vmathExp2fGather", OpExp2))},
		{l: gathering(unaryMath32("vmathLog2fGather", OpLog2))},
		{l: gathering(binaryMath32("vmathFPowGather", OpPow))},
	}
}

// gathering returns l with its table lookups done by hardware gathers.
func gathering(l *Loop) *Loop {
	l.Gather = true
	return l
}
