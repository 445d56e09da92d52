"""Generates the oracle tables of kernels/nprandom_test.go from Numba 0.56.4.

Run with the system Python that has NumPy and Numba:

    /usr/bin/python3 kernels/testdata/nprandom_cases.py > /tmp/cases.go

and replace everything below the "generated" marker in nprandom_test.go with the output. Every case is an @njit
function that calls np.random.seed(seed) and then the code under test, collecting its results in an array; the Go
side runs the matching closure on a state seeded with NPSeed(seed). Floats are printed with repr(), which
round-trips exactly.
"""

import numpy as np
from numba import njit

SEEDS = [0, 1, 42, 12345, 4294967295]
N = 10


def compile_case(body):
    src = "def f(seed):\n    np.random.seed(seed)\n" + "".join("    " + l + "\n" for l in body.strip().split("\n"))
    src += "    return out\n"
    ns = {"np": np}
    exec(src, ns)
    return njit(ns["f"])


def rep(expr, dtype="np.float64", n=N):
    return "out = np.empty(%d, %s)\nfor i in range(%d):\n    out[i] = %s" % (n, dtype, n, expr)


def golit(x, kind):
    if kind == "int":
        return str(int(x))
    x = float(x)
    if x != x:
        return "nan"
    if x in (float("inf"), float("-inf")):
        return "inf" if x > 0 else "-inf"
    if x == 0 and np.signbit(x):
        return "negZero"
    return repr(x)


