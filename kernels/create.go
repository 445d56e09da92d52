package kernels

import (
	"fmt"
	"math"
	"unsafe"
)

// Zeros returns a new C-ordered array of the given shape filled with zeros, as np.zeros.
func Zeros[T Elem, D Dims](shape D) Array[T, D] { return Empty[T](shape) }

// Ones returns a new C-ordered array of the given shape filled with ones (true for bool), as np.ones.
func Ones[T Elem, D Dims](shape D) Array[T, D] {
	a := Empty[T](shape)
	fillSlice(a.Data, oneOf[T]())
	return a
}

// EmptyLike returns a new array with a's shape and element type T, as np.empty_like(a, dtype=T); like Empty, its
// elements are zero. The result is Fortran-ordered when a is Fortran- but not C-contiguous and C-ordered otherwise,
// as Numba does for arrays of layout 'F' and 'C' (and 'A', except that an 'A' array that happens to be
// Fortran-contiguous gets Fortran order here). NumPy's order='K' also keeps the axis order of non-contiguous inputs.
func EmptyLike[T, U Elem, D Dims](a Array[U, D]) Array[T, D] {
	checkShape(a.Shape)
	r := Array[T, D]{Data: make([]T, a.Size()), Shape: a.Shape}
	if !a.IsC() && a.IsF() {
		r.Strides = FStrides(a.Shape)
	} else {
		r.Strides = CStrides(a.Shape)
	}
	return r
}

// ZerosLike returns a new array of zeros with a's shape and element type T, as np.zeros_like; see EmptyLike for
// its memory order.
func ZerosLike[T, U Elem, D Dims](a Array[U, D]) Array[T, D] { return EmptyLike[T](a) }

// OnesLike returns a new array of ones with a's shape and element type T, as np.ones_like; see EmptyLike for its
// memory order.
func OnesLike[T, U Elem, D Dims](a Array[U, D]) Array[T, D] {
	r := EmptyLike[T](a)
	fillSlice(r.Data, oneOf[T]())
	return r
}

// FullLike returns a new array with a's shape with every element v, as np.full_like; see EmptyLike for its
// memory order.
func FullLike[T, U Elem, D Dims](a Array[U, D], v T) Array[T, D] {
	r := EmptyLike[T](a)
	fillSlice(r.Data, v)
	return r
}

// oneOf returns 1 (true for bool) of a predeclared element type.
func oneOf[T Elem]() (v T) {
	switch p := any(&v).(type) {
	case *bool:
		*p = true
	case *int8:
		*p = 1
	case *int16:
		*p = 1
	case *int32:
		*p = 1
	case *int64:
		*p = 1
	case *uint8:
		*p = 1
	case *uint16:
		*p = 1
	case *uint32:
		*p = 1
	case *uint64:
		*p = 1
	case *float32:
		*p = 1
	case *float64:
		*p = 1
	case *complex64:
		*p = 1
	case *complex128:
		*p = 1
	default:
		panic(fmt.Sprintf("kernels: no one for element type %T", v))
	}
	return v
}

// Arange returns the evenly spaced values start, start+step, ... below stop (above it for a negative step), as
// Numba's np.arange(start, stop, step): ceil((stop-start)/step) elements, computed in T for floats and in float64
// for integers, and element i is start + i*step, computed in float64 for float T and in int64 (wrapping) for integer
// T. (NumPy itself computes element i >= 2 as start + i*((start+step)-start), which differs in the last bits when
// start+step-start is not exactly step; Numba is pygo's oracle.) A zero step panics with *ValueError "Maximum allowed
// size exceeded", as in Numba (NumPy raises ZeroDivisionError); a length that is NaN or too large panics with NumPy's
// *ValueError ("arange: cannot compute length", "Maximum allowed size exceeded").
func Arange[T Real](start, stop, step T) Vector[T] {
	if step == 0 {
		panic(&ValueError{Msg: "Maximum allowed size exceeded"})
	}
	if T(1)/T(2) != 0 { // float
		c := float64((stop - start) / step)
		if c != c {
			panic(&ValueError{Msg: "arange: cannot compute length"})
		}
		c = math.Ceil(c)
		out := make([]T, arangeLen(c))
		s0, st := float64(start), float64(step)
		for i := range out {
			out[i] = T(s0 + float64(float64(i)*st))
		}
		return FromSlice(out)
	}
	d := int64(stop) - int64(start)
	out := make([]T, arangeLen(math.Ceil(float64(d)/float64(int64(step)))))
	s0, st := int64(start), int64(step)
	for i := range out {
		out[i] = T(s0 + int64(i)*st)
	}
	return FromSlice(out)
}

