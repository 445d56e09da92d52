package libm

import "math"

// Lgammaf returns lgammaf(x) as glibc 2.36's e_lgammaf_r.c computes it (fdlibm's, in float32 arithmetic), which
// Numba calls for math.lgamma of a float32: rational approximations below 8, Stirling's series up to 2^26 and
// x(log x - 1) beyond, on Logf; for negative x, log(pi/|x sin(pi x)|) - lgamma(-x) with Sinf and Cosf, except on
// (-15, -2), where lgammafNeg expands around the zeros of lgamma. glibc has no FMA build of it, so nothing is
// fused: every product that is then added is wrapped in float32() so that no Go compiler fuses it.
func Lgammaf(x float32) float32 {
	const (
		pi = float32(math.Pi)
		tc = float32(1.4616321325e+00)  // 0x3fbb16c3
		tf = float32(-1.2148628384e-01) // 0xbdf8cdcd
		tt = float32(6.6971006518e-09)  // 0x31e61c52: -(tail of tf)
	)
	hx := int32(math.Float32bits(x))
	ix := hx & 0x7fffffff
	switch {
	case ix >= 0x7f800000:
		return x * x
	case ix == 0:
		return float32(math.Inf(1))
	case ix < 0x30800000: // |x| < 2**-30: -log|x|
		return -Logf(math.Float32frombits(uint32(ix)))
	}
	var nadj float32
	if hx < 0 {
		if ix >= 0x4b000000 { // |x| >= 2**23: a negative integer
			return float32(math.Inf(1))
		}
		if ix > 0x40000000 && ix < 0x41700000 { // -15 < x < -2
			return lgammafNeg(x)
		}
		t := sinPif(x)
		if t == 0 { // a negative integer
			return float32(math.Inf(1))
		}
		nadj = Logf(pi / abs32(float32(t*x)))
		x = -x
	}
	var r float32
	switch {
	case ix == 0x3f800000 || ix == 0x40000000: // 1 and 2
		r = 0
	case ix < 0x40000000: // x < 2
		var y float32
		var i int
		if ix <= 0x3f666666 { // lgamma(x) = lgamma(x+1) - log(x)
			r = -Logf(x)
			switch {
			case ix >= 0x3f3b4a20:
				y, i = 1-x, 0
			case ix >= 0x3e6d3308:
				y, i = x-(tc-1), 1
			default:
				y, i = x, 2
			}
		} else {
			switch {
			case ix >= 0x3fdda618: // [1.7316, 2]
				y, i = 2-x, 0
			case ix >= 0x3f9da620: // [1.23, 1.73]
				y, i = x-tc, 1
			default:
				y, i = x-1, 2
			}
		}
		switch i {
		case 0:
			z := float32(y * y)
			p1 := horner(z, lgammafA0[:])
			p2 := float32(z * horner(z, lgammafA1[:]))
			p := float32(y*p1) + p2
			r += p - float32(0.5*y)
		case 1:
			z := float32(y * y)
			w := float32(z * y)
			p1 := horner(w, lgammafT0[:])
			p2 := horner(w, lgammafT1[:])
			p3 := horner(w, lgammafT2[:])
			p := float32(z*p1) - (tt - float32(w*(p2+float32(y*p3))))
			r += tf + p
		default:
			p1 := float32(y * horner(y, lgammafU[:]))
			p2 := horner(y, lgammafV[:])
			r += float32(-0.5*y) + p1/p2
		}
	case ix < 0x41000000: // x < 8
		i := int(x)
		y := x - float32(i)
		p := float32(y * horner(y, lgammafS[:]))
		q := horner(y, lgammafR[:])
		r = float32(0.5*y) + p/q
		z := float32(1) // lgamma(1+s) = log(s) + lgamma(s)
		for k := i - 1; k >= 2; k-- {
			z *= y + float32(k)
		}
		if i >= 3 {
			r += Logf(z)
		}
	case ix < 0x4c800000: // x < 2**26
		t := Logf(x)
		z := 1 / x
		y := float32(z * z)
		w := lgammafW0 + float32(z*horner(y, lgammafW[:]))
		r = float32((x-0.5)*(t-1)) + w
	default:
		r = x * (Logf(x) - 1)
	}
	if hx < 0 {
		r = nadj - r
	}
	return r
}

