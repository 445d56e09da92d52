//go:build amd64 && !purego

package libm

import (
	"math"
	"math/rand"
	"testing"
)

// both returns f(x) with the FMA assembly and without it (the Go code).
func both(f func(float64) float64, x float64) (asm, goCode float64) {
	defer func(v bool) { useFMA = v }(useFMA)
	useFMA = true
	asm = f(x)
	useFMA = false
	return asm, f(x)
}

// sameBits fails t unless f gives the same bits with and without the assembly.
func sameBitsFMA(t *testing.T, name string, f func(float64) float64, x float64) {
	t.Helper()
	if a, g := both(f, x); math.Float64bits(a) != math.Float64bits(g) {
		t.Fatalf("%s(%v): assembly %v (%#x), Go %v (%#x)", name, x, a, math.Float64bits(a), g, math.Float64bits(g))
	}
}

// TestTrigFMA checks Sin and Cos with trigSmallFMA bit for bit against their Go code on random
// arguments of every magnitude below TrigReduceMax and past it, both signs, near multiples of
// pi/4, and the special values.
func TestTrigFMA(t *testing.T) {
	if !cpuHasFMA {
		t.Skip("no FMA")
	}
	rng := rand.New(rand.NewSource(1))
	check := func(x float64) {
		sameBitsFMA(t, "Sin", Sin, x)
		sameBitsFMA(t, "Cos", Cos, x)
	}
	for i := 0; i < 1_000_000; i++ {
		x := math.Ldexp(1+rng.Float64(), rng.Intn(1110)-1075) // subnormals to 2^35
		if i%2 == 1 {
			x = -x
		}
		check(x)
	}
	for k := -1000; k <= 1000; k++ {
		c := float64(k) * math.Pi / 4
		for d := -3; d <= 3; d++ {
			check(c + float64(d)*0x1p-50*math.Max(1, math.Abs(c)))
			check(math.Nextafter(c, math.Inf(d)))
		}
	}
	for _, x := range []float64{math.SmallestNonzeroFloat64, 0x1p-1022, 1, 10, 1e6, 0x1p28 - 1, 0x1p28, 0, math.Inf(1), math.NaN()} {
		check(x)
		check(-x)
	}
}

// TestExpFMA checks Exp with expFMA bit for bit against its Go code, on random arguments of
// every magnitude, multiples of ln2/128 and the edges of the main path.
func TestExpFMA(t *testing.T) {
	if !cpuHasFMA {
		t.Skip("no FMA")
	}
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 1_000_000; i++ {
		x := (rng.Float64()*2 - 1) * 760
		switch i % 3 {
		case 1:
			x = math.Ldexp(1+rng.Float64(), rng.Intn(70)-60)
			if i%2 == 0 {
				x = -x
			}
		case 2:
			x = float64(rng.Intn(1400)-700) * math.Ln2 / 128
		}
		sameBitsFMA(t, "Exp", Exp, x)
	}
	for _, x := range []float64{0x1p-54, 0x1p-55, 512, math.Nextafter(512, 0), 708, 709.8, 0, math.Inf(1), math.NaN()} {
		sameBitsFMA(t, "Exp", Exp, x)
		sameBitsFMA(t, "Exp", Exp, -x)
	}
}
