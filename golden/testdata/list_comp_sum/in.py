"""List comprehensions (with if, nested, several for clauses) and sum() of their lists."""
from numba import njit


@njit("int64(int64)")
def sum_squares(n):
    return sum([i * i for i in range(n)])


@njit
def evens_over(xs, lim):
    return [x for x in xs if x % 2 == 0 if x > lim]


@njit
def table(n, m):
    return [[i * m + j for j in range(m)] for i in range(n)]


@njit
def pairs(n):
    out = [(i, j) for i in range(n) for j in range(i) if (i + j) % 2 == 1]
    return len(out), out


@njit
def scoped(n):
    i = 100
    sq = [i * 0.5 for i in range(n)]
    return i, sq

# call: sum_squares(0)
# call: sum_squares(10)
# call: evens_over([1, 2, 3, 4, 5, 6, 8, 10], 3)
# call: table(3, 4)
# call: pairs(5)
# call: scoped(4)
