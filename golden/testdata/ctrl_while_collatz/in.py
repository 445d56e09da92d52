"""while loops with break and continue: Collatz length and smallest divisor."""
from numba import njit


@njit
def collatz_length(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


@njit
def smallest_divisor(n):
    d = 2
    while True:
        if d * d > n:
            break
        if n % d != 0:
            d += 1
            continue
        return d
    return n


@njit
def sum_skip_multiples(n, k):
    i = 0
    s = 0
    while i < n:
        i += 1
        if i % k == 0:
            continue
        s += i
    return s

# call: collatz_length(1)
# call: collatz_length(27)
# call: collatz_length(837799)
# call: smallest_divisor(97)
# call: smallest_divisor(91)
# call: sum_skip_multiples(100, 3)
