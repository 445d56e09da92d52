package kernels

import (
	"fmt"
	"math"
	"math/bits"
	"unsafe"
)

// Elem is satisfied by every NumPy dtype pygo supports: bool, the integer and unsigned widths, float32/64 and
// complex64/128.
type Elem interface {
	~bool | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~complex64 | ~complex128
}

// Number is Elem without bool.
type Number interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~complex64 | ~complex128
}

// Real is Number without the complex types.
type Real interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~float32 | ~float64
}

// Dims is the shape (or strides) of an array with a fixed number of dimensions: [0]int for a 0-d array (one
// element, NumPy's np.array(3.0)), [1]int for a vector, [2]int for a matrix, and so on up to NumPy's limit of 32.
// Because [0]int is in the set, generic code cannot index a Dims with a constant: it reads and writes the first axis
// with lead and setLead. The number of dimensions is part of an array's type, as in Numba, so
// that views and element access need no allocation and no length checks.
type Dims interface {
	~[0]int | ~[1]int | ~[2]int | ~[3]int | ~[4]int | ~[5]int | ~[6]int | ~[7]int | ~[8]int |
		~[9]int | ~[10]int | ~[11]int | ~[12]int | ~[13]int | ~[14]int | ~[15]int | ~[16]int |
		~[17]int | ~[18]int | ~[19]int | ~[20]int | ~[21]int | ~[22]int | ~[23]int | ~[24]int |
		~[25]int | ~[26]int | ~[27]int | ~[28]int | ~[29]int | ~[30]int | ~[31]int | ~[32]int
}

// Array is an n-dimensional NumPy array: a strided view of Data. Element (i, j, ...) is
//
//	Data[Off + i*Strides[0] + j*Strides[1] + ...]
//
// Strides count elements, not bytes. Several arrays may share Data: slicing, transposing and reshaping without a
// copy give views, as in NumPy. An Array is a small value; copying it copies the view, not the elements.
//
// Generated code indexes the fields directly. Invariant: every element of the view lies inside Data, and when no
// stride is negative Off is 0 (views re-slice Data instead), so a C-contiguous array's elements are Data[:Size()].
type Array[T Elem, D Dims] struct {
	Data    []T
	Off     int
	Shape   D
	Strides D
}

// Vector is a one-dimensional array.
type Vector[T Elem] = Array[T, [1]int]

// Matrix is a two-dimensional array.
type Matrix[T Elem] = Array[T, [2]int]

// FromSlice wraps data as a one-dimensional array without copying it.
func FromSlice[T Elem](data []T) Vector[T] {
	return Vector[T]{Data: data, Shape: [1]int{len(data)}, Strides: [1]int{1}}
}

// FromData wraps data as a C-ordered (row-major) array of the given shape without copying it. It panics with
// NumPy's message if the shape does not hold exactly len(data) elements.
func FromData[T Elem, D Dims](data []T, shape D) Array[T, D] {
	n := shapeSize(shape)
	if n != len(data) {
		panic(&ValueError{Msg: fmt.Sprintf("cannot reshape array of size %d into shape %s", len(data), FormatShape(shape))})
	}
	return Array[T, D]{Data: data, Shape: shape, Strides: CStrides(shape)}
}

// Empty returns a new C-ordered array of the given shape. Unlike NumPy's, its elements are zero.
func Empty[T Elem, D Dims](shape D) Array[T, D] {
	checkShape(shape)
	return Array[T, D]{Data: make([]T, allocSize[T](shape)), Shape: shape, Strides: CStrides(shape)}
}

// maxAllocBytes is the largest array pygo asks the Go runtime for (64 TiB): beyond it, as where
// Numba's allocator fails, a new array is Numba's *MemoryError rather than a fatal Go error.
const maxAllocBytes = 1 << 46

// allocSize returns the number of elements of a new array of the given (non-negative) shape,
// with Numba's errors (arrayobj._empty_nd_impl): a size or byte count past the largest int64 is
// *ValueError "array is too big; ...", an allocation too large for memory *MemoryError.
func allocSize[T Elem, D Dims](shape D) int {
	n, over := uint64(1), false
	for k := 0; k < len(shape); k++ {
		hi, lo := bits.Mul64(n, uint64(shape[k]))
		n, over = lo, over || hi != 0 || lo > math.MaxInt64
	}
	var zero T
	hi, bytes := bits.Mul64(n, uint64(unsafe.Sizeof(zero)))
	if over || hi != 0 || bytes > math.MaxInt64 {
		panic(&ValueError{Msg: "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size."})
	}
	if bytes > maxAllocBytes {
		panic(&MemoryError{Msg: "Allocation failed (probably too large)."})
	}
	return int(n)
}

