package simd_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/pygo-lang/pygo/simd"
)

// This is how emit describes the fused statement out[:] = a*x + np.minimum(x, y) and has it
// lowered. The Go it writes around the generated functions:
//
//	func fused1(out, x, y []float64, a float64) {
//		n := len(out)
//		x, y = x[:n], y[:n] // every slice has n elements
//		done := 0
//		switch {
//		case kernels.VectorISA() >= kernels.ISAAVX512:
//			done = fused1AVX512(out, x, y, a)
//		case kernels.VectorISA() >= kernels.ISAAVX2:
//			done = fused1AVX2(out, x, y, a)
//		}
//		for i := done; i < n; i++ { // the loop's Go lowering, which also runs alone off amd64
//			out[i] = a*x[i] + min(x[i], y[i])
//		}
//	}
//
// With a reduction the function also takes acc *[simd.ReduceWidth]float64, which the caller fills
// as NewAcc does (-0 for a sum, +Inf for min, -Inf for max); the Go tail continues it with
// acc[i%32] = acc[i%32] + v (or min, max) and the result is the tree of Combine:
//
//	for w := 16; w > 0; w /= 2 {
//		for j := range w {
//			acc[j] += acc[j+w]
//		}
//	}
//	s := start + acc[0]
func ExampleGenerate() {
	l := &simd.Loop{Name: "fused1"}
	out := l.AddArray("out", simd.Float64)
	x := l.Load(l.AddArray("x", simd.Float64))
	y := l.Load(l.AddArray("y", simd.Float64))
	a := l.Scalar(l.AddScalar("a", simd.Float64))
	l.Store(out, l.Apply(simd.OpAdd, l.Apply(simd.OpMul, a, x), l.Apply(simd.OpMin, x, y)))
	fmt.Print(l)

	res, err := simd.Generate(simd.Config{Package: "blas"}, []*simd.Loop{l})
	if err != nil {
		log.Fatal(err)
	}
	for _, line := range strings.Split(string(res.Stubs), "\n") {
		if strings.HasPrefix(line, "func ") {
			fmt.Println(line)
		}
	}
	// Output:
	// loop fused1
	//   a0 out []float64
	//   a1 x []float64
	//   a2 y []float64
	//   s0 a float64
	//   v0 = load a1 : float64
	//   v1 = load a2 : float64
	//   v2 = scalar s0 : float64
	//   v3 = mul v2 v0 : float64
	//   v4 = min v0 v1 : float64
	//   v5 = add v3 v4 : float64
	//   a0[i] = v5
	// func fused1AVX512(a0 []float64, a1 []float64, a2 []float64, s0 float64) (done int)
	// func fused1AVX2(a0 []float64, a1 []float64, a2 []float64, s0 float64) (done int)
}
