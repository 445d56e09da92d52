"""Kernels in the style of well-known Numba libraries: a pynndescent-style bounded heap, librosa-style Viterbi and local maxima, a stumpy-style sliding dot product and matrix profile, scipy.sparse-style CSR products."""
import numpy as np
import numba
from numba import njit, prange


@numba.njit("i4(f4[::1],i4[::1],f4,i4)", fastmath=True)
def simple_heap_push(priorities, indices, p, n):
    if p >= priorities[0]:
        return 0
    size = priorities.shape[0]
    priorities[0] = p
    indices[0] = n
    i = 0
    while True:
        ic1 = 2 * i + 1
        ic2 = ic1 + 1
        if ic1 >= size:
            break
        elif ic2 >= size:
            if priorities[ic1] > p:
                i_swap = ic1
            else:
                break
        elif priorities[ic1] >= priorities[ic2]:
            if p < priorities[ic1]:
                i_swap = ic1
            else:
                break
        else:
            if p < priorities[ic2]:
                i_swap = ic2
            else:
                break
        priorities[i] = priorities[i_swap]
        indices[i] = indices[i_swap]
        i = i_swap
    priorities[i] = p
    indices[i] = n
    return 1


@njit
def heap_demo(vals):
    pr = np.full(4, np.inf, dtype=np.float32)
    ix = np.full(4, -1, dtype=np.int32)
    pushed = 0
    for k in range(vals.shape[0]):
        pushed += simple_heap_push(pr, ix, np.float32(vals[k]), np.int32(k))
    return pushed, np.sort(pr), ix[np.argsort(pr)]


@njit(nogil=True, cache=True)
def viterbi(log_prob, log_trans, log_p_init):
    n_steps, n_states = log_prob.shape
    value = np.empty((n_steps, n_states), dtype=log_prob.dtype)
    ptr = np.empty((n_steps, n_states), dtype=np.int32)
    value[0] = log_prob[0] + log_p_init
    for t in range(1, n_steps):
        trans_out = value[t - 1] + log_trans.T
        for j in range(n_states):
            ptr[t, j] = np.argmax(trans_out[j])
            value[t, j] = log_prob[t, j] + trans_out[j, ptr[t][j]]
    state = np.empty(n_steps, dtype=np.int32)
    state[-1] = np.argmax(value[-1])
    for t in range(n_steps - 2, -1, -1):
        state[t] = ptr[t + 1, state[t + 1]]
    return state, value[-1, state[-1]]


@njit(cache=True)
def localmax(x):
    out = np.zeros(x.shape, dtype=np.bool_)
    n = x.shape[0]
    for i in range(1, n - 1):
        out[i] = x[i] > x[i - 1] and x[i] >= x[i + 1]
    if n > 1:
        out[0] = x[0] > x[1]
    return out


@njit(fastmath=True)
def sliding_dot_product(Q, T):
    m = Q.shape[0]
    k = T.shape[0] - m + 1
    out = np.empty(k)
    for i in range(k):
        out[i] = np.dot(Q, T[i:i + m])
    return out


@njit(parallel=True)
def matrix_profile(T, m):
    k = T.shape[0] - m + 1
    mu = np.empty(k)
    sig = np.empty(k)
    for i in range(k):
        mu[i] = np.mean(T[i:i + m])
        sig[i] = np.std(T[i:i + m])
    P = np.full(k, np.inf)
    I = np.full(k, -1, np.int64)
    excl = int(np.ceil(m / 4))
    for i in prange(k):
        best = np.inf
        bi = -1
        for j in range(k):
            if abs(i - j) <= excl:
                continue
            qt = 0.0
            for t in range(m):
                qt += T[i + t] * T[j + t]
            r = (qt - m * mu[i] * mu[j]) / (m * sig[i] * sig[j])
            d = np.sqrt(max(2 * m * (1 - r), 0.0))
            if d < best:
                best = d
                bi = j
        P[i] = best
        I[i] = bi
    return P, I


@njit
def csr_matvec(indptr, indices, data, x):
    n = indptr.shape[0] - 1
    y = np.zeros(n, dtype=data.dtype)
    for i in range(n):
        s = 0.0
        for k in range(indptr[i], indptr[i + 1]):
            s += data[k] * x[indices[k]]
        y[i] = s
    return y


@njit
def csr_transpose(n_cols, indptr, indices, data):
    nnz = data.shape[0]
    counts = np.zeros(n_cols + 1, np.int64)
    for k in range(nnz):
        counts[indices[k] + 1] += 1
    tptr = np.cumsum(counts)
    tind = np.empty(nnz, np.int64)
    tdat = np.empty(nnz, data.dtype)
    nxt = tptr[:-1].copy()
    for i in range(indptr.shape[0] - 1):
        for k in range(indptr[i], indptr[i + 1]):
            c = indices[k]
            tind[nxt[c]] = i
            tdat[nxt[c]] = data[k]
            nxt[c] += 1
    return tptr, tind, tdat

# call: heap_demo(np.array([5.0, 3.0, 8.0, 1.0, 4.0, 0.5, 9.0]))
# call: viterbi(np.log(np.array([[0.5, 0.5], [0.9, 0.1], [0.2, 0.8], [0.3, 0.7]])), np.log(np.array([[0.8, 0.2], [0.3, 0.7]])), np.log(np.array([0.6, 0.4])))
# call: localmax(np.array([1.0, 3.0, 2.0, 2.0, 5.0, 5.0, 1.0]))
# call: sliding_dot_product(np.array([1.0, 2.0]), np.array([1.0, 0.0, 2.0, 3.0]))
# call: matrix_profile(np.array([0.0, 1.0, 3.0, 2.0, 9.0, 1.0, 14.0, 15.0, 1.0, 2.0, 2.0, 10.0, 7.0]), 4)
# call: csr_matvec(np.array([0, 2, 3, 5]), np.array([0, 2, 1, 0, 2]), np.array([1.0, 2.0, 3.0, 4.0, 5.0]), np.array([1.0, -1.0, 2.0]))
# call: csr_transpose(3, np.array([0, 2, 3, 5]), np.array([0, 2, 1, 0, 2]), np.array([1.0, 2.0, 3.0, 4.0, 5.0]))
