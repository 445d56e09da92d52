"""Control idioms: generators feeding sums, try/except around a raising helper, Optional results, memoised recursion with a typed dict, while-else."""
import numpy as np
from numba import njit, types
from numba.typed import Dict


@njit
def chunks(a, size):
    for start in range(0, a.shape[0], size):
        yield a[start:start + size].sum()


@njit
def safe_div(a, b):
    if b == 0:
        raise ZeroDivisionError("division by zero in safe_div")
    return a / b


@njit
def find_first(a, x):
    for i in range(a.shape[0]):
        if a[i] == x:
            return i
    return None


@njit
def fib(n, memo):
    if n < 2:
        return n
    if n in memo:
        return memo[n]
    r = fib(n - 1, memo) + fib(n - 2, memo)
    memo[n] = r
    return r


@njit
def run(a, x, d):
    total = 0.0
    for s in chunks(a, 2):
        total += s
    try:
        q = safe_div(total, d)
    except Exception:
        q = -1.0
    i = find_first(a, x)
    pos = -1 if i is None else i
    memo = Dict.empty(key_type=types.int64, value_type=types.int64)
    k = 0
    while k < 3:
        if a[k] < 0:
            break
        k += 1
    else:
        k = 100
    return total, q, pos, fib(40, memo), k


# call: run(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), 3.0, 2.0)
# call: run(np.array([1.0, -2.0, 3.0]), 7.0, 0.0)
