package kernels

import "math"

// This file holds NumPy's window functions and logarithmic ranges, computed by the formulas
// Numba 0.56 uses (NumPy >= 1.20's).

// window returns the M-point window whose element for n in arange(1-M, M, 2) is f(n, M-1):
// empty for M < 1 and [1.0] for M == 1, as NumPy.
func window(m int, f func(n, m1 float64) float64) Vector[float64] {
	if m < 1 {
		return Empty[float64]([1]int{0})
	}
	r := Empty[float64]([1]int{m})
	if m == 1 {
		r.Data[0] = 1
		return r
	}
	for i := range m {
		r.Data[i] = f(float64(1-m+2*i), float64(m-1))
	}
	return r
}

// Bartlett returns np.bartlett(m), the triangular window.
func Bartlett(m int) Vector[float64] {
	return window(m, func(n, m1 float64) float64 {
		if n <= 0 {
			return 1 + n/m1
		}
		return 1 - n/m1
	})
}

// Blackman returns np.blackman(m).
func Blackman(m int) Vector[float64] {
	return window(m, func(n, m1 float64) float64 {
		return 0.42 + 0.5*Cos(math.Pi*n/m1) + 0.08*Cos(2.0*math.Pi*n/m1)
	})
}

// Hamming returns np.hamming(m).
func Hamming(m int) Vector[float64] {
	return window(m, func(n, m1 float64) float64 { return 0.54 + 0.46*Cos(math.Pi*n/m1) })
}

// Hanning returns np.hanning(m).
func Hanning(m int) Vector[float64] {
	return window(m, func(n, m1 float64) float64 { return 0.5 + 0.5*Cos(math.Pi*n/m1) })
}

// Kaiser returns np.kaiser(m, beta): I0(beta*sqrt(1-((n-alpha)/alpha)**2)) / I0(beta) for n in
// range(m), alpha = (m-1)/2.
func Kaiser(m int, beta float64) Vector[float64] {
	if m < 1 {
		return Empty[float64]([1]int{0})
	}
	r := Empty[float64]([1]int{m})
	if m == 1 {
		r.Data[0] = 1
		return r
	}
	alpha := float64(m-1) / 2.0
	t := I0(beta)
	for i := range m {
		q := (float64(i) - alpha) / alpha
		r.Data[i] = I0(beta*math.Sqrt(1-math.Pow(q, 2.0))) / t
	}
	return r
}

// I0 is the modified Bessel function of the first kind, order 0, by the Chebyshev expansions
// NumPy and Numba use.
func I0(x float64) float64 {
	if x < 0 {
		x = -x
	}
	if x <= 8.0 {
		return Exp(x) * chbevl(0.5*x-2.0, i0A[:])
	}
	return Exp(x) * chbevl(32.0/x-2.0, i0B[:]) / math.Sqrt(x)
}

func chbevl(x float64, vals []float64) float64 {
	b0, b1, b2 := vals[0], 0.0, 0.0
	for _, v := range vals[1:] {
		b2 = b1
		b1 = b0
		b0 = x*b1 - b2 + v
	}
	return 0.5 * (b0 - b2)
}

var i0A = [...]float64{
	-4.41534164647933937950e-18, 3.33079451882223809783e-17, -2.43127984654795469359e-16,
	1.71539128555513303061e-15, -1.16853328779934516808e-14, 7.67618549860493561688e-14,
	-4.85644678311192946090e-13, 2.95505266312963983461e-12, -1.72682629144155570723e-11,
	9.67580903537323691224e-11, -5.18979560163526290666e-10, 2.65982372468238665035e-9,
	-1.30002500998624804212e-8, 6.04699502254191894932e-8, -2.67079385394061173391e-7,
	1.11738753912010371815e-6, -4.41673835845875056359e-6, 1.64484480707288970893e-5,
	-5.75419501008210370398e-5, 1.88502885095841655729e-4, -5.76375574538582365885e-4,
	1.63947561694133579842e-3, -4.32430999505057594430e-3, 1.05464603945949983183e-2,
	-2.37374148058994688156e-2, 4.93052842396707084878e-2, -9.49010970480476444210e-2,
	1.71620901522208775349e-1, -3.04682672343198398683e-1, 6.76795274409476084995e-1,
}

var i0B = [...]float64{
	-7.23318048787475395456e-18, -4.83050448594418207126e-18, 4.46562142029675999901e-17,
	3.46122286769746109310e-17, -2.82762398051658348494e-16, -3.42548561967721913462e-16,
	1.77256013305652638360e-15, 3.81168066935262242075e-15, -9.55484669882830764870e-15,
	-4.15056934728722208663e-14, 1.54008621752140982691e-14, 3.85277838274214270114e-13,
	7.18012445138366623367e-13, -1.79417853150680611778e-12, -1.32158118404477131188e-11,
	-3.14991652796324136454e-11, 1.18891471078464383424e-11, 4.94060238822496958910e-10,
	3.39623202570838634515e-9, 2.26666899049817806459e-8, 2.04891858946906374183e-7,
	2.89137052083475648297e-6, 6.88975834691682398426e-5, 3.36911647825569408990e-3,
	8.04490411014108831608e-1,
}

// Logspace returns np.logspace(start, stop, num): base**linspace(start, stop, num), base 10.
func Logspace(start, stop float64, num int, endpoint bool, base float64) Vector[float64] {
	r := Linspace(start, stop, num, endpoint)
	for i, y := range r.Data {
		r.Data[i] = math.Pow(base, y)
	}
	return r
}

// LogspaceComplex is Logspace for a complex start or stop: np.power(base, y) of the complex
// linspace y, with Numba's complex power (PowComplex).
func LogspaceComplex(start, stop complex128, num int, endpoint bool, base float64) Vector[complex128] {
	r := Linspace(start, stop, num, endpoint)
	for i, y := range r.Data {
		r.Data[i] = PowComplex(complex(base, 0), y)
	}
	return r
}

// Geomspace returns np.geomspace(start, stop, num, endpoint) for real start and stop of one
// sign: 10**linspace(log10(start), log10(stop)), with the ends set exactly, as NumPy.
func Geomspace(start, stop float64, num int, endpoint bool) Vector[float64] {
	if start == 0 || stop == 0 {
		panic(&ValueError{Msg: "Geometric sequence cannot include zero"})
	}
	sign := 1.0
	if start < 0 && stop < 0 {
		sign, start, stop = -1, -start, -stop
	}
	r := Logspace(math.Log10(start), math.Log10(stop), num, endpoint, 10)
	if num > 0 {
		r.Data[0] = start
		if num > 1 && endpoint {
			r.Data[num-1] = stop
		}
	}
	for i := range r.Data {
		r.Data[i] *= sign
	}
	return r
}

// Sinc returns np.sinc(x): sin(pi*x)/(pi*x), 1 at 0.
func Sinc(x float64) float64 {
	if x == 0 {
		x = 1e-20
	}
	x *= math.Pi
	return Sin(x) / x
}
