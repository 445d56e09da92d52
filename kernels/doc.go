// Package kernels is the run-time library that pygo-generated Go code imports to reproduce Numba's semantics.
package kernels
