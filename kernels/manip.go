package kernels

import (
	"fmt"
	"math"
	"unsafe"
)

// This file holds NumPy's array manipulations that make new arrays: repeat, delete, tile,
// dstack, column_stack, append, expand_dims, and the comparisons array_equal and cross, and
// np.around.

// Repeat returns np.repeat(a, repeats) without an axis: each element of a in C order repeated
// repeats times. A negative count panics with *ValueError.
func Repeat[T Elem, D Dims](a Array[T, D], repeats int) Vector[T] {
	if repeats < 0 {
		panic(&ValueError{Msg: "negative dimensions are not allowed"})
	}
	s := redSeq(a)
	r := Empty[T]([1]int{len(s) * repeats})
	for i, v := range s {
		for j := range repeats {
			r.Data[i*repeats+j] = v
		}
	}
	return r
}

// RepeatEach returns np.repeat(a, repeats) for an array of counts, one per element of a (or
// one for all).
func RepeatEach[T Elem, D Dims, I IntElem](a Array[T, D], repeats Vector[I]) Vector[T] {
	s := redSeq(a)
	reps := redSeq(repeats)
	if len(reps) == 1 {
		return Repeat(a, int(reps[0]))
	}
	if len(reps) != len(s) {
		panic(&ValueError{Msg: "operands could not be broadcast together"})
	}
	n := 0
	for _, k := range reps {
		if k < 0 {
			panic(&ValueError{Msg: "negative dimensions are not allowed"})
		}
		n += int(k)
	}
	r := Empty[T]([1]int{n})
	i := 0
	for j, v := range s {
		for range int(reps[j]) {
			r.Data[i] = v
			i++
		}
	}
	return r
}

// Delete returns np.delete(a, i): the elements of a in C order without the one at i (negative
// counts from the end). An index out of range panics with *IndexError.
func Delete[T Elem, D Dims](a Array[T, D], i int) Vector[T] {
	s := redSeq(a)
	n := len(s)
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		panic(&IndexError{Msg: "obj must be less than the len(arr)"})
	}
	r := Empty[T]([1]int{n - 1})
	copy(r.Data, s[:i])
	copy(r.Data[i:], s[i+1:])
	return r
}

// DeleteSlice returns np.delete(a, s) for a slice object: the elements of a in C order without
// those at range(n)[s].
func DeleteSlice[T Elem, D Dims](a Array[T, D], sl Slice) Vector[T] {
	s := redSeq(a)
	if sl.Step == 0 {
		panic(&ValueError{Msg: "slice step cannot be zero"})
	}
	first, m := sliceIndices(len(s), clampInt(sl.Start), clampInt(sl.Stop), clampInt(sl.Step))
	drop := make([]bool, len(s))
	for k := range m {
		drop[first+k*int(sl.Step)] = true
	}
	out := make([]T, 0, len(s)-m)
	for i, v := range s {
		if !drop[i] {
			out = append(out, v)
		}
	}
	return FromSlice(out)
}

// DeleteMany returns np.delete(a, idx) for an array of indexes.
func DeleteMany[T Elem, D Dims, I IntElem](a Array[T, D], idx Vector[I]) Vector[T] {
	s := redSeq(a)
	n := len(s)
	drop := make([]bool, n)
	for _, k := range redSeq(idx) {
		i := int(k)
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			panic(&IndexError{Msg: fmt.Sprintf("index %d is out of bounds for axis 0 with size %d", int(k), n)})
		}
		drop[i] = true
	}
	out := []T{}
	for i, v := range s {
		if !drop[i] {
			out = append(out, v)
		}
	}
	return FromSlice(out)
}

