"""Records with string fields (U and S): compiled code reads and writes the number fields, and the string fields travel in the records' bytes untouched, printed as NumPy prints them."""
import numpy as np
from numba import njit


@njit
def scaled_sum(a, k):
    s = 0.0
    for i in range(len(a)):
        a[i].b = a[i].b * k
        s += a[i].a + a[i].b
    return s


# call: scaled_sum(np.array([(0.5, 1, 'ab'), (1.0, -2, 'xyz'), (1.5, 3, '')], dtype=[('a', 'f8'), ('b', 'i2'), ('d', 'U5')]), 3)
# call: scaled_sum(np.array([(2.0, 7, b'hi')], dtype=[('a', 'f4'), ('b', 'i8'), ('d', 'S3')]), -1)
