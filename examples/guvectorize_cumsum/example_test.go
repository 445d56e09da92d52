package guvectorize_cumsum

import (
	"fmt"

	"github.com/pygo-lang/pygo/kernels"
)

func ExampleCumsumFloat64Array1DFloat64Array1D() {
	out := make([]float64, 4)
	CumsumFloat64Array1DFloat64Array1D([]float64{1, 2, 3, 4}, out) // the kernel, on one row
	fmt.Println(out)
	// Output: [1 3 6 10]
}

func ExampleCumsumInt64Array1DInt64Array1DArray() {
	m := kernels.FromData([]int64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	r, err := CumsumInt64Array1DInt64Array1DArray[[2]int](m) // each row
	fmt.Println(r.Shape, r.Data, err)
	// Output: [2 3] [1 3 6 4 9 15] <nil>
}

func ExampleCumsumFloat64Array1DFloat64Array1DInto() {
	m := kernels.FromData([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	out := kernels.Zeros[float64]([2]int{2, 3})
	err := CumsumFloat64Array1DFloat64Array1DInto(kernels.Transpose(m), kernels.Transpose(out)) // the columns of m
	fmt.Println(out.Data, err)
	err = CumsumFloat64Array1DFloat64Array1DInto(m, kernels.Zeros[float64]([2]int{2, 4}))
	fmt.Println(err)
	// Output:
	// [1 2 3 5 7 9] <nil>
	// ValueError: cumsum: Output operand 0 has a mismatch in its core dimension 0, with gufunc signature (n)->(n) (size 4 is different from 3)
}
