"""None as a tuple item: a literal None, a list method's result (z.append), items of a starred tuple; printed, compared and returned as Numba does (test_tuples' starred-build usecases)."""
from numba import njit


@njit
def f(a):
    z = [1, 2]
    t = (a, None, z.append(3))
    return t, z


@njit
def g(a):
    return (*a, None)


@njit
def h(a):
    t = (a, None)
    print(t)
    return t == (a, None), t[1] is None

# call: f(3)
# call: g((4, 5))
# call: h(7)
