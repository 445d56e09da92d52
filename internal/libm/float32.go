package libm

import "math"

// ExpfTab is __exp2f_data.tab for N = 32: the bits of 2^(i/32) less i<<47.
var ExpfTab = [32]uint64{
	0x3ff0000000000000, 0x3fefd9b0d3158574, 0x3fefb5586cf9890f, 0x3fef9301d0125b51,
	0x3fef72b83c7d517b, 0x3fef54873168b9aa, 0x3fef387a6e756238, 0x3fef1e9df51fdee1,
	0x3fef06fe0a31b715, 0x3feef1a7373aa9cb, 0x3feedea64c123422, 0x3feece086061892d,
	0x3feebfdad5362a27, 0x3feeb42b569d4f82, 0x3feeab07dd485429, 0x3feea47eb03a5585,
	0x3feea09e667f3bcd, 0x3fee9f75e8ec5f74, 0x3feea11473eb0187, 0x3feea589994cce13,
	0x3feeace5422aa0db, 0x3feeb737b0cdc5e5, 0x3feec49182a3f090, 0x3feed503b23e255d,
	0x3feee89f995ad3ad, 0x3feeff76f2fb5e47, 0x3fef199bdd85529c, 0x3fef3720dcef9069,
	0x3fef5818dcfba487, 0x3fef7c97337b9b5f, 0x3fefa4afa2a490da, 0x3fefd0765b6e4540,
}

// Coefficients of __exp2f_data for expf (N = 32).
const (
	ExpfInvLn2N = 0x1.71547652b82fep+0 * 32
	ExpfShift   = 0x1.8p+52
	ExpfC0      = 0x1.c6af84b912394p-5 / 32 / 32 / 32
	ExpfC1      = 0x1.ebfce50fac4f3p-3 / 32 / 32
	ExpfC2      = 0x1.62e42ff0c52d6p-1 / 32
)

// Expf returns expf(x) as glibc's __expf_fma computes it: in float64, with a 32-entry table, rounded once to
// float32 at the end. GCC fused z = InvLn2N*x into both sums that use it.
func Expf(x float32) float32 {
	xd := float64(x)
	ix := math.Float32bits(x)
	abstop := ix >> 20 & 0x7ff
	if abstop >= 0x42b { // |x| >= 88 or NaN
		switch {
		case ix == 0xff800000:
			return 0
		case abstop >= 0x7f8:
			return x + x
		case x > 0x1.62e42ep6:
			return float32(math.Inf(1))
		case x < -0x1.9fe368p6:
			return 0
		}
	}
	kd := math.FMA(ExpfInvLn2N, xd, ExpfShift)
	ki := math.Float64bits(kd)
	kd -= ExpfShift
	r := math.FMA(ExpfInvLn2N, xd, -kd)
	s := math.Float64frombits(ExpfTab[ki%32] + ki<<47)
	z := math.FMA(ExpfC0, r, ExpfC1)
	r2 := r * r
	y := math.FMA(ExpfC2, r, 1)
	y = math.FMA(z, r2, y)
	return float32(y * s)
}

// LogfTab is __logf_data.tab: {invc, logc} for 16 subintervals.
var LogfTab = [16][2]float64{
	{0x1.661ec79f8f3bep+0, -0x1.57bf7808caadep-2}, {0x1.571ed4aaf883dp+0, -0x1.2bef0a7c06ddbp-2},
	{0x1.49539f0f010bp+0, -0x1.01eae7f513a67p-2}, {0x1.3c995b0b80385p+0, -0x1.b31d8a68224e9p-3},
	{0x1.30d190c8864a5p+0, -0x1.6574f0ac07758p-3}, {0x1.25e227b0b8eap+0, -0x1.1aa2bc79c81p-3},
	{0x1.1bb4a4a1a343fp+0, -0x1.a4e76ce8c0e5ep-4}, {0x1.12358f08ae5bap+0, -0x1.1973c5a611cccp-4},
	{0x1.0953f419900a7p+0, -0x1.252f438e10c1ep-5}, {0x1p+0, 0x0p+0},
	{0x1.e608cfd9a47acp-1, 0x1.aa5aa5df25984p-5}, {0x1.ca4b31f026aap-1, 0x1.c5e53aa362eb4p-4},
	{0x1.b2036576afce6p-1, 0x1.526e57720db08p-3}, {0x1.9c2d163a1aa2dp-1, 0x1.bc2860d22477p-3},
	{0x1.886e6037841edp-1, 0x1.1058bc8a07ee1p-2}, {0x1.767dcf5534862p-1, 0x1.4043057b6ee09p-2},
}

// Coefficients of __logf_data.
const (
	LogfLn2 = 0x1.62e42fefa39efp-1
	LogfA0  = -0x1.00ea348b88334p-2
	LogfA1  = 0x1.5575b0be00b6ap-2
	LogfA2  = -0x1.ffffef20a4123p-2
)

// Logf returns logf(x) as glibc's __logf_fma computes it: in float64, with a 16-entry table, rounded once to
// float32 at the end.
func Logf(x float32) float32 {
	i, k, z, special, done := logfArgs(x)
	if done {
		return special
	}
	invc, logc := LogfTab[i][0], LogfTab[i][1]
	r := math.FMA(z, invc, -1)
	y0 := math.FMA(float64(k), LogfLn2, logc)
	r2 := r * r
	y := math.FMA(LogfA1, r, LogfA2)
	y = math.FMA(LogfA0, r2, y)
	return float32(math.FMA(y, r2, y0+r))
}

// logfArgs is the argument reduction glibc's __logf_fma and __log2f_fma share: x = 2^k·z with
// z near 1 and i the index of z's entry in a 16-entry table (a subnormal x normalized first).
// done is true, with the result in special, where x is 1 (0), zero (-Inf), +Inf (itself), or
// negative or NaN (NaN).
func logfArgs(x float32) (i uint32, k int32, z float64, special float32, done bool) {
	ix := math.Float32bits(x)
	if ix == 0x3f800000 {
		return 0, 0, 0, 0, true
	}
	if ix-0x00800000 >= 0x7f800000-0x00800000 {
		// x < 0x1p-126, infinite or NaN.
		switch {
		case ix*2 == 0:
			return 0, 0, 0, float32(math.Inf(-1)), true
		case ix == 0x7f800000:
			return 0, 0, 0, x, true
		case ix&0x80000000 != 0 || ix*2 >= 0xff000000:
			return 0, 0, 0, float32(math.NaN()), true
		}
		ix = math.Float32bits(x*0x1p23) - 23<<23 // subnormal: normalize
	}
	i, k, z = logfReduce(ix)
	return i, k, z, 0, false
}

// logfReduce writes the positive normal float32 with bits ix (or a subnormal one normalized to a negative exponent)
// as 2^k·z with z near 1, i the index of z's entry in a 16-entry table; logf, log2f and powf share it.
func logfReduce(ix uint32) (i uint32, k int32, z float64) {
	const off = 0x3f330000
	tmp := ix - off
	i = (tmp >> (23 - 4)) % 16
	k = int32(tmp) >> 23
	z = float64(math.Float32frombits(ix - tmp&0xff800000))
	return i, k, z
}
