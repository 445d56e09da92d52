package kernels

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"gonum.org/v1/gonum/blas"
)

// Expected values come from Numba 0.56.4 (NumPy 1.24.2) under /usr/bin/python3:
//
//	import numpy as np
//	from numba import njit
//
//	@njit
//	def dot(a, b): return np.dot(a, b)
//	@njit
//	def matmul(a, b): return a @ b
//	@njit
//	def solve(a, b): return np.linalg.solve(a, b)
//	@njit
//	def inv(a): return np.linalg.inv(a)
//	@njit
//	def det(a): return np.linalg.det(a)
//	@njit
//	def norm(a): return np.linalg.norm(a)
//	@njit
//	def norm_ord(a, o): return np.linalg.norm(a, o)
//	@njit
//	def trace(a): return np.trace(a)
//	@njit
//	def eigh(a): return np.linalg.eigh(a)
//	@njit
//	def eigvalsh(a): return np.linalg.eigvalsh(a)
//	@njit
//	def svd(a): return np.linalg.svd(a)
//
//	base = np.array([(7 * k) % 13 - 6 + k / 8 for k in range(30)]).reshape(5, 6)
//	x, y = base[0].copy(), base[3].copy()
//	A = np.array([[4., -2., 1.], [3., 6., -4.], [2., 1., 8.]]) + base[0:3, 0:3] / 16
//	b, B = base[4, 0:3].copy(), base[3:, 1:4].T.copy()
//	S = A + A.T
//
// and each case's comment gives the call, such as matmul(base[0:3, 0:4], base[1:5, 2:4]). Go views are built with
// laSub and laVec to match the NumPy slices: C-ordered, F-ordered (laF), transposed (laT), row-strided (BLAS's
// leading dimension), strided on both axes and reversed (copied before BLAS).
//
// Floats are compared with a relative tolerance of 1e-12 (1e-6 for float32), relative to the largest expected
// element, not for equality: Numba calls OpenBLAS and LAPACK through SciPy, gonum has its own kernels, and the two
// sum in different orders and block differently, so results may differ in the last bits. (Most of the products
// below happen to be exact, since base holds multiples of 1/8.)

// laBase returns base, the 5×6 C-ordered matrix above.
func laBase() Matrix[float64] {
	d := make([]float64, 30)
	for k := range d {
		d[k] = float64((7*k)%13-6) + float64(k)/8
	}
	return FromData(d, [2]int{5, 6})
}

// laMat returns a new C-ordered matrix with the given rows.
func laMat[T Float](rows [][]T) Matrix[T] {
	m := Empty[T]([2]int{len(rows), len(rows[0])})
	for i, r := range rows {
		copy(m.Data[i*len(r):], r)
	}
	return m
}

// laSub returns the view a[r0::rs, c0::cs] with nr rows and nc columns (rs and cs may be negative).
func laSub[T Elem](a Matrix[T], r0, nr, rs, c0, nc, cs int) Matrix[T] {
	v := Matrix[T]{Data: a.Data, Off: a.Off + r0*a.Strides[0] + c0*a.Strides[1],
		Shape: [2]int{nr, nc}, Strides: [2]int{rs * a.Strides[0], cs * a.Strides[1]}}
	if rs >= 0 && cs >= 0 {
		v.Data, v.Off = v.Data[v.Off:], 0
	}
	return v
}

// laVec returns the n elements of a from (r0, c0) in steps of (dr, dc).
func laVec[T Elem](a Matrix[T], r0, c0, n, dr, dc int) Vector[T] {
	v := Vector[T]{Data: a.Data, Off: a.Off + r0*a.Strides[0] + c0*a.Strides[1],
		Shape: [1]int{n}, Strides: [1]int{dr*a.Strides[0] + dc*a.Strides[1]}}
	if v.Strides[0] >= 0 {
		v.Data, v.Off = v.Data[v.Off:], 0
	}
	return v
}

// laT returns a.T, a view.
func laT[T Elem](a Matrix[T]) Matrix[T] {
	return Matrix[T]{Data: a.Data, Off: a.Off, Shape: [2]int{a.Shape[1], a.Shape[0]},
		Strides: [2]int{a.Strides[1], a.Strides[0]}}
}

// laF returns an F-ordered copy of a, as np.asfortranarray.
func laF[T Elem](a Matrix[T]) Matrix[T] {
	f := Matrix[T]{Data: make([]T, a.Size()), Shape: a.Shape, Strides: FStrides(a.Shape)}
	for i := range a.Shape[0] {
		for j := range a.Shape[1] {
			f.Set(a.At(i, j), i, j)
		}
	}
	return f
}

// la32 returns a float32 copy of a.
func la32[D Dims](a Array[float64, D]) Array[float32, D] {
	c := Empty[float32](a.Shape)
	for i, v := range a.Copy().Data {
		c.Data[i] = float32(v)
	}
	return c
}

// laFlat returns a's elements in C order as float64.
func laFlat[T Float, D Dims](a Array[T, D]) []float64 {
	var r []float64
	for _, v := range a.Flat() {
		r = append(r, float64(v))
	}
	return r
}

