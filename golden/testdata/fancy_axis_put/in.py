# One advanced index among basic indexes (Numba's "one advanced index"): a 1-d boolean
# mask there selects its true positions, and an integer array or a mask combined with slices,
# integers and an ellipsis is also an assignment target, for a scalar or a broadcast array.
import numpy as np
from numba import njit


@njit
def get_mask(a, m):
    return a[1:3, m, ::-2]


@njit
def get_mask_last(a, m):
    return a[..., m]


@njit
def put_scalar(a, idx):
    a[0::2, idx, -3:-1] = 7
    return a


@njit
def put_array(a, idx, b):
    a[:, idx, 3::-2] = b
    return a


@njit
def put_ellipsis(a, idx, b):
    a[idx, ...] = b
    return a


@njit
def put_overlap(a, idx):
    a[1:, idx] = a[:2, 1:3]
    return a


# call: get_mask(np.arange(64).reshape(4, 4, 4).astype(np.int32), np.array([False, True, True, False]))
# call: get_mask_last(np.arange(24.0).reshape(2, 3, 4), np.array([True, False, False, True]))
# call: put_scalar(np.zeros((4, 4, 4), dtype=np.int32), np.array([0, 3, -2], dtype=np.int16))
# call: put_scalar(np.zeros((4, 4, 4), dtype=np.int32), np.array([False, True, True, False]))
# call: put_array(np.zeros((4, 4, 4)), np.array([0, 1, 3], dtype=np.uint16), np.arange(24.0).reshape(4, 3, 2))
# call: put_array(np.zeros((4, 4, 4)), np.array([2, 0]), np.arange(2.0))
# call: put_array(np.zeros((4, 4, 4)), np.array([True, False, True, True]), np.arange(3.0).reshape(3, 1))
# call: put_array(np.zeros((4, 4, 4)), np.array([2, 0]), np.arange(3.0))
# call: put_ellipsis(np.zeros((3, 4), dtype=np.int64), np.array([True, False, True]), np.arange(4))
# call: put_overlap(np.arange(12).reshape(3, 4), np.array([2, 0]))
# call: put_overlap(np.arange(12).reshape(3, 4), np.array([True, False, False, True]))
