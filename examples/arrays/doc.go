// Package arrays is pygo's translation of array kernels used to compare pygo with Numba: a
// loop-based 2-d stencil, whole-array expressions, an axis reduction and a matrix product.
package arrays

//go:generate go tool pygo arrays.py
