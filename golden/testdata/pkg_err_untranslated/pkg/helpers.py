import scipy.special


def double(x):
    return 2 * x


def comb(n, k):
    # Compiled code cannot call into scipy: scipy is not translated.
    return scipy.special.comb(n, k)
