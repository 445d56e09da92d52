package kernels

import (
	"math"
	"unsafe"
)

//go:generate go run argrow_gen.go -out zargrow_amd64.s -stubs zargrow_amd64.go -pkg kernels

// The argmax and argmin of a float row without a branch per element that depends on the data.
//
// Numba's loop (`if v > m: m, k = v, i`, a NaN returning its index at once) becomes a select in
// LLVM; Go's compiler makes a conditional move only of integers, so a float row that keeps its
// running extreme in a float register takes a mispredicted branch at every new extreme (about
// ln n of them on a random row, 15-20 cycles each). Here every element becomes an int64 key that
// orders as the float does, and the running extreme and its index are integers, moved by CMOV:
// about three times as fast on random rows of 32 (viterbi's argmax per state).
//
// The key of a non-NaN x is +|x| for x with the sign bit clear and -|x| for x with it set,
// |x| the bits without the sign: keys order as the floats do, -0 and +0 have the same key 0 (they
// compare equal, so the first stays the extreme as in Numba's loop), and a NaN, whose |x| is
// above the infinity's, is found by that test. The argmin takes the argmax of the negated keys:
// the same first index of the least.

// argKeyInf is the bits of +Inf; a value whose bits without the sign are above it is a NaN.
const argKeyInf = 0x7ff0000000000000

// RowArgMax returns np.argmax of the n elements s[off], s[off+step], ...: the index of the first
// maximum, or of the first NaN when there is one. n == 0 panics with ArgEmptyError(true), the
// error of argmax of an empty array.
func RowArgMax[T Float](s []T, off, step, n int) int64 {
	if n == 0 {
		panic(ArgEmptyError(true))
	}
	return int64(argFloat(s, off, step, n, 0))
}

// RowArgMin returns np.argmin of the n elements s[off], s[off+step], ...: the index of the first
// minimum, or of the first NaN. n == 0 panics with ArgEmptyError(false).
func RowArgMin[T Float](s []T, off, step, n int) int64 {
	if n == 0 {
		panic(ArgEmptyError(false))
	}
	return int64(argFloat(s, off, step, n, -1))
}

// argFloat is the argmax of the keys of n >= 1 elements, each negated when neg is -1 (the
// argmin); 0 leaves them.
func argFloat[T Float](s []T, off, step, n int, neg int64) int {
	if step == 1 {
		return argFloatRow(s[off:off+n], neg)
	}
	_ = s[off+(n-1)*step]
	km, k := int64(math.MinInt64), 0
	for i := range n {
		b := int64(math.Float64bits(float64(s[off])))
		off += step
		a := b & math.MaxInt64
		if a > argKeyInf {
			return i
		}
		sg := (b >> 63) ^ neg
		kv := (a ^ sg) - sg
		if kv > km {
			k = i
		}
		km = max(km, kv)
	}
	return k
}

// argVecMin is the shortest row that argVec searches with vector instructions (AVX2: at least
// one vector's lanes). On random rows (BenchmarkRowArgMax, a loaded 2-core Xeon) the vector
// search and the keys' loop take the same time at 16 elements; at 32 the search takes 0.75 of
// the time, at 1000 0.27; at 8 it takes 1.7 times as long.
const argVecMin = 16

// argFloatRow is argFloat of a contiguous row; where the CPU has AVX2 and the row is long
// enough, vector instructions find its extreme and then the first index of it (argVec).
func argFloatRow[T Float](row []T, neg int64) int {
	if k, ok := argVec(row, neg == 0); ok {
		return k
	}
	km, k := int64(math.MinInt64), 0
	for i, v := range row {
		b := int64(math.Float64bits(float64(v)))
		a := b & math.MaxInt64
		if a > argKeyInf {
			return i
		}
		sg := (b >> 63) ^ neg
		kv := (a ^ sg) - sg
		if kv > km {
			k = i
		}
		km = max(km, kv)
	}
	return k
}

// argVecReal is argVec of the contiguous elements of a float array (np.argmax(x) of a
// C-contiguous x) of any Real element type; ok is false for integers. Numba's loop, which
// redArgN follows, mispredicts rarely on a long row, but the vector search is still about 3.5
// times as fast at 1000 elements.
func argVecReal[T Real](s []T, isMax bool) (k int, ok bool) {
	if !redIsFloat[T]() || len(s) == 0 {
		return 0, false
	}
	p := unsafe.Pointer(unsafe.SliceData(s))
	if unsafe.Sizeof(s[0]) == 8 {
		return argVec(unsafe.Slice((*float64)(p), len(s)), isMax)
	}
	return argVec(unsafe.Slice((*float32)(p), len(s)), isMax)
}
