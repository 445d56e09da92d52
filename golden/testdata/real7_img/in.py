"""Image idioms on uint8/float32 arrays: grayscale conversion, a 3x3 box blur with edge clamping, thresholding, histogram equalisation, astype wrap-around."""
import numpy as np
from numba import njit


@njit
def to_gray(rgb):
    h, w, _ = rgb.shape
    out = np.empty((h, w), dtype=np.uint8)
    for i in range(h):
        for j in range(w):
            r, g, b = rgb[i, j, 0], rgb[i, j, 1], rgb[i, j, 2]
            out[i, j] = np.uint8(0.299 * r + 0.587 * g + 0.114 * b)
    return out


@njit
def blur(img):
    h, w = img.shape
    out = np.zeros((h, w), dtype=np.float32)
    for i in range(h):
        for j in range(w):
            acc = np.float32(0.0)
            for di in range(-1, 2):
                for dj in range(-1, 2):
                    ii = min(max(i + di, 0), h - 1)
                    jj = min(max(j + dj, 0), w - 1)
                    acc += img[ii, jj]
            out[i, j] = acc / np.float32(9.0)
    return out


@njit
def equalize(img):
    hist = np.zeros(256, dtype=np.int64)
    for v in img.ravel():
        hist[v] += 1
    cdf = np.cumsum(hist)
    nz = cdf[cdf > 0]
    cmin = nz[0]
    total = img.size
    lut = np.clip(np.floor((cdf - cmin) * 255.0 / max(total - cmin, 1) + 0.5), 0, 255).astype(np.uint8)
    out = np.empty_like(img)
    for i in range(img.shape[0]):
        for j in range(img.shape[1]):
            out[i, j] = lut[img[i, j]]
    return out, (img.astype(np.int16) * 3).astype(np.uint8), (img > 100).sum()


# call: to_gray(np.arange(24, dtype=np.uint8).reshape(2, 4, 3) * 10)
# call: blur(np.arange(12, dtype=np.uint8).reshape(3, 4))
# call: blur(np.array([[255]], dtype=np.uint8))
# call: equalize(np.array([[10, 200, 10], [50, 50, 255]], dtype=np.uint8))
