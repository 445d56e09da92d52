"""for over a tuple literal and a module-level tuple of weights."""
from numba import njit

WEIGHTS = (0.5, 0.25, 0.125, 0.125)


@njit
def coin_change_greedy(amount):
    coins = 0
    for c in (50, 20, 10, 5, 2, 1):
        while amount >= c:
            amount -= c
            coins += 1
    return coins


@njit
def weighted(x):
    s = 0.0
    k = 1
    for w in WEIGHTS:
        s += w * x ** k
        k += 1
    return s

# call: coin_change_greedy(0)
# call: coin_change_greedy(88)
# call: coin_change_greedy(1234)
# call: weighted(2.0)
# call: weighted(-1.0)
