"""A plain Enum member held as a value in a CUDA kernel (Numba compiles it; pygo's kernels
use IntEnum members and members' .value only) is a positioned error naming the class."""
from enum import Enum

from numba import cuda


class Color(Enum):
    red = 1
    green = 2


@cuda.jit("void(int64[::1])")
def paint(out):
    i = cuda.grid(1)
    c = Color.red
    if i < out.size and c == Color.red:
        out[i] = 1

# error: unsupported-feature
