"""Python type annotations on parameters and returns together with plain @njit."""
from numba import njit


@njit
def ease(t: float, power: int) -> float:
    if t < 0.0:
        t = 0.0
    elif t > 1.0:
        t = 1.0
    return 1.0 - (1.0 - t) ** power


@njit
def count_bits(n: int) -> int:
    c = 0
    while n > 0:
        c += n & 1
        n >>= 1
    return c


@njit
def is_pow2(n: int) -> bool:
    return n > 0 and count_bits(n) == 1

# call: ease(0.5, 2)
# call: ease(1.5, 3)
# call: count_bits(1023)
# call: is_pow2(1024)
# call: is_pow2(0)
