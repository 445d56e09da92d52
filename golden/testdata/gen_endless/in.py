"""Endless generators (while True) stopped by their consumer: break and return inside a for loop
and inside enumerate(), with a start and with nested tuple targets."""
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


# call: nth_prime(0)
# call: nth_prime(99)
# call: first_over(1000)
# call: fib_table(6)
# call: fib_table(0)
