package kernels

import (
	"math"
	"math/cmplx"
)

// This file is np.angle(z, deg) as Numba 0.56 computes it (numba/np/arraymath.py
// scalar_angle_kwarg): np.arctan2(z.imag, z.real) in z's real type, times 180/pi rounded to
// that type when deg is true.

// degPerRadian is Numba's 180 / np.pi: a float64 division, then the result type's rounding.
func degPerRadian[R Float]() R {
	d := 180.0
	return R(d / math.Pi)
}

// AngleReal returns np.angle(x, deg) of a real number: 0 or pi (NaN for NaN).
func AngleReal[T Float](x T, deg bool) T {
	r := T(math.Atan2(0, float64(x)))
	if deg {
		r *= degPerRadian[T]()
	}
	return r
}

// AngleComplex returns np.angle(z, deg) of a complex number, of type R (z's real type).
func AngleComplex[R Float, T Complex](z T, deg bool) R {
	r := R(cmplx.Phase(complex128(z)))
	if deg {
		r *= degPerRadian[R]()
	}
	return r
}

// AngleRealArray returns np.angle(a, deg) of a real array, a new C-contiguous array.
func AngleRealArray[T Float, D Dims](a Array[T, D], deg bool) Array[T, D] {
	r := Empty[T](a.Shape)
	for i, v := range redSeq(a) {
		r.Data[i] = AngleReal(v, deg)
	}
	return r
}

// AngleComplexArray returns np.angle(a, deg) of a complex array, a new C-contiguous array of
// its real type R.
func AngleComplexArray[R Float, T Complex, D Dims](a Array[T, D], deg bool) Array[R, D] {
	r := Empty[R](a.Shape)
	for i, v := range redSeq(a) {
		r.Data[i] = AngleComplex[R](v, deg)
	}
	return r
}
