//go:build amd64 && !purego

package kernels

import "unsafe"

// argVec returns the index of the first greatest (isMax) or least element of row, or of its
// first NaN, computed with the AVX2 functions of zargrow_amd64.s; ok is false, and nothing
// computed, where VectorISA() is below AVX2 or row is shorter than argVecMin.
func argVec[T Float](row []T, isMax bool) (k int, ok bool) {
	if len(row) < argVecMin || VectorISA() < ISAAVX2 {
		return 0, false
	}
	p := unsafe.Pointer(&row[0])
	switch {
	case unsafe.Sizeof(row[0]) == 8 && isMax:
		return argMaxF64AVX2((*float64)(p), len(row)), true
	case unsafe.Sizeof(row[0]) == 8:
		return argMinF64AVX2((*float64)(p), len(row)), true
	case isMax:
		return argMaxF32AVX2((*float32)(p), len(row)), true
	}
	return argMinF32AVX2((*float32)(p), len(row)), true
}
