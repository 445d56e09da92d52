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
