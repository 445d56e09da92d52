package kernels

import (
	"math"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file implements the cmath functions Numba supports, for complex128 only (generated code widens complex64
// arguments and narrows the result, which may differ from Numba's single-precision arithmetic in the last place).
// Each follows Numba's own algorithm (CPython's, or NumPy's for sqrt). Compared with Numba on a grid of special and
// ordinary values, math/cmplx differs in sqrt, exp, sin, cos, tan, sinh, cosh, tanh and all six inverse functions
// (for example cmplx.Cos(complex(0, math.NaN())) is (NaN+0i) where Numba gives (nan+nanj), cmplx.Exp of
// (-Inf-Infi) is (0-0i) where Numba gives 0j, and cmplx.Asinh(1e300i) overflows to +Inf), so all of them are wrapped
// here. Only cmplx.Log agrees (it computes log|z| + i·phase(z) exactly as Numba does) and cmplx.Log10 agrees to a
// few units in the last place; CLog and CLog10 exist anyway so that generated code needs only one naming scheme.
// cmplx.Conj needs no wrapper; abs is AbsComplex (glibc's hypot, as CPython's cmath).

const (
	ln4      = 1.3862943611198906     // math.log(4)
	ln10     = 2.302585092994045684   // Numba's LN_10
	fltMax   = 3.4028234663852886e+38 // FLT_MAX, which Numba uses as its threshold even for doubles
	piHalf   = math.Pi / 2
	cThres   = fltMax / 4
	cThresLg = 9.223371761976865e+18  // math.sqrt(FLT_MAX / 4)
	cThresSm = 1.0842021724855044e-19 // math.sqrt(FLT_MIN)
	sqrtThr  = 7.446288774449766e+307 // DBL_MAX / (1 + sqrt(2)) as Numba rounds it
)

// negNaNBits is the "default NaN" x86 produces for invalid operations such as cos(inf); unlike math.NaN its sign bit is
// set, which shows through copysign.
const negNaNBits = 0xfff8000000000000

// libmCos is math.Cos, except that ±Inf gives the negative NaN glibc returns.
func libmCos(x float64) float64 {
	if math.IsInf(x, 0) {
		return math.Float64frombits(negNaNBits)
	}
	return Cos(x)
}

// libmSin is math.Sin, except that ±Inf gives the negative NaN glibc returns.
func libmSin(x float64) float64 {
	if math.IsInf(x, 0) {
		return math.Float64frombits(negNaNBits)
	}
	return Sin(x)
}

// CIsFinite returns cmath.isfinite(z).
func CIsFinite(z complex128) bool { return IsFinite(real(z)) && IsFinite(imag(z)) }

// CIsNaN returns cmath.isnan(z).
func CIsNaN(z complex128) bool { return math.IsNaN(real(z)) || math.IsNaN(imag(z)) }

// CIsInf returns cmath.isinf(z).
func CIsInf(z complex128) bool { return math.IsInf(real(z), 0) || math.IsInf(imag(z), 0) }

// Phase returns cmath.phase(z): atan2(imag, real).
func Phase(z complex128) float64 { return math.Atan2(imag(z), real(z)) }

// Polar returns cmath.polar(z): (hypot(real, imag), atan2(imag, real)).
func Polar(z complex128) (r, phi float64) {
	return libm.Hypot(real(z), imag(z)), math.Atan2(imag(z), real(z))
}

// Rect returns cmath.rect(r, phi), keeping signed zeros instead of NaN when r is infinite.
func Rect(r, phi float64) complex128 {
	if !IsFinite(phi) {
		if r == 0 {
			return complex(math.Abs(r), 0)
		}
		if math.IsInf(r, 0) {
			return complex(r, phi)
		}
	}
	re, im := Cos(phi), Sin(phi)
	if re == 0 && math.IsInf(r, 0) {
		re /= r
	} else {
		re *= r
	}
	if im == 0 && math.IsInf(r, 0) {
		im /= r
	} else {
		im *= r
	}
	return complex(re, im)
}

// CExp returns cmath.exp(z).
func CExp(z complex128) complex128 {
	x, y := real(z), imag(z)
	nan := math.NaN()
	switch {
	case IsFinite(x):
		if IsFinite(y) {
			r := Exp(x)
			return complex(r*Cos(y), r*Sin(y))
		}
		return complex(nan, nan)
	case math.IsNaN(x):
		if y != 0 {
			return complex(x, x)
		}
		return complex(x, y)
	case x > 0:
		if IsFinite(y) {
			re, im := Cos(y), Sin(y)
			if re != 0 {
				re *= x
			}
			if im != 0 {
				im *= x
			}
			return complex(re, im)
		}
		return complex(x, nan)
	default: // x is -Inf
		if IsFinite(y) {
			r := Exp(x)
			return complex(r*Cos(y), r*Sin(y))
		}
		return 0
	}
}

// CLog returns cmath.log(z) as Numba computes it: log(hypot(x, y)) + atan2(y, x) j.
func CLog(z complex128) complex128 {
	return complex(Log(libm.Hypot(real(z), imag(z))), math.Atan2(imag(z), real(z)))
}

// CLogBase returns cmath.log(z, base): CLog(z) / CLog(base) with Numba's complex division (so it panics with a
// *ZeroDivisionError when base is 1).
func CLogBase(z, base complex128) complex128 {
	return TrueDivComplex(CLog(z), CLog(base))
}

// CLog10 returns cmath.log10(z): both parts of CLog(z) divided by ln(10).
func CLog10(z complex128) complex128 {
	l := CLog(z)
	return complex(real(l)/ln10, imag(l)/ln10)
}

// CSqrt returns cmath.sqrt(z) with NumPy's npy_csqrt algorithm, as Numba does.
func CSqrt(z complex128) complex128 {
	a, b := real(z), imag(z)
	if a == 0 && b == 0 {
		return complex(math.Abs(b), b)
	}
	if math.IsInf(b, 0) {
		return complex(math.Abs(b), b)
	}
	if math.IsNaN(a) {
		return complex(a, a)
	}
	if math.IsInf(a, 0) {
		if a < 0 {
			return complex(math.Abs(b-b), math.Copysign(a, b))
		}
		return complex(a, math.Copysign(b-b, b))
	}
	scale := math.Abs(a) >= sqrtThr || math.Abs(b) >= sqrtThr
	if scale {
		a *= 0.25
		b *= 0.25
	}
	var re, im float64
	if a >= 0 {
		t := math.Sqrt((a + libm.Hypot(a, b)) * 0.5)
		re, im = t, b/(2*t)
	} else {
		t := math.Sqrt((-a + libm.Hypot(a, b)) * 0.5)
		re, im = math.Abs(b)/(2*t), math.Copysign(t, b)
	}
	if scale {
		return complex(re*2, im)
	}
	return complex(re, im)
}

// CCosh returns cmath.cosh(z).
func CCosh(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.IsInf(x, 0) {
		var re, im float64
		if math.IsNaN(y) || y == 0 {
			re, im = math.Abs(x), y
		} else {
			re, im = math.Copysign(x, libmCos(y)), math.Copysign(x, libmSin(y))
		}
		if x < 0 {
			im = -im
		}
		return complex(re, im)
	}
	return complex(Cos(y)*math.Cosh(x), Sin(y)*math.Sinh(x))
}

// CCos returns cmath.cos(z) = cosh(iz).
func CCos(z complex128) complex128 {
	return CCosh(complex(-imag(z), real(z)))
}

// CSinh returns cmath.sinh(z).
func CSinh(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.IsInf(x, 0) {
		if math.IsNaN(y) {
			return complex(x, y)
		}
		re, im := Cos(y), Sin(y)
		if re != 0 {
			re *= x
		}
		if im != 0 {
			im *= math.Abs(x)
		}
		return complex(re, im)
	}
	return complex(Cos(y)*math.Sinh(x), Sin(y)*math.Cosh(x))
}

// CSin returns cmath.sin(z) = -i sinh(iz).
func CSin(z complex128) complex128 {
	r := CSinh(complex(-imag(z), real(z)))
	return complex(imag(r), -real(r))
}

// CTanh returns cmath.tanh(z) with CPython's algorithm.
func CTanh(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.IsInf(x, 0) {
		re := math.Copysign(1, x)
		im := 0.0
		if !math.IsInf(y, 0) {
			im = math.Copysign(0, Sin(2*y))
		}
		return complex(re, im)
	}
	tx, ty := math.Tanh(x), Tan(y)
	cx := 1 / math.Cosh(x)
	txty := tx * ty
	denom := 1 + float64(txty*txty)
	return complex(tx*(1+float64(ty*ty))/denom, ((ty/denom)*cx)*cx)
}

// CTan returns cmath.tan(z) = -i tanh(iz).
func CTan(z complex128) complex128 {
	r := CTanh(complex(-imag(z), real(z)))
	return complex(imag(r), -real(r))
}

// CAcos returns cmath.acos(z) with CPython's algorithm.
func CAcos(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.Abs(x) > cThres || math.Abs(y) > cThres {
		re := math.Atan2(math.Abs(y), x)
		im := math.Copysign(Log(libm.Hypot(x*0.5, y*0.5))+ln4, -y)
		return complex(re, im)
	}
	s1 := CSqrt(complex(1-x, -y))
	s2 := CSqrt(complex(1+x, y))
	re := 2 * math.Atan2(real(s1), real(s2))
	im := math.Asinh(float64(real(s2)*imag(s1)) - float64(imag(s2)*real(s1)))
	return complex(re, im)
}

// CAcosh returns cmath.acosh(z) with CPython's algorithm.
func CAcosh(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.Abs(x) > cThres || math.Abs(y) > cThres {
		return complex(Log(libm.Hypot(x*0.5, y*0.5))+ln4, math.Atan2(y, x))
	}
	s1 := CSqrt(complex(x-1, y))
	s2 := CSqrt(complex(x+1, y))
	re := math.Asinh(float64(real(s1)*real(s2)) + float64(imag(s1)*imag(s2)))
	im := 2 * math.Atan2(imag(s1), real(s2))
	return complex(re, im)
}

// CAsinh returns cmath.asinh(z) with CPython's algorithm.
func CAsinh(z complex128) complex128 {
	x, y := real(z), imag(z)
	if math.Abs(x) > cThres || math.Abs(y) > cThres {
		re := math.Copysign(Log(libm.Hypot(x*0.5, y*0.5))+ln4, x)
		return complex(re, math.Atan2(y, math.Abs(x)))
	}
	s1 := CSqrt(complex(1+y, -x))
	s2 := CSqrt(complex(1-y, x))
	re := math.Asinh(float64(real(s1)*imag(s2)) - float64(real(s2)*imag(s1)))
	im := math.Atan2(y, float64(real(s1)*real(s2))-float64(imag(s1)*imag(s2)))
	return complex(re, im)
}

// CAsin returns cmath.asin(z) = -i asinh(iz).
func CAsin(z complex128) complex128 {
	r := CAsinh(complex(-imag(z), real(z)))
	return complex(imag(r), -real(r))
}

// CAtan returns cmath.atan(z) = -i atanh(iz), with Numba's special case for an infinite real and NaN imaginary part.
func CAtan(z complex128) complex128 {
	r := CAtanh(complex(-imag(z), real(z)))
	if math.IsInf(real(z), 0) && math.IsNaN(imag(z)) {
		return complex(imag(r), real(r))
	}
	return complex(imag(r), -real(r))
}

// CAtanh returns cmath.atanh(z) with CPython's algorithm.
func CAtanh(z complex128) complex128 {
	negate := real(z) < 0
	if negate {
		z = complex(-real(z), -imag(z))
	}
	x, y := real(z), imag(z)
	ay := math.Abs(y)
	var re, im float64
	switch {
	case math.IsNaN(x) || x > cThresLg || ay > cThresLg:
		switch {
		case math.IsInf(y, 0):
			re = math.Copysign(0, x)
		case math.IsInf(x, 0):
			re = 0
		default:
			h := libm.Hypot(x*0.5, y*0.5)
			re = x / 4 / h / h
		}
		im = -math.Copysign(piHalf, -y)
	case x == 1 && ay < cThresSm:
		if ay == 0 {
			re, im = math.Inf(1), y
		} else {
			re = -Log(math.Sqrt(ay) / math.Sqrt(libm.Hypot(ay, 2)))
			im = math.Copysign(math.Atan2(2, -ay)/2, y)
		}
	default:
		sqay := ay * ay
		zr1 := 1 - x
		re = math.Log1p(4*x/(float64(zr1*zr1)+sqay)) * 0.25
		im = -math.Atan2(-2*y, float64(zr1*(1+x))-sqay) * 0.5
	}
	if math.IsNaN(y) {
		im = math.NaN()
	}
	if negate {
		return complex(-re, -im)
	}
	return complex(re, im)
}
