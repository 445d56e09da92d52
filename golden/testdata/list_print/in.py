"""print of lists as Python prints them: ints, floats, bools, tuples and nested lists."""
from numba import njit


@njit
def show(n):
    print([1, 2, n])
    print([0.5, 1.0, 1e20, -0.0])
    print([True, False])
    print([(1, 2.5), (3, 4.0)])
    print([[1], [2, 3]], [1.5])
    e = [1.5]
    e.pop()
    print("empty:", e, len(e))

# call: show(3)
