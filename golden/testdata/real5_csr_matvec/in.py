"""Sparse CSR matrix-vector product in prange, and building CSR from COO with argsort/bincount/cumsum."""
import numpy as np
from numba import njit, prange


@njit
def coo_to_csr(n_rows, rows, cols, vals):
    order = np.argsort(rows, kind='mergesort')
    counts = np.bincount(rows, minlength=n_rows)
    indptr = np.zeros(n_rows + 1, dtype=np.int64)
    indptr[1:] = np.cumsum(counts)
    return indptr, cols[order], vals[order]


@njit(parallel=True)
def csr_matvec(indptr, indices, data, x):
    n = indptr.shape[0] - 1
    y = np.zeros(n)
    for i in prange(n):
        acc = 0.0
        for k in range(indptr[i], indptr[i + 1]):
            acc += data[k] * x[indices[k]]
        y[i] = acc
    return y


@njit
def spmv(n_rows, rows, cols, vals, x):
    p, c, v = coo_to_csr(n_rows, rows, cols, vals)
    return csr_matvec(p, c, v, x)

# call: coo_to_csr(3, np.array([2, 0, 1, 0, 2]), np.array([1, 0, 2, 2, 0]), np.array([5.0, 1.0, 3.0, 2.0, 4.0]))
# call: spmv(3, np.array([2, 0, 1, 0, 2]), np.array([1, 0, 2, 2, 0]), np.array([5.0, 1.0, 3.0, 2.0, 4.0]), np.array([1.0, 2.0, 3.0]))
