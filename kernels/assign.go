package kernels

import (
	"fmt"
	"unsafe"
)

// Fill sets every element of the view a to v, as a[...] = v or a.fill(v), whatever a's strides.
func Fill[T Elem, D Dims](a Array[T, D], v T) {
	var zero D
	var w walk2[D]
	if !w.init(a.Shape, a.Strides, zero, a.Off, 0, true) {
		return
	}
	n, s, _ := w.inner()
	for {
		if s == 1 {
			fillSlice(a.Data[w.oa:w.oa+n], v)
		} else {
			fillStrided(a.Data, w.oa, n, s, v)
		}
		if !w.next() {
			return
		}
	}
}

// Assign copies src into dst, as dst[...] = src: src is broadcast to dst's shape (it may have fewer dimensions,
// or extra leading ones of length 1). When the two share memory the result is as if src were copied first, as in
// NumPy. Shapes that do not broadcast panic with *ValueError and NumPy's message.
func Assign[T Elem, D, E Dims](dst Array[T, D], src Array[T, E]) {
	strides, ok := broadcastStrides(dst.Shape, src.Shape, src.Strides)
	if !ok {
		panic(&ValueError{Msg: fmt.Sprintf("could not broadcast input array from shape %s into shape %s",
			npShape(Dims2Slice(src.Shape), ""), npShape(Dims2Slice(dst.Shape), ""))})
	}
	if dst.Size() == 0 {
		return
	}
	data, off := src.Data, src.Off
	if overlaps(dst.Data, dst.Off, dst.Shape, dst.Strides, src.Data, src.Off, src.Shape, src.Strides) {
		if strides == dst.Strides && sameStart(dst.Data, dst.Off, src.Data, src.Off) {
			return // dst[...] = dst
		}
		c := dupC(src)
		data, off = c.Data, 0
		strides, _ = broadcastStrides(dst.Shape, c.Shape, c.Strides)
	}
	copyStrided(dst.Data, dst.Off, dst.Shape, dst.Strides, data, off, strides, true)
}

// fillSlice sets every element of s to v.
func fillSlice[T Elem](s []T, v T) {
	if len(s) == 0 {
		return
	}
	if len(s) < 64 {
		for i := range s {
			s[i] = v
		}
		return
	}
	s[0] = v
	for i := 1; i < len(s); i *= 2 {
		copy(s[i:], s[:i])
	}
}

// fillStrided sets n elements of data, step s apart from off, to v.
func fillStrided[T Elem](data []T, off, n, s int, v T) {
	for i := 0; i < n; i++ {
		data[off] = v
		off += s
	}
}

// walk2 visits the elements of two operands of the same shape, one run along the innermost axis at a time. init
// drops axes of length 1 and merges axes that both operands step through evenly, so that contiguous operands take a
// single run; when reorder is set it may also reverse and permute axes (for elementwise work whose order does not
// matter), to walk the first operand's memory forwards with its smallest stride innermost.
type walk2[D Dims] struct {
	nd     int // axes after merging; 0 for a single element
	shape  D
	sa, sb D // strides of the operands
	idx    D
	oa, ob int // offsets of the current run's first elements
}

// init prepares the walk; it returns false when there are no elements.
func (w *walk2[D]) init(shape, sa, sb D, oa, ob int, reorder bool) bool {
	nd := 0
	for k := 0; k < len(shape); k++ {
		n := shape[k]
		if n == 0 {
			return false
		}
		if n == 1 {
			continue
		}
		a, b := sa[k], sb[k]
		if reorder && a < 0 {
			oa += a * (n - 1)
			ob += b * (n - 1)
			a, b = -a, -b
		}
		w.shape[nd], w.sa[nd], w.sb[nd] = n, a, b
		nd++
	}
	if reorder {
		// Insertion sort by decreasing stride of the first operand; stable, so C order is kept on ties.
		for k := 1; k < nd; k++ {
			n, a, b := w.shape[k], w.sa[k], w.sb[k]
			j := k
			for ; j > 0 && w.sa[j-1] < a; j-- {
				w.shape[j], w.sa[j], w.sb[j] = w.shape[j-1], w.sa[j-1], w.sb[j-1]
			}
			w.shape[j], w.sa[j], w.sb[j] = n, a, b
		}
	}
	if nd == 0 {
		// One element (every axis has length 1, or a 0-d array, whose D has no slot): a single
		// run of length 1, which inner reports without reading the axes.
		w.nd = 0
		w.oa, w.ob = oa, ob
		return true
	}
	m := 0
	for k := 1; k < nd; k++ {
		n := w.shape[k]
		if w.sa[m] == w.sa[k]*n && w.sb[m] == w.sb[k]*n {
			w.shape[m] *= n
			w.sa[m], w.sb[m] = w.sa[k], w.sb[k]
			continue
		}
		m++
		w.shape[m], w.sa[m], w.sb[m] = n, w.sa[k], w.sb[k]
	}
	w.nd = m + 1
	w.oa, w.ob = oa, ob
	return true
}

