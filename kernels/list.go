package kernels

import (
	"math"
	"reflect"
	"slices"
	"strings"
)

// Python lists in generated code are pointers to Go slices, *[]T: every name bound to a list
// shares it, so l.append(x) through one name (or inside a called function) is seen through
// all of them, as in Python. The helpers below give list operations Python's meaning and
// Numba's exceptions; the element accessors take the slice itself (*l).

// NoIndex stands for a slice bound that is absent (l[:n], l[n:]).
const NoIndex = math.MinInt64

// fixIndex normalizes a Python index into a list of n items, or panics with an IndexError.
func fixIndex(n int, i int64, msg string) int {
	if i < 0 {
		i += int64(n)
	}
	if i < 0 || i >= int64(n) {
		panic(&IndexError{Msg: msg})
	}
	return int(i)
}

// ListAt returns s[i] with Python's negative indices; out of range it panics with Numba's
// IndexError("getitem out of range").
func ListAt[T any](s []T, i int64) T {
	return s[fixIndex(len(s), i, "getitem out of range")]
}

// ListSet sets s[i] = v, as ListAt reads it ("setitem out of range").
func ListSet[T any](s []T, i int64, v T) {
	s[fixIndex(len(s), i, "setitem out of range")] = v
}

// ListPop removes and returns the last item of *l (IndexError "pop from empty list").
func ListPop[T any](l *[]T) T {
	s := *l
	if len(s) == 0 {
		panic(&IndexError{Msg: "pop from empty list"})
	}
	v := s[len(s)-1]
	var zero T
	s[len(s)-1] = zero
	*l = s[:len(s)-1]
	return v
}

// ListPopAt removes and returns item i of *l.
func ListPopAt[T any](l *[]T, i int64) T {
	s := *l
	if len(s) == 0 {
		panic(&IndexError{Msg: "pop from empty list"})
	}
	k := fixIndex(len(s), i, "pop index out of range")
	v := s[k]
	*l = slices.Delete(s, k, k+1)
	return v
}

// ListDelAt does del l[i] as Numba's reflected list does, by pop(i): its IndexErrors are
// pop's ("pop from empty list", "pop index out of range").
func ListDelAt[T any](l *[]T, i int64) {
	ListPopAt(l, i)
}

// ListInsert inserts v before index i, which is clamped to the list as Python does.
func ListInsert[T any](l *[]T, i int64, v T) {
	n := int64(len(*l))
	if i < 0 {
		i = max(i+n, 0)
	}
	*l = slices.Insert(*l, int(min(i, n)), v)
}

// ListRemove removes the first item equal to v (ValueError when there is none).
func ListRemove[T comparable](l *[]T, v T) {
	k := slices.Index(*l, v)
	if k < 0 {
		panic(&ValueError{Msg: "list.remove(x): x not in list"})
	}
	*l = slices.Delete(*l, k, k+1)
}

// ListIndex returns the index of the first item equal to v in s[start:stop] (NoIndex for an
// absent stop), as list.index does; ValueError("value not in list") when there is none.
func ListIndex[T comparable](s []T, v T, start, stop int64) int64 {
	n := int64(len(s))
	if start < 0 {
		start = max(start+n, 0)
	}
	if stop == NoIndex || stop > n {
		stop = n
	} else if stop < 0 {
		stop += n
	}
	for i := start; i < stop; i++ {
		if s[i] == v {
			return i
		}
	}
	panic(&ValueError{Msg: "value not in list"})
}

// ListCount returns the number of items equal to v.
func ListCount[T comparable](s []T, v T) int64 {
	n := int64(0)
	for _, x := range s {
		if x == v {
			n++
		}
	}
	return n
}

// UnpackList returns the items of the list l for x, y, z = l; a length other than n panics
// with Numba's *ValueError (which has no message).
func UnpackList[T any](l *[]T, n int) []T {
	if len(*l) != n {
		panic(&ValueError{})
	}
	return *l
}

// ListCopy returns a new list with the items of s.
func ListCopy[T any](s []T) *[]T {
	c := make([]T, len(s))
	copy(c, s)
	return &c
}

