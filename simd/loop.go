package simd

import (
	"fmt"
	"go/token"
	"strconv"
	"strings"
)

// Type is the element type of a loop value: one lane of a vector.
type Type uint8

// The element types. Bool is a lane mask: the result of a comparison, the first operand of
// OpSelect and the operands of OpAnd, OpOr and OpNot; it is never loaded, stored or reduced.
const (
	Invalid Type = iota
	Float64
	Float32
	Bool
)

var typeNames = [...]string{Invalid: "invalid", Float64: "float64", Float32: "float32", Bool: "bool"}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return fmt.Sprintf("Type(%d)", t)
}

// IsFloat reports whether t is Float64 or Float32.
func (t Type) IsFloat() bool { return t == Float64 || t == Float32 }

// Size is the size of one element of type t in bytes (0 for Bool and Invalid).
func (t Type) Size() int {
	switch t {
	case Float64:
		return 8
	case Float32:
		return 4
	}
	return 0
}

// Op is the operation of a Node.
type Op uint8

// The operations. Each row of the ops table gives the arity and the operand rule; the comments
// give the Go expression whose bits every lowering reproduces (x, y, z are the arguments).
const (
	OpInvalid Op = iota
	OpLoad       // a[i] of Loop.Arrays[Index]
	OpScalar     // Loop.Scalars[Index], the same in every lane
	OpConst      // Node.Const converted to Node.Type
	OpAdd        // x + y
	OpSub        // x - y
	OpMul        // x * y
	OpDiv        // x / y
	OpNeg        // -x
	OpAbs        // math.Abs(x)
	OpSqrt       // math.Sqrt(x); float32(math.Sqrt(float64(x))) for float32, which is exact
	OpMin        // min(x, y), Go's builtin: NaN if either is NaN, -0 < +0 (np.minimum)
	OpMax        // max(x, y), Go's builtin: NaN if either is NaN, -0 < +0 (np.maximum)
	OpFMA        // math.FMA(x, y, z), float64 only; made by FastMath contraction or written directly
	OpEq         // x == y
	OpNe         // x != y (true when either is NaN)
	OpLt         // x < y
	OpLe         // x <= y
	OpGt         // x > y
	OpGe         // x >= y
	OpSelect     // x ? y : z, np.where(x, y, z)
	OpAnd        // x && y
	OpOr         // x || y
	OpNot        // !x
	OpConvert    // Node.Type(x): float32(x) rounds to nearest even, float64(x) is exact
	OpExp        // libm.Exp(x), glibc's exp (kernels.Exp, np.exp); libm.Expf(x), glibc's expf, for float32
	OpLog        // libm.Log(x), glibc's log (kernels.Log, np.log); libm.Logf(x), glibc's logf, for float32
	OpSin        // libm.Sin(x), pygo's sin (kernels.Sin, np.sin), float64 only
	OpCos        // libm.Cos(x), pygo's cos (kernels.Cos, np.cos), float64 only
	OpTan        // libm.Tan(x), pygo's tan (kernels.Tan, np.tan), float64 only
	OpTanh       // libm.Tanh(x), pygo's tanh (kernels.Tanh, np.tanh), float64 only
	OpExpm1      // libm.Expm1(x), pygo's expm1 (kernels.Expm1, np.expm1), float64 only
	OpLog1p      // libm.Log1p(x), pygo's log1p (kernels.Log1p, np.log1p), float64 only
	OpAtan       // libm.Atan(x), pygo's atan (kernels.Atan, np.arctan), float64 only
	OpAtan2      // libm.Atan2(x, y), pygo's atan2 (kernels.Atan2, np.arctan2), float64 only
	OpErf        // libm.Erf(x), glibc's erf (kernels.Erf, math.erf), float64 only
	OpErfc       // libm.Erfc(x), glibc's erfc (kernels.Erfc, math.erfc), float64 only
	OpExp2       // libm.Exp2(x), glibc's exp2 (kernels.Exp2, np.exp2, 2.0 ** x); libm.Exp2f(x), glibc's exp2f, for float32
	OpLog2       // libm.Log2(x), glibc's log2 (kernels.Log2, np.log2); libm.Log2f(x), glibc's log2f, for float32
	OpPow        // libm.Pow(x, y), glibc's pow (kernels.Pow, kernels.PowFloat, x ** y, np.power); libm.Powf(x, y), glibc's powf, for float32
	numOps
)

// opKind says how an op's operands and result are typed.
type opKind uint8

