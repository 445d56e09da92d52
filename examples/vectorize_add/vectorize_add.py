"""NumPy ufuncs written in Python with @vectorize: addition for float64 and float32, and a
hypotenuse that runs on the goroutine pool for large inputs."""
import math

from numba import vectorize


@vectorize(["float64(float64, float64)", "float32(float32, float32)"])
def add(x, y):
    """x + y, element by element."""
    return x + y


@vectorize(["float64(float64, float64)"], target="parallel")
def hypot(x, y):
    """The length of the vector (x, y)."""
    return math.sqrt(x * x + y * y)
