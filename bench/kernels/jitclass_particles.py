"""Moves particles held in @jitclass instances through a box with bouncing walls: method calls
and field updates on a struct in a loop."""
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass


@jitclass([("x", float64), ("y", float64), ("vx", float64), ("vy", float64), ("bounces", int64)])
class Particle:
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


@njit
def jitclass_particles(x, y, vx, vy, steps):
    out = np.empty(x.shape[0])
    for i in range(x.shape[0]):
        p = Particle(x[i], y[i], vx[i], vy[i])
        for _ in range(steps):
            p.step(0.001)
        out[i] = p.x + p.y + p.bounces
    return out


ENTRY = "jitclass_particles"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n, steps = (50, 100) if size == "small" else (2_000, 2_000)
    return (rng.uniform(0, 1, n), rng.uniform(0, 1, n), rng.uniform(-1, 1, n), rng.uniform(-1, 1, n), steps)
