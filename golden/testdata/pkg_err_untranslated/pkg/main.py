"""Package case: uses of modules that are not translated, in compiled code: a sibling module
whose file was not given (here: absent) and a third-party module reached through a
translated one; each diagnostic names its own file."""
from numba import njit

from .helpers import comb, double
from .stats import mean  # pkg/stats.py is not among the translated files


@njit("float64(float64)")
def f(x):
    return mean(x) + double(x)


@njit("float64(int64)")
def g(n):
    return comb(n, 2)

# error: untranslated-module
