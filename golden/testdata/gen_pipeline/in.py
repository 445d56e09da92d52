"""Generator pipelines: generators that yield tuples, a generator consuming another,
while loops, tuple unpacking of yielded values, string yields."""
import numpy as np
from numba import njit


@njit
def pairs(a):
    for i in range(len(a) - 1):
        yield a[i], a[i + 1]


@njit
def diffs(a):
    for x, y in pairs(a):
        yield y - x


@njit
def running_max(a):
    m = a[0]
    for x in a:
        if x > m:
            m = x
        yield m


@njit
def indexed(a, step):
    i = 0
    while i < len(a):
        yield i, a[i] * 2
        i += step


@njit
def words(s):
    w = ""
    for c in s:
        if c == " ":
            if len(w) > 0:
                yield w
            w = ""
        else:
            w += c
    if len(w) > 0:
        yield w


@njit
def pipeline(a):
    total = 0.0
    for d in diffs(a):
        total += d * d
    return total, list(running_max(a))


@njit
def tuple_stats(a, step):
    s = 0
    n = 0
    for i, v in indexed(a, step):
        s += i * v
        n += 1
    return s, n, list(indexed(a, step))


@njit
def longest_word(s):
    best = ""
    for w in words(s):
        if len(w) > len(best):
            best = w
    return best, len(list(words(s)))


# call: pipeline(np.array([1.0, 4.0, 2.0, 8.0, 5.0]))
# call: pipeline(np.array([3.0]))
# call: tuple_stats(np.array([5, 7, 9, 11, 13, 15, 17]), 2)
# call: tuple_stats(np.array([5, 7]), 3)
# call: longest_word("the quick  brownish fox ")
# call: longest_word("")
