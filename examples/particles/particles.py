"""A jitclass particle system: Go callers build particles with NewParticle, call their
methods and pass them to compiled functions."""
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass

spec = [
    ("x", float64),
    ("y", float64),
    ("vx", float64),
    ("vy", float64),
    ("bounces", int64),
]


@jitclass(spec)
class Particle:
    """A point in the unit box that bounces off the walls."""

    def __init__(self, x, y, vx, vy):
        self.x = x
        self.y = y
        self.vx = vx
        self.vy = vy
        self.bounces = 0

    def step(self, dt):
        self.x += self.vx * dt
        self.y += self.vy * dt
        if self.x < 0.0 or self.x > 1.0:
            self.vx = -self.vx
            self.bounces += 1
        if self.y < 0.0 or self.y > 1.0:
            self.vy = -self.vy
            self.bounces += 1

    @property
    def speed(self):
        return np.sqrt(self.vx * self.vx + self.vy * self.vy)


@njit
def advance(p, steps, dt):
    """Move p steps times and return how often it bounced."""
    for _ in range(steps):
        p.step(dt)
    return p.bounces


@njit
def swarm(n, steps, dt):
    """Move n particles and return their final x coordinates."""
    xs = np.empty(n)
    for i in range(n):
        p = Particle(i / n, 0.5, 0.3 + 0.01 * i, -0.2)
        for _ in range(steps):
            p.step(dt)
        xs[i] = p.x
    return xs
