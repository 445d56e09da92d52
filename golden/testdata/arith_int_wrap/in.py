"""int64 wrap-around: factorial overflow, FNV-1a hashing and LCG steps."""
from numba import njit


@njit
def factorial(n):
    r = 1
    for k in range(2, n + 1):
        r *= k
    return r


@njit
def fnv1a(n):
    h = -3750763034362895579  # 14695981039346656037 as int64
    while True:
        h ^= n % 256
        h *= 1099511628211
        n //= 256
        if n == 0:
            break
    return h


@njit
def lcg(seed, steps):
    x = seed
    for _ in range(steps):
        x = x * 6364136223846793005 + 1442695040888963407
    return x

# call: factorial(20)
# call: factorial(21)
# call: factorial(66)
# call: fnv1a(123456789)
# call: lcg(1, 5)
# call: lcg(9223372036854775807, 1)
