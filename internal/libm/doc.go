// Package libm ports glibc's exp, exp2, log, log2, log10 and pow to Go, bit for bit, and holds pygo's own sin and cos.
//
// Numba calls the C library for math.exp, math.log, ** and the NumPy ufuncs on float64, and glibc's results are
// not always correctly rounded (about one result in 10^3 differs from the correctly rounded one), so pygo
// reproduces glibc 2.36's algorithms on x86-64 (Szabolcs Nagy's, also in ARM's optimized-routines):
// sysdeps/ieee754/dbl-64/e_exp.c, e_exp2.c, e_log.c, e_log2.c and e_pow.c with the tables of their *_data.c files,
// and e_log10.c, which reduces log10 to log.
//
// On a CPU with FMA and AVX2 glibc selects the __exp_fma, __log_fma and __pow_fma builds of e_exp.c, e_log.c and
// e_pow.c, in which GCC fused many a*b+c into one rounding, and log2 runs its fast-FMA variant, fused the same
// way. The functions here follow the instruction sequences of those builds (each math.FMA stands for one fused
// instruction; GCC also fuses a product into every sum that uses it, across statements). exp2 and log10 have no
// FMA builds, so there nothing is fused, and products that are then added are wrapped in float64() so that no Go
// compiler fuses them. CPUs without FMA run other builds, which round differently in rare cases; the Numba oracle
// of pygo's tests runs the FMA builds, as does every machine pygo targets. The tests compare every function with
// glibc itself (testdata/glibc.py) on millions of inputs.
//
// Sin and Cos (trig.go) are not glibc's but pygo's own, within 0.51 ULP (TestSinCosULP checks them against math/big),
// written so that every step is one vector instruction; they differ from glibc's in the last bit for about two
// arguments in a thousand.
//
// On amd64 with FMA (and without PYGO_ISA=go or the purego tag), Sin and Cos below TrigReduceMax and Exp's main
// path run assembly (trig_amd64.s, exp_amd64.s) that is their Go code instruction for instruction: at GOAMD64=v1 each
// math.FMA is a CPU-flag test and a possible call, around which the compiler spills the double-doubles.
//
// Tan (trig.go), Expm1 and Tanh (expm1.go), Log1p (log1p.go), Atan and Atan2 (atan.go) are pygo's own as well,
// within 0.52 ULP (hyp_test.go checks them against math/big), written the same way for the vector lowerings.
//
// Erf and Erfc (erf.go) are glibc's (fdlibm's s_erf.c) with glibc's bits, written the same way for the vector
// lowerings: every interval a blend, the exp factors Exp.
//
// Expf, Logf, Exp2f, Log2f (float32.go, float32base2.go) and Powf (powf.go) are glibc's float32 functions
// (e_expf.c, e_logf.c, e_exp2f.c, e_log2f.c, e_powf.c, computed in float64 and rounded once), fused as their
// __*_fma builds are.
//
// Coshf (coshf.go, on Expm1f, expm1f.go), Erff and Erfcf (erff.go) and Atanhf (atanhf.go, on Log1pf) are glibc's
// float32 coshf, erff, erfcf and atanhf (fdlibm's e_coshf.c, s_expm1f.c, s_erff.c and glibc's e_atanhf.c, computed in
// float32 arithmetic, unfused, on Expf where they call expf); each of them and Log1pf agreed with this machine's glibc
// 2.36 bit for bit on all 2^32 float32 arguments (a cgo sweep, not committed; TestGlibcCommitted and TestGlibcFresh
// re-check sampled arguments). The vector lowerings of erf and erfc are float64 only, so a loop with a float32 erf or
// erfc runs the scalar Go code.
//
// Lgammaf (lgammaf.go, lgammafneg.go) and Tgammaf (tgammaf.go) are glibc's float32 lgammaf and tgammaf (fdlibm's
// e_lgammaf_r.c, glibc's lgamma_negf.c, e_gammaf_r.c and gamma_productf.c, in float32 arithmetic, unfused, but for
// the product of gamma_productf in float64) on Expf, Logf, Log1pf, Powf, Exp2f, Expm1f and Sinf and Cosf (sinf.go:
// glibc's s_sinf.c and s_cosf.c, computed in float64 and fused as their __sinf_fma and __cosf_fma builds are); each
// agreed with glibc bit for bit on all 2^32 float32 arguments as well.
//
// Sinhf and Tanhf (sinhf.go) are glibc's float32 sinhf and tanhf (fdlibm's e_sinhf.c and s_tanhf.c, in float32
// arithmetic, unfused, on Expm1f and Expf); each agreed with glibc bit for bit on all 2^32 float32 arguments (a
// cgo sweep, not committed) as well.
//
// Hypot (hypot.go) is glibc's (e_hypot.c, Borges' algorithm with its correction step), whose results were correctly
// rounded in every test.
//
// Both kernels (the scalar run time) and simd (whose vector lowerings of exp and log gather from the same
// tables) import this package, so every path computes the same bits.
package libm
