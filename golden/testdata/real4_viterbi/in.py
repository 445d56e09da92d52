"""Viterbi decoding in log space with a backpointer table and backtracking."""
import numpy as np
from numba import njit


@njit
def viterbi(obs, start_p, trans_p, emit_p):
    n_states = start_p.shape[0]
    T = obs.shape[0]
    logv = np.empty((T, n_states))
    back = np.zeros((T, n_states), dtype=np.int64)
    lt = np.log(trans_p)
    le = np.log(emit_p)
    logv[0, :] = np.log(start_p) + le[:, obs[0]]
    for t in range(1, T):
        for s in range(n_states):
            scores = logv[t - 1] + lt[:, s]
            k = np.argmax(scores)
            back[t, s] = k
            logv[t, s] = scores[k] + le[s, obs[t]]
    path = np.empty(T, dtype=np.int64)
    path[T - 1] = np.argmax(logv[T - 1])
    for t in range(T - 1, 0, -1):
        path[t - 1] = back[t, path[t]]
    return path, logv[T - 1].max()

# call: viterbi(np.array([0, 1, 2, 1, 0, 2, 2]), np.array([0.6, 0.4]), np.array([[0.7, 0.3], [0.4, 0.6]]), np.array([[0.5, 0.4, 0.1], [0.1, 0.3, 0.6]]))
