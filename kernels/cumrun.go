package kernels

// Running sums and products over one run of an array (see Runs), the inner loops of Cumsum
// and Cumprod. A run of stride 1 or -1 (a contiguous or reversed view) is read through a
// slice of exactly its elements, which lets the compiler drop the bounds checks; other
// strides step through the data. The order of the operations, and so every bit of the
// result, is the same on each path: element off first, then off+stride, and so on.

// cumsumRun writes acc+x[0], acc+x[0]+x[1], ... into dst[:n] for the run of data at off
// with the given stride, and returns the last sum (acc when n is 0).
func cumsumRun[T Number](dst, data []T, off, n, stride int, acc T) T {
	switch stride {
	case 1:
		s := data[off : off+n]
		d := dst[:len(s)]
		for k, v := range s {
			acc += v
			d[k] = acc
		}
	case -1:
		s := data[off-n+1 : off+1]
		d := dst[:len(s)]
		for k := len(s) - 1; k >= 0; k-- {
			acc += s[k]
			d[len(s)-1-k] = acc
		}
	default:
		for k := range dst[:n] {
			acc += data[off]
			dst[k] = acc
			off += stride
		}
	}
	return acc
}

// cumprodRun is cumsumRun for running products. Complex64 elements multiply as Numba does (MulComplex).
func cumprodRun[T Number](dst, data []T, off, n, stride int, acc T) T {
	if d, ok := any(dst).([]complex64); ok {
		return any(cumprodRunComplex(d, any(data).([]complex64), off, n, stride, any(acc).(complex64))).(T)
	}
	switch stride {
	case 1:
		s := data[off : off+n]
		d := dst[:len(s)]
		for k, v := range s {
			acc *= v
			d[k] = acc
		}
	case -1:
		s := data[off-n+1 : off+1]
		d := dst[:len(s)]
		for k := len(s) - 1; k >= 0; k-- {
			acc *= s[k]
			d[len(s)-1-k] = acc
		}
	default:
		for k := range dst[:n] {
			acc *= data[off]
			dst[k] = acc
			off += stride
		}
	}
	return acc
}

// cumprodRunComplex is cumprodRun with Numba's complex product.
func cumprodRunComplex[T Complex](dst, data []T, off, n, stride int, acc T) T {
	for k := range dst[:n] {
		acc = MulComplex(acc, data[off])
		dst[k] = acc
		off += stride
	}
	return acc
}
