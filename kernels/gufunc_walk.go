package kernels

// This file walks a gufunc's loop positions in order, for generated code: RunRows hands the
// body a range of positions, and a GuCursor per operand follows the positions by adding the
// operand's loop strides, where GuCore and GuScalar find a position's offset from its index by
// a division per loop dimension. The kernel sees the same views in the same order either way.

// GuCursor is an operand's place in a walk of the loop positions.
type GuCursor[T Elem] struct {
	v *GuView[T]
	guPos
	// lo and hi bound the elements of every core view relative to its first, negative
	// strides reaching below it (settle's span, the same at every position); empty is set
	// when a core dimension has size 0.
	lo, hi int
	empty  bool
}

// guPos is the part of a GuCursor that does not depend on the element type, so that Next
// inlines: the offset of the operand's core view, and the position's index along each loop
// dimension, the last one's (the one Next steps along) with its stride and size beside it.
type guPos struct {
	g       *Gufunc
	outer   *[MaxDims]int
	off     int
	last    int
	step, n int
	idx     [MaxDims]int
}

// GuAt returns the cursor of operand v at loop position i.
func GuAt[T Elem](g *Gufunc, v *GuView[T], i int) GuCursor[T] {
	c := GuCursor[T]{v: v, guPos: guPos{g: g, outer: &v.outer, off: v.offset(g, i), n: 1}}
	for d := g.nd - 1; d >= 0; d-- {
		c.idx[d] = i % g.loop[d]
		i /= g.loop[d]
	}
	if d := g.nd - 1; d >= 0 {
		c.last, c.step, c.n = c.idx[d], v.outer[d], g.loop[d]
	}
	for j := range v.ncore {
		n := v.coreShape[j]
		if n == 0 {
			c.empty = true
		}
		if s := v.coreStrides[j] * (n - 1); s < 0 {
			c.lo += s
		} else {
			c.hi += s
		}
	}
	return c
}

// Next moves c to the next loop position (past the last one it wraps to the first).
func (c *guPos) Next() {
	c.off += c.step
	c.last++
	if c.last == c.n {
		c.carry()
	}
}

// carry moves a cursor whose index along the last loop dimension has reached its end to the
// start of the next position along the dimensions before it. It runs once per row of the
// last loop dimension, so it stays out of line, leaving Next small enough to inline.
//
//go:noinline
func (c *guPos) carry() {
	c.off -= c.last * c.step
	c.last = 0
	for d := c.g.nd - 2; d >= 0; d-- {
		c.off += c.outer[d]
		c.idx[d]++
		if c.idx[d] < c.g.loop[d] {
			return
		}
		c.off -= c.idx[d] * c.outer[d]
		c.idx[d] = 0
	}
}

// GuCoreAt is GuCore at the cursor's position.
func GuCoreAt[C Dims, T Elem](c *GuCursor[T]) Array[T, C] {
	v := c.v
	var shape, strides C
	if v.isScalar || len(shape) != max(v.ncore, 1) {
		return guCoreAt[C](v, c.off)
	}
	if v.ncore == 0 {
		setLead(&shape, 1)
		setLead(&strides, 1)
	}
	for j := range v.ncore {
		shape[j], strides[j] = v.coreShape[j], v.coreStrides[j]
	}
	if c.empty {
		return Array[T, C]{Data: v.data[:0], Shape: shape, Strides: strides}
	}
	// As settle(v.data, c.off, shape, strides), with the span found once by GuAt.
	return Array[T, C]{Data: v.data[c.off+c.lo : c.off+c.hi+1], Off: -c.lo, Shape: shape, Strides: strides}
}

// GuScalarAt is GuScalar at the cursor's position.
func GuScalarAt[T Elem](c *GuCursor[T]) T {
	if c.v.isScalar {
		return c.v.scalar
	}
	return c.v.data[c.off]
}

// RunRows calls body for ranges [lo, hi) of the loop positions that together cover each once;
// with parallel (target='parallel') the ranges are split across the goroutine pool when the
// call has enough positions. Each position writes its own outputs, so the split cannot change
// a result.
func (g *Gufunc) RunRows(parallel bool, body func(lo, hi int)) {
	if parallel && g.loops > 1 && NumThreads() > 1 {
		ParallelFor(g.loops, func(_, lo, hi, _ int) { body(lo, hi) })
		return
	}
	if g.loops > 0 {
		body(0, g.loops)
	}
}
