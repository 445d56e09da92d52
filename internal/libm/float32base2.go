package libm

import "math"

// Coefficients of __exp2f_data for exp2f (N = 32; expf's are these scaled).
const (
	Exp2fShift = 0x1.8p+52 / 32
	Exp2fC0    = 0x1.c6af84b912394p-5
	Exp2fC1    = 0x1.ebfce50fac4f3p-3
	Exp2fC2    = 0x1.62e42ff0c52d6p-1
)

// Exp2f returns exp2f(x) as glibc's __exp2f_fma computes it: in float64 on expf's table (ExpfTab), rounded once
// to float32 at the end. Numba calls it for float32 arguments of np.exp2.
func Exp2f(x float32) float32 {
	xd := float64(x)
	ix := math.Float32bits(x)
	abstop := ix >> 20 & 0x7ff
	if abstop >= 0x430 { // |x| >= 128 or NaN
		switch {
		case ix == 0xff800000:
			return 0
		case abstop >= 0x7f8:
			return x + x
		case x > 0:
			return float32(math.Inf(1))
		case x <= -150:
			return 0
		}
	}
	kd := xd + Exp2fShift
	ki := math.Float64bits(kd)
	kd -= Exp2fShift
	r := xd - kd
	s := math.Float64frombits(ExpfTab[ki%32] + ki<<47)
	z := math.FMA(Exp2fC0, r, Exp2fC1)
	r2 := r * r
	y := math.FMA(Exp2fC2, r, 1)
	y = math.FMA(z, r2, y)
	return float32(y * s)
}

// Log2fTab is __log2f_data.tab: {invc, logc} for 16 subintervals (invc as LogfTab's, logc in base 2).
var Log2fTab = [16][2]float64{
	{0x1.661ec79f8f3bep+0, -0x1.efec65b963019p-2}, {0x1.571ed4aaf883dp+0, -0x1.b0b6832d4fca4p-2},
	{0x1.49539f0f010bp+0, -0x1.7418b0a1fb77bp-2}, {0x1.3c995b0b80385p+0, -0x1.39de91a6dcf7bp-2},
	{0x1.30d190c8864a5p+0, -0x1.01d9bf3f2b631p-2}, {0x1.25e227b0b8eap+0, -0x1.97c1d1b3b7afp-3},
	{0x1.1bb4a4a1a343fp+0, -0x1.2f9e393af3c9fp-3}, {0x1.12358f08ae5bap+0, -0x1.960cbbf788d5cp-4},
	{0x1.0953f419900a7p+0, -0x1.a6f9db6475fcep-5}, {0x1p+0, 0x0p+0},
	{0x1.e608cfd9a47acp-1, 0x1.338ca9f24f53dp-4}, {0x1.ca4b31f026aap-1, 0x1.476a9543891bap-3},
	{0x1.b2036576afce6p-1, 0x1.e840b4ac4e4d2p-3}, {0x1.9c2d163a1aa2dp-1, 0x1.40645f0c6651cp-2},
	{0x1.886e6037841edp-1, 0x1.88e9c2c1b9ff8p-2}, {0x1.767dcf5534862p-1, 0x1.ce0a44eb17bccp-2},
}

// Coefficients of __log2f_data.
const (
	Log2fA0 = -0x1.712b6f70a7e4dp-2
	Log2fA1 = 0x1.ecabf496832ep-2
	Log2fA2 = -0x1.715479ffae3dep-1
	Log2fA3 = 0x1.715475f35c8b8p0
)

// Log2f returns log2f(x) as glibc's __log2f_fma computes it: in float64, with a 16-entry table, rounded once to
// float32 at the end. Numba calls it for float32 arguments of np.log2.
func Log2f(x float32) float32 {
	i, k, z, special, done := logfArgs(x)
	if done {
		return special
	}
	invc, logc := Log2fTab[i][0], Log2fTab[i][1]
	r := math.FMA(z, invc, -1)
	y0 := logc + float64(k)
	r2 := r * r
	y := math.FMA(Log2fA1, r, Log2fA2)
	y = math.FMA(Log2fA0, r2, y)
	p := math.FMA(Log2fA3, r, y0)
	return float32(math.FMA(y, r2, p))
}
