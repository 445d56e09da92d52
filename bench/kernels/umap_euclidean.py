"""umap's euclidean distance (umap/distances.py): a fastmath=True loop summing squared
differences, which pygo folds into 32 partial sums in vector assembly as LLVM does for Numba."""
import numpy as np
from numba import njit


@njit(fastmath=True)
def euclidean(x, y):
    result = 0.0
    for i in range(x.shape[0]):
        result += (x[i] - y[i]) ** 2
    return np.sqrt(result)


@njit(fastmath=True)
def umap_euclidean(x, y, reps):
    total = 0.0
    for _ in range(reps):
        total += euclidean(x, y)
    return total


ENTRY = "umap_euclidean"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(11)
    n, reps = (100, 3) if size == "small" else (1 << 20, 20)
    return (rng.standard_normal(n), rng.standard_normal(n), reps)
