"""librosa's zero crossings: an annotated stencil with scalar parameters, called from a @guvectorize kernel with scalar core inputs."""
import numba
import numpy as np


@numba.stencil
def _zc_stencil(x: np.ndarray, threshold: float, zero_pos: bool) -> np.ndarray:
    """Stencil to compute zero crossings"""
    x0 = x[0]
    if -threshold <= x0 <= threshold:
        x0 = 0

    x1 = x[-1]
    if -threshold <= x1 <= threshold:
        x1 = 0

    if zero_pos:
        return np.signbit(x0) != np.signbit(x1)  # type: ignore
    else:
        return np.sign(x0) != np.sign(x1)  # type: ignore


@numba.guvectorize(
    [
        "void(float32[:], float32, bool_, bool_[:])",
        "void(float64[:], float64, bool_, bool_[:])",
    ],
    "(n),(),()->(n)",
    cache=True,
    nopython=True,
)
def _zc_wrapper(x, threshold, zero_pos, y):  # pragma: no cover
    """Vectorized wrapper for zero crossing stencil"""
    y[:] = _zc_stencil(x, threshold, zero_pos)

# call: _zc_wrapper(np.array([0.5, -0.2, -0.001, 0.3, 0.0, -0.4, 0.2]), 0.01, True)
# call: _zc_wrapper(np.array([0.5, -0.2, -0.001, 0.3, 0.0, -0.4, 0.2]), 0.01, False)
# call: _zc_wrapper(np.array([[1.0, -1.0, 1.0], [0.0, 0.0, -2.0]]), 0.0, True)
