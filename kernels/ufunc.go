package kernels

import (
	"fmt"
	"strings"
	"unsafe"
)

// This file is the run-time side of @vectorize: NumPy's ufunc machinery for the loops pygo
// generates. A generated ufunc has an element function (scalars in, a scalar out) and an inner
// loop over contiguous slices (its body fused and, where the element function allows, run in
// vector assembly). The functions here broadcast the operands against each other and against
// the output, cut the iteration into runs along the last axis, hand each run to the inner loop
// as slices (copying a strided or broadcast input into a buffer first, and a strided output
// back afterwards, as NumPy's buffered iterator does) and, for target='parallel', split the
// runs across the goroutine pool. Each element is computed independently, so where the runs
// and the blocks fall never changes a result.

// MaxDims is the most dimensions an array may have, NumPy's limit.
const MaxDims = 32

// Operand is an input of a ufunc: an Array of any element type T and any rank (a Go slice
// through FromSlice), or a Go scalar through Scalar. Inputs of different ranks broadcast
// against each other as in NumPy.
type Operand[T Elem] interface {
	Shaped
	operand() operand[T]
}

// Shaped is an operand of any element type, as far as its shape goes: what UfuncShape reads.
type Shaped interface {
	opShape() (nd int, shape [MaxDims]int)
}

// operand is the rank-erased view of an Operand.
type operand[T Elem] struct {
	data    []T
	off, nd int
	shape   [MaxDims]int
	strides [MaxDims]int
	// scalar holds the value of a 0-d operand (nd == 0, data nil).
	scalar T
}

func (a Array[T, D]) operand() operand[T] {
	o := operand[T]{data: a.Data, off: a.Off, nd: len(a.Shape)}
	for k := range len(a.Shape) {
		o.shape[k], o.strides[k] = a.Shape[k], a.Strides[k]
	}
	return o
}

func (a Array[T, D]) opShape() (nd int, shape [MaxDims]int) {
	for k := range len(a.Shape) {
		shape[k] = a.Shape[k]
	}
	return len(a.Shape), shape
}

// scalarOperand is a Go scalar passed to a ufunc.
type scalarOperand[T Elem] struct{ v T }

func (s scalarOperand[T]) operand() operand[T] { return operand[T]{scalar: s.v} }

func (s scalarOperand[T]) opShape() (nd int, shape [MaxDims]int) { return 0, shape }

// Scalar makes a Go value an input of a ufunc: a 0-d operand that broadcasts to any shape.
func Scalar[T Elem](v T) Operand[T] { return scalarOperand[T]{v} }

// ufuncChunk is the length of the buffers that strided and broadcast operands are copied into.
const ufuncChunk = 1024

// maxOperands is the most operands (inputs and the output) a ufunc loop here takes: Ufunc1 to
// Ufunc4 take up to five, UfuncN up to MaxUfuncInputs+1.
const maxOperands = MaxUfuncInputs + 1

// ufuncPlan is the iteration of one ufunc call: the output's shape, and every operand's
// strides broadcast to it (0 along the axes an operand is stretched).
type ufuncPlan struct {
	nd      int
	shape   [MaxDims]int
	nops    int // the output, then the inputs
	offs    [maxOperands]int
	strides [maxOperands][MaxDims]int
	// flat is true when every operand is the output's shape in C order, or a single element
	// broadcast (stride 0 on every axis): one run over all the elements.
	flat bool
	// flatStride is each operand's stride in a flat plan: 1, or 0 for a broadcast element.
	flatStride [maxOperands]int
	// whole is true for a flat plan whose operands all have stride 1: no operand needs a
	// buffer, so a run is every position it is given, and the inner loop sees the whole
	// length (which it needs to decide to stream a large result, simd/stream.go).
	whole bool
	size  int
}

// opShape is what planning needs of an operand.
type opShape struct {
	off, nd        int
	shape, strides *[MaxDims]int
}

