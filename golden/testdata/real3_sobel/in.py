"""Sobel edge detection: the two 3x3 gradient kernels applied by an explicit convolution helper
that returns a tuple of arrays, magnitude with np.hypot and direction with np.arctan2, a
non-maximum suppression pass over quantised directions, and a flat input reshaped to 2-d."""
import numpy as np
from numba import njit


@njit
def convolve3(img, k):
    h, w = img.shape
    out = np.zeros((h, w))
    for i in range(1, h - 1):
        for j in range(1, w - 1):
            acc = 0.0
            for di in range(3):
                for dj in range(3):
                    acc += k[di, dj] * img[i + di - 1, j + dj - 1]
            out[i, j] = acc
    return out


@njit
def sobel(img):
    kx = np.array([[-1.0, 0.0, 1.0], [-2.0, 0.0, 2.0], [-1.0, 0.0, 1.0]])
    ky = kx.T.copy()
    gx = convolve3(img, kx)
    gy = convolve3(img, ky)
    return gx, gy


@njit
def edges(flat, h, w, thresh):
    img = flat.reshape((h, w))
    img = img.astype(np.float64)
    gx, gy = sobel(img)
    mag = np.hypot(gx, gy)
    ang = np.arctan2(gy, gx)
    mx = mag.max()
    if mx > 0.0:
        mag /= mx
    return mag > thresh, np.rint(ang * 180.0 / np.pi)


@njit
def nms(img):
    gx, gy = sobel(img)
    mag = np.hypot(gx, gy)
    ang = np.rad2deg(np.arctan2(gy, gx)) % 180.0
    h, w = mag.shape
    out = np.zeros_like(mag)
    for i in range(1, h - 1):
        for j in range(1, w - 1):
            a = ang[i, j]
            if a < 22.5 or a >= 157.5:
                p, q = mag[i, j - 1], mag[i, j + 1]
            elif a < 67.5:
                p, q = mag[i - 1, j + 1], mag[i + 1, j - 1]
            elif a < 112.5:
                p, q = mag[i - 1, j], mag[i + 1, j]
            else:
                p, q = mag[i - 1, j - 1], mag[i + 1, j + 1]
            if mag[i, j] >= p and mag[i, j] >= q:
                out[i, j] = mag[i, j]
    return out

# call: sobel(np.array([[0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0], [0.0, 0.0, 1.0, 1.0]]))
# call: edges(np.array([0, 0, 0, 9, 9, 0, 0, 9, 9, 9, 0, 9, 9, 9, 9, 9, 9, 9, 9, 9]), 4, 5, 0.5)
# call: nms(np.fromfunction(lambda i, j: (i - 2.5) ** 2 + (j - 2.5) ** 2, (6, 6)))
