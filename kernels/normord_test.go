package kernels

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// Oracle tables for normord.go, recorded as those of npfuncs_test.go (see the comment at the top of reduce_test.go)
// from Numba 0.56.4 and NumPy 1.24.2 (/usr/bin/python3): each case's comment is the Python expression, run in an
// @njit function on the inputs below unless marked "(NumPy)". Numba 0.56 does not support np.linalg.norm(m, 'fro'): those cases are
// NumPy's.

func TestMatrixNormOrdOracle(t *testing.T) { rtRun(t, nf2NormCases) }

func TestFrobeniusNormOracle(t *testing.T) { rtRun(t, nf2FroCases) }

// TestMatrixNormOrd2 checks the ord = ±2 norms, which come from singular values computed by a different LAPACK than
// Numba's: to a few units in the last place (of float32 for a float32 matrix), or for a small singular value, to a
// few units in the last place of the largest one (LAPACK's error bound).
func TestMatrixNormOrd2(t *testing.T) { nf2RunClose(t, nf2Norm2Cases, 1e-13) }

// TestFrobeniusNormClose checks FrobeniusNorm on general matrices against both NumPy's 'fro' (a BLAS dot product)
// and Numba's default norm (BLAS nrm2), which round differently; gonum's nrm2 rounds differently again.
func TestFrobeniusNormClose(t *testing.T) { nf2RunClose(t, nf2Fro2Cases, 0) }

// nf2RunClose runs oracle cases whose results are single floats, requiring agreement to 4 ulps of float64 or within
// abs, or to 4 ulps of float32 for a case on a float32 input (one whose name holds "32").
func nf2RunClose(t *testing.T, cases []rtCase, abs float64) {
	t.Helper()
	for _, c := range cases {
		got, err := catch(c.got)
		if err != nil {
			t.Errorf("%s: raised %v", c.py, err)
			continue
		}
		g, err1 := strconv.ParseFloat(got, 64)
		w, err2 := strconv.ParseFloat(c.want, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: got %q, want %q", c.py, got, c.want)
		}
		ok := closeFloat(g, w, 4) || math.Abs(g-w) <= abs
		if strings.Contains(c.py, "32") {
			ok = closeFloat32(float32(g), float32(w), 4)
		}
		if !ok {
			t.Errorf("%s:\n got %s\nwant %s", c.py, got, c.want)
		}
	}
}

// closeFloat32 is closeFloat for float32.
func closeFloat32(a, b float32, ulps uint32) bool {
	if a == b || (a != a && b != b) {
		return true
	}
	if a != a || b != b || math.Signbit(float64(a)) != math.Signbit(float64(b)) {
		return false
	}
	x, y := math.Float32bits(a), math.Float32bits(b)
	if x < y {
		x, y = y, x
	}
	return x-y <= ulps
}

// nf2N = np.array([1.5, -2.0, 0.25, 4.0, -0.0, 3.0, 7.5, -1e-3, -6.0, 2.0, 0.1, 0.5]).reshape(3, 4)
func nf2N() Array[float64, [2]int] {
	return rtMk([]float64{1.5, -2.0, 0.25, 4.0, negZero, 3.0, 7.5, -0.001, -6.0, 2.0, 0.1, 0.5}, 0, [2]int{3, 4}, [2]int{4, 1})
}

// nf2NF = np.asfortranarray(nf2N)
func nf2NF() Array[float64, [2]int] {
	return rtMk([]float64{1.5, negZero, -6.0, -2.0, 3.0, 2.0, 0.25, 7.5, 0.1, 4.0, -0.001, 0.5}, 0, [2]int{3, 4}, [2]int{1, 3})
}

// nf2NT = nf2N.T
func nf2NT() Array[float64, [2]int] {
	return rtMk([]float64{1.5, -2.0, 0.25, 4.0, negZero, 3.0, 7.5, -0.001, -6.0, 2.0, 0.1, 0.5}, 0, [2]int{4, 3}, [2]int{1, 4})
}

// nf2NS = np.array([0.1 * k * k - 1.3 * k for k in range(30)]).reshape(5, 6)[::-2, 1::2]
func nf2NS() Array[float64, [2]int] {
	return rtMk([]float64{0.0, -1.2, -2.2, -3.0, -3.6, -4.0, -4.2, -4.199999999999999, -4.0, -3.6000000000000014, -3.0, -2.1999999999999993, -1.1999999999999993, 0.0, 1.4000000000000021, 3.0, 4.800000000000001, 6.800000000000001, 8.999999999999996, 11.400000000000002, 14.0, 16.8, 19.800000000000004, 23.000000000000004, 26.400000000000006, 30.0, 33.800000000000004, 37.800000000000004, 42.00000000000001, 46.400000000000006}, 25, [2]int{3, 3}, [2]int{-12, 2})
}

