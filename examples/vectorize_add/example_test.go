package vectorize_add

import (
	"fmt"
	"testing"

	"github.com/pygo-lang/pygo/kernels"
)

func ExampleAddFloat64Float64() {
	fmt.Println(AddFloat64Float64(1.5, 2))
	// Output: 3.5
}

func ExampleAddFloat64Float64Slice() {
	sum, err := AddFloat64Float64Slice([]float64{1, 2, 3}, []float64{10, 20, 30})
	fmt.Println(sum, err)
	_, err = AddFloat64Float64Slice([]float64{1, 2, 3}, []float64{1, 2})
	fmt.Println(err)
	// Output:
	// [11 22 33] <nil>
	// ValueError: operands could not be broadcast together with shapes (3,) (2,)
}

func ExampleAddFloat64Float64Array() {
	m := kernels.FromData([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	row := kernels.FromSlice([]float64{10, 20, 30})
	r, err := AddFloat64Float64Array[[2]int](m, row) // broadcasts the row down the matrix
	fmt.Println(r.Shape, r.Data, err)
	s, err := AddFloat64Float64Array[[2]int](m, kernels.Scalar(0.5)) // a Go scalar
	fmt.Println(s.Data, err)
	// Output:
	// [2 3] [11 22 33 14 25 36] <nil>
	// [1.5 2.5 3.5 4.5 5.5 6.5] <nil>
}

func ExampleAddFloat32Float32Into() {
	out := kernels.Zeros[float32]([1]int{3})
	err := AddFloat32Float32Into(out, kernels.FromSlice([]float32{1, 2, 3}), kernels.Scalar[float32](0.25))
	fmt.Println(out.Data, err)
	// Output: [1.25 2.25 3.25] <nil>
}

func ExampleHypotArray() {
	r, err := HypotArray[[1]int](kernels.FromSlice([]float64{3, 5, 8}), kernels.FromSlice([]float64{4, 12, 15}))
	fmt.Println(r.Data, err)
	// Output: [5 13 17] <nil>
}

// TestHypotParallel checks that target='parallel' gives the bits of the element function,
// whatever the number of threads, on a call large enough to be split.
func TestHypotParallel(t *testing.T) {
	n := 3 * kernels.ParallelThreshold
	x, y := make([]float64, n), make([]float64, n)
	for i := range x {
		x[i], y[i] = float64(i)*0.5, float64(n-i)/3
	}
	defer kernels.SetNumThreads(kernels.NumThreads())
	for _, threads := range []int{1, 2, 7} {
		kernels.SetNumThreads(threads)
		r, err := HypotSlice(x, y)
		if err != nil {
			t.Fatal(err)
		}
		for i := range r {
			if want := Hypot(x[i], y[i]); r[i] != want {
				t.Fatalf("%d threads: element %d is %v, want %v", threads, i, r[i], want)
			}
		}
	}
}

// TestIntoAllocates checks that the Into form allocates nothing over contiguous arrays: the
// inputs are type parameters, so the arrays are not boxed.
func TestIntoAllocates(t *testing.T) {
	x, y := kernels.Zeros[float64]([2]int{64, 64}), kernels.Zeros[float64]([2]int{64, 64})
	out := kernels.Zeros[float64]([2]int{64, 64})
	if n := testing.AllocsPerRun(20, func() {
		if err := AddFloat64Float64Into(out, x, y); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("AddFloat64Float64Into allocates %v times a call", n)
	}
}

func BenchmarkAddInto(b *testing.B) {
	for _, n := range []int{1_000, 1_000_000} {
		x, y := kernels.Zeros[float64]([1]int{n}), kernels.Zeros[float64]([1]int{n})
		out := kernels.Zeros[float64]([1]int{n})
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.SetBytes(int64(24 * n))
			b.ReportAllocs()
			for b.Loop() {
				if err := AddFloat64Float64Into(out, x, y); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
