package simd

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pygo-lang/pygo/internal/libm"
)

// log1pfArg draws an argument for log1pf: every path of libm.Log1pf and its bounds (x near
// 0.41422, -0.2929 and -1, |x| near 2^-29 and 2^-54, x near 2^53, 1 + x just below and at powers
// of 2, where the reduction leaves f = 0 or within 2^-22 of it, u's mantissa near sqrt(2)),
// zeros, infinities, NaNs of every kind and every bit pattern.
func log1pfArg(r *rand.Rand) float32 {
	ulps := func(b uint32, n int) float32 { return math.Float32frombits(b + uint32(r.IntN(2*n+1)-n)) }
	switch r.IntN(10) {
	case 0:
		return math.Float32frombits(r.Uint32())
	case 1:
		b := []uint32{0x3ed413d7, 0xbe95f61f, 0xbf800000, 0x31000000, 0xb1000000, 0x24800000, 0xa4800000,
			0x5a000000, 0x7f7fffff, 0x00000001, 0x80000001, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
			0x7f800001, 0xffa00000, 0x00000000, 0x80000000, 0x3fb504f7, 0x3f3504f3}[r.IntN(21)]
		return ulps(b, 4)
	case 2: // 1 + x within a few ulps of 2^k: f = 0 or tiny after the reduction
		p := math.Ldexp(1, r.IntN(40)-20)
		return float32(p) - 1 + float32(r.IntN(9)-4)*float32(math.Ldexp(p, -24))
	case 3: // u's mantissa near sqrt(2)
		p := math.Ldexp(math.Sqrt2, r.IntN(30)-3)
		return ulps(math.Float32bits(float32(p-1)), 8)
	case 4:
		return float32(math.Ldexp(r.Float64()*2-1, -r.IntN(60)))
	case 5:
		return float32(-1 + math.Ldexp(r.Float64(), -r.IntN(25)))
	case 6:
		return float32(math.Ldexp(r.Float64(), r.IntN(128)))
	}
	return float32(r.Float64()*40 - 1)
}

// TestVLog1pf runs the float32 log1p loop on arguments drawn by log1pfArg on every ISA the CPU
// has and compares the results with libm.Log1pf bit for bit, NaNs included.
func TestVLog1pf(t *testing.T) {
	h := buildHarness(t)
	isas := supportedISAs()
	if len(isas) == 0 {
		t.Skip("the CPU has neither AVX2+FMA nor AVX-512 (or PYGO_ISA=go)")
	}
	n := 300_000
	if testing.Short() {
		n = 5_000
	}
	r := rand.New(rand.NewPCG(11, 12))
	ran := 0
	for fi, f := range h.out.Funcs {
		tl := h.loops[f.Loop]
		if !isas[f.ISA] || tl.l.Name != "vmathLog1pf" {
			continue
		}
		j := newJob(r, fi, tl, n, 0, 0)
		x := j.arrays[1].([]float32)
		for i := range x {
			x[i] = log1pfArg(r)
		}
		var in bytes.Buffer
		j.encode(&in, tl)
		done, got, _, err := j.decode(h.run(t, in.Bytes()), tl)
		if err != nil {
			t.Fatal(err)
		}
		if done < n-f.Lanes {
			t.Errorf("%s: done = %d of %d", f.Name, done, n)
		}
		g := got[0].([]float32)
		bad := 0
		for i := range done {
			if w := libm.Log1pf(x[i]); math.Float32bits(g[i]) != math.Float32bits(w) {
				if bad++; bad <= 10 {
					t.Errorf("%s: log1pf(%v [%#x]) = %v [%#x], want %v [%#x]", f.Name, x[i], math.Float32bits(x[i]),
						g[i], math.Float32bits(g[i]), w, math.Float32bits(w))
				}
			}
		}
		ran++
		t.Logf("%s: %d arguments", f.Name, n)
	}
	if ran == 0 {
		t.Fatal("no log1pf loop ran")
	}
}
