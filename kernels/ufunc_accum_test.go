package kernels

import (
	"errors"
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
	r, err := UfuncAccumulate(a, 0, sub)
	if err != nil || r.At(1, 0) != -3 || r.At(1, 2) != -3 || r.At(0, 1) != 1 {
		t.Fatalf("accumulate along axis 0 = %v, %v", r.Data, err)
	}
}
