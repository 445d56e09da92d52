package kernels

import "unsafe"

// A dict's index maps each live key to its position in ents. Integer keys (the common case:
// counts, histograms, ids) use an open-addressing table of their own, as Numba's typed dict
// does: a power-of-two array of slots probed linearly from a multiplicative hash of the key,
// each slot holding the position plus one in its low 32 bits (0 is empty) and 32 more bits of
// the hash, so that a probe compares a key in ents only when those bits match. Go's map, which
// other keys use, hashes a type-parameter key through the type's hash function and cannot take
// its fast paths for int64 keys. The index decides nothing about order: that is ents'.

// dictKeyBytes returns the size of K when it is a Go integer or bool type (keys whose bits are
// their identity), or 0 when the dict indexes K with a Go map (floats: -0.0 == 0.0 and NaN;
// strings, tuples).
func dictKeyBytes[K comparable]() uint8 {
	var k K
	switch any(k).(type) {
	case int, int64, uint, uint64, uintptr:
		return uint8(unsafe.Sizeof(k))
	case int32, uint32:
		return 4
	case int16, uint16:
		return 2
	case int8, uint8, bool:
		return 1
	}
	return 0
}

const (
	dictMinSlots = 8
	dictHashMul  = 0x9E3779B97F4A7C15 // 2^64 / golden ratio: Fibonacci hashing
)

// keyHash returns the hash of an integer key: its bits times dictHashMul. The top bits pick the
// home slot and bits 32 to 63 are the slot's tag.
func (d *Dict[K, V]) keyHash(k K) uint64 {
	p := unsafe.Pointer(&k)
	var x uint64
	switch d.keyBytes {
	case 8:
		x = *(*uint64)(p)
	case 4:
		x = uint64(*(*uint32)(p))
	case 2:
		x = uint64(*(*uint16)(p))
	default:
		x = uint64(*(*uint8)(p))
	}
	return x * dictHashMul
}

// lookup returns the position of k in ents.
func (d *Dict[K, V]) lookup(k K) (int32, bool) {
	if d.keyBytes == 0 {
		i, ok := d.index[k]
		return i, ok
	}
	if d.live == 0 {
		return 0, false
	}
	h := d.keyHash(k)
	mask := uint64(len(d.slots) - 1)
	tag := h >> 32
	for i := h >> d.shift; ; i = (i + 1) & mask {
		s := d.slots[i]
		if s == 0 {
			return 0, false
		}
		if s>>32 == tag {
			if p := int32(uint32(s)) - 1; d.ents[p].k == k {
				return p, true
			}
		}
	}
}

// indexLen returns the number of live keys.
func (d *Dict[K, V]) indexLen() int {
	if d.keyBytes == 0 {
		return len(d.index)
	}
	return d.live
}

// indexAdd records a key that lookup did not find at position p.
func (d *Dict[K, V]) indexAdd(k K, p int32) {
	if d.keyBytes == 0 {
		d.index[k] = p
		return
	}
	if 2*(d.live+1) > len(d.slots) { // at most half full
		n := max(dictMinSlots, 2*len(d.slots))
		for n < 2*(d.live+1) {
			n *= 2
		}
		d.resize(n)
	}
	d.place(d.keyHash(k), p)
	d.live++
}

// place puts position p, of a key hashing to h, in the first empty slot of its probe sequence.
func (d *Dict[K, V]) place(h uint64, p int32) {
	mask := uint64(len(d.slots) - 1)
	i := h >> d.shift
	for d.slots[i] != 0 {
		i = (i + 1) & mask
	}
	d.slots[i] = h>>32<<32 | uint64(uint32(p+1))
}

// resize makes the table n slots (a power of two) and places every live key again.
func (d *Dict[K, V]) resize(n int) {
	d.slots = make([]uint64, n)
	d.shift = 64
	for m := n; m > 1; m >>= 1 {
		d.shift--
	}
	for p, e := range d.ents {
		if e.live {
			d.place(d.keyHash(e.k), int32(p))
		}
	}
}

// indexDelete removes live key k, at position p, from the index (before ents[p] is cleared).
// Integer keys use backward-shift deletion: the slots after the hole that may move back into
// it do, so that no probe sequence has a gap and no tombstones build up.
func (d *Dict[K, V]) indexDelete(k K, p int32) {
	if d.keyBytes == 0 {
		delete(d.index, k)
		return
	}
	mask := uint64(len(d.slots) - 1)
	hole := d.keyHash(k) >> d.shift
	for int32(uint32(d.slots[hole]))-1 != p {
		hole = (hole + 1) & mask
	}
	for i := (hole + 1) & mask; d.slots[i] != 0; i = (i + 1) & mask {
		home := d.keyHash(d.ents[int32(uint32(d.slots[i]))-1].k) >> d.shift
		// The entry at i may fill the hole when its home is not in the cyclic range (hole, i].
		if (i-home)&mask >= (i-hole)&mask {
			d.slots[hole] = d.slots[i]
			hole = i
		}
	}
	d.slots[hole] = 0
	d.live--
}

// indexMoved records that compaction moved every live key: the index is built again.
func (d *Dict[K, V]) indexRebuild() {
	if d.keyBytes == 0 {
		for p, e := range d.ents {
			if e.live {
				d.index[e.k] = int32(p)
			}
		}
		return
	}
	if d.live > 0 {
		d.resize(len(d.slots))
	}
}

// indexClear empties the index.
func (d *Dict[K, V]) indexClear() {
	if d.keyBytes == 0 {
		clear(d.index)
		return
	}
	clear(d.slots)
	d.live = 0
}
