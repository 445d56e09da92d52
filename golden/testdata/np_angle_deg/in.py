"""np.angle(z, deg) as Numba 0.56: a function of float and complex numbers and arrays (deg
positional or by keyword, a bool variable too), the phase in degrees multiplied in z's real type."""
import numpy as np
from numba import njit


@njit
def angle_pos(z):
    return np.angle(z, True), np.angle(z, False), np.angle(z)


@njit
def angle_kw(z, deg):
    return np.angle(z, deg=deg)


@njit
def angle_f32(z):
    return np.angle(z.astype(np.complex64), True), np.angle(z.real.astype(np.float32), True)


@njit
def angle_2d(z):
    return np.angle(z.reshape(2, 2).T, True)

# call: angle_pos(np.array([1+1j, -1j, -1+0j, -1-0j, 0j, 3+4j]))
# call: angle_pos(1+1j)
# call: angle_pos(-2.0)
# call: angle_pos(np.array([1.0, -2.0, 0.0, -0.0, np.nan]))
# call: angle_kw(np.array([0.5+2j, -3-1j]), True)
# call: angle_kw(np.array([0.5+2j, -3-1j]), False)
# call: angle_kw(-1j, True)
# call: angle_kw(-0.5, True)
# call: angle_f32(np.array([1+1j, -1j, -1+1e-3j, 0.3-2j]))
# call: angle_2d(np.array([1+1j, -1j, 2-1j, -3+0.5j]))
