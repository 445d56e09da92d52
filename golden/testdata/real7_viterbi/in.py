"""Hidden Markov model kernels: Viterbi decoding and the forward algorithm in log space."""
import numpy as np
from numba import njit


@njit
def logsumexp(a):
    m = a.max()
    if np.isinf(m):
        return m
    return m + np.log(np.sum(np.exp(a - m)))


@njit
def viterbi(log_pi, log_a, log_b, obs):
    n_states = log_pi.shape[0]
    t_len = obs.shape[0]
    delta = np.empty((t_len, n_states))
    psi = np.zeros((t_len, n_states), dtype=np.int64)
    delta[0] = log_pi + log_b[:, obs[0]]
    for t in range(1, t_len):
        for j in range(n_states):
            scores = delta[t - 1] + log_a[:, j]
            psi[t, j] = np.argmax(scores)
            delta[t, j] = scores[psi[t, j]] + log_b[j, obs[t]]
    path = np.empty(t_len, dtype=np.int64)
    path[-1] = np.argmax(delta[-1])
    for t in range(t_len - 2, -1, -1):
        path[t] = psi[t + 1, path[t + 1]]
    return path, delta[-1].max()


@njit
def forward(log_pi, log_a, log_b, obs):
    n_states = log_pi.shape[0]
    alpha = log_pi + log_b[:, obs[0]]
    for t in range(1, obs.shape[0]):
        new = np.empty(n_states)
        for j in range(n_states):
            new[j] = logsumexp(alpha + log_a[:, j]) + log_b[j, obs[t]]
        alpha = new
    return logsumexp(alpha)


# call: viterbi(np.log(np.array([0.6, 0.4])), np.log(np.array([[0.7, 0.3], [0.4, 0.6]])), np.log(np.array([[0.5, 0.4, 0.1], [0.1, 0.3, 0.6]])), np.array([0, 1, 2, 2, 0]))
# call: forward(np.log(np.array([0.6, 0.4])), np.log(np.array([[0.7, 0.3], [0.4, 0.6]])), np.log(np.array([[0.5, 0.4, 0.1], [0.1, 0.3, 0.6]])), np.array([0, 1, 2, 2, 0]))
# call: forward(np.log(np.array([1.0, 0.0])), np.log(np.array([[1.0, 0.0], [0.0, 1.0]])), np.log(np.array([[0.5, 0.5], [0.5, 0.5]])), np.array([1, 1]))
