package cuda_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/pygo-lang/pygo/kernels"
	"github.com/pygo-lang/pygo/kernels/cuda"

	example "github.com/pygo-lang/pygo/examples/cuda"
)

// The host code of Numba's introduction: blocks of 16 × 16 threads cover C, one thread per element.
func ExampleFastMatmulLaunch() {
	const n = 32
	a := kernels.Empty[float64]([2]int{n, n})
	b := kernels.Empty[float64]([2]int{n, n})
	for i := range a.Data {
		a.Data[i] = float64(i % 7)
		b.Data[i] = float64(i % 5)
	}
	c := kernels.Empty[float64]([2]int{n, n})
	threads := cuda.Dim3{X: 16, Y: 16}
	blocks := cuda.Dim3{X: (n + 15) / 16, Y: (n + 15) / 16}
	if err := example.FastMatmulLaunch(blocks, threads, a, b, c); err != nil {
		fmt.Println(err)
		return
	}
	c2 := kernels.Empty[float64]([2]int{n, n})
	_ = example.MatmulLaunch(blocks, threads, a, b, c2) // the naive kernel agrees
	fmt.Println(c.At(0, 0), c.At(5, 9), c.At(31, 31), c.At(5, 9) == c2.At(5, 9))

	// A block of 32 × 64 threads is over CUDA's limit of 1024.
	fmt.Println(example.MatmulLaunch(blocks, cuda.Dim3{X: 32, Y: 64}, a, b, c))
	// Output:
	// 171 191 188 true
	// cuda: bad launch configuration: kernel matmul: 2048 threads per block, over the limit of 1024
}

func TestMatmulKernelsAgree(t *testing.T) {
	const n = 48
	a := kernels.Empty[float64]([2]int{n, n})
	b := kernels.Empty[float64]([2]int{n, n})
	for i := range a.Data {
		a.Data[i] = math.Sin(float64(i))
		b.Data[i] = math.Cos(float64(i))
	}
	want := kernels.Empty[float64]([2]int{n, n})
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			s := 0.0
			for k := 0; k < n; k++ {
				s += a.At(i, k) * b.At(k, j)
			}
			want.Set(s, i, j)
		}
	}
	grid, block := cuda.Dim3{X: n / 16, Y: n / 16}, cuda.Dim3{X: 16, Y: 16}
	for name, launch := range map[string]func(g, b cuda.Dim3, x, y, z kernels.Array[float64, [2]int]) error{
		"matmul": example.MatmulLaunch, "fast_matmul": example.FastMatmulLaunch,
	} {
		c := kernels.Empty[float64]([2]int{n, n})
		if err := launch(grid, block, a, b, c); err != nil {
			t.Fatal(err)
		}
		for i := range c.Data {
			if math.Abs(c.Data[i]-want.Data[i]) > 1e-12 {
				t.Fatalf("%s: C[%d] = %v, want %v", name, i, c.Data[i], want.Data[i])
			}
		}
	}
}

// The benchmarks run the sizes of examples/cuda/simbench.py, which times Numba's CUDA simulator.

func benchMatmul(b *testing.B, launch func(g, bl cuda.Dim3, x, y, z kernels.Array[float64, [2]int]) error, n int) {
	a := kernels.Full[float64]([2]int{n, n}, 1.5)
	m := kernels.Full[float64]([2]int{n, n}, 0.5)
	c := kernels.Empty[float64]([2]int{n, n})
	grid, block := cuda.Dim3{X: n / 16, Y: n / 16}, cuda.Dim3{X: 16, Y: 16}
	for i := 0; i < b.N; i++ {
		if err := launch(grid, block, a, m, c); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMatmul64(b *testing.B)     { benchMatmul(b, example.MatmulLaunch, 64) }
func BenchmarkFastMatmul64(b *testing.B) { benchMatmul(b, example.FastMatmulLaunch, 64) }

func BenchmarkAdd16384(b *testing.B) {
	const n = 1 << 14
	x, y, out := make([]float64, n), make([]float64, n), make([]float64, n)
	for i := 0; i < b.N; i++ {
		if err := example.AddLaunch(cuda.Dim3{X: n / 256}, cuda.Dim3{X: 256}, x, y, out); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTotal16384(b *testing.B) {
	const n = 1 << 14
	x, out := make([]float64, n), make([]float64, 1)
	for i := 0; i < b.N; i++ {
		if err := example.TotalLaunch(cuda.Dim3{X: n / 256}, cuda.Dim3{X: 256}, x, out); err != nil {
			b.Fatal(err)
		}
	}
}
