"""Module-level strings and tuples of strings, frozen into compiled code as Numba freezes globals."""
from numba import njit

SEP = ","
PREFIX = "item-"
UNITS = ("B", "KB", "MB", "GB")


@njit
def label(i):
    return PREFIX + str(i)


@njit
def csv(n):
    out = []
    for i in range(n):
        out.append(label(i))
    return SEP.join(out)


@njit
def human(n):
    k = 0
    while n >= 1024 and k < 3:
        n //= 1024
        k += 1
    return str(n) + UNITS[k]

# call: csv(3)
# call: human(5)
# call: human(3000000)
