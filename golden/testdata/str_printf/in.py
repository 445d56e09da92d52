"""printf-style % formatting of strings (Numba 0.56 cannot compile it; CPython is the oracle): flags, widths, precisions, %d of a float, %s of numbers, %r, %x/%o, %%."""
# oracle: cpython Numba 0.56 has no % formatting of strings
import numpy as np
from numba import njit


@njit
def row(name, x, n):
    return '%-8s|%8.3f|%5d|%%' % (name, x, n)


@njit
def ints(n):
    return '%d %i %+d %05d %-4d| %x %X %#x %o %#o' % (n, n, n, n, n, n, n, n, n, n)


@njit
def floats(x):
    return '%f %.2f %e %.3E %g %G %+.1f % .2f %10.4g' % (x, x, x, x, x, x, x, x, x)


@njit
def single(x):
    return 'value=%s' % x, 'trunc=%d' % x, 'repr=%r' % 'q'


@njit
def log_lines(xs):
    out = ''
    for i in range(xs.shape[0]):
        out += 'step %3d: %.4f\n' % (i, xs[i])
    return out

# call: row('alpha', 3.14159, 42)
# call: row('a-much-longer-name', -0.5, -7)
# call: ints(255)
# call: ints(-42)
# call: floats(1234.5678)
# call: floats(-0.000123)
# call: single(2.75)
# call: single(-3.5)
# call: log_lines(np.array([0.5, 0.25, 0.125]))
