# List methods and idioms of Numba programs: sort with key, insert/remove/index/count,
# reverse, slicing assignment, list of tuples, nested lists, enumerate/zip over lists.
import numpy as np
from numba import njit


@njit
def methods(n):
    a = [5, 3, 8, 1, 9, 2]
    a.insert(2, 7)
    a.remove(8)
    i = a.index(9)
    c = a.count(3)
    a.reverse()
    b = a[:]
    b.sort(reverse=True)
    a.extend([4, 4])
    p = a.pop()
    q = a.pop(0)
    a[1:3] = [10, 11, 12]
    return a, b, i, c, p, q, min(a), max(a), sum(a), n in a


@njit
def pairs(xs, ys):
    ps = [(x, y) for x, y in zip(xs, ys)]
    ps.sort(key=lambda t: t[1])
    best = sorted(ps, key=lambda t: -t[0])[0]
    idx = [i for i, (x, y) in enumerate(ps) if x > y]
    return ps, best, idx


@njit
def nested(n):
    grid = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            grid[i][j] = i * n + j
    flat = [v for row in grid for v in row if v % 2 == 0]
    col = [row[1] for row in grid]
    return flat, col, len(grid), [r[::-1] for r in grid][0]


@njit
def arr_lists(a):
    rows = []
    for i in range(a.shape[0]):
        rows.append(a[i].copy())
    total = np.zeros(a.shape[1])
    for r in rows:
        total += r
    return total, len(rows), np.array([r.sum() for r in rows])


# call: methods(4)
# call: methods(100)
# call: pairs([3.0, 1.0, 2.0, 5.0], [2.0, 4.0, 0.5, 1.0])
# call: nested(3)
# call: arr_lists(np.arange(12.0).reshape(3, 4))
