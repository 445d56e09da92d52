"""Count words in a text with a dict keyed by strings, then find the most frequent one."""
from numba import njit


@njit
def dict_count_words(text):
    counts = {"": 0}
    for w in text.split():
        counts[w] = counts.get(w, 0) + 1
    best, best_count = "", 0
    for w, c in counts.items():
        if c > best_count:
            best, best_count = w, c
    return len(counts), len(best), best_count


ENTRY = "dict_count_words"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    n = 2_000 if size == "small" else 400_000
    # A deterministic word sequence over a vocabulary of 5,000 made-up words.
    x = 12345
    words = []
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        k = x % 5000
        words.append("w" + str(k * 7919 % 100003))
    return (" ".join(words),)
