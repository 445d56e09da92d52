"""elif branches whose condition is a constant (a literal or a module constant) are pruned as
Numba prunes them: only the branch taken is compiled, inside an if/elif chain too."""
from numba import njit

DEBUG = False
FAST = True


@njit
def pick(x):
    if x > 10:
        return 1
    elif DEBUG:
        return 2
    elif x < 0:
        return 3
    else:
        return 4


@njit
def always(x):
    r = 0
    if x > 5:
        r = 1
    elif 1:
        r = 2
    else:
        r = 3
    return r


@njit
def mode(x):
    if x == 0:
        return 0.0
    elif FAST:
        return x * 0.5
    return x / 3.0

# call: pick(20)
# call: pick(5)
# call: pick(-1)
# call: always(9)
# call: always(2)
# call: mode(0)
# call: mode(7)
