"""len() of tuples and print() of values computed in a loop."""
from numba import njit


@njit
def tuple_stats(t):
    n = len(t)
    s = 0.0
    for v in t:
        s += v
    print("n =", n, "sum =", s)
    return s / n


@njit
def fixed_len():
    a = (1, 2)
    b = (1.0, 2.0, 3.0)
    return len(a) * len(b) + len(())

# call: tuple_stats((1.0, 2.0, 4.0))
# call: tuple_stats((5,))
# call: fixed_len()
