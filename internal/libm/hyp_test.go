package libm

import (
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

// This file checks Expm1, Tanh, Log1p, Atan, Atan2 and Tan against math/big references: Taylor series with
// argument halving or squaring, at refPrec bits (bigPrec where a sum with 1 must be exact).

const refPrec = 320

func newRef() *big.Float { return new(big.Float).SetPrec(refPrec) }

// refExpm1 returns e^x - 1.
func refExpm1(x float64) *big.Float {
	// e^(x/2^m) - 1 by its Taylor series, then (e^y - 1)(e^y + 1) = e^2y - 1, m times.
	m := 0
	if a := math.Abs(x); a > 1e-3 {
		m = max(0, math.Ilogb(a)+11)
	}
	y := newRef().SetMantExp(newRef().SetFloat64(x), -m)
	sum, term := newRef().Set(y), newRef().Set(y)
	for k := int64(2); k < 80; k++ {
		term.Mul(term, y)
		term.Quo(term, newRef().SetInt64(k))
		sum.Add(sum, term)
	}
	two := newRef().SetInt64(2)
	for range m {
		sum.Mul(sum, newRef().Add(sum, two))
	}
	return sum
}

// refTanh returns tanh(x) = E/(E+2), E = e^2x - 1.
func refTanh(x float64) *big.Float {
	e := refExpm1(2 * x)
	return newRef().Quo(e, newRef().Add(e, newRef().SetInt64(2)))
}

// refAtanh2 returns 2 atanh(s) = 2 (s + s^3/3 + ...), |s| <= 1/5.
func refAtanh2(s *big.Float) *big.Float {
	s2 := newRef().Mul(s, s)
	sum, term := newRef().Set(s), newRef().Set(s)
	for k := int64(1); k < 140; k++ {
		term.Mul(term, s2)
		sum.Add(sum, newRef().Quo(term, newRef().SetInt64(2*k+1)))
	}
	return sum.Mul(sum, newRef().SetInt64(2))
}

// refLog1p returns log(1 + x), x > -1 finite.
func refLog1p(x float64) *big.Float {
	u := newBig().Add(newBig().SetInt64(1), newBig().SetFloat64(x)) // exact
	// u = 2^e m, m in [0.75, 1.5): e ln2 + 2 atanh((m-1)/(m+1))
	m := newBig()
	e := u.MantExp(m) // m in [0.5, 1)
	m.SetMantExp(m, 1)
	e--
	if m.Cmp(newBig().SetFloat64(1.5)) >= 0 {
		m.SetMantExp(m, -1)
		e++
	}
	one := newBig().SetInt64(1)
	s := newRef().Quo(newBig().Sub(m, one), newBig().Add(m, one))
	r := refAtanh2(s)
	ln2 := refAtanh2(newRef().Quo(newRef().SetInt64(1), newRef().SetInt64(3)))
	return r.Add(r, ln2.Mul(ln2, newRef().SetInt64(int64(e))))
}

// refAtanBig returns atan(y) for y >= 0: four halvings y/(1 + sqrt(1 + y^2)), then the Taylor series.
func refAtanBig(y *big.Float) *big.Float {
	one := newRef().SetInt64(1)
	y = newRef().Set(y)
	if y.Cmp(one) > 0 { // atan(y) = pi/2 - atan(1/y)
		r := refAtanBig(newRef().Quo(one, y))
		return r.Sub(newRef().Quo(bigPi(), newRef().SetInt64(2)), r)
	}
	for range 4 {
		y.Quo(y, newRef().Add(one, newRef().Sqrt(newRef().Add(one, newRef().Mul(y, y)))))
	}
	y2 := newRef().Mul(y, y)
	sum, term := newRef().Set(y), newRef().Set(y)
	for k := int64(1); k < 60; k++ {
		term.Mul(term, y2)
		t := newRef().Quo(term, newRef().SetInt64(2*k+1))
		if k%2 == 1 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
	}
	return sum.Mul(sum, newRef().SetInt64(16))
}

// refAtan2 returns atan2(y, x) for finite y, x, not both 0.
func refAtan2(y, x float64) *big.Float {
	var r *big.Float
	if x == 0 {
		r = newRef().Quo(bigPi(), newRef().SetInt64(2))
	} else {
		r = refAtanBig(newBig().Quo(newBig().SetFloat64(math.Abs(y)), newBig().SetFloat64(math.Abs(x))))
	}
	if math.Signbit(x) {
		r.Sub(bigPi(), r)
	}
	if math.Signbit(y) {
		r.Neg(r)
	}
	return r
}

// hypInputs returns n finite test inputs: special values, then every exponent, the ranges of the functions and
// their edges.
func hypInputs(n int, seed uint64) []float64 {
	r := rand.New(rand.NewPCG(seed, 11))
	xs := []float64{
		0x1p-1074, 0x1p-1022, 0x1p-1023, 1e-300, 0x1p-60, 0x1p-54, 0x1p-28, 1.0 / 16, math.Nextafter(1.0/16, 0),
		0x1.09p-4, 0.125, 0.5, 1, math.Nextafter(1, 2), math.Nextafter(1, 0), 2, 8, 22, math.Nextafter(22, 30),
		19.06, 40, 700, 709, Expm1Hi, math.Nextafter(Expm1Hi, 0), 710, math.Pi / 4, math.Pi / 2, math.Pi,
		1.0 / 16 * 3, 7.0 / 16, 0x1p28, math.Nextafter(0x1p28, 0), 1e22, 1e300, math.MaxFloat64, -0.9375,
		-1 + 0x1p-53, -0.5, -0.999, math.Ln2 / 256, 3 * math.Ln2 / 256, 0.3465735902799726,
	}
	for len(xs) < n {
		var x float64
		switch r.IntN(10) {
		case 0:
			x = math.Float64frombits(r.Uint64()) // any exponent
		case 1:
			x = math.Ldexp(1+r.Float64(), -r.IntN(1080)) // small and subnormal
		case 2:
			x = (2*r.Float64() - 1) * 1.0 / 16 // the near paths
		case 3:
			x = (2*r.Float64() - 1) * 3
		case 4:
			x = (2*r.Float64() - 1) * 45
		case 5:
			x = r.Float64()*12 + 700 // expm1's overflow
		case 6: // near k ln2/128, where expm1's reduction cancels
			k := float64(r.IntN(1<<16) - 1<<15)
			x = math.Nextafter(k*math.Ln2/128, math.Inf(r.IntN(2)*2-1))
		case 7: // near i/8 + 1/16, atan's reduction edges
			x = (float64(r.IntN(8)) + 0.5) / 8 * (1 + (2*r.Float64()-1)*0x1p-40)
			if r.IntN(2) == 0 {
				x = 1 / x
			}
		case 8: // tan near multiples of pi/2
			k := float64(r.Int64N(1 << 28))
			x = math.Nextafter(k*math.Pi/2, math.Inf(r.IntN(2)*2-1))
		default:
			x = -1 + math.Ldexp(r.Float64(), -r.IntN(60)) // log1p near -1
		}
		if r.IntN(2) == 0 {
			x = -x
		}
		if !math.IsNaN(x) && !math.IsInf(x, 0) {
			xs = append(xs, x)
		}
	}
	return xs
}

// checkULP checks f against ref on xs: at most 1 ULP everywhere, and it logs the largest error and the number of
// results that are not correctly rounded.
func checkULP(t *testing.T, name string, xs []float64, f func(float64) float64, ref func(float64) *big.Float) {
	t.Helper()
	checkULPBound(t, name, xs, f, ref, 1)
}

// checkULPBound is checkULP with a bound other than 1 ULP.
func checkULPBound(t *testing.T, name string, xs []float64, f func(float64) float64, ref func(float64) *big.Float,
	bound float64) {
	t.Helper()
	var worst float64
	wrong, n := 0, 0
	for _, x := range xs {
		want := ref(x)
		got := f(x)
		n++
		e := ulpErr(got, want)
		if e > worst {
			worst = e
		}
		if e > bound {
			t.Errorf("%s(%v [%#x]) = %v, %.3f ULP from %v", name, x, math.Float64bits(x), got, e, want)
		}
		if w, _ := want.Float64(); w != got {
			wrong++
		}
	}
	t.Logf("%s: %d inputs, max %.4f ULP, %d not correctly rounded", name, n, worst, wrong)
}

// hypN is how many inputs a ULP test draws against its big.Float reference: 6000 in make test
// (3000 with -short). The references cost milliseconds per input; before changing one of these
// functions, run PYGO_LIBM_ULP_N=200000 go test -run ULP ./internal/libm.
func hypN(t *testing.T) int {
	if s := os.Getenv("PYGO_LIBM_ULP_N"); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n > 0 {
			return n
		}
		t.Fatalf("PYGO_LIBM_ULP_N=%q: want a positive count", s)
	}
	if testing.Short() {
		return 3000
	}
	return 6000
}

