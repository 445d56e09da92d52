package kernels

import (
	"errors"
	"math"
	"testing"
)

// TestAxisErrorClasses checks that NumPy's AxisError is found as both of its Python bases.
func TestAxisErrorClasses(t *testing.T) {
	var err error = axisError(2, 2)
	if err.Error() != "AxisError: axis 2 is out of bounds for array of dimension 2" {
		t.Errorf("Error() = %q", err.Error())
	}
	var ve *ValueError
	var ie *IndexError
	var le *LookupError
	var ae *AxisError
	var ze *ZeroDivisionError
	if !errors.As(err, &ve) || !errors.As(err, &ie) || !errors.As(err, &le) || !errors.As(err, &ae) {
		t.Errorf("AxisError is not a ValueError, IndexError, LookupError and AxisError")
	}
	if errors.As(err, &ze) {
		t.Errorf("AxisError is a ZeroDivisionError")
	}
}

// TestUfuncAccumulateSlice checks running differences, which depend on the order of operands.
func TestUfuncAccumulateSlice(t *testing.T) {
	sub := func(o, x, y []float64) {
		for i := range o {
			o[i] = x[i] - y[i]
		}
	}
	got := UfuncAccumulateSlice([]float64{1, 2, 3, 4}, sub)
	want := []float64{1, -1, -4, -8}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	// Along the rows of a 2x3 array: every column's running differences.
	a := Reshape(FromSlice([]float64{0, 1, 2, 3, 4, 5}), [2]int{2, 3})
	r, err := UfuncAccumulate(a, 0, false, sub)
	if err != nil || r.At(1, 0) != -3 || r.At(1, 2) != -3 || r.At(0, 1) != 1 {
		t.Fatalf("accumulate along axis 0 = %v, %v", r.Data, err)
	}
}

// TestUfuncReduceParallel checks that target='parallel' reductions and accumulations, split
// across goroutines above ParallelThreshold, give the serial results bit for bit with any number
// of threads (the updates of one element stay in order; Numba's own parallel ufuncs race here).
func TestUfuncReduceParallel(t *testing.T) {
	sub := func(o, x, y []float64) {
		for i := range o {
			o[i] = x[i] - y[i]*1.000001
		}
	}
	const rows, cols = 7, ParallelThreshold + 123
	data := make([]float64, rows*cols)
	for i := range data {
		data[i] = float64(i%977) * 0.37
	}
	a := Reshape(FromSlice(data), [2]int{rows, cols})
	zero := 0.0
	defer SetNumThreads(NumThreads())
	type result struct{ red, redNoID, acc, axes []float64 }
	run := func(parallel bool) result {
		red, err1 := UfuncReduce[[1]int]("sub", a, 0, &zero, parallel, sub)
		noID, err2 := UfuncReduce[[1]int]("sub", a, 0, nil, parallel, sub)
		acc, err3 := UfuncAccumulate(a, 0, parallel, sub)
		axes, err4 := UfuncReduceAxes[[1]int]("sub", a, []int{0}, nil, parallel, sub)
		if err := errors.Join(err1, err2, err3, err4); err != nil {
			t.Fatal(err)
		}
		return result{red.Data, noID.Data, acc.Data, axes.Data}
	}
	SetNumThreads(1)
	want := run(false)
	for _, threads := range []int{1, 2, 3, 8} {
		SetNumThreads(threads)
		got := run(true)
		for name, pair := range map[string][2][]float64{"reduce": {got.red, want.red}, "reduce without identity": {got.redNoID, want.redNoID},
			"accumulate": {got.acc, want.acc}, "reduce over axes": {got.axes, want.axes}} {
			if len(pair[0]) != len(pair[1]) {
				t.Fatalf("%s, %d threads: %d elements, want %d", name, threads, len(pair[0]), len(pair[1]))
			}
			for i := range pair[0] {
				if math.Float64bits(pair[0][i]) != math.Float64bits(pair[1][i]) {
					t.Fatalf("%s, %d threads: element %d = %v, serial %v", name, threads, i, pair[0][i], pair[1][i])
				}
			}
		}
	}
}
