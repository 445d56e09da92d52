package kernels

import "slices"

// This file is Python's heapq module on lists (*[]T), as Numba 0.56 compiles it: CPython's
// heapq.py algorithms step for step (so equal items end up where CPython puts them), ordered by
// less, Python's a < b for the item type. Numba's nsmallest and nlargest differ from CPython's
// in two places that are kept: n items or more are sorted(items)[:n], and for nlargest
// sorted(items)[::-1][:n] (equal items in reverse order).

// HeapPush is heapq.heappush(heap, item).
func HeapPush[T any](heap *[]T, item T, less func(a, b T) bool) {
	*heap = append(*heap, item)
	siftDown(*heap, 0, len(*heap)-1, less)
}

// HeapPop is heapq.heappop(heap): it removes and returns the smallest item, or panics with
// IndexError("pop from empty list").
func HeapPop[T any](heap *[]T, less func(a, b T) bool) T {
	last := ListPop(heap)
	h := *heap
	if len(h) == 0 {
		return last
	}
	top := h[0]
	h[0] = last
	siftUp(h, 0, less)
	return top
}

// Heapify is heapq.heapify(x): it makes x a heap, in place.
func Heapify[T any](x []T, less func(a, b T) bool) {
	for i := len(x)/2 - 1; i >= 0; i-- {
		siftUp(x, i, less)
	}
}

// HeapReplace is heapq.heapreplace(heap, item): it returns the smallest item and puts item in
// its place, or panics with IndexError("getitem out of range") on an empty heap.
func HeapReplace[T any](heap []T, item T, less func(a, b T) bool) T {
	top := ListAt(heap, 0)
	heap[0] = item
	siftUp(heap, 0, less)
	return top
}

// HeapPushPop is heapq.heappushpop(heap, item): item pushed, then the smallest popped.
func HeapPushPop[T any](heap []T, item T, less func(a, b T) bool) T {
	if len(heap) > 0 && less(heap[0], item) {
		item, heap[0] = heap[0], item
		siftUp(heap, 0, less)
	}
	return item
}

// NSmallest is heapq.nsmallest(n, items) as Numba computes it: a new list of the n smallest
// items in order. n == 1 of no items panics with Numba's StopIteration (from its min()), a
// negative n with IndexError("getitem out of range").
func NSmallest[T any](n int64, items []T, less func(a, b T) bool) *[]T {
	return nBest(n, items, less, false)
}

// NLargest is heapq.nlargest(n, items) as Numba computes it: the n largest items, largest first.
func NLargest[T any](n int64, items []T, less func(a, b T) bool) *[]T {
	return nBest(n, items, less, true)
}

// ranked is an item with its position, ordered as Python orders the tuple (item, order).
type ranked[T any] struct {
	item  T
	order int64
}

func nBest[T any](n int64, items []T, less func(a, b T) bool, largest bool) *[]T {
	out := []T{}
	switch {
	case n == 0:
		return &out
	case n == 1:
		if len(items) == 0 {
			panic(&StopIteration{}) // Numba's min() and max() of nothing
		}
		best := items[0]
		for _, x := range items[1:] {
			if largest && less(best, x) || !largest && less(x, best) {
				best = x
			}
		}
		return &[]T{best}
	case n >= int64(len(items)):
		out = slices.Clone(items)
		slices.SortStableFunc(out, func(a, b T) int { return order(less(a, b), less(b, a)) })
		if largest {
			slices.Reverse(out)
		}
		return &out
	}
	rlLess := func(a, b ranked[T]) bool {
		if less(a.item, b.item) {
			return true
		}
		return !less(b.item, a.item) && a.order < b.order
	}
	// The first n items (none for a negative n), then each later one that beats the worst kept.
	var result []ranked[T]
	for i := int64(0); i < n; i++ {
		o := i
		if largest {
			o = -i
		}
		result = append(result, ranked[T]{items[i], o})
	}
	rest := items[max(n, 0):]
	// nsmallest keeps its n best in a max-heap (heapq's _heapify_max, _siftup_max: the sifts
	// with the order reversed), nlargest in a min-heap.
	rlMore := func(a, b ranked[T]) bool { return rlLess(b, a) }
	if largest {
		Heapify(result, rlLess)
	} else {
		Heapify(result, rlMore)
	}
	top := ListAt(result, 0).item
	next := n
	if largest {
		next = -n
	}
	for _, x := range rest {
		if largest && less(top, x) {
			HeapReplace(result, ranked[T]{x, next}, rlLess)
			top = result[0].item
			next--
		} else if !largest && less(x, top) {
			result[0] = ranked[T]{x, next}
			siftUp(result, 0, rlMore)
			top = result[0].item
			next++
		}
	}
	if largest {
		slices.SortStableFunc(result, func(a, b ranked[T]) int { return order(rlLess(b, a), rlLess(a, b)) })
	} else {
		slices.SortStableFunc(result, func(a, b ranked[T]) int { return order(rlLess(a, b), rlLess(b, a)) })
	}
	for _, r := range result {
		out = append(out, r.item)
	}
	return &out
}

// siftDown is heapq._siftdown: the item at pos moves up towards startpos past larger parents.
func siftDown[T any](heap []T, startpos, pos int, less func(a, b T) bool) {
	item := heap[pos]
	for pos > startpos {
		parentpos := (pos - 1) >> 1
		parent := heap[parentpos]
		if !less(item, parent) {
			break
		}
		heap[pos] = parent
		pos = parentpos
	}
	heap[pos] = item
}

// siftUp is heapq._siftup: the smaller child moves up until a leaf is reached, then the item
// at pos is put there and sifted down (CPython's bottom-up variant, with its comparisons).
func siftUp[T any](heap []T, pos int, less func(a, b T) bool) {
	endpos, startpos := len(heap), pos
	item := heap[pos]
	child := 2*pos + 1
	for child < endpos {
		if right := child + 1; right < endpos && !less(heap[child], heap[right]) {
			child = right
		}
		heap[pos] = heap[child]
		pos = child
		child = 2*pos + 1
	}
	heap[pos] = item
	siftDown(heap, startpos, pos, less)
}
