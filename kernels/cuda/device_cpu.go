//go:build !cuda

package cuda

import "unsafe"

// The CPU twin's device memory is host memory: a device array's elements are a Go allocation
// that the kernels read and write in place, and every copy or launch has finished when its
// call returns, so streams only order work that is already in order.

// devMem is a device allocation: 8-byte aligned host memory (nil for zero bytes).
type devMem struct {
	p     unsafe.Pointer
	bytes int64
}

// streamHandle is a stream of the CPU twin, which runs everything at once.
type streamHandle struct{}

func newStreamHandle() (streamHandle, error) { return streamHandle{}, nil }
func (streamHandle) sync() error             { return nil }
func (streamHandle) destroy() error          { return nil }
func deviceSync() error                      { return nil }

func devAlloc(bytes int64) (devMem, error) {
	if bytes == 0 {
		return devMem{}, nil
	}
	words := make([]uint64, (bytes+7)/8)
	return devMem{p: unsafe.Pointer(&words[0]), bytes: bytes}, nil
}

func devFree(m *devMem) error {
	*m = devMem{}
	return nil
}

func (m devMem) slice() []byte { return unsafe.Slice((*byte)(m.p), m.bytes) }

func devUpload(_ *Stream, m devMem, src unsafe.Pointer, bytes int64) error {
	copy(m.slice(), unsafe.Slice((*byte)(src), bytes))
	return nil
}

func devDownload(_ *Stream, dst unsafe.Pointer, m devMem, bytes int64) error {
	copy(unsafe.Slice((*byte)(dst), bytes), m.slice())
	return nil
}

func devCopy(_ *Stream, dst, src devMem, bytes int64) error {
	copy(dst.slice()[:bytes], src.slice())
	return nil
}

// devHost returns the n elements of m.
func devHost[T any](m devMem, n int) []T {
	if n == 0 || m.p == nil {
		return nil
	}
	return unsafe.Slice((*T)(m.p), n)
}

// devPtr is the address of m on the device; the CPU twin has none.
func devPtr(devMem) uintptr { return 0 }

// hostAlloc allocates host memory for PinnedArray: on the CPU twin, ordinary Go memory.
func hostAlloc(bytes int64) (unsafe.Pointer, error) {
	words := make([]uint64, (bytes+7)/8)
	return unsafe.Pointer(&words[0]), nil
}

// hostFree leaves the memory to the garbage collector.
func hostFree(unsafe.Pointer) error { return nil }

// devAllocManaged allocates managed memory: on the CPU twin, as any device memory.
func devAllocManaged(bytes int64) (devMem, error) { return devAlloc(bytes) }

// hostView views n elements of m from the host: on the CPU twin every device array's memory.
func hostView[T any](m devMem, n int, _ bool) ([]T, bool) { return devHost[T](m, n), true }

// devAllocMapped allocates mapped host memory: on the CPU twin, as any device memory.
func devAllocMapped(bytes int64) (devMem, error) { return devAlloc(bytes) }
