"""Mandelbrot and Julia escape-time fractals with complex128: a complex grid built from linspace
arrays, the escape loop on complex scalars with a smooth iteration count through cmath/math,
and an area estimate from the escape counts."""
import cmath
import math
import numpy as np
from numba import njit


@njit
def escape(c, max_iter):
    z = 0j
    for n in range(max_iter):
        z = z * z + c
        if z.real * z.real + z.imag * z.imag > 4.0:
            return n
    return max_iter


@njit
def smooth_escape(c, max_iter):
    z = complex(0.0, 0.0)
    n = 0
    while n < max_iter and abs(z) <= 2.0:
        z = z * z + c
        n += 1
    if n == max_iter:
        return float(max_iter)
    return n + 1 - math.log(math.log(abs(z))) / math.log(2.0)


@njit
def complex_grid(xmin, xmax, ymin, ymax, w, h):
    xs = np.linspace(xmin, xmax, w)
    ys = np.linspace(ymin, ymax, h)
    grid = np.empty((h, w), dtype=np.complex128)
    for i in range(h):
        grid[i, :] = xs + 1j * ys[i]
    return grid


@njit
def mandelbrot(xmin, xmax, ymin, ymax, w, h, max_iter):
    grid = complex_grid(xmin, xmax, ymin, ymax, w, h)
    counts = np.zeros((h, w), dtype=np.int32)
    for i in range(h):
        for j in range(w):
            counts[i, j] = escape(grid[i, j], max_iter)
    inside = np.sum(counts == max_iter)
    area = (xmax - xmin) * (ymax - ymin) * inside / (w * h)
    return counts, area


@njit
def julia_orbit(z0, c, steps):
    orbit = np.empty(steps, dtype=np.complex128)
    z = z0
    for k in range(steps):
        orbit[k] = z
        z = cmath.sqrt(z - c) if k % 5 == 4 else z * z + c
    return orbit, np.abs(orbit).max(), np.angle(orbit[-1])

# call: mandelbrot(-2.0, 0.5, -1.0, 1.0, 7, 5, 30)
# call: smooth_escape(0.5 + 0.5j, 100)
# call: smooth_escape(-0.75 + 0.12j, 200)
# call: julia_orbit(0.1 + 0.2j, -0.4 + 0.6j, 8)
