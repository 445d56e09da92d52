package kernels

import (
	"testing"
)

// Oracle tables for cumaxis.go, recorded as those of npfuncs_test.go (see the comment at the top of reduce_test.go)
// from Numba 0.56.4 and NumPy 1.24.2 (/usr/bin/python3): each case's comment is the Python expression, run in an
// @njit function on the inputs below unless marked "(NumPy)". Numba 0.56 does not support np.cumsum(a, axis=k): those cases are NumPy's
// (NumPy raises np.AxisError, a subclass of ValueError, where the tables say ValueError).

func TestCumAxisOracle(t *testing.T) { rtRun(t, nf2CumCases) }

// TestDiffNCumAxisFresh checks that the results are new C-ordered arrays that do not share the input's storage.
func TestDiffNCumAxisFresh(t *testing.T) {
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