# (name, Go closure body returning []float64 or []int64, Python body leaving the result in out)
FLOAT = [
    ("random", "npRepF(func() float64 { return r.NPRandom() })", rep("np.random.random()")),
    ("random_sample", "npRepF(func() float64 { return r.NPRandom() })", rep("np.random.random_sample()")),
    ("rand", "npRepF(func() float64 { return r.NPRandom() })", rep("np.random.rand()")),
    ("standard_normal", "npRepF(func() float64 { return r.NPStandardNormal() })", rep("np.random.standard_normal()")),
    ("randn", "npRepF(func() float64 { return r.NPStandardNormal() })", rep("np.random.randn()")),
    ("normal", "npRepF(func() float64 { return r.NPNormal(1.5, 2.5) })", rep("np.random.normal(1.5, 2.5)")),
    ("normal_loc", "npRepF(func() float64 { return r.NPNormal(-3.0, 1.0) })", rep("np.random.normal(-3.0)")),
    ("uniform", "npRepF(func() float64 { return r.NPUniform(-3.0, 7.5) })", rep("np.random.uniform(-3.0, 7.5)")),
    ("exponential", "npRepF(func() float64 { return r.NPExponential(2.0) })", rep("np.random.exponential(2.0)")),
    ("standard_exponential", "npRepF(func() float64 { return r.NPStandardExponential() })",
     rep("np.random.standard_exponential()")),
    ("exponential_noarg", "npRepF(func() float64 { return r.NPStandardExponential() })", rep("np.random.exponential()")),
    ("gamma_0.5", "npRepF(func() float64 { return r.NPGamma(0.5, 2.0) })", rep("np.random.gamma(0.5, 2.0)")),
    ("gamma_1", "npRepF(func() float64 { return r.NPGamma(1.0, 3.0) })", rep("np.random.gamma(1.0, 3.0)")),
    ("gamma_2.5", "npRepF(func() float64 { return r.NPGamma(2.5, 1.5) })", rep("np.random.gamma(2.5, 1.5)")),
    ("gamma_30", "npRepF(func() float64 { return r.NPGamma(30.0, 0.5) })", rep("np.random.gamma(30.0, 0.5)")),
    ("gamma_shape", "npRepF(func() float64 { return r.NPGamma(4.0, 1.0) })", rep("np.random.gamma(4.0)")),
    ("standard_gamma", "npRepF(func() float64 { return r.NPStandardGamma(0.3) })", rep("np.random.standard_gamma(0.3)")),
    ("beta_0.5", "npRepF(func() float64 { return r.NPBeta(0.5, 0.5) })", rep("np.random.beta(0.5, 0.5)")),
    ("beta_2_5", "npRepF(func() float64 { return r.NPBeta(2.0, 5.0) })", rep("np.random.beta(2.0, 5.0)")),
    ("chisquare", "npRepF(func() float64 { return r.NPChisquare(3.0) })", rep("np.random.chisquare(3.0)")),
    ("f", "npRepF(func() float64 { return r.NPF(4.0, 6.0) })", rep("np.random.f(4.0, 6.0)")),
    ("standard_t", "npRepF(func() float64 { return r.NPStandardT(5.0) })", rep("np.random.standard_t(5.0)")),
    ("lognormal", "npRepF(func() float64 { return r.NPLognormal(0.5, 0.75) })", rep("np.random.lognormal(0.5, 0.75)")),
    ("lognormal_noarg", "npRepF(func() float64 { return r.NPLognormal(0, 1) })", rep("np.random.lognormal()")),
    ("laplace", "npRepF(func() float64 { return r.NPLaplace(1.0, 2.0) })", rep("np.random.laplace(1.0, 2.0)")),
    ("laplace_noarg", "npRepF(func() float64 { return r.NPLaplace(0, 1) })", rep("np.random.laplace()")),
    ("logistic", "npRepF(func() float64 { return r.NPLogistic(-1.0, 0.5) })", rep("np.random.logistic(-1.0, 0.5)")),
    ("gumbel", "npRepF(func() float64 { return r.NPGumbel(0.5, 2.0) })", rep("np.random.gumbel(0.5, 2.0)")),
    ("pareto", "npRepF(func() float64 { return r.NPPareto(3.0) })", rep("np.random.pareto(3.0)")),
    ("weibull", "npRepF(func() float64 { return r.NPWeibull(1.5) })", rep("np.random.weibull(1.5)")),
    ("rayleigh", "npRepF(func() float64 { return r.NPRayleigh(2.0) })", rep("np.random.rayleigh(2.0)")),
    ("power", "npRepF(func() float64 { return r.NPPower(2.5) })", rep("np.random.power(2.5)")),
    ("standard_cauchy", "npRepF(func() float64 { return r.NPStandardCauchy() })", rep("np.random.standard_cauchy()")),
    ("triangular", "npRepF(func() float64 { return r.NPTriangular(-1.0, 0.5, 3.0) })",
     rep("np.random.triangular(-1.0, 0.5, 3.0)")),
    ("wald", "npRepF(func() float64 { return r.NPWald(1.5, 2.0) })", rep("np.random.wald(1.5, 2.0)")),
    # The cached Gaussian: shared by normal, standard_normal and lognormal, interleaved with random().
    ("gauss_cache",
     "[]float64{r.NPStandardNormal(), r.NPRandom(), r.NPNormal(10, 2), r.NPLognormal(0, 1), r.NPStandardNormal(), "
     "r.NPRandom(), r.NPNormal(0, 1)}",
     "out = np.empty(7)\nout[0] = np.random.standard_normal()\nout[1] = np.random.random()\n"
     "out[2] = np.random.normal(10.0, 2.0)\nout[3] = np.random.lognormal()\nout[4] = np.random.standard_normal()\n"
     "out[5] = np.random.random()\nout[6] = np.random.normal()"),
    # Seeding clears the cache: the second draw after reseeding repeats the first.
    ("seed_clears_cache",
     "[]float64{r.NPStandardNormal(), func() float64 { r.NPSeed(7); return r.NPStandardNormal() }(), "
     "r.NPStandardNormal()}",
     "out = np.empty(3)\nout[0] = np.random.standard_normal()\nnp.random.seed(7)\n"
     "out[1] = np.random.standard_normal()\nout[2] = np.random.standard_normal()"),
    # Arrays, compared as their C-ordered data.
    ("random_array", "NPRandomArray(r, [2]int{2, 3}).Data", "out = np.random.random((2, 3)).ravel()"),
    ("rand_array", "NPRandomArray(r, [3]int{2, 1, 3}).Data", "out = np.random.rand(2, 1, 3).ravel()"),
    ("random_vector", "NPRandomArray(r, [1]int{5}).Data", "out = np.random.random(5)"),
    ("standard_normal_array",
     "append(NPStandardNormalArray(r, [1]int{5}).Data, r.NPStandardNormal())",
     "out = np.empty(6)\nout[:5] = np.random.standard_normal(5)\nout[5] = np.random.standard_normal()"),
    ("randn_array", "NPStandardNormalArray(r, [2]int{3, 2}).Data", "out = np.random.randn(3, 2).ravel()"),
    ("normal_array", "NPNormalArray(r, 1.0, 2.0, [3]int{2, 2, 3}).Data",
     "out = np.random.normal(1.0, 2.0, (2, 2, 3)).ravel()"),
    ("uniform_array", "NPUniformArray(r, -1.0, 1.0, [1]int{7}).Data", "out = np.random.uniform(-1.0, 1.0, 7)"),
    ("choice_float", "npRepF(func() float64 { return NPChoice(r, npChoiceData()) })", rep("np.random.choice(np.arange(10.0) * 1.5)")),
    ("choice_replace", "NPChoiceN(r, npChoiceData(), 8, true).Data", "out = np.random.choice(np.arange(10.0) * 1.5, 8)"),
    ("choice_noreplace", "NPChoiceN(r, npChoiceData(), 6, false).Data",
     "out = np.random.choice(np.arange(10.0) * 1.5, 6, False)"),
    ("choice_noreplace_all", "NPChoiceN(r, npChoiceData(), 10, false).Data",
     "out = np.random.choice(np.arange(10.0) * 1.5, 10, replace=False)"),
    ("permutation_float", "NPPermutation(r, npChoiceData()).Data", "out = np.random.permutation(np.arange(10.0) * 1.5)"),
]