func TestExpm1ULP(t *testing.T) {
	var xs []float64
	for _, x := range hypInputs(hypN(t), 1) {
		if x >= Expm1Lo && x <= Expm1Hi && x != 0 {
			xs = append(xs, x)
		}
	}
	checkULP(t, "Expm1", xs, Expm1, refExpm1)
}

func TestTanhULP(t *testing.T) {
	var xs []float64
	for _, x := range hypInputs(hypN(t), 2) {
		if x != 0 && math.Abs(x) <= 30 {
			xs = append(xs, x)
		}
	}
	checkULP(t, "Tanh", xs, Tanh, refTanh)
}

func TestLog1pULP(t *testing.T) {
	var xs []float64
	for _, x := range hypInputs(hypN(t), 3) {
		if x > -1 && x != 0 {
			xs = append(xs, x)
		}
	}
	checkULP(t, "Log1p", xs, Log1p, refLog1p)
}

func TestAtanULP(t *testing.T) {
	var xs []float64
	for _, x := range hypInputs(hypN(t), 4) {
		if x != 0 {
			xs = append(xs, x)
		}
	}
	checkULP(t, "Atan", xs, Atan, func(x float64) *big.Float { return refAtan2(x, 1) })
}

func TestAtan2ULP(t *testing.T) {
	xs := hypInputs(2*hypN(t), 5)
	r := rand.New(rand.NewPCG(5, 5))
	var worst float64
	wrong, n := 0, 0
	for i := 0; i+1 < len(xs); i += 2 {
		y, x := xs[i], xs[i+1]
		switch r.IntN(4) {
		case 0: // ratios near 1 and near the reduction edges
			y = x * (float64(r.IntN(17)) / 8) * (1 + (2*r.Float64()-1)*0x1p-30)
		case 1:
			y, x = math.Ldexp(y, -r.IntN(1100)), math.Ldexp(x, -r.IntN(1100)) // tiny operands
		}
		if y == 0 && x == 0 || math.IsInf(y, 0) || math.IsInf(x, 0) {
			continue
		}
		want := refAtan2(y, x)
		got := Atan2(y, x)
		n++
		e := ulpErr(got, want)
		worst = max(worst, e)
		if e > 1 {
			t.Errorf("Atan2(%v, %v [%#x, %#x]) = %v, %.3f ULP from %v", y, x, math.Float64bits(y), math.Float64bits(x), got, e, want)
		}
		if w, _ := want.Float64(); w != got {
			wrong++
		}
	}
	t.Logf("Atan2: %d inputs, max %.4f ULP, %d not correctly rounded", n, worst, wrong)
}

