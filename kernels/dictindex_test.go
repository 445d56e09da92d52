package kernels

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// checkDictModel runs random sets, gets, pops, popitems and clears on a dict with keys drawn
// from key(0..span), against a model of Python's dict (a Go map and the insertion order), and
// checks every result, the length and the order of the keys.
func checkDictModel[K comparable](t *testing.T, key func(int) K, span int) {
	t.Helper()
	d := NewDict[K, int]()
	var order []K
	model := map[K]int{}
	rng := rand.New(rand.NewPCG(1, uint64(span)))
	for step := range 20_000 {
		k := key(rng.IntN(span))
		want, in := model[k]
		switch r := rng.IntN(100); {
		case r < 50:
			if !in {
				order = append(order, k)
			}
			model[k] = step
			d.Set(k, step)
		case r < 75:
			if got := d.Get(k, -1); (in && got != want) || (!in && got != -1) {
				t.Fatalf("step %d: get(%v) = %d, want %d (present %v)", step, k, got, want, in)
			}
		case r < 97:
			if got := d.PopDefault(k, -1); (in && got != want) || (!in && got != -1) {
				t.Fatalf("step %d: pop(%v) = %d, want %d (present %v)", step, k, got, want, in)
			}
			if in {
				delete(model, k)
				order = slices.DeleteFunc(order, func(o K) bool { return o == k })
			}
		case r < 99:
			if len(order) > 0 {
				gk, gv := d.PopItem()
				wk := order[len(order)-1]
				if gk != wk || gv != model[wk] {
					t.Fatalf("step %d: popitem = %v, %d, want %v, %d", step, gk, gv, wk, model[wk])
				}
				delete(model, wk)
				order = order[:len(order)-1]
			}
		default:
			if rng.IntN(20) == 0 {
				d.Clear()
				clear(model)
				order = order[:0]
			}
		}
		if d.Len() != int64(len(model)) {
			t.Fatalf("step %d: len %d, want %d", step, d.Len(), len(model))
		}
	}
	if got := *d.Keys(); !slices.Equal(got, order) {
		t.Fatalf("keys %v, want %v", got, order)
	}
	for _, k := range order {
		if !d.Contains(k) || d.At(k) != model[k] {
			t.Fatalf("%v: contains %v, want value %d", k, d.Contains(k), model[k])
		}
	}
}

// TestDictIndexKeys checks the integer-key table (every integer size, keys that collide in
// their low bits, negative keys) and the map fallback against the model.
func TestDictIndexKeys(t *testing.T) {
	checkDictModel(t, func(i int) int64 { return int64(i - 300) }, 600)
	checkDictModel(t, func(i int) int64 { return int64(i) << 40 }, 5000)
	checkDictModel(t, func(i int) uint64 { return uint64(i) * 1024 }, 3000)
	checkDictModel(t, func(i int) int32 { return int32(i) - 1000 }, 2000)
	checkDictModel(t, func(i int) int16 { return int16(i) }, 40000)
	checkDictModel(t, func(i int) uint8 { return uint8(i) }, 256)
	checkDictModel(t, func(i int) int8 { return int8(i) }, 7)
	checkDictModel(t, func(i int) bool { return i == 1 }, 2)
	checkDictModel(t, func(i int) float64 { return float64(i) / 4 }, 500)
	checkDictModel(t, func(i int) [2]int64 { return [2]int64{int64(i % 7), int64(i)} }, 500)
}