// inner returns the length of each run and the operands' strides along it.
func (w *walk2[D]) inner() (n, sa, sb int) {
	if w.nd == 0 {
		return 1, 0, 0
	}
	k := w.nd - 1
	return w.shape[k], w.sa[k], w.sb[k]
}

// next moves to the next run; it returns false after the last.
func (w *walk2[D]) next() bool {
	for k := w.nd - 2; k >= 0; k-- {
		w.idx[k]++
		w.oa += w.sa[k]
		w.ob += w.sb[k]
		if w.idx[k] < w.shape[k] {
			return true
		}
		w.oa -= w.shape[k] * w.sa[k]
		w.ob -= w.shape[k] * w.sb[k]
		w.idx[k] = 0
	}
	return false
}

// copyStrided copies the elements of the strided source (src, soff, sstr) into those of the destination (dst,
// doff, dstr), both of the given shape; the two must not overlap. With reorder unset the elements are visited in C
// order.
func copyStrided[T Elem, D Dims](dst []T, doff int, shape, dstr D, src []T, soff int, sstr D, reorder bool) {
	var w walk2[D]
	if !w.init(shape, dstr, sstr, doff, soff, reorder) {
		return
	}
	n, da, sb := w.inner()
	for {
		switch {
		case da == 1 && sb == 1:
			copy(dst[w.oa:w.oa+n], src[w.ob:w.ob+n])
		case da == 1 && sb == -1:
			copyReversed(dst[w.oa:w.oa+n], src[w.ob-n+1:w.ob+1])
		case sb == 0:
			if da == 1 {
				fillSlice(dst[w.oa:w.oa+n], src[w.ob])
			} else {
				fillStrided(dst, w.oa, n, da, src[w.ob])
			}
		default:
			d, s := w.oa, w.ob
			for i := 0; i < n; i++ {
				dst[d] = src[s]
				d += da
				s += sb
			}
		}
		if !w.next() {
			return
		}
	}
}

// dupC returns a new C-ordered copy of a.
func dupC[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	c := Array[T, D]{Data: make([]T, a.Size()), Shape: a.Shape, Strides: CStrides(a.Shape)}
	copyStrided(c.Data, 0, a.Shape, c.Strides, a.Data, a.Off, a.Strides, false)
	return c
}

// extent returns the offsets in Data of the lowest and highest elements of a strided view; ok is false when the
// view has no elements.
func extent[D Dims](off int, shape, strides D) (lo, hi int, ok bool) {
	lo, hi = off, off
	for k := 0; k < len(shape); k++ {
		n := shape[k]
		if n == 0 {
			return 0, 0, false
		}
		if s := strides[k] * (n - 1); s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	return lo, hi, true
}

// overlaps reports whether the memory spans of two strided views may share elements (the spans intersect; like
// NumPy's check, it does not look for interleaved views that miss each other).
func overlaps[T Elem, D, E Dims](a []T, aoff int, ashape, astr D, b []T, boff int, bshape, bstr E) bool {
	alo, ahi, ok := extent(aoff, ashape, astr)
	if !ok {
		return false
	}
	blo, bhi, ok := extent(boff, bshape, bstr)
	if !ok {
		return false
	}
	size := unsafe.Sizeof(a[alo])
	pa := uintptr(unsafe.Pointer(unsafe.SliceData(a)))
	pb := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return pa+uintptr(alo)*size <= pb+uintptr(bhi)*size && pb+uintptr(blo)*size <= pa+uintptr(ahi)*size
}

// sameStart reports whether a[aoff] and b[boff] are the same element.
func sameStart[T Elem](a []T, aoff int, b []T, boff int) bool {
	return &a[aoff] == &b[boff]
}
