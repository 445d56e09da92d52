"""np.expm1 and math.expm1 of float32 values have the bits of glibc's expm1f, which Numba calls (fdlibm's, in float32 arithmetic, not float64's expm1 rounded): arguments from each of its ranges (tiny, below 0.5 ln 2, below 1.5 ln 2, up to 27 ln 2, the overflow threshold, large negatives) where expm1f and the rounded expm1 differ, in an out= array, as a new array, in a @vectorize loop, in a fused expression and on scalars."""
# compare: exact
# call: f(np.array([0.000250190933002159, 0.0009910005610436201, -0.0009286394342780113, 0.00038406424573622644, -0.2684391736984253, 0.0663713663816452, 0.18313252925872803, -0.09824362397193909, 1e-20, 0.0, -0.0, 0.3465735614299774], dtype=np.float32), np.zeros(12, dtype=np.float32))
# call: g(np.array([0.6856949329376221, -2.3751680850982666, -2.927974224090576, -2.247530221939087, -11.909808158874512, -6.888718605041504, -6.355133533477783, -12.165376663208008, 18.099905014038086, -8.864617347717285, -12.940248489379883, -3.496124267578125, -3.197958469390869, 1.0397207736968994], dtype=np.float32))
# call: g(np.array([87.65666198730469, 87.7066879272461, 86.72248840332031, 88.72167205810547, 88.7216796875, 100.0, -17.32868003845215, -100.0, float("inf"), float("-inf"), float("nan")], dtype=np.float32))
# call: h(np.array([0.5, -1.25, 7.0, 0.6856949329376221, -2.3751680850982666, 87.65666198730469], dtype=np.float32))
# call: v(np.array([1.0, -0.2684391736984253, -11.909808158874512, 18.099905014038086, 0.000250190933002159], dtype=np.float32))
import math
import numpy as np
from numba import njit, vectorize


@njit
def f(a, out):
    np.expm1(a, out)


@njit
def g(a):
    return np.expm1(a), np.expm1(a) * np.float32(2.0) + a


@njit
def h(a):
    out = np.empty_like(a)
    for i in range(a.size):
        out[i] = math.expm1(a[i])
    return out, np.expm1(a[0]), math.expm1(a[1])


@vectorize(["float32(float32)"])
def vexpm1(x):
    return math.expm1(x)


@njit
def v(a):
    return vexpm1(a)
