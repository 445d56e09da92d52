package kernels

import (
	"math"

	"github.com/pygo-lang/pygo/internal/libm"
)

// PowComplex is x ** y for complex128 as Numba 0.56 computes it: an exponent of exactly 2
// is one complex multiplication (Numba's complex_power_impl avoids cpow's rounding there),
// any other goes through CPython's _Py_c_pow (Numba's numba_cpow), with 0 ** y for y
// negative or not real giving NaN (Python's ZeroDivisionError, which Numba does not raise).
func PowComplex(x, y complex128) complex128 {
	if y == 2 {
		return x * x
	}
	return pyCPow(x, y)
}

// PowComplex64 is PowComplex for complex64: the square in complex64, other powers computed in
// complex128 and rounded (Numba's numba_cpowf).
func PowComplex64(x, y complex64) complex64 {
	if y == 2 {
		return x * x
	}
	return complex64(pyCPow(complex128(x), complex128(y)))
}

// pyCPow is CPython's _Py_c_pow, with the libm functions Numba's C library calls.
func pyCPow(a, b complex128) complex128 {
	switch {
	case b == 0:
		return 1
	case a == 0:
		if imag(b) != 0 || real(b) < 0 {
			return complex(math.NaN(), math.NaN())
		}
		return 0
	}
	vabs := libm.Hypot(real(a), imag(a))
	l := libm.Pow(vabs, real(b))
	at := libm.Atan2(imag(a), real(a))
	phase := at * real(b)
	if imag(b) != 0 {
		l /= libm.Exp(at * imag(b))
		phase += imag(b) * libm.Log(vabs)
	}
	return complex(l*libm.Cos(phase), l*libm.Sin(phase))
}
