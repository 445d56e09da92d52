"""Gradient orientation histogram of an image: np.arctan2, np.hypot and binned accumulation."""
import numpy as np
from numba import njit


@njit
def orientation_hist(img, nbins):
    h, w = img.shape
    hist = np.zeros(nbins)
    for y in range(1, h - 1):
        for x in range(1, w - 1):
            gx = img[y, x + 1] - img[y, x - 1]
            gy = img[y + 1, x] - img[y - 1, x]
            mag = np.hypot(gx, gy)
            ang = np.arctan2(gy, gx) % np.pi
            b = int(ang / np.pi * nbins) % nbins
            hist[b] += mag
    return hist / max(hist.sum(), 1e-12)

# call: orientation_hist(np.outer(np.arange(6.0), np.ones(7)) + np.sin(np.arange(42.0)).reshape(6, 7), 9)
