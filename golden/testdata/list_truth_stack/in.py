"""A list as a condition is true when not empty: a stack drained with while, a conditional expression (Numba has no `not l`)."""
from numba import njit


@njit
def drain(n):
    stack = [n]
    seen = []
    while stack:
        x = stack.pop()
        seen.append(x)
        if x > 1:
            stack.append(x // 2)
            stack.append(x - 1 - x // 2)
    return seen, len(seen) if seen else -1

# call: drain(5)
# call: drain(0)
