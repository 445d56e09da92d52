"""literal_unroll over a literal list of mixed constant items (Numba's LiteralList; Numba requires constant items): the body runs once per item with that item's type, as over a heterogeneous tuple, with a loop else and the function's arguments used in the body."""
from numba import njit, literal_unroll


@njit
def show(k):
    l = [3, "abc", 2.5, (4, 1.5), True]
    n = 0
    for x in literal_unroll(l):
        print(x, k)
        n += 1
    return n


@njit
def joined(s):
    l = ["", 7, "q", -2]
    out = s
    for x in literal_unroll(l):
        out += str(x) + ";"
    else:
        out += "end"
    return out


# call: show(3)
# call: show(-4)
# call: joined("xy")
# call: joined("")
