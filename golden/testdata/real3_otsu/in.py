"""Otsu's threshold for an 8-bit image: a histogram by loop, class probabilities and means with
np.cumsum, between-class variance maximised with np.argmax, the binary mask as a boolean array,
and per-class statistics computed from the mask."""
import numpy as np
from numba import njit


@njit
def histogram(img, nbins):
    hist = np.zeros(nbins, dtype=np.int64)
    flat = img.ravel()
    for i in range(flat.shape[0]):
        hist[flat[i]] += 1
    return hist


@njit
def otsu_threshold(img):
    hist = histogram(img, 256)
    p = hist.astype(np.float64) / img.size
    omega = np.cumsum(p)
    mu = np.cumsum(p * np.arange(256))
    mu_t = mu[-1]
    sigma_b = np.zeros(256)
    for t in range(256):
        w0 = omega[t]
        w1 = 1.0 - w0
        if w0 == 0.0 or w1 == 0.0:
            continue
        sigma_b[t] = (mu_t * w0 - mu[t]) ** 2 / (w0 * w1)
    return np.argmax(sigma_b)


@njit
def binarize(img):
    t = otsu_threshold(img)
    mask = img > t
    flat = img.ravel()
    fg = flat[mask.ravel()]
    bg = flat[~mask.ravel()]
    fg_mean = fg.mean() if fg.size > 0 else 0.0
    bg_mean = bg.mean() if bg.size > 0 else 0.0
    return t, mask, fg_mean, bg_mean, mask.sum()


@njit
def multi_otsu_counts(imgs):
    n = imgs.shape[0]
    out = np.empty((n, 2), dtype=np.int64)
    for k in range(n):
        t = otsu_threshold(imgs[k])
        out[k, 0] = t
        out[k, 1] = np.sum(imgs[k] > t)
    return out

# call: otsu_threshold(np.array([[10, 12, 11, 200], [13, 210, 205, 11], [198, 12, 202, 10]], dtype=np.uint8))
# call: binarize(np.array([[0, 0, 50, 50], [0, 100, 120, 255], [30, 40, 240, 250]], dtype=np.uint8))
# call: multi_otsu_counts((np.arange(48).reshape(3, 4, 4) * 37 % 256).astype(np.uint8))
