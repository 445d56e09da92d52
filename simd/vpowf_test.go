package simd

import (
	"bytes"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/internal/libm"
)

// powfArgs draws x and y for powf: every path of libm.Powf (y zero, infinite or NaN, signaling
// NaNs, x zero, infinite, NaN, subnormal or negative with even, odd and non-integer y, x at and
// near ±1, y 0.5, 2 and -1) and results about overflow, the float32 subnormal range, underflow
// and 1, besides ordinary arguments and every bit pattern.
func powfArgs(r *rand.Rand) (x, y float32) {
	sign := func(v float32) float32 {
		if r.IntN(2) == 0 {
			return -v
		}
		return v
	}
	ulps := func(v float32, n int) float32 {
		return math.Float32frombits(math.Float32bits(v) + uint32(r.IntN(2*n+1)-n))
	}
	special := func() float32 {
		return []float32{0, float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.Inf(-1)),
			math.Float32frombits(0x7fc00000), math.Float32frombits(0xffc00000), math.Float32frombits(0x7f800001),
			math.Float32frombits(0xffa00000), math.Float32frombits(0x7fc12345), 1, -1, 0x1p-149, math.MaxFloat32,
			0x1p-126, 0.5, 2, 3, -3, -1, -0.5, -2}[r.IntN(21)]
	}
	ordinary := func() float32 { return 0.001 + 30*r.Float32() }
	switch r.IntN(13) {
	case 0:
		return mathValue32(r, mathValue), mathValue32(r, mathValue)
	case 1:
		return special(), special()
	case 2:
		return special(), sign(ordinary())
	case 3:
		return sign(ordinary()), special()
	case 4: // a negative x with integer y, odd or even, small and large
		y := float32(r.IntN(200) - 100)
		switch r.IntN(3) {
		case 0:
			y = sign(ulps(0x1p24, 3))
		case 1:
			y = float32(math.Ldexp(float64(sign(float32(r.IntN(1<<20)|1))), r.IntN(8)))
		}
		return -ordinary() / 4, y
	case 5: // results about overflow, the subnormal range, underflow, 1
		x := ordinary()
		target := []float64{128, 127.99, -126, -140, -149, -150, -151, 0, 1e-9, -1e-9, 126, -126}[r.IntN(12)]
		return sign(x), float32((target + (r.Float64()-0.5)*2) / math.Log2(float64(x)))
	case 6: // y 0.5, 2, -1 and their neighbours
		return sign(mathValue32(r, mathValue)), ulps([]float32{0.5, 2, -1, 1}[r.IntN(4)], 1)
	case 7: // x about 1
		return sign(ulps(1, 100)), sign(float32(math.Ldexp(r.Float64(), r.IntN(60)-30)))
	case 8: // subnormal x
		return sign(math.Float32frombits(r.Uint32N(1 << 23))), float32(r.NormFloat64() * 2)
	case 9:
		return math.Float32frombits(r.Uint32()), math.Float32frombits(r.Uint32())
	case 10: // ordinary y near integers
		return sign(ordinary()), ulps(float32(r.IntN(40)-20), 1)
	case 11: // a negative x, y about 2^24 and beyond (all integers, even)
		return -ordinary() / 16, sign(float32(math.Ldexp(1+r.Float64(), 23+r.IntN(4))))
	}
	return ordinary(), float32(r.NormFloat64() * 20)
}

// TestVPowf runs the float32 pow loops on arguments drawn by powfArgs, on every ISA the CPU has,
// and compares the results with libm.Powf, bit for bit: NaNs too, but for a NaN x with a NaN y,
// where which NaN results is not specified (Loop's semantics); a sum of them with Eval's.
func TestVPowf(t *testing.T) {
	h := buildHarness(t)
	isas := supportedISAs()
	if len(isas) == 0 {
		t.Skip("the CPU has neither AVX2+FMA nor AVX-512 (or PYGO_ISA=go)")
	}
	n := 200_000
	if testing.Short() {
		n = 5_000
	}
	r := rand.New(rand.NewPCG(9, 10))
	ran := 0
	for fi, f := range h.out.Funcs {
		tl := h.loops[f.Loop]
		if !isas[f.ISA] || !strings.HasPrefix(tl.l.Name, "vmathFPow") {
			continue
		}
		j := newJob(r, fi, tl, n, 0, 0)
		var x, y []float32 // the arrays powf reads
		for _, nd := range tl.l.Nodes {
			if nd.Op == OpPow {
				x = j.arrays[tl.l.Nodes[nd.Args[0]].Index].([]float32)
				y = j.arrays[tl.l.Nodes[nd.Args[1]].Index].([]float32)
			}
		}
		for i := range x {
			x[i], y[i] = powfArgs(r)
		}
		for _, a := range j.arrays {
			if d, ok := a.([]float64); ok {
				for i := range d {
					d[i] = 1 + r.Float64()
				}
			}
		}
		var in bytes.Buffer
		j.encode(&in, tl)
		done, got, gotAcc, err := j.decode(h.run(t, in.Bytes()), tl)
		if err != nil {
			t.Fatal(err)
		}
		if done < n-ReduceWidth {
			t.Errorf("%s: done = %d of %d", f.Name, done, n)
		}
		want, wantAcc := clone(j.arrays, tl.alias), j.acc
		if err := tl.l.Eval(0, done, want, j.scal, &wantAcc); err != nil {
			t.Fatal(err)
		}
		if err := tl.l.Eval(done, n, got, j.scal, &gotAcc); err != nil {
			t.Fatal(err)
		}
		if err := tl.l.Eval(done, n, want, j.scal, &wantAcc); err != nil {
			t.Fatal(err)
		}
		if tl.l.Reduce != nil {
			if g, w := tl.l.Combine(&gotAcc), tl.l.Combine(&wantAcc); !sameBits(g, w) {
				t.Errorf("%s: sum = %v, want %v", f.Name, g, w)
			}
			ran++
			t.Logf("%s: %d argument pairs", f.Name, n)
			continue
		}
		if d := diffArrays(got, want); d != "" {
			t.Errorf("%s: %s", f.Name, d)
		}
		g := got[0].([]float32)
		bad := 0
		for i := range done {
			w := libm.Powf(x[i], y[i])
			if math.Float32bits(g[i]) != math.Float32bits(w) && !(x[i] != x[i] && y[i] != y[i]) {
				if bad++; bad <= 10 {
					t.Errorf("%s: powf(%v [%#x], %v [%#x]) = %v [%#x], want %v [%#x]", f.Name, x[i], math.Float32bits(x[i]),
						y[i], math.Float32bits(y[i]), g[i], math.Float32bits(g[i]), w, math.Float32bits(w))
				}
			}
		}
		ran++
		t.Logf("%s: %d argument pairs", f.Name, n)
	}
	if ran == 0 {
		t.Fatal("no powf loop ran")
	}
}
