package libm

import "math"

// Coefficients of __log_data.
const (
	LogLn2Hi = 0x1.62e42fefa3800p-1
	LogLn2Lo = 0x1.ef35793c76730p-45
	LogA0    = -0x1.0000000000001p-1
	LogA1    = 0x1.555555551305bp-2
	LogA2    = -0x1.fffffffeb4590p-3
	LogA3    = 0x1.999b324f10111p-3
	LogA4    = -0x1.55575e506c89fp-3
	LogB0    = -0x1.0000000000000p-1
	LogB1    = 0x1.5555555555577p-2
	LogB2    = -0x1.ffffffffffdcbp-3
	LogB3    = 0x1.999999995dd0cp-3
	LogB4    = -0x1.55555556745a7p-3
	LogB5    = 0x1.24924a344de30p-3
	LogB6    = -0x1.fffffa4423d65p-4
	LogB7    = 0x1.c7184282ad6cap-4
	LogB8    = -0x1.999eb43b068ffp-4
	LogB9    = 0x1.78182f7afd085p-4
	LogB10   = -0x1.5521375d145cdp-4
)

// Log returns log(x) as glibc's __log_fma computes it.
func Log(x float64) float64 {
	ix := math.Float64bits(x)
	const lo, hi = 0x3fee000000000000, 0x3ff1090000000000 // 1 - 0x1p-4, 1 + 0x1.09p-4
	if ix-lo < hi-lo {
		// Close to 1.
		if ix == 0x3ff0000000000000 {
			return 0
		}
		r := x - 1.0
		r2 := r * r
		r3 := r * r2
		p := math.FMA(r2, LogB3, math.FMA(r, LogB2, LogB1))
		q := math.FMA(r2, LogB6, math.FMA(r, LogB5, LogB4))
		s := math.FMA(r2, LogB9, math.FMA(r, LogB8, LogB7))
		s = math.FMA(r3, LogB10, s)
		p = math.FMA(math.FMA(s, r3, q), r3, p)
		rhi := math.FMA(-0x1p27, r, math.FMA(r, 0x1p27, r))
		rr := rhi * rhi
		h := math.FMA(rr, LogB0, r)
		l := math.FMA(rr, LogB0, r-h)
		l = math.FMA(LogB0*(r-rhi), r+rhi, l)
		return h + math.FMA(p, r3, l)
	}
	if top := ix >> 48; top-0x0010 >= 0x7ff0-0x0010 {
		// x < 0x1p-1022, infinite or NaN.
		if ix<<1 == 0 || ix == 0x7ff0000000000000 || top&0x8000 != 0 || top&0x7ff0 == 0x7ff0 {
			return math.Log(x) // -Inf, +Inf or NaN
		}
		ix = math.Float64bits(x*0x1p52) - 52<<52 // subnormal: normalize
	}
	tmp := ix - 0x3fe6000000000000
	i := (tmp >> 45) % 128
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	invc, logc := LogTab[i][0], LogTab[i][1]
	kd := float64(k)
	w := math.FMA(kd, LogLn2Hi, logc)
	r := math.FMA(z, invc, -1.0)
	h := w + r
	l := math.FMA(kd, LogLn2Lo, w-h+r)
	r2 := r * r
	l = math.FMA(r2, LogA0, l)
	p := math.FMA(math.FMA(r, LogA4, LogA3), r2, math.FMA(r, LogA2, LogA1))
	return math.FMA(r*r2, p, l) + h
}
