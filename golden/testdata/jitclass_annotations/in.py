"""jitclass specs given as class annotations (`value: int`), as Numba 0.56 reads them, alone and
merged with a spec list; jitclasses made by calling the decorator on a plain class
(`Point = jitclass(PointPy, spec)`, `Vec = jitclass(spec)(VecPy)`)."""
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass
from numba.typed import List


@jitclass
class Counter:
    value: int
    step: float

    def __init__(self, step):
        self.value = 0
        self.step = step

    def bump(self, n):
        for _ in range(n):
            self.value += 1
        return self.value * self.step


@jitclass([("data", float64[:])])
class Buffer:
    n: int64

    def __init__(self, size):
        self.data = np.zeros(size)
        self.n = 0

    def push(self, x):
        self.data[self.n] = x
        self.n += 1


@njit
def run(k):
    c = Counter(0.5)
    b = Buffer(4)
    b.push(1.5)
    b.push(c.bump(k))
    return c.value, b.n, b.data


# call: run(3)


class PointPy:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y


Point = jitclass(PointPy, [("x", float64), ("y", float64)])


@njit
def run2(a, b):
    p = Point(a, b)
    return p.norm2()


# call: run2(3.0, 4.0)


class VecPy:
    def __init__(self, n):
        self.v = np.arange(n * 1.0)

    def total(self):
        return self.v.sum()


Vec = jitclass([("v", float64[:])])(VecPy)


@njit
def run3(n):
    return Vec(n).total()


# call: run3(5)
