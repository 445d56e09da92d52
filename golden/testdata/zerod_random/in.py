"""np.random with size=() draws a 0-d array, one number from Numba's stream (the next draw follows it)."""
import numpy as np
from numba import njit


@njit
def draws(seed):
    np.random.seed(seed)
    a = np.random.random(())
    b = np.random.normal(1.0, 2.0, ())
    c = np.random.randint(0, 100, ())
    return a, b, c, np.random.random()

# call: draws(42)
# call: draws(7)
