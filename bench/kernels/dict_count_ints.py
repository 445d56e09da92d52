"""Count the occurrences of integer keys in a dict (a histogram over a large key space)."""
import numpy as np
from numba import njit


@njit
def dict_count_ints(keys):
    counts = {0: 0}
    for k in keys:
        counts[k] = counts.get(k, 0) + 1
    best, best_count = 0, 0
    for k, c in counts.items():
        if c > best_count:
            best, best_count = k, c
    return len(counts), best, best_count


ENTRY = "dict_count_ints"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 2_000 if size == "small" else 2_000_000
    return (rng.randint(0, n // 10, size=n).astype(np.int64),)
