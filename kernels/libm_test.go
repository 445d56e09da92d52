package kernels

import (
	"math"
	"math/rand/v2"
	"testing"
)

// ulpDiff returns the distance between a and b in units in the last place (0 for two NaNs, MaxUint64 for a NaN and
// a number or for different signs).
func ulpDiff(a, b float64) uint64 {
	if math.IsNaN(a) || math.IsNaN(b) {
		if math.IsNaN(a) && math.IsNaN(b) {
			return 0
		}
		return math.MaxUint64
	}
	if a == b {
		return 0
	}
	if math.Signbit(a) != math.Signbit(b) {
		return math.MaxUint64
	}
	ia, ib := math.Float64bits(a), math.Float64bits(b)
	if ia > ib {
		return ia - ib
	}
	return ib - ia
}

// TestLibmOracle checks Exp, Log and Pow (glibc's algorithms, package libm) against the double-double oracles of
// dd_oracle_test.go: never more than one unit in the last place apart, and equal but for about one result in 10^4,
// where glibc is not correctly rounded (exact comparisons with glibc itself are in internal/libm).
func TestLibmOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const n = 200000
	for _, tt := range []struct {
		name   string
		got    func(x, y float64) float64
		oracle func(x, y float64) float64
		gen    func() (float64, float64)
	}{
		{"exp", func(x, _ float64) float64 { return Exp(x) }, func(x, _ float64) float64 { return expDD(x, 0) },
			func() (float64, float64) { return r.Float64()*1416 - 708, 0 }},
		{"log", func(x, _ float64) float64 { return Log(x) }, func(x, _ float64) float64 { return logDD1(x) },
			func() (float64, float64) {
				if r.IntN(2) == 0 {
					return 1 + (r.Float64()-0.5)/4, 0
				}
				return math.Float64frombits(r.Uint64() >> 1), 0 // every positive double
			}},
		{"pow", Pow, powDD, func() (float64, float64) { return r.Float64() * 20, r.Float64()*100 - 50 }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			differ := 0
			for range n {
				x, y := tt.gen()
				got, want := tt.got(x, y), tt.oracle(x, y)
				if math.IsInf(want, 0) || want == 0 || math.Abs(want) < 0x1p-1022 {
					continue // overflow and the subnormal range, where the oracle is not exact
				}
				switch d := ulpDiff(got, want); {
				case d > 1:
					t.Errorf("%s(%v, %v) = %v, oracle %v: %d ulp apart", tt.name, x, y, got, want, d)
				case d == 1:
					differ++
				}
			}
			t.Logf("%s: %d of %d results differ from the correctly rounded oracle by 1 ulp", tt.name, differ, n)
			if differ > n/200 {
				t.Errorf("%s: %d of %d results differ from the oracle; glibc's rate is about 1e-3", tt.name, differ, n)
			}
		})
	}
}

// benchUnary measures f per element over 1024 inputs from gen, as a compiled loop over an array calls it (the
// calls are independent, as in Numba's loops that the README's per-call costs come from).
func benchUnary(b *testing.B, f func(float64) float64, gen func(i int) float64) {
	b.ReportAllocs()
	x, out := make([]float64, 1024), make([]float64, 1024)
	for i := range x {
		x[i] = gen(i)
	}
	for b.Loop() {
		for i, v := range x {
			out[i] = f(v)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(x)), "ns/call")
}

func expArg(i int) float64 { return float64(i)*0.0195 - 10 }
func logArg(i int) float64 { return float64(i) + 0.5 }

func BenchmarkExp(b *testing.B) { benchUnary(b, Exp, expArg) }
func BenchmarkExpDD(b *testing.B) {
	benchUnary(b, func(x float64) float64 { return expDD(x, 0) }, expArg)
}
func BenchmarkExpGo(b *testing.B) { benchUnary(b, math.Exp, expArg) }
func BenchmarkExp2(b *testing.B)  { benchUnary(b, Exp2, expArg) }
func BenchmarkLog(b *testing.B)   { benchUnary(b, Log, logArg) }
func BenchmarkLogDD(b *testing.B) { benchUnary(b, logDD1, logArg) }
func BenchmarkLogGo(b *testing.B) { benchUnary(b, math.Log, logArg) }
func BenchmarkLog2(b *testing.B)  { benchUnary(b, Log2, logArg) }
func BenchmarkPow(b *testing.B) {
	benchUnary(b, func(x float64) float64 { return PowFloat(x, 2.5) }, logArg)
}
func BenchmarkPowDD(b *testing.B) {
	benchUnary(b, func(x float64) float64 { return powDD(x, 2.5) }, logArg)
}
func BenchmarkPowGo(b *testing.B) {
	benchUnary(b, func(x float64) float64 { return math.Pow(x, 2.5) }, logArg)
}
