package kernels

// Roll returns np.roll(a, shift) without an axis: the elements in C order moved shift places to
// the right (left for a negative shift), wrapping around, in a new array of a's shape.
func Roll[T Elem, D Dims](a Array[T, D], shift int) Array[T, D] {
	flat := a.Flat()
	r := Empty[T](a.Shape)
	n := len(flat)
	if n == 0 {
		return r
	}
	s := ((shift % n) + n) % n
	copy(r.Data[s:], flat[:n-s])
	copy(r.Data[:s], flat[n-s:])
	return r
}
