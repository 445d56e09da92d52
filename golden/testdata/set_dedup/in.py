"""Deduplication with a set: the distinct values of an array in first-seen order, and the number of distinct words."""
import numpy as np
from numba import njit


@njit
def dedup(a):
    seen = set()
    out = []
    for x in a:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


@njit
def distinct_words(text):
    words = set()
    for w in text.split():
        words.add(w.lower())
    return len(words), sorted(words)

# call: dedup(np.array([5, 3, 5, 1, 3, 9, 1, 0]))
# call: dedup(np.arange(0))
# call: distinct_words("the cat and The dog and THE bird")
