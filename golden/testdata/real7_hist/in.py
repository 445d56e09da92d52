"""Binning idioms: np.histogram, np.digitize, np.bincount with weights, searchsorted sides, quantiles."""
import numpy as np
from numba import njit


@njit
def binstats(x, w, nbins):
    counts, edges = np.histogram(x, bins=nbins, range=(0.0, 1.0))
    idx = np.digitize(x, edges[1:-1])
    wsum = np.bincount(idx, weights=w, minlength=nbins)
    left = np.searchsorted(edges, x, side='left')
    right = np.searchsorted(edges, x, side='right')
    return counts, wsum, left - right


@njit
def quantiles(x):
    q = np.quantile(x, np.array([0.1, 0.5, 0.9]))
    p = np.percentile(x, 25.0)
    med = np.median(x)
    return q, p, med, np.nanmean(np.where(x > 0.5, x, np.nan))


# call: binstats(np.linspace(0.0, 0.99, 13), np.arange(13.0), 4)
# call: binstats(np.array([0.05, 0.5, 0.95, 0.5]), np.ones(4), 2)
# call: quantiles(np.linspace(0.0, 1.0, 11))
# call: quantiles(np.array([0.9, 0.1, 0.7, 0.3, 0.6]))
