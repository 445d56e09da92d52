"""2-d steady-state heat diffusion: Jacobi iterations on a plate with fixed boundary
temperatures, repeated in a while loop until np.max(np.abs(new - old)) drops below a tolerance,
an explicit time-stepping variant with a stability check, and the 1-d rod case."""
import numpy as np
from numba import njit


@njit
def set_boundary(u, top, bottom, left, right):
    u[0, :] = top
    u[-1, :] = bottom
    u[:, 0] = left
    u[:, -1] = right


@njit
def jacobi_steady(n, m, top, bottom, left, right, tol, max_iter):
    u = np.zeros((n, m))
    set_boundary(u, top, bottom, left, right)
    it = 0
    diff = np.inf
    while diff > tol and it < max_iter:
        new = u.copy()
        new[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])
        diff = np.max(np.abs(new - u))
        u = new
        it += 1
    return u, it, diff


@njit
def explicit_heat(u0, alpha, dx, dt, n_steps):
    r = alpha * dt / (dx * dx)
    if r > 0.25:
        raise ValueError("unstable time step")
    u = u0.copy()
    for _ in range(n_steps):
        lap = np.zeros_like(u)
        lap[1:-1, 1:-1] = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4.0 * u[1:-1, 1:-1]
        u = u + r * lap
    return u, u.sum(axis=0) / u.shape[0]


@njit
def rod(n, t_left, t_right, tol):
    u = np.zeros(n)
    u[0] = t_left
    u[-1] = t_right
    count = 0
    while True:
        old = u.copy()
        for i in range(1, n - 1):
            u[i] = 0.5 * (u[i - 1] + old[i + 1])
        count += 1
        if np.max(np.abs(u - old)) < tol:
            break
    return u, count

# call: jacobi_steady(5, 6, 100.0, 0.0, 50.0, 25.0, 1e-6, 1000)
# call: explicit_heat(np.pad(np.ones((3, 3)), 1), 1.0, 1.0, 0.2, 4)
# call: explicit_heat(np.ones((3, 3)), 1.0, 1.0, 0.3, 4)
# call: rod(6, 1.0, 0.0, 1e-8)
