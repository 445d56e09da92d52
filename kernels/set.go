package kernels

import "strings"

// Set is a Python set (Numba's reflected set) in generated code: a hash set that keeps its
// items in insertion order, so that iteration, print and pop are deterministic (Numba's set
// iterates in the order of its hash table, which pygo does not reproduce). Generated code
// holds a *Set, so every name bound to a set shares it, and a set argument is seen changed
// by the caller, as Numba reflects it. Items are numbers, strings or tuples of those (Go
// arrays and structs), all comparable. Removed items leave tombstones in the ordered slice
// until they outnumber the live ones; head skips the tombstones pop leaves at the front.
type Set[T comparable] struct {
	index map[T]int32 // position of each live item in ents
	ents  []setEnt[T]
	dead  int // tombstones in ents
	head  int // ents[:head] are all tombstones
}

type setEnt[T comparable] struct {
	v    T
	live bool
}

// NewSet returns a new empty set.
func NewSet[T comparable]() *Set[T] { return &Set[T]{index: map[T]int32{}} }

// SetOf returns a new set of the items of s, in order: set(iterable) and {a, b, ...}.
func SetOf[T comparable](s []T) *Set[T] {
	out := &Set[T]{index: make(map[T]int32, len(s))}
	for _, v := range s {
		out.Add(v)
	}
	return out
}

// Len returns len(s).
func (s *Set[T]) Len() int64 { return int64(len(s.index)) }

// Contains reports v in s.
func (s *Set[T]) Contains(v T) bool {
	_, ok := s.index[v]
	return ok
}

// Add does s.add(v): a new item goes last.
func (s *Set[T]) Add(v T) {
	if _, ok := s.index[v]; ok {
		return
	}
	s.index[v] = int32(len(s.ents))
	s.ents = append(s.ents, setEnt[T]{v: v, live: true})
}

// Discard does s.discard(v).
func (s *Set[T]) Discard(v T) {
	if i, ok := s.index[v]; ok {
		s.remove(v, i)
	}
}

// Remove does s.remove(v); a missing item raises Numba's KeyError (its message is str() of the
// KeyError, quoted as Python shows it).
func (s *Set[T]) Remove(v T) {
	i, ok := s.index[v]
	if !ok {
		panic(&KeyError{Msg: "'set.remove(): key not in set'"})
	}
	s.remove(v, i)
}

// Pop does s.pop(): it removes and returns the oldest item (KeyError on an empty set).
func (s *Set[T]) Pop() T {
	if len(s.index) == 0 {
		panic(&KeyError{Msg: "'set.pop(): empty set'"})
	}
	for !s.ents[s.head].live {
		s.head++
	}
	v := s.ents[s.head].v
	s.remove(v, int32(s.head))
	return v
}

func (s *Set[T]) remove(v T, i int32) {
	delete(s.index, v)
	s.ents[i] = setEnt[T]{}
	s.dead++
	switch {
	case len(s.index) == 0:
		s.ents, s.dead, s.head = s.ents[:0], 0, 0
	case int(i) == len(s.ents)-1:
		for !s.ents[len(s.ents)-1].live {
			s.ents = s.ents[:len(s.ents)-1]
			s.dead--
		}
	case s.dead > 8 && s.dead > len(s.index):
		s.compact()
	}
}

func (s *Set[T]) compact() {
	out := s.ents[:0]
	for _, e := range s.ents {
		if e.live {
			s.index[e.v] = int32(len(out))
			out = append(out, e)
		}
	}
	clear(s.ents[len(out):])
	s.ents, s.dead, s.head = out, 0, 0
}

// Clear does s.clear().
func (s *Set[T]) Clear() {
	clear(s.index)
	s.ents, s.dead, s.head = nil, 0, 0
}

// Items returns the items in iteration order, a new slice: list(s), and the items a for loop
// over s visits (those s has when the loop starts).
func (s *Set[T]) Items() []T {
	out := make([]T, 0, len(s.index))
	for _, e := range s.ents[s.head:] {
		if e.live {
			out = append(out, e.v)
		}
	}
	return out
}