// laClose reports whether got and want have the same length and agree within tol relative to the largest |want|.
func laClose(got, want []float64, tol float64) bool {
	if len(got) != len(want) {
		return false
	}
	scale := 0.0
	for _, w := range want {
		scale = math.Max(scale, math.Abs(w))
	}
	for i, w := range want {
		if !(math.Abs(got[i]-w) <= tol*scale) && !sameFloat(got[i], w) {
			return false
		}
	}
	return true
}

func laCheck[T Float, D Dims](t *testing.T, name string, got Array[T, D], wantShape D, want []float64) {
	t.Helper()
	tol := 1e-12
	if !blasIs64[T]() {
		tol = 1e-6
	}
	if got.Shape != wantShape || !laClose(laFlat(got), want, tol) {
		t.Errorf("%s = %v %v, want %v %v", name, FormatShape(got.Shape), laFlat(got), FormatShape(wantShape), want)
	}
}

func laCheckScalar(t *testing.T, name string, got, want, tol float64) {
	t.Helper()
	if !laClose([]float64{got}, []float64{want}, tol) {
		t.Errorf("%s = %v, want %v", name, got, want)
	}
}

func TestDot(t *testing.T) {
	base := laBase()
	x, y := laVec(base, 0, 0, 6, 0, 1), laVec(base, 3, 0, 6, 0, 1)
	tests := []struct {
		name string
		a, b Vector[float64]
		want float64
	}{
		{"dot(x, y)", x, y, -81.921875},
		{"dot(base[:, 1], base[:, 4])", laVec(base, 0, 1, 5, 1, 0), laVec(base, 0, 4, 5, 1, 0), -29.75},
		{"dot(x[::-1], y)", laVec(base, 0, 5, 6, 0, -1), y, 31.15625},
		{"dot(x[:0], y[:0])", laVec(base, 0, 0, 0, 0, 1), laVec(base, 3, 0, 0, 0, 1), 0},
		// A zero stride (np.broadcast_to(2.0, 3)) is copied before BLAS: exactly 2*(-6 + 1.125 - 4.75).
		{"dot(broadcast_to(2.0, 3), x[:3])", Vector[float64]{Data: []float64{2}, Shape: [1]int{3}}, laVec(base, 0, 0, 3, 0, 1), -19.25},
	}
	for _, tt := range tests {
		laCheckScalar(t, tt.name, Dot(tt.a, tt.b), tt.want, 1e-12)
	}
	laCheckScalar(t, "dot(x.astype(f32), y.astype(f32))", float64(Dot(la32(x), la32(y))), -81.921875, 1e-6)

	// dot(x[:3] + 1j * y[:3], y[:3] - 2j * x[:3])
	xc, yc := Empty[complex128]([1]int{3}), Empty[complex128]([1]int{3})
	for i := range 3 {
		xc.Data[i] = complex(x.At(i), y.At(i))
		yc.Data[i] = complex(y.At(i), -2*x.At(i))
	}
	if got, want := DotComplex(xc, yc), complex(-189.234375, -49.453125); got != want {
		t.Errorf("DotComplex = %v, want %v", got, want)
	}
}

func TestMatVec(t *testing.T) {
	base := laBase()
	a := laSub(base, 0, 3, 1, 0, 4, 1) // base[0:3, 0:4]: rows 6 apart
	tests := []struct {
		name string
		a    Matrix[float64]
		x    Vector[float64]
		want []float64
	}{
		{"matmul(base[0:3, 0:4].copy(), base[1:5, 2].copy())", a.Copy(), laVec(base, 1, 2, 4, 1, 0).Copy(),
			[]float64{-28.3125, -7.6875, 12.9375}},
		{"matmul(base[0:3, 0:4], base[1:5, 2])", a, laVec(base, 1, 2, 4, 1, 0),
			[]float64{-28.3125, -7.6875, 12.9375}},
		{"matmul(asfortranarray(base[0:3, 0:4]), base[1:5, 2])", laF(a), laVec(base, 1, 2, 4, 1, 0),
			[]float64{-28.3125, -7.6875, 12.9375}},
		{"matmul(base[0:4, 0:3].T, base[4, 2:6][::-1])", laT(laSub(base, 0, 4, 1, 0, 3, 1)), laVec(base, 4, 5, 4, 0, -1),
			[]float64{-38.25, -18.40625, -31.0625}},
		{"matmul(base[::2, ::2], base[0, 1:4])", laSub(base, 0, 3, 2, 0, 3, 2), laVec(base, 0, 1, 3, 0, 1),
			[]float64{7.5, -1.875, 19.625}},
	}
	for _, tt := range tests {
		laCheck(t, tt.name, MatVec(tt.a, tt.x), [1]int{len(tt.want)}, tt.want)
		laCheck(t, tt.name+" f32", MatVec(la32(tt.a), la32(tt.x)), [1]int{len(tt.want)}, tt.want)
	}
	laCheck(t, "MatVec(3×0, empty)", MatVec(laSub(base, 0, 3, 1, 0, 0, 1), laVec(base, 0, 0, 0, 0, 1)),
		[1]int{3}, []float64{0, 0, 0})
}