// ListConcat returns the new list a + b.
func ListConcat[T any](a, b []T) *[]T {
	c := make([]T, 0, len(a)+len(b))
	c = append(append(c, a...), b...)
	return &c
}

// ListRepeat returns the new list s * n (empty for n <= 0).
func ListRepeat[T any](s []T, n int64) *[]T {
	var c []T
	if n > 0 {
		c = make([]T, 0, len(s)*int(n))
		for range n {
			c = append(c, s...)
		}
	} else {
		c = []T{}
	}
	return &c
}

// ListRepeatInPlace does l *= n.
func ListRepeatInPlace[T any](l *[]T, n int64) {
	*l = *ListRepeat(*l, n)
}

// ListSlice returns the new list s[lo:hi:step]; NoIndex stands for an absent bound, and a zero
// step panics with ValueError as Python's slice does.
func ListSlice[T any](s []T, lo, hi, step int64) *[]T {
	if step == 0 {
		panic(&ValueError{Msg: "slice step cannot be zero"})
	}
	start, stop := sliceBounds(int64(len(s)), lo, hi, step)
	c := []T{}
	for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
		c = append(c, s[i])
	}
	return &c
}

// sliceBounds is Python's slice.indices for n items: the first index and the (exclusive)
// end.
func sliceBounds(n, lo, hi, step int64) (int64, int64) {
	fix := func(i, def int64) int64 {
		if i == NoIndex {
			return def
		}
		if i < 0 {
			i += n
			if i < 0 {
				if step < 0 {
					return -1
				}
				return 0
			}
		}
		if i >= n {
			if step < 0 {
				return n - 1
			}
			return n
		}
		return i
	}
	if step > 0 {
		return fix(lo, 0), fix(hi, n)
	}
	return fix(lo, n-1), fix(hi, -1)
}

// ListSetSlice does l[lo:hi] = v (a step-1 slice; NoIndex for an absent bound): the items in
// the slice are replaced by those of v, and the list grows or shrinks to fit.
func ListSetSlice[T any](l *[]T, lo, hi int64, v []T) {
	s := *l
	start, stop := sliceBounds(int64(len(s)), lo, hi, 1)
	stop = max(stop, start)
	v = slices.Clone(v) // v may be s itself
	*l = slices.Replace(s, int(start), int(stop), v...)
}

// ListSetSliceStep does l[lo:hi:step] = v: with a step of 1 the list grows or shrinks to fit,
// as ListSetSlice; with another step v must have one item per index of the slice (Numba's
// ValueError otherwise), and a zero step is a ValueError as in Python.
func ListSetSliceStep[T any](l *[]T, lo, hi, step int64, v []T) {
	switch step {
	case 0:
		panic(&ValueError{Msg: "slice step cannot be zero"})
	case 1:
		ListSetSlice(l, lo, hi, v)
		return
	}
	s := *l
	start, stop := sliceBounds(int64(len(s)), lo, hi, step)
	var at []int64
	for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
		at = append(at, i)
	}
	if len(at) != len(v) {
		panic(&ValueError{Msg: "cannot resize extended list slice with step != 1"})
	}
	// v may be s itself: as Numba, the items are copied one by one in slice order, without a
	// copy of v first (l[::-1] = l gives [0, 1, 2, 1, 0] from [0, 1, 2, 3, 4]).
	for k, i := range at {
		s[i] = v[k]
	}
}

// ListDelSlice does del l[lo:hi:step] (NoIndex for an absent bound): the items of the slice
// are removed. As Numba, only a step of 1 is implemented: another step is a
// NotImplementedError at run time, and a zero step the ValueError of Python's slice.
func ListDelSlice[T any](l *[]T, lo, hi, step int64) {
	switch step {
	case 0:
		panic(&ValueError{Msg: "slice step cannot be zero"})
	case 1:
	default:
		panic(&NotImplementedError{Msg: "unsupported del list[start:stop:step] with step != 1"})
	}
	s := *l
	start, stop := sliceBounds(int64(len(s)), lo, hi, 1)
	if start >= stop {
		return
	}
	n := len(s) - int(stop-start)
	copy(s[start:], s[stop:])
	clear(s[n:])
	*l = s[:n]
}

