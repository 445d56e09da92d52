"""@vectorize loops on complex types: arithmetic, abs and mixed real/complex signatures."""
from numba import vectorize


@vectorize(["complex128(complex128, float64)", "complex64(complex64, float32)"])
def rotate_scale(z, k):
    return z * 1j * k


@vectorize(["float64(complex128)"])
def magnitude(z):
    return abs(z)

# call: rotate_scale(np.array([1 + 2j, -3j, 0.5]), 2.0)
# call: rotate_scale(np.array([1 + 1j, 2 - 1j], dtype=np.complex64), np.array([1.5, -2.0], dtype=np.float32))
# call: magnitude(np.array([3 + 4j, -1j, 0j]))
# call: magnitude(np.array([[1 + 1j], [2 + 2j]]) * np.ones(3))
