"""Cox-Ross-Rubinstein binomial tree for European and American options, with a payoff helper
and the early-exercise check done in place on a 1-d value array."""
import math
import numpy as np
from numba import njit


@njit
def payoff(s, k, is_call):
    if is_call:
        return max(s - k, 0.0)
    return max(k - s, 0.0)


@njit
def crr_params(sigma, r, t, steps):
    dt = t / steps
    u = math.exp(sigma * math.sqrt(dt))
    d = 1.0 / u
    p = (math.exp(r * dt) - d) / (u - d)
    disc = math.exp(-r * dt)
    return u, d, p, disc


@njit
def binomial_price(s0, k, t, r, sigma, steps, is_call, american):
    u, d, p, disc = crr_params(sigma, r, t, steps)
    values = np.empty(steps + 1)
    for j in range(steps + 1):
        st = s0 * u ** j * d ** (steps - j)
        values[j] = payoff(st, k, is_call)
    for i in range(steps - 1, -1, -1):
        for j in range(i + 1):
            cont = disc * (p * values[j + 1] + (1.0 - p) * values[j])
            if american:
                st = s0 * u ** j * d ** (i - j)
                ex = payoff(st, k, is_call)
                if ex > cont:
                    cont = ex
            values[j] = cont
    return values[0]


@njit
def price_grid(s0, strikes, t, r, sigma, steps):
    n = strikes.shape[0]
    out = np.zeros((n, 4))
    for i in range(n):
        out[i, 0] = binomial_price(s0, strikes[i], t, r, sigma, steps, True, False)
        out[i, 1] = binomial_price(s0, strikes[i], t, r, sigma, steps, False, False)
        out[i, 2] = binomial_price(s0, strikes[i], t, r, sigma, steps, True, True)
        out[i, 3] = binomial_price(s0, strikes[i], t, r, sigma, steps, False, True)
    # early-exercise premium of the put
    premium = out[:, 3] - out[:, 1]
    return out, premium

# call: binomial_price(100.0, 100.0, 1.0, 0.05, 0.2, 50, True, False)
# call: binomial_price(100.0, 110.0, 0.5, 0.03, 0.3, 25, False, True)
# call: price_grid(100.0, np.array([80.0, 95.0, 100.0, 120.0]), 1.0, 0.06, 0.25, 40)
