package libm

import (
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"testing"
)

// This file checks Erf and Erfc against glibc (10^5 arguments in each interval, and the edges) and against a
// math/big reference.

// erfBounds are the bounds of the intervals of Erf and Erfc.
var erfBounds = []float64{ErfSubTiny, ErfTiny, ErfcTiny, ErfBoundA, ErfBoundB, ErfBoundC, ErfcBoundC, ErfOne, ErfcZero, 0.25}

// genErf returns arguments of erf and erfc: every interval, its bounds and every exponent.
func genErf(r *rand.Rand) (float64, float64) {
	var x float64
	switch r.IntN(10) {
	case 0:
		x = anyBits(r)
	case 1:
		x = tiny(r, 0, 1080)
	case 2:
		b := erfBounds[r.IntN(len(erfBounds))]
		x = math.Float64frombits(math.Float64bits(b) + uint64(r.IntN(9)) - 4)
	case 3:
		x = uniform(r, 0, ErfBoundA)
	case 4:
		x = uniform(r, ErfBoundA, ErfBoundB)
	case 5:
		x = uniform(r, ErfBoundB, ErfBoundC)
	case 6:
		x = uniform(r, ErfBoundC, ErfOne)
	case 7:
		x = uniform(r, ErfOne, ErfcZero)
	default:
		x = uniform(r, 0, 30)
	}
	if r.IntN(2) == 0 {
		x = -x
	}
	return x, 0
}

// erfSpecials are the edges of Erf and Erfc: ±0, subnormals, ±Inf, NaN and each bound with its neighbours.
func erfSpecials() []float64 {
	xs := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 0x1p-1074, 0x1p-1022,
		0x1p-1023, math.MaxFloat64, 1, 26.5, 27, 27.5}
	for _, b := range erfBounds {
		for d := -2; d <= 2; d++ {
			xs = append(xs, math.Float64frombits(math.Float64bits(b)+uint64(d)))
		}
	}
	for _, x := range xs[:len(xs):len(xs)] {
		xs = append(xs, -x)
	}
	return xs
}

// TestErfGlibc compares Erf and Erfc with glibc's erf and erfc (testdata/glibc.py, when /usr/bin/python3 is
// present) on the edges and on PYGO_ERF_N (10^5 by default, 10^4 with -short) arguments in each interval of each
// function.
func TestErfGlibc(t *testing.T) {
	if _, err := os.Stat(python); err != nil {
		t.Skipf("no %s to ask glibc", python)
	}
	n := 100000
	if testing.Short() {
		n = 10000
	}
	ivals := [][2]float64{{0, ErfSubTiny}, {ErfSubTiny, ErfcTiny}, {ErfcTiny, ErfTiny}, {ErfTiny, ErfBoundA},
		{ErfBoundA, ErfBoundB}, {ErfBoundB, ErfBoundC}, {ErfBoundC, ErfOne}, {ErfOne, ErfcZero}, {ErfcZero, math.MaxFloat64}}
	r := rand.New(rand.NewPCG(3, 5))
	xs := erfSpecials()
	for _, iv := range ivals {
		for range n {
			var x float64
			if iv[1]/iv[0] > 4 || iv[0] == 0 { // uniform in the exponent
				lo, hi := math.Ilogb(max(iv[0], 0x1p-1074)), math.Ilogb(iv[1])
				x = math.Ldexp(1+r.Float64(), lo+r.IntN(hi-lo+1))
				x = max(iv[0], min(x, math.Nextafter(iv[1], 0)))
			} else {
				x = uniform(r, iv[0], iv[1])
			}
			if r.IntN(2) == 0 {
				x = -x
			}
			xs = append(xs, x)
		}
	}
	for _, f := range []struct {
		name string
		f    func(float64) float64
	}{{"erf", Erf}, {"erfc", Erfc}} {
		want := askGlibc(t, function{name: f.name}, xs)
		bad := 0
		for i, x := range xs {
			if got := f.f(x); !sameBits(got, want[i]) {
				bad++
				if bad <= 10 {
					t.Errorf("%s(%v [%#x]) = %v [%#x], glibc gives %v [%#x]", f.name, x, math.Float64bits(x), got,
						math.Float64bits(got), want[i], math.Float64bits(want[i]))
				}
			}
		}
		t.Logf("%s: %d of %d results differ from glibc's", f.name, bad, len(xs))
		if bad > 0 {
			t.Errorf("%s: %d of %d results differ from glibc's", f.name, bad, len(xs))
		}
	}
}

// refExpBig returns e^y: the Taylor series of e^(y/2^m), squared m times.
func refExpBig(y *big.Float) *big.Float {
	m := 0
	if f, _ := y.Float64(); math.Abs(f) > 1e-3 {
		m = max(0, math.Ilogb(math.Abs(f))+11)
	}
	u := newRef().SetMantExp(y, -m)
	sum, term := newRef().SetInt64(1), newRef().SetInt64(1)
	for k := int64(1); k < 60; k++ {
		term.Mul(term, u)
		term.Quo(term, newRef().SetInt64(k))
		sum.Add(sum, term)
	}
	for range m {
		sum.Mul(sum, sum)
	}
	return sum
}

