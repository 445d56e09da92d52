"""break in a literal_unroll loop leaves the expansion: the copies after it do not run, nor the
loop's else clause, which runs when no copy breaks; a break of a loop nested in the body stays
that loop's."""
from numba import njit, literal_unroll


@njit
def until(z):
    x = (12, 12.7, 3j, 4, z, 2 * z)
    acc = 0
    for a in literal_unroll(x):
        acc += a
        if acc.real < 26:
            acc -= 1
        else:
            break
    return acc


@njit
def first_big(limit):
    t = (1, 2.5, 7, 30.0)
    k = 0
    for v in literal_unroll(t):
        if v > limit:
            break
        k += 1
    else:
        k = -1
    return k


@njit
def nested(n):
    t = (3, 4.5)
    s = 0.0
    for v in literal_unroll(t):
        for i in range(n):
            if i >= 2:
                break
            s += v
    return s


# call: until(9)
# call: until(-50)
# call: first_big(2)
# call: first_big(10)
# call: first_big(100)
# call: nested(5)
# call: nested(1)
