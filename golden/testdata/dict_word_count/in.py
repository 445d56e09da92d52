"""Dicts keyed by strings: counting words with get and in, {} typed by its first store, insertion order."""
from numba import njit, types
from numba.typed import Dict


@njit
def count_words(text):
    counts = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for w in text.split():
        counts[w] = counts.get(w, 0) + 1
    out = []
    for w, c in counts.items():
        out.append((w, c))
    return out, len(counts)


@njit
def first_seen(text):
    seen = {}
    order = 0
    for w in text.split():
        if w not in seen:
            seen[w] = order
            order += 1
    return list(seen.keys()), list(seen.values()), "the" in seen, "zebra" in seen

# call: count_words("the cat and the dog and the bird")
# call: count_words("")
# call: first_seen("the cat and the dog and the bird")
