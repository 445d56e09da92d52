"""Module-level numeric and tuple constants used inside jitted functions."""
from numba import njit

G = 9.80665
MAX_ITER = 50
SCALE = 2
ORIGIN = (0.0, 0.0)
PRIMES = (2, 3, 5, 7, 11, 13)
ENABLED = True


@njit
def fall_time(h):
    t = 0.0
    if h > 0:
        t = (2.0 * h / G) ** 0.5
    return t


@njit
def dist_origin(x, y):
    return ((x - ORIGIN[0]) ** 2 + (y - ORIGIN[1]) ** 2) ** 0.5


@njit
def smooth(n):
    if not ENABLED:
        return n
    for p in PRIMES:
        while n % p == 0 and n > 1:
            n //= p
    return n == 1 and MAX_ITER > SCALE

# call: fall_time(100.0)
# call: fall_time(-1.0)
# call: dist_origin(3.0, 4.0)
# call: smooth(360)
# call: smooth(34)
