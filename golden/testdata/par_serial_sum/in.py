"""prange reductions over costly terms: each block of the goroutine pool computes its terms in
vector chunks and adds them into its private accumulator in order, so the partial sums, and
the total, have the same bits with any number of threads."""
import math

import numpy as np
from numba import njit, prange


@njit(parallel=True)
def heavy(n):
    s = 0.0
    for i in prange(n):
        s += math.sqrt(i) * math.sin(i)
    return s


@njit(parallel=True)
def exp_prod(x):
    s = 0.0
    p = 1.0
    for i in prange(x.shape[0]):
        s += math.exp(x[i])
        p *= 1.0 + 1e-3 * math.cos(x[i])
    return s, p

# call: heavy(100000)
# call: heavy(1)
# call: heavy(1000)
# call: exp_prod(np.linspace(-3.0, 3.0, 20001))
# call: exp_prod(np.linspace(-3.0, 3.0, 7))
