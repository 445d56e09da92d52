"""Bootstrap confidence interval of the mean with np.random.randint resampling and np.percentile."""
import numpy as np
from numba import njit


@njit
def bootstrap_ci(x, n_boot, alpha, seed):
    np.random.seed(seed)
    n = x.shape[0]
    means = np.empty(n_boot)
    for b in range(n_boot):
        idx = np.random.randint(0, n, n)
        means[b] = x[idx].mean()
    lo = np.percentile(means, 100 * alpha / 2)
    hi = np.percentile(means, 100 * (1 - alpha / 2))
    return lo, hi, means.std()

# call: bootstrap_ci(np.array([2.1, 3.4, 1.9, 5.6, 4.4, 3.3, 2.8, 4.0]), 200, 0.1, 3)