// Tile returns np.tile(a, reps): a repeated reps[k] times along each axis k, a's shape and
// reps padded with leading ones to the result's number of dimensions.
func Tile[E Dims, T Elem, D Dims](a Array[T, D], reps ...int) Array[T, E] {
	var shape, src E
	nd, na, nr := len(shape), len(a.Shape), len(reps)
	for k := range nd {
		src[k], shape[k] = 1, 1
		if j := k - (nd - na); j >= 0 {
			src[k] = a.Shape[j]
		}
		r := 1
		if j := k - (nd - nr); j >= 0 {
			r = reps[j]
		}
		if r < 0 {
			panic(&ValueError{Msg: "negative dimensions are not allowed"})
		}
		shape[k] = src[k] * r
	}
	out := Empty[T](shape)
	var pos E
	for i := range out.Data {
		off := a.Off
		for k := range na {
			kk := k + nd - na
			off += (pos[kk] % src[kk]) * a.Strides[k]
		}
		out.Data[i] = a.Data[off]
		for k := nd - 1; k >= 0; k-- {
			pos[k]++
			if pos[k] < shape[k] {
				break
			}
			pos[k] = 0
		}
	}
	return out
}

// Dstack returns np.dstack(parts) of 0-d, 1-d or 2-d arrays: they are stacked along a third
// axis, a 0-d array read as shape (1, 1, 1), a 1-d array of length n as (1, n, 1) and a 2-d
// one of shape (m, n) as (m, n, 1).
func Dstack[T Elem, D Dims](parts ...Array[T, D]) Array[T, [3]int] {
	var p0 D
	rows, cols := 1, 0
	as3 := func(a Array[T, D]) (int, int) {
		switch len(p0) {
		case 0: // as Numba's np.hstack(arrays).reshape(1, 1, -1)
			return 1, 1
		case 1:
			return 1, lead(a.Shape)
		}
		second := 1
		return lead(a.Shape), a.Shape[second]
	}
	rows, cols = as3(parts[0])
	for _, p := range parts[1:] {
		if r, c := as3(p); r != rows || c != cols {
			panic(&ValueError{Msg: "np.stack(): all input arrays must have the same shape"})
		}
	}
	k := len(parts)
	out := Empty[T]([3]int{rows, cols, k})
	for j, p := range parts {
		s := redSeq(p)
		for i, v := range s {
			out.Data[i*k+j] = v
		}
	}
	return out
}

// ColumnStack returns np.column_stack(parts): 1-d arrays become the columns of a matrix, 2-d
// arrays are joined along their second axis.
func ColumnStack[T Elem, D Dims](parts ...Array[T, D]) Matrix[T] {
	var p0 D
	var cols []Matrix[T]
	rows := -1
	for _, p := range parts {
		s := redSeq(p)
		var m Matrix[T]
		if len(p0) == 1 {
			m = FromData(s, [2]int{len(s), 1})
		} else {
			second := 1
			m = FromData(s, [2]int{lead(p.Shape), p.Shape[second]})
		}
		if rows >= 0 && m.Shape[0] != rows {
			panic(&ValueError{Msg: "np.concatenate(): input sizes over dimension 0 do not match"})
		}
		rows = m.Shape[0]
		cols = append(cols, m)
	}
	return Concatenate(1, cols...)
}

// Append returns np.append(a, v) without an axis: the elements of a then those of v, in C order.
func Append[T Elem, D, E Dims](a Array[T, D], v Array[T, E]) Vector[T] {
	s, t := redSeq(a), redSeq(v)
	r := Empty[T]([1]int{len(s) + len(t)})
	copy(r.Data, s)
	copy(r.Data[len(s):], t)
	return r
}

// ArrayEqual returns np.array_equal(a, b): whether a and b have one shape and equal elements.
func ArrayEqual[T Elem, D, E Dims](a Array[T, D], b Array[T, E]) bool {
	if len(a.Shape) != len(b.Shape) {
		return false
	}
	for k := range len(a.Shape) {
		if a.Shape[k] != b.Shape[k] {
			return false
		}
	}
	s, t := redSeq(a), redSeq(b)
	for i := range s {
		if s[i] != t[i] {
			return false
		}
	}
	return true
}

