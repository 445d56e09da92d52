"""stumpy-style sliding dot products and z-normalised distances: fastmath flag sets, prange, np.empty with positional dtype."""
import numpy as np
from numba import njit, prange


@njit(fastmath={"nsz", "arcp", "contract", "afn", "reassoc"})
def _sliding_dot_product(Q, T):
    m = Q.shape[0]
    k = T.shape[0] - m + 1
    out = np.empty(k, np.float64)
    for i in range(k):
        out[i] = np.dot(Q, T[i:i + m])
    return out


@njit(parallel=True, fastmath={"nsz", "arcp", "contract", "afn", "reassoc"})
def compute_mean_std(T, m):
    n = T.shape[0] - m + 1
    M = np.empty(n, np.float64)
    S = np.empty(n, np.float64)
    for i in prange(n):
        w = T[i:i + m]
        M[i] = np.mean(w)
        S[i] = np.std(w)
    return M, S


@njit(fastmath=True)
def mass(Q, T):
    m = Q.shape[0]
    QT = _sliding_dot_product(Q, T)
    mu_q, sig_q = np.mean(Q), np.std(Q)
    M, S = compute_mean_std(T, m)
    D = np.empty(QT.shape[0])
    for i in range(QT.shape[0]):
        denom = m * sig_q * S[i]
        if denom == 0.0:
            D[i] = np.inf
        else:
            rho = (QT[i] - m * mu_q * M[i]) / denom
            D[i] = np.sqrt(abs(2 * m * (1.0 - min(rho, 1.0))))
    return D

# call: mass(np.array([0.0, 1.0, 0.0]), np.sin(np.arange(12.0)))
# call: compute_mean_std(np.arange(10.0) ** 1.5, 4)
