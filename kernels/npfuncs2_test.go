package kernels

import (
	"math"
	"strconv"
	"strings"
	"testing"
)

// Oracle tables for npfuncs2.go, recorded as those of npfuncs_test.go (see the comment at the top of reduce_test.go)
// from Numba 0.56.4 and NumPy 1.24.2 (/usr/bin/python3): each case's comment is the Python expression, run in an
// @njit function on the inputs below unless marked "(NumPy)". Numba compiles np.diff of a 2-d or 3-d array only when
// it is contiguous, so the strided cases pass np.ascontiguousarray(x) (same elements, same C order), and it raises
// NotImplementedError for a 3-d F-ordered array, whose cases are NumPy's. Numba 0.56 supports neither
// np.cumsum(a, axis=k) nor np.linalg.norm(m, 'fro'): those are NumPy's (NumPy raises np.AxisError, a subclass of
// ValueError, where the tables say ValueError).

func TestDiffNOracle(t *testing.T)          { rtRun(t, nf2DiffCases) }
func TestHistogramEdgesOracle(t *testing.T) { rtRun(t, nf2HistCases) }
func TestMatrixNormOrdOracle(t *testing.T)  { rtRun(t, nf2NormCases) }
func TestFrobeniusNormOracle(t *testing.T)  { rtRun(t, nf2FroCases) }
func TestCumAxisOracle(t *testing.T)        { rtRun(t, nf2CumCases) }

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

// TestNpfuncs2Fresh checks that the results are new C-ordered arrays that do not share the input's storage.
func TestNpfuncs2Fresh(t *testing.T) {
	for name, f := range map[string]func(Array[float64, [2]int]) Array[float64, [2]int]{
		"DiffN0":      func(a Array[float64, [2]int]) Array[float64, [2]int] { return DiffN(a, 0) },
		"DiffN1":      func(a Array[float64, [2]int]) Array[float64, [2]int] { return DiffN(a, 1) },
		"CumsumAxis":  func(a Array[float64, [2]int]) Array[float64, [2]int] { return CumsumAxis(a, 0) },
		"CumprodAxis": func(a Array[float64, [2]int]) Array[float64, [2]int] { return CumprodAxis(a, 1) },
	} {
		for _, a := range []Array[float64, [2]int]{nf2N(), nf2NF(), nf2NS()} {
			want := a.Copy()
			r := f(a)
			for i := range r.Data {
				r.Data[i] = 99
			}
			if rtA(a) != rtA(want) || !r.IsC() {
				t.Errorf("%s shares its input's storage or is not C-ordered", name)
			}
		}
	}
}

// TestCumAxisLarge compares CumsumAxis and CumprodAxis along every axis of a 4-d array, C-ordered and permuted,
// with a direct computation by index.
func TestCumAxisLarge(t *testing.T) {
	shape := [4]int{3, 4, 5, 6}
	base := Empty[float64](shape)
	for i := range base.Data {
		base.Data[i] = float64((i*7919)%101)/50 - 1
	}
	perm := base
	perm.Shape = [4]int{shape[2], shape[0], shape[3], shape[1]}
	perm.Strides = [4]int{base.Strides[2], base.Strides[0], base.Strides[3], base.Strides[1]}
	for _, a := range []Array[float64, [4]int]{base, perm} {
		for axis := 0; axis < 4; axis++ {
			for _, mul := range []bool{false, true} {
				got := CumsumAxis(a, axis)
				if mul {
					got = CumprodAxis(a, axis)
				}
				var idx [4]int
				for i := 0; i < a.Size(); i++ {
					r := i
					for k := 3; k >= 0; k-- {
						idx[k] = r % a.Shape[k]
						r /= a.Shape[k]
					}
					j := idx
					j[axis] = 0
					c := a.At(j[:]...)
					for j[axis] = 1; j[axis] <= idx[axis]; j[axis]++ {
						if mul {
							c *= a.At(j[:]...)
						} else {
							c += a.At(j[:]...)
						}
					}
					if g := got.At(idx[:]...); !sameFloat(g, c) {
						t.Fatalf("mul=%v axis %d at %v: got %v, want %v", mul, axis, idx, g, c)
					}
				}
			}
		}
	}
}

// Inputs.

// nf2M = np.array([1.5, -2.0, 0.25, 4.0, -0.0, 3.0, 7.5, 1e300, -1e300, 2.0, nan, 0.5]).reshape(3, 4)
func nf2M() Array[float64, [2]int] {
	return rtMk([]float64{1.5, -2.0, 0.25, 4.0, negZero, 3.0, 7.5, 1e+300, -1e+300, 2.0, nan, 0.5}, 0, [2]int{3, 4}, [2]int{4, 1})
}

// nf2MF = np.asfortranarray(nf2M)
func nf2MF() Array[float64, [2]int] {
	return rtMk([]float64{1.5, negZero, -1e+300, -2.0, 3.0, 2.0, 0.25, 7.5, nan, 4.0, 1e+300, 0.5}, 0, [2]int{3, 4}, [2]int{1, 3})
}

// nf2MS = np.array([0.5 * k * k - 3 * k for k in range(24)]).reshape(4, 6)[::-1, ::2]
func nf2MS() Array[float64, [2]int] {
	return rtMk([]float64{0.0, -2.5, -4.0, -4.5, -4.0, -2.5, 0.0, 3.5, 8.0, 13.5, 20.0, 27.5, 36.0, 45.5, 56.0, 67.5, 80.0, 93.5, 108.0, 123.5, 140.0, 157.5, 176.0, 195.5}, 18, [2]int{4, 3}, [2]int{-6, 2})
}

// nf2T = np.array([3, -1, 4, 2**62, -2**62, 9, 2, -6, 5, 3, 5, 8, -9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4]).reshape(2, 3, 4)
func nf2T() Array[int64, [3]int] {
	return rtMk([]int64{3, -1, 4, 4611686018427387904, -4611686018427387904, 9, 2, -6, 5, 3, 5, 8, -9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4}, 0, [3]int{2, 3, 4}, [3]int{12, 4, 1})
}

// nf2TF = np.asfortranarray(np.array([(k % 7) ** 2 - 0.25 * k for k in range(24)]).reshape(2, 3, 4))
func nf2TF() Array[float64, [3]int] {
	return rtMk([]float64{0.0, 22.0, 15.0, 0.0, -1.0, 31.0, 0.75, 32.75, 23.75, 4.75, 1.75, -5.25, 3.5, -3.5, 34.5, 11.5, 6.5, -4.5, 8.25, -2.75, -1.75, 20.25, 13.25, -1.75}, 0, [3]int{2, 3, 4}, [3]int{1, 2, 6})
}

// nf2U8 = np.array([3, 250, 7, 0, 255, 1, 128, 127], np.uint8).reshape(2, 4)
func nf2U8() Array[uint8, [2]int] {
	return rtMk([]uint8{3, 250, 7, 0, 255, 1, 128, 127}, 0, [2]int{2, 4}, [2]int{4, 1})
}

// nf2F32 = np.array([0.1, 0.7, 1.3, 1e-8, 3.3, 100.1], np.float32).reshape(2, 3)
func nf2F32() Array[float32, [2]int] {
	return rtMk(rtF32(0.10000000149011612, 0.699999988079071, 1.2999999523162842, 9.99999993922529e-09, 3.299999952316284, 100.0999984741211), 0, [2]int{2, 3}, [2]int{3, 1})
}

