package kernels

// This file holds NumPy's matrix builders and rearrangements: diag, tri, tril, triu, vander,
// rot90 and flip.

// Diag returns np.diag(v, k) of a vector: a square matrix with v on its k-th diagonal.
func Diag[T Elem](v Vector[T], k int) Matrix[T] {
	n := v.Shape[0] + max(k, -k)
	r := Empty[T]([2]int{n, n})
	for i := range v.Shape[0] {
		row, col := i, i
		if k >= 0 {
			col += k
		} else {
			row -= k
		}
		r.Data[row*n+col] = v.Data[v.Off+i*v.Strides[0]]
	}
	return r
}

// DiagOf returns np.diag(m, k) of a matrix: a copy of its k-th diagonal.
func DiagOf[T Elem](m Matrix[T], k int) Vector[T] {
	row, col := 0, k
	if k < 0 {
		row, col = -k, 0
	}
	n := max(0, min(m.Shape[0]-row, m.Shape[1]-col))
	r := Empty[T]([1]int{n})
	for i := range n {
		r.Data[i] = m.Data[m.Off+(row+i)*m.Strides[0]+(col+i)*m.Strides[1]]
	}
	return r
}

// Tri returns np.tri(n, m, k): ones at and below the k-th diagonal of an n×m matrix.
func Tri[T Elem](n, m, k int) Matrix[T] {
	checkShape([2]int{n, m})
	r := Empty[T]([2]int{n, m})
	one := oneOf[T]()
	for i := range n {
		for j := range min(m, max(0, i+k+1)) {
			r.Data[i*m+j] = one
		}
	}
	return r
}

// Tril returns np.tril(a, k): a copy of a with the elements above the k-th diagonal of its
// last two axes zeroed.
func Tril[T Elem, D Dims](a Array[T, D], k int) Array[T, D] { return triangle(a, k, true) }

// Triu returns np.triu(a, k): a copy of a with the elements below the k-th diagonal of its
// last two axes zeroed.
func Triu[T Elem, D Dims](a Array[T, D], k int) Array[T, D] { return triangle(a, k-1, false) }

// TrilVector returns np.tril(v, k) of a vector as Numba computes it: Tril of the n×n matrix
// whose rows are v.
func TrilVector[T Elem](v Vector[T], k int) Matrix[T] { return Tril(squareRows(v), k) }

// TriuVector returns np.triu(v, k) of a vector: Triu of the n×n matrix whose rows are v.
func TriuVector[T Elem](v Vector[T], k int) Matrix[T] { return Triu(squareRows(v), k) }

// squareRows returns the n×n matrix whose rows are the n elements of v.
func squareRows[T Elem](v Vector[T]) Matrix[T] {
	n := v.Shape[0]
	r := Empty[T]([2]int{n, n})
	for i := range n {
		for j := range n {
			r.Data[i*n+j] = v.Data[v.Off+j*v.Strides[0]]
		}
	}
	return r
}

// triangle keeps the elements at or below diagonal k (lower) or above it (!lower).
func triangle[T Elem, D Dims](a Array[T, D], k int, lower bool) Array[T, D] {
	r := Empty[T](a.Shape)
	copy(r.Data, a.Flat())
	nd := len(a.Shape)
	rows, cols := a.Shape[nd-2], a.Shape[nd-1]
	if rows*cols == 0 {
		return r
	}
	var zero T
	for base := 0; base < len(r.Data); base += rows * cols {
		for i := range rows {
			for j := range cols {
				if (j-i > k) == lower {
					r.Data[base+i*cols+j] = zero
				}
			}
		}
	}
	return r
}

// Vander returns np.vander(x, n, increasing): the columns are powers of x, decreasing from
// x**(n-1) unless increasing, each the previous one multiplied by x as NumPy does.
func Vander[T Number](x Vector[T], n int, increasing bool) Matrix[T] {
	if n < 0 {
		panic(&ValueError{Msg: "N must be non-negative"})
	}
	rows := x.Shape[0]
	r := Empty[T]([2]int{rows, n})
	for i := range rows {
		xi := x.Data[x.Off+i*x.Strides[0]]
		p := oneOf[T]()
		for j := range n {
			col := j
			if !increasing {
				col = n - 1 - j
			}
			r.Data[i*n+col] = p
			p *= xi
		}
	}
	return r
}

// Rot90 returns np.rot90(a, k) of an array of two or more dimensions as Numba computes it: a
// view that rotates the first two axes by 90 degrees k times, from the first axis towards the
// second (k taken modulo 4 as in Python: swapaxes(fliplr(a), 0, 1) for k = 1, flipud(fliplr(a))
// for 2, fliplr(swapaxes(a, 0, 1)) for 3, a itself for 0).
func Rot90[T Elem, D Dims](a Array[T, D], k int) Array[T, D] {
	switch ((k % 4) + 4) % 4 {
	case 1:
		return SwapAxes(Fliplr(a), 0, 1)
	case 2:
		return Flipud(Fliplr(a))
	case 3:
		return Fliplr(SwapAxes(a, 0, 1))
	}
	return a
}

// Flip returns np.flip(a): a view of a with every axis reversed.
func Flip[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	for d := range len(a.Shape) {
		a = flipAxis(a, d)
	}
	return a
}

// Flipud returns np.flipud(a): a view of a with its first axis reversed.
func Flipud[T Elem, D Dims](a Array[T, D]) Array[T, D] { return flipAxis(a, 0) }

// Fliplr returns np.fliplr(a): a view of a with its second axis reversed.
func Fliplr[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	if len(a.Shape) < 2 {
		panic(&ValueError{Msg: "Input must be >= 2-d."})
	}
	return flipAxis(a, 1)
}

func flipAxis[T Elem, D Dims](a Array[T, D], d int) Array[T, D] {
	if a.Shape[d] > 1 {
		a.Off += (a.Shape[d] - 1) * a.Strides[d]
		a.Strides[d] = -a.Strides[d]
	}
	return a
}
