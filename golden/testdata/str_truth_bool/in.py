"""str() of bools and strings, not on strings, and a while loop that consumes a string."""
from numba import njit


@njit
def flags(a, b):
    return str(a < b) + "/" + str(a == b) + "/" + str(str(b))


@njit
def chop(s):
    n = 0
    while s:
        s = s[1:]
        n += 1
    return n, not s

# call: flags(1, 2)
# call: flags(3, 3)
# call: chop("déjà")
# call: chop("")
