package kernels

import (
	"errors"
	"slices"
	"testing"
)

// TestDictOrder checks insertion order through overwrites, deletions, compaction and
// popitem, against a plain model of Python's dict.
func TestDictOrder(t *testing.T) {
	d := NewDict[int64, int64]()
	var keys []int64 // the model: keys in insertion order
	vals := map[int64]int64{}
	set := func(k, v int64) {
		if _, ok := vals[k]; !ok {
			keys = append(keys, k)
		}
		vals[k] = v
		d.Set(k, v)
	}
	del := func(k int64) {
		keys = slices.DeleteFunc(keys, func(x int64) bool { return x == k })
		delete(vals, k)
		d.Delete(k)
	}
	for i := range int64(100) {
		set(i*7%31, i)
		if i%3 == 0 {
			del(i * 7 % 31)
		}
		if i%10 == 0 {
			set(i%5, -i)
		}
	}
	for i := range int64(25) {
		if d.Contains(i) {
			del(i)
		}
	}
	check := func(where string) {
		t.Helper()
		if got := *d.Keys(); !slices.Equal(got, keys) && !(len(got) == 0 && len(keys) == 0) {
			t.Fatalf("%s: keys %v, want %v", where, got, keys)
		}
		if d.Len() != int64(len(keys)) {
			t.Fatalf("%s: len %d, want %d", where, d.Len(), len(keys))
		}
		for i, v := range *d.Values() {
			if v != vals[keys[i]] {
				t.Fatalf("%s: value of %d is %d, want %d", where, keys[i], v, vals[keys[i]])
			}
		}
	}
	check("after stores and deletes")
	for d.Len() > 0 {
		k, v := d.PopItem()
		if k != keys[len(keys)-1] || v != vals[k] {
			t.Fatalf("popitem gave (%d, %d), want the last key %d", k, v, keys[len(keys)-1])
		}
		keys = keys[:len(keys)-1]
		delete(vals, k)
		check("after popitem")
	}
	set(3, 4)
	check("reused after emptying")
}

// TestDictErrors checks the KeyErrors Numba raises: no message.
func TestDictErrors(t *testing.T) {
	d := NewDict[string, float64]()
	for name, f := range map[string]func(){
		"at":      func() { d.At("x") },
		"pop":     func() { d.Pop("x") },
		"delete":  func() { d.Delete("x") },
		"popitem": func() { d.PopItem() },
	} {
		t.Run(name, func(t *testing.T) {
			var err error
			func() {
				defer Catch(&err)
				f()
			}()
			var ke *KeyError
			if !errors.As(err, &ke) || ke.Msg != "" {
				t.Fatalf("got %v, want a KeyError with no message", err)
			}
		})
	}
}

// TestDictMethods checks get, setdefault, pop with a default, update, copy and Repr.
func TestDictMethods(t *testing.T) {
	d := NewDict[string, [2]int64]()
	d.Set("b", [2]int64{1, 2})
	if got := d.Get("a", [2]int64{9, 9}); got != [2]int64{9, 9} {
		t.Errorf("get default: %v", got)
	}
	if o := d.GetOptional("a"); o.Valid {
		t.Errorf("get of a missing key is not None")
	}
	if got := d.SetDefault("a", [2]int64{3, 4}); got != [2]int64{3, 4} || d.Len() != 2 {
		t.Errorf("setdefault: %v, len %d", got, d.Len())
	}
	if got := d.SetDefault("a", [2]int64{5, 6}); got != [2]int64{3, 4} {
		t.Errorf("setdefault of a present key: %v", got)
	}
	c := d.Copy()
	c.Set("c", [2]int64{})
	if d.Len() != 2 || c.Len() != 3 {
		t.Errorf("copy shares: %d %d", d.Len(), c.Len())
	}
	DictUpdate(d, c)
	if got, want := d.Repr(), "{'b': (1, 2), 'a': (3, 4), 'c': (0, 0)}"; got != want {
		t.Errorf("repr %s, want %s", got, want)
	}
	if got := DictPopOr(d, "zz", 1.5, func(v [2]int64) float64 { return float64(v[0]) }); got != 1.5 {
		t.Errorf("pop default: %v", got)
	}
	if !DictEqual(d, c) {
		t.Errorf("d and its updated copy differ")
	}
}

// BenchmarkDictCount measures d[k] = d.get(k, 0) + 1 over 200k random keys (20k distinct),
// the bench/kernels/dict_count_ints.py loop.
func BenchmarkDictCount(b *testing.B) {
	keys := make([]int64, 200_000)
	x := uint64(12345)
	for i := range keys {
		x = x*6364136223846793005 + 1442695040888963407
		keys[i] = int64(x>>33) % 20_000
	}
	b.ReportAllocs()
	b.SetBytes(int64(8 * len(keys)))
	for b.Loop() {
		d := NewDict[int64, int64]()
		for _, k := range keys {
			d.Set(k, d.Get(k, 0)+1)
		}
	}
}
