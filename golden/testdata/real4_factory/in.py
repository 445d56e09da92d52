"""A closure factory at module level: make_power(k) returns an @njit function that closes over k, used by
another @njit function."""
from numba import njit


def make_power(k):
    @njit
    def power(x):
        return x ** k
    return power


square = make_power(2)
cube = make_power(3)


@njit
def both(x):
    return square(x) + cube(x)

# call: both(2.0)
# call: both(1.5)