func TestVecMat(t *testing.T) {
	base := laBase()
	a := laSub(base, 0, 3, 1, 0, 4, 1)
	tests := []struct {
		name string
		x    Vector[float64]
		a    Matrix[float64]
		want []float64
	}{
		{"matmul(base[4, 0:3].copy(), base[0:3, 0:4].copy())", laVec(base, 4, 0, 3, 0, 1).Copy(), a.Copy(),
			[]float64{-65.15625, 37.390625, -53.4375, 49.109375}},
		{"matmul(base[4, 0:3], asfortranarray(base[0:3, 0:4]))", laVec(base, 4, 0, 3, 0, 1), laF(a),
			[]float64{-65.15625, 37.390625, -53.4375, 49.109375}},
		{"matmul(base[4, 1:5][::-1], base[0:3, 0:4].T)", laVec(base, 4, 4, 4, 0, -1), laT(a),
			[]float64{34.40625, 46.59375, -38.71875}},
		{"matmul(base[4, 0:3][::-1], base[2::-1, 0:4])", laVec(base, 4, 2, 3, 0, -1), laSub(base, 2, 3, -1, 0, 4, 1),
			[]float64{-65.15625, 37.390625, -53.4375, 49.109375}},
	}
	for _, tt := range tests {
		laCheck(t, tt.name, VecMat(tt.x, tt.a), [1]int{len(tt.want)}, tt.want)
		laCheck(t, tt.name+" f32", VecMat(la32(tt.x), la32(tt.a)), [1]int{len(tt.want)}, tt.want)
	}
}

func TestMatMul(t *testing.T) {
	base := laBase()
	a, b := laSub(base, 0, 3, 1, 0, 4, 1), laSub(base, 1, 4, 1, 2, 2, 1)
	ab := []float64{-28.3125, -32.84375, -7.6875, -2.84375, 12.9375, 10.90625}
	tests := []struct {
		name  string
		a, b  Matrix[float64]
		shape [2]int
		want  []float64
	}{
		{"matmul(base[0:3, 0:4], base[1:5, 2:4]) (C)", a.Copy(), b.Copy(), [2]int{3, 2}, ab},
		{"matmul(base[0:3, 0:4], base[1:5, 2:4]) (row-strided views)", a, b, [2]int{3, 2}, ab},
		{"matmul(base[0:3, 0:4], base[1:5, 2:4]) (F)", laF(a), laF(b), [2]int{3, 2}, ab},
		{"matmul(base[0:3, 0:4], base[1:5, 2:4]) (C @ F)", a.Copy(), laF(b), [2]int{3, 2}, ab},
		{"matmul(base[1:5, 2:5].T, base[0:2, 0:4].T)", laT(laSub(base, 1, 4, 1, 2, 3, 1)), laT(laSub(base, 0, 2, 1, 0, 4, 1)),
			[2]int{3, 2}, []float64{-28.3125, -7.6875, -32.84375, -2.84375, -37.375, 2.0}},
		{"matmul(base[::2, ::2], base[::-2, 1::2])", laSub(base, 0, 3, 2, 0, 3, 2), laSub(base, 4, 3, -2, 1, 3, 2),
			[2]int{3, 3}, []float64{-1.90625, -19.71875, -37.53125, -2.84375, 7.46875, 17.78125, 38.46875, 44.40625, 50.34375}},
		{"matmul(base[2:3, ::2], base[0:3, 1:3])", laSub(base, 2, 1, 1, 0, 3, 2), laSub(base, 0, 3, 1, 1, 2, 1),
			[2]int{1, 2}, []float64{-2.40625, 1.125}},
		{"matmul(base[0:3, 2:3], base[4:5, 0:4])", laSub(base, 0, 3, 1, 2, 1, 1), laSub(base, 4, 1, 1, 0, 4, 1),
			[2]int{3, 4}, []float64{-42.75, -14.84375, 13.0625, -20.78125, -9.0, -3.125, 2.75, -4.375, 24.75, 8.59375, -7.5625, 12.03125}},
		{"matmul(base[::2, 2:3], base[4:5, 1::2])", laSub(base, 0, 3, 2, 2, 1, 1), laSub(base, 4, 1, 1, 1, 3, 2),
			[2]int{3, 3}, []float64{-14.84375, -20.78125, -26.71875, 8.59375, 12.03125, 15.46875, -8.59375, -12.03125, -15.46875}},
		{"matmul(base[0:3, :0], base[:0, 0:2])", laSub(base, 0, 3, 1, 0, 0, 1), laSub(base, 0, 0, 1, 0, 2, 1),
			[2]int{3, 2}, []float64{0, 0, 0, 0, 0, 0}},
		{"matmul(base[:0, 0:4], base[1:5, 2:4])", laSub(base, 0, 0, 1, 0, 4, 1), b, [2]int{0, 2}, nil},
	}
	for _, tt := range tests {
		laCheck(t, tt.name, MatMul(tt.a, tt.b), tt.shape, tt.want)
		laCheck(t, tt.name+" f32", MatMul(la32(tt.a), la32(tt.b)), tt.shape, tt.want)
	}
}