// ListSort sorts s in place as list.sort() does for numbers: a stable sort by <, or by > with
// reverse (equal items keep their order either way).
func ListSort[T Integer | Float](s []T, reverse bool) {
	if reverse {
		slices.SortStableFunc(s, func(a, b T) int { return order(b < a, a < b) })
		return
	}
	slices.SortStableFunc(s, func(a, b T) int { return order(a < b, b < a) })
}

// ListSortFunc sorts s in place by less (tuples compared item by item), stably.
func ListSortFunc[T any](s []T, less func(a, b T) bool, reverse bool) {
	if reverse {
		slices.SortStableFunc(s, func(a, b T) int { return order(less(b, a), less(a, b)) })
		return
	}
	slices.SortStableFunc(s, func(a, b T) int { return order(less(a, b), less(b, a)) })
}

// ListSortKey sorts s in place by the keys key gives its items (computed once per item, in
// order), compared with less, stably: items with equal keys keep their order, reverse or not,
// as Python's and Numba's list.sort(key=..., reverse=...).
func ListSortKey[T, K any](s []T, key func(T) K, less func(a, b K) bool, reverse bool) {
	type item struct {
		k K
		v T
	}
	items := make([]item, len(s))
	for i, v := range s {
		items[i] = item{key(v), v}
	}
	if reverse {
		slices.SortStableFunc(items, func(a, b item) int { return order(less(b.k, a.k), less(a.k, b.k)) })
	} else {
		slices.SortStableFunc(items, func(a, b item) int { return order(less(a.k, b.k), less(b.k, a.k)) })
	}
	for i := range items {
		s[i] = items[i].v
	}
}

func order(lt, gt bool) int {
	switch {
	case lt:
		return -1
	case gt:
		return 1
	}
	return 0
}

// ListRange returns list(range(start, stop, step)) (ValueError for a zero step).
func ListRange(start, stop, step int64) *[]int64 {
	n := RangeLen(start, stop, step)
	c := make([]int64, 0, n)
	for k := range n {
		c = append(c, start+int64(k)*step)
	}
	return &c
}

// ListSum returns sum(s) for a list of numbers: the items converted to R and added in order,
// starting from 0 as Python's sum does.
func ListSum[R, T Integer | Float](s []T) R {
	var acc R
	for _, x := range s {
		acc += R(x)
	}
	return acc
}

// ListSumFrom returns sum(s, start): the items added one by one to start, in order.
func ListSumFrom[R, T Integer | Float](start R, s []T) R {
	acc := start
	for _, x := range s {
		acc += R(x)
	}
	return acc
}

// ListSumComplexFrom is ListSumFrom for a complex start and items of its type.
func ListSumComplexFrom[T Complex](start T, s []T) T {
	acc := start
	for _, x := range s {
		acc += x
	}
	return acc
}

// ListSumComplex is ListSum for complex items.
func ListSumComplex[T Complex](s []T) T {
	var acc T
	for _, x := range s {
		acc += x
	}
	return acc
}

// ListMin and ListMax return min(s) and max(s) of a list of numbers; the first of equal items
// wins, and comparisons are Python's < and >. An empty list raises StopIteration, as in Numba
// (its min and max take the first item from an iterator).
func ListMin[T Integer | Float](s []T) T {
	if len(s) == 0 {
		panic(&StopIteration{})
	}
	m := s[0]
	for _, x := range s[1:] {
		if x < m {
			m = x
		}
	}
	return m
}

// ListMax: see ListMin.
func ListMax[T Integer | Float](s []T) T {
	if len(s) == 0 {
		panic(&StopIteration{})
	}
	m := s[0]
	for _, x := range s[1:] {
		if x > m {
			m = x
		}
	}
	return m
}

// ListEqual reports whether two lists have equal items, as l1 == l2.
func ListEqual[T comparable](a, b []T) bool {
	return slices.Equal(a, b)
}

