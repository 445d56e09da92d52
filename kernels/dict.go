package kernels

import (
	"reflect"
	"strings"
)

// Dict is a Python dict (numba.typed.Dict) in generated code: a hash map that keeps its keys
// in insertion order, as Python iterates them. Generated code holds a *Dict, so every name
// bound to a dict shares it. Keys are numbers, strings or tuples of those (Go arrays and
// structs), all comparable. Deleted entries leave tombstones in the ordered slice until
// they outnumber the live ones, then the slice is compacted.
type Dict[K comparable, V any] struct {
	ents []dictEnt[K, V]
	dead int // tombstones in ents

	// The index (dictindex.go): a Go map for most key types, a table of slots for integers.
	index    map[K]int32 // position of each live key in ents (int32 keeps the map small)
	slots    []uint64
	shift    uint  // 64 - log2(len(slots))
	live     int   // keys in slots
	keyBytes uint8 // the size of an integer key type, 0 for the map
}

type dictEnt[K comparable, V any] struct {
	k    K
	v    V
	live bool
}

// NewDict returns a new empty dict.
func NewDict[K comparable, V any]() *Dict[K, V] {
	if n := dictKeyBytes[K](); n != 0 {
		return &Dict[K, V]{keyBytes: n}
	}
	return &Dict[K, V]{index: map[K]int32{}}
}

// Len returns len(d).
func (d *Dict[K, V]) Len() int64 { return int64(d.indexLen()) }

// Set does d[k] = v: a new key goes last, an existing key keeps its place.
func (d *Dict[K, V]) Set(k K, v V) {
	if i, ok := d.lookup(k); ok {
		d.ents[i].v = v
		return
	}
	d.indexAdd(k, int32(len(d.ents)))
	d.ents = append(d.ents, dictEnt[K, V]{k: k, v: v, live: true})
}

// At returns d[k]; a missing key panics with KeyError, as Numba raises it (no message).
func (d *Dict[K, V]) At(k K) V {
	i, ok := d.lookup(k)
	if !ok {
		panic(&KeyError{})
	}
	return d.ents[i].v
}

// Contains reports k in d.
func (d *Dict[K, V]) Contains(k K) bool {
	_, ok := d.lookup(k)
	return ok
}

// Get returns d.get(k, def).
func (d *Dict[K, V]) Get(k K, def V) V {
	if i, ok := d.lookup(k); ok {
		return d.ents[i].v
	}
	return def
}

// GetOptional returns d.get(k): the value, or None.
func (d *Dict[K, V]) GetOptional(k K) Optional[V] {
	if i, ok := d.lookup(k); ok {
		return Some(d.ents[i].v)
	}
	return Optional[V]{}
}

// SetDefault returns d.setdefault(k, v): d[k], first set to v when k is missing.
func (d *Dict[K, V]) SetDefault(k K, v V) V {
	if i, ok := d.lookup(k); ok {
		return d.ents[i].v
	}
	d.Set(k, v)
	return v
}

// Delete does del d[k] (KeyError when k is missing).
func (d *Dict[K, V]) Delete(k K) { d.Pop(k) }

// Pop returns d.pop(k) and removes k (KeyError when k is missing).
func (d *Dict[K, V]) Pop(k K) V {
	i, ok := d.lookup(k)
	if !ok {
		panic(&KeyError{})
	}
	return d.remove(k, i)
}

// PopDefault returns d.pop(k, def).
func (d *Dict[K, V]) PopDefault(k K, def V) V {
	i, ok := d.lookup(k)
	if !ok {
		return def
	}
	return d.remove(k, i)
}

func (d *Dict[K, V]) remove(k K, i int32) V {
	v := d.ents[i].v
	d.indexDelete(k, i)
	d.ents[i] = dictEnt[K, V]{}
	d.dead++
	if int(i) == len(d.ents)-1 {
		d.trimTail()
	} else if d.dead > 8 && d.dead > d.indexLen() {
		d.compact()
	}
	return v
}

// trimTail drops the tombstones at the end of the order.
func (d *Dict[K, V]) trimTail() {
	for len(d.ents) > 0 && !d.ents[len(d.ents)-1].live {
		d.ents = d.ents[:len(d.ents)-1]
		d.dead--
	}
}

func (d *Dict[K, V]) compact() {
	out := d.ents[:0]
	for _, e := range d.ents {
		if e.live {
			out = append(out, e)
		}
	}
	clear(d.ents[len(out):])
	d.ents, d.dead = out, 0
	d.indexRebuild()
}

