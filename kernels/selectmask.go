package kernels

import "math"

// Mask returns a select mask for b: all ones when b holds, zero otherwise. Generated code
// turns `if test: a = x` into a = Select...(Mask(test), x, a) (emit/selectif.go), as LLVM turns
// such a branch into a select for Numba: a comparison the CPU cannot predict then costs a few
// ALU operations instead of a mispredicted branch.
func Mask(b bool) uint64 {
	var m uint64
	if b {
		m = 1
	}
	return -m
}

// SelectFloat64 returns a where m (a Mask) is all ones and b where it is zero, bit for bit.
func SelectFloat64(m uint64, a, b float64) float64 {
	return math.Float64frombits(math.Float64bits(a)&m | math.Float64bits(b)&^m)
}

// SelectFloat32 is SelectFloat64 for float32.
func SelectFloat32(m uint64, a, b float32) float32 {
	return math.Float32frombits(uint32(uint64(math.Float32bits(a))&m | uint64(math.Float32bits(b))&^m))
}

// SelectInt is SelectFloat64 for integers.
func SelectInt[T Integer](m uint64, a, b T) T {
	return T(uint64(a)&m | uint64(b)&^m)
}
