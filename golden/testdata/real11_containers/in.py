"""Container-heavy kernels: lists of tuples, dict and set comprehensions, generators, sorting."""
import numpy as np
from numba import njit

# call: top_k_pairs([(3, 1.5), (1, 9.0), (2, 4.5), (7, 0.5)], 2)
# call: unique_sorted([5, 3, 5, 1, 3, 9])
# call: running_stats([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
# call: chunks([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 3)
# call: merge_intervals([(1, 3), (2, 6), (8, 10), (15, 18), (17, 20)])
# call: word_lengths(["alpha", "be", "gamma", "be"])
# call: evens_squared(10)
# call: flatten(3)


@njit
def top_k_pairs(pairs, k):
    s = sorted(pairs, key=lambda p: p[1], reverse=True)
    return [p[0] for p in s[:k]]


@njit
def unique_sorted(xs):
    seen = set(xs)
    return sorted(seen), len(seen), 5 in seen


def _gen(xs):
    n = 0
    mean = 0.0
    m2 = 0.0
    for x in xs:
        n += 1
        d = x - mean
        mean += d / n
        m2 += d * (x - mean)
        yield mean, m2 / n


@njit
def running_stats(xs):
    last = (0.0, 0.0)
    count = 0
    for st in _gen(xs):
        last = st
        count += 1
    return count, last


@njit
def chunks(xs, n):
    out = []
    for i in range(0, len(xs), n):
        out.append(xs[i:i + n])
    return out


@njit
def merge_intervals(iv):
    iv.sort()
    merged = [iv[0]]
    for lo, hi in iv[1:]:
        plo, phi = merged[-1]
        if lo <= phi:
            merged[-1] = (plo, max(phi, hi))
        else:
            merged.append((lo, hi))
    return merged


@njit
def word_lengths(words):
    d = {w: len(w) for w in words}
    total = 0
    for w in d:
        total += d[w]
    return total, len(d)


@njit
def evens_squared(n):
    return [i * i for i in range(n) if i % 2 == 0], sum([i for i in range(n)])


@njit
def flatten(n):
    xss = [[j for j in range(i + 1)] for i in range(n)]
    out = []
    for xs in xss:
        out.extend(xs)
    return out, np.array(out).sum()
