package kernels

import (
	"fmt"
	"math"
)

// This file holds NumPy functions that view or reshape arrays or pick elements: atleast_nd,
// swapaxes, argwhere, ediff1d, extract, fill_diagonal, nan_to_num, union1d, intersect1d,
// digitize, tril_indices, triu_indices and kron.

// AtLeast returns np.atleast_1d/2d/3d(a): a view with E's number of dimensions, a 1-d array
// of length n read as (1, n) or (1, n, 1), a 2-d one of shape (m, n) as (m, n, 1).
func AtLeast[E Dims, T Elem, D Dims](a Array[T, D]) Array[T, E] {
	var shape, strides E
	nd, na := len(shape), len(a.Shape)
	if nd == na {
		for k := range nd {
			shape[k], strides[k] = a.Shape[k], a.Strides[k]
		}
		return Array[T, E]{Data: a.Data, Off: a.Off, Shape: shape, Strides: strides}
	}
	for k := range nd {
		shape[k] = 1
	}
	start := 0
	if na == 1 || nd == 2 {
		start = nd - na
		if nd == 3 && na == 1 {
			start = 1
		}
	}
	for k := range na {
		shape[start+k], strides[start+k] = a.Shape[k], a.Strides[k]
	}
	return Array[T, E]{Data: a.Data, Off: a.Off, Shape: shape, Strides: strides}
}

// SwapAxes returns np.swapaxes(a, i, j): a view with axes i and j exchanged.
func SwapAxes[T Elem, D Dims](a Array[T, D], i, j int) Array[T, D] {
	nd := len(a.Shape)
	for _, p := range []*int{&i, &j} {
		if *p < 0 {
			*p += nd
		}
		if *p < 0 || *p >= nd {
			panic(&ValueError{Msg: "np.swapaxes: Argument axis1 out of bounds"})
		}
	}
	a.Shape[i], a.Shape[j] = a.Shape[j], a.Shape[i]
	a.Strides[i], a.Strides[j] = a.Strides[j], a.Strides[i]
	return a
}

// Argwhere returns np.argwhere(a): the indexes of the nonzero elements, one row each, in C order.
func Argwhere[T Elem, D Dims](a Array[T, D]) Matrix[int64] {
	idx := NonzeroIndexes(a)
	n, nd := idx[0].Shape[0], len(a.Shape)
	r := Empty[int64]([2]int{n, nd})
	for i := range n {
		for d := range nd {
			r.Data[i*nd+d] = idx[d].Data[i]
		}
	}
	return r
}

// Ediff1d returns np.ediff1d(a): the differences of consecutive elements of a in C order.
func Ediff1d[T Number, D Dims](a Array[T, D]) Vector[T] {
	s := redSeq(a)
	r := Empty[T]([1]int{max(len(s)-1, 0)})
	for i := range r.Data {
		r.Data[i] = s[i+1] - s[i]
	}
	return r
}

// Ediff1dEnds returns np.ediff1d(a, to_end=end, to_begin=begin) as Numba computes it: begin,
// the differences of consecutive elements of a in C order, then end (begin and end already
// raveled and cast to a's dtype; nil when not given). An empty a gives begin then end.
func Ediff1dEnds[T Number, D Dims](a Array[T, D], begin, end []T) Vector[T] {
	s := redSeq(a)
	n := max(len(s)-1, 0)
	r := Empty[T]([1]int{len(begin) + n + len(end)})
	copy(r.Data, begin)
	for i := range n {
		r.Data[len(begin)+i] = s[i+1] - s[i]
	}
	copy(r.Data[len(begin)+n:], end)
	return r
}

// Extract returns np.extract(cond, a): the elements of a in C order where cond, read in C
// order, is nonzero.
func Extract[C, T Elem, D, E Dims](cond Array[C, D], a Array[T, E]) Vector[T] {
	var zero C
	cs, s := redSeq(cond), redSeq(a)
	if len(cs) > len(s) {
		panic(&ValueError{Msg: "condition shape inconsistent with arr shape"})
	}
	out := []T{}
	for i, c := range cs {
		if c != zero {
			out = append(out, s[i])
		}
	}
	return FromSlice(out)
}

// FillDiagonal does np.fill_diagonal(a, v) on a matrix: a[i, i] = v for every i, and with
// wrap the diagonal restarts every m+1 rows of a tall matrix.
func FillDiagonal[T Elem](a Matrix[T], v T, wrap bool) {
	rows, cols := a.Shape[0], a.Shape[1]
	end := rows * cols
	if !wrap {
		end = min(rows, cols) * cols
	}
	for flat := 0; flat < end; flat += cols + 1 {
		i, j := flat/cols, flat%cols
		a.Data[a.Off+i*a.Strides[0]+j*a.Strides[1]] = v
	}
}

