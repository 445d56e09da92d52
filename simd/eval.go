package simd

import (
	"fmt"
	"math"

	"github.com/pygo-lang/pygo/internal/libm"
)

// Acc holds the ReduceWidth partial accumulators of a reduction: element i is folded into
// Acc[i % ReduceWidth]. A float32 reduction keeps float32 values (exactly) in its float64 slots;
// the generated functions take *[ReduceWidth]float32 for it.
type Acc [ReduceWidth]float64

// NewAcc returns the accumulators of l's reduction before any element: -0 for a sum (the
// identity of IEEE addition, so the sum of no elements is -0 and the caller adds its start
// value), +Inf for min and -Inf for max.
func (l *Loop) NewAcc() Acc {
	var acc Acc
	var v float64
	if l.Reduce != nil {
		switch l.Reduce.Kind {
		case ReduceSum:
			v = math.Copysign(0, -1)
		case ReduceMin:
			v = math.Inf(1)
		case ReduceMax:
			v = math.Inf(-1)
		}
	}
	for j := range acc {
		acc[j] = v
	}
	return acc
}

// Combine folds the accumulators of l's reduction in the fixed tree order of ReduceWidth and
// returns the result. It changes acc.
func (l *Loop) Combine(acc *Acc) float64 {
	if l.Reduce == nil {
		return 0
	}
	f32 := l.Nodes[l.Reduce.Node].Type == Float32
	for w := ReduceWidth / 2; w > 0; w /= 2 {
		for j := range w {
			acc[j] = l.fold(f32, acc[j], acc[j+w])
		}
	}
	return acc[0]
}

// fold is one step of the reduction, in the element type.
func (l *Loop) fold(f32 bool, acc, x float64) float64 {
	k := l.Reduce.Kind
	if f32 {
		return float64(foldF(k, float32(acc), float32(x)))
	}
	return foldF(k, acc, x)
}

func foldF[F float32 | float64](k ReduceKind, acc, x F) F {
	switch k {
	case ReduceSum:
		return acc + x
	case ReduceMin:
		return min(acc, x)
	}
	return max(acc, x)
}

// Eval runs elements lo ≤ i < hi of l in plain Go, in exactly the semantics every lowering
// reproduces: it is the oracle of the tests and the model of the Go that emit writes around and
// instead of the assembly. arrays holds one []float64 or []float32 per Loop.Arrays, each at least
// hi long (the same slice may appear twice); scalars holds one value per Loop.Scalars (a Float32
// scalar must be exact in float32); acc, needed when l has a reduction, holds the accumulators,
// which Eval continues (start with NewAcc, finish with Combine). With FastMath, Eval runs
// Contract(l), as the lowerings do.
func (l *Loop) Eval(lo, hi int, arrays []any, scalars []float64, acc *Acc) error {
	if err := l.Validate(); err != nil {
		return err
	}
	if l.FastMath {
		l = Contract(l)
	}
	if len(arrays) != len(l.Arrays) || len(scalars) != len(l.Scalars) {
		return fmt.Errorf("simd: eval %s: %d arrays and %d scalars, want %d and %d", l.Name, len(arrays), len(scalars), len(l.Arrays), len(l.Scalars))
	}
	if lo < 0 || lo > hi {
		return fmt.Errorf("simd: eval %s: bad range [%d, %d)", l.Name, lo, hi)
	}
	for j, a := range arrays {
		n := -1
		switch a := a.(type) {
		case []float64:
			if l.Arrays[j].Elem == Float64 {
				n = len(a)
			}
		case []float32:
			if l.Arrays[j].Elem == Float32 {
				n = len(a)
			}
		}
		if n < 0 {
			return fmt.Errorf("simd: eval %s: array %d is %T, want []%s", l.Name, j, a, l.Arrays[j].Elem)
		}
		if n < hi {
			return fmt.Errorf("simd: eval %s: array %d has %d elements, want %d", l.Name, j, n, hi)
		}
	}
	if l.Reduce != nil && acc == nil {
		return fmt.Errorf("simd: eval %s: a reduction needs accumulators", l.Name)
	}
	vals := make([]value, len(l.Nodes))
	for i := lo; i < hi; i++ {
		for k, n := range l.Nodes {
			vals[k] = l.evalNode(&n, vals, arrays, scalars, i)
		}
		for _, s := range l.Stores {
			v := vals[s.Node]
			switch a := arrays[s.Array].(type) {
			case []float64:
				a[i] = v.f64
			case []float32:
				a[i] = v.f32
			}
		}
		if r := l.Reduce; r != nil {
			v, f32 := vals[r.Node], l.Nodes[r.Node].Type == Float32
			x := v.f64
			if f32 {
				x = float64(v.f32)
			}
			j := i % ReduceWidth
			acc[j] = l.fold(f32, acc[j], x)
		}
	}
	return nil
}

