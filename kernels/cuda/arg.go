package cuda

import (
	"unsafe"

	"github.com/pygo-lang/pygo/kernels"
)

// Arg is a kernel argument as the CUDA C takes it: an array (its elements, shape and strides)
// or a scalar. The CPU twin does not use it; the GPU path (build tag cuda) copies arrays to the
// device and back around the launch.
type Arg struct {
	// Data points at the array's first element in memory (Data[0], not the view's origin),
	// Bytes is the size of all of Data and Off the view's origin in elements.
	Data   unsafe.Pointer
	Bytes  int64
	Off    int
	Elem   int // element size in bytes
	Shape  []int
	Stride []int
	// Scalar points at a scalar argument's value, nil for an array.
	Scalar unsafe.Pointer
	// Device is true for a device array (DeviceArg): with the cuda build tag Dev is the device
	// address of its elements, and the launch neither copies it nor waits for the kernel.
	Device bool
	Dev    uintptr
	err    error // a device array freed before the launch
}

// ArrayArg describes an array argument.
func ArrayArg[T kernels.Elem, D kernels.Dims](a kernels.Array[T, D]) Arg {
	var zero T
	arg := Arg{Off: a.Off, Elem: int(unsafe.Sizeof(zero)), Bytes: int64(len(a.Data)) * int64(unsafe.Sizeof(zero))}
	if len(a.Data) > 0 {
		arg.Data = unsafe.Pointer(&a.Data[0])
	}
	for k := range len(a.Shape) {
		arg.Shape = append(arg.Shape, a.Shape[k])
		arg.Stride = append(arg.Stride, a.Strides[k])
	}
	return arg
}

// ScalarArg describes a scalar argument.
func ScalarArg[T kernels.Elem](v T) Arg {
	p := new(T)
	*p = v
	return Arg{Scalar: unsafe.Pointer(p)}
}

// gpuLaunch runs a kernel on the GPU; it is set by the cuda build tag (gpu.go). ok is false
// when the kernel has no CUDA C, and the CPU twin runs it.
var gpuLaunch func(k Kernel, grid, block Dim3) (ok bool, err error)
