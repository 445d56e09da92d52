"""What stays a diagnostic around generators and iterators: next() of a list (not an
iterator; Numba rejects it too) and a next() default of another type than the items."""
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


# call: next_of_list(1)
# call: str_default(1)
