package cuda

import (
	"errors"
	"fmt"

	"github.com/pygo-lang/pygo/kernels"
)

// Managed memory, cuda.managed_array(shape, dtype), and mapped memory, cuda.mapped_array(shape,
// dtype): device arrays that the host reads and writes in place too (unified memory, or
// page-locked host memory mapped into the device's address space). Launches take it as any device array, without copies;
// Host views its elements, which the host may touch once the work that uses them has finished
// (Synchronize). On the CPU twin every device array is host memory already.

// ErrNotHost reports Host on a device array that is neither managed nor mapped memory.
var ErrNotHost = errors.New("cuda: the host cannot access this device array (not managed or mapped memory)")

// ManagedArray allocates a C-ordered managed array of the given shape with zero elements,
// cuda.managed_array(shape, dtype) (Numba attaches it globally, as here).
func ManagedArray[T kernels.Elem, D kernels.Dims](shape D, s *Stream) (*DeviceArray[T, D], error) {
	return hostAccessible[T](shape, s, "managed", devAllocManaged)
}

// MappedArray allocates a C-ordered mapped array of the given shape with zero elements,
// cuda.mapped_array(shape, dtype): host memory that kernels read and write over the bus. Free
// releases it.
func MappedArray[T kernels.Elem, D kernels.Dims](shape D, s *Stream) (*DeviceArray[T, D], error) {
	return hostAccessible[T](shape, s, "mapped", devAllocMapped)
}

func hostAccessible[T kernels.Elem, D kernels.Dims](shape D, s *Stream, what string, alloc func(int64) (devMem, error)) (*DeviceArray[T, D], error) {
	n := 1
	for k := range len(shape) {
		if shape[k] < 0 {
			return nil, fmt.Errorf("cuda: %s array: negative dimension in shape %s", what, kernels.FormatShape(shape))
		}
		n *= shape[k]
	}
	d := &DeviceArray[T, D]{shape: shape, strides: kernels.CStrides(shape), n: n, stream: s, managed: true}
	mem, err := alloc(d.bytes())
	if err != nil {
		return nil, fmt.Errorf("cuda: %s array of %d bytes: %w", what, d.bytes(), err)
	}
	d.mem = mem
	return d, nil
}

// Host returns the elements of a managed or mapped array (on the CPU twin, of any device array)
// as a host array viewing them in place.
func (d *DeviceArray[T, D]) Host() (kernels.Array[T, D], error) {
	if d.freed {
		return kernels.Array[T, D]{}, ErrFreed
	}
	data, ok := hostView[T](d.mem, d.n, d.managed)
	if !ok {
		return kernels.Array[T, D]{}, ErrNotHost
	}
	return kernels.Array[T, D]{Data: data, Shape: d.shape, Strides: d.strides}, nil
}
