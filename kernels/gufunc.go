package kernels

import (
	"fmt"
	"strings"
)

// This file is the run-time side of @guvectorize: a generalized ufunc calls its kernel once per
// position of the loop dimensions (the leading dimensions of the operands, broadcast together
// as in a ufunc) with views of the core dimensions its layout names, such as "(m,n),(n)->(m)".
// Generated code plans a call with NewGufunc, binds each operand with GuBind, and in the body
// that RunRows calls for ranges of loop positions walks each operand with a cursor (GuAt,
// gufunc_walk.go), taking its views with GuCoreAt or GuScalarAt; GuCore and GuScalar take the
// view at any one position.

// maxGuOps is the most operands (inputs and outputs) a gufunc here takes.
const maxGuOps = 16

// GufuncLayout is a gufunc's layout: each operand's core dimensions, inputs then outputs, as
// indexes into the distinct dimension names.
type GufuncLayout struct {
	Name      string  // the Python name, for NumPy's messages
	Signature string  // the layout as NumPy prints it, "(m,n),(n)->(m)"
	Nin       int     // the number of inputs
	Core      [][]int // per operand, its core dimensions
	NumDims   int     // the number of distinct core dimension names
}

// Gufunc is the plan of one gufunc call: the loop shape and the size of every core dimension.
type Gufunc struct {
	layout *GufuncLayout
	nd     int
	loop   [MaxDims]int
	loops  int
	dims   []int // the size of each core dimension
	shapes [maxGuOps][MaxDims]int
	nds    [maxGuOps]int
}

// operandName is NumPy's name of operand k in messages: "Input operand 1", "Output operand 0".
func (l *GufuncLayout) operandName(k int) string {
	if k < l.Nin {
		return fmt.Sprintf("Input operand %d", k)
	}
	return fmt.Sprintf("Output operand %d", k-l.Nin)
}

// NoOutput is the shape NewGufunc takes for an output left out: its shape is then the loop
// shape and its core dimensions.
func NoOutput() OpShape { return OpShape{nd: -1} }

// NewGufunc plans a call of a gufunc with operands of the given shapes (ShapeOf), inputs then
// outputs. It returns
// NumPy's *ValueError when an operand has too few dimensions, its core dimensions disagree
// with another's, or the loop dimensions do not broadcast.
func NewGufunc(l *GufuncLayout, ops ...OpShape) (*Gufunc, error) {
	g := &Gufunc{layout: l, dims: make([]int, l.NumDims)}
	for i := range g.dims {
		g.dims[i] = -1
	}
	for k, op := range ops {
		g.nds[k], g.shapes[k] = op.nd, op.shape
		if op.nd < 0 {
			continue
		}
		core := l.Core[k]
		if g.nds[k] < len(core) {
			return nil, &ValueError{Msg: fmt.Sprintf("%s: %s does not have enough dimensions (has %d, gufunc core with signature %s requires %d)",
				l.Name, l.operandName(k), g.nds[k], l.Signature, len(core))}
		}
		for j, d := range core {
			n := g.shapes[k][g.nds[k]-len(core)+j]
			switch {
			case g.dims[d] < 0:
				g.dims[d] = n
			case g.dims[d] != n:
				return nil, &ValueError{Msg: fmt.Sprintf("%s: %s has a mismatch in its core dimension %d, with gufunc signature %s (size %d is different from %d)",
					l.Name, l.operandName(k), j, l.Signature, n, g.dims[d])}
			}
		}
	}
	// The loop dimensions broadcast as a ufunc's operands do.
	for k := range ops {
		if g.nds[k] >= 0 {
			g.nd = max(g.nd, g.nds[k]-len(l.Core[k]))
		}
	}
	for d := range g.nd {
		g.loop[d] = 1
	}
	for k := range ops {
		if g.nds[k] < 0 {
			continue
		}
		n := g.nds[k] - len(l.Core[k])
		base := g.nd - n
		for d := range n {
			switch m, s := g.loop[base+d], g.shapes[k][d]; {
			case m == s || s == 1:
			case m == 1:
				g.loop[base+d] = s
			default:
				return nil, g.broadcastError(ops)
			}
		}
	}
	g.loops = 1
	for d := range g.nd {
		g.loops *= g.loop[d]
	}
	return g, nil
}

// broadcastError is NumPy's message for loop dimensions that do not broadcast.
func (g *Gufunc) broadcastError(ops []OpShape) error {
	l := g.layout
	var b strings.Builder
	b.WriteString("operands could not be broadcast together with remapped shapes [original->remapped]: ")
	var outCore []int
	for k := l.Nin; k < len(l.Core); k++ {
		for _, d := range l.Core[k] {
			outCore = append(outCore, g.dims[d])
		}
	}
	for k := range ops {
		if g.nds[k] < 0 {
			continue
		}
		n := g.nds[k] - len(l.Core[k])
		remapped := make([]int, 0, g.nd+len(outCore))
		for range g.nd - n {
			remapped = append(remapped, -1)
		}
		remapped = append(remapped, g.shapes[k][:n]...)
		if k >= l.Nin {
			remapped = append(remapped, g.shapes[k][n:g.nds[k]]...) // an output has its own core axes
		} else {
			for range outCore {
				remapped = append(remapped, -1) // an input lacks the outputs' core axes
			}
		}
		b.WriteString(npShape(g.shapes[k][:g.nds[k]], "->"))
		b.WriteString(npShape(remapped, " "))
	}
	// NumPy's iterator shape: the loop dimensions, still unknown (-1), then the outputs' core.
	b.WriteString(" and requested shape ")
	b.WriteString(npShape(append([]int{-1}, outCore...), ""))
	return &ValueError{Msg: b.String()}
}