const (
	kindLeaf    opKind = iota // no arguments
	kindArith                 // float operands and result of one type
	kindCompare               // two float operands of one type, Bool result
	kindSelect                // Bool, T, T → T
	kindMask                  // Bool operands and result
	kindConvert               // one float operand of the other float type
)

type opInfo struct {
	name  string
	arity int
	kind  opKind
}

// float32Math marks the math functions with a float32 form of their own: glibc's float32
// function, which Numba calls for float32 arguments.
var float32Math = [numOps]bool{OpExp: true, OpLog: true, OpExp2: true, OpLog2: true, OpPow: true}

var ops = [numOps]opInfo{
	OpLoad:    {"load", 0, kindLeaf},
	OpScalar:  {"scalar", 0, kindLeaf},
	OpConst:   {"const", 0, kindLeaf},
	OpAdd:     {"add", 2, kindArith},
	OpSub:     {"sub", 2, kindArith},
	OpMul:     {"mul", 2, kindArith},
	OpDiv:     {"div", 2, kindArith},
	OpNeg:     {"neg", 1, kindArith},
	OpAbs:     {"abs", 1, kindArith},
	OpSqrt:    {"sqrt", 1, kindArith},
	OpMin:     {"min", 2, kindArith},
	OpMax:     {"max", 2, kindArith},
	OpFMA:     {"fma", 3, kindArith},
	OpEq:      {"eq", 2, kindCompare},
	OpNe:      {"ne", 2, kindCompare},
	OpLt:      {"lt", 2, kindCompare},
	OpLe:      {"le", 2, kindCompare},
	OpGt:      {"gt", 2, kindCompare},
	OpGe:      {"ge", 2, kindCompare},
	OpSelect:  {"select", 3, kindSelect},
	OpAnd:     {"and", 2, kindMask},
	OpOr:      {"or", 2, kindMask},
	OpNot:     {"not", 1, kindMask},
	OpConvert: {"convert", 1, kindConvert},
	OpExp:     {"exp", 1, kindArith},
	OpLog:     {"log", 1, kindArith},
	OpSin:     {"sin", 1, kindArith},
	OpCos:     {"cos", 1, kindArith},
	OpTan:     {"tan", 1, kindArith},
	OpTanh:    {"tanh", 1, kindArith},
	OpExpm1:   {"expm1", 1, kindArith},
	OpLog1p:   {"log1p", 1, kindArith},
	OpAtan:    {"atan", 1, kindArith},
	OpAtan2:   {"atan2", 2, kindArith},
	OpErf:     {"erf", 1, kindArith},
	OpErfc:    {"erfc", 1, kindArith},
	OpExp2:    {"exp2", 1, kindArith},
	OpLog2:    {"log2", 1, kindArith},
	OpPow:     {"pow", 2, kindArith},
}

// isMath reports whether op is one of the vector math functions (exp, log, sin, cos, tan, tanh,
// expm1, log1p, atan, atan2, erf, erfc, exp2, log2, pow).
func (op Op) isMath() bool { return op >= OpExp && op <= OpPow }

// Float32Math reports whether the math function op has a float32 form of its own (glibc's float32 function, which
// Numba calls for float32 arguments), which a node of type Float32 computes; the other math functions are float64
// only.
func (op Op) Float32Math() bool { return float32Math[op] }

func (op Op) String() string {
	if op > OpInvalid && op < numOps {
		return ops[op].name
	}
	return fmt.Sprintf("Op(%d)", op)
}

// ReduceKind is the operation of a reduction.
type ReduceKind uint8

// The reductions. Each accumulates with the Go expression of the op of the same name.
const (
	ReduceInvalid ReduceKind = iota
	ReduceSum                // acc + x; needs Loop.Reassoc
	ReduceMin                // min(acc, x)
	ReduceMax                // max(acc, x)
)

var reduceNames = [...]string{ReduceInvalid: "invalid", ReduceSum: "sum", ReduceMin: "min", ReduceMax: "max"}

func (k ReduceKind) String() string {
	if int(k) < len(reduceNames) {
		return reduceNames[k]
	}
	return fmt.Sprintf("ReduceKind(%d)", k)
}

