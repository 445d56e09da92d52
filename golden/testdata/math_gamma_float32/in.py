"""math.gamma and math.lgamma of float32 values have the bits of glibc's tgammaf and lgammaf, which Numba calls (float32 arithmetic on expf, logf, powf, sinf and friends, not float64's gamma rounded): arguments from each of their intervals (tgammaf's 0.5, 1.5, 2.5, 4 and 36, lgammaf's 0.9, 1.23, 1.73, 2, 8 and 2**26, negative ones with lgammaf's own expansion on (-15, -2), below -42) where they and the rounded float64 functions differ, poles, ±0, ±Inf and NaN, in a loop, a @vectorize loop and on scalars."""
# compare: exact
# call: f(np.array([0.04282458499073982, 0.07986945658922195, 0.29339927434921265, 1.9691543579101562, 1.6735970973968506, 1.0684022903442383, 2.6284737586975098, 2.8552157878875732, 3.701911687850952, 11.577936172485352, 29.640783309936523, 22.62918472290039, 13.543794631958008, 9.473016738891602, 35.9, 36.0, 1.0, 2.0, 3.0, 0.5, 1.5, 2.5, 4.0, 1e-30, 0.0, -0.0, float("inf"), float("-inf"), float("nan")], dtype=np.float32))
# call: f(np.array([-1.8287016153335571, -1.8117426633834839, -1.1337461471557617, -13.886560440063477, -4.583431720733643, -13.776328086853027, -26.281625747680664, -29.065614700317383, -22.16641616821289, -3.8340818881988525, -0.21609701216220856, -2.5, -14.5, -41.9, -42.5, -50.25, -1.0, -3.0, -1e-30, -2e-8], dtype=np.float32))
# call: f(np.array([0.7211470007896423, 0.43114617466926575, 0.14376501739025116, 1.677661657333374, 1.1279102563858032, 1.7159323692321777, 2.513895034790039, 6.807646751403809, 4.874307632446289, 582165.375, 94135.890625, 433131.46875, 10.709297180175781, 3e7, 1e20, 1e38, -1.5263789892196655, -0.3974510729312897, -11.921463012695312, -8.282377243041992, -4.947398662567139, -2.4570248126983643, -2.7476465702056885, -2.9, -49.343528747558594, -23.942649841308594, -52.81174850463867, -11.350422859191895, -1e7, -16777216.0], dtype=np.float32))
# call: v(np.array([0.29339927434921265, 2.6284737586975098, 22.62918472290039, -4.583431720733643, -0.21609701216220856], dtype=np.float32))
# call: s(np.array([0.7211470007896423, 6.807646751403809, -8.282377243041992, -2.9], dtype=np.float32))
import math
import numpy as np
from numba import njit, vectorize


@njit
def f(a):
    g = np.empty_like(a)
    lg = np.empty_like(a)
    for i in range(a.size):
        g[i] = math.gamma(a[i])
        lg[i] = math.lgamma(a[i])
    return g, lg


@vectorize(["float32(float32)"])
def vgamma(x):
    return math.gamma(x)


@njit
def v(a):
    return vgamma(a)


@njit
def s(a):
    t = np.float32(0.0)
    for x in a:
        t += math.lgamma(x) * math.gamma(x)
    return t, math.gamma(a[0]), math.lgamma(a[1])
