"""@stencil called from @njit code: in a time loop, with out=, and from @njit(parallel=True) (a prange over the interior)."""
import numpy as np
from numba import njit, stencil


@stencil
def diffuse(u, k):
    return u[0, 0] + k * (u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1] - 4 * u[0, 0])


@stencil(cval=1.5)
def smooth(x):
    return 0.25 * x[-1] + 0.5 * x[0] + 0.25 * x[1]


@njit
def heat(u0, k, steps):
    u = u0.copy()
    for _ in range(steps):
        u = diffuse(u, k)
    return u


@njit
def smooth_into(x):
    o = np.full(x.shape, 7.0)
    smooth(x, out=o)
    return o


@njit
def smooth_in_place(x):
    o = x.copy()
    smooth(o, out=o)
    return o, o.sum()


@njit(parallel=True)
def heat_parallel(u0, k, steps):
    u = u0.copy()
    for _ in range(steps):
        u = diffuse(u, k)
    return u

@stencil(cval=0.0)
def laplace(u):
    return u[-1, 0] + u[1, 0] + u[0, -1] + u[0, 1] - 4 * u[0, 0]


@njit(parallel=True)
def step(u, k):
    return u + k * laplace(u)

# call: step(np.arange(16.0).reshape(4, 4) ** 2, 0.5)
# call: heat(np.eye(5) * 10.0, 0.1, 3)
# call: smooth_into(np.arange(6.0))
# call: smooth_in_place(np.array([4.0, 8.0, 12.0, 16.0]))
# call: heat_parallel(np.eye(6) * 10.0, 0.2, 4)
