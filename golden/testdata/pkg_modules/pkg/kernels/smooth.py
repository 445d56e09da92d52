from ..geometry import clamp as gclamp, norm
from ..util import ramp
from .. import geometry

SCALE = 0.5  # a constant whose name geometry defines too


def smooth(x):
    return gclamp(x * SCALE, -geometry.SCALE, geometry.SCALE) + ramp(x) + norm(x, 1.0)


def count(n):
    total = 0
    for i in range(n):
        total += ramp(i)
    return total
