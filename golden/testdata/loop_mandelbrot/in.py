"""Mandelbrot escape count for a single point, with float and complex versions."""
from numba import njit


@njit
def escape_count(cr, ci, max_iter):
    zr = 0.0
    zi = 0.0
    for i in range(max_iter):
        zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
        if zr * zr + zi * zi > 4.0:
            return i
    return max_iter


@njit
def escape_complex(c, max_iter):
    z = 0j
    n = 0
    while abs(z) <= 2.0 and n < max_iter:
        z = z * z + c
        n += 1
    return n

# call: escape_count(0.0, 0.0, 100)
# call: escape_count(1.0, 1.0, 100)
# call: escape_count(-0.75, 0.1, 1000)
# call: escape_complex(-0.75+0.1j, 1000)
# call: escape_complex(2+0j, 50)
