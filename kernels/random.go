package kernels

import (
	"crypto/rand"
	"encoding/binary"
	"math"
	"math/bits"
	"sync"

	"github.com/pygo-lang/pygo/internal/libm"
)

// Mersenne Twister MT19937 parameters.
const (
	mtN         = 624
	mtM         = 397
	mtMatrixA   = 0x9908b0df
	mtUpperMask = 0x80000000
	mtLowerMask = 0x7fffffff
)

// Random is a random state as Numba keeps it: an MT19937 generator plus the cached second value of the last Gauss
// pair. Its methods reproduce Numba's random module bit for bit; they do not lock, so callers sharing a state hold
// Lock around a batch of calls (generated code locks once per exported call). The zero value is ready to use and
// seeds itself from crypto/rand on first use, as Numba seeds from os.urandom.
type Random struct {
	mu sync.Mutex
	mt [mtN]uint32 // the generator's state words, untempered
	// out holds the outputs of the last regeneration, mt's words tempered, so that a draw is one load; draws take
	// out[mtN-left:] in order.
	out [mtN]uint32
	// left counts the words of out not yet consumed; 0 means the next draw regenerates mt and out (or seeds mt first
	// when seeded is false).
	left     int
	seeded   bool
	hasGauss bool    // gauss holds the second value of the last Box-Muller pair
	gauss    float64 // valid only while hasGauss
}

// The two process-wide states below are the package's only mutable state. Python code compiled by Numba shares one
// hidden state for the random module and another for np.random across all calls, and generated code must behave the
// same way: random.seed(42) in one function determines random.random() in another.
var (
	pyRandom = sync.OnceValue(func() *Random { return new(Random) })
	npRandom = sync.OnceValue(func() *Random { return new(Random) })
)

// PyRandom returns the process-wide state behind Python's random module.
func PyRandom() *Random { return pyRandom() }

// NPRandom returns the process-wide state behind np.random, separate from PyRandom's as in Numba.
func NPRandom() *Random { return npRandom() }

// NewRandom returns a state seeded as Seed(seed) does.
func NewRandom(seed uint32) *Random {
	r := new(Random)
	r.Seed(seed)
	return r
}

// Lock locks the state.
func (r *Random) Lock() { r.mu.Lock() }

// Unlock unlocks the state.
func (r *Random) Unlock() { r.mu.Unlock() }

// Seed reseeds the state as random.seed(seed) does inside Numba code: MT19937's init_genrand with the 32-bit seed (not
// CPython's init_by_array), clearing the cached Gauss value.
func (r *Random) Seed(seed uint32) {
	for i := range r.mt {
		r.mt[i] = seed
		seed = 1812433253*(seed^(seed>>30)) + uint32(i) + 1
	}
	r.left = 0
	r.seeded = true
	r.hasGauss = false
	r.gauss = 0
}

