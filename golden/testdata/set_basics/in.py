"""Sets: displays, set(), add, discard, remove, pop, clear, copy, len, truth, in, iteration, sorted and list (order-independent results)."""
from numba import njit


@njit
def basics(n):
    s = {3, 1, 2}
    for i in range(n):
        s.add(i * 2)
    s.add(3)
    s.discard(4)
    s.discard(1000)
    s.remove(0)
    total = 0
    for x in s:
        total += x
    has = 6 in s
    hasnt = 7 not in s
    c = s.copy()
    c.add(-5)
    e = set()
    e.add(2.5)
    e.add(2.5)
    first = len(e)
    p = e.pop()
    empty = len(e) == 0
    return len(s), total, has, hasnt, sorted(s), sorted(list(c)), first, p, empty, bool(s), min(s), max(c)


@njit
def clear_and_refill(n):
    s = {1, 2}
    t = s  # the same set
    t.clear()
    before = len(s)
    for i in range(n):
        s.add(i % 4)
    return before, len(s), len(t), sorted(t)


@njit
def pop_all(n):
    s = set(range(n))
    total = 0
    while s:
        total += s.pop()
    return total, len(s)

# call: basics(6)
# call: basics(0)
# call: clear_and_refill(10)
# call: pop_all(50)