// ListOrder is a op b for lists, op one of <, <=, >, >=, as Numba computes it: a < b is
// decided by the first i where a[i] < b[i] (true) or a[i] > b[i] (false), else by the
// lengths; a > b is b < a (so NaN items are skipped, where Python stops at them). lt and gt
// compare an item of a with one of b.
func ListOrder[T, U any](a []T, b []U, lt, gt func(x T, y U) bool, op string) bool {
	first, second := lt, gt
	if op == ">" || op == ">=" {
		first, second = gt, lt
	}
	for i := range min(len(a), len(b)) {
		if first(a[i], b[i]) {
			return true
		}
		if second(a[i], b[i]) {
			return false
		}
	}
	switch op {
	case "<":
		return len(a) < len(b)
	case "<=":
		return len(a) <= len(b)
	case ">":
		return len(a) > len(b)
	}
	return len(a) >= len(b)
}

// TypedListOrder is a op b for two numba.typed.Lists, as Numba's old-style cmp for them: the
// shorter list is the smaller one; of two lists of one length, the first i where a[i] <
// b[i] (less) or a[i] > b[i] (greater) decides, else they are equal. lt and gt compare an
// item of a with one of b (items that are neither, NaN among them, count as equal).
func TypedListOrder[T, U any](a []T, b []U, lt, gt func(x T, y U) bool, op string) bool {
	c := 0
	switch {
	case len(a) != len(b):
		c = 1
		if len(a) < len(b) {
			c = -1
		}
	default:
		for i := range a {
			if lt(a[i], b[i]) {
				c = -1
				break
			}
			if gt(a[i], b[i]) {
				c = 1
				break
			}
		}
	}
	return orderHolds(c, op)
}

// TypedListOrderNone is l1 OP l2 between a numba.typed.List[None] and a typed list of other
// items, of lengths na and nb (aNone: l1 is the List[None]), as Numba's compare_some_none
// orders them: the shorter list is the smaller one; of one length, the List[None] is.
func TypedListOrderNone(na, nb int, aNone bool, op string) bool {
	c := 1
	switch {
	case na != nb:
		if na < nb {
			c = -1
		}
	case aNone:
		c = -1
	}
	return orderHolds(c, op)
}

// orderHolds reports whether a comparison whose three-way result is c (-1, 0 or 1) satisfies
// op, one of "<", "<=", ">" and ">=".
func orderHolds(c int, op string) bool {
	switch op {
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	case ">":
		return c > 0
	}
	return c >= 0
}

// ListEqualFunc is ListEqual with an item comparison (for lists of lists).
func ListEqualFunc[T any](a, b []T, eq func(x, y T) bool) bool {
	return slices.EqualFunc(a, b, eq)
}

// reprList returns Python's repr of a list value (a *[]T or a []T, items in Python's repr,
// tuples as Go arrays or structs), and false for other values.
func reprList(v any) (string, bool) {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() && rv.Elem().Kind() == reflect.Slice {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Slice {
		return "", false
	}
	var b strings.Builder
	b.WriteByte('[')
	for i := range rv.Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(reprValue(rv.Index(i)))
	}
	b.WriteByte(']')
	return b.String(), true
}

// reprValue is Repr of a reflected value: Go arrays and structs are tuples, except values with
// a Repr of their own (an Optional item is None or its value).
func reprValue(v reflect.Value) string {
	if v.CanInterface() {
		if r, ok := v.Interface().(interface{ Repr() string }); ok {
			return r.Repr()
		}
	}
	switch v.Kind() {
	case reflect.Array, reflect.Struct:
		n := v.Len
		at := v.Index
		if v.Kind() == reflect.Struct {
			n, at = v.NumField, v.Field
		}
		parts := make([]string, n())
		for i := range parts {
			parts[i] = reprValue(at(i))
		}
		if len(parts) == 1 {
			return "(" + parts[0] + ",)"
		}
		return "(" + strings.Join(parts, ", ") + ")"
	}
	return Repr(v.Interface())
}

// ListMap returns the new list of f applied to each item of s (conversions between lists of
// different item types).
func ListMap[T, U any](s []T, f func(T) U) *[]U {
	c := make([]U, len(s))
	for i, x := range s {
		c[i] = f(x)
	}
	return &c
}

