"""@jitclass(spec) with scalar fields: __init__, methods that update fields, a method calling
another method, a @property, a @staticmethod, instances made inside @njit functions and
passed to and returned from them."""
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass

spec = [
    ("x", float64),
    ("y", float64),
    ("vx", float64),
    ("vy", float64),
    ("steps", int64),
]


@jitclass(spec)
class Particle:
    """A point mass moving in the plane."""

    def __init__(self, x, y, vx, vy):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.steps = 0

    def move(self, dt):
        self.x += self.vx * dt
        self.y = self.y + self.vy * dt
        self.steps += 1

    def bounce(self, lo, hi):
        if self.x < lo or self.x > hi:
            self.vx = -self.vx
        if self.y < lo or self.y > hi:
            self.vy = -self.vy

    def step(self, dt, lo, hi):
        self.move(dt)
        self.bounce(lo, hi)
        return self.energy

    @property
    def energy(self):
        return 0.5 * (self.vx * self.vx + self.vy * self.vy)

    @staticmethod
    def clamp(v, lo, hi):
        return min(max(v, lo), hi)


@njit
def make(x, y):
    return Particle(x, y, 1.5, -0.5)


@njit
def advance(p, n, dt):
    e = 0.0
    for _ in range(n):
        e += p.step(dt, 0.0, 10.0)
    return e


@njit
def simulate(n, dt):
    p = make(1.0, 2.0)
    e = advance(p, n, dt)
    return p.x, p.y, p.vx, p.vy, p.steps, e, p.clamp(p.x, 2.0, 3.0), p.clamp(-1.0, 0.0, 1.0)


@njit
def swarm(n, steps):
    xs = np.empty(n)
    for i in range(n):
        p = Particle(float(i), 0.5 * i, 0.25 * (i + 1), 1.0)
        for _ in range(steps):
            p.step(0.1, 0.0, 3.0)
        xs[i] = p.x + p.y
    return xs


# call: simulate(10, 0.5)
# call: simulate(100, 0.25)
# call: swarm(5, 40)
