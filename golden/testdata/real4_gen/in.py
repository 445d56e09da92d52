"""A generator yielding Fibonacci numbers below a bound and primes from a sieve, consumed by for and sum."""
import numpy as np
from numba import njit


@njit
def fib(limit):
    a, b = 0, 1
    while a < limit:
        yield a
        a, b = b, a + b


@njit
def primes(n):
    sieve = np.ones(n, dtype=np.bool_)
    for i in range(2, n):
        if sieve[i]:
            yield i
            for j in range(i * i, n, i):
                sieve[j] = False


@njit
def stats(limit, n):
    s = 0
    c = 0
    for x in fib(limit):
        s += x
        c += 1
    ps = 0
    for p in primes(n):
        ps += p
    return s, c, ps

# call: stats(1000, 50)