// Full returns a new C-ordered array of the given shape with every element v.
func Full[T Elem, D Dims](shape D, v T) Array[T, D] {
	a := Empty[T](shape)
	for i := range a.Data {
		a.Data[i] = v // also when v is -0.0, which compares equal to the zero value
	}
	return a
}

// Ndim returns the number of dimensions.
func (a Array[T, D]) Ndim() int { return len(a.Shape) }

// Size returns the number of elements.
func (a Array[T, D]) Size() int { return shapeSize(a.Shape) }

// Len returns the length of the first axis, as Python's len.
func (a Array[T, D]) Len() int { return lead(a.Shape) }

// At returns the element at the given index, one int per axis; negative indexes count from the end. It is the
// convenient accessor for Go callers; generated code indexes Data directly.
func (a Array[T, D]) At(index ...int) T { return a.Data[a.offset(index)] }

// Set stores v at the given index, as At.
func (a Array[T, D]) Set(v T, index ...int) { a.Data[a.offset(index)] = v }

func (a Array[T, D]) offset(index []int) int {
	if len(index) != len(a.Shape) {
		panic(&IndexError{Msg: fmt.Sprintf("%d indices for an array of %d dimensions", len(index), len(a.Shape))})
	}
	off := a.Off
	for k, i := range index {
		n := a.Shape[k]
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			panic(&IndexError{Msg: fmt.Sprintf("index %d is out of bounds for axis %d with size %d", index[k], k, n)})
		}
		off += i * a.Strides[k]
	}
	return off
}

// IsC reports whether the array is C-contiguous (row-major with no gaps), as NumPy's flags.c_contiguous.
func (a Array[T, D]) IsC() bool {
	want := 1
	for k := len(a.Shape) - 1; k >= 0; k-- {
		if a.Shape[k] == 0 {
			return true
		}
		if a.Shape[k] != 1 && a.Strides[k] != want {
			return false
		}
		want *= a.Shape[k]
	}
	return true
}

// IsF reports whether the array is Fortran-contiguous (column-major with no gaps).
func (a Array[T, D]) IsF() bool {
	want := 1
	for k := 0; k < len(a.Shape); k++ {
		if a.Shape[k] == 0 {
			return true
		}
		if a.Shape[k] != 1 && a.Strides[k] != want {
			return false
		}
		want *= a.Shape[k]
	}
	return true
}

// Slice returns the elements of a one-dimensional array as a Go slice: the array's own storage when it is
// contiguous, otherwise a copy. It is how generated entry points return vectors.
func (a Array[T, D]) Slice() []T {
	if len(a.Shape) == 1 && (lead(a.Strides) == 1 || lead(a.Shape) <= 1) {
		return a.Data[a.Off : a.Off+lead(a.Shape) : a.Off+lead(a.Shape)]
	}
	return a.Copy().Data
}

// Copy returns a new C-ordered array with the same elements, as ndarray.copy().
func (a Array[T, D]) Copy() Array[T, D] {
	c := Empty[T](a.Shape)
	if a.IsC() {
		copy(c.Data, a.Data[a.Off:a.Off+len(c.Data)])
		return c
	}
	dst := c.Data
	a.Runs(func(off, n, stride int) {
		if s, ok := runSlice(a.Data, off, n, stride); ok {
			copy(dst, s)
		} else {
			for k := range dst[:n] {
				dst[k] = a.Data[off+k*stride]
			}
		}
		dst = dst[n:]
	})
	return c
}

// Each calls f with the offset in Data of every element, in C order (the last index varies fastest).
func (a Array[T, D]) Each(f func(off int)) {
	a.Runs(func(off, n, stride int) {
		for range n {
			f(off)
			off += stride
		}
	})
}

// String formats the array as NumPy's str does for small arrays, for example [[1. 2.] [3. 4.]] without the line
// breaks.
func (a Array[T, D]) String() string {
	return fmt.Sprint(a.Flat())
}

// Flat returns the elements in C order as a new slice (or the array's own storage when it is C-contiguous).
func (a Array[T, D]) Flat() []T {
	if a.IsC() {
		return a.Data[a.Off : a.Off+a.Size()]
	}
	return a.Copy().Data
}

// CStrides returns the element strides of a C-ordered array of the given shape.
func CStrides[D Dims](shape D) D {
	var s D
	n := 1
	for k := len(shape) - 1; k >= 0; k-- {
		s[k] = n
		n *= shape[k]
	}
	return s
}

// FStrides returns the element strides of a Fortran-ordered array of the given shape.
func FStrides[D Dims](shape D) D {
	var s D
	n := 1
	for k := 0; k < len(shape); k++ {
		s[k] = n
		n *= shape[k]
	}
	return s
}

// FormatShape formats a shape as Python prints a tuple: (3,) or (2, 3).
func FormatShape[D Dims](shape D) string {
	d := make([]int, len(shape))
	for k := range d {
		d[k] = shape[k]
	}
	return formatDims(d)
}

