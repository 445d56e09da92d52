package kernels

import (
	"errors"
	"testing"
)

func addLoop(o, a, b []float64) {
	for i := range o {
		o[i] = a[i] + b[i]
	}
}

func TestUfunc2Broadcast(t *testing.T) {
	a := FromData([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	row := FromSlice([]float64{10, 20, 30})
	for _, tt := range []struct {
		name string
		x, y Operand[float64]
		want []float64
	}{
		{"same", a, a, []float64{2, 4, 6, 8, 10, 12}},
		{"row", a, row, []float64{11, 22, 33, 14, 25, 36}},
		{"scalar", Scalar(0.5), a, []float64{1.5, 2.5, 3.5, 4.5, 5.5, 6.5}},
		{"transposed", Transpose(FromData([]float64{1, 4, 2, 5, 3, 6}, [2]int{3, 2})), a, []float64{2, 4, 6, 8, 10, 12}},
		{"column", FromData([]float64{100, 200}, [2]int{2, 1}), row, []float64{110, 120, 130, 210, 220, 230}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, parallel := range []bool{false, true} {
				shape, err := UfuncShape[[2]int](ShapeOf(tt.x), ShapeOf(tt.y))
				if err != nil {
					t.Fatal(err)
				}
				out := Empty[float64](shape)
				if err := Ufunc2(out, tt.x, tt.y, parallel, addLoop); err != nil {
					t.Fatal(err)
				}
				for i, w := range tt.want {
					if out.Data[i] != w {
						t.Fatalf("parallel=%v: got %v, want %v", parallel, out.Data, tt.want)
					}
				}
			}
		})
	}
}

func TestUfunc2StridedOut(t *testing.T) {
	out := Transpose(Empty[float64]([2]int{3, 2}))
	a := FromData([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	if err := Ufunc2(out, a, Scalar(1.0), false, addLoop); err != nil {
		t.Fatal(err)
	}
	if got := out.Copy().Data; got[0] != 2 || got[5] != 7 || got[1] != 3 {
		t.Fatalf("got %v", got)
	}
}

func TestUfuncErrors(t *testing.T) {
	var ve *ValueError
	_, err := UfuncShape[[1]int](ShapeOf(FromSlice(make([]float64, 3))), ShapeOf(FromSlice(make([]float64, 4))))
	if !errors.As(err, &ve) || ve.Msg != "operands could not be broadcast together with shapes (3,) (4,) " {
		t.Errorf("got %v", err)
	}
	err = Ufunc2(FromSlice(make([]float64, 3)), FromData(make([]float64, 6), [2]int{2, 3}), Scalar(1.0), false, addLoop)
	if !errors.As(err, &ve) || ve.Msg != "output operand requires a reduction along dimension 1, but the reduction is not enabled. The dimension size of 1 does not match the expected output shape." {
		t.Errorf("got %v", err)
	}
	err = Ufunc2(FromSlice(make([]float64, 4)), FromSlice(make([]float64, 3)), FromSlice(make([]float64, 3)), false, addLoop)
	if !errors.As(err, &ve) || ve.Msg != "operands could not be broadcast together with shapes (3,) (3,) (4,) " {
		t.Errorf("got %v", err)
	}
}

func TestUfuncParallelLarge(t *testing.T) {
	n := 3*ParallelThreshold + 7
	x := make([]float64, n)
	for i := range x {
		x[i] = float64(i)
	}
	out := Empty[float64]([2]int{n, 1})
	col := FromData(x, [2]int{n, 1})
	if err := Ufunc2(out, col, Scalar(1.0), true, addLoop); err != nil {
		t.Fatal(err)
	}
	for i, v := range out.Data {
		if v != float64(i)+1 {
			t.Fatalf("element %d is %v", i, v)
		}
	}
}

func TestUfuncAllocs(t *testing.T) {
	x := FromSlice(make([]float64, 4096))
	out := FromSlice(make([]float64, 4096))
	allocs := testing.AllocsPerRun(10, func() {
		if err := Ufunc2(out, x, x, false, addLoop); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("a call over contiguous operands allocates %v times", allocs)
	}
}

// TestUfuncParallelSameBits runs a general (non-flat) plan above the parallel threshold with
// every thread count and checks the bits against the serial run.
func TestUfuncParallelSameBits(t *testing.T) {
	rows, cols := 300, 130 // 39000 elements, a row operand broadcast down the columns of a transposed view
	src := make([]float64, rows*cols)
	for i := range src {
		src[i] = float64(i%97) * 0.37
	}
	x := Transpose(FromData(src, [2]int{cols, rows}))
	row := FromSlice(make([]float64, cols))
	for i := range row.Data {
		row.Data[i] = 1 / float64(i+3)
	}
	div := func(o, a, b []float64) {
		for i := range o {
			o[i] = a[i] / b[i]
		}
	}
	serial := Empty[float64]([2]int{rows, cols})
	if err := Ufunc2(serial, x, row, false, div); err != nil {
		t.Fatal(err)
	}
	defer SetNumThreads(NumThreads())
	for _, n := range []int{1, 2, 7} {
		SetNumThreads(n)
		par := Empty[float64]([2]int{rows, cols})
		if err := Ufunc2(par, x, row, true, div); err != nil {
			t.Fatal(err)
		}
		for i := range par.Data {
			if par.Data[i] != serial.Data[i] {
				t.Fatalf("%d threads: element %d is %v, serial %v", n, i, par.Data[i], serial.Data[i])
			}
		}
	}
}

// TestUfuncOverlap checks NumPy's rule for an output that overlaps an input: the input is
// read as if copied first, while the very same view is updated in place.
func TestUfuncOverlap(t *testing.T) {
	a := FromSlice([]float64{1, 2, 3, 4, 5})
	// out = a[1:], x = a[:-1]: a[1:] = a[:-1] + 10 reads the old values.
	out := View[[1]int](a, Span(1, 5, 1))
	x := View[[1]int](a, Span(0, 4, 1))
	if err := Ufunc2(out, x, Scalar(10.0), false, addLoop); err != nil {
		t.Fatal(err)
	}
	if want := []float64{1, 11, 12, 13, 14}; !equal(a.Data, want) {
		t.Errorf("overlapping: got %v, want %v", a.Data, want)
	}
	// The same view in and out: in place.
	if err := Ufunc2(a, a, a, false, addLoop); err != nil {
		t.Fatal(err)
	}
	if want := []float64{2, 22, 24, 26, 28}; !equal(a.Data, want) {
		t.Errorf("in place: got %v, want %v", a.Data, want)
	}
}

func equal(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestUfuncStridedOutputKept checks that a loop which skips an element (as a loop whose
// element function raised does) leaves that element of a strided output as it was.
func TestUfuncStridedOutputKept(t *testing.T) {
	base := []float64{7, 7, 7, 7, 7, 7}
	out := Array[float64, [1]int]{Data: base, Shape: [1]int{3}, Strides: [1]int{2}}
	x := FromSlice([]float64{1, -1, 3})
	skipNegative := func(o, a []float64) {
		for i := range o {
			if a[i] >= 0 {
				o[i] = 10 * a[i]
			}
		}
	}
	if err := Ufunc1(out, x, false, skipNegative); err != nil {
		t.Fatal(err)
	}
	want := []float64{10, 7, 7, 7, 30, 7}
	for i := range want {
		if base[i] != want[i] {
			t.Fatalf("got %v, want %v", base, want)
		}
	}
}
