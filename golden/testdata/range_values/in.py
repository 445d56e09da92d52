"""range objects as values: stored in a variable, measured with len, tested with in,
asked for start, stop and step, iterated (twice, nested), passed to another function, and
a zero step raising ValueError when the range is made."""
from numba import njit


@njit
def total(r):
    s = 0
    for i in r:
        s += i
    return s


@njit
def facts(n):
    r = range(2, n, 3)
    return len(r), 5 in r, 6 in r, 7 not in r, total(r)


@njit
def backwards():
    r = range(10, 0, -3)
    return len(r), -1 in r, 4 in r, r.start, r.stop, r.step, total(r)


@njit
def pairs(n):
    r = range(n)
    s = 0
    for i in r:
        for j in r:
            s += i * j
    return s


@njit
def measured(a, b, step):
    return len(range(a, b, step))


@njit
def defaults(n):
    r = range(n)
    return r.start, r.stop, r.step, len(range(3, n))

# call: facts(20)
# call: facts(2)
# call: backwards()
# call: pairs(4)
# call: measured(0, 10, 3)
# call: measured(10, 0, 1)
# call: measured(0, 10, 0)
# call: defaults(7)
