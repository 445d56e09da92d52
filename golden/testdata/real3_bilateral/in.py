"""A bilateral filter on a grey image: a precomputed spatial Gaussian window, a range weight from
intensity differences, edge-replicating padding by index clamping, and the filter applied in
float32 to a uint8 image; plus a float64 variant iterated a few times."""
import math
import numpy as np
from numba import njit


@njit
def gaussian_window(radius, sigma_s):
    size = 2 * radius + 1
    win = np.empty((size, size))
    for a in range(size):
        for b in range(size):
            dy = a - radius
            dx = b - radius
            win[a, b] = math.exp(-(dx * dx + dy * dy) / (2.0 * sigma_s * sigma_s))
    return win


@njit
def bilateral(img, radius, sigma_s, sigma_r):
    h, w = img.shape
    win = gaussian_window(radius, sigma_s)
    out = np.empty((h, w))
    inv = 1.0 / (2.0 * sigma_r * sigma_r)
    for i in range(h):
        for j in range(w):
            center = img[i, j]
            num = 0.0
            den = 0.0
            for a in range(-radius, radius + 1):
                y = min(max(i + a, 0), h - 1)
                for b in range(-radius, radius + 1):
                    x = min(max(j + b, 0), w - 1)
                    d = img[y, x] - center
                    wgt = win[a + radius, b + radius] * math.exp(-d * d * inv)
                    num += wgt * img[y, x]
                    den += wgt
            out[i, j] = num / den
    return out


@njit
def bilateral_u8(img, radius, sigma_s, sigma_r):
    f = img.astype(np.float32)
    out = bilateral(f, radius, sigma_s, sigma_r)
    out = np.clip(np.rint(out), 0, 255)
    return out.astype(np.uint8)


@njit
def iterate(img, n_iter, sigma_r):
    for _ in range(n_iter):
        img = bilateral(img, 1, 1.0, sigma_r)
    return img, np.abs(img[:, 1:] - img[:, :-1]).sum()

# call: bilateral(np.array([[0.0, 0.0, 1.0, 1.0], [0.0, 0.1, 0.9, 1.0], [0.0, 0.0, 1.0, 1.0]]), 1, 1.0, 0.2)
# call: bilateral_u8(np.array([[10, 12, 200, 210], [11, 13, 205, 199], [9, 250, 202, 201]], dtype=np.uint8), 1, 1.5, 30.0)
# call: iterate(np.array([[0.0, 0.2, 0.0, 1.0, 0.8], [0.1, 0.0, 0.1, 0.9, 1.0]]), 3, 0.3)
