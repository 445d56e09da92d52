package kernels

import (
	"fmt"
	"math"
)

// NumPy functions as Numba 0.56 implements them (numba/np/arraymath.py, arrayobj.py, linalg.py). Where Numba's
// results differ from NumPy's, these follow Numba; each function's comment says where.

// Cumsum returns np.cumsum(a): the running sums of the elements in C order, as a new vector, accumulated in T.
// Every element of the result is written, so it is allocated without zeroing.
func Cumsum[T Number, D Dims](a Array[T, D]) Vector[T] {
	out := Uninit[T]([1]int{a.Size()})
	if s, ok := redFlat(a); ok {
		cumsumRun(out.Data, s, 0, len(s), 1, 0)
		return out
	}
	var c T
	dst := out.Data
	a.Runs(func(off, n, stride int) {
		c, dst = cumsumRun(dst, a.Data, off, n, stride, c), dst[n:]
	})
	return out
}

// Cumprod returns np.cumprod(a): the running products of the elements in C order, as a new vector, accumulated in T.
func Cumprod[T Number, D Dims](a Array[T, D]) Vector[T] {
	out := Uninit[T]([1]int{a.Size()})
	if s, ok := redFlat(a); ok {
		cumprodRun(out.Data, s, 0, len(s), 1, 1)
		return out
	}
	c := T(1)
	dst := out.Data
	a.Runs(func(off, n, stride int) {
		c, dst = cumprodRun(dst, a.Data, off, n, stride, c), dst[n:]
	})
	return out
}

// Diff returns np.diff(a, n): the n-th discrete difference, of length max(len(a) - n, 0), computed as Numba does
// (first differences of a, then repeated differences in a work buffer, in T). n == 0 returns a copy; a negative n
// panics with *ValueError "diff(): order must be non-negative".
func Diff[T Number](a Vector[T], n int) Vector[T] {
	if n == 0 {
		return a.Copy()
	}
	if n < 0 {
		panic(&ValueError{Msg: "diff(): order must be non-negative"})
	}
	size := a.Shape[0]
	m := size - n
	if m < 0 {
		m = 0
	}
	out := Empty[T]([1]int{m})
	if m == 0 {
		return out
	}
	work := make([]T, size)
	off, st := a.Off, a.Strides[0]
	for i := 0; i < size-1; i++ {
		work[i] = a.Data[off+st] - a.Data[off]
		off += st
	}
	for it := 1; it < n; it++ {
		for i := 0; i < size-it-1; i++ {
			work[i] = work[i+1] - work[i]
		}
	}
	copy(out.Data, work[:m])
	return out
}

