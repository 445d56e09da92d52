package simd

import (
	"bytes"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/internal/libm"
)

// mathValue draws an argument for exp or log: the edges of both algorithms (exp's overflow,
// subnormal results and tiny arguments, log's subnormal and near-1 arguments), every bit
// pattern, and ordinary values.
func mathValue(r *rand.Rand) float64 {
	sign := func(x float64) float64 {
		if r.IntN(2) == 0 {
			return -x
		}
		return x
	}
	switch r.IntN(19) {
	case 0:
		return math.Float64frombits(r.Uint64())
	case 1:
		return math.Float64frombits(specials64[r.IntN(len(specials64))])
	case 2:
		return sign(512 + r.Float64()*600) // expSpecial and beyond
	case 3:
		return -708 - r.Float64()*40 // subnormal results
	case 4:
		return 700 + r.Float64()*10 // near overflow
	case 5:
		return sign(math.Ldexp(1+r.Float64(), -40-r.IntN(30))) // around exp's tiny bound 2^-54
	case 6:
		return 1 + (r.Float64()-0.5)/7 // log near 1 and around its bounds
	case 7:
		return math.Float64frombits(r.Uint64N(1 << 52)) // subnormal
	case 8:
		return math.Float64frombits(r.Uint64() >> 1) // every positive double
	case 9:
		return sign(float64(r.IntN(1500)))
	case 10: // sin and cos: near multiples of pi/2, where the reduction cancels
		x := float64(r.Int64N(1<<27)) * (math.Pi / 2)
		return sign(math.Float64frombits(math.Float64bits(x) + uint64(r.IntN(5)) - 2))
	case 11: // sin and cos: around TrigReduceMax, and small arguments
		if r.IntN(2) == 0 {
			return sign(math.Float64frombits(math.Float64bits(0x1p28) + uint64(r.IntN(5)) - 2))
		}
		return sign(math.Ldexp(1+r.Float64(), -r.IntN(1080)))
	case 12: // log1p's and tanh's small arguments, around 1/16
		return sign(math.Ldexp(r.Float64(), -r.IntN(8)))
	case 13: // log1p near -1
		return -1 + math.Ldexp(r.Float64(), -r.IntN(55))
	case 14: // atan's reduction edges, i/8 + 1/16, and their inverses
		x := (float64(r.IntN(8)) + 0.5) / 8 * (1 + (2*r.Float64()-1)*0x1p-40)
		if r.IntN(2) == 0 {
			x = 1 / x
		}
		return sign(x)
	case 15: // expm1 near k ln2/128, and tanh's and expm1's bounds
		if r.IntN(2) == 0 {
			return sign([]float64{22, 40, 700, libm.Expm1Hi, 709.79}[r.IntN(5)] * (1 + (2*r.Float64()-1)*0x1p-45))
		}
		return float64(r.IntN(1<<14)-1<<13) * math.Ln2 / 128
	case 16: // erf's and erfc's intervals and their bounds
		if r.IntN(2) == 0 {
			b := []float64{libm.ErfSubTiny, libm.ErfTiny, libm.ErfcTiny, libm.ErfBoundA, libm.ErfBoundB,
				libm.ErfBoundC, libm.ErfcBoundC, libm.ErfOne, libm.ErfcZero, 0.25}[r.IntN(10)]
			return sign(math.Float64frombits(math.Float64bits(b) + uint64(r.IntN(5)) - 2))
		}
		return sign(r.Float64() * 30)
	case 17: // exp2's and log2's bounds, a few ULPs around them, and exact powers of two
		switch r.IntN(3) {
		case 0:
			b := []float64{928, -928, 1024, -1024, -1022, -1074, -1075, 0x1p-54, -0x1p-54, 512, -512,
				1 - 0x1.5b51p-5, 1 + 0x1.6ab2p-5, 0x1p-1022}[r.IntN(14)]
			return math.Float64frombits(math.Float64bits(b) + uint64(r.IntN(5)) - 2)
		case 1:
			return math.Ldexp(1, r.IntN(2100)-1075)
		}
		return float64(r.IntN(1<<16)-1<<15) / 128 // exp2 at multiples of 1/128, exactly
	}
	return r.NormFloat64() * 10
}

