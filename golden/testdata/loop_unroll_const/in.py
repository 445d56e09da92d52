"""Constant-trip range loops inside other loops are unrolled: a 3x3 stencil with constant
offsets, start/stop/step and negative-step ranges, a loop whose variable is read after it
(kept a loop), loops with break, continue, an else clause or a return inside (break, continue
and else keep the loop; return is unrolled), nested unrolling, and a loop too long to unroll."""
import numpy as np
from numba import njit


@njit
def stencil(img, w):
    n, m = img.shape
    out = np.zeros((n - 2, m - 2))
    for i in range(n - 2):
        for j in range(m - 2):
            s = 0.0
            for di in range(3):
                for dj in range(3):
                    s += img[i + di, j + dj] * w[di, dj]
            out[i, j] = s
    return out


@njit
def ranges(n):
    acc = 0
    for i in range(n):
        for k in range(2, 9, 3):
            acc = acc * 7 + i * k
        for k in range(4, -3, -2):
            acc = acc * 3 - k
        for _ in range(2):
            acc += 1
        for k in range(5, 5):
            acc += 1000
    return acc


@njit
def after_loop(n):
    total = 0
    for i in range(n):
        for k in range(3):
            total += i * k
        total += k
    return total


@njit
def with_break(x):
    hits = 0
    for i in range(x.shape[0]):
        for k in range(4):
            if x[i] * k > 5.0:
                break
            hits += 1
        for k in range(4):
            if k == 2:
                continue
            hits += 10
        for k in range(3):
            if x[i] < 0.0:
                break
        else:
            hits += 100
    return hits


@njit
def find(x, target):
    for i in range(x.shape[0]):
        for k in range(3):
            if x[i] + k == target:
                return i * 10 + k
    return -1


@njit
def long_loop(x):
    s = 0.0
    for i in range(x.shape[0]):
        for k in range(20):
            s += x[i] * k
        for a in range(2):
            for b in range(2):
                for c in range(2):
                    s -= x[i] * (a * 4 + b * 2 + c)
    return s

# compare: exact
# call: stencil(np.arange(30.0).reshape((5, 6)), np.array([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]) / 16.0)
# call: ranges(5)
# call: after_loop(4)
# call: with_break(np.array([0.5, 2.0, -1.0, 3.0]))
# call: find(np.array([1.0, 5.0, 7.0]), 8.0)
# call: find(np.array([1.0, 5.0, 7.0]), 100.0)
# call: long_loop(np.array([1.5, -2.25, 3.0]))
