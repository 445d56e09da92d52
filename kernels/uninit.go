package kernels

import (
	"reflect"
	"unsafe"
)

// Uninit returns a new C-ordered array of the given shape whose elements are not set, as
// Numba's np.empty: generated code uses it for np.empty and for a result it writes in full
// before anything reads it (a fused element-wise expression), so that the allocation skips the
// zeroing make does. Zeroing a large result costs as much as computing it. A small array is
// zeros; a large one may hold what a dead array left in its memory. Every element
// type is free of pointers, so the garbage collector never looks at the contents. The errors for
// a shape too large are Empty's.
func Uninit[T Elem, D Dims](shape D) Array[T, D] {
	checkShape(shape)
	return Array[T, D]{Data: uninitSlice[T](allocSize[T](shape)), Shape: shape, Strides: CStrides(shape)}
}

// UninitLike is EmptyLike (a's shape and memory order, element type T) with Uninit's
// unspecified elements: np.empty_like.
func UninitLike[T, U Elem, D Dims](a Array[U, D]) Array[T, D] {
	checkShape(a.Shape)
	r := Array[T, D]{Data: uninitSlice[T](allocSize[T](a.Shape)), Shape: a.Shape}
	if !a.IsC() && a.IsF() {
		r.Strides = FStrides(a.Shape)
	} else {
		r.Strides = CStrides(a.Shape)
	}
	return r
}

// uninitSlice returns a slice of n elements with unspecified contents; n is a size that
// allocSize accepted.
func uninitSlice[T Elem](n int) []T {
	var zero T
	size := unsafe.Sizeof(zero)
	if n < 1024 || reflect.TypeFor[T]().Kind() == reflect.Bool {
		// Small: zeroing is cheap. Bool: a byte other than 0 or 1 is no Go bool.
		return make([]T, n)
	}
	return unsafe.Slice((*T)(mallocgc(uintptr(n)*size, nil, false)), n)
}

// mallocgc is the runtime's allocator. With a nil type the memory is never scanned by the
// garbage collector, and needzero false leaves it as the last user left it. The runtime
// exports it for linkname by other packages (go.dev/issue/67401: "Do not remove or change
// the type signature").
//
//go:linkname mallocgc runtime.mallocgc
func mallocgc(size uintptr, typ unsafe.Pointer, needzero bool) unsafe.Pointer

// Scratch is Uninit in the memory of *buf when it holds enough elements, else in a new
// buffer it stores in *buf: generated code computes a temporary rebound in every iteration of
// a loop (whose previous value nothing can reach any more) into the same memory, which stays
// in the cache, as malloc hands Numba back the block it just freed.
func Scratch[T Elem, D Dims](buf *[]T, shape D) Array[T, D] {
	checkShape(shape)
	n := allocSize[T](shape)
	if cap(*buf) < n {
		*buf = uninitSlice[T](n)
	}
	return Array[T, D]{Data: (*buf)[:n:n], Shape: shape, Strides: CStrides(shape)}
}
