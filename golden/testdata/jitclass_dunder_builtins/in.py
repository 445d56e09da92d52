"""Builtins and truth tests on jitclass instances call the class's methods, as Numba 0.56's
jitclass overloads do: abs, len, hash, str, int (__int__, else __index__), float (__float__,
else float(__index__())), complex (__complex__, else complex(float(x))), bool (__bool__, else
len(x) != 0, else True) in bool(x), if x:, not x and conditional expressions, a in x
(__contains__), dunder methods called by name, and a list field (types.List)."""
from numba import njit, types
from numba.experimental import jitclass


@jitclass({"x": types.List(types.intp)})
class JitList:
    def __init__(self):
        self.x = [0]

    def append(self, y):
        self.x.append(y)

    def clear(self):
        self.x.clear()

    def __abs__(self):
        return len(self.x) * 7

    def __bool__(self):
        return len(self.x) % 3 != 0

    def __complex__(self):
        c = complex(2)
        if self.x:
            c += self.x[0]
        return c

    def __contains__(self, y):
        return y in self.x

    def __float__(self):
        f = 3.1415
        if self.x:
            f += self.x[0]
        return f

    def __int__(self):
        i = 5
        if self.x:
            i += self.x[0]
        return i

    def __len__(self):
        return len(self.x) + 1

    def __str__(self):
        if len(self.x) == 0:
            return "PyList empty"
        else:
            return "PyList non-empty"

    def __hash__(self):
        return len(self.x) * 31


@jitclass([("val", types.int64)])
class HasLen:
    def __init__(self, val):
        self.val = val

    def __len__(self):
        return self.val

    def __index__(self):
        return self.val * 2

    def get_bool(self):
        return bool(self)


@jitclass([])
class Empty:
    def __init__(self):
        pass

    def get_bool(self):
        return bool(self)


@njit
def probe(x):
    t = 0
    if x:
        t += 1
    if not x:
        t += 10
    return (abs(x), bool(x), complex(x), 0 in x, 3 not in x, float(x), int(x), len(x), str(x),
            1 if x else 0, hash(x), x.__len__(), t)


@njit
def lists(n):
    x = JitList()
    a = probe(x)
    x.append(n)
    b = probe(x)
    x.clear()
    return a, b, probe(x)


@njit
def fallbacks(n):
    h = HasLen(n)
    return (HasLen(0).get_bool(), h.get_bool(), Empty().get_bool(), bool(h), int(h), float(h),
            complex(h), 1 if Empty() else 0)


# call: lists(2)
# call: lists(3)
# call: fallbacks(2)
# call: fallbacks(0)
