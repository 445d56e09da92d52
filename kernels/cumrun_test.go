package kernels

import (
	"math"
	"testing"
)

// TestCumRunStrides checks Cumsum and Cumprod of contiguous, reversed and strided views, and
// CopyView of a reversed run, against the element-by-element definition, bit for bit.
func TestCumRunStrides(t *testing.T) {
	a := Empty[float64]([2]int{3, 2000})
	for i := range a.Data {
		a.Data[i] = math.Sin(float64(i)) * 1.5
	}
	for _, step := range []int{1, -1, 2, -3} {
		for row := range 3 {
			v := View[[1]int](a, At(row), Span(Open, Open, step))
			want, prod := make([]float64, v.Shape[0]), make([]float64, v.Shape[0])
			var c float64
			p := 1.0
			for k := range want {
				x := v.Data[v.Off+k*v.Strides[0]]
				c += x
				p *= x
				want[k], prod[k] = c, p
			}
			s, m := Cumsum(v), Cumprod(v)
			for k := range want {
				if math.Float64bits(s.Data[k]) != math.Float64bits(want[k]) || math.Float64bits(m.Data[k]) != math.Float64bits(prod[k]) {
					t.Fatalf("step %d row %d element %d: cumsum %v cumprod %v, want %v %v", step, row, k, s.Data[k], m.Data[k], want[k], prod[k])
				}
			}
			dst := Empty[float64]([1]int{v.Shape[0]})
			CopyView(dst, v)
			for k := range want {
				if dst.Data[k] != v.Data[v.Off+k*v.Strides[0]] {
					t.Fatalf("step %d row %d: CopyView element %d is %v", step, row, k, dst.Data[k])
				}
			}
		}
	}
	if s := Cumsum(View[[1]int](a, At(0), Span(0, 0, -1))); s.Size() != 0 {
		t.Fatalf("cumsum of an empty view has %d elements", s.Size())
	}
}