// nf2N32 = np.array([0.1, -0.7, 1.3, 1e-8, 3.3, -100.1], np.float32).reshape(3, 2)
func nf2N32() Array[float32, [2]int] {
	return rtMk(rtF32(0.10000000149011612, -0.699999988079071, 1.2999999523162842, 9.99999993922529e-09, 3.299999952316284, -100.0999984741211), 0, [2]int{3, 2}, [2]int{2, 1})
}

// nf2N32Big = np.array([3e38, 3e38, 1.0, 2.0], np.float32).reshape(2, 2)
func nf2N32Big() Array[float32, [2]int] {
	return rtMk(rtF32(3.0000000054977558e+38, 3.0000000054977558e+38, 1.0, 2.0), 0, [2]int{2, 2}, [2]int{2, 1})
}

// nf2N32Row = np.array([[3e38, 3e38]], np.float32)
func nf2N32Row() Array[float32, [2]int] {
	return rtMk(rtF32(3.0000000054977558e+38, 3.0000000054977558e+38), 0, [2]int{1, 2}, [2]int{2, 1})
}

// nf2NInf = np.array([inf, 1.0, -inf, 2.0]).reshape(2, 2)
func nf2NInf() Array[float64, [2]int] {
	return rtMk([]float64{inf, 1.0, -inf, 2.0}, 0, [2]int{2, 2}, [2]int{2, 1})
}

// nf2NNaN = np.array([nan, 1.0, 2.0, 3.0]).reshape(2, 2)
func nf2NNaN() Array[float64, [2]int] {
	return rtMk([]float64{nan, 1.0, 2.0, 3.0}, 0, [2]int{2, 2}, [2]int{2, 1})
}

// nf2NAllInf = np.array([[inf], [-inf]])
func nf2NAllInf() Array[float64, [2]int] {
	return rtMk([]float64{inf, -inf}, 0, [2]int{2, 1}, [2]int{1, 1})
}

// nf2NDiag = np.array([[3.0, 0.0], [0.0, -4.0]])
func nf2NDiag() Array[float64, [2]int] {
	return rtMk([]float64{3.0, 0.0, 0.0, -4.0}, 0, [2]int{2, 2}, [2]int{2, 1})
}

// nf2NFro = np.array([[3.0, 4.0], [0.0, 12.0]])
func nf2NFro() Array[float64, [2]int] {
	return rtMk([]float64{3.0, 4.0, 0.0, 12.0}, 0, [2]int{2, 2}, [2]int{2, 1})
}

// nf2NE = np.zeros((0, 3))
func nf2NE() Array[float64, [2]int] {
	return rtMk([]float64{}, 0, [2]int{0, 3}, [2]int{3, 1})
}

// nf2NE32 = np.zeros((2, 0), np.float32)
func nf2NE32() Array[float32, [2]int] {
	return rtMk(rtF32(), 0, [2]int{2, 0}, [2]int{1, 1})
}

