# compare: exact
"""np.random.vonmises, noncentral_chisquare, dirichlet and multinomial: Numba's streams for
the same seed, one draw and size= (an integer or a tuple), alpha and pvals as arrays, lists
and tuples, many draws in a loop, and the errors for bad parameters."""
import numpy as np
from numba import njit


@njit
def vonmises(seed, mu, kappa):
    np.random.seed(seed)
    return np.random.vonmises(mu, kappa), np.random.vonmises(mu, kappa, 4), np.random.vonmises(mu, kappa, (2, 2))


@njit
def vonmises_mean(seed, n):
    np.random.seed(seed)
    s = 0.0
    for i in range(n):
        s += np.random.vonmises(0.5, 2.0)
    return s / n


@njit
def noncentral(seed, df, nonc):
    np.random.seed(seed)
    return np.random.noncentral_chisquare(df, nonc), np.random.noncentral_chisquare(df, nonc, 5)


@njit
def noncentral_sum(seed, n):
    np.random.seed(seed)
    s = 0.0
    for i in range(n):
        s += np.random.noncentral_chisquare(3.0, 1.5) + np.random.noncentral_chisquare(0.5, 2.0)
    return s / n


@njit
def dirichlet(seed, alpha):
    np.random.seed(seed)
    return np.random.dirichlet(alpha), np.random.dirichlet(alpha, 3), np.random.dirichlet(alpha, size=(2, 2))


@njit
def dirichlet_seqs(seed):
    np.random.seed(seed)
    return np.random.dirichlet([0.5, 1.5]), np.random.dirichlet((2.0, 3.0, 0.25)), np.random.dirichlet(np.array([1, 2]))


@njit
def multinomial(seed, n, pvals):
    np.random.seed(seed)
    return np.random.multinomial(n, pvals), np.random.multinomial(n, pvals, 4), np.random.multinomial(n, pvals, size=(2, 3))


@njit
def multinomial_seqs(seed):
    np.random.seed(seed)
    ls = [0.2, 0.3, 0.5]
    return np.random.multinomial(100, ls), np.random.multinomial(1000, (0.9, 0.1)), np.random.multinomial(5, [0.5, 0.5])


@njit
def bad_dirichlet(alpha):
    return np.random.dirichlet(alpha)


@njit
def bad_noncentral(df, nonc):
    return np.random.noncentral_chisquare(df, nonc)

# call: vonmises(1, 0.5, 2.0)
# call: vonmises(2, -1.0, 1e-7)
# call: vonmises(3, 3.0, 50.0)
# call: vonmises_mean(4, 2000)
# call: noncentral(5, 3.0, 1.5)
# call: noncentral(6, 0.5, 2.0)
# call: noncentral(7, 2.0, 0.0)
# call: noncentral_sum(8, 1000)
# call: dirichlet(9, np.array([0.5, 1.0, 2.0]))
# call: dirichlet_seqs(10)
# call: multinomial(11, 20, np.array([0.1, 0.2, 0.3, 0.4]))
# call: multinomial(12, 1000, np.array([0.5, 0.25, 0.25]))
# call: multinomial_seqs(13)
# call: bad_dirichlet(np.array([1.0, 0.0]))
# call: bad_noncentral(0.0, 1.0)
# call: bad_noncentral(1.0, -1.0)
