"""What stays a diagnostic around generators and iterators: next() of a list (not an
iterator; Numba rejects it too), a next() default of another type than the items, and a
generator kept in a tuple or a list (Numba allows both; pygo holds iterators only in
variables, parameters and results)."""
# error: type-mismatch
from numba import njit


@njit
def count(n):
    for i in range(n):
        yield i


@njit
def next_of_list(n):
    xs = [n, n + 1]
    return next(xs)


@njit
def str_default(n):
    return next(count(n), "none")


@njit
def in_tuple(n):
    return count(n), n


@njit
def in_list(n):
    gs = [count(n), count(n + 1)]
    return len(gs)


# call: next_of_list(1)
# call: str_default(1)
# call: in_tuple(1)
# call: in_list(1)
