"""Dict comprehensions, with if clauses and nested loops; a dict passed to a helper that changes it."""
from numba import njit


@njit
def add_one(d, k):
    d[k] = d.get(k, 0) + 1


@njit
def squares(n):
    d = {i: i * i for i in range(n) if i % 2 == 1}
    pairs = {(i, j): i * 10 + j for i in range(3) for j in range(i)}
    add_one(d, 1)
    add_one(d, 100)
    return list(d.items()), sorted(pairs.values()), len(pairs)


@njit
def lengths(text):
    words = text.split()
    d = {w: len(w) for w in words}
    return [d[w] for w in words]

# call: squares(7)
# call: lengths("a bb ccc bb dddd")