INT = [
    ("randint_0_10", "npRepI(func() int64 { return r.NPRandint(0, 10) })", rep("np.random.randint(0, 10)", "np.int64")),
    ("randint_10", "npRepI(func() int64 { return r.NPRandint(0, 10) })", rep("np.random.randint(10)", "np.int64")),
    ("randint_-5_5", "npRepI(func() int64 { return r.NPRandint(-5, 5) })", rep("np.random.randint(-5, 5)", "np.int64")),
    ("randint_7_9", "npRepI(func() int64 { return r.NPRandint(7, 9) })", rep("np.random.randint(7, 9)", "np.int64")),
    ("randint_1000", "npRepI(func() int64 { return r.NPRandint(0, 1000) })", rep("np.random.randint(0, 1000)", "np.int64")),
    ("randint_2^31", "npRepI(func() int64 { return r.NPRandint(0, 1<<31) })", rep("np.random.randint(0, 2**31)", "np.int64")),
    ("randint_2^32", "npRepI(func() int64 { return r.NPRandint(0, 1<<32) })", rep("np.random.randint(0, 2**32)", "np.int64")),
    ("randint_2^32+1", "npRepI(func() int64 { return r.NPRandint(0, 1<<32+1) })",
     rep("np.random.randint(0, 2**32 + 1)", "np.int64")),
    ("randint_2^40", "npRepI(func() int64 { return r.NPRandint(-1<<40, 1<<40) })",
     rep("np.random.randint(-2**40, 2**40)", "np.int64")),
    ("randint_2^62", "npRepI(func() int64 { return r.NPRandint(-1<<62, 1<<62-1) })",
     rep("np.random.randint(-2**62, 2**62 - 1)", "np.int64")),
    ("randint_maxint", "npRepI(func() int64 { return r.NPRandint(0, 1<<63-1) })",
     rep("np.random.randint(0, 2**63 - 1)", "np.int64")),
    # A range of one value draws nothing: the random() after it is the first.
    ("randint_single", "[]int64{r.NPRandint(3, 4), r.NPRandint(0, 1), int64(r.NPRandom() * (1 << 53))}",
     "out = np.empty(3, np.int64)\nout[0] = np.random.randint(3, 4)\nout[1] = np.random.randint(1)\n"
     "out[2] = np.int64(np.random.random() * 2.0**53)"),
    ("randint_array", "NPRandintArray(r, -3, 100, [2]int{2, 5}).Data",
     "out = np.random.randint(-3, 100, (2, 5)).ravel()"),
    ("randint_array_big", "NPRandintArray(r, 0, 1<<40, [1]int{6}).Data", "out = np.random.randint(0, 2**40, 6)"),
    ("binomial_10", "npRepI(func() int64 { return r.NPBinomial(10, 0.3) })", rep("np.random.binomial(10, 0.3)", "np.int64")),
    ("binomial_100", "npRepI(func() int64 { return r.NPBinomial(100, 0.7) })", rep("np.random.binomial(100, 0.7)", "np.int64")),
    ("binomial_1000", "npRepI(func() int64 { return r.NPBinomial(1000, 0.5) })", rep("np.random.binomial(1000, 0.5)", "np.int64")),
    ("binomial_split", "npRepI(func() int64 { return r.NPBinomial(5003, 0.4) })",
     rep("np.random.binomial(5003, 0.4)", "np.int64")),
    ("binomial_big", "npRepI(func() int64 { return r.NPBinomial(100000, 0.01) })",
     rep("np.random.binomial(100000, 0.01)", "np.int64")),
    ("binomial_edges", "[]int64{r.NPBinomial(0, 0.5), r.NPBinomial(7, 0.0), r.NPBinomial(7, 1.0), r.NPBinomial(1, 0.5)}",
     "out = np.empty(4, np.int64)\nout[0] = np.random.binomial(0, 0.5)\nout[1] = np.random.binomial(7, 0.0)\n"
     "out[2] = np.random.binomial(7, 1.0)\nout[3] = np.random.binomial(1, 0.5)"),
    ("poisson_0.5", "npRepI(func() int64 { return r.NPPoisson(0.5) })", rep("np.random.poisson(0.5)", "np.int64")),
    ("poisson_3", "npRepI(func() int64 { return r.NPPoisson(3.0) })", rep("np.random.poisson(3.0)", "np.int64")),
    ("poisson_9.99", "npRepI(func() int64 { return r.NPPoisson(9.99) })", rep("np.random.poisson(9.99)", "np.int64")),
    ("poisson_10", "npRepI(func() int64 { return r.NPPoisson(10.0) })", rep("np.random.poisson(10.0)", "np.int64")),
    ("poisson_123.4", "npRepI(func() int64 { return r.NPPoisson(123.4) })", rep("np.random.poisson(123.4)", "np.int64")),
    ("poisson_1e6", "npRepI(func() int64 { return r.NPPoisson(1e6) })", rep("np.random.poisson(1e6)", "np.int64")),
    ("poisson_noarg", "npRepI(func() int64 { return r.NPPoisson(1.0) })", rep("np.random.poisson()", "np.int64")),
    ("poisson_0", "[]int64{r.NPPoisson(0), int64(r.NPRandom() * (1 << 53))}",
     "out = np.empty(2, np.int64)\nout[0] = np.random.poisson(0.0)\nout[1] = np.int64(np.random.random() * 2.0**53)"),
    ("geometric_0.5", "npRepI(func() int64 { return r.NPGeometric(0.5) })", rep("np.random.geometric(0.5)", "np.int64")),
    ("geometric_0.1", "npRepI(func() int64 { return r.NPGeometric(0.1) })", rep("np.random.geometric(0.1)", "np.int64")),
    ("geometric_1", "npRepI(func() int64 { return r.NPGeometric(1.0) })", rep("np.random.geometric(1.0)", "np.int64")),
    ("geometric_third", "npRepI(func() int64 { return r.NPGeometric(1.0 / 3) })",
     rep("np.random.geometric(1.0 / 3)", "np.int64")),
    ("negative_binomial", "npRepI(func() int64 { return r.NPNegativeBinomial(5, 0.4) })",
     rep("np.random.negative_binomial(5, 0.4)", "np.int64")),
    ("zipf", "npRepI(func() int64 { return r.NPZipf(2.5) })", rep("np.random.zipf(2.5)", "np.int64")),
    ("logseries_0.6", "npRepI(func() int64 { return r.NPLogseries(0.6) })", rep("np.random.logseries(0.6)", "np.int64")),
    ("logseries_0.99", "npRepI(func() int64 { return r.NPLogseries(0.99) })", rep("np.random.logseries(0.99)", "np.int64")),
    ("hypergeometric", "npRepI(func() int64 { return r.NPHypergeometric(10, 5, 7) })",
     rep("np.random.hypergeometric(10, 5, 7)", "np.int64")),
    ("hypergeometric_few_good", "npRepI(func() int64 { return r.NPHypergeometric(3, 20, 10) })",
     rep("np.random.hypergeometric(3, 20, 10)", "np.int64")),
    ("choice_range", "npRepI(func() int64 { return NPChoiceRange(r, 20) })", rep("np.random.choice(20)", "np.int64")),
    ("choice_range_replace", "NPChoiceRangeN(r, 20, 7, true).Data", "out = np.random.choice(20, 7)"),
    ("choice_range_noreplace", "NPChoiceRangeN(r, 20, 7, false).Data", "out = np.random.choice(20, 7, False)"),
    ("choice_int", "npRepI(func() int64 { return NPChoice(r, FromSlice([]int64{5, -3, 8, 13})) })",
     rep("np.random.choice(np.array([5, -3, 8, 13]))", "np.int64")),
    ("permutation_n", "NPPermutationN(r, 12).Data", "out = np.random.permutation(12)"),
    ("permutation_0", "append(NPPermutationN(r, 0).Data, NPPermutationN(r, -3).Data...)",
     "out = np.concatenate((np.random.permutation(0), np.random.permutation(-3)))"),
    ("permutation_matrix", "NPPermutation(r, FromData(npArange(12), [2]int{4, 3})).Data",
     "out = np.random.permutation(np.arange(12).reshape(4, 3)).ravel()"),
    ("shuffle", "npShuffled(r, FromSlice(npArange(10)))", "out = np.arange(10)\nnp.random.shuffle(out)"),
    ("shuffle_strided", "npShuffled(r, Vector[int64]{Data: npArange(10), Shape: [1]int{5}, Strides: [1]int{2}})",
     "out = np.arange(10)\nnp.random.shuffle(out[::2])"),
    ("shuffle_reversed", "npShuffled(r, Vector[int64]{Data: npArange(10), Off: 9, Shape: [1]int{10}, Strides: [1]int{-1}})",
     "out = np.arange(10)\nnp.random.shuffle(out[::-1])"),
    ("shuffle_matrix", "npShuffled(r, FromData(npArange(12), [2]int{4, 3}))",
     "out = np.arange(12)\nnp.random.shuffle(out.reshape(4, 3))"),
    ("shuffle_3d", "npShuffled(r, FromData(npArange(24), [3]int{4, 3, 2}))",
     "out = np.arange(24)\nnp.random.shuffle(out.reshape(4, 3, 2))"),
    ("shuffle_columns",
     "npShuffled(r, Matrix[int64]{Data: npArange(24), Shape: [2]int{4, 3}, Strides: [2]int{6, 2}})",
     "out = np.arange(24)\nnp.random.shuffle(out.reshape(4, 6)[:, ::2])"),
    ("shuffle_transposed",
     "npShuffled(r, Matrix[int64]{Data: npArange(12), Shape: [2]int{3, 4}, Strides: [2]int{1, 3}})",
     "out = np.arange(12)\nnp.random.shuffle(out.reshape(4, 3).T)"),
]

