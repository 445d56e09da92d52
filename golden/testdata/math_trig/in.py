"""Trigonometric and hyperbolic math functions, atan2, hypot, degrees and radians."""
import math
from numba import njit


@njit
def trig(x):
    return math.sin(x), math.cos(x), math.tan(x)


@njit
def inverse(x):
    return math.asin(x), math.acos(x), math.atan(x)


@njit
def hyper(x):
    return math.sinh(x), math.cosh(x), math.tanh(x), math.asinh(x), math.acosh(x), math.atanh(x)


@njit
def polar_deg(x, y):
    return math.hypot(x, y), math.degrees(math.atan2(y, x))


@njit
def haversine(lat1, lon1, lat2, lon2):
    p1 = math.radians(lat1)
    p2 = math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    a = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(a))

# call: trig(0.5)
# call: inverse(1.0)
# call: inverse(2.0)
# call: hyper(0.5)
# call: polar_deg(-1.0, 0.0)
# call: haversine(52.52, 13.405, 48.8566, 2.3522)
