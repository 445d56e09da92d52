# and/or whose value is used, on strings and lists: the deciding operand is the value.
from numba import njit


@njit
def pick(s, t):
    a = s or "unknown"
    b = s and t
    return a, b, (s or t or "z")


@njit
def first_nonempty(xs, ys):
    z = xs or ys
    return len(z), z


@njit
def empty_first(ys):
    xs = [0]
    xs.pop()
    z = xs or ys
    w = xs and ys
    return len(z), len(w), z


# call: pick("", "x")
# call: pick("q", "r")
# call: pick("", "")
# call: first_nonempty([1, 2], [3])
# call: empty_first([3, 4, 5])
