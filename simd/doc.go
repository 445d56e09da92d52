// Package simd describes element-wise loops (Loop), runs them in plain Go (Eval) and lowers them to AVX-512 and AVX2 assembly with avo (Generate), giving the same bits on every path.
//
// avo builds, allocates and prints the functions in process; its register allocation pass is
// replaced by an equivalent one (regalloc.go) that gives avo's allocation without walking the whole
// interference graph at every pick.
package simd
