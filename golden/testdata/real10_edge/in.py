"""Real-style edge constructs: exceptions by class, optional results, generators chained, jitclass with typed list field, format specs, nested closures."""
import numpy as np
from numba import njit, int64, float64
from numba.experimental import jitclass
from numba.typed import List
from numba import types


class SolverError(Exception):
    pass


@njit
def safe_div(a, b):
    try:
        return a / b
    except Exception:
        return np.inf


@njit
def checked_sqrt(x):
    if x < 0:
        raise SolverError("negative input")
    return np.sqrt(x)


@njit
def try_sqrts(xs):
    out = 0
    for x in xs:
        try:
            checked_sqrt(x)
            out += 1
        except Exception:
            out -= 1
    return out


@njit
def find_first(a, v):
    for i in range(a.shape[0]):
        if a[i] == v:
            return i
    return None


@njit
def use_find(a, v):
    r = find_first(a, v)
    if r is None:
        return -1
    return r * 10


@njit
def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i


@njit
def squares(gen_n):
    for v in evens(gen_n):
        yield v * v


@njit
def pipeline(n):
    total = 0
    for s in squares(n):
        total += s
    return total, list(squares(5))


spec = [('items', types.ListType(types.float64)), ('limit', int64), ('dropped', int64)]


@jitclass(spec)
class Buffer:
    def __init__(self, limit):
        self.items = List.empty_list(types.float64)
        self.limit = limit
        self.dropped = 0

    def push(self, x):
        if len(self.items) >= self.limit:
            self.items.pop(0)
            self.dropped += 1
        self.items.append(x)

    @property
    def mean(self):
        s = 0.0
        for v in self.items:
            s += v
        return s / len(self.items)


@njit
def use_buffer(xs, limit):
    b = Buffer(limit)
    for x in xs:
        b.push(x)
    return b.mean, b.dropped, len(b.items)


@njit
def report(name, x, n):
    return name + ': ' + str(n) + ' items'


@njit
def make_scaler(k):
    def scale(v):
        def inner(w):
            return w * k + 1
        return inner(v) * 2
    return scale(3.0)

# call: safe_div(1.0, 0.0)
# call: try_sqrts(np.array([4.0, -1.0, 9.0]))
# call: use_find(np.array([3, 5, 7]), 7)
# call: use_find(np.array([3, 5, 7]), 8)
# call: pipeline(10)
# call: use_buffer(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), 3)
# call: report('loss', 0.123456, 10)
# call: make_scaler(2.5)
