"""@vectorize with one eager signature: scalars, 1-d, 2-d and 3-d arrays, broadcasting, Python scalars beside arrays."""
import numpy as np
from numba import vectorize


@vectorize(["float64(float64, float64)"])
def rel_diff(x, y):
    return (x - y) / (abs(x) + abs(y) + 1.0)


@vectorize(["float64(float64)"], nopython=True, cache=True)
def softplus(x):
    if x > 30.0:
        return x
    return np.log1p(np.exp(x))

# call: rel_diff(3.0, 1.0)
# call: rel_diff(np.arange(5.0), np.ones(5))
# call: rel_diff(np.arange(6.0).reshape(2, 3), np.array([1.0, -2.0, 3.0]))
# call: rel_diff(np.arange(6.0).reshape(2, 3), 2.5)
# call: rel_diff(-1.5, np.linspace(-2.0, 2.0, 5))
# call: rel_diff(np.arange(24.0).reshape(2, 3, 4), np.arange(4.0))
# call: rel_diff(np.arange(3.0).reshape(3, 1), np.arange(4.0))
# call: rel_diff(np.arange(6.0).reshape(3, 2).T, np.ones((2, 3)))
# call: rel_diff(np.arange(3.0), np.arange(4.0))
# call: rel_diff(np.ones((2, 3)), np.ones((3, 2)))
# call: softplus(0.5)
# call: softplus(np.array([-40.0, -1.0, 0.0, 1.0, 31.0]))
# call: softplus(np.arange(12.0).reshape(3, 4)[:, ::2])
