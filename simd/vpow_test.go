package simd

import (
	"bytes"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// powArgs draws x and y for pow: every path of libm.Pow (y zero, infinite or NaN, signaling
// NaNs, x zero, infinite, NaN, subnormal or negative with integer, odd and non-integer y, |y|
// about 2^-65 and 2^63, x at and near ±1) and results about overflow, the subnormal range,
// underflow and 1, besides ordinary arguments.
func powArgs(r *rand.Rand) (x, y float64) {
	sign := func(v float64) float64 {
		if r.IntN(2) == 0 {
			return -v
		}
		return v
	}
	ulps := func(v float64, n int) float64 {
		return math.Float64frombits(math.Float64bits(v) + uint64(r.IntN(2*n+1)-n))
	}
	special := func() float64 {
		return []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), -math.NaN(),
			math.Float64frombits(0x7ff0000000000001), math.Float64frombits(0xfff4000000000000), 1, -1,
			math.SmallestNonzeroFloat64, math.MaxFloat64, 0x1p-1022, 0.5, 2, 3, -3}[r.IntN(17)]
	}
	ordinary := func() float64 { return 0.001 + 30*r.Float64() }
	switch r.IntN(12) {
	case 0:
		return mathValue(r), mathValue(r)
	case 1:
		return special(), special()
	case 2:
		return special(), sign(ordinary())
	case 3:
		return sign(ordinary()), special()
	case 4: // a negative x with integer y, odd or even, small and large
		y := float64(r.IntN(200) - 100)
		switch r.IntN(3) {
		case 0:
			y = sign(ulps(0x1p53, 3))
		case 1:
			y = math.Ldexp(sign(float64(r.IntN(1<<20)|1)), r.IntN(40))
		}
		return -ordinary() / 4, y
	case 5: // results about overflow, subnormal, underflow, 1
		x := ordinary()
		target := []float64{709.78, -708.4, -745.13, -744, 0, 1e-17, -1e-17, 512, -512, 1024, -1024}[r.IntN(11)]
		return sign(x), (target + (r.Float64()-0.5)*4) / math.Log(x)
	case 6: // |y| about 2^-65 and 2^63
		return sign(ordinary()), sign(ulps([]float64{0x1p-65, 0x1p63}[r.IntN(2)], 3))
	case 7: // x about 1
		return sign(ulps(1, 100)), sign(math.Ldexp(r.Float64(), r.IntN(130)-65))
	case 8: // subnormal x
		return sign(math.Float64frombits(r.Uint64N(1 << 52))), r.NormFloat64() * 2
	case 9:
		return math.Float64frombits(r.Uint64()), math.Float64frombits(r.Uint64())
	case 10: // ordinary y near integers
		return sign(ordinary()), ulps(float64(r.IntN(40)-20), 1)
	}
	return ordinary(), r.NormFloat64() * 20
}

// TestVPow runs the pow loops on arguments drawn by powArgs, on every ISA the CPU has, and
// compares the results with Eval (libm.Pow per element), bit for bit.
func TestVPow(t *testing.T) {
	h := buildHarness(t)
	isas := supportedISAs()
	if len(isas) == 0 {
		t.Skip("the CPU has neither AVX2+FMA nor AVX-512 (or PYGO_ISA=go)")
	}
	n := 100_000
	if testing.Short() {
		n = 5_000
	}
	r := rand.New(rand.NewPCG(7, 8))
	ran := 0
	for fi, f := range h.out.Funcs {
		tl := h.loops[f.Loop]
		if !isas[f.ISA] || !strings.HasPrefix(tl.l.Name, "vmathPow") {
			continue
		}
		j := newJob(r, fi, tl, n, 0, 0)
		x, y := j.arrays[len(j.arrays)-2].([]float64), j.arrays[len(j.arrays)-1].([]float64)
		for i := range x {
			x[i], y[i] = powArgs(r)
		}
		j.scal = []float64{2.5}[:len(tl.l.Scalars)]
		var in bytes.Buffer
		j.encode(&in, tl)
		done, got, _, err := j.decode(h.run(t, in.Bytes()), tl)
		if err != nil {
			t.Fatal(err)
		}
		if done < n-f.Lanes {
			t.Errorf("%s: done = %d of %d", f.Name, done, n)
		}
		want := clone(j.arrays, tl.alias)
		if err := tl.l.Eval(0, done, want, j.scal, nil); err != nil {
			t.Fatal(err)
		}
		if err := tl.l.Eval(done, n, got, j.scal, nil); err != nil {
			t.Fatal(err)
		}
		if err := tl.l.Eval(done, n, want, j.scal, nil); err != nil {
			t.Fatal(err)
		}
		if d := diffArrays(got, want); d != "" {
			t.Errorf("%s: %s", f.Name, d)
			g, w := got[0].([]float64), want[0].([]float64)
			bad := 0
			for i := range w {
				if !sameBits(g[i], w[i]) && bad < 10 {
					bad++
					t.Logf("pow(%v [%#x], %v [%#x]) = %v [%#x], want %v [%#x]", x[i], math.Float64bits(x[i]), y[i], math.Float64bits(y[i]),
						g[i], math.Float64bits(g[i]), w[i], math.Float64bits(w[i]))
				}
			}
		}
		ran++
		t.Logf("%s: %d argument pairs", f.Name, n)
	}
	if ran == 0 {
		t.Fatal("no pow loop ran")
	}
}
