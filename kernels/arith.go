package kernels

import (
	"cmp"
	"math"
	"unsafe"

	"github.com/pygo-lang/pygo/internal/libm"
)

// FloorDiv returns a // b for integers with Python semantics (the quotient is rounded towards negative infinity). As in
// Numba, the overflowing MinInt // -1 gives 0. It panics with a *ZeroDivisionError when b is zero.
func FloorDiv[T Integer](a, b T) T {
	if b == 0 {
		panic(&ZeroDivisionError{Msg: "integer division by zero"})
	}
	q := a / b
	if (a^b) < 0 && q*b != a {
		q--
	}
	if (a & b & q) < 0 { // MinInt / -1 overflowed; Numba returns 0
		q = 0
	}
	return q
}

// FloorDivNP is FloorDiv under Numba's error_model='numpy': a zero divisor gives 0 instead of raising.
func FloorDivNP[T Integer](a, b T) T {
	if b == 0 {
		return 0
	}
	q := a / b
	if (a^b) < 0 && q*b != a {
		q--
	}
	if (a & b & q) < 0 {
		q = 0
	}
	return q
}

// Mod returns a % b for integers with Python semantics (the result has the sign of b). It panics with a
// *ZeroDivisionError when b is zero.
func Mod[T Integer](a, b T) T {
	if b == 0 {
		panic(&ZeroDivisionError{Msg: "integer modulo by zero"})
	}
	r := a % b
	if r != 0 && (r^b) < 0 {
		r += b
	}
	return r
}

// ModNonNeg is a % b for a >= 0 and b > 0, which generated code uses where the typer proved
// the signs (Python's floor modulo is then Go's): when both fit in 32 bits it divides in 32
// bits, several times faster than a 64-bit division on many x86 CPUs (LLVM does the same
// for Numba).
// The 64-bit division is a call (modWide), so that the loop it is inlined into does not keep
// its values in the registers a 64-bit IDIV fixes (AX and DX), which costs register moves
// around the 32-bit division on every iteration.
func ModNonNeg(a, b int64) int64 {
	if uint64(a|b) <= 1<<32-1 {
		return int64(uint32(a) % uint32(b))
	}
	return modWide(a, b)
}

// FloorDivNonNeg is a // b for a >= 0 and b > 0, as ModNonNeg.
func FloorDivNonNeg(a, b int64) int64 {
	if uint64(a|b) <= 1<<32-1 {
		return int64(uint32(a) / uint32(b))
	}
	return floorDivWide(a, b)
}

// modWide is ModNonNeg's 64-bit division, out of line.
//
//go:noinline
func modWide(a, b int64) int64 { return a % b }

// floorDivWide is FloorDivNonNeg's 64-bit division, out of line.
//
//go:noinline
func floorDivWide(a, b int64) int64 { return a / b }

// ModNP is Mod under Numba's error_model='numpy': a zero divisor gives 0 instead of raising.
func ModNP[T Integer](a, b T) T {
	if b == 0 {
		return 0
	}
	r := a % b
	if r != 0 && (r^b) < 0 {
		r += b
	}
	return r
}

// TrueDiv returns a / b for floats. It panics with a *ZeroDivisionError when b is zero (Numba's default error model);
// under error_model='numpy' generated code uses the plain Go division instead.
func TrueDiv[T Float](a, b T) T {
	if b == 0 {
		panic(&ZeroDivisionError{Msg: "division by zero"})
	}
	return a / b
}

// FloorDivFloat returns a // b for floats with CPython's algorithm (fmod based, with the signs of zero CPython gives).
// It panics with a *ZeroDivisionError when b is zero.
func FloorDivFloat[T Float](a, b T) T {
	if b == 0 {
		panic(&ZeroDivisionError{Msg: "division by zero"})
	}
	return floatFloorDiv(a, b)
}

// ModFloat returns a % b for floats with CPython's algorithm (the result has the sign of b, zero included). It panics
// with a *ZeroDivisionError when b is zero.
func ModFloat[T Float](a, b T) T {
	if b == 0 {
		panic(&ZeroDivisionError{Msg: "modulo by zero"})
	}
	return floatMod(a, b)
}

// FloorDivFloatNP is FloorDivFloat under error_model='numpy': a zero divisor gives the IEEE quotient a / b (±Inf or
// NaN).
func FloorDivFloatNP[T Float](a, b T) T {
	if b == 0 {
		return a / b
	}
	return floatFloorDiv(a, b)
}

// ModFloatNP is ModFloat under error_model='numpy': a zero divisor gives NaN.
func ModFloatNP[T Float](a, b T) T {
	if b == 0 {
		return T(math.NaN())
	}
	return floatMod(a, b)
}

// floatMod is the remainder of CPython's float_divmod as Numba compiles it, computed in T's precision; wx must not be
// zero.
func floatMod[T Float](vx, wx T) T {
	mod := T(math.Mod(float64(vx), float64(wx))) // fmod is exact, so the conversion back to T is too
	if mod == 0 {
		return T(math.Copysign(0, float64(wx)))
	}
	if (wx < 0) != (mod < 0) { // also taken for a NaN remainder when wx < 0, which leaves it NaN
		mod += wx
	}
	return mod
}

