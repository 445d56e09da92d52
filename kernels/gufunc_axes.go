package kernels

import "fmt"

// This file gives the views through which a gufunc is called with NumPy's axes= and axis=
// keywords: the Into and Array forms take operands whose core dimensions are the last ones,
// and NumPy's keywords name other axes as the core ones. GuAxes moves them to the end of an
// operand (an input, or an output given), GuAxesResult puts the core dimensions of an
// allocated output where axes= names them, and GuAxesCheck and GuAxisCheck report NumPy's
// errors for the lists themselves.

// GuAxesCheck reports NumPy's *ValueError when an axes= list of n entries does not fit the
// gufunc l: it needs an entry for every operand, or for the inputs only when no output has
// core dimensions.
func GuAxesCheck(l *GufuncLayout, n int) error {
	nops := len(l.Core)
	outCore := false
	for _, c := range l.Core[l.Nin:] {
		outCore = outCore || len(c) > 0
	}
	if n == nops || n == l.Nin && !outCore {
		return nil
	}
	return &ValueError{Msg: fmt.Sprintf("axes should be a list with an entry for all %d inputs and outputs; entries for outputs can only be omitted if none of them has core axes.", nops)}
}

// GuAxisCheck reports NumPy's *TypeError when the gufunc l cannot take axis=: that needs one
// core dimension shared by the operands that have any.
func GuAxisCheck(l *GufuncLayout) error {
	ok := l.NumDims == 1
	for _, c := range l.Core {
		ok = ok && len(c) <= 1
	}
	if ok {
		return nil
	}
	return &TypeError{Msg: fmt.Sprintf("%s: axis can only be used with a single shared core dimension, not with the %d distinct ones implied by signature %s.", l.Name, l.NumDims, l.Signature)}
}

// guAxes resolves the axes= entry item (negative axes count from the end of nd) of an
// operand with ncore core dimensions, with NumPy's errors.
func guAxes(item, ncore, nd int, axes []int) ([]int, error) {
	if len(axes) != ncore {
		if ncore == 1 {
			return nil, &ValueError{Msg: fmt.Sprintf("axes item %d should be a tuple with a single element, or an integer", item)}
		}
		return nil, &ValueError{Msg: fmt.Sprintf("axes item %d should be a tuple with %d elements", item, ncore)}
	}
	out := make([]int, len(axes))
	for j, ax := range axes {
		if ax < -nd || ax >= nd {
			return nil, &AxisError{Msg: fmt.Sprintf("axis %d is out of bounds for array of dimension %d", ax, nd)}
		}
		if ax < 0 {
			ax += nd
		}
		for _, prev := range out[:j] {
			if prev == ax {
				return nil, &ValueError{Msg: fmt.Sprintf("axes item %d has value %d repeated", item, ax)}
			}
		}
		out[j] = ax
	}
	return out, nil
}

// GuAxes returns the view of a, operand item of a gufunc with ncore core dimensions, that
// axes= makes: the axes listed become its core dimensions, moved to the end in the order
// given, the other axes kept in order before them. For axis=k give the one axis k to an
// operand with one core dimension and nothing to one without. It returns NumPy's
// *ValueError for an entry of another length than ncore or an axis repeated, and *AxisError
// for an axis out of bounds.
func GuAxes[T Elem, D Dims](a Array[T, D], item, ncore int, axes ...int) (Array[T, D], error) {
	nd := len(a.Shape)
	if nd < ncore {
		return a, nil // too few dimensions: the gufunc's own check reports it
	}
	core, err := guAxes(item, ncore, nd, axes)
	if err != nil {
		return a, err
	}
	var perm D
	k := 0
	for ax := range nd {
		if !guHas(core, ax) {
			perm[k] = ax
			k++
		}
	}
	for _, ax := range core {
		perm[k] = ax
		k++
	}
	return Permute(a, perm), nil
}

// GuAxesResult returns the output r of a gufunc's Array form (loop dimensions, then ncore core
// dimensions) as NumPy's axes= gives it, item its entry: the core dimensions placed at the axes
// listed, the loop dimensions in order at the others. Its errors are those of GuAxes.
func GuAxesResult[T Elem, D Dims](r Array[T, D], item, ncore int, axes ...int) (Array[T, D], error) {
	nd := len(r.Shape)
	core, err := guAxes(item, ncore, nd, axes)
	if err != nil {
		return r, err
	}
	var perm D
	loop := 0
	for ax := range nd {
		if j := guIndex(core, ax); j >= 0 {
			perm[ax] = nd - ncore + j
		} else {
			perm[ax] = loop
			loop++
		}
	}
	return Permute(r, perm), nil
}

func guHas(s []int, v int) bool { return guIndex(s, v) >= 0 }

func guIndex(s []int, v int) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}
