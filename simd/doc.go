// Package simd generates SIMD assembly (with avo) for vectorizable loops; it arrives with the @vectorize issue.
package simd
