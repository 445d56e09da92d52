package cuda

import "github.com/pygo-lang/pygo/kernels"

// DivComplex is a / b of complex numbers in a kernel: CPython's algorithm, as Numba compiles
// it, except that a zero divisor gives the parts of a divided by zero (inf or nan), as the CUDA
// simulator's NumPy scalars do, instead of raising: pygo's CUDA C raises nothing.
func DivComplex[T complex64 | complex128](a, b T) T {
	if b == 0 {
		var zero float64
		return T(complex(real(complex128(a))/zero, imag(complex128(a))/zero))
	}
	return kernels.TrueDivComplex(a, b)
}
