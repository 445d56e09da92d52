"""sorted() and list.sort with key= lambdas and reverse=, on a list of tuples."""
from numba import njit


@njit
def order(n):
    items = [(i * 7 % n, float(i) / 3.0) for i in range(n)]
    a = sorted(items)
    b = sorted(items, key=lambda t: t[1], reverse=True)
    items.sort(key=lambda t: -t[0])
    return a[0], b[0], items[0], len(items)

# call: order(10)
