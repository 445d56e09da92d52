"""A constant-velocity Kalman filter on small matrices: predict/update steps with @ and np.linalg.inv,
run over a sequence of noisy position measurements; plus a scalar filter."""
import numpy as np
from numba import njit


@njit
def predict(x, P, F, Q):
    x = F @ x
    P = F @ P @ F.T + Q
    return x, P


@njit
def update(x, P, z, H, R):
    y = z - H @ x
    S = H @ P @ H.T + R
    K = P @ H.T @ np.linalg.inv(S)
    x = x + K @ y
    I = np.eye(P.shape[0])
    P = (I - K @ H) @ P
    return x, P


@njit
def track(zs, dt, q, r):
    F = np.array([[1.0, dt], [0.0, 1.0]])
    H = np.array([[1.0, 0.0]])
    Q = q * np.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])
    R = np.array([[r]])
    x = np.zeros(2)
    P = np.eye(2) * 10.0
    n = zs.shape[0]
    out = np.empty((n, 2))
    var = np.empty(n)
    for k in range(n):
        x, P = predict(x, P, F, Q)
        x, P = update(x, P, zs[k:k + 1], H, R)
        out[k, :] = x
        var[k] = P[0, 0]
    return out, var


@njit
def scalar_filter(zs, q, r, x0, p0):
    x = x0
    p = p0
    est = np.empty_like(zs)
    for k in range(zs.size):
        p = p + q
        g = p / (p + r)
        x = x + g * (zs[k] - x)
        p = (1.0 - g) * p
        est[k] = x
    return est, p

# call: track(np.array([0.1, 1.2, 1.9, 3.2, 3.9, 5.1]), 1.0, 0.01, 0.25)
# call: track(np.array([5.0]), 0.5, 0.1, 1.0)
# call: scalar_filter(np.array([1.0, 1.2, 0.9, 1.1, 1.05]), 1e-3, 0.1, 0.0, 1.0)
