package gonum_test

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/pygo-lang/pygo/kernels"
)

// fromDense views d as a kernels.Matrix without copying; a view made by d.Slice works too, its rows Stride apart.
func fromDense(d *mat.Dense) kernels.Matrix[float64] {
	raw := d.RawMatrix()
	return kernels.Matrix[float64]{Data: raw.Data, Shape: [2]int{raw.Rows, raw.Cols}, Strides: [2]int{raw.Stride, 1}}
}

// toDense views m as a *mat.Dense without copying; m must be C-contiguous (kernels results are).
func toDense(m kernels.Matrix[float64]) *mat.Dense {
	return mat.NewDense(m.Shape[0], m.Shape[1], m.Data[m.Off:m.Off+m.Size()])
}

func Example() {
	a := mat.NewDense(2, 3, []float64{1, 2, 3, 4, 5, 6})
	b := mat.NewDense(3, 2, []float64{7, 8, 9, 10, 11, 12})

	c := kernels.MatMul(fromDense(a), fromDense(b)) // BLAS reads a's and b's storage in place
	d := toDense(c)                                 // d and c share their elements

	fmt.Printf("%v\n", mat.Formatted(d))
	c.Set(0, 0, 0)
	fmt.Println(d.At(0, 0))
	// Output:
	// ⎡ 58   64⎤
	// ⎣139  154⎦
	// 0
}
