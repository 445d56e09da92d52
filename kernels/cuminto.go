package kernels

// CumsumAssign does dst[...] = np.cumsum(src), or dst[...] = np.cumsum(src)[::-1] when
// reversed, for a one-dimensional dst of src's element type. When dst has src's size and shares
// no memory with it, the running sums go straight into dst's elements (in reverse order when
// reversed), with no temporary array and no copy; the sums are added in the same order, so the
// bits are Cumsum's. Otherwise it assigns the temporary as the general path does, with Numba's
// broadcasting rules and errors.
func CumsumAssign[T Number, D Dims](dst Vector[T], src Array[T, D], reversed bool) {
	cumAssign(dst, src, reversed, false)
}

// CumprodAssign is CumsumAssign for np.cumprod.
func CumprodAssign[T Number, D Dims](dst Vector[T], src Array[T, D], reversed bool) {
	cumAssign(dst, src, reversed, true)
}

func cumAssign[T Number, D Dims](dst Vector[T], src Array[T, D], reversed, mul bool) {
	n := src.Size()
	if dst.Shape[0] != n || overlaps(dst.Data, dst.Off, dst.Shape, dst.Strides, src.Data, src.Off, src.Shape, src.Strides) {
		var r Vector[T]
		if mul {
			r = Cumprod(src)
		} else {
			r = Cumsum(src)
		}
		if reversed && n > 0 {
			r.Off, r.Strides[0] = n-1, -1
		}
		CopyView(dst, BroadcastAssign[[1]int](r, dst.Shape))
		return
	}
	if n == 0 {
		return
	}
	do, ds := dst.Off, dst.Strides[0]
	if reversed {
		do, ds = do+(n-1)*ds, -ds
	}
	var acc T
	if mul {
		acc = 1
	}
	src.Runs(func(off, k, stride int) {
		if mul {
			acc = cumprodRunTo(dst.Data, do, ds, src.Data, off, k, stride, acc)
		} else {
			acc = cumsumRunTo(dst.Data, do, ds, src.Data, off, k, stride, acc)
		}
		do += k * ds
	})
}

// cumsumRunTo is cumsumRun writing into dst at doff, doff+dstride, ...: a forward dst is
// cumsumRun's, a reversed one read from a reversed run (the suffix sums of a reversed row) is
// one bounds-check-free loop over both, the rest step through both.
func cumsumRunTo[T Number](dst []T, doff, dstride int, data []T, off, n, stride int, acc T) T {
	switch {
	case dstride == 1:
		return cumsumRun(dst[doff:], data, off, n, stride, acc)
	case dstride == -1 && stride == -1:
		s := data[off-n+1 : off+1]
		d := dst[doff-n+1 : doff+1]
		d = d[:len(s)]
		for k := len(s) - 1; k >= 0; k-- {
			acc += s[k]
			d[k] = acc
		}
	default:
		for range n {
			acc += data[off]
			dst[doff] = acc
			off += stride
			doff += dstride
		}
	}
	return acc
}

// cumprodRunTo is cumsumRunTo for running products.
func cumprodRunTo[T Number](dst []T, doff, dstride int, data []T, off, n, stride int, acc T) T {
	switch {
	case dstride == 1:
		return cumprodRun(dst[doff:], data, off, n, stride, acc)
	case dstride == -1 && stride == -1:
		s := data[off-n+1 : off+1]
		d := dst[doff-n+1 : doff+1]
		d = d[:len(s)]
		for k := len(s) - 1; k >= 0; k-- {
			acc *= s[k]
			d[k] = acc
		}
	default:
		for range n {
			acc *= data[off]
			dst[doff] = acc
			off += stride
			doff += dstride
		}
	}
	return acc
}