// Semantics shared by every path (Eval, the Go that emit writes, AVX-512 and AVX2):
//
//   - Every lane of every op gives the bits of the Go expression documented on the Op constant,
//     evaluated in the node's type (float32 arithmetic rounds to float32 at every op). Nothing is
//     contracted into FMA unless the Loop has FastMath, and then exactly as Contract says.
//   - min and max are Go's builtins (np.minimum and np.maximum): NaN when either operand is
//     NaN, and -0 < +0, so min(+0, -0) is -0 and max(+0, -0) is +0. The assembly uses the
//     instruction sequence the Go compiler emits for them on amd64.
//   - Comparisons are Go's: false when an operand is NaN, except != which is true.
//   - exp and log are glibc's (package internal/libm, which kernels.Exp and kernels.Log call):
//     the lowerings follow the same table-driven algorithms lane by lane, with lookups in the
//     same tables, the same fused multiply-adds, and the special cases (overflow, subnormal
//     results, ±0, ±Inf, NaN, negative arguments of log) blended in without branches. On float32
//     they are glibc's expf and logf (kernels.Expf and kernels.Logf), which compute in float64:
//     their lanes are widened, computed the same way and narrowed.
//   - exp2 and log2 are glibc's (libm.Exp2, libm.Log2), lowered as exp and log are: exp2 on
//     exp's table with nothing fused, as glibc's exp2; log2 on its own table with glibc's FMA. On
//     float32 they are glibc's exp2f and log2f, lowered as expf and logf are.
//   - pow is glibc's (libm.Pow): its log in extra precision on its own table, the product with y
//     in two parts and exp on exp's table, lane by lane as exp and log are, every special case
//     (x or y zero, infinite or NaN, a negative x, integer and odd y, overflow, underflow,
//     subnormals) blended in. On float32 it is glibc's powf (libm.Powf), which computes in
//     float64 from log2f's and expf's tables: its lanes are widened as expf's are.
//   - sin and cos are pygo's own (package internal/libm, which kernels.Sin and kernels.Cos call),
//     within 0.51 ULP: the lowerings run its reduction and polynomials lane by lane with the same
//     operations. A vector in which some lane has TrigReduceMax <= |x| < Inf (which only the
//     scalar code reduces) ends the assembly before that vector is stored or folded: the
//     generated function returns its start as done, and Go runs the rest.
//   - Which NaN results from an op whose operands include two different NaNs (payload and sign)
//     is not specified, as in Go; every other result, -0, Inf and subnormals included, is exact.
//     The x86 vector units never flush subnormals here: Go runs with MXCSR's default.
//   - A reduction uses the fixed layout of ReduceWidth accumulators, so its bits do not depend
//     on the ISA or on where the assembly stops and the Go tail starts. A float sum needs
//     Reassoc, since its order is not the sequential one; min and max give the sequential
//     result (up to which NaN).

// Loop describes one element-wise loop over n elements: for i := range n, every node is
// evaluated in order, then every store writes its array's element i, then the reduction, if
// any, folds element i into accumulator i % ReduceWidth.
//
// All arrays have the same length n (the generated functions take n from the first array) and
// unit stride. Two arrays are either the same slice (which is how emit writes an output that
// aliases an input, like np.add(a, b, out=a)) or do not overlap. An array both loaded and stored
// (x += ...) reads the value before the store, in every lane.
//
// A Loop is plain data: it has no pointers into other packages' IR, and it encodes to JSON.
type Loop struct {
	// Name is the base name of the generated functions: Name+"AVX512" and Name+"AVX2".
	Name string
	// Arrays are the unit-stride operands, loaded by OpLoad and written by Stores.
	Arrays []Array
	// Scalars are loop-invariant operands, evaluated once before the loop and broadcast.
	Scalars []Scalar
	// Nodes is the loop body in SSA form and topological order: a node's Args are all smaller
	// than its own index.
	Nodes []Node
	// Stores write nodes to arrays, one store per array at most.
	Stores []Store
	// Reduce, when not nil, folds one node into ReduceWidth accumulators.
	Reduce *Reduce
	// FastMath allows contracting x*y + z into one FMA (float64 only); see Contract.
	FastMath bool
	// Reassoc allows float sum reductions, whose order is the fixed layout of ReduceWidth.
	Reassoc bool
	// Gather makes the vector math functions fetch their table entries with the hardware
	// gather instructions rather than lane by lane (vlookup.go); the bits are the same. It is
	// for measurement and tests: the lane-by-lane loads are the fast path on every machine.
	Gather bool `json:",omitempty"`
}

// Array is a unit-stride array operand.
type Array struct {
	Name string // for dumps and comments only; generated parameters are named a0, a1, ...
	Elem Type   // Float64 or Float32
}

// Scalar is a loop-invariant operand, passed as a parameter and broadcast to every lane.
type Scalar struct {
	Name string // for dumps and comments only; generated parameters are named s0, s1, ...
	Type Type   // Float64 or Float32
}

