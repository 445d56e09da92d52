package cuda

// This file launches the kernels of @vectorize(target='cuda') ufuncs: one thread per element in
// a grid-stride loop over flat vectors (kernels.FlatIn, kernels.FlatOut), which the kernel
// takes as arrays of one dimension.

// flatBlock is the number of threads per block of a ufunc kernel, and flatMaxGrid the most
// blocks: beyond, each thread handles several elements.
import (
	"errors"
	"unsafe"

	"github.com/pygo-lang/pygo/kernels"
)

// errNoGPU is LaunchFlat's error without the cuda build tag.
var errNoGPU = errors.New("cuda: no GPU: the program was built without the cuda build tag")

const (
	flatBlock   = 256
	flatMaxGrid = 1 << 16
)

// OnGPU reports whether kernels run on a GPU: the program was built with the cuda build tag
// (which cannot start without a GPU). Without it, a CUDA ufunc runs its CPU loop, which
// computes the same elements.
func OnGPU() bool { return gpuLaunch != nil }

// LaunchFlat runs a ufunc kernel over n elements on the GPU. It returns an error when there is
// no GPU (OnGPU is false): the caller runs the CPU loop instead.
func LaunchFlat(k Kernel, n int) error {
	if n == 0 {
		return nil
	}
	if gpuLaunch == nil {
		return errNoGPU
	}
	grid := Dim3{X: min((n+flatBlock-1)/flatBlock, flatMaxGrid)}
	block := Dim3{X: flatBlock}
	if err := Check(k, grid, block); err != nil {
		return err
	}
	_, err := gpuLaunch(k, grid.norm(), block.norm())
	return err
}

// GuArg describes a gufunc operand laid out for a device kernel: its data, its core shape, and
// its core strides followed by its loop stride (the kernel's parameters for it).
func GuArg[T kernels.Elem](f kernels.GuFlat[T]) Arg {
	var zero T
	arg := Arg{Off: f.Off, Elem: int(unsafe.Sizeof(zero)), Bytes: int64(len(f.Data)) * int64(unsafe.Sizeof(zero))}
	if len(f.Data) > 0 {
		arg.Data = unsafe.Pointer(&f.Data[0])
	}
	arg.Shape = append([]int{}, f.Core...)
	arg.Stride = append(append([]int{}, f.Strides...), f.Outer)
	return arg
}