// ExpandDims returns np.expand_dims(a, axis): a view of a with a new axis of length 1 at axis
// (negative counts from the end of the result's axes).
func ExpandDims[E Dims, T Elem, D Dims](a Array[T, D], axis int) Array[T, E] {
	var shape, strides E
	nd := len(shape)
	if axis < 0 {
		axis += nd
	}
	if axis < 0 || axis >= nd {
		panic(&ValueError{Msg: fmt.Sprintf("axis %d is out of bounds for array of dimension %d", axis, nd)})
	}
	j := 0
	for k := range nd {
		if k == axis {
			shape[k], strides[k] = 1, 0
			continue
		}
		shape[k], strides[k] = a.Shape[j], a.Strides[j]
		j++
	}
	return Array[T, E]{Data: a.Data, Off: a.Off, Shape: shape, Strides: strides}
}

// Around returns np.around(x, decimals) as Numba: CPython's algorithm, x scaled by a power of
// ten, rounded half to even and scaled back.
func Around(x float64, decimals int) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	if decimals >= 0 {
		pow1, pow2 := math.Pow(10.0, float64(decimals)), 1.0
		if decimals > 22 {
			pow1, pow2 = math.Pow(10.0, float64(decimals-22)), 1e22
		}
		y := (x * pow1) * pow2
		if math.IsInf(y, 0) {
			return x
		}
		return (math.RoundToEven(y) / pow2) / pow1
	}
	pow1 := math.Pow(10.0, float64(-decimals))
	return math.RoundToEven(x/pow1) * pow1
}

// AroundInt returns np.around(x, decimals) of an integer with decimals given, as Numba 0.56 computes it: Around of x
// as a float64, converted back to T (toward zero). Without decimals Numba returns x itself.
func AroundInt[T Integer](x T, decimals int) T { return T(Around(float64(x), decimals)) }

// AroundComplex returns np.around(z, decimals) of a complex number as Numba 0.56: each part rounded by Around (with
// no decimals, Around(x, 0) is the rint Numba uses), in T's precision.
func AroundComplex[T Complex](z T, decimals int) T {
	if unsafe.Sizeof(z) == 8 {
		c := complex64(z)
		return T(complex(float32(Around(float64(real(c)), decimals)), float32(Around(float64(imag(c)), decimals))))
	}
	c := complex128(z)
	return T(complex(Around(real(c), decimals), Around(imag(c), decimals)))
}

// AroundFloat returns np.around(x, decimals) of a float of type T: Around in float64, converted back to T.
func AroundFloat[T Float](x T, decimals int) T { return T(Around(float64(x), decimals)) }

// AroundIntoFunc returns np.around(a, decimals, out) as Numba 0.56: round (AroundFloat, AroundInt, AroundComplex) of
// each element, converted by conv into out's dtype and stored into out, which it returns. An out of another shape
// panics with Numba's *ValueError "invalid output shape".
func AroundIntoFunc[T, U Elem, D Dims](a Array[T, D], decimals int, out Array[U, D], round func(T, int) T, conv func(T) U) Array[U, D] {
	if a.Shape != out.Shape {
		panic(&ValueError{Msg: "invalid output shape"})
	}
	r := Empty[U](a.Shape)
	for i, v := range redSeq(a) {
		r.Data[i] = conv(round(v, decimals))
	}
	Assign(out, r)
	return out
}

// AroundArray returns np.around(a, decimals) of a float array, element by element.
func AroundArray[T Float, D Dims](a Array[T, D], decimals int) Array[T, D] {
	r := Empty[T](a.Shape)
	for i, v := range redSeq(a) {
		r.Data[i] = T(Around(float64(v), decimals))
	}
	return r
}

// TakeFlat returns np.take(a, i) for one index: the element at i of a in C order (negative
// counts from the end). An index out of range panics with *IndexError.
func TakeFlat[T Elem, D Dims](a Array[T, D], i int) T {
	n := a.Size()
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		panic(&IndexError{Msg: "Index out of bounds"})
	}
	var pos D
	for d := len(pos) - 1; d >= 0; d-- {
		pos[d] = i % a.Shape[d]
		i /= a.Shape[d]
	}
	off := a.Off
	for d := range len(pos) {
		off += pos[d] * a.Strides[d]
	}
	return a.Data[off]
}

