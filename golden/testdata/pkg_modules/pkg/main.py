"""Package case: absolute, relative and aliased imports among three modules and a subpackage,
a function name and a constant name defined twice, constants of a sibling frozen, a helper
reached only through another module, and an unused third-party import."""
import numpy as np
from numba import njit

import pkg.geometry as geo
import pkg.util
from pkg.kernels import smooth
from .geometry import OFFSET, SCALE
from .util import ramp


def clamp(x):
    return min(max(x, 0.0), 1.0)


@njit
def run(a):
    s = 0.0
    for i in range(a.shape[0]):
        s += clamp(a[i]) + geo.clamp(a[i], -1.0, 1.0) + smooth.smooth(a[i])
    return s * SCALE + OFFSET[1]


@njit
def ramps(x, n):
    # ramp(float) is one specialisation for the whole package (smooth calls it too);
    # count calls ramp(int64), a second one.
    return ramp(x) + pkg.util.ramp(2.0 * x) + smooth.count(n)


@njit
def shadow(geo):
    # A parameter named like a module alias is the parameter.
    return geo + SCALE

def scaled(x):
    # An undecorated entry point: its -sig names it main.scaled.
    return x * SCALE + geo.norm(x, x)

# sig: scaled(float64)
# call: scaled(2.0)
# call: run(np.array([0.25, -3.0, 0.5, 2.0]))
# call: ramps(1.5, 4)
# call: ramps(-2.0, 0)
# call: shadow(1.0)
