"""x[k] and x[k] = v on a jitclass instance call __getitem__ and __setitem__, with integer,
tuple and complex keys, inside methods and in @njit functions that take the instance."""
import numpy as np
from numba import njit, int32
from numba.experimental import jitclass


@jitclass([("data", int32[:])])
class Vec(object):
    def __init__(self):
        self.data = np.zeros(10, dtype=np.int32)

    def __setitem__(self, key, data):
        self.data[key] = data

    def __getitem__(self, key):
        return self.data[key]

    def bump(self, key):
        self[key] += 1
        return self[key]


@jitclass([("data", int32[:, :])])
class Grid(object):
    def __init__(self):
        self.data = np.zeros((10, 10), dtype=np.int32)

    def __setitem__(self, key, data):
        self.data[key[0], key[1]] = data

    def __getitem__(self, key):
        return self.data[key[0], key[1]]


@jitclass([("data", int32[:, :])])
class CGrid(object):
    def __init__(self):
        self.data = np.zeros((10, 10), dtype=np.int32)

    def __setitem__(self, key, data):
        self.data[int(key.real), int(key.imag)] = data

    def __getitem__(self, key):
        return self.data[int(key.real), int(key.imag)]


@njit
def create_and_set_indices():
    t = Vec()
    t[1] = 1
    t[2] = 2
    t[3] = 3
    return t


@njit
def get_index(t, n):
    return t[n]


@njit
def vec(n):
    t = create_and_set_indices()
    return get_index(t, 1), get_index(t, 2), get_index(t, n), t.bump(n), t[-1]


@njit
def grid(v):
    g = Grid()
    g[1, 1] = 11
    g[2, 2] = v
    c = CGrid()
    c[complex(2, 3)] = v + 1
    return g[1, 1], g[2, 2], c[complex(2, 3)], c.data[2, 3]


# call: vec(3)
# call: grid(22)
