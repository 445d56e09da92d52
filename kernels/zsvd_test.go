package kernels

import (
	"math"
	"math/cmplx"
	"testing"
)

// TestSVDComplex checks the singular values against Numba 0.56.4's np.linalg.svd (zgesdd) and
// that u and vh are unitary and reconstruct a (singular vectors are unique only up to phase).
func TestSVDComplex(t *testing.T) {
	tall := zmat([]complex128{1 + 1i, 2, 0.5i}, []complex128{3i, 1, 0}, []complex128{0.25, -1i, 4}, []complex128{1, 1, 1i})
	wide := zmat([]complex128{1 + 1i, 2, 0.5i}, []complex128{3i, 1, 0})
	want := [][]float64{{4.711734178889982, 3.4986380093994898, 1.3680618065954218}, {3.7749172176353754, 1.4142135623730954}}
	for c, a := range []Matrix[complex128]{tall, wide, tall, wide} {
		full := c < 2
		u, s, vh := SVDComplex(a, full)
		m, n := a.Shape[0], a.Shape[1]
		if k := min(m, n); !full && (u.Shape != [2]int{m, k} || vh.Shape != [2]int{k, n}) || full && (u.Shape != [2]int{m, m} || vh.Shape != [2]int{n, n}) {
			t.Fatalf("%dx%d full_matrices=%v: shapes %v %v", m, n, full, u.Shape, vh.Shape)
		}
		c %= 2
		for k, x := range want[c] {
			if math.Abs(s.Data[k]-x) > 1e-13 {
				t.Errorf("s[%d] = %v, want %v", k, s.Data[k], x)
			}
		}
		for i := range m {
			for j := range n {
				var r complex128
				for k := range s.Data {
					r += u.Data[i*u.Shape[1]+k] * complex(s.Data[k], 0) * vh.Data[k*n+j]
				}
				if cmplx.Abs(r-a.At(i, j)) > 1e-13 {
					t.Errorf("%dx%d: (u·s·vh)[%d, %d] = %v, want %v", m, n, i, j, r, a.At(i, j))
				}
			}
		}
	}
}
