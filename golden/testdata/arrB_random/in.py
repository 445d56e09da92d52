"""np.random distributions seeded inside the jitted function, compared with Numba's stream for
two seeds: random, rand, randn, standard_normal, normal, uniform and randint, as scalars and
arrays, interleaved so that every draw consumes the stream as Numba does."""
import numpy as np
from numba import njit


@njit
def scalars(seed):
    np.random.seed(seed)
    return (np.random.random(), np.random.rand(), np.random.randn(), np.random.standard_normal(),
            np.random.normal(), np.random.normal(5.0, 0.5), np.random.uniform(2.0, 3.0),
            np.random.randint(10), np.random.randint(-5, 5))


@njit
def arrays(seed):
    np.random.seed(seed)
    a = np.random.random(3)
    b = np.random.rand(2, 2)
    c = np.random.randn(3)
    d = np.random.standard_normal(2)
    e = np.random.normal(-1.0, 3.0, 3)
    f = np.random.uniform(0.0, 10.0, (2, 2))
    g = np.random.randint(0, 100, 5)
    h = np.random.random((2, 3))
    return a, b, c, d, e, f, g, h


@njit
def monte_carlo_pi(seed, n):
    np.random.seed(seed)
    x = np.random.random(n)
    y = np.random.random(n)
    return 4.0 * np.sum(x * x + y * y < 1.0) / n

# call: scalars(0)
# call: scalars(12345)
# call: arrays(0)
# call: arrays(12345)
# call: monte_carlo_pi(3, 1000)
