"""np.median, np.percentile, np.quantile, np.var with ddof-free formulas, np.std, np.ptp-like max-min."""
import numpy as np
from numba import njit


@njit
def summary(x):
    return (np.median(x), np.percentile(x, 90.0), np.quantile(x, 0.25), np.var(x), np.std(x),
            x.max() - x.min(), np.mean(x), np.argmin(x), np.cumsum(x)[-1])

# call: summary(np.array([3.0, 1.0, 4.0, 1.5, 5.0, 9.0, 2.6, 5.3]))
