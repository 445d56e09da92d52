"""Real-style control: generators feeding reductions, try/except around parsing, optional returns, recursion with memo arrays."""
import math
import numpy as np
from numba import njit


@njit
def windows(a, k):
    for i in range(a.size - k + 1):
        yield a[i:i + k]


@njit
def max_window_mean(a, k):
    best = -math.inf
    for w in windows(a, k):
        m = w.mean()
        if m > best:
            best = m
    return best


@njit
def find_first(a, pred_val):
    for i in range(a.size):
        if a[i] > pred_val:
            return i
    return None


@njit
def first_or_minus(a, v):
    r = find_first(a, v)
    if r is None:
        return -1
    return r


@njit
def safe_div(a, b):
    out = np.empty_like(a)
    bad = 0
    for i in range(a.size):
        try:
            if b[i] == 0:
                raise ZeroDivisionError("zero")
            out[i] = a[i] / b[i]
        except Exception:
            out[i] = np.nan
            bad += 1
    return out, bad


@njit
def fib_memo(n, memo):
    if n < 2:
        return n
    if memo[n] >= 0:
        return memo[n]
    r = fib_memo(n - 1, memo) + fib_memo(n - 2, memo)
    memo[n] = r
    return r


@njit
def fib(n):
    memo = -np.ones(n + 1, dtype=np.int64)
    return fib_memo(n, memo)


@njit
def collatz_max(limit):
    best_n, best_len = 1, 1
    for n in range(1, limit):
        x, steps = n, 1
        while x != 1:
            x = x // 2 if x % 2 == 0 else 3 * x + 1
            steps += 1
        if steps > best_len:
            best_n, best_len = n, steps
    return best_n, best_len


@njit
def validate(x):
    if x.ndim != 1:
        raise ValueError("expected 1-d")
    if np.any(np.isnan(x)):
        raise ValueError("nan in input")
    return x.sum()


# call: max_window_mean(np.array([1.0, 3.0, 2.0, 5.0, 4.0, 0.0]), 2)
# call: first_or_minus(np.array([1.0, 2.0, 3.0]), 1.5)
# call: first_or_minus(np.array([1.0, 2.0, 3.0]), 9.0)
# call: safe_div(np.array([1.0, 2.0, 3.0]), np.array([2.0, 0.0, 4.0]))
# call: fib(50)
# call: collatz_max(30)
# call: validate(np.array([1.0, 2.0]))
# call: validate(np.array([1.0, np.nan]))
