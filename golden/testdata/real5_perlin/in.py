"""2-d Perlin gradient noise with a permutation table, fade curves and np.floor, over a grid."""
import numpy as np
from numba import njit


@njit
def fade(t):
    return t * t * t * (t * (t * 6 - 15) + 10)


@njit
def grad(h, x, y):
    g = h & 3
    u = x if g < 2 else y
    v = y if g < 2 else x
    return (u if (g & 1) == 0 else -u) + (v if (g & 2) == 0 else -v)


@njit
def perlin(xs, ys, seed):
    np.random.seed(seed)
    p = np.random.permutation(256)
    perm = np.concatenate((p, p))
    out = np.empty((ys.shape[0], xs.shape[0]))
    for i in range(ys.shape[0]):
        for j in range(xs.shape[0]):
            x, y = xs[j], ys[i]
            xi = int(np.floor(x)) & 255
            yi = int(np.floor(y)) & 255
            xf = x - np.floor(x)
            yf = y - np.floor(y)
            u, v = fade(xf), fade(yf)
            aa = perm[perm[xi] + yi]
            ab = perm[perm[xi] + yi + 1]
            ba = perm[perm[xi + 1] + yi]
            bb = perm[perm[xi + 1] + yi + 1]
            x1 = grad(aa, xf, yf) + u * (grad(ba, xf - 1, yf) - grad(aa, xf, yf))
            x2 = grad(ab, xf, yf - 1) + u * (grad(bb, xf - 1, yf - 1) - grad(ab, xf, yf - 1))
            out[i, j] = x1 + v * (x2 - x1)
    return out

# call: perlin(np.linspace(0.0, 3.0, 7), np.linspace(0.0, 2.0, 5), 11)
