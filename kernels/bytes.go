package kernels

// BytesAt returns b[i] of a bytes object as Numba does (a uint8, negative indices counted
// from the end); out of range, where Numba reads past the buffer, it panics with IndexError.
func BytesAt(b string, i int64) uint8 {
	return b[fixIndex(len(b), i, "index out of range")]
}
