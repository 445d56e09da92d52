"""k in a literal dict (constant str keys, mixed values) when k is not a str: Numba compares k with each str key, so a number, None or a tuple is in no literal dict (False; not in gives True), while a str k is looked up."""
from numba import njit


@njit
def contains(k, s):
    ld = {"a": 1, "b": 2.5, "c": "x"}
    return 1 in ld, k in ld, k not in ld, (1, 2) in ld, None in ld, s in ld, s not in ld


@njit
def count_hits(n):
    ld = {"0": 1, "1": 2j}
    hits = 0
    for i in range(n):
        if i in ld:
            hits += 1
        if str(i) in ld:
            hits += 10
    return hits


# call: contains(3, "b")
# call: contains(2.5, "z")
# call: contains(True, "a")
# call: count_hits(4)