// value is one lane of one node: the field of the node's type is set.
type value struct {
	f64 float64
	f32 float32
	b   bool
}

func (l *Loop) evalNode(n *Node, vals []value, arrays []any, scalars []float64, i int) value {
	arg := func(j int) value { return vals[n.Args[j]] }
	switch n.Op {
	case OpLoad:
		switch a := arrays[n.Index].(type) {
		case []float64:
			return value{f64: a[i]}
		case []float32:
			return value{f32: a[i]}
		}
	case OpScalar:
		return floatValue(n.Type, scalars[n.Index])
	case OpConst:
		return floatValue(n.Type, n.Const)
	case OpConvert:
		if n.Type == Float32 {
			return value{f32: float32(arg(0).f64)}
		}
		return value{f64: float64(arg(0).f32)}
	case OpSelect:
		if arg(0).b {
			return arg(1)
		}
		return arg(2)
	case OpAnd:
		return value{b: arg(0).b && arg(1).b}
	case OpOr:
		return value{b: arg(0).b || arg(1).b}
	case OpNot:
		return value{b: !arg(0).b}
	}
	var x, y, z value
	switch len(n.Args) {
	case 3:
		z = arg(2)
		fallthrough
	case 2:
		y = arg(1)
		fallthrough
	case 1:
		x = arg(0)
	}
	t := n.Type
	if ops[n.Op].kind == kindCompare {
		t = l.Nodes[n.Args[0]].Type
		if t == Float32 {
			return value{b: compare(n.Op, x.f32, y.f32)}
		}
		return value{b: compare(n.Op, x.f64, y.f64)}
	}
	if t == Float32 {
		return value{f32: arith(n.Op, x.f32, y.f32, z.f32)}
	}
	return value{f64: arith(n.Op, x.f64, y.f64, z.f64)}
}

func floatValue(t Type, v float64) value {
	if t == Float32 {
		return value{f32: float32(v)}
	}
	return value{f64: v}
}

// arith is the Go expression of an arithmetic op, as documented on the Op constants.
func arith[F float32 | float64](op Op, x, y, z F) F {
	switch op {
	case OpAdd:
		return x + y
	case OpSub:
		return x - y
	case OpMul:
		return x * y
	case OpDiv:
		return x / y
	case OpNeg:
		return -x
	case OpAbs:
		return F(math.Abs(float64(x)))
	case OpSqrt:
		return F(math.Sqrt(float64(x)))
	case OpMin:
		return min(x, y)
	case OpMax:
		return max(x, y)
	case OpFMA:
		return F(math.FMA(float64(x), float64(y), float64(z))) // float64 only (Validate)
	case OpExp:
		if x, ok := any(x).(float32); ok {
			return F(libm.Expf(x))
		}
		return F(libm.Exp(float64(x)))
	case OpLog:
		if x, ok := any(x).(float32); ok {
			return F(libm.Logf(x))
		}
		return F(libm.Log(float64(x)))
	case OpSin: // the other math functions are float64 only (Validate)
		return F(libm.Sin(float64(x)))
	case OpCos:
		return F(libm.Cos(float64(x)))
	case OpTan:
		return F(libm.Tan(float64(x)))
	case OpTanh:
		return F(libm.Tanh(float64(x)))
	case OpExpm1:
		return F(libm.Expm1(float64(x)))
	case OpLog1p:
		return F(libm.Log1p(float64(x)))
	case OpAtan:
		return F(libm.Atan(float64(x)))
	case OpAtan2:
		return F(libm.Atan2(float64(x), float64(y)))
	case OpErf:
		return F(libm.Erf(float64(x)))
	case OpExp2:
		if x, ok := any(x).(float32); ok {
			return F(libm.Exp2f(x))
		}
		return F(libm.Exp2(float64(x)))
	case OpLog2:
		if x, ok := any(x).(float32); ok {
			return F(libm.Log2f(x))
		}
		return F(libm.Log2(float64(x)))
	case OpErfc:
		return F(libm.Erfc(float64(x)))
	case OpPow:
		if x, ok := any(x).(float32); ok {
			return F(libm.Powf(x, float32(y)))
		}
		return F(libm.Pow(float64(x), float64(y)))
	}
	panic("simd: internal error: arith " + op.String())
}

// compare is the Go expression of a comparison op.
func compare[F float32 | float64](op Op, x, y F) bool {
	switch op {
	case OpEq:
		return x == y
	case OpNe:
		return x != y
	case OpLt:
		return x < y
	case OpLe:
		return x <= y
	case OpGt:
		return x > y
	case OpGe:
		return x >= y
	}
	panic("simd: internal error: compare " + op.String())
}
