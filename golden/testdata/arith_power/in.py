"""`**` for int**int (negative exponents give 0 under Numba), float**int, int**float."""
from numba import njit


@njit
def ipow(a, b):
    return a ** b


@njit
def fpow(x, n):
    return x ** n


@njit
def compound(principal, rate, years):
    return principal * (1.0 + rate) ** years

# call: ipow(2, 10)
# call: ipow(-3, 3)
# call: ipow(2, -1)
# call: ipow(0, 0)
# call: fpow(2.0, -2)
# call: compound(1000, 0.05, 10)
