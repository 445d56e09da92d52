package kernels

import "fmt"

// IntElem is satisfied by the integer element types: the dtypes an integer index array may have. (Integer also
// admits int, uint and uintptr, which are no NumPy dtypes and so cannot be elements of an Array.)
type IntElem interface {
	Integer
	Elem
}

// Take returns a[idx] for a one-dimensional integer index array: a new C-ordered array whose row j is row idx[j] of
// a (along the first axis). Negative indexes count from the end; one out of range panics with NumPy's *IndexError,
// for example "index 7 is out of bounds for axis 0 with size 5". Unsigned indexes are read as NumPy reads them,
// converted to int (so the largest uint64 is -1).
func Take[T Elem, D Dims, I IntElem](a Array[T, D], idx Vector[I]) Array[T, D] {
	m, n := lead(idx.Shape), lead(a.Shape)
	shape := a.Shape
	setLead(&shape, m)
	r := Empty[T](shape)
	row, rowSize, contig := rowOf(a)
	if rowSize == 0 {
		return r // NumPy checks no index when the rows are empty
	}
	o := idx.Off
	for j := 0; j < m; j++ {
		i := fancyIndex(int(idx.Data[o]), n)
		o += idx.Strides[0]
		src := a.Off + i*lead(a.Strides)
		switch {
		case rowSize == 1:
			r.Data[j] = a.Data[src]
		case contig:
			copy(r.Data[j*rowSize:(j+1)*rowSize], a.Data[src:src+rowSize])
		default:
			copyStrided(r.Data, j*rowSize, row, r.Strides, a.Data, src, a.Strides, false)
		}
	}
	return r
}

// PutScalar sets every element of the rows idx of a to v, as a[idx] = v for a one-dimensional integer index
// array. Every index is checked (as Take does) before anything is written.
func PutScalar[T Elem, D Dims, I IntElem](a Array[T, D], idx Vector[I], v T) {
	row, rowSize, contig := rowOf(a)
	if rowSize == 0 {
		return
	}
	checkIndexes(idx, lead(a.Shape))
	m, n := lead(idx.Shape), lead(a.Shape)
	o := idx.Off
	for j := 0; j < m; j++ {
		i := fancyIndex(int(idx.Data[o]), n)
		o += idx.Strides[0]
		dst := a.Off + i*lead(a.Strides)
		switch {
		case rowSize == 1:
			a.Data[dst] = v
		case contig:
			fillSlice(a.Data[dst:dst+rowSize], v)
		default:
			Fill(Array[T, D]{Data: a.Data, Off: dst, Shape: row, Strides: a.Strides}, v)
		}
	}
}

// Put copies src into the rows idx of a, as a[idx] = src for a one-dimensional integer index array: src is
// broadcast to the shape of a[idx] and its row j goes to row idx[j] (the last one wins when an index repeats).
// When src shares memory with a it is copied first, as Numba does (NumPy 1.24 does not). A shape that does not
// broadcast panics with NumPy's *ValueError ("shape mismatch: value array of shape (3,) could not be broadcast to
// indexing result of shape (2,)"); an index out of range panics as in Take, before anything is written.
func Put[T Elem, D, E Dims, I IntElem](a Array[T, D], idx Vector[I], src Array[T, E]) {
	m, n := lead(idx.Shape), lead(a.Shape)
	sel := a.Shape
	setLead(&sel, m)
	strides, ok := broadcastStrides(sel, src.Shape, src.Strides)
	if !ok {
		panic(&ValueError{Msg: fmt.Sprintf("shape mismatch: value array of shape %s could not be broadcast to indexing result of shape %s",
			npShape(Dims2Slice(src.Shape), ""), npShape(Dims2Slice(sel), ""))})
	}
	row, rowSize, _ := rowOf(a)
	if rowSize == 0 {
		return
	}
	checkIndexes(idx, n)
	if m == 0 {
		return
	}
	data, off := src.Data, src.Off
	if overlaps(a.Data, a.Off, a.Shape, a.Strides, src.Data, src.Off, src.Shape, src.Strides) {
		c := dupC(src)
		data, off = c.Data, 0
		strides, _ = broadcastStrides(sel, c.Shape, c.Strides)
	}
	o := idx.Off
	for j := 0; j < m; j++ {
		i := fancyIndex(int(idx.Data[o]), n)
		o += idx.Strides[0]
		copyStrided(a.Data, a.Off+i*lead(a.Strides), row, a.Strides, data, off+j*lead(strides), strides, true)
	}
}

