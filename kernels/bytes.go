package kernels

// BytesAt returns b[i] of a bytes object as Numba does (a uint8, negative indices counted
// from the end); out of range, where Numba reads past the buffer, it panics with IndexError.
func BytesAt(b string, i int64) uint8 {
	return b[fixIndex(len(b), i, "index out of range")]
}

// BytesSlice returns b[lo:hi:step] of a bytes object, byte by byte; NoIndex stands for an
// absent bound and a zero step panics with ValueError.
func BytesSlice(b string, lo, hi, step int64) string {
	if step == 0 {
		panic(&ValueError{Msg: "slice step cannot be zero"})
	}
	start, stop := sliceBounds(int64(len(b)), lo, hi, step)
	if step == 1 {
		if stop <= start {
			return ""
		}
		return b[start:stop]
	}
	out := make([]byte, 0, max(int64(0), (stop-start)/step+1))
	for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
		out = append(out, b[i])
	}
	return string(out)
}
