package kernels

import (
	"errors"
	"slices"
	"testing"
)

// TestSetOrder checks insertion order through discards, pops from the front, compaction and
// re-adds, against a plain model (a slice of the live items in insertion order).
func TestSetOrder(t *testing.T) {
	s := NewSet[int64]()
	var model []int64
	add := func(v int64) {
		if !slices.Contains(model, v) {
			model = append(model, v)
		}
		s.Add(v)
	}
	discard := func(v int64) {
		model = slices.DeleteFunc(model, func(x int64) bool { return x == v })
		s.Discard(v)
	}
	for i := range int64(300) {
		add(i * 7 % 61)
		switch {
		case i%3 == 0:
			discard(i * 5 % 61)
		case i%7 == 0 && len(model) > 0:
			want := model[0]
			model = model[1:]
			if got := s.Pop(); got != want {
				t.Fatalf("step %d: Pop() = %d, want %d", i, got, want)
			}
		}
		if got := s.Items(); !slices.Equal(got, model) || s.Len() != int64(len(model)) {
			t.Fatalf("step %d: items %v, want %v", i, got, model)
		}
	}
	for s.Len() > 0 {
		want := model[0]
		model = model[1:]
		if got := s.Pop(); got != want {
			t.Fatalf("Pop() = %d, want %d", got, want)
		}
	}
	add(5)
	if got := s.Items(); !slices.Equal(got, []int64{5}) {
		t.Fatalf("after emptying and adding 5: %v", got)
	}
}

// TestSetAlgebra checks the operators' results and orders and the comparisons.
func TestSetAlgebra(t *testing.T) {
	a, b := SetOf([]int64{1, 2, 3, 4}), SetOf([]int64{6, 3, 5, 4})
	for _, tt := range []struct {
		name string
		got  *Set[int64]
		want []int64
	}{
		{"union", a.Union(b), []int64{1, 2, 3, 4, 6, 5}},
		{"intersection", a.Intersection(b), []int64{3, 4}},
		{"difference", a.Difference(b), []int64{1, 2}},
		{"symmetric_difference", a.SymmetricDifference(b), []int64{1, 2, 6, 5}},
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
// (the maphash hashers), against a Go map.
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
