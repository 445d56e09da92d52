package gen_test

// Seeds for try/except/else/finally with exits, user exception classes, optional values,
// None defaults, range objects and the operator module.
func init() {
	fuzzSeeds = append(fuzzSeeds,
		`from numba import njit
class E(ValueError):
    pass
class F(E):
    """doc"""
@njit("int64(int64)")
def f(n):
    s = 0
    for i in range(n):
        try:
            try:
                if i == 3:
                    raise F("x", 1)
                if i == 5:
                    break
                if i % 2:
                    continue
            except:
                s -= 1
                raise E
            else:
                s += i
            finally:
                s += 100
        except Exception:
            return s
    else:
        s = -s
    return s
`,
		`from numba import njit
@njit
def h(n):
    if n > 0:
        return (n, 1.5)
@njit("float64(int64)")
def f(n):
    x = None
    t = h(n)
    if n > 2:
        x = n
    elif n < -2:
        x = 0.5
    if t is None or x is None:
        return -1.0
    while x is not None and x > 1:
        x = None
    return t[1] + (x if x is not None else 0.0)
`,
		`import numpy as np
from numba import njit
@njit
def g(r, a=None):
    if a is None:
        a = np.zeros(len(r))
    for i, v in enumerate(r):
        a[i] = v
    return a
@njit("float64(int64)")
def f(n):
    r = range(n, 0, -2)
    s = 0
    for k in r:
        if k in r and k not in range(3):
            s += k + r.step
    return g(r).sum() + g(r, np.ones(len(r))).sum() + s
`,
		`import operator
from numba import njit
@njit("boolean(int64, float64)")
def f(a, b):
    def inner(x):
        try:
            return operator.floordiv(x, a)
        except Exception:
            return -1.0
    return operator.lt(inner(b), operator.neg(b)) or operator.not_(a)
`,
	)
}
