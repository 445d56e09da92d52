"""Histogram matching of two images through their CDFs with np.unique, np.cumsum and np.interp."""
import numpy as np
from numba import njit


@njit
def match_histograms(src, ref):
    s = src.ravel()
    s_vals = np.unique(s)
    s_idx = np.searchsorted(s_vals, s)
    s_counts = np.bincount(s_idx)
    r_vals = np.unique(ref.ravel())
    r_counts = np.bincount(np.searchsorted(r_vals, ref.ravel()))
    s_cdf = np.cumsum(s_counts) / s.size
    r_cdf = np.cumsum(r_counts) / ref.size
    mapped = np.interp(s_cdf, r_cdf, r_vals.astype(np.float64))
    return mapped[s_idx].reshape(src.shape)

# call: match_histograms(np.array([[1, 2, 2], [3, 3, 3]]), np.array([[10, 20], [20, 40], [40, 40]]))
