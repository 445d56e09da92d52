"""Mutual recursion: lazy @njit helpers and undecorated entries typed by `# sig:` lines."""
# sig: is_even(int64)
# sig: hof_m(int64)
from numba import njit


@njit
def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


@njit
def hof_f(n):
    if n == 0:
        return 1
    return n - hof_m(hof_f(n - 1))


def hof_m(n):
    if n == 0:
        return 0
    return n - hof_f(hof_m(n - 1))

# call: is_even(10)
# call: is_odd(7)
# call: is_even(0)
# call: hof_f(20)
# call: hof_m(20)
