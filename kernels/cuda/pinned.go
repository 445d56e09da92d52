package cuda

import (
	"fmt"
	"unsafe"

	"github.com/pygo-lang/pygo/kernels"
)

// PinnedArray allocates a C-ordered host array in page-locked memory, cuda.pinned_array(shape,
// dtype); its elements are zero. With the cuda build tag, copies between it and a device array
// on a stream (CopyFrom, CopyInto) return at once and run while the host goes on: the host must
// not touch the array until the stream's Synchronize. Without the tag it is ordinary memory.
// Release it with FreePinned, not by dropping it: page-locked memory is not the garbage
// collector's.
func PinnedArray[T kernels.Elem, D kernels.Dims](shape D) (kernels.Array[T, D], error) {
	n := 1
	for k := range len(shape) {
		if shape[k] < 0 {
			return kernels.Array[T, D]{}, fmt.Errorf("cuda: pinned array: negative dimension in shape %s", kernels.FormatShape(shape))
		}
		n *= shape[k]
	}
	a := kernels.Array[T, D]{Shape: shape, Strides: kernels.CStrides(shape)}
	if n == 0 {
		return a, nil
	}
	p, err := hostAlloc(int64(n) * elemBytes[T]())
	if err != nil {
		return kernels.Array[T, D]{}, fmt.Errorf("cuda: pinned array of %d bytes: %w", int64(n)*elemBytes[T](), err)
	}
	a.Data = unsafe.Slice((*T)(p), n)
	clear(a.Data)
	return a, nil
}

// FreePinned releases an array that PinnedArray returned (a, not a view of it); a must not be
// used afterwards.
func FreePinned[T kernels.Elem, D kernels.Dims](a kernels.Array[T, D]) error {
	if len(a.Data) == 0 {
		return nil
	}
	return hostFree(unsafe.Pointer(unsafe.SliceData(a.Data)))
}
