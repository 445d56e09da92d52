"""print of a dict as Numba prints it: insertion order, strings unquoted at the top level, repr inside tuples."""
from numba import njit


@njit
def show(n):
    d = {("a", 1): "x"}
    print(d)
    e = {1: (2.5, "q")}
    for i in range(n):
        e[i * 10] = (i * 0.5, "r")
    print("e", e, len(e))
    print({1.5: True})
    return len(d) + len(e)

# call: show(3)
