"""Operators on jitclass instances call the class's methods, as Numba 0.56's jitclass overloads
do: arithmetic and bitwise operators (x + y is x.__add__(y)), unary - and +, x op= y
(__iop__, else __op__, rebinding x), comparisons, != as not __eq__ when there is no __ne__,
and Numba's reflection of a comparison whose left class lacks the method (it compares y > x
whatever the operator), with class C(object) and a dict spec."""
from numba import njit, types
from numba.experimental import jitclass


@jitclass({"x": types.float64})
class F(object):
    def __init__(self, value):
        self.x = value

    def __eq__(self, other):
        return self.x == other.x

    def __ge__(self, other):
        return self.x >= other.x

    def __gt__(self, other):
        return self.x > other.x

    def __le__(self, other):
        return self.x <= other.x

    def __lt__(self, other):
        return self.x < other.x

    def __add__(self, other):
        return F(self.x + other.x)

    def __floordiv__(self, other):
        return F(self.x // other.x)

    def __mod__(self, other):
        return F(self.x % other.x)

    def __mul__(self, other):
        return F(self.x * other.x)

    def __pow__(self, other):
        return F(self.x ** other.x)

    def __sub__(self, other):
        return F(self.x - other.x)

    def __truediv__(self, other):
        return F(self.x / other.x)

    def __neg__(self):
        return F(-self.x)

    def __pos__(self):
        return self


@jitclass([("x", types.intp)])
class I(object):
    def __init__(self, value):
        self.x = value

    def __eq__(self, other):
        return self.x == other.x

    def __ne__(self, other):
        return (self.x - other.x) % 20 > 1

    def __lshift__(self, other):
        return I(self.x << other.x)

    def __rshift__(self, other):
        return I(self.x >> other.x)

    def __and__(self, other):
        return I(self.x & other.x)

    def __or__(self, other):
        return I(self.x | other.x)

    def __xor__(self, other):
        return I(self.x ^ other.x)

    def __add__(self, other):
        return I(self.x + other)

    def __iadd__(self, other):
        return I(self.x + 10 * other)

    def __ior__(self, other):
        return I(self.x | other.x)


@jitclass([("x", types.int32)])
class Plain:
    def __init__(self, x):
        self.x = x


@njit
def floats(a, b):
    x = F(a)
    y = F(b)
    return (x == y, x != y, x >= y, x > y, x <= y, x < y, (x + y).x, (x // y).x, (x % y).x,
            (x * y).x, (x ** y).x, (x - y).x, (x / y).x, (-x).x, (+x).x)


@njit
def ints(a, b):
    x = I(a)
    y = I(b)
    return (x == y, x != y, (x << y).x, (x >> y).x, (x & y).x, (x | y).x, (x ^ y).x, (x + 5).x)


@njit
def inplace(a, b):
    x = I(a)
    y = I(b)
    z = x + 1
    x += 2
    z |= y
    return x.x, z.x, y.x


@njit
def reflected(a, b):
    d = F(a)
    n = Plain(b)
    return n <= d, n < d, n >= d, n > d, n == d


# call: floats(1.234, 3.1415)
# call: floats(13.1, 1.01)
# call: floats(2.0, 2.0)
# call: ints(13, 1)
# call: ints(2, 22)
# call: ints(7, 10)
# call: inplace(13, 1)
# call: reflected(2.0, 3)
# call: reflected(5.0, 3)
