package kernels

import "math"

// Double-double arithmetic: an unevaluated sum hi+lo of two float64s, about 106 bits. The trigonometric functions
// (trig.go) reduce their arguments with it, and the tests use it as an independent oracle for package libm.

// twoSum returns s, e with s = fl(a+b) and s+e = a+b exactly.
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return s, e
}

// twoProd returns p, e with p = fl(a*b) and p+e = a*b exactly.
func twoProd(a, b float64) (p, e float64) {
	p = a * b
	return p, math.FMA(a, b, -p)
}

// ddAdd returns (ah+al) + (bh+bl) as a normalized double-double.
func ddAdd(ah, al, bh, bl float64) (float64, float64) {
	s, e := twoSum(ah, bh)
	e += al + bl
	return twoSum(s, e)
}

// ddMul returns (ah+al) * (bh+bl) as a normalized double-double.
func ddMul(ah, al, bh, bl float64) (float64, float64) {
	p, e := twoProd(ah, bh)
	e += ah*bl + al*bh
	return twoSum(p, e)
}
