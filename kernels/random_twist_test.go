package kernels

import "testing"

// TestTwistVec checks the vector twist against twistGo word for word: both states start from
// the same seed (and from init_by_array's state) and are twisted 200 times, comparing mt and
// the tempered out after each twist. Where the CPU (or PYGO_ISA) has no AVX2 it skips.
func TestTwistVec(t *testing.T) {
	var probe [mtN]uint32
	if !twistVec(&probe, &probe) {
		t.Skip("no vector twist on this CPU or build")
	}
	starts := []*Random{NewRandom(0), NewRandom(2024), NewRandom(0xffffffff)}
	arr := new(Random)
	arr.seedArray([]uint32{1, 2, 3, 0xdeadbeef})
	starts = append(starts, arr)
	for si, start := range starts {
		vec, ref := start.mt, start.mt
		var vout, rout [mtN]uint32
		for round := range 200 {
			twistVec(&vec, &vout)
			twistGo(&ref, &rout)
			if vec != ref || vout != rout {
				for i := range mtN {
					if vec[i] != ref[i] || vout[i] != rout[i] {
						t.Fatalf("start %d, twist %d: word %d is %#x (out %#x), want %#x (out %#x)",
							si, round, i, vec[i], vout[i], ref[i], rout[i])
					}
				}
			}
		}
	}
}

// BenchmarkTwist measures one regeneration of the state, the vector twist and the Go one.
func BenchmarkTwist(b *testing.B) {
	r := NewRandom(1)
	b.Run("vec", func(b *testing.B) {
		if !twistVec(&r.mt, &r.out) {
			b.Skip("no vector twist")
		}
		for b.Loop() {
			twistVec(&r.mt, &r.out)
		}
	})
	b.Run("go", func(b *testing.B) {
		for b.Loop() {
			twistGo(&r.mt, &r.out)
		}
	})
}