// mathValue32 draws a float32 argument: gen's rounded to float32, every float32 bit pattern, or
// the edges of expf and logf.
func mathValue32(r *rand.Rand, gen func(*rand.Rand) float64) float32 {
	switch r.IntN(8) {
	case 0:
		return math.Float32frombits(r.Uint32())
	case 1: // expf's overflow and underflow bounds, logf's subnormals
		b := []float32{expfOver, expfUnder, 88, -88, 0x1p-126, 1, 128, -150, -149, -126}[r.IntN(10)]
		return math.Float32frombits(math.Float32bits(b) + uint32(r.IntN(5)) - 2)
	case 2:
		return math.Float32frombits(r.Uint32N(1 << 23)) // subnormal
	}
	return float32(gen(r))
}

// ordinaryValue draws a positive argument for which exp and log take their main paths, but for
// one in 50 drawn by mathValue and one in 20 near 1 (log's other path).
func ordinaryValue(r *rand.Rand) float64 {
	switch {
	case r.IntN(50) == 0:
		return mathValue(r)
	case r.IntN(20) == 0:
		return 1 + (r.Float64()-0.5)/8
	}
	return 0.001 + 30*r.Float64()
}

// TestVMath runs the vector math loops on arguments drawn by mathValue, on every length, and
// compares the results with Eval (libm.Exp and libm.Log per element), bit for bit.
func TestVMath(t *testing.T) {
	h := buildHarness(t)
	isas := supportedISAs()
	if len(isas) == 0 {
		t.Skip("the CPU has neither AVX2+FMA nor AVX-512 (or PYGO_ISA=go)")
	}
	r := rand.New(rand.NewPCG(3, 4))
	var jobs []*job
	var in bytes.Buffer
	for fi, f := range h.out.Funcs {
		tl := h.loops[f.Loop]
		if !isas[f.ISA] || !strings.HasPrefix(tl.l.Name, "vmath") {
			continue
		}
		for _, n := range append(lengths, 20000) {
			// Edges everywhere, then ordinary arguments with a rare edge, so that most vectors
			// skip the special paths and some take them for one lane.
			for _, gen := range []func(*rand.Rand) float64{mathValue, ordinaryValue} {
				j := newJob(r, fi, tl, n, n%5, 0)
				for _, a := range j.arrays {
					switch s := a.(type) {
					case []float64:
						for i := range s {
							s[i] = gen(r)
						}
					case []float32:
						for i := range s {
							s[i] = mathValue32(r, gen)
						}
					}
				}
				j.encode(&in, tl)
				jobs = append(jobs, j)
			}
		}
	}
	out := h.run(t, in.Bytes())
	for _, j := range jobs {
		f := h.out.Funcs[j.fn]
		tl := h.loops[f.Loop]
		done, got, gotAcc, err := j.decode(out, tl)
		if err != nil {
			t.Fatal(err)
		}
		// The assembly does every element up to the tail, or, with sin or cos, up to the vector
		// of the first argument that needs the scalar reduction (TestDifferential checks done
		// exactly).
		stop := j.n
		if usesTrig(tl.l) {
			stop = firstTrigLarge(tl.l, j.arrays, j.off, j.n)
		}
		if done > stop || done < stop-ReduceWidth {
			t.Errorf("%s n=%d off=%d: done = %d, want it in [%d, %d]", f.Name, j.n, j.off, done, max(stop-ReduceWidth, 0), stop)
		}
		want, wantAcc := clone(j.arrays, tl.alias), j.acc
		subs := func(arrays []any) []any {
			s := make([]any, len(arrays))
			for k, a := range arrays {
				s[k] = sub(a, j.off, j.n)
			}
			return s
		}
		if err := tl.l.Eval(0, done, subs(want), j.scal, &wantAcc); err != nil {
			t.Fatal(err)
		}
		if err := tl.l.Eval(done, j.n, subs(got), j.scal, &gotAcc); err != nil {
			t.Fatal(err)
		}
		if err := tl.l.Eval(done, j.n, subs(want), j.scal, &wantAcc); err != nil {
			t.Fatal(err)
		}
		if d := diffArrays(got, want); d != "" {
			t.Errorf("%s n=%d off=%d: %s", f.Name, j.n, j.off, d)
			switch x, f64 := j.arrays[len(j.arrays)-1].([]float64); {
			case !f64: // float32: diffArrays said where
			case tl.l.Name == "vmath":
				reportVMath(t, got, want, x, "exp", "log")
			case tl.l.Name == "vmathTrig":
				reportVMath(t, got, want, x, "sin", "cos")
			case len(j.arrays) == 2 && tl.l.Reduce == nil: // unaryMath
				reportVMath(t, got, want, x, tl.l.Name)
			}
		}
		if tl.l.Reduce != nil {
			g, w := tl.l.Combine(&gotAcc), tl.l.Combine(&wantAcc)
			if !sameBits(g, w) {
				t.Errorf("%s n=%d: reduction = %v, want %v", f.Name, j.n, g, w)
			}
		}
	}
	t.Logf("%d calls", len(jobs))
}

