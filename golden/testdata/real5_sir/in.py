"""SIR epidemic model integrated with forward Euler; returns three trajectories as a tuple."""
import numpy as np
from numba import njit


@njit
def sir(beta, gamma, s0, i0, days, dt=0.1):
    steps = int(days / dt)
    S = np.empty(steps + 1)
    I = np.empty(steps + 1)
    R = np.empty(steps + 1)
    S[0], I[0], R[0] = s0, i0, 1.0 - s0 - i0
    for k in range(steps):
        new_inf = beta * S[k] * I[k] * dt
        new_rec = gamma * I[k] * dt
        S[k + 1] = S[k] - new_inf
        I[k + 1] = I[k] + new_inf - new_rec
        R[k + 1] = R[k] + new_rec
    return S[::10], I[::10], R[::10]


@njit
def peak_day(beta, gamma):
    S, I, R = sir(beta, gamma, 0.99, 0.01, 60.0)
    return np.argmax(I), I.max(), R[-1]

# call: sir(0.3, 0.1, 0.99, 0.01, 20.0)
# call: peak_day(0.5, 0.1)
# call: peak_day(0.25, 0.2)
