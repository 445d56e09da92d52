package kernels

import (
	"math"
	"unsafe"

	"github.com/pygo-lang/pygo/internal/libm"
)

// MustC returns a, which an entry point declared C-contiguous (float64[:, ::1]); it panics with
// a TypeError, as Numba's dispatcher rejects the call, when a is not.
func MustC[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	if !a.IsC() {
		panic(&TypeError{Msg: "array must be C-contiguous (row-major) for this function"})
	}
	return normalize(a)
}

// MustF returns a, which an entry point declared Fortran-contiguous (float64[::1, :]); it
// panics with a TypeError when a is not.
func MustF[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	if !a.IsF() {
		panic(&TypeError{Msg: "array must be Fortran-contiguous (column-major) for this function"})
	}
	return normalize(a)
}

// normalize re-slices Data so that Off is 0 when no stride is negative.
func normalize[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	for k := 0; k < len(a.Strides); k++ {
		if a.Strides[k] < 0 {
			return a
		}
	}
	if a.Off != 0 {
		a.Data = a.Data[a.Off:]
		a.Off = 0
	}
	return a
}

// Unalias returns src, or a copy of it when it shares memory with dst without being the very
// same view: NumPy computes dst op= src as if src had been copied first.
func Unalias[T Elem, D, E Dims](src Array[T, D], dst Array[T, E]) Array[T, D] {
	if len(src.Data) == 0 || len(dst.Data) == 0 {
		return src
	}
	s0 := uintptr(unsafe.Pointer(unsafe.SliceData(src.Data)))
	d0 := uintptr(unsafe.Pointer(unsafe.SliceData(dst.Data)))
	size := unsafe.Sizeof(src.Data[0])
	s1, d1 := s0+uintptr(len(src.Data))*size, d0+uintptr(len(dst.Data))*size
	if s1 <= d0 || d1 <= s0 {
		return src
	}
	if len(src.Shape) == len(dst.Shape) && s0+uintptr(src.Off)*size == d0+uintptr(dst.Off)*size {
		same := true
		for k := 0; k < len(src.Shape); k++ {
			same = same && src.Shape[k] == dst.Shape[k] && src.Strides[k] == dst.Strides[k]
		}
		if same {
			return src
		}
	}
	return src.Copy()
}

// Disjoint reports whether the memory of slices a and b does not overlap.
func Disjoint[T, U Elem](a []T, b []U) bool {
	a0, a1 := span(a)
	b0, b1 := span(b)
	return a1 <= b0 || b1 <= a0
}

// SameOrDisjoint reports whether slices a and b are the very same memory (same start and
// length in bytes) or do not overlap: an element-wise loop reading one and writing the other
// at the same index then gives the same result in any order.
func SameOrDisjoint[T, U Elem](a []T, b []U) bool {
	a0, a1 := span(a)
	b0, b1 := span(b)
	return a1 <= b0 || b1 <= a0 || a0 == b0 && a1 == b1
}

// span is the address range of the elements of s.
func span[T Elem](s []T) (lo, hi uintptr) {
	if len(s) == 0 {
		return 0, 0
	}
	lo = uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	return lo, lo + uintptr(len(s))*unsafe.Sizeof(s[0])
}

// Select returns a when c is true and b otherwise: np.where on one element.
func Select[T any](c bool, a, b T) T {
	if c {
		return a
	}
	return b
}

// RealPart returns the real parts of a complex array as a new array.
func RealPart[R Float, C Complex, D Dims](a Array[C, D]) Array[R, D] {
	r := Empty[R](a.Shape)
	i := 0
	a.Each(func(off int) {
		r.Data[i] = R(real(complex128(a.Data[off])))
		i++
	})
	return r
}

// ImagPart returns the imaginary parts of a complex array as a new array.
func ImagPart[R Float, C Complex, D Dims](a Array[C, D]) Array[R, D] {
	r := Empty[R](a.Shape)
	i := 0
	a.Each(func(off int) {
		r.Data[i] = R(imag(complex128(a.Data[off])))
		i++
	})
	return r
}

// Sign is np.sign: -1, 0 or 1 in the type of x, and NaN for NaN.
func Sign[T Signed | Unsigned | Float](x T) T {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return T(0) - 1
	case x == 0:
		return 0
	}
	return x // NaN
}

// SignComplex is np.sign of a complex number as NumPy 1.24 and Numba compute it: the sign of
// the real part, or of the imaginary part when the real part is zero, as a complex number
// (NaN+0j when either part is NaN).
func SignComplex[T complex64 | complex128](x T) T {
	re, im := real(complex128(x)), imag(complex128(x))
	if re != re || im != im {
		return T(complex(math.NaN(), 0))
	}
	if re == 0 {
		return T(complex(Sign(im), 0))
	}
	return T(complex(Sign(re), 0))
}

// Maximum is np.maximum on floats as Numba computes it: x when x is NaN or x >= y, else y. So a
// NaN wins (x's first), and of two equal values, -0 and +0 included, x is returned.
func Maximum[T Float](x, y T) T {
	if x != x || x >= y {
		return x
	}
	return y
}

// Minimum is np.minimum on floats as Numba computes it: x when x is NaN or x <= y, else y.
func Minimum[T Float](x, y T) T {
	if x != x || x <= y {
		return x
	}
	return y
}

// Fmax is np.fmax as Numba computes it: a NaN loses to a number, and of two equal values,
// -0 and +0 included, x is returned.
func Fmax(x, y float64) float64 {
	if y != y || x >= y {
		return x
	}
	return y
}

// Fmin is np.fmin as Numba computes it: a NaN loses to a number, and of two equal values x is
// returned.
func Fmin(x, y float64) float64 {
	if y != y || x <= y {
		return x
	}
	return y
}

// LogAddExp is np.logaddexp: log(exp(x) + exp(y)) without overflow, as npymath computes it (exp is glibc's,
// log1p still Go's).
func LogAddExp(x, y float64) float64 {
	if x == y {
		return x + math.Ln2
	}
	d := x - y
	switch {
	case d > 0:
		return x + math.Log1p(libm.Exp(-d))
	case d <= 0:
		return y + math.Log1p(libm.Exp(d))
	}
	return d // NaN
}

// CopyF returns a new Fortran-ordered array with the same elements, as np.copy of an F array.
func CopyF[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	c := Array[T, D]{Data: make([]T, a.Size()), Shape: a.Shape, Strides: FStrides(a.Shape)}
	Assign(c, a)
	return c
}

// Asfortran returns a itself when it is Fortran-contiguous, else an F-ordered copy, as
// np.asfortranarray.
func Asfortran[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	if a.IsF() {
		return normalize(a)
	}
	return CopyF(a)
}
