//go:build !amd64 || purego

package kernels

// argVec reports ok false: there is no assembly on this build, and the Go loop of argFloatRow
// runs.
func argVec[T Float](row []T, isMax bool) (k int, ok bool) { return 0, false }
