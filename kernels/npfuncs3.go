package kernels

import "fmt"

// Roll returns np.roll(a, shift) without an axis: the elements in C order moved shift places to
// the right (left for a negative shift), wrapping around, in a new array of a's shape.
func Roll[T Elem, D Dims](a Array[T, D], shift int) Array[T, D] {
	flat := a.Flat()
	r := Empty[T](a.Shape)
	n := len(flat)
	if n == 0 {
		return r
	}
	s := ((shift % n) + n) % n
	copy(r.Data[s:], flat[:n-s])
	copy(r.Data[:s], flat[n-s:])
	return r
}

// NonzeroIndexes returns np.nonzero(a): for each axis, the indexes along it of the nonzero
// elements, in C order.
func NonzeroIndexes[T Elem, D Dims](a Array[T, D]) []Vector[int64] {
	var zero T
	var pos D
	idx := make([][]int64, len(a.Shape))
	n := a.Size()
	for range n {
		off := a.Off
		for d := 0; d < len(pos); d++ {
			off += pos[d] * a.Strides[d]
		}
		if a.Data[off] != zero {
			for d := range idx {
				idx[d] = append(idx[d], int64(pos[d]))
			}
		}
		for d := len(pos) - 1; d >= 0; d-- {
			pos[d]++
			if pos[d] < a.Shape[d] {
				break
			}
			pos[d] = 0
		}
	}
	out := make([]Vector[int64], len(idx))
	for d := range idx {
		if idx[d] == nil {
			idx[d] = []int64{}
		}
		out[d] = FromSlice(idx[d])
	}
	return out
}

// nonEmptyPair returns the elements of convolve's and correlate's operands, panicking with
// Numba's *ValueError when either is empty.
func nonEmptyPair[T Number](a, v Vector[T]) (x, y []T) {
	if a.Shape[0] == 0 {
		panic(&ValueError{Msg: "'a' cannot be empty"})
	}
	if v.Shape[0] == 0 {
		panic(&ValueError{Msg: "'v' cannot be empty"})
	}
	return a.Flat(), v.Flat()
}

// Convolve returns np.convolve(a, v) (mode 'full'): element k is the sum of a[j]*v[k-j] over
// the overlap, added in increasing j. Empty inputs raise ValueError as Numba does.
func Convolve[T Number](a, v Vector[T]) Vector[T] {
	x, y := nonEmptyPair(a, v)
	n, m := len(x), len(y)
	r := Empty[T]([1]int{n + m - 1})
	for k := range r.Data {
		var s T
		for j := max(0, k-m+1); j <= min(k, n-1); j++ {
			s += x[j] * y[k-j]
		}
		r.Data[k] = s
	}
	return r
}

// Correlate returns np.correlate(a, v) of real vectors in NumPy's default 'valid' mode: the
// inner products of v with each window of a, or, when v is the longer, of a with each window
// of v written from the last element back, as Numba computes them. An empty vector panics
// with a *ValueError. (Complex vectors need a conjugate; typer rejects them.)
func Correlate[T Number](a, v Vector[T]) Vector[T] {
	x, y := nonEmptyPair(a, v)
	n, m := len(x), len(y)
	idx, inc := 0, 1
	if n < m {
		x, y, n, m = y, x, m, n
		idx, inc = n-m, -1
	}
	r := Empty[T]([1]int{n - m + 1})
	for i := range n - m + 1 {
		var s T
		for j, w := range x[i : i+m] {
			s += w * y[j]
		}
		r.Data[idx] = s
		idx += inc
	}
	return r
}

// Trapz returns np.trapz(y, x) by the trapezoidal rule, summing the panels left to right as
// Numba does; with x nil the sample spacing is dx. As in Numba, the widths diff(x) broadcast
// against the panel averages: either may have one element (an empty y gives 0), other
// lengths panic with NumPy's broadcast *ValueError.
func Trapz[T, U Real](y Vector[T], x *Vector[U], dx float64) float64 {
	n := y.Shape[0]
	panels := max(n-1, 0)
	widths := panels
	if x != nil {
		widths = max(x.Shape[0]-1, 0)
		if widths != panels && widths != 1 && panels != 1 {
			panic(&ValueError{Msg: fmt.Sprintf("operands could not be broadcast together with shapes (%d,) (%d,) ", widths, panels)})
		}
	}
	yAt := func(i int) float64 { return float64(y.Data[y.Off+i*y.Strides[0]]) }
	s := 0.0
	for i := 0; i < max(widths, panels) && (widths > 0 && panels > 0); i++ {
		p := i
		if panels == 1 {
			p = 0
		}
		d := dx
		if x != nil {
			w := i
			if widths == 1 {
				w = 0
			}
			d = float64(x.Data[x.Off+(w+1)*x.Strides[0]]) - float64(x.Data[x.Off+w*x.Strides[0]])
		}
		s += d * (yAt(p+1) + yAt(p)) / 2.0
	}
	return s
}

// Bincount returns np.bincount(x, minlength=m): how often each value 0, 1, ... occurs in x.
// A negative value panics with *ValueError, with Numba's messages.
func Bincount[I IntElem](x Vector[I], minlength int) Vector[int64] {
	n := bincountLen(x, minlength)
	r := Zeros[int64]([1]int{n})
	for i := range x.Shape[0] {
		r.Data[bincountIndex(int64(x.Data[x.Off+i*x.Strides[0]]), n)]++
	}
	return r
}

// BincountWeights returns np.bincount(x, weights, minlength=m): the sum of the weights of each
// value of x.
func BincountWeights[I IntElem, W Real](x Vector[I], w Vector[W], minlength int) Vector[float64] {
	if w.Shape[0] != x.Shape[0] {
		panic(&ValueError{Msg: "bincount(): weights and list don't have the same length"})
	}
	n := bincountLen(x, minlength)
	r := Zeros[float64]([1]int{n})
	for i := range x.Shape[0] {
		r.Data[bincountIndex(int64(x.Data[x.Off+i*x.Strides[0]]), n)] += float64(w.Data[w.Off+i*w.Strides[0]])
	}
	return r
}

// bincountLen is the length of np.bincount's result as Numba 0.56 computes it: it checks the
// elements after the first for negative values, so a negative first element counts at its
// index from the end (Python's wrap-around).
func bincountLen[I IntElem](x Vector[I], minlength int) int {
	if minlength < 0 {
		panic(&ValueError{Msg: "'minlength' must not be negative"})
	}
	if x.Shape[0] == 0 {
		return minlength
	}
	aMax := int64(x.Data[x.Off])
	for i := 1; i < x.Shape[0]; i++ {
		v := int64(x.Data[x.Off+i*x.Strides[0]])
		if v < 0 {
			panic(&ValueError{Msg: "bincount(): first argument must be non-negative"})
		}
		aMax = max(aMax, v)
	}
	return max(int(aMax)+1, minlength)
}

// bincountIndex is the index of value v in a result of length n: a negative first element wraps
// around; one that is still out of range (Numba reads past the result there) is an IndexError.
func bincountIndex(v int64, n int) int {
	if v < 0 {
		v += int64(n)
	}
	if v < 0 {
		panic(&IndexError{Msg: "bincount(): negative first value out of range of the result"})
	}
	return int(v)
}
