// Package golden holds pygo's golden tests: Python programs, the Go they translate to,
// and the results Numba computes for them.
//
// A case is a directory of testdata holding in.py, or a package case: a Python package in
// pkg/ (modules that import each other, absolutely as pkg.m, relatively, or by plain name as a
// script's siblings). pygo translates all its modules together (gen.TranslatePackage); the
// directives are those of the entry module, the first one in path order with `# call:` or
// `# error:` lines, whose functions the calls name and whose `# sig:` lines pygo reads as
// module.func. oracle.py imports the entry module the way Python does.
//
// # How results are compared
//
// oracle.py records what Numba (or CPython, where Numba cannot compile a case) computes for
// every `# call:` line into want.jsonl; `make oracle-check` re-derives the file and TestGolden
// compares pygo's results with it. The check compiles at LLVM's optimisation level 0 where no
// fastmath flag lets the level change a result; a result that then differs from the committed
// one is derived again at Numba's own level in a fresh interpreter, which decides (oracle.py's
// QUICK says why this is sound). Two rules apply:
//
//   - Exact. A case whose results do not depend on the host's BLAS/LAPACK must re-derive
//     byte for byte: Numba's scalar code and its NumPy loops give the same bits on every
//     machine. TestGolden compares texts outside numbers exactly, integers exactly, and floats
//     to a relative 1e-9 (relTol), since Go's math functions may differ from the C library's
//     in the last bits. A case with the directive `# compare: exact` must match Numba's
//     bits: it pins down results that pygo computes with Numba's own algorithm.
//
//   - BLAS. Numba's np.dot, @ and np.linalg call OpenBLAS, which picks its kernels by CPU
//     model (SSE3, AVX2+FMA, AVX-512), so a product's last bits change from one machine to the
//     next. oracle.py marks a case whose source uses the @ operator or one of its BLAS_NAMES
//     (dot, vdot, matmul, inner, linalg, cov, corrcoef, convolve and correlate, whose
//     float inner products are np.dot, and roots, which is np.linalg.eigvals) as BLAS-dependent: each of its
//     want.jsonl records carries "tolerance": "blas". For those, both `oracle.py --check` and
//     TestGolden accept two floats that differ by at most 1e-9 times the larger of the two, or
//     1e-9 times the largest float magnitude in the recorded value (BLAS error bounds are
//     normwise: an element computed by cancellation may differ by more than its own size).
//     Everything else in such a record (calls, arguments, integers, error classes) stays
//     exact. A call that passes float32 or complex64 arrays to such a case carries
//     "tolerance": "blas32" and is compared with 1e-5 in place of 1e-9 (relTol32): Numba's
//     single-precision LAPACK rounds at every step, where pygo factors in double precision
//     and rounds once (kernels/linalg_single.go), and float32 holds about 7 digits.
//
//   - fastmath. With fastmath=True LLVM vectorizes float reductions for Numba, peeling
//     iterations until the array is aligned, so Numba's last bits depend on where its
//     allocator placed the arrays (the oracle's case server, which has run other cases, and a
//     fresh interpreter differ). A case that compiles a function with fastmath carries
//     "tolerance": "fastmath" and is compared under the BLAS rule above.
//
// pygo's own results never depend on the CPU: its float matrix products (kernels.Dgemm and
// Sgemm) compute every element in one fixed order of fused multiply-adds on their AVX-512, AVX2
// and Go paths, the rest of its BLAS/LAPACK is gonum's pure Go, and every SIMD path gives the bits of
// the Go path. The rule is checked on one machine by running the
// oracle under two OpenBLAS core types: `make oracle-check` runs the BLAS-dependent cases
// again under OPENBLAS_CORETYPE=Prescott, or =Haswell where OpenBLAS already runs Prescott's
// kernels (it falls back to them on CPU models it does not know, as on some machines of
// this project's kind).
package golden
