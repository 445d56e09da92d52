// Package parallel is pygo's translation of Numba's parallel=True examples: prange loops run
// on kernels' goroutine pool, with reductions combined in a fixed order so that results do not
// depend on the number of threads.
package parallel

//go:generate go tool pygo parallel.py
