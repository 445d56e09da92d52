package kernels

import (
	"iter"
	"slices"
)

// Iter is a Python iterator that compiled code holds as a value: a generator stored in a
// variable, passed to or returned from a compiled function, or what iter(x) makes of a
// container. Taking a value advances it, so every holder of the same *Iter sees one stream of
// values, as Python's iterators do: next(g) and then a for loop over g resumes where next left
// off.
//
// A generator becomes an Iter through Pull, which runs its body as a coroutine (iter.Pull: a
// switch of stacks, not a scheduled goroutine) until the generator ends or Stop is called.
// Compiled code stops every generator it makes when the function that made it returns (see
// Owner); Go code that receives an *Iter from a compiled function owns it, and calls Stop when
// it does not take every value (Stop is a no-op on an exhausted Iter).
//
// An Iter is not safe for concurrent use. A Python exception raised by the generator's body
// while a value is taken panics with the kernels exception (*ValueError, ...), as compiled code
// raises them; Take returns it as an error instead, for Go callers.
type Iter[T any] struct {
	next func() (T, bool)
	stop func() // nil for iterators over containers, which hold no coroutine
}

// Pull returns an Iter that takes the values of seq (a generator) one at a time.
func Pull[T any](seq iter.Seq[T]) *Iter[T] {
	next, stop := iter.Pull(seq)
	return &Iter[T]{next: next, stop: stop}
}

// IterSlice returns an Iter over the items of s (a snapshot: a string's characters, a tuple's
// items, a dict's keys, a set's items).
func IterSlice[T any](s []T) *Iter[T] {
	i := 0
	return &Iter[T]{next: func() (T, bool) {
		if i >= len(s) {
			var zero T
			return zero, false
		}
		i++
		return s[i-1], true
	}}
}

// IterList returns an Iter over the items of the list *p, read as it advances: items appended
// before the iterator reaches the end are seen, as Python's list iterator sees them.
func IterList[T any](p *[]T) *Iter[T] {
	i := 0
	return &Iter[T]{next: func() (T, bool) {
		if i >= len(*p) {
			var zero T
			return zero, false
		}
		i++
		return (*p)[i-1], true
	}}
}

// IterArray returns an Iter over the elements of a 1-D array, read as it advances.
func IterArray[T Elem](a Array[T, [1]int]) *Iter[T] {
	i := 0
	return &Iter[T]{next: func() (T, bool) {
		if i >= a.Shape[0] {
			var zero T
			return zero, false
		}
		i++
		return a.At(i - 1), true
	}}
}

// IterRows returns an Iter over the rows of an array of two or more dimensions (views of a,
// which E's rank is one less than a's), read as it advances.
func IterRows[E Dims, T Elem, D Dims](a Array[T, D]) *Iter[Array[T, E]] {
	i, n := 0, lead(a.Shape)
	return &Iter[Array[T, E]]{next: func() (Array[T, E], bool) {
		if i >= n {
			var zero Array[T, E]
			return zero, false
		}
		i++
		return Row[E](a, i-1), true
	}}
}

// IterRange returns an Iter over the values of r.
func IterRange(r Range) *Iter[int64] {
	var i int64
	n := r.Len()
	return &Iter[int64]{next: func() (int64, bool) {
		if i >= n {
			return 0, false
		}
		i++
		return r.At(i - 1), true
	}}
}

// Step takes the next value; ok is false once the iterator is exhausted.
func (it *Iter[T]) Step() (v T, ok bool) { return it.next() }

// Take is Step for Go callers: a Python exception raised by the generator's body is returned
// as an error of its kernels type (for errors.As) instead of a panic, and the iterator is
// exhausted after it.
func (it *Iter[T]) Take() (v T, ok bool, err error) {
	defer Catch(&err)
	v, ok = it.next()
	return v, ok, nil
}

// Next is Python's next(it): the next value, or a panic with *StopIteration once the
// iterator is exhausted.
func (it *Iter[T]) Next() T {
	v, ok := it.next()
	if !ok {
		panic(&StopIteration{})
	}
	return v
}

// NextOr is Python's next(it, def): the next value, or def once the iterator is exhausted.
func (it *Iter[T]) NextOr(def T) T {
	if v, ok := it.next(); ok {
		return v
	}
	return def
}

// All returns the remaining values as a sequence, for range-over-func: a loop that breaks
// leaves the values after the one it stopped at in the iterator, as a Python for loop over an
// iterator does.
func (it *Iter[T]) All() iter.Seq[T] {
	return func(yield func(T) bool) {
		for {
			v, ok := it.next()
			if !ok || !yield(v) {
				return
			}
		}
	}
}

// Collect returns the remaining values in a slice (Python's list(it)).
func (it *Iter[T]) Collect() []T { return slices.Collect(it.All()) }

// Stop ends a generator that has not run to its end, so that its coroutine exits; the
// iterator is exhausted afterwards. Stop may be called more than once.
func (it *Iter[T]) Stop() {
	if it.stop != nil {
		it.stop()
	}
}

// stopper is an *Iter of any item type.
type stopper interface{ Stop() }

// Owner records the iterators a compiled function makes, so that a generator that is never
// exhausted is stopped when the function returns (generated code defers Stop). An iterator
// the function returns is released to its caller, which owns it from then on. The zero value
// is ready to use.
type Owner struct {
	its []stopper
}

// Own records it in o and returns it.
func Own[T any](o *Owner, it *Iter[T]) *Iter[T] {
	if it.stop != nil {
		o.its = append(o.its, it)
	}
	return it
}

// Release removes it from o (the function returns it) and returns it.
func Release[T any](o *Owner, it *Iter[T]) *Iter[T] {
	o.its = slices.DeleteFunc(o.its, func(s stopper) bool { return s == stopper(it) })
	return it
}

// Disown releases every iterator o holds and returns v: a compiled function returns v, a
// tuple or a list that may hold some of them, and stops none (its caller, or the Go code that
// receives v, takes them over; one nobody exhausts or stops stays suspended).
func Disown[T any](o *Owner, v T) T {
	o.its = nil
	return v
}

// Stop stops every iterator o holds, the newest first (a generator before the iterators it
// was given).
func (o *Owner) Stop() {
	for i := len(o.its) - 1; i >= 0; i-- {
		o.its[i].Stop()
	}
	o.its = nil
}
