package kernels

import "math"

// np.cov of complex arrays, as Numba computes it (np_cov_impl_inner on a complex128 X): each
// row de-meaned by its sum divided by n with CPython's complex quotient, then X·conj(X)ᵀ by
// BLAS, times 1/(N-ddof) as NumPy's complex multiply by (1/(N-ddof) + 0j).

// CovComplex returns np.cov(m, ...) for a 2-d complex m; see Cov.
func CovComplex(m Matrix[complex128], o CovOpts) Matrix[complex128] {
	return covMatrix(m, o, covOfComplex)
}

// Cov1Complex returns np.cov(m, ...) for a 1-d complex m: its variance as a 0-d array.
func Cov1Complex(m Vector[complex128], o CovOpts) Array[complex128, [0]int] {
	return cov1(m, o, covOfComplex)
}

// CovXYComplex returns np.cov(m, y, ...) when either is complex; see CovXY.
func CovXYComplex[D1, D2 Dims](m Array[complex128, D1], y Array[complex128, D2], o CovOpts) Matrix[complex128] {
	return covXY(m, y, o, covOfComplex)
}

// covOfComplex is covOf for a complex x, a fresh C-ordered matrix it may overwrite.
func covOfComplex(x Matrix[complex128], o CovOpts) Matrix[complex128] {
	rows, n := x.Shape[0], x.Shape[1]
	if rows == 0 || n == 0 {
		c := Empty[complex128]([2]int{rows, rows})
		for i := range c.Data {
			c.Data[i] = complex(math.NaN(), 0)
		}
		return c
	}
	ddof := 1.0
	switch {
	case o.DdofSet:
		ddof = o.Ddof
	case o.Bias:
		ddof = 0
	}
	fact := math.Max(float64(n)-ddof, 0)
	for i := range rows {
		row := x.Data[i*n : (i+1)*n]
		var sum complex128
		for _, v := range row {
			sum += v
		}
		mean := TrueDivComplex(sum, complex(float64(n), 0))
		for j := range row {
			row[j] -= mean
		}
	}
	h := Empty[complex128]([2]int{n, rows}) // np.conj(X.T)
	for i := range rows {
		for j := range n {
			v := x.Data[i*n+j]
			h.Data[j*rows+i] = complex(real(v), -imag(v))
		}
	}
	c := MatMulComplex(x, h)
	r := 1 / fact
	for i, v := range c.Data {
		re, im := real(v), imag(v)
		c.Data[i] = complex(float64(re*r)-float64(im*0), float64(re*0)+float64(im*r))
	}
	return c
}

// CorrcoefComplex returns np.corrcoef(m, rowvar=...) for a 2-d complex m, as Numba computes
// it: the complex covariance divided, row i and then column i for each i, by the square roots
// of its diagonal's real parts (NumPy's complex divide), its real and imaginary parts then
// clipped to [-1, 1] apart and put back together as re + 1j*im.
func CorrcoefComplex(m Matrix[complex128], rowVar bool) Matrix[complex128] {
	return corrOfComplex(CovComplex(m, CovOpts{RowVar: rowVar}))
}

// CorrcoefXYComplex returns np.corrcoef(m, y, rowvar=...) when either is complex.
func CorrcoefXYComplex[D1, D2 Dims](m Array[complex128, D1], y Array[complex128, D2], rowVar bool) Matrix[complex128] {
	return corrOfComplex(CovXYComplex(m, y, CovOpts{RowVar: rowVar}))
}

// Corrcoef1Complex returns np.corrcoef(x) of one complex variable: its variance divided by
// itself.
func Corrcoef1Complex(x Vector[complex128]) complex128 {
	c := covOfComplex(covRows(x, true).Copy(), CovOpts{RowVar: true})
	return npDivComplex(c.Data[0], c.Data[0])
}

func corrOfComplex(c Matrix[complex128]) Matrix[complex128] {
	n := c.Shape[0]
	std := make([]complex128, n)
	for i := range n {
		std[i] = complex(math.Sqrt(real(c.Data[i*n+i])), 0)
	}
	for i := range n {
		for j := range n {
			c.Data[i*n+j] = npDivComplex(c.Data[i*n+j], std[j])
		}
		for j := range n {
			c.Data[j*n+i] = npDivComplex(c.Data[j*n+i], std[j])
		}
	}
	clip := func(x float64) float64 {
		if math.Abs(x) > 1 {
			return Sign(x)
		}
		return x
	}
	for i, v := range c.Data {
		re, im := clip(real(v)), clip(imag(v))
		// re + 1j*im: (0 + 1j) * (im + 0j), then (re + 0j) plus that
		zr, zi := float64(0*im)-float64(1*0.0), float64(0*0.0)+float64(1*im)
		c.Data[i] = complex(re+zr, 0+zi)
	}
	return c
}

// npDivComplex is NumPy's complex divide a / b (Smith's algorithm, as Numba's ufunc loop):
// no exception for a zero b, whose quotient is the parts divided by zero.
func npDivComplex(a, b complex128) complex128 {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	abr, abi := math.Abs(br), math.Abs(bi)
	if abr >= abi {
		if abr == 0 && abi == 0 {
			return complex(ar/abr, ai/abi)
		}
		rat := bi / br
		scl := 1.0 / (br + float64(bi*rat))
		return complex(float64(ar+float64(ai*rat))*scl, float64(ai-float64(ar*rat))*scl)
	}
	rat := br / bi
	scl := 1.0 / (bi + float64(br*rat))
	return complex(float64(float64(ar*rat)+ai)*scl, float64(float64(ai*rat)-ar)*scl)
}
