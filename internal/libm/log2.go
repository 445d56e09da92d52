package libm

import "math"

// Coefficients of __log2_data.
const (
	Log2InvLn2Hi = 0x1.7154765200000p+0
	Log2InvLn2Lo = 0x1.705fc2eefa200p-33
)

// Log2Poly1 is __log2_data.poly1 (near 1), Log2Poly is __log2_data.poly.
var (
	Log2Poly1 = [10]float64{
		-0x1.71547652b82fep-1, 0x1.ec709dc3a03f7p-2, -0x1.71547652b7c3fp-2, 0x1.2776c50f05be4p-2,
		-0x1.ec709dd768fe5p-3, 0x1.a61761ec4e736p-3, -0x1.7153fbc64a79bp-3, 0x1.484d154f01b4ap-3,
		-0x1.289e4a72c383cp-3, 0x1.0b32f285aee66p-3,
	}
	Log2Poly = [6]float64{
		-0x1.71547652b8339p-1, 0x1.ec709dc3a04bep-2, -0x1.7154764702ffbp-2, 0x1.2776c50034c48p-2,
		-0x1.ec7b328ea92bcp-3, 0x1.a6225e117f92ep-3,
	}
)

// Log2 returns log2(x) as glibc's e_log2.c computes it on a CPU with FMA (the HAVE_FAST_FMA variant, in which
// GCC also fused the products that are then added).
func Log2(x float64) float64 {
	ix := math.Float64bits(x)
	top := ix >> 48
	const lo, hi = 0x3feea4af00000000, 0x3ff0b55900000000 // 1 - 0x1.5b51p-5, 1 + 0x1.6ab2p-5
	if ix-lo < hi-lo {
		// Close to 1.
		if ix == 0x3ff0000000000000 {
			return 0
		}
		B := &Log2Poly1
		r := x - 1.0
		h := r * Log2InvLn2Hi
		l := math.FMA(r, Log2InvLn2Lo, math.FMA(r, Log2InvLn2Hi, -h))
		r2 := r * r
		r4 := r2 * r2
		// p = r2 * (B0 + r*B1) is used only in sums, so GCC fused it into both.
		s := math.FMA(r, B[1], B[0])
		y := math.FMA(r2, s, h)
		l += math.FMA(r2, s, h-y)
		q := math.FMA(r2, math.FMA(r, B[5], B[4]), math.FMA(r, B[3], B[2]))
		q = math.FMA(r4, math.FMA(r2, math.FMA(r, B[9], B[8]), math.FMA(r, B[7], B[6])), q)
		l = math.FMA(r4, q, l)
		return y + l
	}
	if top-0x0010 >= 0x7ff0-0x0010 {
		// x < 0x1p-1022, infinite or NaN.
		if ix<<1 == 0 || ix == 0x7ff0000000000000 || top&0x8000 != 0 || top&0x7ff0 == 0x7ff0 {
			return math.Log2(x) // -Inf, +Inf or NaN
		}
		ix = math.Float64bits(x*0x1p52) - 52<<52 // subnormal: normalize
	}
	const off = 0x3fe6000000000000
	tmp := ix - off
	i := (tmp >> (52 - 6)) % 64
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	invc, logc := Log2Tab[i][0], Log2Tab[i][1]
	kd := float64(k)
	r := math.FMA(z, invc, -1.0)
	t1 := r * Log2InvLn2Hi
	t2 := math.FMA(r, Log2InvLn2Lo, math.FMA(r, Log2InvLn2Hi, -t1))
	t3 := kd + logc
	h := t3 + t1
	l := t3 - h + t1 + t2
	r2 := r * r
	r4 := r2 * r2
	A := &Log2Poly
	p := math.FMA(r4, math.FMA(r, A[5], A[4]), math.FMA(r2, math.FMA(r, A[3], A[2]), math.FMA(r, A[1], A[0])))
	return math.FMA(r2, p, l) + h
}
