package simd

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

func TestValidate(t *testing.T) {
	base := func() *Loop {
		l := &Loop{Name: "f"}
		out := l.AddArray("out", Float64)
		l.Store(out, l.Load(l.AddArray("x", Float64)))
		return l
	}
	for _, tt := range []struct {
		name   string
		change func(l *Loop)
		want   string
	}{
		{"ok", func(l *Loop) {}, ""},
		{"name", func(l *Loop) { l.Name = "a-b" }, `simd: loop name "a-b" is not a Go identifier`},
		{"array type", func(l *Loop) { l.Arrays[1].Elem = Bool }, "simd: loop f: array 1 (x) has element type bool, want float64 or float32"},
		{"scalar type", func(l *Loop) { l.AddScalar("s", Invalid) }, "simd: loop f: scalar 0 (s) has type invalid, want float64 or float32"},
		{"nothing", func(l *Loop) { l.Stores = nil }, "simd: loop f: no stores and no reduction"},
		{"store twice", func(l *Loop) { l.Store(0, 0) }, "simd: loop f: two stores to array 0 (out)"},
		{"store type", func(l *Loop) { l.Arrays[0].Elem = Float32 }, "simd: loop f: store of float64 v0 to float32 array 0"},
		{"store range", func(l *Loop) { l.Stores[0].Node = 5 }, "simd: loop f: store of node 5 of 1"},
		{"load range", func(l *Loop) { l.Nodes[0].Index = 2 }, "simd: loop f: v0: load of array 2 of 2"},
		{"later arg", func(l *Loop) { l.Nodes[0] = Node{Op: OpNeg, Type: Float64, Args: []int{0}} }, "simd: loop f: v0: neg argument 0 is v0, not an earlier node"},
		{"arity", func(l *Loop) { l.Apply(OpAdd, 0) }, "simd: loop f: v1: add has 1 arguments, want 2"},
		{"mixed add", func(l *Loop) { l.Apply(OpAdd, 0, l.Const(Float32, 1)) }, "simd: loop f: v2: float64 add has float32 argument 1"},
		{"float32 fma", func(l *Loop) { c := l.Const(Float32, 1); l.Apply(OpFMA, c, c, c) }, "simd: loop f: v2: fma of type float32, want float64"},
		{"inexact const", func(l *Loop) { l.Const(Float32, 0.1) }, "simd: loop f: v1: float32 const 0.1 is not exact in float32"},
		{"compare types", func(l *Loop) { l.Apply(OpLt, 0, l.Const(Float32, 1)) }, "simd: loop f: v2: lt of float64 and float32"},
		{"select mask", func(l *Loop) { l.Apply(OpSelect, 0, 0, 0) }, "simd: loop f: v1: float64 select of float64, float64, float64"},
		{"and floats", func(l *Loop) { l.Apply(OpAnd, 0, 0) }, "simd: loop f: v1: and has float64 argument 0"},
		{"convert same", func(l *Loop) { l.Convert(0, Float64) }, "simd: loop f: v1: convert from float64 to float64"},
		{"store bool", func(l *Loop) { l.Stores[0].Node = l.Apply(OpLt, 0, 0) }, "simd: loop f: store of bool v1 to float64 array 0"},
		{"sum without reassoc", func(l *Loop) { l.SetReduce(ReduceSum, 0) }, "simd: loop f: a float sum reduction needs Reassoc (fastmath or parallel)"},
		{"min", func(l *Loop) { l.SetReduce(ReduceMin, 0) }, ""},
		{"reduce bool", func(l *Loop) { l.SetReduce(ReduceMax, l.Apply(OpLt, 0, 0)) }, "simd: loop f: reduction of bool v1"},
		{"bad op", func(l *Loop) { l.Nodes[0].Op = 200 }, "simd: loop f: v0: invalid op 200"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			l := base()
			tt.change(l)
			err := l.Validate()
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("Validate() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestString(t *testing.T) {
	l := reduction("dot", Float64, ReduceSum, true)
	l.FastMath = true
	l.Const(Float32, math.Copysign(0, -1))
	want := `loop dot fastmath reassoc
  a0 out []float64
  a1 x []float64
  a2 y []float64
  v0 = load a1 : float64
  v1 = load a2 : float64
  v2 = mul v0 v1 : float64
  v3 = const -0 : float32
  a0[i] = v2
  reduce sum v2
`
	if got := l.String(); got != want {
		t.Errorf("String() =\n%s\nwant\n%s", got, want)
	}
}

// TestJSON checks that a Loop is plain data.
func TestJSON(t *testing.T) {
	l := lotka("lotka", true)
	l.SetReduce(ReduceMax, 3)
	b, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	var m Loop
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(l, &m) {
		t.Errorf("JSON round trip changed the loop:\n%s\n%s", l, &m)
	}
}

func TestContract(t *testing.T) {
	l := &Loop{Name: "f", FastMath: true}
	out, out2 := l.AddArray("out", Float64), l.AddArray("out2", Float64)
	x, y := l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))
	a := l.Apply(OpAdd, l.Apply(OpMul, x, y), x)           // fma x y x
	b := l.Apply(OpSub, y, l.Apply(OpMul, x, a))           // fma -x a y
	c := l.Apply(OpSub, l.Apply(OpMul, b, b), y)           // fma b b -y
	shared := l.Apply(OpMul, x, x)                         // used twice: kept
	d := l.Apply(OpAdd, shared, l.Apply(OpAdd, shared, c)) // add shared (add shared c)
	l.Store(out, d)
	l.Store(out2, l.Apply(OpAdd, l.Convert(l.Apply(OpMul, l.Convert(x, Float32), l.Convert(y, Float32)), Float64), y))
	want := `loop f fastmath
  a0 out []float64
  a1 out2 []float64
  a2 x []float64
  a3 y []float64
  v0 = load a2 : float64
  v1 = load a3 : float64
  v2 = fma v0 v1 v0 : float64
  v3 = neg v0 : float64
  v4 = fma v3 v2 v1 : float64
  v5 = neg v1 : float64
  v6 = fma v4 v4 v5 : float64
  v7 = mul v0 v0 : float64
  v8 = add v7 v6 : float64
  v9 = add v7 v8 : float64
  v10 = convert v0 : float32
  v11 = convert v1 : float32
  v12 = mul v10 v11 : float32
  v13 = convert v12 : float64
  v14 = add v13 v1 : float64
  a0[i] = v9
  a1[i] = v14
`
	c2 := Contract(l)
	if got := c2.String(); got != want {
		t.Errorf("Contract =\n%s\nwant\n%s", got, want)
	}
	if err := c2.Validate(); err != nil {
		t.Error(err)
	}
	l.FastMath = false
	if Contract(l) != l {
		t.Error("Contract changed a loop without FastMath")
	}
}

// TestEvalSemantics checks Eval's lanes against the documented Go expressions on the cases
// where they are subtle.
func TestEvalSemantics(t *testing.T) {
	nz, inf, nan := math.Copysign(0, -1), math.Inf(1), math.NaN()
	op2 := func(op Op, x, y float64) float64 {
		l := &Loop{Name: "f"}
		out := l.AddArray("out", Float64)
		l.Store(out, l.Apply(op, l.Load(l.AddArray("x", Float64)), l.Load(l.AddArray("y", Float64))))
		o := []float64{0}
		if err := l.Eval(0, 1, []any{o, []float64{x}, []float64{y}}, nil, nil); err != nil {
			t.Fatal(err)
		}
		return o[0]
	}
	for _, tt := range []struct {
		op   Op
		x, y float64
		want float64
	}{
		{OpMin, 0, nz, nz}, {OpMin, nz, 0, nz}, {OpMax, 0, nz, 0}, {OpMax, nz, 0, 0},
		{OpMin, nan, 1, nan}, {OpMin, 1, nan, nan}, {OpMax, nan, -inf, nan}, {OpMax, inf, nan, nan},
		{OpMin, 2, 3, 2}, {OpMax, 2, 3, 3},
		{OpDiv, 1, nz, -inf}, {OpSub, 0, 0, 0},
	} {
		if got := op2(tt.op, tt.x, tt.y); math.Float64bits(got) != math.Float64bits(tt.want) && !(got != got && tt.want != tt.want) {
			t.Errorf("%s(%v, %v) = %v, want %v", tt.op, tt.x, tt.y, got, tt.want)
		}
	}
}

// TestEvalReduceLayout checks the fixed layout: element i goes to accumulator i % 32, and
// Combine folds in the documented tree.
func TestEvalReduceLayout(t *testing.T) {
	l := &Loop{Name: "f", Reassoc: true}
	l.SetReduce(ReduceSum, l.Load(l.AddArray("x", Float64)))
	x := make([]float64, 70)
	for i := range x {
		x[i] = float64(i + 1)
	}
	acc := l.NewAcc()
	if !math.Signbit(acc[5]) || acc[5] != 0 {
		t.Errorf("sum accumulators start at %v, want -0", acc[5])
	}
	if err := l.Eval(0, len(x), []any{x}, nil, &acc); err != nil {
		t.Fatal(err)
	}
	if acc[0] != 1+33+65 || acc[5] != 6+38+70 || acc[6] != 7+39 {
		t.Errorf("acc = %v", acc)
	}
	// 1e16 + 1 + 1 ... in the tree: the small terms meet each other before the big one.
	var a Acc
	a[0], a[16] = 1e16, 0
	for j := 1; j < ReduceWidth; j++ {
		if j != 16 {
			a[j] = 1
		}
	}
	want := 1e16 + 30 // every 1 is added to another before reaching acc[0]
	if got := l.Combine(&a); got != want {
		t.Errorf("Combine = %v, want %v", got, want)
	}
	// An empty sum is -0; min and max start at +Inf and -Inf.
	e := l.NewAcc()
	if got := l.Combine(&e); got != 0 || !math.Signbit(got) {
		t.Errorf("empty sum = %v, want -0", got)
	}
	l.Reduce.Kind = ReduceMin
	if a := l.NewAcc(); !math.IsInf(a[31], 1) {
		t.Errorf("min starts at %v", a[31])
	}
	l.Reduce.Kind = ReduceMax
	if a := l.NewAcc(); !math.IsInf(a[0], -1) {
		t.Errorf("max starts at %v", a[0])
	}
}

func TestEvalErrors(t *testing.T) {
	l := horner("h", Float64, true, false)
	f := []float64{1, 2}
	for _, tt := range []struct {
		name    string
		lo, hi  int
		arrays  []any
		scalars []float64
		want    string
	}{
		{"arity", 0, 2, []any{f}, nil, "simd: eval h: 1 arrays and 0 scalars, want 2 and 4"},
		{"type", 0, 2, []any{f, []float32{1, 2}}, []float64{1, 2, 3, 4}, "simd: eval h: array 1 is []float32, want []float64"},
		{"short", 0, 3, []any{f, f}, []float64{1, 2, 3, 4}, "simd: eval h: array 0 has 2 elements, want 3"},
		{"range", 2, 1, []any{f, f}, []float64{1, 2, 3, 4}, "simd: eval h: bad range [2, 1)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := l.Eval(tt.lo, tt.hi, tt.arrays, tt.scalars, nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Eval = %v, want %s", err, tt.want)
			}
		})
	}
	r := reduction("r", Float64, ReduceMin, false)
	if err := r.Eval(0, 2, []any{f, f}, nil, nil); err == nil || err.Error() != "simd: eval r: a reduction needs accumulators" {
		t.Errorf("Eval without acc = %v", err)
	}
}
