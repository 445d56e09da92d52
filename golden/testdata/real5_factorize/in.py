"""Trial-division prime factorisation into a list, and a sieve-based count of distinct prime factors."""
import numpy as np
from numba import njit


@njit
def factorize(n):
    out = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        out.append(n)
    return out


@njit
def omega_table(limit):
    omega = np.zeros(limit + 1, dtype=np.int32)
    for p in range(2, limit + 1):
        if omega[p] == 0:
            for m in range(p, limit + 1, p):
                omega[m] += 1
    return omega

# call: factorize(360)
# call: factorize(9999991)
# call: factorize(1099511627777)
# call: omega_table(30)