// Node is one SSA value of the loop body.
type Node struct {
	Op    Op
	Type  Type    // the result type
	Args  []int   // argument node indexes, all smaller than this node's index
	Index int     // OpLoad: index into Loop.Arrays; OpScalar: index into Loop.Scalars
	Const float64 // OpConst: the value; a Float32 constant must be exact in float32
}

// Store writes node Node to element i of array Array.
type Store struct {
	Array int
	Node  int
}

// Reduce folds node Node into ReduceWidth accumulators; see Eval and Combine for the order.
type Reduce struct {
	Kind ReduceKind
	Node int
}

// ReduceWidth is the number of accumulators of a reduction. Element i is folded into
// accumulator i % ReduceWidth, in increasing i, and Combine folds the accumulators in a fixed
// tree: for w = 16, 8, 4, 2, 1, acc[j] = op(acc[j], acc[j+w]) for j < w; the result is acc[0].
// Every path (AVX-512, AVX2, Go) follows this layout, so all give the same bits.
const ReduceWidth = 32

// Validate reports the first inconsistency in l, or nil.
func (l *Loop) Validate() error {
	if !token.IsIdentifier(l.Name) {
		return fmt.Errorf("simd: loop name %q is not a Go identifier", l.Name)
	}
	if len(l.Arrays) == 0 {
		return fmt.Errorf("simd: loop %s: no arrays", l.Name)
	}
	for i, a := range l.Arrays {
		if !a.Elem.IsFloat() {
			return fmt.Errorf("simd: loop %s: array %d (%s) has element type %s, want float64 or float32", l.Name, i, a.Name, a.Elem)
		}
	}
	for i, s := range l.Scalars {
		if !s.Type.IsFloat() {
			return fmt.Errorf("simd: loop %s: scalar %d (%s) has type %s, want float64 or float32", l.Name, i, s.Name, s.Type)
		}
	}
	for i := range l.Nodes {
		if err := l.validateNode(i); err != nil {
			return fmt.Errorf("simd: loop %s: v%d: %w", l.Name, i, err)
		}
	}
	if len(l.Stores) == 0 && l.Reduce == nil {
		return fmt.Errorf("simd: loop %s: no stores and no reduction", l.Name)
	}
	stored := map[int]bool{}
	for _, s := range l.Stores {
		if s.Array < 0 || s.Array >= len(l.Arrays) {
			return fmt.Errorf("simd: loop %s: store to array %d of %d", l.Name, s.Array, len(l.Arrays))
		}
		if stored[s.Array] {
			return fmt.Errorf("simd: loop %s: two stores to array %d (%s)", l.Name, s.Array, l.Arrays[s.Array].Name)
		}
		stored[s.Array] = true
		if s.Node < 0 || s.Node >= len(l.Nodes) {
			return fmt.Errorf("simd: loop %s: store of node %d of %d", l.Name, s.Node, len(l.Nodes))
		}
		if t, et := l.Nodes[s.Node].Type, l.Arrays[s.Array].Elem; t != et {
			return fmt.Errorf("simd: loop %s: store of %s v%d to %s array %d", l.Name, t, s.Node, et, s.Array)
		}
	}
	if r := l.Reduce; r != nil {
		if r.Node < 0 || r.Node >= len(l.Nodes) {
			return fmt.Errorf("simd: loop %s: reduction of node %d of %d", l.Name, r.Node, len(l.Nodes))
		}
		if t := l.Nodes[r.Node].Type; !t.IsFloat() {
			return fmt.Errorf("simd: loop %s: reduction of %s v%d", l.Name, t, r.Node)
		}
		switch r.Kind {
		case ReduceSum:
			if !l.Reassoc {
				return fmt.Errorf("simd: loop %s: a float sum reduction needs Reassoc (fastmath or parallel)", l.Name)
			}
		case ReduceMin, ReduceMax:
		default:
			return fmt.Errorf("simd: loop %s: invalid reduction kind %s", l.Name, r.Kind)
		}
	}
	return nil
}

