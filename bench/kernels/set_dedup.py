"""Deduplicate integer keys with a set: the distinct keys in first-seen order (a membership test and an add per key), and set(keys) in one call."""
import numpy as np
from numba import njit


@njit
def set_dedup(keys):
    seen = set()
    first_sum = 0
    for k in keys:
        if k not in seen:
            seen.add(k)
            first_sum += k
    distinct = set(keys)
    return len(seen), first_sum, len(distinct)


ENTRY = "set_dedup"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 2_000 if size == "small" else 2_000_000
    return (rng.randint(0, n // 4, size=n).astype(np.int64),)