// arangeLen turns the rounded-up element count of Arange into a length.
func arangeLen(c float64) int {
	if c >= 0x1p63 {
		panic(&ValueError{Msg: "Maximum allowed size exceeded"})
	}
	if c <= 0 {
		return 0
	}
	return int(c)
}

// Linspace returns num evenly spaced values from start to stop, as np.linspace(start, stop, num, endpoint,
// dtype=T) in NumPy 1.24, bit for bit: with div = num-1 (num without the endpoint) and step = (stop-start)/div,
// element i is i*step + start, computed in float64 (complex128 for complex T, with NumPy's formulas for complex
// arithmetic) and then rounded to T, and the last element is stop when the endpoint is included. A negative num
// panics with *ValueError and NumPy's message.
func Linspace[T Float | Complex](start, stop T, num int, endpoint bool) Vector[T] {
	if num < 0 {
		panic(&ValueError{Msg: fmt.Sprintf("Number of samples, %d, must be non-negative.", num)})
	}
	out := make([]T, num)
	p0, p1 := unsafe.Pointer(&start), unsafe.Pointer(&stop)
	var po unsafe.Pointer
	if num > 0 {
		po = unsafe.Pointer(&out[0])
	}
	// T may be a named type, so tell the four kinds apart by size and precision.
	switch unsafe.Sizeof(start) {
	case 4: // float32
		tmp := make([]float64, num)
		linspaceReal(tmp, float64(*(*float32)(p0)), float64(*(*float32)(p1)), endpoint)
		o := unsafe.Slice((*float32)(po), num)
		for i, x := range tmp {
			o[i] = float32(x)
		}
	case 16: // complex128
		linspaceComplex(unsafe.Slice((*[2]float64)(po), num), *(*[2]float64)(p0), *(*[2]float64)(p1), endpoint)
	default:
		if one := T(1); one+T(0x1p-30) != one { // float64
			linspaceReal(unsafe.Slice((*float64)(po), num), *(*float64)(p0), *(*float64)(p1), endpoint)
			break
		}
		// complex64
		a, b := *(*[2]float32)(p0), *(*[2]float32)(p1)
		tmp := make([][2]float64, num)
		linspaceComplex(tmp, [2]float64{float64(a[0]), float64(a[1])}, [2]float64{float64(b[0]), float64(b[1])}, endpoint)
		o := unsafe.Slice((*[2]float32)(po), num)
		for i, z := range tmp {
			o[i] = [2]float32{float32(z[0]), float32(z[1])}
		}
	}
	return FromSlice(out)
}

// linspaceReal is Linspace for float64, following numpy/core/function_base.py. Explicit conversions keep Go from
// fusing a multiply and an add, so that each operation rounds as NumPy's does.
func linspaceReal(out []float64, start, stop float64, endpoint bool) {
	num := len(out)
	div := num
	if endpoint {
		div = num - 1
	}
	delta := stop - start
	switch {
	case div > 0:
		step := delta / float64(div)
		if step == 0 {
			// NumPy's special case for denormal steps: y /= div; y *= delta.
			for i := range out {
				out[i] = float64(float64(float64(i)/float64(div))*delta) + start
			}
		} else {
			for i := range out {
				out[i] = float64(float64(i)*step) + start
			}
		}
	case num > 0:
		out[0] = float64(0*delta) + start
	}
	if endpoint && num > 1 {
		out[num-1] = stop
	}
}

// linspaceComplex is Linspace for complex128 (as [real, imag] pairs), with NumPy's complex multiply (the schoolbook
// formula) and its divide by a real (Smith's algorithm: multiply by the reciprocal).
func linspaceComplex(out [][2]float64, start, stop [2]float64, endpoint bool) {
	num := len(out)
	div := num
	if endpoint {
		div = num - 1
	}
	// start = asanyarray(start) * 1.0, likewise stop: a complex multiply by (1, 0).
	start = cmulParts(start, [2]float64{1, 0})
	stop = cmulParts(stop, [2]float64{1, 0})
	delta := [2]float64{stop[0] - start[0], stop[1] - start[1]}
	switch {
	case div > 0:
		step := cdivReal(delta, float64(div))
		if step[0] == 0 && step[1] == 0 {
			for i := range out {
				y := cdivReal([2]float64{float64(i), 0}, float64(div))
				y = cmulParts(y, delta)
				out[i] = [2]float64{y[0] + start[0], y[1] + start[1]}
			}
		} else {
			for i := range out {
				y := cmulParts([2]float64{float64(i), 0}, step)
				out[i] = [2]float64{y[0] + start[0], y[1] + start[1]}
			}
		}
	case num > 0:
		y := cmulParts([2]float64{0, 0}, delta)
		out[0] = [2]float64{y[0] + start[0], y[1] + start[1]}
	}
	if endpoint && num > 1 {
		out[num-1] = stop
	}
}

