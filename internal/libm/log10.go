package libm

import "math"

// Constants of e_log10.c.
const (
	log10Two54   = 1.80143985094819840000e+16 // 0x43500000, 0x00000000
	log10InvLn10 = 4.34294481903251816668e-01 // 0x3FDBCB7B, 0x1526E50E
	log10Of2Hi   = 3.01029995663611771306e-01 // 0x3FD34413, 0x509F6000
	log10Of2Lo   = 3.69423907715893078616e-13 // 0x3D59FEF3, 0x11F12B36
)

// Log10 returns log10(x) as glibc's e_log10.c computes it: x = 2^k m with m in [1, 2) (k+1 and m/2 when k < 0),
// then k*log10(2) in two parts plus log(m)/ln(10), with glibc's log (Log). The file has no FMA build, so nothing
// is fused.
func Log10(x float64) float64 {
	ix := math.Float64bits(x)
	hx, lx := int32(ix>>32), uint32(ix)
	k := int32(0)
	if hx < 0x00100000 { // x < 2^-1022
		if hx&0x7fffffff|int32(lx) == 0 {
			return math.Inf(-1)
		}
		if hx < 0 {
			return math.NaN()
		}
		k -= 54
		x *= log10Two54
		hx = int32(math.Float64bits(x) >> 32)
	}
	if hx >= 0x7ff00000 {
		return x + x
	}
	k += hx>>20 - 1023
	i := int32(uint32(k) & 0x80000000 >> 31)
	hx = hx&0x000fffff | (0x3ff-i)<<20
	y := float64(k + i)
	x = math.Float64frombits(uint64(uint32(hx))<<32 | math.Float64bits(x)&0xffffffff)
	z := float64(y*log10Of2Lo) + float64(log10InvLn10*Log(x))
	return z + float64(y*log10Of2Hi)
}
