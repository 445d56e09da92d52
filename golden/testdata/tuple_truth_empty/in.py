"""Truth of tuples (static length: bool(t), `if t`, a tuple-valued call; Numba has no `not t`) and of lists and strings through bool(); the empty tuple as an argument (len, in, +, returned) (usecases from Numba's test_tuples and test_lists)."""
from numba import njit


@njit
def bool_usecase(tup):
    return bool(tup), (3 if tup else 2)


@njit
def pair(n):
    return n, n + 1


@njit
def counted(n):
    c = 0
    if pair(n):
        c += 1
    if ():
        c += 10
    return c, bool(pair(n))


@njit
def list_bool(n):
    a = list(range(n))
    return bool(a), (True if a else False)


@njit
def str_bool(s):
    return bool(s), not s


@njit
def len_usecase(tup):
    return len(tup)


@njit
def in_usecase(a, b):
    return a in b


@njit
def add_usecase(a, b):
    return a + b


@njit
def identity(tup):
    return tup

# call: bool_usecase((4, 5))
# call: bool_usecase((4, 5.5, 6))
# call: bool_usecase(())
# call: counted(3)
# call: list_bool(0)
# call: list_bool(1)
# call: list_bool(3)
# call: str_bool("")
# call: str_bool("ab")
# call: len_usecase(())
# call: len_usecase((4, 5.5))
# call: in_usecase(1, ())
# call: in_usecase(5, (4, 1, 5))
# call: add_usecase((), ())
# call: add_usecase((), (3, 4.5))
# call: add_usecase((42,), ())
# call: identity(())
