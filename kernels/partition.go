package kernels

import "slices"

// nanLess is Numba's nan_aware_less_than: NaN sorts after every number.
func nanLess[T Real](a, b T) bool {
	if a != a {
		return false
	}
	if b != b {
		return true
	}
	return a < b
}

// partitionNaN is Numba's _partition_w_nan: fnPartition with NaNs ordered last.
func partitionNaN[T Real](A []T, low, high int) int {
	mid := (low + high) >> 1
	if nanLess(A[mid], A[low]) {
		A[low], A[mid] = A[mid], A[low]
	}
	if nanLess(A[high], A[mid]) {
		A[high], A[mid] = A[mid], A[high]
	}
	if nanLess(A[mid], A[low]) {
		A[low], A[mid] = A[mid], A[low]
	}
	pivot := A[mid]
	A[high], A[mid] = A[mid], A[high]
	i, j := low, high-1
	for {
		for i < high && nanLess(A[i], pivot) {
			i++
		}
		for j >= low && nanLess(pivot, A[j]) {
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

// selectNaN is Numba's _select_w_nan: it moves the k-th smallest element of A[low:high+1] (NaNs last) to A[k],
// the smaller ones before it and the larger ones after it.
func selectNaN[T Real](A []T, k, low, high int) {
	i := partitionNaN(A, low, high)
	for i != k {
		if i < k {
			low = i + 1
		} else {
			high = i - 1
		}
		i = partitionNaN(A, low, high)
	}
}

// Partition returns np.partition(a, kth) as Numba 0.56 computes it: a new C-ordered array whose every row along the
// last axis is the row of a partially sorted by Numba's quickselect (median-of-three pivots, NaNs last) for each kth
// in increasing order, so that the kth elements are where a sort would put them, with smaller elements before and
// larger after in the order the selection leaves them. Negative kth count from the end; |kth| >= a.shape[-1]
// panics with *ValueError "kth out of bounds". An empty a gives an empty copy.
func Partition[T Real, D Dims, I Integer](a Array[T, D], kth []I) Array[T, D] {
	out := a.Copy()
	if len(out.Data) == 0 {
		return out
	}
	n := a.Shape[len(a.Shape)-1]
	ks := make([]int, len(kth))
	for i, k := range kth {
		v := int64(k)
		if v >= int64(n) || v <= -int64(n) {
			panic(&ValueError{Msg: "kth out of bounds"})
		}
		if v < 0 {
			v += int64(n)
		}
		ks[i] = int(v)
	}
	slices.Sort(ks)
	ks = slices.Compact(ks)
	for r := 0; r < len(out.Data); r += n {
		row := out.Data[r : r+n]
		low := 0
		for _, k := range ks {
			selectNaN(row, k, low, n-1)
			low = k
		}
	}
	return out
}
