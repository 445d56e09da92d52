package kernels

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