func abs32(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }

// Coefficients of lgammaf, highest degree first as horner takes them: a0, a2, ..., a10 and a1, a3, ..., a11 (in
// z = y^2 around the minimum at 1.4616 and near 2), t0..t14 by threes (in w = y^3 around the minimum), u and v (a
// rational function near 1), s and r (below 8) and w (Stirling's series, w0 apart).
var (
	lgammafA0 = [...]float32{2.5214456400e-05, 2.2086278477e-04, 1.1927076848e-03, 7.3855509982e-03,
		6.7352302372e-02, 7.7215664089e-02}
	lgammafA1 = [...]float32{4.4864096708e-05, 1.0801156895e-04, 5.1006977446e-04, 2.8905137442e-03,
		2.0580807701e-02, 3.2246702909e-01}
	lgammafT0 = [...]float32{3.1563205994e-04, -1.4034647029e-03, 6.1005386524e-03, -3.2788541168e-02,
		4.8383611441e-01}
	lgammafT1 = [...]float32{-3.1275415677e-04, 8.8108185446e-04, -3.6845202558e-03, 1.7970675603e-02,
		-1.4758771658e-01}
	lgammafT2 = [...]float32{3.3552918467e-04, -5.3859531181e-04, 2.2596477065e-03, -1.0314224288e-02,
		6.4624942839e-02}
	lgammafU = [...]float32{1.3381091878e-02, 2.2896373272e-01, 9.7771751881e-01, 1.4549225569e+00,
		6.3282704353e-01, -7.7215664089e-02}
	lgammafV = [...]float32{3.2170924824e-03, 1.0422264785e-01, 7.6928514242e-01, 2.1284897327e+00,
		2.4559779167e+00, 1}
	lgammafS = [...]float32{3.1947532989e-05, 1.8402845599e-03, 2.6642270386e-02, 1.4635047317e-01,
		3.2577878237e-01, 2.1498242021e-01, -7.7215664089e-02}
	lgammafR = [...]float32{7.3266842264e-06, 7.7794247773e-04, 1.8645919859e-02, 1.7193385959e-01,
		7.2193557024e-01, 1.3920053244e+00, 1}
	lgammafW = [...]float32{-1.6309292987e-03, 8.3633989561e-04, -5.9518753551e-04, 7.9365057172e-04,
		-2.7777778450e-03, 8.3333335817e-02}
)

const lgammafW0 = float32(4.1893854737e-01) // 0x3ed67f1d

// sinPif returns -sin(pi x) for x < 0 as sin_pif does (sin(pi x) itself for |x| < 1/4), exactly zero at integers.
func sinPif(x float32) float32 {
	const pi = float32(math.Pi)
	ix := math.Float32bits(x) & 0x7fffffff
	if ix < 0x3e800000 {
		return Sinf(pi * x)
	}
	y := -x
	var n int
	if z := floor32(y); z != y {
		y *= 0.5
		y = 2 * (y - floor32(y)) // |x| mod 2
		n = int(y * 4)
	} else {
		switch {
		case ix >= 0x4b800000: // even
			y, n = 0, 0
		default:
			if ix < 0x4b000000 {
				z = y + 0x1p23 // exact
			}
			n = int(math.Float32bits(z) & 1)
			y = float32(n)
			n <<= 2
		}
	}
	switch n {
	case 0:
		y = Sinf(pi * y)
	case 1, 2:
		y = Cosf(pi * (0.5 - y))
	case 3, 4:
		y = Sinf(pi * (1 - y))
	case 5, 6:
		y = -Cosf(pi * (y - 1.5))
	default:
		y = Sinf(pi * (y - 2))
	}
	return -y
}

// floor32 is floorf, exact.
func floor32(x float32) float32 { return float32(math.Floor(float64(x))) }