func (l *Loop) validateNode(i int) error {
	n := &l.Nodes[i]
	if n.Op <= OpInvalid || n.Op >= numOps {
		return fmt.Errorf("invalid op %d", n.Op)
	}
	info := ops[n.Op]
	if len(n.Args) != info.arity {
		return fmt.Errorf("%s has %d arguments, want %d", n.Op, len(n.Args), info.arity)
	}
	args := make([]Type, len(n.Args))
	for j, a := range n.Args {
		if a < 0 || a >= i {
			return fmt.Errorf("%s argument %d is v%d, not an earlier node", n.Op, j, a)
		}
		args[j] = l.Nodes[a].Type
	}
	switch info.kind {
	case kindLeaf:
		switch n.Op {
		case OpLoad:
			if n.Index < 0 || n.Index >= len(l.Arrays) {
				return fmt.Errorf("load of array %d of %d", n.Index, len(l.Arrays))
			}
			if et := l.Arrays[n.Index].Elem; n.Type != et {
				return fmt.Errorf("load of %s array %d has type %s", et, n.Index, n.Type)
			}
		case OpScalar:
			if n.Index < 0 || n.Index >= len(l.Scalars) {
				return fmt.Errorf("scalar %d of %d", n.Index, len(l.Scalars))
			}
			if st := l.Scalars[n.Index].Type; n.Type != st {
				return fmt.Errorf("scalar %d of type %s has type %s", n.Index, st, n.Type)
			}
		case OpConst:
			if !n.Type.IsFloat() {
				return fmt.Errorf("const of type %s", n.Type)
			}
			if c := n.Const; n.Type == Float32 && c == c && float64(float32(c)) != c {
				return fmt.Errorf("float32 const %v is not exact in float32", c)
			}
		}
	case kindArith:
		if !n.Type.IsFloat() {
			return fmt.Errorf("%s of type %s", n.Op, n.Type)
		}
		if (n.Op == OpFMA || n.Op.isMath() && !float32Math[n.Op]) && n.Type != Float64 {
			return fmt.Errorf("%s of type %s, want float64", n.Op, n.Type)
		}
		for j, t := range args {
			if t != n.Type {
				return fmt.Errorf("%s %s has %s argument %d", n.Type, n.Op, t, j)
			}
		}
	case kindCompare:
		if n.Type != Bool {
			return fmt.Errorf("%s of type %s, want bool", n.Op, n.Type)
		}
		if !args[0].IsFloat() || args[1] != args[0] {
			return fmt.Errorf("%s of %s and %s", n.Op, args[0], args[1])
		}
	case kindSelect:
		if !n.Type.IsFloat() || args[0] != Bool || args[1] != n.Type || args[2] != n.Type {
			return fmt.Errorf("%s select of %s, %s, %s", n.Type, args[0], args[1], args[2])
		}
	case kindMask:
		if n.Type != Bool {
			return fmt.Errorf("%s of type %s, want bool", n.Op, n.Type)
		}
		for j, t := range args {
			if t != Bool {
				return fmt.Errorf("%s has %s argument %d", n.Op, t, j)
			}
		}
	case kindConvert:
		if !n.Type.IsFloat() || !args[0].IsFloat() || args[0] == n.Type {
			return fmt.Errorf("convert from %s to %s", args[0], n.Type)
		}
	}
	return nil
}

// String returns a short, deterministic, multi-line dump of l, as printed by -dump-after.
func (l *Loop) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "loop %s", l.Name)
	if l.FastMath {
		b.WriteString(" fastmath")
	}
	if l.Reassoc {
		b.WriteString(" reassoc")
	}
	b.WriteString("\n")
	for i, a := range l.Arrays {
		fmt.Fprintf(&b, "  a%d %s []%s\n", i, a.Name, a.Elem)
	}
	for i, s := range l.Scalars {
		fmt.Fprintf(&b, "  s%d %s %s\n", i, s.Name, s.Type)
	}
	for i, n := range l.Nodes {
		fmt.Fprintf(&b, "  v%d = %s", i, n.Op)
		switch n.Op {
		case OpLoad:
			fmt.Fprintf(&b, " a%d", n.Index)
		case OpScalar:
			fmt.Fprintf(&b, " s%d", n.Index)
		case OpConst:
			fmt.Fprintf(&b, " %s", formatConst(n.Const))
		}
		for _, a := range n.Args {
			fmt.Fprintf(&b, " v%d", a)
		}
		fmt.Fprintf(&b, " : %s\n", n.Type)
	}
	for _, s := range l.Stores {
		fmt.Fprintf(&b, "  a%d[i] = v%d\n", s.Array, s.Node)
	}
	if r := l.Reduce; r != nil {
		fmt.Fprintf(&b, "  reduce %s v%d\n", r.Kind, r.Node)
	}
	return b.String()
}

// formatConst prints c so that ParseFloat gives it back: 2.5, -0, NaN, +Inf.
func formatConst(c float64) string { return strconv.FormatFloat(c, 'g', -1, 64) }
