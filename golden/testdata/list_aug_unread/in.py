"""In-place list and set updates whose name is not read again still run: another name may see
the object (fuzz finding: a *= 0 on an unread list crashed the generator)."""
from numba import njit


@njit
def unread(n):
    a = [n]
    a *= 0
    b = [1, 2]
    b += [n]
    s = {n}
    s |= {n + 2}
    return n


@njit
def aliased(n):
    a = [1, 2, 3]
    view = a
    a *= n
    s = {n + 1}
    t = s
    s |= {n, n + 7}
    return len(view) * 100 + len(t)


# call: unread(4)
# call: aliased(0)
# call: aliased(2)
