"""Monte Carlo value-at-risk of a small portfolio: correlated normal shocks through a Cholesky
factor computed by hand, portfolio P&L as a matrix product, VaR and expected shortfall from the
sorted losses."""
import math
import numpy as np
from numba import njit


@njit
def cholesky(cov):
    n = cov.shape[0]
    L = np.zeros_like(cov)
    for i in range(n):
        for j in range(i + 1):
            s = cov[i, j]
            for k in range(j):
                s -= L[i, k] * L[j, k]
            if i == j:
                L[i, j] = math.sqrt(s)
            else:
                L[i, j] = s / L[j, j]
    return L


@njit
def simulate_pnl(weights, vols, corr, horizon, n_paths, seed):
    np.random.seed(seed)
    n = weights.shape[0]
    cov = corr * np.outer(vols, vols) * horizon
    L = cholesky(cov)
    z = np.random.normal(0.0, 1.0, (n_paths, n))
    shocks = z @ L.T
    pnl = shocks @ weights
    return pnl


@njit
def var_es(pnl, alpha):
    losses = np.sort(-pnl)
    n = losses.shape[0]
    idx = int(math.ceil(alpha * n)) - 1
    if idx < 0:
        idx = 0
    var = losses[idx]
    tail = losses[idx:]
    es = tail.mean()
    return var, es


@njit
def portfolio_risk(weights, vols, corr, n_paths, seed):
    pnl = simulate_pnl(weights, vols, corr, 10.0 / 252.0, n_paths, seed)
    v95, es95 = var_es(pnl, 0.95)
    v99, es99 = var_es(pnl, 0.99)
    return np.array([pnl.mean(), pnl.std(), v95, es95, v99, es99])

# call: cholesky(np.array([[4.0, 2.0, 0.6], [2.0, 2.0, 0.5], [0.6, 0.5, 3.0]]))
# call: portfolio_risk(np.array([1e6, 5e5, -2e5]), np.array([0.2, 0.3, 0.15]), np.array([[1.0, 0.5, 0.2], [0.5, 1.0, 0.3], [0.2, 0.3, 1.0]]), 2000, 42)
# call: var_es(np.array([-3.0, 1.0, 2.0, -5.0, 0.5, -1.0, 4.0, -2.0]), 0.75)
