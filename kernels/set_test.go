package kernels

import (
	"errors"
	"slices"
	"testing"
)

// TestSetOrder checks iteration, pop and print orders against what Numba 0.56 gives for the
// same operations (PYTHONHASHSEED=0): -1 and -2 share the fallback slot hash -43, pop starts
// after the finger, and print goes through a CPython set.
func TestSetOrder(t *testing.T) {
	s := SetOf([]int64{5, -1, 17, 33, 1, -2, 16})
	if got, want := s.Items(), []int64{16, 17, 33, 1, 5, -1, -2}; !slices.Equal(got, want) {
		t.Errorf("set([5, -1, 17, 33, 1, -2, 16]): %v, want %v", got, want)
	}
	p := SetOf([]int64{0, 1, 2, 3, 4})
	var pops []int64
	for p.Len() > 0 {
		pops = append(pops, p.Pop())
	}
	if want := []int64{1, 2, 3, 4, 0}; !slices.Equal(pops, want) {
		t.Errorf("pops: %v, want %v", pops, want)
	}
	big := NewSet[int64]()
	for k := range int64(100) {
		big.Add(k)
	}
	for k := range int64(90) {
		big.Discard(k)
	}
	if got, want := big.Items(), []int64{90, 91, 92, 93, 94, 95, 96, 97, 98, 99}; !slices.Equal(got, want) {
		t.Errorf("after shrinking: %v, want %v", got, want)
	}
	if got, want := SetOf([]int64{100, 3, -7, 40, 33}).Str(), "{33, 3, 100, 40, -7}"; got != want {
		t.Errorf("Str() = %s, want %s", got, want)
	}
	if got, want := SetFromPython([]int64{40, 3, 40, 100}).Items(), []int64{3, 100, 40}; !slices.Equal(got, want) {
		t.Errorf("SetFromPython: %v, want %v", got, want)
	}
}

// TestPyHash checks hash() of numbers, strings and tuples against CPython 3.11 with
// PYTHONHASHSEED=0.
func TestPyHash(t *testing.T) {
	type pair struct {
		V0 int64
		V1 float64
	}
	for _, tt := range []struct {
		name string
		got  uint64
		want int64
	}{
		{"abc", pyHashStr("abc"), -4594863902769663758},
		{"日本", pyHashStr("日本"), 6243316497235261705},
		{"1.5", pyHashFloat(1.5), 1152921504606846977},
		{"-1", pyHashInt(-1), -2},
		{"2**62", pyHashInt(1 << 62), 2},
		{"-(2**62)", pyHashInt(-1 << 62), -2},
		{"(1, 2.5)", pyHasher[pair]()(pair{1, 2.5}), 396935360214441795},
		{"(1+2j)", uint64(PyHash(complex(1, 2))), 2000007},
		{"complex(-1, 0)", uint64(PyHash(complex(-1, 0))), -2},
	} {
		if int64(tt.got) != tt.want {
			t.Errorf("hash(%s) = %d, want %d", tt.name, int64(tt.got), tt.want)
		}
	}
}

