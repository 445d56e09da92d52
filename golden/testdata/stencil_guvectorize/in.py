"""A stencil called from a @guvectorize kernel (librosa's local maxima): boolean result, bit operators on comparisons."""
import numba
import numpy as np


@numba.stencil
def _localmax_sten(x):
    """Numba stencil for local maxima computation"""
    return (x[0] > x[-1]) & (x[0] >= x[1])


@numba.guvectorize(
    ["void(int16[:], bool_[:])", "void(int32[:], bool_[:])", "void(int64[:], bool_[:])",
     "void(float32[:], bool_[:])", "void(float64[:], bool_[:])"],
    "(d)->(d)",
    cache=True,
    nopython=True,
)
def _localmax(x, y):
    """Vectorized wrapper for the localmax stencil"""
    y[:] = _localmax_sten(x)

# call: _localmax(np.array([1.0, 3.0, 2.0, 2.0, 5.0, 1.0, 0.0, 4.0]))
# call: _localmax(np.array([[1, 3, 2, 4], [5, 1, 1, 0]]))
