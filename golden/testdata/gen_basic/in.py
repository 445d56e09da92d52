"""Generators: yield in loops and branches consumed by for loops, list(), sum(), sorted(),
enumerate() and zip(); early return; break out of the consumer; yields that unify to float64."""
import numpy as np
from numba import njit


@njit
def squares(n):
    for i in range(n):
        yield i * i


@njit
def evens_then_half(n):
    # int64 and float64 yields unify to float64, as in Numba
    for i in range(n):
        if i % 2 == 0:
            yield i
        else:
            yield i / 2


@njit
def until_negative(a):
    for x in a:
        if x < 0:
            return
        yield x


@njit
def collatz(n):
    while n != 1:
        yield n
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
    yield 1


@njit
def sum_squares(n):
    s = 0
    for v in squares(n):
        s += v
    return s


@njit
def list_and_sum(n):
    return list(evens_then_half(n)), list(squares(n))


@njit
def prefix_positive(a):
    return list(until_negative(a))


@njit
def first_over(n, limit):
    for v in squares(n):
        if v > limit:
            return v
    return -1


@njit
def collatz_stats(n):
    steps = 0
    top = 0
    for v in collatz(n):
        steps += 1
        if v > top:
            top = v
    return steps, top, sorted(collatz(n))[:3]


@njit
def enum_zip(n):
    s = 0.0
    for i, v in enumerate(squares(n)):
        s += i * v
    for a, b in zip(squares(n), evens_then_half(n + 2)):
        s += a - b
    return s


@njit
def break_else(n, stop):
    found = -1
    for v in collatz(n):
        if v == stop:
            found = v
            break
    else:
        found = 0
    return found


# call: sum_squares(10)
# call: sum_squares(0)
# call: list_and_sum(7)
# call: prefix_positive(np.array([3.0, 1.5, 2.0, -1.0, 4.0]))
# call: prefix_positive(np.array([-3.0]))
# call: first_over(10, 20)
# call: first_over(3, 20)
# call: collatz_stats(27)
# call: collatz_stats(1)
# call: enum_zip(6)
# call: break_else(6, 16)
# call: break_else(6, 7)
