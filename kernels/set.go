package kernels

import (
	"hash/maphash"
	"math"
	"math/bits"
	"strings"
	"unsafe"
)

// Set is a Python set (Numba's reflected set) in generated code: a hash set that keeps its
// items in insertion order, so that iteration, print and pop are deterministic (Numba's set
// iterates in the order of its hash table, which pygo does not reproduce). Generated code
// holds a *Set, so every name bound to a set shares it, and a set argument is seen changed
// by the caller, as Numba reflects it. Items are numbers, strings or tuples of those (Go
// arrays and structs), all comparable.
//
// The items live in ents, in insertion order; slots is an open-addressing table (linear
// probing, at most half full) holding each live item with its position in ents, so that a
// lookup reads one slot for a miss and usually one for a hit. Integer items hash by a
// multiplication (Fibonacci hashing), floats by their bits likewise, strings by
// hash/maphash. Removed items leave tombstones in both until they outnumber the live ones;
// head skips the tombstones pop leaves at the front of ents.
type Set[T comparable] struct {
	slots []setSlot[T]
	ents  []setEnt[T]
	n     int  // live items
	dead  int  // tombstones in ents
	head  int  // ents[:head] are all tombstones
	used  int  // slots that are not empty (live or tombstone)
	shift uint // 64 - log2(len(slots))
	hash  func(T) uint64
	int64 bool // T is a 64-bit integer: hashOf inlines its hash (the hot case)
}

type setEnt[T comparable] struct {
	v    T
	live bool
}

// setSlot is one slot of the table: idx >= 0 is the item's position in ents.
type setSlot[T comparable] struct {
	v   T
	idx int32
}

const (
	slotEmpty = -1
	slotDead  = -2
	fibMul    = 0x9E3779B97F4A7C15
)

// setHasher returns the hash function of a set of T: a multiplication of the bits for integers
// and floats (0.0 and -0.0, which are equal, hash alike), maphash for strings and other
// comparable items (tuples).
func setHasher[T comparable]() func(T) uint64 {
	var z T
	switch any(z).(type) {
	case int64, uint64, int, uint:
		return func(v T) uint64 { return *(*uint64)(unsafe.Pointer(&v)) * fibMul }
	case int32, uint32:
		return func(v T) uint64 { return uint64(*(*uint32)(unsafe.Pointer(&v))) * fibMul }
	case int16, uint16:
		return func(v T) uint64 { return uint64(*(*uint16)(unsafe.Pointer(&v))) * fibMul }
	case int8, uint8, bool:
		return func(v T) uint64 { return uint64(*(*uint8)(unsafe.Pointer(&v))) * fibMul }
	case float64:
		return func(v T) uint64 {
			f := *(*float64)(unsafe.Pointer(&v))
			if f == 0 {
				f = 0 // -0.0 == 0.0: one hash
			}
			return math.Float64bits(f) * fibMul
		}
	case float32:
		return func(v T) uint64 {
			f := *(*float32)(unsafe.Pointer(&v))
			if f == 0 {
				f = 0
			}
			return uint64(math.Float32bits(f)) * fibMul
		}
	case string:
		seed := maphash.MakeSeed()
		return func(v T) uint64 { return maphash.String(seed, *(*string)(unsafe.Pointer(&v))) }
	}
	seed := maphash.MakeSeed()
	return func(v T) uint64 { return maphash.Comparable(seed, v) }
}

// NewSet returns a new empty set.
func NewSet[T comparable]() *Set[T] {
	s := &Set[T]{}
	s.init()
	return s
}

func (s *Set[T]) init() {
	s.hash = setHasher[T]()
	var z T
	switch any(z).(type) {
	case int64, uint64, int, uint:
		s.int64 = true
	}
}

// hashOf returns v's hash.
func (s *Set[T]) hashOf(v T) uint64 {
	if s.int64 {
		return *(*uint64)(unsafe.Pointer(&v)) * fibMul
	}
	return s.hash(v)
}

// SetOf returns a new set of the items of s, in order: set(iterable) and {a, b, ...}.
func SetOf[T comparable](s []T) *Set[T] {
	out := NewSet[T]()
	for _, v := range s {
		out.Add(v)
	}
	return out
}

// Len returns len(s).
func (s *Set[T]) Len() int64 { return int64(s.n) }

// find returns the slot holding v, or -1 and the slot where v would go (the first tombstone
// on its probe sequence, or the empty slot that ends it).
func (s *Set[T]) find(v T) (at, free int) {
	if len(s.slots) == 0 {
		return -1, -1
	}
	mask := len(s.slots) - 1
	i := int(s.hashOf(v) >> s.shift)
	free = -1
	for {
		sl := &s.slots[i]
		switch {
		case sl.idx >= 0:
			if sl.v == v {
				return i, free
			}
		case sl.idx == slotEmpty:
			if free < 0 {
				free = i
			}
			return -1, free
		case free < 0:
			free = i
		}
		i = (i + 1) & mask
	}
}

