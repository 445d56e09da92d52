"""np.tril and np.triu of a 1-d array, as Numba computes them: the triangle of the n×n matrix
whose rows are the vector, for diagonals k below, on and above the main one, an empty vector,
and integer and complex elements."""
import numpy as np
from numba import njit


@njit
def tri(v, k):
    return np.tril(v), np.triu(v), np.tril(v, k), np.triu(v, k)


# call: tri(np.arange(1.0, 5.0), 1)
# call: tri(np.arange(1.0, 5.0), -2)
# call: tri(np.arange(4), 7)
# call: tri(np.arange(4), -9)
# call: tri(np.array([1 + 2j, 3j, -1]), 0)
# call: tri(np.zeros(0), 1)
# call: tri(np.arange(10.0)[::3], 0)