var nf2NormCases = []rtCase{
	// np.linalg.norm(nf2N, 1)
	{"np.linalg.norm(nf2N, 1)", func() string { return rtS(MatrixNormOrd(nf2N(), 1)) }, "7.85"},
	// np.linalg.norm(nf2N, -1)
	{"np.linalg.norm(nf2N, -1)", func() string { return rtS(MatrixNormOrd(nf2N(), -1)) }, "4.501"},
	// np.linalg.norm(nf2N, inf)
	{"np.linalg.norm(nf2N, inf)", func() string { return rtS(MatrixNormOrd(nf2N(), inf)) }, "10.501"},
	// np.linalg.norm(nf2N, -inf)
	{"np.linalg.norm(nf2N, -inf)", func() string { return rtS(MatrixNormOrd(nf2N(), -inf)) }, "7.75"},
	// np.linalg.norm(nf2N, 0)
	{"np.linalg.norm(nf2N, 0)", func() string { return rtS(MatrixNormOrd(nf2N(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2N, 3)
	{"np.linalg.norm(nf2N, 3)", func() string { return rtS(MatrixNormOrd(nf2N(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NF, 1)
	{"np.linalg.norm(nf2NF, 1)", func() string { return rtS(MatrixNormOrd(nf2NF(), 1)) }, "7.85"},
	// np.linalg.norm(nf2NF, -1)
	{"np.linalg.norm(nf2NF, -1)", func() string { return rtS(MatrixNormOrd(nf2NF(), -1)) }, "4.501"},
	// np.linalg.norm(nf2NF, inf)
	{"np.linalg.norm(nf2NF, inf)", func() string { return rtS(MatrixNormOrd(nf2NF(), inf)) }, "10.501"},
	// np.linalg.norm(nf2NF, -inf)
	{"np.linalg.norm(nf2NF, -inf)", func() string { return rtS(MatrixNormOrd(nf2NF(), -inf)) }, "7.75"},
	// np.linalg.norm(nf2NF, 0)
	{"np.linalg.norm(nf2NF, 0)", func() string { return rtS(MatrixNormOrd(nf2NF(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NF, 3)
	{"np.linalg.norm(nf2NF, 3)", func() string { return rtS(MatrixNormOrd(nf2NF(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NT, 1)
	{"np.linalg.norm(nf2NT, 1)", func() string { return rtS(MatrixNormOrd(nf2NT(), 1)) }, "10.501"},
	// np.linalg.norm(nf2NT, -1)
	{"np.linalg.norm(nf2NT, -1)", func() string { return rtS(MatrixNormOrd(nf2NT(), -1)) }, "7.75"},
	// np.linalg.norm(nf2NT, inf)
	{"np.linalg.norm(nf2NT, inf)", func() string { return rtS(MatrixNormOrd(nf2NT(), inf)) }, "7.85"},
	// np.linalg.norm(nf2NT, -inf)
	{"np.linalg.norm(nf2NT, -inf)", func() string { return rtS(MatrixNormOrd(nf2NT(), -inf)) }, "4.501"},
	// np.linalg.norm(nf2NT, 0)
	{"np.linalg.norm(nf2NT, 0)", func() string { return rtS(MatrixNormOrd(nf2NT(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NT, 3)
	{"np.linalg.norm(nf2NT, 3)", func() string { return rtS(MatrixNormOrd(nf2NT(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NS, 1)
	{"np.linalg.norm(nf2NS, 1)", func() string { return rtS(MatrixNormOrd(nf2NS(), 1)) }, "57.2"},
	// np.linalg.norm(nf2NS, -1)
	{"np.linalg.norm(nf2NS, -1)", func() string { return rtS(MatrixNormOrd(nf2NS(), -1)) }, "31.2"},
	// np.linalg.norm(nf2NS, inf)
	{"np.linalg.norm(nf2NS, inf)", func() string { return rtS(MatrixNormOrd(nf2NS(), inf)) }, "114.20000000000002"},
	// np.linalg.norm(nf2NS, -inf)
	{"np.linalg.norm(nf2NS, -inf)", func() string { return rtS(MatrixNormOrd(nf2NS(), -inf)) }, "8.2"},
	// np.linalg.norm(nf2NS, 0)
	{"np.linalg.norm(nf2NS, 0)", func() string { return rtS(MatrixNormOrd(nf2NS(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NS, 3)
	{"np.linalg.norm(nf2NS, 3)", func() string { return rtS(MatrixNormOrd(nf2NS(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2N32, 1)
	{"np.linalg.norm(nf2N32, 1)", func() string { return rtS(MatrixNormOrd(nf2N32(), 1)) }, "100.79999847220016"},
	// np.linalg.norm(nf2N32, -1)
	{"np.linalg.norm(nf2N32, -1)", func() string { return rtS(MatrixNormOrd(nf2N32(), -1)) }, "4.6999999061226845"},
	// np.linalg.norm(nf2N32, inf)
	{"np.linalg.norm(nf2N32, inf)", func() string { return rtS(MatrixNormOrd(nf2N32(), inf)) }, "103.39999842643738"},
	// np.linalg.norm(nf2N32, -inf)
	{"np.linalg.norm(nf2N32, -inf)", func() string { return rtS(MatrixNormOrd(nf2N32(), -inf)) }, "0.7999999895691872"},
	// np.linalg.norm(nf2N32, 0)
	{"np.linalg.norm(nf2N32, 0)", func() string { return rtS(MatrixNormOrd(nf2N32(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2N32, 3)
	{"np.linalg.norm(nf2N32, 3)", func() string { return rtS(MatrixNormOrd(nf2N32(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2N32Big, 1)
	{"np.linalg.norm(nf2N32Big, 1)", func() string { return rtS(MatrixNormOrd(nf2N32Big(), 1)) }, "3.0000000054977558e+38"},
	// np.linalg.norm(nf2N32Big, -1)
	{"np.linalg.norm(nf2N32Big, -1)", func() string { return rtS(MatrixNormOrd(nf2N32Big(), -1)) }, "3.0000000054977558e+38"},
	// np.linalg.norm(nf2N32Big, inf)
	{"np.linalg.norm(nf2N32Big, inf)", func() string { return rtS(MatrixNormOrd(nf2N32Big(), inf)) }, "6.0000000109955115e+38"},
	// np.linalg.norm(nf2N32Big, -inf)
	{"np.linalg.norm(nf2N32Big, -inf)", func() string { return rtS(MatrixNormOrd(nf2N32Big(), -inf)) }, "3.0"},
	// np.linalg.norm(nf2N32Big, 0)
	{"np.linalg.norm(nf2N32Big, 0)", func() string { return rtS(MatrixNormOrd(nf2N32Big(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2N32Big, 3)
	{"np.linalg.norm(nf2N32Big, 3)", func() string { return rtS(MatrixNormOrd(nf2N32Big(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2N32Row, 1)
	{"np.linalg.norm(nf2N32Row, 1)", func() string { return rtS(MatrixNormOrd(nf2N32Row(), 1)) }, "3.0000000054977558e+38"},
	// np.linalg.norm(nf2N32Row, -1)
	{"np.linalg.norm(nf2N32Row, -1)", func() string { return rtS(MatrixNormOrd(nf2N32Row(), -1)) }, "3.0000000054977558e+38"},
	// np.linalg.norm(nf2N32Row, inf)
	{"np.linalg.norm(nf2N32Row, inf)", func() string { return rtS(MatrixNormOrd(nf2N32Row(), inf)) }, "6.0000000109955115e+38"},
	// np.linalg.norm(nf2N32Row, -inf)
	{"np.linalg.norm(nf2N32Row, -inf)", func() string { return rtS(MatrixNormOrd(nf2N32Row(), -inf)) }, "3.4028234663852886e+38"},
	// np.linalg.norm(nf2N32Row, 0)
	{"np.linalg.norm(nf2N32Row, 0)", func() string { return rtS(MatrixNormOrd(nf2N32Row(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2N32Row, 3)
	{"np.linalg.norm(nf2N32Row, 3)", func() string { return rtS(MatrixNormOrd(nf2N32Row(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NInf, 1)
	{"np.linalg.norm(nf2NInf, 1)", func() string { return rtS(MatrixNormOrd(nf2NInf(), 1)) }, "inf"},
	// np.linalg.norm(nf2NInf, -1)
	{"np.linalg.norm(nf2NInf, -1)", func() string { return rtS(MatrixNormOrd(nf2NInf(), -1)) }, "3.0"},
	// np.linalg.norm(nf2NInf, inf)
	{"np.linalg.norm(nf2NInf, inf)", func() string { return rtS(MatrixNormOrd(nf2NInf(), inf)) }, "inf"},
	// np.linalg.norm(nf2NInf, -inf)
	{"np.linalg.norm(nf2NInf, -inf)", func() string { return rtS(MatrixNormOrd(nf2NInf(), -inf)) }, "1.7976931348623157e+308"},
	// np.linalg.norm(nf2NInf, 0)
	{"np.linalg.norm(nf2NInf, 0)", func() string { return rtS(MatrixNormOrd(nf2NInf(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NInf, 3)
	{"np.linalg.norm(nf2NInf, 3)", func() string { return rtS(MatrixNormOrd(nf2NInf(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NNaN, 1)
	{"np.linalg.norm(nf2NNaN, 1)", func() string { return rtS(MatrixNormOrd(nf2NNaN(), 1)) }, "4.0"},
	// np.linalg.norm(nf2NNaN, -1)
	{"np.linalg.norm(nf2NNaN, -1)", func() string { return rtS(MatrixNormOrd(nf2NNaN(), -1)) }, "4.0"},
	// np.linalg.norm(nf2NNaN, inf)
	{"np.linalg.norm(nf2NNaN, inf)", func() string { return rtS(MatrixNormOrd(nf2NNaN(), inf)) }, "5.0"},
	// np.linalg.norm(nf2NNaN, -inf)
	{"np.linalg.norm(nf2NNaN, -inf)", func() string { return rtS(MatrixNormOrd(nf2NNaN(), -inf)) }, "5.0"},
	// np.linalg.norm(nf2NNaN, 0)
	{"np.linalg.norm(nf2NNaN, 0)", func() string { return rtS(MatrixNormOrd(nf2NNaN(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NNaN, 3)
	{"np.linalg.norm(nf2NNaN, 3)", func() string { return rtS(MatrixNormOrd(nf2NNaN(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NAllInf, 1)
	{"np.linalg.norm(nf2NAllInf, 1)", func() string { return rtS(MatrixNormOrd(nf2NAllInf(), 1)) }, "inf"},
	// np.linalg.norm(nf2NAllInf, -1)
	{"np.linalg.norm(nf2NAllInf, -1)", func() string { return rtS(MatrixNormOrd(nf2NAllInf(), -1)) }, "1.7976931348623157e+308"},
	// np.linalg.norm(nf2NAllInf, inf)
	{"np.linalg.norm(nf2NAllInf, inf)", func() string { return rtS(MatrixNormOrd(nf2NAllInf(), inf)) }, "inf"},
	// np.linalg.norm(nf2NAllInf, -inf)
	{"np.linalg.norm(nf2NAllInf, -inf)", func() string { return rtS(MatrixNormOrd(nf2NAllInf(), -inf)) }, "1.7976931348623157e+308"},
	// np.linalg.norm(nf2NAllInf, 0)
	{"np.linalg.norm(nf2NAllInf, 0)", func() string { return rtS(MatrixNormOrd(nf2NAllInf(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NAllInf, 3)
	{"np.linalg.norm(nf2NAllInf, 3)", func() string { return rtS(MatrixNormOrd(nf2NAllInf(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NDiag, 1)
	{"np.linalg.norm(nf2NDiag, 1)", func() string { return rtS(MatrixNormOrd(nf2NDiag(), 1)) }, "4.0"},
	// np.linalg.norm(nf2NDiag, -1)
	{"np.linalg.norm(nf2NDiag, -1)", func() string { return rtS(MatrixNormOrd(nf2NDiag(), -1)) }, "3.0"},
	// np.linalg.norm(nf2NDiag, inf)
	{"np.linalg.norm(nf2NDiag, inf)", func() string { return rtS(MatrixNormOrd(nf2NDiag(), inf)) }, "4.0"},
	// np.linalg.norm(nf2NDiag, -inf)
	{"np.linalg.norm(nf2NDiag, -inf)", func() string { return rtS(MatrixNormOrd(nf2NDiag(), -inf)) }, "3.0"},
	// np.linalg.norm(nf2NDiag, 0)
	{"np.linalg.norm(nf2NDiag, 0)", func() string { return rtS(MatrixNormOrd(nf2NDiag(), 0)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NDiag, 3)
	{"np.linalg.norm(nf2NDiag, 3)", func() string { return rtS(MatrixNormOrd(nf2NDiag(), 3)) }, "!ValueError: Invalid norm order for matrices."},
	// np.linalg.norm(nf2NE, 1)
	{"np.linalg.norm(nf2NE, 1)", func() string { return rtS(MatrixNormOrd(nf2NE(), 1)) }, "0.0"},
	// np.linalg.norm(nf2NE, -1)
	{"np.linalg.norm(nf2NE, -1)", func() string { return rtS(MatrixNormOrd(nf2NE(), -1)) }, "0.0"},
	// np.linalg.norm(nf2NE, inf)
	{"np.linalg.norm(nf2NE, inf)", func() string { return rtS(MatrixNormOrd(nf2NE(), inf)) }, "0.0"},
	// np.linalg.norm(nf2NE, -inf)
	{"np.linalg.norm(nf2NE, -inf)", func() string { return rtS(MatrixNormOrd(nf2NE(), -inf)) }, "0.0"},
	// np.linalg.norm(nf2NE, 0)
	{"np.linalg.norm(nf2NE, 0)", func() string { return rtS(MatrixNormOrd(nf2NE(), 0)) }, "0.0"},
	// np.linalg.norm(nf2NE, 3)
	{"np.linalg.norm(nf2NE, 3)", func() string { return rtS(MatrixNormOrd(nf2NE(), 3)) }, "0.0"},
	// np.linalg.norm(nf2NE32, 1)
	{"np.linalg.norm(nf2NE32, 1)", func() string { return rtS(MatrixNormOrd(nf2NE32(), 1)) }, "0.0"},
	// np.linalg.norm(nf2NE32, -1)
	{"np.linalg.norm(nf2NE32, -1)", func() string { return rtS(MatrixNormOrd(nf2NE32(), -1)) }, "0.0"},
	// np.linalg.norm(nf2NE32, inf)
	{"np.linalg.norm(nf2NE32, inf)", func() string { return rtS(MatrixNormOrd(nf2NE32(), inf)) }, "0.0"},
	// np.linalg.norm(nf2NE32, -inf)
	{"np.linalg.norm(nf2NE32, -inf)", func() string { return rtS(MatrixNormOrd(nf2NE32(), -inf)) }, "0.0"},
	// np.linalg.norm(nf2NE32, 0)
	{"np.linalg.norm(nf2NE32, 0)", func() string { return rtS(MatrixNormOrd(nf2NE32(), 0)) }, "0.0"},
	// np.linalg.norm(nf2NE32, 3)
	{"np.linalg.norm(nf2NE32, 3)", func() string { return rtS(MatrixNormOrd(nf2NE32(), 3)) }, "0.0"},
	// np.linalg.norm(nf2NDiag, 2)
	{"np.linalg.norm(nf2NDiag, 2)", func() string { return rtS(MatrixNormOrd(nf2NDiag(), 2)) }, "4.0"},
	// np.linalg.norm(nf2NDiag, -2)
	{"np.linalg.norm(nf2NDiag, -2)", func() string { return rtS(MatrixNormOrd(nf2NDiag(), -2)) }, "3.0"},
	// np.linalg.norm(nf2NFro, 2)
	{"np.linalg.norm(nf2NFro, 2)", func() string { return rtS(MatrixNormOrd(nf2NFro(), 2)) }, "12.686516249028065"},
	// np.linalg.norm(nf2NFro, -2)
	{"np.linalg.norm(nf2NFro, -2)", func() string { return rtS(MatrixNormOrd(nf2NFro(), -2)) }, "2.8376584472319593"},
	// np.linalg.norm(nf2NInf, 2)
	{"np.linalg.norm(nf2NInf, 2)", func() string { return rtS(MatrixNormOrd(nf2NInf(), 2)) }, "!LinAlgError: Array must not contain infs or NaNs."},
	// np.linalg.norm(nf2NInf, -2)
	{"np.linalg.norm(nf2NInf, -2)", func() string { return rtS(MatrixNormOrd(nf2NInf(), -2)) }, "!LinAlgError: Array must not contain infs or NaNs."},
	// np.linalg.norm(nf2NNaN, 2)
	{"np.linalg.norm(nf2NNaN, 2)", func() string { return rtS(MatrixNormOrd(nf2NNaN(), 2)) }, "!LinAlgError: Array must not contain infs or NaNs."},
	// np.linalg.norm(nf2NNaN, -2)
	{"np.linalg.norm(nf2NNaN, -2)", func() string { return rtS(MatrixNormOrd(nf2NNaN(), -2)) }, "!LinAlgError: Array must not contain infs or NaNs."},
	// np.linalg.norm(nf2NE, 2)
	{"np.linalg.norm(nf2NE, 2)", func() string { return rtS(MatrixNormOrd(nf2NE(), 2)) }, "0.0"},
	// np.linalg.norm(nf2NE, -2)
	{"np.linalg.norm(nf2NE, -2)", func() string { return rtS(MatrixNormOrd(nf2NE(), -2)) }, "0.0"},
	// np.linalg.norm(nf2NE32, 2)
	{"np.linalg.norm(nf2NE32, 2)", func() string { return rtS(MatrixNormOrd(nf2NE32(), 2)) }, "0.0"},
	// np.linalg.norm(nf2NE32, -2)
	{"np.linalg.norm(nf2NE32, -2)", func() string { return rtS(MatrixNormOrd(nf2NE32(), -2)) }, "0.0"},
}

var nf2Norm2Cases = []rtCase{
	// np.linalg.norm(nf2N, 2)
	{"np.linalg.norm(nf2N, 2)", func() string { return rtS(MatrixNormOrd(nf2N(), 2)) }, "8.246774000899395"},
	// np.linalg.norm(nf2N, -2)
	{"np.linalg.norm(nf2N, -2)", func() string { return rtS(MatrixNormOrd(nf2N(), -2)) }, "4.134515036611971"},
	// np.linalg.norm(nf2NF, 2)
	{"np.linalg.norm(nf2NF, 2)", func() string { return rtS(MatrixNormOrd(nf2NF(), 2)) }, "8.246774000899395"},
	// np.linalg.norm(nf2NF, -2)
	{"np.linalg.norm(nf2NF, -2)", func() string { return rtS(MatrixNormOrd(nf2NF(), -2)) }, "4.134515036611971"},
	// np.linalg.norm(nf2NS, 2)
	{"np.linalg.norm(nf2NS, 2)", func() string { return rtS(MatrixNormOrd(nf2NS(), 2)) }, "67.43948206552113"},
	// np.linalg.norm(nf2NS, -2)
	{"np.linalg.norm(nf2NS, -2)", func() string { return rtS(MatrixNormOrd(nf2NS(), -2)) }, "0.4203473753715403"},
	// np.linalg.norm(nf2N32, 2)
	{"np.linalg.norm(nf2N32, 2)", func() string { return rtS(MatrixNormOrd(nf2N32(), 2)) }, "100.15686798095703"},
	// np.linalg.norm(nf2N32, -2)
	{"np.linalg.norm(nf2N32, -2)", func() string { return rtS(MatrixNormOrd(nf2N32(), -2)) }, "1.3015660047531128"},
}

var nf2FroCases = []rtCase{
	// np.linalg.norm(nf2NFro, 'fro') (NumPy)
	{"np.linalg.norm(nf2NFro, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NFro())) }, "13.0"},
	// np.linalg.norm(nf2NDiag, 'fro') (NumPy)
	{"np.linalg.norm(nf2NDiag, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NDiag())) }, "5.0"},
	// np.linalg.norm(nf2NE, 'fro') (NumPy)
	{"np.linalg.norm(nf2NE, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NE())) }, "0.0"},
	// np.linalg.norm(nf2NE32, 'fro') (NumPy)
	{"np.linalg.norm(nf2NE32, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NE32())) }, "0.0"},
	// np.linalg.norm(nf2NInf, 'fro') (NumPy)
	{"np.linalg.norm(nf2NInf, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NInf())) }, "inf"},
	// np.linalg.norm(nf2NNaN, 'fro') (NumPy)
	{"np.linalg.norm(nf2NNaN, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NNaN())) }, "nan"},
}

var nf2Fro2Cases = []rtCase{
	// np.linalg.norm(nf2N, 'fro') (NumPy)
	{"np.linalg.norm(nf2N, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2N())) }, "11.30586135595161"},
	// np.linalg.norm(nf2N)
	{"np.linalg.norm(nf2N)", func() string { return rtS(FrobeniusNorm(nf2N())) }, "11.305861355951611"},
	// np.linalg.norm(nf2NF, 'fro') (NumPy)
	{"np.linalg.norm(nf2NF, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NF())) }, "11.30586135595161"},
	// np.linalg.norm(nf2NF)
	{"np.linalg.norm(nf2NF)", func() string { return rtS(FrobeniusNorm(nf2NF())) }, "11.305861355951611"},
	// np.linalg.norm(nf2NT, 'fro') (NumPy)
	{"np.linalg.norm(nf2NT, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NT())) }, "11.30586135595161"},
	// np.linalg.norm(nf2NT)
	{"np.linalg.norm(nf2NT)", func() string { return rtS(FrobeniusNorm(nf2NT())) }, "11.305861355951611"},
	// np.linalg.norm(nf2NS, 'fro') (NumPy)
	{"np.linalg.norm(nf2NS, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2NS())) }, "67.55353432648806"},
	// np.linalg.norm(nf2NS)
	{"np.linalg.norm(nf2NS)", func() string { return rtS(FrobeniusNorm(nf2NS())) }, "67.55353432648806"},
	// np.linalg.norm(nf2N32, 'fro') (NumPy)
	{"np.linalg.norm(nf2N32, 'fro') (NumPy)", func() string { return rtS(FrobeniusNorm(nf2N32())) }, "100.16531372070312"},
	// np.linalg.norm(nf2N32)
	{"np.linalg.norm(nf2N32)", func() string { return rtS(FrobeniusNorm(nf2N32())) }, "100.16531372070312"},
}
