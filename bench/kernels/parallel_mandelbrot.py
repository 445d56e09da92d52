"""Escape-time counts of the Mandelbrot set: prange over image rows writing an int64 array."""
import numpy as np
from numba import njit, prange


@njit
def escape_time(cr, ci, max_iter):
    zr = 0.0
    zi = 0.0
    for k in range(max_iter):
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return k
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
    return max_iter


@njit(parallel=True)
def mandelbrot(xmin, xmax, ymin, ymax, width, height, max_iter):
    out = np.empty((height, width), dtype=np.int64)
    dx = (xmax - xmin) / width
    dy = (ymax - ymin) / height
    for i in prange(height):
        ci = ymin + i * dy
        for j in range(width):
            out[i, j] = escape_time(xmin + j * dx, ci, max_iter)
    return out


ENTRY = "mandelbrot"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    if size == "small":
        return (-2.0, 0.5, -1.25, 1.25, 40, 30, 50)
    return (-2.0, 0.5, -1.25, 1.25, 600, 400, 200)
