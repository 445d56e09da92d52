"""exp, exp2, log, log2, log10 and pow give glibc's bits (the inputs are ones where Go's math package rounds
differently), float32 exp and log those of glibc's expf and logf, and the powers LLVM rewrites for Numba:
x ** 0.5 is sqrt (+inf at -inf), x ** -1.0 is 1 / x, 2.0 ** x is exp2, each of which differs from pow for some
of these inputs."""
import math

import numpy as np
from numba import njit

# compare: exact


@njit
def scalar_math(x):
    out = np.empty((x.size, 4))
    for i in range(x.size):
        out[i, 0] = math.exp(x[i])
        out[i, 1] = math.log(abs(x[i]))
        out[i, 2] = math.log10(abs(x[i]))
        out[i, 3] = math.pow(abs(x[i]), 2.5)
    return out


@njit
def ufuncs(x):
    a = np.abs(x)
    return np.exp(x), np.exp2(x), np.log(a), np.log2(a), np.log10(a), np.power(a, 2.5)


@njit
def powers(x, y):
    s = np.empty((x.size, 4))
    for i in range(x.size):
        s[i, 0] = x[i] ** 0.5
        s[i, 1] = x[i] ** -1.0
        s[i, 2] = 2.0 ** y[i]
        s[i, 3] = x[i] ** y[i]
    return s


@njit
def array_powers(x, y):
    return x ** 0.5, x ** -1.0, 2.0 ** y, x ** y


@njit
def aug_powers(x, y):
    t = x.copy()
    t[0] **= 2.0
    t[1] **= 0.5
    t[2] **= -1.0
    t[3] **= y[3]
    return t

@njit
def single(x):
    out = np.empty((x.size, 2), dtype=np.float32)
    for i in range(x.size):
        out[i, 0] = math.exp(x[i])
        out[i, 1] = math.log(x[i])
    return np.exp(x), np.log(x), out

# call: single(np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 88.7, 88.8, -103.0, -104.0, 1e-40, 3.4e38, 0.99, 1.01, 2.5, 17.25, -17.25, 60.5], dtype=np.float32))
# call: single(np.linspace(-80.0, 80.0, 1001).astype(np.float32))
# call: single(np.array([3.4078176, -24.081573, -55.592213, -19.502369, 26.077227, -65.18199, 42.61335, 21.048847, 1.3932523, 13.541771, 18.496878, 41.071003], dtype=np.float32))
# call: scalar_math(np.array([13.58042262762492, 15.727684305062091, 11.586911564728915, -12.19418050517984, 8.634679701388471, 2.5121009953934736, 18.775200994315, 44.3816387139278, 77.77201251913024, 9.958787015256021, 41.703979628805534, 87.98648812385768, 44.6007048422621, 80.1092580376342, 69.64409332545989, 17.707386633645573]))
# call: scalar_math(np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 709.782712893384, -745.1, -740.0, 1e-310, 5e-324, 1.7976931348623157e+308, 1.0000000000000002, 0.9999999999999999]))
# call: ufuncs(np.array([13.58042262762492, 15.727684305062091, 11.586911564728915, -12.19418050517984, -13.578359608274999, -15.777566219063445, -1.6371397131511145, 13.281567180390454, 8.634679701388471, 2.5121009953934736, 12.005924638447729, 66.81450742066198, 36.28055438509216, 6.783741184312564, 77.77201251913024, 9.958787015256021, 44.6007048422621]))
# call: ufuncs(np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1024.0, -1074.0, -1075.5, 1e-310, 0.5]))
# call: powers(np.array([75.56657990867713, 70.34852053799395, 98.37328399034587, 2.0747203061728614, 34.47470573393476, 47.13574367208201, 99.13065941474999, 0.7857768574540902, -np.inf, -0.0, -4.0, np.nan]), np.array([5.932984300320573, -1.6071080655752183, 15.298584164881802, 1.964590999030257, 2.5, -0.5, 1024.5, -1080.0, 3.0, -1.0, 0.5, 1.0]))
# call: array_powers(np.array([75.56657990867713, 70.34852053799395, 98.37328399034587, 2.0747203061728614, 34.47470573393476, 47.13574367208201, 99.13065941474999, 0.7857768574540902, -np.inf, -0.0, -4.0, np.nan]), np.array([5.932984300320573, -1.6071080655752183, 15.298584164881802, 1.964590999030257, 2.5, -0.5, 1024.5, -1080.0, 3.0, -1.0, 0.5, 1.0]))
# call: aug_powers(np.array([75.56657990867713, 70.34852053799395, 34.47470573393476, 44.6007048422621]), np.array([0.0, 0.0, 0.0, 2.5]))
