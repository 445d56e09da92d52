// Package loops is pygo's translation of two loop kernels used to compare pygo with Numba.
package loops

//go:generate go tool pygo loops.py
