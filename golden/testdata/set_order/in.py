"""Set order: for loops, list(s), pop() and print(s) visit a set in Numba's order (its hash table's slots: Python's hashes, -1 and -2 at the fallback hash, 3 linear probes then perturbation, growth and shrinking, displays added in reverse, constant displays through a frozenset, the operators' copies, a set argument in the order Numba unboxes it)."""
from numba import njit


@njit
def ints(n):
    s = set()
    for i in range(n):
        s.add((i * 37) % 101 - 50)
    s.add(-1)
    s.add(-2)
    s.add(1 << 40)
    s.add(-(1 << 62))
    first = list(s)
    for i in range(0, n, 3):
        s.discard((i * 37) % 101 - 50)
    after = [x for x in s]
    pops = [s.pop() for _ in range(5)]
    print(s)
    return first, after, pops, len(s)


@njit
def shrink(n):
    s = set(range(n))
    for i in range(n - 3):
        s.remove(i)
    s.add(n + 16)
    s.add(-16)
    return list(s)


@njit
def displays(x):
    a = {x, x + 16, x + 32, 5}
    b = {3, 19, -1, 35, 51, -2}
    c = {3, 19, x}
    d = {(1, 2.5), (17, 0.5), (-1, 2.5)}
    e = {1, 17, 33}
    e.add(0.5)
    print(a, b, c)
    print(d)
    return list(a), list(b), list(c), list(d), list(e)


@njit
def algebra(n):
    a = set(range(0, 4 * n, 3))
    b = set(range(2 * n, 0, -2))
    u, i, d, x = a | b, a & b, a - b, a ^ b
    a2 = a.copy()
    a2 -= set(range(0, 4 * n, 6))
    a2 ^= b
    a3 = a2.copy()
    a3.update([-5, -21, 100])
    return list(u), list(i), list(d), list(x), list(a2), list(a3)


@njit
def words(k):
    s = {"pear", "apple", "fig"}
    s.add("kiwi")
    s.add("café")
    s.discard("fig" * k)
    s.add("日本")
    f = set([0.5, -1.5, 2.0, 1e10, 3.25, 1.0 / 3.0])
    f.discard(2.0)
    print(s)
    print(f)
    return list(s), list(f)


@njit
def arg(s):
    out = list(s)
    s.add(-3)
    return out, s.pop(), list(s)

# call: ints(40)
# call: ints(9)
# call: shrink(40)
# call: displays(7)
# call: algebra(10)
# call: words(3)
# call: arg({40, 3, 17, -1, 100, 19, 35})