func TestMatMulNoCopy(t *testing.T) {
	// Views that BLAS can take as they are must not be copied: check blasGen hands back the view's own storage.
	base := laBase()
	for _, tt := range []struct {
		name  string
		a     Matrix[float64]
		trans bool
		ld    int
	}{
		{"C", laSub(base, 0, 3, 1, 0, 4, 1).Copy(), false, 4},
		{"row-strided", laSub(base, 1, 3, 1, 1, 4, 1), false, 6},
		{"F", laF(base), true, 5},
		{"transposed", laT(laSub(base, 1, 4, 1, 2, 3, 1)), true, 6},
		{"strided row", laSub(base, 2, 1, 1, 0, 3, 2), true, 2},
		{"strided column", laSub(base, 0, 3, 2, 2, 1, 1), false, 12},
	} {
		data, _, _, ld, tr := blasGen(tt.a)
		if &data[0] != &tt.a.Data[tt.a.Off] || ld != tt.ld || (tr == blas.Trans) != tt.trans {
			t.Errorf("%s: copied=%v ld=%d trans=%v, want no copy, ld %d, trans %v",
				tt.name, &data[0] != &tt.a.Data[tt.a.Off], ld, tr == blas.Trans, tt.ld, tt.trans)
		}
	}
	if data, _, _, _, _ := blasGen(laSub(base, 0, 3, 2, 0, 3, 2)); &data[0] == &base.Data[0] {
		t.Errorf("base[::2, ::2] was not copied")
	}
}

func TestDotErrors(t *testing.T) {
	base := laBase()
	x := laVec(base, 0, 0, 6, 0, 1)
	a := laSub(base, 0, 3, 1, 0, 4, 1)
	xc := Empty[complex128]([1]int{2})
	tests := []struct {
		name string
		f    func() int
		want string
	}{
		{"dot(x, x[:2])", func() int { Dot(x, laVec(base, 0, 0, 2, 0, 1)); return 0 },
			"ValueError: incompatible array sizes for np.dot(a, b) (vector * vector)"},
		{"dot(xc, xc[:1])", func() int { DotComplex(xc, Empty[complex128]([1]int{1})); return 0 },
			"ValueError: incompatible array sizes for np.dot(a, b) (vector * vector)"},
		{"dot(A, x[:2])", func() int { MatVec(a, laVec(base, 0, 0, 2, 0, 1)); return 0 },
			"ValueError: incompatible array sizes for np.dot(a, b) (matrix * vector)"},
		{"dot(x, A)", func() int { VecMat(x, a); return 0 },
			"ValueError: incompatible array sizes for np.dot(a, b) (vector * matrix)"},
		{"dot(A, A)", func() int { MatMul(a, a); return 0 },
			"ValueError: incompatible array sizes for np.dot(a, b) (matrix * matrix)"},
		{"A @ A f32", func() int { MatMul(la32(a), la32(a)); return 0 },
			"ValueError: incompatible array sizes for np.dot(a, b) (matrix * matrix)"},
	}
	for _, tt := range tests {
		_, err := catch(tt.f)
		checkErr(t, tt.name, err, tt.want)
	}
}

// laA returns A and b from the oracle script.
func laA() (Matrix[float64], Vector[float64], Matrix[float64]) {
	base := laBase()
	a := laMat([][]float64{{4, -2, 1}, {3, 6, -4}, {2, 1, 8}})
	for i := range 3 {
		for j := range 3 {
			a.Set(a.At(i, j)+base.At(i, j)/16, i, j)
		}
	}
	return a, laVec(base, 4, 0, 3, 0, 1), laT(laSub(base, 3, 2, 1, 1, 3, 1))
}

func TestSolve(t *testing.T) {
	a, b, bm := laA()
	x := []float64{2.117339144894829, -0.9751524760247264, -0.7923113867700903}
	laCheck(t, "linalgSolve(A, b)", Solve(a, b), [1]int{3}, x)
	laCheck(t, "linalgSolve(asfortranarray(A), b)", Solve(laF(a), b), [1]int{3}, x)
	laCheck(t, "linalgSolve(A.T, b[::-1])", Solve(laT(a), laVec(laBase(), 4, 2, 3, 0, -1)), [1]int{3},
		[]float64{-1.3916470144712865, -0.06715294141949657, 1.1876947435604948})
	laCheck(t, "linalgSolve(A, B)", SolveMatrix(a, bm), [2]int{3, 2}, []float64{0.2942651030779545, 0.5588776330726779,
		0.8495498399218185, -0.4132695835658535, -0.07444663741646361, 0.4289243457056851})
	laCheck(t, "linalgSolve(A, B[:, :0])", SolveMatrix(a, laSub(bm, 0, 3, 1, 0, 0, 1)), [2]int{3, 0}, nil)
	laCheck(t, "linalgSolve(empty, empty)", Solve(Empty[float64]([2]int{0, 0}), Empty[float64]([1]int{0})), [1]int{0}, nil)
	// Numba factors in float32, Solve32 in float64: they agree to float32 rounding.
	laCheck(t, "linalgSolve(A.astype(f32), b.astype(f32))", Solve32(la32(a), la32(b)), [1]int{3},
		[]float64{2.1173391342163086, -0.9751524329185486, -0.792311429977417})
	laCheck(t, "linalgSolve(A.astype(f32), B.astype(f32))", SolveMatrix32(la32(a), la32(bm)), [2]int{3, 2},
		[]float64{0.2942651030779545, 0.5588776330726779, 0.8495498399218185, -0.4132695835658535, -0.07444663741646361,
			0.4289243457056851})
}