// cmulParts is NumPy's complex multiply: (ar*br - ai*bi, ar*bi + ai*br), each product rounded.
func cmulParts(a, b [2]float64) [2]float64 {
	return [2]float64{float64(a[0]*b[0]) - float64(a[1]*b[1]), float64(a[0]*b[1]) + float64(a[1]*b[0])}
}

// cdivReal is NumPy's complex divide (Smith's algorithm) by the complex number (d, 0), d > 0.
func cdivReal(a [2]float64, d float64) [2]float64 {
	rat := 0 / d
	scl := 1 / (d + float64(0*rat))
	return [2]float64{float64(a[0]+float64(a[1]*rat)) * scl, float64(a[1]-float64(a[0]*rat)) * scl}
}

// Eye returns a new n×m matrix with ones on diagonal k (0 the main diagonal, positive above it, negative below)
// and zeros elsewhere, as np.eye(n, m, k).
func Eye[T Elem](n, m, k int) Matrix[T] {
	a := Empty[T]([2]int{n, m})
	one := oneOf[T]()
	i, j := 0, k
	if k < 0 {
		if k <= -n {
			return a
		}
		i, j = -k, 0
	}
	for ; i < n && j < m; i, j = i+1, j+1 {
		a.Data[i*m+j] = one
	}
	return a
}

// Identity returns the n×n identity matrix, as np.identity(n).
func Identity[T Elem](n int) Matrix[T] { return Eye[T](n, n, 0) }

// ArrayOf returns a new C-ordered array of the given shape holding elems in C order, as np.array does for a
// (nested) literal. The number of elements must match the shape; anything else is a bug in the caller and panics.
func ArrayOf[T Elem, D Dims](shape D, elems ...T) Array[T, D] {
	a := Empty[T](shape)
	if len(elems) != len(a.Data) {
		panic(fmt.Sprintf("kernels.ArrayOf: %d elements for shape %s", len(elems), FormatShape(shape)))
	}
	copy(a.Data, elems)
	return a
}

// AsType returns a new C-ordered array holding conv(x) for each element x of a, as a.astype(T); conv carries the
// conversion rules (generated code passes a function with Numba's).
func AsType[T, U Elem, D Dims](a Array[U, D], conv func(U) T) Array[T, D] {
	r := Empty[T](a.Shape)
	var w walk2[D]
	if !w.init(a.Shape, r.Strides, a.Strides, 0, a.Off, false) {
		return r
	}
	n, _, s := w.inner()
	for {
		dst := r.Data[w.oa : w.oa+n]
		if s == 1 {
			src := a.Data[w.ob : w.ob+n]
			for i, x := range src {
				dst[i] = conv(x)
			}
		} else {
			o := w.ob
			for i := range dst {
				dst[i] = conv(a.Data[o])
				o += s
			}
		}
		if !w.next() {
			return r
		}
	}
}

// Ascontiguous returns a itself when it is C-contiguous and otherwise a C-ordered copy, as
// np.ascontiguousarray(a).
func Ascontiguous[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	if a.IsC() {
		return a
	}
	return dupC(a)
}

// ArangeComplex returns np.arange of complex bounds as Numba computes it: with c = (stop-start)/step (CPython's
// complex division), ceil(real(c)) or ceil(imag(c)) elements, whichever is fewer (none when negative), element i
// being start + i*step. A zero step panics with *ValueError "Maximum allowed size exceeded", as in Numba.
func ArangeComplex(start, stop, step complex128) Vector[complex128] {
	if step == 0 {
		panic(&ValueError{Msg: "Maximum allowed size exceeded"})
	}
	c := TrueDivComplex(stop-start, step)
	re, im := math.Ceil(real(c)), math.Ceil(imag(c))
	if re != re || im != im {
		panic(&ValueError{Msg: "arange: cannot compute length"})
	}
	out := make([]complex128, arangeLen(min(re, im)))
	for i := range out {
		out[i] = start + complex(float64(i), 0)*step
	}
	return FromSlice(out)
}
