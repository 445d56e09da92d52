"""Endless generators (while True) stopped by their consumer: break and return inside a for loop
and inside enumerate(), with a start and with nested tuple targets; zip() with an endless
generator first, stopped by a shorter sequence (the loop's else clause then runs)."""
import numpy as np
from numba import njit


@njit
def primes():
    p = 2
    while True:
        is_prime = True
        d = 2
        while d * d <= p:
            if p % d == 0:
                is_prime = False
                break
            d += 1
        if is_prime:
            yield p
        p += 1


@njit
def fib_pairs():
    a, b = 0, 1
    while True:
        yield a, b
        a, b = b, a + b


@njit
def nth_prime(n):
    for i, p in enumerate(primes()):
        if i == n:
            return p
    return -1


@njit
def first_over(limit):
    for p in primes():
        if p > limit:
            return p
    return -1


@njit
def fib_table(n):
    out = []
    for i, (a, b) in enumerate(fib_pairs(), 1):
        if i > n:
            break
        out.append((i, a, b))
    s = 0
    for k, pair in enumerate(fib_pairs()):
        if k >= n:
            break
        s += pair[0]
    return out, s


@njit
def zipped(a, n):
    s = 0.0
    for p, x in zip(primes(), a):
        s += p * x
    for (f, g), r, (i, c) in zip(fib_pairs(), range(n), enumerate(a)):
        s += f * r + i * c
        if g > 100:
            break
    else:
        s = -s
    cnt = 0
    for t in zip(primes()):
        cnt += t[0]
        if cnt > 20:
            break
    return s, cnt


# call: zipped(np.array([1.0, 0.5, 2.0]), 2)
# call: zipped(np.array([1.0, 0.5, 2.0]), 20)
# call: zipped(np.zeros(0), 5)
# call: nth_prime(0)
# call: nth_prime(99)
# call: first_over(1000)
# call: fib_table(6)
# call: fib_table(0)
