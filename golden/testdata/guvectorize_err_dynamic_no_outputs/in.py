"""A dynamic @guvectorize whose layout has no '->': Numba 0.56 builds it, but every call raises TypeError (Too few arguments for function 'double_into': the dynamic GUFunc takes its last operand for an output), so pygo rejects the layout."""
# error: bad-layout
from numba import guvectorize


@guvectorize("(n),(n)")
def double_into(x, out):
    for i in range(x.shape[0]):
        out[i] = 2 * x[i]
