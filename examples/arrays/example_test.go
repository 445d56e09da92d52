package arrays

import (
	"fmt"
	"math"
	"testing"

	"github.com/pygo-lang/pygo/kernels"
)

// grid returns an n×m matrix with element (i, j) = sin(i*m + j), as bench/numba_bench.py builds it.
func grid(n, m int) kernels.Matrix[float64] {
	a := kernels.Zeros[float64]([2]int{n, m})
	for k := range a.Data {
		a.Data[k] = math.Sin(float64(k))
	}
	return a
}

// ramp returns n values evenly spaced over [-1, 1], as np.linspace(-1.0, 1.0, n).
func ramp(n int) []float64 {
	return kernels.Linspace(-1.0, 1.0, n, true).Data
}

func ExampleSoftmax() {
	p, err := Softmax([]float64{1, 2, 3})
	fmt.Println(p, err)
	// Output: [0.09003057317038046 0.24472847105479764 0.6652409557748218] <nil>
}

func ExampleColumnSums() {
	m := kernels.FromData([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	fmt.Println(ColumnSums(m))
	// Output: [5 7 9]
}

func BenchmarkJacobiStep(b *testing.B) {
	u, out := grid(1000, 1000), kernels.Zeros[float64]([2]int{1000, 1000})
	b.ReportAllocs()
	for b.Loop() {
		JacobiStep(u, out)
	}
}

func BenchmarkSoftmax(b *testing.B) {
	x := ramp(1_000_000)
	b.ReportAllocs()
	for b.Loop() {
		Softmax(x)
	}
}

func BenchmarkPolynomial(b *testing.B) {
	x := ramp(1_000_000)
	b.ReportAllocs()
	for b.Loop() {
		Polynomial(x)
	}
}

func BenchmarkColumnSums(b *testing.B) {
	m := grid(1000, 1000)
	b.ReportAllocs()
	for b.Loop() {
		ColumnSums(m)
	}
}

func BenchmarkMatmul512(b *testing.B) {
	x, y := grid(512, 512), grid(512, 512)
	b.ReportAllocs()
	for b.Loop() {
		Matmul(x, y)
	}
}
