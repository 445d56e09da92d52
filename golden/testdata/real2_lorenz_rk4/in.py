"""Classical fourth-order Runge-Kutta for the Lorenz system and a damped oscillator: a
derivative helper returning an array, the trajectory written row by row into a preallocated
(steps+1, 3) array, and summary statistics by axis."""
import numpy as np
from numba import njit


@njit
def lorenz(state, sigma, rho, beta):
    x, y, z = state[0], state[1], state[2]
    return np.array([sigma * (y - x), x * (rho - z) - y, x * y - beta * z])


@njit
def rk4_lorenz(x0, dt, steps, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    traj = np.empty((steps + 1, x0.shape[0]))
    traj[0] = x0
    s = x0.copy()
    for i in range(steps):
        k1 = lorenz(s, sigma, rho, beta)
        k2 = lorenz(s + 0.5 * dt * k1, sigma, rho, beta)
        k3 = lorenz(s + 0.5 * dt * k2, sigma, rho, beta)
        k4 = lorenz(s + dt * k3, sigma, rho, beta)
        s = s + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)
        traj[i + 1, :] = s
    return traj


@njit
def oscillator(t, y, omega, zeta):
    return y[1], -2.0 * zeta * omega * y[1] - omega * omega * y[0]


@njit
def rk4_tuple(y0, v0, omega, zeta, t_end, n):
    dt = t_end / n
    out = np.zeros((n + 1, 2))
    y = np.array([y0, v0])
    out[0, 0] = y0
    out[0, 1] = v0
    t = 0.0
    for i in range(1, n + 1):
        a1, b1 = oscillator(t, y, omega, zeta)
        a2, b2 = oscillator(t + dt / 2, y + dt / 2 * np.array([a1, b1]), omega, zeta)
        a3, b3 = oscillator(t + dt / 2, y + dt / 2 * np.array([a2, b2]), omega, zeta)
        a4, b4 = oscillator(t + dt, y + dt * np.array([a3, b3]), omega, zeta)
        y[0] += dt / 6 * (a1 + 2 * a2 + 2 * a3 + a4)
        y[1] += dt / 6 * (b1 + 2 * b2 + 2 * b3 + b4)
        t += dt
        out[i] = y
    energy = 0.5 * out[:, 1] ** 2 + 0.5 * omega ** 2 * out[:, 0] ** 2
    return out[-1], energy.max(), energy.min()


@njit
def lorenz_stats(x0, dt, steps):
    traj = rk4_lorenz(x0, dt, steps)
    d = traj.shape[1]
    lo = np.empty(d)
    hi = np.empty(d)
    for k in range(d):
        col = traj[:, k]
        lo[k] = col.min()
        hi[k] = col.max()
    return traj.sum(axis=0) / traj.shape[0], lo, hi, traj[-1]

# call: rk4_lorenz(np.array([1.0, 1.0, 1.0]), 0.01, 5)
# call: lorenz_stats(np.array([1.0, 0.0, 0.0]), 0.005, 400)
# call: rk4_tuple(1.0, 0.0, 2.0, 0.1, 5.0, 200)
