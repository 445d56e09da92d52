"""np.finfo and np.iinfo: every attribute Numba supports, of a NumPy type, of an array's
dtype, of an array and of a number; complex types give their real type's limits; the
limits in arithmetic and comparisons, and an info object held in a variable."""
import numpy as np
from numba import njit


@njit
def f64():
    fi = np.finfo(np.float64)
    return (fi.eps, fi.epsneg, fi.iexp, fi.machep, fi.max, fi.maxexp, fi.min, fi.minexp,
            fi.negep, fi.nexp, fi.nmant, fi.precision, fi.resolution, fi.tiny, fi.bits)


@njit
def f32(a):
    fi = np.finfo(a.dtype)
    return (fi.eps, fi.epsneg, fi.iexp, fi.machep, fi.max, fi.maxexp, fi.min, fi.minexp,
            fi.negep, fi.nexp, fi.nmant, fi.precision, fi.resolution, fi.tiny, fi.bits)


@njit
def complexes(a, z):
    return np.finfo(a).eps, np.finfo(np.complex64).max, np.finfo(z).bits


@njit
def ints(a):
    return (np.iinfo(np.int8).min, np.iinfo(np.int8).max, np.iinfo(np.int16).min, np.iinfo(np.int16).max,
            np.iinfo(np.int32).min, np.iinfo(np.int32).max, np.iinfo(np.int64).min, np.iinfo(np.int64).max,
            np.iinfo(np.uint8).max, np.iinfo(np.uint16).max, np.iinfo(np.uint32).max, np.iinfo(np.uint64).max,
            np.iinfo(np.uint64).min, np.iinfo(a.dtype).bits, np.iinfo(a).max, np.iinfo(np.uint16).bits)


@njit
def scalar(x, n):
    return np.finfo(x).eps, np.iinfo(n).min


@njit
def close(a, b):
    tol = np.finfo(a.dtype).eps * 4
    n = 0
    for i in range(a.shape[0]):
        if abs(a[i] - b[i]) <= tol * max(abs(a[i]), abs(b[i])):
            n += 1
    return n


@njit
def clamp(a):
    lim = np.iinfo(np.int16)
    out = np.empty(a.shape[0], np.int16)
    for i in range(a.shape[0]):
        out[i] = min(max(a[i], lim.min), lim.max)
    return out

# call: f64()
# call: f32(np.zeros(2, np.float32))
# call: complexes(np.zeros(2, np.complex128), 1j)
# call: ints(np.zeros(3, np.uint32))
# call: scalar(1.5, 7)
# call: close(np.array([1.0, 2.0, 3.0]), np.array([1.0 + 2e-16, 2.1, 3.0 - 4e-16]))
# call: clamp(np.array([-40000, -5, 0, 70000]))
