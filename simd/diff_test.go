package simd

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"
)

// lengths are the n of every differential test: every remainder of every vector and block
// width, and a long one.
var lengths = func() []int {
	var ns []int
	for n := range 68 {
		ns = append(ns, n)
	}
	return append(ns, 1003)
}()

func negZero() float64 { return math.Copysign(0, -1) }

// specials64 and specials32 are the payloads mixed into the inputs.
var (
	specials64 = []uint64{
		0x7ff8000000000000, 0x7ff8000000000123, 0xfff8000000000001, 0x7ff0000000000001, // NaNs, one signaling
		0x7ff0000000000000, 0xfff0000000000000, // ±Inf
		0, 1 << 63, // ±0
		1, 1<<63 | 1, 0x000fffffffffffff, 0x0010000000000000, // subnormals, the smallest normal
		0x7fefffffffffffff, 0xffefffffffffffff, // ±MaxFloat64
		math.Float64bits(1), math.Float64bits(-1), math.Float64bits(0.5), math.Float64bits(3),
	}
	specials32 = []uint32{
		0x7fc00000, 0x7fc00123, 0xffc00001, 0x7f800001,
		0x7f800000, 0xff800000,
		0, 1 << 31,
		1, 1<<31 | 1, 0x007fffff, 0x00800000,
		0x7f7fffff, 0xff7fffff,
		math.Float32bits(1), math.Float32bits(-1), math.Float32bits(0.5), math.Float32bits(3),
	}
)

// value64 draws a float64: one of specials64 with probability p, else a number of varied sign
// and magnitude.
func value64(r *rand.Rand, p float64) float64 {
	if r.Float64() < p {
		return math.Float64frombits(specials64[r.IntN(len(specials64))])
	}
	return r.NormFloat64() * math.Pow(10, float64(r.IntN(7)-3))
}

func value32(r *rand.Rand, p float64) float32 {
	if r.Float64() < p {
		return math.Float32frombits(specials32[r.IntN(len(specials32))])
	}
	return float32(r.NormFloat64() * math.Pow(10, float64(r.IntN(7)-3)))
}

// newJob fills a job for function fn of loop tl with n elements starting at off.
func newJob(r *rand.Rand, fn int, tl testLoop, n, off int, p float64) *job {
	l := tl.l
	j := &job{fn: fn, n: n, off: off}
	size := off + n + guard
	for k, a := range l.Arrays {
		if src, ok := tl.alias[k]; ok {
			j.arrays = append(j.arrays, j.arrays[src])
			continue
		}
		if a.Elem == Float64 {
			s := make([]float64, size)
			for i := range s {
				s[i] = value64(r, p)
			}
			j.arrays = append(j.arrays, s)
		} else {
			s := make([]float32, size)
			for i := range s {
				s[i] = value32(r, p)
			}
			j.arrays = append(j.arrays, s)
		}
	}
	for _, s := range l.Scalars {
		if s.Type == Float64 {
			j.scal = append(j.scal, value64(r, p/2))
		} else {
			j.scal = append(j.scal, float64(value32(r, p/2)))
		}
	}
	j.acc = l.NewAcc()
	return j
}

// TestDifferential runs every generated function the CPU supports on every length, aligned and
// misaligned, with ordinary and special values, finishes with the Go tail as generated code does,
// and compares everything with Eval, bit for bit.
func TestDifferential(t *testing.T) {
	h := buildHarness(t)
	isas := supportedISAs()
	if len(isas) == 0 {
		t.Skip("the CPU has neither AVX2+FMA nor AVX-512 (or PYGO_ISA=go)")
	}
	r := rand.New(rand.NewPCG(1, 2))
	var jobs []*job
	var in bytes.Buffer
	for fi, f := range h.out.Funcs {
		if !isas[f.ISA] {
			continue
		}
		tl := h.loops[f.Loop]
		for _, n := range lengths {
			for _, c := range []struct {
				off int
				p   float64
			}{{0, 0}, {1 + n%7, 0.3}} {
				j := newJob(r, fi, tl, n, c.off, c.p)
				j.encode(&in, tl)
				jobs = append(jobs, j)
			}
		}
	}
	out := h.run(t, in.Bytes())
	for _, j := range jobs {
		f := h.out.Funcs[j.fn]
		tl := h.loops[f.Loop]
		l := tl.l
		done, got, gotAcc, err := j.decode(out, tl)
		if err != nil {
			t.Fatalf("%s: reading the harness's output: %v", f.Name, err)
		}
		// The contract on done.
		var wantDone int
		switch {
		case l.Reduce != nil:
			wantDone = j.n &^ (ReduceWidth - 1)
		case f.ISA == AVX512:
			wantDone = j.n
		default:
			wantDone = j.n - j.n%f.Lanes
		}
		if usesTrig(l) {
			// sin and cos stop at the vector of the first argument that needs the scalar reduction.
			if stop := firstTrigLarge(l, j.arrays, j.off, j.n); stop < j.n {
				wantDone = min(wantDone, stop-stop%f.Lanes)
			}
		}
		if done != wantDone {
			t.Errorf("%s n=%d: done = %d, want %d", f.Name, j.n, done, wantDone)
			continue
		}
		// Eval over [0, done) must match the function's accumulators exactly.
		want, wantAcc := clone(j.arrays, tl.alias), j.acc
		subs := func(arrays []any) []any {
			s := make([]any, len(arrays))
			for k, a := range arrays {
				s[k] = sub(a, j.off, j.n)
			}
			return s
		}
		if err := l.Eval(0, done, subs(want), j.scal, &wantAcc); err != nil {
			t.Fatal(err)
		}
		if l.Reduce != nil {
			for k := range gotAcc {
				if !sameBits(gotAcc[k], wantAcc[k]) {
					t.Errorf("%s n=%d off=%d: acc[%d] = %v, want %v", f.Name, j.n, j.off, k, gotAcc[k], wantAcc[k])
					break
				}
			}
		}
		// The Go tail finishes both; then every element, guards included, and the combined
		// reduction must match.
		if err := l.Eval(done, j.n, subs(got), j.scal, &gotAcc); err != nil {
			t.Fatal(err)
		}
		if err := l.Eval(done, j.n, subs(want), j.scal, &wantAcc); err != nil {
			t.Fatal(err)
		}
		if d := diffArrays(got, want); d != "" {
			t.Errorf("%s n=%d off=%d: %s", f.Name, j.n, j.off, d)
		}
		if l.Reduce != nil {
			g, w := l.Combine(&gotAcc), l.Combine(&wantAcc)
			if !sameBits(g, w) {
				t.Errorf("%s n=%d off=%d: reduction = %v, want %v", f.Name, j.n, j.off, g, w)
			}
		}
	}
	t.Logf("%d calls of %d functions", len(jobs), len(h.out.Funcs))
}

// TestVet checks that go vet (asmdecl among others) accepts the generated package.
func TestVet(t *testing.T) {
	h := buildHarness(t)
	if len(bytes.TrimSpace(h.vet)) != 0 {
		t.Errorf("go vet printed:\n%s", h.vet)
	}
}