// floatFloorDiv is the quotient of CPython's float_divmod as Numba compiles it, computed in T's precision; wx must not
// be zero.
func floatFloorDiv[T Float](vx, wx T) T {
	mod := T(math.Mod(float64(vx), float64(wx)))
	div := (vx - mod) / wx
	if mod != 0 && (wx < 0) != (mod < 0) { // mod != 0 also holds for NaN
		div--
	}
	if div != 0 {
		floordiv := T(math.Floor(float64(div)))
		if div-floordiv > 0.5 {
			floordiv++
		}
		return floordiv
	}
	div *= div
	return div * vx / wx // zero with the sign of the true quotient
}

// TrueDivComplex returns a / b with CPython's algorithm (as Numba compiles it), in the precision of T. It panics with a
// *ZeroDivisionError when b is zero.
func TrueDivComplex[T Complex](a, b T) T {
	if unsafe.Sizeof(a) == 8 {
		x, y := complex64(a), complex64(b)
		re, im := complexQuot(real(x), imag(x), real(y), imag(y))
		return T(complex(re, im))
	}
	x, y := complex128(a), complex128(b)
	re, im := complexQuot(real(x), imag(x), real(y), imag(y))
	return T(complex(re, im))
}

func complexQuot[F Float](ar, ai, br, bi F) (F, F) {
	if br == 0 && bi == 0 {
		panic(&ZeroDivisionError{Msg: "complex division by zero"})
	}
	nan := F(math.NaN())
	if abs(br) >= abs(bi) {
		if br == 0 {
			return nan, nan
		}
		ratio := bi / br
		denom := br + bi*ratio
		return (ar + ai*ratio) / denom, (ai - ar*ratio) / denom
	}
	if bi == 0 {
		return nan, nan
	}
	ratio := br / bi
	denom := br*ratio + bi
	return (ar*ratio + ai) / denom, (ai*ratio - ar) / denom
}

func abs[F Float](x F) F { return F(math.Abs(float64(x))) }

// PowInt returns base ** exp for integers as Numba computes it: repeated squaring that wraps around on overflow, C
// pow for exponents above 65536, 0 for negative exponents unless base is ±1, a *ZeroDivisionError for 0 to a negative
// power and an *OverflowError (no message) when the exponent is MinInt. Numba types the result of its int_power as a
// float internally, so the wrapped result makes a round trip through float64: 3**40 is -6289078614652622848, not the
// exactly wrapped -6289078614652622815.
func PowInt[T Integer](base, exp T) T {
	if exp < 0 {
		return powIntNegative(base, exp, false)
	}
	return powIntNonNegative(base, exp)
}

// PowIntNP is PowInt under error_model='numpy': 0 to a negative power gives MinInt instead of raising.
func PowIntNP[T Integer](base, exp T) T {
	if exp < 0 {
		return powIntNegative(base, exp, true)
	}
	return powIntNonNegative(base, exp)
}

func powIntNonNegative[T Integer](a, exp T) T {
	if uint64(exp) > 0x10000 {
		return FloatToInt[T](libm.Pow(float64(a), float64(exp)))
	}
	r := T(1)
	for exp != 0 {
		if exp&1 != 0 {
			r *= a
		}
		exp >>= 1
		a *= a
	}
	// Numba's int_power returns "1.0 / r if invert else r", which Numba types as a float, so the wrapped result
	// makes a round trip through float64.
	return FloatToInt[T](float64(r))
}

//go:noinline
func powIntNegative[T Integer](a, b T, numpy bool) T {
	exp := -b
	if exp < 0 {
		panic(&OverflowError{})
	}
	if a == 0 {
		if numpy {
			return ^T(0) << (unsafe.Sizeof(a)*8 - 1)
		}
		panic(&ZeroDivisionError{Msg: "0 cannot be raised to a negative power"})
	}
	minusOne := ^T(0)
	if a != 1 && a != minusOne {
		return 0
	}
	if a == minusOne && exp&1 != 0 {
		return minusOne
	}
	return 1
}

// PowFloat returns base ** exp for floats: C's pow with glibc's bits (powf's on float32, which Numba calls there), so
// a negative base with a non-integral exponent gives NaN and 0.0 ** -1.0 gives +Inf; Numba raises nothing here.
func PowFloat[T Float](base, exp T) T {
	if b, ok := any(base).(float32); ok {
		return T(libm.Powf(b, float32(exp)))
	}
	return T(libm.Pow(float64(base), float64(exp)))
}

// PowHalf returns x ** 0.5 as Numba computes it: LLVM turns pow(x, 0.5) into sqrt(x), except that -Inf gives
// +Inf (and -0 gives +0), so the result is correctly rounded where glibc's pow may not be.
func PowHalf[T Float](x T) T {
	if math.IsInf(float64(x), -1) {
		return T(math.Inf(1))
	}
	return T(math.Abs(math.Sqrt(float64(x))))
}

