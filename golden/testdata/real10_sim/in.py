"""Real-style simulation kernels: RK4 with the RHS passed as a function, Ising Metropolis, random walks with several distributions, SIR model, recursive FFT, Gillespie."""
import math
import numpy as np
from numba import njit, prange


@njit
def lorenz(t, y, sigma, rho, beta):
    return np.array([sigma * (y[1] - y[0]), y[0] * (rho - y[2]) - y[1], y[0] * y[1] - beta * y[2]])


@njit
def rk4(f, y0, t0, t1, n, args):
    h = (t1 - t0) / n
    y = y0.copy()
    t = t0
    out = np.empty((n + 1, y0.shape[0]))
    out[0] = y
    for i in range(n):
        k1 = f(t, y, *args)
        k2 = f(t + h / 2, y + h / 2 * k1, *args)
        k3 = f(t + h / 2, y + h / 2 * k2, *args)
        k4 = f(t + h, y + h * k3, *args)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        t += h
        out[i + 1] = y
    return out


@njit
def run_lorenz(n):
    return rk4(lorenz, np.array([1.0, 1.0, 1.0]), 0.0, 1.0, n, (10.0, 28.0, 8.0 / 3.0))[-1]


@njit
def ising(L, beta, sweeps, seed):
    np.random.seed(seed)
    s = np.ones((L, L), dtype=np.int8)
    for _ in range(sweeps):
        for _ in range(L * L):
            i = np.random.randint(0, L)
            j = np.random.randint(0, L)
            nb = s[(i + 1) % L, j] + s[i - 1, j] + s[i, (j + 1) % L] + s[i, j - 1]
            dE = 2 * s[i, j] * nb
            if dE <= 0 or np.random.random() < math.exp(-beta * dE):
                s[i, j] = -s[i, j]
    return s.sum(), np.abs(s.astype(np.float64).mean())


@njit
def walks(seed, n):
    np.random.seed(seed)
    a = np.random.normal(0.0, 1.0, n).cumsum()
    b = np.random.exponential(2.0, n).sum()
    c = np.random.poisson(3.0, n).sum()
    d = np.random.binomial(10, 0.3, n).mean()
    e = np.random.gamma(2.0, 1.5, n).mean()
    f = np.random.beta(2.0, 5.0, n).mean()
    g = np.random.choice(np.arange(5), 3, replace=False)
    return a[-1], b, c, d, e, f, g


@njit
def sir(beta, gamma, s0, i0, days, dt=0.1):
    s, i, r = s0, i0, 0.0
    steps = int(days / dt)
    peak = i
    peak_t = 0.0
    for k in range(steps):
        ds = -beta * s * i
        di = beta * s * i - gamma * i
        dr = gamma * i
        s += ds * dt
        i += di * dt
        r += dr * dt
        if i > peak:
            peak, peak_t = i, (k + 1) * dt
    return s, i, r, peak, peak_t


@njit
def fft(x):
    n = x.shape[0]
    if n == 1:
        return x.astype(np.complex128)
    even = fft(x[0::2])
    odd = fft(x[1::2])
    out = np.empty(n, dtype=np.complex128)
    for k in range(n // 2):
        t = np.exp(-2j * np.pi * k / n) * odd[k]
        out[k] = even[k] + t
        out[k + n // 2] = even[k] - t
    return out


@njit
def gillespie(k1, k2, x0, tmax, seed):
    np.random.seed(seed)
    t = 0.0
    x = x0
    events = 0
    while t < tmax:
        a1 = k1
        a2 = k2 * x
        a0 = a1 + a2
        if a0 == 0:
            break
        t += -math.log(np.random.random()) / a0
        if np.random.random() * a0 < a1:
            x += 1
        else:
            x -= 1
        events += 1
    return x, events


@njit(parallel=True)
def ensemble_pi(nchains, n):
    res = np.empty(nchains)
    for c in prange(nchains):
        hits = 0
        for _ in range(n):
            x = np.random.random()
            y = np.random.random()
            if x * x + y * y < 1.0:
                hits += 1
        res[c] = 4.0 * hits / n
    return res.shape[0]

# call: run_lorenz(100)
# call: ising(6, 0.4, 20, 1)
# call: walks(7, 50)
# call: sir(0.3, 0.1, 0.99, 0.01, 50.0)
# call: fft(np.array([1.0, 2.0, 0.0, -1.0, 3.0, 0.5, 0.0, 1.0]))
# call: gillespie(2.0, 0.1, 5, 10.0, 3)
# call: ensemble_pi(4, 1000)
