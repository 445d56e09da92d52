package kernels

// Sorting with Numba's own algorithms (numba/misc/quicksort.py and mergesort.py), reproduced step for step so that
// the results are identical to Numba's bit for bit, not merely sorted: the order of equal keys (0.0 and -0.0, NaNs,
// ties in argsort) depends on the algorithm.
//
// Numba's default kind, 'quicksort', is a median-of-three quicksort that finishes partitions of up to 15 elements
// with insertion sort. Insertion sort is stable, so for up to 15 elements argsort gives the stable order; from 16 on,
// ties come out in whatever order the partitioning leaves them. Checked under Numba 0.56.4: np.argsort of
// [1.0, 0.0] * 8 (16 elements) is [13 11 9 5 15 3 1 7 6 0 8 2 10 12 14 4], and of [1.0, 0.0] * 11 it is
// [21 1 3 19 5 7 17 9 11 15 13 20 18 16 0 12 10 8 6 4 2 14], where the stable order is [1 3 5 ... 0 2 4 ...]; the
// first 15 elements give [1 3 5 7 9 11 13 0 2 4 6 8 10 12 14], the stable order. Argsort reproduces Numba's order
// exactly; ArgsortStable is kind='mergesort', which is stable.
//
// Floats compare as Numba's lt_floats: a < b or b is NaN, so NaNs sort last (as in NumPy); note that it holds for
// NaN < NaN too, which the algorithms see.

const (
	sortSmallQuicksort = 15 // Numba's SMALL_QUICKSORT: ranges of at most 15 elements are left to insertion sort
	sortSmallMergesort = 20 // Numba's SMALL_MERGESORT
)

// sortLT is Numba's less-than for sort keys: lt_floats for floats (b != b is never true for integers, where it is
// plain <).
func sortLT[T Real](a, b T) bool { return b != b || a < b }

// sortQuick sorts A in place with Numba's quicksort (run_quicksort1 with R = A).
func sortQuick[T Real](A []T) {
	if len(A) < 2 {
		return
	}
	var stack [100][2]int
	stack[0] = [2]int{0, len(A) - 1}
	n := 1
	for n > 0 {
		n--
		low, high := stack[n][0], stack[n][1]
		for high-low >= sortSmallQuicksort {
			i := sortPartition(A, low, high)
			if high-i > i-low {
				if high > i {
					stack[n] = [2]int{i + 1, high}
					n++
				}
				high = i - 1
			} else {
				if i > low {
					stack[n] = [2]int{low, i - 1}
					n++
				}
				low = i + 1
			}
		}
		sortInsertion(A, low, high)
	}
}

func sortInsertion[T Real](A []T, low, high int) {
	for i := low + 1; i <= high; i++ {
		v := A[i]
		j := i
		for j > low && sortLT(v, A[j-1]) {
			A[j] = A[j-1]
			j--
		}
		A[j] = v
	}
}

