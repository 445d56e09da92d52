package kernels

import "unsafe"

// FieldCopy returns a copy of a.x (a['x']) for a field of element type T at byte offset off,
// C-ordered: the read of a field view of a packed record dtype, whose values sit at offsets Go
// cannot view as a typed array. The compiler uses it only where the view is read, never
// written through (typer/record_views.go).
func FieldCopy[T Elem, D Dims](a Records[D], off int) Array[T, D] {
	out := Empty[T](a.Shape)
	n := shapeSize(a.Shape)
	if n == 0 {
		return out
	}
	var zero T
	size := int(unsafe.Sizeof(zero))
	dst := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(out.Data))), n*size)
	var idx D
	pos := a.Off + off
	for k := 0; k < n; k++ {
		copy(dst[k*size:(k+1)*size], a.Data[pos:pos+size])
		for d := len(idx) - 1; d >= 0; d-- { // the next index in C order
			idx[d]++
			pos += a.Strides[d]
			if idx[d] < a.Shape[d] {
				break
			}
			pos -= idx[d] * a.Strides[d]
			idx[d] = 0
		}
	}
	return out
}