// planUfunc broadcasts the inputs with the output, ops[0], which must already have the
// broadcast shape, and returns NumPy's ValueError when they do not fit.
func planUfunc(ops *[maxOperands]opShape, nops int) (ufuncPlan, error) {
	out := ops[0]
	// NumPy lists the inputs, then the output.
	var order [maxOperands]int
	for i := 1; i < nops; i++ {
		order[i-1] = i
	}
	nd := 0
	for _, o := range ops[:nops] {
		nd = max(nd, o.nd)
	}
	var shape [MaxDims]int
	for k := range nd {
		shape[k] = 1
	}
	for _, o := range ops[:nops] {
		base := nd - o.nd
		for k := range o.nd {
			n := o.shape[k]
			switch m := shape[base+k]; {
			case m == n || n == 1:
			case m == 1:
				shape[base+k] = n
			default:
				var b strings.Builder
				b.WriteString("operands could not be broadcast together with shapes ")
				for _, i := range order[:nops] {
					o := ops[i]
					b.WriteString(npShape(o.shape[:o.nd], " "))
				}
				return ufuncPlan{}, &ValueError{Msg: b.String()}
			}
		}
	}
	// The output must have the broadcast shape: NumPy would otherwise have to reduce into it.
	base := nd - out.nd
	for k := nd - 1; k >= 0; k-- {
		if k < base || out.shape[k-base] != shape[k] {
			return ufuncPlan{}, &ValueError{Msg: fmt.Sprintf("output operand requires a reduction along dimension %d, but the reduction is not enabled. The dimension size of 1 does not match the expected output shape.", nd-1-k)}
		}
	}
	p := ufuncPlan{nd: nd, shape: shape, nops: nops, size: 1}
	for k := range nd {
		p.size *= shape[k]
	}
	var cstrides [MaxDims]int
	n := 1
	for k := nd - 1; k >= 0; k-- {
		cstrides[k] = n
		n *= shape[k]
	}
	p.flat = true
	for i, o := range ops[:nops] {
		p.offs[i] = o.off
		base := nd - o.nd
		c, zero := true, true
		for k := range nd {
			if k >= base && o.shape[k-base] != 1 {
				p.strides[i][k] = o.strides[k-base]
			}
			if shape[k] != 1 {
				c = c && p.strides[i][k] == cstrides[k]
				zero = zero && p.strides[i][k] == 0
			}
		}
		p.flat = p.flat && (c || zero && i > 0)
		if c {
			p.flatStride[i] = 1
		}
	}
	p.whole = p.flat
	for i := range nops {
		p.whole = p.whole && p.flatStride[i] == 1
	}
	return p, nil
}

// run is one stretch of elements along the last axis: each operand's offset and stride.
type run struct {
	n             int
	offs, strides [maxOperands]int
}

// outer returns the number of positions the plan iterates over: elements for a flat plan,
// else runs (the product of all axes but the last).
func (p *ufuncPlan) outer() int {
	if p.size == 0 {
		return 0
	}
	if p.flat {
		return p.size
	}
	n := 1
	for k := 0; k < p.nd-1; k++ {
		n *= p.shape[k]
	}
	return n
}

// parallel reports whether a call with target='parallel' splits this plan across the pool.
func (p *ufuncPlan) parallel(target bool) bool {
	return target && p.size >= ParallelThreshold && NumThreads() > 1
}

// runIter iterates over the runs of positions [pos, hi) of a plan: a flat plan's elements in
// runs of at most ufuncChunk (so that buffers stay small) or, when no operand needs a buffer,
// in one run; a general plan's runs one by one.
type runIter struct {
	p       *ufuncPlan
	pos, hi int
	r       run
}

func (p *ufuncPlan) iter(lo, hi int) runIter {
	it := runIter{p: p, pos: lo, hi: hi}
	if !p.flat && p.nd > 0 {
		it.r.n = p.shape[p.nd-1]
		for i := range p.nops {
			it.r.strides[i] = p.strides[i][p.nd-1]
		}
	}
	if !p.flat && p.nd == 0 {
		it.r.n = 1
	}
	return it
}

