package kernels

import (
	"math"
	"math/bits"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file holds the math-module functions whose Go counterparts are missing, named differently, or differ from
// Numba (which calls glibc) in special values or rounding. Domain errors give NaN or ±Inf; nothing here panics. Exp,
// Exp2, Log, Log2, Log10 and pow give glibc's bits (package libm ports glibc's algorithms), Sin, Cos and Tan (trig.go)
// round as glibc does except in rare hard cases; the functions that
// wrap the math package (Hypot, Gamma, Lgamma) and the math functions used directly (Sqrt,
// Atan2, Sinh, ...) agree with glibc to within a few units in the last place (Sqrt exactly).

// Python's 180/math.pi and math.pi/180 as doubles (Go's constant arithmetic would round differently).
const (
	degreesPerRadian = 57.29577951308232
	radiansPerDegree = 0.017453292519943295
)

// Degrees returns math.degrees(x): x times the double nearest 180/pi, rounded to T's precision first, as Numba does.
func Degrees[T Float](x T) T {
	return x * T(degreesPerRadian)
}

// Radians returns math.radians(x): x times the double nearest pi/180, rounded to T's precision first.
func Radians[T Float](x T) T {
	return x * T(radiansPerDegree)
}

// Copysign returns math.copysign(x, y).
func Copysign[T Float](x, y T) T {
	return T(math.Copysign(float64(x), float64(y)))
}

// IsFinite returns math.isfinite(x).
func IsFinite[T Float](x T) bool {
	return x-x == 0
}

// IsNaN returns math.isnan(x).
func IsNaN[T Float](x T) bool {
	return x != x
}

// IsInf returns math.isinf(x).
func IsInf[T Float](x T) bool {
	return !(x != x) && x-x != 0
}

// Lgamma returns math.lgamma(x) as C's lgamma: +Inf at the poles (0, negative integers) and at ±Inf, and -log|x| for
// tiny x (where math.Lgamma is wrong for subnormals).
func Lgamma(x float64) float64 {
	if math.IsInf(x, -1) {
		return math.Inf(1)
	}
	if ax := math.Abs(x); ax < 0x1p-70 && ax != 0 {
		return -libm.Log(ax)
	}
	v, _ := math.Lgamma(x)
	return v
}

// Gamma returns math.gamma(x) as C's tgamma: NaN at negative integers and -Inf, ±Inf at ±0.
func Gamma(x float64) float64 {
	return math.Gamma(x)
}

// Frexp returns math.frexp(x): a mantissa in [0.5, 1) and an exponent; ±0, ±Inf and NaN come back with exponent 0.
func Frexp(x float64) (float64, int64) {
	f, e := math.Frexp(x)
	return f, int64(e)
}

// Ldexp returns math.ldexp(x, i). As in Numba, whose ldexp takes a C int, i is truncated to 32 bits first.
func Ldexp(x float64, i int64) float64 {
	return math.Ldexp(x, int(int32(i)))
}

// Modf returns CPython's math.modf(x) in Python's order (fractional part, integral part): modf(inf) is (0.0, inf).
// Numba 0.56 does not support math.modf; this is for code paths that implement it themselves.
func Modf(x float64) (frac, intPart float64) {
	if math.IsInf(x, 0) {
		return math.Copysign(0, x), x
	}
	i, f := math.Modf(x)
	return f, i
}

// Fmod returns C's fmod(x, y) (NaN for y == 0 or infinite x). Numba 0.56 does not support math.fmod.
func Fmod(x, y float64) float64 {
	return math.Mod(x, y)
}

// Log returns math.log(x) and np.log(x) with glibc's bits: -Inf for ±0, NaN for negative x. (Go's math.Log differs
// from glibc's in the last place for about one input in ten.)
func Log(x float64) float64 { return libm.Log(x) }

// Log2 returns np.log2(x) (and math.log2) with glibc's bits.
func Log2(x float64) float64 { return libm.Log2(x) }

// Log10 returns math.log10(x) and np.log10(x) with glibc's bits.
func Log10(x float64) float64 { return libm.Log10(x) }

// LogBase returns math.log(x, base) computed as CPython does, log(x)/log(base), but with IEEE results where CPython
// raises. Numba 0.56 supports only the one-argument math.log.
func LogBase(x, base float64) float64 {
	return libm.Log(x) / libm.Log(base)
}

// Expm1 returns math.expm1(x): libm.Expm1, pygo's own, within 0.52 ULP (the bits of the vector loops), differing
// from glibc's (within 0.8 ULP) in the last bit for about 5 arguments in 100.
func Expm1(x float64) float64 { return libm.Expm1(x) }

// Log1p returns math.log1p(x): libm.Log1p, pygo's own, within 0.52 ULP (the bits of the vector loops), differing
// from glibc's (within 0.7 ULP) in the last bit for about 3 arguments in 100; -Inf at -1, NaN below.
func Log1p(x float64) float64 { return libm.Log1p(x) }

// Erf returns math.erf(x): libm.Erf, glibc's erf (fdlibm's algorithm) with glibc's bits, which the vector loops
// compute as well.
func Erf(x float64) float64 { return libm.Erf(x) }

// Erfc returns math.erfc(x): libm.Erfc, glibc's erfc with glibc's bits, which the vector loops compute as well.
func Erfc(x float64) float64 { return libm.Erfc(x) }

// Hypot returns math.hypot(x, y): +Inf if either is infinite, even when the other is NaN.
func Hypot(x, y float64) float64 { return libm.Hypot(x, y) }

// AbsComplex is abs(z) of a complex number, as Numba and NumPy compute it: glibc's hypot of its
// parts (Go's cmplx.Abs differs in the last bit for about a third of arguments).
func AbsComplex(z complex128) float64 { return libm.Hypot(real(z), imag(z)) }

// Floor returns math.floor(x) converted to T as Numba does (NaN and out-of-range values give MinInt64 for int64, see
// FloatToInt).
func Floor[T Integer, F Float](x F) T {
	return FloatToInt[T](math.Floor(float64(x)))
}

// Ceil returns math.ceil(x) converted to T as Floor does.
func Ceil[T Integer, F Float](x F) T {
	return FloatToInt[T](math.Ceil(float64(x)))
}

// Trunc returns math.trunc(x) converted to T as Floor does.
func Trunc[T Integer, F Float](x F) T {
	return FloatToInt[T](math.Trunc(float64(x)))
}

// Gcd returns math.gcd(a, b) with Numba's algorithm (Stein's binary GCD): non-negative, except that wrap-around
// makes gcd(MinInt, 0), gcd(0, MinInt) and gcd(MinInt, MinInt) equal MinInt.
func Gcd[T Integer](a, b T) T {
	if a == 0 {
		return absInt(b)
	}
	if b == 0 {
		return absInt(a)
	}
	za := bits.TrailingZeros64(uint64(a))
	zb := bits.TrailingZeros64(uint64(b))
	k := min(za, zb)
	u := uint64(absInt(a >> za)) // a >> za is odd, so its absolute value cannot overflow
	v := uint64(absInt(b >> zb))
	for u != v {
		if u > v {
			u, v = v, u
		}
		v -= u
		v >>= bits.TrailingZeros64(v)
	}
	return T(u) << k
}

func absInt[T Integer](x T) T {
	if x < 0 {
		return -x
	}
	return x
}

// Exp returns math.exp(x) and np.exp(x) with glibc's bits (math.Exp is accurate only to within one unit in the
// last place).
func Exp(x float64) float64 { return libm.Exp(x) }

// Expf returns math.exp(x) and np.exp(x) for a float32 x with the bits of glibc's expf, which Numba calls.
func Expf(x float32) float32 { return libm.Expf(x) }

// Logf returns math.log(x) and np.log(x) for a float32 x with the bits of glibc's logf, which Numba calls.
func Logf(x float32) float32 { return libm.Logf(x) }

// Asinhf returns math.asinh(x) and np.arcsinh(x) for a float32 x with the bits of glibc's
// asinhf, which Numba calls (it computes in float32: not float64's asinh rounded).
func Asinhf(x float32) float32 { return libm.Asinhf(x) }

// Log1pf returns math.log1p(x) and np.log1p(x) for a float32 x with the bits of glibc's log1pf, which Numba calls
// (fdlibm's, in float32 arithmetic: float64's log1p rounded differs on about 2 arguments in 100).
func Log1pf(x float32) float32 { return libm.Log1pf(x) }

// Log10f returns math.log10(x) and np.log10(x) for a float32 x with the bits of glibc's log10f, which Numba calls
// (fdlibm's, in float32 arithmetic on logf: float64's log10 rounded differs on about 3 arguments in 100).
func Log10f(x float32) float32 { return libm.Log10f(x) }

// Exp2f returns np.exp2(x) for a float32 x with the bits of glibc's exp2f, which Numba calls.
func Exp2f(x float32) float32 { return libm.Exp2f(x) }

// Log2f returns np.log2(x) for a float32 x with the bits of glibc's log2f, which Numba calls.
func Log2f(x float32) float32 { return libm.Log2f(x) }

// Coshf returns math.cosh(x) and np.cosh(x) for a float32 x with the bits of glibc's coshf,
// which Numba calls (it computes in float32: not float64's cosh rounded).
func Coshf(x float32) float32 { return libm.Coshf(x) }

// Expm1f returns math.expm1(x) and np.expm1(x) for a float32 x with the bits of glibc's expm1f, which Numba calls
// (fdlibm's, in float32 arithmetic: float64's expm1 rounded differs on about 4 arguments in 100).
func Expm1f(x float32) float32 { return libm.Expm1f(x) }

// Sinhf returns math.sinh(x) and np.sinh(x) for a float32 x with the bits of glibc's sinhf, which Numba calls
// (fdlibm's, in float32 arithmetic on expm1f: float64's sinh rounded differs on about 12 arguments in 100).
func Sinhf(x float32) float32 { return libm.Sinhf(x) }

// Tanhf returns math.tanh(x) and np.tanh(x) for a float32 x with the bits of glibc's tanhf, which Numba calls
// (fdlibm's, in float32 arithmetic on expm1f: float64's tanh rounded differs on about 15 arguments in 100).
func Tanhf(x float32) float32 { return libm.Tanhf(x) }

// Sinf returns math.sin(x) and np.sin(x) for a float32 x with the bits of glibc's sinf, which Numba calls (its FMA
// build: float64's sin rounded differs on about 1.5 arguments in 100).
func Sinf(x float32) float32 { return libm.Sinf(x) }

// Cosf returns math.cos(x) and np.cos(x) for a float32 x with the bits of glibc's cosf, which Numba calls (its FMA
// build: float64's cos rounded differs on about 1 argument in 100).
func Cosf(x float32) float32 { return libm.Cosf(x) }

// Atanhf returns math.atanh(x) and np.arctanh(x) for a float32 x with the bits of glibc's
// atanhf, which Numba calls.
func Atanhf(x float32) float32 { return libm.Atanhf(x) }

// Erff returns math.erf(x) for a float32 x with the bits of glibc's erff, which Numba calls.
func Erff(x float32) float32 { return libm.Erff(x) }

// Erfcf returns math.erfc(x) for a float32 x with the bits of glibc's erfcf, which Numba calls.
func Erfcf(x float32) float32 { return libm.Erfcf(x) }

// Gammaf returns math.gamma(x) for a float32 x with the bits of glibc's tgammaf, which Numba calls.
func Gammaf(x float32) float32 { return libm.Tgammaf(x) }

// Lgammaf returns math.lgamma(x) for a float32 x with the bits of glibc's lgammaf, which Numba calls.
func Lgammaf(x float32) float32 { return libm.Lgammaf(x) }

// Exp2 returns np.exp2(x) and 2.0 ** x (which LLVM turns into exp2) with glibc's bits.
func Exp2(x float64) float64 { return libm.Exp2(x) }

// Pow returns math.pow(x, y) (C's pow, as Numba calls it) with glibc's bits.
func Pow(x, y float64) float64 { return libm.Pow(x, y) }

// Powf returns math.pow(x, y) for float32 x and y with the bits of glibc's powf, which Numba calls.
func Powf(x, y float32) float32 { return libm.Powf(x, y) }