// firstTrigLarge returns the first i < n at which an array that l loads (from off on) holds a
// finite argument that only the scalar code of sin and cos reduces, or n.
func firstTrigLarge(l *Loop, arrays []any, off, n int) int {
	for i := range n {
		for _, nd := range l.Nodes {
			if nd.Op != OpLoad {
				continue
			}
			if s, ok := arrays[nd.Index].([]float64); ok {
				x := math.Abs(s[off+i])
				if x >= libm.TrigReduceMax && x <= math.MaxFloat64 {
					return i
				}
			}
		}
	}
	return n
}

// reportVMath logs the first arguments of loop vmath or vmathTrig whose results differ.
func reportVMath(t *testing.T, got, want []any, x []float64, names ...string) {
	t.Helper()
	bad := 0
	for k, name := range names {
		g, w := got[k].([]float64), want[k].([]float64)
		for i := range w {
			if !sameBits(g[i], w[i]) && bad < 10 {
				bad++
				t.Logf("%s(%v [%#x]) = %v [%#x], want %v [%#x]", name, x[i], math.Float64bits(x[i]), g[i], math.Float64bits(g[i]), w[i], math.Float64bits(w[i]))
			}
		}
	}
}

// TestVMathMany runs tan, tanh, atan, atan2, expf and logf on PYGO_VMATH_N arguments each
// (2·10^5 by default, PYGO_VMATH_N=1000000 for a million; skipped with -short) drawn by mathValue (every bit pattern, ±0, subnormals,
// huge values, ±Inf, NaN and each algorithm's edges) on every ISA the CPU has, and requires the
// assembly to do them all (but the AVX2 tail) with Eval's bits, which are libm's.
func TestVMathMany(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	n := 200_000
	if s := os.Getenv("PYGO_VMATH_N"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil {
			t.Fatalf("PYGO_VMATH_N=%q: %v", s, err)
		}
	}
	h := buildHarness(t)
	isas := supportedISAs()
	if len(isas) == 0 {
		t.Skip("the CPU has neither AVX2+FMA nor AVX-512 (or PYGO_ISA=go)")
	}
	names := map[string]bool{"vmathExp2": true, "vmathLog2": true, "vmathExp2Gather": true, "vmathLog2Gather": true, "vmathTan": true, "vmathTanh": true, "vmathAtan": true, "vmathAtan2": true, "vmathExpf": true, "vmathLogf": true, "vmathExp2f": true, "vmathLog2f": true, "vmathExp2fGather": true, "vmathLog2fGather": true,
		"vmathTanhGather": true, "vmathAtanGather": true, "vmathExpfGather": true, "vmathLogfGather": true}
	r := rand.New(rand.NewPCG(5, 6))
	for fi, f := range h.out.Funcs {
		tl := h.loops[f.Loop]
		if !isas[f.ISA] || !names[tl.l.Name] {
			continue
		}
		j := newJob(r, fi, tl, n, 0, 0)
		for _, a := range j.arrays {
			switch s := a.(type) {
			case []float64:
				for i := range s {
					s[i] = mathValue(r)
					// tan's vector ends at an argument only the scalar code reduces.
					for usesTrig(tl.l) && math.Abs(s[i]) >= libm.TrigReduceMax && !math.IsInf(s[i], 0) {
						s[i] = mathValue(r)
					}
				}
			case []float32:
				for i := range s {
					s[i] = mathValue32(r, mathValue)
				}
			}
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
		want := clone(j.arrays, tl.alias)
		if err := tl.l.Eval(0, n, want, j.scal, nil); err != nil {
			t.Fatal(err)
		}
		if d := diffArrays(got, want); d != "" {
			t.Errorf("%s: %s", f.Name, d)
		}
		t.Logf("%s: %d arguments, the same bits as libm", f.Name, n)
	}
}
