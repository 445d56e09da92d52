package libm

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// This file checks Sin and Cos against a math/big reference: pi by Machin's formula to bigPrec bits (enough to
// reduce any double exactly), the reduced argument to 250 bits, and Taylor series.

const bigPrec = 1600

func newBig() *big.Float { return new(big.Float).SetPrec(bigPrec) }

// atanInv returns atan(1/n) by its Taylor series.
func atanInv(n int64) *big.Float {
	x := newBig().Quo(newBig().SetInt64(1), newBig().SetInt64(n))
	x2 := newBig().Mul(x, x)
	sum, term := newBig().Set(x), newBig().Set(x)
	eps := newBig().SetMantExp(newBig().SetInt64(1), -bigPrec-10)
	for k := int64(1); ; k++ {
		term.Mul(term, x2)
		t := newBig().Quo(term, newBig().SetInt64(2*k+1))
		if t.Cmp(eps) < 0 {
			return sum
		}
		if k%2 == 1 {
			sum.Sub(sum, t)
		} else {
			sum.Add(sum, t)
		}
	}
}

// bigPi is pi to bigPrec bits.
func bigPi() *big.Float {
	pi := newBig().Mul(newBig().SetInt64(16), atanInv(5))
	return pi.Sub(pi, newBig().Mul(newBig().SetInt64(4), atanInv(239)))
}

// trigRef holds pi/2 for the reference.
type trigRef struct{ halfPi *big.Float }

func newTrigRef() *trigRef { return &trigRef{halfPi: newBig().Quo(bigPi(), newBig().SetInt64(2))} }

// sinCos returns sin(x) and cos(x) for finite x to about 200 bits.
func (r *trigRef) sinCos(x float64) (s, c *big.Float) {
	bx := newBig().SetFloat64(x)
	q := newBig().Quo(bx, r.halfPi)
	// k = round(q)
	kf := newBig().Add(q, newBig().SetFloat64(math.Copysign(0.5, x)))
	ki, _ := kf.Int(nil)
	z := newBig().Sub(bx, newBig().Mul(newBig().SetInt(ki), r.halfPi))
	const p = 250
	z.SetPrec(p)
	z2 := new(big.Float).SetPrec(p).Mul(z, z)
	sin, cos := new(big.Float).SetPrec(p).Set(z), new(big.Float).SetPrec(p).SetInt64(1)
	ts, tc := new(big.Float).SetPrec(p).Set(z), new(big.Float).SetPrec(p).SetInt64(1)
	for n := int64(1); n < 60; n++ {
		ts.Mul(ts, z2)
		ts.Quo(ts, new(big.Float).SetPrec(p).SetInt64((2*n)*(2*n+1)))
		tc.Mul(tc, z2)
		tc.Quo(tc, new(big.Float).SetPrec(p).SetInt64((2*n-1)*(2*n)))
		if n%2 == 1 {
			sin.Sub(sin, ts)
			cos.Sub(cos, tc)
		} else {
			sin.Add(sin, ts)
			cos.Add(cos, tc)
		}
	}
	n := new(big.Int).And(ki, big.NewInt(3)).Int64()
	neg := func(v *big.Float) *big.Float { return new(big.Float).SetPrec(p).Neg(v) }
	switch n {
	case 1:
		sin, cos = cos, neg(sin)
	case 2:
		sin, cos = neg(sin), neg(cos)
	case 3:
		sin, cos = neg(cos), sin
	}
	return sin, cos
}

// ulpErr returns |got - want| in units of the last place of want rounded to double.
func ulpErr(got float64, want *big.Float) float64 {
	w, _ := want.Float64()
	e := math.Ilogb(w)
	if w == 0 || e < -1022 {
		e = -1022
	}
	ulp := math.Ldexp(1, e-52)
	d := new(big.Float).SetPrec(want.Prec()).Sub(new(big.Float).SetFloat64(got), want)
	f, _ := d.Float64()
	return math.Abs(f) / ulp
}

