package libm

import "math"

// Tgammaf returns tgammaf(x) as glibc 2.36 computes it (e_gammaf_r.c and the sign of w_tgamma_template.c), which
// Numba calls for math.gamma of a float32: below 2.5 expf(lgammaf); above, Stirling's approximation from powf,
// exp2f, expf and expm1f with a power of 2 factored out (gammafPositive); for negative x, the reflection pi/(-x
// sin(pi x) gamma(-x)) with Sinf and Cosf. glibc has no FMA build of it, so nothing is fused: every product that is
// then added is wrapped in float32() so that no Go compiler fuses it.
func Tgammaf(x float32) float32 {
	const pi = float32(math.Pi)
	hx := math.Float32bits(x)
	switch {
	case hx&0x7fffffff == 0: // ±0: ±Inf
		return 1 / x
	case hx>>31 != 0 && hx < 0xff800000 && float32(math.RoundToEven(float64(x))) == x: // a negative integer
		return float32(math.NaN())
	case hx == 0xff800000: // -Inf
		return float32(math.NaN())
	case hx&0x7f800000 == 0x7f800000: // +Inf or NaN
		return x + x
	case x >= 36: // overflow
		return float32(math.Inf(1))
	case x > 0:
		r, e := gammafPositive(x)
		return scalbnf(r, e)
	case x >= -0x1p-23/4:
		return 1 / x
	}
	tx := float32(math.Trunc(float64(x)))
	neg := tx == 2*float32(math.Trunc(float64(tx/2))) // the sign of gamma(x) is negative
	var r float32
	if x > -42 {
		frac := tx - x
		if frac > 0.5 {
			frac = 1 - frac
		}
		var sinpix float32
		if frac <= 0.25 {
			sinpix = Sinf(pi * frac)
		} else {
			sinpix = Cosf(pi * (0.5 - frac))
		}
		g, e := gammafPositive(-x)
		r = scalbnf(pi/(-x*sinpix*g), -e)
	}
	if neg {
		return -r
	}
	return r
}

// gammafCoeff are B_2k / 2k(2k-1), the coefficients of x^-(2k-1) inside exp in Stirling's approximation.
var gammafCoeff = [3]float32{0x1.555556p-4, -0xb.60b61p-12, 0x3.403404p-12}

// gammafPositive returns gamma(x) for 0 < x < 42 as r 2^e, as glibc's gammaf_positive does.
func gammafPositive(x float32) (r float32, e int) {
	switch {
	case x < 0.5:
		return Expf(Lgammaf(x+1)) / x, 0
	case x <= 1.5:
		return Expf(Lgammaf(x)), 0
	case x < 2.5:
		xAdj := x - 1
		return Expf(Lgammaf(xAdj)) * xAdj, 0
	}
	var eps, xEps float32
	xAdj, prod := x, float32(1)
	if x < 4 { // move into Stirling's range
		n := float32(math.Ceil(float64(4 - x)))
		xAdj = x + n
		xEps = x - (xAdj - n)
		prod, eps = gammaProductf(xAdj-n, xEps, int(n))
	}
	// gamma(xAdj + xEps) / (prod (1 + eps)), with pow(xAdj, xAdj) computed with a power of 2 factored out.
	expAdj := -eps
	xAdjInt := float32(math.Round(float64(xAdj)))
	xAdjFrac := xAdj - xAdjInt
	mant, log2 := math.Frexp(float64(xAdj))
	xAdjMant := float32(mant)
	if xAdjMant < math.Sqrt2/2 {
		log2--
		xAdjMant *= 2
	}
	e = log2 * int(xAdjInt)
	r = Powf(xAdjMant, xAdj) * Exp2f(float32(log2)*xAdjFrac) * Expf(-xAdj) * sqrtf(2*math.Pi/xAdj) / prod
	expAdj += float32(xEps * Logf(xAdj))
	bsum := gammafCoeff[len(gammafCoeff)-1]
	xAdj2 := float32(xAdj * xAdj)
	for i := len(gammafCoeff) - 2; i >= 0; i-- {
		bsum = bsum/xAdj2 + gammafCoeff[i]
	}
	expAdj += bsum / xAdj
	return r + float32(r*Expm1f(expAdj)), e
}

// gammaProductf returns (x + xEps)(x + xEps + 1)...(x + xEps + n - 1) as r (1 + eps), computed in float64 as
// glibc's __gamma_productf does.
func gammaProductf(x, xEps float32, n int) (r, eps float32) {
	full := float64(x) + float64(xEps)
	p := full
	for i := 1; i < n; i++ {
		p *= full + float64(i)
	}
	r = float32(p)
	return r, float32((p - float64(r)) / float64(r))
}

// scalbnf returns x 2^e rounded once to float32.
func scalbnf(x float32, e int) float32 { return float32(math.Ldexp(float64(x), e)) }
