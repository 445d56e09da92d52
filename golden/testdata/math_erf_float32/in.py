"""math.erf and math.erfc of float32 values have the bits of glibc's erff and erfcf, which Numba calls (fdlibm's algorithm in float32 arithmetic, not float64's erf rounded): arguments from each interval (bounds 2**-28, 0.84375, 1.25, 1/0.35, 6 and 28) where they and the rounded float64 functions differ, ±Inf and NaN, in a loop that the float64 form would vectorize, in a prange loop, a @vectorize loop and on scalars."""
# compare: exact
# call: f(np.array([-0.2565203905105591, 0.036386072635650635, -1.8592056035995483, -0.712357759475708, 0.1241813525557518, 1.257951259613037, -0.8998509049415588, 0.599623441696167, 0.12928949296474457, 1.4518135786056519, 0.46486952900886536, -0.8313387036323547, 2.9588828086853027, 1e-30, 0.0, -0.0, 6.0, -7.5, float("inf"), float("-inf"), float("nan")], dtype=np.float32))
# call: f(np.array([7.308228492736816, 7.564833164215088, 3.6152193546295166, 1.3411073684692383, 4.054579257965088, 3.9624812602996826, 0.3088257312774658, 2.4344358444213867, 7.960572719573975, 8.563985824584961, 1.1712056398391724, -0.9251850247383118, 0.8520267605781555, -0.5116934180259705, 1.249916672706604, 0.23270535469055176, -1.693582534790039, -1.1816456317901611, -1.2398536205291748, 2.857142686843872, 2.857142925262451, 2.857143163681030, 10.0, 27.99999809265137, 28.0, -6.0, -5.5, 1e-08], dtype=np.float32))
# call: p(np.array([0.3088257312774658, -0.8998509049415588, 1.3411073684692383, 7.308228492736816, -1.141550064086914, 2.4344358444213867, 0.599623441696167, 4.493725776672363], dtype=np.float32))
# call: v(np.array([0.3088257312774658, -0.8998509049415588, 1.3411073684692383, 7.308228492736816, -1.141550064086914], dtype=np.float32))
# call: s(np.array([0.5, -1.25, 3.6152193546295166, 0.8520267605781555], dtype=np.float32))
import math
import numpy as np
from numba import njit, prange, vectorize


@njit
def f(a):
    e = np.empty_like(a)
    c = np.empty_like(a)
    for i in range(a.size):
        e[i] = math.erf(a[i])
        c[i] = math.erfc(a[i])
    return e, c


@njit(parallel=True)
def p(a):
    out = np.empty_like(a)
    for i in prange(a.size):
        out[i] = math.erfc(a[i]) + math.erf(a[i])
    return out


@vectorize(["float32(float32)"])
def verfc(x):
    return math.erfc(x)


@njit
def v(a):
    return verfc(a)


@njit
def s(a):
    t = np.float32(0.0)
    for x in a:
        t += math.erfc(x) * math.erf(x)
    return t, math.erf(a[0]), math.erfc(a[1])