// FillDiagonalValues does np.fill_diagonal(a, vals, wrap) as Numba 0.56: the elements of a's
// diagonal (a.flat[0], a.flat[step], ... in C order) take vals in turn, starting over when
// they run out (none: *ZeroDivisionError, as Numba's counter modulo 0). A matrix's diagonal has step cols+1 and, with wrap, restarts every cols+1 rows
// of a tall matrix; an array of more dimensions must have all of one length (else
// *ValueError), and its diagonal steps by 1 + n + n*n + ....
func FillDiagonalValues[T Elem, D Dims](a Array[T, D], vals []T, wrap bool) {
	var end, step int
	first, second := 0, 1 // variables: a constant index out of a 0-d shape's range does not compile
	if len(a.Shape) == 2 {
		rows, cols := a.Shape[first], a.Shape[second]
		step, end = cols+1, rows*cols
		if !wrap {
			end = min(rows, cols) * cols
		}
	} else {
		step, end = 1, 1
		prod := 1
		for k := 0; k < len(a.Shape); k++ {
			if a.Shape[k] != a.Shape[first] {
				panic(&ValueError{Msg: "All dimensions of input must be of equal length"})
			}
			if k < len(a.Shape)-1 {
				prod *= a.Shape[k]
				step += prod
			}
			end *= a.Shape[k]
		}
	}
	if len(vals) == 0 && end > 0 {
		panic(&ZeroDivisionError{Msg: "integer modulo by zero"}) // Numba's ctr % len(val)
	}
	for flat, n := 0, 0; flat < end; flat, n = flat+step, n+1 {
		off, rest := a.Off, flat
		for k := len(a.Shape) - 1; k >= 0; k-- {
			off += rest % a.Shape[k] * a.Strides[k]
			rest /= a.Shape[k]
		}
		a.Data[off] = vals[n%len(vals)]
	}
}

// NanToNum returns np.nan_to_num(a, nan=nan): NaN replaced by nan, infinities by the
// largest finite values of the type.
func NanToNum[T Float, D Dims](a Array[T, D], nan float64) Array[T, D] {
	hi := math.MaxFloat64
	if isFloat32Type[T]() {
		hi = math.MaxFloat32
	}
	r := Empty[T](a.Shape)
	for i, v := range redSeq(a) {
		f := float64(v)
		switch {
		case math.IsNaN(f):
			f = nan
		case math.IsInf(f, 1):
			f = hi
		case math.IsInf(f, -1):
			f = -hi
		}
		r.Data[i] = T(f)
	}
	return r
}

func isFloat32Type[T Float]() bool {
	var z T
	_, ok := any(z).(float32)
	return ok
}

// Union1d returns np.union1d(a, b): the sorted distinct elements of both.
func Union1d[T Real, D, E Dims](a Array[T, D], b Array[T, E]) Vector[T] {
	return Unique(FromSlice(append(append([]T{}, redSeq(a)...), redSeq(b)...)))
}

// Intersect1d returns np.intersect1d(a, b): the sorted distinct elements found in both.
func Intersect1d[T Real, D, E Dims](a Array[T, D], b Array[T, E]) Vector[T] {
	ua, ub := Unique(a), Unique(b)
	out := []T{}
	j := 0
	for _, v := range ua.Data {
		for j < len(ub.Data) && ub.Data[j] < v {
			j++
		}
		if j < len(ub.Data) && ub.Data[j] == v {
			out = append(out, v)
		}
	}
	return FromSlice(out)
}

// Digitize returns np.digitize(x, bins, right) as Numba 0.56 computes it: for each element the index of its bin by
// binary search, in bins that increase or decrease monotonically (others panic with Numba's *ValueError "bins must
// be monotonically increasing or decreasing"); a NaN element goes to the last bin (increasing bins) or the first
// (decreasing), or with right=True next to the NaN bins.
func Digitize[T, B Real, D Dims](x Array[T, D], bins Vector[B], right bool) Array[int64, D] {
	bs := make([]float64, 0, bins.Shape[0])
	for _, b := range redSeq(bins) {
		bs = append(bs, float64(b))
	}
	n := len(bs)
	inc, dec := true, true
	for i := 1; i < n; i++ {
		inc = inc && !(bs[i-1] > bs[i])
		dec = dec && !(bs[i-1] < bs[i])
		if !inc && !dec {
			panic(&ValueError{Msg: "bins must be monotonically increasing or decreasing"})
		}
	}
	r := Empty[int64](x.Shape)
	for i, v := range redSeq(x) {
		r.Data[i] = int64(digitizeOne(float64(v), bs, right, inc))
	}
	return r
}

