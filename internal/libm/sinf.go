package libm

import "math"

// Sinf and Cosf are glibc 2.36's float32 sinf and cosf (sysdeps/ieee754/flt-32/s_sinf.c and s_cosf.c, Szabolcs
// Nagy's, in float64 and rounded once) as their __sinf_fma and __cosf_fma builds compute them, GCC having fused every
// a*b+c of sinf_poly and reduce_fast; lgammaf and tgammaf (gammaf.go) call them for sin(pi x).

// sincosfTab is __sincosf_table[0] without its signs (sincosfSign): the 2^24-scaled 2/pi and pi/2 of the reduction,
// then the cosine polynomial's c0..c4 and the sine polynomial's s1..s3. __sincosf_table[1] is the same with the
// cosine polynomial negated.
type sincosfTab struct {
	c0, c1, c2, c3, c4 float64
	s1, s2, s3         float64
}

const (
	sincosfHpiInv = 0x1.45F306DC9C883p+23 // 2/pi * 2^24
	sincosfHpi    = 0x1.921FB54442D18p0   // pi/2
	sincosfPi63   = 0x1.921FB54442D18p-62 // 2pi * 2^-64
	sincosfPio4   = float32(0x1.921FB6p-1)
)

var sincosfTabs = [2]sincosfTab{
	{1, -0x1.ffffffd0c621cp-2, 0x1.55553e1068f19p-5, -0x1.6c087e89a359dp-10, 0x1.99343027bf8c3p-16,
		-0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13},
	{-1, 0x1.ffffffd0c621cp-2, -0x1.55553e1068f19p-5, 0x1.6c087e89a359dp-10, -0x1.99343027bf8c3p-16,
		-0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13},
}

// sincosfSign is the sign of the sine in quadrants 0 to 3.
var sincosfSign = [4]float64{1, -1, -1, 1}

// invPio4 is __inv_pio4: 4/pi to 192 bits, 8 new bits per entry.
var invPio4 = [24]uint32{
	0xa2, 0xa2f9, 0xa2f983, 0xa2f9836e, 0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529,
	0x441529fc, 0x1529fc27, 0x29fc2757, 0xfc2757d1, 0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0,
	0x34ddc0db, 0xddc0db62, 0xc0db6295, 0xdb629599, 0x6295993c, 0x95993c43, 0x993c4390, 0x3c439041,
}

// abstop12 is the top 12 bits of x's float32 bits, the sign cleared.
func abstop12(x float32) uint32 { return math.Float32bits(x) >> 20 & 0x7ff }

// sinfPoly returns the sine (n even) or cosine (n odd) polynomial of p at x, x2 = x^2, fused as __sinf_fma.
func sinfPoly(x, x2 float64, p *sincosfTab, n int) float32 {
	if n&1 == 0 {
		x3 := x * x2
		s1 := math.FMA(x2, p.s3, p.s2)
		x7 := x3 * x2
		s := math.FMA(x3, p.s1, x)
		return float32(math.FMA(x7, s1, s))
	}
	x4 := x2 * x2
	c2 := math.FMA(x2, p.c4, p.c3)
	c1 := math.FMA(x2, p.c1, p.c0)
	x6 := x4 * x2
	c := math.FMA(x4, p.c2, c1)
	return float32(math.FMA(x6, c2, c))
}

// sincosfReduce reduces y (|y| >= pi/4, finite) to x in [-pi/4, pi/4] and its quadrant n, by reduce_fast below 120
// and reduce_large above.
func sincosfReduce(y float32) (x float64, n int) {
	if abstop12(y) < abstop12(120) {
		xd := float64(y)
		r := xd * sincosfHpiInv
		n = int(int32(r)+0x800000) >> 24
		return math.FMA(-float64(n), sincosfHpi, xd), n
	}
	xi := math.Float32bits(y)
	arr := invPio4[xi>>26&15:]
	shift := xi >> 23 & 7
	xi = (xi&0xffffff | 0x800000) << shift
	res0 := uint64(xi * arr[0])
	res1 := uint64(xi) * uint64(arr[4])
	res2 := uint64(xi) * uint64(arr[8])
	res0 = res2>>32 | res0<<32
	res0 += res1
	k := (res0 + 1<<61) >> 62
	res0 -= k << 62
	return float64(int64(res0)) * sincosfPi63, int(k)
}

// sincosfQuadrant is the quadrant that sets the signs of y's reduction x with quadrant n: n, plus y's sign bit
// above 120, where the reduction ignores the sign.
func sincosfQuadrant(y float32, n int) int {
	if abstop12(y) >= abstop12(120) {
		return n + int(math.Float32bits(y)>>31)
	}
	return n
}

// sincosfSigned returns x times the sign of the sine in y's quadrant.
func sincosfSigned(x float64, y float32, n int) float64 {
	return x * sincosfSign[sincosfQuadrant(y, n)&3]
}

// sincosfPoly returns the polynomials of y's quadrant: the cosine's negated in quadrants 2 and 3.
func sincosfPoly(y float32, n int) *sincosfTab { return &sincosfTabs[sincosfQuadrant(y, n)>>1&1] }

// Sinf returns sinf(x) as glibc's __sinf_fma computes it.
func Sinf(y float32) float32 {
	x := float64(y)
	switch {
	case abstop12(y) < abstop12(sincosfPio4):
		if abstop12(y) < abstop12(0x1p-12) {
			return y
		}
		return sinfPoly(x, x*x, &sincosfTabs[0], 0)
	case abstop12(y) >= abstop12(float32(math.Inf(1))):
		return float32(math.NaN())
	}
	x, n := sincosfReduce(y)
	return sinfPoly(sincosfSigned(x, y, n), x*x, sincosfPoly(y, n), n)
}

// Cosf returns cosf(x) as glibc's __cosf_fma computes it.
func Cosf(y float32) float32 {
	x := float64(y)
	switch {
	case abstop12(y) < abstop12(sincosfPio4):
		if abstop12(y) < abstop12(0x1p-12) {
			return 1
		}
		return sinfPoly(x, x*x, &sincosfTabs[0], 1)
	case abstop12(y) >= abstop12(float32(math.Inf(1))):
		return float32(math.NaN())
	}
	x, n := sincosfReduce(y)
	return sinfPoly(sincosfSigned(x, y, n), x*x, sincosfPoly(y, n), n^1)
}