// fnSearch is Numba's searchsorted_inner: the insertion point of v in a[:n], starting from the previous result lo
// when the previous key vLast is smaller than v. A NaN key gives the index after the last non-NaN element for both
// sides (NumPy gives n for side='right').
func fnSearch[T Real](a []T, v, vLast T, lo, hi, n int, right bool) int {
	if v != v {
		for i := n; i > 0; i-- {
			if a[i-1] == a[i-1] {
				return i
			}
		}
		return 0
	}
	if vLast < v {
		hi = n
	} else {
		lo = 0
		if hi < n {
			hi++
		} else {
			hi = n
		}
	}
	for hi > lo {
		mid := (lo + hi) >> 1
		if a[mid] < v || (right && a[mid] == v) {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// Searchsorted returns np.searchsorted(a, v, side) (side='right' when right is set) for a scalar v, as Numba computes
// it: a binary search on a, which must be sorted (NaNs last). A NaN v gives the index of the first NaN in a (len(a)
// if none) for either side, where NumPy gives len(a) for side='right'.
func Searchsorted[T Real](a Vector[T], v T, right bool) int64 {
	s := a.Slice()
	return int64(fnSearch(s, v, v, 0, len(s), len(s), right))
}

// SearchsortedMany returns np.searchsorted(a, v, side) for a vector of keys, as Numba computes it: each search starts
// from the previous result when the keys increase.
func SearchsortedMany[T Real, D Dims](a Vector[T], v Array[T, D], right bool) Array[int64, D] {
	s := a.Slice()
	n := len(s)
	vs := redSeq(v) // C order, as Numba's np.nditer((v, out)) with a C-ordered out
	out := Empty[int64](v.Shape)
	if len(vs) == 0 {
		return out
	}
	last := vs[0]
	lo := 0
	for i, x := range vs {
		lo = fnSearch(s, x, last, lo, n, n, right)
		out.Data[i] = int64(lo)
		last = x
	}
	return out
}

// Unique returns np.unique(a) as Numba computes it: the flattened elements sorted (Numba's quicksort), keeping each
// element that differs from its predecessor. NaNs never equal each other, so every NaN is kept, where NumPy 1.24
// keeps one; of 0.0 and -0.0 the one the sort puts first is kept.
func Unique[T Real, D Dims](a Array[T, D]) Vector[T] {
	b := a.Copy().Data
	sortQuick(b)
	if len(b) == 0 {
		return FromSlice(b)
	}
	w := 1
	prev := b[0]
	for i := 1; i < len(b); i++ {
		x := b[i]
		if prev != x {
			b[w] = x
			w++
		}
		prev = x
	}
	return FromSlice(b[:w:w])
}

// Histogram returns np.histogram(a, bins) (np.histogram(a, bins, (lo, hi)) when hasRange is set) with Numba's
// algorithm for an integer bin count, which differs from NumPy's:
//
//   - without a range, lo and hi are the smallest and largest elements, ignoring NaNs, and are not widened when they
//     are equal: all the counts are then zero and every edge is lo (NumPy widens the range by 0.5 on each side);
//     an empty array gives the range (inf, -inf) and so the error below (NumPy uses (0, 1));
//   - an element v goes to bin floor((v - lo) * (bins / (hi - lo))) when that is in [0, bins), or to the last bin
//     when v == hi; others (NaN included) are not counted;
//   - the edges are Numba's np.linspace(lo, hi, bins + 1): lo + i*((hi - lo)/bins), with hi itself last.
//
// bins <= 0 panics with *ValueError "histogram(): `bins` should be a positive integer" and lo > hi (or a NaN bound)
// with *ValueError "histogram(): max must be larger than min in range parameter", checked in that order.
func Histogram[T Real, D Dims](a Array[T, D], bins int, lo, hi float64, hasRange bool) (hist Vector[int64], edges Vector[float64]) {
	s, ok := redNditer(a) // Numba walks a with np.nditer: memory order for 'F' arrays
	if !ok {
		s = redSeq(a)
	}
	if !hasRange {
		lo, hi = math.Inf(1), math.Inf(-1)
		for _, x := range s {
			v := float64(x)
			if lo > v {
				lo = v
			}
			if hi < v {
				hi = v
			}
		}
	}
	if bins <= 0 {
		panic(&ValueError{Msg: "histogram(): `bins` should be a positive integer"})
	}
	if !(lo <= hi) {
		panic(&ValueError{Msg: "histogram(): max must be larger than min in range parameter"})
	}
	hist = Empty[int64]([1]int{bins})
	if hi > lo {
		ratio := float64(bins) / (hi - lo)
		nb := float64(bins)
		for _, x := range s {
			v := float64(x)
			b := math.Floor((v - lo) * ratio)
			if 0 <= b && b < nb {
				hist.Data[int(b)]++
			} else if v == hi {
				hist.Data[bins-1]++
			}
		}
	}
	return hist, fnLinspace(lo, hi, bins+1)
}

// fnLinspace is Numba's np.linspace(start, stop, num) for floats.
func fnLinspace(start, stop float64, num int) Vector[float64] {
	out := Empty[float64]([1]int{num})
	if num == 0 {
		return out
	}
	div := num - 1
	if div > 0 {
		step := (stop - start) / float64(div)
		for i := range out.Data {
			out.Data[i] = start + float64(float64(i)*step)
		}
	} else {
		out.Data[0] = start
	}
	if num > 1 {
		out.Data[num-1] = stop
	}
	return out
}

// fnLikelyInCacheSize is LIKELY_IN_CACHE_SIZE of NumPy's binary_search_with_guess.
const fnLikelyInCacheSize = 8

// fnSearchGuess is NumPy's binary_search_with_guess as Numba transcribes it: the index j with arr[j] <= key <
// arr[j+1], -1 below arr[0], len(arr) above arr[len-1].
func fnSearchGuess(key float64, arr []float64, guess int) int {
	length := len(arr)
	imin, imax := 0, length
	if key > arr[length-1] {
		return length
	} else if key < arr[0] {
		return -1
	}
	if length <= 4 {
		i := 1
		for i < length && key >= arr[i] {
			i++
		}
		return i - 1
	}
	if guess > length-3 {
		guess = length - 3
	}
	if guess < 1 {
		guess = 1
	}
	if key < arr[guess] {
		if key < arr[guess-1] {
			imax = guess - 1
			if guess > fnLikelyInCacheSize && key >= arr[guess-fnLikelyInCacheSize] {
				imin = guess - fnLikelyInCacheSize
			}
		} else {
			return guess - 1
		}
	} else {
		if key < arr[guess+1] {
			return guess
		}
		if key < arr[guess+2] {
			return guess + 1
		}
		imin = guess + 2
		if guess < length-fnLikelyInCacheSize-1 && key < arr[guess+fnLikelyInCacheSize] {
			imax = guess + fnLikelyInCacheSize
		}
	}
	for imin < imax {
		imid := imin + ((imax - imin) >> 1)
		if key >= arr[imid] {
			imin = imid + 1
		} else {
			imax = imid
		}
	}
	return imin - 1
}

// fnInterpArgs checks xp and fp as np.interp does and returns their elements.
func fnInterpArgs(xp, fp Vector[float64]) (dx, dy []float64) {
	dx, dy = xp.Slice(), fp.Slice()
	if len(dx) == 0 {
		panic(&ValueError{Msg: "array of sample points is empty"})
	}
	if len(dx) != len(dy) {
		panic(&ValueError{Msg: "fp and xp are not of the same size."})
	}
	return dx, dy
}

// fnInterpOne interpolates at x (len(dx) >= 2) starting the search from guess j, and returns the value and the next
// guess.
func fnInterpOne(x float64, dx, dy []float64, j int) (float64, int) {
	if x != x {
		return x, j
	}
	n := len(dx)
	j = fnSearchGuess(x, dx, j)
	switch {
	case j == -1:
		return dy[0], j
	case j == n:
		return dy[n-1], j
	case j == n-1:
		return dy[j], j
	case dx[j] == x:
		return dy[j], j
	}
	slope := (dy[j+1] - dy[j]) / (dx[j+1] - dx[j])
	r := float64(slope*(x-dx[j])) + dy[j]
	if r != r {
		r = float64(slope*(x-dx[j+1])) + dy[j+1]
		if r != r && dy[j] == dy[j+1] {
			r = dy[j]
		}
	}
	return r, j
}

// Interp returns np.interp(x, xp, fp) for a scalar x with NumPy's algorithm (as Numba transcribes it): fp[0] left of
// xp[0], fp[-1] right of xp[-1], NaN for a NaN x, and when the slope makes the result NaN, the interpolation from the
// right end of the interval instead. xp must be increasing. An empty xp panics with *ValueError "array of sample
// points is empty", different lengths with *ValueError "fp and xp are not of the same size.".
func Interp(x float64, xp, fp Vector[float64]) float64 {
	dx, dy := fnInterpArgs(xp, fp)
	if len(dx) == 1 {
		return dy[0]
	}
	r, _ := fnInterpOne(x, dx, dy, 0)
	return r
}

// InterpMany returns np.interp(x, xp, fp) for a vector x, as Interp does for each element (each search starts from
// the previous element's interval, which gives the same results).
func InterpMany[D Dims](x Array[float64, D], xp, fp Vector[float64]) Array[float64, D] {
	dx, dy := fnInterpArgs(xp, fp)
	xs := redSeq(x)
	out := Empty[float64](x.Shape)
	if len(dx) == 1 {
		for i := range out.Data {
			out.Data[i] = dy[0]
		}
		return out
	}
	j := 0
	for i, v := range xs {
		out.Data[i], j = fnInterpOne(v, dx, dy, j)
	}
	return out
}

// IsClose reports whether a and b are equal within the tolerance |a - b| <= atol + rtol*|b|, as Numba's
// np.allclose compares elements (np.isclose itself is not supported by Numba 0.56): infinities are close only to
// themselves, and NaNs to each other only when equalNaN is set.
func IsClose(a, b, rtol, atol float64, equalNaN bool) bool {
	an, bn := a != a, b != b
	if an != bn {
		return false
	}
	if an {
		return equalNaN
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		return a == b
	}
	return !(math.Abs(a-b) > atol+float64(rtol*math.Abs(b)))
}

// AllClose returns np.allclose(a, b, rtol, atol, equalNaN): whether IsClose holds for every pair of elements of a
// and b broadcast against each other (true when the broadcast shape is empty). Shapes that do not broadcast panic
// with NumPy's ValueError.
func AllClose[D, E Dims](a Array[float64, D], b Array[float64, E], rtol, atol float64, equalNaN bool) bool {
	ok := true
	broadcastPairs(a, b, func(_, oa, ob int) bool {
		ok = IsClose(a.Data[oa], b.Data[ob], rtol, atol, equalNaN)
		return ok
	})
	return ok
}

// IsCloseArrays returns np.isclose(a, b, rtol, atol, equalNaN) of two arrays broadcast against each
// other, as a new C-contiguous array of the broadcast shape R.
func IsCloseArrays[R, D, E Dims](a Array[float64, D], b Array[float64, E], rtol, atol float64, equalNaN bool) Array[bool, R] {
	out := Empty[bool](BroadcastShapes[R](Dims2Slice(a.Shape), Dims2Slice(b.Shape)))
	broadcastPairs(a, b, func(i, oa, ob int) bool {
		out.Data[i] = IsClose(a.Data[oa], b.Data[ob], rtol, atol, equalNaN)
		return true
	})
	return out
}

// broadcastPairs broadcasts the shapes of a and b against each other (a ValueError if they do
// not broadcast, with np.allclose's message), then calls visit for every element of the broadcast
// shape in C order, with the element's flat index and the offsets of the elements of a and b it
// pairs, until visit returns false.
func broadcastPairs[T, U Elem, D, E Dims](a Array[T, D], b Array[U, E], visit func(i, oa, ob int) bool) {
	// The broadcast shape and each operand's strides in it (0 along broadcast dimensions), right-aligned.
	var shape, sa, sb [32]int
	nd := max(len(a.Shape), len(b.Shape))
	total := 1
	for k := 0; k < nd; k++ {
		na, nb := 1, 1
		if ka := k - (nd - len(a.Shape)); ka >= 0 {
			na, sa[k] = a.Shape[ka], a.Strides[ka]
		}
		if kb := k - (nd - len(b.Shape)); kb >= 0 {
			nb, sb[k] = b.Shape[kb], b.Strides[kb]
		}
		switch {
		case na == nb:
			shape[k] = na
		case na == 1:
			shape[k] = nb
		case nb == 1:
			shape[k] = na
		default:
			panic(&ValueError{Msg: "shape mismatch: objects cannot be broadcast to a single shape"})
		}
		if na == 1 {
			sa[k] = 0
		}
		if nb == 1 {
			sb[k] = 0
		}
		total *= shape[k]
	}
	if total == 0 {
		return
	}
	var idx [32]int
	oa, ob := a.Off, b.Off
	for i := 0; ; i++ {
		if !visit(i, oa, ob) {
			return
		}
		k := nd - 1
		for ; k >= 0; k-- {
			idx[k]++
			oa += sa[k]
			ob += sb[k]
			if idx[k] < shape[k] {
				break
			}
			oa -= idx[k] * sa[k]
			ob -= idx[k] * sb[k]
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

// fnCopy copies src into dst, which have the same shape, element by element.
func fnCopy[T Elem, D Dims](dst, src Array[T, D]) {
	n := src.Size()
	if n == 0 {
		return
	}
	if dst.IsC() && src.IsC() {
		copy(dst.Data[dst.Off:dst.Off+n], src.Data[src.Off:src.Off+n])
		return
	}
	var idx D
	last := len(src.Shape) - 1
	m, ds, ss := src.Shape[last], dst.Strides[last], src.Strides[last]
	od, os := dst.Off, src.Off
	for {
		d, s := od, os
		for i := 0; i < m; i++ {
			dst.Data[d] = src.Data[s]
			d += ds
			s += ss
		}
		k := last - 1
		for ; k >= 0; k-- {
			idx[k]++
			od += dst.Strides[k]
			os += src.Strides[k]
			if idx[k] < src.Shape[k] {
				break
			}
			od -= idx[k] * dst.Strides[k]
			os -= idx[k] * src.Strides[k]
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

// Concatenate returns np.concatenate(arrays, axis): a new C-ordered array. The errors are Numba's: an axis out of
// bounds panics with *IndexError "np.concatenate(): axis out of bounds", and shapes that differ off the axis with
// *ValueError "np.concatenate(): input sizes over dimension 1 do not match" (the first such dimension); no arrays at
// all with NumPy's *ValueError "need at least one array to concatenate".
func Concatenate[T Elem, D Dims](axis int, arrays ...Array[T, D]) Array[T, D] {
	if len(arrays) == 0 {
		panic(&ValueError{Msg: "need at least one array to concatenate"})
	}
	nd := len(arrays[0].Shape)
	if axis < 0 {
		axis += nd
	}
	if axis < 0 || axis >= nd {
		panic(&IndexError{Msg: "np.concatenate(): axis out of bounds"})
	}
	shape := arrays[0].Shape
	for k := 0; k < nd; k++ {
		for _, a := range arrays[1:] {
			if k == axis {
				shape[k] += a.Shape[k]
			} else if a.Shape[k] != shape[k] {
				panic(&ValueError{Msg: fmt.Sprintf("np.concatenate(): input sizes over dimension %d do not match", k)})
			}
		}
	}
	out := Empty[T](shape)
	pos := 0
	for _, a := range arrays {
		dst := Array[T, D]{Data: out.Data, Off: pos * out.Strides[axis], Shape: a.Shape, Strides: out.Strides}
		fnCopy(dst, a)
		pos += a.Shape[axis]
	}
	return out
}

// Stack returns np.stack(arrays, axis): the arrays, which must have the same shape, joined along a new axis; E must
// have one more dimension than D. The errors are Numba's: *IndexError "np.stack(): axis out of bounds" and
// *ValueError "np.stack(): all input arrays must have the same shape"; no arrays at all gives NumPy's *ValueError
// "need at least one array to stack".
func Stack[E Dims, T Elem, D Dims](axis int, arrays ...Array[T, D]) Array[T, E] {
	var shape E
	if len(arrays) == 0 {
		panic(&ValueError{Msg: "need at least one array to stack"})
	}
	nd := len(shape)
	if nd != len(arrays[0].Shape)+1 {
		panic(fmt.Sprintf("kernels: np.stack of %d-dimensional arrays has %d dimensions, not %d",
			len(arrays[0].Shape), len(arrays[0].Shape)+1, nd))
	}
	if axis < 0 {
		axis += nd
	}
	if axis < 0 || axis >= nd {
		panic(&IndexError{Msg: "np.stack(): axis out of bounds"})
	}
	first := arrays[0].Shape
	for _, a := range arrays[1:] {
		if a.Shape != first {
			panic(&ValueError{Msg: "np.stack(): all input arrays must have the same shape"})
		}
	}
	for k := 0; k < nd; k++ {
		switch {
		case k < axis:
			shape[k] = first[k]
		case k == axis:
			shape[k] = len(arrays)
		default:
			shape[k] = first[k-1]
		}
	}
	out := Empty[T](shape)
	var strides D
	for k := 0; k < nd-1; k++ {
		if k < axis {
			strides[k] = out.Strides[k]
		} else {
			strides[k] = out.Strides[k+1]
		}
	}
	for i, a := range arrays {
		fnCopy(Array[T, D]{Data: out.Data, Off: i * out.Strides[axis], Shape: first, Strides: strides}, a)
	}
	return out
}

// Hstack returns np.hstack(arrays): Concatenate along axis 0 for vectors, along axis 1 otherwise (with
// Concatenate's errors, as in Numba).
func Hstack[T Elem, D Dims](arrays ...Array[T, D]) Array[T, D] {
	var d D
	if len(d) == 1 {
		return Concatenate(0, arrays...)
	}
	return Concatenate(1, arrays...)
}

// Vstack returns np.vstack(arrays): for 0-d arrays, a column (E is [2]int); for vectors, Stack along axis 0 into a matrix (E is [2]int; Stack's errors, as in
// Numba); otherwise Concatenate along axis 0 (E is D's type).
func Vstack[E Dims, T Elem, D Dims](arrays ...Array[T, D]) Array[T, E] {
	var d D
	switch len(d) {
	case 0: // 0-d arrays make one column, as Numba's np.expand_dims(np.hstack(arrays), 1)
		s := Stack[[1]int](0, arrays...)
		r := Array[T, E]{Data: s.Data}
		if len(r.Shape) != 2 {
			panic(fmt.Sprintf("kernels: np.vstack of 0-d arrays has 2 dimensions, not %d", len(r.Shape)))
		}
		rows, col := 0, 1 // variables: E may be [0]int in another instantiation
		r.Shape[rows], r.Shape[col], r.Strides[rows], r.Strides[col] = len(arrays), 1, 1, 1
		return r
	case 1:
		return Stack[E](0, arrays...)
	}
	c := Concatenate(0, arrays...)
	var e E
	if len(e) != len(d) {
		panic(fmt.Sprintf("kernels: np.vstack of %d-dimensional arrays has %d dimensions, not %d", len(d), len(d), len(e)))
	}
	r := Array[T, E]{Data: c.Data, Off: c.Off}
	for k := 0; k < len(e); k++ {
		r.Shape[k], r.Strides[k] = c.Shape[k], c.Strides[k]
	}
	return r
}

// Clip returns np.clip(a, lo, hi) as Numba computes it: min(max(v, lo), hi) with Python's min and max, so a NaN
// element stays NaN, a NaN bound is ignored, and when lo > hi every element becomes hi. The result is a new C-ordered
// array.
func Clip[T Real, D Dims](a Array[T, D], lo, hi T) Array[T, D] {
	out := Empty[T](a.Shape)
	if s, ok := redFlat(a); ok {
		for i, v := range s {
			out.Data[i] = fnClip(v, lo, hi)
		}
		return out
	}
	i := 0
	a.Each(func(off int) {
		out.Data[i] = fnClip(a.Data[off], lo, hi)
		i++
	})
	return out
}

// fnClip is min(max(v, lo), hi) with Python's min and max.
func fnClip[T Real](v, lo, hi T) T {
	if lo > v {
		v = lo
	}
	if hi < v {
		v = hi
	}
	return v
}

// Outer returns np.outer(a, b): the matrix of products a.flat[i] * b.flat[j] (Numba accepts vectors and matrices;
// any number of dimensions is flattened here).
func Outer[T Number, D, E Dims](a Array[T, D], b Array[T, E]) Matrix[T] {
	x, y := redSeq(a), redSeq(b)
	out := Empty[T]([2]int{len(x), len(y)})
	m := len(y)
	for i, u := range x {
		row := out.Data[i*m : (i+1)*m]
		for j, v := range y {
			row[j] = u * v
		}
	}
	return out
}

// OuterInto is np.outer(a, b, out=out): the products a[i]*b[j], computed in T, converted by
// conv and stored in out[i, j] (of any layout), which it returns. An out whose shape is not
// (a.size, b.size) panics with a *ValueError (where Numba writes past or short of it unchecked).
func OuterInto[T Number, U Elem, D, E Dims](a Array[T, D], b Array[T, E], out Matrix[U], conv func(T) U) Matrix[U] {
	x, y := redSeq(a), redSeq(b)
	if out.Shape[0] != len(x) || out.Shape[1] != len(y) {
		panic(&ValueError{Msg: fmt.Sprintf("np.outer(): out has shape (%d, %d), not (%d, %d)", out.Shape[0], out.Shape[1], len(x), len(y))})
	}
	for i, u := range x {
		off := out.Off + i*out.Strides[0]
		for _, v := range y {
			out.Data[off] = conv(u * v)
			off += out.Strides[1]
		}
	}
	return out
}

// fnPartition is the partition step of Numba's median selection (arraymath._partition): median-of-three pivot,
// plain < comparisons (NaNs are not ordered specially).
func fnPartition[T Real](A []T, low, high int) int {
	mid := (low + high) >> 1
	if A[mid] < A[low] {
		A[low], A[mid] = A[mid], A[low]
	}
	if A[high] < A[mid] {
		A[high], A[mid] = A[mid], A[high]
	}
	if A[mid] < A[low] {
		A[low], A[mid] = A[mid], A[low]
	}
	pivot := A[mid]
	A[high], A[mid] = A[mid], A[high]
	i, j := low, high-1
	for {
		for i < high && A[i] < pivot {
			i++
		}
		for j >= low && pivot < A[j] {
			j--
		}
		if i >= j {
			break
		}
		A[i], A[j] = A[j], A[i]
		i++
		j--
	}
	A[i], A[high] = A[high], A[i]
	return i
}

// fnSelect is Numba's _select: the k-th smallest element of A[low:high+1], partially sorting A.
func fnSelect[T Real](A []T, k, low, high int) T {
	i := fnPartition(A, low, high)
	for i != k {
		if i < k {
			low = i + 1
		} else {
			high = i - 1
		}
		i = fnPartition(A, low, high)
	}
	return A[k]
}

// fnSelectTwo is Numba's _select_two: the k-th and (k+1)-th smallest elements of A[low:high+1]. It panics with
// *AssertionError (no message) when high <= low, as Numba's assert does.
func fnSelectTwo[T Real](A []T, k, low, high int) (T, T) {
	for {
		if high <= low {
			panic(&AssertionError{})
		}
		i := fnPartition(A, low, high)
		if i < k {
			low = i + 1
		} else if i > k+1 {
			high = i - 1
		} else if i == k {
			fnSelect(A, k+1, i+1, high)
			break
		} else {
			fnSelect(A, k, low, i-1)
			break
		}
	}
	return A[k], A[k+1]
}

// fnMid returns (a + b) / 2 as Numba's median computes it: the sum in T for floats (float32 rounds there), in int64
// or uint64 for integers (wrapping around on overflow), then divided in float64.
func fnMid[T Real](a, b T) float64 {
	switch {
	case redIsFloat[T]():
		return float64(a+b) / 2
	case redIsSigned[T]():
		return float64(int64(a)+int64(b)) / 2
	default:
		return float64(uint64(a)+uint64(b)) / 2
	}
}

// Median returns np.median(a) as Numba computes it: a quickselect on a flattened copy with plain < comparisons, so a
// NaN gives whatever the selection leaves at the middle (NaN or not), where NumPy returns NaN; for an even size the
// mean of the two middle elements with their sum in T's arithmetic (int64 sums wrap around). An empty array panics
// with *AssertionError (no message), as Numba's internal assert does.
func Median[T Real, D Dims](a Array[T, D]) float64 {
	tmp := a.Copy().Data
	n := len(tmp)
	half := n >> 1
	if n&1 == 0 {
		x, y := fnSelectTwo(tmp, half-1, 0, n-1)
		return fnMid(x, y)
	}
	return float64(fnSelect(tmp, half, 0, n-1))
}

// Percentile returns np.percentile(a, q) for a scalar q as Numba computes it (linear interpolation between closest
// ranks, Numba's heuristics for infinities at q = 0 and 100, NaN when a holds a NaN). q outside [0, 100] or NaN panics
// with *ValueError "Percentiles must be in the range [0, 100]"; an empty array panics with *AssertionError (or the
// *ValueError of AMin/AMax for q = 0 and 100).
func Percentile[T Real, D Dims](a Array[T, D], q float64) float64 {
	var out [1]float64
	fnPercentiles(a, []float64{q}, out[:], 1, 100)
	return out[0]
}

// Quantile returns np.quantile(a, q) for a scalar q: Percentile at q*100. q outside [0, 1] or NaN panics with
// *ValueError "Quantiles must be in the range [0, 1]".
func Quantile[T Real, D Dims](a Array[T, D], q float64) float64 {
	var out [1]float64
	fnPercentiles(a, []float64{q}, out[:], 100, 1)
	return out[0]
}

// PercentileMany returns np.percentile(a, q) for a vector q. The q are processed in order on one work array, as in
// Numba.
func PercentileMany[T Real, D Dims](a Array[T, D], q Vector[float64]) Vector[float64] {
	out := Empty[float64](q.Shape)
	fnPercentiles(a, q.Slice(), out.Data, 1, 100)
	return out
}

// QuantileMany returns np.quantile(a, q) for a vector q.
func QuantileMany[T Real, D Dims](a Array[T, D], q Vector[float64]) Vector[float64] {
	out := Empty[float64](q.Shape)
	fnPercentiles(a, q.Slice(), out.Data, 100, 1)
	return out
}

// fnPercentiles is Numba's _collect_percentiles (skip_nan false): the percentiles factor*q of a into out, q checked
// against [0, bound].
func fnPercentiles[T Real, D Dims](a Array[T, D], q, out []float64, factor, bound float64) {
	for _, p := range q {
		if p < 0 || p > bound || p != p {
			if bound == 100 {
				panic(&ValueError{Msg: "Percentiles must be in the range [0, 100]"})
			}
			panic(&ValueError{Msg: "Quantiles must be in the range [0, 1]"})
		}
	}
	tmp := make([]float64, 0, a.Size())
	for _, v := range redSeq(a) {
		tmp = append(tmp, float64(v))
	}
	n := len(tmp)
	for _, v := range tmp {
		if v != v {
			for i := range out {
				out[i] = math.NaN()
			}
			return
		}
	}
	if n == 1 {
		v := tmp[0]
		if math.IsInf(v, 0) {
			v = math.NaN()
		}
		for i := range out {
			out[i] = v
		}
		return
	}
	allFinite := true
	var nPosInf, nNegInf int
	for _, v := range tmp {
		if math.IsInf(v, 1) {
			nPosInf++
			allFinite = false
		} else if math.IsInf(v, -1) {
			nNegInf++
			allFinite = false
		}
	}
	for i, p := range q {
		p *= factor
		var val float64
		switch p {
		case 100:
			val = AMax(FromSlice(tmp))
			if !allFinite && math.IsInf(val, 0) {
				val = math.NaN()
			}
		case 0:
			val = AMin(FromSlice(tmp))
			if !allFinite {
				nFinite := n - (nNegInf + nPosInf)
				if nFinite == 0 || (nPosInf == 1 && n == 2) || nNegInf > 1 ||
					(nFinite == 1 && nPosInf > 1 && nNegInf != 1) {
					val = math.NaN()
				}
			}
		default:
			rank := 1 + float64(float64(n-1)*(p/100))
			f := math.Floor(rank)
			m := rank - f
			k := int(f - 1)
			if k >= n-1 && n >= 2 {
				// Only for q a hair below 100 on a large array, where rank rounds up to n and Numba reads past
				// the end of its work array (times a zero weight): take the largest element.
				k, m = n-2, 1
			}
			lower, upper := fnSelectTwo(tmp, k, 0, n-1)
			val = float64(lower*(1-m)) + float64(upper*m)
		}
		out[i] = val
	}
}