func TestInvDet(t *testing.T) {
	a, _, _ := laA()
	inv := []float64{0.21689632116370566, 0.06482280823214086, 0.013563280474168011, -0.12690719961456076,
		0.11208941898257777, 0.06664258684154005, -0.04428857027506592, -0.026574405900184967, 0.112970631220516}
	laCheck(t, "inv(A)", Inv(a), [2]int{3, 3}, inv)
	laCheck(t, "inv(asfortranarray(A))", Inv(laF(a)), [2]int{3, 3}, inv)
	laCheck(t, "inv(A.T)", Inv(laT(a)), [2]int{3, 3}, []float64{0.21689632116370566, -0.12690719961456076,
		-0.04428857027506593, 0.06482280823214086, 0.11208941898257777, -0.026574405900184967, 0.013563280474168,
		0.06664258684154005, 0.112970631220516})
	laCheck(t, "inv(empty)", Inv(Empty[float64]([2]int{0, 0})), [2]int{0, 0}, nil)
	laCheck(t, "inv(A.astype(f32))", Inv32(la32(a)), [2]int{3, 3}, []float64{0.21689632534980774, 0.06482280790805817,
		0.013563278131186962, -0.12690719962120056, 0.11208941042423248, 0.06664258241653442, -0.044288571923971176,
		-0.026574403047561646, 0.11297062784433365})

	for _, tt := range []struct {
		name string
		a    Matrix[float64]
		want float64
	}{
		{"det(A)", a, 251.14662170410156},
		{"det(A.T)", laT(a), 251.14662170410156},
		{"det(asfortranarray(A))", laF(a), 251.14662170410156},
		{"det([[1, 2], [3, 4]])", laMat([][]float64{{1, 2}, {3, 4}}), -2.0000000000000004},
		{"det([[0, 1], [1, 0]])", laMat([][]float64{{0, 1}, {1, 0}}), -1},
		{"det([[2, 0], [0, 3]])", laMat([][]float64{{2, 0}, {0, 3}}), 6},
		{"det([[1, 2], [2, 4]])", laMat([][]float64{{1, 2}, {2, 4}}), 0},
		{"det(empty((0, 0)))", Empty[float64]([2]int{0, 0}), 1},
	} {
		laCheckScalar(t, tt.name, Det(tt.a), tt.want, 1e-12)
	}
	// Numba's float32 LU gives 251.14660657519266; Det32 factors in float64 and rounds.
	laCheckScalar(t, "det(A.astype(f32))", float64(Det32(la32(a))), 251.14660657519266, 1e-6)
}

