//go:build cuda

package cuda

import (
	"runtime"
	"unsafe"

	"gorgonia.org/cu"
)

// Device memory and streams on the GPU (gorgonia.org/cu). Every driver call runs with the
// process's context current on a locked OS thread, one at a time (withGPU).

// devMem is a device allocation (zero for zero bytes).
type devMem struct {
	p     cu.DevicePtr
	bytes int64
	host  unsafe.Pointer // mapped memory (MappedArray): the host's address of the same bytes
}

// streamHandle is a driver stream; the zero value is the legacy default stream.
type streamHandle struct{ s cu.Stream }

// withGPU runs f with the context current, after initializing it on first use.
func withGPU(f func() error) error {
	gpu.once.Do(gpuInit)
	if gpu.err != nil {
		return gpu.err
	}
	gpu.mu.Lock()
	defer gpu.mu.Unlock()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if err := cu.SetCurrentContext(gpu.ctx); err != nil {
		return err
	}
	return f()
}

func newStreamHandle() (streamHandle, error) {
	var h streamHandle
	err := withGPU(func() (err error) {
		h.s, err = cu.MakeStream(cu.DefaultStream)
		return err
	})
	return h, err
}

func (h streamHandle) sync() error { return withGPU(h.s.Synchronize) }

func (h streamHandle) destroy() error { return withGPU(h.s.Destroy) }

func deviceSync() error { return withGPU(cu.Synchronize) }

// handle is the driver stream of s (the default stream for nil).
func (s *Stream) handle() cu.Stream {
	if s == nil {
		return cu.Stream{}
	}
	return s.h.s
}

func devAlloc(bytes int64) (devMem, error) {
	if bytes == 0 {
		return devMem{}, nil
	}
	m := devMem{bytes: bytes}
	err := withGPU(func() (err error) {
		if m.p, err = cu.MemAlloc(bytes); err != nil {
			return err
		}
		return cu.MemsetD8(m.p, 0, bytes)
	})
	return m, err
}

func devFree(m *devMem) error {
	if m.bytes == 0 {
		return nil
	}
	p, host := m.p, m.host
	*m = devMem{}
	if host != nil {
		return hostFree(host)
	}
	return withGPU(func() error { return cu.MemFree(p) })
}

func devUpload(s *Stream, m devMem, src unsafe.Pointer, bytes int64) error {
	return withGPU(func() error {
		if s == nil {
			return cu.MemcpyHtoD(m.p, src, bytes)
		}
		return cu.MemcpyHtoDAsync(m.p, src, bytes, s.handle())
	})
}

func devDownload(s *Stream, dst unsafe.Pointer, m devMem, bytes int64) error {
	return withGPU(func() error {
		if s == nil {
			return cu.MemcpyDtoH(dst, m.p, bytes)
		}
		return cu.MemcpyDtoHAsync(dst, m.p, bytes, s.handle())
	})
}

func devCopy(s *Stream, dst, src devMem, bytes int64) error {
	return withGPU(func() error {
		if s == nil {
			return cu.MemcpyDtoD(dst.p, src.p, bytes)
		}
		return cu.MemcpyDtoDAsync(dst.p, src.p, bytes, s.handle())
	})
}

// devHost returns nothing: the elements are on the GPU.
func devHost[T any](devMem, int) []T { return nil }

// devPtr is the address of m on the device.
func devPtr(m devMem) uintptr { return uintptr(m.p) }

// devAllocManaged allocates zeroed managed (unified) memory, attached globally.
func devAllocManaged(bytes int64) (devMem, error) {
	if bytes == 0 {
		return devMem{}, nil
	}
	m := devMem{bytes: bytes}
	err := withGPU(func() (err error) {
		if m.p, err = cu.MemAllocManaged(bytes, cu.AttachGlobal); err != nil {
			return err
		}
		return cu.MemsetD8(m.p, 0, bytes)
	})
	return m, err
}

// hostView views n elements of managed or mapped memory m from the host; other device memory
// is not host-accessible.
func hostView[T any](m devMem, n int, managed bool) ([]T, bool) {
	if m.host != nil {
		return unsafe.Slice((*T)(m.host), n), true
	}
	if !managed {
		return nil, false
	}
	if n == 0 || m.p == 0 {
		return nil, true
	}
	// Managed memory is host memory at the same address (unsafe.Add keeps vet quiet about it).
	return unsafe.Slice((*T)(unsafe.Add(unsafe.Pointer(nil), uintptr(m.p))), n), true
}
