package kernels

// This file lays out a gufunc call's operands for a device kernel that handles one loop
// position per thread (a CUDA gufunc's kernel, kernels/cuda): position i's core view of an
// operand starts at Off + i*Outer in Data, with the core shape and strides. An operand whose
// loop dimensions collapse into that one stride is passed in place; others are copied into a
// buffer laid out (loop positions, core) in C order, and an output's buffer is copied back.

// GuFlat is an operand of a gufunc call laid out for a device kernel.
type GuFlat[T Elem] struct {
	Data       []T
	Off, Outer int
	// Core and Strides are the core view's shape and strides (none for a () operand).
	Core, Strides []int
}

// GuFlatIn lays out input v of plan g.
func GuFlatIn[T Elem](g *Gufunc, v *GuView[T]) GuFlat[T] {
	if v.isScalar {
		return GuFlat[T]{Data: []T{v.scalar}}
	}
	if outer, ok := v.collapse(g); ok {
		return v.flat(v.data, v.off, outer)
	}
	f, _ := v.compact(g)
	return f
}

// GuFlatOut lays out output v of plan g (a () output as a one-element core view, as the kernel
// takes it); done copies the results into v's elements when they went to a buffer. An output is passed in place only when it is the whole of its storage
// (a device copies all of an operand's storage back, which would undo another output's
// results in storage they share).
func GuFlatOut[T Elem](g *Gufunc, v *GuView[T]) (f GuFlat[T], done func()) {
	lo, hi, touches := v.extent(g)
	if outer, ok := v.collapse(g); ok && (!touches || lo == 0 && hi == len(v.data)-1 && (outer != 0 || g.loops == 1)) {
		f, done = v.flat(v.data, v.off, outer), func() {}
	} else {
		f, done = v.compact(g)
	}
	if v.ncore == 0 {
		// A () output is a one-element array to the kernel (it writes out[0]).
		f.Core, f.Strides = []int{1}, []int{1}
	}
	return f, done
}

func (v *GuView[T]) flat(data []T, off, outer int) GuFlat[T] {
	f := GuFlat[T]{Data: data, Off: off, Outer: outer, Core: make([]int, v.ncore), Strides: make([]int, v.ncore)}
	for j := range v.ncore {
		f.Core[j], f.Strides[j] = v.coreShape[j], v.coreStrides[j]
	}
	return f
}

// collapse returns the one stride that steps v from a loop position to the next in C order,
// when its loop strides allow one.
func (v *GuView[T]) collapse(g *Gufunc) (outer int, ok bool) {
	span := 1 // the number of positions one step of the current dimension skips
	set := false
	for d := g.nd - 1; d >= 0; d-- {
		if g.loop[d] != 1 {
			s := v.outer[d]
			switch {
			case !set:
				if s%span != 0 {
					return 0, false
				}
				outer, set = s/span, true
			case s != outer*span:
				return 0, false
			}
		}
		span *= g.loop[d]
	}
	return outer, true
}

// compact copies v's elements into a buffer laid out (loop positions, core) in C order, and
// returns a function that copies the buffer back into v's elements.
func (v *GuView[T]) compact(g *Gufunc) (GuFlat[T], func()) {
	core := 1
	for j := range v.ncore {
		core *= v.coreShape[j]
	}
	buf := make([]T, g.loops*core)
	f := GuFlat[T]{Data: buf, Outer: core, Core: make([]int, v.ncore), Strides: make([]int, v.ncore)}
	s := 1
	for j := v.ncore - 1; j >= 0; j-- {
		f.Core[j], f.Strides[j] = v.coreShape[j], s
		s *= v.coreShape[j]
	}
	walk := func(toBuf bool) {
		for i := range g.loops {
			base := v.offset(g, i)
			for k := range core {
				off, rem := base, k
				for j := v.ncore - 1; j >= 0; j-- {
					off += rem % v.coreShape[j] * v.coreStrides[j]
					rem /= v.coreShape[j]
				}
				if toBuf {
					buf[i*core+k] = v.data[off]
				} else {
					v.data[off] = buf[i*core+k]
				}
			}
		}
	}
	walk(true)
	return f, func() { walk(false) }
}
