package kernels

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// Open marks an omitted bound or step of a slice: Span(Open, 5, Open) is a[:5] and Span(Open, Open, 2) is a[::2].
const Open = math.MinInt

type indexKind uint8

const (
	idxAll  indexKind = iota // the whole axis, as a bare ':' (the zero Index)
	idxAt                    // an integer: removes the axis
	idxSpan                  // start:stop:step
	idxNew                   // None (np.newaxis): inserts an axis of length 1
)

// Index is one entry of an index expression such as a[1, ::-1, None]: an integer (At), a slice (Span) or a new
// axis (NewAxis). The zero Index takes a whole axis, as a bare ':'.
type Index struct {
	kind              indexKind
	start, stop, step int
}

// At is an integer index: it selects one position and removes the axis. A negative i counts from the end; one out
// of range makes View panic with NumPy's *IndexError.
func At(i int) Index { return Index{kind: idxAt, start: i} }

// Span is the Python slice start:stop:step; any of the three may be Open. The bounds are clamped as Python's
// slice.indices clamps them, for negative steps too. A zero step panics with *ValueError, as Python does.
func Span(start, stop, step int) Index {
	if step == 0 {
		panic(&ValueError{Msg: "slice step cannot be zero"})
	}
	if start == Open && stop == Open && (step == Open || step == 1) {
		return Index{}
	}
	return Index{kind: idxSpan, start: start, stop: stop, step: step}
}

// NewAxis is None (np.newaxis) in an index expression: it inserts an axis of length 1 (with stride 0).
func NewAxis() Index { return Index{kind: idxNew} }

// sliceIndices returns the first position and the length of start:stop:step on an axis of length n, as Python's
// slice.indices and len(range(...)) compute them. Open bounds and steps are allowed; step is not 0.
func sliceIndices(n, start, stop, step int) (first, length int) {
	if step == Open {
		step = 1
	}
	lower, upper := 0, n
	if step < 0 {
		lower, upper = -1, n-1
	}
	if start == Open {
		if step < 0 {
			start = upper
		} else {
			start = lower
		}
	} else {
		start = clampBound(start, n, lower, upper)
	}
	if stop == Open {
		if step < 0 {
			stop = lower
		} else {
			stop = upper
		}
	} else {
		stop = clampBound(stop, n, lower, upper)
	}
	if step > 0 {
		if stop > start {
			length = (stop-start-1)/step + 1
		}
	} else if start > stop {
		length = (start-stop-1)/(-step) + 1
	}
	return start, length
}

func clampBound(v, n, lower, upper int) int {
	if v < 0 {
		v += n
		if v < lower {
			v = lower
		}
	} else if v > upper {
		v = upper
	}
	return v
}

// View applies the index expression idx to the leading axes of a, as a[idx...] does in NumPy when every entry is
// an integer, a slice or None; the axes idx does not reach are taken whole. The result shares a's Data. E must have
// len(D) - (number of At) + (number of NewAxis) dimensions; anything else is a bug in the caller and panics.
// Integer indexes out of range panic with NumPy's *IndexError, as do more indexes than a has axes.
func View[E Dims, T Elem, D Dims](a Array[T, D], idx ...Index) Array[T, E] {
	var shape, strides E
	nd := len(a.Shape)
	used, nAt, nNew := 0, 0, 0
	for _, x := range idx {
		switch x.kind {
		case idxNew:
			nNew++
		case idxAt:
			nAt++
			used++
		default:
			used++
		}
	}
	if used > nd {
		panic(&IndexError{Msg: fmt.Sprintf("too many indices for array: array is %d-dimensional, but %d were indexed", nd, used)})
	}
	if len(shape) != nd-nAt+nNew {
		panic(fmt.Sprintf("kernels.View: result has %d dimensions, the index expression gives %d", len(shape), nd-nAt+nNew))
	}
	off := a.Off
	k, j := 0, 0
	for _, x := range idx {
		switch x.kind {
		case idxNew:
			shape[j], strides[j] = 1, 0
			j++
		case idxAt:
			n, i := a.Shape[k], x.start
			if i < 0 {
				i += n
			}
			if i < 0 || i >= n {
				panic(&IndexError{Msg: fmt.Sprintf("index %d is out of bounds for axis %d with size %d", x.start, k, n)})
			}
			off += i * a.Strides[k]
			k++
		case idxAll:
			shape[j], strides[j] = a.Shape[k], a.Strides[k]
			j++
			k++
		case idxSpan:
			first, length := sliceIndices(a.Shape[k], x.start, x.stop, x.step)
			step := x.step
			if step == Open {
				step = 1
			}
			if length > 0 {
				off += first * a.Strides[k]
			}
			shape[j], strides[j] = length, a.Strides[k]*step
			j++
			k++
		}
	}
	for ; k < nd; k++ {
		shape[j], strides[j] = a.Shape[k], a.Strides[k]
		j++
	}
	return settle(a.Data, off, shape, strides)
}

