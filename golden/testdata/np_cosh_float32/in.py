"""np.cosh and math.cosh of float32 values have the bits of glibc's coshf, which Numba calls (float32 arithmetic on expf and expm1f, not float64's cosh rounded): arguments from each of its intervals (below 0.5 ln 2, below 22, below 88.72, up to overflow at 89.416 and beyond) where coshf and the rounded cosh differ, in an out= array, as a new array, in a @vectorize loop and on scalars."""
# compare: exact
# call: f(np.array([-0.1279546171426773, 0.32279109954833984, -0.28420940041542053, 0.2252507507801056, 0.11923546344041824, 0.3168944716453552, -0.3362424969673157, 1e-20, 0.0, -0.0, 0.34657350182533264, 0.3465735614299774], dtype=np.float32), np.zeros(12, dtype=np.float32))
# call: g(np.array([1.0, 1.3990025520324707, 9.418767929077148, 8.574336051940918, 2.7940804958343506, -3.744630813598633, -7.828190803527832, 7.113898754119873, 6.501607418060303, 21.999998092651367, 22.0, 41.357059478759766, 52.18553924560547, 69.8490219116211], dtype=np.float32))
# call: g(np.array([88.72167205810547, 88.7216796875, 88.73652648925781, 88.96424865722656, -89.05224609375, 89.19004821777344, -89.32783508300781, 89.3333740234375, 89.41598510742188, 89.4159927368164, 100.0, float("inf"), float("-inf"), float("nan")], dtype=np.float32))
# call: h(np.array([0.5, -1.25, 7.0, 1.3990025520324707, 0.32279109954833984, 89.30142974853516], dtype=np.float32))
# call: v(np.array([1.0, -0.28420940041542053, 9.418767929077148, 52.18553924560547, 89.38571166992188], dtype=np.float32))
import math
import numpy as np
from numba import njit, vectorize


@njit
def f(a, out):
    np.cosh(a, out)


@njit
def g(a):
    return np.cosh(a)


@njit
def h(a):
    out = np.empty_like(a)
    for i in range(a.size):
        out[i] = math.cosh(a[i])
    return out, np.cosh(a[0]), math.cosh(a[1])


@vectorize(["float32(float32)"])
def vcosh(x):
    return math.cosh(x)


@njit
def v(a):
    return vcosh(a)