# (name, Go call, Python body raising the exception; out is never reached)
ERRORS = [
    ("randint(5, 5)", "r.NPRandint(5, 5)", "out = np.random.randint(5, 5)"),
    ("randint(0)", "r.NPRandint(0, 0)", "out = np.random.randint(0)"),
    ("randint(3, -2)", "r.NPRandint(3, -2)", "out = np.random.randint(3, -2)"),
    ("randint(-2**62, 2**62)", "r.NPRandint(-1<<62, 1<<62)", "out = np.random.randint(-2**62, 2**62)"),
    ("randint(minint, maxint)", "r.NPRandint(-1<<63, 1<<63-1)", "out = np.random.randint(-2**63, 2**63 - 1)"),
    ("randint array", "NPRandintArray(r, 2, 2, [1]int{3})", "out = np.random.randint(2, 2, 3)"),
    ("choice(empty)", "NPChoice(r, FromSlice([]float64{}))", "out = np.random.choice(np.empty(0))"),
    ("choice(a, 11, False)", "NPChoiceN(r, npChoiceData(), 11, false)",
     "out = np.random.choice(np.arange(10.0) * 1.5, 11, False)"),
    ("choice(5, 6, False)", "NPChoiceRangeN(r, 5, 6, false)", "out = np.random.choice(5, 6, False)"),
    ("choice(0)", "NPChoiceRange(r, 0)", "out = np.random.choice(0)"),
    ("binomial(-1, 0.5)", "r.NPBinomial(-1, 0.5)", "out = np.random.binomial(-1, 0.5)"),
    ("binomial(5, 1.5)", "r.NPBinomial(5, 1.5)", "out = np.random.binomial(5, 1.5)"),
    ("binomial(5, nan)", "r.NPBinomial(5, nan)", "out = np.random.binomial(5, np.nan)"),
    ("poisson(-1)", "r.NPPoisson(-1)", "out = np.random.poisson(-1.0)"),
    ("gamma(0, 1)", "r.NPGamma(0, 1)", "out = np.random.gamma(0.0, 1.0)"),
    ("gamma(1, -1)", "r.NPGamma(1, -1)", "out = np.random.gamma(1.0, -1.0)"),
    ("beta(-1, 1)", "r.NPBeta(-1, 1)", "out = np.random.beta(-1.0, 1.0)"),
    ("geometric(0)", "r.NPGeometric(0)", "out = np.random.geometric(0.0)"),
    ("geometric(1.5)", "r.NPGeometric(1.5)", "out = np.random.geometric(1.5)"),
    ("rayleigh(0)", "r.NPRayleigh(0)", "out = np.random.rayleigh(0.0)"),
    ("power(0)", "r.NPPower(0)", "out = np.random.power(0.0)"),
    ("wald(0, 1)", "r.NPWald(0, 1)", "out = np.random.wald(0.0, 1.0)"),
    ("wald(1, 0)", "r.NPWald(1, 0)", "out = np.random.wald(1.0, 0.0)"),
    ("zipf(1)", "r.NPZipf(1)", "out = np.random.zipf(1.0)"),
    ("logseries(0)", "r.NPLogseries(0)", "out = np.random.logseries(0.0)"),
    ("negative_binomial(0, 0.5)", "r.NPNegativeBinomial(0, 0.5)", "out = np.random.negative_binomial(0, 0.5)"),
    ("negative_binomial(3, 2)", "r.NPNegativeBinomial(3, 2)", "out = np.random.negative_binomial(3, 2.0)"),
    ("negative_binomial(3, 1)", "r.NPNegativeBinomial(3, 1)", "out = np.random.negative_binomial(3, 1.0)"),
]