// trigInputs returns n test inputs: special values, then ranges that exercise every path and edge.
func trigInputs(n int, seed uint64) []float64 {
	r := rand.New(rand.NewPCG(seed, 7))
	xs := []float64{
		0, math.Copysign(0, -1), math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 0x1p-1022, 0x1p-1023,
		1e-300, 0x1p-27, 0x1p-26, 1, -1, math.Pi / 4, math.Nextafter(math.Pi/4, 1), math.Pi / 2, math.Pi, 2 * math.Pi,
		3, 10, 100, 1e5, 22, 355, 103993, 0x1p28, math.Nextafter(0x1p28, 0), -0x1p28, 1e9, 1e22, 1e300,
		math.MaxFloat64, -math.MaxFloat64, 0x1.6ac5b262ca1ffp+849, 6381956970095103 * 0x1p797, 0x1p1023,
	}
	halfPi := math.Pi / 2
	for len(xs) < n {
		var x float64
		switch r.IntN(9) {
		case 0:
			x = math.Float64frombits(r.Uint64()) // any exponent
		case 1:
			x = (2*r.Float64() - 1) * math.Pi / 4
		case 2:
			x = (2*r.Float64() - 1) * 10
		case 3:
			x = (2*r.Float64() - 1) * 1e5
		case 4:
			x = (2*r.Float64() - 1) * TrigReduceMax
		case 5: // near multiples of pi/2, where the reduction cancels
			k := float64(r.Int64N(1 << 28))
			x = math.Nextafter(k*halfPi, math.Inf(int(r.IntN(2))*2-1))
			if r.IntN(2) == 0 {
				x = k * halfPi
			}
		case 6: // near the edges of the quadrants, pi/4 + k pi/2
			k := float64(r.Int64N(1 << 20))
			x = (k + 0.5) * halfPi * (1 + (2*r.Float64()-1)*0x1p-40)
		case 7:
			x = math.Ldexp(1+r.Float64(), -r.IntN(1080)) // small and subnormal
		default:
			x = math.Ldexp(1+r.Float64(), 28+r.IntN(40)) // beyond the small reduction
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

func TestSinCosULP(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	ref := newTrigRef()
	var maxS, maxC float64
	var wrongS, wrongC int
	for _, x := range trigInputs(n, 1) {
		s, c := ref.sinCos(x)
		gs, gc := Sin(x), Cos(x)
		if e := ulpErr(gs, s); e > maxS {
			maxS = e
			if e > 1 {
				t.Errorf("Sin(%v [%#x]) = %v, %.3f ULP from %v", x, math.Float64bits(x), gs, e, s)
			}
		}
		if e := ulpErr(gc, c); e > maxC {
			maxC = e
			if e > 1 {
				t.Errorf("Cos(%v [%#x]) = %v, %.3f ULP from %v", x, math.Float64bits(x), gc, e, c)
			}
		}
		if w, _ := s.Float64(); w != gs {
			wrongS++
		}
		if w, _ := c.Float64(); w != gc {
			wrongC++
		}
	}
	t.Logf("%d inputs: Sin max %.4f ULP, %d not correctly rounded; Cos max %.4f ULP, %d not correctly rounded", n, maxS, wrongS, maxC, wrongC)
	if maxS > 0.51 || maxC > 0.51 {
		t.Errorf("max error above 0.51 ULP")
	}
}

func TestSinCosSpecial(t *testing.T) {
	negZero := math.Copysign(0, -1)
	for _, tt := range []struct{ x, sin, cos float64 }{
		{0, 0, 1}, {negZero, negZero, 1}, {math.Inf(1), math.NaN(), math.NaN()}, {math.Inf(-1), math.NaN(), math.NaN()},
		{math.NaN(), math.NaN(), math.NaN()}, {math.SmallestNonzeroFloat64, math.SmallestNonzeroFloat64, 1},
		{-0x1p-1022, -0x1p-1022, 1},
	} {
		if s := Sin(tt.x); !sameBits(s, tt.sin) {
			t.Errorf("Sin(%v) = %v, want %v", tt.x, s, tt.sin)
		}
		if c := Cos(tt.x); !sameBits(c, tt.cos) {
			t.Errorf("Cos(%v) = %v, want %v", tt.x, c, tt.cos)
		}
	}
}

// TestTrigConstants recomputes the constants and the bits of 2/pi with math/big.
func TestTrigConstants(t *testing.T) {
	pi := bigPi()
	half := newBig().Quo(pi, newBig().SetInt64(2))
	rest := newBig().Set(half)
	for i, c := range []float64{TrigPiHalf1, TrigPiHalf2, TrigPiHalf3} {
		if f, _ := rest.Float64(); f != c {
			t.Errorf("pi/2 part %d = %x, want %x", i+1, c, f)
		}
		rest.Sub(rest, newBig().SetFloat64(c))
	}
	inv := newBig().Quo(newBig().SetInt64(2), pi)
	if f, _ := inv.Float64(); f != TrigInvPiHalf {
		t.Errorf("TrigInvPiHalf = %x, want %x", TrigInvPiHalf, f)
	}
	two64 := newBig().SetMantExp(newBig().SetInt64(1), 64)
	for k, w := range twoOverPi {
		i, _ := inv.Uint64()
		if i != w {
			t.Errorf("twoOverPi[%d] = %#x, want %#x", k, w, i)
		}
		inv.Sub(inv, newBig().SetUint64(i))
		inv.Mul(inv, two64)
	}
	// 1/n! rounded, with alternating signs
	fact := func(n int64) *big.Float {
		f := newBig().SetInt64(1)
		for i := int64(2); i <= n; i++ {
			f.Mul(f, newBig().SetInt64(i))
		}
		return newBig().Quo(newBig().SetInt64(1), f)
	}
	check := func(name string, got []float64, first int64, sign float64) {
		for j, c := range got {
			f, _ := fact(first + 2*int64(j)).Float64()
			if j%2 == 1 {
				f = -f
			}
			if c != sign*f {
				t.Errorf("%s[%d] = %x, want %x", name, j, c, sign*f)
			}
		}
	}
	check("TrigSinV", TrigSinV[:], 5, 1)
	check("TrigCosD", TrigCosD[:], 6, -1)
	for _, tt := range []struct {
		hi, lo float64
		n      int64
		sign   float64
	}{{TrigS3Hi, TrigS3Lo, 3, -1}, {TrigC4Hi, TrigC4Lo, 4, 1}} {
		f := fact(tt.n)
		h, _ := f.Float64()
		l, _ := newBig().Sub(f, newBig().SetFloat64(h)).Float64()
		if tt.hi != tt.sign*h || tt.lo != tt.sign*l {
			t.Errorf("1/%d! = %x + %x, want %x + %x", tt.n, tt.hi, tt.lo, tt.sign*h, tt.sign*l)
		}
	}
}

func BenchmarkSin(b *testing.B) {
	xs := make([]float64, 1024)
	for i := range xs {
		xs[i] = float64(i)/64 - 8
	}
	for _, f := range []struct {
		name string
		f    func(float64) float64
	}{{"libm", Sin}, {"math", math.Sin}} {
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