func TestTanULP(t *testing.T) {
	ref := newTrigRef()
	var xs []float64
	for _, x := range append(trigInputs(hypN(t)/2, 6), hypInputs(hypN(t)/2, 6)...) {
		if x != 0 {
			xs = append(xs, x)
		}
	}
	checkULP(t, "Tan", xs, Tan, func(x float64) *big.Float {
		s, c := ref.sinCos(x)
		return new(big.Float).SetPrec(250).Quo(s, c)
	})
}

func TestHypSpecial(t *testing.T) {
	nz, inf, nan := math.Copysign(0, -1), math.Inf(1), math.NaN()
	pi2, pi := TrigPiHalf1, AtanPiHi
	for _, tt := range []struct {
		name string
		f    func(float64) float64
		x, y float64
	}{
		{"Expm1", Expm1, 0, 0}, {"Expm1", Expm1, nz, nz}, {"Expm1", Expm1, inf, inf}, {"Expm1", Expm1, -inf, -1},
		{"Expm1", Expm1, nan, nan}, {"Expm1", Expm1, 710, inf}, {"Expm1", Expm1, -41, -1},
		{"Expm1", Expm1, 0x1p-1074, 0x1p-1074}, {"Expm1", Expm1, -0x1p-1074, -0x1p-1074},
		{"Tanh", Tanh, 0, 0}, {"Tanh", Tanh, nz, nz}, {"Tanh", Tanh, inf, 1}, {"Tanh", Tanh, -inf, -1},
		{"Tanh", Tanh, nan, nan}, {"Tanh", Tanh, 0x1p-1074, 0x1p-1074}, {"Tanh", Tanh, -1e-300, -1e-300},
		{"Log1p", Log1p, 0, 0}, {"Log1p", Log1p, nz, nz}, {"Log1p", Log1p, -1, -inf}, {"Log1p", Log1p, -2, nan},
		{"Log1p", Log1p, -inf, nan}, {"Log1p", Log1p, inf, inf}, {"Log1p", Log1p, nan, nan},
		{"Log1p", Log1p, 0x1p-1074, 0x1p-1074}, {"Log1p", Log1p, -0x1p-1074, -0x1p-1074},
		{"Atan", Atan, 0, 0}, {"Atan", Atan, nz, nz}, {"Atan", Atan, inf, pi2}, {"Atan", Atan, -inf, -pi2},
		{"Atan", Atan, nan, nan}, {"Atan", Atan, 0x1p-1074, 0x1p-1074}, {"Atan", Atan, 1, pi2 / 2},
		{"Tan", Tan, 0, 0}, {"Tan", Tan, nz, nz}, {"Tan", Tan, inf, nan}, {"Tan", Tan, nan, nan},
		{"Tan", Tan, 0x1p-1074, 0x1p-1074},
	} {
		if got := tt.f(tt.x); !sameBits(got, tt.y) {
			t.Errorf("%s(%v) = %v, want %v", tt.name, tt.x, got, tt.y)
		}
	}
	for _, tt := range []struct{ y, x, want float64 }{
		{0, 0, 0}, {nz, 0, nz}, {0, nz, pi}, {nz, nz, -pi}, {0, 1, 0}, {nz, 1, nz}, {0, -1, pi}, {nz, -1, -pi},
		{1, 0, pi2}, {1, nz, pi2}, {-1, 0, -pi2}, {-1, nz, -pi2}, {inf, inf, pi / 4}, {-inf, inf, -pi / 4},
		{inf, -inf, 0x1.2d97c7f3321d2p+01}, {-inf, -inf, -0x1.2d97c7f3321d2p+01}, {inf, 1, pi2}, {-inf, -1, -pi2},
		{1, inf, 0}, {-1, inf, nz}, {1, -inf, pi}, {-1, -inf, -pi}, {0, -inf, pi}, {nan, 1, nan}, {1, nan, nan},
		{1, 1, pi / 4}, {-1, -1, -0x1.2d97c7f3321d2p+01}, {0x1p-1074, 0x1p-1074, pi / 4},
		{math.MaxFloat64, math.MaxFloat64, pi / 4}, {math.MaxFloat64, 0x1p-1074, pi2}, {0x1p-1074, math.MaxFloat64, 0},
	} {
		if got := Atan2(tt.y, tt.x); !sameBits(got, tt.want) {
			t.Errorf("Atan2(%v, %v) = %v, want %v", tt.y, tt.x, got, tt.want)
		}
	}
}