# Long runs, to reach the rarer branches of the rejection loops: 5000 draws, every 499th kept (a wrong number of
# draws anywhere shifts every later value).
LONG = 5000
STEP = 499
for name, gocall, pycall in [
    ("random", "r.NPRandom()", "np.random.random(%d)"),
    ("standard_normal", "r.NPStandardNormal()", "np.random.standard_normal(%d)"),
    ("gamma_0.7", "r.NPGamma(0.7, 1.0)", "np.random.gamma(0.7, 1.0, %d)"),
    ("gamma_3.3", "r.NPGamma(3.3, 2.0)", "np.random.gamma(3.3, 2.0, %d)"),
    ("gamma_1.0001", "r.NPGamma(1.0001, 1.0)", "np.random.gamma(1.0001, 1.0, %d)"),
    ("beta", "r.NPBeta(0.3, 0.4)", "np.random.beta(0.3, 0.4, %d)"),
    ("standard_t", "r.NPStandardT(3.0)", "np.random.standard_t(3.0, %d)"),
    ("chisquare", "r.NPChisquare(1.0)", "np.random.chisquare(1.0, %d)"),
    ("lognormal", "r.NPLognormal(0.1, 2.0)", "np.random.lognormal(0.1, 2.0, %d)"),
    ("laplace", "r.NPLaplace(0.0, 1.0)", "np.random.laplace(0.0, 1.0, %d)"),
    ("logistic", "r.NPLogistic(0.0, 1.0)", "np.random.logistic(0.0, 1.0, %d)"),
    ("exponential", "r.NPExponential(0.5)", "np.random.exponential(0.5, %d)"),
    ("gumbel", "r.NPGumbel(0.0, 1.0)", "np.random.gumbel(0.0, 1.0, %d)"),
    ("pareto", "r.NPPareto(0.7)", "np.random.pareto(0.7, %d)"),
    ("weibull", "r.NPWeibull(0.6)", "np.random.weibull(0.6, %d)"),
    ("power", "r.NPPower(0.3)", "np.random.power(0.3, %d)"),
    ("wald", "r.NPWald(0.7, 3.0)", "np.random.wald(0.7, 3.0, %d)"),
    ("f", "r.NPF(2.0, 9.0)", "np.random.f(2.0, 9.0, %d)"),
    ("standard_cauchy", "r.NPStandardCauchy()", "np.random.standard_cauchy(%d)"),
]:
    FLOAT.append(("long_" + name, "npEveryF(%d, %d, func() float64 { return %s })" % (LONG, STEP, gocall),
                  "out = %s[::%d].copy()" % (pycall % LONG, STEP)))
