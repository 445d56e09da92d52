"""A comprehension in a while condition is built again before every test of the condition (the
loop becomes `while True` with the comprehension and the test at its top, the else clause run
when the test fails)."""
from numba import njit


@njit
def shrink(xs):
    steps = 0
    while len([x for x in xs if x > 0]) > 1:
        xs.pop()
        steps += 1
    else:
        steps += 100
    return steps, len(xs)


# call: shrink([3, -1, 2, 5, 0])
# call: shrink([1])
