package kernels

import (
	"math"
	"math/bits"
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
// log, exp and pow are computed as glibc computes them (glibcLog, glibcExp, glibcPow below), since Numba calls the C
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
func (r *Random) NPStandardExponential() float64 { return -glibcLog(1.0 - r.Float64()) }

// NPExponential returns np.random.exponential(scale) = -log(1 - random()) * scale. Like Numba it does not check
// scale.
func (r *Random) NPExponential(scale float64) float64 { return -glibcLog(1.0-r.Float64()) * scale }

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
			v := glibcLog(u1/(1.0-u1)) / ainv
			x := float64(alpha * glibcExp(v))
			z := float64(u1*u1) * u2
			rr := bbb + float64(ccc*v) - x
			if rr+npSGMagicConst-float64(4.5*z) >= 0.0 || rr >= glibcLog(z) {
				return x * beta
			}
		}
	case alpha == 1.0:
		return -glibcLog(1.0-r.Float64()) * beta
	default:
		// Algorithm GS of Statistical Computing, Kennedy & Gentle.
		var x float64
		for {
			u := r.Float64()
			b := (math.E + alpha) / math.E
			p := float64(b * u)
			if p <= 1.0 {
				x = glibcPow(p, 1.0/alpha)
			} else {
				x = -glibcLog((b - p) / alpha)
			}
			u1 := r.Float64()
			if p > 1.0 {
				if u1 <= glibcPow(x, alpha-1.0) {
					break
				}
			} else if u1 <= glibcExp(-x) {
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
func (r *Random) NPLognormal(mean, sigma float64) float64 { return glibcExp(r.Gauss(mean, sigma)) }

// NPLaplace returns np.random.laplace(loc, scale) as Numba computes it: with U = random(),
// loc + scale*log(2U) when U < 0.5, else loc - scale*log(2 - 2U).
func (r *Random) NPLaplace(loc, scale float64) float64 {
	u := r.Float64()
	if u < 0.5 {
		return loc + float64(scale*glibcLog(u+u))
	}
	return loc - float64(scale*glibcLog(2.0-u-u))
}

// NPLogistic returns np.random.logistic(loc, scale) = loc + scale*log(U/(1-U)), U = random().
func (r *Random) NPLogistic(loc, scale float64) float64 {
	u := r.Float64()
	return loc + float64(scale*glibcLog(u/(1.0-u)))
}

// NPGumbel returns np.random.gumbel(loc, scale) = loc - scale*log(-log(1 - random())).
func (r *Random) NPGumbel(loc, scale float64) float64 {
	u := 1.0 - r.Float64()
	return loc - float64(scale*glibcLog(-glibcLog(u)))
}

// NPPareto returns np.random.pareto(a) = 1/(1-random())**(1/a) - 1. Like Numba it does not check a.
func (r *Random) NPPareto(a float64) float64 {
	u := 1.0 - r.Float64()
	return 1.0/glibcPow(u, 1.0/a) - 1
}

// NPWeibull returns np.random.weibull(a) = (-log(1-random()))**(1/a). Like Numba it does not check a.
func (r *Random) NPWeibull(a float64) float64 {
	u := 1.0 - r.Float64()
	return glibcPow(-glibcLog(u), 1.0/a)
}

// NPRayleigh returns np.random.rayleigh(scale) = scale*sqrt(-2*log(1-random())); it panics with *ValueError
// "rayleigh(): mode <= 0" when scale <= 0.
func (r *Random) NPRayleigh(scale float64) float64 {
	if scale <= 0.0 {
		raiseValue("rayleigh(): mode <= 0")
	}
	return scale * math.Sqrt(-2.0*glibcLog(1.0-r.Float64()))
}

// NPPower returns np.random.power(a) = (1 - exp(-standard_exponential()))**(1/a); it panics with *ValueError
// "power(): a <= 0" when a <= 0.
func (r *Random) NPPower(a float64) float64 {
	if a <= 0.0 {
		raiseValue("power(): a <= 0")
	}
	return glibcPow(1-glibcExp(-r.NPStandardExponential()), 1./a)
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
	enlam := glibcExp(-lam)
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
	loglam := glibcLog(lam)
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
		if glibcLog(v)+glibcLog(invalpha)-glibcLog(a/float64(us*us)+b) <= -lam+float64(float64(k)*loglam)-loggam(float64(k)+1) {
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
	gl := gl0/x0 + npHalfLog2Pi + float64((x0-0.5)*glibcLog(x0)) - x0
	if x <= 7.0 {
		for k := int64(1); k <= n; k++ {
			gl -= glibcLog(x0 - 1.0)
			x0 -= 1.0
		}
	}
	return gl
}

// npIntPow returns x**n for n >= 0 as Numba computes a float to an integer power: binary powering up to n = 65536,
// C's pow beyond.
func npIntPow(x float64, n int64) float64 {
	if n > 0x10000 {
		return glibcPow(x, float64(n))
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
	return int64(math.Ceil(glibcLog(1.0-r.Float64()) / glibcLog(q)))
}

// NPZipf returns np.random.zipf(a) by NumPy's rejection algorithm; it panics with *ValueError "zipf(): a <= 1".
func (r *Random) NPZipf(a float64) int64 {
	if a <= 1.0 {
		raiseValue("zipf(): a <= 1")
	}
	am1 := a - 1.0
	b := glibcExp2(am1) // LLVM turns 2.0**am1 into exp2(am1)
	for {
		u := 1.0 - r.Float64()
		v := r.Float64()
		x := int64(math.Floor(glibcPow(u, -1.0/am1)))
		t := glibcPow(1.0+1.0/float64(x), am1)
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
	lr := glibcLog(1.0 - p)
	v := r.Float64()
	if v >= p {
		return 1
	}
	u := r.Float64()
	q := 1.0 - glibcExp(lr*u)
	if v <= q*q {
		return int64(1.0 + glibcLog(v)/glibcLog(q))
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
	n := a.Shape[0]
	if n < 2 {
		return
	}
	s := a.Strides[0]
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
	row.Shape[0] = 1
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

// The functions below reproduce glibc 2.36's log, exp and pow on x86-64 bit for bit. Numba calls them for math.log,
// math.exp and ** (and _random.c calls log), and they are not correctly rounded: about one result in 10^4 differs
// from the correctly rounded logCR, Exp and pow. On a CPU with FMA and AVX2 glibc selects its __log_fma, __exp_fma
// and __pow_fma builds of sysdeps/ieee754/dbl-64/e_log.c, e_exp.c and e_pow.c, in which GCC fused many a*b+c into
// one rounding; the code below follows the instruction sequences of those builds (each math.FMA stands for a fused
// instruction), and the tables are glibc's __log_data, __exp_data and __pow_log_data. CPUs without FMA run other
// builds, which round differently in rare cases; the Numba oracle of the tests runs the FMA builds.

// Coefficients of __log_data.
const (
	glibcLogLn2Hi = 0x1.62e42fefa3800p-1
	glibcLogLn2Lo = 0x1.ef35793c76730p-45
	glibcLogA0    = -0x1.0000000000001p-1
	glibcLogA1    = 0x1.555555551305bp-2
	glibcLogA2    = -0x1.fffffffeb4590p-3
	glibcLogA3    = 0x1.999b324f10111p-3
	glibcLogA4    = -0x1.55575e506c89fp-3
	glibcLogB0    = -0x1.0000000000000p-1
	glibcLogB1    = 0x1.5555555555577p-2
	glibcLogB2    = -0x1.ffffffffffdcbp-3
	glibcLogB3    = 0x1.999999995dd0cp-3
	glibcLogB4    = -0x1.55555556745a7p-3
	glibcLogB5    = 0x1.24924a344de30p-3
	glibcLogB6    = -0x1.fffffa4423d65p-4
	glibcLogB7    = 0x1.c7184282ad6cap-4
	glibcLogB8    = -0x1.999eb43b068ffp-4
	glibcLogB9    = 0x1.78182f7afd085p-4
	glibcLogB10   = -0x1.5521375d145cdp-4
)

// glibcLog returns log(x) as glibc's __log_fma computes it.
func glibcLog(x float64) float64 {
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
		p := math.FMA(r2, glibcLogB3, math.FMA(r, glibcLogB2, glibcLogB1))
		q := math.FMA(r2, glibcLogB6, math.FMA(r, glibcLogB5, glibcLogB4))
		s := math.FMA(r2, glibcLogB9, math.FMA(r, glibcLogB8, glibcLogB7))
		s = math.FMA(r3, glibcLogB10, s)
		p = math.FMA(math.FMA(s, r3, q), r3, p)
		rhi := math.FMA(-0x1p27, r, math.FMA(r, 0x1p27, r))
		rr := rhi * rhi
		h := math.FMA(rr, glibcLogB0, r)
		l := math.FMA(rr, glibcLogB0, r-h)
		l = math.FMA(glibcLogB0*(r-rhi), r+rhi, l)
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
	invc, logc := glibcLogTab[i][0], glibcLogTab[i][1]
	kd := float64(k)
	w := math.FMA(kd, glibcLogLn2Hi, logc)
	r := math.FMA(z, invc, -1.0)
	h := w + r
	l := math.FMA(kd, glibcLogLn2Lo, w-h+r)
	r2 := r * r
	l = math.FMA(r2, glibcLogA0, l)
	p := math.FMA(math.FMA(r, glibcLogA4, glibcLogA3), r2, math.FMA(r, glibcLogA2, glibcLogA1))
	return math.FMA(r*r2, p, l) + h
}

// Coefficients of __exp_data.
const (
	glibcExpInvLn2N   = 0x1.71547652b82fep+7
	glibcExpNegLn2HiN = -0x1.62e42fefa0000p-8
	glibcExpNegLn2LoN = -0x1.cf79abc9e3b3ap-47
	glibcExpC2        = 0x1.ffffffffffdbdp-2
	glibcExpC3        = 0x1.555555555543cp-3
	glibcExpC4        = 0x1.55555cf172b91p-5
	glibcExpC5        = 0x1.1111167a4d017p-7
	glibcExpShift     = 0x1.8p52
)

// glibcExp returns exp(x) as glibc's __exp_fma computes it.
func glibcExp(x float64) float64 {
	ix := math.Float64bits(x)
	abstop := uint32(ix>>52) & 0x7ff
	if abstop-0x3c9 >= 0x408-0x3c9 {
		if int32(abstop-0x3c9) < 0 {
			return 1.0 + x // |x| < 0x1p-54
		}
		if abstop >= 0x409 {
			switch {
			case ix == 0xfff0000000000000:
				return 0
			case abstop >= 0x7ff:
				return 1.0 + x
			case ix>>63 != 0:
				return 0 // underflow
			default:
				return math.Inf(1)
			}
		}
		abstop = 0 // large |x|: the result may overflow or be subnormal
	}
	kd := math.FMA(x, glibcExpInvLn2N, glibcExpShift)
	ki := math.Float64bits(kd)
	kd -= glibcExpShift
	r := math.FMA(kd, glibcExpNegLn2LoN, math.FMA(kd, glibcExpNegLn2HiN, x))
	return glibcExpTail(r, ki, ki, abstop == 0)
}

// glibcExpTail finishes exp_inline: 2^(ki/128) * exp(r), with the scale's sign and exponent from top.
func glibcExpTail(r float64, ki, top uint64, special bool) float64 {
	idx := 2 * (ki % 128)
	sbits := glibcExpTab[idx+1] + top<<45
	r2 := r * r
	tmp := math.FMA(math.FMA(r, glibcExpC3, glibcExpC2), r2, r+math.Float64frombits(glibcExpTab[idx]))
	tmp = math.FMA(r2*r2, math.FMA(r, glibcExpC5, glibcExpC4), tmp)
	if special {
		return glibcExpSpecial(tmp, sbits, ki)
	}
	scale := math.Float64frombits(sbits)
	return math.FMA(scale, tmp, scale)
}

// glibcExpSpecial is specialcase of e_exp.c and e_pow.c (which agree for positive results): scale*(1+tmp) when the
// scale's exponent may have overflowed or the result is subnormal.
func glibcExpSpecial(tmp float64, sbits, ki uint64) float64 {
	if ki&0x80000000 == 0 {
		scale := math.Float64frombits(sbits - 1009<<52)
		return math.FMA(scale, tmp, scale) * 0x1p1009
	}
	sbits += 1022 << 52
	scale := math.Float64frombits(sbits)
	st := float64(tmp * scale)
	y := scale + st
	if math.Abs(y) < 1.0 {
		one := 1.0
		if y < 0.0 {
			one = -1.0
		}
		l := scale - y + st
		h := one + y
		l = one - h + y + l
		y = l + h - one
		if y == 0 {
			y = math.Float64frombits(sbits & 0x8000000000000000)
		}
	}
	return y * 0x1p-1022
}

// Coefficients of exp2 in __exp_data.
const (
	glibcExp2Shift = 0x1.8p45
	glibcExp2C1    = 0x1.62e42fefa39efp-1
	glibcExp2C2    = 0x1.ebfbdff82c424p-3
	glibcExp2C3    = 0x1.c6b08d70cf4b5p-5
	glibcExp2C4    = 0x1.3b2abd24650ccp-7
	glibcExp2C5    = 0x1.5d7e09b4e3a84p-10
)

// glibcExp2 returns exp2(x) as glibc's e_exp2.c computes it; glibc has no FMA build of exp2, so nothing is fused.
// LLVM turns 2.0**x into exp2(x).
func glibcExp2(x float64) float64 {
	ix := math.Float64bits(x)
	abstop := uint32(ix>>52) & 0x7ff
	if abstop-0x3c9 >= 0x408-0x3c9 {
		if int32(abstop-0x3c9) < 0 {
			return 1.0 + x // |x| < 0x1p-54
		}
		if abstop >= 0x409 {
			switch {
			case ix == 0xfff0000000000000:
				return 0
			case abstop >= 0x7ff:
				return 1.0 + x
			case ix>>63 == 0:
				return math.Inf(1)
			case ix >= 0xc090cc0000000000: // x <= -1075
				return 0
			}
		}
		if 2*ix > 2*0x408d000000000000 { // |x| > 928
			abstop = 0
		}
	}
	kd := x + glibcExp2Shift
	ki := math.Float64bits(kd)
	kd -= glibcExp2Shift
	r := x - kd
	idx := 2 * (ki % 128)
	sbits := glibcExpTab[idx+1] + ki<<45
	r2 := float64(r * r)
	tmp := math.Float64frombits(glibcExpTab[idx]) + float64(r*glibcExp2C1) +
		float64(r2*(glibcExp2C2+float64(r*glibcExp2C3))) + float64(float64(r2*r2)*(glibcExp2C4+float64(r*glibcExp2C5)))
	if abstop == 0 {
		if ki&0x80000000 == 0 {
			scale := math.Float64frombits(sbits - 1<<52)
			return 2 * (scale + float64(scale*tmp))
		}
		sbits += 1022 << 52
		scale := math.Float64frombits(sbits)
		st := float64(tmp * scale)
		y := scale + st
		if y < 1.0 {
			l := scale - y + st
			h := 1.0 + y
			l = 1.0 - h + y + l
			y = l + h - 1.0
			if y == 0 {
				y = 0
			}
		}
		return y * 0x1p-1022
	}
	scale := math.Float64frombits(sbits)
	return scale + float64(scale*tmp)
}

// Coefficients of __pow_log_data.
const (
	glibcPowLn2Hi = 0x1.62e42fefa3800p-1
	glibcPowLn2Lo = 0x1.ef35793c76730p-45
	glibcPowA0    = -0x1.0000000000000p-1
	glibcPowA1    = -0x1.5555555555560p-1
	glibcPowA2    = 0x1.0000000000006p-1
	glibcPowA3    = 0x1.999999959554ep-1
	glibcPowA4    = -0x1.555555529a47ap-1
	glibcPowA5    = -0x1.2495b9b4845e9p+0
	glibcPowA6    = 0x1.0002b8b263fc3p+0
)

// glibcPowCheckInt returns 0 if the finite nonzero double with bits iy is not an integer, 1 if it is odd and 2 if
// even.
func glibcPowCheckInt(iy uint64) int {
	e := int(iy >> 52 & 0x7ff)
	if e < 0x3ff {
		return 0
	}
	if e > 0x3ff+52 {
		return 2
	}
	if iy&(1<<(0x3ff+52-e)-1) != 0 {
		return 0
	}
	if iy&(1<<(0x3ff+52-e)) != 0 {
		return 1
	}
	return 2
}

// glibcZeroInfNaN reports whether the double with bits i is ±0, ±Inf or NaN.
func glibcZeroInfNaN(i uint64) bool { return 2*i-1 >= 2*0x7ff0000000000000-1 }

// glibcIsSignaling reports whether the double with bits i is a signaling NaN.
func glibcIsSignaling(i uint64) bool { return (i^0x0008000000000000)<<1 > 0xfff0000000000000 }

// glibcPow returns pow(x, y) as glibc's __pow_fma computes it.
func glibcPow(x, y float64) float64 {
	ix, iy := math.Float64bits(x), math.Float64bits(y)
	topx, topy := uint32(ix>>52), uint32(iy>>52)
	var signBias uint64
	if topx-0x001 >= 0x7ff-0x001 || topy&0x7ff-0x3be >= 0x43e-0x3be {
		// x is negative, zero, subnormal, infinite or NaN, or |y| < 0x1p-65, |y| >= 0x1p63 or y is NaN.
		if glibcZeroInfNaN(iy) {
			switch {
			case 2*iy == 0:
				if glibcIsSignaling(ix) {
					return x + y
				}
				return 1.0
			case ix == 0x3ff0000000000000:
				if glibcIsSignaling(iy) {
					return x + y
				}
				return 1.0
			case 2*ix > 2*0x7ff0000000000000 || 2*iy > 2*0x7ff0000000000000:
				return x + y
			case 2*ix == 2*0x3ff0000000000000:
				return 1.0
			case (2*ix < 2*0x3ff0000000000000) == (iy>>63 == 0):
				return 0.0
			}
			return y * y
		}
		if glibcZeroInfNaN(ix) {
			x2 := x * x
			if ix>>63 != 0 && glibcPowCheckInt(iy) == 1 {
				x2 = -x2
			}
			if iy>>63 != 0 {
				return 1 / x2
			}
			return x2
		}
		// x and y are finite and nonzero.
		if ix>>63 != 0 {
			switch glibcPowCheckInt(iy) {
			case 0:
				return math.NaN()
			case 1:
				signBias = 0x800 << 7
			}
			ix &= 0x7fffffffffffffff
			topx &= 0x7ff
		}
		if topy&0x7ff-0x3be >= 0x43e-0x3be {
			if ix == 0x3ff0000000000000 {
				return 1.0
			}
			if topy&0x7ff < 0x3be {
				// |y| < 0x1p-65: x^y ~= 1 + y*log(x).
				if ix > 0x3ff0000000000000 {
					return 1.0 + y
				}
				return 1.0 - y
			}
			if (ix > 0x3ff0000000000000) == (topy < 0x800) {
				return math.Inf(1)
			}
			return 0
		}
		if topx == 0 {
			// Subnormal x: normalize.
			ix = math.Float64bits(x*0x1p52)&0x7fffffffffffffff - 52<<52
		}
	}

	// log_inline: hi + lo = log(x) in extra precision.
	tmp := ix - 0x3fe6955500000000
	i := (tmp >> 45) % 128
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	kd := float64(k)
	invc, logc, logctail := glibcPowLogTab[i][0], glibcPowLogTab[i][1], glibcPowLogTab[i][2]
	t1 := math.FMA(kd, glibcPowLn2Hi, logc)
	lo1 := math.FMA(kd, glibcPowLn2Lo, logctail)
	r := math.FMA(z, invc, -1.0)
	ar := r * glibcPowA0
	t2 := r + t1
	ar2 := float64(r * ar)
	ar3 := r * ar2
	lo3 := math.FMA(ar, r, -ar2)
	lo2 := t1 - t2 + r
	h := t2 + ar2
	lo4 := t2 - h + ar2
	q := math.FMA(math.FMA(r, glibcPowA6, glibcPowA5), ar2, math.FMA(r, glibcPowA4, glibcPowA3))
	q = math.FMA(ar2, q, math.FMA(r, glibcPowA2, glibcPowA1))
	l := math.FMA(ar3, q, lo1+lo2+lo3+lo4)
	lhi := h + l
	llo := h - lhi + l

	// ehi + elo = y * (lhi + llo), then exp_inline.
	ehi := y * lhi
	elo := math.FMA(y, llo, math.FMA(lhi, y, -ehi))
	abstop := uint32(math.Float64bits(ehi)>>52) & 0x7ff
	if abstop-0x3c9 >= 0x408-0x3c9 {
		if int32(abstop-0x3c9) < 0 {
			one := 1.0 + ehi
			if signBias != 0 {
				return -one
			}
			return one
		}
		if abstop >= 0x409 {
			v := math.Inf(1)
			if math.Float64bits(ehi)>>63 != 0 {
				v = 0
			}
			if signBias != 0 {
				return -v
			}
			return v
		}
		abstop = 0
	}
	kdx := math.FMA(ehi, glibcExpInvLn2N, glibcExpShift)
	ki := math.Float64bits(kdx)
	kdx -= glibcExpShift
	er := math.FMA(kdx, glibcExpNegLn2LoN, math.FMA(kdx, glibcExpNegLn2HiN, ehi))
	return glibcExpTail(elo+er, ki, ki+signBias, abstop == 0)
}

// glibcLogTab is __log_data.tab: {invc, logc} for each of the 128 subintervals.
var glibcLogTab = [128][2]float64{
	{0x1.734f0c3e0de9fp+0, -0x1.7cc7f79e69000p-2},
	{0x1.713786a2ce91fp+0, -0x1.76feec20d0000p-2},
	{0x1.6f26008fab5a0p+0, -0x1.713e31351e000p-2},
	{0x1.6d1a61f138c7dp+0, -0x1.6b85b38287800p-2},
	{0x1.6b1490bc5b4d1p+0, -0x1.65d5590807800p-2},
	{0x1.69147332f0cbap+0, -0x1.602d076180000p-2},
	{0x1.6719f18224223p+0, -0x1.5a8ca86909000p-2},
	{0x1.6524f99a51ed9p+0, -0x1.54f4356035000p-2},
	{0x1.63356aa8f24c4p+0, -0x1.4f637c36b4000p-2},
	{0x1.614b36b9ddc14p+0, -0x1.49da7fda85000p-2},
	{0x1.5f66452c65c4cp+0, -0x1.445923989a800p-2},
	{0x1.5d867b5912c4fp+0, -0x1.3edf439b0b800p-2},
	{0x1.5babccb5b90dep+0, -0x1.396ce448f7000p-2},
	{0x1.59d61f2d91a78p+0, -0x1.3401e17bda000p-2},
	{0x1.5805612465687p+0, -0x1.2e9e2ef468000p-2},
	{0x1.56397cee76bd3p+0, -0x1.2941b3830e000p-2},
	{0x1.54725e2a77f93p+0, -0x1.23ec58cda8800p-2},
	{0x1.52aff42064583p+0, -0x1.1e9e129279000p-2},
	{0x1.50f22dbb2bddfp+0, -0x1.1956d2b48f800p-2},
	{0x1.4f38f4734ded7p+0, -0x1.141679ab9f800p-2},
	{0x1.4d843cfde2840p+0, -0x1.0edd094ef9800p-2},
	{0x1.4bd3ec078a3c8p+0, -0x1.09aa518db1000p-2},
	{0x1.4a27fc3e0258ap+0, -0x1.047e65263b800p-2},
	{0x1.4880524d48434p+0, -0x1.feb224586f000p-3},
	{0x1.46dce1b192d0bp+0, -0x1.f474a7517b000p-3},
	{0x1.453d9d3391854p+0, -0x1.ea4443d103000p-3},
	{0x1.43a2744b4845ap+0, -0x1.e020d44e9b000p-3},
	{0x1.420b54115f8fbp+0, -0x1.d60a22977f000p-3},
	{0x1.40782da3ef4b1p+0, -0x1.cc00104959000p-3},
	{0x1.3ee8f5d57fe8fp+0, -0x1.c202956891000p-3},
	{0x1.3d5d9a00b4ce9p+0, -0x1.b81178d811000p-3},
	{0x1.3bd60c010c12bp+0, -0x1.ae2c9ccd3d000p-3},
	{0x1.3a5242b75dab8p+0, -0x1.a45402e129000p-3},
	{0x1.38d22cd9fd002p+0, -0x1.9a877681df000p-3},
	{0x1.3755bc5847a1cp+0, -0x1.90c6d69483000p-3},
	{0x1.35dce49ad36e2p+0, -0x1.87120a645c000p-3},
	{0x1.34679984dd440p+0, -0x1.7d68fb4143000p-3},
	{0x1.32f5cceffcb24p+0, -0x1.73cb83c627000p-3},
	{0x1.3187775a10d49p+0, -0x1.6a39a9b376000p-3},
	{0x1.301c8373e3990p+0, -0x1.60b3154b7a000p-3},
	{0x1.2eb4ebb95f841p+0, -0x1.5737d76243000p-3},
	{0x1.2d50a0219a9d1p+0, -0x1.4dc7b8fc23000p-3},
	{0x1.2bef9a8b7fd2ap+0, -0x1.4462c51d20000p-3},
	{0x1.2a91c7a0c1babp+0, -0x1.3b08abc830000p-3},
	{0x1.293726014b530p+0, -0x1.31b996b490000p-3},
	{0x1.27dfa5757a1f5p+0, -0x1.2875490a44000p-3},
	{0x1.268b39b1d3bbfp+0, -0x1.1f3b9f879a000p-3},
	{0x1.2539d838ff5bdp+0, -0x1.160c8252ca000p-3},
	{0x1.23eb7aac9083bp+0, -0x1.0ce7f57f72000p-3},
	{0x1.22a012ba940b6p+0, -0x1.03cdc49fea000p-3},
	{0x1.2157996cc4132p+0, -0x1.f57bdbc4b8000p-4},
	{0x1.201201dd2fc9bp+0, -0x1.e370896404000p-4},
	{0x1.1ecf4494d480bp+0, -0x1.d17983ef94000p-4},
	{0x1.1d8f5528f6569p+0, -0x1.bf9674ed8a000p-4},
	{0x1.1c52311577e7cp+0, -0x1.adc79202f6000p-4},
	{0x1.1b17c74cb26e9p+0, -0x1.9c0c3e7288000p-4},
	{0x1.19e010c2c1ab6p+0, -0x1.8a646b372c000p-4},
	{0x1.18ab07bb670bdp+0, -0x1.78d01b3ac0000p-4},
	{0x1.1778a25efbcb6p+0, -0x1.674f145380000p-4},
	{0x1.1648d354c31dap+0, -0x1.55e0e6d878000p-4},
	{0x1.151b990275fddp+0, -0x1.4485cdea1e000p-4},
	{0x1.13f0ea432d24cp+0, -0x1.333d94d6aa000p-4},
	{0x1.12c8b7210f9dap+0, -0x1.22079f8c56000p-4},
	{0x1.11a3028ecb531p+0, -0x1.10e4698622000p-4},
	{0x1.107fbda8434afp+0, -0x1.ffa6c6ad20000p-5},
	{0x1.0f5ee0f4e6bb3p+0, -0x1.dda8d4a774000p-5},
	{0x1.0e4065d2a9fcep+0, -0x1.bbcece4850000p-5},
	{0x1.0d244632ca521p+0, -0x1.9a1894012c000p-5},
	{0x1.0c0a77ce2981ap+0, -0x1.788583302c000p-5},
	{0x1.0af2f83c636d1p+0, -0x1.5715e67d68000p-5},
	{0x1.09ddb98a01339p+0, -0x1.35c8a49658000p-5},
	{0x1.08cabaf52e7dfp+0, -0x1.149e364154000p-5},
	{0x1.07b9f2f4e28fbp+0, -0x1.e72c082eb8000p-6},
	{0x1.06ab58c358f19p+0, -0x1.a55f152528000p-6},
	{0x1.059eea5ecf92cp+0, -0x1.63d62cf818000p-6},
	{0x1.04949cdd12c90p+0, -0x1.228fb8caa0000p-6},
	{0x1.038c6c6f0ada9p+0, -0x1.c317b20f90000p-7},
	{0x1.02865137932a9p+0, -0x1.419355daa0000p-7},
	{0x1.0182427ea7348p+0, -0x1.81203c2ec0000p-8},
	{0x1.008040614b195p+0, -0x1.0040979240000p-9},
	{0x1.fe01ff726fa1ap-1, 0x1.feff384900000p-9},
	{0x1.fa11cc261ea74p-1, 0x1.7dc41353d0000p-7},
	{0x1.f6310b081992ep-1, 0x1.3cea3c4c28000p-6},
	{0x1.f25f63ceeadcdp-1, 0x1.b9fc114890000p-6},
	{0x1.ee9c8039113e7p-1, 0x1.1b0d8ce110000p-5},
	{0x1.eae8078cbb1abp-1, 0x1.58a5bd001c000p-5},
	{0x1.e741aa29d0c9bp-1, 0x1.95c8340d88000p-5},
	{0x1.e3a91830a99b5p-1, 0x1.d276aef578000p-5},
	{0x1.e01e009609a56p-1, 0x1.07598e598c000p-4},
	{0x1.dca01e577bb98p-1, 0x1.253f5e30d2000p-4},
	{0x1.d92f20b7c9103p-1, 0x1.42edd8b380000p-4},
	{0x1.d5cac66fb5ccep-1, 0x1.606598757c000p-4},
	{0x1.d272caa5ede9dp-1, 0x1.7da76356a0000p-4},
	{0x1.cf26e3e6b2ccdp-1, 0x1.9ab434e1c6000p-4},
	{0x1.cbe6da2a77902p-1, 0x1.b78c7bb0d6000p-4},
	{0x1.c8b266d37086dp-1, 0x1.d431332e72000p-4},
	{0x1.c5894bd5d5804p-1, 0x1.f0a3171de6000p-4},
	{0x1.c26b533bb9f8cp-1, 0x1.067152b914000p-3},
	{0x1.bf583eeece73fp-1, 0x1.147858292b000p-3},
	{0x1.bc4fd75db96c1p-1, 0x1.2266ecdca3000p-3},
	{0x1.b951e0c864a28p-1, 0x1.303d7a6c55000p-3},
	{0x1.b65e2c5ef3e2cp-1, 0x1.3dfc33c331000p-3},
	{0x1.b374867c9888bp-1, 0x1.4ba366b7a8000p-3},
	{0x1.b094b211d304ap-1, 0x1.5933928d1f000p-3},
	{0x1.adbe885f2ef7ep-1, 0x1.66acd2418f000p-3},
	{0x1.aaf1d31603da2p-1, 0x1.740f8ec669000p-3},
	{0x1.a82e63fd358a7p-1, 0x1.815c0f51af000p-3},
	{0x1.a5740ef09738bp-1, 0x1.8e92954f68000p-3},
	{0x1.a2c2a90ab4b27p-1, 0x1.9bb3602f84000p-3},
	{0x1.a01a01393f2d1p-1, 0x1.a8bed1c2c0000p-3},
	{0x1.9d79f24db3c1bp-1, 0x1.b5b515c01d000p-3},
	{0x1.9ae2505c7b190p-1, 0x1.c2967ccbcc000p-3},
	{0x1.9852ef297ce2fp-1, 0x1.cf635d5486000p-3},
	{0x1.95cbaeea44b75p-1, 0x1.dc1bd3446c000p-3},
	{0x1.934c69de74838p-1, 0x1.e8c01b8cfe000p-3},
	{0x1.90d4f2f6752e6p-1, 0x1.f5509c0179000p-3},
	{0x1.8e6528effd79dp-1, 0x1.00e6c121fb800p-2},
	{0x1.8bfce9fcc007cp-1, 0x1.071b80e93d000p-2},
	{0x1.899c0dabec30ep-1, 0x1.0d46b9e867000p-2},
	{0x1.87427aa2317fbp-1, 0x1.13687334bd000p-2},
	{0x1.84f00acb39a08p-1, 0x1.1980d67234800p-2},
	{0x1.82a49e8653e55p-1, 0x1.1f8ffe0cc8000p-2},
	{0x1.8060195f40260p-1, 0x1.2595fd7636800p-2},
	{0x1.7e22563e0a329p-1, 0x1.2b9300914a800p-2},
	{0x1.7beb377dcb5adp-1, 0x1.3187210436000p-2},
	{0x1.79baa679725c2p-1, 0x1.377266dec1800p-2},
	{0x1.77907f2170657p-1, 0x1.3d54ffbaf3000p-2},
	{0x1.756cadbd6130cp-1, 0x1.432eee32fe000p-2},
}

// glibcPowLogTab is __pow_log_data.tab: {invc, logc, logctail} for each of the 128 subintervals.
var glibcPowLogTab = [128][3]float64{
	{0x1.6a00000000000p+0, -0x1.62c82f2b9c800p-2, 0x1.ab42428375680p-48},
	{0x1.6800000000000p+0, -0x1.5d1bdbf580800p-2, -0x1.ca508d8e0f720p-46},
	{0x1.6600000000000p+0, -0x1.5767717455800p-2, -0x1.362a4d5b6506dp-45},
	{0x1.6400000000000p+0, -0x1.51aad872df800p-2, -0x1.684e49eb067d5p-49},
	{0x1.6200000000000p+0, -0x1.4be5f95777800p-2, -0x1.41b6993293ee0p-47},
	{0x1.6000000000000p+0, -0x1.4618bc21c6000p-2, 0x1.3d82f484c84ccp-46},
	{0x1.5e00000000000p+0, -0x1.404308686a800p-2, 0x1.c42f3ed820b3ap-50},
	{0x1.5c00000000000p+0, -0x1.3a64c55694800p-2, 0x1.0b1c686519460p-45},
	{0x1.5a00000000000p+0, -0x1.347dd9a988000p-2, 0x1.5594dd4c58092p-45},
	{0x1.5800000000000p+0, -0x1.2e8e2bae12000p-2, 0x1.67b1e99b72bd8p-45},
	{0x1.5600000000000p+0, -0x1.2895a13de8800p-2, 0x1.5ca14b6cfb03fp-46},
	{0x1.5600000000000p+0, -0x1.2895a13de8800p-2, 0x1.5ca14b6cfb03fp-46},
	{0x1.5400000000000p+0, -0x1.22941fbcf7800p-2, -0x1.65a242853da76p-46},
	{0x1.5200000000000p+0, -0x1.1c898c1699800p-2, -0x1.fafbc68e75404p-46},
	{0x1.5000000000000p+0, -0x1.1675cababa800p-2, 0x1.f1fc63382a8f0p-46},
	{0x1.4e00000000000p+0, -0x1.1058bf9ae4800p-2, -0x1.6a8c4fd055a66p-45},
	{0x1.4c00000000000p+0, -0x1.0a324e2739000p-2, -0x1.c6bee7ef4030ep-47},
	{0x1.4a00000000000p+0, -0x1.0402594b4d000p-2, -0x1.036b89ef42d7fp-48},
	{0x1.4a00000000000p+0, -0x1.0402594b4d000p-2, -0x1.036b89ef42d7fp-48},
	{0x1.4800000000000p+0, -0x1.fb9186d5e4000p-3, 0x1.d572aab993c87p-47},
	{0x1.4600000000000p+0, -0x1.ef0adcbdc6000p-3, 0x1.b26b79c86af24p-45},
	{0x1.4400000000000p+0, -0x1.e27076e2af000p-3, -0x1.72f4f543fff10p-46},
	{0x1.4200000000000p+0, -0x1.d5c216b4fc000p-3, 0x1.1ba91bbca681bp-45},
	{0x1.4000000000000p+0, -0x1.c8ff7c79aa000p-3, 0x1.7794f689f8434p-45},
	{0x1.4000000000000p+0, -0x1.c8ff7c79aa000p-3, 0x1.7794f689f8434p-45},
	{0x1.3e00000000000p+0, -0x1.bc286742d9000p-3, 0x1.94eb0318bb78fp-46},
	{0x1.3c00000000000p+0, -0x1.af3c94e80c000p-3, 0x1.a4e633fcd9066p-52},
	{0x1.3a00000000000p+0, -0x1.a23bc1fe2b000p-3, -0x1.58c64dc46c1eap-45},
	{0x1.3a00000000000p+0, -0x1.a23bc1fe2b000p-3, -0x1.58c64dc46c1eap-45},
	{0x1.3800000000000p+0, -0x1.9525a9cf45000p-3, -0x1.ad1d904c1d4e3p-45},
	{0x1.3600000000000p+0, -0x1.87fa06520d000p-3, 0x1.bbdbf7fdbfa09p-45},
	{0x1.3400000000000p+0, -0x1.7ab890210e000p-3, 0x1.bdb9072534a58p-45},
	{0x1.3400000000000p+0, -0x1.7ab890210e000p-3, 0x1.bdb9072534a58p-45},
	{0x1.3200000000000p+0, -0x1.6d60fe719d000p-3, -0x1.0e46aa3b2e266p-46},
	{0x1.3000000000000p+0, -0x1.5ff3070a79000p-3, -0x1.e9e439f105039p-46},
	{0x1.3000000000000p+0, -0x1.5ff3070a79000p-3, -0x1.e9e439f105039p-46},
	{0x1.2e00000000000p+0, -0x1.526e5e3a1b000p-3, -0x1.0de8b90075b8fp-45},
	{0x1.2c00000000000p+0, -0x1.44d2b6ccb8000p-3, 0x1.70cc16135783cp-46},
	{0x1.2c00000000000p+0, -0x1.44d2b6ccb8000p-3, 0x1.70cc16135783cp-46},
	{0x1.2a00000000000p+0, -0x1.371fc201e9000p-3, 0x1.178864d27543ap-48},
	{0x1.2800000000000p+0, -0x1.29552f81ff000p-3, -0x1.48d301771c408p-45},
	{0x1.2600000000000p+0, -0x1.1b72ad52f6000p-3, -0x1.e80a41811a396p-45},
	{0x1.2600000000000p+0, -0x1.1b72ad52f6000p-3, -0x1.e80a41811a396p-45},
	{0x1.2400000000000p+0, -0x1.0d77e7cd09000p-3, 0x1.a699688e85bf4p-47},
	{0x1.2400000000000p+0, -0x1.0d77e7cd09000p-3, 0x1.a699688e85bf4p-47},
	{0x1.2200000000000p+0, -0x1.fec9131dbe000p-4, -0x1.575545ca333f2p-45},
	{0x1.2000000000000p+0, -0x1.e27076e2b0000p-4, 0x1.a342c2af0003cp-45},
	{0x1.2000000000000p+0, -0x1.e27076e2b0000p-4, 0x1.a342c2af0003cp-45},
	{0x1.1e00000000000p+0, -0x1.c5e548f5bc000p-4, -0x1.d0c57585fbe06p-46},
	{0x1.1c00000000000p+0, -0x1.a926d3a4ae000p-4, 0x1.53935e85baac8p-45},
	{0x1.1c00000000000p+0, -0x1.a926d3a4ae000p-4, 0x1.53935e85baac8p-45},
	{0x1.1a00000000000p+0, -0x1.8c345d631a000p-4, 0x1.37c294d2f5668p-46},
	{0x1.1a00000000000p+0, -0x1.8c345d631a000p-4, 0x1.37c294d2f5668p-46},
	{0x1.1800000000000p+0, -0x1.6f0d28ae56000p-4, -0x1.69737c93373dap-45},
	{0x1.1600000000000p+0, -0x1.51b073f062000p-4, 0x1.f025b61c65e57p-46},
	{0x1.1600000000000p+0, -0x1.51b073f062000p-4, 0x1.f025b61c65e57p-46},
	{0x1.1400000000000p+0, -0x1.341d7961be000p-4, 0x1.c5edaccf913dfp-45},
	{0x1.1400000000000p+0, -0x1.341d7961be000p-4, 0x1.c5edaccf913dfp-45},
	{0x1.1200000000000p+0, -0x1.16536eea38000p-4, 0x1.47c5e768fa309p-46},
	{0x1.1000000000000p+0, -0x1.f0a30c0118000p-5, 0x1.d599e83368e91p-45},
	{0x1.1000000000000p+0, -0x1.f0a30c0118000p-5, 0x1.d599e83368e91p-45},
	{0x1.0e00000000000p+0, -0x1.b42dd71198000p-5, 0x1.c827ae5d6704cp-46},
	{0x1.0e00000000000p+0, -0x1.b42dd71198000p-5, 0x1.c827ae5d6704cp-46},
	{0x1.0c00000000000p+0, -0x1.77458f632c000p-5, -0x1.cfc4634f2a1eep-45},
	{0x1.0c00000000000p+0, -0x1.77458f632c000p-5, -0x1.cfc4634f2a1eep-45},
	{0x1.0a00000000000p+0, -0x1.39e87b9fec000p-5, 0x1.502b7f526feaap-48},
	{0x1.0a00000000000p+0, -0x1.39e87b9fec000p-5, 0x1.502b7f526feaap-48},
	{0x1.0800000000000p+0, -0x1.f829b0e780000p-6, -0x1.980267c7e09e4p-45},
	{0x1.0800000000000p+0, -0x1.f829b0e780000p-6, -0x1.980267c7e09e4p-45},
	{0x1.0600000000000p+0, -0x1.7b91b07d58000p-6, -0x1.88d5493faa639p-45},
	{0x1.0400000000000p+0, -0x1.fc0a8b0fc0000p-7, -0x1.f1e7cf6d3a69cp-50},
	{0x1.0400000000000p+0, -0x1.fc0a8b0fc0000p-7, -0x1.f1e7cf6d3a69cp-50},
	{0x1.0200000000000p+0, -0x1.fe02a6b100000p-8, -0x1.9e23f0dda40e4p-46},
	{0x1.0200000000000p+0, -0x1.fe02a6b100000p-8, -0x1.9e23f0dda40e4p-46},
	{0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0},
	{0x1.0000000000000p+0, 0x0.0p+0, 0x0.0p+0},
	{0x1.fc00000000000p-1, 0x1.0101575890000p-7, -0x1.0c76b999d2be8p-46},
	{0x1.f800000000000p-1, 0x1.0205658938000p-6, -0x1.3dc5b06e2f7d2p-45},
	{0x1.f400000000000p-1, 0x1.8492528c90000p-6, -0x1.aa0ba325a0c34p-45},
	{0x1.f000000000000p-1, 0x1.0415d89e74000p-5, 0x1.111c05cf1d753p-47},
	{0x1.ec00000000000p-1, 0x1.466aed42e0000p-5, -0x1.c167375bdfd28p-45},
	{0x1.e800000000000p-1, 0x1.894aa149fc000p-5, -0x1.97995d05a267dp-46},
	{0x1.e400000000000p-1, 0x1.ccb73cdddc000p-5, -0x1.a68f247d82807p-46},
	{0x1.e200000000000p-1, 0x1.eea31c006c000p-5, -0x1.e113e4fc93b7bp-47},
	{0x1.de00000000000p-1, 0x1.1973bd1466000p-4, -0x1.5325d560d9e9bp-45},
	{0x1.da00000000000p-1, 0x1.3bdf5a7d1e000p-4, 0x1.cc85ea5db4ed7p-45},
	{0x1.d600000000000p-1, 0x1.5e95a4d97a000p-4, -0x1.c69063c5d1d1ep-45},
	{0x1.d400000000000p-1, 0x1.700d30aeac000p-4, 0x1.c1e8da99ded32p-49},
	{0x1.d000000000000p-1, 0x1.9335e5d594000p-4, 0x1.3115c3abd47dap-45},
	{0x1.cc00000000000p-1, 0x1.b6ac88dad6000p-4, -0x1.390802bf768e5p-46},
	{0x1.ca00000000000p-1, 0x1.c885801bc4000p-4, 0x1.646d1c65aacd3p-45},
	{0x1.c600000000000p-1, 0x1.ec739830a2000p-4, -0x1.dc068afe645e0p-45},
	{0x1.c400000000000p-1, 0x1.fe89139dbe000p-4, -0x1.534d64fa10afdp-45},
	{0x1.c000000000000p-1, 0x1.1178e8227e000p-3, 0x1.1ef78ce2d07f2p-45},
	{0x1.be00000000000p-1, 0x1.1aa2b7e23f000p-3, 0x1.ca78e44389934p-45},
	{0x1.ba00000000000p-1, 0x1.2d1610c868000p-3, 0x1.39d6ccb81b4a1p-47},
	{0x1.b800000000000p-1, 0x1.365fcb0159000p-3, 0x1.62fa8234b7289p-51},
	{0x1.b400000000000p-1, 0x1.4913d8333b000p-3, 0x1.5837954fdb678p-45},
	{0x1.b200000000000p-1, 0x1.527e5e4a1b000p-3, 0x1.633e8e5697dc7p-45},
	{0x1.ae00000000000p-1, 0x1.6574ebe8c1000p-3, 0x1.9cf8b2c3c2e78p-46},
	{0x1.ac00000000000p-1, 0x1.6f0128b757000p-3, -0x1.5118de59c21e1p-45},
	{0x1.aa00000000000p-1, 0x1.7898d85445000p-3, -0x1.c661070914305p-46},
	{0x1.a600000000000p-1, 0x1.8beafeb390000p-3, -0x1.73d54aae92cd1p-47},
	{0x1.a400000000000p-1, 0x1.95a5adcf70000p-3, 0x1.7f22858a0ff6fp-47},
	{0x1.a000000000000p-1, 0x1.a93ed3c8ae000p-3, -0x1.8724350562169p-45},
	{0x1.9e00000000000p-1, 0x1.b31d8575bd000p-3, -0x1.c358d4eace1aap-47},
	{0x1.9c00000000000p-1, 0x1.bd087383be000p-3, -0x1.d4bc4595412b6p-45},
	{0x1.9a00000000000p-1, 0x1.c6ffbc6f01000p-3, -0x1.1ec72c5962bd2p-48},
	{0x1.9600000000000p-1, 0x1.db13db0d49000p-3, -0x1.aff2af715b035p-45},
	{0x1.9400000000000p-1, 0x1.e530effe71000p-3, 0x1.212276041f430p-51},
	{0x1.9200000000000p-1, 0x1.ef5ade4dd0000p-3, -0x1.a211565bb8e11p-51},
	{0x1.9000000000000p-1, 0x1.f991c6cb3b000p-3, 0x1.bcbecca0cdf30p-46},
	{0x1.8c00000000000p-1, 0x1.07138604d5800p-2, 0x1.89cdb16ed4e91p-48},
	{0x1.8a00000000000p-1, 0x1.0c42d67616000p-2, 0x1.7188b163ceae9p-45},
	{0x1.8800000000000p-1, 0x1.1178e8227e800p-2, -0x1.c210e63a5f01cp-45},
	{0x1.8600000000000p-1, 0x1.16b5ccbacf800p-2, 0x1.b9acdf7a51681p-45},
	{0x1.8400000000000p-1, 0x1.1bf99635a6800p-2, 0x1.ca6ed5147bdb7p-45},
	{0x1.8200000000000p-1, 0x1.214456d0eb800p-2, 0x1.a87deba46baeap-47},
	{0x1.7e00000000000p-1, 0x1.2bef07cdc9000p-2, 0x1.a9cfa4a5004f4p-45},
	{0x1.7c00000000000p-1, 0x1.314f1e1d36000p-2, -0x1.8e27ad3213cb8p-45},
	{0x1.7a00000000000p-1, 0x1.36b6776be1000p-2, 0x1.16ecdb0f177c8p-46},
	{0x1.7800000000000p-1, 0x1.3c25277333000p-2, 0x1.83b54b606bd5cp-46},
	{0x1.7600000000000p-1, 0x1.419b423d5e800p-2, 0x1.8e436ec90e09dp-47},
	{0x1.7400000000000p-1, 0x1.4718dc271c800p-2, -0x1.f27ce0967d675p-45},
	{0x1.7200000000000p-1, 0x1.4c9e09e173000p-2, -0x1.e20891b0ad8a4p-45},
	{0x1.7000000000000p-1, 0x1.522ae0738a000p-2, 0x1.ebe708164c759p-45},
	{0x1.6e00000000000p-1, 0x1.57bf753c8d000p-2, 0x1.fadedee5d40efp-46},
	{0x1.6c00000000000p-1, 0x1.5d5bddf596000p-2, -0x1.a0b2a08a465dcp-47},
}

// glibcExpTab is __exp_data.tab: for each j < 128, the low bits of 2^(j/128) (a correction, as a double) and
// its bits less j<<45.
var glibcExpTab = [256]uint64{
	0x0, 0x3ff0000000000000,
	0x3c9b3b4f1a88bf6e, 0x3feff63da9fb3335,
	0xbc7160139cd8dc5d, 0x3fefec9a3e778061,
	0xbc905e7a108766d1, 0x3fefe315e86e7f85,
	0x3c8cd2523567f613, 0x3fefd9b0d3158574,
	0xbc8bce8023f98efa, 0x3fefd06b29ddf6de,
	0x3c60f74e61e6c861, 0x3fefc74518759bc8,
	0x3c90a3e45b33d399, 0x3fefbe3ecac6f383,
	0x3c979aa65d837b6d, 0x3fefb5586cf9890f,
	0x3c8eb51a92fdeffc, 0x3fefac922b7247f7,
	0x3c3ebe3d702f9cd1, 0x3fefa3ec32d3d1a2,
	0xbc6a033489906e0b, 0x3fef9b66affed31b,
	0xbc9556522a2fbd0e, 0x3fef9301d0125b51,
	0xbc5080ef8c4eea55, 0x3fef8abdc06c31cc,
	0xbc91c923b9d5f416, 0x3fef829aaea92de0,
	0x3c80d3e3e95c55af, 0x3fef7a98c8a58e51,
	0xbc801b15eaa59348, 0x3fef72b83c7d517b,
	0xbc8f1ff055de323d, 0x3fef6af9388c8dea,
	0x3c8b898c3f1353bf, 0x3fef635beb6fcb75,
	0xbc96d99c7611eb26, 0x3fef5be084045cd4,
	0x3c9aecf73e3a2f60, 0x3fef54873168b9aa,
	0xbc8fe782cb86389d, 0x3fef4d5022fcd91d,
	0x3c8a6f4144a6c38d, 0x3fef463b88628cd6,
	0x3c807a05b0e4047d, 0x3fef3f49917ddc96,
	0x3c968efde3a8a894, 0x3fef387a6e756238,
	0x3c875e18f274487d, 0x3fef31ce4fb2a63f,
	0x3c80472b981fe7f2, 0x3fef2b4565e27cdd,
	0xbc96b87b3f71085e, 0x3fef24dfe1f56381,
	0x3c82f7e16d09ab31, 0x3fef1e9df51fdee1,
	0xbc3d219b1a6fbffa, 0x3fef187fd0dad990,
	0x3c8b3782720c0ab4, 0x3fef1285a6e4030b,
	0x3c6e149289cecb8f, 0x3fef0cafa93e2f56,
	0x3c834d754db0abb6, 0x3fef06fe0a31b715,
	0x3c864201e2ac744c, 0x3fef0170fc4cd831,
	0x3c8fdd395dd3f84a, 0x3feefc08b26416ff,
	0xbc86a3803b8e5b04, 0x3feef6c55f929ff1,
	0xbc924aedcc4b5068, 0x3feef1a7373aa9cb,
	0xbc9907f81b512d8e, 0x3feeecae6d05d866,
	0xbc71d1e83e9436d2, 0x3feee7db34e59ff7,
	0xbc991919b3ce1b15, 0x3feee32dc313a8e5,
	0x3c859f48a72a4c6d, 0x3feedea64c123422,
	0xbc9312607a28698a, 0x3feeda4504ac801c,
	0xbc58a78f4817895b, 0x3feed60a21f72e2a,
	0xbc7c2c9b67499a1b, 0x3feed1f5d950a897,
	0x3c4363ed60c2ac11, 0x3feece086061892d,
	0x3c9666093b0664ef, 0x3feeca41ed1d0057,
	0x3c6ecce1daa10379, 0x3feec6a2b5c13cd0,
	0x3c93ff8e3f0f1230, 0x3feec32af0d7d3de,
	0x3c7690cebb7aafb0, 0x3feebfdad5362a27,
	0x3c931dbdeb54e077, 0x3feebcb299fddd0d,
	0xbc8f94340071a38e, 0x3feeb9b2769d2ca7,
	0xbc87deccdc93a349, 0x3feeb6daa2cf6642,
	0xbc78dec6bd0f385f, 0x3feeb42b569d4f82,
	0xbc861246ec7b5cf6, 0x3feeb1a4ca5d920f,
	0x3c93350518fdd78e, 0x3feeaf4736b527da,
	0x3c7b98b72f8a9b05, 0x3feead12d497c7fd,
	0x3c9063e1e21c5409, 0x3feeab07dd485429,
	0x3c34c7855019c6ea, 0x3feea9268a5946b7,
	0x3c9432e62b64c035, 0x3feea76f15ad2148,
	0xbc8ce44a6199769f, 0x3feea5e1b976dc09,
	0xbc8c33c53bef4da8, 0x3feea47eb03a5585,
	0xbc845378892be9ae, 0x3feea34634ccc320,
	0xbc93cedd78565858, 0x3feea23882552225,
	0x3c5710aa807e1964, 0x3feea155d44ca973,
	0xbc93b3efbf5e2228, 0x3feea09e667f3bcd,
	0xbc6a12ad8734b982, 0x3feea012750bdabf,
	0xbc6367efb86da9ee, 0x3fee9fb23c651a2f,
	0xbc80dc3d54e08851, 0x3fee9f7df9519484,
	0xbc781f647e5a3ecf, 0x3fee9f75e8ec5f74,
	0xbc86ee4ac08b7db0, 0x3fee9f9a48a58174,
	0xbc8619321e55e68a, 0x3fee9feb564267c9,
	0x3c909ccb5e09d4d3, 0x3feea0694fde5d3f,
	0xbc7b32dcb94da51d, 0x3feea11473eb0187,
	0x3c94ecfd5467c06b, 0x3feea1ed0130c132,
	0x3c65ebe1abd66c55, 0x3feea2f336cf4e62,
	0xbc88a1c52fb3cf42, 0x3feea427543e1a12,
	0xbc9369b6f13b3734, 0x3feea589994cce13,
	0xbc805e843a19ff1e, 0x3feea71a4623c7ad,
	0xbc94d450d872576e, 0x3feea8d99b4492ed,
	0x3c90ad675b0e8a00, 0x3feeaac7d98a6699,
	0x3c8db72fc1f0eab4, 0x3feeace5422aa0db,
	0xbc65b6609cc5e7ff, 0x3feeaf3216b5448c,
	0x3c7bf68359f35f44, 0x3feeb1ae99157736,
	0xbc93091fa71e3d83, 0x3feeb45b0b91ffc6,
	0xbc5da9b88b6c1e29, 0x3feeb737b0cdc5e5,
	0xbc6c23f97c90b959, 0x3feeba44cbc8520f,
	0xbc92434322f4f9aa, 0x3feebd829fde4e50,
	0xbc85ca6cd7668e4b, 0x3feec0f170ca07ba,
	0x3c71affc2b91ce27, 0x3feec49182a3f090,
	0x3c6dd235e10a73bb, 0x3feec86319e32323,
	0xbc87c50422622263, 0x3feecc667b5de565,
	0x3c8b1c86e3e231d5, 0x3feed09bec4a2d33,
	0xbc91bbd1d3bcbb15, 0x3feed503b23e255d,
	0x3c90cc319cee31d2, 0x3feed99e1330b358,
	0x3c8469846e735ab3, 0x3feede6b5579fdbf,
	0xbc82dfcd978e9db4, 0x3feee36bbfd3f37a,
	0x3c8c1a7792cb3387, 0x3feee89f995ad3ad,
	0xbc907b8f4ad1d9fa, 0x3feeee07298db666,
	0xbc55c3d956dcaeba, 0x3feef3a2b84f15fb,
	0xbc90a40e3da6f640, 0x3feef9728de5593a,
	0xbc68d6f438ad9334, 0x3feeff76f2fb5e47,
	0xbc91eee26b588a35, 0x3fef05b030a1064a,
	0x3c74ffd70a5fddcd, 0x3fef0c1e904bc1d2,
	0xbc91bdfbfa9298ac, 0x3fef12c25bd71e09,
	0x3c736eae30af0cb3, 0x3fef199bdd85529c,
	0x3c8ee3325c9ffd94, 0x3fef20ab5fffd07a,
	0x3c84e08fd10959ac, 0x3fef27f12e57d14b,
	0x3c63cdaf384e1a67, 0x3fef2f6d9406e7b5,
	0x3c676b2c6c921968, 0x3fef3720dcef9069,
	0xbc808a1883ccb5d2, 0x3fef3f0b555dc3fa,
	0xbc8fad5d3ffffa6f, 0x3fef472d4a07897c,
	0xbc900dae3875a949, 0x3fef4f87080d89f2,
	0x3c74a385a63d07a7, 0x3fef5818dcfba487,
	0xbc82919e2040220f, 0x3fef60e316c98398,
	0x3c8e5a50d5c192ac, 0x3fef69e603db3285,
	0x3c843a59ac016b4b, 0x3fef7321f301b460,
	0xbc82d52107b43e1f, 0x3fef7c97337b9b5f,
	0xbc892ab93b470dc9, 0x3fef864614f5a129,
	0x3c74b604603a88d3, 0x3fef902ee78b3ff6,
	0x3c83c5ec519d7271, 0x3fef9a51fbc74c83,
	0xbc8ff7128fd391f0, 0x3fefa4afa2a490da,
	0xbc8dae98e223747d, 0x3fefaf482d8e67f1,
	0x3c8ec3bc41aa2008, 0x3fefba1bee615a27,
	0x3c842b94c3a9eb32, 0x3fefc52b376bba97,
	0x3c8a64a931d185ee, 0x3fefd0765b6e4540,
	0xbc8e37bae43be3ed, 0x3fefdbfdad9cbe14,
	0x3c77893b4d91cd9d, 0x3fefe7c1819e90d8,
	0x3c5305c14160cc89, 0x3feff3c22b8f71f1,
}
