package kernels

import (
	"errors"
	"fmt"
	"sync"
	"testing"
)

func TestRandomFloat(t *testing.T) {
	for _, tt := range randomFloatCases {
		t.Run(fmt.Sprintf("%s/seed=%d", tt.name, tt.seed), func(t *testing.T) {
			r := NewRandom(tt.seed)
			for i, want := range tt.want {
				if got := tt.call(r); !sameFloat(got, want) {
					t.Errorf("call %d = %s, want %s", i, FormatFloat(got), FormatFloat(want))
				}
			}
		})
	}
}

func TestRandomGaussInterleaved(t *testing.T) {
	for _, tt := range randomMixedCases {
		t.Run(fmt.Sprintf("seed=%d", tt.seed), func(t *testing.T) {
			r := NewRandom(tt.seed)
			for i, want := range tt.want {
				var got float64
				if i%3 == 0 {
					got = r.Random()
				} else {
					got = r.Gauss(0, 1)
				}
				if !sameFloat(got, want) {
					t.Errorf("call %d = %s, want %s", i, FormatFloat(got), FormatFloat(want))
				}
			}
		})
	}
}

func TestRandomInt(t *testing.T) {
	for _, tt := range randomIntCases {
		t.Run(fmt.Sprintf("%s/seed=%d", tt.name, tt.seed), func(t *testing.T) {
			r := NewRandom(tt.seed)
			for i, want := range tt.want {
				if got := tt.call(r); got != want {
					t.Errorf("call %d = %d, want %d", i, got, want)
				}
			}
		})
	}
}

func TestRandomGetRandBits(t *testing.T) {
	for _, tt := range randomBitsCases {
		t.Run(fmt.Sprintf("k=%d/seed=%d", tt.k, tt.seed), func(t *testing.T) {
			r := NewRandom(tt.seed)
			for i, want := range tt.want {
				if got := r.GetRandBits(tt.k); got != want {
					t.Errorf("call %d = %d, want %d", i, got, want)
				}
			}
		})
	}
}

func TestRandomErrors(t *testing.T) {
	r := NewRandom(1)
	for _, tt := range []struct {
		name string
		call func() int64
		want string
	}{
		{"getrandbits(0)", func() int64 { return int64(r.GetRandBits(0)) }, "OverflowError: getrandbits() limited to 64 bits"},
		{"getrandbits(65)", func() int64 { return int64(r.GetRandBits(65)) }, "OverflowError: getrandbits() limited to 64 bits"},
		{"getrandbits(-1)", func() int64 { return int64(r.GetRandBits(-1)) }, "OverflowError: getrandbits() limited to 64 bits"},
		{"randrange(10, 0, 1)", func() int64 { return r.RandRange(10, 0, 1) }, "ValueError: empty range for randrange()"},
		{"randrange(0, 10, -1)", func() int64 { return r.RandRange(0, 10, -1) }, "ValueError: empty range for randrange()"},
		{"randint(5, 4)", func() int64 { return r.RandInt(5, 4) }, "ValueError: empty range for randrange()"},
		{"randint(0, MaxInt64)", func() int64 { return r.RandInt(0, 1<<63-1) }, "ValueError: empty range for randrange()"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := catch(tt.call)
			checkErr(t, tt.name, err, tt.want)
		})
	}
	t.Run("typed", func(t *testing.T) {
		_, err := catch(func() int64 { return r.RandRange(1, 1, 1) })
		var ve *ValueError
		if !errors.As(err, &ve) || ve.Msg != "empty range for randrange()" {
			t.Errorf("err = %v, want *ValueError", err)
		}
	})
}

func TestRandomRaw(t *testing.T) {
	// The first outputs of MT19937 after init_genrand(5489), from the reference implementation.
	r := NewRandom(5489)
	for i, want := range []uint32{3499211612, 581869302, 3890346734, 3586334585, 545404204} {
		if got := r.Uint32(); got != want {
			t.Errorf("Uint32 #%d = %d, want %d", i, got, want)
		}
	}
	t.Run("float64_is_two_draws", func(t *testing.T) {
		a, b := NewRandom(7), NewRandom(7)
		x, y := a.Uint32()>>5, a.Uint32()>>6
		if got, want := b.Float64(), (float64(x)*67108864+float64(y))/9007199254740992; got != want {
			t.Errorf("Float64 = %v, want %v", got, want)
		}
	})
}