// next sets it.r to the next run and reports whether there is one.
func (it *runIter) next() bool {
	p := it.p
	if it.pos >= it.hi {
		return false
	}
	r := &it.r
	if p.flat {
		end := it.hi
		if !p.whole {
			end = min(it.pos+ufuncChunk, it.hi)
		}
		r.n = end - it.pos
		for i := range p.nops {
			s := p.flatStride[i]
			r.offs[i], r.strides[i] = p.offs[i]+it.pos*s, s
		}
		it.pos = end
		return true
	}
	rem := it.pos
	for i := range p.nops {
		r.offs[i] = p.offs[i]
	}
	for k := p.nd - 2; k >= 0; k-- {
		j := rem % p.shape[k]
		rem /= p.shape[k]
		for i := range p.nops {
			r.offs[i] += j * p.strides[i][k]
		}
	}
	it.pos++
	return true
}

// shapeOf returns the planning view of an operand.
func shapeOf[T Elem](o *operand[T]) opShape {
	return opShape{off: o.off, nd: o.nd, shape: &o.shape, strides: &o.strides}
}

// input returns the n elements of input o that a run reads from offset off with stride s: a
// slice of its storage when they are consecutive, else a copy in buf.
func input[T Elem](o *operand[T], off, s, n int, buf *[]T) []T {
	if o.data != nil && s == 1 {
		return o.data[off : off+n]
	}
	if cap(*buf) < n {
		*buf = make([]T, max(n, ufuncChunk))
	}
	b := (*buf)[:n]
	switch {
	case o.data == nil:
		for i := range b {
			b[i] = o.scalar
		}
	case s == 0:
		v := o.data[off]
		for i := range b {
			b[i] = v
		}
	default:
		for i := range b {
			b[i] = o.data[off+i*s]
		}
	}
	return b
}

// output returns where a run writes n elements of out from offset off with stride s: its
// storage when they are consecutive, else buf, holding out's elements (a loop whose element
// function raises leaves those it skips as they were), which store then copies back.
func output[T Elem](out []T, off, s, n int, buf *[]T) []T {
	if s == 1 {
		return out[off : off+n]
	}
	if cap(*buf) < n {
		*buf = make([]T, max(n, ufuncChunk))
	}
	b := (*buf)[:n]
	for i := range b {
		b[i] = out[off+i*s]
	}
	return b
}

func store[T Elem](out []T, off, s int, b []T) {
	if s == 1 {
		return
	}
	for i, v := range b {
		out[off+i*s] = v
	}
}

// Ufunc1 runs the inner loop of a one-input ufunc over x broadcast to out's shape, writing
// into out: loop(o, a) computes o[i] from a[i] for every i, with len(o) == len(a). With
// parallel (target='parallel') a large call is split across the goroutine pool. It returns
// NumPy's *ValueError when x does not broadcast to out's shape. The inputs are type
// parameters, so that an Array is not boxed: a call over contiguous arrays allocates nothing.
func Ufunc1[R, A Elem, D Dims, X Operand[A]](out Array[R, D], x X, parallel bool, loop func(o []R, a []A)) error {
	u := ufunc1[R, A]{o: out.operand(), x: x.operand(), loop: loop}
	unalias(&u.x, &u.o)
	p, err := planUfunc(&[maxOperands]opShape{shapeOf(&u.o), shapeOf(&u.x)}, 2)
	if err != nil {
		return err
	}
	if p.parallel(parallel) {
		h, hp := u, p
		ParallelFor(hp.outer(), func(_, lo, hi, _ int) { h.block(&hp, lo, hi) })
		return nil
	}
	u.block(&p, 0, p.outer())
	return nil
}

type ufunc1[R, A Elem] struct {
	o    operand[R]
	x    operand[A]
	loop func(o []R, a []A)
}

func (u *ufunc1[R, A]) block(p *ufuncPlan, lo, hi int) {
	var ob []R
	var ab []A
	for it := p.iter(lo, hi); it.next(); {
		r := &it.r
		o := output(u.o.data, r.offs[0], r.strides[0], r.n, &ob)
		u.loop(o, input(&u.x, r.offs[1], r.strides[1], r.n, &ab))
		store(u.o.data, r.offs[0], r.strides[0], o)
	}
}

