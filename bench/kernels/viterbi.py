"""Viterbi decoding (as librosa writes it): a temporary array per step (value[t - 1] + log_trans.T) and an argmax per state."""
import numpy as np
from numba import njit


@njit
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
    return state


ENTRY = "viterbi"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    steps, states = (20, 4) if size == "small" else (20_000, 32)
    p = rng.random_sample((steps, states)) + 0.01
    trans = rng.random_sample((states, states)) + 0.01
    trans /= trans.sum(axis=1)[:, None]
    init = np.full(states, 1.0 / states)
    return (np.log(p / p.sum(axis=1)[:, None]), np.log(trans), np.log(init))
