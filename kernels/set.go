package kernels

import (
	"slices"
	"unsafe"
)

// Set is a Python set (Numba's reflected set) in generated code. It is Numba 0.56's set
// (numba/cpython/setobj.py) slot for slot, so that iteration, list(s) and pop() visit the
// items in Numba's order: an open-addressing table of (hash, item) entries whose size is a
// power of two (at least 16), probed linearly for 3 slots from hash & mask and then by
// CPython's perturbation (i = 5*i + 1 + (perturb >>= 5)); it grows 4x when twice the live
// items reach its size, shrinks when it is 4x larger than needed, and iterates its slots in
// order. The hashes are Python's (see pyhash.go). Generated code holds a *Set, so every name
// bound to a set shares it, and a set argument is seen changed by the caller, as Numba
// reflects it. Items are numbers, strings or tuples of those (Go arrays and structs), all
// comparable.
//
// The zero Set is an empty set.
type Set[T comparable] struct {
	ents   []setEntry[T] // the table: nil until the first write, else a power of two >= setMinSize
	used   int           // live items
	fill   int           // slots that are not empty (live or deleted)
	finger int           // where pop's search for a live slot starts
	hash   func(T) uint64
	int64  bool // T is int64: hashOf inlines its hash (the hot case)
	// touched is the xor of the slot keys touch last read: stored so that its loads stay
	touched uint64
}

// setEntry is one slot: h is the slot's key, the bitwise complement of the item's hash
// (Numba's entry hash), so that a zeroed table is all empty slots (hash -1, key setEmpty) and
// a new table needs no pass to mark them; a deleted slot's hash is -2 (key setDeleted). A slot
// is live when its key is above setDeleted.
type setEntry[T comparable] struct {
	h uint64
	v T
}

const (
	setEmpty     = 0  // ^hash -1
	setDeleted   = 1  // ^hash -2
	setFallback  = 42 // ^hash -43: the hash of an item whose hash is -1 or -2
	setMinSize   = 16
	linearProbes = 3
)

// NewSet returns a new empty set.
func NewSet[T comparable]() *Set[T] {
	s := &Set[T]{}
	s.alloc(setMinSize)
	return s
}

// SetOf returns a new set of the items of s, added in order: set(iterable) and {a, b, ...}
// (Numba sizes the table for len(s) items first).
func SetOf[T comparable](s []T) *Set[T] {
	out := &Set[T]{}
	out.alloc(setAllocSize(len(s)))
	out.addAll(s)
	return out
}

// addAll adds items in order to a table sized for them (it does not grow), touching each block
// of int64 items' home slots before adding them.
func (s *Set[T]) addAll(items []T) {
	for len(items) > 0 {
		block := items[:min(len(items), setTouchBlock)]
		items = items[len(block):]
		if s.int64 {
			s.touch(block)
		}
		for _, v := range block {
			s.Add(v)
		}
	}
}

// setTouchBlock is how many items SetOf's touch loads ahead of their inserts.
const setTouchBlock = 32

// touch loads the home slot of each int64 item of block, so that the inserts after it find
// their slots in the cache: the loads are independent, and a loop of nothing else lets the CPU
// wait for all of them at once, where each insert (a call) would wait for its own. The table
// must not change size between touch and the inserts for it to help, which addAll's callers
// ensure; it changes nothing either way. The xor of the keys read keeps the loads.
func (s *Set[T]) touch(block []T) {
	ents := s.ents
	mask := uint64(len(ents) - 1)
	var x uint64
	for i := range block {
		x ^= ents[*(*uint64)(unsafe.Pointer(&block[i]))&mask].h
	}
	s.touched = x
}

// setAllocSize is the table size Numba allocates for n items: the least power of two >= 2n,
// at least setMinSize.
func setAllocSize(n int) int {
	size := setMinSize
	for size < 2*n {
		size *= 2
	}
	return size
}

// alloc replaces the table with an empty one of size slots.
func (s *Set[T]) alloc(size int) {
	if s.hash == nil {
		s.hash = pyHasher[T]()
		var z T
		_, s.int64 = any(z).(int64)
	}
	s.ents = make([]setEntry[T], size) // all setEmpty
	s.used, s.fill, s.finger = 0, 0, 0
}

