"""continue in a literal_unroll loop ends the copy of the body for that member: alone, with break and an else clause, after a pruned isinstance branch, and in a nested loop."""
from numba import njit, literal_unroll


@njit
def count_small(n):
    s = 0
    for x in literal_unroll((n, 2.5, 1)):
        if x > 2:
            continue
        s += 1
    return s


@njit
def skip_str(scale):
    acc = 0.0
    for x in literal_unroll((1, 'a', 2.5, 'bc', 4)):
        if isinstance(x, str):
            continue
        acc += x * scale
    return acc


@njit
def skip_then_stop(limit):
    k = 0
    total = 0.0
    for v in literal_unroll((1, -2.5, 7, -1, 30.0, 4)):
        if v < 0:
            continue
        if v > limit:
            break
        k += 1
        total += v
    else:
        k = -k
    return k, total


@njit
def inner_continue(n):
    s = 0.0
    for v in literal_unroll((3, 4.5)):
        for i in range(n):
            if i % 2 == 1:
                continue
            s += v * i
        if v > 4:
            continue
        s += 100
    return s


# call: count_small(5)
# call: count_small(0)
# call: skip_str(2.0)
# call: skip_str(-1.0)
# call: skip_then_stop(10)
# call: skip_then_stop(5)
# call: skip_then_stop(100)
# call: skip_then_stop(0)
# call: inner_continue(5)
# call: inner_continue(0)
