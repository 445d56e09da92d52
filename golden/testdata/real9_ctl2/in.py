"""Real-style control flow: Optional results with is None narrowing, generators feeding loops and sum, try/except around IndexError and custom exceptions, assert messages, early returns from nested loops, for-else."""
import numpy as np
from numba import njit


class ParseError(Exception):
    pass


@njit
def find_first(a, target):
    for i in range(a.size):
        if a[i] == target:
            return i
    return None


@njit
def first_or_default(a, target, default):
    k = find_first(a, target)
    if k is None:
        return default
    return k * 10


@njit
def windows(a, w):
    for i in range(a.size - w + 1):
        yield a[i:i + w].sum()


@njit
def max_window(a, w):
    best = -np.inf
    for s in windows(a, w):
        if s > best:
            best = s
    tot = 0.0
    for s in windows(a, w):
        tot += s
    return best, tot


@njit
def parse_digits(s):
    v = 0
    for ch in s:
        if ch < '0' or ch > '9':
            raise ParseError('not a digit')
        v = v * 10 + ord(ch) - 48
    return v


@njit
def parse_all(words):
    total = 0
    bad = 0
    for w in words:
        try:
            total += parse_digits(w)
        except Exception:
            bad += 1
    return total, bad


@njit
def find_pair(M, target):
    for i in range(M.shape[0]):
        for j in range(M.shape[1]):
            if M[i, j] == target:
                return i, j
    else:
        return -1, -1


@njit
def is_prime(n):
    assert n >= 0, 'n must be non-negative'
    if n < 2:
        return False
    for d in range(2, int(n ** 0.5) + 1):
        if n % d == 0:
            break
    else:
        return True
    return False


# call: first_or_default(np.array([3, 5, 7]), 5, -1)
# call: first_or_default(np.array([3, 5, 7]), 4, -1)
# call: max_window(np.array([1.0, -2.0, 3.0, 4.0, -1.0]), 2)
# call: parse_all(['12', 'x3', '40', ''])
# call: find_pair(np.array([[1, 2], [3, 4]]), 3)
# call: find_pair(np.array([[1, 2], [3, 4]]), 9)
# call: is_prime(97)
# call: is_prime(91)
# call: is_prime(-3)
