"""Enum members in a CUDA kernel, as Numba's cudapy test_enums uses them: an IntEnum member
is its integer value, and .value of a member of number type is that value (both constants
in the kernel)."""
from enum import Enum, IntEnum

import numpy as np
from numba import cuda


class Shape(IntEnum):
    circle = 2
    square = 500


class Color(Enum):
    red = 1
    green = 2


class Level(Enum):
    low = 0.5


@cuda.jit("void(float64[::1])")
def scale(out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = i * Shape.circle + Color.green.value + Level.low.value
        if i > Shape.circle:
            out[i] += Shape.square

# call: scale[1, 8](np.zeros(6))
