"""GARCH(1,1) conditional variance recursion, its Gaussian negative log-likelihood, a coarse grid
search over (alpha, beta), and a multi-step variance forecast."""
import math
import numpy as np
from numba import njit


@njit
def garch_variance(returns, omega, alpha, beta):
    n = returns.shape[0]
    sigma2 = np.empty(n)
    sigma2[0] = np.var(returns)
    for t in range(1, n):
        sigma2[t] = omega + alpha * returns[t - 1] ** 2 + beta * sigma2[t - 1]
    return sigma2


@njit
def neg_loglik(returns, omega, alpha, beta):
    if alpha < 0.0 or beta < 0.0 or alpha + beta >= 1.0:
        return np.inf
    s2 = garch_variance(returns, omega, alpha, beta)
    return 0.5 * np.sum(np.log(2.0 * math.pi * s2) + returns * returns / s2)


@njit
def grid_fit(returns, n_grid):
    var = returns.var()
    best = (np.inf, 0.0, 0.0)
    for i in range(1, n_grid):
        a = 0.3 * i / n_grid
        for j in range(1, n_grid):
            b = 0.99 * j / n_grid
            if a + b >= 0.999:
                continue
            omega = var * (1.0 - a - b)
            nll = neg_loglik(returns, omega, a, b)
            if nll < best[0]:
                best = (nll, a, b)
    return best


@njit
def forecast(returns, omega, alpha, beta, horizon):
    s2 = garch_variance(returns, omega, alpha, beta)
    last = omega + alpha * returns[-1] ** 2 + beta * s2[-1]
    out = np.empty(horizon)
    persistence = alpha + beta
    long_run = omega / (1.0 - persistence)
    for h in range(horizon):
        out[h] = long_run + persistence ** h * (last - long_run)
    return np.sqrt(out)

# call: garch_variance(np.array([0.01, -0.02, 0.015, -0.03, 0.005, 0.02, -0.01]), 1e-5, 0.1, 0.85)
# call: neg_loglik(0.01 * np.sin(np.arange(40.0) * 0.7) * (1.0 + 0.5 * np.cos(np.arange(40.0) * 0.11)), 2e-6, 0.08, 0.9)
# call: grid_fit(0.01 * np.sin(np.arange(60.0) * 1.3) * (1.0 + np.arange(60.0) / 60.0), 8)
# call: forecast(np.array([0.01, -0.02, 0.015, -0.03, 0.005]), 1e-5, 0.1, 0.85, 5)
