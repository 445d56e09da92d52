"""Real-style image kernels: Sobel, histogram equalisation, union-find labelling, median filter, bilinear resize."""
import numpy as np
from numba import njit, prange, types
from numba.typed import Dict


@njit
def sobel(img):
    h, w = img.shape
    gx = np.zeros((h, w))
    gy = np.zeros((h, w))
    kx = np.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]])
    ky = kx.T
    for i in range(1, h - 1):
        for j in range(1, w - 1):
            sx = 0.0
            sy = 0.0
            for a in range(3):
                for b in range(3):
                    v = img[i + a - 1, j + b - 1]
                    sx += kx[a, b] * v
                    sy += ky[a, b] * v
            gx[i, j] = sx
            gy[i, j] = sy
    return np.hypot(gx, gy)


@njit
def equalize(img):
    hist = np.zeros(256, dtype=np.int64)
    for v in img.ravel():
        hist[v] += 1
    cdf = np.cumsum(hist)
    nz = cdf[cdf > 0]
    cmin = nz[0]
    total = img.size
    lut = np.zeros(256, dtype=np.uint8)
    for k in range(256):
        if cdf[k] > 0 and total > cmin:
            lut[k] = np.uint8(round((cdf[k] - cmin) * 255.0 / (total - cmin)))
    out = np.empty_like(img)
    for i in range(img.shape[0]):
        for j in range(img.shape[1]):
            out[i, j] = lut[img[i, j]]
    return out


@njit
def find(parent, x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


@njit
def label(mask):
    h, w = mask.shape
    parent = np.arange(h * w)
    for i in range(h):
        for j in range(w):
            if not mask[i, j]:
                continue
            k = i * w + j
            if i > 0 and mask[i - 1, j]:
                a, b = find(parent, k), find(parent, k - w)
                if a != b:
                    parent[max(a, b)] = min(a, b)
            if j > 0 and mask[i, j - 1]:
                a, b = find(parent, k), find(parent, k - 1)
                if a != b:
                    parent[max(a, b)] = min(a, b)
    labels = np.zeros((h, w), dtype=np.int32)
    ids = Dict.empty(key_type=types.int64, value_type=types.int64)
    for i in range(h):
        for j in range(w):
            if mask[i, j]:
                r = find(parent, i * w + j)
                if r not in ids:
                    ids[r] = len(ids) + 1
                labels[i, j] = ids[r]
    return labels, len(ids)


@njit(parallel=True)
def median3(img):
    h, w = img.shape
    out = img.copy()
    for i in prange(1, h - 1):
        buf = np.empty(9)
        for j in range(1, w - 1):
            buf[:] = img[i - 1:i + 2, j - 1:j + 2].ravel()
            out[i, j] = np.median(buf)
    return out


@njit
def resize_bilinear(img, nh, nw):
    h, w = img.shape
    out = np.empty((nh, nw), dtype=np.float64)
    sy = (h - 1) / max(nh - 1, 1)
    sx = (w - 1) / max(nw - 1, 1)
    for i in range(nh):
        y = i * sy
        y0 = int(np.floor(y))
        y1 = min(y0 + 1, h - 1)
        fy = y - y0
        for j in range(nw):
            x = j * sx
            x0 = int(x)
            x1 = min(x0 + 1, w - 1)
            fx = x - x0
            top = img[y0, x0] * (1 - fx) + img[y0, x1] * fx
            bot = img[y1, x0] * (1 - fx) + img[y1, x1] * fx
            out[i, j] = top * (1 - fy) + bot * fy
    return out


@njit
def threshold_otsu(img):
    hist = np.bincount(img.ravel(), minlength=256).astype(np.float64)
    total = img.size
    sum_all = np.dot(np.arange(256.0), hist)
    wb = 0.0
    sb = 0.0
    best = 0.0
    thr = 0
    for t in range(256):
        wb += hist[t]
        if wb == 0:
            continue
        wf = total - wb
        if wf == 0:
            break
        sb += t * hist[t]
        mb = sb / wb
        mf = (sum_all - sb) / wf
        between = wb * wf * (mb - mf) ** 2
        if between > best:
            best = between
            thr = t
    return thr

# call: sobel(np.arange(25.0).reshape(5, 5) % 7)
# call: equalize((np.arange(16, dtype=np.uint8).reshape(4, 4) * 7) % 50)
# call: label(np.array([[1, 1, 0, 0], [0, 1, 0, 1], [1, 0, 0, 1], [1, 1, 0, 1]], dtype=np.bool_))
# call: median3((np.arange(30.0).reshape(5, 6) * 7) % 11)
# call: resize_bilinear(np.arange(12.0).reshape(3, 4), 5, 7)
# call: threshold_otsu(np.array([[10, 12, 200, 210], [11, 205, 13, 199]], dtype=np.uint8))