for name, gocall, pycall in [
    ("randint_3", "r.NPRandint(0, 3)", "np.random.randint(0, 3, %d)"),
    ("randint_big", "r.NPRandint(5, 3<<33)", "np.random.randint(5, 3 * 2**33, %d)"),
    ("poisson_4", "r.NPPoisson(4.0)", "np.random.poisson(4.0, %d)"),
    ("poisson_15", "r.NPPoisson(15.0)", "np.random.poisson(15.0, %d)"),
    ("poisson_2500", "r.NPPoisson(2500.5)", "np.random.poisson(2500.5, %d)"),
    ("binomial_30", "r.NPBinomial(30, 0.45)", "np.random.binomial(30, 0.45, %d)"),
    ("binomial_2000", "r.NPBinomial(2000, 0.7)", "np.random.binomial(2000, 0.7, %d)"),
    ("geometric", "r.NPGeometric(0.05)", "np.random.geometric(0.05, %d)"),
    ("geometric_search", "r.NPGeometric(0.4)", "np.random.geometric(0.4, %d)"),
    ("zipf", "r.NPZipf(1.5)", "np.random.zipf(1.5, %d)"),
    ("logseries", "r.NPLogseries(0.9)", "np.random.logseries(0.9, %d)"),
    ("hypergeometric", "r.NPHypergeometric(50, 30, 40)", "np.random.hypergeometric(50, 30, 40, %d)"),
    ("negative_binomial", "r.NPNegativeBinomial(3, 0.3)", "np.random.negative_binomial(3, 0.3, %d)"),
]:
    INT.append(("long_" + name, "npEveryI(%d, %d, func() int64 { return %s })" % (LONG, STEP, gocall),
                "out = %s[::%d].copy()" % (pycall % LONG, STEP)))
