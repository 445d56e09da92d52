"""Branches pruned by isinstance as Numba prunes them: `not`, `and` and `or` of isinstance
tests are constants too, and the statements after a pruned branch that returns are dead code,
never typed (x + 1 for a str x)."""
from numba import njit


@njit
def size(x):
    if not isinstance(x, int):
        return len(x)
    return x + 1


@njit
def size2(x):
    if isinstance(x, int) or isinstance(x, float):
        return 1
    return len(x)


@njit
def size3(x):
    if isinstance(x, str) and not isinstance(x, int):
        if len(x) > 2:
            return len(x) * 10
        return len(x)
    return x * 2


@njit
def scale(x, k):
    if isinstance(x, tuple):
        raise ValueError("tuples are not scaled")
    return x * k


# call: size(3)
# call: size("abc")
# call: size2(2.5)
# call: size2("abcd")
# call: size3("abc")
# call: size3("ab")
# call: size3(7)
# call: scale(1.5, 2)