// Item returns a.item(): the one element of a; an array of another size panics with
// *ValueError, as NumPy.
func Item[T Elem, D Dims](a Array[T, D]) T {
	if a.Size() != 1 {
		panic(&ValueError{Msg: "item(): can only convert an array of size 1 to a Python scalar"})
	}
	return TakeFlat(a, 0)
}

// ArrayTruth returns the truth of a as a condition (if a:, not a, bool(a)), as Numba tests it:
// its one element's, false when a is empty, and a *ValueError when a has more than one element.
func ArrayTruth[T Elem, D Dims](a Array[T, D]) bool {
	switch a.Size() {
	case 0:
		return false
	case 1:
		var zero T
		return TakeFlat(a, 0) != zero
	}
	panic(&ValueError{Msg: "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()"})
}

// Itemset stores v into the only element of a, as a.itemset(v); an array of another size
// panics with Numba's *ValueError.
func Itemset[T Elem, D Dims](a Array[T, D], v T) {
	if a.Size() != 1 {
		panic(&ValueError{Msg: "itemset(): can only write to an array of size 1"})
	}
	a.Data[a.Off] = v
}

// TakeMany returns np.take(a, idx) for an array of indexes: the elements of a in C order at
// each index, in an array of idx's shape, with Numba's *IndexError "Index out of bounds".
func TakeMany[T Elem, D Dims, I IntElem, E Dims](a Array[T, D], idx Array[I, E]) Array[T, E] {
	r := Empty[T](idx.Shape)
	j := 0
	idx.Each(func(off int) {
		r.Data[j] = TakeFlat(a, int(idx.Data[off]))
		j++
	})
	return r
}

// AroundInto is np.around(a, decimals, out): AroundArray written into out, which it returns.
// An out of another shape panics with *ValueError.
func AroundInto[T Float, D Dims](a Array[T, D], decimals int, out Array[T, D]) Array[T, D] {
	if a.Shape != out.Shape {
		panic(&ValueError{Msg: "invalid output shape"})
	}
	r := AroundArray(a, decimals)
	Assign(out, r)
	return out
}

// RollAxis returns np.roll(a, shift, axis): the elements moved shift places along axis
// (negative counts from the end), wrapping around, in a new C-ordered array.
func RollAxis[T Elem, D Dims](a Array[T, D], shift, axis int) Array[T, D] {
	nd := len(a.Shape)
	if axis < 0 {
		axis += nd
	}
	if axis < 0 || axis >= nd {
		panic(&ValueError{Msg: fmt.Sprintf("axis %d is out of bounds for array of dimension %d", axis, nd)})
	}
	r := Empty[T](a.Shape)
	n := a.Shape[axis]
	if len(r.Data) == 0 {
		return r
	}
	s := ((shift % n) + n) % n
	var pos D
	for i := range r.Data {
		off := a.Off
		for d := range nd {
			p := pos[d]
			if d == axis {
				p = (p - s + n) % n
			}
			off += p * a.Strides[d]
		}
		r.Data[i] = a.Data[off]
		for d := nd - 1; d >= 0; d-- {
			pos[d]++
			if pos[d] < a.Shape[d] {
				break
			}
			pos[d] = 0
		}
	}
	return r
}

// Unpack returns the elements of the vector a for x, y, z = a; a length other than n panics
// with Numba's *ValueError (which has no message).
func Unpack[T Elem](a Vector[T], n int) []T {
	if a.Shape[0] != n {
		panic(&ValueError{})
	}
	r := make([]T, n)
	for i := range r {
		r[i] = a.Data[a.Off+i*a.Strides[0]]
	}
	return r
}

// Contains returns v in a: whether some element of a equals v.
func Contains[T Elem, D Dims](a Array[T, D], v T) bool {
	for _, x := range redSeq(a) {
		if x == v {
			return true
		}
	}
	return false
}