// Loops returns the number of loop positions: the kernel runs once for each.
func (g *Gufunc) Loops() int { return g.loops }

// OutShape returns the shape of output k (counted among all operands) for a new array of rank
// D: the loop shape and the output's core dimensions, padded with leading 1s. It returns an
// error when D has too few dimensions or a core dimension is set by no input.
func OutShape[D Dims](g *Gufunc, k int) (D, error) {
	var shape D
	core := g.layout.Core[k]
	n := g.nd + len(core)
	if n > len(shape) {
		return shape, &ValueError{Msg: fmt.Sprintf("%s: output %d has %d dimensions, but its array type has %d", g.layout.Name, k-g.layout.Nin, n, len(shape))}
	}
	for i := range len(shape) {
		shape[i] = 1
	}
	base := len(shape) - n
	for d := range g.nd {
		shape[base+d] = g.loop[d]
	}
	for j, d := range core {
		if g.dims[d] < 0 {
			return shape, &ValueError{Msg: fmt.Sprintf("%s: the size of core dimension %d of output %d is set by no input: pass the output", g.layout.Name, j, k-g.layout.Nin)}
		}
		shape[base+g.nd+j] = g.dims[d]
	}
	return shape, nil
}

// GuView is one operand bound to a gufunc plan: its elements, and its strides along the loop
// dimensions (0 where it is broadcast) and the core dimensions.
type GuView[T Elem] struct {
	data        []T
	off         int
	outer       [MaxDims]int
	ncore       int
	coreShape   [MaxDims]int
	coreStrides [MaxDims]int
	scalar      T
	isScalar    bool
}

// GuBind binds operand k of the plan.
func GuBind[T Elem, X Operand[T]](g *Gufunc, k int, x X) GuView[T] {
	o := x.operand()
	v := GuView[T]{data: o.data, off: o.off, ncore: len(g.layout.Core[k]), scalar: o.scalar, isScalar: o.data == nil}
	n := o.nd - v.ncore
	base := g.nd - n
	for d := range n {
		if o.shape[d] != 1 {
			v.outer[base+d] = o.strides[d]
		}
	}
	for j := range v.ncore {
		v.coreShape[j], v.coreStrides[j] = o.shape[n+j], o.strides[n+j]
	}
	return v
}

// offset returns the offset of the operand's core view at loop position i.
func (v *GuView[T]) offset(g *Gufunc, i int) int {
	off := v.off
	for d := g.nd - 1; d >= 0; d-- {
		j := i % g.loop[d]
		i /= g.loop[d]
		off += j * v.outer[d]
	}
	return off
}

// GuCore returns the view of v's core dimensions at loop position i, as an array of rank C:
// the core rank, or rank 1 of length 1 for an operand without core dimensions (a scalar output
// the kernel writes through out[0]).
func GuCore[C Dims, T Elem](g *Gufunc, v *GuView[T], i int) Array[T, C] {
	return guCoreAt[C](v, v.offset(g, i))
}

// guCoreAt is GuCore at the element offset off of the core view (v.offset's result).
func guCoreAt[C Dims, T Elem](v *GuView[T], off int) Array[T, C] {
	var shape, strides C
	if v.isScalar {
		setLead(&shape, 1)
		setLead(&strides, 1)
		return Array[T, C]{Data: []T{v.scalar}, Shape: shape, Strides: strides}
	}
	if v.ncore == 0 {
		setLead(&shape, 1)
		setLead(&strides, 1)
	}
	for j := range v.ncore {
		shape[j], strides[j] = v.coreShape[j], v.coreStrides[j]
	}
	return settle(v.data, off, shape, strides)
}

// GuContig reports whether v's core views are C-contiguous (strides of size-1 axes do not
// matter), so that GuCore's views can go to the kernel typed for C-contiguous operands.
func GuContig[T Elem](v *GuView[T]) bool {
	want := 1
	for j := v.ncore - 1; j >= 0; j-- {
		if v.coreShape[j] != 1 && v.coreStrides[j] != want {
			return false
		}
		want *= v.coreShape[j]
	}
	return true
}

// GuScalar returns the element of an operand without core dimensions at loop position i.
func GuScalar[T Elem](g *Gufunc, v *GuView[T], i int) T {
	if v.isScalar {
		return v.scalar
	}
	return v.data[v.offset(g, i)]
}

// Run calls body for every loop position; with parallel (target='parallel') the positions
// are split across the goroutine pool when the call has enough of them. Each position writes
// its own outputs, so the split cannot change a result.
func (g *Gufunc) Run(parallel bool, body func(i int)) {
	if parallel && g.loops > 1 && NumThreads() > 1 {
		ParallelFor(g.loops, func(_, lo, hi, _ int) {
			for i := lo; i < hi; i++ {
				body(i)
			}
		})
		return
	}
	for i := range g.loops {
		body(i)
	}
}
