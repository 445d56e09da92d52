"""CUDA: the operator module's functions in kernels are the operations they perform, as in
Numba's CUDA target: arithmetic (also the in-place forms on numbers), bitwise and shifts,
unary neg, pos, invert and not_, and the comparisons, on floats and integers, with operator
precedence kept where a call is an operand."""
import operator

import numpy as np
from numba import cuda


@cuda.jit
def floats(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        v = x[i]
        out[i, 0] = operator.add(v, 2.0) * operator.mul(v, 3.0) - operator.neg(v)
        out[i, 1] = operator.truediv(v, 4.0) + operator.floordiv(v, 0.75) * operator.mod(v, 0.75)
        out[i, 2] = operator.pow(v, 2) - operator.pos(v) + operator.lt(v, 2.0) + 2 * operator.ge(v, 3.0)
        out[i, 3] = operator.isub(v, 1.0) * operator.iadd(v, 1.0)
        out[i, 4] = operator.not_(operator.eq(v, 2.0)) + 10 * operator.ne(v, 1.0) + 100 * operator.le(v, 2.0) + 1000 * operator.gt(v, 1.0)


@cuda.jit
def ints(a, b, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        out[i, 0] = operator.and_(a[i], b[i]) + operator.or_(a[i], b[i]) * operator.xor(a[i], 5)
        out[i, 1] = operator.lshift(a[i], 2) - operator.rshift(b[i], 1)
        out[i, 2] = operator.invert(a[i]) + operator.floordiv(a[i], 3) * operator.mod(b[i], 4)
        out[i, 3] = operator.imul(a[i], b[i]) - operator.ifloordiv(b[i], 2)


# call: floats[2, 2](np.array([1.0, 2.0, 3.5, -1.25]), np.zeros((4, 5)))
# call: ints[1, 4](np.array([12, -7, 5, 0]), np.array([10, 3, -9, 6]), np.zeros((4, 4), dtype=np.int64))
