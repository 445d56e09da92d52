"""A numerically stable softmax (of a vector and row by row of a matrix, with large and -inf
inputs) and a polynomial evaluated by Horner's rule over a whole array."""
import numpy as np
from numba import njit


@njit
def softmax(x):
    e = np.exp(x - np.max(x))
    return e / e.sum()


@njit
def softmax_rows(m):
    out = np.empty_like(m)
    for i in range(m.shape[0]):
        out[i] = softmax(m[i])
    return out


@njit
def horner(coeffs, x):
    y = np.zeros_like(x)
    for c in coeffs:
        y = y * x + c
    return y


@njit
def horner_inplace(coeffs, x):
    y = np.full(x.shape, coeffs[0])
    for i in range(1, len(coeffs)):
        y *= x
        y += coeffs[i]
    return y

# call: softmax(np.array([1.0, 2.0, 3.0, 4.0]))
# call: softmax(np.array([1000.0, 1000.0, -np.inf]))
# call: softmax(np.array([-5.0]))
# call: softmax_rows(np.array([[0.0, 1.0, 2.0], [5.0, 5.0, 5.0]]))
# call: horner(np.array([2.0, -3.0, 0.0, 5.0]), np.linspace(-2.0, 2.0, 5))
# call: horner(np.array([1.0]), np.array([7.0, -7.0]))
# call: horner_inplace(np.array([2.0, -3.0, 0.0, 5.0]), np.linspace(-2.0, 2.0, 5).reshape(5, 1))