// nf2C = np.array([1+2j, -0.5j, 3.25, 2-1j, -1+1j, 0.5+0.5j]).reshape(2, 3)
func nf2C() Array[complex128, [2]int] {
	return rtMk([]complex128{complex(1.0, 2.0), complex(negZero, -0.5), complex(3.25, 0.0), complex(2.0, -1.0), complex(-1.0, 1.0), complex(0.5, 0.5)}, 0, [2]int{2, 3}, [2]int{3, 1})
}

// nf2E04 = np.zeros((0, 4))
func nf2E04() Array[float64, [2]int] {
	return rtMk([]float64{}, 0, [2]int{0, 4}, [2]int{4, 1})
}

// nf2E30 = np.zeros((3, 0))
func nf2E30() Array[float64, [2]int] {
	return rtMk([]float64{}, 0, [2]int{3, 0}, [2]int{1, 1})
}

// nf2M21 = np.array([[1.0], [4.0]])
func nf2M21() Array[float64, [2]int] {
	return rtMk([]float64{1.0, 4.0}, 0, [2]int{2, 1}, [2]int{1, 1})
}

// nf2VR = np.array([1.0, -2.0, 4.5, 0.25, 8.0, -1.0, 3.0])[::-2]
func nf2VR() Array[float64, [1]int] {
	return rtMk([]float64{1.0, -2.0, 4.5, 0.25, 8.0, -1.0, 3.0}, 6, [1]int{4}, [1]int{-2})
}

// nf2H = np.array([-1.0, 0.0, 0.25, 0.5, 1.99, 2.0, 3.5, 4.0, 4.0001, nan, -inf, inf, -0.0, 2.5, 0.5, 1.0]).reshape(4, 4)
func nf2H() Array[float64, [2]int] {
	return rtMk([]float64{-1.0, 0.0, 0.25, 0.5, 1.99, 2.0, 3.5, 4.0, 4.0001, nan, -inf, inf, negZero, 2.5, 0.5, 1.0}, 0, [2]int{4, 4}, [2]int{4, 1})
}

// nf2HF = np.asfortranarray(nf2H)
func nf2HF() Array[float64, [2]int] {
	return rtMk([]float64{-1.0, 1.99, 4.0001, negZero, 0.0, 2.0, nan, 2.5, 0.25, 3.5, -inf, 0.5, 0.5, 4.0, inf, 1.0}, 0, [2]int{4, 4}, [2]int{1, 4})
}

// nf2HS = nf2H.ravel()[::-3]
func nf2HS() Array[float64, [1]int] {
	return rtMk([]float64{-1.0, 0.0, 0.25, 0.5, 1.99, 2.0, 3.5, 4.0, 4.0001, nan, -inf, inf, negZero, 2.5, 0.5, 1.0}, 15, [1]int{6}, [1]int{-3})
}

// nf2HT = nf2H.reshape(2, 2, 4)[:, ::-1, 1::2]
func nf2HT() Array[float64, [3]int] {
	return rtMk([]float64{-1.0, 0.0, 0.25, 0.5, 1.99, 2.0, 3.5, 4.0, 4.0001, nan, -inf, inf, negZero, 2.5, 0.5, 1.0}, 5, [3]int{2, 2, 2}, [3]int{8, -4, 2})
}

// nf2Edges = np.array([-1.0, 0.0, 0.5, 2.0, 2.0, 4.0])
func nf2Edges() Array[float64, [1]int] {
	return rtMk([]float64{-1.0, 0.0, 0.5, 2.0, 2.0, 4.0}, 0, [1]int{6}, [1]int{1})
}

// nf2EdgesS = nf2Edges[::2]
func nf2EdgesS() Array[float64, [1]int] {
	return rtMk([]float64{-1.0, 0.0, 0.5, 2.0, 2.0, 4.0}, 0, [1]int{3}, [1]int{2})
}

// nf2EdgesI = np.array([0, 1, 3])
func nf2EdgesI() Array[int64, [1]int] {
	return rtMk([]int64{0, 1, 3}, 0, [1]int{3}, [1]int{1})
}

// nf2Edge1 = np.array([1.0])
func nf2Edge1() Array[float64, [1]int] {
	return rtMk([]float64{1.0}, 0, [1]int{1}, [1]int{1})
}

// nf2Edge0 = np.array([], np.float64)
func nf2Edge0() Array[float64, [1]int] {
	return rtMk([]float64{}, 0, [1]int{0}, [1]int{0})
}

// nf2EdgesDown = np.array([0.0, 2.0, 1.0])
func nf2EdgesDown() Array[float64, [1]int] {
	return rtMk([]float64{0.0, 2.0, 1.0}, 0, [1]int{3}, [1]int{1})
}

// nf2EdgesNaN = np.array([0.0, nan, 1.0])
func nf2EdgesNaN() Array[float64, [1]int] {
	return rtMk([]float64{0.0, nan, 1.0}, 0, [1]int{3}, [1]int{1})
}

// nf2HBig = np.array([2**53 + 1, 2**53, 2**53 + 2, 7, -3, 2**63 - 1])
func nf2HBig() Array[int64, [1]int] {
	return rtMk([]int64{9007199254740993, 9007199254740992, 9007199254740994, 7, -3, 9223372036854775807}, 0, [1]int{6}, [1]int{1})
}

// nf2EdgesBig = np.array([2**53 + 1, 2**53 + 2])
func nf2EdgesBig() Array[int64, [1]int] {
	return rtMk([]int64{9007199254740993, 9007199254740994}, 0, [1]int{2}, [1]int{1})
}

// nf2EdgesBigF = np.array([2**53 + 1, 2**53 + 2], np.float64)
func nf2EdgesBigF() Array[float64, [1]int] {
	return rtMk([]float64{9007199254740992.0, 9007199254740994.0}, 0, [1]int{2}, [1]int{1})
}

// nf2HU64 = np.array([0, 2**63, 2**64 - 1, 5, 2**63 - 1], np.uint64)
func nf2HU64() Array[uint64, [1]int] {
	return rtMk([]uint64{0, 9223372036854775808, 18446744073709551615, 5, 9223372036854775807}, 0, [1]int{5}, [1]int{1})
}

// nf2EdgesS64 = np.array([-5, 0, 2**63 - 1])
func nf2EdgesS64() Array[int64, [1]int] {
	return rtMk([]int64{-5, 0, 9223372036854775807}, 0, [1]int{3}, [1]int{1})
}

// nf2HU8 = np.array([0, 5, 100, 127, 128, 255], np.uint8)
func nf2HU8() Array[uint8, [1]int] {
	return rtMk([]uint8{0, 5, 100, 127, 128, 255}, 0, [1]int{6}, [1]int{1})
}

// nf2EdgesI8 = np.array([-5, 0, 100, 127], np.int8)
func nf2EdgesI8() Array[int8, [1]int] {
	return rtMk([]int8{-5, 0, 100, 127}, 0, [1]int{4}, [1]int{1})
}

// nf2H32 = np.array([0.1, 0.2, 0.3, 0.09999999], np.float32)
func nf2H32() Array[float32, [1]int] {
	return rtMk(rtF32(0.10000000149011612, 0.20000000298023224, 0.30000001192092896, 0.09999998658895493), 0, [1]int{4}, [1]int{1})
}

