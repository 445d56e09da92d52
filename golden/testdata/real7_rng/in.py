"""Random sampling idioms seeded inside the function: normal with size, choice without replacement, shuffle, bootstrap means."""
import numpy as np
from numba import njit


@njit
def bootstrap(x, reps, seed):
    np.random.seed(seed)
    n = x.shape[0]
    means = np.empty(reps)
    for r in range(reps):
        idx = np.random.randint(0, n, n)
        means[r] = x[idx].mean()
    return means.mean(), means.std()


@njit
def sample(seed, n):
    np.random.seed(seed)
    z = np.random.standard_normal(n)
    u = np.random.uniform(-1.0, 1.0, (2, 2))
    c = np.random.choice(np.arange(10), 4, replace=False)
    p = np.random.permutation(5)
    a = np.arange(6)
    np.random.shuffle(a)
    e = np.random.exponential(2.0, 3)
    return z, u, c, p, a, e, np.random.binomial(10, 0.3), np.random.poisson(3.0, 2)


# call: bootstrap(np.array([1.0, 2.0, 3.0, 4.0, 10.0]), 50, 0)
# call: sample(42, 3)
# call: sample(7, 1)
