"""Enum members in a CUDA kernel, which Numba compiles, are not compiled by pygo yet: a
positioned error that names the enum class."""
from enum import Enum, IntEnum

from numba import cuda


class Shape(IntEnum):
    circle = 2


class Color(Enum):
    red = 1


@cuda.jit("void(float64[::1])")
def scale(out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = i * Shape.circle + Color.red.value

# error: unsupported-feature
