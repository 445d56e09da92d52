package kernels

import (
	"math"
	"unsafe"
)

// FloatToInt converts x to the integer type T as Numba's compiled code does on x86-64 (LLVM fptosi/fptoui, truncating
// towards zero). Values that do not fit, NaN and ±Inf give the CPU's "integer indefinite" result:
//   - int64: MinInt64; int32: MinInt32;
//   - int8, int16, uint8, uint16: the low bits of the 32-bit conversion (300.7 → 44 as int8, NaN → 0,
//     -1.0 → 255 as uint8);
//   - uint32 and uint64: the AVX-512 unsigned conversion, which gives MaxUint32/MaxUint64 for NaN, negative and
//     too-large values (the oracle machine has AVX-512; without it LLVM emits a different sequence).
func FloatToInt[T Integer, F Float](x F) T {
	f := float64(x)
	if unsafe.Sizeof(T(0)) == 8 {
		if ^T(0) < 0 {
			return T(FloatToInt64(f))
		}
		return T(f64ToU64(f))
	}
	if unsafe.Sizeof(T(0)) == 4 && ^T(0) > 0 {
		return T(f64ToU32(f))
	}
	return T(f64ToI32(f))
}

// FloatToInt64 is FloatToInt[int64, float64], small enough to inline in hot loops.
func FloatToInt64(f float64) int64 {
	if f >= -0x1p63 && f < 0x1p63 {
		return int64(f)
	}
	return math.MinInt64
}

func f64ToI32(f float64) int32 {
	if f > -0x1p31-1 && f < 0x1p31 {
		return int32(f)
	}
	return math.MinInt32
}

func f64ToU64(f float64) uint64 {
	if f > -1 && f < 0x1p64 {
		return uint64(f)
	}
	return math.MaxUint64
}

func f64ToU32(f float64) uint32 {
	if f > -1 && f < 0x1p32 {
		return uint32(f)
	}
	return math.MaxUint32
}

// Truth returns bool(x) for a number: x != 0, so NaN is true.
func Truth[T Integer | Float](x T) bool {
	return x != 0
}

// TruthComplex returns bool(z): true unless both parts are zero.
func TruthComplex[T Complex](z T) bool {
	return z != 0
}
