"""math.log2 on the CPU is an error, as in Numba 0.56, which has its lowering (log2, log2f) but no
typing template for it (TypingError: Unknown attribute 'log2' of type Module(math)); np.log2 is the
supported spelling, and math.log2 in a @cuda.jit kernel is (golden cuda_math_all)."""
import math

from numba import njit


@njit("float64(float64)")
def f(x):
    return math.log2(x)

# error: unknown-attribute
