package kernels

// CPython's set order. Numba prints a set (print(s), and a set inside a printed tuple) by
// boxing it: it builds a CPython set from a list of its items in slot order (PySet_New), and
// Python prints that set in the order of its own table. A set argument goes the other way:
// Numba unboxes a CPython set by adding its items, in the CPython set's order, to a native set
// sized for them. pySetOrder reproduces CPython 3.11's table (Objects/setobject.c) for a
// sequence of distinct items added to an empty set: 8 slots at first; a probe looks at slot
// hash & mask and, when 9 more slots follow it, at those 9, then moves by the perturbation
// i = 5*i + 1 + (perturb >>= 5); the table grows to the least power of two above 4x the
// items (2x past 50000) once it is 3/5 full, re-adding the items in slot order.

const (
	pySetMinSize      = 8
	pySetLinearProbes = 9
)

// pySetOrder returns the indices of the items with hashes hs, distinct items added in this
// order to an empty CPython set, in the order that set iterates them.
func pySetOrder(hs []uint64) []int {
	table := make([]int, pySetMinSize) // item index + 1; 0 is an empty slot
	fill := 0
	for k := range hs {
		pySetInsert(table, hs, k)
		fill++
		mask := len(table) - 1
		if fill*5 < mask*3 {
			continue
		}
		minUsed := fill * 4
		if fill > 50000 {
			minUsed = fill * 2
		}
		size := pySetMinSize
		for size <= minUsed {
			size <<= 1
		}
		old := table
		table = make([]int, size)
		for _, j := range old {
			if j > 0 {
				pySetInsert(table, hs, j-1)
			}
		}
	}
	out := make([]int, 0, len(hs))
	for _, j := range table {
		if j > 0 {
			out = append(out, j-1)
		}
	}
	return out
}

// pySetInsert puts item k into the first empty slot of its probe sequence.
func pySetInsert(table []int, hs []uint64, k int) {
	mask := uint64(len(table) - 1)
	h := hs[k]
	perturb, i := h, h&mask
	for {
		probes := uint64(0)
		if i+pySetLinearProbes <= mask {
			probes = pySetLinearProbes
		}
		for j := i; j <= i+probes; j++ {
			if table[j] == 0 {
				table[j] = k + 1
				return
			}
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
}

// pyOrdered returns items (distinct) in the order of a CPython set built by adding them in turn.
func pyOrdered[T comparable](items []T, hash func(T) uint64) []T {
	hs := make([]uint64, len(items))
	for i, v := range items {
		hs[i] = hash(v)
	}
	out := make([]T, len(items))
	for i, j := range pySetOrder(hs) {
		out[i] = items[j]
	}
	return out
}

// SetFromPython returns the set that Numba makes of a Python set argument built as
// set(items): the distinct items, in the Python set's order, added to a table sized for them.
// (SetOf is set(items) inside compiled code.)
func SetFromPython[T comparable](items []T) *Set[T] {
	var distinct []T
	seen := map[T]bool{}
	for _, v := range items {
		if !seen[v] {
			seen[v] = true
			distinct = append(distinct, v)
		}
	}
	out := &Set[T]{}
	out.alloc(setAllocSize(len(distinct)))
	for _, v := range pyOrdered(distinct, out.hash) {
		out.addHashed(v, out.hashOf(v), false)
	}
	return out
}