// TestSetAlgebra checks the operators' results and orders (Numba's, for a and b built as the
// displays {1, 2, 3, 4} and {6, 3, 5, 4, 20, 36}) and the comparisons.
func TestSetAlgebra(t *testing.T) {
	a, b := SetConstDisplay([]int64{1, 2, 3, 4}), SetConstDisplay([]int64{6, 3, 5, 4, 20, 36})
	for _, tt := range []struct {
		name string
		got  *Set[int64]
		want []int64
	}{
		{"union", a.Union(b), []int64{1, 2, 3, 4, 5, 6, 20, 36}},
		{"intersection", a.Intersection(b), []int64{3, 4}},
		{"difference", b.Difference(a), []int64{20, 36, 6, 5}},
		{"symmetric_difference", a.SymmetricDifference(b), []int64{1, 2, 20, 5, 6, 36}},
	} {
		if got := tt.got.Items(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
	c := a.Copy()
	c.SymmetricDifferenceUpdate(b)
	c.IntersectionUpdate(SetOf([]int64{1, 5, 6}))
	c.DifferenceUpdate(SetOf([]int64{6}))
	if got := c.Items(); !slices.Equal(got, []int64{1, 5}) {
		t.Errorf("in-place updates: %v", got)
	}
	sub, eq := SetOf([]int64{3, 1}), SetOf([]int64{4, 3, 2, 1})
	for _, tt := range []struct {
		x    *Set[int64]
		op   string
		y    *Set[int64]
		want bool
	}{
		{sub, "<", a, true}, {sub, "<=", a, true}, {a, "<", eq, false}, {a, "<=", eq, true}, {a, "==", eq, true},
		{a, "!=", eq, false}, {a, ">", sub, true}, {a, ">=", b, false}, {a, "==", b, false}, {a, "!=", b, true},
	} {
		if got := SetCompare(tt.x, tt.op, tt.y); got != tt.want {
			t.Errorf("%v %s %v = %v, want %v", tt.x.Items(), tt.op, tt.y.Items(), got, tt.want)
		}
	}
	if a.IsDisjoint(b) || !a.IsDisjoint(SetOf([]int64{9})) {
		t.Error("IsDisjoint")
	}
	var zero Set[int64]
	if zero.Contains(1) || zero.Len() != 0 || zero.Str() != "set()" {
		t.Error("zero Set is not empty")
	}
	zero.Add(3)
	if !zero.Contains(3) {
		t.Error("zero Set: Add(3) then Contains(3) is false")
	}
}

// TestSetErrors checks the KeyErrors of remove and pop, and the printed forms.
func TestSetErrors(t *testing.T) {
	catch := func(f func()) (err error) {
		defer func() { err, _ = recover().(error) }()
		f()
		return nil
	}
	s := SetOf([]string{"a", "b"})
	var ke *KeyError
	if err := catch(func() { s.Remove("c") }); !errors.As(err, &ke) || err.Error() != "KeyError: 'set.remove(): key not in set'" {
		t.Errorf("Remove: %v", err)
	}
	if got := s.Str(); got != "{'a', 'b'}" {
		t.Errorf("Str() = %s", got)
	}
	s.Clear()
	if err := catch(func() { s.Pop() }); !errors.As(err, &ke) || err.Error() != "KeyError: 'set.pop(): empty set'" {
		t.Errorf("Pop: %v", err)
	}
	if got := s.Repr(); got != "set()" {
		t.Errorf("Repr() = %s", got)
	}
}

// TestSetChurn checks lookups through many adds and removals of strings, floats and tuples
// (the Python hashers), against a Go map.
func TestSetChurn(t *testing.T) {
	type pair struct {
		V0 int64
		V1 float64
	}
	s := NewSet[pair]()
	model := map[pair]bool{}
	for i := range 5000 {
		p := pair{int64(i * 7 % 113), float64(i%5) - 0.0}
		if i%3 == 0 {
			s.Discard(p)
			delete(model, p)
		} else {
			s.Add(p)
			model[p] = true
		}
		if s.Len() != int64(len(model)) {
			t.Fatalf("step %d: len %d, want %d", i, s.Len(), len(model))
		}
	}
	for p := range model {
		if !s.Contains(p) {
			t.Fatalf("missing %v", p)
		}
	}
	f := SetOf([]float64{0.0, 1.5})
	if negZero := -f.Items()[0]; !f.Contains(negZero) {
		t.Error("-0.0 not found in a set holding 0.0")
	}
	w := SetOf([]string{"a", "b", "a", ""})
	if w.Len() != 3 || !w.Contains("") || w.Contains("c") {
		t.Errorf("strings: %v", w.Items())
	}
}

// TestSetHotPaths checks that Contains and Add, which carry their own probe loops with the hash
// inline, choose the slots find and lookup (through hashSlow) choose: two tables driven by the
// same adds and discards of int64 items (small, negative, -1 and -2, and at or past 2**61-1,
// which leave hashOf's inline case) stay equal slot for slot.
func TestSetHotPaths(t *testing.T) {
	hot, ref := NewSet[int64](), NewSet[int64]()
	x := uint64(7)
	for step := range 20000 {
		x = x*6364136223846793005 + 1442695040888963407
		v := int64(x>>40)%3000 - 1000
		switch x >> 62 {
		case 0:
			v += pyHashModulus - 1500
		case 1:
			v = -1 - v%2
		}
		if step%4 == 3 {
			hot.Discard(v)
			ref.Discard(v)
		} else {
			_, want := ref.find(v, ref.hashSlow(v))
			if got := hot.Contains(v); got != want {
				t.Fatalf("step %d: Contains(%d) = %v, want %v", step, v, got, want)
			}
			hot.Add(v)
			ref.addHashed(v, ref.hashSlow(v), true)
		}
		if !slices.Equal(hot.ents, ref.ents) || hot.used != ref.used || hot.fill != ref.fill {
			t.Fatalf("step %d (item %d): the tables differ", step, v)
		}
	}
}

// TestSetAddAll checks that SetOf and Update, which touch each block of int64 items' home slots
// before adding them, build the tables that adding the items one by one through lookup builds:
// blocks that end inside the items and on their end, items that collide (v and v + 2**61-1
// share a hash), and an Update into a table with deleted slots.
func TestSetAddAll(t *testing.T) {
	items := make([]int64, 0, 3*setTouchBlock+5)
	x := uint64(11)
	for range cap(items) {
		x = x*6364136223846793005 + 1442695040888963407
		v := int64(x>>40)%200 - 50
		if x>>62 == 0 {
			v += pyHashModulus
		}
		items = append(items, v)
	}
	ref := &Set[int64]{}
	ref.alloc(setAllocSize(len(items)))
	for _, v := range items {
		ref.addHashed(v, ref.hashSlow(v), true)
	}
	if got := SetOf(items); !slices.Equal(got.ents, ref.ents) || got.used != ref.used || got.fill != ref.fill {
		t.Fatalf("SetOf: the tables differ")
	}
	upd, ref := NewSet[int64](), NewSet[int64]()
	for _, v := range items[:40] {
		upd.Add(v)
		ref.Add(v)
	}
	for i := 0; i < 40; i += 3 {
		v := items[i]
		upd.Discard(v)
		ref.Discard(v)
	}
	upd.Update(items)
	ref.upsize(ref.used + len(items))
	for _, v := range items {
		ref.addHashed(v, ref.hashSlow(v), true)
	}
	ref.downsize(ref.used)
	if !slices.Equal(upd.ents, ref.ents) || upd.used != ref.used || upd.fill != ref.fill {
		t.Fatalf("Update: the tables differ")
	}
}

// BenchmarkSetDedup measures a membership test and an add per key over 200k random keys
// (50k distinct), the bench/kernels/set_dedup.py loop.
func BenchmarkSetDedup(b *testing.B) {
	keys := make([]int64, 200_000)
	x := uint64(12345)
	for i := range keys {
		x = x*6364136223846793005 + 1442695040888963407
		keys[i] = int64(x>>33) % 50_000
	}
	b.ReportAllocs()
	b.SetBytes(int64(8 * len(keys)))
	for b.Loop() {
		seen := NewSet[int64]()
		for _, k := range keys {
			if !seen.Contains(k) {
				seen.Add(k)
			}
		}
	}
}
