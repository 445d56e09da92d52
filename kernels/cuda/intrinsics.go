package cuda

import (
	"math"
	"math/bits"
	"unsafe"

	"github.com/pygo-lang/pygo/kernels"
)

// The CUDA intrinsics of Numba's cuda module (popc, clz, brev, ffs, fma, cbrt, selp), with the
// semantics of the GPU instructions: bit counts over the argument's own width, in two's
// complement.

// Popc is cuda.popc: the number of bits set.
func Popc[T Integer](x T) T {
	return T(bits.OnesCount64(uint64(x) & widthMask[T]()))
}

// Clz is cuda.clz: the number of leading zero bits in the argument's width.
func Clz[T Integer](x T) T {
	w := int(unsafe.Sizeof(x)) * 8
	return T(bits.LeadingZeros64(uint64(x)&widthMask[T]()) - (64 - w))
}

// Brev is cuda.brev: the bits in reverse order (of uint32 or uint64).
func Brev[T ~uint32 | ~uint64](x T) T {
	if unsafe.Sizeof(x) == 4 {
		return T(bits.Reverse32(uint32(x)))
	}
	return T(bits.Reverse64(uint64(x)))
}

// Ffs is cuda.ffs: the 1-based position of the lowest bit set, 0 when none is.
func Ffs[T Integer](x T) uint32 {
	u := uint64(x) & widthMask[T]()
	if u == 0 {
		return 0
	}
	return uint32(bits.TrailingZeros64(u) + 1)
}

// widthMask keeps the bits of T's width (a negative int32 converts to uint64 sign-extended).
func widthMask[T Integer]() uint64 {
	var x T
	return math.MaxUint64 >> (64 - 8*unsafe.Sizeof(x))
}

// Fma is cuda.fma: x*y + z rounded once.
func Fma[T ~float32 | ~float64](x, y, z T) T {
	if unsafe.Sizeof(x) == 4 {
		return T(kernels.FMA32(float32(x), float32(y), float32(z)))
	}
	return T(math.FMA(float64(x), float64(y), float64(z)))
}

// Cbrt is cuda.cbrt: the real cube root.
func Cbrt[T ~float32 | ~float64](x T) T {
	return T(math.Cbrt(float64(x)))
}

// Selp is cuda.selp: a if test, else b.
func Selp[T Real](test bool, a, b T) T {
	if test {
		return a
	}
	return b
}
