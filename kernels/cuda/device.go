package cuda

// This file is the host API of device memory and streams, Numba's cuda.to_device,
// cuda.device_array, DeviceNDArray.copy_to_host, cuda.stream and cuda.synchronize. Where the
// elements live is the build's choice: with the cuda build tag in GPU memory (device_gpu.go,
// gorgonia.org/cu), without it in host memory that the CPU twin's kernels read and write in
// place (device_cpu.go). Both run the same code here.

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/pygo-lang/pygo/kernels"
)

// ErrShape is wrapped by copies between arrays of different shapes.
var ErrShape = errors.New("cuda: shapes differ")

// ErrFreed is wrapped by uses of a device array after Free.
var ErrFreed = errors.New("cuda: device array used after Free")

// Stream is a CUDA stream, Numba's cuda.stream(): device work queued on one stream runs in
// order, and work on different streams may overlap. A nil *Stream is the default stream.
//
// With the cuda build tag, copies and launches on a stream return before they finish, and
// Synchronize waits for them (a fault in a kernel launched on a stream is returned by the next
// Synchronize, or by a copy that waits for it). On the CPU twin every operation has finished
// when its call returns, which is one of the orders a GPU may run them in.
type Stream struct {
	h streamHandle
}

// NewStream creates a stream, cuda.stream().
func NewStream() (*Stream, error) {
	h, err := newStreamHandle()
	if err != nil {
		return nil, fmt.Errorf("cuda: stream: %w", err)
	}
	return &Stream{h: h}, nil
}

// Synchronize waits until the work queued on s has finished, stream.synchronize(). On the
// nil (default) stream it is the package's Synchronize.
func (s *Stream) Synchronize() error {
	if s == nil {
		return Synchronize()
	}
	return s.h.sync()
}

// Close waits for the work queued on s and releases it; s must not be used afterwards.
func (s *Stream) Close() error {
	if s == nil {
		return nil
	}
	if err := s.h.sync(); err != nil {
		return err
	}
	return s.h.destroy()
}

// Synchronize waits until all work queued on the device has finished, cuda.synchronize().
func Synchronize() error { return deviceSync() }

// DeviceArray is an array in device memory, Numba's DeviceNDArray: its elements stay on the
// device across launches until they are copied back (CopyToHost, CopyInto). A device array is
// contiguous, in C order or, when it was made from a Fortran-ordered array, in Fortran order.
//
// Each kernel's launch function has a form that takes device arrays, XLaunchDevice(grid, block,
// stream, args...), which passes them to the kernel without copying. Without the cuda build
// tag the elements are host memory and a launch reads and writes them in place.
type DeviceArray[T kernels.Elem, D kernels.Dims] struct {
	shape, strides D
	n              int // elements
	mem            devMem
	stream         *Stream // the stream of its copies when none is named, as Numba's .stream
	freed          bool
	managed        bool // unified memory (ManagedArray), which the host may access (as mapped memory)
}

func elemBytes[T kernels.Elem]() int64 {
	var zero T
	return int64(unsafe.Sizeof(zero))
}

func (d *DeviceArray[T, D]) bytes() int64 { return int64(d.n) * elemBytes[T]() }

// NewDeviceArray allocates a C-ordered device array of the given shape, cuda.device_array(shape,
// dtype). Unlike Numba's, its elements are zero. The stream is that of its copies when none is
// named (nil: the default stream).
func NewDeviceArray[T kernels.Elem, D kernels.Dims](shape D, s *Stream) (*DeviceArray[T, D], error) {
	return newDeviceArray[T](shape, kernels.CStrides(shape), s)
}

func newDeviceArray[T kernels.Elem, D kernels.Dims](shape, strides D, s *Stream) (*DeviceArray[T, D], error) {
	n := 1
	for k := range len(shape) {
		if shape[k] < 0 {
			return nil, fmt.Errorf("cuda: device array: negative dimension in shape %s", kernels.FormatShape(shape))
		}
		n *= shape[k]
	}
	d := &DeviceArray[T, D]{shape: shape, strides: strides, n: n, stream: s}
	mem, err := devAlloc(d.bytes())
	if err != nil {
		return nil, fmt.Errorf("cuda: device array of %d bytes: %w", d.bytes(), err)
	}
	d.mem = mem
	return d, nil
}

// DeviceArrayLike allocates a device array of a's shape and order, cuda.device_array_like(a).
func DeviceArrayLike[T kernels.Elem, D kernels.Dims](a kernels.Array[T, D], s *Stream) (*DeviceArray[T, D], error) {
	strides := kernels.CStrides(a.Shape)
	if a.IsF() && !a.IsC() {
		strides = kernels.FStrides(a.Shape)
	}
	return newDeviceArray[T](a.Shape, strides, s)
}

// ToDevice copies a host array to a new device array, cuda.to_device(a, stream=s): queued on s
// (nil: the default stream, and the copy has finished when ToDevice returns). A C- or
// Fortran-ordered array keeps its order; any other view is copied in C order. A Go slice is
// kernels.FromSlice(s).
func ToDevice[T kernels.Elem, D kernels.Dims](a kernels.Array[T, D], s *Stream) (*DeviceArray[T, D], error) {
	d, err := DeviceArrayLike(a, s)
	if err != nil {
		return nil, err
	}
	if err := d.CopyFrom(a, s); err != nil {
		d.Free()
		return nil, err
	}
	return d, nil
}

// Shape returns the array's shape.
func (d *DeviceArray[T, D]) Shape() D { return d.shape }

// Strides returns the array's strides in elements.
func (d *DeviceArray[T, D]) Strides() D { return d.strides }

