package libm

import "math"

// Erff and Erfcf are glibc 2.36's erff and erfcf (sysdeps/ieee754/flt-32/s_erff.c: fdlibm's s_erf.c
// in float32 arithmetic, with its own float32 coefficients), which Numba calls for math.erf and
// math.erfc of a float32. The intervals are erf's (erf.go) with float32 bounds; the two calls of
// expf are glibc's __expf_fma (Expf), and the rest is not fused: every product that is then added
// is wrapped in float32() so that no Go compiler fuses it.

// erffErx is 0.84506291151 rounded to float32.
const erffErx = float32(8.4506291151e-01) // 0x3f58560b

// erffEfx is 2/sqrt(pi) - 1 rounded to float32.
const erffEfx = float32(1.2837916613e-01) // 0x3e0375d4

// Coefficients of erff's rational functions, highest degree first, as horner takes them: R and
// S of x^2 below 0.84375 (pp, qq), of |x| - 1 below 1.25 (pa, qa), of 1/x^2 below 1/0.35 (ra, sa)
// and beyond (rb, sb). S's constant term, 1, is the last entry.
var (
	erffPP = [...]float32{-2.3763017452e-05, -5.7702702470e-03, -2.8481749818e-02, -3.2504209876e-01, 1.2837916613e-01}
	erffQQ = [...]float32{-3.9602282413e-06, 1.3249473704e-04, 5.0813062117e-03, 6.5022252500e-02, 3.9791721106e-01, 1}
	erffPA = [...]float32{-2.1663755178e-03, 3.5478305072e-02, -1.1089469492e-01, 3.1834661961e-01, -3.7220788002e-01,
		4.1485610604e-01, -2.3621185683e-03}
	erffQA = [...]float32{1.1984500103e-02, 1.3637083583e-02, 1.2617121637e-01, 7.1828655899e-02, 5.4039794207e-01,
		1.0642088205e-01, 1}
	erffRA = [...]float32{-9.8143291473e+00, -8.1287437439e+01, -1.8460508728e+02, -1.6239666748e+02, -6.2375331879e+01,
		-1.0558626175e+01, -6.9385856390e-01, -9.8649440333e-03}
	erffSA = [...]float32{-6.0424413532e-02, 6.5702495575e+00, 1.0863500214e+02, 4.2900814819e+02, 6.4538726807e+02,
		4.3456588745e+02, 1.3765776062e+02, 1.9651271820e+01, 1}
	erffRB = [...]float32{-4.8351919556e+02, -1.0250950928e+03, -6.3756646729e+02, -1.6063638306e+02, -1.7757955551e+01,
		-7.9928326607e-01, -9.8649431020e-03}
	erffSB = [...]float32{-2.2440952301e+01, 4.7452853394e+02, 2.5530502930e+03, 3.1998581543e+03, 1.5367296143e+03,
		3.2579251099e+02, 3.0338060379e+01, 1}
)

// horner evaluates c[0] s^(n-1) + ... + c[n-1] as c[n-1] + s*(c[n-2] + s*(...)), rounding every
// product and sum to float32.
func horner(s float32, c []float32) float32 {
	p := c[0]
	for _, k := range c[1:] {
		p = k + float32(s*p)
	}
	return p
}

// erffTail returns exp(-x^2)/x's numerator r for |x| = x >= 1.25 with the interval's coefficients
// r and s: expf(-z^2 - 0.5625) expf((z - x)(z + x) + R/S), z being x with the low bits of mask
// cleared.
func erffTail(x float32, r, s []float32, mask uint32) float32 {
	q := 1 / float32(x*x)
	R, S := horner(q, r), horner(q, s)
	z := math.Float32frombits(math.Float32bits(x) & mask)
	return Expf(-float32(z*z)-0.5625) * Expf(float32((z-x)*(z+x))+R/S)
}

// Erff returns erff(x) as glibc 2.36 computes it.
func Erff(x float32) float32 {
	hx := math.Float32bits(x)
	ix := hx & 0x7fffffff
	neg := hx>>31 != 0
	switch {
	case ix >= 0x7f800000: // NaN, ±Inf: ±1
		if x != x {
			return x + x
		}
		if neg {
			return -1
		}
		return 1
	case ix < 0x04000000: // tiny: scaled to keep the product's bits
		return 0.0625 * (16*x + float32((16*erffEfx)*x))
	case ix < 0x31800000: // |x| < 2**-28
		return x + float32(erffEfx*x)
	case ix < 0x3f580000: // |x| < 0.84375
		z := float32(x * x)
		y := horner(z, erffPP[:]) / horner(z, erffQQ[:])
		return x + float32(x*y)
	case ix < 0x3fa00000: // |x| < 1.25
		s := math.Float32frombits(ix) - 1
		pq := horner(s, erffPA[:]) / horner(s, erffQA[:])
		if neg {
			return -erffErx - pq
		}
		return erffErx + pq
	case ix >= 0x40c00000: // |x| >= 6: ±1
		if neg {
			return -1
		}
		return 1
	}
	xa := math.Float32frombits(ix)
	var r float32
	if ix < 0x4036db6e { // |x| < 1/0.35
		r = erffTail(xa, erffRA[:], erffSA[:], 0xfffff000)
	} else {
		r = erffTail(xa, erffRB[:], erffSB[:], 0xfffff000)
	}
	if neg {
		return r/xa - 1
	}
	return 1 - r/xa
}

// Erfcf returns erfcf(x) as glibc 2.36 computes it.
func Erfcf(x float32) float32 {
	hx := math.Float32bits(x)
	ix := hx & 0x7fffffff
	neg := hx>>31 != 0
	switch {
	case ix >= 0x7f800000: // NaN; erfc(+Inf) = 0, erfc(-Inf) = 2
		if x != x {
			return x + x
		}
		if neg {
			return 2
		}
		return 0
	case ix < 0x32800000: // |x| < 2**-26
		return 1 - x
	case ix < 0x3f580000: // |x| < 0.84375
		z := float32(x * x)
		y := horner(z, erffPP[:]) / horner(z, erffQQ[:])
		if int32(hx) < 0x3e800000 { // x < 1/4
			return 1 - (x + float32(x*y))
		}
		r := float32(x * y)
		r += x - 0.5
		return 0.5 - r
	case ix < 0x3fa00000: // |x| < 1.25
		s := math.Float32frombits(ix) - 1
		pq := horner(s, erffPA[:]) / horner(s, erffQA[:])
		if neg {
			return 1 + (erffErx + pq)
		}
		return (1 - erffErx) - pq
	case ix >= 0x41e00000: // |x| >= 28
		if neg {
			return 2
		}
		return 0
	}
	xa := math.Float32frombits(ix)
	var r float32
	switch {
	case ix < 0x4036db6d: // |x| < 1/0.35
		r = erffTail(xa, erffRA[:], erffSA[:], 0xffffe000)
	case neg && ix >= 0x40c00000: // x <= -6
		return 2
	default:
		r = erffTail(xa, erffRB[:], erffSB[:], 0xffffe000)
	}
	if neg {
		return 2 - r/xa
	}
	return r / xa
}