// Ufunc2 is Ufunc1 for a two-input ufunc: loop(o, a, b) computes o[i] from a[i] and b[i].
func Ufunc2[R, A, B Elem, D Dims, X Operand[A], Y Operand[B]](out Array[R, D], x X, y Y, parallel bool, loop func(o []R, a []A, b []B)) error {
	u := ufunc2[R, A, B]{o: out.operand(), x: x.operand(), y: y.operand(), loop: loop}
	unalias(&u.x, &u.o)
	unalias(&u.y, &u.o)
	p, err := planUfunc(&[maxOperands]opShape{shapeOf(&u.o), shapeOf(&u.x), shapeOf(&u.y)}, 3)
	if err != nil {
		return err
	}
	if p.parallel(parallel) {
		h, hp := u, p
		ParallelFor(hp.outer(), func(_, lo, hi, _ int) { h.block(&hp, lo, hi) })
		return nil
	}
	u.block(&p, 0, p.outer())
	return nil
}

type ufunc2[R, A, B Elem] struct {
	o    operand[R]
	x    operand[A]
	y    operand[B]
	loop func(o []R, a []A, b []B)
}

func (u *ufunc2[R, A, B]) block(p *ufuncPlan, lo, hi int) {
	var ob []R
	var ab []A
	var bb []B
	for it := p.iter(lo, hi); it.next(); {
		r := &it.r
		o := output(u.o.data, r.offs[0], r.strides[0], r.n, &ob)
		u.loop(o, input(&u.x, r.offs[1], r.strides[1], r.n, &ab), input(&u.y, r.offs[2], r.strides[2], r.n, &bb))
		store(u.o.data, r.offs[0], r.strides[0], o)
	}
}

// Ufunc3 is Ufunc1 for a three-input ufunc.
func Ufunc3[R, A, B, C Elem, D Dims, X Operand[A], Y Operand[B], Z Operand[C]](out Array[R, D], x X, y Y, z Z, parallel bool, loop func(o []R, a []A, b []B, c []C)) error {
	u := ufunc3[R, A, B, C]{o: out.operand(), x: x.operand(), y: y.operand(), z: z.operand(), loop: loop}
	unalias(&u.x, &u.o)
	unalias(&u.y, &u.o)
	unalias(&u.z, &u.o)
	p, err := planUfunc(&[maxOperands]opShape{shapeOf(&u.o), shapeOf(&u.x), shapeOf(&u.y), shapeOf(&u.z)}, 4)
	if err != nil {
		return err
	}
	if p.parallel(parallel) {
		h, hp := u, p
		ParallelFor(hp.outer(), func(_, lo, hi, _ int) { h.block(&hp, lo, hi) })
		return nil
	}
	u.block(&p, 0, p.outer())
	return nil
}

type ufunc3[R, A, B, C Elem] struct {
	o    operand[R]
	x    operand[A]
	y    operand[B]
	z    operand[C]
	loop func(o []R, a []A, b []B, c []C)
}

func (u *ufunc3[R, A, B, C]) block(p *ufuncPlan, lo, hi int) {
	var ob []R
	var ab []A
	var bb []B
	var cb []C
	for it := p.iter(lo, hi); it.next(); {
		r := &it.r
		o := output(u.o.data, r.offs[0], r.strides[0], r.n, &ob)
		u.loop(o, input(&u.x, r.offs[1], r.strides[1], r.n, &ab), input(&u.y, r.offs[2], r.strides[2], r.n, &bb),
			input(&u.z, r.offs[3], r.strides[3], r.n, &cb))
		store(u.o.data, r.offs[0], r.strides[0], o)
	}
}

// Ufunc4 is Ufunc1 for a four-input ufunc.
func Ufunc4[R, A, B, C, E Elem, D Dims, X Operand[A], Y Operand[B], Z Operand[C], W Operand[E]](out Array[R, D], x X, y Y, z Z, w W, parallel bool, loop func(o []R, a []A, b []B, c []C, e []E)) error {
	u := ufunc4[R, A, B, C, E]{o: out.operand(), x: x.operand(), y: y.operand(), z: z.operand(), w: w.operand(), loop: loop}
	unalias(&u.x, &u.o)
	unalias(&u.y, &u.o)
	unalias(&u.z, &u.o)
	unalias(&u.w, &u.o)
	p, err := planUfunc(&[maxOperands]opShape{shapeOf(&u.o), shapeOf(&u.x), shapeOf(&u.y), shapeOf(&u.z), shapeOf(&u.w)}, 5)
	if err != nil {
		return err
	}
	if p.parallel(parallel) {
		h, hp := u, p
		ParallelFor(hp.outer(), func(_, lo, hi, _ int) { h.block(&hp, lo, hi) })
		return nil
	}
	u.block(&p, 0, p.outer())
	return nil
}