// PopItem removes and returns the last inserted item, as dict.popitem() does; an empty dict
// raises KeyError("dictionary is empty").
func (d *Dict[K, V]) PopItem() (K, V) {
	if d.indexLen() == 0 {
		panic(&KeyError{})
	}
	e := d.ents[len(d.ents)-1]
	d.remove(e.k, int32(len(d.ents)-1))
	return e.k, e.v
}

// Clear does d.clear().
func (d *Dict[K, V]) Clear() {
	d.indexClear()
	d.ents, d.dead = nil, 0
}

// Copy returns d.copy(), a new dict with the same items in the same order.
func (d *Dict[K, V]) Copy() *Dict[K, V] {
	c := NewDict[K, V]()
	d.Update(c)
	return c
}

// Update does dst.update(d): d's items set into dst in d's order.
func (d *Dict[K, V]) Update(dst *Dict[K, V]) {
	for _, e := range d.ents {
		if e.live {
			dst.Set(e.k, e.v)
		}
	}
}

// Keys returns list(d): the keys in insertion order, a new list.
func (d *Dict[K, V]) Keys() *[]K {
	out := make([]K, 0, d.indexLen())
	for _, e := range d.ents {
		if e.live {
			out = append(out, e.k)
		}
	}
	return &out
}

// Values returns list(d.values()), a new list.
func (d *Dict[K, V]) Values() *[]V {
	out := make([]V, 0, d.indexLen())
	for _, e := range d.ents {
		if e.live {
			out = append(out, e.v)
		}
	}
	return &out
}

// DictItems returns list(d.items()), a new list of the pairs pair(k, v) builds.
func DictItems[K comparable, V, T any](d *Dict[K, V], pair func(K, V) T) *[]T {
	out := make([]T, 0, d.indexLen())
	for _, e := range d.ents {
		if e.live {
			out = append(out, pair(e.k, e.v))
		}
	}
	return &out
}

// DictEqual reports a == b: the same keys with equal values, in any order.
func DictEqual[K, V comparable](a, b *Dict[K, V]) bool {
	if a.indexLen() != b.indexLen() {
		return false
	}
	for _, e := range a.ents {
		if !e.live {
			continue
		}
		j, ok := b.lookup(e.k)
		if !ok || e.v != b.ents[j].v {
			return false
		}
	}
	return true
}

// DictEqualFunc reports a == b for dicts of different types, as Numba compares them: as many
// items, and each key of a, converted by key to b's key type, is in b with a value eq
// reports equal.
func DictEqualFunc[K1, K2 comparable, V1, V2 any](a *Dict[K1, V1], b *Dict[K2, V2], key func(K1) K2, eq func(V1, V2) bool) bool {
	if a.indexLen() != b.indexLen() {
		return false
	}
	for _, e := range a.ents {
		if !e.live {
			continue
		}
		j, ok := b.lookup(key(e.k))
		if !ok || !eq(e.v, b.ents[j].v) {
			return false
		}
	}
	return true
}

// Repr returns Python's repr of the dict, {k: v, ...} in insertion order.
func (d *Dict[K, V]) Repr() string { return d.format(reprAny) }

// Str returns what Numba's print shows for the dict: {k: v, ...} in insertion order, with keys
// and values that are strings unquoted (Numba prints them with str), others as repr.
func (d *Dict[K, V]) Str() string {
	return d.format(func(v any) string {
		if s, ok := v.(string); ok {
			return s
		}
		return reprAny(v)
	})
}

func (d *Dict[K, V]) format(item func(any) string) string {
	var b strings.Builder
	b.WriteByte('{')
	first := true
	for _, e := range d.ents {
		if !e.live {
			continue
		}
		if !first {
			b.WriteString(", ")
		}
		first = false
		b.WriteString(item(e.k))
		b.WriteString(": ")
		b.WriteString(item(e.v))
	}
	b.WriteByte('}')
	return b.String()
}

func reprAny(v any) string {
	if s, ok := reprList(v); ok {
		return s
	}
	return reprValue(reflect.ValueOf(v))
}

// DictGetOr returns d.get(k, def) when the default widens the result (an int64 dict with a
// float default gives a float64): the value found converted by conv, or def.
func DictGetOr[K comparable, V, R any](d *Dict[K, V], k K, def R, conv func(V) R) R {
	if i, ok := d.lookup(k); ok {
		return conv(d.ents[i].v)
	}
	return def
}

// DictPopOr is DictGetOr for d.pop(k, def): a key found is removed.
func DictPopOr[K comparable, V, R any](d *Dict[K, V], k K, def R, conv func(V) R) R {
	i, ok := d.lookup(k)
	if !ok {
		return def
	}
	return conv(d.remove(k, i))
}

// DictUpdate does d.update(o).
func DictUpdate[K comparable, V any](d, o *Dict[K, V]) { o.Update(d) }