func formatDims(d []int) string {
	s := "("
	for k, n := range d {
		if k > 0 {
			s += ", "
		}
		s += fmt.Sprint(n)
	}
	if len(d) == 1 {
		s += ","
	}
	return s + ")"
}

// Item0 returns the element of a 0-d array, which Numba's arithmetic and ufuncs read as a scalar.
func Item0[T Elem](a Array[T, [0]int]) T { return a.Data[a.Off] }

// lead returns d[0], the first axis of a shape or strides of at least one dimension.
func lead[D Dims](d D) int {
	k := 0 // not a constant index: [0]int is in Dims
	return d[k]
}

// setLead sets (*d)[0], as lead reads it.
func setLead[D Dims](d *D, v int) {
	k := 0
	(*d)[k] = v
}

func shapeSize[D Dims](shape D) int {
	n := 1
	for k := 0; k < len(shape); k++ {
		n *= shape[k]
	}
	return n
}

func checkShape[D Dims](shape D) {
	for k := 0; k < len(shape); k++ {
		if shape[k] < 0 {
			panic(&ValueError{Msg: "negative dimensions not allowed"})
		}
	}
}

// CheckIndex is Wrap for functions compiled with boundscheck=True: an index outside
// [-n, n) raises IndexError with Numba's message.
func CheckIndex(i, n int) int {
	if i < -n || i >= n {
		panic(&IndexError{Msg: "index is out of bounds"})
	}
	if i < 0 {
		return i + n
	}
	return i
}

// Wrap turns a possibly negative index into an offset along an axis of length n, as Numba does for signed
// indexes (Numba does not check bounds by default; Go's slice checks still catch indexes outside the storage).
func Wrap(i, n int) int {
	if i < 0 {
		return i + n
	}
	return i
}

// Is reports whether a and b are the same array, as Numba's `is` between two arrays of one
// type: the same shape, the same strides and the same first element in memory (so a
// full slice a[:] of a is a, while a copy or a[1:] is not).
func Is[T Elem, D Dims](a, b Array[T, D]) bool {
	pa, oa := firstElem(a)
	pb, ob := firstElem(b)
	return a.Shape == b.Shape && a.Strides == b.Strides && pa == pb && oa == ob
}

// firstElem returns the address of a's first element as NumPy's data pointer; when a's data
// ends before its offset (an empty array), the start of its data and the offset.
func firstElem[T Elem, D Dims](a Array[T, D]) (unsafe.Pointer, int) {
	if a.Off < len(a.Data) {
		return unsafe.Pointer(&a.Data[a.Off]), 0
	}
	return unsafe.Pointer(unsafe.SliceData(a.Data)), a.Off
}

// FlagsC is a.flags.c_contiguous (and a.flags.contiguous) as Numba computes it at run time
// (numpy_support.is_contiguous): dimensions of size 0 or 1 at either end are skipped, and
// each remaining stride must be the next one times its dimension. It differs from IsC (and
// NumPy) only for a 0-length dimension between others.
func FlagsC[T Elem, D Dims](a Array[T, D]) bool {
	inner := len(a.Shape) - 1
	for inner >= 0 && a.Shape[inner] <= 1 {
		inner--
	}
	if inner < 0 {
		return true
	}
	if a.Strides[inner] != 1 {
		return false
	}
	outer := 0
	for outer < inner && a.Shape[outer] <= 1 {
		outer++
	}
	for ax := inner; ax > outer; ax-- {
		if a.Strides[ax]*a.Shape[ax] != a.Strides[ax-1] {
			return false
		}
	}
	return true
}

// FlagsF is a.flags.f_contiguous as Numba computes it at run time (numpy_support.is_fortran),
// FlagsC with the axes in the other order.
func FlagsF[T Elem, D Dims](a Array[T, D]) bool {
	nd := len(a.Shape)
	first := 0
	for first < nd && a.Shape[first] <= 1 {
		first++
	}
	if first >= nd {
		return true
	}
	if a.Strides[first] != 1 {
		return false
	}
	last := nd - 1
	for last > first && a.Shape[last] <= 1 {
		last--
	}
	for ax := first; ax < last; ax++ {
		if a.Strides[ax]*a.Shape[ax] != a.Strides[ax+1] {
			return false
		}
	}
	return true
}

// ArrayFlags is a.flags held as a value (a variable, an argument): the contiguity Numba reads
// from the array, taken when a.flags was.
type ArrayFlags struct {
	CContiguous, FContiguous bool
}

// FlagsOf returns a.flags: FlagsC and FlagsF of a.
func FlagsOf[T Elem, D Dims](a Array[T, D]) ArrayFlags {
	return ArrayFlags{CContiguous: FlagsC(a), FContiguous: FlagsF(a)}
}
