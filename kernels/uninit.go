package kernels

import "unsafe"

// Uninit returns a new C-ordered array of the given shape whose elements are not set: generated
// code uses it for a result it writes in full before anything reads it (a fused element-wise
// expression), so that the allocation skips the zeroing make does. Zeroing a large result costs
// as much as computing it; Numba's np.empty does not zero either. Every element type is free of
// pointers, so the garbage collector never looks at the contents.
func Uninit[T Elem, D Dims](shape D) Array[T, D] {
	checkShape(shape)
	n := shapeSize(shape)
	return Array[T, D]{Data: uninitSlice[T](n), Shape: shape, Strides: CStrides(shape)}
}

// uninitSlice returns a slice of n elements with unspecified contents.
func uninitSlice[T Elem](n int) []T {
	var zero T
	size := unsafe.Sizeof(zero)
	if n < 1024 || uintptr(n) > ^uintptr(0)/size {
		return make([]T, n) // small (zeroing is cheap) or too large (make panics as usual)
	}
	p := mallocgc(uintptr(n)*size, nil, false)
	return unsafe.Slice((*T)(p), n)
}

// mallocgc is the runtime's allocator. With a nil type the memory is never scanned by the
// garbage collector, and needzero false leaves it as the last user left it. The runtime
// exports it for linkname by other packages (go.dev/issue/67401: "Do not remove or change
// the type signature").
//
//go:linkname mallocgc runtime.mallocgc
func mallocgc(size uintptr, typ unsafe.Pointer, needzero bool) unsafe.Pointer
