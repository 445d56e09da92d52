// Package golden holds pygo's golden tests: Python programs, the Go they translate to,
// and the results Numba computes for them.
package golden
