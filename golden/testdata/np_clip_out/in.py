"""np.clip and ndarray.clip as Numba 0.56 has them: out= (the result is out, cast into its
dtype), array bounds broadcast against a, None for one bound, positional and keyword forms."""
import numpy as np
from numba import njit


@njit
def clip_out(a, lo, hi, out):
    r = np.clip(a, lo, hi, out)
    return r, out


@njit
def clip_kw(a, lo, hi):
    out = np.zeros_like(a)
    np.clip(a, lo, hi, out=out)
    return out, a.clip(lo, hi), a.clip(a_min=lo, a_max=hi)


@njit
def clip_none(a, lo, hi):
    return np.clip(a, lo, hi), a.clip(lo, hi)


@njit
def clip_lower(a, lo):
    return np.clip(a, lo, None), a.clip(lo), a.clip(a_min=lo, out=np.zeros_like(a))


@njit
def clip_upper(a, hi):
    return np.clip(a, None, hi), a.clip(None, hi), a.clip(a_max=hi)


@njit
def clip_arrays(a, lo, hi):
    return np.clip(a, lo, hi), a.clip(lo, hi), np.clip(a, lo, 3), np.clip(a, -1, hi)


@njit
def clip_both_none(a):
    return np.clip(a, None, None)

# call: clip_out(np.linspace(-3.0, 3.0, 7), -1.5, 2.0, np.zeros(7))
# call: clip_out(np.arange(12.0).reshape(3, 4), 2, 9, np.zeros((3, 4)))
# call: clip_out(np.arange(6).reshape(2, 3), 1, 4, np.zeros((2, 3), dtype=np.int64))
# call: clip_out(np.arange(6.0), 1, 4, np.zeros(12)[::2])
# call: clip_kw(np.array([-3.0, -0.5, 0.25, 2.0, np.nan, np.inf]), -1.0, 1.0)
# call: clip_kw(np.arange(10).reshape(2, 5), 2, 7)
# call: clip_none(np.linspace(-2.0, 2.0, 5), 0, None)
# call: clip_none(np.linspace(-2.0, 2.0, 5), None, 0.5)
# call: clip_none(np.arange(8.0).reshape(2, 2, 2), np.array([1.0, 5.0]), None)
# call: clip_none(np.arange(8.0).reshape(2, 2, 2), None, np.array([[3.0, 6.0], [1.0, 2.0]]))
# call: clip_lower(np.array([-3.0, 0.0, np.nan, 4.0]), 0.5)
# call: clip_upper(np.array([-3, 0, 7, 4]), 2)
# call: clip_arrays(np.arange(6.0), np.array([1.0, 0.0, 3.0, 2.0, 5.0, 9.0]), np.array([4.0, 4.0, 4.0, 1.0, 1.0, 1.0]))
# call: clip_arrays(np.arange(6.0).reshape(2, 3), np.array([1.0, 0.0, 2.0]), np.array([[4.0], [2.0]]))
# call: clip_arrays(np.arange(6).reshape(3, 2), np.array([1, 2]), np.array([4, 3]))
# call: clip_arrays(np.array([1.0, np.nan, 3.0]), np.array([np.nan, 0.0, 0.0]), np.array([2.0, 2.0, np.nan]))
# call: clip_arrays(np.arange(6.0), np.array([1.0, 2.0]), np.array([4.0]))
# call: clip_both_none(np.arange(3.0))
