"""@njit(error_model='numpy'): division by zero gives inf/nan (and 0 for ints) instead of raising."""
from numba import njit


@njit(error_model='numpy')
def safe_ops(a, b):
    return a / b, a // b, a % b


@njit(error_model='numpy')
def rel_change(old, new):
    return (new - old) / old

# call: safe_ops(1.0, 0.0)
# call: safe_ops(-1.0, 0.0)
# call: safe_ops(0.0, 0.0)
# call: safe_ops(7, 0)
# call: rel_change(0.0, 5.0)
# call: rel_change(4.0, 5.0)