// ArrayFromRows returns np.array(rows) of a list of lists of numbers: a new C-ordered matrix;
// rows of different lengths raise ValueError("incompatible sequence shape") as in Numba.
func ArrayFromRows[T Elem](rows []*[]T) Array[T, [2]int] {
	n, m := len(rows), 0
	if n > 0 {
		m = len(*rows[0])
	}
	data := make([]T, 0, n*m)
	for _, r := range rows {
		if len(*r) != m {
			panic(&ValueError{Msg: "incompatible sequence shape"})
		}
		data = append(data, *r...)
	}
	return FromData(data, [2]int{n, m})
}

// TypedListAt, TypedListSet, TypedListPopAt and TypedListIndex are ListAt, ListSet, ListPopAt
// and ListIndex with the messages of numba.typed.List: "list index out of range" and "item
// not in list".
func TypedListAt[T any](s []T, i int64) T {
	return s[fixIndex(len(s), i, "list index out of range")]
}

// TypedListSet: see TypedListAt.
func TypedListSet[T any](s []T, i int64, v T) {
	s[fixIndex(len(s), i, "list index out of range")] = v
}

// TypedListPopAt: see TypedListAt.
func TypedListPopAt[T any](l *[]T, i int64) T {
	if len(*l) == 0 {
		panic(&IndexError{Msg: "pop from empty list"})
	}
	fixIndex(len(*l), i, "list index out of range")
	return ListPopAt(l, i)
}

// TypedListAllocated returns a new empty typed list with room for n items, as
// List.empty_list(item_type, allocated=n) does (a negative n is Numba's RuntimeError).
func TypedListAllocated[T any](n int64) *[]T {
	if n < 0 {
		panic(&RuntimeError{Msg: "expecting *allocated* to be >= 0"})
	}
	s := make([]T, 0, n)
	return &s
}

// TypedListDelAt: see TypedListAt (an empty list too raises "list index out of range").
func TypedListDelAt[T any](l *[]T, i int64) {
	k := fixIndex(len(*l), i, "list index out of range")
	*l = slices.Delete(*l, k, k+1)
}

// TypedListIndex: see TypedListAt.
func TypedListIndex[T comparable](s []T, v T, start, stop int64) (k int64) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(*ValueError); ok {
				panic(&ValueError{Msg: "item not in list"})
			}
			panic(r)
		}
	}()
	return ListIndex(s, v, start, stop)
}

// TupleTruth is bool(t) for a tuple t, whose length is static: has is whether it has items.
// It takes t so that the tuple's expression is evaluated.
func TupleTruth[T any](_ T, has bool) bool { return has }

// TupleCmpConst is a comparison of tuples whose result is known statically (== of tuples of
// different lengths): v. It takes the tuples so that their expressions are evaluated.
func TupleCmpConst[T, U any](_ T, _ U, v bool) bool { return v }

// ArrayFromParts returns np.array(parts) of a list of arrays (or of lists made arrays): a new
// C-ordered array with one more axis, parts[i] at index i. Parts of different shapes raise
// ValueError("incompatible sequence shape") as in Numba; no parts give the shape (0, 0, ...).
func ArrayFromParts[T Elem, D, E Dims](parts []Array[T, D]) Array[T, E] {
	var shape E
	first := 0 // a variable index: E may be [0]int to the compiler
	shape[first] = len(parts)
	if len(parts) > 0 {
		for k := 0; k < len(parts[0].Shape); k++ {
			shape[k+1] = parts[0].Shape[k]
		}
	}
	data := make([]T, 0, allocSize[T](shape))
	for _, p := range parts {
		if p.Shape != parts[0].Shape {
			panic(&ValueError{Msg: "incompatible sequence shape"})
		}
		data = append(data, p.Flat()...)
	}
	return Array[T, E]{Data: data, Shape: shape, Strides: CStrides(shape)}
}

// TypedListIterNext reports whether the iteration of a numba.typed.List at index k goes on:
// k < n0, the length when the loop started. A list whose length is no longer n0 panics
// first, as Numba's typed-list iterator, with RuntimeError("list was mutated during
// iteration"). (A reflected list is iterated to its live length, without this check.)
func TypedListIterNext(n, n0, k int) bool {
	if n != n0 {
		panic(&RuntimeError{Msg: "list was mutated during iteration"})
	}
	return k < n0
}
