"""jitclass properties with setters (@x.setter): obj.x = v and obj.x += v call the setter,
which may convert or check the value; reads call the getter."""
from numba import njit, float64, int64
from numba.experimental import jitclass


@jitclass([("_celsius", float64), ("writes", int64)])
class Temperature:
    def __init__(self, c):
        self._celsius = c
        self.writes = 0

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            v = -273.15
        self._celsius = v
        self.writes += 1

    @property
    def fahrenheit(self):
        return self._celsius * 9.0 / 5.0 + 32.0

    @fahrenheit.setter
    def fahrenheit(self, f):
        self.celsius = (f - 32.0) * 5.0 / 9.0


@njit
def convert(c, f):
    t = Temperature(c)
    a = t.fahrenheit
    t.fahrenheit = f
    b = t.celsius
    t.celsius += 10
    t.celsius = -1000
    return a, b, t.celsius, t.fahrenheit, t.writes


# call: convert(100.0, 212.0)
# call: convert(-40.0, 50.0)
