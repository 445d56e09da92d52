"""str() of floats and complex numbers, and str.format with automatic, numbered and named fields, conversions and format specs (Numba 0.56 compiles neither; CPython is the oracle)."""
# oracle: cpython Numba 0.56 has no str() of a float and no str.format
import numpy as np
from numba import njit


@njit
def floats(x):
    return str(x), str(x * 1e20), str(-x / 3.0), str(float(int(x))), str(1e-7 * x)


@njit
def specials():
    return str(np.inf), str(-np.inf), str(np.nan), str(0.0), str(-0.0), str(2.5 + 1j), str(True)


@njit
def report(name, loss, step, total):
    head = '{}: step {}/{}'.format(name, step, total)
    body = 'loss={:.4f} ({:>8.2e}) {:+.1%}'.format(loss, loss, loss / 10)
    return head + ' ' + body


@njit
def numbered(a, b):
    return '{1}-{0}-{1}'.format(a, b), '{0!r} {1!r}'.format('x', b)


@njit
def named(x, n):
    return '{val:08.3f}|{n:<5d}|{n:^7}|{n:,}'.format(val=x, n=n)


@njit
def braces(n):
    return '{{}} {} {{x}}'.format(n), ''.format(), 'none'.format()


@njit
def table(xs):
    lines = []
    for i in range(xs.shape[0]):
        lines.append('{:3d} {:10.4f} {}'.format(i, xs[i], str(xs[i])))
    return '\n'.join(lines)

# call: floats(0.1)
# call: floats(123456.789)
# call: specials()
# call: report('train', 0.0123456, 7, 100)
# call: numbered(3, 'b')
# call: named(3.14159, 12345)
# call: braces(5)
# call: table(np.array([1.5, -2.25, 1e10, 3.0e-8]))
