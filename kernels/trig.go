package kernels

import (
	"math"

	"github.com/pygo-lang/pygo/internal/libm"
)

// Sin and Cos are libm's (pygo's own, within 0.51 ULP, the same bits as the vector lowerings of package simd).
//
// Go's math.Sin, Cos and Tan reduce their argument with about 100 bits of pi, so results near a multiple of pi/2 lose
// relative accuracy (math.Sin(math.Pi) is 1.2246467991473515e-16; glibc, which Numba calls, gives
// 1.2246467991473532e-16), and their kernels are accurate to one unit in the last place where glibc's round
// correctly in nearly all cases. sinCosQuadrant below (for the random distributions) reduces with about 150 bits
// of pi/2 and evaluates Taylor series in double-double arithmetic.

// pi/2 in four parts, about 150 bits in all.
const (
	piHalf1 = 1.5707963267341256
	piHalf2 = 6.077100506303966e-11
	piHalf3 = 2.0222662487111665e-21
	piHalf4 = 8.4784276603689e-32
	// trigReduceMax bounds |x| for the reduction above; beyond it math's Payne-Hanek reduction is used.
	trigReduceMax = 1 << 29
)

// sinCoef[n] and cosCoef[n] are 1/(2n+1)! and 1/(2n)! as double-doubles.
var (
	sinCoef = [...][2]float64{
		{1.0, 0.0}, {0.16666666666666666, 9.25185853854297e-18}, {0.008333333333333333, 1.1564823173178714e-19},
		{0.0001984126984126984, 1.7209558293420705e-22}, {2.7557319223985893e-06, -1.858393274046472e-22},
		{2.505210838544172e-08, -1.448814070935912e-24}, {1.6059043836821613e-10, 1.2585294588752098e-26},
		{7.647163731819816e-13, 7.03872877733453e-30}, {2.8114572543455206e-15, 1.6508842730861433e-31},
		{8.22063524662433e-18, 2.2141894119604265e-34}, {1.9572941063391263e-20, -1.3643503830087908e-36},
		{3.868170170630684e-23, -8.843177655482344e-40},
	}
	cosCoef = [...][2]float64{
		{1.0, 0.0}, {0.5, 0.0}, {0.041666666666666664, 2.3129646346357427e-18},
		{0.001388888888888889, -5.300543954373577e-20}, {2.48015873015873e-05, 2.1511947866775882e-23},
		{2.755731922398589e-07, 2.3767714622250297e-23}, {2.08767569878681e-09, -1.20734505911326e-25},
		{1.1470745597729725e-11, 2.0655512752830745e-28}, {4.779477332387385e-14, 4.399205485834081e-31},
		{1.5619206968586225e-16, 1.1910679660273754e-32}, {4.110317623312165e-19, 1.4412973378659527e-36},
		{8.896791392450574e-22, -7.911402614872376e-38}, {1.6117375710961184e-24, -3.6846573564509766e-41},
	}
)

// reduceHalfPi returns n and z = zh+zl with x = n*pi/2 + z and |z| <= about pi/4, for |x| < trigReduceMax.
func reduceHalfPi(x float64) (n int64, zh, zl float64) {
	k := math.RoundToEven(x * (2 / math.Pi))
	ph, pl := twoProd(k, piHalf1)
	zh, zl = twoSum(x, -ph)
	zh, zl = ddAdd(zh, zl, -pl, 0)
	for _, p := range [...]float64{piHalf2, piHalf3, piHalf4} {
		qh, ql := twoProd(k, p)
		zh, zl = ddAdd(zh, zl, -qh, -ql)
	}
	return int64(k), zh, zl
}

// sinCosDD returns sin and cos of zh+zl, |zh+zl| <= about pi/4, as double-doubles.
func sinCosDD(zh, zl float64) (sh, sl, ch, cl float64) {
	wh, wl := ddMul(zh, zl, zh, zl)
	wh, wl = -wh, -wl // w = -z^2
	sh, sl = sinCoef[len(sinCoef)-1][0], sinCoef[len(sinCoef)-1][1]
	for i := len(sinCoef) - 2; i >= 0; i-- {
		sh, sl = ddMul(sh, sl, wh, wl)
		sh, sl = ddAdd(sh, sl, sinCoef[i][0], sinCoef[i][1])
	}
	sh, sl = ddMul(sh, sl, zh, zl)
	ch, cl = cosCoef[len(cosCoef)-1][0], cosCoef[len(cosCoef)-1][1]
	for i := len(cosCoef) - 2; i >= 0; i-- {
		ch, cl = ddMul(ch, cl, wh, wl)
		ch, cl = ddAdd(ch, cl, cosCoef[i][0], cosCoef[i][1])
	}
	return sh, sl, ch, cl
}

// sinCosQuadrant returns sin and cos of x as double-doubles for finite |x| < trigReduceMax.
func sinCosQuadrant(x float64) (sh, sl, ch, cl float64) {
	n, zh, zl := int64(0), x, 0.0
	if math.Abs(x) > math.Pi/4 {
		n, zh, zl = reduceHalfPi(x)
	}
	sh, sl, ch, cl = sinCosDD(zh, zl)
	switch n & 3 {
	case 1:
		sh, sl, ch, cl = ch, cl, -sh, -sl
	case 2:
		sh, sl, ch, cl = -sh, -sl, -ch, -cl
	case 3:
		sh, sl, ch, cl = -ch, -cl, sh, sl
	}
	return sh, sl, ch, cl
}

// Sin returns math.sin(x): libm.Sin, within 0.51 ULP, differing from glibc's in the last bit for a few arguments
// in a thousand.
func Sin(x float64) float64 { return libm.Sin(x) }

// Cos returns math.cos(x): libm.Cos, within 0.51 ULP, differing from glibc's in the last bit for a few arguments
// in a thousand.
func Cos(x float64) float64 { return libm.Cos(x) }

// Tan returns math.tan(x): libm.Tan, within 0.51 ULP (the bits of the vector loops), differing from glibc's in the
// last bit for a few arguments in a thousand.
func Tan(x float64) float64 { return libm.Tan(x) }

// Tanh returns math.tanh(x): libm.Tanh, within 0.51 ULP (the bits of the vector loops); glibc's (fdlibm's) is
// up to 2 ULP off, so the two differ in the last bits for about a fifth of the arguments below 22.
func Tanh(x float64) float64 { return libm.Tanh(x) }

// Atan returns math.atan(x): libm.Atan, within 0.51 ULP (the bits of the vector loops), differing from glibc's
// in the last bit for about 7 arguments in 10^4.
func Atan(x float64) float64 { return libm.Atan(x) }

// Atan2 returns math.atan2(y, x): libm.Atan2, within 0.51 ULP (the bits of the vector loops), differing from
// glibc's in the last bit for about 4 arguments in 10^4.
func Atan2(y, x float64) float64 { return libm.Atan2(y, x) }