type ufunc4[R, A, B, C, E Elem] struct {
	o    operand[R]
	x    operand[A]
	y    operand[B]
	z    operand[C]
	w    operand[E]
	loop func(o []R, a []A, b []B, c []C, e []E)
}

func (u *ufunc4[R, A, B, C, E]) block(p *ufuncPlan, lo, hi int) {
	var ob []R
	var ab []A
	var bb []B
	var cb []C
	var eb []E
	for it := p.iter(lo, hi); it.next(); {
		r := &it.r
		o := output(u.o.data, r.offs[0], r.strides[0], r.n, &ob)
		u.loop(o, input(&u.x, r.offs[1], r.strides[1], r.n, &ab), input(&u.y, r.offs[2], r.strides[2], r.n, &bb),
			input(&u.z, r.offs[3], r.strides[3], r.n, &cb), input(&u.w, r.offs[4], r.strides[4], r.n, &eb))
		store(u.o.data, r.offs[0], r.strides[0], o)
	}
}

// OpShape is the shape of an operand, as UfuncShape and NewGufunc read it; ShapeOf makes it.
type OpShape struct {
	nd    int // -1 for an output left out
	shape [MaxDims]int
}

// ShapeOf returns the shape of an operand of any element type.
func ShapeOf[X Shaped](x X) OpShape {
	nd, shape := x.opShape()
	return OpShape{nd: nd, shape: shape}
}

// UfuncShape returns the shape of a ufunc's result for inputs of the given shapes, with the
// rank of D: NumPy's broadcast shape, padded with leading 1s to D's rank. It returns NumPy's
// *ValueError when the inputs do not broadcast together, or have more dimensions than D.
func UfuncShape[D Dims](ins ...OpShape) (D, error) {
	var shape D
	for k := range len(shape) {
		shape[k] = 1
	}
	for i := range ins {
		s := ins[i].shape[:ins[i].nd]
		if len(s) > len(shape) {
			return shape, &ValueError{Msg: fmt.Sprintf("the result has %d dimensions, but an input has %d", len(shape), len(s))}
		}
		base := len(shape) - len(s)
		for k, n := range s {
			switch m := shape[base+k]; {
			case m == n || n == 1:
			case m == 1:
				shape[base+k] = n
			default:
				var b strings.Builder
				b.WriteString("operands could not be broadcast together with shapes ")
				for j := range ins {
					b.WriteString(npShape(ins[j].shape[:ins[j].nd], " "))
				}
				return shape, &ValueError{Msg: b.String()}
			}
		}
	}
	return shape, nil
}

// UfuncReduce reduces a along axis with the two-input loop of a ufunc, as NumPy's
// ufunc.reduce(a, axis=axis): the result starts as the identity (or, for a ufunc without one,
// as the first element along the axis) and is then updated with out = f(out, a[..., k, ...])
// for every k in order. E has one dimension less than D. It returns NumPy's *AxisError for an
// axis out of bounds and its *ValueError for an empty reduction without an identity. name is the ufunc's name,
// for NumPy's messages. With parallel (target='parallel'), each step's update of the result's
// elements is split across goroutines as Ufunc2 splits a call: the elements are independent and
// each is still updated in order of k, so the result does not depend on the number of threads.
func UfuncReduce[E Dims, T Elem, D Dims](name string, a Array[T, D], axis int, identity *T, parallel bool, loop func(o, x, y []T)) (out Array[T, E], err error) {
	nd := len(a.Shape)
	if axis < -nd || axis >= nd {
		return out, axisError(axis, nd)
	}
	if axis < 0 {
		axis += nd
	}
	if len(out.Shape) != nd-1 {
		return out, &ValueError{Msg: fmt.Sprintf("%s.reduce of a %d-dimensional array has %d dimensions, not %d", name, nd, nd-1, len(out.Shape))}
	}
	out = Empty[T](redOutShape[E](a.Shape, axis))
	n, start := a.Shape[axis], 0
	switch {
	case identity != nil:
		Fill(out, *identity)
	case n == 0:
		return out, &ValueError{Msg: fmt.Sprintf("zero-size array to reduction operation %s which has no identity", name)}
	default:
		if err := Ufunc1(out, sliceAxis[E](a, axis, 0), false, func(o, x []T) { copy(o, x) }); err != nil {
			return out, err
		}
		start = 1
	}
	for k := start; k < n; k++ {
		if err := Ufunc2(out, out, sliceAxis[E](a, axis, k), parallel, loop); err != nil {
			return out, err
		}
	}
	return out, nil
}

