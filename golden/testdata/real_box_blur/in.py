"""Image filters: a box blur with clamped (replicated) edges, a separable blur via running sums along
each axis, and a parallel 3x3 Sobel gradient magnitude on a uint8 image."""
import math
import numpy as np
from numba import njit, prange


@njit
def clamp(i, lo, hi):
    if i < lo:
        return lo
    if i > hi:
        return hi
    return i


@njit
def box_blur(img, radius):
    h, w = img.shape
    out = np.empty((h, w), dtype=np.float64)
    norm = (2 * radius + 1) ** 2
    for y in range(h):
        for x in range(w):
            acc = 0.0
            for dy in range(-radius, radius + 1):
                yy = clamp(y + dy, 0, h - 1)
                for dx in range(-radius, radius + 1):
                    xx = clamp(x + dx, 0, w - 1)
                    acc += img[yy, xx]
            out[y, x] = acc / norm
    return out


@njit
def box_blur_padded(img, r):
    h, w = img.shape
    padded = np.zeros((h + 2 * r, w + 2 * r))
    padded[r:r + h, r:r + w] = img
    out = np.zeros((h, w))
    for dy in range(2 * r + 1):
        for dx in range(2 * r + 1):
            out += padded[dy:dy + h, dx:dx + w]
    return (out / (2 * r + 1) ** 2).astype(np.uint8)


@njit
def blur_rows(img, r):
    h, w = img.shape
    out = np.zeros((h, w))
    for y in range(h):
        s = 0.0
        for x in range(-r, r + 1):
            s += img[y, min(max(x, 0), w - 1)]
        for x in range(w):
            out[y, x] = s / (2 * r + 1)
            s += img[y, min(x + r + 1, w - 1)] - img[y, max(x - r, 0)]
    return out


@njit
def separable_blur(img, r):
    tmp = blur_rows(img.astype(np.float64), r)
    return blur_rows(tmp.T.copy(), r).T


@njit(parallel=True)
def sobel(img):
    h, w = img.shape
    mag = np.zeros((h, w), dtype=np.uint8)
    for y in prange(1, h - 1):
        for x in range(1, w - 1):
            gx = (int(img[y - 1, x + 1]) + 2 * int(img[y, x + 1]) + int(img[y + 1, x + 1])
                  - int(img[y - 1, x - 1]) - 2 * int(img[y, x - 1]) - int(img[y + 1, x - 1]))
            gy = (int(img[y + 1, x - 1]) + 2 * int(img[y + 1, x]) + int(img[y + 1, x + 1])
                  - int(img[y - 1, x - 1]) - 2 * int(img[y - 1, x]) - int(img[y - 1, x + 1]))
            m = math.sqrt(gx * gx + gy * gy)
            mag[y, x] = min(255, int(m))
    return mag

# call: box_blur(np.arange(20.0).reshape(4, 5), 1)
# call: box_blur_padded(np.array([[0, 255, 0], [255, 0, 255], [10, 20, 30]], dtype=np.uint8), 1)
# call: separable_blur(np.arange(12).reshape(3, 4), 1)
# call: sobel(np.array([[0, 0, 0, 200, 200], [0, 0, 0, 200, 200], [0, 0, 100, 200, 200], [0, 0, 0, 200, 200]], dtype=np.uint8))
