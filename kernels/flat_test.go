package kernels

import (
	"errors"
	"testing"
)

// flatElems reads a flat vector's n elements, as a device kernel does (stride 0 or 1).
func flatElems[T Elem](v Vector[T]) []T {
	out := make([]T, v.Shape[0])
	for i := range out {
		out[i] = v.Data[v.Off+i*v.Strides[0]]
	}
	return out
}

func TestFlatIn(t *testing.T) {
	m := FromData([]float64{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	shape := [2]int{2, 3}
	// C-contiguous: the elements in place.
	if v := FlatIn[float64](m, shape); &v.Data[v.Off] != &m.Data[0] || v.Strides[0] != 1 {
		t.Errorf("a C-contiguous input was copied or strided: %+v", v)
	}
	for _, tt := range []struct {
		name string
		v    Vector[float64]
		want []float64
	}{
		{"row", FlatIn[float64](FromSlice([]float64{7, 8, 9}), shape), []float64{7, 8, 9, 7, 8, 9}},
		{"column", FlatIn[float64](FromData([]float64{1, 2}, [2]int{2, 1}), shape), []float64{1, 1, 1, 2, 2, 2}},
		{"scalar", FlatIn[float64](Scalar(2.5), shape), []float64{2.5, 2.5, 2.5, 2.5, 2.5, 2.5}},
		{"one element", FlatIn[float64](FromSlice([]float64{4}), shape), []float64{4, 4, 4, 4, 4, 4}},
		{"transposed", FlatIn[float64](Transpose(FromData([]float64{0, 1, 2, 3, 4, 5}, [2]int{3, 2})), shape), []float64{0, 2, 4, 1, 3, 5}},
	} {
		if got := flatElems(tt.v); !equal(got, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
	if v := FlatIn[float64](Scalar(1.0), shape); v.Strides[0] != 0 || len(v.Data) != 1 {
		t.Errorf("a scalar is not one element of stride 0: %+v", v)
	}
}

func TestFlatOut(t *testing.T) {
	// A C-contiguous output is written in place.
	a := Empty[float64]([2]int{2, 2})
	v, done := FlatOut(a)
	for i := range 4 {
		v.Data[v.Off+i] = float64(i)
	}
	done()
	if !equal(a.Data, []float64{0, 1, 2, 3}) {
		t.Errorf("in place: got %v", a.Data)
	}
	// A transposed output gets a buffer, which done copies back in C order of the view.
	b := Zeros[float64]([2]int{2, 2})
	bt := Transpose(b)
	v, done = FlatOut(bt)
	if &v.Data[0] == &b.Data[0] {
		t.Fatal("a transposed output was written in place")
	}
	copy(v.Data, []float64{0, 1, 2, 3})
	done()
	if !equal(b.Data, []float64{0, 2, 1, 3}) {
		t.Errorf("through a buffer: got %v, want [0 2 1 3]", b.Data)
	}
}

// TestFlatCheck checks that the device path reports the shapes the CPU loop reports.
func TestFlatCheck(t *testing.T) {
	out := Empty[float64]([2]int{2, 3})
	x, y := FromSlice([]float64{1, 2}), FromSlice([]float64{1, 2, 3})
	err := FlatCheck(out.Shape, ShapeOf(x), ShapeOf(y))
	var ve *ValueError
	if !errors.As(err, &ve) {
		t.Fatalf("FlatCheck = %v, want a *ValueError", err)
	}
	cpu := Ufunc2(out, x, y, false, func(o, a, b []float64) {})
	if cpu == nil || cpu.Error() != err.Error() {
		t.Errorf("FlatCheck says %q, the CPU loop %v", err, cpu)
	}
	if err := FlatCheck(out.Shape, ShapeOf(y), ShapeOf(Scalar(1.0))); err != nil {
		t.Errorf("FlatCheck rejects inputs that broadcast: %v", err)
	}
}
