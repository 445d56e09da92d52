package gonum

import (
	"gonum.org/v1/gonum/mat"

	"github.com/pygo-lang/pygo/kernels"
)

// FromDense views d as a kernels.Matrix without copying; a view made by d.Slice works too, its rows Stride apart.
func FromDense(d *mat.Dense) kernels.Matrix[float64] {
	raw := d.RawMatrix()
	return kernels.Matrix[float64]{Data: raw.Data, Shape: [2]int{raw.Rows, raw.Cols}, Strides: [2]int{raw.Stride, 1}}
}

// ToDense views m as a *mat.Dense without copying; m must be C-contiguous (kernels results are).
func ToDense(m kernels.Matrix[float64]) *mat.Dense {
	return mat.NewDense(m.Shape[0], m.Shape[1], m.Data[m.Off:m.Off+m.Size()])
}
