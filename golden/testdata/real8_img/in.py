"""Real-style image kernels on 3-D RGB arrays: grayscale, gamma LUT, morphology, integral image, resize, @stencil blur."""
import numpy as np
from numba import njit, prange, stencil, vectorize, guvectorize, float64, uint8


@njit
def to_gray(img):
    h, w, _ = img.shape
    out = np.empty((h, w), dtype=np.float32)
    for y in range(h):
        for x in range(w):
            r, g, b = img[y, x, 0], img[y, x, 1], img[y, x, 2]
            out[y, x] = 0.299 * r + 0.587 * g + 0.114 * b
    return out


@njit
def gamma_lut(img, gamma):
    lut = np.empty(256, dtype=np.uint8)
    for i in range(256):
        lut[i] = np.uint8(min(255.0, round(255.0 * (i / 255.0) ** gamma)))
    out = np.empty_like(img)
    flat = img.ravel()
    of = out.ravel()
    for i in range(flat.size):
        of[i] = lut[flat[i]]
    return out


@njit(parallel=True)
def erode(mask, r):
    h, w = mask.shape
    out = np.zeros_like(mask)
    for y in prange(h):
        for x in range(w):
            ok = True
            for dy in range(-r, r + 1):
                for dx in range(-r, r + 1):
                    yy, xx = y + dy, x + dx
                    if yy < 0 or yy >= h or xx < 0 or xx >= w or not mask[yy, xx]:
                        ok = False
                        break
                if not ok:
                    break
            out[y, x] = ok
    return out


@njit
def integral(img):
    s = np.zeros((img.shape[0] + 1, img.shape[1] + 1), dtype=np.int64)
    for y in range(img.shape[0]):
        row = 0
        for x in range(img.shape[1]):
            row += img[y, x]
            s[y + 1, x + 1] = s[y, x + 1] + row
    return s


@njit
def box_sum(img, y0, x0, y1, x1):
    s = integral(img)
    return s[y1, x1] - s[y0, x1] - s[y1, x0] + s[y0, x0]


@njit
def resize_nn(img, nh, nw):
    h, w = img.shape[:2]
    out = np.empty((nh, nw) + img.shape[2:], dtype=img.dtype)
    for y in range(nh):
        sy = min(h - 1, int(y * h / nh))
        for x in range(nw):
            sx = min(w - 1, int(x * w / nw))
            out[y, x] = img[sy, sx]
    return out


@stencil
def blur3(a):
    return (a[-1, -1] + a[-1, 0] + a[-1, 1] + a[0, -1] + a[0, 0] + a[0, 1] + a[1, -1] + a[1, 0] + a[1, 1]) / 9.0


@njit
def blur(a):
    return blur3(a)


@vectorize([float64(float64, float64, float64)])
def clamp(x, lo, hi):
    return min(max(x, lo), hi)


@guvectorize([(float64[:], float64[:])], '(n)->(n)')
def normalize_row(x, out):
    lo = x.min()
    hi = x.max()
    span = hi - lo
    for i in range(x.shape[0]):
        out[i] = (x[i] - lo) / span if span > 0 else 0.0


# call: to_gray(np.arange(24, dtype=np.uint8).reshape(2, 4, 3))
# call: gamma_lut(np.arange(0, 240, 10, dtype=np.uint8).reshape(2, 4, 3), 2.2)
# call: erode(np.array([[1, 1, 1, 0], [1, 1, 1, 1], [1, 1, 1, 1], [0, 1, 1, 1]], dtype=np.bool_), 1)
# call: integral(np.arange(12, dtype=np.uint8).reshape(3, 4))
# call: box_sum(np.arange(12, dtype=np.uint8).reshape(3, 4), 1, 1, 3, 4)
# call: resize_nn(np.arange(24.0).reshape(2, 4, 3), 3, 5)
# call: resize_nn(np.arange(8.0).reshape(2, 4), 4, 2)
# call: blur(np.arange(25.0).reshape(5, 5))
# call: clamp(np.linspace(-2.0, 2.0, 9), -1.0, 1.5)
# call: normalize_row(np.array([[1.0, 3.0, 2.0], [5.0, 5.0, 5.0]]))
