package kernels

import (
	"errors"
	"testing"
)

func TestGuAxesChecks(t *testing.T) {
	sum := &GufuncLayout{Name: "total", Signature: "(n)->()", Nin: 1, Core: [][]int{{0}, {}}, NumDims: 1}
	mv := &GufuncLayout{Name: "matvec", Signature: "(m,n),(n)->(m)", Nin: 2, Core: [][]int{{0, 1}, {1}, {0}}, NumDims: 2}
	if err := GuAxesCheck(sum, 1); err != nil {
		t.Errorf("inputs only, scalar output: %v", err)
	}
	if err := GuAxesCheck(sum, 2); err != nil {
		t.Errorf("every operand: %v", err)
	}
	var ve *ValueError
	if err := GuAxesCheck(mv, 2); !errors.As(err, &ve) || ve.Msg != "axes should be a list with an entry for all 3 inputs and outputs; entries for outputs can only be omitted if none of them has core axes." {
		t.Errorf("matvec, 2 entries: %v", err)
	}
	if err := GuAxisCheck(sum); err != nil {
		t.Errorf("axis= of (n)->(): %v", err)
	}
	var te *TypeError
	if err := GuAxisCheck(mv); !errors.As(err, &te) || te.Msg != "matvec: axis can only be used with a single shared core dimension, not with the 2 distinct ones implied by signature (m,n),(n)->(m)." {
		t.Errorf("axis= of matvec: %v", err)
	}
}

func TestGuAxesViews(t *testing.T) {
	a := arange234(t)
	v, err := GuAxes(a, 0, 1, 0)
	if err != nil || v.Shape != [3]int{3, 4, 2} || v.At(1, 2, 1) != a.At(1, 1, 2) {
		t.Errorf("GuAxes(axis 0) = %v, %v", v.Shape, err)
	}
	r, err := GuAxesResult(v, 1, 1, 1)
	if err != nil || r.Shape != [3]int{3, 2, 4} || r.At(2, 1, 3) != v.At(2, 3, 1) {
		t.Errorf("GuAxesResult(axis 1) = %v, %v", r.Shape, err)
	}
	var ae *AxisError
	if _, err := GuAxes(a, 0, 1, 3); !errors.As(err, &ae) || ae.Msg != "axis 3 is out of bounds for array of dimension 3" {
		t.Errorf("axis 3: %v", err)
	}
	var ve *ValueError
	if _, err := GuAxes(a, 1, 2, 0, -3); !errors.As(err, &ve) || ve.Msg != "axes item 1 has value 0 repeated" {
		t.Errorf("repeated: %v", err)
	}
	if _, err := GuAxes(a, 0, 2, 0); !errors.As(err, &ve) || ve.Msg != "axes item 0 should be a tuple with 2 elements" {
		t.Errorf("short entry: %v", err)
	}
}

// arange234 is np.arange(24.0).reshape(2, 3, 4).
func arange234(t *testing.T) Array[float64, [3]int] {
	t.Helper()
	a := Empty[float64]([3]int{2, 3, 4})
	for i := range a.Data {
		a.Data[i] = float64(i)
	}
	return a
}
