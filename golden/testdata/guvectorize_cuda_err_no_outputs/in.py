"""A CUDA @guvectorize whose layout has no '->' (every operand an input the kernel writes to) is rejected: pygo builds CUDA gufuncs only for layouts with outputs (Numba 0.56 cannot build a CUDA gufunc without a GPU to check against)."""
# error: unsupported-feature
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])"], "(n),(n)", target="cuda")
def double_into(x, out):
    for i in range(x.shape[0]):
        out[i] = 2 * x[i]
