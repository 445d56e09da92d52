package kernels

import "strings"

// The set algebra, as Numba 0.56 builds each result (numba/cpython/setobj.py): the binary
// operators copy one operand and update the copy in place with the other, so that the
// result's table, and its iteration order, are Numba's.

// Union returns s | o: a copy of the larger set (o when the sizes tie), updated with the other.
func (s *Set[T]) Union(o *Set[T]) *Set[T] {
	a, b := o, s
	if s.used > o.used {
		a, b = s, o
	}
	out := a.Copy()
	out.Update(b.Items())
	return out
}

// Intersection returns s & o: a copy of the smaller set (o when the sizes tie) without the
// items the other lacks.
func (s *Set[T]) Intersection(o *Set[T]) *Set[T] {
	a, b := o, s
	if s.used < o.used {
		a, b = s, o
	}
	out := a.Copy()
	out.IntersectionUpdate(b)
	return out
}

// Difference returns s - o.
func (s *Set[T]) Difference(o *Set[T]) *Set[T] {
	out := s.Copy()
	out.DifferenceUpdate(o)
	return out
}

// SymmetricDifference returns s ^ o: a copy of the larger set (o when the sizes tie), updated
// with the other.
func (s *Set[T]) SymmetricDifference(o *Set[T]) *Set[T] {
	a, b := o, s
	if s.used > o.used {
		a, b = s, o
	}
	out := a.Copy()
	out.SymmetricDifferenceUpdate(b)
	return out
}

// live returns the slots of s that hold items, with their items (a snapshot, so that an
// operation of s with itself reads the items s had when it started).
func (s *Set[T]) live() []setEntry[T] {
	out := make([]setEntry[T], 0, s.used)
	for _, e := range s.ents {
		if e.h > setDeleted {
			out = append(out, e)
		}
	}
	return out
}

// IntersectionUpdate does s &= o: s keeps the items o has.
func (s *Set[T]) IntersectionUpdate(o *Set[T]) {
	for i, e := range s.ents {
		if e.h > setDeleted {
			if _, ok := o.find(e.v, e.h); !ok {
				s.removeAt(i, false)
			}
		}
	}
	s.downsize(s.used)
}

// DifferenceUpdate does s -= o.
func (s *Set[T]) DifferenceUpdate(o *Set[T]) {
	for _, e := range o.live() {
		if i, ok := s.find(e.v, e.h); ok {
			s.removeAt(i, false)
		}
	}
	s.downsize(s.used)
}

// SymmetricDifferenceUpdate does s ^= o: o's items in s go, the others come in, in o's order.
func (s *Set[T]) SymmetricDifferenceUpdate(o *Set[T]) {
	for _, e := range o.live() {
		if i, ok := s.lookup(e.v, e.h); ok {
			s.removeAt(i, false)
		} else {
			s.put(i, e.v, e.h, true)
		}
	}
	s.downsize(s.used)
}

// IsSubset reports s <= o (s.issubset(o)).
func (s *Set[T]) IsSubset(o *Set[T]) bool {
	if s.used > o.used {
		return false
	}
	for _, e := range s.ents {
		if e.h > setDeleted {
			if _, ok := o.find(e.v, e.h); !ok {
				return false
			}
		}
	}
	return true
}

// IsDisjoint reports s.isdisjoint(o).
func (s *Set[T]) IsDisjoint(o *Set[T]) bool {
	a, b := s, o
	if a.used > b.used {
		a, b = b, a
	}
	for _, e := range a.ents {
		if e.h > setDeleted {
			if _, ok := b.find(e.v, e.h); ok {
				return false
			}
		}
	}
	return true
}

// SetCompare returns s op o for the set comparisons: "==", "!=", "<=", "<", ">=", ">" (subset
// and superset tests, strict for < and >).
func SetCompare[T comparable](s *Set[T], op string, o *Set[T]) bool {
	switch op {
	case "==":
		return s.used == o.used && s.IsSubset(o)
	case "!=":
		return s.used != o.used || !s.IsSubset(o)
	case "<=":
		return s.IsSubset(o)
	case "<":
		return s.used < o.used && s.IsSubset(o)
	case ">=":
		return o.IsSubset(s)
	case ">":
		return o.used < s.used && o.IsSubset(s)
	}
	panic("kernels: unknown set comparison " + op)
}

// Repr returns Python's repr of the set as Numba shows it: {a, b} in the order of the CPython
// set Numba boxes it into (see pyset.go), set() when empty.
func (s *Set[T]) Repr() string { return s.format(reprAny) }

// Str returns what print shows for the set: its Repr (strings quoted).
func (s *Set[T]) Str() string { return s.format(reprAny) }

func (s *Set[T]) format(item func(any) string) string {
	if s.used == 0 {
		return "set()"
	}
	var b strings.Builder
	b.WriteByte('{')
	for i, v := range pyOrdered(s.Items(), s.hash) {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(item(v))
	}
	b.WriteByte('}')
	return b.String()
}
