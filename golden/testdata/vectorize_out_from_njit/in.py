"""A @vectorize ufunc called from @njit code with its output array as one more positional
argument, as Numba's DUFunc takes it: results cast into out's dtype as Numba casts them (float to
int truncates, complex to float keeps the real part), broadcasting into out's shape, the call's
value being out, static and dynamic ufuncs, scalar inputs filling out."""
import numpy as np
from numba import njit, vectorize


@vectorize(["float64(float64, float64)", "int64(int64, int64)", "complex128(complex128, complex128)"])
def add(a, b):
    return a + b


@vectorize
def fma1(a, b):
    return a * b + 1


@njit
def into(x, y, o):
    add(x, y, o)
    return o


@njit
def value(x, y, o):
    r = add(x, y, o)
    return r.sum() + o[0]


@njit
def in_expr(x, o):
    return add(x, 2.0, o) * 2


@njit
def dynamic(x, y, o):
    fma1(x, y, o)
    return o


@njit
def scalars(o):
    add(1.5, 2.0, o)
    return o


@njit
def rows(m, o):
    for i in range(m.shape[0]):
        add(m[i], m[i], o[i])
    return o

# call: into(np.arange(4.0), np.ones(4), np.zeros(4))
# call: into(np.arange(4.0) - 1.6, np.ones(4), np.zeros(4, np.int64))
# call: into(np.arange(4.0) - 1.6, np.ones(4), np.zeros(4, np.int32))
# call: into(np.arange(4.0) - 1.5, np.arange(4.0) - 1.5, np.zeros(4, np.bool_))
# call: into(np.arange(4) - 2, np.arange(4), np.zeros(4, np.uint8))
# call: into(np.arange(4), np.arange(4), np.zeros(4, np.float32))
# call: into(np.arange(4.0) + 0.5j, np.arange(4.0), np.zeros(4))
# call: into(np.arange(4.0), np.arange(4.0), np.zeros(4, np.complex128))
# call: into(np.arange(6.0).reshape(2, 3), np.arange(3.0), np.zeros((2, 3)))
# call: into(np.arange(3.0), np.arange(3.0), np.zeros((2, 3)))
# call: into(np.arange(6.0).reshape(2, 3), np.arange(3.0), np.zeros((3, 2)).T)
# call: value(np.arange(5.0), np.full(5, 0.25), np.zeros(5))
# call: in_expr(np.arange(4.0), np.zeros(4))
# call: dynamic(np.arange(4.0), np.arange(4.0), np.zeros(4))
# call: dynamic(np.arange(4), np.arange(4), np.zeros(4, np.int32))
# call: scalars(np.zeros(3))
# call: rows(np.arange(6.0).reshape(2, 3), np.zeros((2, 3)))