// PowTwo returns 2.0 ** y as Numba computes it: LLVM turns pow(2.0, y) into exp2(y), glibc's exp2, and powf(2.0f, y)
// into exp2f(y), glibc's exp2f.
func PowTwo[T Float](y T) T {
	if y, ok := any(y).(float32); ok {
		return T(libm.Exp2f(y))
	}
	return T(libm.Exp2(float64(y)))
}

// Square returns x * x: x ** 2 for a float x, on every path (glibc's pow is exact when x*x is, and correctly
// rounded otherwise, as is the one product), without evaluating x twice.
func Square[T Float](x T) T { return x * x }

// PowFloatInt returns base ** exp for a float base and an integer exponent as Numba computes it: repeated
// multiplication in T's precision (C pow for exponents above 65536 in magnitude), then 1/r for a negative exponent,
// which panics with a *ZeroDivisionError when r is zero (in both error models).
func PowFloatInt[F Float, I Integer](base F, exp I) F {
	e := uint64(exp)
	invert := exp < 0
	if invert {
		if -exp < 0 { // exp is MinInt: -exp overflows
			panic(&OverflowError{})
		}
		e = uint64(-exp)
	}
	if e > 0x10000 {
		return F(libm.Pow(float64(base), float64(exp)))
	}
	r, a := F(1), base
	for e != 0 {
		if e&1 != 0 {
			r *= a
		}
		e >>= 1
		a *= a
	}
	if invert {
		return TrueDiv(1, r)
	}
	return r
}

// Abs returns abs(x): MinInt stays MinInt (wrap-around, as in Numba) and -0.0 becomes 0.0.
func Abs[T Signed | Float](x T) T {
	if x <= 0 {
		return 0 - x
	}
	return x
}

// Min returns min(a, *rest) with Python's algorithm: a later value replaces the running minimum only if it compares
// less, so min(nan, 1.0) is nan, min(1.0, nan) is 1.0 and min(0.0, -0.0) is 0.0.
func Min[T cmp.Ordered](a T, rest ...T) T {
	for _, v := range rest {
		if v < a {
			a = v
		}
	}
	return a
}

// Max returns max(a, *rest) with Python's algorithm: a later value replaces the running maximum only if it compares
// greater.
func Max[T cmp.Ordered](a T, rest ...T) T {
	for _, v := range rest {
		if v > a {
			a = v
		}
	}
	return a
}

// Min2 is Min for exactly two arguments.
func Min2[T cmp.Ordered](a, b T) T {
	if b < a {
		return b
	}
	return a
}

// Max2 is Max for exactly two arguments.
func Max2[T cmp.Ordered](a, b T) T {
	if b > a {
		return b
	}
	return a
}

// Shl returns a << n as Numba's compiled code computes it on x86-64: the count is taken modulo 64 for 64-bit types
// (modulo 32 for narrower ones), so a negative or oversized count never panics; 1 << 64 is 1 and 1 << -1 is MinInt64.
func Shl[T Integer](a T, n int64) T {
	return a << (uint64(n) & shiftMask(a))
}

// Shr returns a >> n (arithmetic for signed T) with the count reduced as in Shl.
func Shr[T Integer](a T, n int64) T {
	return a >> (uint64(n) & shiftMask(a))
}

func shiftMask[T Integer](a T) uint64 {
	if unsafe.Sizeof(a) == 8 {
		return 63
	}
	return 31
}

// Round returns round(x) as an int64: half to even; NaN, ±Inf and out-of-range values give MinInt64, as the x86-64
// conversion does.
func Round[T Float](x T) int64 {
	return FloatToInt64(math.RoundToEven(float64(x)))
}

// RoundN returns round(x, ndigits) with Numba's algorithm: scale by a power of ten computed by repeated squaring,
// round half to even in T's precision, and scale back. Unlike CPython it is not correctly rounded, and a very negative
// ndigits (10**-ndigits overflowing to Inf) gives NaN.
func RoundN[T Float](x T, ndigits int64) T {
	xf := float64(x)
	if math.IsInf(xf, 0) || math.IsNaN(xf) {
		return x
	}
	if ndigits >= 0 {
		pow1, pow2 := 0.0, 1.0
		if ndigits > 22 {
			pow1, pow2 = PowFloatInt(10.0, ndigits-22), 1e22
		} else {
			pow1 = PowFloatInt(10.0, ndigits)
		}
		y := (xf * pow1) * pow2
		if math.IsInf(y, 0) {
			return x
		}
		return T((rint[T](y) / pow2) / pow1)
	}
	pow1 := PowFloatInt(10.0, -ndigits)
	y := xf / pow1
	return T(rint[T](y) * pow1)
}

// rint rounds y half to even after converting it to T, as llvm.rint on T does.
func rint[T Float](y float64) float64 {
	return math.RoundToEven(float64(T(y)))
}

// Neg returns -x, wrapping in the width of T: -int8(-128) is -128 and -uint8(3) is 253, as in
// Numba.
func Neg[T Integer](x T) T { return -x }