func sortPartition[T Real](A []T, low, high int) int {
	mid := (low + high) >> 1
	if sortLT(A[mid], A[low]) {
		A[low], A[mid] = A[mid], A[low]
	}
	if sortLT(A[high], A[mid]) {
		A[high], A[mid] = A[mid], A[high]
	}
	if sortLT(A[mid], A[low]) {
		A[low], A[mid] = A[mid], A[low]
	}
	pivot := A[mid]
	A[high], A[mid] = A[mid], A[high]
	i, j := low, high-1
	for {
		for i < high && sortLT(A[i], pivot) {
			i++
		}
		for j >= low && sortLT(pivot, A[j]) {
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

// sortArgQuick is Numba's quicksort for argsort: R holds indexes into A, which is not modified.
func sortArgQuick[T Real](A []T, R []int64) {
	if len(R) < 2 {
		return
	}
	var stack [100][2]int
	stack[0] = [2]int{0, len(R) - 1}
	n := 1
	for n > 0 {
		n--
		low, high := stack[n][0], stack[n][1]
		for high-low >= sortSmallQuicksort {
			i := sortArgPartition(A, R, low, high)
			if high-i > i-low {
				if high > i {
					stack[n] = [2]int{i + 1, high}
					n++
				}
				high = i - 1
			} else {
				if i > low {
					stack[n] = [2]int{low, i - 1}
					n++
				}
				low = i + 1
			}
		}
		sortArgInsertion(A, R, low, high)
	}
}

func sortArgInsertion[T Real](A []T, R []int64, low, high int) {
	for i := low + 1; i <= high; i++ {
		k := R[i]
		v := A[k]
		j := i
		for j > low && sortLT(v, A[R[j-1]]) {
			R[j] = R[j-1]
			j--
		}
		R[j] = k
	}
}

func sortArgPartition[T Real](A []T, R []int64, low, high int) int {
	mid := (low + high) >> 1
	if sortLT(A[R[mid]], A[R[low]]) {
		R[low], R[mid] = R[mid], R[low]
	}
	if sortLT(A[R[high]], A[R[mid]]) {
		R[high], R[mid] = R[mid], R[high]
	}
	if sortLT(A[R[mid]], A[R[low]]) {
		R[low], R[mid] = R[mid], R[low]
	}
	pivot := A[R[mid]]
	R[high], R[mid] = R[mid], R[high]
	i, j := low, high-1
	for {
		for i < high && sortLT(A[R[i]], pivot) {
			i++
		}
		for j >= low && sortLT(pivot, A[R[j]]) {
			j--
		}
		if i >= j {
			break
		}
		R[i], R[j] = R[j], R[i]
		i++
		j--
	}
	R[i], R[high] = R[high], R[i]
	return i
}

// sortArgMerge is Numba's argmergesort_inner: R holds indexes into A, ws is a workspace of len(R)/2 indexes.
func sortArgMerge[T Real](A []T, R, ws []int64) {
	if len(R) > sortSmallMergesort {
		mid := len(R) / 2
		sortArgMerge(A, R[:mid], ws)
		sortArgMerge(A, R[mid:], ws)
		left := ws[:mid]
		copy(left, R[:mid])
		right := R[mid:]
		i, j, k := 0, 0, 0
		for i < len(left) && j < len(right) {
			if !sortLT(A[right[j]], A[left[i]]) {
				R[k] = left[i]
				i++
			} else {
				R[k] = right[j]
				j++
			}
			k++
		}
		for i < len(left) {
			R[k] = left[i]
			i++
			k++
		}
		// The rest of right is already in place.
		return
	}
	for i := 1; i < len(R); i++ {
		for j := i; j > 0 && sortLT(A[R[j]], A[R[j-1]]); j-- {
			R[j-1], R[j] = R[j], R[j-1]
		}
	}
}

// Sort returns np.sort(a): a new C-ordered array with every lane along the last axis sorted (Numba's quicksort; NaNs
// last).
func Sort[T Real, D Dims](a Array[T, D]) Array[T, D] {
	c := a.Copy()
	m := c.Shape[len(c.Shape)-1]
	if m < 2 {
		return c
	}
	for off := 0; off < len(c.Data); off += m {
		sortQuick(c.Data[off : off+m])
	}
	return c
}

// SortInPlace is a.sort(): it sorts every lane along the last axis in place with Numba's quicksort (NaNs last).
func SortInPlace[T Real, D Dims](a Array[T, D]) {
	last := len(a.Shape) - 1
	n, st := a.Shape[last], a.Strides[last]
	if n < 2 {
		return
	}
	lanes := a
	lanes.Shape[last] = 1 // Each then visits the first element of every lane
	var tmp []T
	lanes.Each(func(off int) {
		if st == 1 {
			sortQuick(a.Data[off : off+n])
			return
		}
		if tmp == nil {
			tmp = make([]T, n)
		}
		for i := range tmp {
			tmp[i] = a.Data[off+i*st]
		}
		sortQuick(tmp)
		for i, v := range tmp {
			a.Data[off+i*st] = v
		}
	})
}

// Argsort returns np.argsort(a) (a.argsort(), kind='quicksort'): the indexes that sort a, in exactly the order
// Numba's quicksort gives, which for 16 or more elements is not the stable order among equal keys (see the comment
// at the top of sort.go). NaNs go last.
func Argsort[T Real](a Vector[T]) Vector[int64] {
	vals := a.Slice()
	r := sortRange(len(vals))
	sortArgQuick(vals, r)
	return FromSlice(r)
}

// ArgsortStable returns np.argsort(a, kind='mergesort') as Numba computes it: a stable merge sort, so equal keys keep
// their order (NaNs go last; being "less" than each other for lt_floats, NaNs among themselves do not keep theirs).
func ArgsortStable[T Real](a Vector[T]) Vector[int64] {
	vals := a.Slice()
	r := sortRange(len(vals))
	sortArgMerge(vals, r, make([]int64, len(r)/2))
	return FromSlice(r)
}

func sortRange(n int) []int64 {
	r := make([]int64, n)
	for i := range r {
		r[i] = int64(i)
	}
	return r
}

// SortBoolInPlace is a.sort() on a bool array: every lane along the last axis becomes its False elements followed
// by its True elements.
func SortBoolInPlace[D Dims](a Array[bool, D]) {
	last := len(a.Shape) - 1
	n, st := a.Shape[last], a.Strides[last]
	lanes := a
	lanes.Shape[last] = 1
	lanes.Each(func(off int) {
		falses := 0
		for i := 0; i < n; i++ {
			if !a.Data[off+i*st] {
				falses++
			}
		}
		for i := 0; i < n; i++ {
			a.Data[off+i*st] = i >= falses
		}
	})
}
