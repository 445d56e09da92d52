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

// devAllocMapped allocates zeroed page-locked host memory mapped into the device's address
// space (cuMemHostAlloc with CU_MEMHOSTALLOC_DEVICEMAP), with its device address.
func devAllocMapped(bytes int64) (devMem, error) {
	if bytes == 0 {
		return devMem{}, nil
	}
	m := devMem{bytes: bytes}
	err := withGPU(func() error {
		var p unsafe.Pointer
		if r := C.cuMemHostAlloc(&p, C.size_t(bytes), C.CU_MEMHOSTALLOC_DEVICEMAP); r != C.CUDA_SUCCESS {
			return fmt.Errorf("cuMemHostAlloc: CUDA error %d", int(r))
		}
		clear(unsafe.Slice((*byte)(p), bytes))
		var d C.CUdeviceptr
		if r := C.cuMemHostGetDevicePointer(&d, p, 0); r != C.CUDA_SUCCESS {
			C.cuMemFreeHost(p)
			return fmt.Errorf("cuMemHostGetDevicePointer: CUDA error %d", int(r))
		}
		m.p, m.host = cu.DevicePtr(d), p
		return nil
	})
	return m, err
}
