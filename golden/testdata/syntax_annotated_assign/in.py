"""Annotated local assignments (`total: float = 0.0`) in a running-statistics loop."""
from numba import njit


@njit
def variance(n: int) -> float:
    mean: float = 0.0
    m2: float = 0.0
    count: int = 0
    for i in range(1, n + 1):
        x: float = i * 0.5
        count += 1
        delta = x - mean
        mean += delta / count
        m2 += delta * (x - mean)
    if count < 2:
        return 0.0
    return m2 / (count - 1)


@njit
def tally(n):
    evens: int = 0
    odds: int = 0
    for i in range(n):
        if i % 2 == 0:
            evens += 1
        else:
            odds += 1
    return evens, odds

# call: variance(1)
# call: variance(10)
# call: tally(7)
