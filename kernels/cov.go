package kernels

import "math"

// CovOpts are np.cov's keyword arguments: rowvar (each row is a variable, NumPy's default), bias
// (normalize by N instead of N-1) and ddof, which overrides bias when DdofSet.
type CovOpts struct {
	RowVar, Bias bool
	Ddof         float64
	DdofSet      bool
}

// Cov returns np.cov(m, rowvar=..., bias=..., ddof=...) for a 2-d m: the covariance matrix of its
// variables as a new C-ordered float64 matrix, computed as Numba computes it (the rows
// de-meaned, then X·Xᴴ by BLAS, times 1/(N-ddof)). A 2-d m of one row panics with Numba's
// *RuntimeError (its result type would be ambiguous); a non-integral or non-finite ddof panics
// with a *ValueError.
func Cov(m Matrix[float64], o CovOpts) Matrix[float64] { return covMatrix(m, o, covOf) }

// covMatrix is Cov and CovComplex: of computes the covariance of m's variables, copied C-ordered.
func covMatrix[T Elem](m Matrix[T], o CovOpts, of func(Matrix[T], CovOpts) Matrix[T]) Matrix[T] {
	if m.Shape[0] == 1 {
		panic(&RuntimeError{Msg: "2D array containing a single row is unsupported due to ambiguity in type inference. " +
			"To use numpy.cov in this case simply pass the row as a 1D array, i.e. m[0]."})
	}
	covCheckDdof(o)
	x := m
	if !o.RowVar {
		x = Transpose(m)
	}
	return of(x.Copy(), o)
}

// Cov1 returns np.cov(m, ...) for a 1-d m, a single variable: its variance as a 0-d array, as
// Numba returns it (rowvar has no effect; ddof and bias as in Cov).
func Cov1(m Vector[float64], o CovOpts) Array[float64, [0]int] { return cov1(m, o, covOf) }

// cov1 is Cov1 and Cov1Complex.
func cov1[T Elem](m Vector[T], o CovOpts, of func(Matrix[T], CovOpts) Matrix[T]) Array[T, [0]int] {
	covCheckDdof(o)
	c := of(covRows(m, true).Copy(), o)
	return Array[T, [0]int]{Data: c.Data[:1:1]}
}

// CovXY returns np.cov(m, y, ...): the covariance matrix of m's variables followed by y's, each a
// 1-d array (one variable) or a 2-d one. It panics with a *ValueError "m and y have incompatible
// dimensions" when the two have different numbers of observations.
func CovXY[D1, D2 Dims](m Array[float64, D1], y Array[float64, D2], o CovOpts) Matrix[float64] {
	return covXY(m, y, o, covOf)
}

// covXY is CovXY and CovXYComplex.
func covXY[T Elem, D1, D2 Dims](m Array[T, D1], y Array[T, D2], o CovOpts, of func(Matrix[T], CovOpts) Matrix[T]) Matrix[T] {
	if len(m.Shape) == 2 && lead(m.Shape) == 1 {
		panic(&RuntimeError{Msg: "2D array containing a single row is unsupported due to ambiguity in type inference. " +
			"To use numpy.cov in this case simply pass the row as a 1D array, i.e. m[0]."})
	}
	covCheckDdof(o)
	mx, yx := covRows(m, o.RowVar), covRows(y, o.RowVar)
	if mx.Shape[1] != yx.Shape[1] {
		panic(&ValueError{Msg: "m and y have incompatible dimensions"})
	}
	x := Empty[T]([2]int{mx.Shape[0] + yx.Shape[0], mx.Shape[1]})
	for i := range mx.Shape[0] {
		for j := range mx.Shape[1] {
			x.Data[i*x.Strides[0]+j] = mx.At(i, j)
		}
	}
	for i := range yx.Shape[0] {
		for j := range yx.Shape[1] {
			x.Data[(mx.Shape[0]+i)*x.Strides[0]+j] = yx.At(i, j)
		}
	}
	return of(x, o)
}

// covRows is a 1-d or 2-d array as the matrix of variables np.atleast_2d makes of it, transposed
// when rowvar is false and it has more than one row (NumPy's rule).
func covRows[T Elem, D Dims](a Array[T, D], rowVar bool) Matrix[T] {
	x := Matrix[T]{Data: a.Data, Off: a.Off, Shape: [2]int{1, lead(a.Shape)}, Strides: [2]int{0, lead(a.Strides)}}
	if last := len(a.Shape) - 1; last > 0 { // a is 2-d
		x.Shape, x.Strides = [2]int{lead(a.Shape), a.Shape[last]}, [2]int{lead(a.Strides), a.Strides[last]}
	}
	if !rowVar && x.Shape[0] != 1 {
		x = Transpose(x)
	}
	return x
}

func covCheckDdof(o CovOpts) {
	if !o.DdofSet {
		return
	}
	if math.IsInf(o.Ddof, 0) || math.IsNaN(o.Ddof) {
		panic(&ValueError{Msg: "Cannot convert non-finite ddof to integer"})
	}
	if o.Ddof != math.Trunc(o.Ddof) {
		panic(&ValueError{Msg: "ddof must be integral value"})
	}
}

// covOf is Numba's np_cov_impl_inner on x, a fresh C-ordered matrix it may overwrite.
func covOf(x Matrix[float64], o CovOpts) Matrix[float64] {
	rows, n := x.Shape[0], x.Shape[1]
	if rows == 0 || n == 0 {
		c := Empty[float64]([2]int{rows, rows})
		for i := range c.Data {
			c.Data[i] = math.NaN()
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
		var sum float64
		for _, v := range row {
			sum += v
		}
		mean := sum / float64(n)
		for j := range row {
			row[j] -= mean
		}
	}
	c := MatMul(x, Transpose(x))
	r := 1 / fact
	for i := range c.Data {
		c.Data[i] *= r
	}
	return c
}

// Corrcoef returns np.corrcoef(m, rowvar=...) for a 2-d m: Cov normalized by the standard
// deviations, as Numba divides it (row i, then column i, for each i), and clipped to [-1, 1].
func Corrcoef(m Matrix[float64], rowVar bool) Matrix[float64] {
	return corrOf(Cov(m, CovOpts{RowVar: rowVar}))
}

// CorrcoefXY returns np.corrcoef(m, y, rowvar=...); see CovXY.
func CorrcoefXY[D1, D2 Dims](m Array[float64, D1], y Array[float64, D2], rowVar bool) Matrix[float64] {
	return corrOf(CovXY(m, y, CovOpts{RowVar: rowVar}))
}

// Corrcoef1 returns np.corrcoef(x) of one variable, a 1-d x: its variance divided by itself (1,
// or NaN when the variance is 0 or NaN), as Numba computes it.
func Corrcoef1(x Vector[float64]) float64 {
	c := covOf(covRows(x, true).Copy(), CovOpts{RowVar: true})
	return c.Data[0] / c.Data[0]
}

func corrOf(c Matrix[float64]) Matrix[float64] {
	n := c.Shape[0]
	std := make([]float64, n)
	for i := range n {
		std[i] = math.Sqrt(c.Data[i*n+i])
	}
	for i := range n {
		for j := range n {
			c.Data[i*n+j] /= std[j]
		}
		for j := range n {
			c.Data[j*n+i] /= std[j]
		}
	}
	for i, v := range c.Data {
		if math.Abs(v) > 1 {
			c.Data[i] = Sign(v)
		}
	}
	return c
}
