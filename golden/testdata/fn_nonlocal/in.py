"""nonlocal in inner functions: the closure assigns the enclosing function's variables (plain
and augmented assignments, several names in one statement), and the enclosing function sees
the values, as in Python and Numba."""
import numpy as np
from numba import njit


@njit
def accumulate(n):
    s = 0

    def add(x):
        nonlocal s
        s += x

    for i in range(n):
        add(i)
    return s


@njit
def running_mean(a):
    total = 0.0
    count = 0

    def push(x):
        nonlocal total, count
        total += x
        count = count + 1
        return total / count

    m = 0.0
    for v in a:
        m = push(v)
    return total, count, m


@njit
def reset(k):
    best = -1
    f = lambda: best

    def set_best(v):
        nonlocal best
        best = v

    set_best(k)
    return f() + best


@njit
def index_back(a, n):
    i = 0

    def back():
        nonlocal i
        i -= 1

    for _ in range(n):
        back()
    return a[i]


@njit
def loop_var(a):
    s = 0.0
    for i in range(3):
        def jump():
            nonlocal i
            i = -1

        jump()
        s += a[i]
    return s


# call: index_back(np.array([1.0, 2.0, 3.0]), 2)
# call: loop_var(np.array([1.0, 2.0, 3.0]))
# call: accumulate(5)
# call: running_mean(np.array([1.0, 2.0, 6.0]))
# call: reset(5)
