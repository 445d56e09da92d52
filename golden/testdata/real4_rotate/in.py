"""Rotate an image about its centre with bilinear sampling, math.cos/sin and int() truncation, in prange."""
import math
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def rotate(img, angle):
    h, w = img.shape
    out = np.zeros((h, w), dtype=np.float32)
    c, s = math.cos(angle), math.sin(angle)
    cy, cx = (h - 1) / 2.0, (w - 1) / 2.0
    for y in prange(h):
        for x in range(w):
            sx = c * (x - cx) + s * (y - cy) + cx
            sy = -s * (x - cx) + c * (y - cy) + cy
            x0 = int(math.floor(sx))
            y0 = int(math.floor(sy))
            if x0 < 0 or y0 < 0 or x0 + 1 >= w or y0 + 1 >= h:
                continue
            fx = sx - x0
            fy = sy - y0
            v = (img[y0, x0] * (1 - fx) * (1 - fy) + img[y0, x0 + 1] * fx * (1 - fy)
                 + img[y0 + 1, x0] * (1 - fx) * fy + img[y0 + 1, x0 + 1] * fx * fy)
            out[y, x] = v
    return out

# call: rotate(np.arange(36, dtype=np.float32).reshape(6, 6), 0.3)