func TestLinAlgErrors(t *testing.T) {
	a, b, _ := laA()
	singular := laMat([][]float64{{1, 2}, {2, 4}})
	v2 := laVec(singular, 0, 0, 2, 0, 1)
	nonSquare := laSub(laBase(), 0, 2, 1, 0, 3, 1)
	withNaN := a.Copy()
	withNaN.Set(math.NaN(), 1, 2)
	withInf := a.Copy()
	withInf.Set(math.Inf(-1), 0, 0)
	const (
		singularMsg = "LinAlgError: Matrix is singular to machine precision."
		squareMsg   = "LinAlgError: Last 2 dimensions of the array must be square."
		finiteMsg   = "LinAlgError: Array must not contain infs or NaNs."
		systemMsg   = "LinAlgError: Incompatible array sizes, system is not dimensionally valid."
	)
	tests := []struct {
		name string
		f    func() int
		want string
	}{
		{"linalgSolve(singular, v)", func() int { Solve(singular, v2); return 0 }, singularMsg},
		{"linalgSolve(singular, B)", func() int { SolveMatrix(singular, laMat([][]float64{{1}, {2}})); return 0 }, singularMsg},
		{"linalgSolve(singular f32, v)", func() int { Solve32(la32(singular), la32(v2)); return 0 }, singularMsg},
		{"inv(singular)", func() int { Inv(singular); return 0 }, singularMsg},
		{"inv(zeros((3, 3)))", func() int { Inv(Empty[float64]([2]int{3, 3})); return 0 }, singularMsg},
		{"inv(singular f32)", func() int { Inv32(la32(singular)); return 0 }, singularMsg},
		{"linalgSolve(A, b[:2])", func() int { Solve(a, v2); return 0 }, systemMsg},
		{"linalgSolve(A, B[:2])", func() int { SolveMatrix(a, singular); return 0 }, systemMsg},
		{"linalgSolve(A nan, b)", func() int { Solve(withNaN, b); return 0 }, finiteMsg},
		{"linalgSolve(A, b inf)", func() int { Solve(a, laVec(withInf, 0, 0, 3, 1, 0)); return 0 }, finiteMsg},
		{"inv(A inf)", func() int { Inv(withInf); return 0 }, finiteMsg},
		{"det(A nan)", func() int { Det(withNaN); return 0 }, finiteMsg},
		{"eigh(A nan)", func() int { Eigh(withNaN); return 0 }, finiteMsg},
		{"svd(A inf)", func() int { SVD(withInf, true); return 0 }, finiteMsg},
		{"inv(base[0:2, 0:3])", func() int { Inv(nonSquare); return 0 }, squareMsg},
		{"det(base[0:2, 0:3])", func() int { Det(nonSquare); return 0 }, squareMsg},
		{"eigh(base[0:2, 0:3])", func() int { Eigh(nonSquare); return 0 }, squareMsg},
		{"eigvalsh(base[0:2, 0:3])", func() int { Eigvalsh(nonSquare); return 0 }, squareMsg},
		// Numba 0.56 reads past a non-square matrix here; NumPy raises this.
		{"linalgSolve(base[0:2, 0:3], v)", func() int { Solve(nonSquare, v2); return 0 }, squareMsg},
		{"svd(empty((0, 3)))", func() int { SVD(Empty[float64]([2]int{0, 3}), false); return 0 }, "LinAlgError: Arrays cannot be empty"},
	}
	for _, tt := range tests {
		_, err := catch(tt.f)
		checkErr(t, tt.name, err, tt.want)
	}
}

func TestLinAlgErrorClass(t *testing.T) {
	var err error = &LinAlgError{Msg: "m"}
	var pe PyException
	if !errors.As(err, &pe) || pe.PyClass() != "LinAlgError" {
		t.Errorf("PyClass of LinAlgError: %v", pe)
	}
	var le *LinAlgError
	if !errors.As(err, &le) || le.Msg != "m" {
		t.Errorf("errors.As(*LinAlgError) failed")
	}
	var ex *Exception
	if !errors.As(err, &ex) || ex.Error() != "Exception: m" {
		t.Errorf("errors.As(*Exception) = %v", ex)
	}
	var ve *ValueError // numpy.linalg.LinAlgError derives from Exception, not ValueError, in NumPy 1.24
	if errors.As(err, &ve) {
		t.Errorf("LinAlgError is not a ValueError")
	}
	if got := (&LinAlgError{}).Error(); got != "LinAlgError" {
		t.Errorf("empty LinAlgError = %q", got)
	}
}

func TestNorm(t *testing.T) {
	base := laBase()
	x := laVec(base, 0, 0, 6, 0, 1)
	for _, tt := range []struct {
		name      string
		got, want float64
	}{
		{"norm(x)", Norm(x), 9.532018411648187},
		{"norm(base[:, 3])", Norm(laVec(base, 0, 3, 5, 1, 0)), 8.51194014311661},
		{"norm(base)", Norm(base), 23.58859629142862},
		{"norm(asfortranarray(base))", Norm(laF(base)), 23.58859629142862},
		{"norm(base.T)", Norm(laT(base)), 23.58859629142862},
		{"norm(base[::2, 1::2])", Norm(laSub(base, 0, 3, 2, 1, 3, 2)), 10.630880725509058},
		{"norm([1e200, -1e200, 3e199])", Norm(FromSlice([]float64{1e200, -1e200, 3e199})), 1.445683229480096e+200},
		{"norm([3e-200, 4e-200])", Norm(FromSlice([]float64{3e-200, 4e-200})), 5e-200},
		{"norm(empty(0))", Norm(FromSlice([]float64{})), 0},
		{"norm([1, nan])", Norm(FromSlice([]float64{1, math.NaN()})), math.NaN()},
		{"norm([inf, 1])", Norm(FromSlice([]float64{math.Inf(1), 1})), math.Inf(1)},
		{"norm(x.astype(f32))", Norm(la32(x)), 9.532018661499023},
		{"norm(base.astype(f32))", Norm(la32(base)), 23.58859629142862},
		// Numba 0.56 returns 0.0 for a negative stride (its BLAS nrm2 call rejects negative increments); this is
		// NumPy's np.linalg.norm(x[::-1]).
		{"norm(x[::-1])", Norm(laVec(base, 0, 5, 6, 0, -1)), 9.532018411648187},
		{"norm(x[0:1])", Norm(laVec(base, 0, 0, 1, 0, 1)), 6},
		{"norm(broadcast_to(-3.0, 4))", Norm(Vector[float64]{Data: []float64{-3}, Shape: [1]int{4}}), 6},
	} {
		tol := 1e-12
		if strings.Contains(tt.name, "f32") {
			tol = 1e-6 // float32 BLAS
		}
		laCheckScalar(t, tt.name, tt.got, tt.want, tol)
	}
}