// rowOf returns the shape of one row of a along the first axis (a's shape with a 1 first), its number of
// elements and whether a row's elements are contiguous in C order.
func rowOf[T Elem, D Dims](a Array[T, D]) (row D, size int, contig bool) {
	row = a.Shape
	setLead(&row, 1)
	size, contig = 1, true
	for k := len(row) - 1; k >= 1; k-- {
		if row[k] != 1 && a.Strides[k] != size {
			contig = false
		}
		size *= row[k]
	}
	return row, size, contig
}

// fancyIndex wraps a negative index and checks it against the length n of axis 0.
func fancyIndex(i, n int) int {
	j := i
	if j < 0 {
		j += n
	}
	if j < 0 || j >= n {
		panic(&IndexError{Msg: fmt.Sprintf("index %d is out of bounds for axis 0 with size %d", i, n)})
	}
	return j
}

// checkIndexes checks every index of idx against the length n of axis 0.
func checkIndexes[I IntElem](idx Vector[I], n int) {
	o := idx.Off
	for j := 0; j < idx.Shape[0]; j++ {
		fancyIndex(int(idx.Data[o]), n)
		o += idx.Strides[0]
	}
}

// checkMask panics with NumPy's *IndexError unless mask has a's shape.
func checkMask[D Dims](shape, mask D) {
	for k := 0; k < len(shape); k++ {
		if shape[k] != mask[k] {
			panic(&IndexError{Msg: fmt.Sprintf("boolean index did not match indexed array along dimension %d; "+
				"dimension is %d but corresponding boolean dimension is %d", k, shape[k], mask[k])})
		}
	}
}

// MaskSelect returns a[mask]: a new vector of the elements of a where mask is true, in C order. mask must have a's
// shape; otherwise it panics with NumPy's *IndexError ("boolean index did not match indexed array along dimension
// 0; dimension is 3 but corresponding boolean dimension is 4").
func MaskSelect[T Elem, D Dims](a Array[T, D], mask Array[bool, D]) Vector[T] {
	checkMask(a.Shape, mask.Shape)
	out := make([]T, CountTrue(mask))
	var w walk2[D]
	if !w.init(a.Shape, mask.Strides, a.Strides, mask.Off, a.Off, false) {
		return FromSlice(out)
	}
	n, sm, sa := w.inner()
	c := 0
	for {
		om, oa := w.oa, w.ob
		for i := 0; i < n; i++ {
			if mask.Data[om] {
				out[c] = a.Data[oa]
				c++
			}
			om += sm
			oa += sa
		}
		if !w.next() {
			return FromSlice(out)
		}
	}
}

// MaskFill sets the elements of a where mask is true to v, as a[mask] = v. mask must have a's shape, as in
// MaskSelect.
func MaskFill[T Elem, D Dims](a Array[T, D], mask Array[bool, D], v T) {
	checkMask(a.Shape, mask.Shape)
	var w walk2[D]
	if !w.init(a.Shape, a.Strides, mask.Strides, a.Off, mask.Off, true) {
		return
	}
	n, sa, sm := w.inner()
	for {
		oa, om := w.oa, w.ob
		for i := 0; i < n; i++ {
			if mask.Data[om] {
				a.Data[oa] = v
			}
			om += sm
			oa += sa
		}
		if !w.next() {
			return
		}
	}
}