// table returns the entries, allocating them for a zero Set.
func (s *Set[T]) table() []setEntry[T] {
	if s.ents == nil {
		s.alloc(setMinSize)
	}
	return s.ents
}

// hashOf returns v's key as the table keeps it: the complement of its hash. It inlines: an
// int64 item in [0, 2**61-1) is its own hash (the hot case), any other item takes hashSlow.
// s.int64 is set only by alloc, so when it is set the table exists.
func (s *Set[T]) hashOf(v T) uint64 {
	if s.int64 && *(*uint64)(unsafe.Pointer(&v)) < pyHashModulus {
		return ^*(*uint64)(unsafe.Pointer(&v))
	}
	return s.hashSlow(v)
}

// hashSlow is hashOf for any item, allocating the table of a zero Set.
func (s *Set[T]) hashSlow(v T) uint64 {
	if s.ents == nil {
		s.alloc(setMinSize) // a zero Set
	}
	var h uint64
	if s.int64 {
		h = pyHashInt(*(*int64)(unsafe.Pointer(&v)))
	} else {
		h = s.hash(v)
	}
	if h >= ^uint64(setDeleted) { // -2 or -1
		return setFallback
	}
	return ^h
}

// find finds v (key h): the slot holding it, or false and the empty slot that ends its probe
// sequence.
func (s *Set[T]) find(v T, h uint64) (int, bool) {
	ents := s.table()
	mask := uint64(len(ents) - 1)
	perturb := ^h // the hash
	i := perturb & mask
	for probe := 0; ; probe++ {
		e := &ents[i]
		if e.h == h && e.v == v {
			return int(i), true
		}
		if e.h == setEmpty {
			return int(i), false
		}
		if probe < linearProbes {
			i = (i + 1) & mask
			continue
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
}

// lookup finds v (key h) for an insert: the slot holding it, or false and the slot it goes to
// (the first deleted slot on its probe sequence, else the empty slot that ends it).
func (s *Set[T]) lookup(v T, h uint64) (int, bool) {
	if s.fill == s.used { // no deleted slots: find's answer
		return s.find(v, h)
	}
	ents := s.ents
	mask := uint64(len(ents) - 1)
	perturb := ^h
	i := perturb & mask
	free := -1
	for probe := 0; ; probe++ {
		e := &ents[i]
		switch {
		case e.h == h && e.v == v:
			return int(i), true
		case e.h == setEmpty:
			if free >= 0 {
				return free, false
			}
			return int(i), false
		case e.h == setDeleted && free < 0:
			free = int(i)
		}
		if probe < linearProbes {
			i = (i + 1) & mask
			continue
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
}

// Len returns len(s).
func (s *Set[T]) Len() int64 { return int64(s.used) }

// Contains reports v in s. Its home-slot test inlines into the caller's loop (an int64 item's
// hash inline too), and only a collision calls containsProbe: on a table larger than the cache
// each test waits for a slot's load, and the fewer instructions a test takes, the more of those
// loads the CPU overlaps.
func (s *Set[T]) Contains(v T) bool {
	if s.used == 0 {
		return false
	}
	h := s.hashOf(v)
	ents := s.ents
	e := &ents[^h&uint64(len(ents)-1)]
	if e.h == h && e.v == v {
		return true
	}
	if e.h == setEmpty {
		return false
	}
	return s.containsProbe(v, h)
}

// containsProbe is Contains past a home slot that holds another item: find's probe loop, one
// call without nested ones.
func (s *Set[T]) containsProbe(v T, h uint64) bool {
	ents := s.ents
	mask := uint64(len(ents) - 1)
	perturb := ^h
	i := perturb & mask
	for probe := 0; ; probe++ {
		e := &ents[i]
		if e.h == h && e.v == v {
			return true
		}
		if e.h == setEmpty {
			return false
		}
		if probe < linearProbes {
			i = (i + 1) & mask
			continue
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
}

// Add does s.add(v). Like Contains, its home-slot test inlines: an empty home slot is the first
// free one of v's probe sequence, so v goes there; only a collision calls addProbe.
func (s *Set[T]) Add(v T) {
	h := s.hashOf(v)
	ents := s.ents
	i := ^h & uint64(len(ents)-1)
	e := &ents[i]
	if e.h == h && e.v == v {
		return
	}
	if e.h == setEmpty {
		s.put(int(i), v, h, true)
		return
	}
	s.addProbe(v, h)
}

// addProbe is Add past a home slot that holds another item or is deleted: lookup's probe loop
// with the hash known, one call (put only for a new item).
func (s *Set[T]) addProbe(v T, h uint64) {
	ents := s.ents
	mask := uint64(len(ents) - 1)
	perturb := ^h
	i := perturb & mask
	free := -1
	for probe := 0; ; probe++ {
		e := &ents[i]
		if e.h == h && e.v == v {
			return
		}
		if e.h == setEmpty {
			if free < 0 {
				free = int(i)
			}
			break
		}
		if e.h == setDeleted && free < 0 {
			free = int(i)
		}
		if probe < linearProbes {
			i = (i + 1) & mask
			continue
		}
		perturb >>= 5
		i = (i*5 + 1 + perturb) & mask
	}
	s.put(free, v, h, true)
}

// addHashed adds v (key h) unless it is there, growing the table if resize is set.
func (s *Set[T]) addHashed(v T, h uint64, resize bool) {
	i, ok := s.lookup(v, h)
	if !ok {
		s.put(i, v, h, resize)
	}
}

// put writes v into slot i, which lookup returned for it.
func (s *Set[T]) put(i int, v T, h uint64, resize bool) {
	e := &s.ents[i]
	if e.h == setEmpty {
		s.fill++
	}
	e.h, e.v = h, v
	s.used++
	if resize {
		s.upsize(s.used)
	}
	if s.fill == len(s.ents) {
		// No empty slot is left (deleted ones fill the rest): Numba's lookup of a missing
		// item would never end here; pygo rebuilds the table at its size instead.
		s.resize(len(s.ents))
	}
}

// upsize grows the table 4x (repeatedly) when twice n reaches its size.
func (s *Set[T]) upsize(n int) {
	size := len(s.table())
	if 2*n < size {
		return
	}
	for 2*n >= size {
		size <<= 2
	}
	s.resize(size)
}

// downsize halves the table while it stays at least max(2n, setMinSize), when it is at least
// 4x that and larger than setMinSize.
func (s *Set[T]) downsize(n int) {
	size := len(s.table())
	least := max(2*n, setMinSize)
	if 4*least > size || size <= setMinSize {
		return
	}
	for size>>1 >= least {
		size >>= 1
	}
	s.resize(size)
}

// resize moves the live items, in slot order, into a new table of size slots.
func (s *Set[T]) resize(size int) {
	old := s.ents
	s.alloc(size)
	s.insertLive(old)
}

// insertLive adds the live entries of old, in slot order, to a table that holds no deleted
// slots and none of their items, as Numba re-adds them when it rebuilds a table. Such an
// item is in no slot it passes and the first slot free for it is the first empty one on its
// probe sequence, so the probe compares keys with setEmpty only and never items.
func (s *Set[T]) insertLive(old []setEntry[T]) {
	ents := s.ents
	mask := uint64(len(ents) - 1)
	for _, e := range old {
		if e.h <= setDeleted {
			continue
		}
		perturb := ^e.h
		i := perturb & mask
		for probe := 0; ents[i].h != setEmpty; probe++ {
			if probe < linearProbes {
				i = (i + 1) & mask
				continue
			}
			perturb >>= 5
			i = (i*5 + 1 + perturb) & mask
		}
		ents[i] = e
		s.used++
		s.fill++
	}
}

// removeAt deletes the item in slot i, shrinking the table if resize is set.
func (s *Set[T]) removeAt(i int, resize bool) {
	var zero T
	s.ents[i] = setEntry[T]{h: setDeleted, v: zero}
	s.used--
	if resize {
		s.downsize(s.used)
	}
}

// discard deletes v if it is there and reports whether it was.
func (s *Set[T]) discard(v T, resize bool) bool {
	if s.used == 0 {
		return false
	}
	i, ok := s.find(v, s.hashOf(v))
	if ok {
		s.removeAt(i, resize)
	}
	return ok
}

// Discard does s.discard(v).
func (s *Set[T]) Discard(v T) { s.discard(v, true) }

// Remove does s.remove(v); a missing item raises Numba's KeyError (its message is str() of the
// KeyError, quoted as Python shows it).
func (s *Set[T]) Remove(v T) {
	if !s.discard(v, true) {
		panic(&KeyError{Msg: "'set.remove(): key not in set'"})
	}
}

// Pop does s.pop(): it removes and returns the first live item after the slot of the last
// pop (KeyError on an empty set).
func (s *Set[T]) Pop() T {
	if s.used == 0 {
		panic(&KeyError{Msg: "'set.pop(): empty set'"})
	}
	mask := len(s.ents) - 1
	i := s.finger
	for {
		i = (i + 1) & mask
		if s.ents[i].h > setDeleted {
			break
		}
	}
	s.finger = i
	v := s.ents[i].v
	s.removeAt(i, true)
	return v
}

// Clear does s.clear().
func (s *Set[T]) Clear() { s.alloc(setMinSize) }

// Items returns the items in iteration order (slot order), a new slice: list(s), and the items
// a for loop over s visits (those s has when the loop starts).
func (s *Set[T]) Items() []T {
	out := make([]T, 0, s.used)
	for _, e := range s.ents {
		if e.h > setDeleted {
			out = append(out, e.v)
		}
	}
	return out
}

// Unpack returns the items of s in iteration order for x, y = s; a length other than n
// panics with Numba's *ValueError (which has no message).
func (s *Set[T]) Unpack(n int) []T {
	if s.used != n {
		panic(&ValueError{})
	}
	return s.Items()
}

// Copy returns s.copy(): the same table when s has no deleted slots, else the items re-added
// in slot order to a table sized for them.
func (s *Set[T]) Copy() *Set[T] {
	out := &Set[T]{hash: s.hash, int64: s.int64}
	if s.used == s.fill {
		out.ents = append([]setEntry[T](nil), s.table()...)
		out.used, out.fill = s.used, s.fill
		return out
	}
	out.alloc(setAllocSize(s.used))
	out.insertLive(s.ents)
	return out
}

// Update does s.update(items) (and s |= o with o's items): Numba grows the table for
// len(s) + len(items) first and shrinks it after, if the items had many duplicates.
func (s *Set[T]) Update(items []T) {
	s.upsize(s.used + len(items))
	s.addAll(items)
	s.downsize(s.used)
}

// SetDisplay returns the display {a, b, ...} of items: Numba adds a display's items in reverse
// order ("as Python does") to a table sized for them. A display of three or more constants is
// SetConstDisplay.
func SetDisplay[T comparable](items []T) *Set[T] {
	out := &Set[T]{}
	out.alloc(setAllocSize(len(items)))
	for i := len(items) - 1; i >= 0; i-- {
		out.Add(items[i])
	}
	return out
}

// SetConstDisplay returns the display {a, b, c, ...} of three or more constants. CPython
// compiles it to an empty set updated with a frozenset constant, and the compiler builds that
// frozenset twice (from the items, then from the first one's order, when it merges constants);
// Numba turns the frozenset into a display of its items and updates an empty set with it.
func SetConstDisplay[T comparable](items []T) *Set[T] {
	var distinct []T
	for _, v := range items {
		if !slices.Contains(distinct, v) {
			distinct = append(distinct, v)
		}
	}
	out := NewSet[T]()
	frozen := pyOrdered(pyOrdered(distinct, out.hash), out.hash)
	out.Update(SetDisplay(frozen).Items())
	return out
}

// SetMap returns the set of f(v) for the items of s (a set whose items widen, ints to floats):
// the same table when every item keeps its hash, as Numba builds the set with the wider items
// from the start; else the new items added in s's order.
func SetMap[T, U comparable](s *Set[T], f func(T) U) *Set[U] {
	out := &Set[U]{}
	out.alloc(len(s.table()))
	same := true
	for i, e := range s.ents {
		if e.h > setDeleted {
			v := f(e.v)
			h := out.hashOf(v)
			same = same && h == e.h
			out.ents[i] = setEntry[U]{h: h, v: v}
		} else {
			out.ents[i].h = e.h
		}
	}
	out.used, out.fill, out.finger = s.used, s.fill, s.finger
	if same {
		return out
	}
	items := s.Items()
	mapped := make([]U, len(items))
	for i, v := range items {
		mapped[i] = f(v)
	}
	return SetOf(mapped)
}