// digitizeOne is Numba's digitize_scalar (increasing bins) and digitize_scalar_decreasing.
func digitizeOne(x float64, bs []float64, right, inc bool) int {
	n := len(bs)
	if x != x {
		switch {
		case inc && right:
			for i := n; i > 0; i-- {
				if bs[i-1] == bs[i-1] {
					return i
				}
			}
			return 0
		case inc:
			return n
		case right:
			for i := 0; i < n; i++ {
				if bs[i] == bs[i] {
					return i
				}
			}
			return n
		}
		return 0
	}
	lo, hi := 0, n
	for hi > lo {
		mid := (lo + hi) >> 1
		below := bs[mid] <= x // the bin edge is at or below x
		if right {
			below = bs[mid] < x
		}
		if below == inc {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// TriIndices returns np.tril_indices(n, k, m) (lower) or np.triu_indices: the row and column
// indexes of the triangle, in C order.
func TriIndices(n, k, m int, lower bool) (Vector[int64], Vector[int64]) {
	rows, cols := []int64{}, []int64{}
	for i := range n {
		for j := range m {
			in := j-i <= k
			if !lower {
				in = j-i >= k
			}
			if in {
				rows, cols = append(rows, int64(i)), append(cols, int64(j))
			}
		}
	}
	return FromSlice(rows), FromSlice(cols)
}

// Kron returns np.kron(a, b) of two matrices.
func Kron[T Number](a, b Matrix[T]) Matrix[T] {
	ar, ac, br, bc := a.Shape[0], a.Shape[1], b.Shape[0], b.Shape[1]
	r := Empty[T]([2]int{ar * br, ac * bc})
	cols := ac * bc
	for i := range ar {
		for j := range ac {
			x := a.Data[a.Off+i*a.Strides[0]+j*a.Strides[1]]
			for p := range br {
				for q := range bc {
					r.Data[(i*br+p)*cols+j*bc+q] = x * b.Data[b.Off+p*b.Strides[0]+q*b.Strides[1]]
				}
			}
		}
	}
	return r
}

// CheckFinite returns a, or panics with *ValueError when it holds an infinity or a NaN
// (np.asarray_chkfinite).
func CheckFinite[T Float, D Dims](a Array[T, D]) Array[T, D] {
	for _, v := range redSeq(a) {
		if f := float64(v); math.IsNaN(f) || math.IsInf(f, 0) {
			panic(&ValueError{Msg: "array must not contain infs or NaNs"})
		}
	}
	return a
}

// CheckFiniteComplex is CheckFinite for complex arrays: a part that is an inf or a NaN panics with *ValueError.
func CheckFiniteComplex[T Complex, D Dims](a Array[T, D]) Array[T, D] {
	for _, v := range redSeq(a) {
		z := complex128(v)
		if math.IsNaN(real(z)) || math.IsInf(real(z), 0) || math.IsNaN(imag(z)) || math.IsInf(imag(z), 0) {
			panic(&ValueError{Msg: "array must not contain infs or NaNs"})
		}
	}
	return a
}

// IsNegInf returns np.isneginf(x).
func IsNegInf(x float64) bool { return math.IsInf(x, -1) }

// IsPosInf returns np.isposinf(x).
func IsPosInf(x float64) bool { return math.IsInf(x, 1) }

// IsNegInfArray returns np.isneginf(a) of an array.
func IsNegInfArray[T Real, D Dims](a Array[T, D]) Array[bool, D] {
	r := Empty[bool](a.Shape)
	for i, v := range redSeq(a) {
		r.Data[i] = math.IsInf(float64(v), -1)
	}
	return r
}

// IsPosInfArray returns np.isposinf(a) of an array.
func IsPosInfArray[T Real, D Dims](a Array[T, D]) Array[bool, D] {
	r := Empty[bool](a.Shape)
	for i, v := range redSeq(a) {
		r.Data[i] = math.IsInf(float64(v), 1)
	}
	return r
}

// LogAddExp2 is np.logaddexp2: log2(2**x + 2**y) without overflow.
func LogAddExp2(x, y float64) float64 {
	if x == y {
		return x + 1
	}
	d := x - y
	switch {
	case d > 0:
		return x + math.Log1p(math.Exp2(-d))*math.Log2E
	case d <= 0:
		return y + math.Log1p(math.Exp2(d))*math.Log2E
	}
	return d // NaN
}

// LdexpFloat is np.ldexp(x, e) with e carried as a float64 by the ufunc loop: x * 2**e.
func LdexpFloat(x, e float64) float64 { return math.Ldexp(x, int(e)) }

// Spacing is np.spacing(x): the distance from x to the next float64 away from zero (negative
// for negative x); NaN for infinities and NaN.
func Spacing(x float64) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return math.NaN()
	}
	if math.Signbit(x) {
		return math.Nextafter(x, math.Inf(-1)) - x
	}
	return math.Nextafter(x, math.Inf(1)) - x
}

// Spacingf is np.spacing(x) of a float32: the distance from x to the next float32 away from
// zero (negative for negative x); NaN for infinities and NaN.
func Spacingf(x float32) float32 {
	if math.IsInf(float64(x), 0) || x != x {
		return float32(math.NaN())
	}
	if math.Signbit(float64(x)) {
		return math.Nextafter32(x, float32(math.Inf(-1))) - x
	}
	return math.Nextafter32(x, float32(math.Inf(1))) - x
}

// Lcm is np.lcm(a, b): the least common multiple of |a| and |b|, 0 when either is 0.
func Lcm[T Integer](a, b T) T {
	g := Gcd(a, b)
	if g == 0 {
		return 0
	}
	r := a / g * b
	if r < 0 {
		r = -r
	}
	return r
}

// SelectArrays returns np.select(conds, choices, def): each element from the first choice
// whose condition holds there, else def. The arrays must have one shape.
func SelectArrays[C, T Elem, D Dims](conds []Array[C, D], choices []Array[T, D], def T) Array[T, D] {
	if len(conds) != len(choices) {
		panic(&ValueError{Msg: "list of cases must be same length as list of conditions"})
	}
	if len(choices) == 0 {
		panic(&IndexError{Msg: "getitem out of range"}) // Numba reads choicelist[0]
	}
	r := Full(choices[0].Shape, def)
	var zero C
	for i := len(conds) - 1; i >= 0; i-- {
		if conds[i].Shape != r.Shape || choices[i].Shape != r.Shape {
			panic(&ValueError{Msg: "shape mismatch: objects cannot be broadcast to a single shape"})
		}
		cs, xs := redSeq(conds[i]), redSeq(choices[i])
		for j, c := range cs {
			if c != zero {
				r.Data[j] = xs[j]
			}
		}
	}
	return r
}

// imagOf returns the imaginary part of v, 0 for real types.
func imagOf[T Elem](v T) float64 {
	switch x := any(v).(type) {
	case complex64:
		return float64(imag(x))
	case complex128:
		return imag(x)
	}
	return 0
}

// IsComplexArray returns np.iscomplex(a): whether each element has a nonzero imaginary part.
func IsComplexArray[T Elem, D Dims](a Array[T, D]) Array[bool, D] {
	r := Empty[bool](a.Shape)
	for i, v := range redSeq(a) {
		r.Data[i] = imagOf(v) != 0
	}
	return r
}

// IsRealArray returns np.isreal(a): whether each element has a zero imaginary part.
func IsRealArray[T Elem, D Dims](a Array[T, D]) Array[bool, D] {
	r := Empty[bool](a.Shape)
	for i, v := range redSeq(a) {
		r.Data[i] = imagOf(v) == 0
	}
	return r
}

// TakeAlongAxis returns np.take_along_axis(a, idx, axis): out[..., i, ...] = a[..., idx[..., i,
// ...], ...] along axis, the other axes of length 1 broadcast. Negative indexes count from the
// end; out of range ones panic with *IndexError.
func TakeAlongAxis[T Elem, I IntElem, D Dims](a Array[T, D], idx Array[I, D], axis int) Array[T, D] {
	nd := len(a.Shape)
	if axis < 0 {
		axis += nd
	}
	if axis < 0 || axis >= nd {
		panic(&ValueError{Msg: "axis is out of bounds"})
	}
	var shape D
	for d := range nd {
		switch {
		case d == axis:
			shape[d] = idx.Shape[d]
		case a.Shape[d] == idx.Shape[d] || idx.Shape[d] == 1:
			shape[d] = a.Shape[d]
		case a.Shape[d] == 1:
			shape[d] = idx.Shape[d]
		default:
			panic(&ValueError{Msg: "`arr` and `indices` dimensions don't match"})
		}
	}
	out := Empty[T](shape)
	n := a.Shape[axis]
	var pos D
	for o := range out.Data {
		ioff, aoff := idx.Off, a.Off
		for d := range nd {
			if idx.Shape[d] > 1 {
				ioff += pos[d] * idx.Strides[d]
			}
			if d != axis && a.Shape[d] > 1 {
				aoff += pos[d] * a.Strides[d]
			}
		}
		k := int(idx.Data[ioff])
		if k < 0 {
			k += n
		}
		if k < 0 || k >= n {
			panic(&IndexError{Msg: fmt.Sprintf("index %d is out of bounds for axis %d with size %d", int(idx.Data[ioff]), axis, n)})
		}
		out.Data[o] = a.Data[aoff+k*a.Strides[axis]]
		for d := nd - 1; d >= 0; d-- {
			pos[d]++
			if pos[d] < shape[d] {
				break
			}
			pos[d] = 0
		}
	}
	return out
}
