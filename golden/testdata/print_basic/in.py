"""print() of ints, floats, bools and strings, with several arguments per call."""
from numba import njit


@njit
def report(n, x, flag):
    print(n)
    print(x)
    print(flag)
    print("n:", n, "x:", x, "flag:", flag)
    print()
    return n


@njit
def table(n):
    for i in range(1, n + 1):
        print(i, i * i, i * i * i, i / 2)
    print("done")

# call: report(42, 2.5, True)
# call: report(-7, -0.125, False)
# call: table(4)
# call: table(0)