// MaskPut stores src, in order, into the elements of a where mask is true (taken in C order), as a[mask] = src.
// src must hold one element per true element of mask, or a single element for them all; otherwise MaskPut panics
// with NumPy's *ValueError ("NumPy boolean array indexing assignment cannot assign 4 input values to the 3 output
// values where the mask is true"). mask must have a's shape, as in MaskSelect. When src shares memory with a it is
// copied first.
func MaskPut[T Elem, D Dims](a Array[T, D], mask Array[bool, D], src Vector[T]) {
	checkMask(a.Shape, mask.Shape)
	count, ns := CountTrue(mask), src.Shape[0]
	if ns == 1 {
		MaskFill(a, mask, src.Data[src.Off])
		return
	}
	if ns != count {
		panic(&ValueError{Msg: fmt.Sprintf("NumPy boolean array indexing assignment cannot assign %d input values "+
			"to the %d output values where the mask is true", ns, count)})
	}
	if count == 0 {
		return
	}
	if overlaps(a.Data, a.Off, a.Shape, a.Strides, src.Data, src.Off, src.Shape, src.Strides) {
		src = FromSlice(dupC(src).Data)
	}
	var w walk2[D]
	w.init(a.Shape, mask.Strides, a.Strides, mask.Off, a.Off, false)
	n, sm, sa := w.inner()
	o, s := src.Off, src.Strides[0]
	for {
		om, oa := w.oa, w.ob
		for i := 0; i < n; i++ {
			if mask.Data[om] {
				a.Data[oa] = src.Data[o]
				o += s
			}
			om += sm
			oa += sa
		}
		if !w.next() {
			return
		}
	}
}

// CountTrue returns the number of true elements of mask, as np.count_nonzero(mask).
func CountTrue[D Dims](mask Array[bool, D]) int {
	var zero D
	var w walk2[D]
	if !w.init(mask.Shape, mask.Strides, zero, mask.Off, 0, true) {
		return 0
	}
	n, s, _ := w.inner()
	c := 0
	for {
		if s == 1 {
			for _, b := range mask.Data[w.oa : w.oa+n] {
				if b {
					c++
				}
			}
		} else {
			o := w.oa
			for i := 0; i < n; i++ {
				if mask.Data[o] {
					c++
				}
				o += s
			}
		}
		if !w.next() {
			return c
		}
	}
}

// Nonzero returns the number of true elements of mask, as np.count_nonzero(mask); it is CountTrue under the name
// generated code may use.
func Nonzero[D Dims](mask Array[bool, D]) int { return CountTrue(mask) }

// TakeAxis returns a copy of a with the entries idx selects along axis: a[:, idx] for axis 1.
// Negative indexes count from the end; one out of range panics with NumPy's IndexError.
func TakeAxis[T Elem, D Dims, I IntElem](a Array[T, D], idx Vector[I], axis int) Array[T, D] {
	n := a.Shape[axis]
	sel := make([]int, idx.Shape[0])
	for j := range sel {
		i := int(idx.Data[idx.Off+j*idx.Strides[0]])
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			panic(&IndexError{Msg: fmt.Sprintf("index %d is out of bounds for axis %d with size %d", idx.Data[idx.Off+j*idx.Strides[0]], axis, n)})
		}
		sel[j] = i
	}
	shape := a.Shape
	shape[axis] = len(sel)
	r := Empty[T](shape)
	k := 0
	var pos D
	total := r.Size()
	for range total {
		off := a.Off
		for d := 0; d < len(shape); d++ {
			p := pos[d]
			if d == axis {
				p = sel[p]
			}
			off += p * a.Strides[d]
		}
		r.Data[k] = a.Data[off]
		k++
		for d := len(shape) - 1; d >= 0; d-- {
			pos[d]++
			if pos[d] < shape[d] {
				break
			}
			pos[d] = 0
		}
	}
	return r
}
