"""The module-level stencils of Numba's test_stencils.py: loops over offsets, mixed input types, standard indexing in 2-d."""
import numpy as np
from numba import njit, stencil


@stencil
def stencil1_kernel(a):
    return 0.25 * (a[0, 1] + a[1, 0] + a[0, -1] + a[-1, 0])


@stencil(neighborhood=((-5, 0), ))
def stencil2_kernel(a):
    cum = a[-5]
    for i in range(-4, 1):
        cum += a[i]
    return 0.3 * cum


@stencil(cval=1.0)
def stencil3_kernel(a):
    return 0.25 * a[-2, 2]


@stencil
def stencil_multiple_input_kernel_var(a, b, w):
    return w * (a[0, 1] + a[1, 0] + a[0, -1] + a[-1, 0] +
                b[0, 1] + b[1, 0] + b[0, -1] + b[-1, 0])


@stencil
def stencil_multiple_input_mixed_types_2d(a, b, f):
    return a[0, 0] if f[0, 0] else b[0, 0]


@stencil(standard_indexing=("b",))
def stencil_with_standard_indexing_2d(a, b):
    return (a[0, 1] * b[0, 1] + a[1, 0] * b[1, 0]
            + a[0, -1] * b[0, -1] + a[-1, 0] * b[-1, 0])


@njit
def addone_njit(a):
    return a + 1


@stencil
def calls_njit(a):
    return a[0, 0] + addone_njit(a[0, 1])


@njit(parallel=True)
def twice(a):
    return stencil1_kernel(stencil1_kernel(a))

# call: stencil1_kernel(np.arange(30.0).reshape(5, 6))
# call: stencil2_kernel(np.arange(10.0))
# call: stencil2_kernel(np.arange(10))
# call: stencil3_kernel(np.arange(20.0).reshape(4, 5))
# call: stencil_multiple_input_kernel_var(np.arange(12.0).reshape(3, 4), np.ones((3, 4)), 0.5)
# call: stencil_multiple_input_mixed_types_2d(np.arange(6.0).reshape(2, 3), np.zeros((2, 3)), np.array([[True, False, True], [False, True, False]]))
# call: stencil_with_standard_indexing_2d(np.arange(16.0).reshape(4, 4), np.arange(4.0).reshape(2, 2))
# call: calls_njit(np.arange(12).reshape(3, 4))
# call: twice(np.arange(49.0).reshape(7, 7) % 5)
