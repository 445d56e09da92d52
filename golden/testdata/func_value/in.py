"""A variable bound to one of several functions (f = sq if flag else neg, or assigned on
branches) is a first-class function value, as Numba's FunctionType: a Go func of one signature
that every candidate is specialized for, called in loops, with two arguments or none, copied to
another variable, and given the result of a conditional expression called directly."""
import numpy as np
from numba import njit


@njit
def sq(x):
    return x * x


@njit
def neg(x):
    return -x


@njit
def twice(x):
    return 2 * x


@njit
def fsq(x):
    return x * x


@njit
def fhalf(x):
    return x / 2.0


@njit
def add(x, y):
    return x + y


@njit
def mul(x, y):
    return x * y


@njit
def two():
    return 2


@njit
def three():
    return 3


@njit
def pick(flag, x):
    f = sq if flag else neg
    return f(x)


@njit
def branches(k, x):
    f = sq
    if k == 1:
        f = neg
    elif k == 2:
        f = twice
    return f(x) + f(x + 1)


@njit
def over(flag, a):
    f = fsq if flag else fhalf
    s = 0.0
    for v in a:
        s += f(v)
    return s


@njit
def binop(flag, x, y):
    op = add if flag else mul
    return op(x, y), op(y, op(x, 1))


@njit
def noargs(flag):
    if not flag:
        f = three
    else:
        f = two
    return f() * 10 + f()


@njit
def alias(flag, x):
    f = neg if flag else twice
    g = f
    return g(x) - f(1)


# call: pick(True, 3)
# call: pick(False, 3)
# call: branches(0, 3)
# call: branches(1, 3)
# call: branches(2, -4)
# call: over(True, np.array([1.0, 2.0, 3.0]))
# call: over(False, np.array([1.0, 2.0, 3.0]))
# call: over(True, np.zeros(0))
# call: binop(True, 2, 5)
# call: binop(False, 2, 5)
# call: noargs(True)
# call: noargs(False)
# call: alias(True, 7)
# call: alias(False, 7)