func TestNormOrd(t *testing.T) {
	base := laBase()
	vs := []Vector[float64]{
		laVec(base, 0, 0, 6, 0, 1),  // x
		laVec(base, 4, 1, 3, -2, 0), // base[::-2, 1]
		FromSlice([]float64{0, 3, -4}),
	}
	// norm_ord(v, ord) for v in x, base[::-2, 1], [0., 3., -4.]
	for _, tt := range []struct {
		ord  float64
		want [3]float64
	}{
		{math.Inf(1), [3]float64{6.0, 4.375, 4.0}},
		{math.Inf(-1), [3]float64{1.125, 1.125, 0.0}},
		{0, [3]float64{6.0, 3.0, 2.0}},
		{1, [3]float64{21.375, 8.625, 7.0}},
		{2, [3]float64{9.532018411648187, 5.4928931356799575, 5.0}}, // Numba: 0.0 for base[::-2, 1]; this is NumPy's
		{3, [3]float64{7.539066982779869, 4.8725332688193514, 4.497941445275415}},
		{0.5, [3]float64{121.120476826486, 24.207159566199234, 13.928203230275509}},
		{-1, [3]float64{0.4446992358393277, 0.6956713780918728, 0.0}},
		{-2.5, [3]float64{1.0100734125063928, 1.078503424478544, 0.0}},
	} {
		for i, v := range vs {
			laCheckScalar(t, "NormOrd("+FormatFloat(tt.ord)+")", NormOrd(v, tt.ord), tt.want[i], 1e-12)
		}
	}
	if got := NormOrd(FromSlice([]float64{}), math.Inf(1)); got != 0 {
		t.Errorf("NormOrd(empty, inf) = %v, want 0", got)
	}
	// As Numba: a NaN counts for ±inf only as the first element.
	if got := NormOrd(FromSlice([]float64{1, math.NaN()}), math.Inf(1)); got != 1 {
		t.Errorf("NormOrd([1, nan], inf) = %v, want 1", got)
	}
	if got := NormOrd(FromSlice([]float64{math.NaN(), 1}), math.Inf(1)); !math.IsNaN(got) {
		t.Errorf("NormOrd([nan, 1], inf) = %v, want nan", got)
	}
}

func TestTrace(t *testing.T) {
	base := laBase()
	for _, tt := range []struct {
		name string
		a    Matrix[float64]
		want float64
	}{
		{"trace(base)", base, 0.75},
		{"trace(base.T)", laT(base), 0.75},
		{"trace(base[::2, 1:])", laSub(base, 0, 3, 2, 1, 5, 1), 8.25},
		{"trace(empty((0, 3)))", Empty[float64]([2]int{0, 3}), 0},
	} {
		checkFloat(t, tt.name, Trace(tt.a), tt.want)
	}
	if got := Trace(laMat([][]float32{{1, 2}, {3, 4.5}})); got != 5.5 {
		t.Errorf("Trace(float32) = %v, want 5.5", got)
	}
	if got := Trace(FromData([]int64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})); got != 6 {
		t.Errorf("Trace(int64) = %v, want 6", got)
	}
	if got := Trace(FromData([]complex128{1i, 2, 3, 4}, [2]int{2, 2})); got != 4+1i {
		t.Errorf("Trace(complex128) = %v, want (4+1i)", got)
	}
}

// laCheckColumns checks that column k of got equals column k of want, or its negation, for k < ncols (eigenvectors
// and singular vectors are determined only up to sign).
func laCheckColumns(t *testing.T, name string, got Matrix[float64], want []float64, ncols int) {
	t.Helper()
	n := got.Shape[1]
	for k := range ncols {
		var g, w, neg []float64
		for i := range got.Shape[0] {
			g = append(g, got.At(i, k))
			w = append(w, want[i*n+k])
			neg = append(neg, -want[i*n+k])
		}
		if !laClose(g, w, 1e-12) && !laClose(g, neg, 1e-12) {
			t.Errorf("%s column %d = %v, want ±%v", name, k, g, w)
		}
	}
}

// laCheckOrthogonal checks that qᵀq is the identity.
func laCheckOrthogonal(t *testing.T, name string, q Matrix[float64]) {
	t.Helper()
	n := q.Shape[1]
	eye := Empty[float64]([2]int{n, n})
	for i := range n {
		eye.Set(1, i, i)
	}
	laCheck(t, name+"ᵀ·"+name, MatMul(laT(q), q), [2]int{n, n}, eye.Data)
}