// UfuncReduceSlice is UfuncReduce for a Go slice: the reduction of all its elements.
func UfuncReduceSlice[T Elem](name string, x []T, identity *T, loop func(o, x, y []T)) (T, error) {
	var acc [1]T
	switch {
	case identity != nil:
		acc[0] = *identity
	case len(x) == 0:
		return acc[0], &ValueError{Msg: fmt.Sprintf("zero-size array to reduction operation %s which has no identity", name)}
	default:
		acc[0], x = x[0], x[1:]
	}
	for i := range x {
		loop(acc[:], acc[:], x[i:i+1])
	}
	return acc[0], nil
}

// sliceAxis returns a[..., k, ...], the view of a at index k along axis.
func sliceAxis[E Dims, T Elem, D Dims](a Array[T, D], axis, k int) Array[T, E] {
	var shape, strides E
	j := 0
	for d := range len(a.Shape) {
		if d != axis {
			shape[j], strides[j] = a.Shape[d], a.Strides[d]
			j++
		}
	}
	return settle(a.Data, a.Off+k*a.Strides[axis], shape, strides)
}

// unalias replaces input in by a C-ordered copy when it shares memory with the output out
// without being the very same view: NumPy computes a ufunc as if overlapping inputs had been
// copied first (the same view is read element by element where it is written, which is safe).
func unalias[T, R Elem](in *operand[T], out *operand[R]) {
	if aliasesOut(viewOf(in), viewOf(out)) {
		in.compact()
	}
}

// rawView is where an operand's elements lie, whatever their type: what overlaps compares.
type rawView struct {
	start, end, elem uintptr // the storage's bytes and one element's size
	off, nd          int
	shape, strides   *[MaxDims]int
}

func viewOf[T Elem](o *operand[T]) rawView {
	v := rawView{off: o.off, nd: o.nd, shape: &o.shape, strides: &o.strides}
	if len(o.data) > 0 {
		v.elem = unsafe.Sizeof(o.data[0])
		v.start = uintptr(unsafe.Pointer(unsafe.SliceData(o.data)))
		v.end = v.start + uintptr(len(o.data))*v.elem
	}
	return v
}

// aliasesOut reports whether an input shares memory with the output other than as the very
// same view (which an element-wise loop may read and write in place).
func aliasesOut(in, out rawView) bool {
	if in.start == in.end || out.start == out.end || in.end <= out.start || out.end <= in.start {
		return false
	}
	same := in.elem == out.elem && in.start+uintptr(in.off)*in.elem == out.start+uintptr(out.off)*out.elem &&
		in.nd == out.nd && *in.shape == *out.shape && *in.strides == *out.strides
	return !same
}

// compact replaces the operand's storage by a contiguous copy of its elements.
func (in *operand[T]) compact() {
	n := 1
	for k := range in.nd {
		n *= in.shape[k]
	}
	data := make([]T, n)
	var idx [MaxDims]int
	for i := range data {
		off := in.off
		for k := range in.nd {
			off += idx[k] * in.strides[k]
		}
		data[i] = in.data[off]
		for k := in.nd - 1; k >= 0; k-- {
			if idx[k]++; idx[k] < in.shape[k] {
				break
			}
			idx[k] = 0
		}
	}
	in.data, in.off = data, 0
	s := 1
	for k := in.nd - 1; k >= 0; k-- {
		in.strides[k] = s
		s *= in.shape[k]
	}
}