// Contains reports v in s.
func (s *Set[T]) Contains(v T) bool {
	at, _ := s.find(v)
	return at >= 0
}

// Add does s.add(v): a new item goes last.
func (s *Set[T]) Add(v T) {
	at, free := s.find(v)
	if at >= 0 {
		return
	}
	if free < 0 || 2*(s.used+1) > len(s.slots) {
		s.rehash(2 * (s.n + 1))
		_, free = s.find(v)
	}
	if s.slots[free].idx == slotEmpty {
		s.used++
	}
	s.slots[free] = setSlot[T]{v: v, idx: int32(len(s.ents))}
	s.ents = append(s.ents, setEnt[T]{v: v, live: true})
	s.n++
}

// rehash compacts ents and rebuilds the table with room for at least n items at half load.
func (s *Set[T]) rehash(n int) {
	if s.hash == nil {
		s.init()
	}
	size := 8
	for size < 2*n {
		size *= 2
	}
	if size != len(s.slots) {
		s.slots = make([]setSlot[T], size)
		s.shift = uint(64 - bits.TrailingZeros(uint(size)))
	}
	for i := range s.slots {
		s.slots[i] = setSlot[T]{idx: slotEmpty}
	}
	out := s.ents[:0]
	mask := size - 1
	for _, e := range s.ents[s.head:] {
		if !e.live {
			continue
		}
		i := int(s.hashOf(e.v) >> s.shift)
		for s.slots[i].idx != slotEmpty {
			i = (i + 1) & mask
		}
		s.slots[i] = setSlot[T]{v: e.v, idx: int32(len(out))}
		out = append(out, e)
	}
	clear(s.ents[len(out):])
	s.ents, s.dead, s.head, s.used = out, 0, 0, len(out)
}

// Discard does s.discard(v).
func (s *Set[T]) Discard(v T) {
	if at, _ := s.find(v); at >= 0 {
		s.remove(at)
	}
}

// Remove does s.remove(v); a missing item raises Numba's KeyError (its message is str() of the
// KeyError, quoted as Python shows it).
func (s *Set[T]) Remove(v T) {
	at, _ := s.find(v)
	if at < 0 {
		panic(&KeyError{Msg: "'set.remove(): key not in set'"})
	}
	s.remove(at)
}

// Pop does s.pop(): it removes and returns the oldest item (KeyError on an empty set).
func (s *Set[T]) Pop() T {
	if s.n == 0 {
		panic(&KeyError{Msg: "'set.pop(): empty set'"})
	}
	for !s.ents[s.head].live {
		s.head++
	}
	v := s.ents[s.head].v
	at, _ := s.find(v)
	s.remove(at)
	return v
}

// remove deletes the item in slot at.
func (s *Set[T]) remove(at int) {
	i := s.slots[at].idx
	var zero T
	s.slots[at] = setSlot[T]{v: zero, idx: slotDead}
	s.ents[i] = setEnt[T]{}
	s.n--
	s.dead++
	switch {
	case s.n == 0:
		s.Clear()
	case int(i) == len(s.ents)-1:
		for !s.ents[len(s.ents)-1].live {
			s.ents = s.ents[:len(s.ents)-1]
			s.dead--
		}
	case s.dead > 8 && s.dead > s.n:
		s.rehash(s.n)
	}
}

// Clear does s.clear().
func (s *Set[T]) Clear() {
	s.slots, s.ents = nil, nil
	s.n, s.dead, s.head, s.used = 0, 0, 0, 0
}

// Items returns the items in iteration order, a new slice: list(s), and the items a for loop
// over s visits (those s has when the loop starts).
func (s *Set[T]) Items() []T {
	out := make([]T, 0, s.n)
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
	if s.n > o.n {
		return false
	}
	for _, e := range s.ents[s.head:] {
		if e.live && !o.Contains(e.v) {
			return false
		}
	}
	return true
}

// IsDisjoint reports s.isdisjoint(o).
func (s *Set[T]) IsDisjoint(o *Set[T]) bool {
	a, b := s, o
	if a.n > b.n {
		a, b = b, a
	}
	for _, e := range a.ents[a.head:] {
		if e.live && b.Contains(e.v) {
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
		return s.n == o.n && s.IsSubset(o)
	case "!=":
		return s.n != o.n || !s.IsSubset(o)
	case "<=":
		return s.IsSubset(o)
	case "<":
		return s.n < o.n && s.IsSubset(o)
	case ">=":
		return o.IsSubset(s)
	case ">":
		return o.n < s.n && o.IsSubset(s)
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
	if s.n == 0 {
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
