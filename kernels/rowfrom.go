package kernels

// RowFrom returns data[off:], or an empty slice when off is outside data: generated code reads
// row[c] in place of data[off+c] (emit/fixedrows.go), which fails exactly when that would.
func RowFrom[T any](data []T, off int) []T {
	if off < 0 || off > len(data) {
		return nil
	}
	return data[off:]
}

// RowSpan returns data[lo:hi], checked against len(data) rather than its capacity, so that it
// fails exactly when data[lo] or data[hi-1] would. Generated code reads a group of elements
// data[off+c] at constants c, all of which a run of statements reads unconditionally, through
// one span (emit/grouprows.go): the span's length is the constant hi-lo, and the reads need no
// check of their own.
func RowSpan[T any](data []T, lo, hi int) []T {
	return data[:len(data):len(data)][lo:hi]
}

// RowOf returns the n elements data[off:off+n], checked against len(data) rather than its
// capacity, or an empty slice when n is 0 whatever off is: the innermost loop of a nest
// ranges over a C-contiguous row through it (emit/fuse.go, driver), and fails exactly when
// its first or last element would.
func RowOf[T any](data []T, off, n int) []T {
	if n == 0 {
		return nil
	}
	return data[:len(data):len(data)][off : off+n]
}
