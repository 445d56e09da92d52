// Package simd describes element-wise loops (Loop), runs them in plain Go (Eval) and lowers them to AVX-512 and AVX2 assembly with avo (Generate), giving the same bits on every path.
package simd
