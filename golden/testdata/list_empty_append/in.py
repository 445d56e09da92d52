"""Empty lists take their element type from later appends, extends and inserts, as Numba infers it; appending a float widens an int list."""
from numba import njit


@njit
def squares(n):
    out = []
    for i in range(n):
        out.append(i * i)
    return out


@njit
def widen(n):
    acc = [1, 2]
    acc.append(n / 4)
    return acc


@njit
def from_extend(n):
    xs = []
    xs.extend((1.5, 2.5))
    xs.extend([n, n + 1])
    ys = []
    ys.insert(0, 3)
    ys.insert(0, 4)
    return xs, ys


@njit
def in_branch(n):
    out = []
    if n > 2:
        out.append(n)
    else:
        out.append(-n)
    return out

# call: squares(0)
# call: squares(6)
# call: widen(3)
# call: from_extend(4)
# call: in_branch(5)
# call: in_branch(1)
