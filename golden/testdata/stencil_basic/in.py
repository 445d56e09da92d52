"""@stencil kernels called directly: 2-d and 1-d relative indexing, the border left 0, result dtype from the kernel."""
import numpy as np
from numba import stencil


@stencil
def laplace(a):
    return a[-1, 0] + a[1, 0] + a[0, -1] + a[0, 1] - 4 * a[0, 0]


@stencil
def forward_diff(x):
    return x[1] - x[0]


@stencil
def halve(x):
    return x[0] / 2


@stencil
def skewed(a):
    return a[-2, 1] * 10 + a[0, 3]

# call: laplace(np.arange(20.0).reshape(4, 5) ** 2)
# call: laplace(np.arange(12).reshape(3, 4) * 3)
# call: laplace(np.ones((2, 2)))
# call: forward_diff(np.array([1.0, 4.0, 9.0, 16.0, 25.0]))
# call: forward_diff(np.array([3], dtype=np.int32))
# call: halve(np.arange(5))
# call: skewed(np.arange(30.0).reshape(5, 6))
