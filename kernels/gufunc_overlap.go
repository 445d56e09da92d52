package kernels

import "unsafe"

// This file is NumPy's rule for a gufunc input that shares memory with an output: the input is
// read as if it had been copied before the call (NPY_ITER_COPY_IF_OVERLAP). Unlike an
// element-wise ufunc, a gufunc kernel reads its core views in any order, so even an input that
// is the very same view as an output is copied (x = cumsum(x, out=x) reads the old x).

// GuSpan is the memory a bound operand may touch, whatever its element type: NumPy's bounds
// test of may_share_memory, which copies an input whose span meets an output's (an input that
// only interleaves with an output is copied too; its values are the same either way).
type GuSpan struct{ start, end uintptr }

// GuSpanOf returns the memory operand v touches over every loop position of g.
func GuSpanOf[T Elem](g *Gufunc, v *GuView[T]) GuSpan {
	lo, hi, ok := v.extent(g)
	if !ok {
		return GuSpan{}
	}
	elem := unsafe.Sizeof(v.data[0])
	base := uintptr(unsafe.Pointer(unsafe.SliceData(v.data)))
	return GuSpan{start: base + uintptr(lo)*elem, end: base + uintptr(hi+1)*elem}
}

// extent returns the lowest and highest offsets v reads or writes, and false when it touches
// no element (a scalar operand, an empty loop or an empty core dimension).
func (v *GuView[T]) extent(g *Gufunc) (lo, hi int, ok bool) {
	if v.isScalar || len(v.data) == 0 || g.loops == 0 {
		return 0, 0, false
	}
	lo, hi = v.off, v.off
	add := func(n, stride int) {
		if stride < 0 {
			lo += (n - 1) * stride
		} else {
			hi += (n - 1) * stride
		}
	}
	for d := range g.nd {
		add(g.loop[d], v.outer[d])
	}
	for j := range v.ncore {
		if v.coreShape[j] == 0 {
			return 0, 0, false
		}
		add(v.coreShape[j], v.coreStrides[j])
	}
	return lo, hi, true
}

// GuSeparate gives input v a copy of the memory it reads when that memory meets one of the
// outputs' spans, so that the kernel reads the input's values from before the call. The copy
// keeps v's strides (only the span is copied), so a contiguous view stays contiguous.
func GuSeparate[T Elem](g *Gufunc, v *GuView[T], outs ...GuSpan) {
	in := GuSpanOf(g, v)
	if in.start == in.end {
		return
	}
	for _, o := range outs {
		if o.start < in.end && in.start < o.end {
			lo, hi, _ := v.extent(g)
			v.data = append([]T(nil), v.data[lo:hi+1]...)
			v.off -= lo
			return
		}
	}
}

// GuSeparateOut is NumPy's rule for an output whose memory meets a later output's: the output
// is computed in a copy of its memory (its values copied in, as the kernel may read them), and
// the returned function writes the copy's elements back over the output's own after the loop
// (NumPy's WRITEBACKIFCOPY). The later output is written in place, so where two outputs share
// elements the earlier one's values are what remains. It returns nil when nothing overlaps.
func GuSeparateOut[T Elem](g *Gufunc, v *GuView[T], later ...GuSpan) func() {
	out := GuSpanOf(g, v)
	if out.start == out.end {
		return nil
	}
	for _, o := range later {
		if o.start < out.end && out.start < o.end {
			lo, hi, _ := v.extent(g)
			orig, origOff := v.data, v.off
			v.data = append([]T(nil), v.data[lo:hi+1]...)
			v.off -= lo
			return func() {
				v.each(g, func(off int) { orig[off-v.off+origOff] = v.data[off] })
			}
		}
	}
	return nil
}

// GuWriteBack runs the write-backs of GuSeparateOut in the outputs' order (nil ones are none).
func GuWriteBack(writeBacks ...func()) {
	for _, w := range writeBacks {
		if w != nil {
			w()
		}
	}
}

// each calls fn with the offset of every element v holds over the loop positions of g.
func (v *GuView[T]) each(g *Gufunc, fn func(off int)) {
	if _, _, ok := v.extent(g); !ok {
		return
	}
	var shape, strides [2 * MaxDims]int
	n := 0
	for d := range g.nd {
		shape[n], strides[n] = g.loop[d], v.outer[d]
		n++
	}
	for j := range v.ncore {
		shape[n], strides[n] = v.coreShape[j], v.coreStrides[j]
		n++
	}
	var idx [2 * MaxDims]int
	off := v.off
	for {
		fn(off)
		d := n - 1
		for ; d >= 0; d-- {
			idx[d]++
			off += strides[d]
			if idx[d] < shape[d] {
				break
			}
			off -= idx[d] * strides[d]
			idx[d] = 0
		}
		if d < 0 {
			return
		}
	}
}
