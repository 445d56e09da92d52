"""List slices: bounds, negative bounds, steps (negative too), clamping, a zero step, and slice assignment."""
from numba import njit


@njit
def slices(n):
    l = list(range(n))
    return l[1:4], l[:3], l[-3:], l[::2], l[::-1], l[5:1:-2], l[-100:100], l[4:2]


@njit
def stepped(n, step):
    l = list(range(n))
    return l[::step]


@njit
def assign(n):
    l = list(range(n))
    l[1:3] = [100, 200, 300]
    l[-2:] = [7]
    l[:0] = [-1, -2]
    return l

# call: slices(8)
# call: stepped(7, 3)
# call: stepped(7, -3)
# call: stepped(7, 0)
# call: assign(6)
