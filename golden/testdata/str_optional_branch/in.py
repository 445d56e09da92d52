"""A variable that is a str on one branch and None on another is Numba's Optional(unicode_type) (test_unicode's test_optional_unicode_eq usecase): == compares without unwrapping (two Nones are equal), != between a str and an optional str is True whatever the values (Numba 0.56's unicode_ne), is None narrows it, and other uses raise TypeError on None."""
from numba import njit


@njit("int64(int64, int64)")
def foo(pred1, pred2):
    if pred1 > 0:
        resolved1 = 'concrete'
    else:
        resolved1 = None
    if pred2 < 0:
        resolved2 = 'concrete'
    else:
        resolved2 = None
    if resolved1 == resolved2:
        return 10
    else:
        return 20


@njit
def pick(n):
    if n > 0:
        s = "pos"
    else:
        s = None
    return s


@njit
def cmps(n):
    a = pick(n)
    return a == "pos", "neg" == a, "pos" != a, a == pick(n - 1)


@njit
def ne_both(n, m):
    return pick(n) != pick(m)


@njit
def narrowed(n):
    s = pick(n)
    if s is not None:
        return len(s)
    return -1


@njit
def concat(n):
    s = pick(n)
    return s + "!"


@njit
def last_even(n):
    last = None
    for i in range(n):
        if i % 2 == 0:
            last = "e" + str(i)
    if last is None:
        return "none"
    return last


@njit
def show(n):
    s = pick(n)
    print(s)
    return s


# call: foo(1, -1)
# call: foo(1, 1)
# call: foo(-1, -1)
# call: foo(-1, 1)
# call: cmps(1)
# call: cmps(0)
# call: cmps(2)
# call: ne_both(1, 2)
# call: ne_both(1, 0)
# call: narrowed(1)
# call: narrowed(0)
# call: concat(1)
# call: concat(0)
# call: last_even(0)
# call: last_even(5)
# call: show(1)
# call: show(0)
