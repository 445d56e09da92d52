"""np.nanpercentile and np.nanquantile with a 1-d array of q, as Numba: one result per q over the elements that are not NaN (all NaN when there are none, or for an empty array); a q out of range raises ValueError."""
import numpy as np
from numba import njit


@njit
def pct(a, q):
    return np.nanpercentile(a, q)


@njit
def qnt(a, q):
    return np.nanquantile(a, q)

# call: pct(np.array([3.0, np.nan, 1.0, 7.0, 2.5]), np.array([0.0, 25.0, 50.0, 100.0]))
# call: pct(np.arange(12).reshape(3, 4), np.array([10.0, 90.0]))
# call: pct(np.array([np.nan, np.nan]), np.array([50.0, 75.0]))
# call: pct(np.array([1.0, 2.0]), np.array([50.0, 101.0]))
# call: qnt(np.array([[np.nan, 4.0], [1.0, -2.0]]), np.array([0.5, 0.0, 1.0]))
# call: qnt(np.array([], dtype=np.float64), np.array([0.5]))
# call: qnt(np.array([5, 1, 3], dtype=np.int32), np.array([0.25, 0.75]))
# call: qnt(np.array([1.0, 2.0]), np.array([-0.5]))
