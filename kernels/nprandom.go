package kernels

import (
	"math"
	"math/bits"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file implements np.random as Numba 0.56 compiles it (numba/cpython/randomimpl.py and numba/_random.c). The
// state is a *Random (normally NPRandom(), separate from PyRandom() as in Numba); the methods do not lock.
//
// For most functions Numba reproduces NumPy's legacy RandomState stream for the same seed: random, standard_normal
// and normal (polar Box-Muller, the second value of each pair returned first and the other cached), uniform, randint
// (rejection sampling of masked 32-bit words), choice, shuffle and permutation, exponential, poisson, geometric,
// laplace, logistic, lognormal and others. Where Numba's algorithm differs from NumPy's, this file follows Numba:
//
//   - gamma, standard_gamma, beta, chisquare, f, standard_t and negative_binomial use CPython's gammavariate
//     (Cheng's algorithm for shape > 1, Kennedy & Gentle's GS for shape < 1) instead of NumPy's Marsaglia-Tsang;
//   - binomial always uses the BINV inversion (NumPy switches to BTPE when n*min(p, 1-p) >= 30), and when q**n
//     underflows it splits n into quarters, dropping the remainder n%4 of each split;
//   - pareto is 1/(1-U)**(1/a) - 1 rather than NumPy's expm1(standard_exponential/a), which rounds differently;
//   - laplace and logistic do not redraw U == 0.
//
// log, exp and pow are computed as glibc computes them (package libm), since Numba calls the C
// library and glibc's results are not always correctly rounded; products that are then added are wrapped in
// float64() so that the Go compiler does not fuse them into FMA instructions LLVM does not emit.

// Constants of CPython's gammavariate, as math.log computes them.
const (
	npLog4         = 1.3862943611198906 // log(4.0)
	npSGMagicConst = 2.504077396776274  // 1.0 + log(4.5)
	npHalfLog2Pi   = 0.9189385332046727 // 0.5 * log(2*pi), in loggam
)

// NPSeed reseeds the state as np.random.seed(seed) does inside Numba code: MT19937's init_genrand with the 32-bit
// seed, clearing the cached Gaussian. It is the same operation as Seed.
func (r *Random) NPSeed(seed uint32) { r.Seed(seed) }

// NPRandom returns np.random.random() (also random_sample, sample, ranf and rand()): a double in [0, 1) made from
// two 32-bit draws.
func (r *Random) NPRandom() float64 { return r.Float64() }

// NPStandardNormal returns np.random.standard_normal() (also randn()): polar Box-Muller, returning the second value
// of each pair and caching the first for the next call.
func (r *Random) NPStandardNormal() float64 { return r.Gauss(0, 1) }

// NPNormal returns np.random.normal(loc, scale) = loc + scale*standard_normal(), sharing standard_normal's cache.
// Like Numba it does not check scale.
func (r *Random) NPNormal(loc, scale float64) float64 { return r.Gauss(loc, scale) }

// NPUniform returns np.random.uniform(low, high) = low + (high-low)*random().
func (r *Random) NPUniform(low, high float64) float64 { return r.Uniform(low, high) }

// NPRandint returns np.random.randint(low, high) (randint(high) is NPRandint(0, high)). The width high-low wraps
// around in int64, and a width <= 0 panics with *ValueError "empty range for randrange()", as in Numba.
func (r *Random) NPRandint(low, high int64) int64 {
	n := high - low
	if n <= 0 {
		raiseValue("empty range for randrange()")
	}
	return low + r.npBelow(n)
}

// npBelow returns a value in [0, n) for n >= 1 as Numba's np.random.randint(0, n) draws it: no draw when n == 1,
// otherwise rejection sampling of the low bits.Len(n-1) bits of one 32-bit word, or of two words (the first giving
// the high bits) when more than 32 bits are needed.
func (r *Random) npBelow(n int64) int64 {
	if n == 1 {
		return 0
	}
	nbits := uint(bits.Len64(uint64(n - 1)))
	if nbits <= 32 {
		mask := uint32(0xffffffff) >> (32 - nbits)
		for {
			if v := int64(r.Uint32() & mask); v < n {
				return v
			}
		}
	}
	mask := uint32(0xffffffff) >> (64 - nbits)
	for {
		hi := r.Uint32() & mask
		lo := r.Uint32()
		if v := int64(hi)<<32 | int64(lo); v < n {
			return v
		}
	}
}

// NPStandardExponential returns np.random.standard_exponential() (also exponential()): -log(1 - random()).
func (r *Random) NPStandardExponential() float64 { return -libm.Log(1.0 - r.Float64()) }

// NPExponential returns np.random.exponential(scale) = -log(1 - random()) * scale. Like Numba it does not check
// scale.
func (r *Random) NPExponential(scale float64) float64 { return -libm.Log(1.0-r.Float64()) * scale }

// NPGamma returns np.random.gamma(shape, scale) with Numba's algorithm, CPython's random.gammavariate (NumPy's
// stream differs). It panics with *ValueError "gammavariate: alpha and beta must be > 0.0" unless both are positive.
// As in Numba, a NaN shape never returns.
func (r *Random) NPGamma(shape, scale float64) float64 {
	alpha, beta := shape, scale
	if alpha <= 0.0 || beta <= 0.0 {
		raiseValue("gammavariate: alpha and beta must be > 0.0")
	}
	switch {
	case alpha > 1.0:
		// R.C.H. Cheng, "The generation of Gamma variables with non-integral shape parameters", Applied Statistics
		// (1977), 26, No. 1, p71-74.
		ainv := math.Sqrt(2.0*alpha - 1.0)
		bbb := alpha - npLog4
		ccc := alpha + ainv
		for {
			u1 := r.Float64()
			if !(1e-7 < u1 && u1 < .9999999) {
				continue
			}
			u2 := 1.0 - r.Float64()
			v := libm.Log(u1/(1.0-u1)) / ainv
			x := float64(alpha * libm.Exp(v))
			z := float64(u1*u1) * u2
			rr := bbb + float64(ccc*v) - x
			if rr+npSGMagicConst-float64(4.5*z) >= 0.0 || rr >= libm.Log(z) {
				return x * beta
			}
		}
	case alpha == 1.0:
		return -libm.Log(1.0-r.Float64()) * beta
	default:
		// Algorithm GS of Statistical Computing, Kennedy & Gentle.
		var x float64
		for {
			u := r.Float64()
			b := (math.E + alpha) / math.E
			p := float64(b * u)
			if p <= 1.0 {
				x = libm.Pow(p, 1.0/alpha)
			} else {
				x = -libm.Log((b - p) / alpha)
			}
			u1 := r.Float64()
			if p > 1.0 {
				if u1 <= libm.Pow(x, alpha-1.0) {
					break
				}
			} else if u1 <= libm.Exp(-x) {
				break
			}
		}
		return x * beta
	}
}

// NPStandardGamma returns np.random.standard_gamma(shape) = gamma(shape, 1.0).
func (r *Random) NPStandardGamma(shape float64) float64 { return r.NPGamma(shape, 1.0) }

// NPBeta returns np.random.beta(a, b) with Numba's algorithm: y = gamma(a, 1); 0 if y == 0, else
// y / (y + gamma(b, 1)).
func (r *Random) NPBeta(a, b float64) float64 {
	y := r.NPGamma(a, 1.0)
	if y == 0.0 {
		return 0.0
	}
	return y / (y + r.NPGamma(b, 1.0))
}

// NPChisquare returns np.random.chisquare(df) = 2 * standard_gamma(df/2).
func (r *Random) NPChisquare(df float64) float64 { return 2.0 * r.NPGamma(df/2.0, 1.0) }

// NPF returns np.random.f(num, denom) = (chisquare(num)*denom) / (chisquare(denom)*num).
func (r *Random) NPF(num, denom float64) float64 {
	a := r.NPChisquare(num) * denom
	return a / (r.NPChisquare(denom) * num)
}

// NPStandardT returns np.random.standard_t(df) = sqrt(df/2) * N / sqrt(G) with N = standard_normal() and
// G = standard_gamma(df/2), drawn in that order.
func (r *Random) NPStandardT(df float64) float64 {
	n := r.Gauss(0, 1)
	g := r.NPGamma(df/2.0, 1.0)
	return math.Sqrt(df/2.0) * n / math.Sqrt(g)
}

// NPLognormal returns np.random.lognormal(mean, sigma) = exp(normal(mean, sigma)).
func (r *Random) NPLognormal(mean, sigma float64) float64 { return libm.Exp(r.Gauss(mean, sigma)) }

// NPLaplace returns np.random.laplace(loc, scale) as Numba computes it: with U = random(),
// loc + scale*log(2U) when U < 0.5, else loc - scale*log(2 - 2U).
func (r *Random) NPLaplace(loc, scale float64) float64 {
	u := r.Float64()
	if u < 0.5 {
		return loc + float64(scale*libm.Log(u+u))
	}
	return loc - float64(scale*libm.Log(2.0-u-u))
}

// NPLogistic returns np.random.logistic(loc, scale) = loc + scale*log(U/(1-U)), U = random().
func (r *Random) NPLogistic(loc, scale float64) float64 {
	u := r.Float64()
	return loc + float64(scale*libm.Log(u/(1.0-u)))
}

// NPGumbel returns np.random.gumbel(loc, scale) = loc - scale*log(-log(1 - random())).
func (r *Random) NPGumbel(loc, scale float64) float64 {
	u := 1.0 - r.Float64()
	return loc - float64(scale*libm.Log(-libm.Log(u)))
}

// NPPareto returns np.random.pareto(a) = 1/(1-random())**(1/a) - 1. Like Numba it does not check a.
func (r *Random) NPPareto(a float64) float64 {
	u := 1.0 - r.Float64()
	return 1.0/libm.Pow(u, 1.0/a) - 1
}

// NPWeibull returns np.random.weibull(a) = (-log(1-random()))**(1/a). Like Numba it does not check a.
func (r *Random) NPWeibull(a float64) float64 {
	u := 1.0 - r.Float64()
	return libm.Pow(-libm.Log(u), 1.0/a)
}

// NPRayleigh returns np.random.rayleigh(scale) = scale*sqrt(-2*log(1-random())); it panics with *ValueError
// "rayleigh(): mode <= 0" when scale <= 0.
func (r *Random) NPRayleigh(scale float64) float64 {
	if scale <= 0.0 {
		raiseValue("rayleigh(): mode <= 0")
	}
	return scale * math.Sqrt(-2.0*libm.Log(1.0-r.Float64()))
}

// NPPower returns np.random.power(a) = (1 - exp(-standard_exponential()))**(1/a); it panics with *ValueError
// "power(): a <= 0" when a <= 0.
func (r *Random) NPPower(a float64) float64 {
	if a <= 0.0 {
		raiseValue("power(): a <= 0")
	}
	return libm.Pow(1-libm.Exp(-r.NPStandardExponential()), 1./a)
}

// NPStandardCauchy returns np.random.standard_cauchy() = standard_normal() / standard_normal().
func (r *Random) NPStandardCauchy() float64 {
	n := r.Gauss(0, 1)
	return n / r.Gauss(0, 1)
}

// NPTriangular returns np.random.triangular(left, mode, right); note the argument order differs from
// random.triangular's. It draws one number, even when left == right (and then returns left).
func (r *Random) NPTriangular(left, mode, right float64) float64 {
	return r.TriangularMode(left, right, mode)
}

// NPWald returns np.random.wald(mean, scale); it panics with *ValueError "wald(): mean <= 0" or
// "wald(): scale <= 0".
func (r *Random) NPWald(mean, scale float64) float64 {
	if mean <= 0.0 {
		raiseValue("wald(): mean <= 0")
	}
	if scale <= 0.0 {
		raiseValue("wald(): scale <= 0")
	}
	mu2l := mean / (2.0 * scale)
	y := r.Gauss(0, 1)
	y = float64(mean * y * y)
	x := mean + float64(mu2l*(y-math.Sqrt(float64(4*scale*y)+float64(y*y))))
	u := r.Float64()
	if u <= mean/(mean+x) {
		return x
	}
	return mean * mean / x
}

// NPPoisson returns np.random.poisson(lam): Hörmann's PTRS transformed rejection for lam >= 10 (as NumPy), and
// Knuth's multiplication method below. It panics with *ValueError "poisson(): lambda < 0" when lam < 0. As in Numba,
// a NaN lam never returns.
func (r *Random) NPPoisson(lam float64) int64 {
	if lam >= 10.0 {
		return r.poissonPTRS(lam)
	}
	if lam < 0.0 {
		raiseValue("poisson(): lambda < 0")
	}
	if lam == 0.0 {
		return 0
	}
	enlam := libm.Exp(-lam)
	var x int64
	prod := 1.0
	for {
		prod *= r.Float64()
		if prod <= enlam {
			return x
		}
		x++
	}
}

// poissonPTRS is numba_poisson_ptrs from numba/_random.c (NumPy's random_poisson_ptrs).
func (r *Random) poissonPTRS(lam float64) int64 {
	slam := math.Sqrt(lam)
	loglam := libm.Log(lam)
	b := 0.931 + float64(2.53*slam)
	a := -0.059 + float64(0.02483*b)
	invalpha := 1.1239 + 1.1328/(b-3.4)
	vr := 0.9277 - 3.6224/(b-2)
	for {
		u := r.Float64() - 0.5
		v := r.Float64()
		us := 0.5 - math.Abs(u)
		k := int64(math.Floor(float64((2*a/us+b)*u) + lam + 0.43))
		if us >= 0.07 && v <= vr {
			return k
		}
		if k < 0 || (us < 0.013 && v > us) {
			continue
		}
		if libm.Log(v)+libm.Log(invalpha)-libm.Log(a/float64(us*us)+b) <= -lam+float64(float64(k)*loglam)-loggam(float64(k)+1) {
			return k
		}
	}
}

// loggamCoef are the Stirling series coefficients of loggam.
var loggamCoef = [10]float64{
	8.333333333333333e-02, -2.777777777777778e-03,
	7.936507936507937e-04, -5.952380952380952e-04,
	8.417508417508418e-04, -1.917526917526918e-03,
	6.410256410256410e-03, -2.955065359477124e-02,
	1.796443723688307e-01, -1.39243221690590e+00,
}

// loggam is log(gamma(x)) for x > 0 as numba/_random.c (and NumPy) computes it.
func loggam(x float64) float64 {
	if x == 1.0 || x == 2.0 {
		return 0.0
	}
	x0 := x
	var n int64
	if x <= 7.0 {
		n = int64(7 - x)
		x0 = x + float64(n)
	}
	x2 := 1.0 / (x0 * x0)
	gl0 := loggamCoef[9]
	for k := 8; k >= 0; k-- {
		gl0 = float64(gl0*x2) + loggamCoef[k]
	}
	gl := gl0/x0 + npHalfLog2Pi + float64((x0-0.5)*libm.Log(x0)) - x0
	if x <= 7.0 {
		for k := int64(1); k <= n; k++ {
			gl -= libm.Log(x0 - 1.0)
			x0 -= 1.0
		}
	}
	return gl
}

// npIntPow returns x**n for n >= 0 as Numba computes a float to an integer power: binary powering up to n = 65536,
// C's pow beyond.
func npIntPow(x float64, n int64) float64 {
	if n > 0x10000 {
		return libm.Pow(x, float64(n))
	}
	res := 1.0
	for n != 0 {
		if n&1 != 0 {
			res *= x
		}
		n >>= 1
		x *= x
	}
	return res
}

// NPBinomial returns np.random.binomial(n, p) with Numba's algorithm, the BINV inversion for every n and p (NumPy
// uses BTPE when n*min(p, 1-p) >= 30, so its stream differs there). When q**n underflows Numba splits the trials
// into four times as many runs of n>>2 trials, dropping n%4 trials, and so does this. It panics with *ValueError
// "binomial(): n <= 0" when n < 0 and "binomial(): p outside of [0, 1]" unless 0 <= p <= 1.
func (r *Random) NPBinomial(n int64, p float64) int64 {
	if n < 0 {
		raiseValue("binomial(): n <= 0")
	}
	if !(0.0 <= p && p <= 1.0) {
		raiseValue("binomial(): p outside of [0, 1]")
	}
	if p == 0.0 {
		return 0
	}
	if p == 1.0 {
		return n
	}
	flipped := p > 0.5
	if flipped {
		p = 1.0 - p
	}
	q := 1.0 - p
	niters := int64(1)
	qn := npIntPow(q, n)
	for qn <= 1e-308 {
		// q >= 0.5, so q**n underflows only for n >= 1023 and the loop stops before n reaches 0 (Numba asserts n > 0).
		niters <<= 2
		n >>= 2
		qn = npIntPow(q, n)
	}
	np := float64(float64(n) * p)
	bound := math.Min(float64(n), np+float64(10.0*math.Sqrt(float64(np*q)+1)))
	var total int64
	for niters > 0 {
		var x int64
		u := r.Float64()
		px := qn
		for float64(x) <= bound {
			if u <= px {
				if flipped {
					total += n - x
				} else {
					total += x
				}
				niters--
				break
			}
			u -= px
			x++
			px = (float64(n-x+1) * p * px) / (float64(x) * q)
		}
	}
	return total
}

// NPNegativeBinomial returns np.random.negative_binomial(n, p) = poisson(gamma(n, (1-p)/p)). It panics with
// *ValueError "negative_binomial(): n <= 0" or "negative_binomial(): p outside of [0, 1]" (and, from gamma, when
// p == 1).
func (r *Random) NPNegativeBinomial(n int64, p float64) int64 {
	if n <= 0 {
		raiseValue("negative_binomial(): n <= 0")
	}
	if p < 0.0 || p > 1.0 {
		raiseValue("negative_binomial(): p outside of [0, 1]")
	}
	return r.NPPoisson(r.NPGamma(float64(n), (1.0-p)/p))
}

// NPGeometric returns np.random.geometric(p) with Numba's algorithm: a sequential search for p >= 1/3, otherwise
// ceil(log(1 - random()) / log(1 - p)). It panics with *ValueError "geometric(): p outside of (0, 1]".
func (r *Random) NPGeometric(p float64) int64 {
	if p <= 0.0 || p > 1.0 {
		raiseValue("geometric(): p outside of (0, 1]")
	}
	q := 1.0 - p
	if p >= 0.333333333333333333333333 {
		x := int64(1)
		sum, prod := p, p
		u := r.Float64()
		for u > sum {
			prod = float64(prod * q)
			sum += prod
			x++
		}
		return x
	}
	return int64(math.Ceil(libm.Log(1.0-r.Float64()) / libm.Log(q)))
}

// NPZipf returns np.random.zipf(a) by NumPy's rejection algorithm; it panics with *ValueError "zipf(): a <= 1".
func (r *Random) NPZipf(a float64) int64 {
	if a <= 1.0 {
		raiseValue("zipf(): a <= 1")
	}
	am1 := a - 1.0
	b := libm.Exp2(am1) // LLVM turns 2.0**am1 into exp2(am1)
	for {
		u := 1.0 - r.Float64()
		v := r.Float64()
		x := int64(math.Floor(libm.Pow(u, -1.0/am1)))
		t := libm.Pow(1.0+1.0/float64(x), am1)
		if x >= 1 && v*float64(x)*(t-1.0)/(b-1.0) <= t/b {
			return x
		}
	}
}

// NPLogseries returns np.random.logseries(p) by NumPy's algorithm; it panics with *ValueError
// "logseries(): p outside of (0, 1]".
func (r *Random) NPLogseries(p float64) int64 {
	if p <= 0.0 || p > 1.0 {
		raiseValue("logseries(): p outside of (0, 1]")
	}
	lr := libm.Log(1.0 - p)
	v := r.Float64()
	if v >= p {
		return 1
	}
	u := r.Float64()
	q := 1.0 - libm.Exp(lr*u)
	if v <= q*q {
		return int64(1.0 + libm.Log(v)/libm.Log(q))
	}
	if v >= q {
		return 1
	}
	return 2
}

// NPHypergeometric returns np.random.hypergeometric(ngood, nbad, nsample) by the simple algorithm Numba uses (NumPy's
// HYP for small samples). Like Numba it checks no argument.
func (r *Random) NPHypergeometric(ngood, nbad, nsample int64) int64 {
	d1 := nbad + ngood - nsample
	d2 := float64(min(nbad, ngood))
	y := d2
	k := nsample
	for y > 0.0 && k > 0 {
		y -= math.Floor(r.Float64() + y/float64(d1+k))
		k--
	}
	z := int64(d2 - y)
	if ngood > nbad {
		return nsample - z
	}
	return z
}

// NPRandomArray returns np.random.random(shape) (also rand(d0, d1, ...)): a new C-ordered array filled in C order.
func NPRandomArray[D Dims](r *Random, shape D) Array[float64, D] {
	a := Empty[float64](shape)
	for i := range a.Data {
		a.Data[i] = r.Float64()
	}
	return a
}

// NPStandardNormalArray returns np.random.standard_normal(shape) (also randn(d0, d1, ...)), filled in C order; the
// cached Gaussian carries over to and from scalar calls.
func NPStandardNormalArray[D Dims](r *Random, shape D) Array[float64, D] {
	a := Empty[float64](shape)
	for i := range a.Data {
		a.Data[i] = r.Gauss(0, 1)
	}
	return a
}

// NPNormalArray returns np.random.normal(loc, scale, shape), filled in C order.
func NPNormalArray[D Dims](r *Random, loc, scale float64, shape D) Array[float64, D] {
	a := Empty[float64](shape)
	for i := range a.Data {
		a.Data[i] = r.Gauss(loc, scale)
	}
	return a
}

// NPUniformArray returns np.random.uniform(low, high, shape), filled in C order.
func NPUniformArray[D Dims](r *Random, low, high float64, shape D) Array[float64, D] {
	a := Empty[float64](shape)
	width := high - low
	for i := range a.Data {
		a.Data[i] = low + float64(width*r.Float64())
	}
	return a
}

// NPRandintArray returns np.random.randint(low, high, shape), filled in C order. As in Numba, an empty range panics
// only when the array is not empty.
func NPRandintArray[D Dims](r *Random, low, high int64, shape D) Array[int64, D] {
	a := Empty[int64](shape)
	if len(a.Data) == 0 {
		return a
	}
	n := high - low
	if n <= 0 {
		raiseValue("empty range for randrange()")
	}
	for i := range a.Data {
		a.Data[i] = low + r.npBelow(n)
	}
	return a
}

// NPChoice returns np.random.choice(a) = a[randint(0, len(a))]; an empty a panics with *ValueError
// "empty range for randrange()".
func NPChoice[T Elem](r *Random, a Vector[T]) T {
	i := r.NPRandint(0, int64(a.Shape[0]))
	return a.Data[a.Off+int(i)*a.Strides[0]]
}

// NPChoiceRange returns np.random.choice(n) = randint(0, n).
func NPChoiceRange(r *Random, n int64) int64 { return r.NPRandint(0, n) }

// NPChoiceN returns np.random.choice(a, n, replace). With replacement each element is a[randint(0, len(a))];
// without, it is the first n elements of permutation(a), and n > len(a) panics with *ValueError
// "Cannot take a larger sample than population when 'replace=False'".
func NPChoiceN[T Elem](r *Random, a Vector[T], n int, replace bool) Vector[T] {
	out := Empty[T]([1]int{n})
	m := int64(a.Shape[0])
	if replace {
		for i := range out.Data {
			j := r.NPRandint(0, m)
			out.Data[i] = a.Data[a.Off+int(j)*a.Strides[0]]
		}
		return out
	}
	if int64(n) > m {
		raiseValue("Cannot take a larger sample than population when 'replace=False'")
	}
	p := NPPermutation(r, a)
	copy(out.Data, p.Data)
	return out
}

// NPChoiceRangeN returns np.random.choice(n, size, replace), choice over arange(n) as NPChoiceN.
func NPChoiceRangeN(r *Random, n int64, size int, replace bool) Vector[int64] {
	out := Empty[int64]([1]int{size})
	if replace {
		for i := range out.Data {
			out.Data[i] = r.NPRandint(0, n)
		}
		return out
	}
	if int64(size) > n {
		raiseValue("Cannot take a larger sample than population when 'replace=False'")
	}
	p := NPPermutationN(r, n)
	copy(out.Data, p.Data)
	return out
}

// NPShuffle shuffles a in place along its first axis as Numba's np.random.shuffle does: for i from len(a)-1 down to
// 1, swap a[i] with a[randint(i+1)] (whole sub-arrays when a has more than one dimension).
func NPShuffle[T Elem, D Dims](r *Random, a Array[T, D]) {
	n := lead(a.Shape)
	if n < 2 {
		return
	}
	s := lead(a.Strides)
	if len(a.Shape) == 1 {
		d, off := a.Data, a.Off
		if s == 1 {
			d = d[off : off+n]
			for i := n - 1; i > 0; i-- {
				j := int(r.npBelow(int64(i + 1)))
				d[i], d[j] = d[j], d[i]
			}
			return
		}
		for i := n - 1; i > 0; i-- {
			j := int(r.npBelow(int64(i + 1)))
			d[off+i*s], d[off+j*s] = d[off+j*s], d[off+i*s]
		}
		return
	}
	row := a
	setLead(&row.Shape, 1)
	rowSize := shapeSize(row.Shape)
	if a.IsC() {
		d := a.Data[a.Off : a.Off+n*rowSize]
		for i := n - 1; i > 0; i-- {
			j := int(r.npBelow(int64(i + 1)))
			if j != i {
				ri := d[i*rowSize : (i+1)*rowSize]
				rj := d[j*rowSize : (j+1)*rowSize]
				for k := range ri {
					ri[k], rj[k] = rj[k], ri[k]
				}
			}
		}
		return
	}
	for i := n - 1; i > 0; i-- {
		j := int(r.npBelow(int64(i + 1)))
		if j == i {
			continue
		}
		di, dj := i*s, j*s
		row.Each(func(off int) {
			a.Data[off+di], a.Data[off+dj] = a.Data[off+dj], a.Data[off+di]
		})
	}
}

// NPPermutation returns np.random.permutation(a): a shuffled C-ordered copy of a.
func NPPermutation[T Elem, D Dims](r *Random, a Array[T, D]) Array[T, D] {
	c := a.Copy()
	NPShuffle(r, c)
	return c
}

// NPPermutationN returns np.random.permutation(n): arange(n) shuffled (empty when n <= 0).
func NPPermutationN(r *Random, n int64) Vector[int64] {
	a := Empty[int64]([1]int{int(max(n, 0))})
	for i := range a.Data {
		a.Data[i] = int64(i)
	}
	NPShuffle(r, a)
	return a
}
