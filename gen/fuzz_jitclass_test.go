package gen_test

// Seeds for @jitclass: odd specs, methods without self, classes and bound methods used as
// values, instances in containers, comparisons, branches joining two classes and recursion.
func init() {
	fuzzSeeds = append(fuzzSeeds,
		`from numba import njit, float64, int64
from numba.experimental import jitclass
@jitclass
class Empty:
    pass
@jitclass([("x", float64), ("x", int64), ("y",), 3, ("z", "float64")])
class Bad:
    def __init__(self):
        self.x = 1.0
    def nothing():
        pass
    @property
    def p(self, k):
        return k
@njit
def f():
    e = Empty()
    b = Bad()
    return b.x
`,
		`from numba import njit, float64
from numba.experimental import jitclass
spec = 3
@jitclass(spec)
class A:
    def __init__(self, x):
        self.x = x
@jitclass(undefined_spec)
class B:
    def __init__(self, x):
        self.x = x
@njit
def f(v):
    return A(v).x + B(v).x
`,
		`from numba import njit, float64, prange
from numba.experimental import jitclass
@jitclass([("x", float64)])
class A:
    def __init__(self, x):
        self.x = x
    def get(self):
        return self.x
    def fact(self, n):
        if n <= 1:
            return 1.0
        return n * self.fact(n - 1)
@jitclass([("x", float64)])
class B:
    def __init__(self, x):
        self.x = x
@njit(parallel=True)
def f(v, n):
    cls = A
    a = A(v)
    m = a.get
    t = (a, a)
    xs = [a, a]
    s = 0.0
    for i in prange(n):
        s += a.get()
    if a is a or a == a:
        s += 1
    print(a)
    c = A(1.0) if v > 0 else B(2.0)
    a.get = 3
    a.x = "s"
    del a.x
    return s + a.fact(3) + m() + A.x + a.missing() + a.__init__(2.0)
`,
		`from numba import njit, float64
from numba.experimental import jitclass
@jitclass([("x", float64)])
class A:
    def __init__(self, x, y=2.0, *rest):
        self.x = x + y
    @staticmethod
    def s(a, b=1):
        return a + b
    @property
    def p(self):
        return self.x
    @p.setter
    def p(self, v):
        self.x = v
@njit
def g(a):
    a.p = a.p + a.s(1)
    a.p += 1
    a.p = (1, 2)
    return a
@njit
def f(v):
    a = A(v, y=3.0)
    b = A(v, 1, 2, 3)
    A(x=1.0, z=2)
    A()
    return g(a).x + g(b).p
`,
		`from numba import njit, float64
from numba.experimental import jitclass
@jitclass([("x", float64)])
class A(object, metaclass=type):
    x = 3
    def __init__(self, x):
        self.x = x
    class Inner:
        pass
def plain(a):
    return a.x
@njit
def f(v):
    return plain(A(v))
`,
	)
}