// Size returns the number of elements.
func (d *DeviceArray[T, D]) Size() int { return d.n }

// Stream returns the stream the array's copies use when none is named.
func (d *DeviceArray[T, D]) Stream() *Stream { return d.stream }

func (d *DeviceArray[T, D]) orStream(s *Stream) *Stream {
	if s == nil {
		return d.stream
	}
	return s
}

func (d *DeviceArray[T, D]) check(shape D, what string) error {
	if d.freed {
		return ErrFreed
	}
	if shape != d.shape {
		return fmt.Errorf("%w: %s of shape %s, device array of shape %s", ErrShape, what,
			kernels.FormatShape(shape), kernels.FormatShape(d.shape))
	}
	return nil
}

// sameOrder reports whether a's elements lie contiguously in d's order.
func (d *DeviceArray[T, D]) sameOrder(a kernels.Array[T, D]) bool {
	if a.Strides == d.strides {
		return true
	}
	if d.n <= 1 {
		return true
	}
	if d.strides == kernels.CStrides(d.shape) {
		return a.IsC()
	}
	return a.IsF()
}

// CopyFrom copies a host array of d's shape to d, d.copy_to_device(a, stream=s), on s or,
// when s is nil, d's own stream.
func (d *DeviceArray[T, D]) CopyFrom(a kernels.Array[T, D], s *Stream) error {
	if err := d.check(a.Shape, "host array"); err != nil {
		return err
	}
	if d.n == 0 {
		return nil
	}
	if !d.sameOrder(a) {
		c := kernels.Array[T, D]{Data: make([]T, d.n), Shape: d.shape, Strides: d.strides}
		kernels.Assign(c, a)
		a = c
	}
	return devUpload(d.orStream(s), d.mem, unsafe.Pointer(&a.Data[a.Off]), d.bytes())
}

// CopyFromDevice copies another device array of d's shape to d, on s or d's own stream.
func (d *DeviceArray[T, D]) CopyFromDevice(src *DeviceArray[T, D], s *Stream) error {
	if src.freed {
		return ErrFreed
	}
	if err := d.check(src.shape, "device array"); err != nil {
		return err
	}
	if d.n == 0 {
		return nil
	}
	if src.strides != d.strides {
		h, err := src.CopyToHost(s)
		if err != nil {
			return err
		}
		return d.CopyFrom(h, s)
	}
	return devCopy(d.orStream(s), d.mem, src.mem, d.bytes())
}

// CopyInto copies d to a host array of its shape, d.copy_to_host(a, stream=s), on s or d's own
// stream. With the cuda build tag and a stream, the copy may still be under way when CopyInto
// returns: the stream's Synchronize waits for it.
func (d *DeviceArray[T, D]) CopyInto(a kernels.Array[T, D], s *Stream) error {
	if err := d.check(a.Shape, "host array"); err != nil {
		return err
	}
	if d.n == 0 {
		return nil
	}
	s = d.orStream(s)
	if d.sameOrder(a) {
		return devDownload(s, unsafe.Pointer(&a.Data[a.Off]), d.mem, d.bytes())
	}
	c := kernels.Array[T, D]{Data: make([]T, d.n), Shape: d.shape, Strides: d.strides}
	if err := devDownload(s, unsafe.Pointer(&c.Data[0]), d.mem, d.bytes()); err != nil {
		return err
	}
	// The staging copy must be complete before it is read.
	if err := s.Synchronize(); err != nil {
		return err
	}
	kernels.Assign(a, c)
	return nil
}

// CopyToHost copies d to a new host array in d's order, d.copy_to_host(). It waits for the
// work queued before it on s (or d's own stream) and for the copy itself.
func (d *DeviceArray[T, D]) CopyToHost(s *Stream) (kernels.Array[T, D], error) {
	a := kernels.Array[T, D]{Data: make([]T, d.n), Shape: d.shape, Strides: d.strides}
	if err := d.CopyInto(a, s); err != nil {
		return kernels.Array[T, D]{}, err
	}
	if err := d.orStream(s).Synchronize(); err != nil {
		return kernels.Array[T, D]{}, err
	}
	return a, nil
}

// Free releases d's device memory. A device array is not freed by Go's garbage collector on
// the GPU: call Free when it is no longer needed. Later uses of d are errors.
func (d *DeviceArray[T, D]) Free() error {
	if d.freed {
		return nil
	}
	d.freed = true
	return devFree(&d.mem)
}

// Twin returns d as the CPU twin's kernels read it: without the cuda build tag, an array
// viewing d's elements in place; with it, d's shape and strides without elements (the kernel
// runs on the GPU and the CPU twin is not called). Generated launch functions use it.
// A freed array has no elements (the launch returns ErrFreed before any thread runs).
func (d *DeviceArray[T, D]) Twin() kernels.Array[T, D] {
	return kernels.Array[T, D]{Data: devHost[T](d.mem, d.n), Shape: d.shape, Strides: d.strides}
}

// DeviceArg describes a device array argument of a launch: the kernel gets its device memory,
// and no copy is made.
func DeviceArg[T kernels.Elem, D kernels.Dims](d *DeviceArray[T, D]) Arg {
	arg := Arg{Elem: int(elemBytes[T]()), Bytes: d.bytes(), Device: true, Dev: devPtr(d.mem)}
	if d.freed {
		arg.err = ErrFreed
	}
	for k := range len(d.shape) {
		arg.Shape = append(arg.Shape, d.shape[k])
		arg.Stride = append(arg.Stride, d.strides[k])
	}
	return arg
}
