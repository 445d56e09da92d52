"""A list as a condition is true when not empty: a stack drained with while, a conditional expression (Numba has no `not l`);
a for loop over a list its body appends to visits the new items too."""
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

@njit
def grow_while_iterating(n):
    l = [n]
    seen = 0
    for x in l:
        seen += 1
        if x > 0:
            l.append(x - 1)
    return l, seen

# call: drain(5)
# call: drain(0)
# call: grow_while_iterating(3)
