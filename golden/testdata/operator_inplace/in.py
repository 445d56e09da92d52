"""operator module in-place functions (iadd ... irshift) on numbers, arrays and lists, and
operator.contains and operator.matmul (usecases of Numba's test_operators.py
FunctionalOperatorImpl): an array or a list changes in place, a number does not."""
import operator
from operator import ixor
import numpy as np
from numba import njit


@njit
def scalar_ops(a, b):
    return (operator.iadd(a, b), operator.isub(a, b), operator.imul(a, b),
            operator.itruediv(a, b), operator.ifloordiv(a, b), operator.imod(a, b),
            operator.ipow(a, 2), a)


@njit
def int_bits(a, b):
    return (operator.iand(a, b), operator.ior(a, b), ixor(a, b),
            operator.ilshift(a, 3), operator.irshift(a, 1))


@njit
def bool_bits(a, b):
    return operator.iand(a, b), operator.ior(a, b), operator.ixor(a, b), operator.ilshift(a, b)


@njit
def number_unchanged(a, b):
    r = operator.iadd(a, b)
    return r, a


@njit
def narrow_int(a, b):
    # int8 += int8 is an int64 in Numba: the result does not wrap at 8 bits
    return operator.iadd(np.int8(a), np.int8(b))


@njit
def array_inplace(a, b):
    r = operator.imul(a, b)
    r[0] = -1.0
    return a


@njit
def array_statement(a):
    operator.iadd(a, 10)
    operator.isub(a, np.arange(a.size))
    return a


@njit
def list_extend(a, b):
    operator.iadd(a, b)
    return a


@njit
def list_repeat(n):
    x = [1, 2]
    y = operator.imul(x, n)
    return x, y


@njit
def in_loop(n):
    s = 0
    for i in range(n):
        s = operator.iadd(s, i)
        if i % 2 == 0:
            s = operator.ixor(s, 1)
    return s


@njit
def contains(a, t, x):
    return operator.contains(a, x), operator.contains(t, x), operator.contains((1, 2, 3), x)


@njit
def matmul(a, b):
    return operator.matmul(a, b)

# call: scalar_ops(7, 2)
# call: scalar_ops(-7, 3)
# call: scalar_ops(7.5, -2.0)
# call: int_bits(12, 10)
# call: int_bits(-5, 3)
# call: bool_bits(True, False)
# call: bool_bits(True, True)
# call: number_unchanged(3, 4.5)
# call: narrow_int(100, 100)
# call: narrow_int(-128, -1)
# call: array_inplace(np.arange(4.0), 2.0)
# call: array_inplace(np.arange(6.0).reshape(2, 3), np.array([1.0, 2.0, 3.0]))
# call: array_statement(np.arange(5))
# call: list_extend([1, 2], [3, 4])
# call: list_extend([1.5], [2.5, 3.5])
# call: list_repeat(3)
# call: list_repeat(0)
# call: in_loop(10)
# call: contains(np.arange(5), (4, 9), 4)
# call: contains(np.arange(5), (4, 9), 9)
# call: matmul(np.arange(3.0), np.array([1.0, 2.0, 3.0]))
# call: matmul(np.arange(6.0).reshape(2, 3), np.arange(6.0).reshape(3, 2))