// TestAtanConstants recomputes AtanTab and AtanQ.
func TestAtanConstants(t *testing.T) {
	for i, c := range AtanTab {
		a := refAtanBig(newRef().SetFloat64(float64(i) / 8))
		h, _ := a.Float64()
		l, _ := newRef().Sub(a, newRef().SetFloat64(h)).Float64()
		if c[0] != h || c[1] != l {
			t.Errorf("atan(%d/8) = %x + %x, want %x + %x", i, c[0], c[1], h, l)
		}
	}
	for k, c := range AtanQ {
		w := 1 / float64(2*k+3)
		if k%2 == 0 {
			w = -w
		}
		if c != w {
			t.Errorf("AtanQ[%d] = %x, want %x", k, c, w)
		}
	}
}

func BenchmarkHyp(b *testing.B) {
	xs := make([]float64, 1024)
	for i := range xs {
		xs[i] = float64(i)/64 - 8
	}
	for _, f := range []struct {
		name string
		f    func(float64) float64
	}{
		{"tanh/libm", Tanh}, {"tanh/math", math.Tanh}, {"expm1/libm", Expm1}, {"expm1/math", math.Expm1},
		{"log1p/libm", func(x float64) float64 { return Log1p(x + 8.5) }},
		{"log1p/math", func(x float64) float64 { return math.Log1p(x + 8.5) }},
		{"atan/libm", Atan}, {"atan/math", math.Atan}, {"atan2/libm", func(x float64) float64 { return Atan2(x, 0.75) }},
		{"atan2/math", func(x float64) float64 { return math.Atan2(x, 0.75) }}, {"tan/libm", Tan}, {"tan/math", math.Tan},
	} {
		b.Run(f.name, func(b *testing.B) {
			s := 0.0
			for range b.N {
				for _, x := range xs {
					s += f.f(x)
				}
			}
			if s == 1 {
				b.Log(s)
			}
		})
	}
}

