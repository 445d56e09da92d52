package kernels

// RowFrom returns data[off:], or an empty slice when off is outside data: generated code reads
// row[c] in place of data[off+c] (emit/fixedrows.go), which fails exactly when that would.
func RowFrom[T any](data []T, off int) []T {
	if off < 0 || off > len(data) {
		return nil
	}
	return data[off:]
}
