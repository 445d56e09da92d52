"""Bilinear interpolation on a regular 2-d grid: a point lookup with clamping at the edges,
resampling a whole image to a new shape, and a 2x downsample by block averaging with reshape."""
import numpy as np
from numba import njit


@njit
def bilinear_at(grid, y, x):
    h, w = grid.shape
    x = min(max(x, 0.0), w - 1.0)
    y = min(max(y, 0.0), h - 1.0)
    x0 = int(np.floor(x))
    y0 = int(np.floor(y))
    x1 = min(x0 + 1, w - 1)
    y1 = min(y0 + 1, h - 1)
    fx = x - x0
    fy = y - y0
    top = grid[y0, x0] * (1.0 - fx) + grid[y0, x1] * fx
    bot = grid[y1, x0] * (1.0 - fx) + grid[y1, x1] * fx
    return top * (1.0 - fy) + bot * fy


@njit
def resample(grid, new_h, new_w):
    h, w = grid.shape
    out = np.empty((new_h, new_w))
    sy = (h - 1) / (new_h - 1) if new_h > 1 else 0.0
    sx = (w - 1) / (new_w - 1) if new_w > 1 else 0.0
    for i in range(new_h):
        for j in range(new_w):
            out[i, j] = bilinear_at(grid, i * sy, j * sx)
    return out


@njit
def downsample2(img):
    h, w = img.shape
    h2, w2 = h // 2, w // 2
    cropped = img[:h2 * 2, :w2 * 2].copy()
    blocks = cropped.reshape(h2, 2, w2, 2)
    out = np.zeros((h2, w2))
    for a in range(2):
        for b in range(2):
            out += blocks[:, a, :, b]
    return out / 4.0


@njit
def sample_points(grid, pts):
    n = pts.shape[0]
    vals = np.empty(n)
    for k in range(n):
        vals[k] = bilinear_at(grid, pts[k, 0], pts[k, 1])
    return vals

# call: resample(np.array([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]), 3, 5)
# call: sample_points(np.arange(12.0).reshape(3, 4), np.array([[0.5, 0.5], [1.25, 2.75], [-1.0, 10.0], [2.0, 3.0]]))
# call: downsample2(np.arange(35.0).reshape(5, 7))
# call: resample(np.array([[1.0, 2.0]]), 1, 3)