// Copy returns s.copy().
func (s *Set[T]) Copy() *Set[T] { return SetOf(s.Items()) }

// Update does s.update(items) (and s |= o with o's items).
func (s *Set[T]) Update(items []T) {
	for _, v := range items {
		s.Add(v)
	}
}

// Union returns s | o: s's items, then o's new ones.
func (s *Set[T]) Union(o *Set[T]) *Set[T] {
	out := s.Copy()
	out.Update(o.Items())
	return out
}

// Intersection returns s & o, in s's order.
func (s *Set[T]) Intersection(o *Set[T]) *Set[T] {
	out := NewSet[T]()
	for _, v := range s.Items() {
		if o.Contains(v) {
			out.Add(v)
		}
	}
	return out
}

// Difference returns s - o, in s's order.
func (s *Set[T]) Difference(o *Set[T]) *Set[T] {
	out := NewSet[T]()
	for _, v := range s.Items() {
		if !o.Contains(v) {
			out.Add(v)
		}
	}
	return out
}

// SymmetricDifference returns s ^ o: s's items not in o, then o's not in s.
func (s *Set[T]) SymmetricDifference(o *Set[T]) *Set[T] {
	out := s.Difference(o)
	for _, v := range o.Items() {
		if !s.Contains(v) {
			out.Add(v)
		}
	}
	return out
}

// IntersectionUpdate does s &= o: s keeps the items o has.
func (s *Set[T]) IntersectionUpdate(o *Set[T]) {
	for _, v := range s.Items() {
		if !o.Contains(v) {
			s.Discard(v)
		}
	}
}

// DifferenceUpdate does s -= o.
func (s *Set[T]) DifferenceUpdate(o *Set[T]) {
	for _, v := range o.Items() {
		s.Discard(v)
	}
}

// SymmetricDifferenceUpdate does s ^= o: o's items in s go, the others come in, in o's order.
func (s *Set[T]) SymmetricDifferenceUpdate(o *Set[T]) {
	for _, v := range o.Items() {
		if s.Contains(v) {
			s.Discard(v)
		} else {
			s.Add(v)
		}
	}
}

// IsSubset reports s <= o (s.issubset(o)).
func (s *Set[T]) IsSubset(o *Set[T]) bool {
	if len(s.index) > len(o.index) {
		return false
	}
	for v := range s.index {
		if !o.Contains(v) {
			return false
		}
	}
	return true
}

// IsDisjoint reports s.isdisjoint(o).
func (s *Set[T]) IsDisjoint(o *Set[T]) bool {
	a, b := s, o
	if len(a.index) > len(b.index) {
		a, b = b, a
	}
	for v := range a.index {
		if b.Contains(v) {
			return false
		}
	}
	return true
}

// SetCompare returns s op o for the set comparisons: "==", "!=", "<=", "<", ">=", ">" (subset
// and superset tests, strict for < and >).
func SetCompare[T comparable](s *Set[T], op string, o *Set[T]) bool {
	switch op {
	case "==":
		return len(s.index) == len(o.index) && s.IsSubset(o)
	case "!=":
		return len(s.index) != len(o.index) || !s.IsSubset(o)
	case "<=":
		return s.IsSubset(o)
	case "<":
		return len(s.index) < len(o.index) && s.IsSubset(o)
	case ">=":
		return o.IsSubset(s)
	case ">":
		return len(o.index) < len(s.index) && o.IsSubset(s)
	}
	panic("kernels: unknown set comparison " + op)
}

// Repr returns Python's repr of the set, {a, b} in pygo's order, set() when empty.
func (s *Set[T]) Repr() string { return s.format(reprAny) }

// Str returns what print shows for the set: {a, b} with the items as repr (strings quoted),
// set() when empty. Numba prints a set through a Python set, whose order pygo does not
// reproduce (see README: sets).
func (s *Set[T]) Str() string { return s.format(reprAny) }

func (s *Set[T]) format(item func(any) string) string {
	if len(s.index) == 0 {
		return "set()"
	}
	var b strings.Builder
	b.WriteByte('{')
	for i, v := range s.Items() {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(item(v))
	}
	b.WriteByte('}')
	return b.String()
}