INT.append(("long_shuffle", "npEvery(npShuffled(r, FromSlice(npArange(1000))), 37)",
            "a = np.arange(1000)\nnp.random.shuffle(a)\nout = a[::37].copy()"))


def table(var, typ, kind, cases):
    print("var %s = []struct {\n\tname string\n\tseed uint32\n\tcall func(r *Random) []%s\n\twant []%s\n}{" %
          (var, typ, typ))
    for name, gocall, body in cases:
        f = compile_case(body)
        for seed in SEEDS:
            out = f(np.uint32(seed))
            vals = ", ".join(golit(v, kind) for v in np.asarray(out).ravel())
            print("\t{%s, %d, func(r *Random) []%s { return %s }, []%s{%s}}," %
                  (gostr(name), seed, typ, gocall, typ, vals))
    print("}\n")


def errors():
    print("var npRandomErrorCases = []struct {\n\tname string\n\tcall func(r *Random)\n\twant string\n}{")
    for name, gocall, body in ERRORS:
        f = compile_case(body)
        try:
            f(np.uint32(1))
        except Exception as e:
            msg = type(e).__name__ + (": " + str(e) if str(e) else "")
        else:
            raise SystemExit("%s: no exception" % name)
        print("\t{%s, func(r *Random) { %s }, %s}," % (gostr(name), gocall, gostr(msg)))
    print("}")


def gostr(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


print("// Code below is generated by testdata/nprandom_cases.py from Numba 0.56.4; do not edit.\n")
table("npRandomFloatCases", "float64", "float", FLOAT)
table("npRandomIntCases", "int64", "int", INT)
errors()
