package kernels

import (
	"testing"
)

// Oracle tables for diffn.go, recorded as those of npfuncs_test.go (see the comment at the top of reduce_test.go)
// from Numba 0.56.4 and NumPy 1.24.2 (/usr/bin/python3): each case's comment is the Python expression, run in an
// @njit function on the inputs below unless marked "(NumPy)". Numba compiles np.diff of a 2-d or 3-d array only when
// it is contiguous, so the strided cases pass np.ascontiguousarray(x) (same elements, same C order), and it raises
// NotImplementedError for a 3-d F-ordered array, whose cases are NumPy's.

func TestDiffNOracle(t *testing.T) { rtRun(t, nf2DiffCases) }

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
