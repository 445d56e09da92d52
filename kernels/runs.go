package kernels

// This file walks the elements of a strided array a run at a time, as NumPy's nditer does
// with its inner loop: the trailing axes that are laid out as one (each axis's stride is the
// next one's extent) merge into a single run, so a C-contiguous block is one run and a
// reversed or column view is one strided run per row. The index arithmetic of the outer axes
// is done once per run, and callers loop over a run with a plain Go loop.

// Runs calls f once per run of a's elements, in C order (the last index varies fastest): the
// n elements at Data offsets off, off+stride, ..., off+(n-1)*stride. An empty array has no
// runs.
func (a Array[T, D]) Runs(f func(off, n, stride int)) {
	nd := len(a.Shape)
	if nd == 0 {
		f(a.Off, 1, 1)
		return
	}
	for k := range nd {
		if a.Shape[k] == 0 {
			return
		}
	}
	// Merge trailing axes into the run while they continue it.
	n, stride := a.Shape[nd-1], a.Strides[nd-1]
	outer := nd - 1 // axes [0, outer) are walked one run at a time
merge:
	for outer > 0 {
		k := outer - 1
		switch {
		case a.Shape[k] == 1:
		case n == 1:
			n, stride = a.Shape[k], a.Strides[k]
		case a.Strides[k] == n*stride:
			n *= a.Shape[k]
		default:
			break merge
		}
		outer--
	}
	if n == 1 {
		stride = 1
	}
	var idx D
	for off, more := a.Off, true; more; off, more = a.nextOffset(&idx, off, outer, -1) {
		f(off, n, stride)
	}
}

// nextOffset advances idx, an index over the axes [0, upto) of a other than skip, to the next
// one in C order and returns the Data offset moved with it; more is false after the last one.
func (a Array[T, D]) nextOffset(idx *D, off, upto, skip int) (next int, more bool) {
	for k := upto - 1; k >= 0; k-- {
		if k == skip {
			continue
		}
		(*idx)[k]++
		off += a.Strides[k]
		if (*idx)[k] < a.Shape[k] {
			return off, true
		}
		off -= (*idx)[k] * a.Strides[k]
		(*idx)[k] = 0
	}
	return off, false
}

// runSlice returns run (off, n, stride) of data as a slice when its stride is 1.
func runSlice[T any](data []T, off, n, stride int) ([]T, bool) {
	if stride != 1 {
		return nil, false
	}
	return data[off : off+n], true
}