// seedArray seeds the state with MT19937's init_by_array, as Numba does with entropy.
func (r *Random) seedArray(key []uint32) {
	r.Seed(19650218)
	mt := &r.mt
	i, j := 1, 0
	for k := max(mtN, len(key)); k > 0; k-- {
		mt[i] = (mt[i] ^ ((mt[i-1] ^ (mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= mtN {
			mt[0] = mt[mtN-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k := mtN - 1; k > 0; k-- {
		mt[i] = (mt[i] ^ ((mt[i-1] ^ (mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= mtN {
			mt[0] = mt[mtN-1]
			i = 1
		}
	}
	mt[0] = 0x80000000
}

// seedEntropy seeds the state from 624 words of crypto/rand output.
func (r *Random) seedEntropy() {
	var buf [mtN * 4]byte
	_, _ = rand.Read(buf[:]) // crypto/rand.Read never fails
	key := make([]uint32, mtN)
	for i := range key {
		key[i] = binary.LittleEndian.Uint32(buf[4*i:])
	}
	r.seedArray(key)
}

// Uint32 returns the next raw 32-bit output of the generator. It inlines; see draw1.
func (r *Random) Uint32() uint32 { return draw1(r, (*Random).uint32Slow) }

// draw1 is Uint32's common case, a word left in out, with slow (always uint32Slow) for the rest. slow is a parameter
// because the inliner charges a call through a parameter 17 instead of the 57 of a direct call: Uint32 and Float64
// stay under its budget of 80 and inline into the caller's loop, where slow becomes a direct call again.
func draw1(r *Random, slow func(*Random) uint32) uint32 {
	i := int(mtN - uint(r.left)) // out of [0, mtN) when left is 0 (or out of range)
	if uint(i) >= mtN {
		return slow(r)
	}
	r.left--
	return r.out[i]
}

// uint32Slow is Uint32 when the draw regenerates the state.
//
//go:noinline
func (r *Random) uint32Slow() uint32 {
	if r.left <= 0 || r.left > mtN {
		r.refill()
	}
	y := r.out[mtN-r.left]
	r.left--
	return y
}

// temper is MT19937's output transformation.
func temper(y uint32) uint32 {
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	return y ^ y>>18
}

// Float64 returns a double in [0, 1) with 53 random bits made from two draws, a and b, as (a>>5*2^26 + b>>6) / 2^53.
// It inlines; see draw2.
func (r *Random) Float64() float64 { return draw2(r, (*Random).float64Slow) }

// draw2 is Float64's common case, two words left in out, with slow (always float64Slow) for the rest; slow is a
// parameter for the reason given at draw1.
func draw2(r *Random, slow func(*Random) float64) float64 {
	i := int(mtN - uint(r.left)) // as in draw1; i < mtN-1 also proves i+1 in range
	if uint(i) >= mtN-1 {
		return slow(r)
	}
	r.left -= 2
	return (float64(r.out[i+1]>>6) + float64(r.out[i]>>5)*67108864.0) / 9007199254740992.0
}

// float64Slow is Float64 when a draw regenerates the state: before the first draw or the second.
//
//go:noinline
func (r *Random) float64Slow() float64 {
	a := r.uint32Slow() >> 5
	b := r.Uint32() >> 6
	return (float64(b) + float64(a)*67108864.0) / 9007199254740992.0
}

// Random returns random.random().
func (r *Random) Random() float64 { return r.Float64() }

// Uniform returns random.uniform(a, b): a + (b-a)*random().
func (r *Random) Uniform(a, b float64) float64 {
	return a + float64((b-a)*r.Float64())
}

// Gauss returns random.gauss(mu, sigma) as Numba computes it: the polar Box-Muller method, caching the first value of
// each pair and returning the second; the cache is cleared by Seed.
func (r *Random) Gauss(mu, sigma float64) float64 {
	var g float64
	if r.hasGauss {
		g = r.gauss
		r.hasGauss = false
	} else {
		var x1, x2, r2 float64
		for {
			x1 = 2.0*r.Float64() - 1.0
			x2 = 2.0*r.Float64() - 1.0
			r2 = float64(x1*x1) + float64(x2*x2)
			if r2 < 1.0 && r2 != 0.0 {
				break
			}
		}
		f := math.Sqrt(-2.0 * libm.Log(r2) / r2)
		r.gauss = f * x1
		r.hasGauss = true
		g = f * x2
	}
	return mu + float64(sigma*g)
}

// NormalVariate returns random.normalvariate(mu, sigma), which Numba implements exactly as Gauss (sharing its cache).
func (r *Random) NormalVariate(mu, sigma float64) float64 { return r.Gauss(mu, sigma) }

// ExpoVariate returns random.expovariate(lambd): -log(1 - random()) / lambd.
func (r *Random) ExpoVariate(lambd float64) float64 {
	return -libm.Log(1.0-r.Float64()) / lambd
}

// Triangular returns random.triangular(low, high), whose mode is the midpoint.
func (r *Random) Triangular(low, high float64) float64 {
	u := r.Float64()
	const c = 0.5
	if u > c {
		u = 1.0 - u
		low, high = high, low
	}
	return low + float64((high-low)*math.Sqrt(u*c))
}

// TriangularMode returns random.triangular(low, high, mode). It draws a number even when low == high.
func (r *Random) TriangularMode(low, high, mode float64) float64 {
	u := r.Float64()
	if high == low {
		return low
	}
	c := (mode - low) / (high - low)
	if u > c {
		u = 1.0 - u
		c = 1.0 - c
		low, high = high, low
	}
	return low + float64((high-low)*math.Sqrt(u*c))
}

// GetRandBits returns random.getrandbits(k) for 1 <= k <= 64 (the first draw gives the low 32 bits when k > 32). Other
// k panic with *OverflowError "getrandbits() limited to 64 bits", as in Numba.
func (r *Random) GetRandBits(k int64) uint64 {
	if k == 0 || uint64(k) >= 65 {
		panic(&OverflowError{Msg: "getrandbits() limited to 64 bits"})
	}
	return r.bits(uint(k))
}

// bits returns nbits (1..64) random bits the way CPython's random module takes them: the top bits of each draw, low
// word first.
func (r *Random) bits(nbits uint) uint64 {
	if nbits <= 32 {
		return uint64(r.Uint32() >> (32 - nbits))
	}
	low := r.Uint32()
	high := r.Uint32() >> (64 - nbits)
	return uint64(low) + uint64(high)<<32
}

// RandRange returns random.randrange(start, stop, step) as Numba computes it: the count of candidates wraps around
// in int64, a zero step returns start, and an empty range panics with *ValueError "empty range for randrange()".
func (r *Random) RandRange(start, stop, step int64) int64 {
	n := stop - start
	if step < 0 {
		n = (n + step + 1) / step
	}
	if step > 1 {
		n = (n + step - 1) / step
	}
	if n <= 0 {
		raiseValue("empty range for randrange()")
	}
	nbits := uint(bits.Len64(uint64(n)))
	for {
		v := int64(r.bits(nbits))
		if v < n {
			return start + v*step
		}
	}
}

// RandInt returns random.randint(a, b), that is RandRange(a, b+1, 1).
func (r *Random) RandInt(a, b int64) int64 {
	return r.RandRange(a, b+1, 1)
}
