"""if/elif/else chains: sign, fizzbuzz codes and letter grades."""
from numba import njit


@njit
def sign(x):
    if x > 0:
        return 1
    elif x < 0:
        return -1
    else:
        return 0


@njit
def fizzbuzz_code(n):
    if n % 15 == 0:
        return 3
    elif n % 5 == 0:
        return 2
    elif n % 3 == 0:
        return 1
    return 0


@njit
def grade(score):
    g = 0
    if score >= 90.0:
        g = 4
    elif score >= 80.0:
        g = 3
    elif score >= 70.0:
        g = 2
    elif score >= 60.0:
        g = 1
    return g

# call: sign(-3.5)
# call: sign(0)
# call: fizzbuzz_code(30)
# call: fizzbuzz_code(9)
# call: grade(89.999)
# call: grade(float('nan'))
