"""Entries with *args typed by `# sig:` lines: the types after the parameters are those of the
extra arguments, folded into one tuple as Numba does. spread is a lazy entry typed by its call."""
# sig: weighted(float64, int64, float64)
# sig: total(float64, float64, float64)
# sig: offset(float64)
# sig: offset(float64, int64, int64, int64)
from numba import njit


@njit
def weighted(x, *args):
    return x + args[0] * args[1] + len(args)


def total(*vals):
    s = 0.0
    for v in vals:
        s += v
    return s


def count(t):
    return len(t)


def offset(x, n=2, *rest):
    return (x + n) * (count(rest) + 1)

@njit
def spread(first, *rest):
    return rest[len(rest) - 1] - first

# call: weighted(1.0, 2, 3.5)
# call: weighted(-0.5, 0, 1e300)
# call: total(1.0, 2.5, -4.0)
# call: offset(1.5)
# call: offset(1.5, 3, 4, 5)
# call: spread(3, 9, 4)