func TestEigh(t *testing.T) {
	a, _, _ := laA()
	s := Empty[float64]([2]int{3, 3}) // S = A + A.T
	for i := range 3 {
		for j := range 3 {
			s.Set(a.At(i, j)+a.At(j, i), i, j)
		}
	}
	w := []float64{5.909739255187762, 11.643980410527746, 18.649405334284495}
	v := []float64{0.8969774153259419, 0.4050716651473671, 0.17705497024916328, -0.29042652596218904,
		0.8419047529081018, -0.4548063544502007, -0.33329258829551955, 0.3565295683747518, 0.8728131056886042}
	gw, gv := Eigh(s)
	laCheck(t, "eigh(S)[0]", gw, [1]int{3}, w)
	laCheckColumns(t, "eigh(S)[1]", gv, v, 3)
	laCheck(t, "eigvalsh(S)", Eigvalsh(s), [1]int{3}, w)
	laCheck(t, "eigvalsh(asfortranarray(S))", Eigvalsh(laF(s)), [1]int{3}, w)
	// Only the lower triangle is read: eigvalsh(A) for the non-symmetric A.
	laCheck(t, "eigvalsh(A)", Eigvalsh(a), [1]int{3}, []float64{1.501967413139466, 6.594587747928739, 10.005007338931792})
	laCheck(t, "eigvalsh(A.T)", Eigvalsh(laT(a)), [1]int{3}, []float64{2.104938993424594, 4.20776626198675, 11.788857244588655})
}

func TestSVD(t *testing.T) {
	base := laBase()
	for _, tt := range []struct {
		name      string
		a         Matrix[float64]
		u, s, vh  []float64
		m, n, min int
	}{
		{"svd(base[0:3, 0:4])", laSub(base, 0, 3, 1, 0, 4, 1),
			[]float64{0.5775908397098172, 0.804515579978189, 0.1383600500710591, 0.6436783646194044, -0.5530861393362814,
				0.5289365608416342, -0.5020627299493526, 0.21644954157134397, 0.8373067604822968},
			[]float64{11.748926024070498, 5.467585459053523, 1.8972339151684778},
			[]float64{-0.48233476336190717, 0.509344101193709, -0.40581644235682096, 0.5858624221987949,
				-0.5958709522520133, -0.5008027156904356, -0.4889044069375474, -0.3938361703759694,
				-0.4028535519452351, -0.4896582752657797, 0.58846027562606, 0.5016555523055152,
				0.5000000000000001, -0.5, -0.4999999999999999, 0.5},
			3, 4, 3},
		{"svd(base[0:4, 0:2])", laSub(base, 0, 4, 1, 0, 2, 1),
			[]float64{-0.6040650391115898, 0.4314897633654705, -0.007774518363000824, 0.6699713199071641,
				-0.4794031569962304, -0.5606799746582456, 0.6721594858025864, -0.06334196653783039,
				0.38348726693684, 0.5563100946362386, 0.7371843975094396, -0.003969731952746719,
				0.5081491490521997, -0.4358596433874774, 0.06855907364069622, 0.7396691605070447},
			[]float64{9.394688379582188, 5.213188108110368},
			[]float64{0.8458036019704304, -0.533494392560827, -0.533494392560827, -0.8458036019704304},
			4, 2, 2},
	} {
		for _, full := range []bool{true, false} {
			name := fmt.Sprintf("%s full_matrices=%v", tt.name, full)
			u, s, vh := SVD(tt.a, full)
			laCheck(t, name+"[1]", s, [1]int{tt.min}, tt.s)
			ucols, vrows := tt.m, tt.n
			if !full {
				ucols, vrows = tt.min, tt.min
			}
			if u.Shape != [2]int{tt.m, ucols} || vh.Shape != [2]int{vrows, tt.n} {
				t.Fatalf("%s: shapes %v %v", name, u.Shape, vh.Shape)
			}
			// Singular vectors of distinct singular values are unique up to sign; the rest span a null space.
			laCheckColumns(t, name+"[0]", u, laFlat(laSub(FromData(tt.u, [2]int{tt.m, tt.m}), 0, tt.m, 1, 0, ucols, 1)), tt.min)
			laCheckColumns(t, name+"[2].T", laT(vh), laFlat(laSub(laT(FromData(tt.vh, [2]int{tt.n, tt.n})), 0, tt.n, 1, 0, vrows, 1)), tt.min)
			laCheckOrthogonal(t, "u", u)
			laCheckOrthogonal(t, "vhᵀ", laT(vh))
			us := laSub(u, 0, tt.m, 1, 0, tt.min, 1).Copy() // u[:, :k]·diag(s)
			for i := range tt.m {
				for j := range tt.min {
					us.Set(us.At(i, j)*s.At(j), i, j)
				}
			}
			laCheck(t, name+" u·diag(s)·vh", MatMul(us, laSub(vh, 0, tt.min, 1, 0, tt.n, 1)), tt.a.Shape, laFlat(tt.a))
		}
	}
}

func BenchmarkMatMul(b *testing.B) {
	const n = 128
	x := Empty[float64]([2]int{n, n})
	for i := range x.Data {
		x.Data[i] = float64(i%17) - 8
	}
	b.ReportAllocs()
	for b.Loop() {
		MatMul(x, laT(x))
	}
}
