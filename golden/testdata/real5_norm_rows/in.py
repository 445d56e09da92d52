"""Row normalisation and cosine similarity with np.linalg.norm of rows, np.outer and a small epsilon guard."""
import numpy as np
from numba import njit


@njit
def cosine_sim(X):
    n = X.shape[0]
    norms = np.empty(n)
    for i in range(n):
        norms[i] = np.linalg.norm(X[i])
    Y = X / np.maximum(norms, 1e-12).reshape(-1, 1)
    S = Y @ Y.T
    return S, np.outer(norms, norms)

# call: cosine_sim(np.array([[1.0, 0.0, 1.0], [0.0, 2.0, 0.0], [1.0, 1.0, 1.0], [0.0, 0.0, 0.0]]))
