package libm

import "math"

// Constants of e_log10f.c.
const (
	log10fTwo25    = float32(3.3554432000e+07) // 0x4c000000
	log10fInvLn10  = float32(4.3429449201e-01) // 0x3ede5bd9
	log10fOf2Hi    = float32(3.0102920532e-01) // 0x3e9a2080
	log10fOf2Lo    = float32(7.9034151668e-07) // 0x355427db
	log10fSignMask = 0x80000000
)

// Log10f returns log10f(x) as glibc 2.36's e_log10f.c (fdlibm's, in float32 arithmetic) computes it: x = 2^k m
// with m in [1, 2) (k+1 and m/2 when k < 0), then k*log10(2) in two parts plus logf(m)/ln(10), with glibc's logf
// (Logf). The file has no FMA build, so nothing is fused. Numba calls it for float32 np.log10 and math.log10.
func Log10f(x float32) float32 {
	hx := int32(math.Float32bits(x))
	k := int32(0)
	if hx < 0x00800000 { // x < 2^-126
		if hx&0x7fffffff == 0 {
			return float32(math.Inf(-1)) // -two25/fabsf(x)
		}
		if hx < 0 {
			if x != x {
				return (x - x) / (x - x) // the NaN x, as e_log10f.c
			}
			return float32(math.NaN()) // glibc's wrapper gives NAN (0x7fc00000) for x < 0
		}
		k -= 25
		x *= log10fTwo25 // subnormal: scale up
		hx = int32(math.Float32bits(x))
	}
	if hx >= 0x7f800000 {
		return x + x
	}
	k += hx>>23 - 127
	i := int32(uint32(k) & log10fSignMask >> 31)
	hx = hx&0x007fffff | (0x7f-i)<<23
	y := float32(k + i)
	x = math.Float32frombits(uint32(hx))
	z := float32(y*log10fOf2Lo) + float32(log10fInvLn10*Logf(x))
	return z + float32(y*log10fOf2Hi)
}