func TestRandomSeedResetsGauss(t *testing.T) {
	r := NewRandom(3)
	first := r.Gauss(0, 1)
	r.Seed(3)
	if again := r.Gauss(0, 1); again != first {
		t.Errorf("Gauss after reseeding = %v, want %v", again, first)
	}
}

func TestRandomZeroValueSeedsItself(t *testing.T) {
	var a, b Random
	if a.Uint32() == b.Uint32() && a.Uint32() == b.Uint32() && a.Uint32() == b.Uint32() {
		t.Error("two entropy-seeded states produced the same numbers")
	}
}

func TestProcessStates(t *testing.T) {
	if PyRandom() != PyRandom() || NPRandom() != NPRandom() {
		t.Fatal("process-wide states are not stable")
	}
	if PyRandom() == NPRandom() {
		t.Fatal("random and np.random share a state")
	}
	// Concurrent users lock around their calls.
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := PyRandom()
			r.Lock()
			defer r.Unlock()
			for range 100 {
				if v := r.Random(); v < 0 || v >= 1 {
					t.Errorf("Random() = %v", v)
				}
			}
		}()
	}
	wg.Wait()
}

func BenchmarkRandom(b *testing.B) {
	b.ReportAllocs()
	r := NewRandom(1)
	s := 0.0
	for range b.N {
		s += r.Random()
	}
	_ = s
}

// BenchmarkRandomPi is bench/kernels/monte_carlo_pi.py's loop: two np.random.random() draws per point, which
// generated code makes through NPRandom.
func BenchmarkRandomPi(b *testing.B) {
	b.ReportAllocs()
	r := NewRandom(2024)
	acc := 0
	for range b.N {
		x, y := r.NPRandom(), r.NPRandom()
		if x*x+y*y < 1.0 {
			acc++
		}
	}
	_ = acc
}

// refMT is MT19937 as the reference implementation writes it (genrand_int32, one word per call, tempered on the way
// out), the oracle for Random's tempered buffer and its inlined draws.
type refMT struct {
	mt  [mtN]uint32
	idx int
}

func newRefMT(seed uint32) *refMT {
	g := &refMT{idx: mtN}
	for i := range g.mt {
		g.mt[i] = seed
		seed = 1812433253*(seed^(seed>>30)) + uint32(i) + 1
	}
	return g
}

func (g *refMT) next() uint32 {
	if g.idx == mtN {
		for i := range mtN {
			y := (g.mt[i] & mtUpperMask) | (g.mt[(i+1)%mtN] & mtLowerMask)
			g.mt[i] = g.mt[(i+mtM)%mtN] ^ (y >> 1) ^ (-(y & 1) & mtMatrixA)
		}
		g.idx = 0
	}
	y := g.mt[g.idx]
	g.idx++
	return temper(y)
}

func TestRandomMatchesReference(t *testing.T) {
	// Mixed one- and two-word draws put every phase of a two-word draw across the regeneration boundary, over several
	// regenerations and a reseed.
	for _, seed := range []uint32{0, 1, 2024, 0xffffffff} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			r, g := NewRandom(seed), newRefMT(seed)
			for n := range 5000 {
				if n%7 == 3 || n%11 == 0 {
					if got, want := r.Uint32(), g.next(); got != want {
						t.Fatalf("draw %d: Uint32 = %d, want %d", n, got, want)
					}
					continue
				}
				a, b := g.next()>>5, g.next()>>6
				if got, want := r.Float64(), (float64(b)+float64(a)*67108864.0)/9007199254740992.0; got != want {
					t.Fatalf("draw %d: Float64 = %v, want %v", n, got, want)
				}
			}
			r.Seed(seed + 1)
			g = newRefMT(seed + 1)
			for n := range 700 {
				if got, want := r.Uint32(), g.next(); got != want {
					t.Fatalf("after reseed, draw %d: Uint32 = %d, want %d", n, got, want)
				}
			}
		})
	}
}