// refErf returns erf(x) for 0 <= x < 4 by its Taylor series 2/sqrt(pi) sum (-1)^n x^(2n+1)/(n! (2n+1)).
func refErf(x float64) *big.Float {
	xb := newRef().SetFloat64(x)
	x2 := newRef().Mul(xb, xb)
	sum, term := newRef().Set(xb), newRef().Set(xb) // term = (-1)^n x^(2n+1)/n!
	for n := int64(1); n < 400 && term.MantExp(nil) > -refPrec; n++ {
		term.Mul(term, x2)
		term.Quo(term, newRef().SetInt64(-n))
		sum.Add(sum, newRef().Quo(term, newRef().SetInt64(2*n+1)))
	}
	return sum.Mul(sum, refTwoOverSqrtPi())
}

func refTwoOverSqrtPi() *big.Float {
	return newRef().Quo(newRef().SetInt64(2), newRef().Sqrt(newRef().Set(bigPi())))
}

// refErfc returns erfc(x) for x >= 0: 1 - erf(x) below 3, else e^(-x^2)/sqrt(pi) times the continued fraction
// 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + ...)))).
func refErfc(x float64) *big.Float {
	if x < 3 {
		r := refErf(x)
		return r.Sub(newRef().SetInt64(1), r)
	}
	xb := newRef().SetFloat64(x)
	cf := newRef().Set(xb)
	for k := int64(600); k >= 1; k-- {
		cf.Quo(newRef().SetFloat64(float64(k)/2), cf)
		cf.Add(cf, xb)
	}
	e := refExpBig(newRef().Neg(newRef().Mul(xb, xb)))
	e.Quo(e, cf)
	return e.Mul(e, newRef().Quo(refTwoOverSqrtPi(), newRef().SetInt64(2)))
}

// TestErfULP checks Erf and Erfc against math/big within the bounds that glibc's libm-test-ulps states for its
// erf (1 ULP) and erfc (5 ULP), which they share (they have glibc's bits), and logs the largest errors.
func TestErfULP(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	n := hypN(t) / 3
	var xs []float64
	for len(xs) < n {
		x, _ := genErf(r)
		if a := math.Abs(x); a > 0x1p-1000 && a < 27 {
			xs = append(xs, x)
		}
	}
	neg := func(ref func(float64) *big.Float, odd bool) func(float64) *big.Float {
		return func(x float64) *big.Float {
			if x >= 0 {
				return ref(x)
			}
			v := ref(-x)
			if odd {
				return v.Neg(v)
			}
			return v.Sub(newRef().SetInt64(2), v)
		}
	}
	var erfXs, erfcXs []float64
	for _, x := range xs {
		if math.Abs(x) < ErfOne {
			erfXs = append(erfXs, x)
		}
		if x < 0 || math.Abs(x) < 26.5 { // erfc(26.5) is below 2^-1022: subnormal results are excluded
			erfcXs = append(erfcXs, x)
		}
	}
	checkULPBound(t, "erf", erfXs, Erf, neg(refErf, true), 1)
	checkULPBound(t, "erfc", erfcXs, Erfc, neg(refErfc, false), 5)
}

// TestErfRef checks the reference against the math package at a few points (within 2 ULP) and its two methods
// of erfc against each other at 3.
func TestErfRef(t *testing.T) {
	for _, x := range []float64{0.1, 0.5, 1, 2, 3.5, 5.9} {
		if e := ulpErr(math.Erf(x), refErf(x)); e > 2 {
			t.Errorf("refErf(%v): math.Erf is %.2f ULP away", x, e)
		}
	}
	for _, x := range []float64{0.5, 2, 4, 10, 26} {
		if e := ulpErr(math.Erfc(x), refErfc(x)); e > 2 {
			t.Errorf("refErfc(%v): math.Erfc is %.2f ULP away", x, e)
		}
	}
	a := refErf(3)
	a.Sub(newRef().SetInt64(1), a)
	x := 3.0
	xb := newRef().SetFloat64(x)
	cf := newRef().Set(xb)
	for k := int64(600); k >= 1; k-- {
		cf.Quo(newRef().SetFloat64(float64(k)/2), cf)
		cf.Add(cf, xb)
	}
	e := refExpBig(newRef().Neg(newRef().Mul(xb, xb)))
	e.Quo(e, cf)
	e.Mul(e, newRef().Quo(refTwoOverSqrtPi(), newRef().SetInt64(2)))
	d := newRef().Sub(a, e)
	d.Quo(d, a)
	if f, _ := d.Float64(); math.Abs(f) > 0x1p-80 {
		t.Errorf("erfc(3): series and continued fraction differ by %g relative", f)
	}
}