// nf2Edges01 = np.array([0.0, 0.1, 0.2, 0.3])
func nf2Edges01() Array[float64, [1]int] {
	return rtMk([]float64{0.0, 0.1, 0.2, 0.3}, 0, [1]int{4}, [1]int{1})
}

// nf2HE = np.zeros((0, 3))
func nf2HE() Array[float64, [2]int] {
	return rtMk([]float64{}, 0, [2]int{0, 3}, [2]int{3, 1})
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

// nf2Q = np.array([-0.0, 0.1, 0.2, -0.0, 0.3, 1e16, 1.0, -1e16, nan, 2.0, inf, 0.5]).reshape(3, 4)
func nf2Q() Array[float64, [2]int] {
	return rtMk([]float64{negZero, 0.1, 0.2, negZero, 0.3, 1e+16, 1.0, -1e+16, nan, 2.0, inf, 0.5}, 0, [2]int{3, 4}, [2]int{4, 1})
}

// nf2QF = np.asfortranarray(nf2Q)
func nf2QF() Array[float64, [2]int] {
	return rtMk([]float64{negZero, 0.3, nan, 0.1, 1e+16, 2.0, 0.2, 1.0, inf, negZero, -1e+16, 0.5}, 0, [2]int{3, 4}, [2]int{1, 3})
}

// nf2QT = np.array([1, -2, 3, 2**62, 2**62, 5, -1, 7, 2, 3, -3, 2, 4, 1, 5, 2, 2, -1, 3, 3, 2**40, 2**30, 2, 2]).reshape(2, 3, 4)
func nf2QT() Array[int64, [3]int] {
	return rtMk([]int64{1, -2, 3, 4611686018427387904, 4611686018427387904, 5, -1, 7, 2, 3, -3, 2, 4, 1, 5, 2, 2, -1, 3, 3, 1099511627776, 1073741824, 2, 2}, 0, [3]int{2, 3, 4}, [3]int{12, 4, 1})
}

// nf2QTS = nf2QT[:, ::-1, ::2]
func nf2QTS() Array[int64, [3]int] {
	return rtMk([]int64{1, -2, 3, 4611686018427387904, 4611686018427387904, 5, -1, 7, 2, 3, -3, 2, 4, 1, 5, 2, 2, -1, 3, 3, 1099511627776, 1073741824, 2, 2}, 8, [3]int{2, 3, 2}, [3]int{12, -4, 2})
}

// nf2QTT = nf2QT.transpose(2, 0, 1)
func nf2QTT() Array[int64, [3]int] {
	return rtMk([]int64{1, -2, 3, 4611686018427387904, 4611686018427387904, 5, -1, 7, 2, 3, -3, 2, 4, 1, 5, 2, 2, -1, 3, 3, 1099511627776, 1073741824, 2, 2}, 0, [3]int{4, 2, 3}, [3]int{1, 12, 4})
}

// nf2Q32 = np.array([0.1, 0.7, 1.3, 1e-8, 3.3, 100.1, 0.3, 1e7], np.float32).reshape(2, 4)
func nf2Q32() Array[float32, [2]int] {
	return rtMk(rtF32(0.10000000149011612, 0.699999988079071, 1.2999999523162842, 9.99999993922529e-09, 3.299999952316284, 100.0999984741211, 0.30000001192092896, 10000000.0), 0, [2]int{2, 4}, [2]int{4, 1})
}

// nf2QV = np.array([1.5, -2.0, 4.5, -0.0, 8.0, -1.0, 3.0])[::-2]
func nf2QV() Array[float64, [1]int] {
	return rtMk([]float64{1.5, -2.0, 4.5, negZero, 8.0, -1.0, 3.0}, 6, [1]int{4}, [1]int{-2})
}

// nf2QE = np.zeros((0, 3), np.int64)
func nf2QE() Array[int64, [2]int] {
	return rtMk([]int64{}, 0, [2]int{0, 3}, [2]int{3, 1})
}

// nf2QE2 = np.zeros((2, 0), np.int64)
func nf2QE2() Array[int64, [2]int] {
	return rtMk([]int64{}, 0, [2]int{2, 0}, [2]int{1, 1})
}

var nf2DiffCases = []rtCase{
	// np.diff(nf2M, 0)
	{"np.diff(nf2M, 0)", func() string { return rtA(DiffN(nf2M(), 0)) }, "(3, 4) [1.5, -2.0, 0.25, 4.0, -0.0, 3.0, 7.5, 1e+300, -1e+300, 2.0, nan, 0.5]"},
	// np.diff(nf2M, 1)
	{"np.diff(nf2M, 1)", func() string { return rtA(DiffN(nf2M(), 1)) }, "(3, 3) [-3.5, 2.25, 3.75, 3.0, 4.5, 1e+300, 1e+300, nan, nan]"},
	// np.diff(nf2M, 2)
	{"np.diff(nf2M, 2)", func() string { return rtA(DiffN(nf2M(), 2)) }, "(3, 2) [5.75, 1.5, 1.5, 1e+300, nan, nan]"},
	// np.diff(nf2M, 3)
	{"np.diff(nf2M, 3)", func() string { return rtA(DiffN(nf2M(), 3)) }, "(3, 1) [-4.25, 1e+300, nan]"},
	// np.diff(nf2M, 4)
	{"np.diff(nf2M, 4)", func() string { return rtA(DiffN(nf2M(), 4)) }, "(3, 0) []"},
	// np.diff(nf2M, 5)
	{"np.diff(nf2M, 5)", func() string { return rtA(DiffN(nf2M(), 5)) }, "(3, 0) []"},
	// np.diff(nf2M, -1)
	{"np.diff(nf2M, -1)", func() string { return rtA(DiffN(nf2M(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2MF, 0)
	{"np.diff(nf2MF, 0)", func() string { return rtA(DiffN(nf2MF(), 0)) }, "(3, 4) [1.5, -2.0, 0.25, 4.0, -0.0, 3.0, 7.5, 1e+300, -1e+300, 2.0, nan, 0.5]"},
	// np.diff(nf2MF, 1)
	{"np.diff(nf2MF, 1)", func() string { return rtA(DiffN(nf2MF(), 1)) }, "(3, 3) [-3.5, 2.25, 3.75, 3.0, 4.5, 1e+300, 1e+300, nan, nan]"},
	// np.diff(nf2MF, 2)
	{"np.diff(nf2MF, 2)", func() string { return rtA(DiffN(nf2MF(), 2)) }, "(3, 2) [5.75, 1.5, 1.5, 1e+300, nan, nan]"},
	// np.diff(nf2MF, 3)
	{"np.diff(nf2MF, 3)", func() string { return rtA(DiffN(nf2MF(), 3)) }, "(3, 1) [-4.25, 1e+300, nan]"},
	// np.diff(nf2MF, -1)
	{"np.diff(nf2MF, -1)", func() string { return rtA(DiffN(nf2MF(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2T, 0)
	{"np.diff(nf2T, 0)", func() string { return rtA(DiffN(nf2T(), 0)) }, "(2, 3, 4) [3, -1, 4, 4611686018427387904, -4611686018427387904, 9, 2, -6, 5, 3, 5, 8, -9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4]"},
	// np.diff(nf2T, 1)
	{"np.diff(nf2T, 1)", func() string { return rtA(DiffN(nf2T(), 1)) }, "(2, 3, 3) [-4, 5, 4611686018427387900, 4611686018427387913, -7, -8, -2, 2, 3, 16, 2, -6, 1, 5, -4, -4, 4, -2]"},
	// np.diff(nf2T, 2)
	{"np.diff(nf2T, 2)", func() string { return rtA(DiffN(nf2T(), 2)) }, "(2, 3, 2) [9, 4611686018427387895, -4611686018427387920, -1, 4, 1, -14, -8, 4, -9, 8, -6]"},
	// np.diff(nf2T, 3)
	{"np.diff(nf2T, 3)", func() string { return rtA(DiffN(nf2T(), 3)) }, "(2, 3, 1) [4611686018427387886, 4611686018427387919, -3, 6, -13, -14]"},
	// np.diff(nf2T, 4)
	{"np.diff(nf2T, 4)", func() string { return rtA(DiffN(nf2T(), 4)) }, "(2, 3, 0) []"},
	// np.diff(nf2T, 5)
	{"np.diff(nf2T, 5)", func() string { return rtA(DiffN(nf2T(), 5)) }, "(2, 3, 0) []"},
	// np.diff(nf2T, -1)
	{"np.diff(nf2T, -1)", func() string { return rtA(DiffN(nf2T(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2U8, 0)
	{"np.diff(nf2U8, 0)", func() string { return rtA(DiffN(nf2U8(), 0)) }, "(2, 4) [3, 250, 7, 0, 255, 1, 128, 127]"},
	// np.diff(nf2U8, 1)
	{"np.diff(nf2U8, 1)", func() string { return rtA(DiffN(nf2U8(), 1)) }, "(2, 3) [247, 13, 249, 2, 127, 255]"},
	// np.diff(nf2U8, 2)
	{"np.diff(nf2U8, 2)", func() string { return rtA(DiffN(nf2U8(), 2)) }, "(2, 2) [22, 236, 125, 128]"},
	// np.diff(nf2U8, 3)
	{"np.diff(nf2U8, 3)", func() string { return rtA(DiffN(nf2U8(), 3)) }, "(2, 1) [214, 3]"},
	// np.diff(nf2U8, -1)
	{"np.diff(nf2U8, -1)", func() string { return rtA(DiffN(nf2U8(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2F32, 0)
	{"np.diff(nf2F32, 0)", func() string { return rtA(DiffN(nf2F32(), 0)) }, "(2, 3) [0.10000000149011612, 0.699999988079071, 1.2999999523162842, 9.99999993922529e-09, 3.299999952316284, 100.0999984741211]"},
	// np.diff(nf2F32, 1)
	{"np.diff(nf2F32, 1)", func() string { return rtA(DiffN(nf2F32(), 1)) }, "(2, 2) [0.5999999642372131, 0.5999999642372131, 3.299999952316284, 96.79999542236328]"},
	// np.diff(nf2F32, 2)
	{"np.diff(nf2F32, 2)", func() string { return rtA(DiffN(nf2F32(), 2)) }, "(2, 1) [0.0, 93.49999237060547]"},
	// np.diff(nf2F32, 3)
	{"np.diff(nf2F32, 3)", func() string { return rtA(DiffN(nf2F32(), 3)) }, "(2, 0) []"},
	// np.diff(nf2F32, -1)
	{"np.diff(nf2F32, -1)", func() string { return rtA(DiffN(nf2F32(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2C, 0)
	{"np.diff(nf2C, 0)", func() string { return rtA(DiffN(nf2C(), 0)) }, "(2, 3) [(1.0, 2.0), (-0.0, -0.5), (3.25, 0.0), (2.0, -1.0), (-1.0, 1.0), (0.5, 0.5)]"},
	// np.diff(nf2C, 1)
	{"np.diff(nf2C, 1)", func() string { return rtA(DiffN(nf2C(), 1)) }, "(2, 2) [(-1.0, -2.5), (3.25, 0.5), (-3.0, 2.0), (1.5, -0.5)]"},
	// np.diff(nf2C, 2)
	{"np.diff(nf2C, 2)", func() string { return rtA(DiffN(nf2C(), 2)) }, "(2, 1) [(4.25, 3.0), (4.5, -2.5)]"},
	// np.diff(nf2C, 3)
	{"np.diff(nf2C, 3)", func() string { return rtA(DiffN(nf2C(), 3)) }, "(2, 0) []"},
	// np.diff(nf2C, -1)
	{"np.diff(nf2C, -1)", func() string { return rtA(DiffN(nf2C(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2E04, 0)
	{"np.diff(nf2E04, 0)", func() string { return rtA(DiffN(nf2E04(), 0)) }, "(0, 4) []"},
	// np.diff(nf2E04, 1)
	{"np.diff(nf2E04, 1)", func() string { return rtA(DiffN(nf2E04(), 1)) }, "(0, 3) []"},
	// np.diff(nf2E04, 2)
	{"np.diff(nf2E04, 2)", func() string { return rtA(DiffN(nf2E04(), 2)) }, "(0, 2) []"},
	// np.diff(nf2E04, -1)
	{"np.diff(nf2E04, -1)", func() string { return rtA(DiffN(nf2E04(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2E30, 0)
	{"np.diff(nf2E30, 0)", func() string { return rtA(DiffN(nf2E30(), 0)) }, "(3, 0) []"},
	// np.diff(nf2E30, 1)
	{"np.diff(nf2E30, 1)", func() string { return rtA(DiffN(nf2E30(), 1)) }, "(3, 0) []"},
	// np.diff(nf2E30, 2)
	{"np.diff(nf2E30, 2)", func() string { return rtA(DiffN(nf2E30(), 2)) }, "(3, 0) []"},
	// np.diff(nf2E30, -1)
	{"np.diff(nf2E30, -1)", func() string { return rtA(DiffN(nf2E30(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2M21, 0)
	{"np.diff(nf2M21, 0)", func() string { return rtA(DiffN(nf2M21(), 0)) }, "(2, 1) [1.0, 4.0]"},
	// np.diff(nf2M21, 1)
	{"np.diff(nf2M21, 1)", func() string { return rtA(DiffN(nf2M21(), 1)) }, "(2, 0) []"},
	// np.diff(nf2M21, 2)
	{"np.diff(nf2M21, 2)", func() string { return rtA(DiffN(nf2M21(), 2)) }, "(2, 0) []"},
	// np.diff(nf2M21, -1)
	{"np.diff(nf2M21, -1)", func() string { return rtA(DiffN(nf2M21(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(np.ascontiguousarray(nf2VR), 0)
	{"np.diff(np.ascontiguousarray(nf2VR), 0)", func() string { return rtA(DiffN(nf2VR(), 0)) }, "(4,) [3.0, 8.0, 4.5, 1.0]"},
	// np.diff(np.ascontiguousarray(nf2VR), 1)
	{"np.diff(np.ascontiguousarray(nf2VR), 1)", func() string { return rtA(DiffN(nf2VR(), 1)) }, "(3,) [5.0, -3.5, -3.5]"},
	// np.diff(np.ascontiguousarray(nf2VR), 2)
	{"np.diff(np.ascontiguousarray(nf2VR), 2)", func() string { return rtA(DiffN(nf2VR(), 2)) }, "(2,) [-8.5, 0.0]"},
	// np.diff(np.ascontiguousarray(nf2VR), 3)
	{"np.diff(np.ascontiguousarray(nf2VR), 3)", func() string { return rtA(DiffN(nf2VR(), 3)) }, "(1,) [8.5]"},
	// np.diff(np.ascontiguousarray(nf2VR), -1)
	{"np.diff(np.ascontiguousarray(nf2VR), -1)", func() string { return rtA(DiffN(nf2VR(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(np.ascontiguousarray(nf2MS), 0)
	{"np.diff(np.ascontiguousarray(nf2MS), 0)", func() string { return rtA(DiffN(nf2MS(), 0)) }, "(4, 3) [108.0, 140.0, 176.0, 36.0, 56.0, 80.0, 0.0, 8.0, 20.0, 0.0, -4.0, -4.0]"},
	// np.diff(np.ascontiguousarray(nf2MS), 1)
	{"np.diff(np.ascontiguousarray(nf2MS), 1)", func() string { return rtA(DiffN(nf2MS(), 1)) }, "(4, 2) [32.0, 36.0, 20.0, 24.0, 8.0, 12.0, -4.0, 0.0]"},
	// np.diff(np.ascontiguousarray(nf2MS), 2)
	{"np.diff(np.ascontiguousarray(nf2MS), 2)", func() string { return rtA(DiffN(nf2MS(), 2)) }, "(4, 1) [4.0, 4.0, 4.0, 4.0]"},
	// np.diff(np.ascontiguousarray(nf2MS), 3)
	{"np.diff(np.ascontiguousarray(nf2MS), 3)", func() string { return rtA(DiffN(nf2MS(), 3)) }, "(4, 0) []"},
	// np.diff(np.ascontiguousarray(nf2MS), -1)
	{"np.diff(np.ascontiguousarray(nf2MS), -1)", func() string { return rtA(DiffN(nf2MS(), -1)) }, "!ValueError: diff(): order must be non-negative"},
	// np.diff(nf2TF, 0)
	{"np.diff(nf2TF, 0)", func() string { return rtA(DiffN(nf2TF(), 0)) }, "(2, 3, 4) [0.0, 0.75, 3.5, 8.25, 15.0, 23.75, 34.5, -1.75, -1.0, 1.75, 6.5, 13.25, 22.0, 32.75, -3.5, -2.75, 0.0, 4.75, 11.5, 20.25, 31.0, -5.25, -4.5, -1.75]"},
	// np.diff(nf2TF, 1) (NumPy)
	{"np.diff(nf2TF, 1) (NumPy)", func() string { return rtA(DiffN(nf2TF(), 1)) }, "(2, 3, 3) [0.75, 2.75, 4.75, 8.75, 10.75, -36.25, 2.75, 4.75, 6.75, 10.75, -36.25, 0.75, 4.75, 6.75, 8.75, -36.25, 0.75, 2.75]"},
	// np.diff(nf2TF, 2) (NumPy)
	{"np.diff(nf2TF, 2) (NumPy)", func() string { return rtA(DiffN(nf2TF(), 2)) }, "(2, 3, 2) [2.0, 2.0, 2.0, -47.0, 2.0, 2.0, -47.0, 37.0, 2.0, 2.0, 37.0, 2.0]"},
	// np.diff(nf2TF, 3) (NumPy)
	{"np.diff(nf2TF, 3) (NumPy)", func() string { return rtA(DiffN(nf2TF(), 3)) }, "(2, 3, 1) [0.0, -49.0, 0.0, 84.0, 0.0, -35.0]"},
	// np.diff(nf2TF, 4) (NumPy)
	{"np.diff(nf2TF, 4) (NumPy)", func() string { return rtA(DiffN(nf2TF(), 4)) }, "(2, 3, 0) []"},
	// np.diff(nf2TF, 5) (NumPy)
	{"np.diff(nf2TF, 5) (NumPy)", func() string { return rtA(DiffN(nf2TF(), 5)) }, "(2, 3, 0) []"},
	// np.diff(nf2TF, -1)
	{"np.diff(nf2TF, -1)", func() string { return rtA(DiffN(nf2TF(), -1)) }, "!ValueError: diff(): order must be non-negative"},
}

var nf2HistCases = []rtCase{
	// np.histogram(nf2H, nf2Edges)[0]
	{"np.histogram(nf2H, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2Edges())) }, "(5,) [1, 3, 4, 0, 4]"},
	// np.histogram(nf2HF, nf2Edges)[0]
	{"np.histogram(nf2HF, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2HF(), nf2Edges())) }, "(5,) [1, 3, 4, 0, 4]"},
	// np.histogram(nf2HS, nf2Edges)[0]
	{"np.histogram(nf2HS, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2HS(), nf2Edges())) }, "(5,) [1, 1, 2, 0, 1]"},
	// np.histogram(nf2HT, nf2Edges)[0]
	{"np.histogram(nf2HT, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2HT(), nf2Edges())) }, "(5,) [0, 1, 2, 0, 3]"},
	// np.histogram(nf2H, nf2EdgesS)[0]
	{"np.histogram(nf2H, nf2EdgesS)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2EdgesS())) }, "(2,) [4, 5]"},
	// np.histogram(nf2H, nf2EdgesI)[0]
	{"np.histogram(nf2H, nf2EdgesI)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2EdgesI())) }, "(2,) [5, 4]"},
	// np.histogram(nf2H, nf2Edge1)[0]
	{"np.histogram(nf2H, nf2Edge1)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2Edge1())) }, "(0,) []"},
	// np.histogram(nf2H, nf2Edge0)[0]
	{"np.histogram(nf2H, nf2Edge0)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2Edge0())) }, "!ValueError: negative dimensions not allowed"},
	// np.histogram(nf2H, nf2EdgesDown)[0]
	{"np.histogram(nf2H, nf2EdgesDown)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2EdgesDown())) }, "!ValueError: histogram(): bins must increase monotonically"},
	// np.histogram(nf2H, nf2EdgesNaN)[0]
	{"np.histogram(nf2H, nf2EdgesNaN)[0]", func() string { return rtA(HistogramEdges(nf2H(), nf2EdgesNaN())) }, "!ValueError: histogram(): bins must increase monotonically"},
	// np.histogram(nf2HE, nf2Edges)[0]
	{"np.histogram(nf2HE, nf2Edges)[0]", func() string { return rtA(HistogramEdges(nf2HE(), nf2Edges())) }, "(5,) [0, 0, 0, 0, 0]"},
	// np.histogram(nf2HE, nf2EdgesDown)[0]
	{"np.histogram(nf2HE, nf2EdgesDown)[0]", func() string { return rtA(HistogramEdges(nf2HE(), nf2EdgesDown())) }, "!ValueError: histogram(): bins must increase monotonically"},
	// np.histogram(nf2HBig, nf2EdgesBig)[0]
	{"np.histogram(nf2HBig, nf2EdgesBig)[0]", func() string { return rtA(HistogramEdges(nf2HBig(), nf2EdgesBig())) }, "(1,) [2]"},
	// np.histogram(nf2HBig, nf2EdgesBigF)[0]
	{"np.histogram(nf2HBig, nf2EdgesBigF)[0]", func() string { return rtA(HistogramEdges(nf2HBig(), nf2EdgesBigF())) }, "(1,) [3]"},
	// np.histogram(nf2HU64, nf2EdgesS64)[0]
	{"np.histogram(nf2HU64, nf2EdgesS64)[0]", func() string { return rtA(HistogramEdges(nf2HU64(), nf2EdgesS64())) }, "(2,) [0, 4]"},
	// np.histogram(nf2HU8, nf2EdgesI8)[0]
	{"np.histogram(nf2HU8, nf2EdgesI8)[0]", func() string { return rtA(HistogramEdges(nf2HU8(), nf2EdgesI8())) }, "(3,) [0, 2, 2]"},
	// np.histogram(nf2H32, nf2Edges01)[0]
	{"np.histogram(nf2H32, nf2Edges01)[0]", func() string { return rtA(HistogramEdges(nf2H32(), nf2Edges01())) }, "(3,) [1, 1, 1]"},
	// np.histogram(nf2T, nf2EdgesI)[0]
	{"np.histogram(nf2T, nf2EdgesI)[0]", func() string { return rtA(HistogramEdges(nf2T(), nf2EdgesI())) }, "(2,) [0, 7]"},
	// np.histogram(nf2HBig, nf2EdgesS64)[0]
	{"np.histogram(nf2HBig, nf2EdgesS64)[0]", func() string { return rtA(HistogramEdges(nf2HBig(), nf2EdgesS64())) }, "(2,) [1, 5]"},
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

var nf2CumCases = []rtCase{
	// np.cumsum(nf2Q, axis=0) (NumPy)
	{"np.cumsum(nf2Q, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2Q(), 0)) }, "(3, 4) [-0.0, 0.1, 0.2, -0.0, 0.3, 1e+16, 1.2, -1e+16, nan, 1.0000000000000002e+16, inf, -1e+16]"},
	// np.cumprod(nf2Q, axis=0) (NumPy)
	{"np.cumprod(nf2Q, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2Q(), 0)) }, "(3, 4) [-0.0, 0.1, 0.2, -0.0, -0.0, 1000000000000000.0, 0.2, 0.0, nan, 2000000000000000.0, inf, 0.0]"},
	// np.cumsum(nf2Q, axis=1) (NumPy)
	{"np.cumsum(nf2Q, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2Q(), 1)) }, "(3, 4) [-0.0, 0.1, 0.30000000000000004, 0.30000000000000004, 0.3, 1e+16, 1e+16, 0.0, nan, nan, nan, nan]"},
	// np.cumprod(nf2Q, axis=1) (NumPy)
	{"np.cumprod(nf2Q, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2Q(), 1)) }, "(3, 4) [-0.0, -0.0, -0.0, 0.0, 0.3, 3000000000000000.0, 3000000000000000.0, -3e+31, nan, nan, nan, nan]"},
	// np.cumsum(nf2Q, axis=-1) (NumPy)
	{"np.cumsum(nf2Q, axis=-1) (NumPy)", func() string { return rtA(CumsumAxis(nf2Q(), -1)) }, "(3, 4) [-0.0, 0.1, 0.30000000000000004, 0.30000000000000004, 0.3, 1e+16, 1e+16, 0.0, nan, nan, nan, nan]"},
	// np.cumprod(nf2Q, axis=-1) (NumPy)
	{"np.cumprod(nf2Q, axis=-1) (NumPy)", func() string { return rtA(CumprodAxis(nf2Q(), -1)) }, "(3, 4) [-0.0, -0.0, -0.0, 0.0, 0.3, 3000000000000000.0, 3000000000000000.0, -3e+31, nan, nan, nan, nan]"},
	// np.cumsum(nf2Q, axis=-2) (NumPy)
	{"np.cumsum(nf2Q, axis=-2) (NumPy)", func() string { return rtA(CumsumAxis(nf2Q(), -2)) }, "(3, 4) [-0.0, 0.1, 0.2, -0.0, 0.3, 1e+16, 1.2, -1e+16, nan, 1.0000000000000002e+16, inf, -1e+16]"},
	// np.cumprod(nf2Q, axis=-2) (NumPy)
	{"np.cumprod(nf2Q, axis=-2) (NumPy)", func() string { return rtA(CumprodAxis(nf2Q(), -2)) }, "(3, 4) [-0.0, 0.1, 0.2, -0.0, -0.0, 1000000000000000.0, 0.2, 0.0, nan, 2000000000000000.0, inf, 0.0]"},
	// np.cumsum(nf2Q, axis=2) (NumPy)
	{"np.cumsum(nf2Q, axis=2) (NumPy)", func() string { return rtA(CumsumAxis(nf2Q(), 2)) }, "!ValueError: axis 2 is out of bounds for array of dimension 2"},
	// np.cumprod(nf2Q, axis=2) (NumPy)
	{"np.cumprod(nf2Q, axis=2) (NumPy)", func() string { return rtA(CumprodAxis(nf2Q(), 2)) }, "!ValueError: axis 2 is out of bounds for array of dimension 2"},
	// np.cumsum(nf2Q, axis=-3) (NumPy)
	{"np.cumsum(nf2Q, axis=-3) (NumPy)", func() string { return rtA(CumsumAxis(nf2Q(), -3)) }, "!ValueError: axis -3 is out of bounds for array of dimension 2"},
	// np.cumprod(nf2Q, axis=-3) (NumPy)
	{"np.cumprod(nf2Q, axis=-3) (NumPy)", func() string { return rtA(CumprodAxis(nf2Q(), -3)) }, "!ValueError: axis -3 is out of bounds for array of dimension 2"},
	// np.cumsum(nf2QF, axis=0) (NumPy)
	{"np.cumsum(nf2QF, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2QF(), 0)) }, "(3, 4) [-0.0, 0.1, 0.2, -0.0, 0.3, 1e+16, 1.2, -1e+16, nan, 1.0000000000000002e+16, inf, -1e+16]"},
	// np.cumprod(nf2QF, axis=0) (NumPy)
	{"np.cumprod(nf2QF, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2QF(), 0)) }, "(3, 4) [-0.0, 0.1, 0.2, -0.0, -0.0, 1000000000000000.0, 0.2, 0.0, nan, 2000000000000000.0, inf, 0.0]"},
	// np.cumsum(nf2QF, axis=1) (NumPy)
	{"np.cumsum(nf2QF, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QF(), 1)) }, "(3, 4) [-0.0, 0.1, 0.30000000000000004, 0.30000000000000004, 0.3, 1e+16, 1e+16, 0.0, nan, nan, nan, nan]"},
	// np.cumprod(nf2QF, axis=1) (NumPy)
	{"np.cumprod(nf2QF, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QF(), 1)) }, "(3, 4) [-0.0, -0.0, -0.0, 0.0, 0.3, 3000000000000000.0, 3000000000000000.0, -3e+31, nan, nan, nan, nan]"},
	// np.cumsum(nf2QT, axis=0) (NumPy)
	{"np.cumsum(nf2QT, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2QT(), 0)) }, "(2, 3, 4) [1, -2, 3, 4611686018427387904, 4611686018427387904, 5, -1, 7, 2, 3, -3, 2, 5, -1, 8, 4611686018427387906, 4611686018427387906, 4, 2, 10, 1099511627778, 1073741827, -1, 4]"},
	// np.cumprod(nf2QT, axis=0) (NumPy)
	{"np.cumprod(nf2QT, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2QT(), 0)) }, "(2, 3, 4) [1, -2, 3, 4611686018427387904, 4611686018427387904, 5, -1, 7, 2, 3, -3, 2, 4, -2, 15, -9223372036854775808, -9223372036854775808, -5, -3, 21, 2199023255552, 3221225472, -6, 4]"},
	// np.cumsum(nf2QT, axis=1) (NumPy)
	{"np.cumsum(nf2QT, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QT(), 1)) }, "(2, 3, 4) [1, -2, 3, 4611686018427387904, 4611686018427387905, 3, 2, 4611686018427387911, 4611686018427387907, 6, -1, 4611686018427387913, 4, 1, 5, 2, 6, 0, 8, 5, 1099511627782, 1073741824, 10, 7]"},
	// np.cumprod(nf2QT, axis=1) (NumPy)
	{"np.cumprod(nf2QT, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QT(), 1)) }, "(2, 3, 4) [1, -2, 3, 4611686018427387904, 4611686018427387904, -10, -3, -4611686018427387904, -9223372036854775808, -30, 9, -9223372036854775808, 4, 1, 5, 2, 8, -1, 15, 6, 8796093022208, -1073741824, 30, 12]"},
	// np.cumsum(nf2QT, axis=2) (NumPy)
	{"np.cumsum(nf2QT, axis=2) (NumPy)", func() string { return rtA(CumsumAxis(nf2QT(), 2)) }, "(2, 3, 4) [1, -1, 2, 4611686018427387906, 4611686018427387904, 4611686018427387909, 4611686018427387908, 4611686018427387915, 2, 5, 2, 4, 4, 5, 10, 12, 2, 1, 4, 7, 1099511627776, 1100585369600, 1100585369602, 1100585369604]"},
	// np.cumprod(nf2QT, axis=2) (NumPy)
	{"np.cumprod(nf2QT, axis=2) (NumPy)", func() string { return rtA(CumprodAxis(nf2QT(), 2)) }, "(2, 3, 4) [1, -2, -6, -9223372036854775808, 4611686018427387904, 4611686018427387904, -4611686018427387904, 4611686018427387904, 2, 6, -18, -36, 4, 4, 20, 40, 2, -2, -6, -18, 1099511627776, 0, 0, 0]"},
	// np.cumsum(nf2QT, axis=-1) (NumPy)
	{"np.cumsum(nf2QT, axis=-1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QT(), -1)) }, "(2, 3, 4) [1, -1, 2, 4611686018427387906, 4611686018427387904, 4611686018427387909, 4611686018427387908, 4611686018427387915, 2, 5, 2, 4, 4, 5, 10, 12, 2, 1, 4, 7, 1099511627776, 1100585369600, 1100585369602, 1100585369604]"},
	// np.cumprod(nf2QT, axis=-1) (NumPy)
	{"np.cumprod(nf2QT, axis=-1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QT(), -1)) }, "(2, 3, 4) [1, -2, -6, -9223372036854775808, 4611686018427387904, 4611686018427387904, -4611686018427387904, 4611686018427387904, 2, 6, -18, -36, 4, 4, 20, 40, 2, -2, -6, -18, 1099511627776, 0, 0, 0]"},
	// np.cumsum(nf2QT, axis=3) (NumPy)
	{"np.cumsum(nf2QT, axis=3) (NumPy)", func() string { return rtA(CumsumAxis(nf2QT(), 3)) }, "!ValueError: axis 3 is out of bounds for array of dimension 3"},
	// np.cumprod(nf2QT, axis=3) (NumPy)
	{"np.cumprod(nf2QT, axis=3) (NumPy)", func() string { return rtA(CumprodAxis(nf2QT(), 3)) }, "!ValueError: axis 3 is out of bounds for array of dimension 3"},
	// np.cumsum(nf2QTS, axis=0) (NumPy)
	{"np.cumsum(nf2QTS, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2QTS(), 0)) }, "(2, 3, 2) [2, -3, 4611686018427387904, -1, 1, 3, 1099511627778, -1, 4611686018427387906, 2, 5, 8]"},
	// np.cumprod(nf2QTS, axis=0) (NumPy)
	{"np.cumprod(nf2QTS, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2QTS(), 0)) }, "(2, 3, 2) [2, -3, 4611686018427387904, -1, 1, 3, 2199023255552, -6, -9223372036854775808, -3, 4, 15]"},
	// np.cumsum(nf2QTS, axis=1) (NumPy)
	{"np.cumsum(nf2QTS, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QTS(), 1)) }, "(2, 3, 2) [2, -3, 4611686018427387906, -4, 4611686018427387907, -1, 1099511627776, 2, 1099511627778, 5, 1099511627782, 10]"},
	// np.cumprod(nf2QTS, axis=1) (NumPy)
	{"np.cumprod(nf2QTS, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QTS(), 1)) }, "(2, 3, 2) [2, -3, -9223372036854775808, 3, -9223372036854775808, 9, 1099511627776, 2, 2199023255552, 6, 8796093022208, 30]"},
	// np.cumsum(nf2QTS, axis=2) (NumPy)
	{"np.cumsum(nf2QTS, axis=2) (NumPy)", func() string { return rtA(CumsumAxis(nf2QTS(), 2)) }, "(2, 3, 2) [2, -1, 4611686018427387904, 4611686018427387903, 1, 4, 1099511627776, 1099511627778, 2, 5, 4, 9]"},
	// np.cumprod(nf2QTS, axis=2) (NumPy)
	{"np.cumprod(nf2QTS, axis=2) (NumPy)", func() string { return rtA(CumprodAxis(nf2QTS(), 2)) }, "(2, 3, 2) [2, -6, 4611686018427387904, -4611686018427387904, 1, 3, 1099511627776, 2199023255552, 2, 6, 4, 20]"},
	// np.cumsum(nf2QTT, axis=0) (NumPy)
	{"np.cumsum(nf2QTT, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2QTT(), 0)) }, "(4, 2, 3) [1, 4611686018427387904, 2, 4, 2, 1099511627776, -1, 4611686018427387909, 5, 5, 1, 1100585369600, 2, 4611686018427387908, 2, 10, 4, 1100585369602, 4611686018427387906, 4611686018427387915, 4, 12, 7, 1100585369604]"},
	// np.cumprod(nf2QTT, axis=0) (NumPy)
	{"np.cumprod(nf2QTT, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2QTT(), 0)) }, "(4, 2, 3) [1, 4611686018427387904, 2, 4, 2, 1099511627776, -2, 4611686018427387904, 6, 4, -2, 0, -6, -4611686018427387904, -18, 20, -6, 0, -9223372036854775808, 4611686018427387904, -36, 40, -18, 0]"},
	// np.cumsum(nf2QTT, axis=1) (NumPy)
	{"np.cumsum(nf2QTT, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QTT(), 1)) }, "(4, 2, 3) [1, 4611686018427387904, 2, 5, 4611686018427387906, 1099511627778, -2, 5, 3, -1, 4, 1073741827, 3, -1, -3, 8, 2, -1, 4611686018427387904, 7, 2, 4611686018427387906, 10, 4]"},
	// np.cumprod(nf2QTT, axis=1) (NumPy)
	{"np.cumprod(nf2QTT, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QTT(), 1)) }, "(4, 2, 3) [1, 4611686018427387904, 2, 4, -9223372036854775808, 2199023255552, -2, 5, 3, -2, -5, 3221225472, 3, -1, -3, 15, -3, -6, 4611686018427387904, 7, 2, -9223372036854775808, 21, 4]"},
	// np.cumsum(nf2QTT, axis=2) (NumPy)
	{"np.cumsum(nf2QTT, axis=2) (NumPy)", func() string { return rtA(CumsumAxis(nf2QTT(), 2)) }, "(4, 2, 3) [1, 4611686018427387905, 4611686018427387907, 4, 6, 1099511627782, -2, 3, 6, 1, 0, 1073741824, 3, 2, -1, 5, 8, 10, 4611686018427387904, 4611686018427387911, 4611686018427387913, 2, 5, 7]"},
	// np.cumprod(nf2QTT, axis=2) (NumPy)
	{"np.cumprod(nf2QTT, axis=2) (NumPy)", func() string { return rtA(CumprodAxis(nf2QTT(), 2)) }, "(4, 2, 3) [1, 4611686018427387904, -9223372036854775808, 4, 8, 8796093022208, -2, -10, -30, 1, -1, -1073741824, 3, -3, 9, 5, 15, 30, 4611686018427387904, -4611686018427387904, -9223372036854775808, 2, 6, 12]"},
	// np.cumsum(nf2Q32, axis=0) (NumPy)
	{"np.cumsum(nf2Q32, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2Q32(), 0)) }, "(2, 4) [0.10000000149011612, 0.699999988079071, 1.2999999523162842, 9.99999993922529e-09, 3.3999998569488525, 100.79999542236328, 1.5999999046325684, 10000000.0]"},
	// np.cumprod(nf2Q32, axis=0) (NumPy)
	{"np.cumprod(nf2Q32, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2Q32(), 0)) }, "(2, 4) [0.10000000149011612, 0.699999988079071, 1.2999999523162842, 9.99999993922529e-09, 0.33000001311302185, 70.06999969482422, 0.39000001549720764, 0.10000000149011612]"},
	// np.cumsum(nf2Q32, axis=1) (NumPy)
	{"np.cumsum(nf2Q32, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2Q32(), 1)) }, "(2, 4) [0.10000000149011612, 0.800000011920929, 2.0999999046325684, 2.0999999046325684, 3.299999952316284, 103.4000015258789, 103.70000457763672, 10000104.0]"},
	// np.cumprod(nf2Q32, axis=1) (NumPy)
	{"np.cumprod(nf2Q32, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2Q32(), 1)) }, "(2, 4) [0.10000000149011612, 0.07000000029802322, 0.09099999815225601, 9.099999642714351e-10, 3.299999952316284, 330.3299865722656, 99.0989990234375, 990990016.0]"},
	// np.cumsum(nf2C, axis=0) (NumPy)
	{"np.cumsum(nf2C, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2C(), 0)) }, "(2, 3) [(1.0, 2.0), (-0.0, -0.5), (3.25, 0.0), (3.0, 1.0), (-1.0, 0.5), (3.75, 0.5)]"},
	// np.cumprod(nf2C, axis=0) (NumPy)
	{"np.cumprod(nf2C, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2C(), 0)) }, "(2, 3) [(1.0, 2.0), (-0.0, -0.5), (3.25, 0.0), (4.0, 3.0), (0.5, 0.5), (1.625, 1.625)]"},
	// np.cumsum(nf2C, axis=1) (NumPy)
	{"np.cumsum(nf2C, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2C(), 1)) }, "(2, 3) [(1.0, 2.0), (1.0, 1.5), (4.25, 1.5), (2.0, -1.0), (1.0, 0.0), (1.5, 0.5)]"},
	// np.cumprod(nf2C, axis=1) (NumPy)
	{"np.cumprod(nf2C, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2C(), 1)) }, "(2, 3) [(1.0, 2.0), (1.0, -0.5), (3.25, -1.625), (2.0, -1.0), (-1.0, 3.0), (-2.0, 1.0)]"},
	// np.cumsum(nf2QV, axis=0) (NumPy)
	{"np.cumsum(nf2QV, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2QV(), 0)) }, "(4,) [3.0, 11.0, 15.5, 17.0]"},
	// np.cumprod(nf2QV, axis=0) (NumPy)
	{"np.cumprod(nf2QV, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2QV(), 0)) }, "(4,) [3.0, 24.0, 108.0, 162.0]"},
	// np.cumsum(nf2QV, axis=-1) (NumPy)
	{"np.cumsum(nf2QV, axis=-1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QV(), -1)) }, "(4,) [3.0, 11.0, 15.5, 17.0]"},
	// np.cumprod(nf2QV, axis=-1) (NumPy)
	{"np.cumprod(nf2QV, axis=-1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QV(), -1)) }, "(4,) [3.0, 24.0, 108.0, 162.0]"},
	// np.cumsum(nf2QV, axis=1) (NumPy)
	{"np.cumsum(nf2QV, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QV(), 1)) }, "!ValueError: axis 1 is out of bounds for array of dimension 1"},
	// np.cumprod(nf2QV, axis=1) (NumPy)
	{"np.cumprod(nf2QV, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QV(), 1)) }, "!ValueError: axis 1 is out of bounds for array of dimension 1"},
	// np.cumsum(nf2QE, axis=0) (NumPy)
	{"np.cumsum(nf2QE, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2QE(), 0)) }, "(0, 3) []"},
	// np.cumprod(nf2QE, axis=0) (NumPy)
	{"np.cumprod(nf2QE, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2QE(), 0)) }, "(0, 3) []"},
	// np.cumsum(nf2QE, axis=1) (NumPy)
	{"np.cumsum(nf2QE, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QE(), 1)) }, "(0, 3) []"},
	// np.cumprod(nf2QE, axis=1) (NumPy)
	{"np.cumprod(nf2QE, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QE(), 1)) }, "(0, 3) []"},
	// np.cumsum(nf2QE2, axis=0) (NumPy)
	{"np.cumsum(nf2QE2, axis=0) (NumPy)", func() string { return rtA(CumsumAxis(nf2QE2(), 0)) }, "(2, 0) []"},
	// np.cumprod(nf2QE2, axis=0) (NumPy)
	{"np.cumprod(nf2QE2, axis=0) (NumPy)", func() string { return rtA(CumprodAxis(nf2QE2(), 0)) }, "(2, 0) []"},
	// np.cumsum(nf2QE2, axis=1) (NumPy)
	{"np.cumsum(nf2QE2, axis=1) (NumPy)", func() string { return rtA(CumsumAxis(nf2QE2(), 1)) }, "(2, 0) []"},
	// np.cumprod(nf2QE2, axis=1) (NumPy)
	{"np.cumprod(nf2QE2, axis=1) (NumPy)", func() string { return rtA(CumprodAxis(nf2QE2(), 1)) }, "(2, 0) []"},
	// np.cumsum(nf2QE2, axis=-3) (NumPy)
	{"np.cumsum(nf2QE2, axis=-3) (NumPy)", func() string { return rtA(CumsumAxis(nf2QE2(), -3)) }, "!ValueError: axis -3 is out of bounds for array of dimension 2"},
	// np.cumprod(nf2QE2, axis=-3) (NumPy)
	{"np.cumprod(nf2QE2, axis=-3) (NumPy)", func() string { return rtA(CumprodAxis(nf2QE2(), -3)) }, "!ValueError: axis -3 is out of bounds for array of dimension 2"},
}
