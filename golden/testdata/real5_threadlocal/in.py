"""Thread-local buffers indexed by numba.get_thread_id() in a prange loop, summed after it."""
import numpy as np
import numba
from numba import njit, prange


@njit(parallel=True)
def hist_tls(x, nbins):
    nt = numba.get_num_threads()
    local = np.zeros((nt, nbins), dtype=np.int64)
    for i in prange(x.shape[0]):
        t = numba.get_thread_id()
        b = min(int(x[i] * nbins), nbins - 1)
        local[t, b] += 1
    return local.sum(axis=0)

# call: hist_tls(np.linspace(0.0, 1.0, 101), 4)
