"""print() of complex numbers and tuples (homogeneous, heterogeneous, nested)."""
from numba import njit


@njit
def show_complex(z):
    print(z, z.real, z.imag)
    print(z * z)


@njit
def show_tuples(a, b):
    t = (a, b)
    print(t)
    print((a, b, a + b))
    print((1, 2.5, True))
    print(((1, 2), 3))
    return t

# call: show_complex(1+2j)
# call: show_complex(-0.5j)
# call: show_tuples(1, 2)
# call: show_tuples(1.5, -2.0)
