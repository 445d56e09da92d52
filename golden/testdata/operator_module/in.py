"""Functions of the operator module called directly (import operator, and from operator
import mul): arithmetic with Python's meaning of / // % **, bitwise operators, comparisons,
unary operators, and ZeroDivisionError from operator.floordiv."""
import operator
from operator import mul

from numba import njit


@njit
def arith(a, b):
    return (operator.add(a, b), mul(a, b), operator.sub(a, b), operator.truediv(a, b),
            operator.floordiv(a, b), operator.mod(a, b), operator.pow(a, 2))


@njit
def compare(a, b):
    return operator.lt(a, b), operator.le(a, b), operator.eq(a, b), operator.ne(a, b), operator.gt(a, b), operator.ge(a, b)


@njit
def bits(a, b):
    return (operator.and_(a, b), operator.or_(a, b), operator.xor(a, b), operator.lshift(a, 2),
            operator.rshift(a, 1), operator.neg(a), operator.pos(a), operator.invert(a), operator.not_(a))


@njit
def divide(a, b):
    return operator.floordiv(a, b)

# call: arith(7, 2)
# call: arith(-7, 2)
# call: arith(7.5, 2.0)
# call: compare(3, 4)
# call: compare(4.0, 4)
# call: bits(12, 10)
# call: bits(0, 3)
# call: divide(7, 2)
# call: divide(1, 0)
