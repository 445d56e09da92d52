"""@vectorize with three and four inputs, broadcasting 1-d, 2-d and 3-d operands and scalars together."""
from numba import vectorize


@vectorize(["float64(float64, float64, float64)"])
def clamp(x, lo, hi):
    return lo if x < lo else (hi if x > hi else x)


@vectorize(["float64(float64, float64, float64, float64)"], target="parallel")
def bilerp(a, b, s, t):
    return a * (1.0 - s) * (1.0 - t) + b * s * t

# call: clamp(np.linspace(-2.0, 2.0, 9), -1.0, 1.5)
# call: clamp(np.arange(12.0).reshape(3, 4), np.array([1.0, 2.0, 3.0, 4.0]), np.array([[5.0], [6.0], [7.0]]))
# call: clamp(np.arange(24.0).reshape(2, 3, 4), 3.0, np.arange(4.0) + 10.0)
# call: clamp(0.5, np.zeros((2, 2)), np.ones(2))
# call: bilerp(1.0, 2.0, np.linspace(0.0, 1.0, 5), 0.5)
# call: bilerp(np.arange(6.0).reshape(2, 3), np.ones(3), np.array([[0.25], [0.75]]), np.arange(3.0) / 2.0)
# call: bilerp(np.ones(3), np.ones(4), 0.5, 0.5)
