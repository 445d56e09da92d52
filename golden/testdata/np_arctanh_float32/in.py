"""np.arctanh and math.atanh of float32 values have the bits of glibc's atanhf, which Numba calls (float32 arithmetic on log1pf, not float64's atanh rounded): arguments below 2**-28, below 0.5 and below 1 where atanhf and the rounded atanh differ, ±1, beyond and NaN, in an out= array, as a new array and on scalars."""
# compare: exact
# call: f(np.array([0.6424568295478821, 0.24435846507549286, 0.029777640476822853, 0.25845250487327576, 0.028235293924808502, -0.4648014008998871, 0.6943004727363586, -0.2774718701839447, -0.22473639249801636, -0.3539273142814636, 0.17998339235782623, -0.6984239816665649], dtype=np.float32), np.zeros(12, dtype=np.float32))
# call: g(np.array([0.7559108138084412, 0.9138513207435608, 0.5137795805931091, 0.980828583240509, -0.7964705228805542, 0.8416434526443481, 0.5, 0.49999997, 0.99999994, -0.99999994, 1.0, -1.0, 1.5, float("inf"), float("nan")], dtype=np.float32))
# call: g(np.array([-0.00037633709143847227, -0.0003405365569051355, 0.0008345954120159149, 0.000639253412373364, 3e-09, -1e-30, 0.0, -0.0], dtype=np.float32))
# call: h(np.array([0.5, -0.75, 0.6424568295478821, 0.9138513207435608, 0.0008345954120159149], dtype=np.float32))
import math
import numpy as np
from numba import njit


@njit
def f(a, out):
    np.arctanh(a, out)


@njit
def g(a):
    return np.arctanh(a)


@njit
def h(a):
    s = np.float32(0.0)
    out = np.empty_like(a)
    for i in range(a.size):
        out[i] = math.atanh(a[i])
        s += math.atanh(a[i])
    return out, s, np.arctanh(a[2])
