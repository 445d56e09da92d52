"""set(iterable) from a list, a vector, range, a str, a tuple and a set; sets of floats, strings and tuples; a set of ints that an added float widens (as Numba unifies it)."""
import numpy as np
from numba import njit


@njit
def from_iterables(a, n):
    s1 = set([3, 1, 3, 2])
    s2 = set(a)
    s3 = set(range(n))
    s4 = set("mississippi")
    s5 = set((4, 4, 5))
    s6 = set(s1)
    s6.add(9)
    return len(s1), sorted(s2), len(s3), sorted(s4), sorted(s5), len(s1), len(s6)


@njit
def kinds(x):
    f = {1.5, 2.5, 1.5}
    f.add(x)
    words = {"b", "a"}
    words.add("c")
    words.discard("a")
    pairs = {(1, 2), (3, 4)}
    pairs.add((1, 2))
    pairs.add((5, 6))
    return sorted(f), sorted(words), "b" in words, sorted(pairs), (3, 4) in pairs


@njit
def widen():
    s = {1, 2}
    s.add(2.5)
    t = {1, 2}
    return sorted(s), sorted(t), 2 in s


@njit
def lookup_cast(x):
    s = {1, 2}
    return x in s

# call: from_iterables(np.array([1.5, 2.5, 1.5, -0.5]), 7)
# call: kinds(0.25)
# call: widen()
# call: lookup_cast(1.0)
# call: lookup_cast(3.0)
