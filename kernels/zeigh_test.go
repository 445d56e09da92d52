package kernels

import (
	"errors"
	"math/cmplx"
	"testing"
)

// zmat returns the C-ordered matrix of rows.
func zmat(rows ...[]complex128) Matrix[complex128] {
	m := Empty[complex128]([2]int{len(rows), len(rows[0])})
	for i, r := range rows {
		copy(m.Data[i*len(r):], r)
	}
	return m
}

func TestEighComplex(t *testing.T) {
	a := zmat([]complex128{2, 1 - 1i, 0.5i}, []complex128{1 + 1i, 3, 2}, []complex128{-0.5i, 2, 1})
	w, v := EighComplex(a)
	// Numba 0.56.4: np.linalg.eigh(a) (zheevd).
	wantW := []float64{-0.7096609502890087, 2.034488416865987, 4.675172533423021}
	wantV := []complex128{
		0.398132624726689, 0.8305604346471263, 0.38943520324569314,
		-0.29060440986055125 - 0.46058221148924616i, -0.1718819188504691 - 0.00573030608404465i, 0.6636724557237828 + 0.4830897892807341i,
		0.33995560325739005 + 0.6552356098163608i, -0.3323032255328489 - 0.4125138788740389i, 0.36116533288609676 + 0.209911771467254i,
	}
	for i, x := range wantW {
		if d := w.Data[i] - x; d > 1e-12 || d < -1e-12 {
			t.Errorf("w[%d] = %v, want %v", i, w.Data[i], x)
		}
	}
	for i, x := range wantV {
		if cmplx.Abs(v.Data[i]-x) > 1e-12 {
			t.Errorf("v[%d] = %v, want %v", i, v.Data[i], x)
		}
	}
	if got := EigvalshComplex(a); cmplx.Abs(complex(got.Data[2]-wantW[2], 0)) > 1e-12 {
		t.Errorf("eigvalsh = %v, want %v", got.Data, wantW)
	}
	var le *LinAlgError
	func() {
		defer func() { err, _ := recover().(error); errors.As(err, &le) }()
		EighComplex(zmat([]complex128{1, 2}))
	}()
	if le == nil || le.Msg != linalgMsgSquare {
		t.Errorf("non-square: got %v", le)
	}
}