// TestHypGlibc compares Tan, Tanh, Expm1, Log1p, Atan and Atan2 with glibc's (testdata/glibc.py, when
// /usr/bin/python3 is present): it logs how often they differ and checks, on a sample of the arguments where
// they do, that pygo's result is within 0.51 ULP of math/big's and how often each is correctly rounded. The rates
// bound the ones the doc comments state.
func TestHypGlibc(t *testing.T) {
	if _, err := os.Stat(python); err != nil {
		t.Skipf("no %s to ask glibc", python)
	}
	n := 20000
	if testing.Short() {
		n = 4000
	}
	ref := newTrigRef()
	for _, tt := range []struct {
		name    string
		arity   int
		f       func(y, x float64) float64
		ref     func(y, x float64) *big.Float
		lo, hi  float64 // the arguments, uniform, and one in 4 of every exponent
		maxRate float64 // the largest fraction of arguments whose results may differ
	}{
		{"tan", 1, func(x, _ float64) float64 { return Tan(x) }, func(x, _ float64) *big.Float {
			s, c := ref.sinCos(x)
			return new(big.Float).SetPrec(250).Quo(s, c)
		}, -1e5, 1e5, 0.01},
		{"tanh", 1, func(x, _ float64) float64 { return Tanh(x) }, func(x, _ float64) *big.Float { return refTanh(x) },
			-22, 22, 0.3},
		{"expm1", 1, func(x, _ float64) float64 { return Expm1(x) }, func(x, _ float64) *big.Float { return refExpm1(x) },
			-40, 709, 0.1},
		{"log1p", 1, func(x, _ float64) float64 { return Log1p(x) }, func(x, _ float64) *big.Float { return refLog1p(x) },
			-1, 100, 0.1},
		{"atan", 1, func(x, _ float64) float64 { return Atan(x) }, func(x, _ float64) *big.Float { return refAtan2(x, 1) },
			-10, 10, 0.005},
		{"atan2", 2, Atan2, refAtan2, -10, 10, 0.005},
	} {
		r := rand.New(rand.NewPCG(9, uint64(len(tt.name))))
		arg := func() float64 {
			if r.IntN(4) == 0 {
				x := math.Ldexp(1+r.Float64(), r.IntN(120)-60)
				if r.IntN(2) == 0 && tt.lo < 0 {
					x = -x
				}
				return max(tt.lo, min(tt.hi, x))
			}
			return uniform(r, tt.lo, tt.hi)
		}
		xs := make([]float64, tt.arity*n)
		for i := range xs {
			xs[i] = arg()
		}
		want := askGlibc(t, function{name: tt.name}, xs)
		differ, checked, oursCR, glibcCR := 0, 0, 0, 0
		for i, w := range want {
			y, x := xs[tt.arity*i], 0.0
			if tt.arity == 2 {
				x = xs[2*i+1]
			}
			got := tt.f(y, x)
			if sameBits(got, w) {
				continue
			}
			differ++
			if checked >= 300 || (tt.name == "log1p" && y <= -1) {
				continue
			}
			checked++
			rv := tt.ref(y, x)
			if e := ulpErr(got, rv); e > 0.51 {
				t.Errorf("%s(%v, %v) = %v, %.3f ULP from %v (glibc: %v)", tt.name, y, x, got, e, rv, w)
			}
			c, _ := rv.Float64()
			if c == got {
				oursCR++
			}
			if c == w {
				glibcCR++
			}
		}
		rate := float64(differ) / float64(n)
		t.Logf("%s: %d of %d results differ from glibc's; of %d checked, pygo's is correctly rounded in %d, glibc's in %d",
			tt.name, differ, n, checked, oursCR, glibcCR)
		if rate > tt.maxRate {
			t.Errorf("%s: %.4f of the results differ from glibc's, more than %.4f", tt.name, rate, tt.maxRate)
		}
	}
}
