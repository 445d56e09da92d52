"""mean, sum and var of complex64 arrays: Numba sums in complex64 and divides in complex64, so the mean is a complex64 value."""
import numpy as np
from numba import njit


@njit
def mean(a):
    return a.mean()


@njit
def npmean(a):
    return np.mean(a)


@njit
def total(a):
    return a.sum()

# call: mean((np.arange(5) * 0.3 + 0.1 + 1j * np.arange(5)).astype(np.complex64))
# call: npmean((np.linspace(0.1, 2.3, 7) - 0.7j).astype(np.complex64))
# call: total((np.arange(5) * 0.3 + 0.1 + 1j * np.arange(5)).astype(np.complex64))
# call: mean(np.arange(5) * 0.3 + 0.1 + 1j * np.arange(5))
