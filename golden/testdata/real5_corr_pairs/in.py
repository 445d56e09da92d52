"""Most correlated column pairs from np.corrcoef of a data matrix, sorted with np.argsort on the upper triangle."""
import numpy as np
from numba import njit


@njit
def top_pairs(X, k):
    C = np.corrcoef(X.T)
    n = C.shape[0]
    iu0, iu1 = np.triu_indices(n, 1)
    vals = np.empty(iu0.shape[0])
    for t in range(iu0.shape[0]):
        vals[t] = abs(C[iu0[t], iu1[t]])
    order = np.argsort(vals)[::-1][:k]
    return iu0[order], iu1[order], vals[order]

# call: top_pairs(np.array([[1.0, 2.0, 0.5, 3.0], [2.0, 4.1, 0.4, 1.0], [3.0, 6.2, 0.1, 2.0], [4.0, 7.9, 0.3, 0.0], [5.0, 10.1, 0.2, 1.5]]), 3)
