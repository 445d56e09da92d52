"""Real-style sparse and spectral kernels: COO to CSR, CSR transpose, recursive radix-2 FFT on complex arrays, rankdata with ties, Gaussian KDE."""
import math
import cmath
import numpy as np
from numba import njit, prange


@njit
def coo_to_csr(n, rows, cols, vals):
    indptr = np.zeros(n + 1, dtype=np.int64)
    for r in rows:
        indptr[r + 1] += 1
    indptr = np.cumsum(indptr)
    indices = np.empty(rows.size, dtype=np.int64)
    data = np.empty(rows.size, dtype=vals.dtype)
    fill = indptr[:-1].copy()
    for k in range(rows.size):
        r = rows[k]
        indices[fill[r]] = cols[k]
        data[fill[r]] = vals[k]
        fill[r] += 1
    return indptr, indices, data


@njit
def csr_transpose(n_cols, indptr, indices, data):
    n_rows = indptr.size - 1
    tptr = np.zeros(n_cols + 1, dtype=np.int64)
    for j in indices:
        tptr[j + 1] += 1
    for j in range(n_cols):
        tptr[j + 1] += tptr[j]
    tind = np.empty_like(indices)
    tdat = np.empty_like(data)
    nxt = tptr.copy()
    for i in range(n_rows):
        for p in range(indptr[i], indptr[i + 1]):
            j = indices[p]
            tind[nxt[j]] = i
            tdat[nxt[j]] = data[p]
            nxt[j] += 1
    return tptr, tind, tdat


@njit
def fft(x):
    n = x.shape[0]
    if n == 1:
        return x.astype(np.complex128)
    even = fft(x[0::2])
    odd = fft(x[1::2])
    out = np.empty(n, dtype=np.complex128)
    for k in range(n // 2):
        t = cmath.exp(-2j * math.pi * k / n) * odd[k]
        out[k] = even[k] + t
        out[k + n // 2] = even[k] - t
    return out


@njit
def power_spectrum(x):
    f = fft(x)
    return np.abs(f[:x.size // 2]) ** 2


@njit
def rankdata(a):
    n = a.size
    order = np.argsort(a, kind='mergesort')
    ranks = np.empty(n)
    i = 0
    while i < n:
        j = i
        while j + 1 < n and a[order[j + 1]] == a[order[i]]:
            j += 1
        avg = 0.5 * (i + j) + 1.0
        for k in range(i, j + 1):
            ranks[order[k]] = avg
        i = j + 1
    return ranks


@njit(parallel=True)
def kde(samples, grid, bw):
    out = np.zeros(grid.size)
    norm = 1.0 / (samples.size * bw * math.sqrt(2 * math.pi))
    for g in prange(grid.size):
        s = 0.0
        for x in samples:
            u = (grid[g] - x) / bw
            s += math.exp(-0.5 * u * u)
        out[g] = s * norm
    return out


# call: coo_to_csr(3, np.array([2, 0, 1, 0]), np.array([1, 2, 0, 0]), np.array([5.0, 1.0, 3.0, 2.0]))
# call: csr_transpose(3, np.array([0, 2, 3, 4]), np.array([2, 0, 0, 1]), np.array([1.0, 2.0, 3.0, 5.0]))
# call: fft(np.array([1.0, 2.0, 0.0, -1.0, 3.0, 0.5, 0.0, 2.0]))
# call: power_spectrum(np.sin(np.arange(16.0)))
# call: rankdata(np.array([3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0, 5.0]))
# call: kde(np.array([0.0, 1.0, 1.5, 3.0]), np.linspace(-1.0, 4.0, 6), 0.5)
