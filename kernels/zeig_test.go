package kernels

import (
	"math/cmplx"
	"testing"
)

func TestEigComplex(t *testing.T) {
	// Expected values: Numba 0.56.4's np.linalg.eig (zgeev). The triangular matrix exercises
	// zgebal's permutations, the permutation matrix a complex spectrum of a real-valued matrix.
	cases := []struct {
		a     Matrix[complex128]
		w, v  []complex128
		vtol  float64
		label string
	}{
		{zmat([]complex128{1, 2, 3}, []complex128{0, 4i, 5}, []complex128{0, 0, 6}),
			[]complex128{1, 4i, 6},
			[]complex128{1, -0.10585122480499262 - 0.4234048992199705i, 0.5607912045089495 + 0.10385022305721285i,
				0, 0.8997354108424374, 0.38943833646454823 + 0.25962555764303213i, 0, 0, 0.6750264498718835}, 1e-14, "triangular"},
		{zmat([]complex128{0, 0, 1}, []complex128{1, 0, 0}, []complex128{0, 1, 0}),
			[]complex128{-0.5000000000000001 + 0.866025403784439i, -0.5000000000000001 - 0.866025403784439i, 1},
			[]complex128{-0.2886751345948133 + 0.4999999999999998i, -0.2886751345948132 - 0.4999999999999999i, 0.5773502691896258,
				0.5773502691896261, 0.577350269189626, 0.5773502691896257}, 1e-14, "permutation"},
		{zmat([]complex128{2, 1 - 1i, 0.5i}, []complex128{1 + 1i, 3, 2}, []complex128{-0.5i, 2, 1}),
			[]complex128{-0.7096609502890089, 2.0344884168659876, 4.675172533423022},
			[]complex128{0.18335390568593063 - 0.3533991116874482i, 0.8305604346471264, 0.31485573968222436 - 0.22918473054759464i,
				-0.5426653947416225 + 0.0458384764214827i, -0.17188191885046936 - 0.00573030608404484i, 0.8208756745048181}, 1e-13, "hermitian"},
	}
	for _, c := range cases {
		w, v := EigComplex(c.a)
		for i, x := range c.w {
			if cmplx.Abs(w.Data[i]-x) > 1e-13 {
				t.Errorf("%s: w[%d] = %v, want %v", c.label, i, w.Data[i], x)
			}
		}
		for i, x := range c.v {
			if cmplx.Abs(v.Data[i]-x) > c.vtol {
				t.Errorf("%s: v[%d] = %v, want %v", c.label, i, v.Data[i], x)
			}
		}
		if e := EigvalsComplex(c.a); cmplx.Abs(e.Data[0]-c.w[0]) > 1e-13 {
			t.Errorf("%s: eigvals = %v, want %v", c.label, e.Data, c.w)
		}
	}
}