// settle returns the view of data whose first element is at off, re-sliced so that Data holds just the elements
// of the view: Off is then 0 unless a stride is negative. A view with no elements gets an empty Data.
func settle[T Elem, D Dims](data []T, off int, shape, strides D) Array[T, D] {
	lo, hi := off, off
	for k := 0; k < len(shape); k++ {
		n := shape[k]
		if n == 0 {
			return Array[T, D]{Data: data[:0], Shape: shape, Strides: strides}
		}
		if s := strides[k] * (n - 1); s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	return Array[T, D]{Data: data[lo : hi+1], Off: off - lo, Shape: shape, Strides: strides}
}

// Transpose returns a with its axes reversed, as a.T: a view sharing a's Data.
func Transpose[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	r := a
	n := len(a.Shape)
	for k := 0; k < n; k++ {
		r.Shape[k], r.Strides[k] = a.Shape[n-1-k], a.Strides[n-1-k]
	}
	return r
}

// Permute returns the view np.transpose(a, axes): axis k of the result is axis axes[k] of a (negative values count
// from the end). As in Numba, axes given twice panic with *ValueError "repeated axis in transpose", checked first, and
// an axis out of range with "axis is out of bounds for array of given dimension".
func Permute[T Elem, D Dims](a Array[T, D], axes D) Array[T, D] {
	r := a
	n := len(a.Shape)
	for k := 0; k < n; k++ {
		for j := 0; j < k; j++ {
			if axes[j] == axes[k] {
				panic(&ValueError{Msg: "repeated axis in transpose"})
			}
		}
	}
	var seen uint64
	for k := 0; k < n; k++ {
		ax := axes[k]
		if ax < 0 {
			ax += n
		}
		if ax < 0 || ax >= n {
			panic(&ValueError{Msg: "axis is out of bounds for array of given dimension"})
		}
		if seen&(1<<ax) != 0 {
			panic(&ValueError{Msg: "repeated axis in transpose"})
		}
		seen |= 1 << ax
		r.Shape[k], r.Strides[k] = a.Shape[ax], a.Strides[ax]
	}
	return r
}

// Reshape returns a with the given shape, as a.reshape(shape). One entry may be negative (-1), to be inferred from
// the size. As in NumPy, the result is a view of a whenever the elements can be addressed with strides (always when a
// is C-contiguous), and otherwise a new C-ordered copy. A size mismatch or a second unknown dimension panics with
// *ValueError and NumPy's message.
func Reshape[E Dims, T Elem, D Dims](a Array[T, D], shape E) Array[T, E] {
	return reshape(a, shape, true)
}

// ReshapeNoCopy is Reshape as Numba 0.56 reshapes an F-ordered array: a view of a's elements
// in C order, and *NotImplementedError("incompatible shape for array") where no strides give
// one (Numba never copies).
func ReshapeNoCopy[E Dims, T Elem, D Dims](a Array[T, D], shape E) Array[T, E] {
	return reshape(a, shape, false)
}

func reshape[E Dims, T Elem, D Dims](a Array[T, D], shape E, copyOK bool) Array[T, E] {
	if len(shape) == len(a.Shape) {
		same := true
		for k := 0; k < len(shape); k++ {
			if shape[k] != a.Shape[k] {
				same = false
				break
			}
		}
		if same {
			r := Array[T, E]{Data: a.Data, Off: a.Off, Shape: shape}
			for k := 0; k < len(shape); k++ {
				r.Strides[k] = a.Strides[k]
			}
			return r
		}
	}
	size := a.Size()
	requested := shape
	unknown, known := -1, 1
	for k := 0; k < len(shape); k++ {
		if shape[k] < 0 {
			if unknown >= 0 {
				panic(&ValueError{Msg: "multiple negative shape values"}) // Numba's text
			}
			unknown = k
			continue
		}
		hi, lo := bits.Mul64(uint64(known), uint64(shape[k]))
		if hi != 0 || lo > math.MaxInt {
			reshapeMismatch(size, requested)
		}
		known = int(lo)
	}
	if unknown >= 0 {
		if known == 0 || size%known != 0 {
			reshapeMismatch(size, requested)
		}
		shape[unknown] = size / known
	} else if known != size {
		reshapeMismatch(size, requested)
	}
	if size <= 1 || a.IsC() {
		return settle(a.Data, a.Off, shape, CStrides(shape))
	}
	if strides, ok := nocopyStrides(a.Shape, a.Strides, shape); ok {
		return settle(a.Data, a.Off, shape, strides)
	}
	if !copyOK {
		panic(&NotImplementedError{Msg: "incompatible shape for array"})
	}
	c := dupC(a)
	return Array[T, E]{Data: c.Data, Shape: shape, Strides: CStrides(shape)}
}

// reshapeMismatch raises Numba's error for a shape of another size (NumPy's reads "cannot
// reshape array of size 6 into shape (4,)").
func reshapeMismatch[E Dims](size int, shape E) {
	panic(&ValueError{Msg: "total size of new array must be unchanged"})
}

// nocopyStrides is NumPy's _attempt_nocopy_reshape for C order: the strides that address the elements of an array
// of shape oldShape and strides oldStrides, in C order, as an array of shape newShape, if there are such strides.
// Both shapes hold the same number of elements, more than one.
func nocopyStrides[D, E Dims](oldShape, oldStrides D, newShape E) (E, bool) {
	var newStrides E
	var olddims, oldstrides [32]int
	oldnd := 0
	for k := 0; k < len(oldShape); k++ {
		if oldShape[k] != 1 {
			olddims[oldnd], oldstrides[oldnd] = oldShape[k], oldStrides[k]
			oldnd++
		}
	}
	newnd := len(newShape)
	oi, oj, ni, nj := 0, 1, 0, 1
	for ni < newnd && oi < oldnd {
		np, op := newShape[ni], olddims[oi]
		for np != op {
			if np < op {
				np *= newShape[nj]
				nj++
			} else {
				op *= olddims[oj]
				oj++
			}
		}
		for ok := oi; ok < oj-1; ok++ {
			if oldstrides[ok] != olddims[ok+1]*oldstrides[ok+1] {
				return newStrides, false
			}
		}
		newStrides[nj-1] = oldstrides[oj-1]
		for nk := nj - 1; nk > ni; nk-- {
			newStrides[nk-1] = newStrides[nk] * newShape[nk]
		}
		ni = nj
		nj++
		oi = oj
		oj++
	}
	last := 1
	if ni >= 1 {
		last = newStrides[ni-1]
	}
	for nk := ni; nk < newnd; nk++ {
		newStrides[nk] = last
	}
	return newStrides, true
}

// Ravel returns the elements of a in C order as a vector, as a.ravel(): a view when a is C-contiguous, else a copy.
func Ravel[T Elem, D Dims](a Array[T, D]) Vector[T] {
	if a.IsC() {
		return settle(a.Data, a.Off, [1]int{a.Size()}, [1]int{1})
	}
	return Flatten(a)
}

// Flatten returns a new vector holding the elements of a in C order, as a.flatten().
func Flatten[T Elem, D Dims](a Array[T, D]) Vector[T] {
	c := dupC(a)
	return FromSlice(c.Data)
}

// Row returns a[i] for i in 0..a.Len()-1, the view generated code takes when it iterates over the first axis. E
// has one dimension less than D. There is no wrap-around and no bounds check beyond Go's own.
func Row[E Dims, T Elem, D Dims](a Array[T, D], i int) Array[T, E] {
	var r Array[T, E]
	if len(r.Shape) != len(a.Shape)-1 {
		panic(fmt.Sprintf("kernels.Row: result has %d dimensions, want %d", len(r.Shape), len(a.Shape)-1))
	}
	off := a.Off + i*lead(a.Strides)
	neg := false
	for k := 0; k < len(r.Shape); k++ {
		s := a.Strides[k+1]
		r.Shape[k], r.Strides[k] = a.Shape[k+1], s
		if s < 0 {
			neg = true
		}
	}
	switch {
	case neg:
		r.Data, r.Off = a.Data, off
	case off > len(a.Data):
		// Only an empty row lies past the end of Data (a row of an array with a zero-length axis).
		r.Data = a.Data[len(a.Data):]
	default:
		r.Data = a.Data[off:]
	}
	return r
}

// npShape formats a shape as NumPy's error messages do (convert_shape_to_string): no spaces, (3,) for one
// dimension, a leading negative entry dropped and later ones written "newaxis"; ending follows the ')'.
func npShape(d []int, ending string) string {
	var b strings.Builder
	i := 0
	for i < len(d) && d[i] < 0 {
		i++
	}
	if i == len(d) {
		return "()" + ending
	}
	b.WriteByte('(')
	b.WriteString(strconv.Itoa(d[i]))
	for i++; i < len(d); i++ {
		if d[i] < 0 {
			b.WriteString(",newaxis")
		} else {
			b.WriteByte(',')
			b.WriteString(strconv.Itoa(d[i]))
		}
	}
	if len(d) == 1 {
		b.WriteByte(',')
	}
	b.WriteByte(')')
	b.WriteString(ending)
	return b.String()
}
