package kernels

import (
	"fmt"
	"math"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file holds the numpy.random functions Numba 0.56 implements in Python
// (numba/cpython/randomimpl.py) on top of the others: vonmises, noncentral_chisquare,
// dirichlet and multinomial, drawing in Numba's order.

// NPVonmises returns np.random.vonmises(mu, kappa) as Numba computes it: CPython's
// random.vonmisesvariate (Fisher's algorithm) on the NumPy stream, not NumPy's algorithm. A
// kappa <= 1e-6 gives a uniform angle in [0, 2*pi); other results lie in [0, 2*pi), reduced
// with Python's float %. cos and exp round as glibc's; acos is correctly rounded, which glibc's
// is not always (about one input in 2000 differs in the last place).
func (r *Random) NPVonmises(mu, kappa float64) float64 {
	const twoPi = 2.0 * math.Pi
	if kappa <= 1e-6 {
		return twoPi * r.Float64()
	}
	s := 0.5 / kappa
	rr := s + math.Sqrt(1.0+float64(s*s))
	var z float64
	for {
		u1 := r.Float64()
		z = Cos(math.Pi * u1)
		d := z / (rr + z)
		u2 := r.Float64()
		if u2 < 1.0-float64(d*d) || u2 <= (1.0-d)*libm.Exp(d) {
			break
		}
	}
	q := 1.0 / rr
	f := (q + z) / (1.0 + float64(q*z))
	if r.Float64() > 0.5 {
		return floatMod(mu+acos(f), twoPi)
	}
	return floatMod(mu-acos(f), twoPi)
}

// NPNoncentralChisquare returns np.random.noncentral_chisquare(df, nonc) by NumPy's
// algorithm as Numba compiles it (with Numba's chisquare and poisson): NaN for a NaN nonc;
// for df > 1, chisquare(df-1) + (standard_normal() + sqrt(nonc))**2; otherwise
// chisquare(df + 2*poisson(nonc/2)). It panics with *ValueError "df <= 0" or "nonc < 0".
func (r *Random) NPNoncentralChisquare(df, nonc float64) float64 {
	if df <= 0 {
		raiseValue("df <= 0")
	}
	if nonc < 0 {
		raiseValue("nonc < 0")
	}
	if math.IsNaN(nonc) {
		return math.NaN()
	}
	if 1 < df {
		chi2 := r.NPChisquare(df - 1)
		n := r.Gauss(0, 1) + math.Sqrt(nonc)
		return chi2 + float64(n*n)
	}
	i := r.NPPoisson(nonc / 2.0)
	return r.NPChisquare(df + float64(2*i))
}

// npGroupShape returns the shape size + (k,) of a dirichlet or multinomial result as D.
func npGroupShape[D Dims](k int, size []int) D {
	var shape D
	if len(size)+1 != len(shape) {
		panic(fmt.Sprintf("kernels: result has %d dimensions, size gives %d", len(shape), len(size)+1))
	}
	for k, n := range size {
		shape[k] = n
	}
	shape[len(size)] = k
	return shape
}

// NPDirichlet returns np.random.dirichlet(alpha, size) as Numba computes it: for each group
// of len(alpha) elements, gamma(alpha[k], 1) for each k in order, divided by their sum. size
// lists the leading dimensions (none for size=None). It panics with *ValueError "dirichlet:
// alpha must be > 0.0" when an alpha is not positive.
func NPDirichlet[D Dims, T Integer | Float](r *Random, alpha []T, size ...int) Array[float64, D] {
	for _, a := range alpha {
		if a <= 0 {
			raiseValue("dirichlet: alpha must be > 0.0")
		}
	}
	out := Empty[float64](npGroupShape[D](len(alpha), size))
	k := len(alpha)
	for i := 0; i < len(out.Data); i += k {
		norm := 0.0
		for j, w := range alpha {
			out.Data[i+j] = r.NPGamma(float64(w), 1)
			norm += out.Data[i+j]
		}
		for j := range alpha {
			out.Data[i+j] /= norm
		}
	}
	return out
}

// NPMultinomial returns np.random.multinomial(n, pvals, size) by NumPy's algorithm as Numba
// compiles it: for each group, binomial(remaining, pvals[j]/(the probability left)) for each
// outcome but the last, which takes the remaining experiments. size lists the leading
// dimensions (none for size=None). Like Numba it does not check that pvals sum to at most 1;
// binomial panics with *ValueError when a conditional probability leaves [0, 1].
func NPMultinomial[D Dims, T Integer | Float](r *Random, n int64, pvals []T, size ...int) Array[int64, D] {
	plen := len(pvals)
	out := Zeros[int64](npGroupShape[D](plen, size))
	if plen == 0 {
		return out
	}
	for i := 0; i < len(out.Data); i += plen {
		pSum := 1.0
		left := n
		for j := 0; j < plen-1; j++ {
			pj := float64(pvals[j])
			nj := r.NPBinomial(left, pj/pSum)
			out.Data[i+j] = nj
			left -= nj
			if left <= 0 {
				break
			}
			pSum -= pj
		}
		if left > 0 {
			out.Data[i+plen-1] = left
		}
	}
	return out
}

// acos returns math.acos(x) as glibc computes it, correctly rounded (glibc's acos is; Go's
// math.Acos can be one unit in the last place off): math.Acos refined by one Newton step on
// cos(y) = x with cos and sin in double-double arithmetic.
func acos(x float64) float64 {
	y := math.Acos(x)
	if !(math.Abs(x) < 1) {
		return y // ±1 (0 and pi, both exact in math.Acos), NaN, or out of range
	}
	sh, sl, ch, cl := sinCosQuadrant(y)
	rh, rl := ddAdd(ch, cl, -x, 0)
	return y + (rh+rl)/(sh+sl)
}
