//go:build cuda

package cuda

// #cgo LDFLAGS: -lcuda
// #include <cuda.h>
import "C"

import (
	"fmt"
	"unsafe"

	"gorgonia.org/cu"
)

// hostAlloc allocates page-locked host memory (cuMemAllocHost, which gorgonia.org/cu v0.9.6
// does not wrap).
func hostAlloc(bytes int64) (unsafe.Pointer, error) {
	var p unsafe.Pointer
	err := withGPU(func() error {
		if r := C.cuMemAllocHost(&p, C.size_t(bytes)); r != C.CUDA_SUCCESS {
			return fmt.Errorf("cuMemAllocHost: CUDA error %d", int(r))
		}
		return nil
	})
	return p, err
}

func hostFree(p unsafe.Pointer) error {
	return withGPU(func() error { return cu.MemFreeHost(p) })
}
