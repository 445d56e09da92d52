"""Lists of optional numbers (Numba's list(OptionalType(int64))): built by a comprehension with a
conditional None, a display of an optional variable and a number, and appends of either; their
items read with `is None` tests, summed where set, printed, and the list returned."""
from numba import njit


@njit
def evens(n):
    return [None if i % 2 else i for i in range(n)]


@njit
def display(x):
    y = x if x > 0 else None
    items = [y, 3]
    print(items)
    s = 0
    for v in items:
        if v is not None:
            s += v
    return s


@njit
def appended(n):
    items = []
    for i in range(n):
        items.append(i * 0.5 if i % 3 else None)
    c = 0
    total = 0.0
    for v in items:
        if v is None:
            c += 1
        else:
            total += v
    return c, len(items), total


@njit
def indexed(n, k):
    items = [i if i > 1 else None for i in range(n)]
    items[0] = 7
    v = items[k]
    if v is None:
        return -1
    return v


# call: evens(4)
# call: evens(0)
# call: display(2)
# call: display(-1)
# call: appended(7)
# call: appended(0)
# call: indexed(4, 0)
# call: indexed(4, 1)
# call: indexed(4, 3)
