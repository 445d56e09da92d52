"""Complex arithmetic, attributes .real/.imag, conjugate and abs."""
from numba import njit


@njit
def cops(a, b):
    return a + b, a - b, a * b, a / b


@njit
def parts(z):
    return z.real, z.imag, z.conjugate(), abs(z)


@njit
def mix(z, k):
    return z * k + 1

# call: cops(1+2j, 3-4j)
# call: cops(-1j, 2+0j)
# call: parts(3+4j)
# call: parts(-2.5j)
# call: mix(1+1j, 2)
# call: mix(0.5-0.5j, 2.0)
